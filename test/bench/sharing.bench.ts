import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IpcResult, SharingStatus } from '../../shared/ipc';
import { armadaCoreSetGame, value, type Ask } from '../helpers/host-games';
import { DeviceSocket, pair, sharingHost } from '../sharing/helpers';
import { summarize, type BenchResult } from './stats';

const SAMPLES = 400;

/**
 * Issue 18: a command made on one paired device (control) until a second paired device (view)
 * has the new state: the host's push, then that device's game.view, both over real sockets on
 * this computer's loopback. Budget p99 ≤ 20 ms.
 */
export async function benchSharing(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-sharing-'));
  const host = sharingHost(dir);
  const ask: Ask = (method, payload) => host.dispatch(method, payload);
  const sockets: DeviceSocket[] = [];
  try {
    const started = (await host.dispatch('sharing.start', { address: '127.0.0.1', port: 0 })) as IpcResult<SharingStatus>;
    if (!started.ok) throw new Error(started.error.message);
    const url = started.value.url!;
    const device = async (role: 'control' | 'view') => {
      const status = await value<SharingStatus>(ask, 'sharing.newCode', { role });
      const paired = await pair(url, status.code!.code);
      const socket = await DeviceSocket.open(url, paired.body.token!);
      sockets.push(socket);
      return socket;
    };
    const player = await device('control');
    const viewer = await device('view');
    const { game } = await armadaCoreSetGame(ask, 'Bench: shared table');
    const ship = 'p1-ship-1';

    const durations: number[] = [];
    for (let i = 0; i < SAMPLES + 20; i++) {
      const changed = viewer.nextEvent('game.changed');
      const start = performance.now();
      const command = { type: i % 2 ? 'recoverShields' : 'loseShields', ship, zone: 'front', amount: 1 };
      const sent = player.call('game.command', { gameId: game.id, command });
      await changed;
      const view = await viewer.call('game.view', { gameId: game.id });
      if (!view.ok) throw new Error(view.error.message);
      if (i >= 20) durations.push(performance.now() - start);
      const reply = await sent;
      if (!reply.ok) throw new Error(reply.error.message);
    }
    return [summarize('sharing: command on one paired device → new state on another (loopback)', durations)];
  } finally {
    for (const socket of sockets) socket.close();
    host.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
