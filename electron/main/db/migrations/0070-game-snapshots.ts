import type { Migration } from './types';

/**
 * Long games open fast: a game's folded session (state, undo and redo stacks with their
 * checkpoints) stored now and then as a cache, so opening reads it and folds only the commands
 * after it. The log stays the truth: a snapshot whose engine version, checksum or last command
 * does not match is ignored and rebuilt. One snapshot per game; a plain rowid table because the
 * session text is large.
 */
export const gameSnapshots: Migration = {
  version: 70,
  name: 'game-snapshots',
  up(db) {
    db.exec(`
      CREATE TABLE game_snapshots (
        game_id TEXT PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 1),
        engine_version TEXT NOT NULL,
        checksum TEXT NOT NULL,
        session TEXT NOT NULL,
        at INTEGER NOT NULL
      ) STRICT;
    `);
  },
};
