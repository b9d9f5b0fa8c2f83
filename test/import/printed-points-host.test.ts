import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListImportPreview } from '../../shared/ipc/list-exchange';
import type { PointsSetSummary } from '../../shared/ipc/lists';
import type { ListEvaluation } from '../../shared/lists/evaluation';
import type { FleetList } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 25 · points as printed, through the real host and SQLite: a squad whose builder priced it
// with another points revision says both totals and why, offers the imported revision that gives
// the builder's number, and taking it prices the preview (and the saved list) with it. Also the
// edition switch: the same paste read as the other edition when the player asks.

const tempDir = useTempDirs();
let host: ReturnType<typeof testHost>;
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);
let sets: PointsSetSummary[];

beforeAll(async () => {
  host = testHost(tempDir());
  await value('cards.import', { path: sharedData('xwing-data2-2.0') });
  await value('cards.import', { path: sharedData('xwing-data2-2.5') });
  sets = await value<PointsSetSummary[]>('points.import', { path: sharedData('xwing-points', 'XWA') });
}, 120_000);
afterAll(() => host.close());

const pilots = ['lukeskywalker', 'wedgeantilles', 'biggsdarklighter', 'garvendreis-t65xwing', 'jekporkins', 'bluesquadronescort'];

describe('Points as printed, through the host', () => {
  it('the builder\'s total priced by an imported revision: both numbers, why, and the revision that gives it, one tap to use it', async () => {
    const list: FleetList = { name: 'Reds', system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance', units: pilots.slice(0, 3).map((key) => ({ card: { edition: 'xwing-2.5', kind: 'pilot', key }, count: 1, upgrades: [] })), objectives: [] };
    const ours = await value<ListEvaluation>('lists.evaluate', { list });
    const priced = await Promise.all(sets.map(async (set) => ({ set, total: (await value<ListEvaluation>('lists.evaluate', { list: { ...list, pointsSetId: set.id } })).total })));
    const other = priced.find((p) => p.total !== ours.total);
    expect(other, 'an imported revision prices these pilots otherwise').toBeDefined();
    const squad = { faction: 'rebelalliance', name: 'Reds', points: other!.total, pilots: list.units.map((u) => ({ id: u.card.key })), vendor: { yasb: { builder: 'YASB - X-Wing 2.5', builder_url: 'https://yasb.app/' } } };
    const text = JSON.stringify(squad);

    const preview = await value<ListImportPreview>('lists.import', { text });
    expect(preview.imported.edition).toBe('xwing-2.5');
    expect(preview.evaluation.total).toBe(ours.total);
    expect(preview.printedPoints?.message).toMatch(new RegExp(`^The builder printed ${other!.total}; with the prices in .+ it is ${ours.total}\\.`));
    expect(preview.printedPoints?.revisions.map((r) => r.id)).toContain(other!.set.id);

    const taken = await value<ListImportPreview>('lists.import', { text, pointsSetId: other!.set.id });
    expect(taken.evaluation.total).toBe(other!.total);
    expect(taken.evaluation.pricedBy).toBe(other!.set.name);
    expect(taken.printedPoints).toBeNull();
    expect(taken.imported.list.pointsSetId).toBe(other!.set.id);
  });

  it('a 2.0 XWS without a total is read as 2.0 (both editions imported), and one call reads it as 2.5 instead', async () => {
    const text = JSON.stringify({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', points: 62 }, { id: 'wedgeantilles', points: 56 }, { id: 'biggsdarklighter', points: 48 }], vendor: { yasb: { builder: 'Yet Another Squad Builder 2.0', builder_url: 'https://raithos.github.io/' } } });
    const preview = await value<ListImportPreview>('lists.import', { text });
    expect(preview.imported.edition).toBe('xwing-2.0');
    expect(preview.imported.list.format).toBe('xwing-2.0-standard');
    expect(preview.imported.editionReasons?.reasons).toEqual(['it came from YASB 2.0', "its pilots' 166 points are on the 2.0 scale (about 200 a squad)"]);
    const switched = await value<ListImportPreview>('lists.import', { text, edition: 'xwing-2.5' });
    expect(switched.imported.edition).toBe('xwing-2.5');
    expect(switched.imported.list.format).toBe('xwing-2.5-standard');
  });
});
