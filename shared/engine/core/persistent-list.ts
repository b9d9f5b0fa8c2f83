/**
 * An immutable singly linked list, newest first. Appending shares the whole older list, so a
 * session can hold its log, its undo stack and checkpoints without copying them on every command.
 */
export interface PersistentList<T> {
  readonly head: T;
  readonly tail: PersistentList<T> | null;
  readonly size: number;
}

export function push<T>(list: PersistentList<T> | null, item: T): PersistentList<T> {
  return { head: item, tail: list, size: (list?.size ?? 0) + 1 };
}

/** Oldest first. */
export function toArray<T>(list: PersistentList<T> | null): T[] {
  const out: T[] = new Array<T>(list?.size ?? 0);
  let node = list;
  for (let i = out.length - 1; node; i--, node = node.tail) out[i] = node.head;
  return out;
}
