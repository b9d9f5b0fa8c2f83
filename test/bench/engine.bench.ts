import { emptySession, replay, sessionLog, stepSession, type Session } from '../../shared/engine';
import { randomInt, seedRandom } from '../../shared/engine/core/random';
import { legalCommands, propertySetup } from '../engine/helpers/legal-commands';
import { measure, type BenchResult } from './stats';

const GAME_LENGTH = 10_000;

/** A reproducible game of `length` legal commands, with the session before each command. */
export function playGame(length: number): { steps: { session: Session; command: unknown }[]; final: Session } {
  const setup = stepSession(emptySession('armada'), propertySetup('bench'));
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  let random = seedRandom('bench-choices');
  const steps: { session: Session; command: unknown }[] = [];
  while (steps.length < length) {
    const candidates = legalCommands(session).filter((command) => command.type !== 'undo' && command.type !== 'redo');
    const [pick, next] = randomInt(random, candidates.length);
    random = next;
    const command = candidates[pick];
    if (!command) break;
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(stepped.error.message);
    steps.push({ session, command });
    session = stepped.value.session;
  }
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
  results.push(
    await measure(`engine: replay/load a ${GAME_LENGTH.toLocaleString('en')}-command game`, 10, () => {
      const loaded = replay('armada', log);
      if (!loaded.ok) throw new Error(loaded.error.message);
    }, 2),
  );
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
