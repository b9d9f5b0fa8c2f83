import type { Ship, Squadron } from '../model/state';

/**
 * The one name players read for a unit, on the table, in the attack and in the history: the card's
 * name, with the number of its physical ID token when its player has another unit of that name
 * ("TIE Fighter Squadron 2"). Units and events from before ID numbers existed carry none.
 */
export function unitName(unit: { name: string; idNumber?: number | null | undefined }): string {
  return unit.idNumber == null ? unit.name : `${unit.name} ${unit.idNumber}`;
}

/**
 * Units of one player that share a name get ID numbers, as their ID tokens: a number the roster
 * gives is kept, the others get the lowest numbers still free, in roster order. A unit whose name
 * is its player's only one gets none. Returns the name given one number twice, if any.
 */
export function numberIdenticalUnits(units: (Ship | Squadron)[], given: ReadonlyMap<Ship | Squadron, number>): string | null {
  const key = (unit: Ship | Squadron) => `${unit.owner}\u0000${unit.name}`;
  const groups = new Map<string, (Ship | Squadron)[]>();
  for (const unit of units) groups.set(key(unit), [...(groups.get(key(unit)) ?? []), unit]);
  for (const group of groups.values()) {
    const taken = new Set<number>();
    for (const unit of group) {
      const number = given.get(unit);
      if (number === undefined) continue;
      if (taken.has(number)) return unit.name;
      taken.add(number);
      unit.idNumber = number;
    }
    if (group.length < 2) continue;
    let next = 1;
    for (const unit of group) {
      if (unit.idNumber !== null) continue;
      while (taken.has(next)) next++;
      unit.idNumber = next;
      taken.add(next);
    }
  }
  return null;
}
