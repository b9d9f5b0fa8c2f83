import { standardLoadout } from '../card-facts';
import type { FleetList } from '../list';
import { slotKey } from './xws-slots';
import type { XwingCardPool, XwingEdition } from './xwing-pool';

// XWS 2.0.0 out, for any builder to read. Ids are the card data's xws ids as they are: a few
// upgrade ids carry a hyphen (`hansolo-gunner`), which the spec's schema pattern forbids but its
// own README prescribes for colliding names and every builder emits; renaming them would make the
// export unreadable everywhere else. Pilot ids with hyphens already match the schema.

export interface XwsPilot {
  id: string;
  upgrades?: Record<string, string[]>;
}

export interface XwsSquad {
  version: '2.0.0';
  name: string;
  faction: string;
  description?: string;
  points?: number;
  pilots: XwsPilot[];
  /** XWS § Obstacles: the squad's obstacles (ids), when the list keeps any. */
  obstacles?: string[];
  vendor: { sidetable: { builder: 'Sidetable'; format: string; edition: XwingEdition; pointsLimit?: number } };
}

export interface XwsExportOptions {
  /** The squad total as the host priced it; omitted when not given (nothing is priced here). */
  points?: number;
}

const copyOf = (pilot: XwsPilot): XwsPilot =>
  pilot.upgrades ? { id: pilot.id, upgrades: Object.fromEntries(Object.entries(pilot.upgrades).map(([slot, ids]) => [slot, [...ids]])) } : { id: pilot.id };

/** The list as an XWS squad object (serialise with JSON.stringify). */
export function exportXws(list: FleetList, pool: XwingCardPool, options: XwsExportOptions = {}): XwsSquad {
  const edition: XwingEdition = list.units.find((u) => u.card.edition === 'xwing-2.0' || u.card.edition === 'xwing-2.5')?.card.edition === 'xwing-2.0' ? 'xwing-2.0' : 'xwing-2.5';
  const cards = pool.editions.get(edition);
  const pilots: XwsPilot[] = [];
  for (const unit of list.units) {
    const pilot: XwsPilot = { id: unit.card.key };
    const pilotCard = cards?.pilots.get(unit.card.key);
    // Standard-loadout pilots carry their upgrades on the card; builders write none.
    if (unit.upgrades.length > 0 && !(pilotCard && standardLoadout(pilotCard).length > 0)) {
      const upgrades: Record<string, string[]> = {};
      for (const upgrade of unit.upgrades) (upgrades[slotKey(upgrade.slot)] ??= []).push(upgrade.card.key);
      pilot.upgrades = upgrades;
    }
    for (let copy = 0; copy < Math.max(1, unit.count); copy++) pilots.push(copy === 0 ? pilot : copyOf(pilot));
  }
  const squad: XwsSquad = {
    version: '2.0.0',
    name: list.name,
    faction: list.faction,
    pilots,
    vendor: { sidetable: { builder: 'Sidetable', format: list.format, edition } },
  };
  if (list.pointsLimit !== undefined) squad.vendor.sidetable.pointsLimit = list.pointsLimit;
  if (list.notes) squad.description = list.notes;
  if (list.obstacles && list.obstacles.length > 0) squad.obstacles = [...list.obstacles];
  if (options.points !== undefined && Number.isInteger(options.points)) squad.points = options.points;
  return squad;
}
