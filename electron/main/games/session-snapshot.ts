import { createHash } from 'node:crypto';
import { stepSession, type Session } from '../../../shared/engine';
import { push, toArray, type PersistentList } from '../../../shared/engine/core/persistent-list';
import { CHECKPOINT_INTERVAL } from '../../../shared/engine/core/session';
import type { GameSystem } from '../../../shared/ipc';
import type { StoredSnapshot } from '../db/game-snapshots-repo';

/**
 * A game's folded session as text, so a long game opens by reading it instead of re-applying every
 * command. It keeps everything the session holds (the undo stack with its checkpoints, the redo
 * stack, the accepted commands), so undo far back after opening from it is exactly what it would
 * have been after a full fold.
 *
 * Three lines: the session's present (base, state, the newest undo entries, the redo stack), then
 * the accepted commands, then the older undo entries. Opening reads only the first line; the other
 * two are read when something walks that far back (an undo past the newest entries, or the next
 * snapshot, written when the table is quiet). Issue 27: parsing all of a 10,000-command game's
 * 2.6 MB on every cold open was 10 ms at p50 and up to 40 ms with the collections it caused.
 */

/** Bumped when the shape below changes: older snapshots are then ignored and rebuilt. */
const SNAPSHOT_FORMAT = 3;

type DoneEntry = NonNullable<Session['done']>['head'];
type LogEntry = NonNullable<Session['log']>['head'];

/** The first line: everything opening a game needs. */
interface SnapshotPresent {
  format: number;
  system: GameSystem;
  base: Session['base'];
  state: Session['state'];
  /** How many commands the log holds, and its newest (checked against the stored log). */
  logSize: number;
  lastCommand: LogEntry | null;
  /** How many entries the undo stack holds; the newest of them, oldest first. */
  doneSize: number;
  recentDone: DoneEntry[];
  undone: DoneEntry[];
  /** Issue 39: each later line's own checksum (its count is logSize, and doneSize less the recent entries), checked when it is first read. */
  logChecksum: string;
  olderChecksum: string;
}

/**
 * A later line of a snapshot that its checksum or count says is damaged, found when something first
 * walks into it: the game service then drops the snapshot and rebuilds the game from its log.
 */
export class DamagedSnapshotPart extends Error {
  constructor(what: string) {
    super(`A game's snapshot is damaged (${what}): the game is rebuilt from its log.`);
    this.name = 'DamagedSnapshotPart';
  }
}

/** Undo entries kept on the first line: enough for every recent checkpoint, so undo near the present reads no further. */
const PRESENT_DONE = 320;

/** What a snapshot's engine version says: the snapshot format and the app (and so engine) version that wrote it. */
export function snapshotEngineVersion(appVersion: string): string {
  return `${SNAPSHOT_FORMAT}:${appVersion}`;
}

const checksumOf = (text: string) => createHash('sha1').update(text).digest('hex');

function listOf<T>(items: readonly T[], older: PersistentList<T> | null = null): PersistentList<T> | null {
  let list = older;
  for (const item of items) list = push(list, item);
  return list;
}

/**
 * The older part of a list, read from its text the first time something walks into it. Its size
 * is known without reading it, so a command pushed on top (which counts the list) reads nothing.
 */
class LaterList<T> implements PersistentList<T> {
  #read: (() => T[]) | null;
  #list: PersistentList<T> | null = null;

  constructor(
    readonly size: number,
    read: () => T[],
  ) {
    this.#read = read;
  }

  #whole(): PersistentList<T> {
    if (this.#read) {
      const items = this.#read();
      if (items.length !== this.size) throw new DamagedSnapshotPart(`${items.length} entries where it said ${this.size}`);
      this.#read = null;
      this.#list = listOf(items);
    }
    return this.#list as PersistentList<T>;
  }

  get head(): T {
    return this.#whole().head;
  }

  get tail(): PersistentList<T> | null {
    return this.#whole().tail;
  }
}

/** A list of `size` entries whose text is read (and checked against its own checksum) when first walked; null when empty. */
function laterList<T>(size: number, text: string, checksum: string, what: string): PersistentList<T> | null {
  return size === 0
    ? null
    : new LaterList<T>(size, () => {
        if (checksumOf(text) !== checksum) throw new DamagedSnapshotPart(`its ${what} do not match their checksum`);
        let items: unknown;
        try {
          items = JSON.parse(text);
        } catch {
          throw new DamagedSnapshotPart(`its ${what} are not readable`);
        }
        if (!Array.isArray(items) || !items.every((item) => typeof item === 'object' && item !== null)) throw new DamagedSnapshotPart(`its ${what} are not a list of entries`);
        return items as T[];
      });
}

/**
 * The undo stack's full states kept in a snapshot: those of the last RECENT_CHECKPOINTS checkpoints
 * (undo there costs what it did before the game was closed), then one every SPARSE_CHECKPOINT_EVERY
 * commands. Profiled: the checkpoints were more than half of a 10,000-command game's snapshot, and
 * reading and checking its text was the cold open's time; an undo further back than the recent ones
 * re-applies at most SPARSE_CHECKPOINT_EVERY - 1 commands on one copy of the state.
 */
