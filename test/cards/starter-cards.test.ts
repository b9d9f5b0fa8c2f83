import { describe, expect, it } from 'vitest';
import { starterEditions } from '../../electron/main/cards/import/starter-cards';
import type { CardDetail, CardImportSummary, CardSearchPage, EditionSummary, ProductSummary } from '../../shared/ipc/cards';
import { useTempDirs } from '../helpers/temp-dir';
import { type CardHost, sharedData, useCardHosts } from './card-host';

const tempDir = useTempDirs();
const open = useCardHosts(tempDir);

async function byName(host: CardHost, name: string): Promise<CardDetail> {
  const page = await host.call<CardSearchPage>('cards.search', { text: name });
  const hit = page.cards.find((c) => c.name === name);
  if (!hit) throw new Error(`no card named ${name}`);
  return host.call<CardDetail>('cards.get', { id: hit.id });
}

describe('starter data: a fresh install with no import is usable', () => {
  it('has the Armada and X-Wing 2.0 core sets as editions and products', async () => {
    const host = open();
    const editions = await host.call<EditionSummary[]>('cards.editions', {});
    expect(editions.map((e) => [e.key, e.layout, e.cardCounts])).toEqual([
      ['armada-ffg', 'starter', { ship: 3, squadron: 2 }],
      ['xwing-2.0', 'starter', { pilot: 10, ship: 2 }],
    ]);
    const products = await host.call<ProductSummary[]>('products.list', {});
    expect(products.map((p) => [p.edition, p.key, p.name, p.cardCount])).toEqual([
      ['armada-ffg', 'swm01', 'Star Wars: Armada Core Set', 13],
      ['xwing-2.0', 'swz01', 'X-Wing Second Edition Core Set', 16],
    ]);
  });

  it('Armada core ships and squadrons carry their stats and points', async () => {
    const host = open();
    expect(await byName(host, 'CR90 Corvette A')).toMatchObject({ kind: 'ship', hull: 4, command: 1, squadronValue: 1, engineering: 2, speed: 4, defenseTokens: ['evade', 'evade', 'redirect'], cost: { min: 44, max: 44 } });
    expect(await byName(host, 'Nebulon-B Escort Frigate')).toMatchObject({ shieldZones: { front: 3, left: 1, right: 1, rear: 2 }, cost: { min: 57, max: 57 } });
    expect(await byName(host, 'TIE Fighter Squadron')).toMatchObject({ kind: 'squadron', hull: 3, speed: 4, keywords: ['Swarm'], cost: { min: 8, max: 8 } });
    expect(await byName(host, 'X-wing Squadron')).toMatchObject({ kind: 'squadron', armament: { antiSquadron: [0, 4, 0], antiShip: [1, 0, 0] } });
  });

  it('X-Wing core pilots carry initiative, points and their ship’s stats', async () => {
    const host = open();
    expect(await byName(host, 'Luke Skywalker')).toMatchObject({ kind: 'pilot', title: 'Red Five', initiative: 5, force: 2, hull: 4, shields: 2, shipKey: 'rebelalliance.t65xwing', cost: { min: 60, max: 60 } });
    expect(await byName(host, 'Academy Pilot')).toMatchObject({ initiative: 1, uniqueCount: 0, hull: 3, agility: 3, shields: null, cost: { min: 22, max: 22 } });
  });

  it('opening again neither duplicates the starter cards nor rewrites them', async () => {
    const dir = tempDir();
    const first = open(dir);
    const rows = first.db.prepare('SELECT * FROM cards ORDER BY id').all();
    first.close();
    const second = open(dir);
    expect(second.db.prepare('SELECT * FROM cards ORDER BY id').all()).toEqual(rows);
  });

  it('importing the full X-Wing 2.0 data updates the starter cards in place, and the core set still resolves', async () => {
    const host = open();
    const lukeBefore = await byName(host, 'Luke Skywalker');
    const summary = await host.call<CardImportSummary>('cards.import', { path: sharedData('xwing-data2-2.0') });
    const starterXwing = starterEditions.find((e) => e.edition.key === 'xwing-2.0')!;
    expect(summary).toMatchObject({ updated: starterXwing.cards.length, retired: 0, removed: 0 });
    const lukeAfter = await host.call<CardDetail>('cards.get', { id: lukeBefore.id });
    expect(lukeAfter).toMatchObject({ id: lukeBefore.id, initiative: 5, cost: { min: 60, max: 60 }, edition: 'xwing-2.0' });
    expect(lukeAfter.text).not.toBe(lukeBefore.text);
    const products = await host.call<ProductSummary[]>('products.list', { edition: 'xwing-2.0' });
    expect(products).toMatchObject([{ key: 'swz01', cardCount: 16 }]);

    // The starter never overwrites an edition the player imported.
    const dir = host.file.replace(/\/sidetable\.db$/, '');
    host.close();
    const reopened = open(dir);
    expect((await reopened.call<EditionSummary[]>('cards.editions', {})).find((e) => e.key === 'xwing-2.0')?.layout).toBe('xwing-data2');
  });
});
