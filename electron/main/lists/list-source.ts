import type { ListSource } from '../../../shared/ipc/lists';
import { listFormats, type FleetList } from '../../../shared/lists/list';
import type { EditionKey } from '../../../shared/ipc/card-vocabulary';
import type { Db } from '../db/open';

// Which imported source a list takes its cards from. Two sources may hold one edition (two
// releases of the ISB data, xwing-data2 3.9 and 3.10): the player picks one for the list, or the
// list takes the newest included source of its edition. Community parts of a source (other
// factions, older printings) come with it when the player included them.

interface SourceRow {
  id: number;
  name: string;
  label: string;
  edition: EditionKey;
  included: number;
}

/** Main sources of these editions, the default first: included before left out, then the newest import. */
function mainSources(db: Db, editions: readonly EditionKey[]): SourceRow[] {
  if (!editions.length) return [];
  return db
    .prepare<string[], SourceRow>(
      `SELECT s.id, s.name, s.label, e.key AS edition, s.included FROM card_sources s JOIN card_editions e ON e.id = s.edition_id
       WHERE s.part = 'main' AND e.key IN (${editions.map(() => '?').join(', ')})
       ORDER BY s.included DESC, s.imported_at DESC, s.id DESC`,
    )
    .all(...editions);
}

/** The edition a list's cards already name (a list keeps to one), else every edition its format plays. */
function editionsOf(list: FleetList): readonly EditionKey[] {
  const formatEditions = listFormats[list.format].editions;
  const named = [...list.units.map((u) => u.card), ...list.objectives].map((card) => card.edition).find((edition) => formatEditions.includes(edition));
  return named ? [named] : formatEditions;
}

const toSource = (row: SourceRow, chosen: boolean): ListSource => ({ id: row.id, name: row.name, label: row.label, edition: row.edition, chosen, included: row.included === 1 });

export interface ListSourceFound {
  /** The source the list's cards are read from and its pickers offer; null when none is imported. */
  source: ListSource | null;
  /** The list names a source that is gone (removed by the player): it reads the default instead. */
  removed: boolean;
}

/** The source a list uses: the one it names, else the default of its edition. */
export function listSource(db: Db, list: FleetList): ListSourceFound {
  const formatEditions = listFormats[list.format].editions;
  if (list.sourceId) {
    const named = mainSources(db, formatEditions).find((row) => row.id === list.sourceId);
    if (named) return { source: toSource(named, true), removed: false };
  }
  const fallback = mainSources(db, editionsOf(list))[0] ?? mainSources(db, formatEditions)[0];
  return { source: fallback ? toSource(fallback, false) : null, removed: !!list.sourceId };
}

/** The sources the player may pick for a list (the edition its cards name, else its format's), the one it uses first. */
export function listSourceChoices(db: Db, list: FleetList): ListSource[] {
  const { source } = listSource(db, list);
  const rows = mainSources(db, editionsOf(list));
  return rows.map((row) => toSource(row, row.id === source?.id && source.chosen)).sort((a, b) => Number(b.id === source?.id) - Number(a.id === source?.id));
}

/** Whether a source id may be saved on a list: a main source of one of its format's editions, or one that is gone (flagged, not refused). */
export function sourceFitsList(db: Db, list: FleetList): string | null {
  if (!list.sourceId) return null;
  const row = db
    .prepare<[number], { part: string; edition: EditionKey; name: string }>('SELECT s.part, e.key AS edition, s.name FROM card_sources s JOIN card_editions e ON e.id = s.edition_id WHERE s.id = ?')
    .get(list.sourceId);
  if (!row) return null;
  if (!listFormats[list.format].editions.includes(row.edition)) return `${row.name} holds no cards for ${listFormats[list.format].name}: pick a source of that game and edition.`;
  if (!editionsOf(list).includes(row.edition)) return `${row.name} is other card data than the cards already in the list: take them out first, or keep the list's source.`;
  if (row.part !== 'main') return `${row.name} is a part of another source: pick the source it came with; its included parts come along.`;
  return null;
}
