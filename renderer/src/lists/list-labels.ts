import type { ListProblem } from '../../../shared/lists/evaluation';
import { listFormatKeys, listFormats, type ListFormat, type ListSystem } from '../../../shared/lists/list';
import { factionName, factionsBySystem } from '../cards/card-labels';

// The words the list screens show: systems, formats and factions by name, problems counted. The
// host judges every list; nothing here computes points or legality.

export const listSystems: readonly ListSystem[] = ['armada', 'xwing'];
export const listSystemNames: Record<ListSystem, string> = { armada: 'Armada fleet', xwing: 'X-Wing squad' };

export const formatsOf = (system: ListSystem): ListFormat[] => listFormatKeys.map((key) => listFormats[key]).filter((f) => f.system === system);

/** The factions the card data of a system names, in words (the importers' keys underneath). */
export const factionsOf = (system: ListSystem) => factionsBySystem[system];

export { factionName };

/** "Legal", or "3 problems". */
export function problemsText(count: number): string {
  if (count === 0) return 'Legal';
  return count === 1 ? '1 problem' : `${count} problems`;
}

/** The problems placed next to one unit (not one of its upgrades), or next to one upgrade. */
export const problemsAt = (problems: readonly ListProblem[], unit: number, upgrade?: number): ListProblem[] =>
  problems.filter((p) => p.unit === unit && p.upgrade === upgrade);

/** List-wide problems: those the host placed next to no unit. */
export const listWideProblems = (problems: readonly ListProblem[]): ListProblem[] => problems.filter((p) => p.unit === undefined);

/** Slots in the data's own words, capitalised for a heading (`commander` → `Commander`). */
export const slotName = (slot: string): string => slot.charAt(0).toUpperCase() + slot.slice(1);
