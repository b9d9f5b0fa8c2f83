import type { ListDetail, ListSummary } from '../../../shared/ipc/lists';
import { fleetListSchema } from '../../../shared/ipc/lists';
import { evaluateList, pointsLimitOf } from '../../../shared/lists/evaluate';
import type { ListEvaluation } from '../../../shared/lists/evaluation';
import type { FleetList } from '../../../shared/lists/list';
import type { Db } from '../db/open';
import { cardsNeeded } from '../../../shared/lists/cards-needed';
import { dbCardLookup } from './card-lookup';
import { listSource, sourceFitsList } from './list-source';
import { pointsLookup } from './points-repo';

// Saved lists: the list's JSON, checked on the way in and out, with its evaluation's total,
// legality and problem count cached for the list screen.

export class ListRefusal extends Error {
  constructor(
    readonly code: 'not_found' | 'bad_list' | 'unknown_points_set' | 'wrong_source',
    message: string,
  ) {
    super(message);
  }
}

interface ListRow {
  id: number;
  name: string;
  system: ListSummary['system'];
  format: ListSummary['format'];
  faction: string;
  list: string;
  total: number;
  points_limit: number;
  legal: number;
  problem_count: number;
  created_at: number;
  updated_at: number;
  last_used_at: number;
}

const toSummary = (row: ListRow): ListSummary => ({
  id: row.id,
  name: row.name,
  system: row.system,
  format: row.format,
  faction: row.faction,
  total: row.total,
  pointsLimit: row.points_limit,
  legal: row.legal === 1,
  problemCount: row.problem_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  lastUsedAt: row.last_used_at,
});

/** The card lookup of a list: its own source's cards first. */
export const listCardLookup = (db: Db, list: FleetList) => dbCardLookup(db, listSource(db, list).source?.id);

/** Points and legality of a list against its source's cards and, when it names one, its points set. */
export function evaluateStored(db: Db, list: FleetList): ListEvaluation {
  const points = list.pointsSetId ? pointsLookup(db, list.pointsSetId) : null;
  const { source, removed } = listSource(db, list);
  const evaluation = evaluateList(list, dbCardLookup(db, source?.id), points ?? undefined);
  if (list.pointsSetId && !points) {
    evaluation.problems.push({ rule: 'unknown-card', message: `The points set this list was priced with (id ${list.pointsSetId}) is gone: pick another points set, or use the card data's points.` });
    evaluation.legal = false;
  }
  if (removed) {
    const instead = source ? `its cards are read from ${source.name} now` : 'no other card data of its edition is imported';
    evaluation.problems.push({ rule: 'unknown-card', message: `The card source this list was built from was removed: ${instead}. Pick the list's card source to clear this.` });
    evaluation.legal = false;
  }
  return evaluation;
}

/** Saved lists that read any card from this source or its parts, or that name it as their source. */
export function listsUsingSource(db: Db, sourceId: number): { id: number; name: string }[] {
  const family = new Set(
    db.prepare<[number, number], { id: number }>('SELECT id FROM card_sources WHERE id = ? OR parent_id = ?').all(sourceId, sourceId).map((r) => r.id),
  );
  const using: { id: number; name: string }[] = [];
  for (const found of db.prepare<[], ListRow>('SELECT * FROM lists ORDER BY name COLLATE NOCASE, id').all()) {
    const parsed = fleetListSchema.safeParse(JSON.parse(found.list));
    if (!parsed.success) continue;
    const list = parsed.data;
    const lookup = listCardLookup(db, list);
    const named = !!list.sourceId && family.has(list.sourceId);
    if (named || cardsNeeded(list, lookup).some((need) => family.has(lookup.sourceOf(need.card) ?? 0))) using.push({ id: found.id, name: found.name });
  }
  return using;
}

function parseStored(row: ListRow): FleetList {
  const parsed = fleetListSchema.safeParse(JSON.parse(row.list));
  if (!parsed.success) throw new ListRefusal('bad_list', `The saved list "${row.name}" is damaged and cannot be opened: ${parsed.error.issues[0]?.message ?? 'unreadable'}.`);
  return parsed.data;
}

function row(db: Db, id: number): ListRow {
  const found = db.prepare<[number], ListRow>('SELECT * FROM lists WHERE id = ?').get(id);
  if (!found) throw new ListRefusal('not_found', `No list with id ${id}: it may have been deleted in another window.`);
  return found;
}

export function listLists(db: Db, system?: ListSummary['system']): ListSummary[] {
  const rows = system
    ? db.prepare<[string], ListRow>('SELECT * FROM lists WHERE system = ? ORDER BY last_used_at DESC, id DESC').all(system)
    : db.prepare<[], ListRow>('SELECT * FROM lists ORDER BY last_used_at DESC, id DESC').all();
  return rows.map(toSummary);
}

