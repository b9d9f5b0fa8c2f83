import type { ArmadaOptions, ArmadaState, Ship, Squadron, Unit } from '../../../../shared/engine/games/armada';
import type { GameView } from '../../../../shared/ipc';

export interface ArmadaView {
  state: ArmadaState;
  options: ArmadaOptions;
}

/** The engine's Armada snapshot and options from a game view (the contract carries them untyped). */
export function armadaView(view: GameView | null): ArmadaView | null {
  if (!view || view.system !== 'armada' || !view.started || !view.state || !view.options) return null;
  return { state: view.state as ArmadaState, options: view.options as ArmadaOptions };
}

export function unitById(state: ArmadaState, id: string): Unit | undefined {
  return state.ships.find((ship) => ship.id === id) ?? state.squadrons.find((squadron) => squadron.id === id);
}

export function shipById(state: ArmadaState, id: string): Ship | undefined {
  return state.ships.find((ship) => ship.id === id);
}

export function squadronById(state: ArmadaState, id: string): Squadron | undefined {
  return state.squadrons.find((squadron) => squadron.id === id);
}

export function playerName(state: ArmadaState, owner: string): string {
  return state.players.find((player) => player.id === owner)?.name ?? owner;
}
