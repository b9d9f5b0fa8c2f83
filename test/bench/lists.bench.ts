import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cardHandlers } from '../../electron/main/cards/cards-service';
import { EventHub } from '../../electron/main/core/events';
import { createRouter, type Handlers } from '../../electron/main/core/router';
import { openDatabase } from '../../electron/main/db/open';
import { dbCardLookup } from '../../electron/main/lists/card-lookup';
import { listHandlers } from '../../electron/main/lists/list-handlers';
import type { IpcResult } from '../../shared/ipc';
import type { ListChoicePage, ListDetail } from '../../shared/ipc/lists';
import { evaluateList } from '../../shared/lists/evaluate';
import type { FleetList, ListUnit } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { measure, type BenchResult } from './stats';

const isbShip = (key: string, ...upgrades: [string, string][]): ListUnit => ({
  card: { edition: 'armada-isb', kind: 'ship', key },
  count: 1,
  upgrades: upgrades.map(([slot, upgrade]) => ({ slot, card: { edition: 'armada-isb', kind: 'upgrade', key: upgrade } })),
});
const isbSquadron = (key: string, count = 1): ListUnit => ({ card: { edition: 'armada-isb', kind: 'squadron', key }, count, upgrades: [] });

/** A legal 400-point Imperial fleet: three ships with 12 upgrades, 8 squadron entries, three objectives. */
export const benchFleet: FleetList = {
  name: 'Bench fleet',
  system: 'armada',
  format: 'armada-standard',
  faction: 'empire',
  units: [
    isbShip(
      'imperial-ii-class-star-destroyer',
      ['Commander', 'admiral-motti-commander'],
      ['Officer', 'skilled-first-officer'],
      ['Weapons Team', 'fire-control-team'],
      ['Offensive Retrofit', 'boosted-comms'],
      ['Turbolasers', 'xx-9-turbolasers'],
      ['Ion Cannons', 'ms1-ion-cannon'],
    ),
    isbShip('gladiator-i-class-star-destroyer', ['Officer', 'admiral-ozzel-officer'], ['Ordnance', 'wide-area-barrage'], ['Support Team', 'medical-team']),
    isbShip('raider-i-class-corvette', ['Title', 'corvus-title'], ['Officer', 'captain-needa-officer'], ['Offensive Retrofit', 'flak-guns']),
    isbSquadron('tie-fighter-squadron', 3),
    isbSquadron('howlrunner-tie-fighter-squadron'),
    isbSquadron('tie-defender-squadron'),
    isbSquadron('maarek-stele-tie-defender-squadron'),
    isbSquadron('tie-interceptor-squadron'),
    isbSquadron('tie-bomber-squadron'),
    isbSquadron('tie-advanced-squadron'),
    isbSquadron('tie-fighter-squadron', 1),
  ],
  objectives: [
    { edition: 'armada-isb', kind: 'objective', key: 'advanced-gunnery' },
    { edition: 'armada-isb', kind: 'objective', key: 'fire-lanes' },
    { edition: 'armada-isb', kind: 'objective', key: 'minefields' },
  ],
};

const xwPilot = (key: string, ...upgrades: [string, string][]): ListUnit => ({
  card: { edition: 'xwing-2.5', kind: 'pilot', key },
  count: 1,
  upgrades: upgrades.map(([slot, upgrade]) => ({ slot, card: { edition: 'xwing-2.5', kind: 'upgrade', key: upgrade } })),
});

/** A full 2.5 Rebel squad, for the X-Wing slot searches. */
const benchSquad: FleetList = {
  name: 'Bench squad',
  system: 'xwing',
  format: 'xwing-2.5-standard',
  faction: 'rebelalliance',
  units: [
    xwPilot('lukeskywalker', ['Talent', 'marksmanship'], ['Force Power', 'instinctiveaim']),
    xwPilot('braylenstramm', ['Torpedo', 'protontorpedoes']),
    xwPilot('bladesquadronveteran'),
    xwPilot('bladesquadronveteran'),
  ],
  objectives: [],
};
const squadSearches: { unit: number; slot: string; text?: string }[] = [
  { unit: 0, slot: 'Astromech' },
  { unit: 1, slot: 'Talent' },
  { unit: 2, slot: 'Cannon', text: 'ion' },
  { unit: 1, slot: 'Modification' },
];

/** Slots a player fills while building: each search is one keystroke's answer in the builder. */
const slotSearches: { unit: number; slot: string; text?: string }[] = [
  { unit: 0, slot: 'Officer' },
  { unit: 0, slot: 'Officer', text: 'adm' },
  { unit: 1, slot: 'Weapons Team' },
  { unit: 2, slot: 'Title' },
  { unit: 0, slot: 'Turbolasers', text: 'tur' },
  { unit: 1, slot: 'Commander' },
];

/** Fleet validation (pure and through the router) and the builder's upgrade-slot search, with all four data sets imported. */
export async function benchLists(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-lists-'));
  const { db } = openDatabase(path.join(dir, 'sidetable.db'));
  try {
    const hub = new EventHub();
    const dispatch = createRouter({ ...cardHandlers(db, hub), ...listHandlers(db, hub, { now: () => Date.now() }) } as Handlers, (method, error) => {
      throw new Error(`${method} failed`, { cause: error });
    });
    const call = async <T>(method: string, payload: unknown): Promise<T> => {
      const result = (await dispatch(method, payload)) as IpcResult<T>;
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    for (const set of ['xwing-data2-2.0', 'xwing-data2-2.5', 'armada-ffg', 'armada-isb']) await call('cards.import', { path: sharedData(set) });

    const cards = dbCardLookup(db);
    const first = evaluateList(benchFleet, cards);
    if (!first.legal || first.total > 400) throw new Error(`the bench fleet should be legal: ${first.total} points, ${first.problems.map((p) => p.message).join(' ')}`);

    const { summary } = await call<ListDetail>('lists.create', { name: 'Bench', system: 'armada', format: 'armada-standard', faction: 'empire' });
    await call('lists.save', { id: summary.id, list: benchFleet });
    const results: BenchResult[] = [];
    results.push(await measure(`evaluateList: ${first.total}-point fleet, 12 upgrades, 8 squadron entries`, 2000, () => evaluateList(benchFleet, cards)));
    results.push(await measure('lists.evaluate via router (cards read from SQLite)', 300, () => call('lists.evaluate', { list: benchFleet })));
    results.push(
      await measure('lists.upgradeChoices, Armada fleet (slot search, all four data sets)', 300, async (i) => {
        const search = slotSearches[i % slotSearches.length]!;
        const choices = await call<ListChoicePage>('lists.upgradeChoices', { id: summary.id, ...search });
        if (search.text === undefined && choices.total === 0) throw new Error(`no choices for ${search.slot}`);
      }),
    );
    const squad = await call<ListDetail>('lists.create', { name: 'Bench squad', system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance' });
    await call('lists.save', { id: squad.summary.id, list: benchSquad });
    results.push(
      await measure('lists.upgradeChoices, X-Wing squad (slot search, all four data sets)', 300, async (i) => {
        const search = squadSearches[i % squadSearches.length]!;
        const choices = await call<ListChoicePage>('lists.upgradeChoices', { id: squad.summary.id, ...search });
        if (search.text === undefined && choices.total === 0) throw new Error(`no choices for ${search.slot}`);
      }),
    );
    return results;
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
