import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import Database from 'better-sqlite3';
import { latestSchemaVersion, migrations } from '../../electron/main/db/migrations';
import { openDatabase } from '../../electron/main/db/open';
import { armadaCoreSetGame, type Ask } from '../helpers/host-games';
import { withDatabase } from './database';
import type { Figures } from './figures';
import type { Seeded } from './random';
import { Client, DATABASE_FILE, repoRoot, sleep, startServedHost } from './served-host';

const SECTION = 'kill -9 during a migration';

interface LogRow {
  command: string;
  events: string;
  at: number;
}

/** A real game's log rows (setup and some play), made by today's host, to fill older databases with. */
async function realLogRows(dir: string): Promise<LogRow[]> {
  const host = await startServedHost(dir);
  const client = await Client.open(host.socketUrl);
  let gameId: string;
  try {
    const ask: Ask = (method, payload) => client.call(method, payload, 60_000);
    gameId = (await armadaCoreSetGame(ask)).game.id;
    for (let i = 0; i < 40; i++) {
      await ask('game.command', { gameId, command: { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 } });
      await ask('game.command', { gameId, command: { type: 'recoverShields', ship: 'p2-ship-1', zone: 'front', amount: 1 } });
    }
  } finally {
    client.close();
    await host.kill('SIGTERM');
  }
  return withDatabase(path.join(dir, DATABASE_FILE), (db) => db.prepare<[string], LogRow>('SELECT command, events, at FROM game_events WHERE game_id = ? ORDER BY seq').all(gameId));
}

