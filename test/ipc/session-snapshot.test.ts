import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { replay, sessionLog, stepSession, viewSession, type Session } from '../../shared/engine';
import { sessionFromSnapshot, snapshotOf } from '../../electron/main/games/session-snapshot';
import { longGameLog } from './helpers/long-game';

const VERSION = 'test-engine';
const { log } = longGameLog(2_000, 'snapshot parts');
const commands = log.commands as unknown[];
const folded = (() => {
  const replayed = replay('armada', commands);
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.value;
})();

const open = (snapshot: ReturnType<typeof snapshotOf>, logLength = commands.length): Session => {
  const verdict = sessionFromSnapshot(snapshot, { system: 'armada', engineVersion: VERSION, logLength, commandAt: (seq) => commands[seq - 1] });
  if (!verdict.ok) throw new Error(verdict.reason);
  return verdict.session;
};

const play = (session: Session, command: unknown): Session => {
  const stepped = stepSession(session, command);
  if (!stepped.ok) throw new Error(stepped.error.message);
  return stepped.value.session;
};

/*
 * Issue 27 · a cold open reads only the session's present: the accepted commands and the older undo
 * entries are the snapshot's second and third lines, read when something walks that far back.
 */
describe('a snapshot in parts: the present read at once, the past when it is walked', () => {
  it('opened, played on, undone far past the present part and snapshotted again, it is what the full fold gives at every step', () => {
    let opened = open(snapshotOf(folded, commands.length, VERSION));
    let reference = folded;
    expect(JSON.stringify(viewSession(opened))).toBe(JSON.stringify(viewSession(reference)));
    // A few commands on top (the lists grow over their unread parts), then undos far into the older undo entries.
    for (const command of [{ type: 'undo' }, { type: 'redo' }]) {
      opened = play(opened, command);
      reference = play(reference, command);
    }
    for (let i = 0; i < 400; i++) {
      opened = play(opened, { type: 'undo' });
      reference = play(reference, { type: 'undo' });
      expect(JSON.stringify(viewSession(opened).state), `after undo ${i + 1}`).toBe(JSON.stringify(viewSession(reference).state));
    }
    expect(sessionLog(opened)).toEqual(sessionLog(reference));
    // The next snapshot, written from the opened session (its unread parts read for it), opens to the same game again.
    const seq = commands.length + 402;
    const longer = [...commands, { type: 'undo' }, { type: 'redo' }, ...Array.from({ length: 400 }, () => ({ type: 'undo' }))];
    const verdict = sessionFromSnapshot(snapshotOf(opened, seq, VERSION), { system: 'armada', engineVersion: VERSION, logLength: seq, commandAt: (at) => longer[at - 1] });
    if (!verdict.ok) throw new Error(verdict.reason);
    let reopened = verdict.session;
    expect(sessionLog(reopened)).toEqual(sessionLog(reference));
    for (let i = 0; i < 100; i++) {
      reopened = play(reopened, { type: 'undo' });
      reference = play(reference, { type: 'undo' });
    }
    expect(JSON.stringify(viewSession(reopened))).toBe(JSON.stringify(viewSession(reference)));
  });

  it('opening reads the first line only: a second or third line that does not read fails when walked, not when opened', () => {
    const whole = snapshotOf(folded, commands.length, VERSION);
    const [present, logLine, older] = whole.session.split('\n');
    for (const broken of [`${present}\n[not json\n${older}`, `${present}\n${logLine}\n[not json`]) {
      const opened = open({ ...whole, session: broken, checksum: createHash('sha1').update(broken).digest('hex') });
      expect(JSON.stringify(viewSession(opened).state)).toBe(JSON.stringify(viewSession(folded).state));
      expect(() => {
        sessionLog(opened);
        let session = opened;
        for (let i = 0; i < 400; i++) session = play(session, { type: 'undo' });
      }).toThrow();
    }
  });

  it('a snapshot whose first line does not say what it holds is not trusted, with the reason in words', () => {
    const whole = snapshotOf(folded, commands.length, VERSION);
    const [present = '', ...rest] = whole.session.split('\n');
    const body = JSON.parse(present) as Record<string, unknown>;
    for (const [change, reason] of [
      [{ doneSize: -1 }, 'not a session of this game'],
      [{ recentDone: 'none' }, 'not a session of this game'],
      [{ logSize: commands.length - 1 }, 'last command'],
      [{ lastCommand: { type: 'nextPhase' } }, 'last command'],
    ] as const) {
      const text = [JSON.stringify({ ...body, ...change }), ...rest].join('\n');
      const verdict = sessionFromSnapshot(
        { ...whole, session: text, checksum: createHash('sha1').update(text).digest('hex') },
        { system: 'armada', engineVersion: VERSION, logLength: commands.length, commandAt: (seq) => commands[seq - 1] },
      );
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.reason).toContain(reason);
    }
  });
});
