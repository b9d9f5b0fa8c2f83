import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbCardLookup } from '../../electron/main/lists/card-lookup';
import { importPoints, pointsLookup } from '../../electron/main/lists/points-repo';
import { evaluateList } from '../../shared/lists/evaluate';
import type { ListRule } from '../../shared/lists/evaluation';
import type { CardLookup, FleetList, ListFormatKey, ListUnit } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { listHost, xw20, xw25, type ListHost } from './list-host';

let host: ListHost;
let cards: CardLookup;
beforeAll(async () => {
  host = await listHost(['xwing-data2-2.0', 'xwing-data2-2.5']);
  cards = dbCardLookup(host.db);
});
afterAll(() => host.close());

const pilot = (key: string, ...upgrades: [string, string][]): ListUnit => ({ card: xw25('pilot', key), count: 1, upgrades: upgrades.map(([slot, k]) => ({ slot, card: xw25('upgrade', k) })) });
const pilot20 = (key: string, ...upgrades: [string, string][]): ListUnit => ({ card: xw20('pilot', key), count: 1, upgrades: upgrades.map(([slot, k]) => ({ slot, card: xw20('upgrade', k) })) });
const squad = (faction: string, units: ListUnit[], format: ListFormatKey = 'xwing-2.5-standard'): FleetList => ({ name: 'Test squad', system: 'xwing', format, faction, units, objectives: [] });
const problemsOf = (list: FleetList, rule: ListRule, lookup: CardLookup = cards) => evaluateList(list, lookup).problems.filter((p) => p.rule === rule);

describe('X-Wing points', () => {
  it('2.5 · squad points are the pilots\' costs; upgrades spend the pilot\'s loadout value', () => {
    const evaluation = evaluateList(squad('rebelalliance', [pilot('braylenstramm', ['Torpedo', 'protontorpedoes']), pilot('lukeskywalker', ['Talent', 'marksmanship'])]), cards);
    expect(evaluation.total).toBe(5 + 6);
    expect(evaluation.units[0]!.loadout).toEqual({ used: 12, value: 12 });
    expect(evaluation.units[0]!.upgrades[0]!.points).toBe(12);
    expect(evaluation.units[1]!.loadout).toEqual({ used: 1, value: 24 });
    expect(evaluation.units[0]!.slots).toContainEqual({ slot: 'Cannon', count: 2, used: 0 });
    expect(evaluation.problems).toEqual([]);
    expect(evaluation.pricedBy).toBe('the card data');
  });

  it('2.0 · variable costs resolve against the pilot they are fitted to (initiative, agility, size)', () => {
    const list = squad('galacticempire', [pilot20('soontirfel', ['Modification', 'afterburners'], ['Modification', 'angleddeflectors']), pilot20('academypilot', ['Modification', 'afterburners'])], 'xwing-2.0-standard');
    const evaluation = evaluateList(list, cards);
    expect(evaluation.units[0]!.upgrades.map((u) => u.points)).toEqual([7, 1]);
    expect(evaluation.units[1]!.upgrades.map((u) => u.points)).toEqual([4]);
    // 2.0 squad points include the upgrades.
    expect(evaluation.total).toBe(53 + 7 + 1 + 22 + 4);
    const sensors = evaluateList(squad('galacticempire', [pilot20('darthvader', ['Sensor', 'advancedsensors'])], 'xwing-2.0-standard'), cards);
    expect(sensors.units[0]!.upgrades[0]!.points).toBe(13);
  });

  it('2.5 · an imported points set prices the list instead of the card data (XWA 50P20)', async () => {
    const [set] = (await importPoints(host.db, sharedData('xwing-points', 'XWA', '50P20'), 1)).sets;
    const points = pointsLookup(host.db, set!.id)!;
    const evaluation = evaluateList(squad('rebelalliance', [pilot('braylenstramm', ['Torpedo', 'protontorpedoes'])]), cards, points);
    expect(evaluation.pricedBy).toBe('XWA 50P20 (April 26, 2026)');
    expect(evaluation.units[0]!.basePoints).toBe(12);
    expect(evaluation.units[0]!.upgrades[0]!.points).toBe(14);
    // 14 loadout on a 12-loadout pilot: over. (The points file's "Restricted-3" keyword is not a ship-keyword restriction.)
    expect(evaluation.problems.map((p) => p.rule)).toEqual(['loadout']);
  });
});

