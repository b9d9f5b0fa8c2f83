import type { CollectionCheck, ListChoice } from '../../../shared/ipc/lists';
import { cardsNeeded } from '../../../shared/lists/cards-needed';
import { upgradeSlotsNeeded } from '../../../shared/lists/card-facts';
import { cardLabel, evaluateList } from '../../../shared/lists/evaluate';
import type { ListRule } from '../../../shared/lists/evaluation';
import { listFormats, type FleetList, type PointsLookup } from '../../../shared/lists/list';
import { unitPoints, upgradePoints } from '../../../shared/lists/points';
import { ftsQuery } from '../cards/card-search';
import { ownedCopiesSql } from '../cards/collections-repo';
import type { Db } from '../db/open';
import { dbCardLookup, listCardColumns, type CardRow } from './card-lookup';
import { pointsLookup } from './points-repo';

// What the builder may add to a list (units, an upgrade for one slot, objectives), and whether a
// collection covers a list. The list rules decide what fits: a candidate is tried on the list.

const CHOICES_MAX = 100;

interface Query {
  list: FleetList;
  kinds: readonly string[];
  text?: string;
  collectionId?: number;
  /** Only upgrades that fill this slot. */
  slot?: string;
}

function candidates(db: Db, { list, kinds, text, collectionId, slot }: Query): CardRow[] {
  const editions = listFormats[list.format].editions;
  const params: Record<string, string | number> = { faction: list.faction };
  const where = [
    'c.retired = 0',
    `e.key IN (${editions.map((_e, i) => `@edition${i}`).join(', ')})`,
    `c.kind IN (${kinds.map((_k, i) => `@kind${i}`).join(', ')})`,
  ];
  editions.forEach((edition, i) => (params[`edition${i}`] = edition));
  kinds.forEach((kind, i) => (params[`kind${i}`] = kind));
  // A card with no faction rows is open to every faction; X-Wing upgrades' factions are checked by the rules.
  if (!kinds.includes('upgrade') || list.system === 'armada') {
    where.push('(c.id IN (SELECT card_id FROM card_factions WHERE faction = @faction) OR NOT EXISTS (SELECT 1 FROM card_factions WHERE card_id = c.id))');
  }
  if (slot) {
    where.push('EXISTS (SELECT 1 FROM json_each(c.upgrade_types) WHERE value = @slot)');
    params.slot = slot;
  }
  const match = text ? ftsQuery(text) : null;
  if (match) {
    where.push('c.id IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH @match)');
    params.match = match.match;
  }
  let owned = '';
  if (collectionId !== undefined) {
    owned = `, ${ownedCopiesSql('c.id', '@collectionId')} AS owned`;
    params.collectionId = collectionId;
  }
  return db
    .prepare<Record<string, string | number>, CardRow>(
      `SELECT ${listCardColumns}${owned} FROM cards c JOIN card_editions e ON e.id = c.edition_id
       WHERE ${where.join(' AND ')} ORDER BY c.name COLLATE NOCASE, c.id LIMIT ${slot ? 400 : CHOICES_MAX}`,
    )
    .all(params);
}

const pointsOf = (db: Db, list: FleetList): PointsLookup | undefined =>
  (list.system === 'xwing' && list.pointsSetId ? pointsLookup(db, list.pointsSetId) : null) ?? undefined;

const withOwned = (row: CardRow) => (row.owned === undefined ? {} : { owned: row.owned });

export function unitChoices(db: Db, list: FleetList, text?: string, collectionId?: number): ListChoice[] {
  const lookup = dbCardLookup(db);
  const points = pointsOf(db, list);
  const kinds = list.system === 'armada' ? ['ship', 'squadron'] : ['pilot'];
  return candidates(db, { list, kinds, text, collectionId }).map((row) => {
    const card = lookup.remember(row);
    return { card: { edition: card.edition, kind: card.kind, key: card.key }, name: card.name, title: card.title, points: unitPoints(card, points), ...withOwned(row) };
  });
}

/** What makes a candidate upgrade not fit this unit (the points limit, loadout and a full slot are the player's to juggle). */
const refusingRules = new Set<ListRule>(['faction', 'upgrade-restriction', 'format-legality', 'title-ship-class', 'unique-name', 'limited-copies', 'duplicate-upgrade-on-ship', 'standard-loadout', 'wrong-edition']);

export function upgradeChoices(db: Db, list: FleetList, unitIndex: number, slot: string, text?: string, collectionId?: number): ListChoice[] | null {
  const unit = list.units[unitIndex];
  if (!unit) return null;
  const lookup = dbCardLookup(db);
  const points = pointsOf(db, list);
  const unitCard = lookup.card(unit.card);
  const rows = candidates(db, { list, kinds: ['upgrade'], text, collectionId, slot });
  const choices: ListChoice[] = [];
  const upgradeIndex = unit.upgrades.length;
  for (const row of rows) {
    const card = lookup.remember(row);
    if (!upgradeSlotsNeeded(card).includes(slot)) continue;
    const ref = { edition: card.edition, kind: card.kind, key: card.key };
    const tried: FleetList = { ...list, units: list.units.map((u, i) => (i === unitIndex ? { ...u, upgrades: [...u.upgrades, { slot, card: ref }] } : u)) };
    const refused = evaluateList(tried, lookup, points).problems.some((p) => p.unit === unitIndex && p.upgrade === upgradeIndex && refusingRules.has(p.rule));
    if (refused) continue;
    choices.push({ card: ref, name: card.name, title: card.title, points: upgradePoints(card, unitCard, points), slot, ...withOwned(row) });
    if (choices.length >= CHOICES_MAX) break;
  }
  return choices;
}

export function objectiveChoices(db: Db, list: FleetList, text?: string): ListChoice[] {
  if (list.system !== 'armada') return [];
  return candidates(db, { list, kinds: ['objective'], text })
    .filter((row) => ['Assault', 'Defense', 'Navigation'].includes(row.title ?? ''))
    .map((row) => ({ card: { edition: row.edition, kind: row.kind, key: row.key }, name: row.name, title: row.title, points: row.cost_min }));
}

/** Whether what a collection owns covers the list, counting boxes and loose copies. */
export function collectionCheck(db: Db, list: FleetList, collectionId: number): CollectionCheck {
  const lookup = dbCardLookup(db);
  const owned = db.prepare<{ cardId: number; collectionId: number }, { n: number }>(`SELECT ${ownedCopiesSql('@cardId', '@collectionId')} AS n`);
  const missing: CollectionCheck['missing'] = [];
  for (const need of cardsNeeded(list, lookup)) {
    const cardId = lookup.idOf(need.card);
    const have = cardId === undefined ? 0 : owned.get({ cardId, collectionId })!.n;
    if (have < need.count) {
      const card = lookup.card(need.card);
      missing.push({ card: need.card, name: need.label || (card ? cardLabel(card) : need.card.key), kind: need.card.kind, needed: need.count, owned: have });
    }
  }
  const sentence = missing.length ? `missing: ${missing.map((m) => `${m.needed - m.owned} × ${m.name}`).join(', ')}` : 'The collection covers the whole list.';
  return { collectionId, covered: missing.length === 0, missing, sentence };
}
