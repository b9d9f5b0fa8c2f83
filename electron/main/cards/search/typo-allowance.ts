/**
 * How many letters a typed word may be off and still find a card: none for one to three letters
 * (too many names are three letters from anything), one up to six, two from seven. "lukw" finds
 * Luke, "skywlaker" finds Skywalker, "tie" does not find "the".
 */
export function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}
