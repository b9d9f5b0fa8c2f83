import type { DefenseState } from './state';

/** Defenders, weapon tokens and enemy counters share one set of ids, so a log entry names one piece. */
export function pieceIds(state: DefenseState): Set<string> {
  const ids = new Set<string>(state.defenders.map((defender) => defender.id));
  for (const space of state.spaces) {
    for (const token of space.weapons) ids.add(token.id);
    for (const counter of space.enemies) ids.add(counter.id);
  }
  return ids;
}

/** The first free "prefix-n": deterministic, so replaying a log gives every piece the same id. */
export function freshPieceId(used: ReadonlySet<string>, prefix: string): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) return id;
  }
}
