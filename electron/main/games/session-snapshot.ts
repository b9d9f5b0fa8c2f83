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
 */

/** Bumped when the shape below changes: older snapshots are then ignored and rebuilt. */
const SNAPSHOT_FORMAT = 1;

type DoneEntry = NonNullable<Session['done']>['head'];

interface SnapshotBody {
  format: number;
  system: GameSystem;
  base: Session['base'];
  state: Session['state'];
  /** Oldest first, as the lists' toArray gives them. */
  log: NonNullable<Session['log']>['head'][];
  done: DoneEntry[];
  undone: DoneEntry[];
}

/** What a snapshot's engine version says: the snapshot format and the app (and so engine) version that wrote it. */
export function snapshotEngineVersion(appVersion: string): string {
  return `${SNAPSHOT_FORMAT}:${appVersion}`;
}

const checksumOf = (text: string) => createHash('sha1').update(text).digest('hex');

function listOf<T>(items: readonly T[]): PersistentList<T> | null {
  let list: PersistentList<T> | null = null;
  for (const item of items) list = push(list, item);
  return list;
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
  const body: SnapshotBody = {
    format: SNAPSHOT_FORMAT,
    system: session.system,
    base: session.base,
    state: session.state,
    log: toArray(session.log),
    done: thinned(toArray(session.done)),
    undone: toArray(session.undone),
  };
  const text = JSON.stringify(body);
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
  let body: SnapshotBody;
  try {
    body = JSON.parse(snapshot.session) as SnapshotBody;
  } catch {
    return { ok: false, reason: 'it is not readable JSON' };
  }
  if (body.format !== SNAPSHOT_FORMAT || body.system !== expected.system || !Array.isArray(body.log) || !Array.isArray(body.done) || !Array.isArray(body.undone)) {
    return { ok: false, reason: 'it is not a session of this game' };
  }
  if (body.log.length !== snapshot.seq || JSON.stringify(body.log.at(-1)) !== JSON.stringify(expected.commandAt(snapshot.seq))) {
    return { ok: false, reason: `its last command is not the log's entry ${snapshot.seq}` };
  }
  const session: Session = {
    system: body.system,
    log: listOf(body.log),
    base: body.base,
    done: listOf(body.done),
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
