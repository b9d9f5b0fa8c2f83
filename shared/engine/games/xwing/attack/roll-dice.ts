import { ok, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { AttackFace, DefenseFace, XwingState } from '../model/state';
import { refOf, shipById } from '../ships/ships';
import { attackAtStep } from './current-attack';
import { attackDiceCount, defenseDiceCount } from './dice-count';
import { enteredOrRolledFaces } from './entered-faces';
import { afterRollPrompts } from '../abilities/prompts';
import { applyAfterModifyAttackDice, applyAutomaticEffects } from '../effects/use-card-effect';

function removeOneAfterRoll(draft: XwingState, shipId: string, token: 'deplete' | 'strain', events: XwingEvent[]): void {
  const ship = shipById(draft, shipId);
  if (ship.tokens[token] === 0) return;
  ship.tokens[token] -= 1;
  events.push({ type: 'tokenRemoved', ship: refOf(ship), token: { token, side: null, lockedBy: null }, count: 1, reason: `its ${token} token took a die` });
}

/** Roll Attack Dice; `adjustment` is for effects that roll more or fewer dice. Then the defender modifies first. */
export function rollAttackDice(draft: XwingState, command: CommandOf<'rollAttackDice'>): Result<XwingEvent[]> {
  const found = attackAtStep(draft, ['rollAttackDice'], 'roll attack dice');
  if (!found.ok) return found;
  const attack = found.value;
  const count = Math.max(0, attackDiceCount(draft, attack).total + (command.adjustment ?? 0));
  const rolled = enteredOrRolledFaces(draft, 'attack', count, command);
  if (!rolled.ok) return rolled;
  const faces = rolled.value.faces as AttackFace[];
  attack.attackDice = faces.map((face) => ({ face, rerolled: false }));
  attack.step = 'modifyAttackDice';
  attack.modifying = 'defender';
  const events: XwingEvent[] = [{ type: 'attackDiceRolled', faces, rolledByApp: rolled.value.rolledByApp }];
  // RRG · Deplete: once the fewer dice are rolled, one deplete token goes.
  removeOneAfterRoll(draft, attack.attacker, 'deplete', events);
  afterRollPrompts(draft, attack, events);
  // Issue 34: card effects with no choice at this step apply themselves.
  applyAutomaticEffects(draft, events);
  return ok(events);
}

/** Roll Defense Dice ends Modify Attack Dice; then the attacker modifies the defense dice first. */
export function rollDefenseDice(draft: XwingState, command: CommandOf<'rollDefenseDice'>): Result<XwingEvent[]> {
  const found = attackAtStep(draft, ['modifyAttackDice'], 'roll defense dice');
  if (!found.ok) return found;
  const attack = found.value;
  const count = Math.max(0, defenseDiceCount(draft, attack).total + (command.adjustment ?? 0));
  const rolled = enteredOrRolledFaces(draft, 'defense', count, command);
  if (!rolled.ok) return rolled;
  const faces = rolled.value.faces as DefenseFace[];
  // h-weapons: Modify Attack Dice is over: the attacker's changes with no choice at its end come first.
  const before: XwingEvent[] = [];
  applyAfterModifyAttackDice(draft, before);
  attack.defenseDice = faces.map((face) => ({ face, rerolled: false }));
  attack.step = 'modifyDefenseDice';
  attack.modifying = 'attacker';
  const events: XwingEvent[] = [...before, { type: 'defenseDiceRolled', faces, rolledByApp: rolled.value.rolledByApp }];
  // RRG · Strain: once the fewer dice are rolled, one strain token goes.
  removeOneAfterRoll(draft, attack.defender, 'strain', events);
  applyAutomaticEffects(draft, events);
  return ok(events);
}
