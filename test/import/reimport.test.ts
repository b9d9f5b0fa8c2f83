import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_WORKER_FILE, importWorkerEntry } from '../../electron/main/cards/import/import-runner';
import type { CardImportSummary, CardSearchPage, CollectionSummary } from '../../shared/ipc/cards';
import { type CardHost, useCardHosts } from '../cards/card-host';
import { useTempDirs } from '../helpers/temp-dir';
import { writeTinyXwingData2, zipFolder } from './tiny-data-sets';

const tempDir = useTempDirs();
const newHost = useCardHosts(tempDir);
const cardId = (host: CardHost, key: string) =>
  host.db.prepare<[string], { id: number; retired: number }>("SELECT id, retired FROM cards WHERE key = ? AND kind = 'pilot'").get(key);

describe('importing card data from a folder or a .zip', () => {
  it('a .zip of a data set (wrapped in one top folder) imports like the folder', async () => {
    const host = newHost();
    const dir = tempDir();
    writeTinyXwingData2(path.join(dir, 'folder'));
    zipFolder(path.join(dir, 'folder'), path.join(dir, 'cards.zip'));
    const summary = await host.call<CardImportSummary>('cards.import', { path: path.join(dir, 'cards.zip') });
    expect(summary).toMatchObject({ edition: 'xwing-2.5', layout: 'xwing-data2', counts: { ship: 1, pilot: 2, upgrade: 1, condition: 1, damage: 1 }, added: 6 });
  });

  it('replacing a source: a card the new data no longer has is removed, unless a collection counts it: then it is kept, retired from search', async () => {
    const host = newHost();
    const v1 = tempDir();
    writeTinyXwingData2(v1);
    const { sourceId } = await host.call<CardImportSummary>('cards.import', { path: v1 });
    const generic = cardId(host, 'testsquadronpilot')!;
    const collection = await host.call<CollectionSummary>('collections.create', { name: 'Mine' });
    await host.call('collections.setLooseCount', { collectionId: collection.id, cardId: generic.id, count: 2 });

    const v2 = tempDir();
    writeTinyXwingData2(v2, { withoutGeneric: true });
    // A newer copy of the same data set replaces its source when the player says so (else it is a source of its own).
    expect(await host.call<CardImportSummary>('cards.import', { path: v2, replaces: sourceId })).toMatchObject({ added: 0, updated: 5, removed: 0, retired: 1 });
    expect(cardId(host, 'testsquadronpilot')).toEqual({ id: generic.id, retired: 1 });
    const page = await host.call<CardSearchPage>('cards.search', { text: 'Test Squadron', edition: 'xwing-2.5' });
    expect(page.cards.map((c) => c.key)).not.toContain('testsquadronpilot');
    expect(await host.call('collections.owned', { collectionId: collection.id, cardId: generic.id })).toMatchObject({ total: 2 });

    // Back in the data, the same row comes back to life; out again and unowned, it goes.
    expect(await host.call<CardImportSummary>('cards.import', { path: v1, replaces: sourceId })).toMatchObject({ added: 0, updated: 6 });
    expect(cardId(host, 'testsquadronpilot')).toEqual({ id: generic.id, retired: 0 });
    await host.call('collections.setLooseCount', { collectionId: collection.id, cardId: generic.id, count: 0 });
    expect(await host.call<CardImportSummary>('cards.import', { path: v2, replaces: sourceId })).toMatchObject({ removed: 1, retired: 0 });
    expect(cardId(host, 'testsquadronpilot')).toBeUndefined();
  });

  it('imports wait for each other: two at once both land, one after the other', async () => {
    const host = newHost();
    const a = tempDir();
    writeTinyXwingData2(a);
    const [first, second] = await Promise.all([
      host.call<CardImportSummary>('cards.import', { path: a }),
      host.call<CardImportSummary>('cards.import', { path: a }),
    ]);
    expect([first.added, second.added]).toEqual([6, 0]);
  });
});

describe('the import worker runs from source under tests and from the build in the app', () => {
  it('from TypeScript source it runs the .ts entry through tsx', () => {
    const entry = importWorkerEntry(pathToFileURL('/repo/electron/main/cards/import-runner.ts').href);
    expect(entry).toEqual({ file: path.normalize('/repo/electron/main/cards/import-worker.ts'), execArgv: ['--import', 'tsx'] });
  });

  it('built, it finds the worker entry beside the bundle or one folder up from a shared chunk', () => {
    const out = tempDir();
    fs.mkdirSync(path.join(out, 'chunks'));
    fs.writeFileSync(path.join(out, BUILT_WORKER_FILE), '');
    const expected = { file: path.join(out, BUILT_WORKER_FILE), execArgv: [] };
    expect(importWorkerEntry(pathToFileURL(path.join(out, 'index.js')).href)).toEqual(expected);
    expect(importWorkerEntry(pathToFileURL(path.join(out, 'chunks', 'static-files-x.js')).href)).toEqual(expected);
  });

  it('a build without the worker entry fails with a sentence saying where it looked', () => {
    const out = tempDir();
    expect(() => importWorkerEntry(pathToFileURL(path.join(out, 'index.js')).href)).toThrow(/card import worker is missing from the build/);
  });
});
