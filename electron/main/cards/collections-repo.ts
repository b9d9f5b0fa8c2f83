import {
  COLLECTION_FILE_FORMAT,
  COLLECTION_FILE_VERSION,
  type CardKind,
  type CollectionContents,
  type CollectionFile,
  type CollectionSummary,
  type EditionKey,
  type OwnedCount,
} from '../../../shared/ipc/cards';
import type { Db } from '../db/open';
import { ordinal } from '../core/issue-words';

/** A request the collection cannot honour, with the code and sentence the player sees. */
export class CollectionRefusal extends Error {
  constructor(
    readonly code: 'name_taken' | 'not_found' | 'unknown_card' | 'duplicate_entry',
    message: string,
  ) {
    super(message);
  }
}

/** Copies of a card a collection owns: every owned box's copies times the boxes, plus loose copies. */
export const ownedCopiesSql = (card: string, collection: string) => `(
  COALESCE((SELECT cc.count FROM collection_cards cc WHERE cc.collection_id = ${collection} AND cc.card_id = ${card}), 0)
  + COALESCE((SELECT sum(pc.count * cp.count) FROM product_contents pc
      JOIN collection_products cp ON cp.product_id = pc.product_id AND cp.collection_id = ${collection}
      WHERE pc.card_id = ${card}), 0))`;

const summarySql = `SELECT k.id, k.name,
    COALESCE((SELECT sum(count) FROM collection_products WHERE collection_id = k.id), 0) AS productCount,
    COALESCE((SELECT sum(count) FROM collection_cards WHERE collection_id = k.id), 0) AS looseCount
  FROM collections k`;

export function listCollections(db: Db): CollectionSummary[] {
  return db.prepare<[], CollectionSummary>(`${summarySql} ORDER BY k.name COLLATE NOCASE, k.id`).all();
}

function getSummary(db: Db, id: number): CollectionSummary | null {
  return db.prepare<[number], CollectionSummary>(`${summarySql} WHERE k.id = ?`).get(id) ?? null;
}

function refuseTakenName(db: Db, name: string, exceptId = 0): void {
  if (db.prepare<[string, number], { id: number }>('SELECT id FROM collections WHERE name = ? AND id != ?').get(name, exceptId)) {
    throw new CollectionRefusal('name_taken', `There is already a collection called "${name}": pick another name.`);
  }
}

export function createCollection(db: Db, name: string): CollectionSummary {
  refuseTakenName(db, name);
  const id = Number(db.prepare<[string]>('INSERT INTO collections (name) VALUES (?)').run(name).lastInsertRowid);
  return getSummary(db, id)!;
}

export function renameCollection(db: Db, id: number, name: string): CollectionSummary | null {
  refuseTakenName(db, name, id);
  if (db.prepare<[string, number]>('UPDATE collections SET name = ? WHERE id = ?').run(name, id).changes === 0) return null;
  return getSummary(db, id);
}

export function deleteCollection(db: Db, id: number): boolean {
  return db.prepare<[number]>('DELETE FROM collections WHERE id = ?').run(id).changes > 0;
}

export function getCollection(db: Db, id: number): CollectionContents | null {
  const summary = getSummary(db, id);
  if (!summary) return null;
  const products = db
    .prepare<[number], CollectionContents['products'][number]>(
      `SELECT p.id AS productId, e.key AS edition, p.key, p.name, cp.count
       FROM collection_products cp JOIN products p ON p.id = cp.product_id JOIN card_editions e ON e.id = p.edition_id
       WHERE cp.collection_id = ? ORDER BY p.name COLLATE NOCASE, p.id`,
    )
    .all(id);
  const loose = db
    .prepare<[number], CollectionContents['loose'][number]>(
      `SELECT c.id AS cardId, e.key AS edition, c.kind, c.key, c.name, cc.count
       FROM collection_cards cc JOIN cards c ON c.id = cc.card_id JOIN card_editions e ON e.id = c.edition_id
       WHERE cc.collection_id = ? ORDER BY c.name COLLATE NOCASE, c.id`,
    )
    .all(id);
  return { ...summary, products, loose };
}

const exists = (db: Db, table: 'collections' | 'products' | 'cards', id: number) =>
  !!db.prepare<[number], { id: number }>(`SELECT id FROM ${table} WHERE id = ?`).get(id);

function requireCollection(db: Db, id: number): void {
  if (!exists(db, 'collections', id)) throw new CollectionRefusal('not_found', `No collection with id ${id}: it may have been deleted in another window.`);
}

