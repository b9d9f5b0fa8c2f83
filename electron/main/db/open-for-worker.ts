import Database from 'better-sqlite3';

/**
 * A worker's own connection to the database the host already opened and migrated: the same
 * durability (WAL, synchronous=FULL, foreign keys), and refused if the file is not the one the
 * work was started for (another schema version), so a worker never writes to a stranger.
 */
export function openForWorker(file: string, schemaVersion: number): Database.Database {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  const version = Number(db.pragma('user_version', { simple: true }));
  if (db.pragma('journal_mode', { simple: true }) !== 'wal' || db.pragma('foreign_keys', { simple: true }) !== 1 || version !== schemaVersion) {
    db.close();
    throw new Error(`${file}: not the database this import was started for (schema ${version}, expected ${schemaVersion}).`);
  }
  return db;
}
