import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsSetSummary } from '../../shared/ipc/lists';
import { sharedData } from '../cards/card-host';
import { listHost, type ListHost } from '../lists/list-host';

// Issue 25 · 6: a points repository (github.com/eirikmun/xwing-points layout) as players download
// it. The full AMG and XWA sets from ../shared/data/xwing-points, and an X2PO set written the way
// that project writes its revisions: costs as objects ({"value": n}) and as tables by ship stat
// ({"variable": "agility", "values": {...}}), one revision listed under a mistyped folder name and
// one whose revision.json names a file that is not there.

let host: ListHost;
let repo: string;
let x2poUpgrades: Record<string, { cost: unknown }>;

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 4));
};
const factions = ['rebelalliance', 'galacticempire', 'scumandvillainy', 'resistance', 'firstorder', 'galacticrepublic', 'separatistalliance'];

/** An X2PO revision built from AMG's sep2024 files, its upgrade costs rewritten as that project writes them. */
function x2poRevision(rev: string, upgrades: Record<string, unknown>, files: Record<string, string> = {}) {
  const folder = path.join(repo, 'X2PO', rev);
  fs.mkdirSync(folder, { recursive: true });
  for (const faction of factions) fs.copyFileSync(path.join(repo, 'AMG', 'sep2024', `${faction}.json`), path.join(folder, `${faction}.json`));
  writeJson(path.join(folder, 'upgrades.json'), upgrades);
  writeJson(path.join(folder, 'revision.json'), {
    effective_date: '2025-12-10',
    format: 'December 2025 update',
    files: { ...Object.fromEntries(factions.map((f) => [f, `X2PO/${rev}/${f}.json`])), upgrades: `X2PO/${rev}/upgrades.json`, ...files },
  });
}

beforeAll(async () => {
  host = await listHost([]);
  repo = path.join(host.dir, 'xwing-points-main');
  fs.cpSync(sharedData('xwing-points'), repo, { recursive: true });
  const amgUpgrades = readJson(path.join(repo, 'AMG', 'sep2024', 'upgrades.json')) as Record<string, { cost: unknown }>;
  // Every cost as an object; three astromechs by agility, one by initiative.
  x2poUpgrades = Object.fromEntries(Object.entries(amgUpgrades).map(([key, upgrade]) => [key, { ...upgrade, cost: typeof upgrade.cost === 'number' ? { value: upgrade.cost } : upgrade.cost }]));
  for (const key of ['r2astromech', 'r5astromech', 'r3astromech']) x2poUpgrades[key] = { ...x2poUpgrades[key]!, cost: { variable: 'agility', values: { '0': 2, '1': 2, '2': 4, '3': 8 } } };
  x2poUpgrades['bbastromech'] = { ...x2poUpgrades['bbastromech']!, cost: { variable: 'initiative', values: { '0': 1, '1': 1, '2': 2, '3': 3, '4': 3, '5': 4, '6': 5 } } };
  x2poRevision('dec2025', x2poUpgrades);
  x2poRevision('mar2024', x2poUpgrades, { upgrades: 'X2PO/mar2024/upgrade.json' });
  x2poRevision('RLSv1-3', x2poUpgrades);
  x2poRevision('last', x2poUpgrades);
  writeJson(path.join(repo, 'X2PO', 'points-revisions.json'), {
    current_revision: 'X2PO/dec2025/revision.json',
    revision_history: ['X2PO/mar2024/revision.json', 'X2PO/RSLv1-3/revision.json', 'X2PO/dec2025/revision.json'],
  });
});
afterAll(() => host.close());

describe('issue 25 · a points repository imports every revision that reads, and reports the others by name and reason', () => {
  it('AMG, XWA and X2PO revisions import; a revision naming a mistyped file and one listed under a mistyped folder are reported, not fatal', async () => {
    const sets = await host.call<PointsSetSummary[]>('points.import', { path: repo });
    // Issue 40 · 5: RLSv1-3 (listed as "RSLv1-3") and last (not listed) are complete revisions in X2PO's folder:
    // imported, each said to be found outside the listing.
    expect(sets.map((s) => `${s.set} ${s.revision}`)).toEqual(['AMG last', 'AMG sep2024', 'XWA 50P11', 'XWA 50P20', 'X2PO dec2025', 'X2PO RLSv1-3', 'X2PO last']);
    expect(sets.filter((s) => s.notListedIn).map((s) => [s.revision, s.notListedIn])).toEqual([
      ['RLSv1-3', 'X2PO/points-revisions.json'],
      ['last', 'X2PO/points-revisions.json'],
    ]);
    const skipped = sets[0]!.skipped ?? [];
    expect(skipped).toEqual(
      expect.arrayContaining([
        'X2PO/mar2024: X2PO/mar2024/revision.json names X2PO/mar2024/upgrade.json, which is not there: the revision is incomplete.',
        'X2PO/RSLv1-3/revision.json (listed in X2PO/points-revisions.json, not found)',
      ]),
    );
    // The XWA listing names eight revisions this copy does not hold: each named.
    expect(skipped.filter((line) => line.startsWith('XWA/'))).toHaveLength(8);
    const x2po = sets.find((s) => s.set === 'X2PO')!;
    expect(x2po).toMatchObject({ pilots: 672, upgrades: Object.keys(x2poUpgrades).length, effectiveDate: '2025-12-10' });
  });

  it('costs written as {"value": n} read as that number; costs by ship stat keep their table, with no one number', async () => {
    const x2po = (await host.call<PointsSetSummary[]>('points.list', {})).find((s) => s.set === 'X2PO')!;
    const entry = (key: string) =>
      host.db.prepare<[number, string], { cost: number | null; cost_variable: string | null }>("SELECT cost, cost_variable FROM points_entries WHERE set_id = ? AND kind = 'upgrade' AND key = ?").get(x2po.id, key);
    expect(entry('protontorpedoes')).toEqual({ cost: (x2poUpgrades['protontorpedoes']!.cost as { value: number }).value, cost_variable: null });
    expect(entry('r2astromech')).toEqual({ cost: null, cost_variable: JSON.stringify({ variable: 'agility', values: { '0': 2, '1': 2, '2': 4, '3': 8 } }) });
    expect(JSON.parse(entry('bbastromech')!.cost_variable!)).toMatchObject({ variable: 'initiative' });
  });

  it('a cost of another shape still refuses its revision with the file, the card and what was expected', async () => {
    const bad = path.join(repo, 'X2PO', 'bad');
    x2poRevision('bad', { ...x2poUpgrades, hullupgrade: { ...x2poUpgrades['hullupgrade'], cost: { by: 'agility' } } });
    const result = await host.dispatch('points.import', { path: bad });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_points_file' } });
    expect((result as { error: { message: string } }).error.message).toMatch(/^X2PO\/bad\/upgrades\.json is not a points file Sidetable can read: upgrade "hullupgrade", cost expected number/);
  });
});
