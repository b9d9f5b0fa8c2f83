import type { CollectionCheck, ListChoice, ListChoicePage } from '../../../shared/ipc/lists';
import type { Statement } from 'better-sqlite3';
import { cardsNeeded } from '../../../shared/lists/cards-needed';
import { armadaUniqueNames, standardLoadout, upgradeSlotsNeeded } from '../../../shared/lists/card-facts';
import { cardLabel, evaluateList } from '../../../shared/lists/evaluate';
import type { ListProblem, ListRule } from '../../../shared/lists/evaluation';
import type { FleetList, PointsLookup } from '../../../shared/lists/list';
import { unitPoints } from '../../../shared/lists/points';
import { refusedToFaction } from '../../../shared/lists/xwing-rules';
import { cardsMatching } from '../cards/card-search';
import type { Db } from '../db/open';
import { dbCardLookup, type CardRow } from './card-lookup';
import { listSource } from './list-source';
import { ownedAnyEditionSql } from './owned';
import { pointsLookup } from './points-repo';

// What the builder may add to a list (units, an upgrade for one slot, objectives), and whether a
// collection covers a list. The list rules decide what fits: a candidate is tried on the list.
// Words find cards as the card search finds them (one forgiving rule, card-search.ts), best first;
// every answer is a page with the total, so nothing is cut off without a word.

type Params = Record<string, string | number>;
/** A search's rows name the cards; the cards themselves come from the lookup's cache. */
interface ChoiceRow {
  id: number;
  edition: CardRow['edition'];
  kind: CardRow['kind'];
  key: string;
  source: string;
  owned?: number;
  total: number;
}
/** A choice search's SQL depends only on which filters are set: each shape is prepared once per connection. */
const preparedChoices = new WeakMap<Db, Map<string, Statement<Params, ChoiceRow>>>();
function prepared(db: Db, sql: string): Statement<Params, ChoiceRow> {
  let cache = preparedChoices.get(db);
  if (!cache) preparedChoices.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare<Params, ChoiceRow>(sql)));
  return statement;
}

export interface ChoicePage {
  offset: number;
  limit: number;
}

interface Query {
  list: FleetList;
  /** The list's source: only its cards (and its included parts') are offered. */
  source: number;
  kinds: readonly string[];
  text?: string | undefined;
  collectionId?: number | undefined;
  /** Only upgrades that fill this slot. */
  slot?: string;
  /** Only Armada objectives (an objective card's title is its category). */
  objectives?: boolean;
  /** A page in SQL; without it, every candidate (upgrades are judged by the rules before paging). */
  page?: ChoicePage;
}

