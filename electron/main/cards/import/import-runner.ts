import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CardImportReply, EditionKey, ImportProgress } from '../../../../shared/ipc/cards';
import { CardImportError } from './import-error';
import type { ImportJob, ImportWorkerMessage } from './import-messages';

/** The worker's file name in the build (electron.vite.config.ts lists it as its own entry). */
export const BUILT_WORKER_FILE = 'cards-import-worker.js';

/**
 * Where the worker's code is. From source (tests, benchmarks) the worker runs its TypeScript
 * through tsx. Built, the worker is its own entry in out/main, and this module is bundled either
 * into an entry beside it or into a shared chunk one folder below (out/main/chunks).
 */
export function importWorkerEntry(moduleUrl: string = import.meta.url): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(moduleUrl));
  if (moduleUrl.endsWith('.ts')) return { file: path.join(here, 'import-worker.ts'), execArgv: ['--import', 'tsx'] };
  const candidates = [path.join(here, BUILT_WORKER_FILE), path.join(here, '..', BUILT_WORKER_FILE)];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`The card import worker is missing from the build (looked for ${candidates.join(' and ')}).`);
  return { file, execArgv: [] };
}

export type ImportProgressListener = (progress: Omit<ImportProgress, 'importId' | 'source'>) => void;

function runWorker(job: ImportJob, onProgress: ImportProgressListener): Promise<CardImportReply> {
  const entry = importWorkerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry.file, { workerData: job, execArgv: entry.execArgv, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };
    // The cards are in once 'done' arrives, but the reply waits for the worker to be gone: its
    // thread's teardown would otherwise run beside the player's first search (issue 27).
    let done: CardImportReply | null = null;
    worker.on('message', (message: ImportWorkerMessage) => {
      if (message.type === 'progress') onProgress({ stage: message.stage, done: message.done, total: message.total, ...(message.file ? { file: message.file } : {}) });
      else if (message.type === 'done') done = message.summary;
      else if (message.type === 'needEdition') settle(() => resolve(message.reply));
      else if (message.type === 'refused') settle(() => reject(new CardImportError(message.file, message.field, message.problem)));
      else settle(() => reject(Object.assign(new Error(message.message), message.code ? { code: message.code } : {})));
    });
    worker.on('error', (error) => settle(() => (done ? resolve(done) : reject(error))));
    worker.on('exit', (code) => settle(() => (done ? resolve(done) : reject(new Error(`The card import worker stopped (exit code ${code}) before it finished.`)))));
  });
}

/**
 * Runs card imports one after another, each in its own worker thread: two imports into one
 * database at once would only wait on each other's write lock.
 */
export class CardImporter {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly databaseFile: string,
    private readonly schemaVersion: number,
  ) {}

  import(sourcePath: string, onProgress: ImportProgressListener, choice: { edition?: EditionKey; replaces?: number } = {}): Promise<CardImportReply> {
    const job: ImportJob = { databaseFile: this.databaseFile, sourcePath, schemaVersion: this.schemaVersion, ...choice };
    const run = this.#queue.then(() => runWorker(job, onProgress));
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
