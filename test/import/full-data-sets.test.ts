import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardImportSummary, CardSourceSummary, NeedEditionReply } from '../../shared/ipc/cards';
import { sharedData, useCardHosts } from '../cards/card-host';
import { snapshotRows } from '../cards/db-snapshot';
import { useTempDirs } from '../helpers/temp-dir';
import { zipFolder } from './tiny-data-sets';

// Issue 25 · 6 and 8: card data as players download it, assembled from the full data sets in
// ../shared/data (never copied into the project): a repository folder and its .zip with a top
// folder and hidden folders, fan expansions kept a folder deeper, combined copies of a folder's
// cards, a 2.0 data set whose package version says 3.

const tempDir = useTempDirs();
const newHost = useCardHosts(tempDir);

const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
};
const jsonFilesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => (entry.isFile() && entry.name.endsWith('.json') ? [path.join(entry.parentPath, entry.name)] : []));

/** The ISB repository as a player keeps it: `public/converted-json`, plus a hidden folder of old copies a zip carries along. */
function isbRepository(dir: string, withHidden = true): string {
  const repo = path.join(dir, 'the-isb-api-main');
  fs.cpSync(sharedData('armada-isb', 'public'), path.join(repo, 'public'), { recursive: true });
  if (withHidden) {
    const json = path.join(repo, 'public', 'converted-json');
    // An editor's history folder inside a card folder, and git's own: card-shaped JSON that is not the data set.
    fs.cpSync(path.join(json, 'ships', 'empire'), path.join(json, '.history', 'ships', 'empire'), { recursive: true });
    const upgradeFile = jsonFilesUnder(path.join(json, 'upgrades', 'commander'))[0]!;
    const [[key, upgrade]] = Object.entries((readJson(upgradeFile) as { upgrades: Record<string, object> }).upgrades) as [[string, object]];
    writeJson(path.join(json, 'upgrades', '.drafts', 'draft-commander.json'), { upgrades: { [`${key}-draft`]: { ...upgrade, name: 'Draft Commander' } } });
    writeJson(path.join(repo, '.github', 'workflows', 'build.json'), { on: 'push' });
  }
  return repo;
}

/** The X-Wing 2.5 repository with its top folder, and a hidden copy of its data a zip carries along. */
function xwingRepository(dir: string, edition: '2.0' | '2.5' = '2.5'): string {
  const repo = path.join(dir, 'xwing-data2-main');
  fs.cpSync(sharedData(`xwing-data2-${edition}`, 'data'), path.join(repo, 'data'), { recursive: true });
  fs.cpSync(path.join(repo, 'data', 'pilots'), path.join(repo, 'data', '.backup', 'pilots'), { recursive: true });
  writeJson(path.join(repo, '.vscode', 'settings.json'), { 'editor.tabSize': 2 });
  return repo;
}

const mainSources = async (host: ReturnType<typeof newHost>, edition: string) =>
  (await host.call<CardSourceSummary[]>('cards.sources', {})).filter((s) => s.edition === edition && s.part === 'main' && s.layout !== 'starter');

/** Zips the repository folder with its top folder, then imports the two in the order given. */
async function importBothWays(host: ReturnType<typeof newHost>, repo: string, first: 'folder' | 'zip') {
  const zip = `${repo}.zip`;
  zipFolder(repo, zip, path.basename(repo));
  const paths = first === 'folder' ? [repo, zip] : [zip, repo];
  const before = await host.call<CardImportSummary>('cards.import', { path: paths[0] });
  const after = await host.call<CardImportSummary>('cards.import', { path: paths[1] });
  return first === 'folder' ? { fromFolder: before, fromZip: after } : { fromZip: before, fromFolder: after };
}

describe('issue 25 · the same content is one source whichever way it came (full data sets)', () => {
  it('X-Wing 2.5: the repository folder and its .zip with the top folder are one source: the same content hash recognised on re-import, the same cards', async () => {
    const host = newHost();
    const { fromFolder, fromZip } = await importBothWays(host, xwingRepository(tempDir()), 'folder');
    expect(fromZip.sourceId).toBe(fromFolder.sourceId);
    expect(fromFolder.sameData).toBeUndefined();
    expect(fromZip.sameData).toBe(true);
    expect(fromZip.counts).toEqual(fromFolder.counts);
    // Nothing new: every card was already there, in place.
    expect(fromZip.added).toBe(0);
    const sources = await mainSources(host, 'xwing-2.5');
    expect(sources).toHaveLength(1);
    expect(sources[0]!.id).toBe(fromFolder.sourceId);
  });

  it('Armada ISB: a hidden folder of card-shaped JSON is skipped in the folder and in the .zip alike, so both are one source with the same cards', async () => {
    const host = newHost();
    const { fromFolder, fromZip } = await importBothWays(host, isbRepository(tempDir()), 'zip');
    expect(fromFolder.sourceId).toBe(fromZip.sourceId);
    expect(fromFolder.sameData).toBe(true);
    expect(fromFolder.counts).toEqual(fromZip.counts);
    expect(fromFolder.report.parts).toEqual([]);
    expect(fromZip.report.parts).toEqual([]);
    const all = (await host.call<CardSourceSummary[]>('cards.sources', {})).filter((s) => s.edition === 'armada-isb');
    expect(all.map((s) => s.name)).toEqual(['Armada (ISB data)']);
  });
});

