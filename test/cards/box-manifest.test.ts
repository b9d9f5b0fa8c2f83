import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestImportReport, ProductSummary } from '../../shared/ipc/cards';
import { readBoxManifest } from '../../shared/collections/box-manifest';
import { sharedData } from './card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';

// Issue 40 item 1 · every box countable: what each product contains, read from a squad builder's manifest (the
// sample is YASB's manifest.coffee, CoffeeScript, ../shared/data/collections), matched to the imported card
// data by name and disambiguator; what does not match is reported per card, never guessed.

const manifest = fs.readFileSync(sharedData('collections', 'yasb-manifest.coffee'), 'utf8');
let host: ReturnType<typeof testHost>;
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);

beforeAll(async () => {
  host = testHost(fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-boxes-')));
  await value('cards.import', { path: sharedData('xwing-data2-2.5') });
}, 60_000);
afterAll(() => host.close());

describe('Issue 40 · boxes from a builder’s manifest', () => {
  it('reads every product and entry of the real manifest, CoffeeScript and all (the counts its summary gives)', () => {
    const read = readBoxManifest(manifest);
    if ('refused' in read) throw new Error(read.refused);
    expect(read.products.length).toBeGreaterThanOrEqual(85);
    const byType: Record<string, number> = {};
    for (const product of read.products) for (const entry of product.entries) byType[entry.type] = (byType[entry.type] ?? 0) + 1;
    expect(byType).toEqual({ ship: 116, pilot: 906, upgrade: 1360, obstacle: 51, damage: 14 });
    expect(read.problems).toEqual([]);
  });

  it('the boxes become products of the 2.5 data, each countable on the Collection screen; disambiguated names find their card', async () => {
    const report = await value<ManifestImportReport>('products.importManifest', { text: manifest, fileName: 'manifest.coffee' });
    expect(report.edition).toBe('xwing-2.5');
    expect(report.products).toBeGreaterThan(60);
    expect(report.notCounted).toBe(65);
    // Most of what the manifest lists is matched; each miss names its product, its line and why.
    const matchedShare = 1 - report.unmatched.length / (report.entries - report.notCounted);
    console.log(`box manifest: ${report.products} products (${report.complete} complete), ${report.entries - report.notCounted - report.unmatched.length} of ${report.entries - report.notCounted} entries matched (${(matchedShare * 100).toFixed(1)} %)`);
    expect(matchedShare).toBeGreaterThan(0.95);
    for (const miss of report.unmatched) expect(miss.why).toMatch(/^no (ship|pilot|upgrade) of that name is in the card data$|have that name .* and the builder's name does not say which$/);
    const products = await value<ProductSummary[]>('products.list', { edition: 'xwing-2.5' });
    const core = products.find((product) => product.name === 'Second Edition Core Set');
    expect(core?.cardCount).toBeGreaterThan(10);
    // "Norra Wexley (Y-Wing)" is the Y-wing's Norra, not the ARC-170's.
    const withNorra = report.unmatched.filter((miss) => miss.name.startsWith('Norra Wexley'));
    expect(withNorra).toEqual([]);
  });

  it('bad input is named per line: an unknown type, a count that is not a number, a product listed twice; a file that is no manifest is refused in words', async () => {
    const broken = [
      'exportObj.manifestByExpansion =',
      "    'Box A': [",
      '        {',
      "            name: 'Luke Skywalker'",
      "            type: 'pilots'",
      '            count: 1',
      '        }',
      '        {',
      "            name: 'Wedge Antilles'",
      "            type: 'pilot'",
      '            count: many',
      '        }',
      '    ]',
      "    'Box A': [",
      '    ]',
      'class Collection',
    ].join('\n');
    const read = readBoxManifest(broken);
    if ('refused' in read) throw new Error(read.refused);
    expect(read.problems.map((problem) => problem.text)).toEqual([
      'Luke Skywalker in Box A: the type “pilots” is none of ship, pilot, upgrade, obstacle or damage; it was left out.',
      'Wedge Antilles in Box A: the count “many” is not a whole number above 0; it was left out.',
      'Box A is listed twice (first on line 2): the second list was read as more of the same box.',
    ]);
    const refused = (await host.dispatch('products.importManifest', { text: '{"faction":"rebelalliance"}', fileName: 'squad.json' })) as { ok: false; error: { message: string } };
    expect(refused.ok).toBe(false);
    expect(refused.error.message).toMatch(/^squad\.json: This is not a box manifest Sidetable can read/);
  });
});
