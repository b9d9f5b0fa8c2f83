import { describe, expect, it } from 'vitest';
import type { GameSummary, GameView } from '../../shared/ipc';
import { sampleScenario } from '../../shared/engine/games/defense';
import { testHost } from '../helpers/host';
import { hostChild } from '../helpers/host-child';
import { decimator, luke, rosters } from '../engine/xwing/helpers/xwing-game';
import { armadaCoreSetGame, attackDice, toTheAttackRoll, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

const view = (ask: Ask, gameId: string) => value<GameView>(ask, 'game.view', { gameId });
const command = (ask: Ask, gameId: string, cmd: object) => value<GameView>(ask, 'game.command', { gameId, command: cmd });
const enteredSoFar = [
  { color: 'red', face: 'hit' },
  { color: 'red', face: 'blank' },
];

describe('nothing typed is lost: dice faces entered but not confirmed are kept by the host', () => {
  it('a saved draft is in the view, and still there after the host is closed and reopened', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    let gameId = '';
    try {
      const { game, view: fresh } = await armadaCoreSetGame(ask);
      gameId = game.id;
      expect(fresh.draft).toBeNull();
      for (const cmd of toTheAttackRoll) await command(ask, gameId, cmd);
      host.advance(1000);
      expect(await value(ask, 'game.saveDraft', { gameId, draft: { step: 'rollAttackDice', faces: enteredSoFar } })).toEqual({ saved: true });
      expect((await view(ask, gameId)).draft).toEqual({ step: 'rollAttackDice', faces: enteredSoFar, at: Date.UTC(2026, 10, 22, 20, 0, 1) });
    } finally {
      host.close();
    }
    const reopened = testHost(dir);
    try {
      expect((await view((method, payload) => reopened.dispatch(method, payload), gameId)).draft).toMatchObject({ step: 'rollAttackDice', faces: enteredSoFar });
    } finally {
      reopened.close();
    }
  });

  it('a draft survives the host process being killed (SIGKILL) right after it was kept', async () => {
    const dir = tempDir();
    const child = await hostChild(dir);
    let gameId = '';
    try {
      ({
        game: { id: gameId },
      } = await armadaCoreSetGame(child.ask));
      expect(await child.ask('game.saveDraft', { gameId, draft: { step: 'rollAttackDice', faces: enteredSoFar } })).toEqual({ ok: true, value: { saved: true } });
    } finally {
      await child.kill();
    }
    const restarted = testHost(dir);
    try {
      expect((await view((method, payload) => restarted.dispatch(method, payload), gameId)).draft).toMatchObject({ step: 'rollAttackDice', faces: enteredSoFar });
    } finally {
      restarted.close();
    }
  });

  it('the draft stays through other commands and refusals, and confirming its step clears it', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask);
      const gameId = game.id;
      await value(ask, 'game.saveDraft', { gameId, draft: { step: 'rollAttackDice', faces: enteredSoFar } });
      for (const cmd of toTheAttackRoll) expect((await command(ask, gameId, cmd)).draft).toMatchObject({ faces: enteredSoFar });
      const refused = await ask('game.command', { gameId, command: { type: 'resolveDamage' } });
      expect(refused.ok).toBe(false);
      expect((await view(ask, gameId)).draft).toMatchObject({ faces: enteredSoFar });
      const rolled = await command(ask, gameId, { type: 'rollAttackDice', dice: attackDice });
      expect(rolled.draft).toBeNull();
      expect((await view(ask, gameId)).draft).toBeNull();
    } finally {
      host.close();
    }
  });

  it('a draft set to null is cleared', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask);
      await value(ask, 'game.saveDraft', { gameId: game.id, draft: { step: 'rollAttackDice', faces: enteredSoFar } });
      await value(ask, 'game.saveDraft', { gameId: game.id, draft: null });
      expect((await view(ask, game.id)).draft).toBeNull();
    } finally {
      host.close();
    }
  });

  it('undoing an Armada roll brings its faces back for editing; redoing it clears them again', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask);
      const gameId = game.id;
      for (const cmd of toTheAttackRoll) await command(ask, gameId, cmd);
      await command(ask, gameId, { type: 'rollAttackDice', dice: attackDice });
      const undone = await value<GameView>(ask, 'game.undo', { gameId });
      expect(undone.draft).toMatchObject({ step: 'rollAttackDice', faces: attackDice });
      const redone = await value<GameView>(ask, 'game.redo', { gameId });
      expect(redone.draft).toBeNull();
    } finally {
      host.close();
    }
  });

  it('undoing a roll the app made (no faces entered) leaves the tray as it was', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask);
      for (const cmd of toTheAttackRoll) await command(ask, game.id, cmd);
      await command(ask, game.id, { type: 'rollAttackDice', rollForMe: true });
      expect((await value<GameView>(ask, 'game.undo', { gameId: game.id })).draft).toBeNull();
    } finally {
      host.close();
    }
  });

  it('undoing a defense attack brings its faces back (002 · the attack roll)', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const game = await value<GameSummary>(ask, 'games.create', { name: 'Corner bakery', system: 'defense' });
      await command(ask, game.id, { type: 'setup', seed: 2026, scenario: sampleScenario });
      await command(ask, game.id, { type: 'startDefensePhase' });
      await command(ask, game.id, { type: 'attack', defender: 'ilves', space: 'rubble', faces: [5, 3, 2, 1] });
      expect((await value<GameView>(ask, 'game.undo', { gameId: game.id })).draft).toMatchObject({ step: 'attack', faces: [5, 3, 2, 1] });
    } finally {
      host.close();
    }
  });

  it('undoing an X-Wing attack roll brings its faces back', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const game = await value<GameSummary>(ask, 'games.create', { name: 'Dogfight', system: 'xwing' });
      const to = [
        { type: 'setup', seed: 2026, players: rosters([luke()], [decimator()]) },
        { type: 'nextPhase' },
        { type: 'nextPhase' },
        { type: 'nextPhase' },
        { type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2, inFullFrontArc: true, inFullRearArc: false },
        { type: 'rollAttackDice', faces: ['hit', 'focus', 'hit'] },
      ];
      for (const cmd of to) await command(ask, game.id, cmd);
      expect((await value<GameView>(ask, 'game.undo', { gameId: game.id })).draft).toMatchObject({ step: 'rollAttackDice', faces: ['hit', 'focus', 'hit'] });
    } finally {
      host.close();
    }
  });

  it('a draft too large to be dice, or for a game that does not exist, is refused in words', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask);
      const huge = await ask('game.saveDraft', { gameId: game.id, draft: { step: 'rollAttackDice', faces: 'x'.repeat(5000) } });
      expect(huge).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      if (!huge.ok) {
        expect(huge.error.message).toContain('too many to keep');
        expect(huge.error.message).not.toMatch(/draft\.faces/);
      }
      const missing = await ask('game.saveDraft', { gameId: '00000000-0000-4000-8000-999999999999', draft: null });
      expect(missing).toMatchObject({ ok: false, error: { code: 'not_found' } });
    } finally {
      host.close();
    }
  });
});
