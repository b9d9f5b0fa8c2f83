import type { Migration } from './types';

/**
 * Across games (issue 29): each game's digest (lists played, result, damage per unit, luck sums) kept
 * as a cache of what its log gives, so the across-games view adds up hundreds of games without folding
 * every log again. The log stays the truth: a digest whose log length or digest version does not match
 * is computed again. Deleting the game deletes its digest.
 */
export const gameDigests: Migration = {
  version: 240,
  name: 'game-digests',
  up(db) {
    db.exec(`
      CREATE TABLE game_digests (
        game_id TEXT PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 0),
        version INTEGER NOT NULL,
        digest TEXT CHECK (digest IS NULL OR json_valid(digest)),
        unread TEXT
      ) STRICT;
    `);
  },
};
