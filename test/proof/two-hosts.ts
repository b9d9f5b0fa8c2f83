import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { armadaCoreSetGame, type Ask } from '../helpers/host-games';
import type { Figures } from './figures';
import { Client, HostDidNotStart, startServedHost, type ServedHost } from './served-host';

const SECTION = 'two hosts on one folder';

/**
 * The desktop app and browser mode share a data folder by default. A second host on a folder in
 * use must be refused with words (a lock held for the first host's life); if it is not, the two are
 * played side by side to count what goes wrong. A crashed host's lock must not outlive it.
 */
export async function twoHosts(figures: Figures, workDir: string, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'shared-folder');
  fs.mkdirSync(dataDir, { recursive: true });
  const first = await startServedHost(dataDir);
  const firstClient = await Client.open(first.socketUrl);
  const ask: Ask = (method, payload) => firstClient.call(method, payload, 60_000);
  const { game } = await armadaCoreSetGame(ask, 'Proof: two hosts');

  let secondStarted = 0;
  let refusalWords = '';
  let failedOrDiverged = 0;
  let second: ServedHost | null = null;
  try {
    second = await startServedHost(dataDir, 15_000);
    secondStarted = 1;
  } catch (error) {
    if (!(error instanceof HostDidNotStart)) throw error;
    refusalWords = error.message.replace(/^browser mode exited \([^)]*\) before serving:\n/, '').split('\n')[0] ?? '';
  }
  if (second) {
    // Both serve: play on each in turn and see whether they agree.
    const secondClient = await Client.open(second.socketUrl);
    for (let i = 0; i < 40; i++) {
      const client = i % 2 ? secondClient : firstClient;
      const result = await client.call('game.command', { gameId: game.id, command: { type: 'setSpeed', ship: 'p1-ship-1', speed: i % 3 }, commandId: randomUUID() });
      if (!result.ok) failedOrDiverged++;
    }
    const a = await firstClient.call('game.view', { gameId: game.id });
    const b = await secondClient.call('game.view', { gameId: game.id });
    if (!a.ok || !b.ok || JSON.stringify(a.value) !== JSON.stringify(b.value)) failedOrDiverged++;
    secondClient.close();
    await second.kill('SIGKILL');
  }
  firstClient.close();

  // The first host crashes: its lock must go with it, or the player is locked out of their data.
  await first.kill('SIGKILL');
  let lockedOutAfterCrash = 0;
  try {
    const next = await startServedHost(dataDir, 15_000);
    await next.kill('SIGTERM');
  } catch (error) {
    lockedOutAfterCrash = 1;
    log(`  after a crash the next host did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  figures.measure(SECTION, "the second host's words", refusalWords ? `"${refusalWords.slice(0, 160)}"` : '(none: it started)');
  figures.promise(SECTION, 'second host started on a folder in use', secondStarted);
  figures.promise(SECTION, 'commands failed or hosts disagreed', failedOrDiverged);
  figures.promise(SECTION, 'locked out after the first host was killed', lockedOutAfterCrash);
}
