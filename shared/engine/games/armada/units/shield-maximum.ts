import type { ArmadaState, HullZone, HullZoneId, Ship } from '../model/state';
import { isDiscarded } from './card-states';

// a hull zone's shield maximum as the repair command reads it: the printed value, raised
// by a card of the ship's (Auxiliary Shields Team: left and right +1, never past 4) while it
// resolves a repair command. The one place the `shieldMaximumUp` kind is read.

export function shieldMaximum(state: ArmadaState, ship: Ship, zone: HullZone, repairing: boolean): number {
  if (!repairing) return zone.maxShields;
  let maximum = zone.maxShields;
  for (const effect of ship.cardEffects ?? []) {
    if (effect.upgrade && isDiscarded(state, effect.upgrade)) continue;
    for (const change of effect.effects) {
      if (change.kind !== 'shieldMaximumUp' || !(change.zones as string[]).includes(zone.zone)) continue;
      maximum = Math.max(maximum, Math.min(zone.maxShields + change.by, change.cap));
    }
  }
  return maximum;
}

/**
 * The zone over its maximum that stops a shield being recovered in `recovering` (a card moved shields
 * past it: Tranquility, Aspiration): any such zone, or, when the ship's card says so (Gilded Aegis),
 * only that zone itself. The one place `moveOwnShields`' recovery limit is read.
 */
export function zoneBlockingRecovery(ship: Ship, recovering: HullZoneId, maximumOf: (zone: HullZone) => number): HullZone | undefined {
  const thatZoneOnly = (ship.cardEffects ?? []).some((effect) => effect.effects.some((change) => change.kind === 'moveOwnShields' && change.recoverBlock === 'thatZone'));
  return ship.hullZones.find((zone) => zone.shields > maximumOf(zone) && (!thatZoneOnly || zone.zone === recovering));
}
