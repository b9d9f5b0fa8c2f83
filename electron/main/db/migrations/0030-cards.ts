import type { Migration } from './types';

/**
 * The card database: data editions (one game's card pool as one data set describes it), their
 * cards, and the products (boxes) that contain them. What is searched and filtered gets a typed
 * column; the rest of a card stays as the data set's JSON. `cards_fts` indexes names, titles,
 * keywords and text; triggers keep it in step with `cards`.
 */
export const cards: Migration = {
  version: 30,
  name: 'cards',
  up(db) {
    db.exec(`
      CREATE TABLE card_editions (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE CHECK (key IN ('xwing-2.0', 'xwing-2.5', 'armada-ffg', 'armada-isb')),
        system TEXT NOT NULL CHECK (system IN ('armada', 'xwing', 'defense')),
        name TEXT NOT NULL,
        layout TEXT NOT NULL CHECK (layout IN ('xwing-data2', 'armada-ffg', 'armada-isb', 'starter')),
        data_version TEXT
      ) STRICT;

      CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        edition_id INTEGER NOT NULL REFERENCES card_editions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('ship', 'pilot', 'squadron', 'upgrade', 'objective', 'condition', 'damage')),
        key TEXT NOT NULL,
        name TEXT NOT NULL,
        title TEXT,
        unique_count INTEGER NOT NULL DEFAULT 0 CHECK (unique_count >= 0),
        cost_min INTEGER,
        cost_max INTEGER,
        ship_key TEXT,
        upgrade_types TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(upgrade_types)),
        size TEXT,
        hull INTEGER,
        shields INTEGER,
        shield_front INTEGER,
        shield_left INTEGER,
        shield_right INTEGER,
        shield_rear INTEGER,
        shield_left_aux INTEGER,
        shield_right_aux INTEGER,
        armament TEXT CHECK (armament IS NULL OR json_valid(armament)),
        attack INTEGER,
        agility INTEGER,
        initiative INTEGER,
        energy INTEGER,
        charges INTEGER,
        force INTEGER,
        speed INTEGER,
        speed_chart TEXT CHECK (speed_chart IS NULL OR json_valid(speed_chart)),
        command INTEGER,
        squadron_value INTEGER,
        engineering INTEGER,
        defense_tokens TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(defense_tokens)),
        keywords TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(keywords)),
        slots TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(slots)),
        formats TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(formats)),
        amount INTEGER CHECK (amount IS NULL OR amount > 0),
        text TEXT,
        details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
        source_file TEXT,
        -- 1 when a re-import no longer has the card but a collection or product still counts it.
        retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1)),
        UNIQUE (edition_id, kind, key)
      ) STRICT;
      CREATE INDEX cards_by_kind_name ON cards (kind, name COLLATE NOCASE);
      CREATE INDEX cards_by_edition_name ON cards (edition_id, name COLLATE NOCASE);
      CREATE INDEX cards_by_name ON cards (name COLLATE NOCASE, id);

      -- Factions that may field a card; a card with no row here is open to every faction.
      CREATE TABLE card_factions (
        card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
        faction TEXT NOT NULL,
        PRIMARY KEY (card_id, faction)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX card_factions_by_faction ON card_factions (faction, card_id);

      CREATE VIRTUAL TABLE cards_fts USING fts5 (
        name, title, keywords, text,
        content = 'cards', content_rowid = 'id',
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      CREATE TRIGGER cards_fts_insert AFTER INSERT ON cards BEGIN
        INSERT INTO cards_fts (rowid, name, title, keywords, text) VALUES (new.id, new.name, new.title, new.keywords, new.text);
      END;
      CREATE TRIGGER cards_fts_delete AFTER DELETE ON cards BEGIN
        INSERT INTO cards_fts (cards_fts, rowid, name, title, keywords, text) VALUES ('delete', old.id, old.name, old.title, old.keywords, old.text);
      END;
      CREATE TRIGGER cards_fts_update AFTER UPDATE OF name, title, keywords, text ON cards BEGIN
        INSERT INTO cards_fts (cards_fts, rowid, name, title, keywords, text) VALUES ('delete', old.id, old.name, old.title, old.keywords, old.text);
        INSERT INTO cards_fts (rowid, name, title, keywords, text) VALUES (new.id, new.name, new.title, new.keywords, new.text);
      END;

      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        edition_id INTEGER NOT NULL REFERENCES card_editions (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        name TEXT NOT NULL,
        UNIQUE (edition_id, key)
      ) STRICT;

      -- What one box holds: copies of each card (for ships and squadrons, the miniatures).
      CREATE TABLE product_contents (
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE RESTRICT,
        count INTEGER NOT NULL CHECK (count > 0),
        PRIMARY KEY (product_id, card_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX product_contents_by_card ON product_contents (card_id);
    `);
  },
};
