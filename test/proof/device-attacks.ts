import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { WEBSOCKET_PATH, type IpcResult, type SharingStatus, type WireReply } from '../../shared/ipc';
import { VIEWER_METHODS } from '../../shared/ipc/sharing';
import { sharedData } from '../cards/card-host';
import { methodsTakingHostPaths } from '../sharing/host-path-fields';
import type { Figures } from './figures';
import { Client, must, startServedHost } from './served-host';

const SECTION = 'paired device attacks';

/** A paired device's socket that keeps every frame it is sent, replies and events alike. */
class DeviceTap {
  readonly frames: string[] = [];
  private nextId = 1;
  private readonly waiting = new Map<number, (result: IpcResult<unknown>) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      const frame = JSON.parse(text) as WireReply | { kind: 'event' };
      if (frame.kind === 'reply') this.waiting.get(frame.id)?.(frame.result);
    });
  }

  static open(shareUrl: string, token: string): Promise<DeviceTap> {
    const url = new URL(WEBSOCKET_PATH, shareUrl.replace(/^http/, 'ws'));
    url.searchParams.set('token', token);
    const ws = new WebSocket(url, { headers: { Origin: new URL(shareUrl).origin } });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new DeviceTap(ws)));
      ws.once('error', reject);
    });
  }

  call(method: string, payload: unknown): Promise<IpcResult<unknown>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no reply in 60 s`)), 60_000);
      this.waiting.set(id, (result) => (clearTimeout(timer), resolve(result)));
      this.ws.send(JSON.stringify({ kind: 'call', id, method, payload }));
    });
  }

  close(): void {
    this.ws.terminate();
  }
}

async function pairDevice(owner: Client, shareUrl: string, role: 'view' | 'control'): Promise<DeviceTap> {
  const { code } = (await must<SharingStatus>(owner, 'sharing.newCode', { role })).code!;
  const response = await fetch(new URL('/pair', shareUrl), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, name: `Proof ${role}` }) });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`pairing a ${role} device failed: ${body.message ?? response.status}`);
  return DeviceTap.open(shareUrl, body.token);
}

/**
 * A phone or tablet paired to the real host (view and control) tries to make it read files on
 * this computer through every method of the contract that takes a path, and listens to everything
 * it may ask and hear while the owner imports card data from a folder: no method that takes a
 * path may answer a device, and no reply or event may name the data folder or the import folder.
 */
export async function deviceAttacks(figures: Figures, workDir: string, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'data folder');
  fs.mkdirSync(dataDir, { recursive: true });
  const importFolder = path.join(workDir, 'downloads', 'xwing-data2-main');
  fs.cpSync(sharedData('xwing-data2-2.5', 'data'), path.join(importFolder, 'data'), { recursive: true });
  const secret = path.join(workDir, 'secret.json');
  fs.writeFileSync(secret, '{"secret":"proof-secret-text"}');

  const host = await startServedHost(dataDir);
  const owner = await Client.open(host.socketUrl);
  const devices: DeviceTap[] = [];
  try {
    const shared = await must<SharingStatus>(owner, 'sharing.start', { address: '127.0.0.1', port: 0 });
    const view = await pairDevice(owner, shared.url!, 'view');
    const control = await pairDevice(owner, shared.url!, 'control');
    devices.push(view, control);

    // The owner imports while both devices listen (import progress names the folder).
    await must(owner, 'cards.import', { path: importFolder });

    const pathMethods = methodsTakingHostPaths();
    let answeredPathCalls = 0;
    for (const device of [view, control]) {
      for (const method of pathMethods) {
        for (const target of [secret, importFolder, dataDir, '/etc/passwd']) {
          const result = await device.call(method, { path: target });
          if (result.ok || result.error.code !== 'owner_only') {
            answeredPathCalls++;
            log(`  ${method} was not refused as owner-only for ${target}: ${JSON.stringify(result).slice(0, 160)}`);
          }
        }
      }
    }

    // Everything a device may read, asked with no arguments (refusals are frames too).
    for (const device of [view, control]) for (const method of VIEWER_METHODS) await device.call(method, {});

    const leaks = [view, control].flatMap((device) =>
      device.frames.filter((frame) => [dataDir, importFolder, workDir, 'proof-secret-text'].some((hidden) => frame.includes(hidden) || frame.includes(JSON.stringify(hidden).slice(1, -1)))),
    );
    for (const leak of leaks.slice(0, 3)) log(`  told a device: ${leak.slice(0, 200)}`);
    const frames = view.frames.length + control.frames.length;
    figures.measure(SECTION, 'methods that take a path on the host', pathMethods.length, pathMethods.join(', '));
    figures.measure(SECTION, 'frames a device heard', frames);
    figures.promise(SECTION, 'path-taking calls a paired device got past the owner-only check', answeredPathCalls);
    figures.promise(SECTION, 'replies and events to a device that name a host path', leaks.length);
    log(`  ${pathMethods.length} path methods × 4 paths × 2 devices refused; ${frames} frames heard, ${leaks.length} naming a host path`);
  } finally {
    for (const device of devices) device.close();
    owner.close();
    await host.kill('SIGKILL');
  }
}
