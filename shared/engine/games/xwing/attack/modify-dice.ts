import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { DicePool, DieChange, DieFace, XwingEvent } from '../model/events';
import type { Attack, Die, Party, XwingState } from '../model/state';
import { attackAtStep } from './current-attack';
import { enteredOrRolledFaces, faceBelongsTo, faceRefusal, poolNames } from './entered-faces';

export const partyNames: Record<Party, string> = { attacker: 'attacker', defender: 'defender' };

/** Modify Attack Dice: the defender first, then the attacker. Modify Defense Dice: the attacker first, then the defender. */
export function modifyOrder(attack: Attack): readonly [Party, Party] {
  return attack.step === 'modifyDefenseDice' ? ['attacker', 'defender'] : ['defender', 'attacker'];
}

export function poolOf(attack: Attack): DicePool {
  return attack.step === 'modifyDefenseDice' ? 'defense' : 'attack';
}

/** The dice being modified now; faces written to it are checked against the pool first. */
export function diceOf(attack: Attack, pool: DicePool): Die<DieFace>[] {
  return pool === 'attack' ? (attack.attackDice as Die<DieFace>[]) : (attack.defenseDice as Die<DieFace>[]);
}

export function modifiableAttack(draft: XwingState, doing: string): Result<Attack> {
  return attackAtStep(draft, ['modifyAttackDice', 'modifyDefenseDice'], doing);
}

/** Why `by` may no longer modify: once the second player has modified, the first one's turn is over. */
export function whyPartyCannotModify(attack: Attack, by: Party): string | null {
  const [first, second] = modifyOrder(attack);
  if (by === first && attack.modifying === second) {
    return `The ${partyNames[second]} has already modified the ${poolNames[poolOf(attack)]} dice: the ${partyNames[first]} modifies them first, and cannot come back.`;
  }
  return null;
}

/** Blinded Pilot: while its ship attacks, the attacker may change its own dice only by spending Force for its default effect. */
export function whyBlinded(state: XwingState, attack: Attack, by: Party): string | null {
  if (by !== 'attacker' || poolOf(attack) !== 'attack') return null;
  const attacker = state.ships.find((ship) => ship.id === attack.attacker);
  if (!attacker?.damageCards.some((card) => card.faceup && card.name === 'Blinded Pilot')) return null;
  return `Blinded Pilot: ${attacker.name} may change its attack dice only by spending Force.`;
}

/** The party modifies now; when the second one starts, the first one's turn is over. */
export function takeModifyingTurn(attack: Attack, by: Party): Result<true> {
  const blocked = whyPartyCannotModify(attack, by);
  if (blocked) return refuse('not_your_turn_to_modify', blocked);
  attack.modifying = by;
  return ok(true);
}

function dieAt(attack: Attack, pool: DicePool, index: number): Result<Die<DieFace>> {
  const dice = diceOf(attack, pool);
  const die = dice[index];
  if (die) return ok(die);
  return refuse('unknown_die', dice.length === 0 ? `There are no ${poolNames[pool]} dice.` : `There is no ${poolNames[pool]} die ${index + 1}: dice are numbered 1 to ${dice.length}.`);
}

/** Dice that may still be rerolled: a die is rerolled at most once per attack. */
export function rerollableDice(attack: Attack, pool: DicePool): number[] {
  return diceOf(attack, pool).flatMap((die, index) => (die.rerolled ? [] : [index]));
}

/** Rerolls the chosen dice, each at most once per attack; the new faces are entered or rolled by the app. */
export function rerollChosenDice(
  draft: XwingState,
  attack: Attack,
  pool: DicePool,
  indices: readonly number[],
  entry: { faces?: readonly string[] | undefined; rollForMe?: true | undefined },
): Result<{ changes: DieChange[]; rolledByApp: boolean }> {
  if (indices.length === 0) return refuse('no_dice_chosen', 'Choose at least one die to reroll.');
  if (new Set(indices).size !== indices.length) return refuse('die_twice', 'Each die is named once: a die is rerolled at most once.');
  const dice: Die<DieFace>[] = [];
  for (const index of indices) {
    const die = dieAt(attack, pool, index);
    if (!die.ok) return die;
    if (die.value.rerolled) return refuse('already_rerolled', `${poolNames[pool][0]?.toUpperCase()}${poolNames[pool].slice(1)} die ${index + 1} was already rerolled: a die is rerolled at most once.`);
    dice.push(die.value);
  }
  const rolled = enteredOrRolledFaces(draft, pool, indices.length, entry);
  if (!rolled.ok) return rolled;
  const changes = indices.map((index, n): DieChange => {
    const die = dice[n] as Die<DieFace>;
    const from = die.face;
    die.face = rolled.value.faces[n] as DieFace;
    die.rerolled = true;
    return { die: index, from, to: die.face };
  });
  return ok({ changes, rolledByApp: rolled.value.rolledByApp });
}

