import type { CardDetail } from '../ipc/cards';
import type { CardKind, EditionKey } from '../ipc/card-vocabulary';

// A list (an Armada fleet or an X-Wing squad) as Sidetable keeps it: plain JSON that names cards
// by edition and data key, never by database row id, so a list survives re-importing card data,
// moves between machines, and is judged by the pure functions of this folder without a database.

export type ListSystem = 'armada' | 'xwing';

/** Limits the contract checks and the screens show (zod-free, so the renderer can read them). */
export const LIST_NAME_MAX = 80;

/**
 * Issue 40 · a name for a list whose source gives none, that tells two lists apart: its faction, then its
 * leaders (an Armada fleet's commander, then its ships; an X-Wing squad's pilots), as many as fit, the rest
 * counted ("Galactic Empire: Grand Admiral Thrawn, Imperial II-class Star Destroyer and 2 more").
 */
export function nameFromContents(faction: string | null, leaders: readonly string[]): string {
  const names = leaders.map((name) => name.replace(/\s+/g, ' ').trim()).filter((name) => name !== '');
  const head = faction ? `${faction}: ` : '';
  if (names.length === 0) return (faction ?? 'Unnamed list').slice(0, LIST_NAME_MAX);
  for (let shown = names.length; shown >= 1; shown--) {
    const rest = names.length - shown;
    const text = `${head}${names.slice(0, shown).join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
    if (text.length <= LIST_NAME_MAX) return text;
  }
  return `${head}${names[0]}`.slice(0, LIST_NAME_MAX).trim();
}
export const LIST_UNITS_MAX = 40;
export const LIST_UPGRADES_MAX = 16;

/** A card as a list names it: stable across re-imports (the database row id is not). */
export interface CardRef {
  edition: EditionKey;
  kind: CardKind;
  key: string;
}

/** One upgrade card fitted to a unit, in the slot the player put it in. */
export interface ListUpgrade {
  /** The slot it fills, in the data's own words (`Talent`, `Crew`, `commander`, `title`...). */
  slot: string;
  card: CardRef;
}

/** A ship or squadron (Armada) or a pilot (X-Wing) with what is fitted to it. */
export interface ListUnit {
  card: CardRef;
  /** Copies of this entry: Armada squadrons may be listed as `3 x TIE Fighter Squadron`; ships and pilots are 1. */
  count: number;
  upgrades: ListUpgrade[];
}

/** The formats a list can be built for; each names its points limit and which card data it reads. */
export const listFormatKeys = [
  'armada-standard',
  'armada-300',
  'armada-180',
  'armada-sector-600',
  'armada-sector-800',
  'armada-custom',
  'xwing-2.0-standard',
  'xwing-2.0-hyperspace',
  'xwing-2.5-standard',
  'xwing-2.5-extended',
  'xwing-2.5-epic',
] as const;
export type ListFormatKey = (typeof listFormatKeys)[number];

export interface ListFormat {
  key: ListFormatKey;
  system: ListSystem;
  name: string;
  /** The points limit; `armada-custom` takes the list's own `pointsLimit`. */
  pointsLimit: number;
  /** The card-data editions whose cards this format plays (a list mixes no editions of X-Wing). */
  editions: readonly EditionKey[];
  /** X-Wing: the format flag a card must carry to be legal here (`standard`, `extended`, `epic`, `hyperspace`). */
  formatFlag?: 'standard' | 'extended' | 'epic' | 'hyperspace';
  /** X-Wing 2.5: pilots carry a loadout value that caps their upgrades' cost. */
  loadout?: boolean;
}

export const listFormats: Record<ListFormatKey, ListFormat> = {
  'armada-standard': { key: 'armada-standard', system: 'armada', name: 'Standard fleet (400 points)', pointsLimit: 400, editions: ['armada-ffg', 'armada-isb'] },
  'armada-300': { key: 'armada-300', system: 'armada', name: 'Classic fleet (300 points)', pointsLimit: 300, editions: ['armada-ffg', 'armada-isb'] },
  'armada-180': { key: 'armada-180', system: 'armada', name: 'Small battle (180 points)', pointsLimit: 180, editions: ['armada-ffg', 'armada-isb'] },
  'armada-sector-600': { key: 'armada-sector-600', system: 'armada', name: 'Sector fleet (600 points)', pointsLimit: 600, editions: ['armada-ffg', 'armada-isb'] },
  'armada-sector-800': { key: 'armada-sector-800', system: 'armada', name: 'Sector fleet (800 points)', pointsLimit: 800, editions: ['armada-ffg', 'armada-isb'] },
  'armada-custom': { key: 'armada-custom', system: 'armada', name: 'Agreed points limit', pointsLimit: 400, editions: ['armada-ffg', 'armada-isb'] },
  'xwing-2.0-standard': { key: 'xwing-2.0-standard', system: 'xwing', name: 'X-Wing 2.0 (200 points)', pointsLimit: 200, editions: ['xwing-2.0'] },
  'xwing-2.0-hyperspace': { key: 'xwing-2.0-hyperspace', system: 'xwing', name: 'X-Wing 2.0 Hyperspace (200 points)', pointsLimit: 200, editions: ['xwing-2.0'], formatFlag: 'hyperspace' },
  'xwing-2.5-standard': { key: 'xwing-2.5-standard', system: 'xwing', name: 'X-Wing 2.5 Standard (20 points)', pointsLimit: 20, editions: ['xwing-2.5'], formatFlag: 'standard', loadout: true },
  'xwing-2.5-extended': { key: 'xwing-2.5-extended', system: 'xwing', name: 'X-Wing 2.5 Extended (20 points)', pointsLimit: 20, editions: ['xwing-2.5'], formatFlag: 'extended', loadout: true },
  'xwing-2.5-epic': { key: 'xwing-2.5-epic', system: 'xwing', name: 'X-Wing 2.5 Epic', pointsLimit: 20, editions: ['xwing-2.5'], formatFlag: 'epic', loadout: true },
};

/** A whole list. */
export interface FleetList {
  name: string;
  system: ListSystem;
  format: ListFormatKey;
  /** Only for `armada-custom`: the points the players agreed. */
  pointsLimit?: number;
  /** The faction key as the card data writes it (`empire`, `rebel`, `rebelalliance`, `galacticempire`...). */
  faction: string;
  /** X-Wing: an imported points set to price the list with instead of the card data's costs. */
  pointsSetId?: number | null;
  /**
   * The imported card source (its id from `cards.sources`) the list takes its cards from, where two
   * sources hold the same edition; absent: the newest included source of the list's edition.
   */
  sourceId?: number | null;
  units: ListUnit[];
  /** Armada: the three objectives (assault, defense, navigation), in any order; empty for X-Wing. */
  objectives: CardRef[];
  /** Free text the player keeps with the list. */
  notes?: string;
  /** X-Wing (issue 36 item 2): the squad's obstacles, up to three, by their XWS ids (one the catalogue does not know as written). */
  obstacles?: string[];
}

/**
 * What the pure list functions need of a card: the database's card detail, minus what only the
 * database knows (owned copies). The host and the tests hand these over through a `CardLookup`.
 */
export type ListCard = Omit<CardDetail, 'ownedIn' | 'owned' | 'id' | 'sourceFile'>;

export interface CardLookup {
  card(ref: CardRef): ListCard | undefined;
}

/** An X-Wing points set entry (a pilot or an upgrade) as an imported points revision states it. */
export interface PointsEntry {
  kind: 'pilot' | 'upgrade';
  key: string;
  cost: number | null;
  /** A cost by ship stat, as the revision states it (`{"variable": "agility", "values": {"0": 2, ...}}`); `cost` is then null. */
  costVariable?: { variable: string; values: Readonly<Record<string, number>> } | null;
  /** Pilots: loadout value (0 for standard-loadout pilots). */
  loadout?: number | null;
  limited?: number;
  /** Pilots: the slots this revision gives the pilot (replacing the card data's). */
  slots?: readonly string[] | null;
  /** Format legality as the revision states it. */
  standard?: boolean;
  extended?: boolean;
  epic?: boolean;
}

export interface PointsLookup {
  /** A name the player reads: `XWA 50P20 (April 26, 2026)`. */
  name: string;
  entry(kind: 'pilot' | 'upgrade', key: string): PointsEntry | undefined;
}

export const refKey = (ref: CardRef) => `${ref.edition}/${ref.kind}/${ref.key}`;
