import type { Migration } from './types';

/**
 * A long game's snapshot can be tens of MB (the undo stack of 100,000 commands): written as one row
 * it held the write lock for 300 ms while another player's command waited. A snapshot may now be
 * stored in parts, each written in its own short transaction; `parts` says how many, and the
 * snapshot row, written last, is what makes them count.
 */
export const snapshotParts: Migration = {
  version: 140,
  name: 'snapshot-parts',
  up(db) {
    db.exec(`
      ALTER TABLE game_snapshots ADD COLUMN parts INTEGER NOT NULL DEFAULT 0 CHECK (parts >= 0);
      CREATE TABLE game_snapshot_parts (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        part INTEGER NOT NULL CHECK (part >= 0),
        text TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX game_snapshot_parts_by_game ON game_snapshot_parts (game_id, part);
    `);
  },
};
