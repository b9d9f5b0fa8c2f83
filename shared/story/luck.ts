/**
 * Where a roll falls among the rolls that could have been, and how unusual a player's rolls were
 * over a game. Pure arithmetic on exact distributions (shared/odds): no sampling.
 *
 * The percentile of an outcome is the share of outcomes below it plus half the share equal to it
 * (the mid-distribution rank), so an average roll is 50 and a certain outcome is exactly 50. Under
 * fair dice this rank has mean ½ and variance (1 − Σ p³) / 12 for any discrete distribution p,
 * which gives each player's mean an exact expectation and spread to be judged against.
 */

/** The percentile (0–100) of `actual` in the distribution `p` (p[i] = chance of i). */
export function percentileOf(p: readonly number[], actual: number): number {
  let below = 0;
  for (let i = 0; i < Math.min(actual, p.length); i++) below += p[i] ?? 0;
  const equal = p[actual] ?? 0;
  const total = p.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return 50;
  return (100 * (below + equal / 2)) / total;
}

/** The variance of the mid-distribution rank (on 0–1) under fair dice: 0 for a certain outcome. */
export function rankVariance(p: readonly number[]): number {
  const total = p.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return 0;
  let cubes = 0;
  for (const value of p) cubes += (value / total) ** 3;
  return Math.max(0, (1 - cubes) / 12);
}

/** Whether luck played any part: more than one outcome could happen. */
export function hasLuck(p: readonly number[]): boolean {
  return rankVariance(p) > 1e-12;
}

export interface LuckFigure {
  /** Attacks with more than one possible outcome. */
  attacks: number;
  /** Mean percentile over those attacks (50 = as the dice promise); null without any. */
  meanPercentile: number | null;
  /** How many standard deviations the mean is from 50 under fair dice. */
  z: number | null;
  /** The chance that fair dice land at least this far from average, either way (two-sided). */
  chance: number | null;
}

/** Rolls as sums, so games add up: Σ(percentile/100 − ½) and Σ variance over attacks where luck played a part. */
export interface LuckSums {
  attacks: number;
  deviation: number;
  variance: number;
}

export function luckSums(rolls: readonly { percentile: number; variance: number }[]): LuckSums {
  const sums: LuckSums = { attacks: 0, deviation: 0, variance: 0 };
  for (const roll of rolls) {
    if (roll.variance <= 1e-12) continue;
    sums.attacks++;
    sums.deviation += roll.percentile / 100 - 0.5;
    sums.variance += roll.variance;
  }
  return sums;
}

/** The luck figure of summed rolls: the mean percentile, z against fair dice, the two-sided chance. */
export function luckOfSums(sums: LuckSums): LuckFigure {
  if (sums.attacks === 0 || sums.variance <= 0) return { attacks: 0, meanPercentile: null, z: null, chance: null };
  const z = sums.deviation / Math.sqrt(sums.variance);
  return { attacks: sums.attacks, meanPercentile: 50 + (100 * sums.deviation) / sums.attacks, z, chance: erfc(Math.abs(z) / Math.SQRT2) };
}

/** One player's luck over a set of attacks: the mean percentile and how unusual it is. */
export function luckOver(rolls: readonly { percentile: number; variance: number }[]): LuckFigure {
  return luckOfSums(luckSums(rolls));
}

/** Complementary error function (Numerical Recipes' erfcc: fractional error below 1.2e-7). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851973 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
