import fs from 'node:fs';
import path from 'node:path';
import { timeLeft, type GameClock } from '../../shared/engine/core/game-clock';
import type { GameView } from '../../shared/ipc';
import { howlrunner, luke, rosters, setupCommand } from '../engine/xwing/helpers/xwing-game';
import type { Figures } from './figures';
import type { Seeded } from './random';
import { Client, sleep, startServedHost } from './served-host';

const SECTION = 'the clock after kill -9';

/** The game's time left as the host's view gives it: its clock at the host's own instant. */
function leftIn(view: GameView): { left: number; hostNow: number; running: boolean } {
  const clock = (view.state as { clock?: GameClock }).clock;
  if (!clock || view.hostNow === undefined) throw new Error('the view has no clock or no host instant');
  return { left: timeLeft(clock, view.hostNow), hostNow: view.hostNow, running: clock.running };
}

/**
 * Issue 36 item 4 · the tournament clock is game state: the real browser-mode host (its own clock) is
 * SIGKILLed again and again, running or paused, right after a clock change was acknowledged. After each
 * restart the time left must be what it was, less the time that passed while it ran (within 1 s), and
 * exactly what it was when paused.
 */
export async function clockAfterKill(figures: Figures, rng: Seeded, workDir: string, kills: number, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'clock');
  fs.mkdirSync(dataDir, { recursive: true });
  let gameId = '';
  let off = 0;
  let worst = 0;
  let lostChanges = 0;
  let restartFailures = 0;
  let before: { left: number; hostNow: number; running: boolean } | null = null;
  let lastSeq = 0;

  for (let round = 0; round <= kills; round++) {
    let host;
    try {
      host = await startServedHost(dataDir);
    } catch (error) {
      restartFailures++;
      log(`  round ${round}: the host did not restart: ${error instanceof Error ? error.message : String(error)}`);
      break;
    }
    const client = await Client.open(host.socketUrl);
    try {
      if (!gameId) {
        const created = await client.call('games.create', { name: 'Clock proof', system: 'xwing' });
        if (!created.ok) throw new Error(created.error.message);
        gameId = (created.value as { id: string }).id;
        const setup = await client.call('game.command', { gameId, command: setupCommand(rosters([luke()], [howlrunner()]), 'clock proof') });
        if (!setup.ok) throw new Error(setup.error.message);
        const started = await client.call('game.command', { gameId, command: { type: 'clock', at: 0, do: 'start' } });
        if (!started.ok) throw new Error(started.error.message);
      }
      const view = await client.call('game.view', { gameId });
      if (!view.ok) throw new Error(view.error.message);
      const now = leftIn(view.value as GameView);
      if ((view.value as GameView).seq < lastSeq) lostChanges++;
      if (before) {
        const expected = before.running ? before.left - (now.hostNow - before.hostNow) : before.left;
        const deviation = Math.abs(Math.max(0, expected) - now.left);
        worst = Math.max(worst, deviation);
        // Running: within 1 s of the time that passed; paused: the very same millisecond.
        if (deviation > 1000 || (!before.running && deviation !== 0)) {
          off++;
          log(`  round ${round}: ${now.left} ms left after the restart, ${expected} expected`);
        }
      }
      if (round === kills) break;
      // A change of the clock at random (or none), acknowledged, then the kill at a random moment.
      const change = rng.pick(['pause', 'resume', 'adjust', 'none']);
      const command = change === 'adjust' ? { type: 'clock', at: 0, do: 'adjust', minutes: rng.pick([1, -1, 2]) } : { type: 'clock', at: 0, do: change };
      const changed = change === 'none' ? view : await client.call('game.command', { gameId, command });
      const shown = changed.ok ? (changed.value as GameView) : (view.value as GameView);
      lastSeq = shown.seq;
      before = leftIn(shown);
      await sleep(rng.int(0, 400));
      await host.kill('SIGKILL');
    } finally {
      client.close();
      if (!host.exited()) await host.kill('SIGKILL');
    }
  }
  figures.measure(SECTION, 'kills (SIGKILL after a clock change)', kills);
  figures.measure(SECTION, 'largest difference in time left after a restart (ms)', worst);
  figures.promise(SECTION, 'restarts showing another time left (more than 1 s off)', off);
  figures.promise(SECTION, 'acknowledged clock changes lost', lostChanges);
  figures.promise(SECTION, 'restarts that failed', restartFailures);
}
