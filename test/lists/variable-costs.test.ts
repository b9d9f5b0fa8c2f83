import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbCardLookup } from '../../electron/main/lists/card-lookup';
import type { ListChoicePage, ListDetail, PointsSetSummary } from '../../shared/ipc/lists';
import { evaluateList } from '../../shared/lists/evaluate';
import { priceByTable } from '../../shared/lists/points';
import type { ListEvaluation } from '../../shared/lists/evaluation';
import type { CardLookup, FleetList, ListFormatKey, ListUnit } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { listHost, xw20, xw25, type ListHost } from './list-host';

// Issue 25 · an upgrade whose cost is a table by ship stat (agility, initiative, size) is priced
// from the pilot it is fitted to, by one rule, whether the table is the card data's own (X-Wing
// 2.0's xwing-data2) or an imported points revision's; a stat the table does not cover, or a
// ship whose stat is unknown, is a problem in the player's words, never 0. Squads from the full
// card data in ../shared/data; the revision is the real XWA 50P20 with five upgrade costs rewritten
// as tables, the way X2PO writes them.

let host: ListHost;
let cards: CardLookup;
let revisionId: number;

const unit = (ref: typeof xw20, key: string, upgrades: [string, string][]): ListUnit => ({ card: ref('pilot', key), count: 1, upgrades: upgrades.map(([slot, k]) => ({ slot, card: ref('upgrade', k) })) });
const pilot20 = (key: string, ...upgrades: [string, string][]) => unit(xw20, key, upgrades);
const pilot25 = (key: string, ...upgrades: [string, string][]) => unit(xw25, key, upgrades);
const squad = (faction: string, units: ListUnit[], format: ListFormatKey, pointsSetId?: number): FleetList => ({ name: 'Variable costs', system: 'xwing', format, faction, units, objectives: [], ...(pointsSetId ? { pointsSetId } : {}) });
/** Each unit's first upgrade as the points panel shows it. */
const firstUpgrades = (evaluation: ListEvaluation) => evaluation.units.map((u) => ({ points: u.upgrades[0]!.points, why: u.upgrades[0]!.pointsWhy }));
const variableProblems = (evaluation: ListEvaluation) => evaluation.problems.filter((p) => p.rule === 'variable-cost');

beforeAll(async () => {
  host = await listHost(['xwing-data2-2.0', 'xwing-data2-2.5']);
  cards = dbCardLookup(host.db);
  const repo = path.join(host.dir, 'xwing-points');
  fs.cpSync(sharedData('xwing-points'), repo, { recursive: true });
  const file = path.join(repo, 'XWA', '50P20', 'upgrades.json');
  const upgrades = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { cost: unknown }>;
  const table = (variable: string, values: Record<string, number>) => ({ variable, values });
  upgrades['shieldupgrade']!.cost = table('agility', { '0': 4, '1': 6, '2': 8, '3': 10 });
  upgrades['afterburners']!.cost = table('initiative', { '0': 2, '1': 2, '2': 3, '3': 3, '4': 4, '5': 5, '6': 6 });
  upgrades['stealthdevice']!.cost = table('size', { Medium: 5, Large: 7 });
  // Tables the rule cannot price on some ships: agility 0 and 3 missing; a stat no ship has.
  upgrades['hullupgrade']!.cost = table('agility', { '1': 3, '2': 5 });
  upgrades['engineupgrade']!.cost = table('hyperdrive', { '0': 1, '1': 2 });
  fs.writeFileSync(file, JSON.stringify(upgrades));
  const sets = await host.call<PointsSetSummary[]>('points.import', { path: path.join(repo, 'XWA', '50P20') });
  revisionId = sets[0]!.id;
});
afterAll(() => host.close());

