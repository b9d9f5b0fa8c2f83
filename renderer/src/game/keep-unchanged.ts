/**
 * The host sends the whole view after every command (plain JSON, parsed afresh), so every ship,
 * squadron and option arrives as a new object even when only one shield changed, and every tile
 * updated. This keeps, inside `next`, each part equal to the same part of `previous` as the
 * previous object itself: a part that did not change keeps its identity, so what shows it (a
 * tile, a list of options) is not updated. Returns `previous` when nothing changed at all.
 *
 * `next` must be the caller's own fresh copy (a reply just parsed): its unchanged parts are
 * replaced in place by the previous ones, nothing else is written, and `previous` is never changed.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  return (kept(previous, next) as T);
}

function kept(previous: unknown, next: unknown): unknown {
  if (previous === next || typeof next !== 'object' || next === null || typeof previous !== 'object' || previous === null) {
    return next;
  }
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const now: unknown = next[i];
      const before: unknown = previous[i];
      // Numbers, words and nulls (most of a view) are compared here, without a call.
      if (typeof now !== 'object' || now === null) {
        if (now !== before) same = false;
        continue;
      }
      const part = kept(before, now);
      if (part !== now) next[i] = part;
      if (part !== before) same = false;
    }
    return same ? previous : next;
  }
  if (Array.isArray(previous)) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  let same = true;
  let count = 0;
  for (const key in after) {
    count++;
    const now = after[key];
    const then = before[key];
    if (typeof now !== 'object' || now === null) {
      if (now !== then || (now === undefined && !(key in before))) same = false;
      continue;
    }
    const part = kept(then, now);
    if (part !== now) after[key] = part;
    if (part !== then) same = false;
  }
  if (same && Object.keys(before).length !== count) same = false;
  return same ? previous : next;
}
