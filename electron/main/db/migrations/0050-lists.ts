import type { Migration } from './types';

/**
 * Lists (Armada fleets, X-Wing squads) and imported X-Wing points sets. A list is kept as its JSON
 * (cards named by edition and key, so it survives re-imports); its total, legality and problem
 * count are cached beside it for the list screen, recomputed on every save.
 */
export const lists: Migration = {
  version: 50,
  name: 'lists',
  up(db) {
    db.exec(`
      CREATE TABLE points_sets (
        id INTEGER PRIMARY KEY,
        set_key TEXT NOT NULL CHECK (length(set_key) BETWEEN 1 AND 40),
        revision TEXT NOT NULL CHECK (length(revision) BETWEEN 1 AND 80),
        name TEXT NOT NULL,
        format_text TEXT,
        effective_date TEXT,
        imported_at INTEGER NOT NULL,
        unknown_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(unknown_ids)),
        UNIQUE (set_key, revision)
      ) STRICT;

      -- One pilot or upgrade as a points revision states it (xws id).
      CREATE TABLE points_entries (
        set_id INTEGER NOT NULL REFERENCES points_sets (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('pilot', 'upgrade')),
        key TEXT NOT NULL,
        faction TEXT,
        name TEXT NOT NULL,
        cost INTEGER,
        loadout INTEGER,
        limited INTEGER NOT NULL DEFAULT 0 CHECK (limited >= 0),
        slots TEXT CHECK (slots IS NULL OR json_valid(slots)),
        standard INTEGER CHECK (standard IN (0, 1)),
        extended INTEGER CHECK (extended IN (0, 1)),
        epic INTEGER CHECK (epic IN (0, 1)),
        restricted INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (set_id, kind, key)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE lists (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        system TEXT NOT NULL CHECK (system IN ('armada', 'xwing')),
        format TEXT NOT NULL,
        faction TEXT NOT NULL,
        list TEXT NOT NULL CHECK (json_valid(list)),
        points_set_id INTEGER REFERENCES points_sets (id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL,
        total INTEGER NOT NULL DEFAULT 0,
        points_limit INTEGER NOT NULL,
        legal INTEGER NOT NULL DEFAULT 0 CHECK (legal IN (0, 1)),
        problem_count INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX lists_by_last_use ON lists (last_used_at DESC, id DESC);
    `);
  },
};
