// Drives a defense session in tests: a refusal where a test expects success fails loudly with the engine's reason.
import { describeEvent, emptySession, viewSession, type GameEvent, type Session } from '../../../../shared/engine';
import type { DefenderActions, DefenderEntry, DefenseEvent, DefenseOptions, DefenseState, Scenario } from '../../../../shared/engine/games/defense';
import { expectMessage, play, refusal, type Game } from '../../helpers/session-driver';

export { expectMessage, play, refusal, type Game };

export function stateOf(session: Session): DefenseState {
  const state = viewSession(session).state;
  if (state?.system !== 'defense') throw new Error('the game is not a defense game that is set up');
  return state;
}

export function optionsOf(session: Session): DefenseOptions {
  const options = viewSession(session).options;
  if (!options || !('step' in options)) throw new Error('the game is not a defense game that is set up');
  return options;
}

export function actionsOf(session: Session, defender: string): DefenderActions {
  const found = optionsOf(session).defenders.find((entry) => entry.defender === defender);
  if (!found) throw new Error(`no options for defender ${defender}`);
  return found;
}

export function defenderById(session: Session, id: string) {
  const defender = stateOf(session).defenders.find((candidate) => candidate.id === id);
  if (!defender) throw new Error(`no defender ${id}`);
  return defender;
}

export function spaceById(session: Session, id: string) {
  const space = stateOf(session).spaces.find((candidate) => candidate.id === id);
  if (!space) throw new Error(`no space ${id}`);
  return space;
}

/** The defense events of one step (undo and redo events left out). */
export function defenseEvents(events: readonly GameEvent[]): DefenseEvent[] {
  return events.filter((event): event is DefenseEvent => event.type !== 'undone' && event.type !== 'redone');
}

export function eventOf<T extends DefenseEvent['type']>(events: readonly GameEvent[], type: T): Extract<DefenseEvent, { type: T }> {
  const found = defenseEvents(events).find((event) => event.type === type);
  if (!found) throw new Error(`no ${type} event among ${events.map((event) => event.type).join(', ')}`);
  return found as Extract<DefenseEvent, { type: T }>;
}

export function startScenario(scenario: Scenario, seed: string | number = 'test-seed'): Session {
  return play(emptySession('defense'), { type: 'setup', seed, scenario }).session;
}

/** Set up and start the first defense phase. */
export function inDefensePhase(scenario: Scenario, seed?: string | number): Session {
  return play(startScenario(scenario, seed), { type: 'startDefensePhase' }).session;
}

export type { DefenderEntry };

/** The history lines of some events. */
export const sentences = (events: readonly GameEvent[]): string[] => events.map((event) => describeEvent('defense', event));
