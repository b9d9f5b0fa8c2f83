import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardImportSummary, CardSearchPage } from '../../shared/ipc/cards';
import type { ListChoicePage, ListDetail, ListSource } from '../../shared/ipc/lists';
import type { FleetList } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { isb, listHost, xw25, type ListHost } from './list-host';

// Issue 16 · 2 and 6 in the list builder: its pickers forgive as the card search does (the one
// name index), answer a page with the total (no silent cap), and offer only the list's own card
// source where two sources hold the same edition.

let host: ListHost;
let dir: string;
/** A second release of the ISB data: Victory II costs 90 in it (`firstPoints` in the first), nothing else differs. */
let secondIsb: CardImportSummary;
let firstPoints: number;
let firstIsbId: number;

beforeAll(async () => {
  host = await listHost(['armada-isb', 'xwing-data2-2.5']);
  firstIsbId = host.db.prepare<[], { id: number }>("SELECT id FROM card_sources WHERE layout = 'armada-isb'").get()!.id;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-list-choices-'));
  const copy = path.join(dir, 'armada-isb-next');
  fs.cpSync(sharedData('armada-isb'), copy, { recursive: true });
  const vsdFile = path.join(copy, 'public/converted-json/ships/empire/victory-star-destroyer.json');
  const vsd = JSON.parse(fs.readFileSync(vsdFile, 'utf8')) as { ships: Record<string, { models: Record<string, { points: number }> }> };
  firstPoints = vsd.ships['victory-star-destroyer']!.models['victory-ii-class-star-destroyer']!.points;
  vsd.ships['victory-star-destroyer']!.models['victory-ii-class-star-destroyer']!.points = 90;
  fs.writeFileSync(vsdFile, JSON.stringify(vsd));
  host.tick();
  secondIsb = await host.call<CardImportSummary>('cards.import', { path: copy });
}, 120_000);
afterAll(() => {
  host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const newList = async (list: Omit<FleetList, 'name' | 'objectives' | 'units'> & Partial<FleetList>) => {
  const { summary } = await host.call<ListDetail>('lists.create', { name: 'Picking', system: list.system, format: list.format, faction: list.faction });
  const saved = await host.call<ListDetail>('lists.save', { id: summary.id, list: { name: 'Picking', units: [], objectives: [], ...list } });
  return saved;
};
const units = (id: number, text: string, page: { offset?: number; limit?: number } = {}) => host.call<ListChoicePage>('lists.unitChoices', { id, text, ...page });
const upgrades = (id: number, unit: number, slot: string, text: string) => host.call<ListChoicePage>('lists.upgradeChoices', { id, unit, slot, text });

describe('the pickers forgive (issue 16 · 6)', () => {
  let empire: number;
  let rebel: number;
  let squad: number;
  let isdFleet: number;
  beforeAll(async () => {
    empire = (await newList({ system: 'armada', format: 'armada-standard', faction: 'empire' })).summary.id;
    rebel = (await newList({ system: 'armada', format: 'armada-standard', faction: 'rebel' })).summary.id;
    squad = (await newList({ system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance' })).summary.id;
    isdFleet = (
      await newList({ system: 'armada', format: 'armada-standard', faction: 'empire', units: [{ card: isb('ship', 'imperial-ii-class-star-destroyer'), count: 1, upgrades: [] }] })
    ).summary.id;
  });

  /** What a player types in a picker, and the card they meant among the top three. */
  const misspelt: [typed: string, meant: string | RegExp, ask: () => Promise<ListChoicePage>][] = [
    ['howlrunr', 'Howlrunner', () => units(empire, 'howlrunr')],
    ['isd', /^Imperial I+-class Star Destroyer$/, () => units(empire, 'isd')],
    ['vsd', /^Victory I+-class Star Destroyer$/, () => units(empire, 'vsd')],
    ['raider corvete', 'Raider I-class Corvette', () => units(empire, 'raider corvete')],
    ['interdicter', 'Interdictor Combat Refit', () => units(empire, 'interdicter')],
    ['tie fightr', 'TIE Fighter Squadron', () => units(empire, 'tie fightr')],
    ['xwing', 'X-wing Squadron', () => units(rebel, 'xwing')],
    ['awing', 'A-wing Squadron', () => units(rebel, 'awing')],
    ['mc80', /^MC80 /, () => units(rebel, 'mc80')],
    ['cr-90', /^CR90 /, () => units(rebel, 'cr-90')],
    ['nebulon', /^Nebulon-B /, () => units(rebel, 'nebulon')],
    ['wegde antilles', 'Wedge Antilles', () => units(squad, 'wegde antilles')],
    ['biggs darklihgter', 'Biggs Darklighter', () => units(squad, 'biggs darklihgter')],
    ['lukw', 'Luke Skywalker', () => units(squad, 'lukw')],
    ['vadr (commander)', 'Darth Vader', () => upgrades(isdFleet, 0, 'Commander', 'vadr')],
    ['moti (commander)', 'Admiral Motti', () => upgrades(isdFleet, 0, 'Commander', 'moti')],
    ['thrwan (commander)', 'Grand Admiral Thrawn', () => upgrades(isdFleet, 0, 'Commander', 'thrwan')],
  ];

  it.each(misspelt)('“%s” finds %s in the top three', async (_typed, meant, ask) => {
    const page = await ask();
    const top = page.choices.slice(0, 3).map((c) => c.name.replace(/["“”]/g, ''));
    expect(top.some((name) => (typeof meant === 'string' ? name === meant : meant.test(name))), `top three: ${top.join(' | ')}`).toBe(true);
  });

  it('one rule in one place: the picker ranks what fits as the Cards screen\'s search ranks it', async () => {
    const { source } = await host.call<ListDetail>('lists.get', { id: empire });
    for (const text of ['howlrunr', 'isd', 'tie fightr', 'star destroyer', 'gladiatr']) {
      const searched = await host.call<CardSearchPage>('cards.search', { text, source: source!.id, faction: 'empire', limit: 200 });
      const expected = searched.cards.filter((card) => card.kind === 'ship' || card.kind === 'squadron').map((card) => card.key);
      const picked = (await units(empire, text, { limit: 200 })).choices.map((choice) => choice.card.key);
      expect(picked, text).toEqual(expected);
      expect(picked.length, text).toBeGreaterThan(0);
    }
  });

  it('a title or a keyword still finds the card after every name match (“tie fighter” finds Howlrunner, a TIE Fighter squadron)', async () => {
    const names = (await units(empire, 'tie fighter', { limit: 200 })).choices.map((c) => c.name);
    expect(names[0]).toBe('TIE Fighter Squadron');
    expect(names).toContain('Howlrunner');
  });

  it('two letters browse the names that start with them', async () => {
    const page = await units(empire, 'vi', { limit: 200 });
    expect(page.choices.length).toBeGreaterThan(0);
    expect(page.choices.every((c) => /^vi/i.test(c.name) || /\bvi/i.test(`${c.name} ${c.title ?? ''}`))).toBe(true);
  });
});

describe('no silent cap (issue 16 · 6)', () => {
  it('more than 100 pilots page through: every one once, the total the data holds', async () => {
    const { summary } = await newList({ system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance' });
    const expected = host.db
      .prepare<[], { n: number }>(
        `SELECT count(*) AS n FROM cards c JOIN card_sources s ON s.id = c.source_id
         WHERE s.layout = 'xwing-data2' AND c.kind = 'pilot' AND c.retired = 0 AND c.id IN (SELECT card_id FROM card_factions WHERE faction = 'rebelalliance')`,
      )
      .get()!.n;
    expect(expected).toBeGreaterThan(100);
    const seen: string[] = [];
    let page = await units(summary.id, '', { limit: 40 });
    expect(page.total).toBe(expected);
    while (page.choices.length) {
      seen.push(...page.choices.map((c) => c.card.key));
      expect(page.total).toBe(expected);
      page = await units(summary.id, '', { offset: seen.length, limit: 40 });
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
    // Past the end: nothing more, and still the total.
    expect(await units(summary.id, '', { offset: expected + 10, limit: 40 })).toEqual({ total: expected, offset: expected + 10, choices: [] });
  });

  it('upgrades page the same way: the total counts every upgrade that fits, not only the page', async () => {
    const { summary } = await newList({ system: 'armada', format: 'armada-standard', faction: 'empire', units: [{ card: isb('ship', 'imperial-ii-class-star-destroyer'), count: 1, upgrades: [] }] });
    const all = await host.call<ListChoicePage>('lists.upgradeChoices', { id: summary.id, unit: 0, slot: 'officer', limit: 200 });
    expect(all.total).toBe(all.choices.length);
    const first = await host.call<ListChoicePage>('lists.upgradeChoices', { id: summary.id, unit: 0, slot: 'officer', limit: 5 });
    const second = await host.call<ListChoicePage>('lists.upgradeChoices', { id: summary.id, unit: 0, slot: 'officer', limit: 5, offset: 5 });
    expect(first.total).toBe(all.total);
    expect([...first.choices, ...second.choices].map((c) => c.card.key)).toEqual(all.choices.slice(0, 10).map((c) => c.card.key));
  });

  it('a page larger than the contract allows is refused in words', async () => {
    const { summary } = await newList({ system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance' });
    const result = await host.dispatch('lists.unitChoices', { id: summary.id, text: '', limit: 5000 });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request', message: expect.stringContaining('at most 200') } });
  });
});

describe('a list takes its cards from one source (issue 16 · 2)', () => {
  const victories = (page: ListChoicePage) => page.choices.filter((c) => c.name === 'Victory II-class Star Destroyer');

  it('by default the newest included source of its edition: “Victory II” is offered once, priced from it', async () => {
    const { summary, source } = await newList({ system: 'armada', format: 'armada-standard', faction: 'empire' });
    expect(source).toMatchObject({ id: secondIsb.sourceId, chosen: false });
    const offered = victories(await units(summary.id, 'victory ii'));
    expect(offered).toHaveLength(1);
    expect(offered[0]!.points).toBe(90);
  });

  it('the player picks the other source: pickers offer its cards, the list is priced from it, and it says so', async () => {
    const detail = await newList({ system: 'armada', format: 'armada-standard', faction: 'empire', sourceId: firstIsbId, units: [{ card: isb('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [] }] });
    expect(detail.source).toMatchObject({ id: firstIsbId, chosen: true });
    expect(firstPoints).not.toBe(90);
    expect(detail.evaluation.units[0]!.basePoints).toBe(firstPoints);
    const offered = victories(await units(detail.summary.id, 'victory ii'));
    expect(offered).toHaveLength(1);
    expect(offered[0]!.points).toBe(firstPoints);
    // Back to the default: the newest source prices it.
    const back = await host.call<ListDetail>('lists.save', { id: detail.summary.id, list: { ...detail.list, sourceId: null } });
    expect(back.evaluation.units[0]!.basePoints).toBe(90);
  });

  it('the choice offers the sources of the list\'s edition, the one in use first; labels tell the two ISB releases apart', async () => {
    const { summary } = await newList({ system: 'armada', format: 'armada-standard', faction: 'empire', units: [{ card: isb('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [] }] });
    const choices = await host.call<ListSource[]>('lists.sourceChoices', { id: summary.id });
    expect(choices.map((c) => c.id)).toEqual([secondIsb.sourceId, firstIsbId]);
    expect(choices.every((c) => c.edition === 'armada-isb')).toBe(true);
    expect(new Set(choices.map((c) => c.label)).size).toBe(2);
    // An empty list may take either Armada data set (or the core set built in).
    const empty = await newList({ system: 'armada', format: 'armada-standard', faction: 'empire' });
    const editions = new Set((await host.call<ListSource[]>('lists.sourceChoices', { id: empty.summary.id })).map((c) => c.edition));
    expect([...editions].sort()).toEqual(['armada-ffg', 'armada-isb']);
  });

  it('a source of another game or edition is refused in words, and the list is left as it was', async () => {
    const xwingSource = host.db.prepare<[], { id: number }>("SELECT id FROM card_sources WHERE layout = 'xwing-data2'").get()!.id;
    const detail = await newList({ system: 'armada', format: 'armada-standard', faction: 'empire' });
    const result = await host.dispatch('lists.save', { id: detail.summary.id, list: { ...detail.list, sourceId: xwingSource } });
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong_source', message: expect.stringMatching(/holds no cards for Standard fleet/) } });
    expect((await host.call<ListDetail>('lists.get', { id: detail.summary.id })).list.sourceId).toBeUndefined();
  });

  it('an X-Wing squad reads its own source too: one Luke Skywalker per ship, never two copies of one card', async () => {
    const { summary } = await newList({ system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance', units: [{ card: xw25('pilot', 'lukeskywalker'), count: 1, upgrades: [] }] });
    const lukes = (await units(summary.id, 'luke skywalker')).choices.filter((c) => c.name === 'Luke Skywalker');
    expect(new Set(lukes.map((c) => c.card.key)).size).toBe(lukes.length);
  });
});
