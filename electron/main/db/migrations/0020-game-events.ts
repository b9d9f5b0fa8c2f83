import type { Migration } from './types';

/**
 * Every accepted command of a game with the events it produced, in order. The log is the truth:
 * a game's state is the fold of its commands; rows are only ever appended (undo is a command too).
 */
export const gameEvents: Migration = {
  version: 20,
  name: 'game-events',
  up(db) {
    db.exec(`
      CREATE TABLE game_events (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 1),
        command TEXT NOT NULL CHECK (json_valid(command)),
        events TEXT NOT NULL CHECK (json_valid(events)),
        at INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
