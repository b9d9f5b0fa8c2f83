import { afterEach, describe, expect, it } from 'vitest';
import { browserTransport, takeRunToken, type TokenPage } from '../../renderer/src/lib/transport';
import type { IpcResult } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { wireServer } from '../helpers/host-browser';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/** A page as a browser tab has it: its address, its history and this tab's session storage. */
function tab(address: string): TokenPage & { address(): string; entries: string[] } {
  const url = new URL(address);
  const stored = new Map<string, string>();
  const entries = [url.pathname + url.search + url.hash];
  const page = {
    location: { search: url.search, pathname: url.pathname, hash: url.hash },
    history: {
      state: null,
      replaceState(_state: unknown, _unused: string, next: string) {
        const replaced = new URL(next, url);
        entries[entries.length - 1] = next;
        page.location = { search: replaced.search, pathname: replaced.pathname, hash: replaced.hash };
      },
    },
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    address: () => page.location.pathname + page.location.search + page.location.hash,
    entries,
  };
  return page;
}

describe('the token stays out of the address bar and the history (issue 19)', () => {
  it('the page takes the token from the address, replaces the history entry without it, and keeps the rest of the address', () => {
    const page = tab('http://127.0.0.1:4000/?token=s3cret&lang=en#/games');
    expect(takeRunToken(page)).toBe('s3cret');
    expect(page.address()).toBe('/?lang=en#/games');
    expect(page.entries).toEqual(['/?lang=en#/games']);
    expect(page.entries.join(' ')).not.toContain('s3cret');
  });

  it('a reload of the tab (no token in the address any more) finds it in this tab’s session storage', () => {
    const page = tab('http://127.0.0.1:4000/?token=s3cret');
    takeRunToken(page);
    expect(page.address()).toBe('/');
    expect(takeRunToken(page)).toBe('s3cret');
  });

  it('a tab opened without a token has none to give', () => {
    expect(takeRunToken(tab('http://127.0.0.1:4000/#/games'))).toBe('');
  });
});

describe('the renderer never sends a frame over the cap (issue 19 · frame caps and the contract agree)', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a call larger than WIRE_MAX_CALL_BYTES is refused in words at once, and the socket goes on', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    cleanups.push(() => host.close());
    const server = await wireServer(host, dir);
    cleanups.push(() => server.close());
    const transport = browserTransport({ protocol: 'http:', host: `127.0.0.1:${server.port}`, search: '' }, server.token);
    cleanups.push(() => transport.close());

    const tooLarge = (await transport.invoke('games.create', { name: 'é'.repeat(3 * 1024 * 1024), system: 'armada' })) as IpcResult<unknown>;
    expect(tooLarge).toEqual({
      ok: false,
      error: { code: 'too_large', message: 'Nothing was changed: this is too large to send to Sidetable in one go (6 MB; the most is 4 MB). Send it in smaller parts.' },
    });
    expect(await transport.invoke('games.list', {})).toEqual({ ok: true, value: [] });
  });
});
