import { z } from 'zod';
import type { ListEvaluation } from '../lists/evaluation';
import { LIST_NAME_MAX, LIST_UNITS_MAX, LIST_UPGRADES_MAX, listFormatKeys, type FleetList, type ListFormatKey, type ListSystem } from '../lists/list';
import { cardKinds, editionKeys, type CardKind, type EditionKey } from './card-vocabulary';
import { hostPathSchema } from './host-path';
import { method } from './method';

// The list methods of the one contract. The renderer never computes points or legality: every
// answer that shows a list carries the host's evaluation of it (shared/lists, one place).

export { LIST_NAME_MAX, LIST_UNITS_MAX, LIST_UPGRADES_MAX };

const rowId = z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be positive' });
export const listNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'needs a name' })
  .max(LIST_NAME_MAX, { error: `must be at most ${LIST_NAME_MAX} characters` })
  .refine((name) => !name.includes('\u0000'), { error: 'cannot contain a NUL character' });
const listSystemSchema = z.enum(['armada', 'xwing'], { error: 'must be armada or xwing' });
const formatSchema = z.enum(listFormatKeys, { error: `must be one of ${listFormatKeys.join(', ')}` });
const factionSchema = z.string({ error: 'must be a faction' }).trim().min(1, { error: 'needs a faction' }).max(40);

export const cardRefSchema = z
  .object({
    edition: z.enum(editionKeys, { error: 'is not a card data edition Sidetable knows' }),
    kind: z.enum(cardKinds, { error: 'is not a kind of card' }),
    key: z.string({ error: 'must be a card key' }).min(1).max(200),
  })
  .strict();

const listUnitSchema = z
  .object({
    card: cardRefSchema,
    count: z.int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(20, { error: 'must be at most 20' }),
    upgrades: z
      .array(z.object({ slot: z.string().min(1).max(60), card: cardRefSchema }).strict())
      .max(LIST_UPGRADES_MAX, { error: `a unit takes at most ${LIST_UPGRADES_MAX} upgrades` }),
  })
  .strict();

export const fleetListSchema = z
  .object({
    name: listNameSchema,
    system: listSystemSchema,
    format: formatSchema,
    pointsLimit: z.int().min(1).max(10_000).optional(),
    faction: factionSchema,
    pointsSetId: rowId.nullable().optional(),
    sourceId: rowId.nullable().optional(),
    units: z.array(listUnitSchema).max(LIST_UNITS_MAX, { error: `a list holds at most ${LIST_UNITS_MAX} entries` }),
    objectives: z.array(cardRefSchema).max(6, { error: 'a fleet has three objectives' }),
    notes: z.string().max(4000).optional(),
    obstacles: z.array(z.string().min(1).max(60)).max(3, { error: 'a squad brings three obstacles' }).optional(),
  })
  .strict() satisfies z.ZodType<FleetList>;

export interface ListSummary {
  id: number;
  name: string;
  system: ListSystem;
  format: ListFormatKey;
  faction: string;
  total: number;
  pointsLimit: number;
  legal: boolean;
  problemCount: number;
  createdAt: number;
  updatedAt: number;
  /** Last opened, edited or played: lists are sorted by it, most recent first. */
  lastUsedAt: number;
}

/** The card source a list takes its cards from, as the builder shows it. */
export interface ListSource {
  id: number;
  /** "Armada · ISB 2024-05" */
  name: string;
  /** A few letters shown beside a card where two sources could be confused. */
  label: string;
  edition: EditionKey;
  /** The player picked it (else it is the default: the newest included source of the list's edition). */
  chosen: boolean;
  included: boolean;
}

export interface ListDetail {
  summary: ListSummary;
  list: FleetList;
  evaluation: ListEvaluation;
  /** Where its cards come from; null when no source of its format's editions is imported. */
  source: ListSource | null;
}

/** One card the builder may add: a unit for the list, or an upgrade for one unit's slot. */
export interface ListChoice {
  card: { edition: EditionKey; kind: CardKind; key: string };
  name: string;
  /** What tells it from a same-named card: caption, squadron type, the ship a pilot flies. */
  title: string | null;
  /** The ship a pilot flies, by name: nine pilots may share a name ("Odd Ball"). */
  ship?: string | null;
  points: number | null;
  /** For an upgrade whose cost is by ship stat: what it costs on this unit and why (`3 points for agility 1`). */
  pointsWhy?: string;
  /** For upgrades: the slot it would fill. */
  slot?: string;
  /** Copies the chosen collection owns, when a collection was named. */
  owned?: number;
  /** The short label of the card's source ("ISB", "2.5 · 3.9.1"): shown where two sources could be confused. */
  source: string;
  /** Issue 40 · what tells it from another choice that reads the same: a standard loadout, another printing, its source. */
  differs?: string;
}

/** A page of choices: `total` is every choice that fits and matches, never a silent cap. */
export interface ListChoicePage {
  total: number;
  offset: number;
  choices: ListChoice[];
}

