import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../electron/main/host/host';
import { tokenHash } from '../../electron/main/sharing/devices-repo';
import { CODE_LIFETIME_MS, FIRST_WAIT_MS, FREE_WRONG_TRIES, LONGEST_WAIT_MS, PairingCodes } from '../../electron/main/sharing/pairing-codes';
import type { GameView } from '../../shared/ipc';
import { armadaCoreSetGame, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { DeviceSocket, pair, sharingHost, status } from './helpers';

const tempDir = useTempDirs();

/** Sharing on this computer's loopback at any free port (a test machine has no LAN to rely on). */
async function sharedHost(dir = tempDir()) {
  const host = sharingHost(dir);
  const shared = await status(host, 'sharing.start', { address: '127.0.0.1', port: 0 });
  return { host, dir, url: shared.url!, ask: ((method, payload) => host.dispatch(method, payload)) as Ask };
}

async function pairedDevice(host: ReturnType<typeof sharingHost>, url: string, role: 'control' | 'view') {
  const { code } = (await status(host, 'sharing.newCode', { role })).code!;
  const paired = await pair(url, code);
  expect(paired.status).toBe(200);
  return { token: paired.body.token!, socket: await DeviceSocket.open(url, paired.body.token!) };
}

describe('issue 18 · show the table on a phone or tablet: pairing', () => {
  it('nothing listens on the network until the player turns sharing on', async () => {
    const host = sharingHost(tempDir());
    try {
      const off = await status(host, 'sharing.status');
      expect(off).toMatchObject({ on: false, url: null, code: null, devices: [] });
      expect(off.addresses.map((a) => a.address)).toEqual(expect.arrayContaining(['all', '127.0.0.1']));
      expect(await host.dispatch('sharing.newCode', { role: 'view' })).toMatchObject({ ok: false, error: { code: 'not_sharing' } });
    } finally {
      host.close();
    }
  });

  it('the right code in time pairs once and gives a 256-bit token; wrong, reused and expired codes are refused in words', async () => {
    const { host, url } = await sharedHost();
    try {
      const { code } = (await status(host, 'sharing.newCode', { role: 'view' })).code!;
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await pair(url, code === '000000' ? '111111' : '000000');
      expect(wrong).toMatchObject({ status: 401, body: { ok: false } });
      expect(wrong.body.message).toMatch(/not the one on the computer/);
      const right = await pair(url, code);
      expect(right).toMatchObject({ status: 200, body: { ok: true, role: 'view' } });
      expect(Buffer.from(right.body.token!, 'base64url').length).toBe(32);
      // Single use: the same code again pairs nothing.
      expect((await pair(url, code)).status).toBe(401);
      // Expired: a code older than its lifetime.
      const second = (await status(host, 'sharing.newCode', { role: 'control' })).code!;
      host.advance(CODE_LIFETIME_MS + 1);
      const late = await pair(url, second.code);
      expect(late).toMatchObject({ status: 410 });
      expect(late.body.message).toMatch(/expired/);
      expect((await status(host, 'sharing.status')).devices).toHaveLength(1);
    } finally {
      host.close();
    }
  });

  it(`Issue 39 · Pairing: ${FREE_WRONG_TRIES} wrong codes make that address wait (doubling each time), never void the code: after the wait the right code still pairs`, async () => {
    const { host, url } = await sharedHost();
    try {
      const { code } = (await status(host, 'sharing.newCode', { role: 'control' })).code!;
      const other = code === '123456' ? '654321' : '123456';
      const answers: number[] = [];
      for (let i = 0; i < FREE_WRONG_TRIES + 1; i++) answers.push((await pair(url, other)).status);
      expect(answers).toEqual([...Array.from({ length: FREE_WRONG_TRIES }, () => 401), 429]);
      const waiting = await pair(url, code);
      expect(waiting.status).toBe(429);
      expect(waiting.body.message).toMatch(/^Too many wrong codes from this device: wait \d+ seconds?, then type the code shown on the computer\.$/);
      host.advance(FIRST_WAIT_MS);
      expect(await pair(url, code)).toMatchObject({ status: 200, body: { ok: true, role: 'control' } });
      expect((await status(host, 'sharing.status')).devices).toHaveLength(1);
    } finally {
      host.close();
    }
  });

  it('Issue 39 · Pairing: a guesser on the network slows only itself; the owner’s device pairs with the code at once; the code stays single use and expires', () => {
    let now = 0;
    const codes = new PairingCodes(() => now, () => '424242');
    codes.issue('view');
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 60; i++) {
      const tried = codes.attempt(String(100000 + i), '192.168.1.66');
      expect(tried.ok).toBe(false);
      if (tried.ok) continue;
      // The owner makes a new code whenever one runs out: the guesser's wait goes on across codes.
      if (tried.reason === 'expired' || tried.reason === 'no_code') codes.issue('view');
      waits.push(tried.waitMs);
      now += tried.waitMs ?? 0;
    }
    // Each slowed try doubles the wait, up to the longest.
    const slowed = waits.filter((wait): wait is number => wait !== undefined);
    expect(slowed[0]).toBe(FIRST_WAIT_MS);
    for (const [n, wait] of slowed.entries()) if (n > 0) expect(wait).toBe(Math.min(LONGEST_WAIT_MS, slowed[n - 1]! * 2));
    expect(Math.max(...slowed)).toBe(LONGEST_WAIT_MS);
    // The code expired meanwhile (40 tries took longer than its life): a new one, and the owner's device pairs first try.
    codes.issue('view');
    expect(codes.attempt('424242', '192.168.1.20')).toEqual({ ok: true, role: 'view' });
    expect(codes.attempt('424242', '192.168.1.20')).toMatchObject({ ok: false, reason: 'no_code' });
    codes.issue('control');
    now += CODE_LIFETIME_MS;
    expect(codes.attempt('424242', '192.168.1.20')).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('a device token is stored only as its hash', async () => {
    const { host, url, dir } = await sharedHost();
    try {
      const { token, socket } = await pairedDevice(host, url, 'view');
      socket.close();
      const db = new Database(path.join(dir, DATABASE_FILE_NAME), { readonly: true });
      try {
        const rows = db.prepare('SELECT * FROM paired_devices').all() as Record<string, unknown>[];
        expect(rows).toHaveLength(1);
        expect(rows[0]!['token_hash']).toBe(tokenHash(token));
        expect(JSON.stringify(rows)).not.toContain(token);
      } finally {
        db.close();
      }
    } finally {
      host.close();
    }
  });
});

describe('issue 18 · roles, revocation, and the addresses a page may come from', () => {
  it('a view device sees the table but its command is refused and writes nothing; a control device plays', async () => {
    const { host, url, ask } = await sharedHost();
    try {
      const { game, view } = await armadaCoreSetGame(ask, 'Shared');
      const viewer = await pairedDevice(host, url, 'view');
      const player = await pairedDevice(host, url, 'control');
      expect(await viewer.socket.call('app.info', {})).toMatchObject({ ok: true, value: { device: { name: 'Test phone', role: 'view' } } });
      expect(await viewer.socket.call('game.view', { gameId: game.id })).toMatchObject({ ok: true, value: { seq: view.seq } });
      // Issue 39: the role is checked before the payload: a view device's malformed command is refused for its role, not its shape.
      expect(await viewer.socket.call('game.command', { nonsense: 'x'.repeat(10_000) })).toMatchObject({ ok: false, error: { code: 'view_only' } });
      expect(await viewer.socket.call('game.story', { gameId: game.id })).toMatchObject({ ok: true });
      const refused = await viewer.socket.call('game.command', { gameId: game.id, command: { type: 'nextPhase' } });
      expect(refused).toMatchObject({ ok: false, error: { code: 'view_only' } });
      if (!refused.ok) expect(refused.error.message).toMatch(/view the table/);
      expect((await value<GameView>(ask, 'game.view', { gameId: game.id })).seq).toBe(view.seq);
      // The control device plays, and the viewer hears of it.
      expect(await player.socket.call('game.command', { gameId: game.id, command: { type: 'nextPhase' } })).toMatchObject({ ok: true });
      expect((await value<GameView>(ask, 'game.view', { gameId: game.id })).seq).toBe(view.seq + 1);
      await expect.poll(() => viewer.socket.events.some((event) => event.event === 'game.changed')).toBe(true);
      // Neither may pair others or read files on the computer; neither hears pairing news.
      expect(await player.socket.call('sharing.newCode', { role: 'control' })).toMatchObject({ ok: false, error: { code: 'owner_only' } });
      expect(await player.socket.call('cards.import', { path: '/etc' })).toMatchObject({ ok: false, error: { code: 'owner_only' } });
      expect([...viewer.socket.events, ...player.socket.events].some((event) => event.event.startsWith('sharing.'))).toBe(false);
      viewer.socket.close();
      player.socket.close();
    } finally {
      host.close();
    }
  });

  it('revoking a device closes its connection now, and its token opens nothing after', async () => {
    const { host, url } = await sharedHost();
    try {
      const device = await pairedDevice(host, url, 'control');
      await expect.poll(async () => (await status(host, 'sharing.status')).devices[0]?.connected).toBe(true);
      const [listed] = (await status(host, 'sharing.status')).devices;
      await status(host, 'sharing.revoke', { deviceId: listed!.id });
      expect(await device.socket.closed).toBe(4001);
      await expect(DeviceSocket.open(url, device.token)).rejects.toThrow(/401/);
      expect((await status(host, 'sharing.status')).devices).toEqual([]);
    } finally {
      host.close();
    }
  });

  it('Issue 39 · Revoke: a device whose socket ignores the close frame sends 5 commands after its removal: none is applied, and its socket is destroyed', async () => {
    const { host, url, ask } = await sharedHost();
    try {
      const { game } = await armadaCoreSetGame(ask, 'Revoked');
      const device = await pairedDevice(host, url, 'control');
      const lose = { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 };
      expect(await device.socket.call('game.command', { gameId: game.id, command: lose })).toMatchObject({ ok: true });
      const logged = async () => (await value<{ commands: unknown[] }>(ask, 'game.export', { gameId: game.id })).commands.length;
      const before = await logged();
      // The device stops reading: it never sees the close frame, so it never answers it, and goes on sending.
      const raw = (device.socket.ws as unknown as { _socket: import('node:net').Socket })._socket;
      raw.pause();
      const [listed] = (await status(host, 'sharing.revoke', { deviceId: (await status(host, 'sharing.status')).devices[0]!.id })).devices;
      expect(listed).toBeUndefined();
      for (let i = 0; i < 5; i++) device.socket.ws.send(JSON.stringify({ kind: 'call', id: 100 + i, method: 'game.command', payload: { gameId: game.id, command: i % 2 ? lose : { ...lose, type: 'recoverShields' } } }));
      raw.resume();
      await device.socket.closed;
      expect(await logged()).toBe(before);
    } finally {
      host.close();
    }
  });

  it('another site’s page, or a name that is not this computer’s address (DNS rebinding), is refused', async () => {
    const { host, url } = await sharedHost();
    try {
      const device = await pairedDevice(host, url, 'control');
      device.socket.close();
      await expect(DeviceSocket.open(url, device.token, 'http://evil.example')).rejects.toThrow(/401/);
      const { code } = (await status(host, 'sharing.newCode', { role: 'view' })).code!;
      expect((await pair(url, code, { origin: 'http://evil.example' })).status).toBe(403);
      const port = new URL(url).port;
      const rebound = await new Promise<number>((resolve, reject) => {
        import('node:http').then(({ request }) =>
          request({ host: '127.0.0.1', port, path: '/', headers: { Host: `evil.example:${port}` } }, (res) => resolve(res.statusCode ?? 0)).on('error', reject).end(),
        );
      });
      expect(rebound).toBe(421);
      // The browser-mode key of this computer's own page is not a device token.
      await expect(DeviceSocket.open(url, 'not-a-device-token')).rejects.toThrow(/401/);
    } finally {
      host.close();
    }
  });

  it('stopping closes every device connection; after a restart of the host, sharing resumes at the same address and a paired device gets back in', async () => {
    const dir = tempDir();
    const first = await sharedHost(dir);
    const device = await pairedDevice(first.host, first.url, 'view');
    await status(first.host, 'sharing.stop');
    expect(await device.socket.closed).toBeGreaterThan(0);
    const restarted = await status(first.host, 'sharing.start', {});
    expect(restarted.url).toBe(first.url);
    first.host.close();

    const again = sharingHost(dir);
    try {
      await expect.poll(async () => (await status(again, 'sharing.status')).on).toBe(true);
      expect((await status(again, 'sharing.status')).url).toBe(first.url);
      const back = await DeviceSocket.open(first.url, device.token);
      expect(await back.call('games.list', {})).toMatchObject({ ok: true });
      back.close();
    } finally {
      again.close();
    }
  });
});
