import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Figures } from './figures';
import { Client, sleep, startServedHost, type ServedHost } from './served-host';

const SECTION = 'WebSocket protocol violations';
const FRAME_CAP = 4 * 1024 * 1024;

interface FrameSpec {
  fin?: boolean;
  rsv1?: boolean;
  opcode: number;
  payload: Buffer;
  masked?: boolean;
}

/** One WebSocket frame as RFC 6455 lays it out, masked as a client must (unless told not to). */
function frame({ fin = true, rsv1 = false, opcode, payload, masked = true }: FrameSpec): Buffer {
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const head = Buffer.alloc(2 + lengthBytes + (masked ? 4 : 0));
  head[0] = (fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode;
  head[1] = (masked ? 0x80 : 0) | (length < 126 ? length : length < 65536 ? 126 : 127);
  if (lengthBytes === 2) head.writeUInt16BE(length, 2);
  if (lengthBytes === 8) head.writeBigUInt64BE(BigInt(length), 2);
  if (!masked) return Buffer.concat([head, payload]);
  const mask = randomBytes(4);
  mask.copy(head, 2 + lengthBytes);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i]! ^= mask[i % 4]!;
  return Buffer.concat([head, body]);
}

const text = (s: string) => Buffer.from(s, 'utf8');
const closePayload = (code: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(code);
  return b;
};

