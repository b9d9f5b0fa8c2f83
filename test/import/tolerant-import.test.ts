import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dbCardLookup } from '../../electron/main/lists/card-lookup';
import type { CardDetail, CardImportReply, CardImportSummary, CardSourceSummary, NeedEditionReply } from '../../shared/ipc/cards';
import { type CardHost, useCardHosts } from '../cards/card-host';
import { snapshotRows } from '../cards/db-snapshot';
import { useTempDirs } from '../helpers/temp-dir';
import { writeTinyXwingData2 } from './tiny-data-sets';

// Issue 16 · import what is good, report the rest; editions told from reliable signals only;
// sources side by side. Every data set here is built by the test (invented cards, no real data).

const tempDir = useTempDirs();
const newHost = useCardHosts(tempDir);

const shipFile = 'data/pilots/rebel-alliance/test-wing.json';
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
};
type Json = Record<string, unknown>;

/** The tiny X-Wing set with `change` applied to its files (read, changed, written back). */
function xwingSet(change: (files: { manifest: Json; ship: Json & { pilots: Json[] }; upgrades: Json[]; conditions: Json[] }) => void): string {
  const root = tempDir();
  writeTinyXwingData2(root);
  const manifest = readJson<Json>(path.join(root, 'data/manifest.json'));
  const ship = readJson<Json & { pilots: Json[] }>(path.join(root, shipFile));
  const upgrades = readJson<Json[]>(path.join(root, 'data/upgrades/talent.json'));
  const conditions = readJson<Json[]>(path.join(root, 'data/conditions/conditions.json'));
  change({ manifest, ship, upgrades, conditions });
  writeJson(path.join(root, 'data/manifest.json'), manifest);
  writeJson(path.join(root, shipFile), ship);
  writeJson(path.join(root, 'data/upgrades/talent.json'), upgrades);
  writeJson(path.join(root, 'data/conditions/conditions.json'), conditions);
  return root;
}

const talent = (xws: string, extra: Json = {}): Json => ({
  name: `Talent ${xws}`,
  xws,
  limited: 0,
  cost: { value: 1 },
  sides: [{ title: `Talent ${xws}`, type: 'Talent', slots: ['Talent'], ability: 'Invented.' }],
  standard: true,
  ...extra,
});

const cardRow = (host: CardHost, kind: string, key: string) =>
  host.db
    .prepare<[string, string], { cost_min: number | null; unique_count: number; formats: string; source_id: number }>(
      'SELECT cost_min, unique_count, formats, source_id FROM cards WHERE kind = ? AND key = ? ORDER BY id',
    )
    .all(kind, key);

