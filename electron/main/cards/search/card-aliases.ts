import { cardWords, joinedWords } from './card-words';

/**
 * The short names players use at the table for a card whose printed name is long. Each stands for
 * words every one of which begins a word of the card's name ("isd" → Imperial I-class and
 * Imperial II-class Star Destroyer, and the two Imperial Star Destroyer refits). Written here in
 * our own words; test/cards/search-forgives.test.ts checks that each still finds a card in the real
 * data sets, so a renamed card shows up as a failing alias, not a silent one.
 */
export const cardAliases: Readonly<Record<string, string>> = {
  // Armada: star destroyers by their class letters, with or without the numeral
  isd: 'imperial star destroyer',
  isd1: 'imperial 1 star destroyer',
  isd2: 'imperial 2 star destroyer',
  vsd: 'victory star destroyer',
  vsd1: 'victory 1 star destroyer',
  vsd2: 'victory 2 star destroyer',
  gsd: 'gladiator star destroyer',
  gsd1: 'gladiator 1 star destroyer',
  gsd2: 'gladiator 2 star destroyer',
  ssd: 'executor star dreadnought',
  // Armada: nicknames for the rest of the fleet
  nebb: 'nebulon b',
  nebbie: 'nebulon b',
  af: 'assault frigate mark 2',
  afmk2: 'assault frigate mark 2',
  hh: 'hammerhead corvette',
  moncal: 'mc',
  qf: 'quasar fire',
  muni: 'munificent',
  // X-Wing
  jm5k: 'jumpmaster 5000',
  tief: 'tie ln fighter',
  tiei: 'tie in interceptor',
  tieb: 'tie sa bomber',
  ghost: 'vcx 100',
};

/** The alias a typed word (or the whole query run together) is, as words to look for; null when it is none. */
export function aliasWords(typed: string): string[] | null {
  const meaning = cardAliases[joinedWords(cardWords(typed))];
  return meaning === undefined ? null : cardWords(meaning);
}
