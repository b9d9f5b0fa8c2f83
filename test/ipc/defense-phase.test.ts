import { describe, expect, it } from 'vitest';
import { sampleScenario, type DefenseOptions, type DefenseState } from '../../shared/engine/games/defense';
import type { GameSummary, GameView, HistoryEntry } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

// A defense game played through the host on a real SQLite file: rules file 002_2ae8896bceac7d0a.txt end to end.

const tempDir = useTempDirs();

async function value<T>(promise: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const stateOf = (view: GameView) => view.state as DefenseState;
const optionsOf = (view: GameView) => view.options as DefenseOptions;
const defender = (view: GameView, id: string) => stateOf(view).defenders.find((entry) => entry.id === id);
const space = (view: GameView, id: string) => stateOf(view).spaces.find((entry) => entry.id === id);

describe('a defense game through the host (real SQLite)', () => {
  it('the sample scenario, then the defense phase with all five actions: view, history, undo/redo, and the same state after reopening', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    let gameId = '';
    let finalView: GameView;
    try {
      const game = (await value(host.dispatch('games.create', { name: 'Corner bakery', system: 'defense' }))) as GameSummary;
      gameId = game.id;
      const command = async (cmd: Record<string, unknown>) => (await value(host.dispatch('game.command', { gameId, command: cmd }))) as GameView;

      const setUp = await command({ type: 'setup', seed: 2026, scenario: sampleScenario });
      expect(setUp).toMatchObject({ system: 'defense', started: true, seq: 1, canUndo: false });
      expect(optionsOf(setUp).attackSuccess.description).toBe('A die succeeds on 5 or more; one such die makes the attack roll a success.');

      // Round 1: four actions, and the fourth ends the phase (002: up to four actions).
      await command({ type: 'startDefensePhase' });
      const suppressed = await command({ type: 'suppress', defender: 'dunai', space: 'alley' });
      expect(space(suppressed, 'alley')?.suppression).toBe(5);
      expect(space(suppressed, 'top-front')?.ammunition).toBe(1);
      const grenaded = await command({ type: 'grenades', defender: 'marek', rolls: [[6, 2]] });
      expect(space(grenaded, 'stairwell')?.enemies).toEqual([]);
      expect(space(grenaded, 'shop')?.weapons.map((token) => token.id)).toEqual(['grenades-2']);
      const attacked = await command({ type: 'attack', defender: 'ilves', space: 'rubble', faces: [5, 3, 2, 1] });
      expect(space(attacked, 'rubble')?.enemies).toEqual([]);
      const recovered = await command({ type: 'recover', defender: 'lenz' });
      expect(defender(recovered, 'lenz')).toMatchObject({ disrupted: 0, side: 'ready', actionToken: true });
      expect(optionsOf(recovered)).toMatchObject({ step: 'afterDefense', actionsTaken: 4, actionsLeft: 0 });
      const refused = await host.dispatch('game.command', { gameId, command: { type: 'attack', defender: 'varga', space: 'street', faces: [6, 6, 6] } });
      // A fifth action: refused for the four already taken (issue 15's table fix).
      expect(refused).toMatchObject({ ok: false, error: { code: 'no_actions_left', message: expect.stringMatching(/^This defense phase has had its four actions/) } });

      // Round 2: the fifth action, Command, recovers the two riflemen who acted in round 1.
      const round2 = await command({ type: 'startDefensePhase' });
      expect(optionsOf(round2)).toMatchObject({ round: 2, step: 'defense', actionsLeft: 4 });
      expect(stateOf(round2).defenders.every((entry) => !entry.actionToken)).toBe(true);
      const commandOption = optionsOf(round2).defenders.find((entry) => entry.defender === 'varga')?.command;
      expect(commandOption).toMatchObject({ allowed: true, parameters: { recipients: [{ defender: 'ilves' }, { defender: 'marek' }] } });
      const commanded = await command({ type: 'command', defender: 'varga', recovers: [{ defender: 'marek' }, { defender: 'ilves' }] });
      expect([defender(commanded, 'marek')?.side, defender(commanded, 'ilves')?.side, defender(commanded, 'varga')?.side]).toEqual(['ready', 'ready', 'exhausted']);
      const ended = await command({ type: 'endDefensePhase' });
      expect(optionsOf(ended)).toMatchObject({ round: 2, step: 'afterDefense', actionsTaken: 1 });

      // The history: one entry per command, in plain words.
      const history = (await value(host.dispatch('game.history', { gameId }))) as HistoryEntry[];
      expect(history.map((entry) => entry.commandType)).toEqual(['setup', 'startDefensePhase', 'suppress', 'grenades', 'attack', 'recover', 'startDefensePhase', 'command', 'endDefensePhase']);
      const lines = history.flatMap((entry) => entry.lines);
      expect(lines).toEqual(
        expect.arrayContaining([
          'Round 1: the defense phase begins.',
          'Pvt. Dunai suppresses the alley: 5 suppression tokens placed, 1 ammunition token left.',
          'Cpl. Ilves attacks the support counter Machine-gun team in the rubble field: 4 dice [5, 3, 2, 1], 1 success, a success: counter removed.',
          'Pvt. Lenz recovers and removes a Disrupted token.',
          'The defense phase of round 1 ends after its fourth action.',
          'Round 2: the defense phase begins (4 action tokens cleared).',
          'Sgt. Varga takes the command action: 2 free recovers.',
          'Pvt. Marek flips back to the ready side (a free recover from Sgt. Varga).',
          'The defense phase of round 2 ends after 1 action.',
        ]),
      );
      for (const line of lines) expect(line).toMatch(/^\S.*\.$/);

      // Undo and redo through the host: the exact state comes back.
      const undone = (await value(host.dispatch('game.undo', { gameId }))) as GameView;
      const undoneTwice = (await value(host.dispatch('game.undo', { gameId }))) as GameView;
      expect(undone.state).toEqual(commanded.state);
      expect(defender(undoneTwice, 'marek')?.side).toBe('exhausted');
      expect(undoneTwice.canRedo).toBe(true);
      await value(host.dispatch('game.redo', { gameId }));
      finalView = (await value(host.dispatch('game.redo', { gameId }))) as GameView;
      expect(finalView.state).toEqual(ended.state);
      expect(finalView.canRedo).toBe(false);
      const afterUndo = ((await value(host.dispatch('game.history', { gameId }))) as HistoryEntry[]).slice(-4);
      expect(afterUndo.map((entry) => entry.lines[0])).toEqual([
        'Undone: The defense phase of round 2 ends after 1 action.',
        'Undone: Sgt. Varga takes the command action: 2 free recovers.',
        'Redone: Sgt. Varga takes the command action: 2 free recovers.',
        'Redone: The defense phase of round 2 ends after 1 action.',
      ]);
    } finally {
      host.close();
    }

    // Closing and reopening the host replays the stored log into the same state.
    const reopened = testHost(dir);
    try {
      const view = (await value(reopened.dispatch('game.view', { gameId }))) as GameView;
      expect(view.state).toEqual(finalView.state);
      expect(view.options).toEqual(finalView.options);
      expect(view.seq).toBe(finalView.seq);
      expect(view.canUndo).toBe(true);
    } finally {
      reopened.close();
    }
  });

  it('app rolls through the host are seeded and logged: reopening replays the same faces', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    let gameId = '';
    let rolled: GameView;
    try {
      gameId = ((await value(host.dispatch('games.create', { name: 'Rolled', system: 'defense' }))) as GameSummary).id;
      await value(host.dispatch('game.command', { gameId, command: { type: 'setup', seed: 99, scenario: sampleScenario } }));
      await value(host.dispatch('game.command', { gameId, command: { type: 'startDefensePhase' } }));
      rolled = (await value(host.dispatch('game.command', { gameId, command: { type: 'attack', defender: 'ilves', space: 'rubble', rollForMe: true } }))) as GameView;
      const history = (await value(host.dispatch('game.history', { gameId }))) as HistoryEntry[];
      expect(history.at(-1)?.lines[0]).toMatch(/^Cpl\. Ilves attacks the support counter Machine-gun team in the rubble field \(rolled by the app\): 4 dice \[[1-6], [1-6], [1-6], [1-6]\]/);
    } finally {
      host.close();
    }
    const reopened = testHost(dir);
    try {
      expect(((await value(reopened.dispatch('game.view', { gameId }))) as GameView).state).toEqual(rolled.state);
    } finally {
      reopened.close();
    }
  });

  it('a bad scenario is refused through the host with the field named, and nothing is written', async () => {
    const host = testHost(tempDir());
    try {
      const gameId = ((await value(host.dispatch('games.create', { name: 'Bad', system: 'defense' }))) as GameSummary).id;
      const result = await host.dispatch('game.command', {
        gameId,
        command: { type: 'setup', seed: 1, scenario: { ...sampleScenario, lineOfSight: [{ from: 'shop', sees: ['street', 'moon'] }] } },
      });
      expect(result).toEqual({ ok: false, error: { code: 'invalid_scenario', message: 'The line of sight from the shop front, seen space 2: there is no space moon in the building.' } });
      expect(await value(host.dispatch('game.history', { gameId }))).toEqual([]);
      expect(((await value(host.dispatch('game.view', { gameId }))) as GameView).started).toBe(false);
    } finally {
      host.close();
    }
  });
});