describe('X-Wing with a points set', () => {
  it('the points set\'s slots replace the card data\'s (XWA gives Braylen Stramm a Missile slot for the Device)', async () => {
    const set = (await importPoints(host.db, sharedData('xwing-points', 'XWA', '50P20'), 1)).sets[0]!;
    const points = pointsLookup(host.db, set.id)!;
    const list = squad('rebelalliance', [pilot('braylenstramm', ['Missile', 'concussionmissiles'])]);
    expect(evaluateList(list, cards).problems.map((p) => p.rule)).toEqual(['slot-missing']);
    expect(evaluateList(list, cards, points).problems).toEqual([]);
  });

  it('the points set\'s format legality replaces the card data\'s ("No" for standard in XWA 50P20)', async () => {
    const set = (await importPoints(host.db, sharedData('xwing-points', 'XWA', '50P20'), 1)).sets[0]!;
    const points = pointsLookup(host.db, set.id)!;
    const list = squad('galacticempire', [pilot('echo')]);
    expect(evaluateList(list, cards).problems).toEqual([]);
    expect(evaluateList(list, cards, points).problems.map((p) => p.rule)).toEqual(['format-legality']);
    expect(evaluateList({ ...list, format: 'xwing-2.5-extended' }, cards, points).problems).toEqual([]);
  });
});

