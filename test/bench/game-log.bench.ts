import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHost, type Host } from '../../electron/main/host';
import { sessionLog } from '../../shared/engine';
import { GAME_LOG_FORMAT, GAME_LOG_VERSION, type GameSummary } from '../../shared/ipc';
import { playGame } from './engine.bench';
import { measure, type BenchResult } from './stats';

const COMMANDS = 2_000;
const LONG_GAME = 10_000;

function newHost(dataDir: string): Host {
  return createHost({ dataDir, transport: 'browser', version: 'bench', log: () => {} });
}

async function must<T>(result: Promise<{ ok: true; value: unknown } | { ok: false; error: { message: string } }>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled.value as T;
}

/**
 * The game log through the real host and SQLite (synchronous=FULL): one command applied and
 * committed before its reply, and a 10,000-command game loaded cold from the database.
 */
export async function benchGameLog(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-log-'));
  const results: BenchResult[] = [];
  let host = newHost(dataDir);
  try {
    const { steps, final } = playGame(COMMANDS);
    const log = sessionLog(final);
    const game = await must<GameSummary>(host.dispatch('games.create', { name: 'Bench', system: 'armada' }));
    await must(host.dispatch('game.command', { gameId: game.id, command: log[0] }));
    results.push(
      await measure(
        'host: game.command, apply + commit (durable)',
        steps.length,
        async (i) => {
          await must(host.dispatch('game.command', { gameId: game.id, command: steps[i]?.command }));
        },
        0,
      ),
    );

    const long = playGame(LONG_GAME).final;
    const imported = await must<GameSummary>(
      host.dispatch('game.import', {
        log: { format: GAME_LOG_FORMAT, version: GAME_LOG_VERSION, system: 'armada', name: 'Long game', commands: sessionLog(long) },
      }),
    );
    host.close();
    results.push(
      await measure(
        `host: open a ${LONG_GAME.toLocaleString('en')}-event game cold (database open + read + fold)`,
        10,
        async () => {
          host = newHost(dataDir);
          await must(host.dispatch('game.view', { gameId: imported.id }));
          host.close();
        },
        1,
      ),
    );
    host = newHost(dataDir);
  } finally {
    host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
