import { describe, expect, it } from 'vitest';
import type { CardDetail, CardSearchPage, CollectionContents, CollectionFile, CollectionSummary, OwnedCount, ProductSummary } from '../../shared/ipc/cards';
import { useTempDirs } from '../helpers/temp-dir';
import { type CardHost, useCardHosts } from './card-host';
import { snapshotRows } from './db-snapshot';

const tempDir = useTempDirs();
const open = useCardHosts(tempDir);

async function cardNamed(host: CardHost, name: string): Promise<number> {
  const page = await host.call<CardSearchPage>('cards.search', { text: name });
  const hit = page.cards.find((c) => c.name === name);
  if (!hit) throw new Error(`no card named ${name}`);
  return hit.id;
}
async function product(host: CardHost, key: string): Promise<number> {
  const found = (await host.call<ProductSummary[]>('products.list', {})).find((p) => p.key === key);
  if (!found) throw new Error(`no product ${key}`);
  return found.id;
}

describe('collections: what the player owns', () => {
  it('create, list, rename and delete collections; a taken name is refused', async () => {
    const host = open();
    const mine = await host.call<CollectionSummary>('collections.create', { name: 'Mine' });
    const club = await host.call<CollectionSummary>('collections.create', { name: 'The club’s' });
    expect((await host.call<CollectionSummary[]>('collections.list', {})).map((c) => c.name)).toEqual(['Mine', 'The club’s']);

    const taken = await host.dispatch('collections.create', { name: 'mine' });
    expect(taken).toMatchObject({ ok: false, error: { code: 'name_taken', message: 'There is already a collection called "mine": pick another name.' } });
    expect(await host.call<CollectionSummary>('collections.rename', { id: club.id, name: 'Club' })).toMatchObject({ id: club.id, name: 'Club' });
    await host.call('collections.delete', { id: mine.id });
    expect((await host.call<CollectionSummary[]>('collections.list', {})).map((c) => c.name)).toEqual(['Club']);
    expect(await host.dispatch('collections.get', { id: mine.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(host.events.filter((e) => e.event === 'collections.changed').map((e) => (e.payload as { reason: string }).reason)).toEqual(['created', 'created', 'renamed', 'deleted']);
  });

  it('owning two core sets doubles their cards, and loose cards count on top', async () => {
    const host = open();
    const mine = await host.call<CollectionSummary>('collections.create', { name: 'Mine' });
    const tie = await cardNamed(host, 'TIE/ln Fighter');
    const academy = await cardNamed(host, 'Academy Pilot');
    await host.call('collections.setProductCount', { collectionId: mine.id, productId: await product(host, 'swz01'), count: 1 });
    expect(await host.call<OwnedCount>('collections.owned', { collectionId: mine.id, cardId: tie })).toEqual({ cardId: tie, collectionId: mine.id, fromProducts: 2, loose: 0, total: 2 });

    await host.call('collections.setProductCount', { collectionId: mine.id, productId: await product(host, 'swz01'), count: 2 });
    expect(await host.call<OwnedCount>('collections.owned', { collectionId: mine.id, cardId: tie })).toMatchObject({ fromProducts: 4, total: 4 });
    expect(await host.call<OwnedCount>('collections.owned', { collectionId: mine.id, cardId: academy })).toMatchObject({ fromProducts: 4, total: 4 });

    const contents = await host.call<CollectionContents>('collections.setLooseCount', { collectionId: mine.id, cardId: tie, count: 3 });
    expect(contents).toMatchObject({ productCount: 2, looseCount: 3, products: [{ key: 'swz01', count: 2 }], loose: [{ cardId: tie, name: 'TIE/ln Fighter', count: 3 }] });
    expect(await host.call<OwnedCount>('collections.owned', { collectionId: mine.id, cardId: tie })).toEqual({ cardId: tie, collectionId: mine.id, fromProducts: 4, loose: 3, total: 7 });

    await host.call('collections.setProductCount', { collectionId: mine.id, productId: await product(host, 'swz01'), count: 0 });
    expect(await host.call<OwnedCount>('collections.owned', { collectionId: mine.id, cardId: tie })).toMatchObject({ fromProducts: 0, loose: 3, total: 3 });
  });

  it('several collections keep separate counts, and a card’s detail lists each one that owns it', async () => {
    const host = open();
    const mine = await host.call<CollectionSummary>('collections.create', { name: 'Mine' });
    const club = await host.call<CollectionSummary>('collections.create', { name: 'Club' });
    const empty = await host.call<CollectionSummary>('collections.create', { name: 'Empty' });
    const vsd = await cardNamed(host, 'Victory II-class Star Destroyer');
    await host.call('collections.setProductCount', { collectionId: mine.id, productId: await product(host, 'swm01'), count: 1 });
    await host.call('collections.setLooseCount', { collectionId: club.id, cardId: vsd, count: 2 });
    const detail = await host.call<CardDetail>('cards.get', { id: vsd });
    expect(detail.ownedIn).toEqual([
      { collectionId: club.id, name: 'Club', count: 2 },
      { collectionId: mine.id, name: 'Mine', count: 1 },
    ]);
    expect(await host.call<OwnedCount>('collections.owned', { collectionId: empty.id, cardId: vsd })).toMatchObject({ total: 0 });
  });

  it('counts for a missing collection, product or card are refused with not_found', async () => {
    const host = open();
    const mine = await host.call<CollectionSummary>('collections.create', { name: 'Mine' });
    expect(await host.dispatch('collections.setProductCount', { collectionId: mine.id, productId: 9999, count: 1 })).toMatchObject({ ok: false, error: { code: 'not_found', message: 'No product with id 9999.' } });
    expect(await host.dispatch('collections.setLooseCount', { collectionId: 9999, cardId: 1, count: 1 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await host.dispatch('collections.owned', { collectionId: mine.id, cardId: 9999 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await host.dispatch('collections.setLooseCount', { collectionId: mine.id, cardId: 1, count: -1 })).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'Count cannot be negative.' } });
  });

  it('export then import into another database (another machine) gives the same collection', async () => {
    const home = open();
    const mine = await home.call<CollectionSummary>('collections.create', { name: 'Mine' });
    await home.call('collections.setProductCount', { collectionId: mine.id, productId: await product(home, 'swm01'), count: 2 });
    await home.call('collections.setLooseCount', { collectionId: mine.id, cardId: await cardNamed(home, 'Luke Skywalker'), count: 1 });
    const file = await home.call<CollectionFile>('collections.export', { id: mine.id });
    expect(file).toEqual({
      format: 'sidetable.collection',
      version: 1,
      name: 'Mine',
      products: [{ edition: 'armada-ffg', key: 'swm01', count: 2 }],
      loose: [{ edition: 'xwing-2.0', kind: 'pilot', key: 'lukeskywalker', count: 1 }],
    });

    const away = open();
    // The file travels as JSON text.
    const imported = await away.call<CollectionContents>('collections.import', { file: JSON.parse(JSON.stringify(file)) });
    expect(imported).toMatchObject({ name: 'Mine', productCount: 2, looseCount: 1 });
    expect(await away.call<CollectionFile>('collections.export', { id: imported.id })).toEqual(file);
    const tieSquadrons = await away.call<OwnedCount>('collections.owned', { collectionId: imported.id, cardId: await cardNamed(away, 'TIE Fighter Squadron') });
    expect(tieSquadrons.total).toBe(12);

    expect(await away.dispatch('collections.import', { file })).toMatchObject({ ok: false, error: { code: 'name_taken' } });
    expect(await away.call<CollectionContents>('collections.import', { file, name: 'Mine (backup)' })).toMatchObject({ name: 'Mine (backup)' });
  });

  it('an import naming a card this database lacks is refused whole, naming the entry', async () => {
    const host = open();
    const before = snapshotRows(host.db);
    const file: CollectionFile = {
      format: 'sidetable.collection',
      version: 1,
      name: 'Imported',
      products: [{ edition: 'xwing-2.0', key: 'swz01', count: 1 }],
      loose: [{ edition: 'xwing-2.5', kind: 'pilot', key: 'lukeskywalker', count: 1 }],
    };
    const result = await host.dispatch('collections.import', { file });
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_card' } });
    expect(!result.ok && result.error.message).toBe('The file’s 1st loose card: there is no xwing-2.5 pilot "lukeskywalker" in this card database; import that data first.');
    expect(snapshotRows(host.db)).toBe(before);
  });

  it('a file that is not a collection file is refused by the contract, naming the field', async () => {
    const host = open();
    const result = await host.dispatch('collections.import', { file: { format: 'sidetable.collection', version: 2, name: 'x', products: [], loose: [] } });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'The file: version must be 1: this Sidetable reads version 1 collections.' } });
  });
});
