import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import { hullZoneNames, hullZoneOf } from './hull-zones';
import type { ArmadaState, HullZone, HullZoneId, Ship } from '../model/state';
import { findShip, refOf } from './units';
import { hasFaceupDamage } from './units';

/** The ship not destroyed and its named hull zone, or the refusal saying which is missing. */
function shipZone(draft: ArmadaState, shipId: string, zoneId: HullZoneId): Result<{ ship: Ship; zone: HullZone }> {
  const found = findShip(draft, shipId);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed.`);
  const zone = hullZoneOf(ship, zoneId);
  if (!zone) return refuse('unknown_hull_zone', `${ship.name} has no ${hullZoneNames[zoneId]} hull zone.`);
  return ok({ ship, zone });
}

/** Shields never rise above the zone's printed value. */
export function recoverShields(draft: ArmadaState, command: CommandOf<'recoverShields'>): Result<ArmadaEvent[]> {
  const found = shipZone(draft, command.ship, command.zone);
  if (!found.ok) return found;
  const { ship, zone } = found.value;
  if (zone.shields === 0 && hasFaceupDamage(ship, 'Capacitor Failure')) {
    return refuse('capacitor_failure', `Capacitor Failure: ${ship.name}’s ${hullZoneNames[zone.zone]} zone has no shields left, so it cannot recover any.`);
  }
  const room = zone.maxShields - zone.shields;
  if (room === 0) return refuse('shields_full', `${ship.name}’s ${hullZoneNames[zone.zone]} shields are already at their maximum of ${zone.maxShields}.`);
  if (command.amount > room) {
    return refuse('shields_over_maximum', `${ship.name}’s ${hullZoneNames[zone.zone]} zone can recover at most ${room} shield${room === 1 ? '' : 's'} (maximum ${zone.maxShields}).`);
  }
  zone.shields += command.amount;
  return ok([{ type: 'shieldsRecovered', ship: refOf(ship), zone: zone.zone, amount: command.amount, remaining: zone.shields }]);
}

/**
 * Shields lost outside an attack's damage: an effect (a damage card, an upgrade, an objective) takes
 * them, or the player corrects the dial. Shields never fall below zero.
 */
export function loseShields(draft: ArmadaState, command: CommandOf<'loseShields'>): Result<ArmadaEvent[]> {
  const found = shipZone(draft, command.ship, command.zone);
  if (!found.ok) return found;
  const { ship, zone } = found.value;
  if (zone.shields === 0) return refuse('shields_empty', `${ship.name}’s ${hullZoneNames[zone.zone]} zone has no shields left to lose.`);
  if (command.amount > zone.shields) {
    return refuse('shields_below_zero', `${ship.name}’s ${hullZoneNames[zone.zone]} zone has only ${zone.shields} shield${zone.shields === 1 ? '' : 's'} left to lose.`);
  }
  zone.shields -= command.amount;
  return ok([{ type: 'shieldsLost', ship: refOf(ship), zone: zone.zone, amount: command.amount, remaining: zone.shields }]);
}
