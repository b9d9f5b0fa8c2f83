import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetail, CardImportSummary, CardSearchPage, EditionSummary } from '../../shared/ipc/cards';
import { cardHost, sharedData, type CardHost } from '../cards/card-host';

// Counts come from the data files themselves, read here independently of the importer.
interface Manifest {
  pilots: { faction: string; ships: string[] }[];
  upgrades: string[];
  conditions: string;
  damagedecks: string[];
}
const readJson = <T>(root: string, file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

function countsIn(root: string) {
  const manifest = readJson<Manifest>(root, 'data/manifest.json');
  const shipFiles = manifest.pilots.flatMap((group) => group.ships);
  return {
    ship: shipFiles.length,
    pilot: shipFiles.reduce((n, file) => n + readJson<{ pilots: unknown[] }>(root, file).pilots.length, 0),
    upgrade: manifest.upgrades.reduce((n, file) => n + readJson<unknown[]>(root, file).length, 0),
    condition: readJson<unknown[]>(root, manifest.conditions).length,
    damage: readJson<{ cards: unknown[] }>(root, manifest.damagedecks[0]!).cards.length,
    damageDeckSize: readJson<{ cards: { amount: number }[] }>(root, manifest.damagedecks[0]!).cards.reduce((n, c) => n + c.amount, 0),
  };
}

const editions = [
  { key: 'xwing-2.5', folder: 'xwing-data2-2.5' },
  { key: 'xwing-2.0', folder: 'xwing-data2-2.0' },
] as const;

let host: CardHost;
let dataDir: string;
const imported = new Map<string, CardImportSummary>();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-xwing-'));
  host = cardHost(dataDir);
  for (const { key, folder } of editions) imported.set(key, await host.call<CardImportSummary>('cards.import', { path: sharedData(folder) }));
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

describe('X-Wing, xwing-data2 layout', () => {
  for (const { key, folder } of editions) {
    it(`${key} imports completely: every ship, pilot, upgrade, condition and damage card in the manifest`, async () => {
      const expected = countsIn(sharedData(folder));
      expect(imported.get(key)).toMatchObject({
        edition: key,
        layout: 'xwing-data2',
        counts: { ship: expected.ship, pilot: expected.pilot, upgrade: expected.upgrade, condition: expected.condition, damage: expected.damage },
      });
      const summary = (await host.call<EditionSummary[]>('cards.editions', {})).find((e) => e.key === key);
      expect(summary?.cardCounts).toEqual({ ship: expected.ship, pilot: expected.pilot, upgrade: expected.upgrade, condition: expected.condition, damage: expected.damage });
      const deck = host.db
        .prepare<[string], { n: number }>("SELECT sum(amount) AS n FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = ? AND kind = 'damage'")
        .get(key);
      expect(deck?.n).toBe(expected.damageDeckSize);
    });
  }

  it('both editions live side by side: the same pilot is two cards with each edition’s points', async () => {
    const editionKeys = (await host.call<EditionSummary[]>('cards.editions', {})).map((e) => e.key);
    expect(editionKeys).toEqual(expect.arrayContaining(['xwing-2.0', 'xwing-2.5']));
    const page = await host.call<CardSearchPage>('cards.search', { text: 'Wedge Antilles', kind: 'pilot', system: 'xwing', limit: 50 });
    const byEdition = new Set(page.cards.filter((c) => c.name === 'Wedge Antilles').map((c) => c.edition));
    expect(byEdition).toEqual(new Set(['xwing-2.0', 'xwing-2.5']));
  });

  it('spot check, 2.0 pilot: Luke Skywalker, field by field against his file', async () => {
    const root = sharedData('xwing-data2-2.0');
    const file = 'data/pilots/rebel-alliance/t-65-x-wing.json';
    const ship = readJson<{ stats: { type: string; value: number }[]; pilots: Record<string, unknown>[] }>(root, file);
    const luke = ship.pilots.find((p) => p.xws === 'lukeskywalker') as { name: string; caption: string; initiative: number; limited: number; cost: number; slots: string[]; keywords: string[]; force: { value: number } };
    const stat = (type: string) => ship.stats.find((s) => s.type === type)?.value;
    expect(await card('xwing-2.0', 'pilot', 'lukeskywalker')).toMatchObject({
      name: luke.name,
      title: luke.caption,
      factions: ['rebelalliance'],
      uniqueCount: luke.limited,
      cost: { min: luke.cost, max: luke.cost },
      initiative: luke.initiative,
      force: luke.force.value,
      shipKey: 'rebelalliance.t65xwing',
      size: 'small',
      attack: stat('attack'),
      agility: stat('agility'),
      hull: stat('hull'),
      shields: stat('shields'),
      slots: luke.slots,
      keywords: luke.keywords,
      formats: ['hyperspace'],
      sourceFile: file,
    });
  });

  it('spot check, 2.0 variable cost: Hull Upgrade costs by agility, from its lowest to its highest value', async () => {
    const upgrades = readJson<{ xws: string; cost: { variable: string; values: Record<string, number> } }[]>(sharedData('xwing-data2-2.0'), 'data/upgrades/modification.json');
    const hull = upgrades.find((u) => u.xws === 'hullupgrade')!;
    const values = Object.values(hull.cost.values);
    expect(hull.cost.variable).toBe('agility');
    const detail = await card('xwing-2.0', 'upgrade', 'hullupgrade');
    expect(detail.cost).toEqual({ min: Math.min(...values), max: Math.max(...values) });
    expect(detail.details.cost).toEqual(hull.cost);
    expect(detail.upgradeTypes).toEqual(['Modification']);
  });

  it('spot check, 2.5 pilot: loadout, format flags and the pilot’s own ship stats', async () => {
    const root = sharedData('xwing-data2-2.5');
    const file = 'data/pilots/rebel-alliance/t-65-x-wing.json';
    const wedge = readJson<{ pilots: Record<string, unknown>[] }>(root, file).pilots.find((p) => p.xws === 'wedgeantilles') as {
      cost: number; loadout: number; initiative: number; standard: boolean; extended: boolean; epic: boolean;
    };
    const detail = await card('xwing-2.5', 'pilot', 'wedgeantilles');
    expect(detail).toMatchObject({ initiative: wedge.initiative, cost: { min: wedge.cost, max: wedge.cost } });
    expect(detail.details.loadout).toBe(wedge.loadout);
    expect(detail.formats).toEqual((['standard', 'extended', 'epic'] as const).filter((f) => wedge[f]));
  });

  it('spot check, a two-sided upgrade keeps both sides, its grants and its restriction', async () => {
    const upgrades = readJson<{ xws: string; name: string; sides: { title: string; grants?: unknown[] }[]; restrictions: unknown[] }[]>(
      sharedData('xwing-data2-2.0'),
      'data/upgrades/configuration.json',
    );
    const sfoils = upgrades.find((u) => u.xws === 'integratedsfoils')!;
    const detail = await card('xwing-2.0', 'upgrade', 'integratedsfoils');
    expect(detail.title).toBe(sfoils.sides.map((s) => s.title).join(' / '));
    const sides = detail.details.sides as { title: string; grants?: unknown[] }[];
    expect(sides.map((s) => s.title)).toEqual(sfoils.sides.map((s) => s.title));
    expect(sides[0]?.grants).toEqual(sfoils.sides[0]?.grants);
    expect(detail.details.restrictions).toEqual(sfoils.restrictions);
  });

  it('spot check, ships, conditions and the damage deck', async () => {
    const tie = await card('xwing-2.0', 'ship', 'galacticempire.tielnfighter');
    expect(tie).toMatchObject({ name: 'TIE/ln Fighter', size: 'small', attack: 2, agility: 3, hull: 3, shields: null, factions: ['galacticempire'] });
    expect((tie.details.dial as string[]).length).toBeGreaterThan(10);

    const deck = readJson<{ cards: { title: string; amount: number; type: string }[] }>(sharedData('xwing-data2-2.5'), 'data/damage-decks/core.json').cards;
    const directHit = deck.find((c) => c.title === 'Direct Hit!')!;
    expect(await card('xwing-2.5', 'damage', 'core.direct-hit')).toMatchObject({ name: 'Direct Hit!', amount: directHit.amount, keywords: [directHit.type] });

    const conditions = readJson<{ xws: string; name: string }[]>(sharedData('xwing-data2-2.5'), 'data/conditions/conditions.json');
    const first = conditions[0]!;
    expect(await card('xwing-2.5', 'condition', first.xws)).toMatchObject({ kind: 'condition', name: first.name });
  });

  it('importing the same data again updates every card in place: same ids, no duplicates', async () => {
    const idsBefore = host.db.prepare('SELECT id, kind, key FROM cards ORDER BY id').all();
    const again = await host.call<CardImportSummary>('cards.import', { path: sharedData('xwing-data2-2.5') });
    const expected = countsIn(sharedData('xwing-data2-2.5'));
    const total = expected.ship + expected.pilot + expected.upgrade + expected.condition + expected.damage;
    expect(again).toMatchObject({ added: 0, updated: total, removed: 0, retired: 0 });
    expect(host.db.prepare('SELECT id, kind, key FROM cards ORDER BY id').all()).toEqual(idsBefore);
  });

  it('an import reports its progress: reading each file, writing, then done', async () => {
    host.events.length = 0;
    await host.call<CardImportSummary>('cards.import', { path: sharedData('xwing-data2-2.0') });
    const progress = host.events.filter((e) => e.event === 'cards.importProgress').map((e) => e.payload as { stage: string; done: number; total: number });
    const reading = progress.filter((p) => p.stage === 'reading');
    expect(reading.length).toBeGreaterThan(90);
    expect(reading.at(-1)).toMatchObject({ done: reading.at(-1)?.total });
    expect(progress.some((p) => p.stage === 'writing')).toBe(true);
    expect(progress.at(-1)?.stage).toBe('done');
    expect(host.events.at(-1)).toEqual({ event: 'cards.changed', payload: { edition: 'xwing-2.0' } });
  });
});
