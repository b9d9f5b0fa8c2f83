import type { Database } from 'better-sqlite3';

/** One schema step. `version` is what `PRAGMA user_version` reads after it ran. */
export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
  /**
   * Rebuilds a table other tables point at (SQLite's 12-step schema change): the migration runs
   * with foreign keys off, and they are checked before it commits.
   */
  rebuildsTables?: boolean;
}
