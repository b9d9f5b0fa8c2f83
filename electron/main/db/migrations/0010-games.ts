import type { Migration } from './types';

/** The games a player keeps: the home screen lists them, most recently played first. */
export const games: Migration = {
  version: 10,
  name: 'games',
  up(db) {
    db.exec(`
      CREATE TABLE games (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        system TEXT NOT NULL CHECK (system IN ('armada', 'xwing', 'defense')),
        created_at INTEGER NOT NULL,
        last_played_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX games_by_last_played ON games (last_played_at DESC, created_at DESC);
    `);
  },
};
