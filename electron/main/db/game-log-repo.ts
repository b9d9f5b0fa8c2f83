import type { Db } from './open';
import { prepared } from './prepared';

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
  const row = prepared<[string], { seq: number | null }>(db, 'SELECT max(seq) AS seq FROM game_events WHERE game_id = ?').get(gameId);
  return row?.seq ?? 0;
}

/** Appends one entry; the caller's transaction makes it atomic with anything else it writes. */
export function appendLogEntry(db: Db, gameId: string, entry: LogRow): void {
  appendLogText(db, gameId, { seq: entry.seq, command: JSON.stringify(entry.command), events: JSON.stringify(entry.events), at: entry.at, commandId: entry.commandId ?? null });
}

/** One entry already as its stored text: a long import serializes its entries before it takes the write lock. */
export interface LogText {
  seq: number;
  command: string;
  events: string;
  at: number;
  commandId: string | null;
}

export function appendLogText(db: Db, gameId: string, entry: LogText): void {
  prepared(db, 'INSERT INTO game_events (game_id, seq, command, events, at, command_id) VALUES (?, ?, ?, ?, ?, ?)').run(
    gameId,
    entry.seq,
    entry.command,
    entry.events,
    entry.at,
    entry.commandId,
  );
}

/** The seq of the entry a command with this id was logged as, or null if it never was. */
export function seqOfCommandId(db: Db, gameId: string, commandId: string): number | null {
  const row = prepared<[string, string], { seq: number }>(db, 'SELECT seq FROM game_events WHERE game_id = ? AND command_id = ?').get(gameId, commandId);
  return row?.seq ?? null;
}

/** Only the commands, in order, from the entry after `afterSeq`: what a replay needs. */
export function readCommands(db: Db, gameId: string, afterSeq = 0): unknown[] {
  return prepared<[string, number], { command: string }>(db, 'SELECT command FROM game_events WHERE game_id = ? AND seq > ? ORDER BY seq')
    .all(gameId, afterSeq)
    .map((row) => JSON.parse(row.command) as unknown);
}

/** When each command of the game was played, in order (for the exported log). */
export function readCommandTimes(db: Db, gameId: string): number[] {
  return prepared<[string], { at: number }>(db, 'SELECT at FROM game_events WHERE game_id = ? ORDER BY seq')
    .all(gameId)
    .map((row) => row.at);
}

/**
 * One page of the log, read newest first: the `limit` entries before `beforeSeq` (the newest when
 * null), returned oldest first as the history shows them.
 */
export function readLogPage(db: Db, gameId: string, beforeSeq: number | null, limit: number): LogRow[] {
  return prepared<[string, number, number], StoredRow>(
    db,
    'SELECT seq, command, events, at, command_id FROM game_events WHERE game_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
  )
    .all(gameId, beforeSeq ?? Number.MAX_SAFE_INTEGER, limit)
    .map(parse)
    .reverse();
}

/** One entry by its number, or null: what a view needs to say what just happened. */
export function readEntry(db: Db, gameId: string, seq: number): LogRow | null {
  const row = prepared<[string, number], StoredRow>(db, 'SELECT seq, command, events, at, command_id FROM game_events WHERE game_id = ? AND seq = ?').get(gameId, seq);
  return row ? parse(row) : null;
}
