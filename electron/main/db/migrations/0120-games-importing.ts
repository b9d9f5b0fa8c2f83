import type { Migration } from './types';

/**
 * A long game log is stored in slices, each its own short transaction, so no other client waits
 * on one long write. Until its last slice commits, the game is marked `importing`: no list, open,
 * rename or command sees it, and a host that starts finds any left by a crash and deletes them
 * (with their log and snapshot), so an import is still all or nothing for the player.
 */
export const gamesImporting: Migration = {
  version: 120,
  name: 'games-importing',
  up(db) {
    db.exec(`ALTER TABLE games ADD COLUMN importing INTEGER NOT NULL DEFAULT 0 CHECK (importing IN (0, 1));`);
  },
};
