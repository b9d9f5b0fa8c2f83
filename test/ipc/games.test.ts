import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

async function value<T>(promise: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('games through the host (real SQLite)', () => {
  it('create, list (most recently played first), rename, open, delete', async () => {
    const host = testHost(tempDir());
    try {
      const armada = (await value(host.dispatch('games.create', { name: 'Armada night', system: 'armada' }))) as GameSummary;
      host.advance(1000);
      const xwing = (await value(host.dispatch('games.create', { name: 'Dogfight', system: 'xwing' }))) as GameSummary;
      host.advance(1000);
      const defense = (await value(host.dispatch('games.create', { name: "Pavlov's house", system: 'defense' }))) as GameSummary;

      const names = async () => ((await value(host.dispatch('games.list', {}))) as GameSummary[]).map((g) => g.name);
      expect(await names()).toEqual(["Pavlov's house", 'Dogfight', 'Armada night']);

      host.advance(1000);
      await value(host.dispatch('games.open', { id: armada.id }));
      expect(await names()).toEqual(['Armada night', "Pavlov's house", 'Dogfight']);

      const renamed = (await value(host.dispatch('games.rename', { id: xwing.id, name: 'Dogfight at Yavin' }))) as GameSummary;
      expect(renamed).toMatchObject({ id: xwing.id, name: 'Dogfight at Yavin', system: 'xwing' });

      await value(host.dispatch('games.delete', { id: defense.id }));
      expect(await names()).toEqual(['Armada night', 'Dogfight at Yavin']);
    } finally {
      host.close();
    }
  });

  it('games survive closing and reopening the database', async () => {
    const dir = tempDir();
    const first = testHost(dir);
    await value(first.dispatch('games.create', { name: 'Kept', system: 'armada' }));
    first.close();
    const second = testHost(dir);
    try {
      expect(((await value(second.dispatch('games.list', {}))) as GameSummary[]).map((g) => g.name)).toEqual(['Kept']);
    } finally {
      second.close();
    }
  });

  it('renaming, opening or deleting a missing game is refused with not_found, naming the id', async () => {
    const host = testHost(tempDir());
    const id = '00000000-0000-4000-8000-00000000ffff';
    try {
      for (const [method, payload] of [
        ['games.rename', { id, name: 'x' }],
        ['games.open', { id }],
        ['games.delete', { id }],
      ] as const) {
        const result = await host.dispatch(method, payload);
        expect(result).toMatchObject({ ok: false, error: { code: 'not_found' } });
        expect(!result.ok && result.error.message).toContain(id);
      }
    } finally {
      host.close();
    }
  });

  it('a game in play deleted in another window: its next command is refused with not_found, nothing is written', async () => {
    const host = testHost(tempDir());
    try {
      const game = (await value(host.dispatch('games.create', { name: 'Short game', system: 'armada' }))) as GameSummary;
      await value(host.dispatch('game.command', { gameId: game.id, command: { type: 'setup', seed: 1, players: [{ name: 'Empire', ships: [], squadrons: [] }, { name: 'Rebels', ships: [], squadrons: [] }] } }));
      // The game is now loaded (and kept) by the host; another window deletes it.
      await value(host.dispatch('games.delete', { id: game.id }));
      const late = await host.dispatch('game.command', { gameId: game.id, command: { type: 'nextPhase' } });
      expect(late).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(host.database.db.prepare('SELECT count(*) AS n FROM game_events').get()).toEqual({ n: 0 });
    } finally {
      host.close();
    }
  });

  it('a name that is too long is refused, and nothing is written', async () => {
    const host = testHost(tempDir());
    try {
      const result = await host.dispatch('games.create', { name: 'x'.repeat(81), system: 'armada' });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      expect(!result.ok && result.error.message).toBe('Name must be at most 80 characters.');
      expect(await value(host.dispatch('games.list', {}))).toEqual([]);
    } finally {
      host.close();
    }
  });

  it('every change is pushed to subscribers as games.changed', async () => {
    const host = testHost(tempDir());
    const seen: unknown[] = [];
    host.subscribe((event) => seen.push(event));
    try {
      const game = (await value(host.dispatch('games.create', { name: 'Pushed', system: 'armada' }))) as GameSummary;
      await value(host.dispatch('games.rename', { id: game.id, name: 'Pushed again' }));
      await value(host.dispatch('games.delete', { id: game.id }));
      expect(seen).toEqual([
        { event: 'games.changed', payload: { reason: 'created', id: game.id } },
        { event: 'games.changed', payload: { reason: 'renamed', id: game.id } },
        { event: 'games.changed', payload: { reason: 'deleted', id: game.id } },
      ]);
    } finally {
      host.close();
    }
  });

  it('app.info reports the schema version and where the data lives', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    try {
      expect(await value(host.dispatch('app.info', {}))).toMatchObject({ dataDir: dir, transport: 'browser', schemaVersion: host.database.schemaVersion });
    } finally {
      host.close();
    }
  });

  it('choosing card data to import uses the desktop’s picker; browser mode has none and says what to do instead', async () => {
    const browser = testHost(tempDir());
    try {
      const refused = await browser.dispatch('cards.chooseImportSource', { kind: 'zip' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'not_available' } });
      expect(!refused.ok && refused.error.message).toMatch(/type the path/);
    } finally {
      browser.close();
    }
    const asked: string[] = [];
    const desktop = testHost(tempDir(), undefined, {
      chooseCardDataSource: async (kind) => {
        asked.push(kind);
        return kind === 'folder' ? '/home/player/xwing-data2' : null;
      },
    });
    try {
      expect(await value(desktop.dispatch('cards.chooseImportSource', { kind: 'folder' }))).toEqual({ path: '/home/player/xwing-data2' });
      expect(await value(desktop.dispatch('cards.chooseImportSource', { kind: 'zip' }))).toEqual({ path: null });
      expect(asked).toEqual(['folder', 'zip']);
    } finally {
      desktop.close();
    }
  });
});
