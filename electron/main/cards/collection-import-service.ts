import { randomUUID } from 'node:crypto';
import { fail, ok } from '../../../shared/ipc';
import type { CollectionFile } from '../../../shared/ipc/cards';
import { collectionImportMethods } from '../../../shared/ipc/collection-import';
import { CollectionRefusal, importCollection } from './collections-repo';
import type { Db } from '../db/open';
import type { EventHub } from '../core/events';
import type { Handlers } from '../core/router';

/** Imports begun and not finished: a window closed mid-way must not keep its parts forever. */
const MAX_STAGED_IMPORTS = 4;
const STAGED_IMPORT_TTL_MS = 15 * 60 * 1000;

interface StagedImport {
  head: Omit<CollectionFile, 'loose'>;
  loose: CollectionFile['loose'];
  total: number;
  touchedAt: number;
}

const unknownImport = () =>
  fail('not_found', 'This collection import is no longer open (it finished, or waited too long between parts): open the file again to import it.');

/**
 * A collection file in parts (shared/ipc/collection-import.ts): the parts are held in memory until
 * the finish, which writes the whole file through the same import as a file sent whole, in one
 * transaction. Nothing reaches the database before the finish.
 */
export function collectionImportHandlers(db: Db, hub: EventHub, now: () => number = Date.now): Pick<Handlers, keyof typeof collectionImportMethods> {
  const staged = new Map<string, StagedImport>();
  const forgetStale = () => {
    for (const [id, entry] of staged) if (now() - entry.touchedAt > STAGED_IMPORT_TTL_MS) staged.delete(id);
    while (staged.size >= MAX_STAGED_IMPORTS) staged.delete(staged.keys().next().value as string);
  };

  return {
    'collections.importBegin': ({ file, looseCount }) => {
      forgetStale();
      const importId = randomUUID();
      staged.set(importId, { head: file, loose: [], total: looseCount, touchedAt: now() });
      return ok({ importId });
    },
    'collections.importPart': ({ importId, loose }) => {
      const entry = staged.get(importId);
      if (!entry) return unknownImport();
      if (entry.loose.length + loose.length > entry.total) {
        staged.delete(importId);
        return fail('invalid_request', `The file said it lists ${entry.total} loose cards, but more arrived: nothing was imported. Open the file again.`);
      }
      entry.loose.push(...loose);
      entry.touchedAt = now();
      return ok({ received: entry.loose.length, total: entry.total });
    },
    'collections.importFinish': ({ importId, name }) => {
      const entry = staged.get(importId);
      if (!entry) return unknownImport();
      if (entry.loose.length !== entry.total) {
        return fail('invalid_request', `Only ${entry.loose.length} of the file's ${entry.total} loose cards have arrived: nothing was imported yet.`);
      }
      try {
        const collection = importCollection(db, { ...entry.head, loose: entry.loose }, name ?? entry.head.name);
        staged.delete(importId);
        hub.emit('collections.changed', { reason: 'imported', id: collection.id });
        return ok(collection);
      } catch (error) {
        if (!(error instanceof CollectionRefusal)) {
          staged.delete(importId);
          throw error;
        }
        // A taken name can be retried with another without sending the parts again.
        if (error.code !== 'name_taken') staged.delete(importId);
        return fail(error.code, error.message);
      }
    },
  };
}