/** A TCP connection to the host that has done the upgrade with the token: raw frames from here on. */
function upgraded(host: ServedHost): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(host.port, '127.0.0.1');
    socket.on('error', () => {});
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (head.startsWith('HTTP/1.1 101')) resolve(socket);
      else reject(new Error(`the upgrade was refused: ${head.split('\r\n')[0]}`));
    };
    socket.on('data', onData);
    socket.once('connect', () => {
      socket.write(
        `GET /ws?token=${encodeURIComponent(host.token)} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    setTimeout(() => reject(new Error('the upgrade got no answer')), 10_000);
  });
}

/** Raw bytes on a fresh TCP connection (no upgrade), optionally reset instead of closed. */
function rawRequest(host: ServedHost, bytes: string, reset: boolean): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(host.port, '127.0.0.1');
    socket.on('error', () => resolve());
    socket.once('connect', () => {
      socket.write(bytes);
      setTimeout(() => {
        if (reset) socket.resetAndDestroy();
        else socket.destroy();
        resolve();
      }, 150);
    });
  });
}

interface Violation {
  name: string;
  /** Bytes sent after the upgrade, or an attack on the upgrade itself. */
  send: (host: ServedHost) => Promise<{ closedBy: 'host' | 'timeout' | 'n/a'; replied: boolean }>;
}

/** Sends frames on an upgraded socket and waits up to 3 s for the host to close it (as it must). */
const afterUpgrade =
  (...frames: Buffer[]) =>
  async (host: ServedHost) => {
    const socket = await upgraded(host);
    let replied = false;
    socket.on('data', () => (replied = true));
    const closed = new Promise<'host'>((resolve) => socket.once('close', () => resolve('host')));
    for (const f of frames) socket.write(f);
    const closedBy = await Promise.race([closed, sleep(3000).then(() => 'timeout' as const)]);
    socket.destroy();
    return { closedBy, replied };
  };

const call = (method: string) => JSON.stringify({ kind: 'call', id: 1, method, payload: {} });

const violations: Violation[] = [
  { name: `a text frame over the ${FRAME_CAP / 1024 / 1024} MB cap`, send: afterUpgrade(frame({ opcode: 1, payload: Buffer.alloc(FRAME_CAP + 1, 0x20) })) },
  { name: 'a text frame of invalid UTF-8', send: afterUpgrade(frame({ opcode: 1, payload: Buffer.from([0x7b, 0xc3, 0x28, 0xff, 0xfe, 0x7d]) })) },
  { name: 'RSV1 set without an extension', send: afterUpgrade(frame({ opcode: 1, rsv1: true, payload: text(call('app.info')) })) },
  { name: 'a reserved opcode (0x3)', send: afterUpgrade(frame({ opcode: 0x3, payload: text('x') })) },
  { name: 'a reserved control opcode (0xB)', send: afterUpgrade(frame({ opcode: 0xb, payload: text('x') })) },
  { name: 'an unmasked frame from the client', send: afterUpgrade(frame({ opcode: 1, payload: text(call('app.info')), masked: false })) },
  { name: 'close code 999', send: afterUpgrade(frame({ opcode: 8, payload: closePayload(999) })) },
  { name: 'close code 1005 sent on the wire', send: afterUpgrade(frame({ opcode: 8, payload: closePayload(1005) })) },
  { name: 'a close frame of one byte', send: afterUpgrade(frame({ opcode: 8, payload: Buffer.from([3]) })) },
  { name: 'a ping over 125 bytes', send: afterUpgrade(frame({ opcode: 9, payload: Buffer.alloc(126, 1) })) },
  { name: 'a fragmented ping', send: afterUpgrade(frame({ opcode: 9, fin: false, payload: text('p') }), frame({ opcode: 0, payload: text('q') })) },
  { name: 'a stray continuation frame', send: afterUpgrade(frame({ opcode: 0, payload: text('x') })) },
  { name: 'a new text frame inside a fragmented one', send: afterUpgrade(frame({ opcode: 1, fin: false, payload: text('{') }), frame({ opcode: 1, payload: text('}') })) },
  { name: 'fragments adding up past the cap', send: afterUpgrade(frame({ opcode: 1, fin: false, payload: Buffer.alloc(FRAME_CAP / 2 + 1, 0x20) }), frame({ opcode: 0, fin: false, payload: Buffer.alloc(FRAME_CAP / 2 + 1, 0x20) }), frame({ opcode: 0, payload: text(' ') })) },
  { name: 'a 64-bit length with the top bit set', send: afterUpgrade(Buffer.from([0x81, 0xff, 0x80, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4])) },
  {
    name: 'a malformed request target on the upgrade (GET http://[)',
    send: async (host) => {
      await rawRequest(host, `GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`, false);
      return { closedBy: 'n/a', replied: false };
    },
  },
  {
    name: 'a malformed request target over plain HTTP',
    send: async (host) => {
      await rawRequest(host, 'GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', false);
      return { closedBy: 'n/a', replied: false };
    },
  },
  {
    name: 'a refused upgrade (no token) then a TCP reset',
    send: async (host) => {
      await rawRequest(host, `GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`, true);
      return { closedBy: 'n/a', replied: false };
    },
  },
  {
    name: 'a TCP reset in the middle of a frame',
    send: async (host) => {
      const socket = await upgraded(host);
      socket.write(frame({ opcode: 1, payload: Buffer.alloc(100_000, 0x20) }).subarray(0, 5000));
      await sleep(100);
      socket.resetAndDestroy();
      return { closedBy: 'n/a', replied: false };
    },
  },
];

/**
 * Every WebSocket protocol violation (and the upgrade attacks) against the real host, each on its
 * own connection: the host must survive (a fresh client's call is answered within 5 s), and drop
 * the offending connection rather than keep it open.
 */
export async function wsViolations(figures: Figures, workDir: string, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'ws');
  fs.mkdirSync(dataDir, { recursive: true });
  let host = await startServedHost(dataDir);
  let crashes = 0;
  let hangs = 0;
  let keptOpen = 0;
  const answeredAndKept: string[] = [];
  const failures: string[] = [];
  for (const violation of violations) {
    let outcome: Awaited<ReturnType<Violation['send']>> | null = null;
    try {
      outcome = await violation.send(host);
    } catch (error) {
      log(`  ${violation.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await sleep(300);
    let answered = false;
    if (!host.exited()) {
      try {
        const client = await Client.open(host.socketUrl, 5000);
        answered = (await client.call('app.info', {}, 5000)).ok;
        client.close();
      } catch {
        answered = false;
      }
    }
    if (host.exited()) {
      crashes++;
      failures.push(`${violation.name}: the host exited`);
      log(`  ${violation.name}: the host EXITED: ${host.output().trim().split('\n').slice(-3).join(' / ')}`);
    } else if (!answered) {
      hangs++;
      failures.push(`${violation.name}: the host stopped answering`);
      await host.kill('SIGKILL');
    }
    // The host may answer (an oversized call is refused with a reply) or close; silence and an open socket is neither.
    if (outcome?.closedBy === 'timeout' && !outcome.replied) {
      keptOpen++;
      failures.push(`${violation.name}: connection kept open without a word`);
    }
    if (outcome?.closedBy === 'timeout' && outcome.replied) answeredAndKept.push(violation.name);
    if (host.exited()) host = await startServedHost(dataDir);
  }
  // A second host on the folder would be refused while this one lives, so SIGTERM must end it.
  const stopped = await Promise.race([host.kill('SIGTERM').then(() => true), sleep(5000).then(() => false)]);
  if (!stopped) {
    failures.push('SIGTERM did not stop the host within 5 s');
    await host.kill('SIGKILL');
  }
  figures.measure(SECTION, 'violations sent (each on its own connection)', violations.length);
  figures.promise(SECTION, 'crashes', crashes, failures.filter((f) => f.includes('exited')).join('; ') || undefined);
  figures.promise(SECTION, 'hangs (host no longer answers)', hangs);
  figures.measure(SECTION, 'answered with a reply, connection kept', answeredAndKept.length ? answeredAndKept.join('; ') : 'none');
  figures.promise(SECTION, 'offending connections left open without a reply', keptOpen, failures.filter((f) => f.includes('without a word')).join('; ') || undefined);
  figures.promise(SECTION, 'SIGTERM not obeyed within 5 s', stopped ? 0 : 1);
}
