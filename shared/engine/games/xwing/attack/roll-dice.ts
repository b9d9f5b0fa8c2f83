import { ok, type Result } from '../../../core/result';
import type { CommandOf } from '../commands';
import type { XwingEvent } from '../events';
import type { AttackFace, DefenseFace, XwingState } from '../state';
import { attackAtStep } from './current-attack';
import { attackDiceCount, defenseDiceCount } from './dice-count';
import { enteredOrRolledFaces } from './entered-faces';

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
  return ok([{ type: 'attackDiceRolled', faces, rolledByApp: rolled.value.rolledByApp }]);
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
  attack.defenseDice = faces.map((face) => ({ face, rerolled: false }));
  attack.step = 'modifyDefenseDice';
  attack.modifying = 'attacker';
  return ok([{ type: 'defenseDiceRolled', faces, rolledByApp: rolled.value.rolledByApp }]);
}
