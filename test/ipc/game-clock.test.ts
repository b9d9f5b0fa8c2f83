import { describe, expect, it } from 'vitest';
import { timeLeft, type GameClock } from '../../shared/engine/core/game-clock';
import type { GameSummary, GameView } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { hostChild } from '../helpers/host-child';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { howlrunner, luke, rosters, setupCommand } from '../engine/xwing/helpers/xwing-game';

// Issue 36 item 4 · the tournament clock is game state, its instants the host's: the same time left
// after the host restarts from the same data folder, after a kill -9, and whatever a page claimed.

const tempDir = useTempDirs();
const START = Date.UTC(2026, 10, 22, 20, 0, 0);
const MIN = 60_000;

const clockOf = (view: GameView): GameClock => {
  const clock = (view.state as { clock?: GameClock }).clock;
  if (!clock) throw new Error('no clock in the view');
  return clock;
};
/** The time left the view shows: its clock at the host's instant. */
const leftIn = (view: GameView) => timeLeft(clockOf(view), view.hostNow ?? Number.NaN);

async function xwingGame(ask: Ask): Promise<string> {
  const game = await value<GameSummary>(ask, 'games.create', { name: 'Clocked', system: 'xwing' });
  await value<GameView>(ask, 'game.command', { gameId: game.id, command: setupCommand(rosters([luke()], [howlrunner()]), 'clocked') });
  return game.id;
}

describe('the clock’s instants are the host’s', () => {
  it('a page’s own instant is replaced by the host’s; the view carries the host’s now to tick from', async () => {
    const host = testHost(tempDir(), START);
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const gameId = await xwingGame(ask);
      // The page's clock is a day behind: the host keeps its own instant.
      const started = await value<GameView>(ask, 'game.command', { gameId, command: { type: 'clock', at: START - 24 * 60 * MIN, do: 'start' } });
      expect(clockOf(started).since).toBe(START);
      expect(started.hostNow).toBe(START);
      host.advance(10 * MIN);
      expect(leftIn(await value<GameView>(ask, 'game.view', { gameId }))).toBe(65 * MIN);
      const exported = await value<{ commands: { type: string; at?: number }[] }>(ask, 'game.export', { gameId });
      expect(exported.commands.at(-1)).toEqual({ type: 'clock', at: START, do: 'start' });
    } finally {
      host.close();
    }
  });

  it('a clock command sent again with its id (a lost reply) is answered as the repeat it is, whatever instant it carries', async () => {
    const host = testHost(tempDir(), START);
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const gameId = await xwingGame(ask);
      await value<GameView>(ask, 'game.command', { gameId, command: { type: 'clock', at: 1, do: 'start' }, commandId: 'clock-tap-0001' });
      host.advance(5 * MIN);
      const again = await value<GameView>(ask, 'game.command', { gameId, command: { type: 'clock', at: 2, do: 'start' }, commandId: 'clock-tap-0001' });
      expect(again.duplicate).toBe(true);
      expect(leftIn(again)).toBe(70 * MIN);
    } finally {
      host.close();
    }
  });
});

describe('the clock survives the host', () => {
  it('after the host restarts from the same data folder: the same time left for the same instant, paused or running', async () => {
    const dir = tempDir();
    const first = testHost(dir, START);
    const ask: Ask = (method, payload) => first.dispatch(method, payload);
    let gameId = '';
    let pausedLeft = 0;
    try {
      gameId = await xwingGame(ask);
      await value<GameView>(ask, 'game.command', { gameId, command: { type: 'clock', at: 0, do: 'start' } });
      first.advance(33 * MIN + 48_000);
      const paused = await value<GameView>(ask, 'game.command', { gameId, command: { type: 'clock', at: 0, do: 'pause' } });
      pausedLeft = leftIn(paused);
      expect(pausedLeft).toBe(41 * MIN + 12_000);
      expect(paused.lastEntry?.lines).toEqual(['Clock paused at 41:12 left.']);
    } finally {
      first.close();
    }
    // An hour later, paused: the same time left.
    const second = testHost(dir, START + 94 * MIN);
    const ask2: Ask = (method, payload) => second.dispatch(method, payload);
    try {
      expect(leftIn(await value<GameView>(ask2, 'game.view', { gameId }))).toBe(pausedLeft);
      await value<GameView>(ask2, 'game.command', { gameId, command: { type: 'clock', at: 0, do: 'resume' } });
      second.advance(60_000);
    } finally {
      second.close();
    }
    // Running: the time that passed is counted, to the millisecond.
    const third = testHost(dir, START + 100 * MIN);
    try {
      expect(leftIn(await value<GameView>((method, payload) => third.dispatch(method, payload), 'game.view', { gameId }))).toBe(pausedLeft - 6 * MIN);
    } finally {
      third.close();
    }
  });

  it('after the host process is killed (SIGKILL) right after a clock change: the same time left', async () => {
    const dir = tempDir();
    const child = await hostChild(dir);
    let gameId = '';
    let before: GameView;
    try {
      gameId = await xwingGame(child.ask);
      await value<GameView>(child.ask, 'game.command', { gameId, command: { type: 'clock', at: 0, do: 'start' } });
      before = await value<GameView>(child.ask, 'game.command', { gameId, command: { type: 'clock', at: 0, do: 'adjust', minutes: -3, reason: 'judge' } });
    } finally {
      await child.kill();
    }
    // The child's host runs on the test clock's start, as this one does.
    const restarted = testHost(dir);
    try {
      const after = await value<GameView>((method, payload) => restarted.dispatch(method, payload), 'game.view', { gameId });
      expect(leftIn(after)).toBe(leftIn(before));
      expect(leftIn(after)).toBe(72 * MIN);
    } finally {
      restarted.close();
    }
  });
});
