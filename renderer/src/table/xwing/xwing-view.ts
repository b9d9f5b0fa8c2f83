import type { Ship, ShipOptions, XwingOptions, XwingState } from '../../../../shared/engine/games/xwing';
import { shipName } from '../../../../shared/engine/games/xwing/ships/ships';
import type { GameView } from '../../../../shared/ipc';

export interface XwingView {
  state: XwingState;
  options: XwingOptions;
}

/** The engine's X-Wing snapshot and options from a game view (the contract carries them untyped). */
export function xwingView(view: GameView | null): XwingView | null {
  if (!view || view.system !== 'xwing' || !view.started || !view.state || !view.options) return null;
  return { state: view.state as XwingState, options: view.options as XwingOptions };
}

export function shipById(state: XwingState, id: string): Ship | undefined {
  return state.ships.find((ship) => ship.id === id);
}

export function shipOptions(options: XwingOptions, id: string): ShipOptions | undefined {
  return options.ships.find((ship) => ship.ship === id);
}

/** "Academy Pilot 2": the engine's one name for a ship, with its ID number when its player has two of that pilot. */
export function shipLabel(state: XwingState, id: string): string {
  const ship = shipById(state, id);
  return ship ? shipName(ship) : id;
}

/**
 * The attack in progress, known by what the state says of it: the round and phase, the attacker and how many
 * attacks it has declared this phase, whom it attacks with what. Read from the state the table shows (a
 * prediction included), never from the history, which arrives after it: a key that changed when the
 * history caught up gave the dice trays fresh (empty) faces while the player was typing them.
 */
export function attackKeyOf(state: XwingState): string {
  const attack = state.attack;
  if (!attack) return '';
  const attacker = shipById(state, attack.attacker);
  return [state.round, state.phase, attack.attacker, attacker?.attacksThisPhase ?? 0, attack.defender, attack.weapon?.name ?? '', attack.bonus ? 'bonus' : ''].join('|');
}

export function can(options: XwingOptions, type: string): boolean {
  return (options.commands as readonly string[]).includes(type);
}

/** The ships `id` has a lock on: a lock token sits on the locked ship and names the ship that has the lock. */
export function locksHeldBy(state: XwingState, id: string): Ship[] {
  return state.ships.filter((ship) => ship.tokens.lock.includes(id));
}
