import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardImportSummary, CardSourceSummary, CollectionSummary, OwnedCount, ProductSummary, SourceRemoval } from '../../shared/ipc/cards';
import type { ListDetail, ListSummary } from '../../shared/ipc/lists';
import type { FleetList } from '../../shared/lists/list';
import { isb, listHost, xw25, type ListHost } from '../lists/list-host';
import { sharedData } from './card-host';

// Issue 16 · 2, the Collection screen's "Remove source": the confirm says how many cards go and
// which saved lists use them; the lists keep working from another source or are marked; what a
// collection owns is kept; no other source's cards change.

let host: ListHost;
let dir: string;
let first: number;
let second: CardImportSummary;

beforeAll(async () => {
  host = await listHost(['armada-isb', 'xwing-data2-2.5']);
  first = host.db.prepare<[], { id: number }>("SELECT id FROM card_sources WHERE layout = 'armada-isb'").get()!.id;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-remove-source-'));
  const copy = path.join(dir, 'armada-isb-next');
  fs.cpSync(sharedData('armada-isb'), copy, { recursive: true });
  const file = path.join(copy, 'public/converted-json/ships/empire/victory-star-destroyer.json');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"points": 73', '"points": 74'));
  host.tick();
  second = await host.call<CardImportSummary>('cards.import', { path: copy });
}, 120_000);
afterAll(() => {
  host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sources = () => host.call<CardSourceSummary[]>('cards.sources', {});
const countsBy = (all: CardSourceSummary[]) => Object.fromEntries(all.map((s) => [s.id, s.cardCounts]));
const cardId = (source: number, kind: string, key: string) =>
  host.db.prepare<[number, string, string], { id: number }>('SELECT id FROM cards WHERE source_id = ? AND kind = ? AND key = ?').get(source, kind, key)!.id;
const fleet = (name: string, extra: Partial<FleetList> = {}): FleetList => ({
  name,
  system: 'armada',
  format: 'armada-standard',
  faction: 'empire',
  units: [{ card: isb('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [] }],
  objectives: [],
  ...extra,
});
const saved = async (list: FleetList) => {
  const { summary } = await host.call<ListDetail>('lists.create', { name: list.name, system: list.system, format: list.format, faction: list.faction });
  return host.call<ListDetail>('lists.save', { id: summary.id, list });
};

describe('removing a card source', () => {
  it('the confirm names the cards that go and the lists that use them; nothing changes until the player confirms', async () => {
    const chosen = await saved(fleet('Chose the new ISB', { sourceId: second.sourceId }));
    const byDefault = await saved(fleet('Newest by default'));
    const older = await saved(fleet('Chose the old ISB', { sourceId: first }));
    await saved({ name: 'A squad', system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance', units: [{ card: xw25('pilot', 'lukeskywalker'), count: 1, upgrades: [] }], objectives: [] });
    const before = countsBy(await sources());

    const plan = await host.call<SourceRemoval>('cards.sourceRemoval', { id: second.sourceId });
    const cards = Object.values(before[second.sourceId]!).reduce((sum, n) => sum + n, 0);
    expect(plan).toMatchObject({ id: second.sourceId, cards, blocked: null, moved: 0, products: [] });
    expect(plan.lists.map((l) => l.name)).toEqual(['Chose the new ISB', 'Newest by default']);
    expect(plan.lists.map((l) => l.id)).not.toContain(older.summary.id);
    expect(countsBy(await sources())).toEqual(before);
    expect(chosen.summary.legal).toBe(byDefault.summary.legal);
  });

  it('removing it leaves every other source\'s cards as they were; a list that named it is marked and reads the other source; a list that took the newest keeps working', async () => {
    const before = countsBy(await sources());
    const collection = await host.call<CollectionSummary>('collections.create', { name: 'Shelf' });
    // Two copies of the new release's Victory II and one of the old one's: the shelf owns three Victory II.
    await host.call('collections.setLooseCount', { collectionId: collection.id, cardId: cardId(second.sourceId, 'ship', 'victory-ii-class-star-destroyer'), count: 2 });
    await host.call('collections.setLooseCount', { collectionId: collection.id, cardId: cardId(first, 'ship', 'victory-ii-class-star-destroyer'), count: 1 });
    const events = host.events.length;

    const { removed, sources: after } = await host.call<{ removed: SourceRemoval; sources: CardSourceSummary[] }>('cards.removeSource', { id: second.sourceId });
    expect(removed).toMatchObject({ id: second.sourceId, moved: 2, blocked: null });
    expect(removed.lists.map((l) => l.name)).toEqual(['Chose the new ISB', 'Newest by default']);
    const { [second.sourceId]: gone, ...others } = before;
    expect(gone).toBeDefined();
    expect(countsBy(after)).toEqual(others);
    expect(host.db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM cards WHERE source_id = ?').get(second.sourceId)!.n).toBe(0);
    expect(host.events.slice(events).map((e) => e.event)).toEqual(expect.arrayContaining(['cards.changed', 'lists.changed', 'collections.changed']));

    // What the shelf owns moved to the old release's record of the same ship: still three.
    const owned = await host.call<OwnedCount>('collections.owned', { collectionId: collection.id, cardId: cardId(first, 'ship', 'victory-ii-class-star-destroyer') });
    expect(owned).toMatchObject({ loose: 3 });

    const lists = await host.call<ListSummary[]>('lists.list', { system: 'armada' });
    const open = (name: string) => host.call<ListDetail>('lists.get', { id: lists.find((l) => l.name === name)!.id });
    const named = await open('Chose the new ISB');
    expect(named.evaluation.legal).toBe(false);
    expect(named.evaluation.problems.map((p) => p.message)).toContain(
      'The card source this list was built from was removed: its cards are read from Armada (ISB data) now. Pick the list\'s card source to clear this.',
    );
    expect(named.evaluation.units[0]!.found).toBe(true);
    expect(named.source).toMatchObject({ id: first, chosen: false });
    const newest = await open('Newest by default');
    expect(newest.evaluation.units[0]!).toMatchObject({ found: true });
    expect(newest.evaluation.problems.some((p) => /removed/.test(p.message))).toBe(false);
    expect(newest.source).toMatchObject({ id: first });
    // Picking a source clears the mark.
    const picked = await host.call<ListDetail>('lists.save', { id: named.summary.id, list: { ...named.list, sourceId: first } });
    expect(picked.evaluation.problems.some((p) => /removed/.test(p.message))).toBe(false);
  });

  it('a source whose cards a collection counts and no other source has is not removed: the refusal names the collection, and nothing changes', async () => {
    const xwing = (await sources()).find((s) => s.layout === 'xwing-data2')!;
    const collection = await host.call<CollectionSummary>('collections.create', { name: 'Rebel pilots' });
    await host.call('collections.setLooseCount', { collectionId: collection.id, cardId: cardId(xwing.id, 'pilot', 'lukeskywalker'), count: 1 });
    const before = countsBy(await sources());
    const plan = await host.call<SourceRemoval>('cards.sourceRemoval', { id: xwing.id });
    expect(plan.blocked).toMatch(/^X-Wing 2\.5 · xwing-data2, data version 3\.9\.1 cannot be removed: the collection “Rebel pilots” counts loose copies of Luke Skywalker, which only this data has\./);
    expect(plan.lists.map((l) => l.name)).toEqual(['A squad']);
    const result = await host.dispatch('cards.removeSource', { id: xwing.id });
    expect(result).toMatchObject({ ok: false, error: { code: 'source_in_use', message: plan.blocked } });
    expect(countsBy(await sources())).toEqual(before);
  });

  it('the core set built in goes with its boxes when no collection owns them; an owned box keeps it', async () => {
    const core = (await sources()).find((s) => s.edition === 'armada-ffg' && s.layout === 'starter')!;
    const boxes = await host.call<ProductSummary[]>('products.list', { edition: 'armada-ffg' });
    expect(boxes.length).toBeGreaterThan(0);
    const collection = await host.call<CollectionSummary>('collections.create', { name: 'Boxes' });
    await host.call('collections.setProductCount', { collectionId: collection.id, productId: boxes[0]!.id, count: 1 });
    expect((await host.call<SourceRemoval>('cards.sourceRemoval', { id: core.id })).blocked).toContain(`the collection “Boxes” owns the box ${boxes[0]!.name}`);

    await host.call('collections.setProductCount', { collectionId: collection.id, productId: boxes[0]!.id, count: 0 });
    const before = countsBy(await sources());
    const { removed, sources: after } = await host.call<{ removed: SourceRemoval; sources: CardSourceSummary[] }>('cards.removeSource', { id: core.id });
    expect(removed.products.sort()).toEqual(boxes.map((b) => b.name).sort());
    expect(await host.call<ProductSummary[]>('products.list', { edition: 'armada-ffg' })).toEqual([]);
    const { [core.id]: _gone, ...others } = before;
    expect(countsBy(after)).toEqual(others);
  });

  it('an unknown source is refused in words', async () => {
    expect(await host.dispatch('cards.sourceRemoval', { id: 99_999 })).toMatchObject({ ok: false, error: { code: 'not_found', message: expect.stringContaining('No card source') } });
    expect(await host.dispatch('cards.removeSource', { id: 99_999 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
