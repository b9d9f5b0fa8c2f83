import { fail, ok, type IpcResult } from '../../../shared/ipc';
import type { cardMethods } from '../../../shared/ipc/cards';
import { listEditions, listProducts } from './catalog-repo';
import { importBoxManifest } from './box-manifest-import';
import { listSources, removeSource, setSourceIncluded, sourceRemovalPlan, type SourceRemovalPlan } from './card-sources-repo';
import { getCard, searchCards } from './card-search';
import { warmCardNameIndex } from './search/card-name-index';
import {
  CollectionRefusal,
  createCollection,
  deleteCollection,
  exportCollection,
  getCollection,
  importCollection,
  listCollections,
  ownedCount,
  renameCollection,
  setLooseCount,
  setProductCount,
} from './collections-repo';
import { CardImportError } from './import/import-error';
import { CardImporter } from './import/import-runner';
import { ensureStarterCards } from './import/starter-cards';
import type { Db } from '../db/open';
import { listsUsingSource } from '../lists/lists-repo';
import type { EventHub } from '../core/events';
import type { Handlers } from '../core/router';

const sourceNotFound = (id: number) => fail('not_found', `No card source with id ${id}: it may have been replaced by another import.`);
const withLists = (db: Db, plan: SourceRemovalPlan, lists = listsUsingSource(db, plan.id)) => ({ ...plan, lists });

const collectionNotFound = (id: number) => fail('not_found', `No collection with id ${id}: it may have been deleted in another window.`);

/** Runs a collection change, turning its refusals into IPC refusals. */
function refusing<T>(change: () => IpcResult<T>): IpcResult<T> {
  try {
    return change();
  } catch (error) {
    if (error instanceof CollectionRefusal) return fail(error.code, error.message);
    throw error;
  }
}

/** The card database: search, card detail, imports, products and the player's collections. (Choosing an import source is the desktop's: see host.ts.) */
export function cardHandlers(db: Db, hub: EventHub): Pick<Handlers, Exclude<keyof typeof cardMethods, 'cards.chooseImportSource'>> {
  // A fresh install can search and collect the core sets before importing anything.
  ensureStarterCards(db);
  const importer = new CardImporter(db.name, Number(db.pragma('user_version', { simple: true })));
  let nextImportId = 1;
  // New card data: the search's name index is built now, not by the player's first search after it.
  hub.subscribe((event) => {
    if (event.event === 'cards.changed') warmCardNameIndex(db);
  });

  const contentsChanged = (id: number) => {
    hub.emit('collections.changed', { reason: 'contents', id });
    return ok(getCollection(db, id)!);
  };

  return {
    'cards.search': (query) => ok(searchCards(db, query)),
    'cards.get': ({ id }) => {
      const card = getCard(db, id);
      return card ? ok(card) : fail('not_found', `No card with id ${id}.`);
    },
    'cards.editions': () => ok(listEditions(db)),
    'cards.import': async ({ path, edition, replaces }) => {
      const importId = nextImportId++;
      try {
        const choice = { ...(edition ? { edition } : {}), ...(replaces === undefined ? {} : { replaces }) };
        const reply = await importer.import(path, (progress) => hub.emit('cards.importProgress', { importId, source: path, ...progress }), choice);
        if (reply.status === 'needEdition') {
          hub.emit('cards.importProgress', { importId, source: path, stage: 'failed', done: 0, total: 0 });
          return ok(reply);
        }
        hub.emit('cards.importProgress', { importId, source: path, stage: 'done', done: 1, total: 1 });
        hub.emit('cards.changed', { edition: reply.edition });
        return ok(reply);
      } catch (error) {
        hub.emit('cards.importProgress', { importId, source: path, stage: 'failed', done: 0, total: 0 });
        if (error instanceof CardImportError) return fail(error.code, `Nothing was imported. ${error.message}`);
        throw error;
      }
    },
    'cards.sources': () => ok(listSources(db)),
    'cards.setSourceIncluded': ({ id, included }) => {
      const source = listSources(db).find((s) => s.id === id);
      if (!source || !setSourceIncluded(db, id, included)) return sourceNotFound(id);
      hub.emit('cards.changed', { edition: source.edition });
      return ok(listSources(db));
    },
    'cards.sourceRemoval': ({ id }) => {
      const plan = sourceRemovalPlan(db, id);
      return plan ? ok(withLists(db, plan)) : sourceNotFound(id);
    },
    'cards.removeSource': ({ id }) => {
      const source = listSources(db).find((s) => s.id === id);
      if (!source) return sourceNotFound(id);
      // The lists that read it are named before it goes (afterwards they read another source, or miss the card).
      const lists = listsUsingSource(db, id);
      const removed = removeSource(db, id);
      if (!removed) return sourceNotFound(id);
      if (removed.blocked) return fail('source_in_use', removed.blocked);
      hub.emit('cards.changed', { edition: source.edition });
      if (removed.moved > 0) for (const collection of listCollections(db)) hub.emit('collections.changed', { reason: 'contents', id: collection.id });
      return ok({ removed: withLists(db, removed, lists), sources: listSources(db) });
    },
    'products.list': ({ edition }) => ok(listProducts(db, edition)),
    // Issue 40 · the Collection screen lists the products again after the import answers.
    'products.importManifest': (request) => importBoxManifest(db, request),

    'collections.list': () => ok(listCollections(db)),
    'collections.create': ({ name }) =>
      refusing(() => {
        const collection = createCollection(db, name);
        hub.emit('collections.changed', { reason: 'created', id: collection.id });
        return ok(collection);
      }),
    'collections.rename': ({ id, name }) =>
      refusing(() => {
        const collection = renameCollection(db, id, name);
        if (!collection) return collectionNotFound(id);
        hub.emit('collections.changed', { reason: 'renamed', id });
        return ok(collection);
      }),
    'collections.delete': ({ id }) => {
      if (!deleteCollection(db, id)) return collectionNotFound(id);
      hub.emit('collections.changed', { reason: 'deleted', id });
      return ok({ id });
    },
    'collections.get': ({ id }) => {
      const collection = getCollection(db, id);
      return collection ? ok(collection) : collectionNotFound(id);
    },
    'collections.setProductCount': ({ collectionId, productId, count }) =>
      refusing(() => {
        setProductCount(db, collectionId, productId, count);
        return contentsChanged(collectionId);
      }),
    'collections.setLooseCount': ({ collectionId, cardId, count }) =>
      refusing(() => {
        setLooseCount(db, collectionId, cardId, count);
        return contentsChanged(collectionId);
      }),
    'collections.owned': ({ collectionId, cardId }) => refusing(() => ok(ownedCount(db, collectionId, cardId))),
    'collections.export': ({ id }) => {
      const file = exportCollection(db, id);
      return file ? ok(file) : collectionNotFound(id);
    },
    'collections.import': ({ file, name }) =>
      refusing(() => {
        const collection = importCollection(db, file, name ?? file.name);
        hub.emit('collections.changed', { reason: 'imported', id: collection.id });
        return ok(collection);
      }),
  };
}
