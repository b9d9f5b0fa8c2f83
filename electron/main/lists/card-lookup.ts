import type { Statement } from 'better-sqlite3';
import type { CardKind, EditionKey } from '../../../shared/ipc/cards';
import { refKey, type CardLookup, type CardRef, type ListCard } from '../../../shared/lists/list';
import type { Db } from '../db/open';
import { summaryColumns, toSummary, type SummaryRow } from '../cards/card-search';
import { preferredSourceOrder } from '../cards/card-sources-repo';

// The card database as the pure list functions read it: a card by edition, kind and key, in one
// query. Each lookup remembers what it found, so one evaluation reads each card once.

/** A card's summary columns plus what the list rules read. */
export interface CardRow extends SummaryRow {
  ship_key: string | null;
  upgrade_types: string;
  size: string | null;
  hull: number | null;
  shields: number | null;
  attack: number | null;
  agility: number | null;
  initiative: number | null;
  energy: number | null;
  charges: number | null;
  force: number | null;
  speed: number | null;
  command: number | null;
  squadron_value: number | null;
  engineering: number | null;
  defense_tokens: string;
  keywords: string;
  slots: string;
  formats: string;
  amount: number | null;
  details: string;
}

/** The columns a list rule reads (no card text, no shield zones or armament: no rule needs them). */
export const listCardColumns = `${summaryColumns},
  c.ship_key, c.upgrade_types, c.size, c.hull, c.shields, c.attack, c.agility, c.initiative, c.energy, c.charges, c.force, c.speed,
  c.command, c.squadron_value, c.engineering, c.defense_tokens, c.keywords, c.slots, c.formats, c.amount, c.details`;

export function toListCard(row: CardRow): ListCard {
  const { id: _id, owned: _owned, ...summary } = toSummary(row);
  return {
    ...summary,
    shipKey: row.ship_key,
    upgradeTypes: JSON.parse(row.upgrade_types) as string[],
    size: row.size,
    hull: row.hull,
    shields: row.shields,
    shieldZones: null,
    armament: null,
    attack: row.attack,
    agility: row.agility,
    initiative: row.initiative,
    energy: row.energy,
    charges: row.charges,
    force: row.force,
    speed: row.speed,
    speedChart: null,
    command: row.command,
    squadronValue: row.squadron_value,
    engineering: row.engineering,
    defenseTokens: JSON.parse(row.defense_tokens) as string[],
    keywords: JSON.parse(row.keywords) as string[],
    slots: JSON.parse(row.slots) as string[],
    formats: JSON.parse(row.formats) as string[],
    amount: row.amount,
    text: null,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

export interface DbCardLookup extends CardLookup {
  idOf(ref: CardRef): number | undefined;
  /** The source the card was read from. */
  sourceOf(ref: CardRef): number | undefined;
}

type Found = { id: number; source: number; card: ListCard } | null;
type FindParams = { edition: EditionKey; kind: CardKind; key: string; prefer: number };

/**
 * Cards read per connection, kept until the card data changes. Imports run on a worker's own
 * connection, which bumps this connection's `data_version`; the card count catches a change made
 * on this connection (the starter cards).
 */
const cached = new WeakMap<Db, { version: string; found: Map<string, Found>; find: Statement<FindParams, CardRow & { source_id: number }>; count: Statement<[], { n: string }> }>();

function cacheFor(db: Db) {
  let entry = cached.get(db);
  if (!entry) {
    entry = {
      version: '',
      found: new Map(),
      find: db.prepare<FindParams, CardRow & { source_id: number }>(
        // Several sources may hold the edition's card: the list's own source (or a part of it)
        // answers, else the player's preferred one.
        `SELECT ${listCardColumns}, c.source_id FROM cards c JOIN card_editions e ON e.id = c.edition_id JOIN card_sources s ON s.id = c.source_id
         WHERE e.key = @edition AND c.kind = @kind AND c.key = @key AND c.retired = 0
         ORDER BY (c.source_id = @prefer OR s.parent_id = @prefer) DESC, ${preferredSourceOrder} LIMIT 1`,
      ),
      // Which sources are included changes which card answers, so it is part of the version too.
      count: db.prepare<[], { n: string }>("SELECT (SELECT count(*) FROM cards) || '/' || (SELECT coalesce(group_concat(id || ':' || included), '') FROM card_sources) AS n"),
    };
    cached.set(db, entry);
  }
  const version = `${String(db.pragma('data_version', { simple: true }))}/${entry.count.get()!.n}`;
  if (entry.version !== version) {
    entry.version = version;
    entry.found = new Map();
  }
  return entry;
}

/** Cards by edition, kind and key; `preferSource` (a list's source) answers first where it holds the card. */
export function dbCardLookup(db: Db, preferSource?: number | null): DbCardLookup {
  const { find, found } = cacheFor(db);
  const prefer = preferSource ?? 0;
  const read = (ref: CardRef) => {
    const key = `${prefer}|${refKey(ref)}`;
    if (!found.has(key)) {
      const row = find.get({ edition: ref.edition, kind: ref.kind, key: ref.key, prefer });
      found.set(key, row ? { id: row.id, source: row.source_id, card: toListCard(row) } : null);
    }
    return found.get(key) ?? undefined;
  };
  return { card: (ref) => read(ref)?.card, idOf: (ref) => read(ref)?.id, sourceOf: (ref) => read(ref)?.source };
}
