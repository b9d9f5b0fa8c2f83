import type { GameSummary, LogImportProgress } from '../../../shared/ipc';
import type { LogImportJob } from './log-import';

/** What the log import worker is given: the job, and the database it stores into. */
export interface LogImportWork {
  job: LogImportJob;
  databaseFile: string;
  /** The schema the worker's writer was built for: it refuses any other. */
  schemaVersion: number;
}

/**
 * What the worker says: progress; `readyToSave` once the log replayed and again after each slice
 * it stored (it then waits for `save`, so the host holds back its own writes only while one short
 * slice runs); `sliceSaved` when a slice committed and the lock is free again; then exactly one
 * of done, refused or crashed.
 */
export type LogImportWorkerMessage =
  | { type: 'progress'; stage: LogImportProgress['stage']; done: number; total: number }
  | { type: 'readyToSave' }
  | { type: 'sliceSaved'; done: number; total: number }
  | { type: 'done'; game: GameSummary }
  | { type: 'refused'; message: string }
  | { type: 'crashed'; message: string; code?: string };

/** What the host says to the worker: the write lock is the worker's for one slice. */
export type LogImportHostMessage = { type: 'save' };
