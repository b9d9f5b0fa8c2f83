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

/** Reads user_version without writing anything to the file (no journal change, no WAL). */
function readUserVersion(file: string): number {
  const probe = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return Number(probe.pragma('user_version', { simple: true }));
  } finally {
    probe.close();
  }
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

function migrate(db: Db, from: number, pending: readonly Migration[]): number {
  let version = from;
  for (const migration of pending) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
    version = migration.version;
  }
  return version;
}

/**
 * Opens (creating if needed) the one Sidetable database file: refuses a file from a newer version
 * without touching it, sets and verifies the pragmas, backs the file up, then migrates.
 */
export function openDatabase(file: string, options: OpenOptions = {}): OpenedDatabase {
  const migrations = options.migrations ?? allMigrations;
  const latest = migrations.at(-1)?.version ?? 0;
  const existed = fs.existsSync(file) && fs.statSync(file).size > 0;

  const fileVersion = existed ? readUserVersion(file) : 0;
  if (fileVersion > latest) throw new DatabaseFromNewerVersionError(file, fileVersion, latest);

  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
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
