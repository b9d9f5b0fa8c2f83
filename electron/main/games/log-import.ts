import { emptySession, stepSession, type GameEvent, type Session } from '../../../shared/engine';
import { GAME_NAME_MAX, gameLogSchema, type GameLogFile, type GameSummary, type LogImportProgress } from '../../../shared/ipc';
import { appendLogText, type LogText } from '../db/game-log-repo';
import { SNAPSHOT_PART_CHARS, writeSnapshot, writeSnapshotHeader, writeSnapshotPart, type StoredSnapshot } from '../db/game-snapshots-repo';
import { finishImport, insertGame } from '../db/games-repo';
import type { Db } from '../db/open';
import { describeIssues } from '../core/issue-words';
import { snapshotOf } from './session-snapshot';

/** What an import of a game log needs: the log (whole, or its file's text in parts) and the new game's id and time. */
export interface LogImportJob {
  source: { log: GameLogFile } | { parts: string[] };
  gameId: string;
  at: number;
  engineVersion: string;
  /** Imported games this long or longer are stored with a snapshot, so they open fast the first time. */
  snapshotFrom: number;
}

/** A log that cannot be imported, in the player's words; nothing was stored. */
export class LogRefused extends Error {}

export type ProgressReport = (stage: LogImportProgress['stage'], done: number, total: number) => void;

/** How often the replay says how far it is. */
const PROGRESS_EVERY = 2000;

/** The log file as read: JSON, then the game log format. */
export function readLogFile(source: LogImportJob['source']): GameLogFile {
  if ('log' in source) return source.log;
  let json: unknown;
  try {
    json = JSON.parse(source.parts.join(''));
  } catch {
    throw new LogRefused('This file is not a Sidetable game log: it is not readable JSON. Nothing was imported.');
  }
  const parsed = gameLogSchema.safeParse(json);
  // Said as the whole log sent in one message would be: "The game log: format must be …".
  if (!parsed.success) throw new LogRefused(`${describeIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ['log', ...issue.path] })))} Nothing was imported.`);
  return parsed.data;
}

export interface ReplayedLog {
  log: GameLogFile;
  session: Session;
  entries: { command: unknown; events: GameEvent[] }[];
}

/** Every command through the engine, in order; the first refused one refuses the whole log. */
export function replayLog(log: GameLogFile, report: ProgressReport): ReplayedLog {
  let session = emptySession(log.system);
  const entries: ReplayedLog['entries'] = [];
  const total = log.commands.length;
  for (const [index, command] of log.commands.entries()) {
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new LogRefused(`Command ${index + 1} of the log (${command.type}) was refused: ${stepped.error.message} Nothing was imported.`);
    session = stepped.value.session;
    entries.push({ command, events: stepped.value.events });
    if ((index + 1) % PROGRESS_EVERY === 0) report('replaying', index + 1, total);
  }
  report('replaying', total, total);
  return { log, session, entries };
}

/** What the import writes, already as text, so the write lock is held only for the inserts. */
export interface LogToStore {
  game: GameSummary;
  entries: LogText[];
  snapshot: StoredSnapshot | null;
}

export function logToStore(job: LogImportJob, replayed: ReplayedLog): LogToStore {
  const { log, session, entries } = replayed;
  // Each entry keeps the time it was played, when the log has them (one per command); else the import's.
  const times = log.times?.length === entries.length ? log.times : null;
  const at = (i: number) => times?.[i] ?? job.at;
  return {
    game: { id: job.gameId, name: log.name, system: log.system, createdAt: times?.[0] ?? job.at, lastPlayedAt: job.at },
    entries: entries.map((entry, i) => ({ seq: i + 1, command: JSON.stringify(entry.command), events: JSON.stringify(entry.events), at: at(i), commandId: null })),
    snapshot: entries.length >= job.snapshotFrom ? snapshotOf(session, entries.length, job.engineVersion) : null,
  };
}

/** A game imported beside one of the same name gets a name of its own: "Bakery (imported)", then "(imported 2)"… */
export function distinctGameName(db: Db, name: string): string {
  const taken = new Set(db.prepare('SELECT name FROM games').pluck().all() as string[]);
  if (!taken.has(name)) return name;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (imported)' : ` (imported ${n})`;
    const candidate = `${name.slice(0, GAME_NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A short log (replayed on the host): the game, its whole log and its snapshot in one transaction. */
export function storeLog(db: Db, stored: LogToStore, at: number): GameSummary {
  db.transaction(() => {
    stored.game.name = distinctGameName(db, stored.game.name);
    insertGame(db, stored.game);
    for (const entry of stored.entries) appendLogText(db, stored.game.id, entry);
    if (stored.snapshot) writeSnapshot(db, stored.game.id, stored.snapshot, at);
  })();
  return stored.game;
}

/** How long one slice of a long log may hold the write lock: another client's command waits at most this (plus one commit). */
export const SLICE_MS = 8;
/** The clock is read once per this many rows. */
const ROWS_PER_CLOCK_READ = 64;

/**
 * A long log stored slice by slice, each slice its own short transaction, so no other writer waits
 * long. The game is inserted hidden (`importing`) with the first slice and shown with the last,
 * which also writes the snapshot: until then nobody sees it, and a crash leaves only a hidden game
 * the next start deletes. Each call stores the next slice and says how far it got.
 */
export function sliceWriter(db: Db, stored: LogToStore, at: number, now: () => number = () => performance.now()) {
  let next = 0;
  // The snapshot's text goes in parts after the log, one part per slice (a long game's is tens of MB).
  const snapshotParts = stored.snapshot ? Math.ceil(stored.snapshot.session.length / SNAPSHOT_PART_CHARS) : 0;
  let part = 0;
  const writeSlice = db.transaction((): { done: number; total: number; finished: boolean } => {
    const started = now();
    if (next === 0 && part === 0) {
      stored.game.name = distinctGameName(db, stored.game.name);
      insertGame(db, stored.game, true);
    }
    const total = stored.entries.length;
    while (next < total) {
      appendLogText(db, stored.game.id, stored.entries[next]!);
      next++;
      if (next % ROWS_PER_CLOCK_READ === 0 && now() - started >= SLICE_MS) return { done: next, total, finished: false };
    }
    if (stored.snapshot && part < snapshotParts) {
      writeSnapshotPart(db, stored.game.id, part, stored.snapshot.session.slice(part * SNAPSHOT_PART_CHARS, (part + 1) * SNAPSHOT_PART_CHARS));
      part++;
      return { done: next, total, finished: false };
    }
    if (stored.snapshot) writeSnapshotHeader(db, stored.game.id, stored.snapshot, snapshotParts, at);
    finishImport(db, stored.game.id);
    return { done: next, total, finished: true };
  });
  return { writeSlice: () => writeSlice() };
}
