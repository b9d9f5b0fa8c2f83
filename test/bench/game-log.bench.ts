import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHost, DATABASE_FILE_NAME, type Host } from '../../electron/main/host';
import { GAME_LOG_FORMAT, GAME_LOG_VERSION, LOG_PART_CHARS, type GameLogFile, type GameSummary, type HistoryEntry } from '../../shared/ipc';
import { propertySetup } from '../engine/helpers/legal-commands';
import { longGameLog } from '../ipc/helpers/long-game';
import Database from 'better-sqlite3';
import { emptySession, stepSession } from '../../shared/engine';
import { against, measure, slowestAtMost, summarize, withGoal, type BenchResult } from './stats';

const COMMANDS = 6_000;
const LONG_GAME = 10_000;
const IMPORTED_GAME = 100_000;
/** How often the other client sends a command while the import runs. */
const OTHER_CLIENT_EVERY_MS = 20;

function newHost(dataDir: string): Host {
  return createHost({ dataDir, transport: 'browser', version: 'bench', log: () => {} });
}

async function must<T>(result: Promise<{ ok: true; value: unknown } | { ok: false; error: { message: string } }>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled.value as T;
}

/** A data folder holding a copy of another's database (closed hosts leave it whole in one file). */
function copyOfFolder(from: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-log-copy-'));
  fs.copyFileSync(path.join(from, DATABASE_FILE_NAME), path.join(dir, DATABASE_FILE_NAME));
  return dir;
}

/** Database open + game.view, each sample on a fresh host: what a player waits for when a game opens after a restart. */
function openCold(name: string, dataDir: string, gameId: string): Promise<BenchResult> {
  return measure(
    name,
    20,
    async () => {
      const host = newHost(dataDir);
      try {
        await must(host.dispatch('game.view', { gameId }));
      } finally {
        host.close();
      }
    },
    1,
  );
}

/** A log of `length` commands that always replays: shields lost and recovered in turn after the setup. */
function shieldTapLog(length: number): GameLogFile {
  const commands: GameLogFile['commands'] = [propertySetup('import bench')];
  while (commands.length < length) {
    commands.push({ type: commands.length % 2 ? 'loseShields' : 'recoverShields', ship: 'isd', zone: 'front', amount: 1 });
  }
  return { format: GAME_LOG_FORMAT, version: GAME_LOG_VERSION, system: 'armada', name: 'Imported long game', commands };
}

/**
 * Another client's commands, one every OTHER_CLIENT_EVERY_MS, while a 100,000-command log is sent
 * in parts and imported (replayed in its worker, stored in short slices): how long each waited.
 */
async function otherClientDuringImport(dataDir: string, log: (line: string) => void): Promise<BenchResult[]> {
  const host = newHost(dataDir);
  try {
    const other = await must<GameSummary>(host.dispatch('games.create', { name: 'At the table', system: 'armada' }));
    await must(host.dispatch('game.command', { gameId: other.id, command: propertySetup('other client') }));
    let taps = 0;
    const tap = async () => {
      const start = performance.now();
      await must(host.dispatch('game.command', { gameId: other.id, command: { type: taps++ % 2 ? 'recoverShields' : 'loseShields', ship: 'isd', zone: 'front', amount: 1 } }));
      return performance.now() - start;
    };
    const quiet: number[] = [];
    for (let i = 0; i < 50; i++) quiet.push(await tap());

    const text = JSON.stringify(shieldTapLog(IMPORTED_GAME));
    const during: number[] = [];
    let importing = true;
    const tapping = (async () => {
      while (importing) {
        during.push(await tap());
        await new Promise((resolve) => setTimeout(resolve, OTHER_CLIENT_EVERY_MS));
      }
    })();
    const started = performance.now();
    const uploadId = 'bench-upload-0000-0000-000000000001';
    for (let index = 0; index * LOG_PART_CHARS < text.length; index++) {
      await must(host.dispatch('game.importPart', { uploadId, index, text: text.slice(index * LOG_PART_CHARS, (index + 1) * LOG_PART_CHARS) }));
    }
    await must(host.dispatch('game.import', { uploadId }));
    const importMs = performance.now() - started;
    importing = false;
    await tapping;
    const baseline = summarize('', quiet).p50Ms;
    const whileImporting = summarize(`host: another client's command during a ${IMPORTED_GAME.toLocaleString('en')}-command log import`, during);
    log(
      `  (import of ${IMPORTED_GAME.toLocaleString('en')} commands, ${(text.length / 1e6).toFixed(1)} M characters in ${Math.ceil(text.length / LOG_PART_CHARS)} parts: ${(importMs / 1000).toFixed(1)} s; ` +
        `the other client's command: quiet p50 ${baseline.toFixed(1)} ms, during the import p50 ${whileImporting.p50Ms.toFixed(1)} / p99 ${whileImporting.p99Ms.toFixed(1)} / max ${whileImporting.maxMs.toFixed(1)} ms, ` +
        `so delayed at most ${(whileImporting.maxMs - baseline).toFixed(1)} ms)`,
    );
    return [summarize(`host: another client's command, quiet host (baseline for the import)`, quiet), whileImporting];
  } finally {
    host.close();
  }
}

/**
 * The bench game's rows (its commands, the events they made and the command's id) inserted into a
 * bare table of the log's shape (its unique index of command ids too), one transaction each.
 */
