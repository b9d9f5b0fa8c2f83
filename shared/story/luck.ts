/**
 * Where a roll falls among the rolls that could have been, and how unusual a player's rolls were
 * over a game. Pure arithmetic on exact distributions (shared/odds): no sampling.
 *
 * A roll is one player's own dice against the exact distribution of what those dice decide (the
 * story says which quantity, story/dice-luck.ts), capped where more could not count.
 *
 * The percentile of an outcome is the share of outcomes below it plus half the share equal to it
 * (the mid-distribution rank), so an average roll is 50 and a certain outcome is exactly 50. Under
 * fair dice this rank has mean ½ and variance (1 − Σ p³) / 12 for any discrete distribution p.
 *
 * A game's luck is the sum of its rolls' ranks. How unusual it is: the chance that fair dice give a
 * sum at least as high (or at least as low), computed exactly by convolving the rolls' rank
 * distributions, each rank rounded to a grid of 1/G (G up to 200, fewer for long games so the work
 * stays bounded): the tail is exact for that rounded sum, ties included. Beyond 400 rolls (across
 * many games, or a marathon game) the sums' normal approximation is used, and the figure says so.
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

/** The distribution with everything above `cap` counted at `cap` (what could not count more is the same outcome). */
export function cappedAt(p: readonly number[], cap: number): number[] {
  const top = Math.max(0, Math.floor(cap));
  if (p.length <= top + 1) return [...p];
  const out = p.slice(0, top + 1);
  out[top] = p.slice(top).reduce((sum, value) => sum + value, 0);
  return out;
}

/** P(an outcome at least `actual`) and P(at most `actual`) in `p`. */
export function tailsOf(p: readonly number[], actual: number): { atLeast: number; atMost: number } {
  const total = p.reduce((sum, value) => sum + value, 0) || 1;
  let atMost = 0;
  for (let i = 0; i <= Math.min(actual, p.length - 1); i++) atMost += p[i] ?? 0;
  let atLeast = 0;
  for (let i = Math.max(0, actual); i < p.length; i++) atLeast += p[i] ?? 0;
  return { atLeast: Math.min(1, atLeast / total), atMost: Math.min(1, atMost / total) };
}

/** One roll as the luck figures read it: its distribution (capped) and what it rolled. */
export interface RankedRoll {
  distribution: readonly number[];
  value: number;
}

export interface LuckFigure {
  /** Rolls with more than one possible outcome (those counted). */
  attacks: number;
  /** Rolls left out: only one outcome could happen. */
  leftOut: number;
  /** Mean percentile over those rolls (50 = as the dice promise); null without any. */
  meanPercentile: number | null;
  /** How many standard deviations the mean is from 50 under fair dice. */
  z: number | null;
  /** The chance that fair dice do at least this well over these rolls (one-sided). */
  atLeast: number | null;
  /** The chance that fair dice do at most this well (at least this badly). */
  atMost: number | null;
  /** The chance on the side the mean is on (atLeast above 50, atMost below; the smaller at 50). */
  chance: number | null;
  /** True when the chances come from the exact convolution, false from the normal approximation. */
  exact: boolean;
}

const noLuck = (leftOut: number): LuckFigure => ({ attacks: 0, leftOut, meanPercentile: null, z: null, atLeast: null, atMost: null, chance: null, exact: true });

/** Rolls as sums, so games add up: Σ(percentile/100 − ½) and Σ variance over rolls where luck played a part. */
export interface LuckSums {
  attacks: number;
  deviation: number;
  variance: number;
  /** Rolls with only one outcome, left out. */
  leftOut?: number;
}

export function luckSums(rolls: readonly { percentile: number; variance: number }[]): LuckSums {
  const sums: LuckSums = { attacks: 0, deviation: 0, variance: 0, leftOut: 0 };
  for (const roll of rolls) {
    if (roll.variance <= 1e-12) {
      sums.leftOut = (sums.leftOut ?? 0) + 1;
      continue;
    }
    sums.attacks++;
    sums.deviation += roll.percentile / 100 - 0.5;
    sums.variance += roll.variance;
  }
  return sums;
}

/** The luck figure of summed rolls, by the normal approximation (across many games): the mean percentile, z, the one-sided chances. */
export function luckOfSums(sums: LuckSums): LuckFigure {
  if (sums.attacks === 0 || sums.variance <= 0) return noLuck(sums.leftOut ?? 0);
  const z = sums.deviation / Math.sqrt(sums.variance);
  const atLeast = erfc(z / Math.SQRT2) / 2;
  const atMost = erfc(-z / Math.SQRT2) / 2;
  return { attacks: sums.attacks, leftOut: sums.leftOut ?? 0, meanPercentile: 50 + (100 * sums.deviation) / sums.attacks, z, atLeast, atMost, chance: sideChance(z, atLeast, atMost), exact: false };
}