export const CHOICES_PAGE_MAX = 200;
const choicePage = {
  offset: z.int({ error: 'must be a whole number' }).min(0, { error: 'cannot be negative' }).max(100_000).default(0),
  limit: z.int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(CHOICES_PAGE_MAX, { error: `must be at most ${CHOICES_PAGE_MAX}` }).default(50),
};

export interface CollectionCheck {
  collectionId: number;
  covered: boolean;
  /** Each card the list needs more of than the collection owns. */
  missing: { card: { edition: EditionKey; kind: CardKind; key: string }; name: string; kind: CardKind; needed: number; owned: number }[];
  /** The same, in one sentence: "missing: 1 × TIE Defender Squadron, 1 × Darth Vader (commander)". */
  sentence: string;
  /** Issue 40 · the boxes that hold what is missing, best first: how many of the missing copies one more of each covers. */
  boxes?: { name: string; covers: number; of: number }[];
}

export interface PointsSetSummary {
  id: number;
  /** The set (`XWA`, `AMG`) and revision (`50P20`) as the files name them. */
  set: string;
  revision: string;
  name: string;
  effectiveDate: string | null;
  pilots: number;
  upgrades: number;
  importedAt: number;
  /** Ids in the points files that no imported card carries (reported, never dropped silently). */
  unknownIds: string[];
  /** Only in points.import's answer: revisions the listings name whose files are missing (skipped, not imported). */
  skipped?: string[];
  /** Only in points.import's answer: imported from its set's folder, though this listing (`X2PO/points-revisions.json`) does not name it. */
  notListedIn?: string;
}

export const listMethods = {
  'lists.list': method<ListSummary[]>()(z.object({ system: listSystemSchema.optional() }).strict()),
  'lists.get': method<ListDetail>()(z.object({ id: rowId }).strict()),
  'lists.create': method<ListDetail>()(
    z.object({ name: listNameSchema, system: listSystemSchema, format: formatSchema, faction: factionSchema, pointsLimit: z.int().min(1).max(10_000).optional() }).strict(),
  ),
  /** Replaces the whole list (the builder sends the list as the player left it); an illegal list is saved and marked. */
  'lists.save': method<ListDetail>()(z.object({ id: rowId, list: fleetListSchema }).strict()),
  'lists.rename': method<ListSummary>()(z.object({ id: rowId, name: listNameSchema }).strict()),
  'lists.copy': method<ListDetail>()(z.object({ id: rowId, name: listNameSchema.optional() }).strict()),
  'lists.delete': method<{ id: number }>()(z.object({ id: rowId }).strict()),
  /** Points and legality of a list that is not saved (an import being previewed). */
  'lists.evaluate': method<ListEvaluation>()(z.object({ list: fleetListSchema }).strict()),
  'lists.collectionCheck': method<CollectionCheck>()(z.object({ id: rowId, collectionId: rowId }).strict()),
  /** The list as printable, shareable text. */
  'lists.text': method<{ text: string }>()(z.object({ id: rowId }).strict()),
  /**
   * Units the list may add (its source, format and faction), found by name as the card search finds
   * them (typos, joined words, plurals, the short names players use), best first, a page at a time.
   */
  'lists.unitChoices': method<ListChoicePage>()(
    z.object({ id: rowId, text: z.string().max(200).optional(), collectionId: rowId.optional(), ...choicePage }).strict(),
  ),
  /** Upgrades that fit one unit's slot (slot, faction, size, ship, traits, format), found by name, a page at a time. */
  'lists.upgradeChoices': method<ListChoicePage>()(
    z
      .object({ id: rowId, unit: z.int().min(0).max(LIST_UNITS_MAX), slot: z.string().min(1).max(60), text: z.string().max(200).optional(), collectionId: rowId.optional(), ...choicePage })
      .strict(),
  ),
  /** Objectives an Armada list may take, found by name, a page at a time. */
  'lists.objectiveChoices': method<ListChoicePage>()(z.object({ id: rowId, text: z.string().max(200).optional(), ...choicePage }).strict()),
  /** The card sources the list may take its cards from (its format's editions), the one it uses first. */
  'lists.sourceChoices': method<ListSource[]>()(z.object({ id: rowId }).strict()),

  /** Imports an X-Wing points revision folder (a `revision.json` and its faction files) or a points repository. */
  'points.import': method<PointsSetSummary[]>()(z.object({ path: hostPathSchema }).strict()),
  'points.list': method<PointsSetSummary[]>()(z.object({}).strict()),
} as const;

export interface ListEvents {
  /** A list was created, saved, renamed, copied or deleted. */
  /** `rejudged`: card data changed, every list was priced and judged again (`id` is 0: all of them). */
  'lists.changed': { reason: 'created' | 'saved' | 'renamed' | 'copied' | 'deleted' | 'imported' | 'rejudged'; id: number };
  'points.changed': { reason: 'imported' };
}
