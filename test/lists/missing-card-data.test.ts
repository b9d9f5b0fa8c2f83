import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListImportPreview } from '../../shared/ipc/list-exchange';
import { sharedData } from '../cards/card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';

// Issue 43 item 3 · a list with cards the card data here does not hold says which data set would have them
// ("import the X-Wing 2.5 card data to read these 2 pilots"), never only "unknown".

let host: ReturnType<typeof testHost> | undefined;
afterEach(() => host?.close());
const fresh = () => (host = testHost(fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-missing-data-'))));
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => (host as ReturnType<typeof testHost>).dispatch(m, p), method, payload);

const YASB_25 = JSON.stringify({
  faction: 'rebelalliance',
  name: 'Blades',
  points: 20,
  vendor: { yasb: { builder: 'YASB - X-Wing 2.5', link: 'https://yasb.app/?f=Rebel%20Alliance&d=v9ZsZ20Z' } },
  pilots: [
    { id: 'braylenstramm', ship: 'asf01bwing', points: 5 },
    { id: 'hohnaka', ship: 'asf01bwing', points: 4 },
    { id: 'lukeskywalker', ship: 't65xwing', points: 6 },
  ],
});

describe('Issue 43 · cards the card data does not hold: which data would have them', () => {
  it('a fresh install (core sets only), a YASB 2.5 squad: the 2.5 card data is named, with why', async () => {
    fresh();
    const preview = await value<ListImportPreview>('lists.import', { text: YASB_25 });
    const first = preview.imported.messages[0];
    expect(first).toMatchObject({ severity: 'warning', where: 'the list' });
    expect(first?.text).toMatch(/^This list looks built for X-Wing 2\.5 \(it came from YASB for X-Wing 2\.5.*\), and that card data is not here: 2 pilots could not be read with the X-Wing 2\.0 cards\. Import the X-Wing 2\.5 card data \(xwing-data2: its data folder or a \.zip\) on the Collection screen, then read the list again\.$/);
    // Each card left out still has its own line.
    expect(preview.imported.messages.filter((message) => message.missingCard === 'pilot')).toHaveLength(2);
  });

  it('a 2.0 squad on a fresh install: only the core set is here, the 2.0 card data named', async () => {
    fresh();
    const squad = JSON.stringify({ faction: 'rebelalliance', name: 'Old', points: 200, pilots: [{ id: 'braylenstramm', ship: 'asf01bwing', points: 50 }, { id: 'lukeskywalker', ship: 't65xwing', points: 62 }] });
    const preview = await value<ListImportPreview>('lists.import', { text: squad });
    expect(preview.imported.messages[0]?.text).toBe('1 pilot is not in the card data here: only the X-Wing 2.0 core set (built in) is. Import the X-Wing 2.0 card data (xwing-data2 for 2.0: its data folder or a .zip) on the Collection screen, then read the list again to read it.');
  });

  it('with the 2.5 data imported, a misspelt card is named as not in that data, with what to check', async () => {
    fresh();
    await value('cards.import', { path: sharedData('xwing-data2-2.5') });
    const squad = JSON.stringify({ faction: 'rebelalliance', name: 'Typo', points: 20, vendor: { yasb: { builder: 'YASB - X-Wing 2.5' } }, pilots: [{ id: 'lukeskywalkr-typo', ship: 't65xwing', points: 6 }, { id: 'wedgeantilles', ship: 't65xwing', points: 5 }] });
    const preview = await value<ListImportPreview>('lists.import', { text: squad });
    expect(preview.imported.messages[0]?.text).toMatch(/^1 pilot is not in the X-Wing 2\.5 card data imported here: check the spelling, or import a newer release/);
  }, 60_000);

  it('an Armada fleet with a card the core set lacks names the Armada card data', async () => {
    fresh();
    const fleet = ['Name: Test', 'Faction: Galactic Empire', 'Victory II-class Star Destroyer (85)', '• Grand Admiral Thrawn (32)', '= 117 Points'].join('\n');
    const preview = await value<ListImportPreview>('lists.import', { text: fleet, system: 'armada' });
    expect(preview.imported.messages.find((message) => message.where === 'the list')?.text).toMatch(/^1 upgrade is not in the card data here: only the Armada core set \(built in\) is\. Import the Armada card data \(the FFG data, or the ISB community data\)/);
  });
});