const sideChance = (deviation: number, atLeast: number, atMost: number): number => (deviation > 1e-12 ? atLeast : deviation < -1e-12 ? atMost : Math.min(atLeast, atMost));

/** The most cell updates the convolution may make, so a long game stays fast (a few milliseconds). */
const WORK = 1_500_000;
/** Above this many rolls (a marathon game, many games together) the sums' normal approximation is used (its error is far below what the words round to). */
const EXACT_UP_TO = 400;
/** Chances below this are trimmed from the convolution's ends: about 13 standard deviations out. */
const NEGLIGIBLE = 1e-40;

/** The mean percentile of some rolls (the cheap part of luckOver: no tails), null without luck in any. */
export function meanPercentileOf(rolls: readonly RankedRoll[]): number | null {
  let n = 0;
  let deviation = 0;
  for (const roll of rolls) {
    if (!hasLuck(roll.distribution)) continue;
    n++;
    deviation += percentileOf(roll.distribution, roll.value) / 100 - 0.5;
  }
  return n === 0 ? null : 50 + (100 * deviation) / n;
}

/**
 * One player's luck over a set of rolls, exact: the mean percentile, and the chance fair dice roll
 * at least this well (at most this well) over the same rolls, from the convolution of the rolls'
 * rank distributions on a grid of 1/G (see the top of this file).
 */
export function luckOver(rolls: readonly RankedRoll[]): LuckFigure {
  const counted = rolls.filter((roll) => hasLuck(roll.distribution));
  const leftOut = rolls.length - counted.length;
  if (counted.length === 0) return noLuck(leftOut);
  let deviation = 0;
  let variance = 0;
  for (const roll of counted) {
    deviation += percentileOf(roll.distribution, roll.value) / 100 - 0.5;
    variance += rankVariance(roll.distribution);
  }
  const n = counted.length;
  const z = deviation / Math.sqrt(variance);
  if (n > EXACT_UP_TO) return luckOfSums({ attacks: n, deviation, variance, leftOut });
  // The grid: as fine as 1/200 of a rank, coarser when the rolls times the sum's width (in cells) would pass WORK.
  const width = Math.min(n, 27 * Math.sqrt(variance) + 1);
  const grid = Math.max(16, Math.min(200, Math.floor(WORK / (n * 6 * width))));
  let dist = new Float64Array([1]);
  let offset = 0; // the sum's cell index of dist[0]
  let observed = 0;
  for (const roll of counted) {
    const total = roll.distribution.reduce((sum, value) => sum + value, 0);
    const cells: [number, number][] = [];
    let below = 0;
    roll.distribution.forEach((value, k) => {
      const p = value / total;
      if (p > 0) cells.push([Math.round((below + p / 2) * grid), p]);
      if (k === roll.value) observed += Math.round((below + p / 2) * grid);
      below += p;
    });
    const low = Math.min(...cells.map(([cell]) => cell));
    const high = Math.max(...cells.map(([cell]) => cell));
    const next = new Float64Array(dist.length + high - low);
    for (let i = 0; i < dist.length; i++) {
      const q = dist[i] as number;
      if (q === 0) continue;
      for (const [cell, p] of cells) next[i + cell - low] = (next[i + cell - low] as number) + q * p;
    }
    // Trim what fair dice reach with less than NEGLIGIBLE: it cannot change a tail a player reads.
    let start = 0;
    let end = next.length;
    while (start < end - 1 && (next[start] as number) < NEGLIGIBLE) start++;
    while (end > start + 1 && (next[end - 1] as number) < NEGLIGIBLE) end--;
    dist = next.subarray(start, end);
    offset += low + start;
  }
  let atLeast = 0;
  let atMost = 0;
  for (let i = 0; i < dist.length; i++) {
    const cell = offset + i;
    if (cell >= observed) atLeast += dist[i] as number;
    if (cell <= observed) atMost += dist[i] as number;
  }
  // A game beyond the trimmed ends is rarer than NEGLIGIBLE: said as that bound, never as impossible.
  atLeast = Math.min(1, Math.max(atLeast, NEGLIGIBLE));
  atMost = Math.min(1, Math.max(atMost, NEGLIGIBLE));
  return { attacks: n, leftOut, meanPercentile: 50 + (100 * deviation) / n, z, atLeast, atMost, chance: sideChance(deviation, atLeast, atMost), exact: true };
}

/**
 * The complementary error function, to double precision: the Maclaurin series of erf below 2,
 * above it the continued fraction of erfc (modified Lentz), so a tail of 1e-9 keeps its digits.
 */
export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) {
    // erf(x) = 2/√π Σ (−1)^n x^(2n+1) / (n! (2n+1))
    let term = x;
    let sum = x;
    for (let n = 1; n < 200; n++) {
      term *= (-x * x) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  // erfc(x) = exp(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))))
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n++) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}
