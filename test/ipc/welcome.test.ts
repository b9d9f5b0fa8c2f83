import { afterEach, describe, expect, it } from 'vitest';
import type { ArmadaState } from '../../shared/engine/games/armada';
import type { DefenseState } from '../../shared/engine/games/defense';
import type { XwingState } from '../../shared/engine/games/xwing';
import type { GameSummary, GameView } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import fs from 'node:fs';
import path from 'node:path';
import { sharedData } from '../cards/card-host';

// Issue 43 item 2 · the first-run screen is the host's to remember (per data folder): shown on a fresh folder
// until done or skipped, never again; a demo game per system from what every install has.

const tempDir = useTempDirs();
let host: ReturnType<typeof testHost> | undefined;
afterEach(() => host?.close());
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => (host as ReturnType<typeof testHost>).dispatch(m, p), method, payload);

describe('Issue 43 · the first run', () => {
  it('a fresh data folder shows it; skipped, it is never shown again, even after a restart', async () => {
    const dir = tempDir();
    host = testHost(dir);
    expect(await value('welcome.status', {})).toEqual({ show: true });
    await value('welcome.dismiss', {});
    expect(await value('welcome.status', {})).toEqual({ show: false });
    host.close();
    host = testHost(dir);
    expect(await value('welcome.status', {})).toEqual({ show: false });
  });

  it('a data folder that already has games (an install from before the screen) does not show it', async () => {
    host = testHost(tempDir());
    await value('games.create', { name: 'Old game', system: 'armada' });
    expect(await value('welcome.status', {})).toEqual({ show: false });
  });

  it('a demo game per system, set up and ready from the core sets and the shipped scenario; the screen is then done', async () => {
    host = testHost(tempDir());
    const xwing = await value<GameSummary>('welcome.demo', { system: 'xwing' });
    expect(xwing).toMatchObject({ name: 'X-Wing demo', system: 'xwing' });
    const xwingState = (await value<GameView>('game.view', { gameId: xwing.id })).state as XwingState;
    expect(xwingState.ships.map((ship) => [ship.owner, ship.name])).toEqual([
      ['p1', 'Luke Skywalker'],
      ['p2', 'Academy Pilot'],
      ['p2', 'Academy Pilot'],
    ]);
    expect(await value('welcome.status', {})).toEqual({ show: false });
    const armada = await value<GameSummary>('welcome.demo', { system: 'armada' });
    const armadaState = (await value<GameView>('game.view', { gameId: armada.id })).state as ArmadaState;
    expect(armadaState.ships.map((ship) => ship.name)).toEqual(['Victory II-class Star Destroyer', 'CR90 Corvette A', 'Nebulon-B Escort Frigate']);
    expect(armadaState.squadrons).toHaveLength(3);
    const solo = await value<GameSummary>('welcome.demo', { system: 'defense' });
    expect(((await value<GameView>('game.view', { gameId: solo.id })).state as DefenseState).scenario?.name).toBe('Millrace House');
  });

  it('RRG · Maneuvers, RRG · Actions: the demo’s ships fly their own dial and action bar, the same as the full X-Wing 2.0 data prints', async () => {
    host = testHost(tempDir());
    const xwing = await value<GameSummary>('welcome.demo', { system: 'xwing' });
    const state = (await value<GameView>('game.view', { gameId: xwing.id })).state as XwingState;
    const printed = (file: string) => JSON.parse(fs.readFileSync(path.join(sharedData('xwing-data2-2.0'), 'data', 'pilots', file), 'utf8')) as { dial: string[]; actions: { type: string }[] };
    for (const [name, file] of [['Luke Skywalker', 'rebel-alliance/t-65-x-wing.json'], ['Academy Pilot', 'galactic-empire/tie-ln-fighter.json']] as const) {
      const ship = state.ships.find((s) => s.name === name)!;
      const data = printed(file);
      expect(ship.dial, name).toHaveLength(data.dial.length);
      expect(ship.actionBar?.map((entry) => entry.action), name).toHaveLength(data.actions.length);
    }
    const tie = state.ships.find((s) => s.name === 'Academy Pilot')!;
    expect(tie.actionBar?.map((entry) => [entry.action, entry.difficulty])).toEqual([['focus', 'white'], ['evade', 'white'], ['barrelRoll', 'white']]);
    expect(tie.dial).toContainEqual(expect.objectContaining({ speed: 5, bearing: 'straight' }));
    expect(state.ships.find((s) => s.name === 'Luke Skywalker')!.dial).toContainEqual(expect.objectContaining({ speed: 3, bearing: 'tallonLeft', difficulty: 'red' }));
  });

  it('RRG · Setup, Determine Initiative: the demo fleets are priced by their cards, so the lower total chooses and destroyed units score their points', async () => {
    host = testHost(tempDir());
    const armada = await value<GameSummary>('welcome.demo', { system: 'armada' });
    const armadaState = (await value<GameView>('game.view', { gameId: armada.id })).state as ArmadaState;
    // Empire: a Victory II (85) and two TIE squadrons (8 each) = 101; Rebels: a CR90 A (44), a Nebulon-B (57), an X-wing squadron (13) = 114.
    expect(armadaState.initiative).toMatchObject({ chooser: 'p1', points: { p1: 101, p2: 114 }, byLot: false });
    const xwing = await value<GameSummary>('welcome.demo', { system: 'xwing' });
    const xwingState = (await value<GameView>('game.view', { gameId: xwing.id })).state as XwingState;
    expect(xwingState.ships.map((ship) => ship.points)).toEqual([60, 22, 22]);
  });
});
