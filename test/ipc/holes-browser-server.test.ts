import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WIRE_MAX_CALL_BYTES, type WireReply } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { startBrowserServer } from '../../electron/main/browser/server';

// Issue 19 · the attack on browser mode: nothing a client on this machine sends, with or without
// the run's token, may end the server. The server runs in its own process, as `npm run serve` does,
// so a crash shows as the process ending.

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

interface Served {
  child: ChildProcess;
  port: number;
  token: string;
  exited: Promise<number | null>;
}

async function serveInChild(dataDir: string): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'test/electron/browser-mode-process.ts'), dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const first = await readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
  if (first.done) throw new Error('browser mode ended before it listened');
  const { port, token } = JSON.parse(first.value) as { port: number; token: string };
  return { child, port, token, exited };
}

const alive = (served: Served) => served.child.exitCode === null && served.child.signalCode === null;

/** A real call over a fresh, well-behaved socket: the server still serves others. */
async function stillServes(served: Served): Promise<boolean> {
  const ws = new WebSocket(`ws://127.0.0.1:${served.port}/ws?token=${encodeURIComponent(served.token)}`);
  try {
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ kind: 'call', id: 1, method: 'app.info', payload: {} }));
    const reply = await new Promise<WireReply>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()) as WireReply)));
    return reply.id === 1 && reply.result.ok;
  } finally {
    ws.terminate();
  }
}

/** A raw TCP connection to the server, collecting every byte it is sent. */
async function rawSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, ended };
}

