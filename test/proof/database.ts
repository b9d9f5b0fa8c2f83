import fs from 'node:fs';
import Database from 'better-sqlite3';

/**
 * The proof's own look at a data folder's SQLite file, taken while the host is dead (after a
 * kill) or beside it read-only: integrity, schema version, and the game log as it is on disk.
 */
export function integrityOk(file: string): boolean {
  if (!fs.existsSync(file)) return true;
  const db = new Database(file);
  try {
    return db.pragma('integrity_check', { simple: true }) === 'ok';
  } catch {
    return false;
  } finally {
    db.close();
  }
}

export function withDatabase<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * A watcher beside a running host: `PRAGMA data_version` changes exactly when another connection
 * commits, so a refusal that wrote anything shows up, however small the write.
 */
export class CommitWatcher {
  private readonly db: Database.Database;
  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.db.pragma('busy_timeout = 5000');
  }
  version(): number {
    return Number(this.db.pragma('data_version', { simple: true }));
  }
  close(): void {
    this.db.close();
  }
}
