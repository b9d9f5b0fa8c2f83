import type { CardDataLayout, CardKind, CardSourceSummary, EditionKey, ImportReport } from '../../../shared/ipc/cards';
import type { GameSystem } from '../../../shared/ipc/game-systems';
import type { Db } from '../db/open';

/**
 * Where several sources hold a card of the same edition, kind and key, the one a list or a roster
 * uses: an included source before one left out, then the newest import. Write it after
 * `ORDER BY` in a query that joins `card_sources s ON s.id = c.source_id`.
 */
export const preferredSourceOrder = 's.included DESC, s.imported_at DESC, s.id DESC';

interface SourceRow {
  id: number;
  edition: EditionKey;
  system: GameSystem;
  name: string;
  label: string;
  layout: CardDataLayout;
  dataVersion: string | null;
  contentHash: string | null;
  part: string;
  parentId: number | null;
  included: number;
  importedAt: string;
  origin: string | null;
  report: string;
}

/** Every source, grouped by edition, newest import first, each community part after its main source. */
export function listSources(db: Db): CardSourceSummary[] {
  const rows = db
    .prepare<[], SourceRow>(
      `SELECT s.id, e.key AS edition, e.system, s.name, s.label, s.layout, s.data_version AS dataVersion, s.content_hash AS contentHash,
              s.part, s.parent_id AS parentId, s.included, s.imported_at AS importedAt, s.origin, s.report
       FROM card_sources s JOIN card_editions e ON e.id = s.edition_id
       ORDER BY e.system, e.key, coalesce(s.parent_id, s.id) DESC, s.parent_id IS NOT NULL, s.name COLLATE NOCASE`,
    )
    .all();
  const counts = db.prepare<[number], { kind: CardKind; n: number }>(
    'SELECT kind, count(*) AS n FROM cards WHERE source_id = ? AND retired = 0 GROUP BY kind ORDER BY kind',
  );
  return rows.map((row) => ({
    ...row,
    contentHash: row.contentHash ? row.contentHash.slice(0, 12) : null,
    included: row.included === 1,
    cardCounts: Object.fromEntries(counts.all(row.id).map((count) => [count.kind, count.n])),
    report: JSON.parse(row.report) as ImportReport,
  }));
}

/** Includes or leaves out a source's cards; false when there is no such source. */
export function setSourceIncluded(db: Db, id: number, included: boolean): boolean {
  return db.prepare<[number, number]>('UPDATE card_sources SET included = ? WHERE id = ?').run(included ? 1 : 0, id).changes === 1;
}
