import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArmadaState } from '../../shared/engine/games/armada';
import type { GameView } from '../../shared/ipc';
import { keepUnchanged } from '../../renderer/src/game/keep-unchanged';
import { testHost } from '../helpers/host';
import { armadaCoreSetGame, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/** What the page receives: the reply as JSON read from the wire, its own fresh copy. */
const overTheWire = <T>(reply: T): T => JSON.parse(JSON.stringify(reply)) as T;
const stateOf = (view: GameView) => view.state as ArmadaState;

describe('a view from the host keeps what did not change (only the tapped unit is drawn again)', () => {
  it('after a shield is lost, the other ship, the squadrons and the options are the objects shown before; the view reads as the host sent it', async () => {
    const host = testHost(tempDir());
    try {
      const ask: Ask = (method, payload) => host.dispatch(method, payload);
      const { game } = await armadaCoreSetGame(ask);
      const before = overTheWire(await value<GameView>(ask, 'game.view', { gameId: game.id }));
      const shown = structuredClone(before);
      const reply = await value<GameView>(ask, 'game.command', { gameId: game.id, commandId: randomUUID(), command: { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 } });

      const after = keepUnchanged(before, overTheWire(reply));

      expect(after).toEqual(reply);
      expect(before).toEqual(shown);
      const [cr90Before, victoryBefore] = [stateOf(before).ships[0], stateOf(before).ships[1]];
      const [cr90After, victoryAfter] = [stateOf(after).ships[0], stateOf(after).ships[1]];
      expect(cr90After).toBe(cr90Before);
      expect(victoryAfter).not.toBe(victoryBefore);
      expect(victoryAfter?.hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(2);
      expect(victoryAfter?.defenseTokens).toBe(victoryBefore?.defenseTokens);
      expect(stateOf(after).squadrons).toBe(stateOf(before).squadrons);
      expect(after.options).toBe(before.options);
    } finally {
      host.close();
    }
  });

  it('a view equal to the one shown is the one shown; any JSON reads as sent and leaves the one before as it was', () => {
    const same = { seq: 3, state: { ships: [{ id: 'a', shields: [1, 2] }] }, draft: null };
    expect(keepUnchanged(same, structuredClone(same))).toBe(same);
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
        const copy = structuredClone(previous);
        const result = keepUnchanged(previous, structuredClone(next));
        expect(result).toEqual(next);
        expect(previous).toEqual(copy);
      }),
    );
  });

  it('a key added, removed or set to nothing, an array grown or shrunk, an array for an object: each reads as sent', () => {
    const before = { a: 1, b: [1, 2], c: { d: 1 }, e: null as unknown };
    for (const next of [{ a: 1, b: [1, 2], c: { d: 1 } }, { a: 1, b: [1, 2], c: { d: 1 }, e: null, f: 0 }, { a: 1, b: [1], c: { d: 1 }, e: null }, { a: 1, b: [1, 2, 3], c: { d: 1 }, e: null }, { a: 1, b: { 0: 1, 1: 2 }, c: [1], e: null }, { a: 1, b: [1, 2], c: { d: 1 }, e: undefined }]) {
      const result = keepUnchanged(before, structuredClone(next));
      expect(result).not.toBe(before);
      expect(result).toEqual(next);
    }
  });
});
