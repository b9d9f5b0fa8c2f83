import { emptySession, sessionLog, stepSession, type Session } from '../../../shared/engine';
import { randomInt, seedRandom, type RandomState } from '../../../shared/engine/core/random';
import type { ArmadaState } from '../../../shared/engine/games/armada';
import { GAME_LOG_FORMAT, GAME_LOG_VERSION, type GameLogFile } from '../../../shared/ipc';
import { legalCommands, propertySetup } from '../../engine/helpers/legal-commands';

/** How much of a long game is varied play read off the options (slow to pick); the rest is shield taps. */
const VARIED = 800;

/**
 * A reproducible Armada game of `length` commands: varied legal play first (attacks, phases,
 * damage), then shields lost and recovered, with undo (about 1 in 20) and redo among them
 * throughout, so its undo stack, redo stack and log all differ. As an exported log file, with the
 * engine's session at its end.
 */
export function longGameLog(length: number, seed = 'long game'): { log: GameLogFile; session: Session } {
  const setup = stepSession(emptySession('armada'), propertySetup(seed));
  if (!setup.ok) throw new Error(setup.error.message);
  let session = setup.value.session;
  let random: RandomState = seedRandom(`${seed} choices`);
  const pick = (count: number) => {
    const [n, next] = randomInt(random, count);
    random = next;
    return n;
  };
  let played = 1;
  let lost: { ship: unknown; zone: unknown } | null = null;
  let refusedInARow = 0;
  while (played < length) {
    // After a refused pick the next is not an undo (about 1 in 20 accepted commands is one), unless
    // many in a row were refused (a zone that cannot recover, ships without shields): then it is.
    const roll = refusedInARow > 20 ? 0 : refusedInARow > 0 ? 100 : pick(100);
    let command: Record<string, unknown>;
    if (roll < 5 && session.done) command = { type: 'undo' };
    else if (roll < 8 && session.undone) command = { type: 'redo' };
    else if (played < VARIED) {
      const candidates = legalCommands(session).filter((candidate) => candidate.type !== 'undo' && candidate.type !== 'redo');
      command = candidates[pick(candidates.length)] ?? { type: 'undo' };
    } else if (lost) {
      command = { type: 'recoverShields', ...lost, amount: 1 };
    } else {
      const ships = (session.state as ArmadaState).ships.filter((ship) => !ship.destroyed);
      const ship = ships[pick(ships.length)];
      const zones = ship ? ship.hullZones.filter((zone) => zone.shields > 0) : [];
      command = { type: 'loseShields', ship: ship?.id, zone: zones[pick(zones.length)]?.zone, amount: 1 };
    }
    const stepped = stepSession(session, command);
    refusedInARow = stepped.ok ? 0 : refusedInARow + 1;
    if (!stepped.ok) {
      lost = null;
      continue;
    }
    // A shield lost is recovered next (both always legal then), unless an undo or redo came between.
    lost = command.type === 'loseShields' ? { ship: command.ship, zone: command.zone } : null;
    session = stepped.value.session;
    played++;
  }
  const commands = sessionLog(session) as GameLogFile['commands'];
  return { log: { format: GAME_LOG_FORMAT, version: GAME_LOG_VERSION, system: 'armada', name: 'Long game', commands }, session };
}
