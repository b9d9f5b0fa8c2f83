import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { sharedData } from '../cards/card-host';
import { CommitWatcher } from './database';
import type { Figures } from './figures';
import { Client, DATABASE_FILE, NoReply, startServedHost, type ServedHost } from './served-host';

const SECTION = 'bad card and list imports';

interface BadInput {
  name: string;
  method: 'cards.import' | 'lists.import';
  /** Builds the input under dir; the payload to send. */
  make(dir: string): Record<string, unknown>;
}

/** A copy of the X-Wing 2.5 data set (only its data folder), to spoil in one place. */
function xwingCopy(dir: string): string {
  const root = path.join(dir, 'xwing-data2');
  fs.cpSync(sharedData('xwing-data2-2.5', 'data'), path.join(root, 'data'), { recursive: true });
  return root;
}

/** A file that the importer reads in the copy: its first pilot file. */
function firstPilotFile(root: string): string {
  const pilots = path.join(root, 'data', 'pilots');
  const faction = fs.readdirSync(pilots).sort()[0]!;
  const file = fs.readdirSync(path.join(pilots, faction)).sort()[0]!;
  return path.join(pilots, faction, file);
}

/** Every file of the X-Wing 2.5 data set, as zip entries: a bad entry rides along with good data, past the layout check. */
function realEntries(): Record<string, Uint8Array> {
  const root = sharedData('xwing-data2-2.5');
  const entries: Record<string, Uint8Array> = {};
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && child.endsWith('.json')) entries[child] = fs.readFileSync(path.join(root, child));
    }
  };
  walk('data');
  return entries;
}

const zipOf = (dir: string, name: string, entries: Record<string, Uint8Array>, level: 0 | 9 = 9): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zipSync(entries, { level }));
  return file;
};

const eocdOf = (zip: Buffer) => zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));

/** The real data as a zip with one number of its directory changed by `craft`. */
function craftedZip(dir: string, name: string, craft: (zip: Buffer) => Buffer | void): { path: string } {
  const zip = Buffer.from(zipSync(realEntries()));
  const crafted = craft(zip) ?? zip;
  fs.writeFileSync(path.join(dir, name), crafted);
  return { path: path.join(dir, name) };
}

/** Every central directory record's offset, in order. */
function centralRecords(zip: Buffer): number[] {
  const eocd = eocdOf(zip);
  const records: number[] = [];
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    records.push(at);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return records;
}

