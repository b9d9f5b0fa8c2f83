import type { CardImportSummary, EditionKey, NeedEditionReply } from '../../../../shared/ipc/cards';

/** What the import worker is given. */
export interface ImportJob {
  databaseFile: string;
  sourcePath: string;
  /** The edition the player chose, when the data cannot say. */
  edition?: EditionKey;
  /** The source to update in place. */
  replaces?: number;
  /** The schema the worker's writer was built for: it refuses any other. */
  schemaVersion: number;
}

/** What the import worker says back: progress, then exactly one of done, refused or crashed. */
export type ImportWorkerMessage =
  | { type: 'progress'; stage: 'reading' | 'writing'; done: number; total: number; file?: string }
  | { type: 'done'; summary: CardImportSummary }
  /** The edition could not be told: nothing was written, the player is asked. */
  | { type: 'needEdition'; reply: NeedEditionReply }
  /** The data was refused: which file, which field, what is wrong. */
  | { type: 'refused'; file: string; field: string | null; problem: string }
  /** Something other than the data went wrong (the database, a bug). */
  | { type: 'crashed'; message: string; code?: string };
