import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionSummary, ProductSummary } from '../../shared/ipc/cards';
import type { CollectionCheck, ListChoicePage, ListDetail, ListSummary, PointsSetSummary } from '../../shared/ipc/lists';
import type { FleetList } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { ffg, isb, listHost, xw25, type ListHost } from './list-host';

let host: ListHost;
beforeAll(async () => {
  host = await listHost(['armada-ffg', 'armada-isb', 'xwing-data2-2.5']);
});
afterAll(() => host.close());

const create = (name: string, system: 'armada' | 'xwing' = 'armada') =>
  host.call<ListDetail>('lists.create', { name, system, format: system === 'armada' ? 'armada-standard' : 'xwing-2.5-standard', faction: system === 'armada' ? 'empire' : 'rebelalliance' });

const imperialFleet = (name: string): FleetList => ({
  name,
  system: 'armada',
  format: 'armada-standard',
  faction: 'empire',
  units: [
    { card: ffg('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [{ slot: 'Commander', card: ffg('upgrade', 'darth-vader-commander') }] },
    { card: ffg('squadron', 'tie-fighter-squadron'), count: 7, upgrades: [] },
    { card: ffg('squadron', 'tie-defender-squadron'), count: 1, upgrades: [] },
  ],
  objectives: [],
});

describe('lists through the router', () => {
  it('create, save, rename, copy, delete; sorted by last use, opening counts as use', async () => {
    const a = await create('Alpha');
    host.tick();
    const b = await create('Bravo');
    host.tick();
    expect((await host.call<ListSummary[]>('lists.list', {})).map((l) => l.name)).toEqual(['Bravo', 'Alpha']);
    await host.call('lists.get', { id: a.summary.id });
    host.tick();
    expect((await host.call<ListSummary[]>('lists.list', {})).map((l) => l.name)).toEqual(['Alpha', 'Bravo']);

    const renamed = await host.call<ListSummary>('lists.rename', { id: b.summary.id, name: 'Bravo Two' });
    expect(renamed.name).toBe('Bravo Two');
    const copy = await host.call<ListDetail>('lists.copy', { id: a.summary.id });
    expect(copy.summary.name).toBe('Alpha (copy)');
    expect(copy.summary.id).not.toBe(a.summary.id);
    await host.call('lists.delete', { id: copy.summary.id });
    expect(await host.dispatch('lists.get', { id: copy.summary.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(host.events.filter((e) => e.event === 'lists.changed').map((e) => (e.payload as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['created', 'renamed', 'copied', 'deleted']),
    );
    expect((await host.call<ListSummary[]>('lists.list', { system: 'xwing' })).length).toBe(0);
  });

  it('an illegal list is saved and marked, with every reason; the list screen shows its total and problem count', async () => {
    const { summary } = await create('Tinkering');
    const saved = await host.call<ListDetail>('lists.save', { id: summary.id, list: imperialFleet('Tinkering') });
    expect(saved.summary.legal).toBe(false);
    expect(saved.summary.total).toBe(85 + 36 + 7 * 8 + 16);
    expect(saved.summary.problemCount).toBe(saved.evaluation.problems.length);
    expect(saved.evaluation.problems.map((p) => p.rule)).toEqual(['objective-categories', 'objective-categories', 'objective-categories']);
    const listed = (await host.call<ListSummary[]>('lists.list', {})).find((l) => l.id === summary.id)!;
    expect(listed).toMatchObject({ legal: false, problemCount: 3, total: saved.summary.total });
    const text = await host.call<{ text: string }>('lists.text', { id: summary.id });
    expect(text.text).toMatch(/7 × TIE Fighter Squadron \(56\)/);
    expect(text.text).toMatch(/Darth Vader \(36\)/);
    expect(text.text).toMatch(/Not legal yet/);
  });

  it('a list saved before its card data was imported is judged again when opened, and the list screen follows', async () => {
    const { summary } = await host.call<ListDetail>('lists.create', { name: 'Vader 2.0', system: 'xwing', format: 'xwing-2.0-standard', faction: 'galacticempire' });
    const list: FleetList = { name: 'Vader 2.0', system: 'xwing', format: 'xwing-2.0-standard', faction: 'galacticempire', units: [{ card: { edition: 'xwing-2.0', kind: 'pilot', key: 'darthvader' }, count: 1, upgrades: [] }], objectives: [] };
    const saved = await host.call<ListDetail>('lists.save', { id: summary.id, list });
    expect(saved.evaluation.problems.map((p) => p.rule)).toEqual(['unknown-card']);
    await host.call('cards.import', { path: sharedData('xwing-data2-2.0') });
    const opened = await host.call<ListDetail>('lists.get', { id: summary.id });
    expect(opened.summary).toMatchObject({ legal: true, problemCount: 0, total: 66 });
    expect((await host.call<ListSummary[]>('lists.list', { system: 'xwing' })).find((l) => l.id === summary.id)).toMatchObject({ legal: true, total: 66 });
  });

  it('a list that is not a list is refused in words, and nothing is saved', async () => {
    const { summary } = await create('Kept');
    const result = await host.dispatch('lists.save', { id: summary.id, list: { ...imperialFleet('Kept'), format: 'armada-9000' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect((await host.call<ListDetail>('lists.get', { id: summary.id })).list.units).toEqual([]);
  });

  it('lists.evaluate judges an unsaved list', async () => {
    const evaluation = await host.call<ListDetail['evaluation']>('lists.evaluate', { list: imperialFleet('Preview') });
    expect(evaluation.units[0]!.flagship).toBe(true);
    expect(evaluation.squadronPoints).toBe(72);
  });

  it('choices: units of the list\'s faction, upgrades that fit the slot, objectives by category', async () => {
    const { summary } = await create('Choosing');
    await host.call('lists.save', { id: summary.id, list: { ...imperialFleet('Choosing'), units: [{ card: isb('ship', 'raider-i-class-corvette'), count: 1, upgrades: [] }] } });
    const units = (await host.call<ListChoicePage>('lists.unitChoices', { id: summary.id, text: 'tie fighter' })).choices;
    expect(units.map((u) => u.name)).toContain('TIE Fighter Squadron');
    expect(units.every((u) => !['X-wing Squadron'].includes(u.name))).toBe(true);
    const titles = (await host.call<ListChoicePage>('lists.upgradeChoices', { id: summary.id, unit: 0, slot: 'Title' })).choices;
    expect(titles.map((t) => t.name).sort()).toEqual(expect.arrayContaining(['Corvus', 'Instigator']));
    expect(titles.map((t) => t.name)).not.toContain('Dominator');
    // Darth Vader flies a TIE Defender further down the fleet: he cannot also be its commander.
    await host.call('lists.save', {
      id: summary.id,
      list: { ...imperialFleet('Choosing'), units: [{ card: isb('ship', 'raider-i-class-corvette'), count: 1, upgrades: [] }, { card: isb('squadron', 'darth-vader-tie-defender-squadron'), count: 1, upgrades: [] }] },
    });
    const commanders = (await host.call<ListChoicePage>('lists.upgradeChoices', { id: summary.id, unit: 0, slot: 'Commander' })).choices.map((c) => c.name);
    expect(commanders).toContain('Admiral Motti');
    expect(commanders).not.toContain('Darth Vader');
    const objectives = (await host.call<ListChoicePage>('lists.objectiveChoices', { id: summary.id, text: 'mine' })).choices;
    expect(objectives.map((o) => o.title)).not.toContain('Campaign');
    expect(objectives.map((o) => o.name)).toContain('Minefields');
  });
});

describe('X-Wing choices through the router', () => {
  it('upgrades for a pilot\'s slot: what its faction, ship and actions allow, with their loadout cost', async () => {
    const { summary } = await create('Blades', 'xwing');
    await host.call('lists.save', {
      id: summary.id,
      list: { name: 'Blades', system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance', units: [{ card: xw25('pilot', 'braylenstramm'), count: 1, upgrades: [] }], objectives: [] },
    });
    const talents = (await host.call<ListChoicePage>('lists.upgradeChoices', { id: summary.id, unit: 0, slot: 'Talent' })).choices;
    const names = talents.map((t) => t.name);
    expect(names).toContain('Marksmanship');
    expect(names).toContain('Selfless');
    expect(names).not.toContain('Ruthless');
    expect(names).not.toContain('Daredevil');
    expect(talents.find((t) => t.name === 'Marksmanship')).toMatchObject({ points: 1, slot: 'Talent' });
    const pilots = (await host.call<ListChoicePage>('lists.unitChoices', { id: summary.id, text: 'luke' })).choices;
    expect(pilots.map((p) => p.name)).toContain('Luke Skywalker');
    expect(pilots.every((p) => p.card.kind === 'pilot' && p.card.edition === 'xwing-2.5')).toBe(true);
  });
});

describe('points sets through the router', () => {
  it('points.import of the points repository imports every revision there, skips what is missing, and reports unknown ids', async () => {
    const sets = await host.call<PointsSetSummary[]>('points.import', { path: sharedData('xwing-points') });
    expect(sets.map((s) => `${s.set} ${s.revision}`)).toEqual(['AMG last', 'AMG sep2024', 'XWA 50P11', 'XWA 50P20']);
    const xwa = sets.find((s) => s.revision === '50P20')!;
    expect(xwa).toMatchObject({ pilots: 734, upgrades: 484, effectiveDate: 'April 26, 2026' });
    expect(xwa.unknownIds).toHaveLength(62 + 29);
    expect(xwa.unknownIds).toEqual(expect.arrayContaining(['bobafett-crew', 'hansolo-rebel']));
    const amg = sets.find((s) => s.revision === 'sep2024')!;
    expect(amg.unknownIds).toEqual(['lieutenantkarasabi-ssl']);
    expect(xwa.skipped).toEqual(expect.arrayContaining([expect.stringMatching(/XWA\/BV1/), expect.stringMatching(/X2PO/)]));
    expect((await host.call<PointsSetSummary[]>('points.list', {})).length).toBe(4);

    // A list priced by a set: Braylen Stramm costs 12 in XWA 50P20, 5 in the card data.
    const { summary } = await create('Blade', 'xwing');
    const priced = await host.call<ListDetail>('lists.save', {
      id: summary.id,
      list: { name: 'Blade', system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance', pointsSetId: xwa.id, units: [{ card: xw25('pilot', 'braylenstramm'), count: 1, upgrades: [] }], objectives: [] },
    });
    expect(priced.evaluation.total).toBe(12);
    expect(priced.evaluation.pricedBy).toMatch(/XWA 50P20/);
  });

  it('points.import of a set folder imports each revision it lists; importing one again replaces it', async () => {
    const sets = await host.call<PointsSetSummary[]>('points.import', { path: sharedData('xwing-points', 'AMG') });
    expect(sets.map((s) => s.revision)).toEqual(['last', 'sep2024']);
    expect(sets.map((s) => s.pilots)).toEqual([668, 672]);
    const again = await host.call<PointsSetSummary[]>('points.import', { path: sharedData('xwing-points', 'AMG', 'sep2024') });
    expect(again.map((s) => s.id)).toEqual([sets[1]!.id]);
    expect((await host.call<PointsSetSummary[]>('points.list', {})).filter((s) => s.set === 'AMG')).toHaveLength(2);
  });

  it('a bad points file is refused with the file named, and nothing is written', async () => {
    const before = (await host.call<PointsSetSummary[]>('points.list', {})).length;
    const bad = path.join(host.dir, 'bad-points', 'XWA', 'BAD1');
    fs.mkdirSync(bad, { recursive: true });
    fs.writeFileSync(path.join(bad, 'revision.json'), JSON.stringify({ effective_date: 'today', files: { rebelalliance: 'XWA/BAD1/rebelalliance.json', upgrades: 'XWA/BAD1/upgrades.json' } }));
    fs.writeFileSync(path.join(bad, 'rebelalliance.json'), JSON.stringify({ 'X-wing': { luke: { name: 'Luke', limited: 1, cost: 'lots' } } }));
    fs.writeFileSync(path.join(bad, 'upgrades.json'), '{}');
    const result = await host.dispatch('points.import', { path: bad });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_points_file' } });
    expect((result as { error: { message: string } }).error.message).toMatch(/^XWA\/BAD1\/rebelalliance\.json is not a points file Sidetable can read: pilot "luke" \(X-wing\), cost expected number/);
    expect((await host.call<PointsSetSummary[]>('points.list', {})).length).toBe(before);
  });
});

describe('the collection check', () => {
  it('a fleet built from the ISB data is covered by the core set filed under the FFG data: the same physical cards', async () => {
    const collection = await host.call<CollectionSummary>('collections.create', { name: 'Core only' });
    const core = (await host.call<ProductSummary[]>('products.list', { edition: 'armada-ffg' })).find((p) => p.key === 'swm01')!;
    await host.call('collections.setProductCount', { collectionId: collection.id, productId: core.id, count: 1 });
    const { summary } = await create('ISB core fleet');
    await host.call('lists.save', {
      id: summary.id,
      list: { ...imperialFleet('ISB core fleet'), units: [{ card: isb('ship', 'victory-ii-class-star-destroyer'), count: 1, upgrades: [] }, { card: isb('squadron', 'tie-fighter-squadron'), count: 6, upgrades: [] }] },
    });
    expect(await host.call<CollectionCheck>('lists.collectionCheck', { id: summary.id, collectionId: collection.id })).toMatchObject({ covered: true });
    const choices = (await host.call<ListChoicePage>('lists.unitChoices', { id: summary.id, text: 'TIE Fighter', collectionId: collection.id })).choices;
    expect(choices.find((c) => c.card.key === 'tie-fighter-squadron')).toMatchObject({ owned: 6 });
    expect(choices.find((c) => c.card.key === 'howlrunner-tie-fighter-squadron')).toMatchObject({ owned: 0 });
  });

  it('the X-Wing core set covers a core-set squad; one more TIE needs a pilot card and a ship', async () => {
    const collection = await host.call<CollectionSummary>('collections.create', { name: 'My X-Wing' });
    const core = (await host.call<ProductSummary[]>('products.list', { edition: 'xwing-2.0' })).find((p) => p.key === 'swz01')!;
    await host.call('collections.setProductCount', { collectionId: collection.id, productId: core.id, count: 1 });
    const { summary } = await host.call<ListDetail>('lists.create', { name: 'Core TIEs', system: 'xwing', format: 'xwing-2.0-standard', faction: 'galacticempire' });
    const tie = (key: string) => ({ card: { edition: 'xwing-2.0' as const, kind: 'pilot' as const, key }, count: 1, upgrades: [] });
    const list: FleetList = { name: 'Core TIEs', system: 'xwing', format: 'xwing-2.0-standard', faction: 'galacticempire', units: [tie('academypilot'), tie('academypilot')], objectives: [] };
    await host.call('lists.save', { id: summary.id, list });
    expect(await host.call<CollectionCheck>('lists.collectionCheck', { id: summary.id, collectionId: collection.id })).toMatchObject({ covered: true });
    await host.call('lists.save', { id: summary.id, list: { ...list, units: [...list.units, tie('academypilot')] } });
    const check = await host.call<CollectionCheck>('lists.collectionCheck', { id: summary.id, collectionId: collection.id });
    // Issue 40 · the box that would complete it is named.
    expect(check.sentence).toBe('missing: 1 × Academy Pilot, 1 × TIE/ln Fighter (ship). One more X-Wing Second Edition Core Set completes it.');
    expect(check.boxes?.[0]).toEqual({ name: 'X-Wing Second Edition Core Set', covers: 2, of: 2 });
  });

  it('counts owned boxes and loose cards, and names each missing card and how many', async () => {
    const collection = await host.call<CollectionSummary>('collections.create', { name: 'My Armada' });
    const core = (await host.call<ProductSummary[]>('products.list', { edition: 'armada-ffg' })).find((p) => p.key === 'swm01')!;
    await host.call('collections.setProductCount', { collectionId: collection.id, productId: core.id, count: 1 });
    const { summary } = await create('Vader fleet');
    await host.call('lists.save', { id: summary.id, list: imperialFleet('Vader fleet') });

    const check = await host.call<CollectionCheck>('lists.collectionCheck', { id: summary.id, collectionId: collection.id });
    expect(check.covered).toBe(false);
    expect(check.sentence).toBe('missing: 1 × Darth Vader (commander), 1 × TIE Fighter Squadron, 1 × TIE Defender Squadron. Star Wars: Armada Core Set holds 1 of the 3 copies missing.');
    expect(check.missing.find((m) => m.name === 'TIE Fighter Squadron')).toMatchObject({ needed: 7, owned: 6 });

    // A second core set covers the TIEs; loose cards cover the rest.
    await host.call('collections.setProductCount', { collectionId: collection.id, productId: core.id, count: 2 });
    const cardId = (key: string, kind: string) => host.db.prepare<[string, string], { id: number }>("SELECT c.id FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = 'armada-ffg' AND c.key = ? AND c.kind = ?").get(key, kind)!.id;
    await host.call('collections.setLooseCount', { collectionId: collection.id, cardId: cardId('darth-vader-commander', 'upgrade'), count: 1 });
    await host.call('collections.setLooseCount', { collectionId: collection.id, cardId: cardId('tie-defender-squadron', 'squadron'), count: 1 });
    const covered = await host.call<CollectionCheck>('lists.collectionCheck', { id: summary.id, collectionId: collection.id });
    expect(covered).toMatchObject({ covered: true, missing: [] });
    // The builder's choices say how many the collection owns: two core sets hold 12 TIE Fighter squadrons.
    const choices = (await host.call<ListChoicePage>('lists.unitChoices', { id: summary.id, text: 'TIE Fighter', collectionId: collection.id })).choices;
    expect(choices.find((c) => c.card.key === 'tie-fighter-squadron')).toMatchObject({ owned: 12, points: 8 });
  });
});
