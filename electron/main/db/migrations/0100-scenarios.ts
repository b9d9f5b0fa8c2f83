import type { Migration } from './types';

/**
 * The solo game's scenarios, made in the scenario editor or read from a file. The scenario is kept
 * whole as the JSON the editor wrote (the engine's check judges it on every save), with its name
 * in a column for the list. A game started from one copies it into its setup command, so deleting
 * or changing a scenario never changes a game.
 */
export const scenarios: Migration = {
  version: 100,
  name: 'scenarios',
  up(db) {
    db.exec(`
      CREATE TABLE scenarios (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        scenario TEXT NOT NULL CHECK (json_valid(scenario)),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX scenarios_by_name ON scenarios (name COLLATE NOCASE);
    `);
  },
};
