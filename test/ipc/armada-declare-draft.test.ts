import { describe, expect, it } from 'vitest';
import type { GameView } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { armadaCoreSetGame, toTheAttackRoll, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 24 · exactly where you were: the declaration under way (zone, target, dice entered) is the
// game's draft in the host; declaring the target hands its dice on to the roll, so a crash between
// the two commands still finds them; the roll clears them.

const tempDir = useTempDirs();

describe('the attack’s declaration kept by the host', () => {
  it('declareTarget hands the declaration’s dice on to the roll; the roll clears them; a declaration with no dice leaves nothing', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask);
      const command = (cmd: object) => value<GameView>(ask, 'game.command', { gameId: game.id, command: cmd });
      const [next, activate, declare] = toTheAttackRoll;
      await command(next);
      await command(activate);
      const dice = [{ color: 'red', face: 'hit' }, { color: 'blue', face: 'hit' }];
      const declaration = { attacker: 'p1-ship-1', zone: 'front', target: { unit: 'p2-ship-1', zone: 'front' }, dice, ignition: false };
      await value(ask, 'game.saveDraft', { gameId: game.id, draft: { step: 'declareTarget', faces: declaration } });
      expect((await value<GameView>(ask, 'game.view', { gameId: game.id })).draft).toMatchObject({ step: 'declareTarget', faces: declaration });

      const declared = await command(declare);
      expect(declared.draft).toMatchObject({ step: 'rollAttackDice', faces: dice });
      const rolled = await command({ type: 'rollAttackDice', rollForMe: true });
      expect(rolled.draft).toBeNull();

      // Undone back before the declaration, a declaration without dice is simply cleared by the next declare.
      await command({ type: 'undo' });
      await command({ type: 'undo' });
      await value(ask, 'game.saveDraft', { gameId: game.id, draft: { step: 'declareTarget', faces: { ...declaration, dice: [] } } });
      expect((await command(declare)).draft).toBeNull();
    } finally {
      host.close();
    }
  });
});
