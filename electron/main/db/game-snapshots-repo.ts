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
  const row = prepared<[string], { seq: number; engine_version: string; checksum: string; session: string }>(
    db,
    'SELECT seq, engine_version, checksum, session FROM game_snapshots WHERE game_id = ?',
  ).get(gameId);
  return row ? { seq: row.seq, engineVersion: row.engine_version, checksum: row.checksum, session: row.session } : null;
}

/** The seq the stored snapshot reaches, without reading it. */
export function snapshotSeq(db: Db, gameId: string): number | null {
  return prepared<[string], { seq: number }>(db, 'SELECT seq FROM game_snapshots WHERE game_id = ?').get(gameId)?.seq ?? null;
}

export function writeSnapshot(db: Db, gameId: string, snapshot: StoredSnapshot, at: number): void {
  prepared(
    db,
    `INSERT INTO game_snapshots (game_id, seq, engine_version, checksum, session, at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, engine_version = excluded.engine_version, checksum = excluded.checksum, session = excluded.session, at = excluded.at`,
  ).run(gameId, snapshot.seq, snapshot.engineVersion, snapshot.checksum, snapshot.session, at);
}

export function deleteSnapshot(db: Db, gameId: string): void {
  prepared(db, 'DELETE FROM game_snapshots WHERE game_id = ?').run(gameId);
}
