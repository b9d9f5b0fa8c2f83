import { fail, ok, type GameSummary } from '../../../shared/ipc';
import type { Handlers } from '../core/router';
import { deleteGame, getGame, insertGame, listGames, renameGame, touchGame } from '../db/games-repo';
import type { Db } from '../db/open';
import type { Clock } from '../core/clock';
import type { EventHub } from '../core/events';

export type { Clock };

const notFound = (id: string) => fail('not_found', `No game with id ${id}: it may have been deleted in another window.`);

/** The games list: create, list, rename, delete, open. */
export function gamesHandlers(db: Db, hub: EventHub, clock: Clock): Pick<Handlers, 'games.list' | 'games.create' | 'games.rename' | 'games.delete' | 'games.open'> {
  return {
    'games.list': () => ok(listGames(db)),
    'games.create': ({ name, system }) => {
      const at = clock.now();
      const game: GameSummary = { id: clock.newId(), name, system, createdAt: at, lastPlayedAt: at };
      insertGame(db, game);
      hub.emit('games.changed', { reason: 'created', id: game.id });
      return ok(game);
    },
    'games.rename': ({ id, name }) => {
      const game = renameGame(db, id, name);
      if (!game) return notFound(id);
      hub.emit('games.changed', { reason: 'renamed', id });
      return ok(game);
    },
    'games.delete': ({ id }) => {
      if (!deleteGame(db, id)) return notFound(id);
      hub.emit('games.changed', { reason: 'deleted', id });
      return ok({ id });
    },
    'games.open': ({ id }) => {
      if (!getGame(db, id)) return notFound(id);
      const game = touchGame(db, id, clock.now());
      if (!game) return notFound(id);
      hub.emit('games.changed', { reason: 'opened', id });
      return ok(game);
    },
  };
}
