import type { Migration } from './types';

/**
 * What the player owns, in one or more collections (mine, the club's): boxes with counts, and
 * loose cards and ships on top. Owned copies of a card = box contents × boxes + loose copies.
 */
export const collections: Migration = {
  version: 40,
  name: 'collections',
  up(db) {
    db.exec(`
      CREATE TABLE collections (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(name) BETWEEN 1 AND 80)
      ) STRICT;

      CREATE TABLE collection_products (
        collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
        count INTEGER NOT NULL CHECK (count > 0),
        PRIMARY KEY (collection_id, product_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE collection_cards (
        collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
        card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE RESTRICT,
        count INTEGER NOT NULL CHECK (count > 0),
        PRIMARY KEY (collection_id, card_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX collection_cards_by_card ON collection_cards (card_id);
    `);
  },
};
