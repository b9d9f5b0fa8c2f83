import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../shared/ipc';
import { loadPredictor, viewAhead } from '../../renderer/src/game/prediction';
import { testHost } from '../helpers/host';
import { armadaCoreSetGame, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/** What the page receives: the reply as JSON read from the wire, its own fresh copy. */
const overTheWire = <T>(reply: T): T => JSON.parse(JSON.stringify(reply)) as T;
const loseShield = { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 };
const loseNoShip = { ...loseShield, ship: 'no-such-ship' };

/** A core-set game through the real host, the Armada rules as the page loads them, and the view it shows. */
async function atTheTable() {
  const host = testHost(tempDir());
  const ask: Ask = (method, payload) => host.dispatch(method, payload);
  const { game } = await armadaCoreSetGame(ask);
  const predict = await loadPredictor('armada');
  const confirmed = overTheWire(await value<GameView>(ask, 'game.view', { gameId: game.id }));
  const play = (command: unknown) => ask('game.command', { gameId: game.id, commandId: randomUUID(), command });
  const played = (command: unknown) => value<GameView>(ask, 'game.command', { gameId: game.id, commandId: randomUUID(), command });
  return { host, predict, confirmed, play, played };
}

/**
 * Issue 27: the table shows a tap before the host's answer, by the game's own rules loaded in the
 * page, and the host's answer replaces it. Through the real host and its views.
 */
describe('a tap shown ahead of the host: the host view with the commands on their way applied', () => {
  it('one command and two in a row show what the host then answers; the seq, the history entry and the draft stay the host’s until it does', async () => {
    const { host, predict, confirmed, played } = await atTheTable();
    try {
      const untouched = structuredClone(confirmed);

      const ahead = viewAhead(confirmed, [loseShield, loseShield], predict);
      const first = await played(loseShield);
      const second = await played(loseShield);

      expect(viewAhead(confirmed, [loseShield], predict)).toMatchObject({ state: first.state, options: first.options, canUndo: true, canRedo: false });
      expect(ahead).toMatchObject({ state: second.state, options: second.options, canUndo: true, canRedo: false });
      expect(ahead.seq).toBe(confirmed.seq);
      expect(ahead.lastEntry).toEqual(confirmed.lastEntry);
      expect(ahead.draft).toEqual(confirmed.draft);
      expect(confirmed).toEqual(untouched);
      // Once the host answered the first, only the second is ahead of it.
      expect(viewAhead(overTheWire(first), [loseShield], predict)).toMatchObject({ state: second.state, options: second.options });
    } finally {
      host.close();
    }
  });

  it('the chain stops at a call only the host can play (undo) and at a command these rules refuse; with no rules loaded, the host view is shown', async () => {
    const { host, predict, confirmed, play } = await atTheTable();
    try {
      const one = viewAhead(confirmed, [loseShield], predict);

      expect(viewAhead(confirmed, [loseShield, null, loseShield], predict)).toEqual(one);
      expect((await play(loseNoShip)).ok).toBe(false);
      expect(viewAhead(confirmed, [loseShield, loseNoShip, loseShield], predict)).toEqual(one);
      expect(viewAhead(confirmed, [{ type: 'undo' }], predict)).toBe(confirmed);
      expect(viewAhead(confirmed, [loseShield], null)).toBe(confirmed);
    } finally {
      host.close();
    }
  });
});
