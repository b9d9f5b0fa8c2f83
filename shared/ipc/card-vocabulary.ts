import type { GameSystem } from './game-systems';

// The card database's words and limits, with no runtime dependency: the host's contract and the
// renderer's filters and steppers share them, so a limit or a name is written once.

/** The kinds of card the database keeps, in the games' own words. */
export const cardKinds = ['ship', 'pilot', 'squadron', 'upgrade', 'objective', 'condition', 'damage'] as const;
export type CardKind = (typeof cardKinds)[number];

/**
 * A data edition is one game's card pool as one data set describes it. The same physical game can
 * have several (X-Wing 2.0 and 2.5 change points and rules), and they live side by side.
 */
export const editionKeys = ['xwing-2.0', 'xwing-2.5', 'armada-ffg', 'armada-isb'] as const;
export type EditionKey = (typeof editionKeys)[number];

export const editionNames: Record<EditionKey, string> = {
  'xwing-2.0': 'X-Wing 2.0',
  'xwing-2.5': 'X-Wing 2.5',
  'armada-ffg': 'Armada (FFG data)',
  'armada-isb': 'Armada (ISB data)',
};

export const systemOfEdition: Record<EditionKey, GameSystem> = {
  'xwing-2.0': 'xwing',
  'xwing-2.5': 'xwing',
  'armada-ffg': 'armada',
  'armada-isb': 'armada',
};

/** The card data layouts Sidetable can import from a folder or a .zip. */
export type CardDataLayout = 'xwing-data2' | 'armada-ffg' | 'armada-isb' | 'starter';

export const SEARCH_PAGE_MAX = 200;
export const COLLECTION_NAME_MAX = 80;
/** More copies than any player owns, well below anything that could overflow a sum. */
export const OWNED_COUNT_MAX = 999;
