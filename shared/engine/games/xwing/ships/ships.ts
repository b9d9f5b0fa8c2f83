import { ok, refuse, type Result } from '../../../core/result';
import type { ShipRef } from '../model/events';
import type { Player, Ship, XwingState } from '../model/state';

export function findShip(state: XwingState, id: string): Result<Ship> {
  const ship = state.ships.find((candidate) => candidate.id === id);
  return ship ? ok(ship) : refuse('unknown_ship', `There is no ship ${id} in this game.`);
}

/** A ship an attack or a lock refers to; they only ever name ships that exist. */
export function shipById(state: XwingState, id: string): Ship {
  const ship = state.ships.find((candidate) => candidate.id === id);
  if (!ship) throw new Error(`The game refers to a missing ship ${id}`);
  return ship;
}

export function ownerOf(state: XwingState, ship: Ship): Player {
  const player = state.players.find((candidate) => candidate.id === ship.owner);
  if (!player) throw new Error(`Ship ${ship.id} belongs to a missing player ${ship.owner}`);
  return player;
}

export function refOf(ship: Ship): ShipRef {
  return ship.idNumber === null ? { id: ship.id, name: ship.name } : { id: ship.id, name: ship.name, idNumber: ship.idNumber };
}

/**
 * The one name players read for a ship, on the table, in the attack and in the history: the pilot,
 * with its ID number when its player has another ship of that name ("Academy Pilot 2").
 */
export function shipName(ship: { name: string; idNumber?: number | null | undefined }): string {
  return ship.idNumber == null ? ship.name : `${ship.name} ${ship.idNumber}`;
}
