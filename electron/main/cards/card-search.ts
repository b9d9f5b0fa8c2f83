import type { Statement } from 'better-sqlite3';
import type { z } from 'zod';
import type { CardDetail, CardKind, CardSearchPage, CardSummary, EditionKey, cardSearchSchema } from '../../../shared/ipc/cards';
import type { GameSystem } from '../../../shared/ipc/game-systems';
import type { Db } from '../db/open';
import { ownedCopiesSql } from './collections-repo';
import { aliasWords } from './search/card-aliases';
import { cardsByName } from './search/card-name-index';

export type CardSearchQuery = z.output<typeof cardSearchSchema>;

type Params = Record<string, string | number>;
/**
 * A search's SQL depends only on which filters are set, so there are few shapes; preparing each
 * once per connection keeps SQLite's parse and plan out of every keystroke.
 */
const preparedSearches = new WeakMap<Db, Map<string, Statement<Params, unknown>>>();
function prepared<Row>(db: Db, sql: string): Statement<Params, Row> {
  let cache = preparedSearches.get(db);
  if (!cache) preparedSearches.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare<Params, unknown>(sql)));
  return statement as Statement<Params, Row>;
}

export interface SummaryRow {
  id: number;
  system: GameSystem;
  edition: EditionKey;
  kind: CardKind;
  key: string;
  name: string;
  title: string | null;
  ship: string | null;
  source: string;
  factions: string;
  unique_count: number;
  cost_min: number | null;
  cost_max: number | null;
  owned?: number;
}

/** A pilot's ship is the ship card of its data set with the pilot's ship key. */
export const summaryColumns = `c.id, e.system, e.key AS edition, c.kind, c.key, c.name, c.title, c.unique_count, c.cost_min, c.cost_max,
  (SELECT s.name FROM cards s WHERE c.kind = 'pilot' AND s.source_id = c.source_id AND s.kind = 'ship' AND s.key = c.ship_key) AS ship,
  (SELECT src.label FROM card_sources src WHERE src.id = c.source_id) AS source,
  (SELECT json_group_array(faction) FROM card_factions f WHERE f.card_id = c.id) AS factions`;

export function toSummary(row: SummaryRow): CardSummary {
  return {
    id: row.id,
    system: row.system,
    edition: row.edition,
    kind: row.kind,
    key: row.key,
    name: row.name,
    title: row.title,
    ship: row.ship,
    source: row.source,
    factions: JSON.parse(row.factions) as string[],
    uniqueCount: row.unique_count,
    cost: row.cost_min === null || row.cost_max === null ? null : { min: row.cost_min, max: row.cost_max },
    ...(row.owned === undefined ? {} : { owned: row.owned }),
  };
}

/** Fewer letters than this is someone starting to type a name: match names only, in name order. */
const BROWSE_BELOW_LETTERS = 3;

/**
 * The player's words as an FTS5 query: every word must match, each as a prefix ("luk sky" finds
 * Luke Skywalker); a hyphenated word is a phrase ("x-wing"). Quoting every token means nothing the
 * player types is read as FTS syntax. `ranked` is false for a name-prefix browse (see above), which
 * ranking a thousand one-letter matches by relevance would only slow down.
 */
export function ftsQuery(text: string): { match: string; ranked: boolean } | null {
  const words = text
    .normalize('NFKC')
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((tokens) => tokens.length > 0)
    .slice(0, 12);
  if (!words.length) return null;
  const phrases = words.map((tokens) => `"${tokens.join(' ')}"*`);
  if (words.flat().join('').length < BROWSE_BELOW_LETTERS) return { match: `name : (${phrases.join(' ')})`, ranked: false };
  return { match: phrases.join(' '), ranked: true };
}

/**
 * Where a match in titles, keywords or card text ranks: after every match by name (whose ranks
 * are their places in the name index's order, far below this), then by bm25, which is negative
 * and better the lower it is.
 */
const TEXT_RANK = 1_000_000;

/** The total when the page did not carry it: known from the page when it is the last one, else counted. */
function countMatches(db: Db, pageLength: number, query: CardSearchQuery, matchingSql: string, params: Params): number {
  if (pageLength > 0 && pageLength < query.limit) return query.offset + pageLength;
  if (pageLength === 0 && query.offset === 0) return 0;
  return prepared<{ total: number }>(db, `SELECT count(*) AS total FROM (${matchingSql})`).get(params)!.total;
}

