import { emptySession, sessionLog, stepSession, viewSession, type Session } from '../../shared/engine';
import { randomInt, seedRandom } from '../../shared/engine/core/random';
import { storyOfLog } from '../../shared/story';
import { legalCommands, propertySetup } from '../engine/helpers/legal-commands';
import { playGame } from './engine.bench';
import { measure, withGoal, type BenchResult } from './stats';

const GAME_LENGTH = 10_000;

/**
 * A 10,000-command Armada game made of attacks: legal commands read off the options to the game's
 * end (six rounds), every attack rolled as blanks and blue accuracies so no unit is destroyed and
 * every round has its attacks; shield taps (lost, recovered) right after the setup bring the log to
 * its length. The story's cost is in its attacks, where the engine bench's game has a few among taps.
 */
function attackHeavyGame(length: number): unknown[] {
  const setupCommand = propertySetup('story-bench');
  const setup = stepSession(emptySession('armada'), setupCommand);
  if (!setup.ok) throw new Error(setup.error.message);
  let session: Session = setup.value.session;
  let random = seedRandom('story-bench-choices');
  const pick = (count: number) => {
    const [n, next] = randomInt(random, count);
    random = next;
    return n;
  };
  const played: unknown[] = [];
  for (;;) {
    const candidates = legalCommands(session).filter((candidate) => candidate.type !== 'undo' && candidate.type !== 'redo');
    let command: unknown = candidates[pick(candidates.length)];
    if (!command) break;
    const state = viewSession(session).state;
    const attack = state?.system === 'armada' ? state.attacks.at(-1) : undefined;
    if ((command as { type: string }).type === 'rollAttackDice' && attack) {
      command = { type: 'rollAttackDice', dice: (['red', 'blue', 'black'] as const).flatMap((color) => Array.from({ length: attack.gathered[color] }, () => ({ color, face: color === 'blue' ? 'accuracy' : 'blank' }))) };
    }
    const stepped = stepSession(session, command);
    if (!stepped.ok) throw new Error(stepped.error.message);
    session = stepped.value.session;
    played.push(command);
  }
  const taps = Math.max(0, length - 1 - played.length);
  const padding = Array.from({ length: taps - (taps % 2) }, (_, i) => ({ type: i % 2 === 0 ? 'loseShields' : 'recoverShields', ship: 'vsd', zone: 'left', amount: 1 }));
  return [setupCommand, ...padding, ...played];
}

/** Issue #29: the story of a 10,000-command game (its attacks' exact odds, per player, unit and round) from its log. */
export async function benchStory(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [what, log] of [
    ['the engine bench’s game', sessionLog(playGame(GAME_LENGTH).final)],
    ['a game of attacks', attackHeavyGame(GAME_LENGTH)],
  ] as const) {
    const told = storyOfLog('armada', log);
    if (!told.ok) throw new Error(told.error.message);
    const result = await measure(`story: ${log.length.toLocaleString('en')}-command game, ${what} (${told.value.attacks.length} attacks)`, 20, () => {
      const again = storyOfLog('armada', log);
      if (!again.ok) throw new Error(again.error.message);
    }, 3);
    results.push(withGoal(result, 'p50 ≤ 200 ms', result.p50Ms <= 200));
  }
  return results;
}
