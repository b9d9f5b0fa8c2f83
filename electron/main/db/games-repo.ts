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

const columns = 'id, name, system, created_at, last_played_at';

export function listGames(db: Db): GameSummary[] {
  const rows = prepared<[], GameRow>(db, `SELECT ${columns} FROM games ORDER BY last_played_at DESC, created_at DESC, id`)
    .all();
  return rows.map(toSummary);
}

export function getGame(db: Db, id: string): GameSummary | null {
  const row = prepared<[string], GameRow>(db, `SELECT ${columns} FROM games WHERE id = ?`).get(id);
  return row ? toSummary(row) : null;
}

export function insertGame(db: Db, game: GameSummary): GameSummary {
  prepared(db, 'INSERT INTO games (id, name, system, created_at, last_played_at) VALUES (@id, @name, @system, @createdAt, @lastPlayedAt)',
  ).run(game);
  return game;
}

export function renameGame(db: Db, id: string, name: string): GameSummary | null {
  const row = prepared<[string, string], GameRow>(db, `UPDATE games SET name = ? WHERE id = ? RETURNING ${columns}`)
    .get(name, id);
  return row ? toSummary(row) : null;
}

export function touchGame(db: Db, id: string, at: number): GameSummary | null {
  const row = prepared<[number, string], GameRow>(db, `UPDATE games SET last_played_at = ? WHERE id = ? RETURNING ${columns}`)
    .get(at, id);
  return row ? toSummary(row) : null;
}

export function deleteGame(db: Db, id: string): boolean {
  return prepared(db, 'DELETE FROM games WHERE id = ?').run(id).changes > 0;
}