function candidates(db: Db, { list, source, kinds, text, collectionId, slot, objectives, page }: Query): ChoiceRow[] {
  const params: Params = { faction: list.faction, source };
  const where = [
    'c.retired = 0',
    // A list keeps to its source (two sources may print the same card): its cards, and its included community parts'.
    'c.source_id IN (SELECT id FROM card_sources WHERE id = @source OR (parent_id = @source AND included = 1))',
    `c.kind IN (${kinds.map((_k, i) => `@kind${i}`).join(', ')})`,
  ];
  kinds.forEach((kind, i) => (params[`kind${i}`] = kind));
  // A card with no faction rows is open to every faction; X-Wing upgrades' factions are checked by the rules.
  if (!kinds.includes('upgrade') || list.system === 'armada') {
    where.push('(c.id IN (SELECT card_id FROM card_factions WHERE faction = @faction) OR NOT EXISTS (SELECT 1 FROM card_factions WHERE card_id = c.id))');
  }
  if (slot) {
    // upgrade_types is a JSON array of names: a quoted match is exact and far cheaper than json_each.
    where.push("c.upgrade_types LIKE @slot ESCAPE '\\'");
    params.slot = `%${JSON.stringify(slot).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  }
  if (objectives) where.push("c.title IN ('Assault', 'Defense', 'Navigation')");
  let from = 'cards c';
  let rank = '';
  const match = text ? cardsMatching(db, text) : null;
  if (match) {
    from = match.from;
    if (match.rank) rank = `${match.rank}, `;
    if (match.where) where.push(match.where);
    Object.assign(params, match.params);
  }
  let owned = '';
  if (collectionId !== undefined) {
    owned = `, ${ownedAnyEditionSql('c.id', '@collectionId')} AS owned`;
    params.collectionId = collectionId;
  }
  let paging = '';
  if (page) {
    paging = 'LIMIT @limit OFFSET @offset';
    params.limit = page.limit;
    params.offset = page.offset;
  }
  return prepared(
    db,
    `SELECT c.id, e.key AS edition, c.kind, c.key, src.label AS source${owned}, count(*) OVER () AS total
     FROM ${from} JOIN card_editions e ON e.id = c.edition_id JOIN card_sources src ON src.id = c.source_id
     WHERE ${where.join(' AND ')} ORDER BY ${rank}c.name COLLATE NOCASE, c.id ${paging}`,
  ).all(params);
}

const pointsOf = (db: Db, list: FleetList): PointsLookup | undefined =>
  (list.system === 'xwing' && list.pointsSetId ? pointsLookup(db, list.pointsSetId) : null) ?? undefined;

const withOwned = (row: ChoiceRow) => (row.owned === undefined ? {} : { owned: row.owned });
const emptyPage = (page: ChoicePage): ListChoicePage => ({ total: 0, offset: page.offset, choices: [] });
/** A page of rows paged in SQL: the total came with them, or (past the end) is counted. */
function sqlPage(rows: ChoiceRow[], page: ChoicePage, count: () => number, choices: ListChoice[]): ListChoicePage {
  return { total: rows[0]?.total ?? (page.offset === 0 ? 0 : count()), offset: page.offset, choices };
}

export function unitChoices(db: Db, list: FleetList, text: string | undefined, collectionId: number | undefined, page: ChoicePage): ListChoicePage {
  const source = listSource(db, list).source;
  if (!source) return emptyPage(page);
  const lookup = dbCardLookup(db, source.id);
  const points = pointsOf(db, list);
  const query: Query = { list, source: source.id, kinds: list.system === 'armada' ? ['ship', 'squadron'] : ['pilot'], text, collectionId };
  const rows = candidates(db, { ...query, page });
  const choices = rows.flatMap((row) => {
    const card = lookup.card(row);
    if (!card) return [];
    return [{ card: { edition: card.edition, kind: card.kind, key: card.key }, name: card.name, title: card.title, ship: card.ship, points: unitPoints(card, points), source: row.source, ...withOwned(row) }];
  });
  return sqlPage(rows, page, () => candidates(db, query).length, toldApart(choices, lookup));
}

/**
 * Issue 40 · no two rows of a picker read the same: a choice that looks like another (name, title, ship and
 * points alike) says what differs — its standard loadout (a pilot printed with fixed upgrades), the printing its
 * data key names, or its source.
 */
function toldApart(choices: ListChoice[], lookup: ReturnType<typeof dbCardLookup>): ListChoice[] {
  const looks = (choice: ListChoice) => [choice.name, choice.title ?? '', choice.ship ?? '', choice.points ?? '', choice.slot ?? ''].join('\u0000');
  const count = new Map<string, number>();
  for (const choice of choices) count.set(looks(choice), (count.get(looks(choice)) ?? 0) + 1);
  return choices.map((choice) => {
    if ((count.get(looks(choice)) ?? 0) < 2) return choice;
    const card = lookup.card(choice.card);
    const fixed = card ? standardLoadout(card) : [];
    const names = fixed.map((key) => lookup.card({ edition: choice.card.edition, kind: 'upgrade', key })?.name ?? key);
    const printing = /-(swz\d+|[a-z]+\d+)$/.exec(choice.card.key)?.[1];
    const differs = names.length > 0 ? `standard loadout: ${names.join(', ')}` : printing ? `printing ${printing.toUpperCase()}` : `from ${choice.source}`;
    return { ...choice, differs };
  });
}

/** What makes a candidate upgrade not fit this unit (the points limit, loadout and a full slot are the player's to juggle). */
const refusingRules = new Set<ListRule>(['faction', 'upgrade-restriction', 'format-legality', 'title-ship-class', 'duplicate-upgrade-on-ship', 'standard-loadout', 'wrong-edition']);

export function upgradeChoices(db: Db, list: FleetList, unitIndex: number, slot: string, text: string | undefined, collectionId: number | undefined, page: ChoicePage): ListChoicePage | null {
  const unit = list.units[unitIndex];
  if (!unit) return null;
  const source = listSource(db, list).source;
  if (!source) return emptyPage(page);
  const lookup = dbCardLookup(db, source.id);
  const points = pointsOf(db, list);
  const rows = candidates(db, { list, source: source.id, kinds: ['upgrade'], text, collectionId, slot });
  const choices: ListChoice[] = [];
  const upgradeIndex = unit.upgrades.length;
  // An Armada fleet is tried one ship at a time: the other units matter only through their unique
  // names, gathered once. An X-Wing squad is small and its restrictions read the whole squad
  // (names, Solitary, Standardized), so it is tried whole, judging only this pilot.
  const alone = list.system === 'armada';
  const claimed = new Set<string>();
  if (alone) {
    list.units.forEach((other, i) => {
      for (const ref of [...(i === unitIndex ? [] : [other.card]), ...other.upgrades.map((u) => u.card)]) {
        const card = lookup.card(ref);
        if (card) for (const name of armadaUniqueNames(card)) claimed.add(name.toLowerCase());
      }
    });
  }
  // Otherwise a name rule may mark the pilot that already holds the name rather than the
  // candidate: a candidate that adds a limited-name problem anywhere does not fit.
  const nameProblems = (problems: ListProblem[]) => problems.filter((p) => p.rule === 'unique-name' || p.rule === 'limited-copies').length;
  const before = alone ? 0 : nameProblems(evaluateList(list, lookup, points, { focus: unitIndex }).problems);
  // Every candidate is judged, so the total is every upgrade that fits; only the page is sent.
  for (const row of rows) {
    const card = lookup.card(row);
    if (!card || !upgradeSlotsNeeded(card).includes(slot)) continue;
    if (alone && armadaUniqueNames(card).some((name) => claimed.has(name.toLowerCase()))) continue;
    if (!alone && refusedToFaction(card, list.faction)) continue;
    const ref = { edition: card.edition, kind: card.kind, key: card.key };
    const withCandidate = { ...unit, upgrades: [...unit.upgrades, { slot, card: ref }] };
    const tried: FleetList = alone ? { ...list, units: [withCandidate], objectives: [] } : { ...list, units: list.units.map((u, i) => (i === unitIndex ? withCandidate : u)) };
    const at = alone ? 0 : unitIndex;
    const evaluation = evaluateList(tried, lookup, points, { focus: at });
    const problems = evaluation.problems;
    const refused = problems.some((p) => p.unit === at && p.upgrade === upgradeIndex && (refusingRules.has(p.rule) || p.cannotFit === true)) || nameProblems(problems) > before;
    if (refused) continue;
    // Priced as the list will price it, on this unit (a cost by ship stat says what it was read from).
    const priced = evaluation.units[at]?.upgrades[upgradeIndex];
    choices.push({ card: ref, name: card.name, title: card.title, points: priced?.points ?? null, ...(priced?.pointsWhy ? { pointsWhy: priced.pointsWhy } : {}), slot, source: row.source, ...withOwned(row) });
  }
  // Issue 40 · the same card from two sources is one row (the list's source first), the sources named.
  const seen = new Map<string, ListChoice>();
  const distinct: ListChoice[] = [];
  for (const choice of choices) {
    const same = `${choice.card.kind} ${choice.card.key} ${choice.points ?? ''}`;
    const first = seen.get(same);
    if (first) {
      first.differs = `in ${[...new Set([...(first.differs?.replace(/^in /, '').split(' and ') ?? [first.source]), choice.source])].join(' and ')}`;
      continue;
    }
    seen.set(same, choice);
    distinct.push(choice);
  }
  const told = toldApart(distinct, lookup);
  return { total: told.length, offset: page.offset, choices: told.slice(page.offset, page.offset + page.limit) };
}

export function objectiveChoices(db: Db, list: FleetList, text: string | undefined, page: ChoicePage): ListChoicePage {
  const source = list.system === 'armada' ? listSource(db, list).source : null;
  if (!source) return emptyPage(page);
  const lookup = dbCardLookup(db, source.id);
  const query: Query = { list, source: source.id, kinds: ['objective'], text, objectives: true };
  const rows = candidates(db, { ...query, page });
  const choices = rows.flatMap((row) => {
    const card = lookup.card(row);
    if (!card) return [];
    return [{ card: { edition: row.edition, kind: row.kind, key: row.key }, name: card.name, title: card.title, points: card.cost?.min ?? null, source: row.source }];
  });
  return sqlPage(rows, page, () => candidates(db, query).length, choices);
}

/** Whether what a collection owns covers the list, counting boxes and loose copies, from any data set's record of each card. */
export function collectionCheck(db: Db, list: FleetList, collectionId: number): CollectionCheck {
  const lookup = dbCardLookup(db, listSource(db, list).source?.id);
  const owned = db.prepare<{ cardId: number; collectionId: number }, { n: number }>(`SELECT ${ownedAnyEditionSql('@cardId', '@collectionId')} AS n`);
  const missing: CollectionCheck['missing'] = [];
  for (const need of cardsNeeded(list, lookup)) {
    const cardId = lookup.idOf(need.card);
    const have = cardId === undefined ? 0 : owned.get({ cardId, collectionId })!.n;
    if (have < need.count) {
      const card = lookup.card(need.card);
      missing.push({ card: need.card, name: need.label || (card ? cardLabel(card) : need.card.key), kind: need.card.kind, needed: need.count, owned: have });
    }
  }
  const boxes = boxesFor(db, missing);
  const best = boxes[0];
  const boxWords = best ? (best.covers === best.of ? ` One more ${best.name} completes it.` : ` ${best.name} holds ${best.covers} of the ${best.of} copies missing.`) : '';
  const sentence = missing.length ? `missing: ${missing.map((m) => `${m.needed - m.owned} × ${m.name}`).join(', ')}.${boxWords}` : 'The collection covers the whole list.';
  return { collectionId, covered: missing.length === 0, missing, sentence, ...(boxes.length > 0 ? { boxes } : {}) };
}

/** Issue 40 · the boxes (any data set's record of each card) that hold the missing copies, the one covering most first. */
function boxesFor(db: Db, missing: CollectionCheck['missing']): NonNullable<CollectionCheck['boxes']> {
  if (missing.length === 0) return [];
  const holding = db.prepare<[string, string], { product: string; count: number }>(
    `SELECT p.name AS product, max(pc.count) AS count FROM product_contents pc JOIN products p ON p.id = pc.product_id JOIN cards c ON c.id = pc.card_id
     WHERE c.kind = ? AND c.key = ? GROUP BY p.name`,
  );
  const of = missing.reduce((sum, entry) => sum + entry.needed - entry.owned, 0);
  const covers = new Map<string, number>();
  for (const entry of missing) {
    for (const row of holding.all(entry.card.kind, entry.card.key)) covers.set(row.product, (covers.get(row.product) ?? 0) + Math.min(row.count, entry.needed - entry.owned));
  }
  return [...covers]
    .map(([name, covered]) => ({ name, covers: covered, of }))
    .sort((a, b) => b.covers - a.covers || a.name.localeCompare(b.name))
    .slice(0, 3);
}