describe('X-Wing squad rules', () => {
  it('squad building · the points limit (20 in 2.5 standard)', () => {
    const list = squad('galacticempire', [pilot('darthvader'), pilot('soontirfel'), pilot('idenversio'), pilot('academypilot'), pilot('blacksquadronace'), pilot('academypilot')]);
    expect(problemsOf(list, 'points-limit')[0]?.message).toMatch(/costs 22 points, 2 over the 20-point limit/);
  });

  it('squad building · faction: every pilot flies for the squad\'s faction', () => {
    const found = problemsOf(squad('galacticempire', [pilot('darthvader'), pilot('braylenstramm')]), 'faction');
    expect(found).toEqual([expect.objectContaining({ unit: 1 })]);
    expect(found[0]!.message).toMatch(/Braylen Stramm .*flies for the Rebel Alliance, not this Galactic Empire squad/);
  });

  it('squad building · limited names: at most N copies of a name across pilots and upgrades', () => {
    const found = problemsOf(squad('galacticempire', [pilot('darthvader'), { ...pilot('darthvader-tieddefender'), card: xw25('pilot', 'darthvader-tieddefender') }]), 'limited-copies');
    expect(found).toEqual([expect.objectContaining({ unit: 1 })]);
    expect(found[0]!.message).toMatch(/Darth Vader is limited to 1 copy/);
  });

  it('squad building · slots: an upgrade needs a free slot of its kind on the pilot', () => {
    const found = problemsOf(squad('galacticempire', [pilot('soontirfel', ['Torpedo', 'protontorpedoes'], ['Talent', 'marksmanship'], ['Talent', 'predator'], ['Talent', 'marksmanship'])]), 'slot-missing');
    expect(found.map((p) => p.upgrade)).toEqual([0, 3]);
    expect(found[0]!.message).toMatch(/no Torpedo slot/);
    expect(found[1]!.message).toMatch(/no free Talent slot/);
  });

  it('2.5 · loadout: upgrades cost at most the pilot\'s loadout value', () => {
    const found = problemsOf(squad('rebelalliance', [pilot('braylenstramm', ['Torpedo', 'protontorpedoes'], ['Talent', 'marksmanship'])]), 'loadout');
    expect(found[0]?.message).toMatch(/13 loadout points, over the pilot's loadout value of 12/);
  });

  it('2.5 · standard loadout pilots take no other upgrades; their fixed upgrades come from the card data', () => {
    const evaluation = evaluateList(squad('rebelalliance', [pilot('adonfox-battleoverendor', ['Talent', 'marksmanship'])]), cards);
    expect(evaluation.units[0]!.fixedUpgrades).toEqual(expect.arrayContaining(['Proton Rockets', 'Proton Bombs']));
    expect(evaluation.problems.map((p) => p.rule)).toEqual(['standard-loadout']);
  });

  it('upgrade restrictions stated by the data: force side, sizes, factions, actions', () => {
    const list = squad('rebelalliance', [pilot('lukeskywalker', ['Force Power', 'hate'], ['Modification', 'ablativeplating'])]);
    const messages = problemsOf(list, 'upgrade-restriction').map((p) => p.message);
    expect(messages).toEqual([expect.stringMatching(/Hate cannot go on Luke Skywalker: it needs a dark side Force user/), expect.stringMatching(/Ablative Plating .*Medium or Large ships/)]);
    expect(problemsOf(squad('galacticempire', [pilot('darthvader', ['Force Power', 'hate'])]), 'upgrade-restriction')).toEqual([]);
    expect(problemsOf(squad('galacticempire', [pilot('darthvader', ['Crew', 'hansolo'])]), 'upgrade-restriction')[0]?.message).toMatch(/it is for Rebel Alliance squads/);
    // Daredevil: small ships with a white Boost on the action bar (the A-wing has one, the B-wing none).
    expect(problemsOf(squad('rebelalliance', [pilot('arvelcrynyd', ['Talent', 'daredevil'])]), 'upgrade-restriction')).toEqual([]);
    expect(problemsOf(squad('rebelalliance', [pilot('braylenstramm', ['Talent', 'daredevil'])]), 'upgrade-restriction')[0]?.message).toMatch(/needs a white Boost action/);
  });

  it('upgrade restrictions · a points file\'s "Restricted-N" pseudo-keyword never reads as a keyword the ship must have', () => {
    // The XWA files write proton torpedoes' restriction as {"keywords": ["Restricted-3"]}; the card data as nothing.
    const withMarker: CardLookup = {
      card: (ref) => {
        const card = cards.card(ref);
        return card && ref.key === 'protontorpedoes' ? { ...card, details: { ...card.details, restrictions: [{ keywords: ['Restricted-3'] }] } } : card;
      },
    };
    expect(problemsOf(squad('rebelalliance', [pilot('braylenstramm', ['Torpedo', 'protontorpedoes'])]), 'upgrade-restriction', withMarker)).toEqual([]);
  });

  it('squad building · a ship cannot equip two copies of the same card', () => {
    const found = problemsOf(squad('galacticempire', [pilot('soontirfel', ['Talent', 'marksmanship'], ['Talent', 'marksmanship'])]), 'duplicate-upgrade-on-ship');
    expect(found).toEqual([expect.objectContaining({ unit: 0, upgrade: 1 })]);
  });

  it('upgrade restrictions · Solitary: a squad fields one Solitary card of each upgrade type', () => {
    const list = squad('separatistalliance', [pilot('captainsear', ['Tactical Relay', 'k2b4']), pilot('dbs32c', ['Tactical Relay', 'kraken'])], 'xwing-2.5-extended');
    const found = problemsOf(list, 'upgrade-restriction');
    expect(found).toEqual([expect.objectContaining({ unit: 1, upgrade: 0 })]);
    expect(found[0]!.message).toMatch(/Solitary/);
  });

  it('format flags: a pilot not legal in 2.5 standard is refused there and allowed in extended', () => {
    const list = squad('scumandvillainy', [pilot('4lom')]);
    expect(problemsOf(list, 'format-legality')[0]?.message).toMatch(/4-LOM .*not legal in X-Wing 2.5 Standard/);
    expect(problemsOf({ ...list, format: 'xwing-2.5-extended' }, 'format-legality')).toEqual([]);
  });

  it('format flags: X-Wing 2.0 Hyperspace takes only cards the data marks hyperspace-legal', () => {
    const list = squad('galacticempire', [pilot20('darthvader'), pilot20('soontirfel', ['Modification', 'angleddeflectors'], ['Modification', 'afterburners'])], 'xwing-2.0-hyperspace');
    expect(problemsOf(list, 'format-legality').map((p) => [p.unit, p.upgrade])).toEqual([[0, undefined], [1, 1]]);
  });

  it('a squad that breaks several rules at once gets every reason', () => {
    const list = squad('galacticempire', [
      pilot('darthvader', ['Crew', 'hansolo']),
      pilot('darthvader-tieddefender'),
      pilot('braylenstramm', ['Torpedo', 'protontorpedoes'], ['Talent', 'marksmanship']),
      pilot('adonfox-battleoverendor', ['Talent', 'marksmanship']),
      pilot('4lom'),
      pilot('soontirfel'),
    ]);
    const evaluation = evaluateList(list, cards);
    expect(evaluation.legal).toBe(false);
    expect(new Set(evaluation.problems.map((p) => p.rule))).toEqual(
      new Set<ListRule>(['points-limit', 'faction', 'limited-copies', 'slot-missing', 'upgrade-restriction', 'loadout', 'standard-loadout', 'format-legality']),
    );
  });
});
