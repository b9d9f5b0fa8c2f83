import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ftsQuery } from '../../electron/main/cards/card-search';
import type { CardDetail, CardImportSummary, CardSearchPage, CollectionSummary, ProductSummary } from '../../shared/ipc/cards';
import { cardHost, sharedData, type CardHost } from './card-host';

let host: CardHost;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-search-'));
  host = cardHost(dataDir);
  await host.call<CardImportSummary>('cards.import', { path: sharedData('xwing-data2-2.5') });
  await host.call<CardImportSummary>('cards.import', { path: sharedData('armada-isb') });
});
afterAll(() => {
  host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const search = (query: Record<string, unknown>) => host.call<CardSearchPage>('cards.search', query);
const count = (sql: string, ...params: (string | number)[]) => host.db.prepare<(string | number)[], { n: number }>(sql).get(...params)!.n;

describe('card search', () => {
  it('full text: every word matches as a prefix, a name match ranks first', async () => {
    const page = await search({ text: 'luk skyw' });
    expect(page.cards[0]?.name).toBe('Luke Skywalker');
    expect(page.total).toBeGreaterThanOrEqual(page.cards.length);
    const names = (await search({ text: 'howlrunner', kind: 'pilot' })).cards.map((c) => c.name);
    // 2.5 writes nicknames in curly quotes: the quotes are not part of any word.
    expect(names).toContain('“Howlrunner”');
  });

  it('full text reaches titles, keywords and card text, not only names', async () => {
    expect((await search({ text: 'Red Five', kind: 'pilot' })).cards.map((c) => c.name)).toContain('Luke Skywalker');
    const swarm = await search({ text: 'swarm', kind: 'squadron', edition: 'armada-isb', limit: 200 });
    const swarmKeyword = count("SELECT count(*) AS n FROM cards WHERE kind = 'squadron' AND keywords LIKE '%\"Swarm\"%' AND edition_id = (SELECT id FROM card_editions WHERE key = 'armada-isb')");
    expect(swarm.total).toBeGreaterThanOrEqual(swarmKeyword);
  });

  it('what the player types is never read as FTS syntax', async () => {
    expect(ftsQuery('x-wing "AND" NEAR( *')).toEqual({ match: '"x wing"* "AND"* "NEAR"*', ranked: true });
    expect(ftsQuery(' -*()" ')).toBeNull();
    const page = await search({ text: 'NOT OR AND ("*' });
    expect(page).toMatchObject({ offset: 0 });
  });

  it('filters by system, edition, kind, faction and cost range', async () => {
    const rebels = await search({ edition: 'xwing-2.5', kind: 'pilot', faction: 'rebelalliance', limit: 200 });
    expect(rebels.total).toBe(count("SELECT count(*) AS n FROM cards c JOIN card_factions f ON f.card_id = c.id WHERE c.kind = 'pilot' AND f.faction = 'rebelalliance' AND c.edition_id = (SELECT id FROM card_editions WHERE key = 'xwing-2.5')"));
    expect(rebels.cards.every((c) => c.factions.includes('rebelalliance') && c.kind === 'pilot' && c.edition === 'xwing-2.5')).toBe(true);

    const cheap = await search({ system: 'armada', kind: 'squadron', costMin: 10, costMax: 12, limit: 200 });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.cards.every((c) => c.system === 'armada' && c.cost !== null && c.cost.max >= 10 && c.cost.min <= 12)).toBe(true);

    // An upgrade no faction restriction binds is open to every faction.
    const empireUpgrades = await search({ edition: 'armada-isb', kind: 'upgrade', faction: 'empire', limit: 200 });
    expect(empireUpgrades.cards.some((c) => c.factions.length === 0)).toBe(true);
    expect(empireUpgrades.cards.every((c) => c.factions.length === 0 || c.factions.includes('empire'))).toBe(true);
  });

  it('one or two letters browse names starting with them, in name order', async () => {
    expect(ftsQuery('lu')).toEqual({ match: 'name : ("lu"*)', ranked: false });
    const page = await search({ text: 'l', limit: 200 });
    expect(page.total).toBe(count("SELECT count(*) AS n FROM cards_fts WHERE cards_fts MATCH 'name : \"l\"*'"));
    const names = page.cards.map((c) => c.name);
    // SQLite's NOCASE order: ASCII letters folded, everything else by code point.
    const nocase = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (nocase(a) < nocase(b) ? -1 : nocase(a) > nocase(b) ? 1 : 0)));
    expect(page.cards.every((c) => /(^|[^\p{L}\p{N}])l/iu.test(c.name))).toBe(true);
  });

  it('pages through results in a stable order with the total', async () => {
    const all = await search({ edition: 'armada-isb', kind: 'upgrade', limit: 200 });
    const firstPage = await search({ edition: 'armada-isb', kind: 'upgrade', limit: 25 });
    const secondPage = await search({ edition: 'armada-isb', kind: 'upgrade', limit: 25, offset: 25 });
    expect(firstPage.total).toBe(count("SELECT count(*) AS n FROM cards WHERE kind = 'upgrade' AND edition_id = (SELECT id FROM card_editions WHERE key = 'armada-isb')"));
    expect([...firstPage.cards, ...secondPage.cards].map((c) => c.id)).toEqual(all.cards.slice(0, 50).map((c) => c.id));
    expect(secondPage).toMatchObject({ offset: 25, total: firstPage.total });
    const pastTheEnd = await search({ edition: 'armada-isb', kind: 'upgrade', offset: 10_000 });
    expect(pastTheEnd).toEqual({ total: firstPage.total, offset: 10_000, cards: [] });
  });

  it('owned only, in a given collection, with each result’s owned count', async () => {
    const mine = await host.call<CollectionSummary>('collections.create', { name: 'Search test' });
    const core = (await host.call<ProductSummary[]>('products.list', { edition: 'xwing-2.0' }))[0]!;
    await host.call('collections.setProductCount', { collectionId: mine.id, productId: core.id, count: 1 });
    const owned = await search({ collectionId: mine.id, ownedOnly: true, limit: 200 });
    expect(owned.total).toBe(12);
    expect(owned.cards.find((c) => c.key === 'galacticempire.tielnfighter')?.owned).toBe(2);
    const narrowed = await search({ collectionId: mine.id, ownedOnly: true, text: 'luke' });
    expect(narrowed.cards.map((c) => [c.name, c.owned])).toEqual([['Luke Skywalker', 1]]);
    const withCounts = await search({ collectionId: mine.id, text: 'luke skywalker', kind: 'pilot' });
    expect(withCounts.cards.some((c) => c.owned === 0)).toBe(true);
  });

  it('ownedOnly without a collection is refused, naming the field', async () => {
    expect(await host.dispatch('cards.search', { ownedOnly: true })).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'Owned only needs a collection.' } });
    expect(await host.dispatch('cards.search', { limit: 1000 })).toMatchObject({ ok: false, error: { message: 'Limit must be at most 200.' } });
  });

  it('card detail: one card with its typed stats, text and the data set’s rest; a missing id is not_found', async () => {
    const hit = (await search({ text: 'Imperial II', kind: 'ship', edition: 'armada-isb' })).cards[0]!;
    const detail = await host.call<CardDetail>('cards.get', { id: hit.id });
    expect(detail).toMatchObject({ id: hit.id, name: 'Imperial II-class Star Destroyer', hull: 11, sourceFile: 'ships/empire/imperial-star-destroyer.json' });
    expect(detail.details).toMatchObject({ chassis: { chassis_name: 'imperial-star-destroyer' } });
    expect(await host.dispatch('cards.get', { id: 999_999 })).toEqual({ ok: false, error: { code: 'not_found', message: 'No card with id 999999.' } });
  });
});
