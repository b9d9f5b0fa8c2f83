import type { HullZone, HullZoneId, Ship } from '../model/state';

/**
 * Hull zones in order around a ship, clockwise from the front. A ship with auxiliary zones has
 * them behind its side zones (between a side and the rear), as on the huge ships' cards; each zone
 * is adjacent to its two neighbours in this ring.
 */
export const hullZoneRing: readonly HullZoneId[] = ['front', 'right', 'right-aux', 'rear', 'left-aux', 'left'];

export const hullZoneNames: Record<HullZoneId, string> = {
  front: 'front',
  right: 'right',
  'right-aux': 'right auxiliary',
  rear: 'rear',
  'left-aux': 'left auxiliary',
  left: 'left',
};

export function sortHullZones<Z extends { zone: HullZoneId }>(zones: readonly Z[]): Z[] {
  return [...zones].sort((x, y) => hullZoneRing.indexOf(x.zone) - hullZoneRing.indexOf(y.zone));
}

export function hullZoneOf(ship: Ship, zone: HullZoneId): HullZone | undefined {
  return ship.hullZones.find((candidate) => candidate.zone === zone);
}

export function adjacentZones(ship: Ship, zone: HullZoneId): HullZoneId[] {
  const ring = ship.hullZones.map((candidate) => candidate.zone);
  const at = ring.indexOf(zone);
  if (at < 0 || ring.length < 2) return [];
  const before = ring[(at - 1 + ring.length) % ring.length] as HullZoneId;
  const after = ring[(at + 1) % ring.length] as HullZoneId;
  return before === after ? [before] : [after, before];
}
