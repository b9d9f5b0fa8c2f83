import type { CardRef, ListFormatKey } from './list';

// What the pure list functions say about a list: its points, unit by unit, and every rule it
// breaks, each in the player's words and placed next to the unit or upgrade it concerns.

/** Each rule a list builder enforces has a stable id, so the screen and the tests can name it. */
export type ListRule =
  // both games
  | 'points-limit'
  | 'faction'
  | 'unique-name'
  | 'unknown-card'
  | 'wrong-edition'
  | 'slot-missing'
  | 'upgrade-restriction'
  | 'format-legality'
  | 'empty-list'
  // Armada
  | 'squadron-third'
  | 'flotilla-limit'
  | 'commander-count'
  | 'commander-on-flagship'
  | 'objective-categories'
  | 'modification-per-ship'
  | 'duplicate-upgrade-on-ship'
  | 'title-ship-class'
  // X-Wing
  | 'limited-copies'
  | 'loadout'
  | 'standard-loadout'
  | 'variable-cost';

export interface ListProblem {
  rule: ListRule;
  /** One sentence in the player's words: what is wrong and what would fix it. */
  message: string;
  /** The unit (index into `list.units`) the problem sits next to; absent for list-wide problems. */
  unit?: number;
  /** The upgrade (index into that unit's `upgrades`) it concerns. */
  upgrade?: number;
  /** Issue 40 · the upgrade can never fit this unit, whatever else is taken off (a two-slot device, one Device slot). */
  cannotFit?: true;
}

export interface UpgradeEvaluation {
  slot: string;
  card: CardRef;
  name: string;
  /** Points this upgrade adds (already counted once per copy of the unit). */
  points: number;
  /** A cost by ship stat, as priced on this unit: `3 points for agility 1`. */
  pointsWhy?: string;
  found: boolean;
}

export interface UnitEvaluation {
  card: CardRef;
  name: string;
  /** Caption, squadron type or ship a pilot flies: what tells two same-named cards apart. */
  title: string | null;
  found: boolean;
  count: number;
  /** The unit card's own points, for one copy. */
  basePoints: number;
  /** The whole entry: (base + upgrades) × count. */
  points: number;
  upgrades: UpgradeEvaluation[];
  /** Armada: this ship carries the commander. */
  flagship?: boolean;
  /** X-Wing 2.5: a standard-loadout pilot's fixed upgrades (printed on its card; they cost nothing more). */
  fixedUpgrades?: string[];
  /** X-Wing 2.5: loadout value and how much of it the upgrades use (upgrades cost loadout, not squad points). */
  loadout?: { used: number; value: number };
  /** Slots the unit has, each with how many copies (so the builder offers only what fits). */
  slots: { slot: string; count: number; used: number }[];
}

export interface ListEvaluation {
  format: ListFormatKey;
  pointsLimit: number;
  total: number;
  /** Armada: points spent on squadrons, and the most the list may spend (a third of the limit, rounded up). */
  squadronPoints?: number;
  squadronLimit?: number;
  units: UnitEvaluation[];
  objectives: { card: CardRef; name: string; category: 'assault' | 'defense' | 'navigation' | null; found: boolean }[];
  /** Where the prices came from: the card data, or the points set named here. */
  pricedBy: string;
  problems: ListProblem[];
  legal: boolean;
}
