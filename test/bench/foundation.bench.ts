import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startBrowserServer } from '../../electron/main/browser/server';
import { createHost } from '../../electron/main/host';
import type { GameSummary, WireReply } from '../../shared/ipc';
import { measure, type BenchResult } from './stats';

const rendererDir = path.resolve(import.meta.dirname, '..', '..', 'out', 'renderer');

/** Command round trips through the real host and SQLite: in-process, and over browser mode's WebSocket. */
export async function benchFoundation(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-'));
  const host = createHost({ dataDir, transport: 'browser', version: 'bench', log: () => {} });
  const results: BenchResult[] = [];
  try {
    const created = await host.dispatch('games.create', { name: 'Bench', system: 'armada' });
    if (!created.ok) throw new Error(created.error.message);
    const id = (created.value as GameSummary).id;
    for (let i = 0; i < 50; i++) await host.dispatch('games.create', { name: `Filler ${i}`, system: 'xwing' });

    results.push(await measure('in-process: games.rename (validate + write, durable)', 2000, (i) => host.dispatch('games.rename', { id, name: `Bench ${i}` })));
    results.push(await measure('in-process: games.list (51 games)', 2000, () => host.dispatch('games.list', {})));

    const server = await startBrowserServer({ host, rendererDir });
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws?token=${server.token}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const waiting = new Map<number, () => void>();
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as WireReply | { kind: 'event' };
      if (frame.kind === 'reply') waiting.get(frame.id)?.();
    });
    let nextId = 1;
    const call = (method: string, payload: unknown) =>
      new Promise<void>((resolve) => {
        const callId = nextId++;
        waiting.set(callId, () => {
          waiting.delete(callId);
          resolve();
        });
        ws.send(JSON.stringify({ kind: 'call', id: callId, method, payload }));
      });
    results.push(await measure('websocket: games.rename round trip', 2000, (i) => call('games.rename', { id, name: `Socket ${i}` })));
    results.push(await measure('websocket: games.list round trip', 2000, () => call('games.list', {})));
    ws.close();
    await server.close();
  } finally {
    host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
