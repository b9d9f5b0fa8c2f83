import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE, type GameSummary, type HistoryEntry } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { longGameLog } from './helpers/long-game';

const tempDir = useTempDirs();

describe('issue 19 · big inputs never one giant frame: game.history is paged, newest first', () => {
  it('the newest page comes first; asking before its first entry walks back to entry 1 with no gap and no repeat', async () => {
    const { log } = longGameLog(2 * HISTORY_PAGE_SIZE + 37, 'paged history');
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const game = await value<GameSummary>(ask, 'game.import', { log });
      const pages: HistoryEntry[][] = [];
      let before: number | undefined;
      for (;;) {
        const page = await value<HistoryEntry[]>(ask, 'game.history', { gameId: game.id, ...(before ? { before } : {}) });
        pages.push(page);
        const first = page[0];
        if (!first || first.seq === 1) break;
        before = first.seq;
      }
      expect(pages.map((page) => page.length)).toEqual([HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, 37]);
      expect(pages[0]?.at(-1)?.seq).toBe(log.commands.length);
      const all = pages.reverse().flat();
      expect(all.map((entry) => entry.seq)).toEqual(log.commands.map((_, i) => i + 1));
      expect(all.map((entry) => entry.commandType)).toEqual(log.commands.map((command) => command.type));

      const small = await value<HistoryEntry[]>(ask, 'game.history', { gameId: game.id, before: 11, limit: 4 });
      expect(small.map((entry) => entry.seq)).toEqual([7, 8, 9, 10]);
    } finally {
      host.close();
    }
  }, 120_000);

  it('a page size beyond the most, or a cursor that is not an entry number, is refused in words', async () => {
    const host = testHost(tempDir());
    try {
      const gameId = '00000000-0000-4000-8000-00000000ffff';
      const tooMany = await host.dispatch('game.history', { gameId, limit: HISTORY_PAGE_MAX + 1 });
      expect(tooMany).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      if (!tooMany.ok) expect(tooMany.error.message).toContain(`at most ${HISTORY_PAGE_MAX}`);
      const notAnEntry = await host.dispatch('game.history', { gameId, before: 0 });
      expect(notAnEntry).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      if (!notAnEntry.ok) {
        expect(notAnEntry.error.message).toContain('must be an entry number');
        expect(notAnEntry.error.message).not.toMatch(/\[\d+\]|\.before/);
      }
    } finally {
      host.close();
    }
  });
});
