import { parentPort, workerData } from 'node:worker_threads';
import { openForWorker } from '../../db/open-for-worker';
import { writeEdition } from './card-writer';
import { CardImportError, NeedEdition } from './import-error';
import type { ImportJob, ImportWorkerMessage } from './import-messages';
import { readCardData } from './import-card-data';

// The import worker: reads and checks the whole data set, then writes it in one transaction on
// its own connection, so the main process keeps answering while a few thousand cards go in.

const post = (message: ImportWorkerMessage) => parentPort?.postMessage(message);

function run(job: ImportJob): void {
  try {
    const data = readCardData(job.sourcePath, (done, total, file) => post({ type: 'progress', stage: 'reading', done, total, file }), job.edition);
    const db = openForWorker(job.databaseFile, job.schemaVersion);
    try {
      const summary = writeEdition(db, data, {
        ...(job.replaces === undefined ? {} : { replaces: job.replaces }),
        origin: job.sourcePath,
        onProgress: (done, total) => post({ type: 'progress', stage: 'writing', done, total }),
      });
      post({ type: 'done', summary });
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof NeedEdition) {
      post({ type: 'needEdition', reply: error.reply });
    } else if (error instanceof CardImportError) {
      post({ type: 'refused', file: error.file, field: error.field, problem: error.problem });
    } else {
      // The system's code (a full disk, a busy database) goes with it, so the host can say it in words.
      const code = (error as { code?: unknown } | null)?.code;
      post({ type: 'crashed', message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code: code.slice(0, 40) } : {}) });
    }
  }
}

run(workerData as ImportJob);