describe('issue 25 · X-Wing 2.0 · the card data\'s own costs by ship stat', () => {
  it('Hull Upgrade costs by agility: 2 on a Decimator (0), 3 on a Lambda shuttle (1), 5 on a TIE bomber (2), 7 on a TIE/ln (3)', () => {
    const list = squad(
      'galacticempire',
      [pilot20('captainoicunn', ['Modification', 'hullupgrade']), pilot20('captainkagi', ['Modification', 'hullupgrade']), pilot20('captainjonus', ['Modification', 'hullupgrade']), pilot20('howlrunner', ['Modification', 'hullupgrade'])],
      'xwing-2.0-standard',
    );
    const evaluation = evaluateList(list, cards);
    expect(firstUpgrades(evaluation)).toEqual([
      { points: 2, why: '2 points for agility 0' },
      { points: 3, why: '3 points for agility 1' },
      { points: 5, why: '5 points for agility 2' },
      { points: 7, why: '7 points for agility 3' },
    ]);
    expect(evaluation.total).toBe(evaluation.units.reduce((sum, u) => sum + u.basePoints, 0) + 2 + 3 + 5 + 7);
    expect(variableProblems(evaluation)).toEqual([]);
  });

  it('Afterburners cost by initiative: 4 on an initiative 1 Academy Pilot, 7 on Soontir Fel (6)', () => {
    const evaluation = evaluateList(squad('galacticempire', [pilot20('academypilot', ['Modification', 'afterburners']), pilot20('soontirfel', ['Modification', 'afterburners'])], 'xwing-2.0-standard'), cards);
    expect(firstUpgrades(evaluation)).toEqual([
      { points: 4, why: '4 points for initiative 1' },
      { points: 7, why: '7 points for initiative 6' },
    ]);
  });

  it('Engine Upgrade costs by size: 3 on a small TIE Advanced, 4 on a medium TIE Reaper, 7 on a large Lambda shuttle; a huge ship the table has no price for is a problem, counted at its dearest', () => {
    const evaluation = evaluateList(
      squad('galacticempire', [pilot20('darthvader', ['Modification', 'engineupgrade']), pilot20('vizier', ['Modification', 'engineupgrade']), pilot20('captainkagi', ['Modification', 'engineupgrade'])], 'xwing-2.0-standard'),
      cards,
    );
    expect(firstUpgrades(evaluation)).toEqual([
      { points: 3, why: '3 points for size Small' },
      { points: 4, why: '4 points for size Medium' },
      { points: 7, why: '7 points for size Large' },
    ]);
    const huge = evaluateList(squad('galacticempire', [pilot20('outerrimgarrison', ['Modification', 'engineupgrade'])], 'xwing-2.0-standard'), cards);
    expect(huge.units[0]!.upgrades[0]).toMatchObject({ points: 7 });
    expect(huge.units[0]!.upgrades[0]!.pointsWhy).toBeUndefined();
    expect(variableProblems(huge)).toEqual([
      {
        rule: 'variable-cost',
        unit: 0,
        upgrade: 0,
        message: 'Engine Upgrade costs by the ship\'s size, and its cost has no price for size Huge (Outer Rim Garrison), only for Small, Medium, Large: it is counted at its dearest, 7 points; take it off or check the points.',
      },
    ]);
    expect(huge.legal).toBe(false);
  });

  it('a pilot whose card data gives no agility (and no ship to read it from): a problem, not a crash and not 0', () => {
    const noAgility: CardLookup = {
      card(ref) {
        const card = cards.card(ref);
        return card && ref.kind === 'pilot' ? { ...card, agility: null, shipKey: null } : card;
      },
    };
    const evaluation = evaluateList(squad('galacticempire', [pilot20('howlrunner', ['Modification', 'hullupgrade'])], 'xwing-2.0-standard'), noAgility);
    expect(evaluation.units[0]!.upgrades[0]!.points).toBe(7);
    expect(variableProblems(evaluation).map((p) => p.message)).toEqual([
      'Hull Upgrade costs by the ship\'s agility, and the card data gives no agility for "Howlrunner": it is counted at its dearest, 7 points; re-import the card data or take it off.',
    ]);
  });

  it('a table by a stat whose name is also an object property ("constructor") is refused as unknown, not run', () => {
    const price = priceByTable(cards.card(xw20('upgrade', 'hullupgrade'))!, { variable: 'constructor', values: { '0': 1 } }, cards.card(xw20('pilot', 'howlrunner')), cards);
    expect(price).toEqual({ points: 1, problem: 'Hull Upgrade costs by the ship\'s "constructor", which Sidetable cannot read off a ship: it is counted at its dearest, 1 point; check the points.' });
  });

  it('the agility is the fitted pilot\'s own, read off the pilot card the list already looks up (the same upgrade costs differently on two ships of one squad)', () => {
    const list = squad('galacticempire', [pilot20('captainkagi', ['Modification', 'shieldupgrade']), pilot20('howlrunner', ['Modification', 'shieldupgrade'])], 'xwing-2.0-standard');
    expect(evaluateList(list, cards).units.map((u) => u.upgrades[0]!.points)).toEqual([4, 8]);
  });
});

