import type { CardDataLayout, CardKind, EditionKey, EditionSummary, ProductSummary } from '../../../shared/ipc/cards';
import type { GameSystem } from '../../../shared/ipc/game-systems';
import type { Db } from '../db/open';

/** The editions in the database, each with how many cards of each kind it holds. */
export function listEditions(db: Db): EditionSummary[] {
  const editions = db
    .prepare<[], { id: number; key: EditionKey; system: GameSystem; name: string; layout: CardDataLayout; dataVersion: string | null }>(
      'SELECT id, key, system, name, layout, data_version AS dataVersion FROM card_editions ORDER BY system, key',
    )
    .all();
  const counts = db.prepare<[number], { kind: CardKind; n: number }>(
    'SELECT kind, count(*) AS n FROM cards WHERE edition_id = ? AND retired = 0 GROUP BY kind ORDER BY kind',
  );
  return editions.map(({ id, ...edition }) => ({
    ...edition,
    cardCounts: Object.fromEntries(counts.all(id).map((row) => [row.kind, row.n])),
  }));
}

export function listProducts(db: Db, edition?: EditionKey): ProductSummary[] {
  return db
    .prepare<{ edition: EditionKey | null }, ProductSummary>(
      `SELECT p.id, e.key AS edition, p.key, p.name, COALESCE((SELECT sum(count) FROM product_contents WHERE product_id = p.id), 0) AS cardCount
       FROM products p JOIN card_editions e ON e.id = p.edition_id
       WHERE @edition IS NULL OR e.key = @edition
       ORDER BY e.key, p.name COLLATE NOCASE`,
    )
    .all({ edition: edition ?? null });
}
