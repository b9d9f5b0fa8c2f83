import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type * as Http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { fail, tooLargeMessage, WEBSOCKET_PATH, WIRE_MAX_CALL_BYTES, type WireCall, type WireEvent, type WireReply } from '../../../shared/ipc';
import { DEVICE_REMOVED_CLOSE_CODE, OWNER_ONLY_METHODS, PAIR_PATH, VIEWER_METHODS, type DeviceRole } from '../../../shared/ipc/sharing';
import { contentSecurityPolicy } from '../pages/content-security-policy';
import type { HostPort } from '../core/host-port';
import type { DeviceGate } from '../sharing/network-server';
import { contentTypeOf, FileCache, isBuiltAsset, resolveStaticFile } from '../pages/static-files';
import { withoutHostPaths } from './device-view';

/**
 * node:http through require: an ES import of it builds the module's ES facade, which reads every
 * export, including the lazy WebSocket and fetch classes that load undici (issue 27: ~50 ms of
 * browser mode's start, profiled; the server never uses them).
 */
const http = createRequire(import.meta.url)('node:http') as typeof Http;

export const BIND_ADDRESS = '127.0.0.1';
/**
 * Frames up to this size are read so that one over WIRE_MAX_CALL_BYTES can still be answered in
 * words, with its call's id; past it the socket is closed unread (1009, "message too big").
 */
const HARD_FRAME_LIMIT = 4 * WIRE_MAX_CALL_BYTES;

/** A client that stops reading is dropped before what waits for it passes this. */
const MAX_UNREAD_BYTES = 16 * 1024 * 1024;

export interface BrowserServerOptions {
  host: HostPort;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 or undefined: any free port. */
  port?: number;
  /** Per-run secret; a fresh random one when omitted. */
  token?: string;
  /** Replies and events held for a client that does not read them, at most (bytes). */
  maxUnreadBytes?: number;
  /** Where it listens: 127.0.0.1 unless the table is shared on the network ('0.0.0.0': every IPv4 address). */
  bindAddress?: string;
  /** Set for the network server of "Show on a phone or tablet": only paired devices' tokens open a socket. */
  devices?: DeviceGate;
}

export interface BrowserServer {
  url: string;
  port: number;
  token: string;
  /** Closes every socket of this device now (it was revoked). */
  disconnectDevice(deviceId: string): void;
  /** Devices with a socket open now. */
  connectedDevices(): Set<string>;
  close(): Promise<void>;
}

/** Who is at the other end of a socket: this computer's own page (the run token), or a paired device. */
type Caller = { kind: 'owner' } | { kind: 'device'; id: string; name: string; role: DeviceRole };

/** Why a device's call is refused before it reaches the host, or null when it may go. */
export function refusalFor(caller: Caller, method: string): { code: string; message: string } | null {
  if (caller.kind === 'owner') return null;
  if (OWNER_ONLY_METHODS.has(method)) {
    return { code: 'owner_only', message: 'Only the computer running Sidetable can do this (pairing devices, importing files from its disk).' };
  }
  if (caller.role === 'view' && !VIEWER_METHODS.has(method)) {
    return { code: 'view_only', message: 'This device is paired to view the table, so it cannot change anything. To play from it, pair it again as a control device.' };
  }
  return null;
}

/** The addresses this server answers to, as Host header values (IP literals and localhost only: no DNS rebinding). */
function hostsFor(bindAddress: string, port: number): string[] {
  const names = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  if (bindAddress === '0.0.0.0') {
    for (const list of Object.values(os.networkInterfaces())) for (const net of list ?? []) if (net.family === 'IPv4') names.add(`${net.address}:${port}`);
  } else names.add(`${bindAddress}:${port}`);
  return [...names];
}

/** How long a removed device's socket has to answer the close before it is destroyed. */
const REVOKED_CLOSE_GRACE_MS = 1_000;

/** Pairing requests are tiny: anything larger is refused unread. */
const MAX_PAIR_BODY = 2048;
/** Pairing tries from one address per minute, right or wrong. */
const PAIR_TRIES_PER_MINUTE = 20;

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function parseCall(data: unknown): WireCall | null {
  if (typeof data !== 'object' || data === null) return null;
  const call = data as Partial<WireCall>;
  if (call.kind !== 'call' || typeof call.id !== 'number' || !Number.isSafeInteger(call.id)) return null;
  return { kind: 'call', id: call.id, method: String(call.method), payload: call.payload };
}

const frameBytes = (raw: RawData): Buffer => (Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw));

/** The id of a call too large to parse, read from its opening bytes (the renderer writes `{"kind":"call","id":N,...`). */
function idFromOpening(frame: Buffer): number {
  const match = /"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(frame.subarray(0, 256).toString('latin1'));
  return match ? Number(match[1]) : -1;
}

