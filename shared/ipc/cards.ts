import { z } from 'zod';
import type { GameSystem } from './game-systems';
import { gameSystemSchema } from './games';
import { hostPathSchema } from './host-path';
import { method } from './method';

import { cardKinds, COLLECTION_NAME_MAX, editionKeys, OWNED_COUNT_MAX, SEARCH_PAGE_MAX, type CardDataLayout, type CardKind, type EditionKey } from './card-vocabulary';

export * from './card-vocabulary';

const editionKeySchema = z.enum(editionKeys, { error: `must be one of ${editionKeys.join(', ')}` });
const cardKindSchema = z.enum(cardKinds, { error: `must be one of ${cardKinds.join(', ')}` });
const rowIdSchema = z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be positive' });
const countSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'cannot be negative' })
  .max(OWNED_COUNT_MAX, { error: `must be at most ${OWNED_COUNT_MAX}` });
export const collectionNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'cannot be empty' })
  .max(COLLECTION_NAME_MAX, { error: `must be at most ${COLLECTION_NAME_MAX} characters` });

export const cardSearchSchema = z
  .object({
    /**
     * Words to find. Names forgive: joined or split words, plurals, the short names players use
     * and a letter or two off; titles, keywords and card text match each word as a prefix.
     */
    text: z.string({ error: 'must be text' }).max(200, { error: 'must be at most 200 characters' }).optional(),
    system: gameSystemSchema.optional(),
    edition: editionKeySchema.optional(),
    kind: cardKindSchema.optional(),
    /** One imported source's cards (its id from `cards.sources`), even one left out; without it, every included source's. */
    source: rowIdSchema.optional(),
    /** A faction key (`rebelalliance`, `empire`, ...): cards of that faction and cards any faction may use. */
    faction: z.string({ error: 'must be a faction key' }).min(1).max(40).optional(),
    costMin: z.number({ error: 'must be a number' }).int().min(0).optional(),
    costMax: z.number({ error: 'must be a number' }).int().min(0).optional(),
    /** With a collection, each result says how many the collection owns. */
    collectionId: rowIdSchema.optional(),
    /** Only cards the collection owns at least one of (needs collectionId). */
    ownedOnly: z.boolean({ error: 'must be true or false' }).optional(),
    offset: z.number({ error: 'must be a number' }).int().min(0, { error: 'cannot be negative' }).default(0),
    limit: z
      .number({ error: 'must be a number' })
      .int()
      .min(1, { error: 'must be at least 1' })
      .max(SEARCH_PAGE_MAX, { error: `must be at most ${SEARCH_PAGE_MAX}` })
      .default(50),
  })
  .strict()
  .refine((q) => !q.ownedOnly || q.collectionId !== undefined, { error: 'ownedOnly needs a collectionId', path: ['ownedOnly'] })
  .refine((q) => q.costMin === undefined || q.costMax === undefined || q.costMin <= q.costMax, {
    error: 'costMin must not be above costMax',
    path: ['costMin'],
  });
export type CardSearch = z.input<typeof cardSearchSchema>;

/** A cost: fixed (`min === max`) or variable (X-Wing 2.0 costs that depend on agility, initiative or size). */
export interface CardCost {
  min: number;
  max: number;
}

/** One search result: enough to list the card. */
export interface CardSummary {
  id: number;
  system: GameSystem;
  edition: EditionKey;
  kind: CardKind;
  /** The data set's id for the card (xws id, ISB key, ...), stable across re-imports. */
  key: string;
  name: string;
  /** Caption, squadron type or card side title: the second line on the card. */
  title: string | null;
  /** The ship a pilot flies, by name ("ARC-170 Starfighter"); null for every other kind. */
  ship: string | null;
  /** Factions that may field the card; empty when any may. */
  factions: string[];
  /** A short label of the source the card came from ("ISB", "FFG", "2.5 · 3.9.1"): shown where two sources could be confused. */
  source: string;
  /** 0 when not unique; otherwise how many copies of this name a list may hold (X-Wing "limited"). */
  uniqueCount: number;
  cost: CardCost | null;
  /** Copies owned in the requested collection (only when the search named one). */
  owned?: number;
}

export interface CardSearchPage {
  total: number;
  offset: number;
  cards: CardSummary[];
}

/** Attack dice as `[red, blue, black]` counts. */
export type ArmadaDice = [number, number, number];

