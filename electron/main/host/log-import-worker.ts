import { parentPort, workerData } from 'node:worker_threads';
import { openForWorker } from '../db/open-for-worker';
import type { LogImportHostMessage, LogImportWork, LogImportWorkerMessage } from './log-import-messages';
import { logToStore, LogRefused, readLogFile, replayLog, storeLog, type LogToStore } from './log-import';

// The log import worker: reads, checks and replays a whole game log away from the host's thread,
// then, when the host says so, stores it in one transaction on its own connection.

const post = (message: LogImportWorkerMessage) => parentPort?.postMessage(message);

function fail(error: unknown): void {
  if (error instanceof LogRefused) post({ type: 'refused', message: error.message });
  else post({ type: 'crashed', message: error instanceof Error ? error.message : String(error) });
}

function save(work: LogImportWork, stored: LogToStore): void {
  try {
    post({ type: 'progress', stage: 'saving', done: 0, total: stored.entries.length });
    const db = openForWorker(work.databaseFile, work.schemaVersion);
    try {
      post({ type: 'done', game: storeLog(db, stored, work.job.at) });
    } finally {
      db.close();
    }
  } catch (error) {
    fail(error);
  }
}

function run(work: LogImportWork): void {
  let stored: LogToStore;
  try {
    post({ type: 'progress', stage: 'reading', done: 0, total: 1 });
    const log = readLogFile(work.job.source);
    stored = logToStore(work.job, replayLog(log, (stage, done, total) => post({ type: 'progress', stage, done, total })));
  } catch (error) {
    fail(error);
    return;
  }
  parentPort?.once('message', (message: LogImportHostMessage) => {
    if (message.type === 'save') save(work, stored);
  });
  post({ type: 'readyToSave' });
}

run(workerData as LogImportWork);
