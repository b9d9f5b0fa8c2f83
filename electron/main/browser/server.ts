import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { fail, WEBSOCKET_PATH, type WireCall, type WireEvent, type WireReply } from '../../../shared/ipc';
import { contentSecurityPolicy } from '../content-security-policy';
import type { Host } from '../host';
import { contentTypeOf, resolveStaticFile } from '../static-files';

export const BIND_ADDRESS = '127.0.0.1';
/** Larger frames are refused: no contract request comes near this. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

export interface BrowserServerOptions {
  host: Host;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 or undefined: any free port. */
  port?: number;
  /** Per-run secret; a fresh random one when omitted. */
  token?: string;
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

/**
 * Browser mode: the built renderer over HTTP and the IPC contract over a WebSocket, on 127.0.0.1
 * only. A socket must present the run's token and come from this server's own page.
 */
export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  if (!fs.existsSync(`${options.rendererDir}/index.html`)) {
    throw new Error(`The renderer is not built: ${options.rendererDir}/index.html is missing. Run "npm run build" first.`);
  }
  let origin = '';

  const server = http.createServer((req, res) => {
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
    else fs.createReadStream(file).pipe(res);
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', origin);
    const presented = url.searchParams.get('token') ?? '';
    const fromOurPage = req.headers.origin === undefined || req.headers.origin === origin;
    if (url.pathname !== WEBSOCKET_PATH || !sameSecret(presented, token) || !fromOurPage) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws));
  });

  const unsubscribe = options.host.subscribe((message) => {
    const frame: WireEvent = { kind: 'event', ...message } as WireEvent;
    const text = JSON.stringify(frame);
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(text);
  });

  sockets.on('connection', (ws: WebSocket) => {
    ws.on('message', async (raw) => {
      let call: WireCall | null = null;
      try {
        call = parseCall(JSON.parse(raw.toString()));
      } catch {
        call = null;
      }
      if (!call) {
        ws.send(JSON.stringify({ kind: 'reply', id: -1, result: fail('bad_frame', 'The message was not a valid call.') }));
        return;
      }
      const result = await options.host.dispatch(call.method, call.payload);
      const reply: WireReply = { kind: 'reply', id: call.id, result };
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, BIND_ADDRESS, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${BIND_ADDRESS}:${port}`;

  return {
    url: `${origin}/?token=${encodeURIComponent(token)}`,
    port,
    token,
    async close() {
      unsubscribe();
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
