import type { Defender, DefenseOptions, DefenseState, DefenderActions, Space } from '../../../../shared/engine/games/defense';
import type { GameView } from '../../../../shared/ipc';

export interface DefenseView {
  state: DefenseState;
  options: DefenseOptions;
}

/** The engine's building-defense snapshot and options from a game view (the contract carries them untyped). */
export function defenseView(view: GameView | null): DefenseView | null {
  if (!view || view.system !== 'defense' || !view.started || !view.state || !view.options) return null;
  return { state: view.state as DefenseState, options: view.options as DefenseOptions };
}

export function spaceById(state: DefenseState, id: string): Space | undefined {
  return state.spaces.find((space) => space.id === id);
}

export function defenderById(state: DefenseState, id: string): Defender | undefined {
  return state.defenders.find((defender) => defender.id === id);
}

export function defendersIn(state: DefenseState, space: string): Defender[] {
  return state.defenders.filter((defender) => defender.space === space);
}

export function actionsOf(options: DefenseOptions, defender: string): DefenderActions | undefined {
  return options.defenders.find((entry) => entry.defender === defender);
}

/** The spaces inside the building, for "move to" and "place here" choices. */
export function buildingSpaces(state: DefenseState): Space[] {
  return state.spaces.filter((space) => space.floor !== null);
}

/** The names of the spaces a space sees, as the scenario lists them (line of sight is data, not a rule). */
export function seenNames(state: DefenseState, space: Space): string[] {
  return space.sees.map((id) => spaceById(state, id)?.name ?? id);
}

/** What the player has picked on the plan: a defender (its actions) or a space (its tokens and counters). */
export type Selection = { kind: 'defender'; id: string } | { kind: 'space'; id: string };

/** The dice the app just rolled on request, if they are for this purpose (shown before they count). */
export function pendingRoll(session: { view: GameView | null }, purpose: 'attack' | 'grenades' | 'enemyAttacks'): number[][] | null {
  const roll = defenseView(session.view)?.options.roll;
  return roll && roll.purpose === purpose ? roll.faces : null;
}
