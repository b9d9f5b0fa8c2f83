import type { Migration } from './types';

/**
 * Card sources: each imported data set is its own source, side by side with the others.
 *
 * New column `cards.source_id` → `card_sources.id`: the source a card came from. A card is unique
 * per (source_id, kind, key), no longer per edition, so two releases of one edition keep their own
 * cards. `cards.edition_id` stays and always equals the source's edition, so everything that asks
 * by edition (lists name cards by edition + kind + key) still reads one column.
 *
 * `card_sources.included` = 0 leaves a source's cards out of pickers and search (community
 * factions, older printings, fan expansions the player did not ask for). `report` is what the
 * import skipped and why, shown on the Collection screen.
 *
 * Turning a UNIQUE constraint into another needs the table rebuilt (SQLite cannot drop one), so
 * this migration runs with foreign keys off and checks them before it commits (`rebuildsTables`).
 */
export const cardSources: Migration = {
  version: 80,
  name: 'card-sources',
  rebuildsTables: true,
  up(db) {
    db.exec(`
      CREATE TABLE card_sources (
        id INTEGER PRIMARY KEY,
        edition_id INTEGER NOT NULL REFERENCES card_editions (id) ON DELETE CASCADE,
        -- How the player sees it: "X-Wing 2.5 · xwing-data2 3.9.1".
        name TEXT NOT NULL,
        -- A few letters beside a card's name where two could be confused: "ISB", "FFG", "2.5 3.9.1".
        label TEXT NOT NULL,
        layout TEXT NOT NULL CHECK (layout IN ('xwing-data2', 'armada-ffg', 'armada-isb', 'starter')),
        data_version TEXT,
        -- What the data said, hashed: two releases with one version string are still two sources.
        content_hash TEXT,
        -- 'main', or the community part of a data set this source holds (its own name and label),
        -- then parent_id is the main source imported with it.
        part TEXT NOT NULL DEFAULT 'main',
        parent_id INTEGER REFERENCES card_sources (id) ON DELETE CASCADE,
        included INTEGER NOT NULL DEFAULT 1 CHECK (included IN (0, 1)),
        imported_at TEXT NOT NULL,
        origin TEXT,
        report TEXT NOT NULL DEFAULT '{"skipped":[],"parts":[]}' CHECK (json_valid(report))
      ) STRICT;
      CREATE INDEX card_sources_by_edition ON card_sources (edition_id, included);

      INSERT INTO card_sources (edition_id, name, label, layout, data_version, imported_at)
        SELECT id, name, CASE layout WHEN 'starter' THEN 'core set' WHEN 'armada-isb' THEN 'ISB' WHEN 'armada-ffg' THEN 'FFG' ELSE coalesce(data_version, layout) END,
               layout, data_version, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        FROM card_editions ORDER BY id;

      CREATE TABLE cards_rebuilt (
        id INTEGER PRIMARY KEY,
        edition_id INTEGER NOT NULL REFERENCES card_editions (id) ON DELETE CASCADE,
        source_id INTEGER NOT NULL REFERENCES card_sources (id) ON DELETE CASCADE,
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
        retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1)),
        UNIQUE (source_id, kind, key)
      ) STRICT;

      INSERT INTO cards_rebuilt
        SELECT c.id, c.edition_id, (SELECT s.id FROM card_sources s WHERE s.edition_id = c.edition_id), c.kind, c.key, c.name, c.title,
               c.unique_count, c.cost_min, c.cost_max, c.ship_key, c.upgrade_types, c.size, c.hull, c.shields, c.shield_front,
               c.shield_left, c.shield_right, c.shield_rear, c.shield_left_aux, c.shield_right_aux, c.armament, c.attack, c.agility,
               c.initiative, c.energy, c.charges, c.force, c.speed, c.speed_chart, c.command, c.squadron_value, c.engineering,
               c.defense_tokens, c.keywords, c.slots, c.formats, c.amount, c.text, c.details, c.source_file, c.retired
        FROM cards c;

      DROP TABLE cards;
      ALTER TABLE cards_rebuilt RENAME TO cards;
      CREATE INDEX cards_by_kind_name ON cards (kind, name COLLATE NOCASE);
      CREATE INDEX cards_by_edition_name ON cards (edition_id, name COLLATE NOCASE);
      CREATE INDEX cards_by_name ON cards (name COLLATE NOCASE, id);
      CREATE INDEX cards_by_edition_kind_key ON cards (edition_id, kind, key);

      -- cards_fts keeps its rows: the rebuilt table has the same ids and text.
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
    `);
  },
};