/** Answers a refused upgrade and drops the connection: it must not stay open (or hold up shutdown). */
function refuseUpgrade(socket: Duplex, status: string, words: string): void {
  const body = Buffer.from(words);
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\n\r\n${words}`, () =>
    socket.destroy(),
  );
}

/**
 * Browser mode: the built renderer over HTTP and the IPC contract over a WebSocket, on 127.0.0.1
 * (or, for "Show on a phone or tablet", on the network address the player chose, where only paired
 * devices' tokens open a socket and a view device's changes are refused). Requests must name this server as their Host (a page on another site that resolves its name
 * to 127.0.0.1 is refused); a socket must present the run's token and come from this server's page.
 * Nothing a client sends, however malformed, may stop the server: every socket has an error listener.
 */
export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  if (!fs.existsSync(`${options.rendererDir}/index.html`)) {
    throw new Error(`The renderer is not built: ${options.rendererDir}/index.html is missing. Run "npm run build" first.`);
  }
  const bindAddress = options.bindAddress ?? BIND_ADDRESS;
  const devices = options.devices ?? null;
  let port = 0;
  let origin = '';
  /** The Host header values this server answers to: its own addresses, by number or as localhost. */
  const ourHosts = () => hostsFor(bindAddress, port);
  const isOurHost = (hostHeader: string | undefined) => hostHeader !== undefined && ourHosts().includes(hostHeader.toLowerCase());
  const isOurPage = (pageOrigin: string | undefined) => pageOrigin === undefined || ourHosts().some((ours) => pageOrigin.toLowerCase() === `http://${ours}`);
  const pairTries = new Map<string, { since: number; count: number }>();

  /** POST /pair on the network server: { code, name } → { token, role }, or the reason in words. */
  const answerPairing = (req: Http.IncomingMessage, res: Http.ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
    };
    if (!devices) return send(404, { ok: false, message: 'Pairing is not open here.' });
    if (!isOurPage(req.headers.origin)) return send(403, { ok: false, message: 'Pair from the page Sidetable serves, not from another site.' });
    const from = req.socket.remoteAddress ?? 'unknown';
    const now = Date.now();
    const tries = pairTries.get(from);
    const window = tries && now - tries.since < 60_000 ? tries : { since: now, count: 0 };
    window.count++;
    pairTries.set(from, window);
    if (window.count > PAIR_TRIES_PER_MINUTE) return send(429, { ok: false, message: 'Too many pairing tries from this device: wait a minute, then try again.' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAIR_BODY) {
        send(413, { ok: false, message: 'That pairing request is too large.' });
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (size > MAX_PAIR_BODY) return;
      let body: { code?: unknown; name?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return send(400, { ok: false, message: 'Type the code shown on the computer.' });
      }
      const code = typeof body?.code === 'string' ? body.code : '';
      const name = typeof body?.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 60) : 'Phone or tablet';
      const result = devices.pair(code, name, from);
      if (result.ok) send(200, { ok: true, token: result.token, role: result.role });
      else send(result.status, { ok: false, message: result.message });
    });
  };

  const files = new FileCache();
  const server = http.createServer((req, res) => {
    if (!isOurHost(req.headers.host)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(`Sidetable answers only at ${origin}/`);
      return;
    }
    if ((req.url ?? '').split('?')[0] === PAIR_PATH) {
      // GET says whether this server pairs devices (a page without a key asks before showing the code form).
      if (req.method === 'POST') answerPairing(req, res);
      else if (req.method === 'GET' && devices) res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end('{"pairing":true}');
      else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveStaticFile(options.rendererDir, req.url ?? '/');
    let body: Buffer | null = null;
    try {
      body = file ? files.read(file) : null;
    } catch {
      body = null;
    }
    if (!file || !body) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': body.length,
      // The socket is at the address the page was loaded from (validated above as one of ours).
      'Content-Security-Policy': contentSecurityPolicy([`ws://${(req.headers.host ?? '').toLowerCase()}`]),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': isBuiltAsset(req.url ?? '') ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  // Every connection, upgraded or not, so shutdown can end them all rather than wait on a client.
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
  const callers = new WeakMap<WebSocket, Caller>();
  const socketsOf = (deviceId: string) => [...sockets.clients].filter((ws) => {
    const caller = callers.get(ws);
    return caller?.kind === 'device' && caller.id === deviceId;
  });
  server.on('upgrade', (req, socket, head) => {
    // A reset or broken connection is the client's business; without a listener it would end the server.
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      refuseUpgrade(socket, '400 Bad Request', 'The address is not one Sidetable can read.');
      return;
    }
    if (!isOurHost(req.headers.host)) {
      refuseUpgrade(socket, '421 Misdirected Request', `Sidetable answers only at ${origin}/`);
      return;
    }
    const presented = url.searchParams.get('token') ?? '';
    const device = devices ? devices.identify(presented) : null;
    const caller: Caller | null = devices ? (device ? { kind: 'device', ...device } : null) : sameSecret(presented, token) ? { kind: 'owner' } : null;
    if (url.pathname !== WEBSOCKET_PATH || !caller || !isOurPage(req.headers.origin)) {
      const words = devices
        ? 'This device is not paired with Sidetable (or was removed): pair it again with a code from the computer.'
        : 'Open Sidetable from the address browser mode printed: it carries the key for this run.';
      refuseUpgrade(socket, '401 Unauthorized', words);
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      callers.set(ws, caller);
      sockets.emit('connection', ws);
    });
  });

  const maxUnread = options.maxUnreadBytes ?? MAX_UNREAD_BYTES;
  /** Sends, unless the client has stopped reading: then its socket is dropped, not the host's memory. */
  const sendTo = (ws: WebSocket, text: string) => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > maxUnread) ws.terminate();
    else ws.send(text);
  };

  /** The data folder, said whole where it appears in what a device is told (learnt once from app.info). */
  let hostFolders: string[] = [];
  const learnHostFolders = devices
    ? options.host.dispatch('app.info', {}).then((info) => {
        if (info.ok) hostFolders = [(info.value as { dataDir: string }).dataDir].filter(Boolean);
      })
    : Promise.resolve();
  const unsubscribe = options.host.subscribe((message) => {
    const frame: WireEvent = { kind: 'event', ...message } as WireEvent;
    const text = JSON.stringify(frame);
    let deviceText: string | null = null;
    // Pairing news is the owner's: a device never hears of codes or of other devices.
    const ownersOnly = message.event.startsWith('sharing.');
    for (const client of sockets.clients) {
      if (revoked.has(client)) continue;
      const kind = callers.get(client)?.kind ?? 'owner';
      if (kind === 'owner') sendTo(client, text);
      else if (!ownersOnly) sendTo(client, (deviceText ??= JSON.stringify(withoutHostPaths(frame, hostFolders))));
    }
  });

  const reply = (ws: WebSocket, frame: WireReply) => sendTo(ws, JSON.stringify(frame));

  /** Issue 39: sockets of a device removed from Sidetable: nothing they send after is answered, whether or not they answer the close. */
  const revoked = new WeakSet<WebSocket>();

  const answer = async (ws: WebSocket, raw: RawData, isBinary: boolean) => {
    if (revoked.has(ws)) {
      ws.terminate();
      return;
    }
    const frame = frameBytes(raw);
    if (frame.length > WIRE_MAX_CALL_BYTES) {
      reply(ws, { kind: 'reply', id: idFromOpening(frame), result: fail('too_large', tooLargeMessage(frame.length)) });
      return;
    }
    let call: WireCall | null = null;
    try {
      call = isBinary ? null : parseCall(JSON.parse(frame.toString('utf8')));
    } catch {
      call = null;
    }
    if (!call) {
      reply(ws, { kind: 'reply', id: -1, result: fail('bad_frame', 'The message was not a valid call.') });
      return;
    }
    const caller = callers.get(ws) ?? { kind: 'owner' };
    const refusal = refusalFor(caller, call.method);
    if (refusal) {
      reply(ws, { kind: 'reply', id: call.id, result: fail(refusal.code, refusal.message) });
      return;
    }
    let result = await options.host.dispatch(call.method, call.payload);
    // A device's page learns what it is from app.info.
    if (caller.kind === 'device' && call.method === 'app.info' && result.ok) {
      result = { ok: true, value: { ...(result.value as object), device: { name: caller.name, role: caller.role } } };
    }
    // No place on this computer reaches a device: not the data folder, not where card data came from.
    if (caller.kind === 'device') {
      await learnHostFolders;
      result = withoutHostPaths(result, hostFolders) as typeof result;
    }
    reply(ws, { kind: 'reply', id: call.id, result });
  };

  sockets.on('connection', (ws: WebSocket) => {
    const caller = callers.get(ws);
    if (caller?.kind === 'device' && devices) {
      devices.connectionChanged(caller.id, true);
      ws.once('close', () => {
        if (socketsOf(caller.id).every((other) => other === ws || other.readyState !== other.OPEN)) devices.connectionChanged(caller.id, false);
      });
    }
    // A protocol violation (bad UTF-8, a reserved opcode, an unmasked or oversized frame…): ws has
    // already closed this socket with the matching close code; the server and every other socket go on.
    ws.on('error', () => {});
    ws.on('message', (raw, isBinary) => {
      answer(ws, raw, isBinary).catch(() => {
        reply(ws, { kind: 'reply', id: -1, result: fail('internal', 'Sidetable could not answer that message.') });
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, bindAddress, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  origin = `http://${bindAddress === '0.0.0.0' ? BIND_ADDRESS : bindAddress}:${port}`;

  return {
    url: devices ? `${origin}/` : `${origin}/?token=${encodeURIComponent(token)}`,
    port,
    token,
    disconnectDevice(deviceId) {
      for (const ws of socketsOf(deviceId)) {
        revoked.add(ws);
        ws.close(DEVICE_REMOVED_CLOSE_CODE, 'This device was removed from Sidetable.');
        // A socket that ignores the close is destroyed all the same, a moment later (its next frame destroys it at once).
        setTimeout(() => ws.terminate(), REVOKED_CLOSE_GRACE_MS).unref();
      }
    },
    connectedDevices() {
      const ids = new Set<string>();
      for (const ws of sockets.clients) {
        const caller = callers.get(ws);
        if (caller?.kind === 'device' && ws.readyState === ws.OPEN) ids.add(caller.id);
      }
      return ids;
    },
    async close() {
      unsubscribe();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}