const RECENT_CHECKPOINTS = 8;
const SPARSE_CHECKPOINT_EVERY = 1024;

function thinned(done: readonly DoneEntry[]): DoneEntry[] {
  const recentFrom = done.length - RECENT_CHECKPOINTS * CHECKPOINT_INTERVAL;
  return done.map((entry, index) =>
    entry.checkpoint === null || index >= recentFrom || (index + 1) % SPARSE_CHECKPOINT_EVERY === 0 ? entry : { ...entry, checkpoint: null },
  );
}

export function snapshotOf(session: Session, seq: number, engineVersion: string): StoredSnapshot {
  const log = toArray(session.log);
  const done = thinned(toArray(session.done));
  const olderDone = done.length - Math.min(PRESENT_DONE, done.length);
  const logText = JSON.stringify(log);
  const olderText = JSON.stringify(done.slice(0, olderDone));
  const present: SnapshotPresent = {
    format: SNAPSHOT_FORMAT,
    system: session.system,
    base: session.base,
    state: session.state,
    logSize: log.length,
    lastCommand: log.at(-1) ?? null,
    doneSize: done.length,
    recentDone: done.slice(olderDone),
    undone: toArray(session.undone),
    logChecksum: checksumOf(logText),
    olderChecksum: checksumOf(olderText),
  };
  // JSON never holds a raw line break, so the three parts are found by the first two.
  const text = `${JSON.stringify(present)}\n${logText}\n${olderText}`;
  return { seq, engineVersion, checksum: checksumOf(text), session: text };
}

/** Why a stored snapshot was not used, in words for the log of the host; null when it was. */
export type SnapshotVerdict = { ok: true; session: Session } | { ok: false; reason: string };

/**
 * The session a stored snapshot holds, if it can be trusted: written by this engine version, whole
 * (its checksum), at most as long as the log, ending with the same command as the log at its seq,
 * and its newest state re-derived by this engine from the checkpoint before it (an undo then a redo)
 * equal to the state it stored.
 */
export function sessionFromSnapshot(
  snapshot: StoredSnapshot,
  expected: { system: GameSystem; engineVersion: string; logLength: number; commandAt: (seq: number) => unknown },
): SnapshotVerdict {
  if (snapshot.engineVersion !== expected.engineVersion) return { ok: false, reason: `written by engine ${snapshot.engineVersion}, this is ${expected.engineVersion}` };
  if (snapshot.seq > expected.logLength) return { ok: false, reason: `reaches entry ${snapshot.seq} but the log has ${expected.logLength}` };
  if (checksumOf(snapshot.session) !== snapshot.checksum) return { ok: false, reason: 'its checksum does not match (damaged)' };
  const text = snapshot.session;
  const logAt = text.indexOf('\n');
  const olderAt = logAt < 0 ? -1 : text.indexOf('\n', logAt + 1);
  let body: SnapshotPresent;
  try {
    if (olderAt < 0) throw new Error('not three parts');
    body = JSON.parse(text.slice(0, logAt)) as SnapshotPresent;
  } catch {
    return { ok: false, reason: 'it is not readable JSON' };
  }
  const counts = [body.logSize, body.doneSize];
  if (
    body.format !== SNAPSHOT_FORMAT ||
    body.system !== expected.system ||
    !counts.every((count) => Number.isInteger(count) && count >= 0) ||
    !Array.isArray(body.recentDone) ||
    body.recentDone.length > body.doneSize ||
    !Array.isArray(body.undone) ||
    typeof body.logChecksum !== 'string' ||
    typeof body.olderChecksum !== 'string'
  ) {
    return { ok: false, reason: 'it is not a session of this game' };
  }
  if (body.logSize !== snapshot.seq || JSON.stringify(body.lastCommand) !== JSON.stringify(expected.commandAt(snapshot.seq))) {
    return { ok: false, reason: `its last command is not the log's entry ${snapshot.seq}` };
  }
  const session: Session = {
    system: body.system,
    log: laterList<LogEntry>(body.logSize, text.slice(logAt + 1, olderAt), body.logChecksum, 'accepted commands'),
    base: body.base,
    done: listOf(body.recentDone, laterList<DoneEntry>(body.doneSize - body.recentDone.length, text.slice(olderAt + 1), body.olderChecksum, 'older undo entries')),
    undone: listOf(body.undone),
    state: body.state,
  };
  return reDerived(session) ? { ok: true, session } : { ok: false, reason: 'this engine no longer gives the state it stored' };
}

/** Undo then redo the newest command: this engine rebuilds it from the checkpoint before it and must land on the stored state. */
function reDerived(session: Session): boolean {
  const newest = session.done?.head;
  if (!newest) return true;
  const undone = stepSession(session, { type: 'undo' });
  if (!undone.ok) return false;
  const redone = stepSession(undone.value.session, { type: 'redo' });
  if (!redone.ok) return false;
  return (
    JSON.stringify(redone.value.session.state) === JSON.stringify(session.state) &&
    JSON.stringify(redone.value.events.slice(1)) === JSON.stringify(newest.events)
  );
}
