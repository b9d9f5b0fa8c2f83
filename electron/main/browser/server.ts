import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { fail, tooLargeMessage, WEBSOCKET_PATH, WIRE_MAX_CALL_BYTES, type WireCall, type WireEvent, type WireReply } from '../../../shared/ipc';
import { contentSecurityPolicy } from '../content-security-policy';
import type { Host } from '../host';
import { contentTypeOf, resolveStaticFile } from '../static-files';

export const BIND_ADDRESS = '127.0.0.1';
/**
 * Frames up to this size are read so that one over WIRE_MAX_CALL_BYTES can still be answered in
 * words, with its call's id; past it the socket is closed unread (1009, "message too big").
 */
const HARD_FRAME_LIMIT = 4 * WIRE_MAX_CALL_BYTES;

/** A client that stops reading is dropped before what waits for it passes this. */
const MAX_UNREAD_BYTES = 16 * 1024 * 1024;

export interface BrowserServerOptions {
  host: Host;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 or undefined: any free port. */
  port?: number;
  /** Per-run secret; a fresh random one when omitted. */
  token?: string;
  /** Replies and events held for a client that does not read them, at most (bytes). */
  maxUnreadBytes?: number;
}

export interface BrowserServer {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

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
 * only. Requests must name this server as their Host (a page on another site that resolves its name
 * to 127.0.0.1 is refused); a socket must present the run's token and come from this server's page.
 * Nothing a client sends, however malformed, may stop the server: every socket has an error listener.
 */
export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  if (!fs.existsSync(`${options.rendererDir}/index.html`)) {
    throw new Error(`The renderer is not built: ${options.rendererDir}/index.html is missing. Run "npm run build" first.`);
  }
  let port = 0;
  let origin = '';
  /** The Host header values this server answers to: its own address, by number or as localhost. */
  const ourHosts = () => [`${BIND_ADDRESS}:${port}`, `localhost:${port}`];
  const isOurHost = (hostHeader: string | undefined) => hostHeader !== undefined && ourHosts().includes(hostHeader.toLowerCase());

  const server = http.createServer((req, res) => {
    if (!isOurHost(req.headers.host)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(`Sidetable answers only at ${origin}/`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveStaticFile(options.rendererDir, req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Security-Policy': contentSecurityPolicy([origin.replace(/^http/, 'ws')]),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).on('error', () => res.destroy()).pipe(res);
  });

  // Every connection, upgraded or not, so shutdown can end them all rather than wait on a client.
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });
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
    const pageOrigin = req.headers.origin;
    const fromOurPage = pageOrigin === undefined || ourHosts().some((ours) => pageOrigin.toLowerCase() === `http://${ours}`);
    if (url.pathname !== WEBSOCKET_PATH || !sameSecret(presented, token) || !fromOurPage) {
      refuseUpgrade(socket, '401 Unauthorized', 'Open Sidetable from the address browser mode printed: it carries the key for this run.');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws));
  });

  const maxUnread = options.maxUnreadBytes ?? MAX_UNREAD_BYTES;
  /** Sends, unless the client has stopped reading: then its socket is dropped, not the host's memory. */
  const sendTo = (ws: WebSocket, text: string) => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > maxUnread) ws.terminate();
    else ws.send(text);
  };

  const unsubscribe = options.host.subscribe((message) => {
    const frame: WireEvent = { kind: 'event', ...message } as WireEvent;
    const text = JSON.stringify(frame);
    for (const client of sockets.clients) sendTo(client, text);
  });

  const reply = (ws: WebSocket, frame: WireReply) => sendTo(ws, JSON.stringify(frame));

  const answer = async (ws: WebSocket, raw: RawData, isBinary: boolean) => {
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
    const result = await options.host.dispatch(call.method, call.payload);
    reply(ws, { kind: 'reply', id: call.id, result });
  };

  sockets.on('connection', (ws: WebSocket) => {
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
    server.listen(options.port ?? 0, BIND_ADDRESS, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  origin = `http://${BIND_ADDRESS}:${port}`;

  return {
    url: `${origin}/?token=${encodeURIComponent(token)}`,
    port,
    token,
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
