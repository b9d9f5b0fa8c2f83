import { describe, expect, it } from 'vitest';
import type { DefenseOptions, DefenseState, Scenario } from '../../shared/engine/games/defense';
import type { GameSummary, GameView, HistoryEntry, IpcResult } from '../../shared/ipc';
import type { ScenarioFile, ScenarioSummary, StoredScenario } from '../../shared/ipc/scenarios';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 15: a scenario the player made, saved in SQLite, exported to a file, imported on another
// computer (another data folder) and played through two turns of its own turn track. Rules file
// 002_2ae8896bceac7d0a.txt for the defense phase in it.

const tempDir = useTempDirs();

async function value<T>(promise: Promise<IpcResult<unknown>>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/** A two-floor farmhouse as a player would enter it in the editor; nothing here is from a published title. */
const farmhouse: Scenario = {
  name: 'Farmhouse at the crossroads',
  description: 'Made up for this test.',
  building: {
    floors: [
      {
        level: 'top',
        name: 'Upstairs',
        spaces: [
          { id: 'loft', name: 'loft', colour: 'red' },
          { id: 'landing', name: 'landing', colour: 'red', interior: true },
        ],
      },
      {
        level: 'ground',
        name: 'Downstairs',
        spaces: [
          { id: 'kitchen', name: 'kitchen', colour: 'blue' },
          { id: 'hallway', name: 'hallway', colour: 'blue', interior: true },
        ],
      },
    ],
    outside: [
      { id: 'road', name: 'road', counters: 'assault', advancesTo: 'yard' },
      { id: 'yard', name: 'yard', counters: 'assault', advancesTo: 'hallway' },
      { id: 'hill', name: 'hill', counters: 'support' },
    ],
  },
  lineOfSight: [
    { from: 'loft', sees: ['road', 'hill'] },
    { from: 'kitchen', sees: ['yard', 'road'] },
  ],
  defenders: [
    { id: 'kurt', name: 'Kurt', combatValue: 2, command: true, space: 'kitchen' },
    { id: 'lena', name: 'Lena', combatValue: 2, inspire: 1, space: 'loft' },
    { id: 'otto', name: 'Otto', combatValue: 1, space: 'kitchen' },
  ],
  tokens: [
    { space: 'loft', weapons: [{ id: 'rifle', name: 'Rifle', designations: ['R'] }] },
    { space: 'kitchen', weapons: [{ id: 'bombs', name: 'Grenades', designations: ['G'] }] },
  ],
  enemies: [
    { space: 'road', counters: [{ id: 'sq1', type: 'squad' }, { id: 'sq2', type: 'squad' }] },
    { space: 'hill', counters: [{ id: 'gun', type: 'gun' }] },
  ],
  attackSuccess: { dieAtLeast: 5, diceNeeded: 1 },
  enemyTypes: [
    { id: 'squad', name: 'Rifle squad', kind: 'assault', attackSuccess: { dieAtLeast: 4, diceNeeded: 1 } },
    { id: 'gun', name: 'Field gun', kind: 'support', attackSuccess: { dieAtLeast: 6, diceNeeded: 1 } },
  ],
  tracks: [
    { id: 'supply', name: 'Supply', start: 2, min: 0, max: 6 },
    { id: 'vp', name: 'Victory points', start: 0, min: 0, max: 10 },
  ],
  turn: {
    phases: [
      { name: 'Enemy phase', steps: ['Advance the enemy'], enemiesAdvance: true },
      { name: 'Defense phase', defense: true },
      { name: 'Supply phase', steps: ['Spend supply', 'Score'], tracks: ['supply', 'vp'], moves: [{ track: 'supply', by: -1 }] },
    ],
  },
};

describe('scenarios through the host (real SQLite)', () => {
  it('a user-made scenario is saved, exported, imported elsewhere and played through two turns; the log replays without the scenario', async () => {
    const home = testHost(tempDir());
    let file: ScenarioFile;
    try {
      const saved = await value<StoredScenario>(home.dispatch('scenarios.save', { id: null, scenario: farmhouse }));
      expect(saved).toMatchObject({ name: 'Farmhouse at the crossroads', scenario: farmhouse });
      // An edit replaces it whole.
      const edited = await value<StoredScenario>(home.dispatch('scenarios.save', { id: saved.id, scenario: { ...farmhouse, description: 'Edited.' } }));
      expect(edited.scenario.description).toBe('Edited.');
      expect(await value<ScenarioSummary[]>(home.dispatch('scenarios.list', {}))).toEqual([{ id: saved.id, name: 'Farmhouse at the crossroads', updatedAt: expect.any(Number) }]);
      file = await value<ScenarioFile>(home.dispatch('scenarios.export', { id: saved.id }));
      expect(file.fileName).toBe('Farmhouse at the crossroads.json');
      expect(JSON.parse(file.text)).toEqual({ ...farmhouse, description: 'Edited.' });
    } finally {
      home.close();
    }

    // Another computer: a fresh data folder.
    const dir = tempDir();
    const away = testHost(dir);
    let gameId = '';
    let last: GameView;
    try {
      const imported = await value<StoredScenario>(away.dispatch('scenarios.import', { text: file.text }));
      expect(imported.scenario).toEqual({ ...farmhouse, description: 'Edited.' });
      const game = await value<GameSummary>(away.dispatch('scenarios.startGame', { id: imported.id }));
      expect(game).toMatchObject({ name: 'Farmhouse at the crossroads', system: 'defense' });
      gameId = game.id;
      // The scenario leaves the database: the game does not need it.
      await value(away.dispatch('scenarios.delete', { id: imported.id }));
      const command = (cmd: Record<string, unknown>) => value<GameView>(away.dispatch('game.command', { gameId, command: cmd }));
      const options = (view: GameView) => view.options as DefenseOptions;
      const state = (view: GameView) => view.state as DefenseState;
      const stack = (view: GameView, id: string) => state(view).spaces.find((space) => space.id === id)?.enemies.map((counter) => counter.id);

      // Turn 1. Enemy phase: every counter advances with one tap; the player holds the second squad back.
      let view = await value<GameView>(away.dispatch('game.view', { gameId }));
      expect(options(view).turn).toMatchObject({ name: 'Enemy phase', phase: 0, advances: [{ space: 'road', to: { space: 'yard' } }] });
      expect(options(view).turn.advancing?.map((entry) => entry.counter.id)).toEqual(['sq1', 'sq2']);
      view = await command({ type: 'advanceEnemyCounters', hold: ['sq2'] });
      expect(stack(view, 'road')).toEqual(['sq2']);
      view = await command({ type: 'tickStep', step: 0, done: true });
      expect(stack(view, 'yard')).toEqual(['sq1']);
      // Defense phase: a 4 removes a rifle squad (its type's rule), a single 5 does not remove the field gun (6 needed).
      view = await command({ type: 'nextPhase' });
      expect(options(view)).toMatchObject({ step: 'defense', actionsLeft: 4, turn: { name: 'Defense phase' } });
      view = await command({ type: 'attack', defender: 'otto', space: 'yard', faces: [4] });
      expect(stack(view, 'yard')).toEqual([]);
      view = await command({ type: 'attack', defender: 'lena', space: 'hill', rollForMe: true });
      // Supply phase: the defense phase ends on leaving it; the supply is spent by itself (every turn), a victory point scored.
      view = await command({ type: 'nextPhase' });
      expect(state(view).step).toBe('afterDefense');
      expect(options(view).turn.moves).toEqual([{ track: 'supply', name: 'Supply', by: -1 }]);
      view = await command({ type: 'moveTrack', track: 'vp', by: 1 });
      expect(options(view).turn.tracks.map((track) => track.value)).toEqual([1, 1]);

      // Turn 2: the squad left on the road is moved on by hand, counter by counter, as far as the hallway.
      view = await command({ type: 'nextPhase' });
      expect(state(view)).toMatchObject({ round: 2, step: 'beforeDefense' });
      view = await command({ type: 'advanceEnemyCounter', space: 'road' });
      view = await command({ type: 'advanceEnemyCounter', space: 'yard' });
      expect(stack(view, 'hallway')).toEqual(['sq2']);
      view = await command({ type: 'nextPhase' });
      // Kurt's grenades go into the hallway, where the squad now is; the thrower is outside it.
      view = await command({ type: 'grenades', defender: 'kurt', rolls: [[4, 1]] });
      expect(stack(view, 'hallway')).toEqual([]);
      expect(state(view).spaces.find((space) => space.id === 'kitchen')?.weapons).toEqual([]);
      // Otto attacked in turn 1 and nothing recovered him: still exhausted, he may only Recover (002).
      const refused = await away.dispatch('game.command', { gameId, command: { type: 'grenades', defender: 'otto', rolls: [[6]] } });
      expect(refused).toMatchObject({ ok: false, error: { code: 'only_recover' } });
      view = await command({ type: 'nextPhase' });
      last = await command({ type: 'moveTrack', track: 'vp', by: 2 });
      expect(options(last).turn.tracks.map((track) => track.value)).toEqual([0, 3]);
      const history = await value<HistoryEntry[]>(away.dispatch('game.history', { gameId }));
      expect(history.map((entry) => entry.commandType)).toEqual([
        'setup', 'advanceEnemyCounters', 'tickStep', 'nextPhase', 'attack', 'attack', 'nextPhase', 'moveTrack',
        'nextPhase', 'advanceEnemyCounter', 'advanceEnemyCounter', 'nextPhase', 'grenades', 'nextPhase', 'moveTrack',
      ]);
      expect(history.flatMap((entry) => entry.lines ?? [])).toEqual(
        expect.arrayContaining(['1 enemy counter advances: Rifle squad road → yard. Held back: Rifle squad.', 'Supply: 1 (was 2), as every turn.', 'Supply: 0 (was 1), as every turn.', 'Round 2 begins: Enemy phase.', 'Victory points: 3 (was 1).']),
      );
    } finally {
      away.close();
    }

    // Reopened: the same state, folded from the log alone.
    const again = testHost(dir);
    try {
      const view = await value<GameView>(again.dispatch('game.view', { gameId }));
      expect(view.state).toEqual(last.state);
      expect(await value<ScenarioSummary[]>(again.dispatch('scenarios.list', {}))).toEqual([]);
    } finally {
      again.close();
    }
  });

  it('a bad scenario or file is refused with each mistake named in the player’s words, and nothing is saved', async () => {
    const host = testHost(tempDir());
    try {
      const noColour = structuredClone(farmhouse) as unknown as { building: { floors: { spaces: Record<string, unknown>[] }[] } };
      delete noColour.building.floors[1]?.spaces[1]?.colour;
      expect(await host.dispatch('scenarios.save', { id: null, scenario: { ...noColour, name: '' } })).toEqual({
        ok: false,
        error: {
          code: 'invalid_scenario',
          message: 'The scenario: the name is missing.\nFloor 2, space B (hallway): the colour is missing — pick one of red, blue, green, yellow, white, grey, orange, purple, brown, black.',
        },
      });
      const badPath = { ...farmhouse, lineOfSight: [{ from: 'kitchen', sees: ['yard', 'barn'] }] };
      expect(await host.dispatch('scenarios.import', { text: JSON.stringify(badPath) })).toEqual({
        ok: false,
        error: { code: 'invalid_scenario', message: 'The line of sight from the kitchen, seen space 2: there is no space barn in the building.' },
      });
      expect(await host.dispatch('scenarios.import', { text: 'not json' })).toMatchObject({ ok: false, error: { code: 'not_a_scenario_file', message: expect.stringMatching(/This file is not a scenario/) } });
      expect(await host.dispatch('scenarios.get', { id: 7 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(await value<ScenarioSummary[]>(host.dispatch('scenarios.list', {}))).toEqual([]);
      expect(await value<GameSummary[]>(host.dispatch('games.list', {}))).toEqual([]);
    } finally {
      host.close();
    }
  });
});
