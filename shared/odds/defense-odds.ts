/**
 * Odds of the solo building-defense game's rolls (002), under the scenario's success rule
 * (shared/engine/games/defense/turn/attack-success-setting.ts): a die succeeds on `dieAtLeast` or more
 * on a six-sided die, and the roll succeeds with `diceNeeded` such dice. Suppress places tokens and
 * rolls nothing, so it has no odds.
 */
import type { AttackSuccessSetting } from '../engine/games/defense/model/state';

/** 002: the grenade thrower, inside the interior space, rolls two more dice per attack roll. */
export const GRENADE_INTERIOR_BONUS_DICE = 2;
/** 002: a failed grenade roll from inside: one die, and a 1 makes the thrower a casualty. */
const CASUALTY_CHANCE = 1 / 6;

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** P(exactly i dice succeed), i = 0..dice. */
export function successCounts(dice: number, setting: AttackSuccessSetting): number[] {
  const p = Math.min(1, Math.max(0, (7 - setting.dieAtLeast) / 6));
  return Array.from({ length: dice + 1 }, (_, i) => binomial(dice, i) * p ** i * (1 - p) ** (dice - i));
}

export function defenseOddsProblem(dice: number, setting: AttackSuccessSetting): string | null {
  if (!Number.isInteger(dice) || dice < 0 || dice > 50) return `The roll must be a whole number of dice from 0 to 50 (it is ${dice}).`;
  if (!Number.isInteger(setting.dieAtLeast) || setting.dieAtLeast < 1 || setting.dieAtLeast > 6) return 'A die succeeds on a face from 1 to 6.';
  if (!Number.isInteger(setting.diceNeeded) || setting.diceNeeded < 1) return 'An attack roll needs at least one successful die.';
  return null;
}

/** The chance one attack roll of `dice` dice succeeds. */
export function attackRollSuccess(dice: number, setting: AttackSuccessSetting): number {
  const problem = defenseOddsProblem(dice, setting);
  if (problem) throw new RangeError(problem);
  return successCounts(dice, setting).reduce((sum, p, i) => (i >= setting.diceNeeded ? sum + p : sum), 0);
}

export interface GrenadeOdds {
  /** Chance each attack roll succeeds. */
  perRoll: number;
  /** P(i counters removed), one roll per counter. */
  removed: number[];
  allRemoved: number;
  /** Chance the thrower becomes a casualty (only from the interior space). */
  casualty: number;
}

/**
 * 002 Grenades: one attack roll of `dicePerRoll` dice against each counter in the interior space,
 * each judged by that counter's own success rule; P(i counters removed) is the product of those
 * independent rolls. A roll that fails from inside risks the thrower on one die.
 */
export function grenadeRollsOdds(dicePerRoll: number, rules: readonly AttackSuccessSetting[], fromInterior: boolean): GrenadeOdds {
  const chances = rules.map((rule) => attackRollSuccess(dicePerRoll, rule));
  let removed = [1];
  for (const p of chances) removed = [...removed, 0].map((q, i) => q * (1 - p) + (i > 0 ? (removed[i - 1] as number) * p : 0));
  const allRemoved = removed[rules.length] ?? 0;
  return {
    perRoll: chances[0] ?? 0,
    removed,
    allRemoved,
    casualty: fromInterior && rules.length > 0 ? (1 - allRemoved) * CASUALTY_CHANCE : 0,
  };
}

/** Grenades against `counters` counters under one rule, the thrower's own dice given (two more from inside). */
export function grenadeOdds(dice: number, counters: number, fromInterior: boolean, setting: AttackSuccessSetting): GrenadeOdds {
  return grenadeRollsOdds(dice + (fromInterior ? GRENADE_INTERIOR_BONUS_DICE : 0), Array.from({ length: counters }, () => setting), fromInterior);
}
