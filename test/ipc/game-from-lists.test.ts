import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { ArmadaState } from '../../shared/engine/games/armada';
import type { XwingState } from '../../shared/engine/games/xwing';
import type { GameLogFile, GameSummary, GameView, IpcResult } from '../../shared/ipc';
import type { ListImportPreview } from '../../shared/ipc/list-exchange';
import type { ListDetail } from '../../shared/ipc/lists';
import type { FleetList } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { EMPIRE_FLEET, REBEL_SQUAD } from '../fixtures/pasted-lists';

// Lists in, a game out: a fleet text and an XWS squad pasted as a player would, saved, and a game
// set up from two lists through the real host and SQLite, with the upgrades on the units.

const tempDir = useTempDirs();
const sample = (file: string) => fs.readFileSync(sharedData('lists', file), 'utf8');

type TestHost = ReturnType<typeof testHost>;
let host: TestHost;

/** The host's answer, or the test fails saying what was refused. */
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);

async function refusal(method: string, payload: unknown): Promise<{ code: string; message: string }> {
  const result = (await host.dispatch(method, payload)) as IpcResult<unknown>;
  if (result.ok) throw new Error(`${method} was accepted but a refusal was expected`);
  return result.error;
}


beforeAll(async () => {
  host = testHost(tempDir());
  await value('cards.import', { path: sharedData('armada-isb') });
  await value('cards.import', { path: sharedData('xwing-data2-2.5') });
}, 60_000);
afterAll(() => host.close());

describe('lists in: one paste, understood before anything is saved', () => {
  it('a Kingston fleet text is read with its commander, upgrades, squadrons and objectives, and priced by the host', async () => {
    const preview = await value<ListImportPreview>('lists.import', { text: sample('armada/05-kingston-dumpster-fire-mk-18.txt') });
    expect(preview.formatName).toMatch(/Kingston/);
    expect(preview.imported.list.system).toBe('armada');
    expect(preview.imported.list.units).toHaveLength(8);
    // The host prices the list from the card data (here the ISB data, with its later point changes),
    // never from the printed total, and the import says where the two disagree.
    expect(preview.evaluation.total).toBe(preview.evaluation.units.reduce((sum, unit) => sum + unit.points, 0));
    expect(preview.evaluation.squadronPoints).toBe(84);
    expect(preview.imported.printed.total).toBe(400);
    expect(preview.imported.messages.some((message) => message.line === 9 && /totalled at 46 points, but its cards add up to/.test(message.text))).toBe(true);
    // Nothing is saved by reading.
    expect(await value<unknown[]>('lists.list', {})).toEqual([]);
  });

  it('an XWS squad is read with its upgrades; an unreadable paste is refused in words, naming the file', async () => {
    const preview = await value<ListImportPreview>('lists.import', { text: REBEL_SQUAD });
    expect(preview.formatName).toBe('XWS');
    expect(preview.imported.list.units.map((unit) => unit.upgrades.map((upgrade) => upgrade.card.key))).toEqual([['r2d2', 'hullupgrade'], []]);
    const junk = await refusal('lists.import', { text: 'Hello, this is my shopping list.', fileName: 'notes.txt' });
    expect(junk.code).toBe('unreadable_list');
    expect(junk.message).toMatch(/^notes\.txt: This is neither an X-Wing squad \(XWS\) nor an Armada fleet text/);
    const binary = await refusal('lists.import', { text: '{"pilots": [\u0000\u0001]}', fileName: 'squad.xws' });
    expect(binary.message).toMatch(/^squad\.xws: .*binary/);
  });
});

