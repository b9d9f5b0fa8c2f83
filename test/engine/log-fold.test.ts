import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySession, replay, sessionLog, stepSession, viewSession, type Session } from '../../shared/engine';
import { toArray } from '../../shared/engine/core/persistent-list';
import { legalCommands, propertySetup } from './helpers/legal-commands';

/** A game played one command at a time, as the table plays it: every random choice from `picks`. */
function played(picks: readonly number[]): Session {
  const setup = stepSession(emptySession('armada'), propertySetup('fold'));
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  for (const pick of picks) {
    // Undo and redo are offered among the options, so the log has them where a player would use them.
    const candidates = legalCommands(session);
    const command = candidates[pick % candidates.length];
    if (!command) break;
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(stepped.error.message);
    session = stepped.value.session;
  }
  return session;
}

/** Everything a session keeps: the state, the log, and what undo and redo would bring back (checkpoints and events). */
function kept(session: Session) {
  return {
    view: viewSession(session),
    log: sessionLog(session),
    base: session.base,
    done: toArray(session.done),
    undone: toArray(session.undone),
  };
}

describe('a log folded at once is the game played command by command (the fold changes its own copy of the state in place)', () => {
  it('the same state, log, checkpoints, events and undo / redo stacks, undo and redo included (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (picks) => {
        const live = played(picks);
        const folded = replay('armada', sessionLog(live));
        if (!folded.ok) throw new Error(folded.error.message);
        expect(kept(folded.value)).toEqual(kept(live));
      }),
      { numRuns: 40 },
    );
  });

  it('states handed out by the fold never change afterwards: undo after a fold, then a new command, leave the folded state as it was', () => {
    const live = played(Array.from({ length: 200 }, (_, i) => (i * 7919) % 997));
    const folded = replay('armada', sessionLog(live));
    if (!folded.ok) throw new Error(folded.error.message);
    const before = JSON.stringify(folded.value.state);
    const checkpoints = JSON.stringify(toArray(folded.value.done).map((entry) => entry.checkpoint));
    const undone = stepSession(folded.value, { type: 'undo' });
    if (!undone.ok) throw new Error(undone.error.message);
    const next = legalCommands(undone.value.session).find((command) => command.type !== 'undo' && command.type !== 'redo');
    if (next) expect(stepSession(undone.value.session, next).ok).toBe(true);
    expect(JSON.stringify(folded.value.state)).toBe(before);
    expect(JSON.stringify(toArray(folded.value.done).map((entry) => entry.checkpoint))).toBe(checkpoints);
  });
});
