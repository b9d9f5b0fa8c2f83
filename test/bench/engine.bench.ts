import { emptySession, replay, sessionLog, stepSession, type Session } from '../../shared/engine';
import { randomInt, seedRandom } from '../../shared/engine/core/random';
import { legalCommands, propertySetup } from '../engine/helpers/legal-commands';
import { measure, withGoal, type BenchResult } from './stats';

const GAME_LENGTH = 10_000;

/**
 * A reproducible game of `length` legal commands, with the session before each command: varied play
 * read off the options (phases, attacks, damage cards and their answers) among many shield
 * corrections, as a long evening's log has them, so the game reaches its length before its end.
 */
export function playGame(length: number): { steps: { session: Session; command: unknown }[]; final: Session } {
  const setup = stepSession(emptySession('armada'), propertySetup('bench'));
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  let random = seedRandom('bench-choices');
  const pick = (count: number) => {
    const [n, next] = randomInt(random, count);
    random = next;
    return n;
  };
  const steps: { session: Session; command: unknown }[] = [];
  let shieldLost = false;
  while (steps.length < length) {
    const tap = { type: shieldLost ? 'recoverShields' : 'loseShields', ship: 'vsd', zone: 'left', amount: 1 };
    let command: unknown = null;
    let stepped = pick(1000) < 990 ? stepSession(session, tap) : null;
    if (stepped?.ok) {
      command = tap;
      shieldLost = !shieldLost;
    } else {
      const candidates = legalCommands(session).filter((candidate) => candidate.type !== 'undo' && candidate.type !== 'redo');
      command = candidates[pick(candidates.length)];
      if (!command) break;
      stepped = stepSession(session, command);
    }
    if (!stepped.ok) throw new Error(stepped.error.message);
    steps.push({ session, command });
    session = stepped.value.session;
  }
  if (steps.length < length) throw new Error(`the bench game ended after ${steps.length} commands, short of ${length}`);
  return { steps, final: session };
}

/** Engine timings: one command, loading a 10,000-command game, and undo at its end. Prints nothing. */
export async function benchEngine(): Promise<BenchResult[]> {
  const { steps, final } = playGame(GAME_LENGTH);
  const log = sessionLog(final);
  const results: BenchResult[] = [];
  results.push(
    await measure('engine: apply one command (validate + rules)', 5000, (i) => {
      const step = steps[(i * 7919) % steps.length];
      if (step) stepSession(step.session, step.command);
    }),
  );
  const fold = await measure(`engine: replay/load a ${GAME_LENGTH.toLocaleString('en')}-command game`, 20, () => {
    const loaded = replay('armada', log);
    if (!loaded.ok) throw new Error(loaded.error.message);
  }, 3);
  results.push(withGoal(fold, 'p50 ≤ 100 ms', fold.p50Ms <= 100));
  results.push(
    await measure(`engine: undo at the end of a ${GAME_LENGTH.toLocaleString('en')}-command game`, 500, () => {
      const undone = stepSession(final, { type: 'undo' });
      if (!undone.ok) throw new Error(undone.error.message);
    }),
  );
  let deep = final;
  results.push(
    await measure('engine: 100 successive undos from the end of the game (each)', 100, () => {
      const undone = stepSession(deep, { type: 'undo' });
      if (!undone.ok) throw new Error(undone.error.message);
      deep = undone.value.session;
    }, 0),
  );
  return results;
}
