import { whyNoObjectiveDie } from './objective-attack';
import { ok, refuse, type Result } from '../../../core/result';
import { faceExists } from './dice';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Attack, AttackDie } from '../model/state';
import { attackAtStep } from './current-attack';
import { enteredOrRolledFace, faceRefusal } from './die-result';
import { whyKeywordCannotAddDie, whyKeywordCannotReroll } from './keyword-dice';
import { markConcentrateFire, whyNoConcentrateFire } from '../commands/command-dials';
import { shipOf } from '../units/units';

/** 004 step 3, Modify Dice: the generic modifications card effects and commands are made of. */
function modifiableAttack(draft: ArmadaState, doing: string): Result<Attack> {
  return attackAtStep(draft, ['resolveAttackEffects'], doing);
}

export function dieAt(attack: Attack, index: number): Result<AttackDie> {
  const die = attack.pool[index];
  if (die) return ok(die);
  const size = attack.pool.length;
  return refuse('unknown_die', size === 0 ? 'The attack pool has no dice.' : `There is no die ${index} in the attack pool: dice are numbered 0 to ${size - 1}.`);
}

/** Effects may add dice of any colour, whatever the range (004 FAQ); a salvo attack takes none (000). */
export function addAttackDie(draft: ArmadaState, command: CommandOf<'addAttackDie'>): Result<ArmadaEvent[]> {
  const found = modifiableAttack(draft, 'add a die');
  if (!found.ok) return found;
  if (found.value.kind === 'salvo') return refuse('salvo_no_added_dice', 'Dice cannot be added to a salvo attack.');
  if (command.by === 'concentrateFire') {
    const ship = shipOf(draft, found.value.attacker);
    const why = ship ? whyNoConcentrateFire(draft, ship, 'add') : 'Only a ship resolves a concentrate fire command.';
    if (why) return refuse('no_concentrate_fire', why);
    if (!found.value.pool.some((die) => die.color === command.color)) return refuse('colour_not_in_pool', `Concentrate Fire adds a die of a colour already in the pool, and no ${command.color} die is.`);
    markConcentrateFire(draft, 'add');
  } else if (command.by === 'objective') {
    const why = whyNoObjectiveDie(draft, found.value, command.color);
    if (why) return refuse('objective_die_unavailable', why);
    found.value.objectiveDieAdded = true;
  } else if (command.by) {
    const allowed = whyKeywordCannotAddDie(draft, found.value, command.color);
    if (allowed) return refuse('keyword_unavailable', allowed);
    found.value.keywordUses = { ...found.value.keywordUses, AI: (found.value.keywordUses?.AI ?? 0) + 1 };
  }
  const result = enteredOrRolledFace(draft, command.color, command);
  if (!result.ok) return result;
  found.value.pool.push({ color: command.color, face: result.value.face, accuracySpent: false });
  return ok([{ type: 'attackDieAdded', color: command.color, face: result.value.face, rolledByApp: result.value.rolledByApp }]);
}

export function rerollAttackDie(draft: ArmadaState, command: CommandOf<'rerollAttackDie'>): Result<ArmadaEvent[]> {
  // Dodge is the defender's, during Spend Defense Tokens; the other rerolls are the attacker's effects.
  const found = command.by === 'Dodge' ? attackAtStep(draft, ['resolveAttackEffects', 'spendDefenseTokens'], 'reroll a die with Dodge') : modifiableAttack(draft, 'reroll a die');
  if (!found.ok) return found;
  if (command.by === 'concentrateFire') {
    const ship = shipOf(draft, found.value.attacker);
    const why = ship ? whyNoConcentrateFire(draft, ship, 'reroll') : 'Only a ship resolves a concentrate fire command.';
    if (why) return refuse('no_concentrate_fire', why);
    markConcentrateFire(draft, 'reroll');
  } else if (command.by) {
    const blocked = whyKeywordCannotReroll(draft, found.value, command.by);
    if (blocked) return refuse('keyword_unavailable', blocked);
    found.value.keywordUses = { ...found.value.keywordUses, [command.by]: (found.value.keywordUses?.[command.by] ?? 0) + 1 };
    if (command.by === 'Dodge') found.value.step = 'spendDefenseTokens';
  }
  const die = dieAt(found.value, command.die);
  if (!die.ok) return die;
  const result = enteredOrRolledFace(draft, die.value.color, command);
  if (!result.ok) return result;
  const from = die.value.face;
  die.value.face = result.value.face;
  die.value.accuracySpent = false;
  return ok([{ type: 'attackDieRerolled', die: command.die, color: die.value.color, from, to: die.value.face, rolledByApp: result.value.rolledByApp, byToken: null }]);
}

export function setAttackDieFace(draft: ArmadaState, command: CommandOf<'setAttackDieFace'>): Result<ArmadaEvent[]> {
  const found = modifiableAttack(draft, 'change a die');
  if (!found.ok) return found;
  const die = dieAt(found.value, command.die);
  if (!die.ok) return die;
  if (!faceExists(die.value.color, command.face)) return faceRefusal(die.value.color, command.face);
  if (die.value.face === command.face) return refuse('face_unchanged', `Die ${command.die} already shows ${command.face}.`);
  const from = die.value.face;
  die.value.face = command.face;
  die.value.accuracySpent = false;
  return ok([{ type: 'attackDieFaceSet', die: command.die, color: die.value.color, from, to: command.face }]);
}

export function removeAttackDie(draft: ArmadaState, command: CommandOf<'removeAttackDie'>): Result<ArmadaEvent[]> {
  const found = modifiableAttack(draft, 'remove a die');
  if (!found.ok) return found;
  const die = dieAt(found.value, command.die);
  if (!die.ok) return die;
  found.value.pool.splice(command.die, 1);
  return ok([{ type: 'attackDieRemoved', die: command.die, color: die.value.color, face: die.value.face, canceledBy: null }]);
}

export function endAttackEffects(draft: ArmadaState): Result<ArmadaEvent[]> {
  const found = modifiableAttack(draft, 'end the attack effects');
  if (!found.ok) return found;
  found.value.step = 'spendDefenseTokens';
  return ok([{ type: 'attackEffectsEnded' }]);
}