describe('import what is good, report the rest (issue 16 · 1)', () => {
  it('a set with a few bad cards imports the good ones and reports each skipped card by file, name, field, value and what was expected', async () => {
    const host = newHost();
    const source = xwingSet(({ ship, upgrades, conditions }) => {
      ship.pilots[1]!.initiative = 'two';
      upgrades.push(talent('t2'), talent('t3'), talent('t4'), talent('t5'));
      upgrades.push({ ...talent('sideless'), name: 'Sideless Talent', sides: [] });
      upgrades.push({ ...talent('oddslot'), name: 'Odd Slot', sides: [{ title: 'Odd Slot', type: 'Talent', slots: 'Talent' }] });
      conditions.push({ xws: 'nameless' });
    });
    const summary = await host.call<CardImportSummary>('cards.import', { path: source });
    expect(summary).toMatchObject({ status: 'imported', edition: 'xwing-2.5', counts: { ship: 1, pilot: 1, upgrade: 5, condition: 1, damage: 1 } });
    expect(summary.report.skipped).toEqual([
      { file: shipFile, card: 'Test Squadron Pilot', field: 'initiative', value: '"two"', expected: 'a number' },
      { file: 'data/upgrades/talent.json', card: 'Sideless Talent', field: 'sides', value: '[]', expected: 'a list of at least 1' },
      { file: 'data/upgrades/talent.json', card: 'Odd Slot', field: 'sides 1 › slots', value: '"Talent"', expected: 'a list' },
      { file: 'data/conditions/conditions.json', card: 'condition 2', field: 'name', value: 'nothing', expected: 'text' },
    ]);
    // The report is kept with the source, for the Collection screen.
    const sources = await host.call<CardSourceSummary[]>('cards.sources', {});
    expect(sources.find((s) => s.id === summary.sourceId)?.report.skipped).toEqual(summary.report.skipped);
  });

  it('values written differently but meaning the same are accepted: a number as text, a negative cost, a bare cost, a missing limit; every format flag is kept', async () => {
    const host = newHost();
    const source = xwingSet(({ ship, upgrades }) => {
      ship.pilots[0]!.cost = '4';
      ship.pilots[0]!.wildspace = true;
      upgrades.push(talent('cheaper', { cost: { value: -2 } }));
      upgrades.push(talent('bare', { cost: 3 }));
      const { limited: _limited, ...unlimited } = talent('nolimit');
      upgrades.push(unlimited);
    });
    const summary = await host.call<CardImportSummary>('cards.import', { path: source });
    expect(summary.report.skipped).toEqual([]);
    expect(cardRow(host, 'pilot', 'acetester')).toMatchObject([{ cost_min: 4, formats: '["standard","extended","wildspace"]' }]);
    expect(cardRow(host, 'upgrade', 'cheaper')).toMatchObject([{ cost_min: -2 }]);
    expect(cardRow(host, 'upgrade', 'bare')).toMatchObject([{ cost_min: 3 }]);
    expect(cardRow(host, 'upgrade', 'nolimit')).toMatchObject([{ unique_count: 0 }]);
  });
});

describe('the edition comes from reliable signals only, else the player is asked (issue 16 · 2)', () => {
  const withoutLoadouts = ({ ship }: { ship: { pilots: Json[] } }) => {
    for (const pilot of ship.pilots) delete pilot.loadout;
  };

  it('a 2.0 release (data version 2.x) whose pilots carry standard / epic flags is stored as 2.0, not 2.5', async () => {
    const host = newHost();
    const source = xwingSet((files) => {
      withoutLoadouts(files);
      files.manifest.version = '2.5.3';
    });
    expect(await host.call<CardImportSummary>('cards.import', { path: source })).toMatchObject({ edition: 'xwing-2.0' });
  });

  it('data version 3 or later is 2.5; FFG ids (data/ffg-xws.json) are 2.0', async () => {
    const host = newHost();
    const v3 = xwingSet((files) => {
      withoutLoadouts(files);
      files.manifest.version = '3.1.0';
    });
    expect(await host.call<CardImportSummary>('cards.import', { path: v3 })).toMatchObject({ edition: 'xwing-2.5' });
    const ffg = xwingSet(withoutLoadouts);
    writeJson(path.join(ffg, 'data/ffg-xws.json'), {});
    expect(await host.call<CardImportSummary>('cards.import', { path: ffg })).toMatchObject({ edition: 'xwing-2.0' });
  });

  it('with no reliable signal the reply asks for the edition with the likely one preselected, writes nothing, and the chosen edition imports', async () => {
    const host = newHost();
    const source = xwingSet(withoutLoadouts);
    const before = snapshotRows(host.db);
    const reply = await host.call<CardImportReply>('cards.import', { path: source });
    expect(reply).toEqual<NeedEditionReply>({
      status: 'needEdition',
      guess: 'xwing-2.5',
      choices: ['xwing-2.0', 'xwing-2.5'],
      reason: 'The data does not say its X-Wing edition (no data version of 1.x to 3.x, no FFG ids, no loadout values, no variable costs).',
    });
    expect(snapshotRows(host.db)).toBe(before);
    expect(await host.call<CardImportSummary>('cards.import', { path: source, edition: 'xwing-2.0' })).toMatchObject({ status: 'imported', edition: 'xwing-2.0' });
  });

  it('signals that disagree are not settled by guessing: the player is asked, the guess following the majority', async () => {
    const host = newHost();
    const source = xwingSet(({ manifest }) => {
      manifest.version = '2.1.0';
    });
    const reply = await host.call<NeedEditionReply>('cards.import', { path: source });
    expect(reply).toMatchObject({ status: 'needEdition', reason: expect.stringContaining('disagrees') });
    expect(reply.reason).toContain('X-Wing 2.0 because its data version 2.1.0 is before 3');
    expect(reply.reason).toContain('X-Wing 2.5 because 2 pilots have loadout values');
  });
});

