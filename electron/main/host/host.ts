import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fail, ok, type AppInfo } from '../../../shared/ipc';
import { lockDataFolder, type DataFolderLock } from '../db/data-folder-lock';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { EventHub } from '../core/events';
import type { HostPort } from '../core/host-port';
import { cardHandlers } from '../cards/cards-service';
import { collectionImportHandlers } from '../cards/collection-import-service';
import { gameHandlers } from '../games/game-service';
import { gamesHandlers } from '../games/games-service';
import type { Clock } from '../core/clock';
import { listHandlers } from '../lists/list-handlers';
import { oddsHandlers } from '../odds/odds-handlers';
import { storyHandlers } from '../story/story-handlers';
import { listExchangeHandlers } from '../setup/list-exchange-service';
import { welcomeHandlers } from '../welcome/welcome-service';
import { createRouter } from '../core/router';
import { giveBackMemorySoon, HEAVY_METHODS } from '../core/memory';
import { scenarioHandlers } from '../scenarios/scenario-handlers';
import { sharingService } from '../sharing/sharing-service';
import { startBrowserServer } from '../browser/server';
import { cardUploadHandlers } from '../cards/card-upload-service';
import { recordHandlers } from '../record/record-service';
import { resultHandlers } from '../results/result-service';
import type { CardImportReply } from '../../../shared/ipc/cards';
import type { IpcResult } from '../../../shared/ipc';

export const DATABASE_FILE_NAME = 'sidetable.db';

export interface HostOptions {
  dataDir: string;
  transport: AppInfo['transport'];
  version: string;
  clock?: Clock;
  log?: (message: string, error?: unknown) => void;
  /** The desktop's native picker for a folder or .zip of card data; browser mode has none. */
  chooseCardDataSource?: (kind: 'folder' | 'zip') => Promise<string | null>;
  /** The built renderer, for "Show on a phone or tablet" (without it, sharing says it cannot start). */
  rendererDir?: string;
}

/**
 * The application: opens the database, owns the services and answers the IPC contract. It knows
 * nothing of Electron or HTTP, so the desktop app and browser mode run it unchanged.
 */
export interface Host extends HostPort {
  readonly database: OpenedDatabase;
  close(): void;
}

const systemClock: Clock = { now: () => Date.now(), newId: () => randomUUID() };

export function createHost(options: HostOptions): Host {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  // One host per data folder: a second one (the desktop app and browser mode share it by default)
  // would keep its own cache of the same games and diverge.
  const lock = lockDataFolder(options.dataDir, options.transport);
  try {
    return hostOn(lock, options, log);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function hostOn(lock: DataFolderLock, options: HostOptions, log: (message: string, error?: unknown) => void): Host {
  const database = openDatabase(path.join(options.dataDir, DATABASE_FILE_NAME), {
    onBackup: (file) => log(`Backed up the database before migrating: ${file}`),
  });
  const { db } = database;
  const hub = new EventHub();
  const clock = options.clock ?? systemClock;

  const games = gameHandlers(db, hub, clock, options.version, log);
  const gamesList = gamesHandlers(db, hub, clock);
  // The network server is browser mode's, handed in: sharing starts and stops it, never builds it.
  const sharing = sharingService(db, hub, clock, options.rendererDir ?? null, startBrowserServer);
  const routed = createRouter(
    {
      'app.info': () =>
        ok({
          version: options.version,
          dataDir: options.dataDir,
          schemaVersion: database.schemaVersion,
          transport: options.transport,
        }),
      ...gamesList,
      ...games,
      ...cardHandlers(db, hub),
      ...collectionImportHandlers(db, hub),
      ...listHandlers(db, hub, clock),
      ...oddsHandlers((gameId) => games['game.view']({ gameId })),
      ...storyHandlers(db),
      // A game from two lists is a setup command like any other: it goes through the game service.
      ...listExchangeHandlers(db, hub, clock, (gameId, command, commandId) => games['game.command']({ gameId, command: command as { type: string }, ...(commandId ? { commandId } : {}) })),
      // A game from a scenario is a game and a setup command like any other.
      ...scenarioHandlers(db, clock, {
        createGame: (name) => gamesList['games.create']({ name, system: 'defense' }),
        command: (gameId, command) => games['game.command']({ gameId, command }),
      }),
      ...sharing.handlers,
      ...recordHandlers(db, log),
      // Issue 43 · the first-run screen and a demo game per system: a game and its setup like any other.
      ...welcomeHandlers(db, clock, {
        createGame: (name, system) => gamesList['games.create']({ name, system }),
        setupFromCards: (gameId, players) => games['game.setupFromCards']({ gameId, players }),
        command: (gameId, command) => games['game.command']({ gameId, command }),
        removeGame: (gameId) => gamesList['games.delete']({ id: gameId }),
      }),
      // Issue 36 · a finished game's result out and back in: the game's state as the game service shows it.
      ...resultHandlers(db, (gameId) => games['game.view']({ gameId })),
      // A .zip uploaded from a phone or tablet is imported as a path on this computer would be.
      ...cardUploadHandlers(path.join(options.dataDir, 'uploads'), (request) => dispatch('cards.import', request) as Promise<IpcResult<CardImportReply>>),
      'cards.chooseImportSource': async ({ kind }) => {
        const choose = options.chooseCardDataSource;
        if (!choose) {
          return fail('not_available', 'Only the desktop app can open a file picker on this computer: type the path of the folder or .zip instead.');
        }
        return ok({ path: await choose(kind) });
      },
    },
    (method, error) => log(`Unexpected failure in ${method}`, error),
  );
  // Issue 42 · an import's answer goes out first, then the memory it used goes back (core/memory.ts).
  const dispatch: typeof routed = async (method, payload) => {
    const reply = await routed(method, payload);
    if (HEAVY_METHODS.has(method as never)) giveBackMemorySoon();
    return reply;
  };

  let closed = false;
  const host: Host = {
    dispatch,
    subscribe: (listener) => hub.subscribe(listener),
    database,
    close() {
      if (closed) return;
      closed = true;
      // Every device's socket is closed now; the listening socket finishes closing by itself.
      void sharing.shutdown();
      db.close();
      lock.release();
    },
  };
  // Paired devices find the table again after a restart, if it was shown when the app stopped.
  sharing.resume(host).catch((error: unknown) => log('Sharing could not resume', error));
  return host;
}