describe('issue 25 · parts at any depth, combined copies (Armada ISB, full data)', () => {
  /** A fan expansion's ships, made from the real ones under new ids, kept a folder deeper than the top. */
  function addNestedFanShips(repo: string): number {
    const json = path.join(repo, 'public', 'converted-json');
    let models = 0;
    for (const file of jsonFilesUnder(path.join(json, 'ships', 'rebel')).slice(0, 4)) {
      const data = readJson(file) as { ships: Record<string, { models: Record<string, Record<string, unknown>> }> };
      for (const chassis of Object.values(data.ships)) {
        chassis.models = Object.fromEntries(Object.entries(chassis.models).map(([key, model]) => [`${key}-legacy`, { ...model, name: `${String(model.name)} (Legacy)` }]));
        models += Object.keys(chassis.models).length;
      }
      writeJson(path.join(json, 'fan-expansions', 'legacy-ships', 'rebel', path.basename(file)), data);
    }
    return models;
  }

  it('a fan expansion one folder deeper than the top (fan-expansions/legacy-ships) is found and is its own source, not "not a card folder"', async () => {
    const host = newHost();
    const repo = isbRepository(tempDir(), false);
    const models = addNestedFanShips(repo);
    const summary = await host.call<CardImportSummary>('cards.import', { path: repo });
    expect(summary.report.leftOut.join('\n')).not.toMatch(/fan-expansions/);
    expect(summary.report.parts).toEqual([{ part: 'legacy', name: 'Armada (ISB data) · Armada Legacy (fan expansion)', cards: models, included: false }]);
    const legacy = (await host.call<CardSourceSummary[]>('cards.sources', {})).find((s) => s.part === 'legacy');
    expect(legacy).toMatchObject({ included: false, cardCounts: { ship: models } });
  });

  it('a folder’s cards also kept in one combined file are read once and the file is reported as a copy, not as ids used twice', async () => {
    const host = newHost();
    const plain = await host.call<CardImportSummary>('cards.import', { path: isbRepository(tempDir(), false) });

    const other = newHost();
    const repo = isbRepository(tempDir(), false);
    const upgrades = path.join(repo, 'public', 'converted-json', 'upgrades');
    const combined: Record<string, unknown> = {};
    for (const file of jsonFilesUnder(upgrades).filter((f) => path.basename(f) !== 'upgrades.json')) Object.assign(combined, (readJson(file) as { upgrades: object }).upgrades);
    expect(Object.keys(combined).length).toBeGreaterThan(90);
    writeJson(path.join(upgrades, 'all', 'all-upgrades.json'), { upgrades: combined });

    const summary = await other.call<CardImportSummary>('cards.import', { path: repo });
    expect(summary.counts).toEqual(plain.counts);
    expect(summary.report.skipped).toEqual([]);
    expect(summary.report.leftOut).toContain(
      `public/converted-json/upgrades/all/all-upgrades.json: a combined copy of ${Object.keys(combined).length} cards that are also in their own files; each was read once, from its own file`,
    );
  });
});

describe('issue 25 · the edition question suggests what the cards say (full data sets)', () => {
  it('2.0 cards (variable costs, FFG ids, Hyperspace flags, squad-point pilot costs) under a package version of 3.x: asked, with 2.0 suggested', async () => {
    const host = newHost();
    const repo = xwingRepository(tempDir(), '2.0');
    const manifestFile = path.join(repo, 'data', 'manifest.json');
    writeJson(manifestFile, { ...readJson(manifestFile), version: '3.10.0' });
    fs.rmSync(path.join(repo, 'data', 'ffg-xws.json'));
    const before = snapshotRows(host.db);
    const reply = await host.call<NeedEditionReply>('cards.import', { path: repo });
    expect(reply).toMatchObject({ status: 'needEdition', guess: 'xwing-2.0' });
    expect(reply.reason).toContain('X-Wing 2.5 because its data version 3.10.0 is 3 or later');
    expect(reply.reason).toMatch(/X-Wing 2\.0 because its pilots cost squad points \(half cost 4\d or more\)/);
    expect(reply.reason).toMatch(/X-Wing 2\.0 because \d+ upgrades have variable costs/);
    expect(reply.reason).toMatch(/X-Wing 2\.0 because \d+ pilots carry FFG squad-builder ids/);
    expect(reply.reason).toMatch(/X-Wing 2\.0 because \d+ cards say whether they are legal in Hyperspace, a format of 2\.0 only/);
    expect(snapshotRows(host.db)).toBe(before);
  });

  it('the full 2.0 and 2.5 data sets are told apart without asking', async () => {
    const host = newHost();
    expect(await host.call<CardImportSummary>('cards.import', { path: sharedData('xwing-data2-2.0') })).toMatchObject({ status: 'imported', edition: 'xwing-2.0' });
    expect(await host.call<CardImportSummary>('cards.import', { path: sharedData('xwing-data2-2.5') })).toMatchObject({ status: 'imported', edition: 'xwing-2.5' });
  });
});
