import type { Db } from './open';

/** One stored entry of a game's log. `command` and `events` are the engine's plain JSON. */
export interface LogRow {
  seq: number;
  command: unknown;
  events: unknown[];
  at: number;
  /** The id the renderer gave the command, so a resend of it is found instead of applied again. */
  commandId?: string | null;
}

interface StoredRow {
  seq: number;
  command: string;
  events: string;
  at: number;
  command_id: string | null;
}

const parse = (row: StoredRow): LogRow => ({
  seq: row.seq,
  command: JSON.parse(row.command) as unknown,
  events: JSON.parse(row.events) as unknown[],
  at: row.at,
  commandId: row.command_id,
});

export function lastSeq(db: Db, gameId: string): number {
  const row = db.prepare<[string], { seq: number | null }>('SELECT max(seq) AS seq FROM game_events WHERE game_id = ?').get(gameId);
  return row?.seq ?? 0;
}

/** Appends one entry; the caller's transaction makes it atomic with anything else it writes. */
export function appendLogEntry(db: Db, gameId: string, entry: LogRow): void {
  db.prepare('INSERT INTO game_events (game_id, seq, command, events, at, command_id) VALUES (?, ?, ?, ?, ?, ?)').run(
    gameId,
    entry.seq,
    JSON.stringify(entry.command),
    JSON.stringify(entry.events),
    entry.at,
    entry.commandId ?? null,
  );
}

/** The seq of the entry a command with this id was logged as, or null if it never was. */
export function seqOfCommandId(db: Db, gameId: string, commandId: string): number | null {
  const row = db.prepare<[string, string], { seq: number }>('SELECT seq FROM game_events WHERE game_id = ? AND command_id = ?').get(gameId, commandId);
  return row?.seq ?? null;
}

export function readLog(db: Db, gameId: string): LogRow[] {
  return db
    .prepare<[string], StoredRow>('SELECT seq, command, events, at, command_id FROM game_events WHERE game_id = ? ORDER BY seq')
    .all(gameId)
    .map(parse);
}

/** Only the commands, in order: what a replay needs. */
export function readCommands(db: Db, gameId: string): unknown[] {
  return db
    .prepare<[string], { command: string }>('SELECT command FROM game_events WHERE game_id = ? ORDER BY seq')
    .all(gameId)
    .map((row) => JSON.parse(row.command) as unknown);
}

/** One entry by its number, or null: what a view needs to say what just happened. */
export function readEntry(db: Db, gameId: string, seq: number): LogRow | null {
  const row = db.prepare<[string, number], StoredRow>('SELECT seq, command, events, at, command_id FROM game_events WHERE game_id = ? AND seq = ?').get(gameId, seq);
  return row ? parse(row) : null;
}
