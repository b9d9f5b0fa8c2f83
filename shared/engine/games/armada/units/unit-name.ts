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

/** Words that say what kind of hull a unit is, not which one: a tile leaves them out (issue 24). */
const kindWords = /(?:-class\b|\b(?:Star Destroyer|Star Dreadnought|Cruiser-Carrier|Battleship|Cruisers?|Frigate|Corvette|Carriers?|Transports|Ship|Squadron))/gi;

/**
 * The short name a tile shows, by one rule: the card's name without the words that only say what
 * kind of hull it is ("Victory II-class Star Destroyer" → "Victory II", "MC75 Armored Cruiser" →
 * "MC75 Armored", "CR90 Corvette A" → "CR90 A", "X-wing Squadron" → "X-wing"). When two different
 * cards in `among` would read alike ("Gozanti-class Cruisers" and a "Gozanti" of another kind), or
 * nothing would be left, the full name is kept. The ID number is added as in unitName().
 */
export function shortUnitName(name: string, among: readonly { name: string }[] = []): string {
  const short = shortened(name);
  if (short.length === 0) return name;
  const clash = among.some((other) => other.name !== name && shortened(other.name) === short);
  return clash ? name : short;
}

function shortened(name: string): string {
  // A kind word that opens the name is its identity ("Star Dreadnought Assault Prototype"): kept.
  return name.replace(kindWords, (word: string, at: number) => (at === 0 ? word : ' ')).replace(/\s+/g, ' ').trim();
}
