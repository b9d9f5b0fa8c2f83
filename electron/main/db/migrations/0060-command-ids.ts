import type { Migration } from './types';

/**
 * Exactly-once commands and dice that survive a reload.
 *
 * `command_id` is the id the renderer made for a command; a command resent after a lost reply
 * (a dropped socket, a host restart) carries the same id, and the unique index lets the host find
 * the entry it already logged instead of applying the command twice. Entries logged before this
 * version, and imported logs, have none.
 *
 * `game_drafts` keeps the dice faces a player entered but has not confirmed yet, one draft per
 * game, so a reload or a restart of the host loses nothing typed.
 */
export const commandIds: Migration = {
  version: 60,
  name: 'command-ids',
  up(db) {
    db.exec(`
      ALTER TABLE game_events ADD COLUMN command_id TEXT CHECK (command_id IS NULL OR length(command_id) BETWEEN 1 AND 64);
      CREATE UNIQUE INDEX game_events_by_command_id ON game_events (game_id, command_id) WHERE command_id IS NOT NULL;

      CREATE TABLE game_drafts (
        game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        step TEXT NOT NULL CHECK (length(step) BETWEEN 1 AND 64),
        faces TEXT NOT NULL CHECK (json_valid(faces)),
        at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