/** Sets how many boxes of a product the collection holds; 0 takes the product out. */
export function setProductCount(db: Db, collectionId: number, productId: number, count: number): void {
  requireCollection(db, collectionId);
  if (!exists(db, 'products', productId)) throw new CollectionRefusal('not_found', `No product with id ${productId}.`);
  if (count === 0) db.prepare('DELETE FROM collection_products WHERE collection_id = ? AND product_id = ?').run(collectionId, productId);
  else {
    db.prepare(
      `INSERT INTO collection_products (collection_id, product_id, count) VALUES (?, ?, ?)
       ON CONFLICT (collection_id, product_id) DO UPDATE SET count = excluded.count`,
    ).run(collectionId, productId, count);
  }
}

/** Sets how many loose copies of a card or ship the collection holds on top of its boxes; 0 removes them. */
export function setLooseCount(db: Db, collectionId: number, cardId: number, count: number): void {
  requireCollection(db, collectionId);
  if (!exists(db, 'cards', cardId)) throw new CollectionRefusal('not_found', `No card with id ${cardId}.`);
  if (count === 0) db.prepare('DELETE FROM collection_cards WHERE collection_id = ? AND card_id = ?').run(collectionId, cardId);
  else {
    db.prepare(
      `INSERT INTO collection_cards (collection_id, card_id, count) VALUES (?, ?, ?)
       ON CONFLICT (collection_id, card_id) DO UPDATE SET count = excluded.count`,
    ).run(collectionId, cardId, count);
  }
}

export function ownedCount(db: Db, collectionId: number, cardId: number): OwnedCount {
  requireCollection(db, collectionId);
  if (!exists(db, 'cards', cardId)) throw new CollectionRefusal('not_found', `No card with id ${cardId}.`);
  const row = db
    .prepare<{ collectionId: number; cardId: number }, { total: number; loose: number }>(
      `SELECT ${ownedCopiesSql('@cardId', '@collectionId')} AS total,
         COALESCE((SELECT count FROM collection_cards WHERE collection_id = @collectionId AND card_id = @cardId), 0) AS loose`,
    )
    .get({ collectionId, cardId })!;
  return { cardId, collectionId, fromProducts: row.total - row.loose, loose: row.loose, total: row.total };
}

export function exportCollection(db: Db, id: number): CollectionFile | null {
  const contents = getCollection(db, id);
  if (!contents) return null;
  return {
    format: COLLECTION_FILE_FORMAT,
    version: COLLECTION_FILE_VERSION,
    name: contents.name,
    products: contents.products.map(({ edition, key, count }) => ({ edition, key, count })),
    loose: contents.loose.map(({ edition, kind, key, count }) => ({ edition, kind, key, count })),
  };
}

/**
 * Creates a collection from a file, resolving each entry by edition and data key. One transaction:
 * an entry this database cannot resolve, or one the file lists twice (which count would be meant?),
 * refuses the whole file, naming the entry.
 */
export function importCollection(db: Db, file: CollectionFile, name: string): CollectionContents {
  return db.transaction(() => {
    const { id } = createCollection(db, name);
    const productOf = db.prepare<[EditionKey, string], { id: number; name: string }>(
      'SELECT p.id, p.name FROM products p JOIN card_editions e ON e.id = p.edition_id WHERE e.key = ? AND p.key = ?',
    );
    const cardOf = db.prepare<[EditionKey, CardKind, string], { id: number; name: string }>(
      'SELECT c.id, c.name FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = ? AND c.kind = ? AND c.key = ?',
    );
    const productLines = new Map<number, number>();
    file.products.forEach((entry, index) => {
      const product = productOf.get(entry.edition, entry.key);
      if (!product) {
        throw new CollectionRefusal('unknown_card', `The file’s ${ordinal(index + 1)} product: there is no ${entry.edition} product "${entry.key}" in this card database; import that data first.`);
      }
      const earlier = productLines.get(product.id);
      if (earlier !== undefined) throw duplicate(`the product “${product.name}”`, earlier, index);
      productLines.set(product.id, index);
      setProductCount(db, id, product.id, entry.count);
    });
    const cardLines = new Map<number, number>();
    file.loose.forEach((entry, index) => {
      const card = cardOf.get(entry.edition, entry.kind, entry.key);
      if (!card) {
        throw new CollectionRefusal('unknown_card', `The file’s ${ordinal(index + 1)} loose card: there is no ${entry.edition} ${entry.kind} "${entry.key}" in this card database; import that data first.`);
      }
      const earlier = cardLines.get(card.id);
      if (earlier !== undefined) throw duplicate(`the loose card “${card.name}”`, earlier, index);
      cardLines.set(card.id, index);
      setLooseCount(db, id, card.id, entry.count);
    });
    return getCollection(db, id)!;
  })();
}

const duplicate = (what: string, first: number, second: number) =>
  new CollectionRefusal(
    'duplicate_entry',
    `The file lists ${what} twice (its ${ordinal(first + 1)} and ${ordinal(second + 1)} entries), so its count is not clear: nothing was imported. Keep one line with the number you own.`,
  );