function bareInserts(dataDir: string, commands: readonly unknown[], commandIds: readonly string[]): { insert(i: number): void; close(): void } {
  const rows: { command: string; events: string }[] = [];
  let session = emptySession('armada');
  for (const command of commands) {
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(stepped.error.message);
    session = stepped.value.session;
    rows.push({ command: JSON.stringify(command), events: JSON.stringify(stepped.value.events) });
  }
  const db = new Database(path.join(dataDir, 'bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE game_events (
    game_id TEXT NOT NULL, seq INTEGER NOT NULL CHECK (seq >= 1),
    command TEXT NOT NULL CHECK (json_valid(command)), events TEXT NOT NULL CHECK (json_valid(events)),
    at INTEGER NOT NULL, command_id TEXT, PRIMARY KEY (game_id, seq)) STRICT, WITHOUT ROWID;
    CREATE UNIQUE INDEX game_events_by_command_id ON game_events (game_id, command_id) WHERE command_id IS NOT NULL`);
  const insert = db.prepare('INSERT INTO game_events (game_id, seq, command, events, at, command_id) VALUES (?, ?, ?, ?, ?, ?)');
  const once = db.transaction((i: number) => {
    const row = rows[i] as { command: string; events: string };
    insert.run('bench', i, row.command, row.events, Date.now(), commandIds[i]);
  });
  return { insert: (i) => once(i), close: () => db.close() };
}

/**
 * The game log through the real host and SQLite (synchronous=FULL): one command applied and
 * committed before its reply; a 10,000-command game opened cold from its snapshot beside the same
 * game folded whole; a page of its history; and another client's commands while a 100,000-command
 * log is imported.
 */
export async function benchGameLog(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-log-'));
  const made: string[] = [dataDir];
  const results: BenchResult[] = [];
  let host = newHost(dataDir);
  try {
    const played = longGameLog(COMMANDS, 'bench commands').log.commands;
    // Each with its id, as the renderer sends every command (so a resend after a lost reply is found, not applied twice).
    const commandIds = played.map(() => randomUUID());
    const game = await must<GameSummary>(host.dispatch('games.create', { name: 'Bench', system: 'armada' }));
    await must(host.dispatch('game.command', { gameId: game.id, command: played[0], commandId: commandIds[0] }));
    // The baseline, timed in the same loop (so the same moments of a shared machine): the same rows
    // inserted bare, one durable transaction each, into the same table in a file of its own.
    const bare = bareInserts(dataDir, played, commandIds);
    const commandTimes: number[] = [];
    const insertTimes: number[] = [];
    for (let i = 1; i < played.length; i++) {
      // Taps arrive as separate events, with the host idle between them (untimed): what it does
      // after a reply (the copy the next command's rule will change) is not on the next command's way.
      await new Promise((resolve) => setImmediate(resolve));
      let start = performance.now();
      bare.insert(i);
      insertTimes.push(performance.now() - start);
      start = performance.now();
      await must(host.dispatch('game.command', { gameId: game.id, command: played[i], commandId: commandIds[i] }));
      commandTimes.push(performance.now() - start);
    }
    bare.close();
    const insert = summarize('sqlite: the same row inserted bare (WAL, synchronous=FULL, its command id indexed)', insertTimes);
    const command = summarize('host: game.command, apply + commit (durable)', commandTimes);
    const p99 = command.p99Ms / insert.p99Ms;
    const p50 = command.p50Ms / insert.p50Ms;
    results.push(withGoal(against(command, insert), `≤ 1.5 × the bare insert at p50 and p99 (p99 ×${p99.toFixed(2)})`, p50 <= 1.5 && p99 <= 1.5), insert);

    const imported = await must<GameSummary>(host.dispatch('game.import', { log: longGameLog(LONG_GAME, 'bench long game').log }));
    results.push(
      await measure(`host: game.history, newest page of a ${LONG_GAME.toLocaleString('en')}-event game`, 50, async () => {
        await must<HistoryEntry[]>(host.dispatch('game.history', { gameId: imported.id }));
      }),
    );
    host.close();

    // The same game with its snapshot removed: what opening cost before snapshots (a full fold).
    const withoutSnapshot = copyOfFolder(dataDir);
    made.push(withoutSnapshot);
    const stripped = newHost(withoutSnapshot);
    stripped.database.db.prepare('DELETE FROM game_snapshots').run();
    stripped.close();

    const fromSnapshot = await openCold(`host: open a ${LONG_GAME.toLocaleString('en')}-event game cold (database open + snapshot + fold after it)`, dataDir, imported.id);
    const fullFold = await openCold(`host: open a ${LONG_GAME.toLocaleString('en')}-event game cold, full fold (no snapshot)`, withoutSnapshot, imported.id);
    results.push(slowestAtMost(fromSnapshot, 50), fullFold);
    console.log(`  (opening from the snapshot takes ${((100 * fromSnapshot.p50Ms) / fullFold.p50Ms).toFixed(0)}% of the full fold's time at p50, ${((100 * fromSnapshot.p99Ms) / fullFold.p99Ms).toFixed(0)}% at p99)`);

    const importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-import-'));
    made.push(importDir);
    results.push(...(await otherClientDuringImport(importDir, (line) => console.log(line))));
    host = newHost(dataDir);
  } finally {
    host.close();
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
