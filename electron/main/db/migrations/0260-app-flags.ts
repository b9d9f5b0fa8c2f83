import type { Migration } from './types';

/** Issue 43: what the app remembers about this data folder itself, a key and a value (the first-run screen done). */
export const appFlags: Migration = {
  version: 260,
  name: 'app-flags',
  up(db) {
    db.exec('CREATE TABLE app_flags (key TEXT PRIMARY KEY, value TEXT NOT NULL, set_at INTEGER NOT NULL) STRICT');
  },
};
