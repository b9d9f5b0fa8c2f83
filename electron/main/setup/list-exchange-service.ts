import { fail, ok, type GameView, type IpcResult } from '../../../shared/ipc';
import type { listExchangeMethods, ListImportPreview } from '../../../shared/ipc/list-exchange';
import {
  createArmadaPool,
  createXwingPool,
  exportArmadaText,
  exportXws,
  importArmadaText,
  importXws,
  type ArmadaCardPool,
  type ImportResult,
  type XwingCardPool,
} from '../../../shared/lists/formats';
import { looksLikeArmadaText, looksLikeXws } from '../../../shared/lists/formats/input-checks';
import { evaluateList } from '../../../shared/lists/evaluate';
import type { ListEvaluation } from '../../../shared/lists/evaluation';
import type { ImportedList } from '../../../shared/lists/formats/import-result';
import { listFormats, type CardLookup, type FleetList, type ListCard, type ListSystem } from '../../../shared/lists/list';
import { checkPrintedPoints, printedTotal, type PointsRevisionMatch } from '../../../shared/lists/printed-points';
import { getCard } from '../cards/card-search';
import { getGame } from '../db/games-repo';
import type { Db } from '../db/open';
import type { EditionKey } from '../../../shared/ipc/card-vocabulary';
import type { EventHub } from '../core/events';
import type { Clock } from '../core/clock';
import type { Handlers } from '../core/router';
import { dbCardLookup, listCardColumns, toListCard, type CardRow } from '../lists/card-lookup';
import { createList, evaluateStored, listCardLookup, ListRefusal, storedList } from '../lists/lists-repo';
import { listSource } from '../lists/list-source';
import { getPointsSet, listPointsSets, pointsLookup } from '../lists/points-repo';
import { setupFromLists, type ListForTable } from './roster-from-list';
import { missingDataNote } from '../../../shared/lists/formats/missing-data';

// Lists in and out, and a game from two lists. The parsers are pure (shared/lists/formats); this
// service hands them the card pools of the database, prices what they understood with the one
// evaluation, and turns two lists into the engine's setup command.

const armadaBuilderNames: Record<string, string> = {
  kingston: 'Ryan Kingston’s builder',
  starforge: 'Star Forge',
  warlords: 'Armada Warlords',
  flagship: 'Flagship',
  afd: 'Armada Fleets Designer',
  app: 'the Armada Fleet Builder app',
};

/** Both games' card pools, built once from the database and dropped when card data changes. */
class CardPools {
  #xwing: XwingCardPool | null = null;
  #armada: ArmadaCardPool | null = null;
  constructor(
    private readonly db: Db,
    hub: EventHub,
  ) {
    hub.subscribe((event) => {
      if (event.event === 'cards.changed') this.#xwing = this.#armada = null;
    });
  }

