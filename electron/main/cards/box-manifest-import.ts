import { fail, ok, type IpcResult } from '../../../shared/ipc';
import type { EditionKey } from '../../../shared/ipc/card-vocabulary';
import type { ManifestImportReport } from '../../../shared/ipc/cards';
import { manifestProductKey, matchBoxManifest, readBoxManifest, type MatchableCard } from '../../../shared/collections/box-manifest';
import type { Db } from '../db/open';

// Issue 40 · a squad builder's box manifest into the card database's products (one per box, its contents as
// copies of cards of one X-Wing edition), in one transaction; a product already there is rewritten with the
// manifest's contents. The pure reader and matcher are shared/collections/box-manifest.ts.

/** The X-Wing edition whose cards the boxes are matched to: the one asked for, else the newest with imported data, else the built-in 2.0 core set. */
function editionFor(db: Db, wanted: 'xwing-2.0' | 'xwing-2.5' | undefined): { id: number; key: EditionKey } | null {
  const rows = db
    .prepare<[], { id: number; key: string; imported: number }>(
      `SELECT e.id, e.key, EXISTS (SELECT 1 FROM card_sources s WHERE s.edition_id = e.id AND s.layout <> 'starter') AS imported
       FROM card_editions e WHERE e.system = 'xwing' ORDER BY e.key DESC`,
    )
    .all();
  const chosen = wanted ? rows.find((row) => row.key === wanted) : (rows.find((row) => row.imported === 1) ?? rows[0]);
  return chosen ? { id: chosen.id, key: chosen.key as EditionKey } : null;
}

export function importBoxManifest(db: Db, request: { text: string; fileName?: string | undefined; edition?: 'xwing-2.0' | 'xwing-2.5' | undefined }): IpcResult<ManifestImportReport> {
  const where = request.fileName ? `${request.fileName}: ` : '';
  const read = readBoxManifest(request.text);
  if ('refused' in read) return fail('not_a_manifest', `${where}${read.refused}`);
  const edition = editionFor(db, request.edition);
  if (!edition) return fail('no_card_data', `${where}there is no X-Wing ${request.edition ? request.edition.slice(6) : ''} card data to match the boxes to: import it on the Collection screen first.`);
  const cards = db
    .prepare<[number], { id: number; kind: 'ship' | 'pilot' | 'upgrade'; key: string; name: string; ship: string | null; factions: string; upgrade_types: string }>(
      `SELECT c.id, c.kind, c.key, c.name,
              (SELECT s.name FROM cards s WHERE s.edition_id = c.edition_id AND s.kind = 'ship' AND s.key = c.ship_key AND s.retired = 0 LIMIT 1) AS ship,
              (SELECT json_group_array(faction) FROM card_factions f WHERE f.card_id = c.id) AS factions, c.upgrade_types
       FROM cards c JOIN card_sources src ON src.id = c.source_id
       WHERE c.edition_id = ? AND c.kind IN ('ship', 'pilot', 'upgrade') AND c.retired = 0 AND src.included = 1`,
    )
    .all(edition.id)
    .map((row): MatchableCard => ({ id: row.id, kind: row.kind, key: row.key, name: row.name, ship: row.ship, factions: JSON.parse(row.factions) as string[], upgradeTypes: JSON.parse(row.upgrade_types) as string[] }));
  const matched = matchBoxManifest(read, cards);
  const upsert = db.prepare<[number, string, string], { id: number }>('INSERT INTO products (edition_id, key, name) VALUES (?, ?, ?) ON CONFLICT (edition_id, key) DO UPDATE SET name = excluded.name RETURNING id');
  const clear = db.prepare<[number]>('DELETE FROM product_contents WHERE product_id = ?');
  const add = db.prepare<[number, number, number]>('INSERT INTO product_contents (product_id, card_id, count) VALUES (?, ?, ?)');
  let written = 0;
  db.transaction(() => {
    for (const product of matched.products) {
      // A box none of whose cards this edition has (a First Edition box read against cards without its ships) is not made.
      if (product.contents.size === 0) continue;
      const id = upsert.get(edition.id, manifestProductKey(product.name), product.name)?.id;
      if (id === undefined) continue;
      clear.run(id);
      for (const [card, count] of product.contents) add.run(id, card, count);
      written += 1;
    }
  })();
  const incomplete = new Set(matched.unmatched.map((entry) => entry.product));
  return ok({
    edition: edition.key,
    products: written,
    complete: matched.products.filter((product) => product.contents.size > 0 && !incomplete.has(product.name)).length,
    entries: read.products.reduce((sum, product) => sum + product.entries.length, 0),
    notCounted: matched.notCounted,
    unmatched: matched.unmatched,
    problems: read.problems,
  });
}
