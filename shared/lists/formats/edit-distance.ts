// The nearest known ids to an unknown one, so a typo gets a "did you mean" instead of a dead end.

/** Levenshtein distance, stopping early once it is sure to exceed `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** Up to `count` candidates closest to `word`, within a distance that scales with its length. */
export function nearest(word: string, candidates: readonly string[], count = 3): string[] {
  const limit = Math.max(2, Math.ceil(word.length / 3));
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const distance = candidate.startsWith(word) || word.startsWith(candidate) ? Math.min(limit, Math.abs(candidate.length - word.length)) : editDistance(word, candidate, limit);
    if (distance <= limit) scored.push({ candidate, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate));
  return scored.slice(0, count).map((s) => s.candidate);
}