  #cards(system: ListSystem): ListCard[] {
    return this.db
      // ISB data first: where both Armada data sets price a card alike, the importer takes the first,
      // and the ISB data is the newer and fuller of the two.
      .prepare<[string], CardRow>(
        `SELECT ${listCardColumns} FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.system = ? AND c.retired = 0
         ORDER BY CASE e.key WHEN 'armada-isb' THEN 0 ELSE 1 END, c.id`,
      )
      .all(system)
      .map(toListCard);
  }

  get xwing(): XwingCardPool {
    return (this.#xwing ??= createXwingPool(this.#cards('xwing')));
  }

  get armada(): ArmadaCardPool {
    return (this.#armada ??= createArmadaPool(this.#cards('armada')));
  }
}

/** Cards with every stat a table needs (shield zones, armament), for setting up a game; a list's own source first. */
function fullCardLookup(db: Db, preferSource?: number): CardLookup {
  const ids = dbCardLookup(db, preferSource);
  return {
    card: (ref) => {
      const id = ids.idOf(ref);
      return id === undefined ? undefined : (getCard(db, id) ?? undefined);
    },
  };
}

/** Only X-Wing 2.5 squads are priced by imported points revisions (their ids are 2.5's). */
const pricesWithPointsSets = (list: FleetList) => list.system === 'xwing' && listFormats[list.format].editions.includes('xwing-2.5');

/** The builder's total beside ours, with where ours come from and the imported revisions that give the builder's. */
function printedPointsOf(db: Db, imported: ImportedList, evaluation: ListEvaluation) {
  const printed = printedTotal(imported);
  if (printed === null || printed === evaluation.total) return null;
  const list = imported.list;
  const source = listSource(db, list).source;
  const pricedBy = list.pointsSetId ? evaluation.pricedBy : source ? source.name : 'the card data';
  const revisions: PointsRevisionMatch[] | null = pricesWithPointsSets(list) ? [] : null;
  if (revisions) {
    const cards = listCardLookup(db, list);
    for (const set of listPointsSets(db)) {
      if (set.id === list.pointsSetId) continue;
      const points = pointsLookup(db, set.id);
      if (points && evaluateList(list, cards, points).total === printed) revisions.push({ id: set.id, name: set.name });
    }
  }
  return checkPrintedPoints(imported, evaluation, pricedBy, revisions);
}

function refusal(result: Extract<ImportResult, { ok: false }>, fileName: string | undefined): IpcResult<never> {
  const what = result.looksLike === 'xws' ? ' It looks like an X-Wing squad (XWS).' : result.looksLike === 'armada-text' ? ' It looks like an Armada fleet text.' : '';
  return fail('unreadable_list', `${fileName ? `${fileName}: ` : ''}${result.message}${result.message.includes('looks like') ? '' : what}`);
}

/** The editions with card data imported here, beyond the built-in core sets. */
function importedEditions(db: Db): Set<EditionKey> {
  const rows = db.prepare<[], { key: string }>(`SELECT DISTINCT e.key FROM card_sources s JOIN card_editions e ON e.id = s.edition_id WHERE s.layout <> 'starter'`).all();
  return new Set(rows.map((row) => row.key as EditionKey));
}

function which(text: string, system: ListSystem | undefined): ListSystem | null {
  if (system) return system;
  if (looksLikeXws(text)) return 'xwing';
  if (looksLikeArmadaText(text)) return 'armada';
  return null;
}

export function listExchangeHandlers(
  db: Db,
  hub: EventHub,
  clock: Pick<Clock, 'now'>,
  applyCommand: (gameId: string, command: Record<string, unknown>, commandId: string | undefined) => Promise<IpcResult<GameView>> | IpcResult<GameView>,
): Pick<Handlers, keyof typeof listExchangeMethods> {
  const pools = new CardPools(db, hub);

  const loadPlayers = (players: readonly { name: string; listId?: number | undefined; list?: FleetList | undefined }[]): IpcResult<ListForTable[]> => {
    const loaded: ListForTable[] = [];
    for (const player of players) {
      let list = player.list;
      if (player.listId !== undefined) {
        try {
          list = storedList(db, player.listId);
        } catch (error) {
          if (error instanceof ListRefusal) return fail(error.code, error.message);
          throw error;
        }
      }
      if (!list) return fail('invalid_request', `${player.name} needs a list.`);
      const points = list.pointsSetId ? pointsLookup(db, list.pointsSetId) : null;
      const source = listSource(db, list).source;
      loaded.push({ name: player.name, list, ...(points ? { points } : {}), ...(source ? { cards: fullCardLookup(db, source.id) } : {}) });
    }
    return ok(loaded);
  };

  return {
    'lists.import': ({ text, fileName, system, edition, pointsSetId }) => {
      const game = which(text, system);
      if (!game) {
        return fail(
          'unreadable_list',
          `${fileName ? `${fileName}: ` : ''}This is neither an X-Wing squad (XWS) nor an Armada fleet text that Sidetable knows. Export the list from your builder as XWS or as text, and paste that.`,
        );
      }
      const result = game === 'xwing' ? importXws(text, pools.xwing, edition ? { edition } : {}) : importArmadaText(text, pools.armada);
      if (!result.ok) return refusal(result, fileName);
      // Issue 43 · cards left out because the data here does not hold them: which data would have them.
      const missing = missingDataNote(result.messages, result.edition, importedEditions(db), result.editionReasons?.signalled);
      if (missing) result.messages.unshift(missing);
      if (pointsSetId !== undefined && pricesWithPointsSets(result.list)) {
        if (!getPointsSet(db, pointsSetId)) return fail('not_found', 'That points revision is no longer imported: read the list again and pick another.');
        result.list.pointsSetId = pointsSetId;
      }
      const evaluation = evaluateStored(db, result.list);
      const preview: ListImportPreview = {
        imported: result,
        evaluation,
        formatName: game === 'xwing' ? 'XWS' : (armadaBuilderNames[result.provenance.builder ?? ''] ?? 'an Armada fleet text'),
        printedPoints: printedPointsOf(db, result, evaluation),
      };
      return ok(preview);
    },
    'lists.add': ({ list }) => {
      try {
        const detail = createList(db, list, clock.now());
        hub.emit('lists.changed', { reason: 'imported', id: detail.summary.id });
        return ok(detail);
      } catch (error) {
        if (error instanceof ListRefusal) return fail(error.code, error.message);
        throw error;
      }
    },
    'lists.export': ({ id }) => {
      let list: FleetList;
      try {
        list = storedList(db, id);
      } catch (error) {
        if (error instanceof ListRefusal) return fail(error.code, error.message);
        throw error;
      }
      const base = list.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'list';
      if (list.system === 'xwing') {
        const evaluation = evaluateStored(db, list);
        const squad = exportXws(list, pools.xwing, { points: evaluation.total });
        return ok({ text: `${JSON.stringify(squad, null, 2)}\n`, fileName: `${base}.xws`, format: 'xws' as const });
      }
      return ok({ text: exportArmadaText(list, pools.armada), fileName: `${base}.txt`, format: 'armada-text' as const });
    },
    'game.setupFromLists': async ({ gameId, players, commandId, scenario }) => {
      const game = getGame(db, gameId);
      if (!game) return fail('not_found', `No game with id ${gameId}: it may have been deleted in another window.`);
      if (game.system !== 'armada' && game.system !== 'xwing') return fail('no_card_roster', 'A building-defense game starts from a scenario, not from lists.');
      if (scenario && game.system !== 'xwing') return fail('no_scenario', 'An Armada game is played to the objective card the second player picks, not to a scenario.');
      const loaded = loadPlayers(players);
      if (!loaded.ok) return loaded;
      const [first, second] = loaded.value;
      if (!first || !second) return fail('invalid_request', 'A game from lists needs two players, each with a list.');
      const setup = setupFromLists(db, game.system, [first, second], fullCardLookup(db));
      if (!setup.ok) return setup;
      return applyCommand(gameId, scenario ? { ...setup.value, scenario } : setup.value, commandId);
    },
  };
}
