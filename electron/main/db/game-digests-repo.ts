import type { Db } from './open';
import { prepared } from './prepared';

/** A game's cached digest (or why its log could not be read), as of the log's `seq`. */
export interface StoredDigest {
  gameId: string;
  seq: number;
  /** GAME_DIGEST_VERSION when it was written. */
  version: number;
  digest: string | null;
  unread: string | null;
}

/** Every kept game (not one still importing) with its log's length and its cached digest, if any. */
export function gamesWithDigests(db: Db): { id: string; name: string; system: string; at: number; seq: number; stored: StoredDigest | null }[] {
  const rows = prepared<[], { id: string; name: string; system: string; at: number; seq: number | null; d_seq: number | null; version: number | null; digest: string | null; unread: string | null }>(
    db,
    `SELECT g.id, g.name, g.system, g.last_played_at AS at,
            (SELECT max(e.seq) FROM game_events e WHERE e.game_id = g.id) AS seq,
            d.seq AS d_seq, d.version, d.digest, d.unread
       FROM games g LEFT JOIN game_digests d ON d.game_id = g.id
      WHERE g.importing = 0 AND g.system IN ('armada', 'xwing')`,
  ).all();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    system: row.system,
    at: row.at,
    seq: row.seq ?? 0,
    stored: row.d_seq === null || row.version === null ? null : { gameId: row.id, seq: row.d_seq, version: row.version, digest: row.digest, unread: row.unread },
  }));
}

export function writeDigest(db: Db, stored: StoredDigest): void {
  prepared(
    db,
    `INSERT INTO game_digests (game_id, seq, version, digest, unread) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, version = excluded.version, digest = excluded.digest, unread = excluded.unread`,
  ).run(stored.gameId, stored.seq, stored.version, stored.digest, stored.unread);
}
