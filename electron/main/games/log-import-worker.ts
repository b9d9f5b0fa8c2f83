import { parentPort, workerData } from 'node:worker_threads';
import { openForWorker } from '../db/open-for-worker';
import type { LogImportHostMessage, LogImportWork, LogImportWorkerMessage } from './log-import-messages';
import { logToStore, LogRefused, readLogFile, replayLog, sliceWriter, type LogToStore } from './log-import';

// The log import worker: reads, checks and replays a whole game log away from the host's thread,
// then stores it on its own connection in short slices, each when the host says so.

const post = (message: LogImportWorkerMessage) => parentPort?.postMessage(message);

function fail(error: unknown): void {
  if (error instanceof LogRefused) post({ type: 'refused', message: error.message });
  else {
    // The system's code (a full disk, a busy database) goes with it, so the host can say it in words.
    const code = (error as { code?: unknown } | null)?.code;
    post({ type: 'crashed', message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code: code.slice(0, 40) } : {}) });
  }
}

/**
 * Stores the log one slice per `save` from the host: between slices the host's own writes go
 * first, so none waits longer than one slice.
 */
function saveInSlices(work: LogImportWork, stored: LogToStore): void {
  let db: ReturnType<typeof openForWorker>;
  let writer: ReturnType<typeof sliceWriter>;
  try {
    db = openForWorker(work.databaseFile, work.schemaVersion);
    writer = sliceWriter(db, stored, work.job.at);
  } catch (error) {
    fail(error);
    return;
  }
  const onSave = (message: LogImportHostMessage) => {
    if (message.type !== 'save') return;
    try {
      const slice = writer.writeSlice();
      post({ type: 'sliceSaved', done: slice.done, total: slice.total });
      post({ type: 'progress', stage: 'saving', done: slice.done, total: slice.total });
      if (!slice.finished) {
        post({ type: 'readyToSave' });
        return;
      }
      parentPort?.off('message', onSave);
      db.close();
      post({ type: 'done', game: stored.game });
    } catch (error) {
      parentPort?.off('message', onSave);
      if (db.open) db.close();
      fail(error);
    }
  };
  parentPort?.on('message', onSave);
  post({ type: 'progress', stage: 'saving', done: 0, total: stored.entries.length });
  post({ type: 'readyToSave' });
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
  saveInSlices(work, stored);
}

run(workerData as LogImportWork);
