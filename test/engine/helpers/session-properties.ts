import fc from 'fast-check';
import { expect, it } from 'vitest';
import { replay, sessionLog, stepSession, viewSession, type GameSystem, type Session } from '../../../shared/engine';

/** A random game: a seed and the index of each command picked among the legal ones. */
export type RandomGame = { seed: number; choices: number[] };

/**
 * The properties every game's session has, whatever its rules (DESIGN.md §3): replaying the log
 * gives the live state, and undo n times then redo n times is the identity. Each game's property
 * tests call this with its own random play.
 */
export function sessionProperties(
  system: GameSystem,
  game: fc.Arbitrary<RandomGame>,
  play: (seed: number, choices: readonly number[]) => { session: Session },
  runs: { numRuns: number },
): void {
  it('replaying the log from empty equals the live state', () => {
    fc.assert(
      fc.property(game, ({ seed, choices }) => {
        const { session } = play(seed, choices);
        const replayed = replay(system, sessionLog(session));
        if (!replayed.ok) throw new Error(replayed.error.message);
        expect(viewSession(replayed.value)).toEqual(viewSession(session));
      }),
      runs,
    );
  });

  it('undo n times then redo n times is the identity', () => {
    fc.assert(
      fc.property(game, fc.nat(), ({ seed, choices }, k) => {
        const { session } = play(seed, choices);
        const n = Math.min(k % 80, session.done?.size ?? 0);
        let current = session;
        for (let i = 0; i < n; i++) {
          const undone = stepSession(current, { type: 'undo' });
          if (!undone.ok) throw new Error(undone.error.message);
          current = undone.value.session;
        }
        for (let i = 0; i < n; i++) {
          const redone = stepSession(current, { type: 'redo' });
          if (!redone.ok) throw new Error(redone.error.message);
          current = redone.value.session;
        }
        expect(viewSession(current).state).toEqual(viewSession(session).state);
        expect(viewSession(current).canRedo).toBe(viewSession(session).canRedo);
      }),
      runs,
    );
  });
}
