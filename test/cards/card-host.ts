import path from 'node:path';
import { afterEach } from 'vitest';
import { cardHandlers } from '../../electron/main/cards/cards-service';
import { EventHub, type HostEvent } from '../../electron/main/core/events';
import { createRouter, type Dispatch, type Handlers } from '../../electron/main/core/router';
import { openDatabase, type Db } from '../../electron/main/db/open';
import type { IpcResult } from '../../shared/ipc';
import type { cardMethods } from '../../shared/ipc/cards';

/** The card database's slice of the host: the real router, handlers and SQLite file, nothing else. */
export interface CardHost {
  dispatch: Dispatch;
  call<T>(method: keyof typeof cardMethods, payload: unknown): Promise<T>;
  events: HostEvent[];
  db: Db;
  file: string;
  close(): void;
}

export function cardHost(dataDir: string): CardHost {
  const file = path.join(dataDir, 'sidetable.db');
  const { db } = openDatabase(file);
  const hub = new EventHub();
  const events: HostEvent[] = [];
  hub.subscribe((event) => events.push(event));
  // Only the card methods are answered here; the router refuses payloads before any handler runs.
  const dispatch = createRouter(cardHandlers(db, hub) as Handlers, (method, error) => {
    throw new Error(`${method} failed inside the host`, { cause: error });
  });
  return {
    dispatch,
    async call<T>(method: keyof typeof cardMethods, payload: unknown): Promise<T> {
      const result = (await dispatch(method, payload)) as IpcResult<T>;
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      return result.value;
    },
    events,
    db,
    file,
    close: () => db.close(),
  };
}

/** Where the shared test data sets live (beside the clone, never inside it). */
export const sharedData = (...parts: string[]) => path.resolve(import.meta.dirname, '../../../shared/data', ...parts);

/**
 * Card hosts for a test file, each on a fresh folder (or the one given), closed after each test
 * (before `useTempDirs` removes their folders: call it first, so its clean-up runs after this one).
 */
export function useCardHosts(tempDir: () => string): (dir?: string) => CardHost {
  const hosts: CardHost[] = [];
  afterEach(() => {
    // A test may close one itself (to open its folder again).
    for (const host of hosts.splice(0)) if (host.db.open) host.close();
  });
  return (dir = tempDir()) => {
    const host = cardHost(dir);
    hosts.push(host);
    return host;
  };
}