/** The filters a search names, as SQL on `cards c` and `card_editions e`. */
function filtersOf(query: CardSearchQuery, params: Params): { where: string[]; owned: string } {
  const where = ['c.retired = 0'];
  if (query.system) {
    where.push('e.system = @system');
    params.system = query.system;
  }
  if (query.edition) {
    where.push('e.key = @edition');
    params.edition = query.edition;
  }
  // A source the player left out of search is left out, unless asked for by name.
  if (query.source !== undefined) {
    where.push('c.source_id = @source');
    params.source = query.source;
  } else {
    where.push('c.source_id IN (SELECT id FROM card_sources WHERE included = 1)');
  }
  if (query.kind) {
    where.push('c.kind = @kind');
    params.kind = query.kind;
  }
  if (query.faction) {
    // A card with no faction rows is open to every faction.
    where.push('(c.id IN (SELECT card_id FROM card_factions WHERE faction = @faction) OR c.id NOT IN (SELECT card_id FROM card_factions))');
    params.faction = query.faction;
  }
  // A variable cost matches when any of its values is in range.
  if (query.costMin !== undefined) {
    where.push('c.cost_max >= @costMin');
    params.costMin = query.costMin;
  }
  if (query.costMax !== undefined) {
    where.push('c.cost_min <= @costMax');
    params.costMax = query.costMax;
  }
  let owned = '';
  if (query.collectionId !== undefined) {
    params.collectionId = query.collectionId;
    owned = `, ${ownedCopiesSql('c.id', '@collectionId')} AS owned`;
    if (query.ownedOnly) where.push(`${ownedCopiesSql('c.id', '@collectionId')} > 0`);
  }
  return { where, owned };
}

/** The page's rows, read once the page's ids are known (the columns a result shows, for those rows only). */
const pageSql = (pageIds: string, owned: string) =>
  `SELECT ${summaryColumns}${owned}, page.total
   FROM (${pageIds}) page
   JOIN cards c ON c.id = page.id JOIN card_editions e ON e.id = c.edition_id
   ORDER BY page.rank, c.name COLLATE NOCASE, c.id`;

export function searchCards(db: Db, query: CardSearchQuery): CardSearchPage {
  const params: Params = { limit: query.limit, offset: query.offset };
  const { where, owned } = filtersOf(query, params);
  // The player's words, matched by the one rule every search shares (cardsMatching, below).
  const matching = cardsMatching(db, query.text ?? '');
  let from = 'cards c JOIN card_editions e ON e.id = c.edition_id';
  let rank = '0';
  if (matching) {
    Object.assign(params, matching.params);
    from = `${matching.from} JOIN card_editions e ON e.id = c.edition_id`;
    if (matching.where) where.push(matching.where);
    if (matching.rank) rank = matching.rank;
  }
  const filteredWhere = where.join(' AND ');
  const rows = prepared<SummaryRow & { total: number | null }>(
    db,
    pageSql(
      `SELECT c.id, ${rank} AS rank, count(*) OVER () AS total FROM ${from} WHERE ${filteredWhere}
       ORDER BY rank, c.name COLLATE NOCASE, c.id LIMIT @limit OFFSET @offset`,
      owned,
    ),
  ).all(params);
  return {
    total: rows[0]?.total ?? countMatches(db, rows.length, query, `SELECT c.id FROM ${from} WHERE ${filteredWhere}`, params),
    offset: query.offset,
    cards: rows.map(toSummary),
  };
}

interface DetailRow extends SummaryRow {
  ship_key: string | null;
  upgrade_types: string;
  size: string | null;
  hull: number | null;
  shields: number | null;
  shield_front: number | null;
  shield_left: number | null;
  shield_right: number | null;
  shield_rear: number | null;
  shield_left_aux: number | null;
  shield_right_aux: number | null;
  armament: string | null;
  attack: number | null;
  agility: number | null;
  initiative: number | null;
  energy: number | null;
  charges: number | null;
  force: number | null;
  speed: number | null;
  speed_chart: string | null;
  command: number | null;
  squadron_value: number | null;
  engineering: number | null;
  defense_tokens: string;
  keywords: string;
  slots: string;
  formats: string;
  amount: number | null;
  text: string | null;
  details: string;
  source_file: string | null;
}

