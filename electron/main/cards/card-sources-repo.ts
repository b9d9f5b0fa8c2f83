import type { CardDataLayout, CardKind, CardSourceSummary, EditionKey, ImportReport, SourceRemoval } from '../../../shared/ipc/cards';
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

/** What removing a source takes away and what it keeps, before the player confirms (see `removeSource`); the host adds the lists that use it. */
export type SourceRemovalPlan = Omit<SourceRemoval, 'lists'>;

interface Counted {
  table: 'collection_cards' | 'product_contents';
  owner: number;
  ownerName: string;
  cardId: number;
  cardName: string;
  count: number;
  /** The same card (edition, kind, key) in another source of the edition, the preferred one. */
  other: number | null;
}

function countedCards(db: Db, family: readonly number[]): Counted[] {
  const inFamily = `c.source_id IN (${family.map(() => '?').join(', ')})`;
  const other = `(SELECT o.id FROM cards o JOIN card_sources s ON s.id = o.source_id
     WHERE o.edition_id = c.edition_id AND o.kind = c.kind AND o.key = c.key AND o.source_id NOT IN (${family.map(() => '?').join(', ')})
     ORDER BY o.retired, ${preferredSourceOrder} LIMIT 1)`;
  return db
    .prepare<number[], Counted>(
      `SELECT 'collection_cards' AS "table", k.id AS owner, k.name AS ownerName, c.id AS cardId, c.name AS cardName, cc.count, ${other} AS other
       FROM collection_cards cc JOIN cards c ON c.id = cc.card_id JOIN collections k ON k.id = cc.collection_id WHERE ${inFamily}
       UNION ALL
       SELECT 'product_contents', p.id, p.name, c.id, c.name, pc.count, ${other}
       FROM product_contents pc JOIN cards c ON c.id = pc.card_id JOIN products p ON p.id = pc.product_id WHERE ${inFamily}
       ORDER BY 1, 3, 5`,
    )
    .all(...family, ...family, ...family, ...family);
}

const familyOf = (db: Db, id: number) => db.prepare<[number, number], { id: number }>('SELECT id FROM card_sources WHERE id = ? OR parent_id = ? ORDER BY id').all(id, id).map((r) => r.id);

/** A short list of names: "Howlrunner, Soontir Fel and 3 more". */
function someNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  return unique.length <= 3 ? unique.join(', ') : `${unique.slice(0, 3).join(', ')} and ${unique.length - 3} more`;
}

/** What removing the source would do; null when there is no such source. */
export function sourceRemovalPlan(db: Db, id: number): SourceRemovalPlan | null {
  const source = db.prepare<[number], { id: number; name: string; label: string }>('SELECT id, name, label FROM card_sources WHERE id = ?').get(id);
  if (!source) return null;
  const family = familyOf(db, id);
  const cards = db.prepare<number[], { n: number }>(`SELECT count(*) AS n FROM cards WHERE source_id IN (${family.map(() => '?').join(', ')})`).get(...family)!.n;
  const parts = db.prepare<[number], { name: string }>('SELECT name FROM card_sources WHERE parent_id = ? ORDER BY name COLLATE NOCASE').all(id).map((r) => r.name);
  const counted = countedCards(db, family);
  const stranded = counted.filter((c) => c.other === null);
  // A box only this data fills goes with it, unless a collection owns it.
  const boxes = [...new Set(stranded.filter((c) => c.table === 'product_contents').map((c) => c.owner))];
  const ownedBox = db.prepare<[number], { name: string; count: number }>(
    'SELECT k.name, cp.count FROM collection_products cp JOIN collections k ON k.id = cp.collection_id WHERE cp.product_id = ? ORDER BY k.name COLLATE NOCASE',
  );
  const reasons: string[] = [];
  const products: string[] = [];
  for (const box of boxes) {
    const name = stranded.find((c) => c.table === 'product_contents' && c.owner === box)!.ownerName;
    const owners = ownedBox.all(box);
    if (owners.length) reasons.push(`the collection${owners.length > 1 ? 's' : ''} ${owners.map((o) => `“${o.name}”`).join(', ')} own${owners.length > 1 ? '' : 's'} the box ${name}, whose cards only this data has`);
    else products.push(name);
  }
  const loose = new Map<string, string[]>();
  for (const c of stranded.filter((c) => c.table === 'collection_cards')) loose.set(c.ownerName, [...(loose.get(c.ownerName) ?? []), c.cardName]);
  for (const [collection, names] of loose) reasons.push(`the collection “${collection}” counts loose copies of ${someNames(names)}, which only this data has`);
  return {
    id,
    name: source.name,
    label: source.label,
    cards,
    parts,
    moved: counted.filter((c) => c.other !== null).reduce((sum, c) => sum + c.count, 0),
    products,
    blocked: reasons.length
      ? `${source.name} cannot be removed: ${reasons.join('; ')}. Take those out of the collection on the Collection screen first, or import other data of this edition that has them.`
      : null,
  };
}

/**
 * Removes a source, its community parts and their cards, in one transaction. Copies a collection or
 * a box counts move to the same card of another source of the edition (the player owns the physical
 * card, not a data set's record of it); boxes only this data filled, owned by nobody, go with it.
 * Refused (nothing written) when a collection counts a card or box nothing else holds. Every other
 * source's cards stay exactly as they were.
 */
export function removeSource(db: Db, id: number): SourceRemovalPlan | null {
  return db.transaction(() => {
    const plan = sourceRemovalPlan(db, id);
    if (!plan || plan.blocked) return plan;
    const family = familyOf(db, id);
    const addLoose = db.prepare<[number, number, number]>(
      'INSERT INTO collection_cards (collection_id, card_id, count) VALUES (?, ?, ?) ON CONFLICT (collection_id, card_id) DO UPDATE SET count = count + excluded.count',
    );
    const addContent = db.prepare<[number, number, number]>(
      'INSERT INTO product_contents (product_id, card_id, count) VALUES (?, ?, ?) ON CONFLICT (product_id, card_id) DO UPDATE SET count = count + excluded.count',
    );
    const strandedBoxes = new Set<number>();
    for (const counted of countedCards(db, family)) {
      if (counted.other === null) {
        if (counted.table === 'product_contents') strandedBoxes.add(counted.owner);
        continue;
      }
      if (counted.table === 'collection_cards') addLoose.run(counted.owner, counted.other, counted.count);
      else addContent.run(counted.owner, counted.other, counted.count);
    }
    const inFamily = `IN (SELECT id FROM cards WHERE source_id IN (${family.map(() => '?').join(', ')}))`;
    db.prepare<number[]>(`DELETE FROM collection_cards WHERE card_id ${inFamily}`).run(...family);
    db.prepare<number[]>(`DELETE FROM product_contents WHERE card_id ${inFamily}`).run(...family);
    // A box left empty or part-filled by the removal goes whole: nobody owns it (checked above).
    for (const box of strandedBoxes) db.prepare<[number]>('DELETE FROM products WHERE id = ?').run(box);
    db.prepare<[number]>('DELETE FROM card_sources WHERE id = ?').run(id);
    return plan;
  })();
}
