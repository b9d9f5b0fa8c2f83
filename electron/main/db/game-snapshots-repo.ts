import type { Db } from './open';
import { prepared } from './prepared';

/** A game's folded session as stored: a cache of the fold of its log up to `seq`. */
export interface StoredSnapshot {
  seq: number;
  engineVersion: string;
  checksum: string;
  session: string;
}

export function readSnapshot(db: Db, gameId: string): StoredSnapshot | null {
  const row = prepared<[string], { seq: number; engine_version: string; checksum: string; session: string; parts: number }>(
    db,
    'SELECT seq, engine_version, checksum, session, parts FROM game_snapshots WHERE game_id = ?',
  ).get(gameId);
  if (!row) return null;
  // Stored in parts: the text is their concatenation (the checksum tells a part missing or damaged).
  const session =
    row.parts > 0
      ? prepared<[string, number], { text: string }>(db, 'SELECT text FROM game_snapshot_parts WHERE game_id = ? AND part < ? ORDER BY part')
          .all(gameId, row.parts)
          .map((part) => part.text)
          .join('')
      : row.session;
  return { seq: row.seq, engineVersion: row.engine_version, checksum: row.checksum, session };
}

/** How much of a snapshot's text one part holds when it is written in parts (about 20 ms of writing). */
export const SNAPSHOT_PART_CHARS = 4 * 1024 * 1024;

/** One part of a snapshot written in parts; it counts once `writeSnapshotHeader` names how many there are. */
export function writeSnapshotPart(db: Db, gameId: string, part: number, text: string): void {
  prepared(db, 'INSERT INTO game_snapshot_parts (game_id, part, text) VALUES (?, ?, ?) ON CONFLICT (game_id, part) DO UPDATE SET text = excluded.text').run(
    gameId,
    part,
    text,
  );
}

/** The snapshot whose text was written in `parts` parts before it (see `writeSnapshotPart`). */
export function writeSnapshotHeader(db: Db, gameId: string, snapshot: Omit<StoredSnapshot, 'session'>, parts: number, at: number): void {
  prepared(
    db,
    `INSERT INTO game_snapshots (game_id, seq, engine_version, checksum, session, at, parts) VALUES (?, ?, ?, ?, '', ?, ?)
     ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, engine_version = excluded.engine_version, checksum = excluded.checksum, session = '', at = excluded.at, parts = excluded.parts`,
  ).run(gameId, snapshot.seq, snapshot.engineVersion, snapshot.checksum, at, parts);
  prepared(db, 'DELETE FROM game_snapshot_parts WHERE game_id = ? AND part >= ?').run(gameId, parts);
}

/** The seq the stored snapshot reaches, without reading it. */
export function snapshotSeq(db: Db, gameId: string): number | null {
  return prepared<[string], { seq: number }>(db, 'SELECT seq FROM game_snapshots WHERE game_id = ?').get(gameId)?.seq ?? null;
}

/** One transaction: a write that fails (a full disk) leaves the snapshot that was there. */
export function writeSnapshot(db: Db, gameId: string, snapshot: StoredSnapshot, at: number): void {
  if (db.inTransaction) return writeSnapshotRows(db, gameId, snapshot, at);
  db.transaction(() => writeSnapshotRows(db, gameId, snapshot, at))();
}

function writeSnapshotRows(db: Db, gameId: string, snapshot: StoredSnapshot, at: number): void {
  prepared(
    db,
    `INSERT INTO game_snapshots (game_id, seq, engine_version, checksum, session, at, parts) VALUES (?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, engine_version = excluded.engine_version, checksum = excluded.checksum, session = excluded.session, at = excluded.at, parts = 0`,
  ).run(gameId, snapshot.seq, snapshot.engineVersion, snapshot.checksum, snapshot.session, at);
  prepared(db, 'DELETE FROM game_snapshot_parts WHERE game_id = ?').run(gameId);
}

export function deleteSnapshot(db: Db, gameId: string): void {
  prepared(db, 'DELETE FROM game_snapshots WHERE game_id = ?').run(gameId);
  prepared(db, 'DELETE FROM game_snapshot_parts WHERE game_id = ?').run(gameId);
}