/** Everything the database knows about one card: the typed stats a game module needs, then the rest. */
export interface CardDetail extends CardSummary {
  /** The ship a pilot flies, or the ship a title belongs to (its card key). */
  shipKey: string | null;
  upgradeTypes: string[];
  size: string | null;
  hull: number | null;
  /** X-Wing shields, or the sum of an Armada ship's hull zones. */
  shields: number | null;
  /** Armada shields per hull zone. */
  shieldZones: Partial<Record<'front' | 'left' | 'right' | 'rear' | 'leftAux' | 'rightAux', number>> | null;
  /** Armada: dice per hull zone plus `antiSquadron` (ships), or `antiSquadron` and `antiShip` (squadrons). */
  armament: Record<string, ArmadaDice> | null;
  /** X-Wing primary attack value (the highest of its arcs) and agility, initiative, energy. */
  attack: number | null;
  agility: number | null;
  initiative: number | null;
  energy: number | null;
  charges: number | null;
  force: number | null;
  /** Armada: the ship's top speed, or a squadron's speed. */
  speed: number | null;
  /** Armada speed chart: for each speed, the yaw clicks allowed at each joint. */
  speedChart: Record<string, number[]> | null;
  command: number | null;
  squadronValue: number | null;
  engineering: number | null;
  defenseTokens: string[];
  keywords: string[];
  /** Upgrade slots (ships, pilots). */
  slots: string[];
  /** Formats the data marks the card legal in (standard, extended, epic, hyperspace). */
  formats: string[];
  /** Copies in a damage deck. */
  amount: number | null;
  /** The card's rules text, from the data the player imported. */
  text: string | null;
  /** The rest of what the data set says, as it says it. */
  details: Record<string, unknown>;
  sourceFile: string | null;
  /** The card's copies in each collection that owns any. */
  ownedIn: { collectionId: number; name: string; count: number }[];
}

export interface EditionSummary {
  key: EditionKey;
  system: GameSystem;
  name: string;
  layout: CardDataLayout;
  /** The data set's own version (manifest version, commit, ...) when it says one. */
  dataVersion: string | null;
  cardCounts: Partial<Record<CardKind, number>>;
}

/** Issue 40 · what a box manifest's import did: products written, cards matched, and what it could not read, per line. */
export interface ManifestImportReport {
  edition: EditionKey;
  products: number;
  /** Products whose every card was matched. */
  complete: number;
  entries: number;
  /** Entries the manifest lists that are not cards a collection counts (obstacles, damage decks). */
  notCounted: number;
  unmatched: { product: string; line: number; name: string; type: string; why: string }[];
  problems: { line: number; text: string }[];
}

export interface ProductSummary {
  id: number;
  edition: EditionKey;
  key: string;
  name: string;
  /** Total copies of cards in one box. */
  cardCount: number;
}

/** One card an import left out, in the player's words: where it is, what it says, what was expected. */
export interface SkippedCard {
  /** The file, relative to what the player picked (an archive's name first). */
  file: string;
  /** The card's name as the data gives it, or its place in the file when it has none. */
  card: string;
  /** The field at fault, in words: `initiative`, `cost › value`, `sides 2 › slots`. */
  field: string;
  /** What the data says there (shortened), or `nothing` when the field is missing. */
  value: string;
  /** What a card needs there: `a whole number from 0 to 8`, `one of Small, Medium, Large, Huge`. */
  expected: string;
}

/** A part of a data set kept as its own source: a community faction, older printings, a fan expansion. */
export interface SourcePartSummary {
  part: string;
  name: string;
  cards: number;
  included: boolean;
}

/** What one import read but did not keep as playable cards, and what it set apart. */
export interface ImportReport {
  skipped: SkippedCard[];
  parts: SourcePartSummary[];
  /** Files or folders read and left out on purpose, each with why: "data/reference-card.json: 6 reference cards (not a card kind Sidetable keeps)". */
  leftOut: string[];
}

/** One imported data set (or one community part of it): its cards live beside every other source's. */
export interface CardSourceSummary {
  id: number;
  edition: EditionKey;
  system: GameSystem;
  name: string;
  /** A few letters shown beside a card's name where two sources could be confused. */
  label: string;
  layout: CardDataLayout;
  dataVersion: string | null;
  /** The first 12 hex digits of the content hash: tells apart two releases with one version string. */
  contentHash: string | null;
  part: string;
  /** The main source a community part was imported with. */
  parentId: number | null;
  /** Left out of pickers and search when false. */
  included: boolean;
  importedAt: string;
  origin: string | null;
  cardCounts: Partial<Record<CardKind, number>>;
  report: ImportReport;
}

