import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArmadaState } from '../../shared/engine/games/armada';
import type { GameSummary, GameView } from '../../shared/ipc';
import type { CardImportSummary } from '../../shared/ipc/cards';
import type { ListDetail } from '../../shared/ipc/lists';
import type { FleetList } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { isb } from './list-host';

// Issue 16 · 2: the source a list takes its cards from is the source its game is set up from.
// Two releases of the ISB data side by side; the newer prints the Victory hull with 9 hull points.

const tempDir = useTempDirs();
let host: ReturnType<typeof testHost>;
let older: number;
let newer: number;

/** The host's answer, or the test fails saying what was refused. */
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);

beforeAll(async () => {
  host = testHost(tempDir());
  older = (await value<CardImportSummary>('cards.import', { path: sharedData('armada-isb') })).sourceId;
  const copy = path.join(tempDir(), 'armada-isb-next');
  fs.cpSync(sharedData('armada-isb'), copy, { recursive: true });
  const file = path.join(copy, 'public/converted-json/ships/empire/victory-star-destroyer.json');
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain('"hull": 8,');
  fs.writeFileSync(file, text.replace('"hull": 8,', '"hull": 9,'));
  newer = (await value<CardImportSummary>('cards.import', { path: copy })).sourceId;
}, 120_000);
afterAll(() => host.close());

const fleet = (name: string, sourceId?: number): FleetList => ({
  name,
  system: 'armada',
  format: 'armada-standard',
  faction: 'empire',
  ...(sourceId ? { sourceId } : {}),
  units: [{ card: isb('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [] }],
  objectives: [],
});

describe('a game from lists reads each list\'s own source', () => {
  it('the list that picked the older release fields its Victory II with 8 hull; the one that takes the newest, with 9', async () => {
    expect(newer).not.toBe(older);
    const picked = await value<ListDetail>('lists.add', { list: fleet('Older release', older) });
    const newest = await value<ListDetail>('lists.add', { list: fleet('Newest release') });
    expect(picked.source).toMatchObject({ id: older, chosen: true });
    expect(newest.source).toMatchObject({ id: newer, chosen: false });
    const game = await value<GameSummary>('games.create', { name: 'Two releases', system: 'armada' });
    const view = await value<GameView>('game.setupFromLists', {
      gameId: game.id,
      players: [
        { name: 'Ana', listId: picked.summary.id },
        { name: 'Ben', listId: newest.summary.id },
      ],
    });
    const ships = (view.state as ArmadaState).ships;
    expect(ships.find((ship) => ship.owner === 'p1')).toMatchObject({ name: expect.stringMatching(/Victory II/), hull: 8 });
    expect(ships.find((ship) => ship.owner === 'p2')).toMatchObject({ name: expect.stringMatching(/Victory II/), hull: 9 });
  });
});
