import type { GameSummary, GameSystem } from '../../../shared/ipc';
import type { Db } from './open';
import { prepared } from './prepared';

interface GameRow {
  id: string;
  name: string;
  system: GameSystem;
  created_at: number;
  last_played_at: number;
}

const toSummary = (row: GameRow): GameSummary => ({
  id: row.id,
  name: row.name,
  system: row.system,
  createdAt: row.created_at,
  lastPlayedAt: row.last_played_at,
});

/**
 * A game was last played when it was last opened, created or imported (last_played_at) or when its
 * newest command was logged, whichever is later: a command writes its log row only, so its commit
 * writes no page of the games table or its index (issue 27: about a tenth of a durable command).
 */
const columns =
  'id, name, system, created_at, max(last_played_at, coalesce((SELECT at FROM game_events WHERE game_events.game_id = games.id ORDER BY seq DESC LIMIT 1), 0)) AS last_played_at';

export function listGames(db: Db): GameSummary[] {
  const rows = prepared<[], GameRow>(db, `SELECT ${columns} FROM games WHERE importing = 0 ORDER BY last_played_at DESC, created_at DESC, id`)
    .all();
  return rows.map(toSummary);
}

/** Read before every command: one string, so its statement is found without building and hashing the text each time. */
const getGameSql = `SELECT ${columns} FROM games WHERE id = ? AND importing = 0`;

export function getGame(db: Db, id: string): GameSummary | null {
  const row = prepared<[string], GameRow>(db, getGameSql).get(id);
  return row ? toSummary(row) : null;
}

/** A new game; `importing` hides it from everything until `finishImport` (a log stored in slices). */
export function insertGame(db: Db, game: GameSummary, importing = false): GameSummary {
  prepared(db, 'INSERT INTO games (id, name, system, created_at, last_played_at, importing) VALUES (@id, @name, @system, @createdAt, @lastPlayedAt, @importing)',
  ).run({ ...game, importing: importing ? 1 : 0 });
  return game;
}

/** The last slice of an imported log is in: the game is the player's now. */
export function finishImport(db: Db, id: string): void {
  prepared(db, 'UPDATE games SET importing = 0 WHERE id = ? AND importing = 1').run(id);
}

/** Deletes games whose import never finished (a crash, a failed slice), with their log and snapshot. */
export function discardUnfinishedImports(db: Db, id?: string): number {
  if (id !== undefined) return prepared(db, 'DELETE FROM games WHERE id = ? AND importing = 1').run(id).changes;
  return prepared(db, 'DELETE FROM games WHERE importing = 1').run().changes;
}

export function renameGame(db: Db, id: string, name: string): GameSummary | null {
  const row = prepared<[string, string], GameRow>(db, `UPDATE games SET name = ? WHERE id = ? AND importing = 0 RETURNING ${columns}`)
    .get(name, id);
  return row ? toSummary(row) : null;
}

export function touchGame(db: Db, id: string, at: number): GameSummary | null {
  const row = prepared<[number, string], GameRow>(db, `UPDATE games SET last_played_at = ? WHERE id = ? AND importing = 0 RETURNING ${columns}`)
    .get(at, id);
  return row ? toSummary(row) : null;
}

export function deleteGame(db: Db, id: string): boolean {
  return prepared(db, 'DELETE FROM games WHERE id = ? AND importing = 0').run(id).changes > 0;
}
