import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations, type Migration } from '../../electron/main/db/migrations';
import { DatabaseFromNewerVersionError, latestSchemaVersion, openDatabase } from '../../electron/main/db/open';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

function pragmas(db: Database.Database) {
  return {
    journal: db.pragma('journal_mode', { simple: true }),
    synchronous: db.pragma('synchronous', { simple: true }),
    foreignKeys: db.pragma('foreign_keys', { simple: true }),
  };
}

describe('database', () => {
  it('a fresh database migrates to the latest version', () => {
    const file = path.join(tempDir(), 'nested', 'sidetable.db');
    const opened = openDatabase(file);
    try {
      expect(opened.schemaVersion).toBe(latestSchemaVersion);
      expect(opened.db.pragma('user_version', { simple: true })).toBe(latestSchemaVersion);
      const tables = opened.db.prepare("SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'").all();
      expect(tables).toContainEqual({ name: 'games', strict: 1 });
      expect(opened.backupFile).toBeNull();
    } finally {
      opened.db.close();
    }
  });

  it('pragmas are WAL / FULL / ON on every open, also on reopen', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    for (let open = 0; open < 3; open++) {
      const { db } = openDatabase(file);
      expect(pragmas(db)).toEqual({ journal: 'wal', synchronous: 2, foreignKeys: 1 });
      db.close();
    }
  });

  it('a database with a newer user_version is refused and its bytes are unchanged', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    const future = new Database(file);
    future.exec('CREATE TABLE from_the_future (x INTEGER)');
    future.pragma(`user_version = ${latestSchemaVersion + 100}`);
    future.close();
    const before = fs.readFileSync(file);
    const siblingsBefore = fs.readdirSync(path.dirname(file)).sort();

    let error: unknown;
    try {
      openDatabase(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseFromNewerVersionError);
    expect((error as Error).message).toContain('newer version of Sidetable');
    expect((error as Error).message).toContain(file);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(siblingsBefore);
  });

  it('issue 19 · a WAL database from a newer version is refused without creating its -shm or -wal files', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    const future = new Database(file);
    future.pragma('journal_mode = WAL');
    future.exec('CREATE TABLE from_the_future (x INTEGER)');
    future.pragma(`user_version = ${latestSchemaVersion + 1}`);
    future.close();
    const before = fs.readFileSync(file);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['sidetable.db']);

    expect(() => openDatabase(file)).toThrow(DatabaseFromNewerVersionError);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['sidetable.db']);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('a file that is not a database is refused in words, unchanged', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    fs.writeFileSync(file, 'my shopping list, saved over the database by mistake');
    expect(() => openDatabase(file)).toThrow(`${file} is not a Sidetable database (it is not an SQLite file). Move it aside and start Sidetable again.`);
    expect(fs.readFileSync(file, 'utf8')).toBe('my shopping list, saved over the database by mistake');
  });

  it('before migrating, a verified backup is made; it exists and opens at the old version', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    const first = openDatabase(file);
    first.db.prepare("INSERT INTO games (id, name, system, created_at, last_played_at) VALUES ('g1', 'Before the upgrade', 'armada', 1, 1)").run();
    first.db.close();

    const extra: Migration = {
      version: latestSchemaVersion + 1,
      name: 'test-extra',
      up: (db) => db.exec('CREATE TABLE extra (id INTEGER PRIMARY KEY) STRICT'),
    };
    const second = openDatabase(file, { migrations: [...migrations, extra] });
    try {
      expect(second.schemaVersion).toBe(latestSchemaVersion + 1);
      expect(second.backupFile).toBe(`${file}.v${latestSchemaVersion}.backup`);
      const backupFile = second.backupFile ?? '';
      expect(fs.existsSync(backupFile)).toBe(true);
      expect(fs.existsSync(`${backupFile}.tmp`)).toBe(false);
      const backup = new Database(backupFile, { readonly: true });
      expect(backup.pragma('user_version', { simple: true })).toBe(latestSchemaVersion);
      expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(backup.prepare('SELECT name FROM games').all()).toEqual([{ name: 'Before the upgrade' }]);
      backup.close();
    } finally {
      second.db.close();
    }
  });

  it('a migration that fails leaves the database at its previous version', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    openDatabase(file).db.close();
    const broken: Migration = {
      version: latestSchemaVersion + 1,
      name: 'broken',
      up: (db) => {
        db.exec('CREATE TABLE half_done (id INTEGER) STRICT');
        throw new Error('migration exploded');
      },
    };
    expect(() => openDatabase(file, { migrations: [...migrations, broken] })).toThrow('migration exploded');
    const { db } = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(latestSchemaVersion);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'half_done'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('issue 19 · pending migrations are one step: the second failing takes the first back too (old or new, never between)', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    openDatabase(file).db.close();
    const first: Migration = { version: latestSchemaVersion + 1, name: 'first', up: (db) => db.exec('CREATE TABLE first_step (id INTEGER) STRICT') };
    const second: Migration = {
      version: latestSchemaVersion + 2,
      name: 'second',
      up: () => {
        throw new Error('second step exploded');
      },
    };
    expect(() => openDatabase(file, { migrations: [...migrations, first, second] })).toThrow('second step exploded');
    const { db } = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(latestSchemaVersion);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'first_step'").get()).toEqual({ n: 0 });
    db.close();
  });

  it('migrations are numbered in strictly increasing order', () => {
    const versions = migrations.map((m) => m.version);
    expect(versions.length).toBeGreaterThan(0);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
  });
});
