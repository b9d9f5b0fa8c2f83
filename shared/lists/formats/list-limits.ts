import { LIST_UNITS_MAX, LIST_UPGRADES_MAX, type FleetList } from '../list';
import type { RefusedImport } from './import-result';
import { refuse } from './input-checks';

// A list the app could not save is refused at import, in the player's words, rather than handed
// to the host to fail on a field path. The limits are the list model's own.

/** Copies of one entry the list contract accepts (shared/ipc/lists.ts). */
export const LIST_COPIES_MAX = 20;

export function refuseOverLimits(list: FleetList): RefusedImport | null {
  if (list.units.length > LIST_UNITS_MAX) {
    return refuse(`This list has ${list.units.length} ${list.system === 'xwing' ? 'pilots' : 'ships and squadron lines'}; Sidetable keeps at most ${LIST_UNITS_MAX} in one list. Split it into smaller lists in your builder.`);
  }
  for (const [i, unit] of list.units.entries()) {
    const which = list.system === 'xwing' ? `Pilot ${i + 1}` : `Ship ${i + 1}`;
    if (unit.upgrades.length > LIST_UPGRADES_MAX) {
      return refuse(`${which} carries ${unit.upgrades.length} upgrades; Sidetable keeps at most ${LIST_UPGRADES_MAX} on one. Check the list in your builder.`);
    }
    if (unit.count > LIST_COPIES_MAX) {
      return refuse(`A squadron line asks for ${unit.count} copies; Sidetable keeps at most ${LIST_COPIES_MAX} on one line. Check the list in your builder.`);
    }
  }
  return null;
}
