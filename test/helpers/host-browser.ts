import fs from 'node:fs';
import path from 'node:path';
import { startBrowserServer, type BrowserServer } from '../../electron/main/browser/server';
import type { Host } from '../../electron/main/host';

/**
 * Browser mode's real server in front of a real host, for tests of the wire itself: the page it
 * serves is a stub (no build needed), the WebSocket is the real one.
 */
export async function wireServer(host: Host, dir: string, fixed: { port?: number; token?: string } = {}): Promise<BrowserServer> {
  const rendererDir = path.join(dir, 'renderer-stub');
  fs.mkdirSync(rendererDir, { recursive: true });
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>stub</title>');
  return startBrowserServer({ host, rendererDir, ...fixed });
}

export const socketUrl = (server: BrowserServer): string => `ws://127.0.0.1:${server.port}/ws?token=${encodeURIComponent(server.token)}`;
