// Drives an X-Wing session in tests: a refusal where a test expects success fails loudly with the engine's reason.
import { describeEvent, emptySession, viewSession, type GameEvent, type Session } from '../../../../shared/engine';
import type { Attack, Ship, XwingOptions, XwingPilotRosterEntry, XwingPlayerRoster, XwingState } from '../../../../shared/engine/games/xwing';
import { pilotEntry } from './xwing-roster';
import { expectMessage, play, refusal, type Game } from '../../helpers/session-driver';

export { expectMessage, play, refusal, type Game };

export const X_WING = 'rebel-alliance/t-65-x-wing';
export const DECIMATOR = 'galactic-empire/vt-49-decimator';
export const TIE_FIGHTER = 'galactic-empire/tie-ln-fighter';
export const HWK = 'scum-and-villainy/hwk-290-light-freighter';

export const luke = (id = 'luke') => pilotEntry(X_WING, 'Luke Skywalker', { id });
export const wedge = (id = 'wedge') => pilotEntry(X_WING, 'Wedge Antilles', { id });
export const decimator = (id = 'decimator') => pilotEntry(DECIMATOR, 'Rear Admiral Chiraneau', { id });
export const howlrunner = (id = 'howl') => pilotEntry(TIE_FIGHTER, '“Howlrunner”', { id });

export function rosters(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[]): [XwingPlayerRoster, XwingPlayerRoster] {
  return [
    { name: 'Rebels', ships: rebels },
    { name: 'Empire', ships: empire },
  ];
}

export function setupCommand(players: [XwingPlayerRoster, XwingPlayerRoster], seed: string | number = 'test-seed') {
  // The rules a game set up now keeps (RRG · Initiative for every action).
  return { type: 'setup', seed, players, rules: 2 };
}

export function startGame(players: [XwingPlayerRoster, XwingPlayerRoster], seed?: string | number): Session {
  return play(emptySession('xwing'), setupCommand(players, seed)).session;
}

export function stateOf(session: Session): XwingState {
  const state = viewSession(session).state;
  if (state?.system !== 'xwing') throw new Error('the game is not an X-Wing game that is set up');
  return state;
}

export function optionsOf(session: Session): XwingOptions {
  const options = viewSession(session).options;
  if (!options || !('damageDecks' in options)) throw new Error('the game is not an X-Wing game that is set up');
  return options;
}

export function shipOf(session: Session, id: string): Ship {
  const ship = stateOf(session).ships.find((candidate) => candidate.id === id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

export function attackOf(session: Session): Attack {
  const attack = stateOf(session).attack;
  if (!attack) throw new Error('no attack in progress');
  return attack;
}

/** From the Planning Phase of round 1 to the Engagement Phase. */
export function toEngagement(session: Session): Session {
  return play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
}

export const attackFaces = (...faces: string[]) => ({ type: 'rollAttackDice', faces });
export const defenseFaces = (...faces: string[]) => ({ type: 'rollDefenseDice', faces });

/** The history lines of some events. */
export const sentences = (events: readonly GameEvent[]): string[] => events.map((event) => describeEvent('xwing', event));

/** Every ship activates in initiative order (the lowest first), so the Activation Phase comes to its end. */
export function activateEveryShip(session: Session): Session {
  for (let next = optionsOf(session).upNext[0]; next !== undefined; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
  return session;
}

/** Every open question skipped (the setup's, the phase's), so the round goes on. */
export function skipAll(session: Session): Session {
  for (let prompt = optionsOf(session).prompts[0]; prompt !== undefined; prompt = optionsOf(session).prompts[0]) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
}
