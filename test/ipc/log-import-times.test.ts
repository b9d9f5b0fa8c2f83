import { describe, expect, it } from 'vitest';
import { millraceHouse } from '../../shared/engine/games/defense';
import type { GameLogFile, GameSummary, GameView, HistoryEntry } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

// Issue 26 · item 5: a game exported and imported back keeps when each entry was played, and the
// imported game gets a name of its own beside the game it came from.

describe('issue 26 · imported logs keep their times and get a distinct name', () => {
  it('each history entry keeps the time it was played; the copy is named "(imported)", a second "(imported 2)"; an older log without times takes the import time', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const game = await value<GameSummary>(ask, 'games.create', { name: 'Millrace', system: 'defense' });
      await value(ask, 'game.command', { gameId: game.id, command: { type: 'setup', scenario: millraceHouse, rules: 2 } });
      host.advance(60_000);
      await value(ask, 'game.command', { gameId: game.id, command: { type: 'nextPhase' } });
      host.advance(60_000);
      await value(ask, 'game.command', { gameId: game.id, command: { type: 'resolveEnemyAttacks', faces: [[1, 1]] } });
      const played = await value<HistoryEntry[]>(ask, 'game.history', { gameId: game.id });
      const log = await value<GameLogFile>(ask, 'game.export', { gameId: game.id });
      expect(log.times).toEqual(played.map((entry) => entry.at));

      host.advance(3_600_000);
      const copy = await value<GameSummary>(ask, 'game.import', { log });
      expect(copy.name).toBe('Millrace (imported)');
      const history = await value<HistoryEntry[]>(ask, 'game.history', { gameId: copy.id });
      expect(history.map((entry) => entry.at)).toEqual(played.map((entry) => entry.at));
      expect(history.map((entry) => entry.lines)).toEqual(played.map((entry) => entry.lines));
      const original = await value<GameView>(ask, 'game.view', { gameId: game.id });
      expect((await value<GameView>(ask, 'game.view', { gameId: copy.id })).state).toEqual(original.state);

      const second = await value<GameSummary>(ask, 'game.import', { log: { ...log, times: undefined } });
      expect(second.name).toBe('Millrace (imported 2)');
      const untimed = await value<HistoryEntry[]>(ask, 'game.history', { gameId: second.id });
      expect(new Set(untimed.map((entry) => entry.at)).size).toBe(1);
    } finally {
      host.close();
    }
  });
});