const parse = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function shieldZonesOf(row: DetailRow): CardDetail['shieldZones'] {
  const zones: NonNullable<CardDetail['shieldZones']> = {};
  const pairs = [
    ['front', row.shield_front],
    ['left', row.shield_left],
    ['right', row.shield_right],
    ['rear', row.shield_rear],
    ['leftAux', row.shield_left_aux],
    ['rightAux', row.shield_right_aux],
  ] as const;
  for (const [zone, value] of pairs) if (value !== null) zones[zone] = value;
  return Object.keys(zones).length ? zones : null;
}

export function getCard(db: Db, id: number): CardDetail | null {
  const row = db
    .prepare<[number], DetailRow>(
      `SELECT ${summaryColumns}, c.ship_key, c.upgrade_types, c.size, c.hull, c.shields, c.shield_front, c.shield_left, c.shield_right,
         c.shield_rear, c.shield_left_aux, c.shield_right_aux, c.armament, c.attack, c.agility, c.initiative, c.energy, c.charges,
         c.force, c.speed, c.speed_chart, c.command, c.squadron_value, c.engineering, c.defense_tokens, c.keywords, c.slots,
         c.formats, c.amount, c.text, c.details, c.source_file
       FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE c.id = ?`,
    )
    .get(id);
  if (!row) return null;
  const ownedIn = db
    .prepare<{ cardId: number }, { collectionId: number; name: string; count: number }>(
      `SELECT * FROM (SELECT k.id AS collectionId, k.name, ${ownedCopiesSql('@cardId', 'k.id')} AS count FROM collections k)
       WHERE count > 0 ORDER BY name COLLATE NOCASE`,
    )
    .all({ cardId: id });
  return {
    ...toSummary(row),
    shipKey: row.ship_key,
    upgradeTypes: JSON.parse(row.upgrade_types) as string[],
    size: row.size,
    hull: row.hull,
    shields: row.shields,
    shieldZones: shieldZonesOf(row),
    armament: parse<CardDetail['armament']>(row.armament),
    attack: row.attack,
    agility: row.agility,
    initiative: row.initiative,
    energy: row.energy,
    charges: row.charges,
    force: row.force,
    speed: row.speed,
    speedChart: parse<Record<string, number[]>>(row.speed_chart),
    command: row.command,
    squadronValue: row.squadron_value,
    engineering: row.engineering,
    defenseTokens: JSON.parse(row.defense_tokens) as string[],
    keywords: JSON.parse(row.keywords) as string[],
    slots: JSON.parse(row.slots) as string[],
    formats: JSON.parse(row.formats) as string[],
    amount: row.amount,
    text: row.text,
    details: JSON.parse(row.details) as Record<string, unknown>,
    sourceFile: row.source_file,
    ownedIn,
  };
}

/** What a player's words find, as SQL other searches add their filters to (see `cardsMatching`). */
export interface CardsMatching {
  /** Joins `cards c` (no editions): the matching cards only. */
  from: string;
  /** A condition the match needs, if any. */
  where: string | null;
  /** Orders best first (lower is better); null: no order of its own (a browse goes by name). */
  rank: string | null;
  params: Params;
}

/**
 * The cards the words find, ranked as `searchCards` ranks them: by name through the forgiving name
 * index (typos, joined words, plurals, the short names players use), then by titles, keywords and
 * card text; one or two letters browse the names that start with them. For other screens' searches
 * (the list builder's pickers), so every search forgives by the one rule. Null: no words to match.
 */
export function cardsMatching(db: Db, text: string): CardsMatching | null {
  const byName = ftsQuery(text);
  if (!byName) return null;
  const named = byName.ranked || aliasWords(text) ? cardsByName(db, text) : null;
  if (!named) return { from: 'cards_fts JOIN cards c ON c.id = cards_fts.rowid', where: 'cards_fts MATCH @match', rank: null, params: { match: byName.match } };
  // Found by name (in the name index's order), or else by titles, keywords and text. The hits are
  // few and drive the join (CROSS JOIN fixes that order): with a kind filter SQLite would otherwise
  // walk every card of that kind and rescan the hits for each one (200 ms, not 0.3).
  return {
    from: `(SELECT id, min(rank) AS rank FROM (
              SELECT value AS id, key AS rank FROM json_each(@named)
              UNION ALL
              SELECT rowid AS id, ${TEXT_RANK} + bm25(cards_fts, 10.0, 4.0, 2.0, 1.0) AS rank FROM cards_fts WHERE cards_fts MATCH @match)
            GROUP BY id) hit
           CROSS JOIN cards c ON c.id = hit.id`,
    where: null,
    rank: 'hit.rank',
    params: { named: JSON.stringify(named.map((match) => match.id)), match: byName.match },
  };
}
