import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetail, CardImportSummary, EditionSummary } from '../../shared/ipc/cards';
import { cardHost, sharedData, type CardHost } from '../cards/card-host';

// Counts come from the data files themselves, read here independently of the importer.
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const jsonFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));

const ffgRoot = sharedData('armada-ffg', 'data');
const isbRoot = sharedData('armada-isb', 'public', 'converted-json');

function ffgCounts() {
  const records = (folder: string) => jsonFiles(path.join(ffgRoot, folder)).reduce((n, f) => n + readJson<unknown[]>(f).length, 0);
  const damage = readJson<{ amount: number }[]>(path.join(ffgRoot, 'damage-card-core.json'));
  return {
    ship: records('ship-card'),
    squadron: records('squadron-card'),
    upgrade: records('upgrade-card'),
    objective: readJson<unknown[]>(path.join(ffgRoot, 'objective-card.json')).length,
    damage: damage.length,
    damageDeckSize: damage.reduce((n, c) => n + c.amount, 0),
  };
}

/** ISB per-card files: `<category>/<category>.json` is the combined copy and must not count. */
function isbCounts() {
  const perCard = (category: string) => jsonFiles(path.join(isbRoot, category)).filter((f) => path.basename(f) !== `${category}.json`);
  const entries = (category: string, top: string, files = perCard(category)) =>
    files.reduce((n, f) => n + Object.keys(readJson<Record<string, Record<string, unknown>>>(f)[top] ?? {}).length, 0);
  const models = perCard('ships').reduce(
    (n, f) => n + Object.values(readJson<{ ships: Record<string, { models: Record<string, unknown> }> }>(f).ships).reduce((m, c) => m + Object.keys(c.models).length, 0),
    0,
  );
  const objectiveFiles = perCard('objectives').filter((f) => path.basename(f) !== 'damage-cards.json');
  return {
    ship: models,
    squadron: entries('squadrons', 'squadrons'),
    upgrade: entries('upgrades', 'upgrades'),
    objective: entries('objectives', 'objectives', objectiveFiles),
    damage: Object.keys(readJson<{ 'damage-cards': Record<string, unknown> }>(path.join(isbRoot, 'objectives', 'damage-cards.json'))['damage-cards']).length,
  };
}

