import { emptySession, sessionLog, stepSession, viewSession, type Session } from '../../shared/engine';
import { randomInt, seedRandom } from '../../shared/engine/core/random';
import { storyOfLog } from '../../shared/story';
import { legalCommands, propertySetup } from '../engine/helpers/legal-commands';
import { legalCommands as xwingCommands, propertySetup as xwingSetup } from '../engine/xwing/helpers/legal-commands';
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

/**
 * Issue 38: a 10,000-command X-Wing game that is almost all attacks (an X-Wing game has no last round):
 * legal commands read off the options, an attack declared whenever one can be, every attack die rolled
 * a blank or a focus and every defense die an evade, so no ship is ever destroyed and the game goes on.
 */
const FLOW = ['declareAttack', 'rollAttackDice', 'rollDefenseDice', 'neutralizeResults', 'dealDamage', 'answerPrompt', 'activateShip', 'revealDial', 'executeManeuver', 'endActivation', 'nextPhase'];

function xwingAttackGame(length: number): unknown[] {
  const setupCommand = xwingSetup('story-bench-xwing');
  const setup = stepSession(emptySession('xwing'), setupCommand);
  if (!setup.ok) throw new Error(setup.error.message);
  let session: Session = setup.value.session;
  let random = seedRandom('story-bench-xwing-choices');
  const pick = (count: number) => {
    const [n, next] = randomInt(random, count);
    random = next;
    return n;
  };
  const played: unknown[] = [setupCommand];
  const tryStep = (command: unknown): boolean => {
    const stepped = stepSession(session, command);
    if (!stepped.ok) return false;
    session = stepped.value.session;
    played.push(command);
    return true;
  };
  while (played.length < length) {
    const candidates = xwingCommands(session).filter((candidate) => candidate.type !== 'undo' && candidate.type !== 'redo' && candidate.type !== 'repairDamageCard' && candidate.type !== 'flipDamageCard');
    if (candidates.length === 0) break;
    // The game's own flow first (an attack and its steps, the next activation, the next phase); anything else now and then.
    const flow = FLOW.find((type) => candidates.some((candidate) => candidate.type === type));
    const preferred = flow && pick(8) > 0 ? candidates.filter((candidate) => candidate.type === flow) : candidates;
    const command = preferred[pick(preferred.length)];
    if (command?.type === 'rollAttackDice' || command?.type === 'rollDefenseDice') {
      const faces = command.type === 'rollAttackDice' ? (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'blank' : 'focus')) : (n: number) => Array.from({ length: n }, () => 'evade');
      if ([0, 1, 2, 3, 4, 5, 6, 7].some((n) => tryStep({ type: command.type, faces: faces(n) }))) continue;
    }
    if (!tryStep(command)) break;
  }
  return played;
}

/** Issue #29: the story of a 10,000-command game (its attacks' exact odds, per player, unit and round) from its log. */
export async function benchStory(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [what, system, log, goal] of [
    ['the engine bench’s game', 'armada', sessionLog(playGame(GAME_LENGTH).final), 200],
    ['an Armada game of attacks', 'armada', attackHeavyGame(GAME_LENGTH), 200],
    // Issue 38: at least 1,500 attacks, at most 100 ms p50.
    ['an X-Wing game of attacks', 'xwing', xwingAttackGame(GAME_LENGTH), 100],
  ] as const) {
    const told = storyOfLog(system, log);
    if (!told.ok) throw new Error(told.error.message);
    const result = await measure(`story: ${log.length.toLocaleString('en')}-command game, ${what} (${told.value.attacks.length} attacks)`, 20, () => {
      const again = storyOfLog(system, log);
      if (!again.ok) throw new Error(again.error.message);
    }, 3);
    const enough = system === 'armada' || told.value.attacks.length >= 1500;
    results.push(withGoal(result, goal === 100 ? 'p50 ≤ 100 ms with ≥ 1,500 attacks' : `p50 ≤ ${goal} ms`, result.p50Ms <= goal && enough));
  }
  return results;
}
