import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/main/db/migrations';
import { openDatabase } from '../../electron/main/db/open';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

describe('migration 60 · command ids and dice drafts', () => {
  it('a database with a game log from before command ids migrates: old entries keep no id, new ones are unique per game', () => {
    const file = path.join(tempDir(), 'sidetable.db');
    const before = openDatabase(file, { migrations: migrations.filter((migration) => migration.version < 60) });
    before.db.prepare("INSERT INTO games VALUES ('g1', 'Old game', 'armada', 1, 1), ('g2', 'Other game', 'armada', 1, 1)").run();
    before.db.prepare("INSERT INTO game_events (game_id, seq, command, events, at) VALUES ('g1', 1, '{\"type\":\"setup\"}', '[]', 1)").run();
    before.db.close();

    const after = openDatabase(file);
    try {
      const { db } = after;
      expect(after.schemaVersion).toBeGreaterThanOrEqual(60);
      expect(db.prepare("SELECT seq, command_id FROM game_events WHERE game_id = 'g1'").all()).toEqual([{ seq: 1, command_id: null }]);
      const append = db.prepare("INSERT INTO game_events (game_id, seq, command, events, at, command_id) VALUES (?, ?, '{\"type\":\"nextPhase\"}', '[]', 2, ?)");
      append.run('g1', 2, 'id-of-a-command');
      expect(() => append.run('g1', 3, 'id-of-a-command')).toThrow(/UNIQUE/);
      // The id is unique within a game; two games may meet the same id (an imported copy, say).
      append.run('g2', 1, 'id-of-a-command');
      // Entries without an id (imports, old clients) never collide.
      append.run('g1', 3, null);
      append.run('g1', 4, null);
      expect(db.prepare("SELECT count(*) AS n FROM game_events WHERE game_id = 'g1'").get()).toEqual({ n: 4 });

      db.prepare("INSERT INTO game_drafts VALUES ('g1', 'rollAttackDice', '[]', 3)").run();
      expect(() => db.prepare("INSERT INTO game_drafts VALUES ('g1', 'rollAttackDice', 'not json', 3)").run()).toThrow();
      db.prepare("DELETE FROM games WHERE id = 'g1'").run();
      expect(db.prepare('SELECT count(*) AS n FROM game_drafts').get()).toEqual({ n: 0 });
    } finally {
      after.db.close();
    }
  });
});
