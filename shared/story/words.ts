import type { LuckFigure } from './luck';

/**
 * The luck of one attack in one short phrase for its history entry: "luckier than 83 % of rolls",
 * "unluckier than 70 % of rolls", "an average roll", or none at all when only one outcome could happen.
 */
export function attackLuckPhrase(attack: { percentile: number; variance: number }): string {
  if (attack.variance <= 1e-12) return 'no luck in it: only one outcome could happen';
  const rounded = Math.round(attack.percentile);
  if (rounded === 50) return 'an average roll';
  return rounded > 50 ? `luckier than ${rounded} % of rolls` : `unluckier than ${100 - rounded} % of rolls`;
}

/** "1 game in 40": how rare a result this far from average is, in words players use. */
function rarity(chance: number): string {
  const games = Math.max(2, Math.round(1 / chance));
  return `1 game in ${games.toLocaleString('en')}`;
}

/**
 * A player's luck over the game in one sentence: the mean percentile and how unusual it is
 * (the chance fair dice land at least this far from average, either way).
 */
export function playerLuckWords(luck: LuckFigure): string {
  if (luck.meanPercentile === null || luck.chance === null) return 'No attack of theirs to judge their luck by.';
  const mean = Math.round(luck.meanPercentile);
  const attacks = `${luck.attacks} ${luck.attacks === 1 ? 'attack' : 'attacks'}`;
  const side = mean > 50 ? 'luckier' : mean < 50 ? 'unluckier' : 'as lucky';
  if (luck.chance >= 0.2 || mean === 50) return `Average ${mean} over ${attacks}: about what the dice promise.`;
  return `Average ${mean} over ${attacks}: ${side} than usual; fair dice do this about ${rarity(luck.chance)}.`;
}