const inputs: BadInput[] = [
  {
    name: 'zip slip (entries named ../../…)',
    method: 'cards.import',
    make: (dir) => ({
      path: zipOf(dir, 'slip.zip', {
        ...realEntries(),
        '../../../../proof-zip-slip.json': new TextEncoder().encode('{"slipped":true}'),
        '/tmp/proof-zip-slip-absolute.json': new TextEncoder().encode('{"slipped":true}'),
      }),
    }),
  },
  {
    name: 'symlink to a file outside the folder',
    method: 'cards.import',
    make: (dir) => {
      const root = xwingCopy(dir);
      const victim = firstPilotFile(root);
      fs.rmSync(victim);
      fs.symlinkSync('/etc/passwd', victim);
      return { path: root };
    },
  },
  {
    name: 'symlink to /dev/zero (endless)',
    method: 'cards.import',
    make: (dir) => {
      const root = xwingCopy(dir);
      const victim = firstPilotFile(root);
      fs.rmSync(victim);
      fs.symlinkSync('/dev/zero', victim);
      return { path: root };
    },
  },
  {
    name: 'symlinked folder that loops back on itself',
    method: 'cards.import',
    make: (dir) => {
      const root = xwingCopy(dir);
      fs.symlinkSync(root, path.join(root, 'data', 'loop'));
      return { path: root };
    },
  },
  {
    name: 'a FIFO where a data file should be',
    method: 'cards.import',
    make: (dir) => {
      const root = xwingCopy(dir);
      const victim = firstPilotFile(root);
      fs.rmSync(victim);
      // A FIFO that never gets a writer would block a synchronous read forever (Node has no mkfifo).
      execFileSync('mkfifo', [victim]);
      return { path: root };
    },
  },
  {
    name: '100,000 files',
    method: 'cards.import',
    make: (dir) => {
      const root = path.join(dir, 'many');
      for (let d = 0; d < 100; d++) {
        const sub = path.join(root, 'data', `d${d}`);
        fs.mkdirSync(sub, { recursive: true });
        for (let f = 0; f < 1000; f++) fs.writeFileSync(path.join(sub, `f${f}.json`), '{}');
      }
      return { path: root };
    },
  },
  {
    name: 'a data file that is not UTF-8',
    method: 'cards.import',
    make: (dir) => {
      const root = xwingCopy(dir);
      const victim = firstPilotFile(root);
      const bytes = fs.readFileSync(victim);
      // Latin-1 bytes and a lone continuation byte inside a string.
      fs.writeFileSync(victim, Buffer.concat([bytes.subarray(0, 40), Buffer.from([0xe9, 0xff, 0x80]), bytes.subarray(40)]));
      return { path: root };
    },
  },
  {
    name: 'zip bomb (250 entries of 8 MB in a small zip)',
    method: 'cards.import',
    make: (dir) => {
      const zeros = new Uint8Array(8 * 1024 * 1024).fill(0x20);
      const entries = realEntries();
      for (let i = 0; i < 250; i++) entries[`data/pilots/bomb/b${i}.json`] = zeros;
      return { path: zipOf(dir, 'bomb.zip', entries) };
    },
  },
  {
    name: 'zip whose every entry claims 4 GB of compressed data',
    method: 'cards.import',
    make: (dir) => craftedZip(dir, 'claims-4gb.zip', (zip) => void centralRecords(zip).forEach((at) => zip.writeUInt32LE(0xfffffff0, at + 20))),
  },
  {
    name: 'zip whose every entry claims 4 GB inflated',
    method: 'cards.import',
    make: (dir) => craftedZip(dir, 'inflates-4gb.zip', (zip) => void centralRecords(zip).forEach((at) => zip.writeUInt32LE(0xfffffff0, at + 24))),
  },
  {
    name: 'zip directory claiming 2 GB',
    method: 'cards.import',
    make: (dir) => craftedZip(dir, 'directory-2gb.zip', (zip) => void zip.writeUInt32LE(0x7fffffff, eocdOf(zip) + 12)),
  },
  {
    name: 'zip directory claiming 65,534 entries',
    method: 'cards.import',
    make: (dir) => craftedZip(dir, 'many-entries.zip', (zip) => void zip.writeUInt16LE(0xfffe, eocdOf(zip) + 10)),
  },
  {
    name: 'zip64 record 1 TB past the end',
    method: 'cards.import',
    make: (dir) =>
      craftedZip(dir, 'zip64-far.zip', (zip) => {
        const eocd = eocdOf(zip);
        zip.writeUInt16LE(0xffff, eocd + 10);
        const locator = Buffer.alloc(20);
        locator.writeUInt32LE(0x07064b50, 0);
        locator.writeBigUInt64LE(2n ** 40n, 8);
        return Buffer.concat([zip.subarray(0, eocd), locator, zip.subarray(eocd)]);
      }),
  },
  { name: 'not a zip (random bytes named .zip)', method: 'cards.import', make: (dir) => (fs.writeFileSync(path.join(dir, 'x.zip'), Buffer.from('PK\x03\x04 this is not really a zip')), { path: path.join(dir, 'x.zip') }) },
  { name: 'an empty folder', method: 'cards.import', make: (dir) => (fs.mkdirSync(path.join(dir, 'empty')), { path: path.join(dir, 'empty') }) },
  { name: '/proc (a folder that never ends)', method: 'cards.import', make: () => ({ path: '/proc/self' }) },
  { name: 'a list of 1,000,000 characters', method: 'lists.import', make: () => ({ text: 'Assault Frigate Mark II (81)\n'.repeat(40_000) }) },
  { name: 'an XWS list nested 10,000 deep', method: 'lists.import', make: () => ({ text: `{"pilots":${'['.repeat(10_000)}${']'.repeat(10_000)}}` }) },
  { name: 'an XWS list of 20,000 pilots', method: 'lists.import', make: () => ({ text: JSON.stringify({ faction: 'rebelalliance', pilots: Array.from({ length: 20_000 }, () => ({ id: 'lukeskywalker', ship: 't65xwing', upgrades: { talent: ['x'.repeat(50)] } })) }) }) },
  { name: 'a list with NUL and lone surrogates', method: 'lists.import', make: () => ({ text: 'Name: a\u0000b\n\ud800 Victory II-class Star Destroyer (73)\n• \udfff' }) },
  { name: 'a list that is a JSON prototype attack', method: 'lists.import', make: () => ({ text: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"pilots":[{"id":"__proto__","ship":"constructor"}]}' }) },
];

const peakMb = (host: ServedHost): number => {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${host.child.pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
};

/**
 * Every kind of bad card data and list the issue names, against the real host: each must be
 * refused in words (not `internal`) or read safely, without a crash, a hang, a write on refusal,
 * a file written outside the data folder, or a gigabyte of memory.
 */
export async function badImports(figures: Figures, workDir: string, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  let crashes = 0;
  let hangs = 0;
  let internal = 0;
  let writesOnRefusal = 0;
  let slipped = 0;
  let memoryOver1Gb = 0;
  const notes: string[] = [];
  for (const input of inputs) {
    const dir = fs.mkdtempSync(path.join(workDir, 'input-'));
    let payload: Record<string, unknown>;
    try {
      payload = input.make(dir);
    } catch (error) {
      figures.skipped(SECTION, input.name, `could not build the input: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    // A fresh host for each, so the peak memory is this input's.
    const host = await startServedHost(dataDir);
    const client = await Client.open(host.socketUrl);
    const watcher = new CommitWatcher(path.join(dataDir, DATABASE_FILE));
    const before = watcher.version();
    const baseline = peakMb(host);
    const t0 = Date.now();
    let outcome: string;
    try {
      const result = await client.call(input.method, payload, 120_000);
      if (result.ok) outcome = 'read';
      else {
        outcome = `${result.error.code}: ${result.error.message}`;
        if (result.error.code === 'internal') internal++;
        if (watcher.version() !== before) writesOnRefusal++;
      }
    } catch (error) {
      if (!(error instanceof NoReply)) throw error;
      if (host.exited()) {
        crashes++;
        outcome = `CRASH: ${host.output().trim().split('\n').slice(-2).join(' / ')}`;
      } else {
        hangs++;
        outcome = 'HANG: no reply in 120 s';
      }
    }
    const peak = peakMb(host);
    if (peak - baseline > 1024) memoryOver1Gb++;
    if (fs.existsSync(path.join(workDir, '..', 'proof-zip-slip.json')) || fs.existsSync('/tmp/proof-zip-slip-absolute.json')) slipped++;
    const line = `${input.name} → ${outcome.slice(0, 150)} (${Date.now() - t0} ms, host peak ${peak} MB)`;
    notes.push(line);
    log(`  ${line}`);
    watcher.close();
    client.close();
    await host.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
  figures.measure(SECTION, 'bad inputs tried', inputs.length);
  for (const note of notes) figures.measure(SECTION, note.split(' → ')[0]!, note.split(' → ')[1]!.slice(0, 200));
  figures.promise(SECTION, 'crashes', crashes);
  figures.promise(SECTION, 'hangs', hangs);
  figures.promise(SECTION, "refusals as 'internal'", internal);
  figures.promise(SECTION, 'refusals that wrote to the database', writesOnRefusal);
  figures.promise(SECTION, 'files written outside (zip slip)', slipped);
  figures.promise(SECTION, 'imports that took over 1 GB of memory', memoryOver1Gb);
}
