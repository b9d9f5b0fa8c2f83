import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumProblem, nodeProblem } from '../../build/scripts/start-checks.mjs';

// Issue 43 item 1 · a newcomer's first `npm start`: without the Electron binary and without a network it says in
// one paragraph what failed, what it needs (the download, once) and what works now (browser mode); a wrong Node
// and a missing Chromium for the tests are said the same way.

const root = path.resolve(import.meta.dirname, '..', '..');
const electronInstalled = fs.existsSync(path.join(root, 'node_modules', 'electron', 'path.txt'));

describe('npm start says what it needs, in words', () => {
  it.skipIf(electronInstalled)('the Electron download blocked: one paragraph naming the download, the network once, and `npm run serve`', () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-electron-cache-'));
    try {
      // A mirror nobody answers on, and an empty cache: the download fails at once, as offline.
      const run = spawnSync(process.execPath, [path.join(root, 'build', 'scripts', 'start.mjs')], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: cache, ELECTRON_GET_USE_PROXY: '' },
      });
      expect(run.status).toBe(1);
      const said = run.stderr.trim();
      expect(said).toMatch(/^Sidetable could not start its desktop window: the Electron program it runs in was not downloaded \(.+\)\./);
      expect(said).toMatch(/fetched once, from the network/);
      expect(said).toMatch(/`npm run serve`, then open the address it prints\.$/);
      // One paragraph, no stack trace.
      expect(said.split('\n')).toHaveLength(1);
      expect(said).not.toMatch(/\bat .+:\d+:\d+/);
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  }, 70_000);

  it('a Node older than 24 is named with the version to install', () => {
    expect(nodeProblem('20.20.2')).toMatch(/^Sidetable needs Node 24 or newer; this is Node 20\.20\.2\. Install Node 24 LTS/);
    expect(nodeProblem('24.1.0')).toBeNull();
    // The script itself says it under the machine's own Node 20, when there is one.
    if (fs.existsSync('/usr/bin/node')) {
      const run = spawnSync('/usr/bin/node', [path.join(root, 'build', 'scripts', 'start.mjs')], { cwd: root, encoding: 'utf8', timeout: 30_000 });
      if (!/^v2[4-9]|^v[3-9]\d/.test(spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).stdout)) expect(run.stderr.trim()).toMatch(/^Sidetable needs Node 24 or newer/);
    }
  });

  it('a missing Chromium for the end-to-end tests is named with what to install', () => {
    expect(chromiumProblem('/nowhere/chromium')).toMatch(/^The end-to-end tests drive a Chromium browser, and there is none at \/nowhere\/chromium\. On Debian or Ubuntu install it with `sudo apt-get install chromium`/);
  });
});
