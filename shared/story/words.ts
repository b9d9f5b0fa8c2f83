import type { LuckFigure } from './luck';

/** A roll as the words read it: its distribution, what it rolled, and its two tails. */
interface WordedRoll {
  distribution: readonly number[];
  value: number;
  variance: number;
  atLeast: number;
  atMost: number;
}

/** "1 time in 6": a chance in the words players use (at least 1 in 2). */
const inN = (chance: number): string => `${Math.max(2, Math.round(1 / chance)).toLocaleString('en')}`;

/**
 * One roll in a short phrase that says what is true: how often dice do this well or better (or this
 * badly or worse), the best and the worst they could do named as such, a middling roll (as likely to
 * do better as worse) said plainly, and a roll with one possible outcome left to no luck at all.
 */
export function rollPhrase(roll: WordedRoll): string {
  if (roll.variance <= 1e-12) return 'no luck in it: only one outcome could happen';
  if (roll.atLeast >= 0.5 && roll.atMost >= 0.5) return 'a middling roll: about what the dice promise';
  let lowest = -1;
  let highest = -1;
  roll.distribution.forEach((p, i) => {
    if (p <= 0) return;
    if (lowest < 0) lowest = i;
    highest = i;
  });
  if (roll.atLeast < roll.atMost) {
    if (roll.value >= highest) return `the best these dice could do: 1 roll in ${inN(roll.atLeast)} does it`;
    return `a roll this good or better comes 1 time in ${inN(roll.atLeast)}`;
  }
  if (roll.value <= lowest) return `the worst these dice could do: 1 roll in ${inN(roll.atMost)}`;
  return `a roll this bad or worse comes 1 time in ${inN(roll.atMost)}`;
}

/** An attack's luck for its history entry: the attacker's dice, and (X-Wing) the defender's after them. */
export function attackLuckPhrase(attack: { attack: WordedRoll | null; defense: WordedRoll | null }): string {
  if (!attack.attack && !attack.defense) return 'no dice to judge';
  if (!attack.defense) return rollPhrase(attack.attack as WordedRoll);
  if (!attack.attack) return `defense dice: ${rollPhrase(attack.defense)}`;
  return `attack dice: ${rollPhrase(attack.attack)}; defense dice: ${rollPhrase(attack.defense)}`;
}

/**
 * A player's luck over the game in one sentence: the mean percentile over their rolls (how many
 * counted, how many with one outcome were left out), and how often fair dice do at least this well
 * (or this badly), on the side the mean is on; "about what the dice promise" from 1 in 5 up.
 */
export function playerLuckWords(luck: LuckFigure): string {
  const leftOut = luck.leftOut > 0 ? `; ${luck.leftOut} with only one possible outcome left out` : '';
  if (luck.meanPercentile === null || luck.chance === null) return luck.leftOut > 0 ? `No roll of theirs left anything to luck (${luck.leftOut} with only one possible outcome).` : 'No roll of theirs to judge their luck by.';
  const mean = Math.round(luck.meanPercentile);
  const rolls = `${luck.attacks} ${luck.attacks === 1 ? 'roll' : 'rolls'}${leftOut}`;
  if (luck.chance >= 0.2) return `Average ${mean} over ${rolls}: about what the dice promise.`;
  const lucky = luck.meanPercentile > 50;
  return `Average ${mean} over ${rolls}: fair dice roll ${lucky ? 'at least this well' : 'this badly or worse'} about 1 game in ${inN(luck.chance)}.`;
}
