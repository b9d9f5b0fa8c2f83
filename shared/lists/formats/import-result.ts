import type { EditionKey } from '../../ipc/card-vocabulary';
import type { FleetList } from '../list';

// What an import hands back: the list it understood, and everything it could not (or would not)
// take at face value, each with where in the paste it is, in words a player reads.

/** `error`: something was left out of the list; `warning`: kept, but check it; `note`: for information. */
export type ImportSeverity = 'error' | 'warning' | 'note';

export interface ImportMessage {
  severity: ImportSeverity;
  /** Where it is, as a player finds it: `line 12`, `pilot 3`, `pilot 3, upgrade ept`. */
  where: string;
  /** 1-based line of an Armada fleet text, when the message is about one line. */
  line?: number;
  text: string;
  /** Issue 43 · a card the card data does not hold (left out): its kind, so the report can say which data would have it. */
  missingCard?: 'pilot' | 'upgrade' | 'ship' | 'squadron' | 'objective' | 'card';
}

/** Points as the builder printed them (never recomputed for X-Wing; checked against the cards for Armada). */
export interface PrintedPoints {
  /** The list total, when printed. */
  total: number | null;
  /** One per unit of `list.units`, in order: what the builder printed for that entry (all copies), or null. */
  units: (number | null)[];
  /** Armada: the squadron subtotal line, when printed. */
  squadrons?: number | null;
}

/** Who wrote the list: the emitter it names or looks like, and the version it states. */
export interface ListProvenance {
  /** `yasb`, `lbn`, `sb2xws`, `xwsd` (XWS vendor key), or the Armada builder detected. */
  builder: string | null;
  /** The vendor block as written (XWS), kept only as provenance. */
  vendor?: Record<string, unknown>;
  /** The version string as written, never trusted. */
  version: string | null;
  /** XWS `ruleset`, when written. */
  ruleset?: string | null;
}

export type ArmadaBuilder = 'kingston' | 'starforge' | 'warlords' | 'flagship' | 'afd' | 'app';

export interface ImportedList {
  ok: true;
  list: FleetList;
  /** The edition the cards were read from (X-Wing), or the one most of the fleet matched (Armada). */
  edition: EditionKey;
  messages: ImportMessage[];
  printed: PrintedPoints;
  provenance: ListProvenance;
  /** A paste that was cut off (missing header lines, subtotals or total): what is there was kept. */
  incomplete: boolean;
  /** Armada only: each unit's points recomputed from the card data (all copies), in `list.units` order. */
  cardPoints?: number[];
  /** X-Wing: why the squad was read with this edition's cards, and which other imported editions it could be read with instead. */
  editionReasons?: { edition: EditionKey; reasons: string[]; against: string[]; others: EditionKey[]; /** Issue 43 · the edition the squad's own hints point to, imported or not. */ signalled?: { edition: EditionKey; why: string } };
  /** The lenient fallback read text that was not strict JSON. */
  lenient?: boolean;
}

export interface RefusedImport {
  ok: false;
  /** What was wrong and what to do, in the player's words. */
  message: string;
  /** What the text looks like instead, when it is a list of the other game. */
  looksLike?: 'xws' | 'armada-text';
}

export type ImportResult = ImportedList | RefusedImport;
