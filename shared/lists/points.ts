import { detailsOf, recordOf, xwingLoadoutValue } from './card-facts';
import type { CardLookup, ListCard, PointsEntry, PointsLookup } from './list';

/** `1 point`, `9 points`. */
export const pointsWord = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

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

/** A cost that depends on the ship the upgrade is fitted to: `{"variable": "agility", "values": {"0": 2, ...}}`. */
export interface CostTable {
  variable: string;
  values: Readonly<Record<string, number>>;
}

/** A cost table as the card data or a points revision writes it, or null when the cost is not one. */
export function costTableOf(cost: unknown): CostTable | null {
  const record = recordOf(cost);
  if (typeof record.variable !== 'string' || !record.variable.trim()) return null;
  const values = Object.entries(recordOf(record.values)).filter((e): e is [string, number] => typeof e[1] === 'number');
  return { variable: record.variable.trim(), values: Object.fromEntries(values) };
}

/** An upgrade's price on the unit it is fitted to, and for a cost by ship stat what it was read from. */
export interface UpgradePrice {
  points: number;
  /** A cost by ship stat, priced: `3 points for agility 1`. */
  why?: string;
  /** A cost by ship stat Sidetable could not read off the ship, in the player's words (a list problem). */
  problem?: string;
}

type StatReader = (pilot: ListCard, ship: ListCard | undefined) => number | string | null | undefined;
/** The ship stats a cost table may name, read off the pilot card (its own stats) or, failing that, its ship. */
const statReaders: Record<string, { words: string; read: StatReader }> = {
  agility: { words: 'agility', read: (p, s) => p.agility ?? s?.agility },
  initiative: { words: 'initiative', read: (p) => p.initiative },
  size: { words: 'size', read: (p, s) => p.size ?? s?.size },
  base: { words: 'base size', read: (p, s) => p.size ?? s?.size },
  hull: { words: 'hull', read: (p, s) => p.hull ?? s?.hull },
  shields: { words: 'shields', read: (p, s) => p.shields ?? s?.shields },
  attack: { words: 'attack', read: (p, s) => p.attack ?? s?.attack },
  energy: { words: 'energy', read: (p, s) => p.energy ?? s?.energy },
  force: { words: 'force', read: (p) => p.force },
};

const dearest = (table: CostTable) => (Object.values(table.values).length ? Math.max(...Object.values(table.values)) : 0);
const covered = (table: CostTable) => Object.keys(table.values).join(', ');

/**
 * The one rule for a cost by ship stat, whichever data states it (the card data's own cost or an
 * imported points revision's): the table's value for the fitted ship's stat. A stat the table
 * does not cover, or a ship whose stat is unknown, is counted at the table's dearest value (a
 * total never flatters) and comes back as a problem; not fitted to a ship yet, the dearest too.
 */
export function priceByTable(upgrade: ListCard, table: CostTable, unit: ListCard | undefined, cards?: CardLookup): UpgradePrice {
  const max = dearest(table);
  if (!unit) return { points: max };
  const stat = table.variable.toLowerCase();
  const reader = Object.hasOwn(statReaders, stat) ? statReaders[stat] : undefined;
  const name = upgrade.name;
  if (!reader) {
    return { points: max, problem: `${name} costs by the ship's "${table.variable}", which Sidetable cannot read off a ship: it is counted at its dearest, ${pointsWord(max)}; check the points.` };
  }
  const ship = unit.shipKey && cards ? cards.card({ edition: unit.edition, kind: 'ship', key: unit.shipKey }) : undefined;
  const value = reader.read(unit, ship);
  if (value === null || value === undefined || value === '') {
    return { points: max, problem: `${name} costs by the ship's ${reader.words}, and the card data gives no ${reader.words} for ${unit.name}: it is counted at its dearest, ${pointsWord(max)}; re-import the card data or take it off.` };
  }
  const shown = typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : String(value);
  const key = Object.keys(table.values).find((k) => k.toLowerCase() === String(value).toLowerCase());
  if (key === undefined) {
    return {
      points: max,
      problem: `${name} costs by the ship's ${reader.words}, and its cost has no price for ${reader.words} ${shown} (${unit.name}), only for ${covered(table) || 'none'}: it is counted at its dearest, ${pointsWord(max)}; take it off or check the points.`,
    };
  }
  const points = table.values[key]!;
  return { points, why: `${pointsWord(points)} for ${reader.words} ${shown}` };
}

/** An upgrade's points on the unit (an X-Wing pilot) it is fitted to: the points revision's cost first, then the card data's. */
export function upgradePrice(upgrade: ListCard, unit: ListCard | undefined, points?: PointsLookup, cards?: CardLookup): UpgradePrice {
  const entry = pointsEntry(upgrade, points);
  if (entry && entry.cost !== null) return { points: entry.cost };
  const table = (entry && costTableOf(entry.costVariable)) ?? costTableOf(detailsOf(upgrade).cost);
  if (table) return priceByTable(upgrade, table, unit, cards);
  const cost = recordOf(detailsOf(upgrade).cost);
  if (typeof cost.value === 'number') return { points: cost.value };
  return { points: upgrade.cost?.min ?? 0 };
}
