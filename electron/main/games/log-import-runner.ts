import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameSummary } from '../../../shared/ipc';
import { LogRefused, type ProgressReport } from './log-import';
import type { LogImportHostMessage, LogImportWork, LogImportWorkerMessage } from './log-import-messages';

/** The worker's file name in the build (electron.vite.config.ts lists it as its own entry). */
export const BUILT_LOG_WORKER_FILE = 'log-import-worker.js';

/**
 * Where the worker's code is. From source (tests, benchmarks) it runs its TypeScript through tsx;
 * built, it is its own entry in out/main, beside this module's bundle or one folder above a chunk.
 */
function logImportWorkerEntry(moduleUrl: string = import.meta.url): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(moduleUrl));
  if (moduleUrl.endsWith('.ts')) return { file: path.join(here, 'log-import-worker.ts'), execArgv: ['--import', 'tsx'] };
  const candidates = [path.join(here, BUILT_LOG_WORKER_FILE), path.join(here, '..', BUILT_LOG_WORKER_FILE)];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`The game log import worker is missing from the build (looked for ${candidates.join(' and ')}).`);
  return { file, execArgv: [] };
}

/**
 * Replays and stores a game log in a worker thread. `beforeSave` runs on the host's thread just
 * before the worker takes the write lock for a slice, and `afterSave` once it let go, so the host
 * holds its own writes meanwhile instead of blocking on the lock, and runs them between slices.
 */
export function runLogImport(
  work: LogImportWork,
  report: ProgressReport,
  hooks: { beforeSave(): void; afterSave(): void },
): Promise<GameSummary> {
  const entry = logImportWorkerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry.file, { workerData: work, execArgv: entry.execArgv, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    let saving = false;
    let settled = false;
    // The game is stored once 'done' arrives, but the reply waits for the worker to be gone, as a card
    // import's does: until its thread is torn down its heap is still the host's (issue 42: measured right
    // after the reply, the host was 100 MB larger about one time in three).
    let stored: GameSummary | null = null;
    const settle = (action: () => void) => {
      if (saving) hooks.afterSave();
      saving = false;
      if (settled) return;
      settled = true;
      action();
    };
    worker.on('message', (message: LogImportWorkerMessage) => {
      switch (message.type) {
        case 'progress':
          report(message.stage, message.done, message.total);
          break;
        case 'readyToSave':
          hooks.beforeSave();
          saving = true;
          worker.postMessage({ type: 'save' } satisfies LogImportHostMessage);
          break;
        case 'sliceSaved':
          // The slice committed: the host's held writes go before the next slice.
          saving = false;
          hooks.afterSave();
          break;
        case 'done':
          stored = message.game;
          break;
        case 'refused':
          settle(() => reject(new LogRefused(message.message)));
          break;
        default:
          settle(() => reject(Object.assign(new Error(message.message), message.code ? { code: message.code } : {})));
      }
    });
    worker.on('error', (error) => settle(() => (stored ? resolve(stored) : reject(error))));
    worker.on('exit', (code) => settle(() => (stored ? resolve(stored) : reject(new Error(`The game log import worker stopped (exit code ${code}) before it finished.`)))));
  });
}