describe('sources side by side (issue 16 · 2)', () => {
  const release = (cost: number) =>
    xwingSet(({ manifest, ship }) => {
      manifest.version = '3.2.0';
      ship.pilots[0]!.cost = cost;
    });
  const counts = (sources: CardSourceSummary[], id: number) => sources.find((s) => s.id === id)?.cardCounts;

  it('two releases with one version string are two sources, told apart by content hash; importing one never changes the other', async () => {
    const host = newHost();
    const first = await host.call<CardImportSummary>('cards.import', { path: release(5) });
    const firstCounts = counts(await host.call<CardSourceSummary[]>('cards.sources', {}), first.sourceId);
    const second = await host.call<CardImportSummary>('cards.import', { path: release(7) });
    expect(second.sourceId).not.toBe(first.sourceId);
    expect(second).toMatchObject({ added: 6, updated: 0, removed: 0 });

    const sources = (await host.call<CardSourceSummary[]>('cards.sources', {})).filter((s) => s.edition === 'xwing-2.5');
    expect(sources.map((s) => s.dataVersion)).toEqual(['3.2.0', '3.2.0']);
    expect(new Set(sources.map((s) => s.contentHash)).size).toBe(2);
    expect(counts(sources, first.sourceId)).toEqual(firstCounts);
    expect(counts(sources, second.sourceId)).toEqual(firstCounts);
    expect(cardRow(host, 'pilot', 'acetester').map((row) => [row.source_id, row.cost_min])).toEqual([
      [first.sourceId, 5],
      [second.sourceId, 7],
    ]);

    // Each card says its source in a few letters; the second release's label carries its hash.
    const ids = host.db.prepare<[], { id: number }>("SELECT id FROM cards WHERE kind = 'pilot' AND key = 'acetester' ORDER BY id").all();
    const labels = await Promise.all(ids.map(async ({ id }) => (await host.call<CardDetail>('cards.get', { id })).source));
    const secondHash = sources.find((s) => s.id === second.sourceId)!.contentHash!;
    expect(labels).toEqual(['2.5 · data v3.2.0', `2.5 · data v3.2.0 #${secondHash.slice(0, 6)}`]);

    // The same data again is the same source, updated in place.
    expect(await host.call<CardImportSummary>('cards.import', { path: release(5) })).toMatchObject({ sourceId: first.sourceId, added: 0, updated: 6 });
  });

  it('a list names cards by edition + kind + key: it reads the newest included source, and the other when the player leaves that one out', async () => {
    const host = newHost();
    const older = await host.call<CardImportSummary>('cards.import', { path: release(5) });
    const newer = await host.call<CardImportSummary>('cards.import', { path: release(7) });
    const ace = { edition: 'xwing-2.5', kind: 'pilot', key: 'acetester' } as const;
    expect(dbCardLookup(host.db).card(ace)?.cost).toEqual({ min: 7, max: 7 });
    await host.call('cards.setSourceIncluded', { id: newer.sourceId, included: false });
    expect(dbCardLookup(host.db).card(ace)?.cost).toEqual({ min: 5, max: 5 });
    const sources = await host.call<CardSourceSummary[]>('cards.sources', {});
    expect(sources.filter((s) => s.edition === 'xwing-2.5').map((s) => [s.id, s.included])).toEqual([
      [newer.sourceId, false],
      [older.sourceId, true],
    ]);
  });
});