/** A database at an older schema version, made by that version's migrations, with games in it. */
function databaseAt(file: string, version: number, rows: LogRow[], games: number): void {
  const opened = openDatabase(file, { migrations: migrations.filter((migration) => migration.version <= version) });
  const { db } = opened;
  db.transaction(() => {
    if (version < 10) return;
    const game = db.prepare("INSERT INTO games (id, name, system, created_at, last_played_at) VALUES (?, ?, 'armada', 1, 1)");
    const event = version >= 20 ? db.prepare('INSERT INTO game_events (game_id, seq, command, events, at) VALUES (?, ?, ?, ?, ?)') : null;
    for (let g = 0; g < games; g++) {
      const id = `00000000-0000-4000-8000-${String(g).padStart(12, '0')}`;
      game.run(id, `Old game ${g}`);
      rows.forEach((row, index) => event?.run(id, index + 1, row.command, row.events, row.at));
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** The schema's shape (tables, indexes, triggers and their SQL), to compare a file with its version. */
function schemaOf(db: Database.Database): string {
  return JSON.stringify(db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all());
}

function schemaAt(dir: string, version: number): string {
  const file = path.join(dir, `schema-${version}.db`);
  if (!fs.existsSync(file)) openDatabase(file, { migrations: migrations.filter((migration) => migration.version <= version) }).db.close();
  const db = new Database(file, { readonly: true });
  try {
    return schemaOf(db);
  } finally {
    db.close();
  }
}

/** Runs the open in a child and kills it `afterMs` after it starts (or lets it finish when null). */
async function openInChild(file: string, afterMs: number | null): Promise<{ killed: boolean; ms: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'children', 'open-database.ts'), file], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.value !== 'loaded') throw new Error(`the migration child said ${String(first.value)}: ${stderr}`);
  child.stdin.write('go\n');
  if (afterMs === null) {
    const done = await lines.next();
    await exited;
    const match = /^opened ([\d.]+)/.exec(String(done.value));
    if (!match) throw new Error(`the migration failed: ${stderr}`);
    return { killed: false, ms: Number(match[1]) };
  }
  await sleep(afterMs);
  const killed = child.exitCode === null;
  child.kill('SIGKILL');
  await exited;
  return { killed, ms: null };
}

/**
 * For each older schema version: a database made by that version's migrations, with games in it,
 * opened by today's code in a child that is SIGKILLed at a random moment in the backup or the
 * migration. After each kill the file must be whole and at its old version or the new one, with
 * the schema of that version; a backup that exists must be whole, at the old version, with every
 * game; and the next open must finish the migration with every game and every log entry.
 */
export async function killDuringMigration(figures: Figures, rng: Seeded, workDir: string, killsPerVersion: number, log: (line: string) => void): Promise<void> {
  const rows = await realLogRows(fs.mkdtempSync(path.join(workDir, 'template-')));
  const GAMES = 400;
  const older = [0, ...migrations.map((migration) => migration.version)].filter((version) => version < latestSchemaVersion && version > 0);
  let kills = 0;
  let landed = 0;
  let integrityFailures = 0;
  let neitherOldNorNew = 0;
  let intermediate = 0;
  let schemaMismatches = 0;
  let badBackups = 0;
  let backupsChecked = 0;
  let reopenFailures = 0;
  let lostRows = 0;
  let migratedRuns = 0;
  for (const version of older) {
    const pristine = path.join(workDir, `v${version}.db`);
    databaseAt(pristine, version, rows, GAMES);
    const expectGames = version >= 10 ? GAMES : 0;
    const expectEvents = version >= 20 ? GAMES * rows.length : 0;
    // One unkilled run to learn how long this version's backup and migration take.
    const timing = path.join(workDir, `v${version}-timing`);
    fs.mkdirSync(timing);
    fs.copyFileSync(pristine, path.join(timing, 'sidetable.db'));
    const { ms } = await openInChild(path.join(timing, 'sidetable.db'), null);
    const window = Math.max(5, Math.ceil((ms ?? 50) * 1.3));
    log(`  schema ${version} → ${latestSchemaVersion}: ${GAMES} games, ${expectEvents} log entries; backup and migration take ${Math.round(ms ?? 0)} ms`);

    for (let k = 0; k < killsPerVersion; k++) {
      const dir = path.join(workDir, `v${version}-kill-${k}`);
      fs.mkdirSync(dir);
      const file = path.join(dir, 'sidetable.db');
      fs.copyFileSync(pristine, file);
      const { killed } = await openInChild(file, rng.int(0, window));
      kills++;
      if (killed) landed++;

      // The file as the kill left it (SQLite rolls back an unfinished transaction on this open).
      let found = -1;
      try {
        const db = new Database(file);
        try {
          if (db.pragma('integrity_check', { simple: true }) !== 'ok') integrityFailures++;
          found = Number(db.pragma('user_version', { simple: true }));
          if (schemaOf(db) !== schemaAt(workDir, found)) schemaMismatches++;
        } finally {
          db.close();
        }
      } catch {
        integrityFailures++;
      }
      if (found !== version && found !== latestSchemaVersion) neitherOldNorNew++;
      if (found !== version && found !== latestSchemaVersion && migrations.some((m) => m.version === found)) intermediate++;

      const backup = `${file}.v${version}.backup`;
      if (fs.existsSync(backup)) {
        backupsChecked++;
        try {
          const db = new Database(backup, { readonly: true });
          try {
            const whole = db.pragma('integrity_check', { simple: true }) === 'ok';
            const atOld = Number(db.pragma('user_version', { simple: true })) === version;
            const games = version >= 10 ? Number(db.prepare('SELECT count(*) AS n FROM games').pluck().get()) : 0;
            if (!whole || !atOld || games !== expectGames) badBackups++;
          } finally {
            db.close();
          }
        } catch {
          badBackups++;
        }
      }

      // The next start: it must finish the migration and keep everything.
      try {
        const reopened = openDatabase(file);
        try {
          if (reopened.schemaVersion !== latestSchemaVersion) reopenFailures++;
          const games = Number(reopened.db.prepare('SELECT count(*) AS n FROM games').pluck().get());
          const events = Number(reopened.db.prepare('SELECT count(*) AS n FROM game_events').pluck().get());
          if (games !== expectGames || events !== expectEvents) lostRows++;
          if (found === latestSchemaVersion) migratedRuns++;
        } finally {
          reopened.db.close();
        }
      } catch (error) {
        reopenFailures++;
        log(`  schema ${version}, kill ${k}: the next open failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  figures.measure(SECTION, 'older schema versions', older.join(' '));
  figures.measure(SECTION, 'kills (SIGKILL inside the open)', kills);
  figures.measure(SECTION, 'kills that landed before the open finished', landed);
  figures.measure(SECTION, 'kills after which the file was already migrated', migratedRuns);
  figures.measure(SECTION, 'backups found and checked', backupsChecked);
  figures.promise(SECTION, 'integrity_check failures', integrityFailures);
  figures.promise(SECTION, 'left at neither the old nor the new version', neitherOldNorNew, intermediate ? `${intermediate} at a whole intermediate step` : undefined);
  figures.promise(SECTION, 'schema not the one its version makes', schemaMismatches);
  figures.promise(SECTION, 'backups not whole, not at the old version or missing games', badBackups);
  figures.promise(SECTION, 'next open failed or stopped short of the new version', reopenFailures);
  figures.promise(SECTION, 'games or log entries lost', lostRows);
}
