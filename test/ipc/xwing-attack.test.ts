import { describe, expect, it } from 'vitest';
import type { XwingOptions, XwingState } from '../../shared/engine/games/xwing';
import type { GameSummary, GameView, HistoryEntry } from '../../shared/ipc';
import { decimator, luke, rosters } from '../engine/xwing/helpers/xwing-game';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

async function value<T>(promise: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const stateOf = (view: GameView) => view.state as XwingState;
const optionsOf = (view: GameView) => view.options as XwingOptions;
const ship = (view: GameView, id: string) => stateOf(view).ships.find((candidate) => candidate.id === id);

describe('an X-Wing attack through the host (real SQLite)', () => {
  it('setup and a whole attack against a reinforced ship: the view, the history, undo / redo, and a reopened database', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    let lastView: GameView;
    let gameId: string;
    try {
      const game = (await value(host.dispatch('games.create', { name: 'Dogfight', system: 'xwing' }))) as GameSummary;
      gameId = game.id;
      const command = (cmd: Record<string, unknown>) => value(host.dispatch('game.command', { gameId, command: cmd })) as Promise<GameView>;

      const setUp = await command({ type: 'setup', seed: 2026, players: rosters([luke()], [decimator()]) });
      expect(setUp).toMatchObject({ system: 'xwing', started: true, seq: 1, canUndo: false });
      expect(stateOf(setUp).ships.map((s) => s.name)).toEqual(['Luke Skywalker', 'Rear Admiral Chiraneau']);

      await command({ type: 'nextPhase' });
      await command({ type: 'nextPhase' });
      await command({ type: 'performAction', ship: 'luke', action: 'focus' });
      await command({ type: 'performAction', ship: 'decimator', action: 'reinforce', side: 'fore' });
      const engagement = await command({ type: 'nextPhase' });
      expect(optionsOf(engagement).commands).toContain('declareAttack');

      const declared = await command({ type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2, inFullFrontArc: true, inFullRearArc: false });
      expect(optionsOf(declared).attack).toMatchObject({ step: 'rollAttackDice', attackDice: { total: 3 }, defenseDice: { total: 0 }, reinforce: { side: 'fore' } });
      await command({ type: 'rollAttackDice', faces: ['hit', 'focus', 'hit'] });
      await command({ type: 'spendForDice', spend: 'focus' });
      const defended = await command({ type: 'rollDefenseDice', faces: [] });
      expect(optionsOf(defended).attack?.neutralize).toMatchObject({ afterEvades: { hits: 3, crits: 0 }, remaining: { hits: 2, crits: 0 } });
      const neutralized = await command({ type: 'neutralizeResults' });
      expect(optionsOf(neutralized).attack).toMatchObject({ step: 'dealDamage', damage: { shieldsLost: 2, facedownCards: 0, faceupCards: 0 } });
      const dealt = await command({ type: 'dealDamage' });

      expect(stateOf(dealt).attack).toBeNull();
      expect(ship(dealt, 'decimator')).toMatchObject({ shields: { current: 2, max: 4 }, damageCards: [], tokens: { reinforce: { fore: 1, aft: 0 } } });
      expect(ship(dealt, 'luke')?.tokens.focus).toBe(0);
      expect(dealt).toMatchObject({ seq: 12, canUndo: true, canRedo: false });

      const refused = await host.dispatch('game.command', { gameId, command: { type: 'neutralizeResults' } });
      expect(refused).toMatchObject({ ok: false, error: { code: 'no_attack' } });

      const history = (await value(host.dispatch('game.history', { gameId }))) as HistoryEntry[];
      expect(history.map((entry) => entry.commandType)).toEqual([
        'setup',
        'nextPhase',
        'nextPhase',
        'performAction',
        'performAction',
        'nextPhase',
        'declareAttack',
        'rollAttackDice',
        'spendForDice',
        'rollDefenseDice',
        'neutralizeResults',
        'dealDamage',
      ]);
      const lines = history.flatMap((entry) => entry.lines);
      expect(lines).toEqual(
        expect.arrayContaining([
          'Game set up: Rebels vs Empire, 2 ships.',
          'Engagement Phase.',
          'Rear Admiral Chiraneau performs the reinforce action.',
          'Luke Skywalker attacks Rear Admiral Chiraneau at range 2 with its front arc primary weapon: 3 attack dice.',
          'The attacker is in the defender’s front full arc only.',
          'Attack dice: hit, focus, hit.',
          'Luke Skywalker spends a focus token: die 2 focus → hit.',
          'Neutralize Results: 3 hits against 0 evades → 3 hits.',
          'Reinforce (fore): 3 hits → 2.',
          'Rear Admiral Chiraneau loses 2 shields (2 left).',
        ]),
      );

      const undone = (await value(host.dispatch('game.undo', { gameId }))) as GameView;
      expect(stateOf(undone).attack).toMatchObject({ step: 'dealDamage', neutralized: { reinforceEvades: 1, remaining: { hits: 2, crits: 0 } } });
      expect(ship(undone, 'decimator')?.shields.current).toBe(4);
      expect(undone.canRedo).toBe(true);
      const redone = (await value(host.dispatch('game.redo', { gameId }))) as GameView;
      expect(redone.state).toEqual(dealt.state);
      expect(redone.options).toEqual(dealt.options);
      const afterRedo = (await value(host.dispatch('game.history', { gameId }))) as HistoryEntry[];
      expect(afterRedo.slice(-2).map((entry) => entry.lines[0])).toEqual(['Undone: Rear Admiral Chiraneau suffers 2 hits.', 'Redone: Rear Admiral Chiraneau suffers 2 hits.']);
      lastView = redone;
    } finally {
      host.close();
    }

    const reopened = testHost(dir);
    try {
      const view = (await value(reopened.dispatch('game.view', { gameId }))) as GameView;
      expect(view).toEqual(lastView);
      expect(ship(view, 'decimator')?.tokens.reinforce).toEqual({ fore: 1, aft: 0 });
    } finally {
      reopened.close();
    }
  });
});
