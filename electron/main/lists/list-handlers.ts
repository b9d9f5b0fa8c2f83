import { fail, ok, type IpcResult } from '../../../shared/ipc';
import type { listMethods } from '../../../shared/ipc/lists';
import { listText } from '../../../shared/lists/list-text';
import type { Db } from '../db/open';
import type { EventHub } from '../core/events';
import type { Clock } from '../core/clock';
import type { Handlers } from '../core/router';
import { listSourceChoices } from './list-source';
import { collectionCheck, objectiveChoices, unitChoices, upgradeChoices } from './choices';
import { copyList, createList, deleteList, evaluateStored, getList, listLists, ListRefusal, refreshVerdicts, renameList, saveList, storedList } from './lists-repo';
import { importPoints, listPointsSets, PointsImportError } from './points-repo';

/** Runs a list change, turning its refusals into IPC refusals in the player's words. */
function refusing<T>(change: () => IpcResult<T>): IpcResult<T> {
  try {
    return change();
  } catch (error) {
    if (error instanceof ListRefusal) return fail(error.code, error.message);
    if (error instanceof PointsImportError) return fail('bad_points_file', error.message);
    throw error;
  }
}

const collectionExists = (db: Db, id: number) => !!db.prepare<[number], { id: number }>('SELECT id FROM collections WHERE id = ?').get(id);
const noCollection = (id: number) => fail('not_found', `No collection with id ${id}: it may have been deleted in another window.`);

/** Lists and points sets: the builder's storage, points, legality and choices. */
export function listHandlers(db: Db, hub: EventHub, clock: Pick<Clock, 'now'>): Pick<Handlers, keyof typeof listMethods> {
  // New card data can change any list's points and verdict: judge them all again, and say so.
  hub.subscribe((event) => {
    if (event.event !== 'cards.changed') return;
    refreshVerdicts(db);
    hub.emit('lists.changed', { reason: 'rejudged', id: 0 });
  });
  return {
    'lists.list': ({ system }) => ok(listLists(db, system)),
    'lists.get': ({ id }) => refusing(() => ok(getList(db, id, clock.now()))),
    'lists.create': ({ name, system, format, faction, pointsLimit }) =>
      refusing(() => {
        const detail = createList(db, { name, system, format, faction, ...(pointsLimit === undefined ? {} : { pointsLimit }), units: [], objectives: [] }, clock.now());
        hub.emit('lists.changed', { reason: 'created', id: detail.summary.id });
        return ok(detail);
      }),
    'lists.save': ({ id, list }) =>
      refusing(() => {
        const detail = saveList(db, id, list, clock.now());
        hub.emit('lists.changed', { reason: 'saved', id });
        return ok(detail);
      }),
    'lists.rename': ({ id, name }) =>
      refusing(() => {
        const summary = renameList(db, id, name, clock.now());
        hub.emit('lists.changed', { reason: 'renamed', id });
        return ok(summary);
      }),
    'lists.copy': ({ id, name }) =>
      refusing(() => {
        const detail = copyList(db, id, name, clock.now());
        hub.emit('lists.changed', { reason: 'copied', id: detail.summary.id });
        return ok(detail);
      }),
    'lists.delete': ({ id }) => {
      if (!deleteList(db, id)) return fail('not_found', `No list with id ${id}: it may have been deleted in another window.`);
      hub.emit('lists.changed', { reason: 'deleted', id });
      return ok({ id });
    },
    'lists.evaluate': ({ list }) => ok(evaluateStored(db, list)),
    'lists.collectionCheck': ({ id, collectionId }) =>
      refusing(() => (collectionExists(db, collectionId) ? ok(collectionCheck(db, storedList(db, id), collectionId)) : noCollection(collectionId))),
    'lists.text': ({ id }) =>
      refusing(() => {
        const { list, evaluation } = getList(db, id);
        return ok({ text: listText(list, evaluation) });
      }),
    'lists.unitChoices': ({ id, text, collectionId, offset, limit }) =>
      refusing(() =>
        collectionId !== undefined && !collectionExists(db, collectionId) ? noCollection(collectionId) : ok(unitChoices(db, storedList(db, id), text, collectionId, { offset, limit })),
      ),
    'lists.upgradeChoices': ({ id, unit, slot, text, collectionId, offset, limit }) =>
      refusing(() => {
        if (collectionId !== undefined && !collectionExists(db, collectionId)) return noCollection(collectionId);
        const choices = upgradeChoices(db, storedList(db, id), unit, slot, text, collectionId, { offset, limit });
        return choices ? ok(choices) : fail('not_found', `The list has no unit number ${unit + 1}: save the list first, then pick its upgrades.`);
      }),
    'lists.objectiveChoices': ({ id, text, offset, limit }) => refusing(() => ok(objectiveChoices(db, storedList(db, id), text, { offset, limit }))),
    'lists.sourceChoices': ({ id }) => refusing(() => ok(listSourceChoices(db, storedList(db, id)))),
    'points.import': async ({ path }) => {
      // Issue 39: read off the host's thread, file by file, each capped (points-repo.ts).
      let imported: Awaited<ReturnType<typeof importPoints>>;
      try {
        imported = await importPoints(db, path, clock.now());
      } catch (error) {
        if (error instanceof PointsImportError) return fail('bad_points_file', error.message);
        throw error;
      }
      refreshVerdicts(db);
      hub.emit('points.changed', { reason: 'imported' });
      return ok(imported.sets.map((set) => ({ ...set, skipped: imported.skipped })));
    },
    'points.list': () => ok(listPointsSets(db)),
  };
}