/** What removing a source takes away, shown before the player confirms. */
export interface SourceRemoval {
  id: number;
  name: string;
  /** The few letters that tell it from another source of the same name ("ISB #1a2b3c"). */
  label: string;
  /** Cards that go: the source's and its community parts'. */
  cards: number;
  /** Its community parts, which go with it. */
  parts: string[];
  /** Copies counted in collections or boxes that move to the same card of another source of the edition. */
  moved: number;
  /** Boxes only this data filled, owned by no collection: they go with it. */
  products: string[];
  /** Saved lists that read cards from it or name it as their source: they are judged again and marked where a card is missing. */
  lists: { id: number; name: string }[];
  /** Why it cannot be removed (a collection counts what only it has), in the player's words; null when it can. */
  blocked: string | null;
}

export interface CardImportSummary {
  status: 'imported';
  /** The main source the import wrote (a new one, or the same data imported again). */
  sourceId: number;
  sourceName: string;
  edition: EditionKey;
  layout: CardDataLayout;
  /** Cards the import left out and community parts it set apart. */
  report: ImportReport;
  /** Cards per kind in the imported data. */
  counts: Partial<Record<CardKind, number>>;
  added: number;
  updated: number;
  /** Cards no longer in the data that were removed (nothing referred to them). */
  removed: number;
  /** Cards no longer in the data but kept because a collection or product counts them. */
  retired: number;
  /**
   * The same content as a source imported before (same content hash, whether it came as a folder,
   * a .zip or a repository .zip): that source was updated in place, none was added beside it.
   */
  sameData?: boolean;
}

/**
 * The edition could not be told from reliable signals (xwing-data2's data version and files): the
 * player picks it, `guess` preselected, and imports again with `edition` set. Nothing was written.
 */
export interface NeedEditionReply {
  status: 'needEdition';
  guess: EditionKey;
  choices: EditionKey[];
  /** Why the data did not say, in words. */
  reason: string;
}

export type CardImportReply = CardImportSummary | NeedEditionReply;

export interface CollectionSummary {
  id: number;
  name: string;
  /** Boxes owned (a product owned twice counts twice). */
  productCount: number;
  /** Loose cards and ships owned on top of the boxes. */
  looseCount: number;
}

export interface CollectionContents extends CollectionSummary {
  products: { productId: number; edition: EditionKey; key: string; name: string; count: number }[];
  loose: { cardId: number; edition: EditionKey; kind: CardKind; key: string; name: string; count: number }[];
}

export interface OwnedCount {
  cardId: number;
  collectionId: number;
  /** Copies from owned products (box contents times boxes owned). */
  fromProducts: number;
  loose: number;
  total: number;
}

export const COLLECTION_FILE_FORMAT = 'sidetable.collection';
export const COLLECTION_FILE_VERSION = 1;

/**
 * A collection as a file: products and loose cards named by edition and data key, not by row id,
 * so it moves between machines and survives re-importing the card data.
 */
export const collectionFileSchema = z
  .object({
    format: z.literal(COLLECTION_FILE_FORMAT, { error: `must be "${COLLECTION_FILE_FORMAT}"` }),
    version: z.literal(COLLECTION_FILE_VERSION, { error: `must be ${COLLECTION_FILE_VERSION}: this Sidetable reads version ${COLLECTION_FILE_VERSION} collections` }),
    name: collectionNameSchema,
    products: z.array(z.object({ edition: editionKeySchema, key: z.string().min(1).max(200), count: countSchema.min(1, { error: 'must be at least 1: leave out what the collection does not hold' }) }).strict()).max(10_000),
    loose: z
      .array(z.object({ edition: editionKeySchema, kind: cardKindSchema, key: z.string().min(1).max(200), count: countSchema.min(1, { error: 'must be at least 1: leave out what the collection does not hold' }) }).strict())
      .max(100_000),
  })
  .strict();
export type CollectionFile = z.output<typeof collectionFileSchema>;

export interface ImportProgress {
  importId: number;
  /** The folder or .zip being imported, as the player picked it. */
  source: string;
  stage: 'reading' | 'writing' | 'done' | 'failed';
  done: number;
  total: number;
  /** The file being read, relative to the data set's root. */
  file?: string;
}

