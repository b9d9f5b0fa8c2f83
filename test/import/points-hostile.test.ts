import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POINTS_FILE_BYTES } from '../../electron/main/lists/points-repo';
import { REFUSAL_MAX_CHARS } from '../../electron/main/core/router';
import { sharedData } from '../cards/card-host';
import { listHost, type ListHost } from '../lists/list-host';

// Issue 39 item 3 · a points repository is a folder the player picked, and a crafted one is read as
// nothing more: every file a regular file inside that folder after its links are resolved, capped
// before it is read, read off the host's thread; a refusal names the file and never quotes it.

let host: ListHost;
let count = 0;

beforeAll(async () => {
  host = await listHost(['xwing-data2-2.5']);
});
afterAll(() => host.close());

/** A copy of the XWA 50P20 revision folder (inside its repository's layout), changed by `change`; its revision folder is what the player picks. */
function revisionFolder(change: (folder: string) => void): string {
  const repo = path.join(host.dir, `points-${++count}`);
  const folder = path.join(repo, 'XWA', '50P20');
  fs.mkdirSync(folder, { recursive: true });
  fs.cpSync(sharedData('xwing-points', 'XWA', '50P20'), folder, { recursive: true });
  change(folder);
  return folder;
}

async function refusedUnchanged(folder: string): Promise<string> {
  const before = await host.call<unknown[]>('points.list', {});
  const result = await host.dispatch('points.import', { path: folder });
  expect(result).toMatchObject({ ok: false, error: { code: 'bad_points_file' } });
  const message = result.ok ? '' : result.error.message;
  expect(message.length).toBeLessThanOrEqual(REFUSAL_MAX_CHARS);
  expect(await host.call<unknown[]>('points.list', {})).toEqual(before);
  return message;
}

const upgrades = (folder: string) => path.join(folder, 'upgrades.json');

describe('issue 39 · a crafted points repository is refused in words, reading nothing it should not', () => {
  it('Issue 39 · Points: a file that is a link to /dev/zero (or /dev/urandom) is refused as a link outside the folder, not read', async () => {
    for (const device of ['/dev/zero', '/dev/urandom']) {
      const folder = revisionFolder((dir) => {
        fs.rmSync(upgrades(dir));
        fs.symlinkSync(device, upgrades(dir));
      });
      expect(await refusedUnchanged(folder)).toBe('XWA/50P20/upgrades.json: it is a link to a place outside the folder you picked, so Sidetable does not read it. Put the file itself in the folder.');
    }
  });

  it('Issue 39 · Points: a FIFO in place of a file is refused at once as not a file (the host never waits on it)', async () => {
    const folder = revisionFolder((dir) => {
      fs.rmSync(upgrades(dir));
      execFileSync('mkfifo', [upgrades(dir)]);
    });
    expect(await refusedUnchanged(folder)).toBe('XWA/50P20/upgrades.json: it is not a file (a device, a pipe or a folder), so Sidetable does not read it.');
  });

  it('Issue 39 · Points: a revision naming ../../../../etc/passwd is refused as outside the folder, and nothing of that file is quoted', async () => {
    const folder = revisionFolder((dir) => {
      const revision = JSON.parse(fs.readFileSync(path.join(dir, 'revision.json'), 'utf8')) as { files: Record<string, string> };
      revision.files.upgrades = '../../../../../../../../etc/passwd';
      fs.writeFileSync(path.join(dir, 'revision.json'), JSON.stringify(revision));
    });
    const message = await refusedUnchanged(folder);
    expect(message).toMatch(/^\.\.\/(\.\.\/)*etc\/passwd: it is outside the folder you picked, so Sidetable does not read it\./);
    expect(message).not.toMatch(/root:|bin\/(ba)?sh/);
  });

  it('Issue 39 · Points: a file that is not JSON is refused by where it stops making sense, never by what it holds', async () => {
    const folder = revisionFolder((dir) => fs.writeFileSync(path.join(dir, 'rebelalliance.json'), 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n'));
    const message = await refusedUnchanged(folder);
    expect(message).toMatch(/^XWA\/50P20\/rebelalliance\.json is not valid JSON/);
    expect(message).not.toMatch(/root|daemon|nologin/);
  });

  it(`Issue 39 · Points: a file larger than ${MAX_POINTS_FILE_BYTES / 1024 / 1024} MB is refused before it is read, with the cap in the words`, async () => {
    const folder = revisionFolder((dir) => {
      const big = Object.fromEntries(Array.from({ length: 60_000 }, (_, n) => [`upgrade${n}`, { name: `Upgrade ${n} ${'x'.repeat(40)}`, cost: 1, limited: 0 }]));
      fs.writeFileSync(upgrades(dir), JSON.stringify(big));
    });
    expect(fs.statSync(upgrades(folder)).size).toBeGreaterThan(MAX_POINTS_FILE_BYTES);
    expect(await refusedUnchanged(folder)).toMatch(/^XWA\/50P20\/upgrades\.json: it is [\d.]+ MB, more than the 4 MB a file of a points repository can be; is it the right file\?$/);
  });

  it('Issue 39 · Points: a set listing 100,000 revisions is refused in a sentence, not a list of them', async () => {
    const repo = path.join(host.dir, `points-${++count}`);
    const set = path.join(repo, 'XWA');
    fs.mkdirSync(set, { recursive: true });
    fs.writeFileSync(path.join(set, 'points-revisions.json'), JSON.stringify({ revision_history: Array.from({ length: 100_000 }, (_, n) => `XWA/R${n}/revision.json`) }));
    expect(await refusedUnchanged(set)).toBe('XWA/points-revisions.json lists 100,000 revisions, more than the 500 a points repository has: is it the right file?');
  });

  it('the real revision still imports after all of these (the checks refuse only what they should)', async () => {
    const sets = await host.call<{ set: string; revision: string }[]>('points.import', { path: revisionFolder(() => {}) });
    expect(sets.map((s) => `${s.set} ${s.revision}`)).toEqual(['XWA 50P20']);
  });
});
