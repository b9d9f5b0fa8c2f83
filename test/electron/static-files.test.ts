import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../electron/main/pages/content-security-policy';
import { parseServeArgs } from '../../electron/main/browser/cli';
import { defaultUserDataDir } from '../../electron/main/paths';
import { contentTypeOf, FileCache, isBuiltAsset, resolveStaticFile } from '../../electron/main/pages/static-files';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

function site(): string {
  const root = tempDir();
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), '');
  return root;
}

describe('static files (app:// protocol and browser mode)', () => {
  it('issue 27 · a file is read from disk once and kept, and read again once it changes (a rebuild while serving)', () => {
    const root = site();
    const file = path.join(root, 'assets', 'app.js');
    const cache = new FileCache();
    fs.writeFileSync(file, 'one');
    expect(cache.read(file).toString()).toBe('one');
    expect(cache.read(file)).toBe(cache.read(file));
    fs.writeFileSync(file, 'two, longer');
    expect(cache.read(file).toString()).toBe('two, longer');
    fs.rmSync(file);
    expect(() => cache.read(file)).toThrow();
  });

  it('issue 27 · only the build’s content-named files may be kept by a browser; the page itself never', () => {
    for (const kept of ['/assets/index-CfraoR96.js', '/assets/GameScreen-B4OPQWrr.css', '/assets/list-import.svelte-C6B7VdL3.js', '/assets/x-AbCd_-12.js?v=1']) expect(isBuiltAsset(kept), kept).toBe(true);
    for (const never of ['/', '/?token=abc', '/index.html', '/icon.svg', '/assets/app.js', '/assets/../index-CfraoR96.js', '/pair', '/assets/sub/dir-CfraoR96.js']) expect(isBuiltAsset(never), never).toBe(false);
  });

  it('serves files inside the root', () => {
    const root = site();
    expect(resolveStaticFile(root, '/assets/app.js')).toBe(path.join(root, 'assets', 'app.js'));
    expect(resolveStaticFile(root, '/')).toBe(path.join(root, 'index.html'));
  });

  it('never serves a file outside the root', () => {
    const root = site();
    fs.writeFileSync(path.join(path.dirname(root), `${path.basename(root)}-secret.txt`), 'secret');
    for (const attempt of ['/../secret.txt', '/..%2f..%2fetc%2fpasswd', '/assets/../../x.js', `/../${path.basename(root)}-secret.txt`, '/%00', '/%E0%A4%A']) {
      const file = resolveStaticFile(root, attempt);
      expect(file === null || file === path.join(root, 'index.html')).toBe(true);
    }
  });

  it('issue 19 · a symlink under the served folder that leads out of it is not followed', () => {
    const root = site();
    const outside = path.join(tempDir(), 'secret.txt');
    fs.writeFileSync(outside, 'secret');
    fs.symlinkSync(outside, path.join(root, 'assets', 'leak.txt'));
    fs.symlinkSync(path.dirname(outside), path.join(root, 'elsewhere'));
    expect(resolveStaticFile(root, '/assets/leak.txt')).toBeNull();
    expect(resolveStaticFile(root, '/elsewhere/secret.txt')).toBeNull();
  });

  it('a symlink that stays inside the served folder, or a served folder reached through a symlink, still serves', () => {
    const root = site();
    fs.symlinkSync(path.join(root, 'assets', 'app.js'), path.join(root, 'alias.js'));
    expect(resolveStaticFile(root, '/alias.js')).toBe(path.join(root, 'alias.js'));
    const linkedRoot = path.join(tempDir(), 'renderer');
    fs.symlinkSync(root, linkedRoot);
    expect(resolveStaticFile(linkedRoot, '/assets/app.js')).toBe(path.join(linkedRoot, 'assets', 'app.js'));
  });

  it('a missing file with an extension is a 404, not the page', () => {
    expect(resolveStaticFile(site(), '/assets/missing.js')).toBeNull();
  });

  it('sends the right content types', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('a/app.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('a/x.unknown')).toBe('application/octet-stream');
  });

  it("the CSP allows scripts only from 'self'", () => {
    const csp = contentSecurityPolicy(['ws://127.0.0.1:1234']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:1234");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('npm run serve arguments', () => {
  it('defaults to any free port and the per-user data dir', () => {
    expect(parseServeArgs([])).toEqual({ port: 0, share: null, dataDir: null, seed: null });
  });

  it('takes --port and --data-dir, spaced or with =', () => {
    expect(parseServeArgs(['--port', '8123', '--data-dir', '/tmp/x'])).toEqual({ port: 8123, share: null, dataDir: '/tmp/x', seed: null });
    expect(parseServeArgs(['--port=0', '--data-dir=/d'])).toEqual({ port: 0, share: null, dataDir: '/d', seed: null });
  });

  it('issue 18 · --share shows the table on the network, at an address and port when given', () => {
    expect(parseServeArgs(['--share'])).toMatchObject({ share: {} });
    expect(parseServeArgs(['--share=192.168.1.20:47800'])).toMatchObject({ share: { address: '192.168.1.20', port: 47800 } });
    expect(parseServeArgs(['--share=:47801'])).toMatchObject({ share: { port: 47801 } });
    expect(parseServeArgs(['--share=all'])).toMatchObject({ share: { address: 'all' } });
    expect(() => parseServeArgs(['--share=192.168.1.20:80'])).toThrow('--share takes an address and port like 192.168.1.20:47800 (port 1024–65535), not "192.168.1.20:80".');
    expect(() => parseServeArgs(['--share=my-laptop'])).toThrow('--share takes an address and port');
  });

  it('bad arguments get a clear error naming them', () => {
    expect(() => parseServeArgs(['--port', 'eighty'])).toThrow('--port must be a whole number from 0 to 65535, not "eighty".');
    expect(parseServeArgs(['--seed', '2026'])).toMatchObject({ seed: 2026 });
    expect(() => parseServeArgs(['--seed', 'x'])).toThrow('--seed must be a whole number, not "x".');
    expect(() => parseServeArgs(['--port', '70000'])).toThrow('--port must be a whole number');
    expect(() => parseServeArgs(['--data-dir'])).toThrow('--data-dir needs a value.');
    expect(() => parseServeArgs(['--verbose'])).toThrow('Unknown argument "--verbose"');
  });
});

describe('per-user data directory (same as the desktop app)', () => {
  it('follows each platform', () => {
    expect(defaultUserDataDir('linux', {}, '/home/p')).toBe('/home/p/.config/Sidetable');
    expect(defaultUserDataDir('linux', { XDG_CONFIG_HOME: '/xdg' }, '/home/p')).toBe('/xdg/Sidetable');
    expect(defaultUserDataDir('darwin', {}, '/Users/p')).toBe('/Users/p/Library/Application Support/Sidetable');
    expect(defaultUserDataDir('win32', { APPDATA: 'C:\\Users\\p\\AppData\\Roaming' }, 'C:\\Users\\p')).toBe('C:\\Users\\p\\AppData\\Roaming\\Sidetable');
  });
});
