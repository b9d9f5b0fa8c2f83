import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardImportSummary } from '../../shared/ipc/cards';
import { type CardHost, useCardHosts } from '../cards/card-host';
import { snapshotRows } from '../cards/db-snapshot';
import { useTempDirs } from '../helpers/temp-dir';
import { writeTinyXwingData2, zipFolder } from './tiny-data-sets';

const tempDir = useTempDirs();
const newHost = useCardHosts(tempDir);

/** A host whose database already holds an import, so "nothing changed" is a real claim. */
async function hostWithData(): Promise<CardHost> {
  const host = newHost();
  const good = tempDir();
  writeTinyXwingData2(good);
  await host.call<CardImportSummary>('cards.import', { path: good });
  return host;
}

/** A valid tiny data set with one file rewritten by `breakIt`. */
function brokenDataSet(breakIt: (root: string) => void): string {
  const root = tempDir();
  writeTinyXwingData2(root);
  breakIt(root);
  return root;
}

const shipFile = 'data/pilots/rebel-alliance/test-wing.json';

/** Imports `source`, expects a refusal whose message names every part in `named`, and no change to the database. */
async function expectRefusedUnchanged(host: CardHost, source: string, named: string[]): Promise<string> {
  const before = snapshotRows(host.db);
  const result = await host.dispatch('cards.import', { path: source });
  expect(result).toMatchObject({ ok: false, error: { code: 'import_failed' } });
  const message = result.ok ? '' : result.error.message;
  for (const part of named) expect(message).toContain(part);
  expect(snapshotRows(host.db)).toBe(before);
  expect(host.events.at(-1)).toMatchObject({ event: 'cards.importProgress', payload: { stage: 'failed', source } });
  return message;
}

