import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/main/db/migrations';
import { openDatabase } from '../../electron/main/db/open';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

describe('migration 0080: every card gets the source its edition was imported from', () => {
  it('an existing database keeps its card ids, collection counts and full-text index; each edition becomes one source', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    const before = openDatabase(file, { migrations: migrations.filter((m) => m.version < 80) });
    before.db.exec(`
      INSERT INTO card_editions (id, key, system, name, layout, data_version) VALUES (1, 'armada-isb', 'armada', 'Armada (ISB data)', 'armada-isb', NULL);
      INSERT INTO cards (id, edition_id, kind, key, name) VALUES (41, 1, 'ship', 'victory-ii', 'Victory II-class Star Destroyer');
      INSERT INTO collections (id, name) VALUES (1, 'Mine');
      INSERT INTO collection_cards (collection_id, card_id, count) VALUES (1, 41, 2);
    `);
    before.db.close();

    const { db } = openDatabase(file);
    try {
      expect(db.prepare('SELECT id, name, label, layout, part, included FROM card_sources').all()).toEqual([
        { id: 1, name: 'Armada (ISB data)', label: 'ISB', layout: 'armada-isb', part: 'main', included: 1 },
      ]);
      expect(db.prepare('SELECT id, edition_id, source_id FROM cards').all()).toEqual([{ id: 41, edition_id: 1, source_id: 1 }]);
      expect(db.prepare('SELECT card_id, count FROM collection_cards').all()).toEqual([{ card_id: 41, count: 2 }]);
      expect(db.prepare("SELECT rowid FROM cards_fts WHERE cards_fts MATCH 'victory'").all()).toEqual([{ rowid: 41 }]);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // Foreign keys still hold after the rebuild: a counted card cannot be deleted.
      expect(() => db.prepare('DELETE FROM cards WHERE id = 41').run()).toThrow(/FOREIGN KEY/);
    } finally {
      db.close();
    }
  });
});
