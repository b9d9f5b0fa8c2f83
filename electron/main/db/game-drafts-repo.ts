import type { GameDraft } from '../../../shared/ipc';
import type { Db } from './open';
import { prepared } from './prepared';

/** The dice faces a game's tray holds before they are confirmed: at most one draft per game. */
export function readDraft(db: Db, gameId: string): GameDraft | null {
  const row = prepared<[string], { step: string; faces: string; at: number }>(db, 'SELECT step, faces, at FROM game_drafts WHERE game_id = ?').get(gameId);
  return row ? { step: row.step, faces: JSON.parse(row.faces) as unknown, at: row.at } : null;
}

export function writeDraft(db: Db, gameId: string, draft: GameDraft): void {
  prepared(db, 'INSERT INTO game_drafts (game_id, step, faces, at) VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET step = excluded.step, faces = excluded.faces, at = excluded.at',
  ).run(gameId, draft.step, JSON.stringify(draft.faces ?? null), draft.at);
}

export function clearDraft(db: Db, gameId: string): void {
  prepared(db, 'DELETE FROM game_drafts WHERE game_id = ?').run(gameId);
}
