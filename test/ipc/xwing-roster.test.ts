import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { XwingState } from '../../shared/engine/games/xwing';
import type { CardSearchPage } from '../../shared/ipc/cards';
import type { GameLogFile, GameSummary, GameView, IpcResult } from '../../shared/ipc';
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

async function pilot(host: TestHost, name: string, edition: string): Promise<number> {
  const page = await value<CardSearchPage>(host, 'cards.search', { text: name, kind: 'pilot', edition, limit: 50 });
  const card = page.cards.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no ${edition} pilot ${name}`);
  return card.id;
}

interface DataStat {
  type: string;
  value: number;
  arc?: string;
}

describe('X-Wing rosters from the card database', () => {
  it('starter pilots set up a game with their ship’s stats, Force and charges with what they recover', async () => {
    const host = testHost(tempDir());
    try {
      const game = await value<GameSummary>(host, 'games.create', { name: 'Core set dogfight', system: 'xwing' });
      const view = await value<GameView>(host, 'game.setupFromCards', {
        gameId: game.id,
        players: [
          { name: 'Rebels', units: [{ cardId: await pilot(host, 'Luke Skywalker', 'xwing-2.0') }] },
          { name: 'Empire', units: [{ cardId: await pilot(host, 'Iden Versio', 'xwing-2.0') }, { cardId: await pilot(host, 'Academy Pilot', 'xwing-2.0') }] },
        ],
      });
      const setup = (await value<GameLogFile>(host, 'game.export', { gameId: game.id })).commands[0] as unknown as {
        players: { ships: Record<string, unknown>[] }[];
      };
      // Issue 34: beside its stats, the entry carries every card's effects as facts, or the card as the players' call.
      const { effects, yourCall, ...luke } = setup.players[0]?.ships[0] ?? {};
      expect([...((effects as unknown[] | undefined) ?? []), ...((yourCall as unknown[] | undefined) ?? [])].length).toBeGreaterThan(0);
      expect(luke).toEqual({
        name: 'Luke Skywalker',
        ship: 'T-65 X-wing',
        initiative: 5,
        size: 'small',
        hull: 4,
        shields: 2,
        agility: 2,
        attacks: [{ arc: 'front', value: 3 }],
        force: { value: 2, recurs: 1 },
        // RRG · Maneuvers, Actions: the core set's own dial and bar; picked card by card, its printed cost is its points.
        actions: [{ action: 'focus', difficulty: 'white' }, { action: 'lock', difficulty: 'white' }, { action: 'barrelRoll', difficulty: 'white' }],
        dial: ['1BB', '1FB', '1NB', '2TW', '2BB', '2FB', '2NB', '2YW', '3ER', '3TW', '3BW', '3FW', '3NW', '3YW', '3RR', '4FW', '4KR'],
        points: 60,
      });
      expect(setup.players[1]?.ships[0]).toMatchObject({ name: 'Iden Versio', ship: 'TIE/ln Fighter', shields: 0, agility: 3, charges: { value: 1, recurs: 0 } });
      expect(setup.players[1]?.ships[1]).not.toHaveProperty('charges');
      const state = view.state as XwingState;
      expect(view.started).toBe(true);
      expect(JSON.stringify(state)).toContain('Academy Pilot');
    } finally {
      host.close();
    }
  });

  it('an imported pilot’s own ship stats replace the chassis’ (Arvel Crynyd adds a turret arc and a shield)', async () => {
    const host = testHost(tempDir());
    try {
      await value(host, 'cards.import', { path: sharedData('xwing-data2-2.5') });
      const file = JSON.parse(fs.readFileSync(sharedData('xwing-data2-2.5/data/pilots/rebel-alliance/rz-1-a-wing.json'), 'utf8')) as {
        name: string;
        stats: DataStat[];
        pilots: { xws: string; name: string; initiative: number; shipStats?: DataStat[] }[];
      };
      const arvel = file.pilots.find((candidate) => candidate.xws === 'arvelcrynyd-battleoverendor');
      if (!arvel?.shipStats) throw new Error('the data set no longer has this pilot');
      const page = await value<CardSearchPage>(host, 'cards.search', { text: 'Arvel Crynyd', kind: 'pilot', edition: 'xwing-2.5', limit: 50 });
      const card = page.cards.find((candidate) => candidate.key === arvel.xws);
      if (!card) throw new Error('Arvel Crynyd was not imported');

      const game = await value<GameSummary>(host, 'games.create', { name: 'Endor', system: 'xwing' });
      await value<GameView>(host, 'game.setupFromCards', {
        gameId: game.id,
        players: [{ name: 'Rebels', units: [{ cardId: card.id }] }, { name: 'Empire', units: [] }],
      });
      const setup = (await value<GameLogFile>(host, 'game.export', { gameId: game.id })).commands[0] as unknown as {
        players: { ships: { attacks: { arc: string; value: number }[]; shields: number; ship: string; initiative: number }[] }[];
      };
      const entry = setup.players[0]?.ships[0];
      const expectedAttacks = [...file.stats, ...arvel.shipStats]
        .filter((stat) => stat.type === 'attack')
        .filter((stat, i, all) => all.findLastIndex((other) => other.arc === stat.arc) === i)
        .map((stat) => stat.arc?.toLowerCase().replace(/ arc$/, '').replace(/ /g, '-'));
      expect(entry?.attacks.map((attack) => attack.arc).sort()).toEqual(expectedAttacks.sort());
      expect(entry?.shields).toBe(arvel.shipStats.find((stat) => stat.type === 'shields')?.value);
      expect(entry?.ship).toBe(file.name);
      expect(entry?.initiative).toBe(arvel.initiative);
    } finally {
      host.close();
    }
  });

  it('a roster mixing X-Wing 2.0 and 2.5 pilots, or naming an upgrade, is refused with the unit named', async () => {
    const host = testHost(tempDir());
    try {
      await value(host, 'cards.import', { path: sharedData('xwing-data2-2.5') });
      const game = await value<GameSummary>(host, 'games.create', { name: 'Mixed', system: 'xwing' });
      const luke20 = await pilot(host, 'Luke Skywalker', 'xwing-2.0');
      const page = await value<CardSearchPage>(host, 'cards.search', { text: 'Luke Skywalker', kind: 'pilot', edition: 'xwing-2.5' });
      const luke25 = page.cards[0]?.id;
      const mixed = (await host.dispatch('game.setupFromCards', {
        gameId: game.id,
        players: [{ name: 'A', units: [{ cardId: luke20 }] }, { name: 'B', units: [{ cardId: luke25 }] }],
      })) as IpcResult<GameView>;
      expect(mixed).toMatchObject({ ok: false, error: { code: 'mixed_editions' } });
      expect(!mixed.ok && mixed.error.message).toBe(
        'Player 2’s 1st unit (Luke Skywalker) is an X-Wing 2.5 card, and this roster already holds X-Wing 2.0 cards: one game plays one edition; pick the same edition for every pilot.',
      );

      const upgrades = await value<CardSearchPage>(host, 'cards.search', { kind: 'upgrade', edition: 'xwing-2.5' });
      const upgrade = upgrades.cards[0];
      const refused = (await host.dispatch('game.setupFromCards', {
        gameId: game.id,
        players: [{ name: 'A', units: [{ cardId: upgrade?.id }] }, { name: 'B', units: [] }],
      })) as IpcResult<GameView>;
      expect(refused).toMatchObject({ ok: false, error: { code: 'not_a_unit' } });
      expect((await value<GameView>(host, 'game.view', { gameId: game.id })).started).toBe(false);

      const defense = await value<GameSummary>(host, 'games.create', { name: 'House', system: 'defense' });
      const scenarioOnly = (await host.dispatch('game.setupFromCards', { gameId: defense.id, players: [{ name: 'A', units: [] }, { name: 'B', units: [] }] })) as IpcResult<GameView>;
      expect(scenarioOnly).toMatchObject({ ok: false, error: { code: 'no_card_roster' } });
    } finally {
      host.close();
    }
  });
});
