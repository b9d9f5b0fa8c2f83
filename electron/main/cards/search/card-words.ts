// How a card name and a player's query are reduced to comparable words, so that the ways players
// write one name (case, accents, hyphens, slashes, curly quotes, plurals, roman or arabic numbers)
// compare equal.

/** Standalone roman numerals as card names use them ("Victory II", "Mark II", "Slave I"). */
const romanNumbers: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5' };

/**
 * One word in its plain form: "teams" → "team", "carriers" → "carrier", "ii" → "2". Short words
 * keep their s ("tems" stays a misspelling of "team", not "tem"), as do -ss, -us and -is endings.
 */
export function plainWord(word: string): string {
  const roman = romanNumbers[word];
  if (roman) return roman;
  if (word.length >= 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length >= 5 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The words of a name or a query, lowercased, accents dropped, split at anything that is not a
 * letter or digit ("TIE/ln Fighter" → tie, ln, fighter; "“Odd Ball”" → odd, ball), each in its
 * plain form. An apostrophe joins ("Vader's" → vader) rather than splits.
 */
export function cardWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(plainWord);
}

/** All the words run together: "X-Wing" and "x wing" both read "xwing". */
export const joinedWords = (words: readonly string[]): string => plainWord(words.join(''));
