import type { ArmadaDice, CardDataLayout, CardKind, EditionKey, ImportReport } from '../../../../shared/ipc/cards';
import type { GameSystem } from '../../../../shared/ipc/game-systems';

/** One card as every importer hands it to the writer: typed stats first, the data set's rest in `details`. */
export interface CardRecord {
  kind: CardKind;
  /** The data set's id for the card, unique within its edition and kind. */
  key: string;
  name: string;
  title?: string | null;
  factions?: readonly string[];
  uniqueCount?: number;
  costMin?: number | null;
  costMax?: number | null;
  shipKey?: string | null;
  upgradeTypes?: readonly string[];
  size?: string | null;
  hull?: number | null;
  shields?: number | null;
  shieldZones?: ShieldZones | null;
  armament?: Record<string, ArmadaDice> | Record<string, number> | null;
  attack?: number | null;
  agility?: number | null;
  initiative?: number | null;
  energy?: number | null;
  charges?: number | null;
  force?: number | null;
  speed?: number | null;
  speedChart?: Record<string, number[]> | null;
  command?: number | null;
  squadronValue?: number | null;
  engineering?: number | null;
  defenseTokens?: readonly string[];
  keywords?: readonly string[];
  slots?: readonly string[];
  formats?: readonly string[];
  amount?: number | null;
  text?: string | null;
  details?: Record<string, unknown>;
  sourceFile?: string | null;
  /** The part of the data set it belongs to (see `SourcePart`); the main part when absent. */
  part?: string;
}

export interface ShieldZones {
  front?: number;
  left?: number;
  right?: number;
  rear?: number;
  leftAux?: number;
  rightAux?: number;
}

/** A box and what one copy of it holds, by card kind and key within the same edition. */
export interface ProductRecord {
  key: string;
  name: string;
  contents: readonly { kind: CardKind; key: string; count: number }[];
}

export interface EditionRecord {
  key: EditionKey;
  system: GameSystem;
  name: string;
  layout: CardDataLayout;
  dataVersion: string | null;
}

/**
 * A part of a data set kept as its own source, beside the main one: a faction outside the game's
 * official four, older printings, a fan expansion. Left out of pickers until the player includes it.
 */
export interface SourcePart {
  part: string;
  name: string;
  label: string;
}

export const MAIN_PART = 'main';

/** Everything one import writes: one data set's cards, as its own source (and its parts' sources). */
export interface EditionImport {
  edition: EditionRecord;
  cards: CardRecord[];
  products: ProductRecord[];
  /** How the source is named and labelled; the edition's name and layout when absent. */
  source?: { name: string; label: string };
  /** Every part other than the main one that cards name. */
  parts?: SourcePart[];
  /** Hash of every file read (sha-256, hex); absent for the built-in starter sets. */
  contentHash?: string;
  report?: ImportReport;
}

export { editionNames } from '../../../../shared/ipc/card-vocabulary';

/** `Victory II-class Star Destroyer` → `victory-ii-class-star-destroyer`: the key style of the Armada data sets. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