const upgradeRequest = (target: string, port: number, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`;

/** One WebSocket frame as RFC 6455 lays it out; a client's frames are masked unless told otherwise. */
function wsFrame(opcode: number, payload: Buffer, flags: { fin?: boolean; rsv1?: boolean; masked?: boolean; claimedLength?: number; zeroMask?: boolean } = {}): Buffer {
  const { fin = true, rsv1 = false, masked = true } = flags;
  const length = flags.claimedLength ?? payload.length;
  const head = [(fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode];
  const maskBit = masked ? 0x80 : 0;
  let lengthBytes: Buffer;
  if (length < 126) lengthBytes = Buffer.from([maskBit | length]);
  else if (length < 65536) lengthBytes = Buffer.from([maskBit | 126, length >> 8, length & 0xff]);
  else {
    lengthBytes = Buffer.alloc(9);
    lengthBytes[0] = maskBit | 127;
    lengthBytes.writeBigUInt64BE(BigInt(length), 1);
  }
  if (!masked) return Buffer.concat([Buffer.from(head), lengthBytes, payload]);
  // A zero mask leaves the bytes as they are: quick for the megabytes the slow-reader test sends.
  const mask = flags.zeroMask ? Buffer.alloc(4) : randomBytes(4);
  const body = flags.zeroMask ? payload : Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([Buffer.from(head), lengthBytes, mask, body]);
}

/** Opens a WebSocket with the token over a raw socket, so the test can then write any bytes at all. */
async function rawWebSocket(served: Pick<Served, 'port' | 'token'>) {
  const raw = await rawSocket(served.port);
  raw.socket.write(upgradeRequest(`/ws?token=${encodeURIComponent(served.token)}`, served.port));
  while (!raw.received().includes('\r\n\r\n')) await new Promise((resolve) => raw.socket.once('data', resolve));
  const head = raw.received().toString('latin1');
  expect(head).toMatch(/^HTTP\/1\.1 101/);
  const afterHead = raw.received().indexOf('\r\n\r\n') + 4;
  return {
    ...raw,
    /** The close code in the server's close frame, once the server has closed the socket. */
    async closeCode(): Promise<number | null> {
      await raw.ended;
      const frames = raw.received().subarray(afterHead);
      for (let at = 0; at + 1 < frames.length; ) {
        const opcode = (frames[at] ?? 0) & 0x0f;
        let length = (frames[at + 1] ?? 0) & 0x7f;
        let start = at + 2;
        if (length === 126) {
          length = frames.readUInt16BE(start);
          start += 2;
        } else if (length === 127) {
          length = Number(frames.readBigUInt64BE(start));
          start += 8;
        }
        if (opcode === 0x8) return length >= 2 ? frames.readUInt16BE(start) : null;
        at = start + length;
      }
      return null;
    },
  };
}

describe('browser mode survives what an attack sends (issue 19)', () => {
  let served: Served;
  // One server for the whole file (the temp-dir helper empties its dirs after each test).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-holes-'));
  beforeAll(async () => {
    served = await serveInChild(dataDir);
  }, 20_000);
  afterAll(async () => {
    if (alive(served)) {
      served.child.kill('SIGKILL');
      await served.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('crashes without a token', () => {
    it('a malformed request target on the upgrade (GET http://[) is refused, and the server goes on', async () => {
      const raw = await rawSocket(served.port);
      raw.socket.write(upgradeRequest('http://[', served.port));
      await raw.ended;
      expect(raw.received().toString('latin1')).toMatch(/^HTTP\/1\.1 400/);
      expect(alive(served)).toBe(true);
      expect(await stillServes(served)).toBe(true);
    });

    it('a refused upgrade followed by a TCP reset does not end the server (ECONNRESET)', async () => {
      for (let i = 0; i < 20; i++) {
        const raw = await rawSocket(served.port);
        raw.socket.write(upgradeRequest('/ws?token=wrong', served.port));
        raw.socket.resetAndDestroy();
      }
      expect(await stillServes(served)).toBe(true);
      expect(alive(served)).toBe(true);
    });
  });

  describe('crashes with the token: each WebSocket protocol error closes that socket with its code, and only that socket', () => {
    const violations: { name: string; bytes: () => Buffer; code: number }[] = [
      { name: 'a frame over the hard cap (1009)', bytes: () => wsFrame(0x1, Buffer.alloc(0), { claimedLength: 64 * WIRE_MAX_CALL_BYTES }), code: 1009 },
      { name: 'invalid UTF-8 in a text frame (1007)', bytes: () => wsFrame(0x1, Buffer.from([0xc3, 0x28, 0xff])), code: 1007 },
      { name: 'RSV1 set with no extension agreed (1002)', bytes: () => wsFrame(0x1, Buffer.from('{}'), { rsv1: true }), code: 1002 },
      { name: 'a reserved opcode (1002)', bytes: () => wsFrame(0x3, Buffer.from('x')), code: 1002 },
      { name: 'an unmasked client frame (1002)', bytes: () => wsFrame(0x1, Buffer.from('{}'), { masked: false }), code: 1002 },
      { name: 'close code 999 (1002)', bytes: () => wsFrame(0x8, Buffer.from([0x03, 0xe7])), code: 1002 },
      { name: 'a ping longer than 125 bytes (1002)', bytes: () => wsFrame(0x9, Buffer.alloc(200, 1)), code: 1002 },
      { name: 'a fragmented ping (1002)', bytes: () => wsFrame(0x9, Buffer.from('hi'), { fin: false }), code: 1002 },
      { name: 'a stray continuation frame (1002)', bytes: () => wsFrame(0x0, Buffer.from('more')), code: 1002 },
    ];
    for (const violation of violations) {
      it(violation.name, async () => {
        const bystander = new WebSocket(`ws://127.0.0.1:${served.port}/ws?token=${encodeURIComponent(served.token)}`);
        await new Promise((resolve) => bystander.once('open', resolve));
        const attacker = await rawWebSocket(served);
        attacker.socket.write(violation.bytes());
        expect(await attacker.closeCode()).toBe(violation.code);
        expect(alive(served)).toBe(true);
        expect(bystander.readyState).toBe(WebSocket.OPEN);
        bystander.terminate();
        expect(await stillServes(served)).toBe(true);
      });
    }
  });

  it('a call over the frame cap is answered in words, with its id, and nothing is changed', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${served.port}/ws?token=${encodeURIComponent(served.token)}`);
    await new Promise((resolve) => ws.once('open', resolve));
    const name = 'x'.repeat(5 * 1024 * 1024);
    ws.send(JSON.stringify({ kind: 'call', id: 7, method: 'games.create', payload: { name, system: 'armada' } }));
    const reply = await new Promise<WireReply>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()) as WireReply)));
    expect(reply.id).toBe(7);
    expect(reply.result).toMatchObject({ ok: false, error: { code: 'too_large' } });
    expect(!reply.result.ok && reply.result.error.message).toMatch(/^Nothing was changed: this is too large to send to Sidetable in one go \(5 MB; the most is 4 MB\)/);
    ws.send(JSON.stringify({ kind: 'call', id: 8, method: 'games.list', payload: {} }));
    const list = await new Promise<WireReply>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()) as WireReply)));
    expect(list).toMatchObject({ id: 8, result: { ok: true, value: [] } });
    ws.terminate();
  });

  describe('HTTP ignored the Host header (DNS rebinding)', () => {
    const get = (port: number, host: string) =>
      new Promise<number>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/', headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });

    it('a page request naming another host is refused (421); our own address, by number or as localhost, is served', async () => {
      expect(await get(served.port, `rebound.example:${served.port}`)).toBe(421);
      expect(await get(served.port, `127.0.0.1:${served.port + 1}`)).toBe(421);
      expect(await get(served.port, `127.0.0.1:${served.port}`)).toBe(200);
      expect(await get(served.port, `localhost:${served.port}`)).toBe(200);
    });

    it('a socket upgrade naming another host is refused even with the token', async () => {
      const raw = await rawSocket(served.port);
      raw.socket.write(upgradeRequest(`/ws?token=${encodeURIComponent(served.token)}`, served.port).replace(`Host: 127.0.0.1:${served.port}`, `Host: rebound.example:${served.port}`));
      await raw.ended;
      expect(raw.received().toString('latin1')).toMatch(/^HTTP\/1\.1 421/);
    });
  });

  it('SIGTERM stops browser mode even while a refused socket, a half-sent request and an open socket stay connected', async () => {
    const refused = await rawSocket(served.port);
    refused.socket.write(upgradeRequest('/ws?token=wrong', served.port));
    const halfSent = await rawSocket(served.port);
    halfSent.socket.write(upgradeRequest('/ws?token=wrong', served.port).replace(/\r\n\r\n$/, '\r\n'));
    const open = new WebSocket(`ws://127.0.0.1:${served.port}/ws?token=${encodeURIComponent(served.token)}`);
    open.on('error', () => {});
    await new Promise((resolve) => open.once('open', resolve));
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    open.terminate();
    refused.socket.destroy();
    halfSent.socket.destroy();
  }, 10_000);
});