/** A list with its evaluation; opening it (`markUsed`) moves it to the top of the list screen. */
export function getList(db: Db, id: number, markUsed?: number): ListDetail {
  if (markUsed !== undefined) db.prepare<[number, number]>('UPDATE lists SET last_used_at = ? WHERE id = ?').run(markUsed, id);
  const found = row(db, id);
  const list = parseStored(found);
  const evaluation = evaluateStored(db, list);
  return { summary: toSummary(keepVerdict(db, found, evaluation)), list, evaluation, source: listSource(db, list).source };
}

/**
 * The list screen shows the cached total and legality; card data or a points set imported since
 * the last save can change them, so a fresh evaluation updates the cache when it differs.
 */
function keepVerdict(db: Db, found: ListRow, evaluation: ListEvaluation): ListRow {
  const verdict = { total: evaluation.total, legal: evaluation.legal ? 1 : 0, problem_count: evaluation.problems.length };
  if (verdict.total === found.total && verdict.legal === found.legal && verdict.problem_count === found.problem_count) return found;
  db.prepare('UPDATE lists SET total = @total, legal = @legal, problem_count = @problem_count WHERE id = @id').run({ ...verdict, id: found.id });
  return { ...found, ...verdict };
}

/** Re-judges every saved list (after card data or points sets change), so the list screen tells the truth. */
export function refreshVerdicts(db: Db): void {
  db.transaction(() => {
    for (const found of db.prepare<[], ListRow>('SELECT * FROM lists').all()) {
      const parsed = fleetListSchema.safeParse(JSON.parse(found.list));
      if (parsed.success) keepVerdict(db, found, evaluateStored(db, parsed.data));
    }
  })();
}

function write(db: Db, id: number | null, input: FleetList, now: number): number {
  const list = fleetListSchema.parse(input);
  if (list.pointsSetId && !db.prepare<[number], { id: number }>('SELECT id FROM points_sets WHERE id = ?').get(list.pointsSetId)) {
    throw new ListRefusal('unknown_points_set', `There is no points set with id ${list.pointsSetId}: import it first, or price the list with the card data.`);
  }
  const wrongSource = sourceFitsList(db, list);
  if (wrongSource) throw new ListRefusal('wrong_source', wrongSource);
  const evaluation = evaluateStored(db, list);
  const values = {
    name: list.name,
    system: list.system,
    format: list.format,
    faction: list.faction,
    list: JSON.stringify(list),
    pointsSetId: list.pointsSetId ?? null,
    now,
    total: evaluation.total,
    pointsLimit: pointsLimitOf(list),
    legal: evaluation.legal ? 1 : 0,
    problems: evaluation.problems.length,
  };
  if (id === null) {
    return Number(
      db
        .prepare(
          `INSERT INTO lists (name, system, format, faction, list, points_set_id, created_at, updated_at, last_used_at, total, points_limit, legal, problem_count)
           VALUES (@name, @system, @format, @faction, @list, @pointsSetId, @now, @now, @now, @total, @pointsLimit, @legal, @problems)`,
        )
        .run(values).lastInsertRowid,
    );
  }
  row(db, id);
  db.prepare(
    `UPDATE lists SET name = @name, system = @system, format = @format, faction = @faction, list = @list, points_set_id = @pointsSetId,
       updated_at = @now, last_used_at = @now, total = @total, points_limit = @pointsLimit, legal = @legal, problem_count = @problems WHERE id = @id`,
  ).run({ ...values, id });
  return id;
}

export function createList(db: Db, list: FleetList, now: number): ListDetail {
  return getList(db, write(db, null, list, now));
}

/** Replaces the whole list; an illegal list is saved and marked. */
export function saveList(db: Db, id: number, list: FleetList, now: number): ListDetail {
  return getList(db, write(db, id, list, now));
}

export function renameList(db: Db, id: number, name: string, now: number): ListSummary {
  const list = parseStored(row(db, id));
  write(db, id, { ...list, name }, now);
  return toSummary(row(db, id));
}

export function copyList(db: Db, id: number, name: string | undefined, now: number): ListDetail {
  const list = parseStored(row(db, id));
  return createList(db, { ...list, name: name ?? `${list.name} (copy)`.slice(0, 80) }, now);
}

export function deleteList(db: Db, id: number): boolean {
  return db.prepare<[number]>('DELETE FROM lists WHERE id = ?').run(id).changes > 0;
}

export const storedList = (db: Db, id: number) => parseStored(row(db, id));
