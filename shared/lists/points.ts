import { detailsOf, recordOf, xwingLoadoutValue } from './card-facts';
import type { ListCard, PointsEntry, PointsLookup } from './list';

// Prices, in one place: the card data's points, or an imported X-Wing points set's, which wins
// for every card it names.

export function pointsEntry(card: ListCard, points: PointsLookup | undefined): PointsEntry | undefined {
  // Points sets carry X-Wing 2.5 ids: a 2.0 card of the same id keeps its printed cost.
  if (!points || card.edition !== 'xwing-2.5') return undefined;
  if (card.kind === 'pilot') return points.entry('pilot', card.key);
  if (card.kind === 'upgrade') return points.entry('upgrade', card.key);
  return undefined;
}

/** A ship's, squadron's or pilot's own points. */
export function unitPoints(card: ListCard, points?: PointsLookup): number {
  const entry = pointsEntry(card, points);
  if (entry && entry.cost !== null) return entry.cost;
  return card.cost?.min ?? 0;
}

/** X-Wing 2.5: the pilot's loadout value (0 for a standard-loadout pilot). */
export function loadoutValue(pilot: ListCard, points?: PointsLookup): number | null {
  const entry = pointsEntry(pilot, points);
  if (entry && typeof entry.loadout === 'number') return entry.loadout;
  return xwingLoadoutValue(pilot);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * An upgrade's points on the unit it is fitted to. X-Wing 2.0 variable costs depend on the
 * pilot's agility, initiative or ship size (`details.cost.variable` / `values`).
 */
export function upgradePoints(upgrade: ListCard, unit: ListCard | undefined, points?: PointsLookup): number {
  const entry = pointsEntry(upgrade, points);
  if (entry && entry.cost !== null) return entry.cost;
  const cost = recordOf(detailsOf(upgrade).cost);
  if (typeof cost.variable === 'string') {
    const values = recordOf(cost.values);
    const by =
      cost.variable === 'agility' ? unit?.agility : cost.variable === 'initiative' ? unit?.initiative : cost.variable === 'size' && unit?.size ? capitalised(unit.size) : undefined;
    const value = by === undefined || by === null ? undefined : values[String(by)];
    if (typeof value === 'number') return value;
    // Not fitted to a pilot yet: the dearest it can be, so a total never flatters.
    return upgrade.cost?.max ?? 0;
  }
  if (typeof cost.value === 'number') return cost.value;
  return upgrade.cost?.min ?? 0;
}