describe('issue 25 · X-Wing 2.5 · an imported points revision\'s costs by ship stat, through the host', () => {
  const evaluate = (list: FleetList) => host.call<ListEvaluation>('lists.evaluate', { list });

  it('Shield Upgrade by agility (XWA 50P20 rewritten): 4 on a Decimator (0), 6 on a Lambda shuttle (1), 8 on a TIE bomber (2), 10 on Darth Vader (3); the card data\'s fixed cost is not used', async () => {
    const units = [pilot25('captainoicunn', ['Modification', 'shieldupgrade']), pilot25('captainkagi', ['Modification', 'shieldupgrade']), pilot25('captainjonus', ['Modification', 'shieldupgrade']), pilot25('darthvader', ['Modification', 'shieldupgrade'])];
    const evaluation = await evaluate(squad('galacticempire', units, 'xwing-2.5-extended', revisionId));
    expect(evaluation.pricedBy).toBe('XWA 50P20 (April 26, 2026)');
    expect(firstUpgrades(evaluation)).toEqual([
      { points: 4, why: '4 points for agility 0' },
      { points: 6, why: '6 points for agility 1' },
      { points: 8, why: '8 points for agility 2' },
      { points: 10, why: '10 points for agility 3' },
    ]);
    // 2.5 upgrades spend loadout: the revision's price is what the loadout counts.
    expect(evaluation.units.map((u) => u.loadout?.used)).toEqual([4, 6, 8, 10]);
    expect(variableProblems(evaluation)).toEqual([]);
    // Without the revision, the card data's own (fixed) cost.
    const bare = await evaluate(squad('galacticempire', units, 'xwing-2.5-extended'));
    expect(bare.units.every((u) => u.upgrades[0]!.pointsWhy === undefined)).toBe(true);
  });

  it('Afterburners by initiative (Wampa 1, Darth Vader 6) and Stealth Device by size (a medium TIE Reaper, a large Lambda shuttle), from the revision: each ship its own price', async () => {
    const evaluation = await evaluate(
      squad('galacticempire', [pilot25('wampa', ['Modification', 'afterburners']), pilot25('darthvader', ['Modification', 'afterburners']), pilot25('vizier', ['Modification', 'stealthdevice']), pilot25('captainkagi', ['Modification', 'stealthdevice'])], 'xwing-2.5-extended', revisionId),
    );
    expect(firstUpgrades(evaluation)).toEqual([
      { points: 2, why: '2 points for initiative 1' },
      { points: 6, why: '6 points for initiative 6' },
      { points: 5, why: '5 points for size Medium' },
      { points: 7, why: '7 points for size Large' },
    ]);
  });

  it('a revision table that misses the ship\'s agility, or names a stat no ship has: problems in the player\'s words, counted at the dearest value', async () => {
    const evaluation = await evaluate(squad('galacticempire', [pilot25('darthvader', ['Modification', 'hullupgrade']), pilot25('captainkagi', ['Modification', 'engineupgrade'])], 'xwing-2.5-extended', revisionId));
    expect(evaluation.units.map((u) => u.upgrades[0]!.points)).toEqual([5, 2]);
    expect(variableProblems(evaluation)).toEqual([
      {
        rule: 'variable-cost',
        unit: 0,
        upgrade: 0,
        message: 'Hull Upgrade costs by the ship\'s agility, and its cost has no price for agility 3 (Darth Vader), only for 1, 2: it is counted at its dearest, 5 points; take it off or check the points.',
      },
      {
        rule: 'variable-cost',
        unit: 1,
        upgrade: 0,
        message: 'Engine Upgrade costs by the ship\'s "hyperdrive", which Sidetable cannot read off a ship: it is counted at its dearest, 2 points; check the points.',
      },
    ]);
  });

  it('the builder\'s upgrade choices show the price on this pilot, with its reason', async () => {
    const created = await host.call<ListDetail>('lists.create', { name: 'Choices', system: 'xwing', format: 'xwing-2.5-extended', faction: 'galacticempire' });
    const id = created.summary.id;
    await host.call('lists.save', { id, list: { ...created.list, pointsSetId: revisionId, units: [pilot25('captainkagi')] } });
    const page = await host.call<ListChoicePage>('lists.upgradeChoices', { id, unit: 0, slot: 'Modification', text: 'shield upgrade' });
    expect(page.choices.find((c) => c.card.key === 'shieldupgrade')).toMatchObject({ points: 6, pointsWhy: '6 points for agility 1' });
  });
});
