import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { XwingOptions, XwingState } from '../../shared/engine/games/xwing';
import type { CardSearchPage } from '../../shared/ipc/cards';
import type { GameLogFile, GameSummary, GameView, IpcResult } from '../../shared/ipc';
import { howlrunner, luke, rosters, wedge } from '../engine/xwing/helpers/xwing-game';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const sharedData = (...parts: string[]) => path.resolve(import.meta.dirname, '../../../shared/data', ...parts);

type TestHost = ReturnType<typeof testHost>;

async function value<T>(host: TestHost, method: string, payload: unknown): Promise<T> {
  const result = (await host.dispatch(method, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${method} was refused: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

const stateOf = (view: GameView) => view.state as XwingState;
const optionsOf = (view: GameView) => view.options as XwingOptions;

describe('an X-Wing game through the host (real SQLite)', () => {
  it('a roster from the card database carries each ship’s action bar, linked actions included', async () => {
    const host = testHost(tempDir());
    try {
      await value(host, 'cards.import', { path: sharedData('xwing-data2-2.5') });
      const find = async (name: string) => {
        const page = await value<CardSearchPage>(host, 'cards.search', { text: name, kind: 'pilot', edition: 'xwing-2.5', limit: 50 });
        const card = page.cards.find((candidate) => candidate.name === name);
        if (!card) throw new Error(`no pilot ${name}`);
        return card.id;
      };
      const game = await value<GameSummary>(host, 'games.create', { name: 'Mandalorians', system: 'xwing' });
      const view = await value<GameView>(host, 'game.setupFromCards', {
        gameId: game.id,
        players: [
          { name: 'Scum', units: [{ cardId: await find('Fenn Rau') }] },
          { name: 'Empire', units: [{ cardId: await find('“Howlrunner”') }] },
        ],
      });
      const setup = (await value<GameLogFile>(host, 'game.export', { gameId: game.id })).commands[0] as unknown as { players: { ships: Record<string, unknown>[] }[] };
      expect(setup.players[0]?.ships[0]?.actions).toEqual([
        { action: 'focus', difficulty: 'white' },
        { action: 'lock', difficulty: 'white' },
        { action: 'barrelRoll', difficulty: 'white', linked: { action: 'focus', difficulty: 'red' } },
        { action: 'boost', difficulty: 'white', linked: { action: 'focus', difficulty: 'red' } },
      ]);
      const howl = optionsOf(view).ships[1];
      expect(howl?.actions.map((action) => action.action)).toEqual(['focus', 'evade', 'barrelRoll']);
    } finally {
      host.close();
    }
  });

  it('a game from a pasted squad asks about the abilities at their moment: Chewbacca (crew) at the start of the Engagement Phase spends its own 2 charges to repair a faceup card', async () => {
    const host = testHost(tempDir());
    try {
      await value(host, 'cards.import', { path: sharedData('xwing-data2-2.5') });
      const squad = (faction: string, pilots: unknown[]) => JSON.stringify({ faction, name: faction, pilots });
      const falcon = await value<{ imported: { list: unknown } }>(host, 'lists.import', {
        text: squad('rebelalliance', [{ id: 'hansolo-modifiedyt1300lightfreighter', ship: 'modifiedyt1300lightfreighter', upgrades: { crew: ['chewbacca'] } }]),
      });
      const gamut = await value<{ imported: { list: unknown } }>(host, 'lists.import', { text: squad('scumandvillainy', [{ id: 'gamutkey', ship: 'hwk290lightfreighter' }]) });
      const game = await value<GameSummary>(host, 'games.create', { name: 'Smugglers', system: 'xwing' });
      const view = await value<GameView>(host, 'game.setupFromLists', {
        gameId: game.id,
        players: [
          { name: 'Ana', list: falcon.imported.list },
          { name: 'Ben', list: gamut.imported.list },
        ],
      });
      const han = stateOf(view).ships[0];
      const chewie = han?.upgrades.find((upgrade) => upgrade.name === 'Chewbacca');
      // Issue 34: the crew card is played from its facts (no text-read hook): 2 of its charges repair a faceup card.
      expect(han?.abilities.find((hook) => hook.source === 'Chewbacca')).toBeUndefined();
      expect(stateOf(view).ships[1]?.abilities.map((hook) => hook.moment)).toEqual(['endPhaseStart']);
      const command = (cmd: Record<string, unknown>) => value<GameView>(host, 'game.command', { gameId: game.id, command: cmd });
      let current = await command({ type: 'sufferDamage', ship: han?.id, hits: han?.shields.current ?? 0, crits: 1, cards: ['Console Fire'] });
      // On to the Engagement Phase, skipping whatever else is asked on the way.
      while (stateOf(current).phase !== 'engagement') {
        for (const prompt of optionsOf(current).prompts) current = await command({ type: 'answerPrompt', prompt: prompt.id, answer: 'skip' });
        current = await command({ type: 'nextPhase' });
      }
      const asked = optionsOf(current).prompts.find((prompt) => prompt.source === 'Chewbacca');
      expect(asked?.ability?.summary).toMatch(/2 charges repair 1 faceup damage card/);
      const done = await command({ type: 'answerPrompt', prompt: asked?.id, answer: 'done' });
      const after = stateOf(done).ships[0];
      expect(after?.upgrades.find((upgrade) => upgrade.id === chewie?.id)?.charges?.current).toBe((chewie?.charges?.current ?? 0) - 2);
      expect(after?.damageCards.map((card) => card.faceup)).toEqual([false]);
    } finally {
      host.close();
    }
  });

  it('a scripted game of three rounds to its score: actions, initiative, attacks, damage cards, the winner', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    try {
      const game = await value<GameSummary>(host, 'games.create', { name: 'Three rounds', system: 'xwing' });
      const command = (cmd: Record<string, unknown>) => value<GameView>(host, 'game.command', { gameId: game.id, command: cmd });
      const refused = async (cmd: Record<string, unknown>) => {
        const result = (await host.dispatch('game.command', { gameId: game.id, command: cmd })) as IpcResult<GameView>;
        if (result.ok) throw new Error(`${JSON.stringify(cmd)} was accepted`);
        return result.error;
      };
      await command({ type: 'setup', seed: 15, players: rosters([{ ...luke(), points: 6 }, { ...wedge(), points: 5 }], [{ ...howlrunner(), points: 5 }]) });

      // Round 1: ships activate lowest initiative first, Luke focuses; Wedge (initiative 6) fires first and misses.
      await command({ type: 'nextPhase' });
      await command({ type: 'nextPhase' });
      await command({ type: 'activateShip', ship: 'luke' });
      await command({ type: 'performAction', ship: 'luke', action: 'focus' });
      await command({ type: 'activateShip', ship: 'howl' });
      await command({ type: 'activateShip', ship: 'wedge' });
      let view = await command({ type: 'nextPhase' });
      expect(optionsOf(view).order).toEqual(['wedge', 'luke', 'howl']);
      await command({ type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 });
      await command({ type: 'rollAttackDice', faces: ['blank', 'blank', 'focus'] });
      await command({ type: 'rollDefenseDice', faces: ['blank', 'blank', 'blank'] });
      view = await command({ type: 'neutralizeResults' });
      expect((await refused({ type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 })).message).toMatch(/already attacked this Engagement Phase/);
      // Howlrunner shoots Luke: a crit through his shields deals a faceup Direct Hit!, which deals one more card.
      await command({ type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 1 });
      await command({ type: 'rollAttackDice', faces: ['hit', 'hit', 'crit'] });
      await command({ type: 'rollDefenseDice', faces: ['blank', 'blank'] });
      await command({ type: 'neutralizeResults' });
      view = await command({ type: 'dealDamage', cards: ['Direct Hit!', 'Damaged Engine'] });
      expect(stateOf(view).ships[0]?.damageCards.map((card) => [card.name, card.faceup])).toEqual([
        ['Direct Hit!', false],
        ['Damaged Engine', false],
      ]);
      await command({ type: 'nextPhase' });

      // Round 2: a stress token stops Luke's actions; he still attacks.
      await command({ type: 'nextPhase' });
      await command({ type: 'gainToken', ship: 'luke', token: 'stress' });
      await command({ type: 'nextPhase' });
      await command({ type: 'nextPhase' });
      expect((await refused({ type: 'performAction', ship: 'luke', action: 'focus' })).message).toMatch(/stressed/);
      view = await command({ type: 'nextPhase' });
      await command({ type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 1 });
      await command({ type: 'rollAttackDice', faces: ['hit', 'hit', 'hit', 'blank'] });
      await command({ type: 'rollDefenseDice', faces: ['evade', 'blank', 'blank'] });
      await command({ type: 'neutralizeResults' });
      view = await command({ type: 'dealDamage', drawForMe: true });
      await command({ type: 'nextPhase' });

      // Round 3: Wedge finishes Howlrunner off.
      for (let i = 0; i < 4; i++) view = await command({ type: 'nextPhase' });
      expect(stateOf(view)).toMatchObject({ round: 3, phase: 'engagement' });
      expect(stateOf(view).ships[2]?.damageCards).toHaveLength(2);
      await command({ type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 1 });
      await command({ type: 'rollAttackDice', faces: ['crit', 'crit', 'crit', 'crit'] });
      await command({ type: 'rollDefenseDice', faces: ['blank', 'blank', 'blank'] });
      await command({ type: 'neutralizeResults' });
      view = await command({ type: 'dealDamage', drawForMe: true });
      const score = optionsOf(view).score;
      expect(stateOf(view).ships[2]).toMatchObject({ destroyed: true, tokens: { focus: 0, lock: [] } });
      expect(score).toMatchObject({ over: true, winner: 'p1', players: [{ name: 'Rebels', points: 5, shipsLeft: 2 }, { name: 'Empire', points: 0, shipsLeft: 0 }] });
      expect(score.damageByRound.p1[0]).toBe(4);
      expect(score.damageByRound.p2.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(3);

      // The log replays to the same state after the database is reopened.
      host.close();
      const reopened = testHost(dir);
      try {
        const again = await value<GameView>(reopened, 'game.view', { gameId: game.id });
        expect(again.state).toEqual(view.state);
      } finally {
        reopened.close();
      }
    } finally {
      host.close();
    }
  });
});
