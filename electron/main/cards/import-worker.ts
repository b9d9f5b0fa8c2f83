import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { writeEdition } from './card-writer';
import { CardImportError } from './import-error';
import type { ImportJob, ImportWorkerMessage } from './import-messages';
import { readCardData } from './import-card-data';

// The import worker: reads and checks the whole data set, then writes it in one transaction on
// its own connection, so the main process keeps answering while a few thousand cards go in.

const post = (message: ImportWorkerMessage) => parentPort?.postMessage(message);

function openForImport(file: string, schemaVersion: number): Database.Database {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  const version = Number(db.pragma('user_version', { simple: true }));
  if (db.pragma('journal_mode', { simple: true }) !== 'wal' || db.pragma('foreign_keys', { simple: true }) !== 1 || version !== schemaVersion) {
    db.close();
    throw new Error(`${file}: not the database this import was started for (schema ${version}, expected ${schemaVersion}).`);
  }
  return db;
}

function run(job: ImportJob): void {
  try {
    const data = readCardData(job.sourcePath, (done, total, file) => post({ type: 'progress', stage: 'reading', done, total, file }));
    const db = openForImport(job.databaseFile, job.schemaVersion);
    try {
      const summary = writeEdition(db, data, (done, total) => post({ type: 'progress', stage: 'writing', done, total }));
      post({ type: 'done', summary });
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof CardImportError) {
      post({ type: 'refused', file: error.file, field: error.field, problem: error.problem });
    } else {
      post({ type: 'crashed', message: error instanceof Error ? error.message : String(error) });
    }
  }
}

run(workerData as ImportJob);