/** A reroll granted by an ability. */
export function rerollDice(draft: XwingState, command: CommandOf<'rerollDice'>): Result<XwingEvent[]> {
  const found = modifiableAttack(draft, 'reroll dice');
  if (!found.ok) return found;
  const attack = found.value;
  const blinded = whyBlinded(draft, attack, command.by);
  if (blinded) return refuse('blinded', blinded);
  const turn = takeModifyingTurn(attack, command.by);
  if (!turn.ok) return turn;
  const pool = poolOf(attack);
  const rerolled = rerollChosenDice(draft, attack, pool, command.dice, command);
  if (!rerolled.ok) return rerolled;
  return ok([{ type: 'diceRerolled', by: command.by, pool, changes: rerolled.value.changes, rolledByApp: rerolled.value.rolledByApp }]);
}

/** A result changed by an ability ("change 1 blank result to a focus result"). */
export function changeDieFace(draft: XwingState, command: CommandOf<'changeDieFace'>): Result<XwingEvent[]> {
  const found = modifiableAttack(draft, 'change a result');
  if (!found.ok) return found;
  const attack = found.value;
  const blinded = whyBlinded(draft, attack, command.by);
  if (blinded) return refuse('blinded', blinded);
  const pool = poolOf(attack);
  if (!faceBelongsTo(pool, command.face)) return faceRefusal(pool, command.face);
  const die = dieAt(attack, pool, command.die);
  if (!die.ok) return die;
  if (die.value.face === command.face) return refuse('face_unchanged', `${poolNames[pool][0]?.toUpperCase()}${poolNames[pool].slice(1)} die ${command.die + 1} already shows ${command.face}.`);
  const turn = takeModifyingTurn(attack, command.by);
  if (!turn.ok) return turn;
  const from = die.value.face;
  die.value.face = command.face;
  return ok([{ type: 'dieFaceChanged', by: command.by, pool, change: { die: command.die, from, to: command.face } }]);
}

/** A result added by an ability: it is a die like the others from now on. */
export function addResult(draft: XwingState, command: CommandOf<'addResult'>): Result<XwingEvent[]> {
  const found = modifiableAttack(draft, 'add a result');
  if (!found.ok) return found;
  const attack = found.value;
  const blinded = whyBlinded(draft, attack, command.by);
  if (blinded) return refuse('blinded', blinded);
  const pool = poolOf(attack);
  if (!faceBelongsTo(pool, command.face)) return faceRefusal(pool, command.face);
  const turn = takeModifyingTurn(attack, command.by);
  if (!turn.ok) return turn;
  diceOf(attack, pool).push({ face: command.face, rerolled: false });
  return ok([{ type: 'resultAdded', by: command.by, pool, face: command.face }]);
}

/** A result canceled by an ability is removed from the dice. */
export function cancelResult(draft: XwingState, command: CommandOf<'cancelResult'>): Result<XwingEvent[]> {
  const found = modifiableAttack(draft, 'cancel a result');
  if (!found.ok) return found;
  const attack = found.value;
  const blinded = whyBlinded(draft, attack, command.by);
  if (blinded) return refuse('blinded', blinded);
  const pool = poolOf(attack);
  const die = dieAt(attack, pool, command.die);
  if (!die.ok) return die;
  const turn = takeModifyingTurn(attack, command.by);
  if (!turn.ok) return turn;
  diceOf(attack, pool).splice(command.die, 1);
  return ok([{ type: 'resultCanceled', by: command.by, pool, die: command.die, face: die.value.face }]);
}
