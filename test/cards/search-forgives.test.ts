import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAliases, aliasWords } from '../../electron/main/cards/search/card-aliases';
import { cardsByName } from '../../electron/main/cards/search/card-name-index';
import { cardWords } from '../../electron/main/cards/search/card-words';
import type { CardSearch, CardSearchPage, CardSourceSummary, CardSummary } from '../../shared/ipc/cards';
import { cardHost, type CardHost } from './card-host';
import { importEveryDataSet } from './search-data-sets';

// Issue 16 · 6, search that forgives: typos (a letter or two off), joined or hyphenated spellings,
// plurals and the short names players use find the card in the top three, over every real data
// set in ../shared/data imported side by side.

let host: CardHost;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-search-forgives-'));
  host = cardHost(dataDir);
  await importEveryDataSet(host);
}, 120_000);
afterAll(() => {
  host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const search = (query: CardSearch) => host.call<CardSearchPage>('cards.search', query);
/** A name as a player reads it: the data's quotes ("Odd Ball", “Odd Ball”) are not part of it. */
const plainName = (card: CardSummary) => card.name.replace(/["“”]/g, '');

/**
 * What a player types, and the card they meant: by its printed name, or a pattern when the words
 * name a family ("mc80" is any MC80), with a filter when the player would set one.
 */
const forgiven: [typed: string, meant: string | RegExp, filter?: CardSearch][] = [
  // a letter or two off
  ['lukw', 'Luke Skywalker'],
  ['vadr', 'Darth Vader'],
  ['skywlaker', / Skywalker$/],
  ['luke skywlaker', 'Luke Skywalker'],
  ['darht vader', 'Darth Vader'],
  ['howlrunr', 'Howlrunner'],
  ['biggs darklihgter', 'Biggs Darklighter'],
  ['wegde antilles', 'Wedge Antilles'],
  ['boba fet', 'Boba Fett'],
  ['dengr', 'Dengar'],
  ['akbar', 'Admiral Ackbar'],
  ['moti', 'Admiral Motti'],
  ['thrwan', 'Grand Admiral Thrawn'],
  ['interdicter', 'Interdictor Combat Refit', { kind: 'ship' }],
  ['raider corvete', 'Raider I-class Corvette'],
  ['demolsher', 'Demolisher'],
  ['electronic countermesures', 'Electronic Countermeasures'],
  ['admonitoin', 'Admonition'],
  // joined, hyphenated or split
  ['xwing', 'X-wing Squadron'],
  ['x-wing', 'X-wing Squadron'],
  ['x wing', 'T-65 X-wing', { kind: 'ship' }],
  ['awing', 'A-wing Squadron'],
  ['bwing', 'A/SF-01 B-wing', { system: 'xwing', kind: 'ship' }],
  ['uwing', 'UT-60D U-wing'],
  ['mc-80', /^MC80 /],
  ['mc80', /^MC80 /],
  ['mc 80', /^MC80 /],
  ['cr-90', /^CR90 /],
  ['cr90', /^CR90 /],
  ['gr75', /^GR-75 /],
  ['yt1300', /YT-1300/],
  ['tieln', 'TIE/ln Fighter'],
  ['star viper', 'StarViper-class Attack Platform'],
  ['homeone', 'Home One'],
  ['xi-7 turbolasers', 'XI7 Turbolasers'],
  // plurals, either way round
  ['gunnery teams', 'Gunnery Team'],
  ['expanded launcher', 'Expanded Launchers'],
  ['engine tech', 'Engine Techs'],
  ['ion cannon battery', 'Ion Cannon Batteries'],
  ['gozanti cruisers', 'Gozanti-class Cruiser'],
  ['y-wings', 'Y-wing Squadron'],
  // the short names players use
  ['isd', 'Imperial I-class Star Destroyer'],
  ['ISD II', 'Imperial II-class Star Destroyer'],
  ['isd2', 'Imperial II-class Star Destroyer'],
  ['vsd', 'Victory I-class Star Destroyer'],
  ['VSD 2', 'Victory II-class Star Destroyer'],
  ['gsd', 'Gladiator I-class Star Destroyer'],
  ['ssd', 'Executor I-Class Star Dreadnought'],
  ['nebulon', 'Nebulon-B Escort Frigate'],
  ['nebb', 'Nebulon-B Escort Frigate'],
  ['arquitens', 'Arquitens-class Light Cruiser'],
  ['hh', 'Hammerhead Scout Corvette'],
  ['afmk2', 'Assault Frigate Mark II A'],
  ['qf', 'Quasar Fire I-class Cruiser-Carrier'],
  ['jm5k', 'JumpMaster 5000'],
  ['slave 1', 'Slave I'],
  ['falcon', 'Millennium Falcon'],
];

describe('Issue 16 · search that forgives: the card meant is in the top three', () => {
  it(`the table holds at least 40 queries (${forgiven.length})`, () => {
    expect(forgiven.length).toBeGreaterThanOrEqual(40);
  });

  it.each(forgiven)('“%s” finds %s', async (typed, meant, filter) => {
    const page = await search({ text: typed, limit: 3, ...filter });
    const topThree = page.cards.map(plainName);
    const found = topThree.some((name) => (typeof meant === 'string' ? name === meant : meant.test(name)));
    expect(found, `top three for “${typed}”: ${topThree.join(' | ')}`).toBe(true);
  });
});

describe('Issue 16 · ranking: exact, then prefix, then alias, then typo, then card text', () => {
  it('a whole name beats a name it begins, which beats a misspelling', async () => {
    const names = (await search({ text: 'luke', system: 'xwing', kind: 'pilot', limit: 20 })).cards.map(plainName);
    expect(names[0]).toBe('Luke Skywalker');
    // "Lake"-like names one letter off come after every card whose name holds the word.
    const firstOther = names.findIndex((name) => !/\bluke\b/i.test(name));
    expect(firstOther === -1 || names.slice(firstOther).every((name) => !/\bluke\b/i.test(name))).toBe(true);
  });

  it('each reason in its place: exact < prefix < alias < typo', () => {
    const reasons = (text: string) => new Map(cardsByName(host.db, text)!.map((m) => [m.id, m.reason]));
    const idOf = (name: string) => host.db.prepare<[string], { id: number }>('SELECT id FROM cards WHERE name = ? ORDER BY id LIMIT 1').get(name)!.id;
    expect(reasons('gunnery team').get(idOf('Gunnery Team'))).toBe('name');
    expect(reasons('gunnery').get(idOf('Gunnery Team'))).toBe('name-start');
    expect(reasons('team gunnery').get(idOf('Gunnery Team'))).toBe('words');
    expect(reasons('isd').get(idOf('Imperial I-class Star Destroyer'))).toBe('alias');
    expect(reasons('gunery team').get(idOf('Gunnery Team'))).toBe('typo');
    const order = cardsByName(host.db, 'vader')!.map((m) => m.reason);
    expect(order).toEqual([...order].sort((a, b) => ['name', 'name-start', 'words', 'word-starts', 'alias', 'typo'].indexOf(a) - ['name', 'name-start', 'words', 'word-starts', 'alias', 'typo'].indexOf(b)));
  });

  it('titles, keywords and card text still match, after every name match', async () => {
    const page = await search({ text: 'Red Five', kind: 'pilot', limit: 50 });
    expect(page.cards.map(plainName)).toContain('Luke Skywalker');
    const byName = cardsByName(host.db, 'Red Five')!.map((m) => m.id);
    const luke = page.cards.find((c) => c.name === 'Luke Skywalker')!;
    expect(byName).not.toContain(luke.id);
  });

  it('a short word is never a typo: “tie” does not find “the”', () => {
    expect(cardsByName(host.db, 'tie')!.every((m) => m.reason !== 'typo')).toBe(true);
  });
});

describe('Issue 16 · the short names players use: our alias table against the real card names', () => {
  it.each(Object.entries(cardAliases))('%s → %s finds the cards its words name', (alias, meaning) => {
    expect(aliasWords(alias)).toEqual(cardWords(meaning));
    const named = cardsByName(host.db, meaning)!.filter((m) => m.reason !== 'typo');
    expect(named.length, `no card is named “${meaning}”: has a card been renamed?`).toBeGreaterThan(0);
    const byAlias = new Set(cardsByName(host.db, alias)!.map((m) => m.id));
    expect(named.every((m) => byAlias.has(m.id))).toBe(true);
  });
});

describe('Issue 16 · pilots show their ship', () => {
  it('every “Odd Ball” pilot names the ship it flies, and they differ', async () => {
    const page = await search({ text: 'odd ball', kind: 'pilot', limit: 50 });
    expect(page.cards.length).toBeGreaterThan(1);
    expect(page.cards.every((c) => c.ship !== null)).toBe(true);
    const ships = new Set(page.cards.map((c) => c.ship));
    expect(ships).toContain('ARC-170 Starfighter');
    expect(ships).toContain('Nimbus-class V-wing');
  });

  it('a word of the ship narrows the pilots: “odd ball v-wing”', async () => {
    const page = await search({ text: 'odd ball v-wing', kind: 'pilot', limit: 3 });
    expect(page.cards.length).toBeGreaterThan(0);
    expect(page.cards.every((c) => c.ship === 'Nimbus-class V-wing')).toBe(true);
  });

  it('other kinds carry no ship', async () => {
    const page = await search({ text: 'gunnery team', limit: 5 });
    expect(page.cards.every((c) => c.ship === null)).toBe(true);
  });
});

describe('Issue 16 · 6: results filtered by source, edition, faction and kind, forgiving all the same', () => {
  const sourceOf = async (edition: string) => (await host.call<CardSourceSummary[]>('cards.sources', {})).find((s) => s.edition === edition && s.part === 'main')!;

  it('by source: “isd” in the ISB data only, or in the FFG data only', async () => {
    for (const edition of ['armada-isb', 'armada-ffg']) {
      const source = await sourceOf(edition);
      const page = await search({ text: 'isd', source: source.id, limit: 50 });
      expect(page.cards.length).toBeGreaterThan(0);
      expect(page.cards.every((c) => c.edition === edition)).toBe(true);
      expect(page.cards.map(plainName)).toContain('Imperial II-class Star Destroyer');
    }
  });

  it('a source the player left out is not searched, unless asked for by name', async () => {
    const ffg = await sourceOf('armada-ffg');
    await host.call('cards.setSourceIncluded', { id: ffg.id, included: false });
    try {
      const everywhere = await search({ text: 'isd', limit: 50 });
      expect(everywhere.cards.length).toBeGreaterThan(0);
      expect(everywhere.cards.some((c) => c.edition === 'armada-ffg')).toBe(false);
      const asked = await search({ text: 'isd', source: ffg.id, limit: 50 });
      expect(asked.cards.length).toBeGreaterThan(0);
      expect(asked.cards.every((c) => c.edition === 'armada-ffg')).toBe(true);
    } finally {
      await host.call('cards.setSourceIncluded', { id: ffg.id, included: true });
    }
  });

  it('by game and kind: “vadr” among Armada squadrons', async () => {
    const page = await search({ text: 'vadr', system: 'armada', kind: 'squadron', limit: 10 });
    expect(page.cards.every((c) => c.system === 'armada' && c.kind === 'squadron')).toBe(true);
    expect(plainName(page.cards[0]!)).toBe('Darth Vader');
  });

  it('by edition and faction: “lukw” among X-Wing 2.5 Rebel Alliance pilots', async () => {
    const page = await search({ text: 'lukw', edition: 'xwing-2.5', faction: 'rebelalliance', kind: 'pilot', limit: 10 });
    expect(page.cards.every((c) => c.edition === 'xwing-2.5' && c.kind === 'pilot' && c.factions.includes('rebelalliance'))).toBe(true);
    expect(plainName(page.cards[0]!)).toBe('Luke Skywalker');
  });
});

describe('Issue 16 · 6: no silent cap', () => {
  it('every ship of every data set is reached a page at a time, and the total says how many', async () => {
    const shipCount = host.db
      .prepare<[], { n: number }>("SELECT count(*) AS n FROM cards c JOIN card_sources s ON s.id = c.source_id WHERE c.kind = 'ship' AND c.retired = 0 AND s.included = 1")
      .get()!.n;
    expect(shipCount).toBeGreaterThan(200);
    const seen = new Set<number>();
    let offset = 0;
    for (;;) {
      const page = await search({ kind: 'ship', limit: 40, offset });
      expect(page.total).toBe(shipCount);
      for (const card of page.cards) seen.add(card.id);
      offset += page.cards.length;
      if (page.cards.length < 40) break;
    }
    expect(seen.size).toBe(shipCount);
  });

  it('a forgiving search pages the same way: “star destroyer” past the first page', async () => {
    const first = await search({ text: 'star destroyer', limit: 10 });
    expect(first.total).toBeGreaterThan(10);
    const rest = await search({ text: 'star destroyer', limit: 200, offset: 10 });
    expect(first.cards.length + rest.cards.length).toBe(first.total);
    expect(new Set([...first.cards, ...rest.cards].map((c) => c.id)).size).toBe(first.total);
  });
});
