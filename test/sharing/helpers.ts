import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import type { IpcResult, SharingStatus } from '../../shared/ipc';
import { WEBSOCKET_PATH, type WireEvent, type WireReply } from '../../shared/ipc';
import { testHost } from '../helpers/host';

/** A stand-in for the built pages: sharing serves whatever renderer folder it is given. */
export function rendererFolder(dir: string): string {
  const folder = path.join(dir, 'renderer');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Sidetable</title>');
  return folder;
}

export type SharingHost = ReturnType<typeof testHost>;

export function sharingHost(dataDir: string): SharingHost {
  return testHost(dataDir, undefined, { rendererDir: rendererFolder(dataDir) });
}

export async function status(host: SharingHost, method: string, payload: unknown = {}): Promise<SharingStatus> {
  const result = (await host.dispatch(method, payload)) as IpcResult<SharingStatus>;
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** What a phone's page does with the code: POST /pair. */
export async function pair(url: string, code: string, init: { origin?: string; host?: string } = {}): Promise<{ status: number; body: { ok: boolean; token?: string; role?: string; message?: string } }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.origin) headers['Origin'] = init.origin;
  const response = await fetch(new URL('/pair', url), { method: 'POST', headers, body: JSON.stringify({ code, name: 'Test phone' }) });
  return { status: response.status, body: (await response.json()) as never };
}

/** A paired device's socket: calls with replies, and the events it hears. */
export class DeviceSocket {
  readonly events: WireEvent[] = [];
  private readonly eventWaiters: { name: string; resolve: () => void }[] = [];
  private nextId = 1;
  private readonly waiting = new Map<number, (result: IpcResult<unknown>) => void>();
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as WireReply | WireEvent;
      if (frame.kind === 'reply') this.waiting.get(frame.id)?.(frame.result);
      else {
        this.events.push(frame);
        for (const waiter of this.eventWaiters.splice(0)) {
          if (waiter.name === frame.event) waiter.resolve();
          else this.eventWaiters.push(waiter);
        }
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static open(url: string, token: string, origin = new URL(url).origin): Promise<DeviceSocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws').replace(/\/$/, '')}${WEBSOCKET_PATH}?token=${encodeURIComponent(token)}`, { headers: { Origin: origin } });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new DeviceSocket(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** The next event of this name to arrive. */
  nextEvent(name: string): Promise<void> {
    return new Promise((resolve) => this.eventWaiters.push({ name, resolve }));
  }

  call(method: string, payload: unknown): Promise<IpcResult<unknown>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.ws.send(JSON.stringify({ kind: 'call', id, method, payload }));
    });
  }

  close(): void {
    this.ws.close();
  }
}
