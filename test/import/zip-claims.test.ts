import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sharedData, useCardHosts } from '../cards/card-host';
import { snapshotRows } from '../cards/db-snapshot';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 25 · 7: a crafted .zip whose directory claims sizes the file cannot hold is refused in the
// player's words, naming the archive (and the entry), before anything is allocated for the claim:
// never `internal`. The archives are the full X-Wing 2.5 data set with one number changed.

const tempDir = useTempDirs();
const newHost = useCardHosts(tempDir);

const PILOT = 'xwing-data2-main/data/pilots/rebel-alliance/t-65-x-wing.json';

/** The full X-Wing 2.5 data as a repository .zip (top folder and all). */
function realZip(after: Record<string, [Uint8Array, { level: 0 }]> = {}): Buffer {
  const root = sharedData('xwing-data2-2.5', 'data');
  const entries: Record<string, Uint8Array> = {};
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    entries[`xwing-data2-main/data/${path.relative(root, full).split(path.sep).join('/')}`] = fs.readFileSync(full);
  }
  return Buffer.from(zipSync({ ...entries, ...after }));
}

const eocdAt = (zip: Buffer) => zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));

/** Where the central directory record of `name` starts. */
function centralEntry(zip: Buffer, name: string): number {
  const eocd = eocdAt(zip);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) return at;
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the archive`);
}

async function refusalOf(zip: Buffer, name: string) {
  const host = newHost();
  const file = path.join(tempDir(), name);
  fs.writeFileSync(file, zip);
  const before = snapshotRows(host.db);
  const result = await host.dispatch('cards.import', { path: file });
  expect(snapshotRows(host.db)).toBe(before);
  expect(result).toMatchObject({ ok: false, error: { code: 'import_failed' } });
  return { file, message: result.ok ? '' : result.error.message };
}

describe('issue 25 · a .zip whose directory claims impossible sizes is a plain refusal, never internal', () => {
  it('an entry claiming 4 GB of compressed data in a 1 MB file: refused naming the archive and the entry, nothing allocated for it', async () => {
    const zip = realZip();
    const entry = centralEntry(zip, PILOT);
    zip.writeUInt32LE(0xfffffff0, entry + 20);
    const { file, message } = await refusalOf(zip, 'claims-4gb.zip');
    expect(message).toContain(`${file} › ${PILOT}: cannot be read from the archive: the archive says it holds 4294967280 bytes`);
    expect(message).toContain(`past the end of the ${zip.length}-byte file`);
  });

  it('an entry claiming more compressed bytes than a card file can take, all inside the file: refused by name before they are read', async () => {
    // A repository's images follow its data: 9 MB of them, so the claim fits inside the file.
    const zip = realZip({ 'xwing-data2-main/images/poster.png': [new Uint8Array(9 * 1024 * 1024), { level: 0 }] });
    const entry = centralEntry(zip, PILOT);
    zip.writeUInt32LE(9 * 1024 * 1024, entry + 20);
    const { file, message } = await refusalOf(zip, 'claims-too-much.zip');
    expect(message).toContain(`${file} › ${PILOT}: cannot be read from the archive: the archive says it holds 9437184 compressed bytes, more than a card file of at most 8388608 bytes can take`);
  });

  it('a directory that claims to be larger than the file, or to hold more entries than fit in it, is refused as an unreadable archive', async () => {
    const bigDirectory = realZip();
    bigDirectory.writeUInt32LE(0x7fffffff, eocdAt(bigDirectory) + 12);
    expect((await refusalOf(bigDirectory, 'big-directory.zip')).message).toMatch(/is not a readable zip archive \(the central directory runs past the end of the file/);

    const manyEntries = realZip();
    manyEntries.writeUInt16LE(0xfffe, eocdAt(manyEntries) + 10);
    expect((await refusalOf(manyEntries, 'many-entries.zip')).message).toMatch(/is not a readable zip archive \(its directory claims 65534 entries, more than its \d+ bytes can hold\)/);
  });

  it('a zip64 directory placed past the end of the file is refused as an unreadable archive', async () => {
    const zip = realZip();
    const eocd = eocdAt(zip);
    zip.writeUInt16LE(0xffff, eocd + 10);
    // A zip64 locator just before the end record, pointing 2^40 bytes in.
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(2n ** 40n, 8);
    const crafted = Buffer.concat([zip.subarray(0, eocd), locator, zip.subarray(eocd)]);
    expect((await refusalOf(crafted, 'zip64-far.zip')).message).toMatch(/is not a readable zip archive \(its zip64 record is said to be at byte 1099511627776, past the end/);
  });
});
