import type { Database } from 'better-sqlite3';

/** One schema step. `version` is what `PRAGMA user_version` reads after it ran. */
export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}