export const cardMethods = {
  /** Forgiving and filtered search, a page at a time: best matches first, then by name. */
  'cards.search': method<CardSearchPage>()(cardSearchSchema),
  'cards.get': method<CardDetail>()(z.object({ id: rowIdSchema }).strict()),
  'cards.editions': method<EditionSummary[]>()(z.object({}).strict()),
  /**
   * Imports a card data set from a folder or a .zip (a path on the host). Runs off the main thread
   * and reports `cards.importProgress`; answers when the data is committed. All or nothing.
   */
  'cards.import': method<CardImportReply>()(
    z
      .object({
        path: hostPathSchema,
        /** The edition, when the player chose it after a `needEdition` reply (or knows better than the data). */
        edition: editionKeySchema.optional(),
        /** Update this source in place (a newer copy of the same data set) instead of adding one beside it. */
        replaces: rowIdSchema.optional(),
      })
      .strict(),
  ),
  /** Every imported source, with what its import skipped and set apart. */
  'cards.sources': method<CardSourceSummary[]>()(z.object({}).strict()),
  /** Includes a source's cards in pickers and search, or leaves them out. */
  'cards.setSourceIncluded': method<CardSourceSummary[]>()(
    z.object({ id: rowIdSchema, included: z.boolean({ error: 'must be true or false' }) }).strict(),
  ),
  /** What removing a source would take away and which saved lists use it (nothing is changed). */
  'cards.sourceRemoval': method<SourceRemoval>()(z.object({ id: rowIdSchema }).strict()),
  /**
   * Removes a source, its community parts and their cards; every other source's cards stay as they
   * were. Copies collections count move to the same card of another source of the edition; refused
   * (`source_in_use`, nothing changed) when a collection counts what only this source has.
   */
  'cards.removeSource': method<{ removed: SourceRemoval; sources: CardSourceSummary[] }>()(z.object({ id: rowIdSchema }).strict()),
  /**
   * The desktop app's own picker for card data: a folder or a .zip. Browser mode has no access to
   * the host's files this way and refuses (`not_available`); the player types the path instead.
   * `path` is null when the player cancels.
   */
  'cards.chooseImportSource': method<{ path: string | null }>()(
    z.object({ kind: z.enum(['folder', 'zip'], { error: 'must be folder or zip' }) }).strict(),
  ),
  'products.list': method<ProductSummary[]>()(z.object({ edition: editionKeySchema.optional() }).strict()),
  /**
   * Issue 40 · what each box contains, from a squad builder's manifest (YASB's manifest.coffee, its text):
   * matched to the X-Wing card data (the edition named, else the newest imported), every product then
   * countable as a box; what could not be matched is reported per line, never guessed.
   */
  'products.importManifest': method<ManifestImportReport>()(
    z
      .object({
        text: z.string({ error: 'must be the text of the manifest file' }).min(1, { error: 'is empty' }).max(4_000_000, { error: 'is longer than any product manifest (4 MB)' }),
        fileName: z.string().max(200).optional(),
        edition: z.enum(['xwing-2.0', 'xwing-2.5']).optional(),
      })
      .strict(),
  ),

  'collections.list': method<CollectionSummary[]>()(z.object({}).strict()),
  'collections.create': method<CollectionSummary>()(z.object({ name: collectionNameSchema }).strict()),
  'collections.rename': method<CollectionSummary>()(z.object({ id: rowIdSchema, name: collectionNameSchema }).strict()),
  'collections.delete': method<{ id: number }>()(z.object({ id: rowIdSchema }).strict()),
  'collections.get': method<CollectionContents>()(z.object({ id: rowIdSchema }).strict()),
  /** How many boxes of a product the collection holds (0 removes it). */
  'collections.setProductCount': method<CollectionContents>()(
    z.object({ collectionId: rowIdSchema, productId: rowIdSchema, count: countSchema }).strict(),
  ),
  /** How many loose copies of a card or ship the collection holds on top of its boxes (0 removes it). */
  'collections.setLooseCount': method<CollectionContents>()(
    z.object({ collectionId: rowIdSchema, cardId: rowIdSchema, count: countSchema }).strict(),
  ),
  'collections.owned': method<OwnedCount>()(z.object({ collectionId: rowIdSchema, cardId: rowIdSchema }).strict()),
  'collections.export': method<CollectionFile>()(z.object({ id: rowIdSchema }).strict()),
  /** Creates a new collection from an exported one; `name` overrides the file's name. All or nothing. */
  'collections.import': method<CollectionContents>()(z.object({ file: collectionFileSchema, name: collectionNameSchema.optional() }).strict()),
} as const;

export interface CardEvents {
  'cards.importProgress': ImportProgress;
  /** An edition's cards changed (imported, a source included, left out or removed); open searches refresh. */
  'cards.changed': { edition: EditionKey };
  /** A collection was created, renamed, deleted or its contents changed. */
  'collections.changed': { reason: 'created' | 'renamed' | 'deleted' | 'contents' | 'imported'; id: number };
}