describe('bad card data is refused with the file and field named, and the database stays exactly as it was', () => {
  it('malformed JSON names the file', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => fs.writeFileSync(path.join(root, shipFile), '{"name": "Test-wing", "pilots": [ {'));
    const message = await expectRefusedUnchanged(host, source, [shipFile, 'not valid JSON']);
    expect(message).toMatch(/^Nothing was imported\./);
  });

  it('a file the manifest lists but the folder lacks names the manifest field and the missing file', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => fs.rmSync(path.join(root, 'data/upgrades/talent.json')));
    await expectRefusedUnchanged(host, source, ['data/manifest.json', 'upgrades[0]', 'data/upgrades/talent.json']);
  });

  it('a manifest without its pilots entry names the manifest and the field', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => {
      const manifestFile = path.join(root, 'data/manifest.json');
      const { pilots: _dropped, ...manifest } = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    });
    await expectRefusedUnchanged(host, source, ['data/manifest.json', 'pilots']);
  });

  it('an unknown layout says which layouts were looked for', async () => {
    const host = await hostWithData();
    const source = tempDir();
    fs.writeFileSync(path.join(source, 'cards.json'), '[]');
    await expectRefusedUnchanged(host, source, [source, 'not a card data layout', 'data/manifest.json', 'data/ship-card/', 'converted-json/ships/']);
  });

  it('a set where most cards are unreadable is refused whole, naming the first cards, fields, values and what was expected', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => {
      const ship = JSON.parse(fs.readFileSync(path.join(root, shipFile), 'utf8')) as { pilots: { initiative: unknown }[] };
      for (const pilot of ship.pilots) pilot.initiative = 'two';
      fs.writeFileSync(path.join(root, shipFile), JSON.stringify(ship));
      fs.writeFileSync(path.join(root, 'data/upgrades/talent.json'), JSON.stringify([{ xws: 'nameless', limited: 0, sides: [] }]));
      fs.writeFileSync(path.join(root, 'data/conditions/conditions.json'), JSON.stringify([{ name: 'Test Condition' }]));
    });
    const message = await expectRefusedUnchanged(host, source, [
      '4 of its 6 cards could not be read',
      `${shipFile}, Ace Tester: initiative is "two", expected a number`,
      `${shipFile}, Test Squadron Pilot: initiative is "two", expected a number`,
    ]);
    expect(message).not.toMatch(/\[\d+\]/);
  });

  it('a truncated zip is refused as unreadable, naming the archive', async () => {
    const host = await hostWithData();
    const dir = tempDir();
    const good = path.join(dir, 'good');
    writeTinyXwingData2(good);
    const zip = path.join(dir, 'cards.zip');
    zipFolder(good, zip);
    const bytes = fs.readFileSync(zip);
    fs.writeFileSync(zip, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefusedUnchanged(host, zip, [zip, 'not a readable zip archive']);
  });

  it('a corrupt zip (not an archive at all) is refused, naming the archive', async () => {
    const host = await hostWithData();
    const zip = path.join(tempDir(), 'cards.zip');
    fs.writeFileSync(zip, Buffer.from('this is not a zip archive, only text with a .zip name'));
    await expectRefusedUnchanged(host, zip, [zip, 'not a readable zip archive']);
  });

  it('a file over the size limit is refused before it is read, naming the file and its size', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => fs.writeFileSync(path.join(root, shipFile), `[${' '.repeat(9 * 1024 * 1024)}]`));
    await expectRefusedUnchanged(host, source, [shipFile, '9.0 MB', 'at most 8.0 MB']);
  });

  it('an oversized file inside a zip is refused without inflating it', async () => {
    const host = await hostWithData();
    const dir = tempDir();
    const root = path.join(dir, 'data-set');
    writeTinyXwingData2(root);
    fs.writeFileSync(path.join(root, shipFile), `[${' '.repeat(9 * 1024 * 1024)}]`);
    const zip = path.join(dir, 'cards.zip');
    zipFolder(root, zip);
    await expectRefusedUnchanged(host, zip, ['cards.zip', `tiny-data-main/${shipFile}`, 'at most 8.0 MB']);
  });

  it('UTF-16 text is refused by name, not read as garbage', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => {
      const text = fs.readFileSync(path.join(root, shipFile), 'utf8');
      fs.writeFileSync(path.join(root, shipFile), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    });
    await expectRefusedUnchanged(host, source, [shipFile, 'UTF-16', 'save it as UTF-8']);
  });

  it('Latin-1 text is refused with the line of the first byte that is not UTF-8', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => {
      const text = fs.readFileSync(path.join(root, shipFile), 'utf8').replace('Ace Tester', 'Acé Tester');
      fs.writeFileSync(path.join(root, shipFile), Buffer.from(text, 'latin1'));
    });
    const message = await expectRefusedUnchanged(host, source, [shipFile, 'not UTF-8', 'byte 0xe9']);
    expect(message).toMatch(/line \d+/);
  });

  it('a path with nothing there is refused, naming the path', async () => {
    const host = await hostWithData();
    const missing = path.join(tempDir(), 'nowhere');
    await expectRefusedUnchanged(host, missing, [missing, 'no file or folder']);
  });

  it('the same card id twice names both files', async () => {
    const host = await hostWithData();
    const source = brokenDataSet((root) => {
      const manifestFile = path.join(root, 'data/manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { upgrades: string[] };
      fs.copyFileSync(path.join(root, 'data/upgrades/talent.json'), path.join(root, 'data/upgrades/talent-copy.json'));
      manifest.upgrades.push('data/upgrades/talent-copy.json');
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    });
    await expectRefusedUnchanged(host, source, ['data/upgrades/talent-copy.json', 'key', '"testtalent"', 'data/upgrades/talent.json']);
  });

  it('an empty request path is refused by the contract before any import starts', async () => {
    const host = await hostWithData();
    const before = snapshotRows(host.db);
    const result = await host.dispatch('cards.import', { path: '' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'Path cannot be empty.' } });
    expect(snapshotRows(host.db)).toBe(before);
  });
});
