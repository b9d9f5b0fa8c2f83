import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { armadaCoreSetGame, type Ask } from '../helpers/host-games';
import { integrityOk, withDatabase } from './database';
import type { Figures } from './figures';
import { sharedData } from '../cards/card-host';
import { longGameLog } from '../ipc/helpers/long-game';
import { SNAPSHOT_EVERY, SNAPSHOT_WHEN_QUIET_MS } from '../../electron/main/games/game-service';
import { Client, DATABASE_FILE, NoReply, sleep, startServedHost } from './served-host';

const SECTION = 'disk full';

/** Fills the file system to the last byte with one file; returns its path. */
function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch {
    // ENOSPC: now fill the last partial chunk byte by byte-ish.
    const small = Buffer.alloc(512, 1);
    try {
      for (;;) fs.writeSync(fd, small);
    } catch {
      // full
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

/**
 * The data folder on a small tmpfs that the proof fills to the last byte while a game is in play:
 * commands must be refused in words (never `internal`, never a crash), nothing acknowledged may be
 * lost, and once space is free again the same host must take commands without a restart.
 */
export async function diskFull(figures: Figures, workDir: string, log: (line: string) => void): Promise<void> {
  if (process.getuid?.() !== 0) {
    figures.skipped(SECTION, 'every figure', 'not running as root: cannot mount a small tmpfs to fill');
    return;
  }
  const mountPoint = path.join(workDir, 'tmpfs');
  fs.mkdirSync(mountPoint, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (error) {
    figures.skipped(SECTION, 'every figure', `mount -t tmpfs failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return;
  }
  try {
    const dataDir = path.join(mountPoint, 'data');
    fs.mkdirSync(dataDir);
    let host = await startServedHost(dataDir);
    let client = await Client.open(host.socketUrl);
    const ask: Ask = (method, payload) => client.call(method, payload, 60_000);
    const { game } = await armadaCoreSetGame(ask, 'Proof: disk full');

    let acknowledged = 0;
    let refusedFull = 0;
    let internal = 0;
    let crashes = 0;
    let hangs = 0;
    let words = '';
    const acked: string[] = [];
    const play = async (count: number, phase: 'full' | 'freed') => {
      let refusedHere = 0;
      for (let i = 0; i < count; i++) {
        const commandId = randomUUID();
        const command = i % 2 ? { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 } : { type: 'recoverShields', ship: 'p2-ship-1', zone: 'front', amount: 1 };
        // A long game name forces writes that need new pages, not only the WAL's spare room.
        const calls: [string, unknown][] = [
          ['game.command', { gameId: game.id, command, commandId }],
          ['games.create', { name: `Full ${i}`, system: 'armada' }],
          ['collections.create', { name: `Full ${phase} ${i} ${randomUUID()}` }],
        ];
        for (const [method, payload] of calls) {
          try {
            const result = await client.call(method, payload, 15_000);
            if (result.ok) {
              if (method === 'game.command') {
                acknowledged++;
                acked.push(commandId);
              }
            } else {
              if (result.error.code === 'internal') internal++;
              // The game's own rule refusals (shields already full...) are not the disk's.
              if (method !== 'game.command') {
                refusedHere++;
                if (!words) words = `${result.error.code}: ${result.error.message}`;
              }
            }
          } catch (error) {
            if (!(error instanceof NoReply)) throw error;
            if (host.exited()) crashes++;
            else {
              hangs++;
              await host.kill('SIGKILL');
            }
            host = await startServedHost(dataDir).catch(() => host);
            client = await Client.open(host.socketUrl);
          }
        }
      }
      return refusedHere;
    };

    // Issue 39: enough commands that a snapshot comes due, then the disk fills before the table goes quiet.
    for (let i = 0; i < SNAPSHOT_EVERY + 10; i++) {
      const commandId = randomUUID();
      const result = await client.call('game.command', { gameId: game.id, command: i % 2 ? { type: 'recoverShields', ship: 'p2-ship-1', zone: 'front', amount: 1 } : { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 }, commandId }, 15_000);
      if (result.ok) acked.push(commandId);
    }
    acknowledged += acked.length;
    const filler = fillDisk(mountPoint);
    await sleep(SNAPSHOT_WHEN_QUIET_MS * 3);
    const exitedOnSnapshot = host.exited() ? 1 : 0;
    if (exitedOnSnapshot) {
      host = await startServedHost(dataDir).catch(() => host);
      client = await Client.open(host.socketUrl);
    }
    // A restart while the disk is still full.
    let restartWhileFull = 0;
    await host.kill('SIGTERM');
    client.close();
    try {
      host = await startServedHost(dataDir);
      client = await Client.open(host.socketUrl);
    } catch (error) {
      restartWhileFull = 1;
      log(`  the host did not start on the full disk: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      fs.rmSync(filler);
      host = await startServedHost(dataDir);
      client = await Client.open(host.socketUrl);
      fillDisk(mountPoint);
    }
    figures.promise(SECTION, 'host exits when the quiet-time snapshot meets the full disk', exitedOnSnapshot);
    figures.promise(SECTION, 'starts that failed while the disk was full', restartWhileFull);
    refusedFull = await play(60, 'full');
    // Issue 39: imports on the full disk (card data and a long game log, both in a worker) are refused in words too.
    const importsWhileFull: string[] = [];
    for (const [method, payload] of [
      ['cards.import', { path: sharedData('xwing-data2-2.5') }],
      ['game.import', { log: longGameLog(1_500, 'disk full').log }],
    ] as const) {
      try {
        const result = await client.call(method, payload, 180_000);
        importsWhileFull.push(result.ok ? `${method}: imported` : `${method}: ${result.error.code}`);
        if (!result.ok && result.error.code === 'internal') internal++;
      } catch (error) {
        if (!(error instanceof NoReply)) throw error;
        importsWhileFull.push(`${method}: no reply`);
        if (host.exited()) crashes++;
        else hangs++;
        host = await startServedHost(dataDir).catch(() => host);
        client = await Client.open(host.socketUrl);
      }
    }
    figures.measure(SECTION, 'imports while full', importsWhileFull.join(', '));
    fs.rmSync(filler);
    const refusedAfterFreeing = await play(10, 'freed');

    await host.kill('SIGKILL');
    client.close();
    const file = path.join(dataDir, DATABASE_FILE);
    const integrityFailures = integrityOk(file) ? 0 : 1;
    const onDisk = new Set(withDatabase(file, (db) => db.prepare<[string], { id: string }>('SELECT command_id AS id FROM game_events WHERE game_id = ? AND command_id IS NOT NULL').all(game.id).map((row) => row.id)));
    const lost = acked.filter((id) => !onDisk.has(id)).length;
    let restartFailures = 0;
    try {
      const again = await startServedHost(dataDir);
      await again.kill('SIGTERM');
    } catch (error) {
      restartFailures = 1;
      log(`  the host did not restart after the disk was freed: ${error instanceof Error ? error.message : String(error)}`);
    }

    figures.measure(SECTION, 'tmpfs size', '48 MB, filled to the last byte');
    figures.measure(SECTION, 'creates refused while full / commands acknowledged', `${refusedFull} / ${acknowledged}`);
    figures.measure(SECTION, 'the words a player saw', words ? `"${words.slice(0, 160)}"` : '(no refusal: every write fit)');
    figures.promise(SECTION, "refusals as 'internal'", internal);
    figures.promise(SECTION, 'crashes', crashes);
    figures.promise(SECTION, 'hangs', hangs);
    figures.promise(SECTION, 'acknowledged commands lost', lost);
    figures.promise(SECTION, 'integrity_check failures', integrityFailures);
    figures.promise(SECTION, 'writes still refused once space was free', refusedAfterFreeing);
    figures.promise(SECTION, 'restarts that failed', restartFailures);
  } finally {
    try {
      execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
    } catch {
      // already gone
    }
  }
}