describe('a client that stops reading is dropped before the host holds its replies without end', () => {
  it('replies pile up past the cap for a socket that never reads: that socket is closed, the server serves others', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-holes-'));
    const host = testHost(dir);
    const rendererDir = path.join(dir, 'renderer-stub');
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    const server = await startBrowserServer({ host, rendererDir, maxUnreadBytes: 64 * 1024 });
    try {
      const reader = await rawWebSocket(server);
      reader.socket.pause();
      let closed = false;
      reader.socket.once('close', () => (closed = true));
      // A thousand small calls a write; their replies wait in the kernel's buffers, then in the server's.
      const frame = wsFrame(0x1, Buffer.from(JSON.stringify({ kind: 'call', id: 1, method: 'app.info', payload: {} })));
      const batch = Buffer.concat(Array.from({ length: 1000 }, () => frame));
      // Each write completes once the server has taken it in; after the server drops the socket, a write fails.
      for (let sent = 0; sent < 200 && !closed; sent++) await new Promise((resolve) => reader.socket.write(batch, resolve));
      await reader.ended;
      expect(closed).toBe(true);
      const other = await rawWebSocket(server);
      expect(other.received().toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
      other.socket.destroy();
    } finally {
      await server.close();
      host.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});


describe('issue 27 · the page’s files: from memory, and only content-named ones kept by the browser', () => {
  it('a built script is served whole and may be kept for good; the page and unnamed files are never kept; a missing file is 404', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-files-'));
    const host = testHost(dir);
    const rendererDir = path.join(dir, 'renderer-stub');
    fs.mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Sidetable</title>');
    fs.writeFileSync(path.join(rendererDir, 'assets', 'index-CfraoR96.js'), 'export const one = 1;');
    fs.writeFileSync(path.join(rendererDir, 'icon.svg'), '<svg/>');
    const server = await startBrowserServer({ host, rendererDir });
    const get = (urlPath: string, method = 'GET') =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: server.port, path: urlPath, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const script = await get('/assets/index-CfraoR96.js');
      expect(script).toMatchObject({ status: 200, body: 'export const one = 1;' });
      expect(script.headers['cache-control']).toContain('immutable');
      expect(script.headers['content-length']).toBe(String('export const one = 1;'.length));
      for (const never of ['/', '/?token=x', '/icon.svg']) expect((await get(never)).headers['cache-control'], never).toBe('no-store');
      const head = await get('/assets/index-CfraoR96.js', 'HEAD');
      expect(head).toMatchObject({ status: 200, body: '' });
      // A rebuild while serving: the page is read again.
      fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Sidetable, rebuilt</title>');
      expect((await get('/')).body).toContain('rebuilt');
      fs.rmSync(path.join(rendererDir, 'icon.svg'));
      expect((await get('/icon.svg')).status).toBe(404);
    } finally {
      await server.close();
      host.close();
    }
  });
});
