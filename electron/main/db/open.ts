import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { latestSchemaVersion, migrations as allMigrations, type Migration } from './migrations';

export type Db = Database.Database;

/** Thrown when the file was written by a newer Sidetable: we refuse and leave it untouched. */
export class DatabaseFromNewerVersionError extends Error {
  readonly code = 'database_too_new';
  constructor(
    readonly file: string,
    readonly fileVersion: number,
    readonly supportedVersion: number,
  ) {
    super(
      `The database ${file} was written by a newer version of Sidetable (schema ${fileVersion}; this version knows up to ${supportedVersion}). ` +
        'Update Sidetable to open it. The file has not been changed.',
    );
  }
}

export class DatabaseSetupError extends Error {
  readonly code = 'database_setup';
}

export interface OpenOptions {
  migrations?: readonly Migration[];
  /** Called with the backup path when an existing database was backed up before migrating. */
  onBackup?: (backupFile: string) => void;
}

export interface OpenedDatabase {
  db: Db;
  file: string;
  schemaVersion: number;
  /** The verified copy taken before this open migrated the file, if it did. */
  backupFile: string | null;
}

/** The pragmas every connection must run with, and the values they must read back as. */
const requiredPragmas = [
  { set: 'journal_mode = WAL', read: 'journal_mode', expect: 'wal' },
  { set: 'synchronous = FULL', read: 'synchronous', expect: 2 },
  { set: 'foreign_keys = ON', read: 'foreign_keys', expect: 1 },
] as const;

function applyPragmas(db: Db, file: string): void {
  db.pragma('busy_timeout = 5000');
  for (const pragma of requiredPragmas) {
    db.pragma(pragma.set);
    const actual = db.pragma(pragma.read, { simple: true });
    if (actual !== pragma.expect) {
      throw new DatabaseSetupError(
        `${file}: PRAGMA ${pragma.read} reads ${String(actual)} after setting it, expected ${String(pragma.expect)}.`,
      );
    }
  }
}

/**
 * Reads user_version from the file's header (a big-endian integer at byte 60) without opening it in
 * SQLite: even a read-only open of a WAL database creates its -shm and -wal files, and a file we
 * refuse must be left exactly as it was.
 */
function readUserVersion(file: string): number {
  const header = Buffer.alloc(100);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, header.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (!header.subarray(0, 16).equals(Buffer.from('SQLite format 3\0', 'latin1'))) {
    throw new DatabaseSetupError(`${file} is not a Sidetable database (it is not an SQLite file). Move it aside and start Sidetable again.`);
  }
  return header.readUInt32BE(60);
}

/**
 * Copies the database to a temporary name, checks the copy is whole and at the expected version,
 * then renames it to the backup name, so a backup that exists is always a good one.
 */
function backUpBeforeMigrating(db: Db, file: string, fromVersion: number): string {
  const backupFile = `${file}.v${fromVersion}.backup`;
  const tempFile = `${backupFile}.tmp`;
  fs.rmSync(tempFile, { force: true });
  db.prepare('VACUUM INTO ?').run(tempFile);
  const copy = new Database(tempFile, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    const copyVersion = Number(copy.pragma('user_version', { simple: true }));
    if (integrity !== 'ok' || copyVersion !== fromVersion) {
      throw new DatabaseSetupError(
        `${file}: the backup copy failed verification (integrity ${String(integrity)}, version ${copyVersion}); nothing was migrated.`,
      );
    }
  } finally {
    copy.close();
  }
  fs.renameSync(tempFile, backupFile);
  return backupFile;
}

/**
 * Every pending migration in ONE transaction: a crash leaves the file at its old version or the
 * newest, never a step between (npm run proof kills the host inside migrations to check it).
 * foreign_keys cannot change inside a transaction, so when a migration rebuilds tables it is
 * switched off around the whole of it and the references are checked before the commit.
 */
function migrate(db: Db, from: number, pending: readonly Migration[]): number {
  const rebuilds = pending.some((migration) => migration.rebuildsTables);
  if (rebuilds) db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const migration of pending) migration.up(db);
      const broken = rebuilds ? db.pragma('foreign_key_check') : [];
      if (Array.isArray(broken) && broken.length) throw new DatabaseSetupError(`Updating the database left ${broken.length} broken references: nothing was changed.`);
      db.pragma(`user_version = ${pending.at(-1)?.version ?? from}`);
    })();
  } finally {
    if (rebuilds) db.pragma('foreign_keys = ON');
  }
  return pending.at(-1)?.version ?? from;
}

/**
 * Opens (creating if needed) the one Sidetable database file: refuses a file from a newer version
 * without touching it, sets and verifies the pragmas, backs the file up, then migrates.
 */
export function openDatabase(file: string, options: OpenOptions = {}): OpenedDatabase {
  const migrations = options.migrations ?? allMigrations;
  const latest = migrations.at(-1)?.version ?? 0;
  const existed = fs.existsSync(file) && fs.statSync(file).size > 0;

  const headerVersion = existed ? readUserVersion(file) : 0;
  if (headerVersion > latest) throw new DatabaseFromNewerVersionError(file, headerVersion, latest);

  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // The header lags behind a WAL not yet written back (after a crash, say): the open file is the truth.
    const fileVersion = Number(db.pragma('user_version', { simple: true }));
    if (fileVersion > latest) throw new DatabaseFromNewerVersionError(file, fileVersion, latest);
    applyPragmas(db, file);
    const pending = migrations.filter((m) => m.version > fileVersion);
    let backupFile: string | null = null;
    if (pending.length > 0 && existed) {
      backupFile = backUpBeforeMigrating(db, file, fileVersion);
      options.onBackup?.(backupFile);
    }
    const schemaVersion = pending.length ? migrate(db, fileVersion, pending) : fileVersion;
    return { db, file, schemaVersion, backupFile };
  } catch (error) {
    db.close();
    throw error;
  }
}

export { latestSchemaVersion };
