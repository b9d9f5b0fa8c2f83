import { randomInt } from '../../../core/random';
import { ok, refuse, type Result } from '../../../core/result';
import { inspireBonus } from '../building/defenders';
import type { JudgedRoll } from '../model/events';
import type { AttackSuccessSetting, Defender, DefenseState, RollResult } from '../model/state';

/** 002: an attack rolls dice equal to the defender's combat value, plus any bonus from Inspire [I]. */
export function attackDice(defender: Defender): number {
  return defender.combatValue + inspireBonus(defender);
}

export function countSuccesses(faces: readonly number[], setting: AttackSuccessSetting): number {
  return faces.filter((face) => face >= setting.dieAtLeast).length;
}

/** The engine judges by the scenario's setting; the player's overrule, if any, is the result used. */
export function judgeRoll(faces: readonly number[], setting: AttackSuccessSetting, overrule: RollResult | undefined): JudgedRoll {
  const successes = countSuccesses(faces, setting);
  const judged: RollResult = successes >= setting.diceNeeded ? 'success' : 'failure';
  const result = overrule ?? judged;
  return { faces: [...faces], successes, judged, result, overruled: result !== judged };
}

/** A six-sided die from the seeded source kept in the state, so replay and redo roll the same. */
export function rollSixSided(draft: DefenseState): number {
  const [index, next] = randomInt(draft.random, 6);
  draft.random = next;
  return index + 1;
}

export function rollDice(draft: DefenseState, count: number): number[] {
  return Array.from({ length: count }, () => rollSixSided(draft));
}

/** Physical first: the player enters the faces of exactly the dice the action rolls. */
export function checkEnteredFaces(faces: readonly number[], dice: number, what: string): Result<true> {
  if (faces.length === dice) return ok(true);
  return refuse('wrong_dice', `${what} rolls ${dice} ${dice === 1 ? 'die' : 'dice'}: enter ${dice} ${dice === 1 ? 'face' : 'faces'}, not ${faces.length}.`);
}

export function faceOrRoll(entered: boolean, rollForMe: boolean): Result<true> {
  if (entered === rollForMe) {
    return refuse('face_or_roll', 'Enter the faces of the dice you rolled, or let the app roll them, not both.');
  }
  return ok(true);
}

/** Whether the faces entered are exactly the dice the app just rolled for this purpose (so the log can say who rolled). */
export function rolledByTheApp(state: DefenseState, purpose: 'attack' | 'grenades', faces: readonly (readonly number[])[]): boolean {
  const roll = state.roll;
  if (!roll || roll.purpose !== purpose) return false;
  return faces.every((row, i) => {
    const rolled = roll.faces[i];
    return rolled !== undefined && rolled.length === row.length && row.every((face, j) => face === rolled[j]);
  });
}