describe('a game from two lists, upgrades on the table', () => {
  it('Armada: two saved fleets set up a game; each ship carries its upgrades with points and a summary, and Enhanced Armament adds its red dice', async () => {
    const rebels = await value<ListImportPreview>('lists.import', { text: sample('armada/05-kingston-dumpster-fire-mk-18.txt') });
    const empire = await value<ListImportPreview>('lists.import', { text: EMPIRE_FLEET });
    expect(empire.imported.messages.filter((m) => m.severity === 'error')).toEqual([]);
    const savedRebels = await value<ListDetail>('lists.add', { list: rebels.imported.list });
    const savedEmpire = await value<ListDetail>('lists.add', { list: empire.imported.list });
    const game = await value<GameSummary>('games.create', { name: 'Lists at dawn', system: 'armada' });
    const view = await value<GameView>('game.setupFromLists', {
      gameId: game.id,
      players: [
        { name: 'Ana', listId: savedEmpire.summary.id },
        { name: 'Ben', listId: savedRebels.summary.id },
      ],
    });
    const state = view.state as ArmadaState;
    const victory = state.ships.find((ship) => ship.owner === 'p1');
    expect(victory?.name).toMatch(/Victory II/);
    const priced = empire.evaluation.units[0];
    expect(victory?.upgrades.map((upgrade) => [upgrade.name, upgrade.points])).toEqual([
      ['Grand Moff Tarkin', priced?.upgrades[0]?.points],
      ['Enhanced Armament', priced?.upgrades[1]?.points],
    ]);
    expect(victory?.upgrades[0]?.summary).toMatch(/Commander/);
    expect(victory?.points).toBe(priced?.points);
    // Enhanced Armament: +1 red die on the left and right hull zones' batteries (the card's printed change).
    const printedLeft = 2; // a Victory II's left battery: 2 red…
    const left = victory?.hullZones.find((zone) => zone.zone === 'left');
    expect(left?.battery.red).toBe(printedLeft + 1);
    expect(state.squadrons.filter((squadron) => squadron.owner === 'p1').map((squadron) => squadron.points)).toEqual([8, 8, 8]);
    const mc80 = state.ships.find((ship) => ship.owner === 'p2' && /MC80/.test(ship.name));
    // The ISB data has no Strategic Adviser: the import left it out and said so.
    expect(mc80?.upgrades.map((upgrade) => upgrade.name)).toEqual(['Garm Bel Iblis', 'Engine Techs']);
    expect(state.squadrons.filter((squadron) => squadron.owner === 'p2')).toHaveLength(6);
    // The log replays without the card data: the setup command carries every stat and upgrade.
    const log = await value<{ commands: { type: string; players?: unknown }[] }>('game.export', { gameId: game.id });
    expect(JSON.stringify(log.commands[0])).toContain('Enhanced Armament');
    // Issue 35: a new game keeps the rules' order (rules 3), and the lower fleet total chooses the first player.
    expect(state.rules).toBe(3);
    const totals = { p1: 0, p2: 0 };
    for (const unit of [...state.ships, ...state.squadrons]) totals[unit.owner] += unit.points ?? 0;
    expect(state.initiative?.points).toEqual(totals);
    if (totals.p1 !== totals.p2) expect(state.initiative?.chooser).toBe(totals.p1 < totals.p2 ? 'p1' : 'p2');
  });

  it('Issue 35 · Card · Toryn Farr, Intensify Firepower!, Yavaris: each ship’s upgrade facts and each squadron’s ride in the setup command, with their fitted upgrade ids', async () => {
    const rebels = await value<ListImportPreview>('lists.import', { text: sample('armada/05-kingston-dumpster-fire-mk-18.txt') });
    const empire = await value<ListImportPreview>('lists.import', { text: EMPIRE_FLEET });
    const savedRebels = await value<ListDetail>('lists.add', { list: rebels.imported.list });
    const savedEmpire = await value<ListDetail>('lists.add', { list: empire.imported.list });
    const game = await value<GameSummary>('games.create', { name: 'Cards at dawn', system: 'armada' });
    const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', listId: savedEmpire.summary.id }, { name: 'Ben', listId: savedRebels.summary.id }] });
    const state = view.state as ArmadaState;
    const pelta = state.ships.find((ship) => /Pelta/.test(ship.name));
    const toryn = pelta?.upgrades.find((upgrade) => upgrade.name === 'Toryn Farr');
    expect(pelta?.cardEffects?.find((effect) => effect.source === 'Toryn Farr')).toMatchObject({ holder: 'attackerFleet', upgrade: toryn?.id, effects: [{ kind: 'reroll', count: 1, colors: ['blue'] }] });
    expect(pelta?.cardEffects?.some((effect) => effect.source === 'Intensify Firepower!')).toBe(true);
    // Garm Bel Iblis rides as facts (his round tokens asked once a round); Engine Techs (its extra maneuver) too, no longer the players' call.
    const mc80 = state.ships.find((ship) => /MC80/.test(ship.name));
    expect(mc80?.cardEffects?.some((effect) => effect.source === 'Garm Bel Iblis')).toBe(true);
    expect(mc80?.cardEffects?.find((effect) => effect.source === 'Engine Techs')?.effects).toEqual([expect.objectContaining({ kind: 'extraManeuver', speed: 1 })]);
    expect(mc80?.yourCalls?.map((call) => call.source) ?? []).not.toContain('Engine Techs');
    // A squadron with only keywords the engine plays carries none; old logs (no field) replay as played.
    const log = await value<{ commands: { type: string; players?: unknown }[] }>('game.export', { gameId: game.id });
    expect(JSON.stringify(log.commands[0])).toContain('"source":"Toryn Farr"');
  });

  it('Issue 35 · Card · Admiral Motti: every friendly ship starts with its hull raised by its size class (medium +2, small +1)', async () => {
    const motti = `Name: Motti\nFaction: Empire\nCommander: Admiral Motti\n\nVictory I-class Star Destroyer (73)\n• Admiral Motti (24)\n= 97 Points\n\nGozanti-class Cruisers (23)\n= 23 Points\n\nTotal Points: 120\n`;
    const empire = await value<ListImportPreview>('lists.import', { text: motti });
    const rebels = await value<ListImportPreview>('lists.import', { text: sample('armada/05-kingston-dumpster-fire-mk-18.txt') });
    const savedEmpire = await value<ListDetail>('lists.add', { list: empire.imported.list });
    const savedRebels = await value<ListDetail>('lists.add', { list: rebels.imported.list });
    const game = await value<GameSummary>('games.create', { name: 'Motti', system: 'armada' });
    const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', listId: savedEmpire.summary.id }, { name: 'Ben', listId: savedRebels.summary.id }] });
    const state = view.state as ArmadaState;
    const hulls = state.ships.filter((ship) => ship.owner === 'p1').map((ship) => [ship.size, ship.hull]);
    expect(hulls).toEqual([['medium', 8 + 2], ['small', 3 + 1]]);
    // The other fleet's ships keep their printed hull.
    expect(state.ships.find((ship) => /CR90/.test(ship.name))?.hull).toBe(4);
  });

  it('RRG · Flotilla: a Gozanti from the ISB data carries its “flotilla” trait into the setup command, so the log knows it without the card data', async () => {
    const sloane = await value<ListImportPreview>('lists.import', { text: sample('armada/13-starforge-converted-empire-sloane.txt') });
    const rebels = await value<ListImportPreview>('lists.import', { text: sample('armada/05-kingston-dumpster-fire-mk-18.txt') });
    const game = await value<GameSummary>('games.create', { name: 'Flotillas', system: 'armada' });
    const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: sloane.imported.list }, { name: 'Ben', list: rebels.imported.list }] });
    const gozanti = (view.state as ArmadaState).ships.find((ship) => /Gozanti/.test(ship.name));
    expect(gozanti).toMatchObject({ flotilla: true });
    const log = await value<{ commands: { type: string; players?: { ships: { name: string; flotilla?: boolean }[] }[] }[] }>('game.export', { gameId: game.id });
    const entry = log.commands[0]?.players?.flatMap((player) => player.ships).find((ship) => /Gozanti/.test(ship.name));
    expect(entry).toMatchObject({ flotilla: true });
  });

  it('X-Wing: a saved squad and a pasted one; Hull Upgrade raises the hull, R2-D2 brings its charges as markers the table can spend', async () => {
    const rebels = await value<ListImportPreview>('lists.import', { text: REBEL_SQUAD });
    const empire = await value<ListImportPreview>('lists.import', { text: sample('xws/28-yasb25-boy-standard-loadout.json') });
    const saved = await value<ListDetail>('lists.add', { list: rebels.imported.list });
    const game = await value<GameSummary>('games.create', { name: 'Trench run', system: 'xwing' });
    const view = await value<GameView>('game.setupFromLists', {
      gameId: game.id,
      players: [
        { name: 'Ana', listId: saved.summary.id },
        { name: 'Ben', list: empire.imported.list },
      ],
    });
    const state = view.state as XwingState;
    const luke = state.ships.find((ship) => ship.name === 'Luke Skywalker');
    const wedge = state.ships.find((ship) => ship.name === 'Wedge Antilles');
    expect(luke?.hull).toBe((wedge?.hull ?? 0) + 1);
    const r2 = luke?.upgrades.find((upgrade) => upgrade.name === 'R2-D2');
    expect(r2?.charges?.max).toBeGreaterThan(0);
    // Standard-loadout pilots fly the upgrades their card names, though the XWS lists none.
    const vader = state.ships.find((ship) => ship.name === 'Darth Vader');
    expect(vader?.upgrades.length).toBeGreaterThan(0);
    expect(vader?.upgrades.every((upgrade) => upgrade.points === 0)).toBe(true);
    const spent = await value<GameView>('game.command', {
      gameId: game.id,
      command: { type: 'spendCharge', ship: luke?.id, charge: 'standard', upgrade: r2?.id },
    });
    const after = (spent.state as XwingState).ships.find((ship) => ship.id === luke?.id)?.upgrades.find((upgrade) => upgrade.id === r2?.id);
    expect(after?.charges?.current).toBe((r2?.charges?.current ?? 0) - 1);
  });

  it('Issue 36 item 2 · XWS § Obstacles: the squads’ obstacles, saved with a list, ride in the setup to each player; one the catalogue does not know comes without its kind, asked before it acts', async () => {
    const withRocks = (text: string, obstacles: string[]) => JSON.stringify({ ...(JSON.parse(text) as object), obstacles });
    const rebels = await value<ListImportPreview>('lists.import', { text: withRocks(REBEL_SQUAD, ['coreasteroid5', 'core2asteroid5', 'core2asteroid4']) });
    const empire = await value<ListImportPreview>('lists.import', { text: withRocks(sample('xws/28-yasb25-boy-standard-loadout.json'), ['gascloud1', 'yt2400debris0', 'pomasteroid1']) });
    const saved = await value<ListDetail>('lists.add', { list: rebels.imported.list });
    expect(saved.list.obstacles).toEqual(['coreasteroid5', 'core2asteroid5', 'core2asteroid4']);
    const game = await value<GameSummary>('games.create', { name: 'Rocks', system: 'xwing' });
    const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', listId: saved.summary.id }, { name: 'Ben', list: empire.imported.list }] });
    const [ana, ben] = (view.state as XwingState).players;
    expect(ana?.obstacles?.map((obstacle) => `${obstacle.name} · ${obstacle.kind}`)).toEqual(['Asteroid 5 (Core Set) · asteroid', 'Asteroid 5 (Force Awakens Core Set) · asteroid', 'Asteroid 4 (Force Awakens Core Set) · asteroid']);
    expect(ben?.obstacles?.[2]).toEqual({ id: 'pomasteroid1', name: 'pomasteroid1' });
    const chosen = await value<GameView>('game.command', { gameId: game.id, command: { type: 'chooseObstacles', player: 'p2', obstacles: [{ obstacle: 'gascloud1' }, { obstacle: 'yt2400debris0' }, { obstacle: 'pomasteroid1', kind: 'asteroid' }] } });
    expect((chosen.state as XwingState).players[1]?.obstacles?.[2]).toEqual({ id: 'pomasteroid1', name: 'pomasteroid1', kind: 'asteroid' });
  });

  it('RRG · Conditions, Card · Captain Rex (2.5): the setup carries the facts of the condition his card assigns; the defender he attacks takes them on', async () => {
    const squad = JSON.stringify({ faction: 'rebelalliance', name: 'Rex', pilots: [{ id: 'captainrex', ship: 'tielnfighter' }] });
    const tie = JSON.stringify({ faction: 'galacticempire', name: 'Academy', pilots: [{ id: 'academypilot', ship: 'tielnfighter' }] });
    const [ana, ben] = await Promise.all([value<ListImportPreview>('lists.import', { text: squad }), value<ListImportPreview>('lists.import', { text: tie })]);
    const game = await value<GameSummary>('games.create', { name: 'Suppressed', system: 'xwing' });
    const started = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: ana.imported.list }, { name: 'Ben', list: ben.imported.list }] });
    const setup = (await value<GameLogFile>('game.export', { gameId: game.id })).commands[0] as unknown as { conditions?: { name: string; effects: { source: string }[] }[] };
    expect(setup.conditions?.map((card) => card.name)).toEqual(['Suppressive Fire']);
    expect(setup.conditions?.[0]?.effects.length).toBeGreaterThan(0);
    const target = (started.state as XwingState).ships.find((ship) => ship.name !== 'Captain Rex');
    const assigned = await value<GameView>('game.command', { gameId: game.id, command: { type: 'assignCondition', ship: target?.id, condition: 'Suppressive Fire' } });
    const academy = (assigned.state as XwingState).ships.find((ship) => ship.conditions.length > 0);
    expect((academy?.effects ?? []).some((effect) => effect.source === 'Suppressive Fire')).toBe(true);
  });

  it('RRG · Dual Cards, Card · Servomotor S-foils (2.5): each side is read apart; the closed side’s facts act until the card flips, the open side’s after', async () => {
    const squad = JSON.stringify({ faction: 'rebelalliance', name: 'Foils', pilots: [{ id: 'bluesquadronescort', ship: 't65xwing', upgrades: { configuration: ['servomotorsfoils'] } }] });
    const tie = JSON.stringify({ faction: 'galacticempire', name: 'Academy', pilots: [{ id: 'academypilot', ship: 'tielnfighter' }] });
    const [ana, ben] = await Promise.all([value<ListImportPreview>('lists.import', { text: squad }), value<ListImportPreview>('lists.import', { text: tie })]);
    const game = await value<GameSummary>('games.create', { name: 'Foils', system: 'xwing' });
    const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: ana.imported.list }, { name: 'Ben', list: ben.imported.list }] });
    const xwing = (view.state as XwingState).ships.find((ship) => ship.upgrades.some((upgrade) => upgrade.name === 'Servomotor S-foils'));
    const sides = (xwing?.effects ?? []).map((effect) => ({ source: effect.source, side: effect.conditions.find((condition) => condition.kind === 'side') }));
    expect(sides.some((one) => one.source === 'Servomotor S-foils (Closed)' && one.side?.kind === 'side' && one.side.side === 0)).toBe(true);
    expect(sides.every((one) => one.side !== undefined)).toBe(true);
    // The closed side adds a boost; open, the card adds none: the bar follows the faceup side.
    expect(xwing?.actionBar?.some((entry) => entry.action === 'boost')).toBe(true);
    expect(xwing?.barBySide?.bars[1].some((entry) => entry.action === 'boost')).toBe(false);
  });

  it('Issue 36 · X-Wing Scenarios: a 2.5 game from two lists is played to the scenario chosen; the deficit counts from the lists’ points; Armada refuses one in words', async () => {
    const escorts = JSON.stringify({ faction: 'rebelalliance', name: 'Escorts', pilots: Array.from({ length: 4 }, () => ({ id: 'bluesquadronescort', ship: 't65xwing' })) });
    const obsidians = JSON.stringify({ faction: 'galacticempire', name: 'Obsidians', pilots: Array.from({ length: 4 }, () => ({ id: 'obsidiansquadronpilot', ship: 'tielnfighter' })) });
    const [ana, ben] = await Promise.all([value<ListImportPreview>('lists.import', { text: escorts }), value<ListImportPreview>('lists.import', { text: obsidians })]);
    const game = await value<GameSummary>('games.create', { name: 'Satellites', system: 'xwing' });
    const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: ana.imported.list }, { name: 'Ben', list: ben.imported.list }], scenario: 'satelliteArray' });
    const state = view.state as XwingState;
    // Escorts 4 × 5 = 20 points (Ben earns nothing); Obsidians 4 × 2 = 8 (Ana earns the 12 unspent).
    expect(state.scenario).toMatchObject({ id: 'satelliteArray', name: 'Assault at the Satellite Array', deficit: { p1: 12, p2: 0 }, pointsKnown: true });
    const named = await value<GameSummary>('games.create', { name: 'Knowledge', system: 'xwing' });
    const other = await value<GameView>('game.setupFromLists', { gameId: named.id, players: [{ name: 'Ana', list: ana.imported.list }, { name: 'Ben', list: ben.imported.list }], scenario: { name: 'Ancient Knowledge' } });
    expect((other.state as XwingState).scenario).toMatchObject({ id: 'other', name: 'Ancient Knowledge' });
    const fleet = await value<ListImportPreview>('lists.import', { text: EMPIRE_FLEET });
    const armada = await value<GameSummary>('games.create', { name: 'No scenario', system: 'armada' });
    const refused = await refusal('game.setupFromLists', { gameId: armada.id, players: [{ name: 'Ana', list: fleet.imported.list }, { name: 'Ben', list: fleet.imported.list }], scenario: 'chanceEngagement' });
    expect(refused.message).toMatch(/Armada game is played to the objective card/);
  });

  it('Epic rules · Energy: a huge ship from a list carries its card’s energy and recurring shields, its title’s energy raising the maximum', async () => {
    const squad = JSON.stringify({ faction: 'rebelalliance', name: 'Corvette', pilots: [{ id: 'alderaanianguard', ship: 'cr90corelliancorvette', upgrades: { title: ['liberator'], hardpoint: ['targetingbattery'] } }] });
    const tie = JSON.stringify({ faction: 'galacticempire', name: 'Academy', pilots: [{ id: 'academypilot', ship: 'tielnfighter' }] });
    const [ana, ben] = await Promise.all([value<ListImportPreview>('lists.import', { text: squad }), value<ListImportPreview>('lists.import', { text: tie })]);
    const game = await value<GameSummary>('games.create', { name: 'Corvette', system: 'xwing' });
    const view = await value<GameView>('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: ana.imported.list }, { name: 'Ben', list: ben.imported.list }] });
    const ship = JSON.parse(fs.readFileSync(sharedData('xwing-data2-2.5', 'data/pilots/rebel-alliance/cr90-corellian-corvette.json'), 'utf8')) as { stats: { type: string; value: number; recovers?: number }[] };
    const stat = (type: string) => ship.stats.find((one) => one.type === type)!;
    const cr90 = (view.state as XwingState).ships.find((one) => one.size === 'huge');
    // Card · Liberator grants 1 energy: the maximum rises, what the ship card recovers does not.
    expect(cr90?.energy).toEqual({ current: stat('energy').value + 1, max: stat('energy').value + 1, recurs: stat('energy').recovers });
    expect(cr90?.shields).toEqual({ current: stat('shields').value, max: stat('shields').value, recurs: stat('shields').recovers });
    expect(cr90?.weapons?.find((weapon) => weapon.name === 'Targeting Battery')).toMatchObject({ bonusAttack: true, cost: { kind: 'energy', amount: 1 } });
    expect((view.state as XwingState).ships.find((one) => one.size !== 'huge')?.energy).toBeUndefined();
  });

  it('refuses in words: a list of the other game, one list for both editions, a missing list', async () => {
    const squad = await value<ListImportPreview>('lists.import', { text: REBEL_SQUAD });
    const fleet = await value<ListImportPreview>('lists.import', { text: EMPIRE_FLEET });
    const game = await value<GameSummary>('games.create', { name: 'Mixed up', system: 'armada' });
    const wrong = await refusal('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', list: fleet.imported.list }, { name: 'Ben', list: squad.imported.list }] });
    expect(wrong.code).toBe('wrong_system');
    expect(wrong.message).toMatch(/Ben’s list “Red Group” is for Star Wars: X-Wing, and this game is Armada\./);
    const missing = await refusal('game.setupFromLists', { gameId: game.id, players: [{ name: 'Ana', listId: 999 }, { name: 'Ben', list: fleet.imported.list }] });
    expect(missing.code).toBe('not_found');
    const list: FleetList = { ...squad.imported.list, format: 'xwing-2.0-standard' };
    const xwingGame = await value<GameSummary>('games.create', { name: 'Two editions', system: 'xwing' });
    const mixed = await refusal('game.setupFromLists', { gameId: xwingGame.id, players: [{ name: 'Ana', list }, { name: 'Ben', list: squad.imported.list }] });
    expect(mixed.code).toBe('mixed_editions');
    // Nothing was written by the refusals.
    expect((await value<GameView>('game.view', { gameId: game.id })).started).toBe(false);
  });

  it('lists out: a saved X-Wing squad exports as XWS that reads back to the same list; a fleet as Kingston text that reads back the same', async () => {
    const squad = await value<ListImportPreview>('lists.import', { text: REBEL_SQUAD });
    const saved = await value<ListDetail>('lists.add', { list: squad.imported.list });
    const xws = await value<{ text: string; fileName: string }>('lists.export', { id: saved.summary.id });
    expect(xws.fileName).toBe('Red Group.xws');
    const again = await value<ListImportPreview>('lists.import', { text: xws.text });
    expect(again.imported.list.units).toEqual(saved.list.units);
    const fleet = await value<ListImportPreview>('lists.import', { text: sample('armada/05-kingston-dumpster-fire-mk-18.txt') });
    const savedFleet = await value<ListDetail>('lists.add', { list: fleet.imported.list });
    const text = await value<{ text: string }>('lists.export', { id: savedFleet.summary.id });
    const back = await value<ListImportPreview>('lists.import', { text: text.text });
    expect(back.imported.list.units).toEqual(savedFleet.list.units);
    expect(back.imported.list.objectives).toEqual(savedFleet.list.objectives);
  });
});
