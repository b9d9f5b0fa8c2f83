import type { ArmadaState, HullZone, Ship } from '../model/state';
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