let host: CardHost;
let dataDir: string;
const imported = new Map<string, CardImportSummary>();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-armada-'));
  host = cardHost(dataDir);
  imported.set('armada-ffg', await host.call<CardImportSummary>('cards.import', { path: sharedData('armada-ffg') }));
  imported.set('armada-isb', await host.call<CardImportSummary>('cards.import', { path: sharedData('armada-isb') }));
});
afterAll(() => {
  host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function card(edition: string, kind: string, key: string): Promise<CardDetail> {
  const row = host.db
    .prepare<[string, string, string], { id: number }>('SELECT c.id FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = ? AND c.kind = ? AND c.key = ?')
    .get(edition, kind, key);
  if (!row) throw new Error(`no ${edition} ${kind} ${key}`);
  return host.call<CardDetail>('cards.get', { id: row.id });
}

describe('Armada, FFG-era layout', () => {
  it('imports completely: every ship, squadron, upgrade, objective and damage card', async () => {
    const { damageDeckSize, ...expected } = ffgCounts();
    expect(imported.get('armada-ffg')).toMatchObject({ edition: 'armada-ffg', layout: 'armada-ffg', counts: expected });
    const deck = host.db
      .prepare<[], { n: number }>("SELECT sum(amount) AS n FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = 'armada-ffg' AND kind = 'damage'")
      .get();
    expect(deck?.n).toBe(damageDeckSize);
  });

  it('spot check, ship: Victory II-class Star Destroyer, hull zones, armament, tokens, speed chart, slots and points', async () => {
    expect(await card('armada-ffg', 'ship', 'victory-ii-class-star-destroyer')).toMatchObject({
      name: 'Victory II-class Star Destroyer',
      factions: ['empire'],
      size: 'medium',
      hull: 8,
      command: 3,
      squadronValue: 3,
      engineering: 4,
      shields: 10,
      shieldZones: { front: 3, left: 3, right: 3, rear: 1 },
      armament: { front: [3, 3, 0], left: [2, 1, 0], right: [2, 1, 0], rear: [2, 0, 0], antiSquadron: [0, 1, 0] },
      defenseTokens: ['brace', 'redirect', 'redirect'],
      speed: 2,
      speedChart: { '1': [1], '2': [0, 1] },
      slots: ['Officer', 'Weapons Team', 'Offensive Retrofit', 'Ion Cannons', 'Turbolasers'],
      cost: { min: 85, max: 85 },
    });
  });

  it('spot check, huge ship: the auxiliary hull zones are kept', async () => {
    const file = path.join(ffgRoot, 'ship-card', 'galactic-empire', 'executor-i-class-star-dreadnought.json');
    const [executor] = readJson<{ shield: Record<string, number>; attack: Record<string, number[]> }[]>(file);
    const detail = await card('armada-ffg', 'ship', 'executor-i-class-star-dreadnought');
    expect(detail.size).toBe('huge');
    expect(detail.shieldZones).toMatchObject({ leftAux: executor!.shield['aux-left'], rightAux: executor!.shield['aux-right'] });
    expect(detail.armament?.leftAux).toEqual(executor!.attack['aux-left']);
  });

  it('spot check, squadron with keywords and defense tokens: Luke Skywalker', async () => {
    expect(await card('armada-ffg', 'squadron', 'luke-skywalker')).toMatchObject({
      name: 'Luke Skywalker',
      title: 'X-wing Squadron',
      uniqueCount: 1,
      hull: 5,
      speed: 3,
      armament: { antiSquadron: [0, 4, 0], antiShip: [0, 0, 1] },
      defenseTokens: ['brace', 'brace'],
      keywords: ['Bomber', 'Escort'],
      cost: { min: 20, max: 20 },
    });
  });

  it('spot check, an officer printed for several slots is one card per slot', async () => {
    const vader = host.db
      .prepare<[], { key: string; upgrade_types: string }>("SELECT key, upgrade_types FROM cards WHERE name = 'Darth Vader' AND kind = 'upgrade' AND edition_id = (SELECT id FROM card_editions WHERE key = 'armada-ffg') ORDER BY key")
      .all();
    expect(vader.map((v) => JSON.parse(v.upgrade_types) as string[])).toEqual([['Commander'], ['Officer'], ['Weapons Team', 'Offensive Retrofit']]);
  });

  it('spot check, objectives and the damage deck with counts', async () => {
    expect(await card('armada-ffg', 'objective', 'advanced-gunnery')).toMatchObject({ title: 'Assault', keywords: ['Assault'] });
    expect(await card('armada-ffg', 'damage', 'structural-damage')).toMatchObject({ amount: 8, keywords: ['Ship'] });
    expect(await card('armada-ffg', 'damage', 'injured-crew')).toMatchObject({ amount: 4, keywords: ['Crew'] });
  });
});

describe('Armada, ISB layout', () => {
  it('imports completely from the per-card files: the combined copies are not counted twice', async () => {
    const expected = isbCounts();
    expect(imported.get('armada-isb')).toMatchObject({ edition: 'armada-isb', layout: 'armada-isb', counts: expected });
    // The combined file holds every squadron too: counting it would have doubled them.
    const combined = Object.keys(readJson<{ squadrons: Record<string, unknown> }>(path.join(isbRoot, 'squadrons', 'squadrons.json')).squadrons).length;
    expect(combined).toBe(expected.squadron);
    const editions = await host.call<EditionSummary[]>('cards.editions', {});
    expect(editions.find((e) => e.key === 'armada-isb')?.cardCounts).toEqual(expected);
    // Issue 40 · 5: the combined ships file also holds the fleet builder's test ships (faction "sandbox"): left out, each named.
    const report = imported.get('armada-isb')!.report;
    const tests = report.leftOut.find((line) => line.includes('test ships'));
    expect(tests).toMatch(/ships\/ships\.json: the fleet builder's 15 test ships \(Dummy Commander, .*\), not cards; left out$/);
    expect(report.skipped).toEqual([]);
  });

  it('spot check, ship: Imperial II-class Star Destroyer from the chassis and the model', async () => {
    expect(await card('armada-isb', 'ship', 'imperial-ii-class-star-destroyer')).toMatchObject({
      name: 'Imperial II-class Star Destroyer',
      factions: ['empire'],
      size: 'large',
      hull: 11,
      shieldZones: { front: 4, left: 3, right: 3, rear: 2 },
      shields: 12,
      command: 3,
      squadronValue: 4,
      engineering: 4,
      defenseTokens: ['redirect', 'redirect', 'brace', 'contain'],
      speed: 3,
      speedChart: { '1': [1], '2': [1, 1], '3': [0, 1, 1] },
      keywords: ['star-destroyer'],
      cost: { min: 120, max: 120 },
    });
  });

  it('spot check, squadron abilities become the printed keywords', async () => {
    expect(await card('armada-isb', 'squadron', 'aggressor-assault-fighter')).toMatchObject({
      name: 'Aggressor Assault Fighter',
      keywords: ['Counter 1', 'Rogue'],
      armament: { antiSquadron: [0, 4, 0], antiShip: [0, 0, 1] },
      hull: 5,
      speed: 3,
      cost: { min: 15, max: 15 },
    });
    const ig88 = await card('armada-isb', 'squadron', 'ig-88-ig-2000');
    expect(ig88).toMatchObject({ name: 'IG-88', title: 'IG-2000', uniqueCount: 1 });
  });

  it('spot check, upgrades: slot names as printed, faction and the title’s ship', async () => {
    expect(await card('armada-isb', 'upgrade', 'adar-tallon-officer')).toMatchObject({ name: 'Adar Tallon', upgradeTypes: ['Officer'], factions: ['rebel'], uniqueCount: 1, cost: { min: 10, max: 10 } });
    expect(await card('armada-isb', 'upgrade', 'centicore-title')).toMatchObject({ upgradeTypes: ['Title'], shipKey: 'arquitens-class-cruiser', factions: ['empire'] });
  });

  it('spot check, campaign objectives and the damage deck (the ISB data gives no copy counts)', async () => {
    const campaign = host.db
      .prepare<[], { n: number }>("SELECT count(*) AS n FROM cards WHERE kind = 'objective' AND title = 'Campaign' AND edition_id = (SELECT id FROM card_editions WHERE key = 'armada-isb')")
      .get();
    expect(campaign?.n).toBeGreaterThan(0);
    expect(await card('armada-isb', 'damage', 'blinded-gunners')).toMatchObject({ name: 'Blinded Gunners', amount: null });
  });

  it('the two Armada layouts are separate editions side by side', async () => {
    const armada = (await host.call<EditionSummary[]>('cards.editions', {})).filter((e) => e.system === 'armada').map((e) => [e.key, e.layout]);
    expect(armada).toEqual([
      ['armada-ffg', 'armada-ffg'],
      ['armada-isb', 'armada-isb'],
    ]);
  });
});
