import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cardHandlers } from '../../electron/main/cards/cards-service';
import { EventHub, type HostEvent } from '../../electron/main/core/events';
import { createRouter, type Handlers } from '../../electron/main/core/router';
import { openDatabase, type Db } from '../../electron/main/db/open';
import { listHandlers } from '../../electron/main/lists/list-handlers';
import type { IpcResult } from '../../shared/ipc';
import type { CardRef } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';

export type DataSetName = 'xwing-data2-2.0' | 'xwing-data2-2.5' | 'armada-ffg' | 'armada-isb';

/** The card and list slice of the host on a temp SQLite file, with real card data imported by the real importers. */
export interface ListHost {
  db: Db;
  dir: string;
  events: HostEvent[];
  dispatch(method: string, payload: unknown): Promise<IpcResult<unknown>>;
  call<T>(method: string, payload: unknown): Promise<T>;
  /** Advances the host's clock (lists sort by last use). */
  tick(ms?: number): void;
  close(): void;
}

export async function listHost(dataSets: readonly DataSetName[]): Promise<ListHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-lists-'));
  const { db } = openDatabase(path.join(dir, 'sidetable.db'));
  const hub = new EventHub();
  const events: HostEvent[] = [];
  hub.subscribe((event) => events.push(event));
  let now = 1_800_000_000_000;
  const dispatch = createRouter({ ...cardHandlers(db, hub), ...listHandlers(db, hub, { now: () => now }) } as Handlers, (method, error) => {
    throw new Error(`${method} failed inside the host`, { cause: error });
  });
  const call = async <T>(method: string, payload: unknown): Promise<T> => {
    const result = (await dispatch(method, payload)) as IpcResult<T>;
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return result.value;
  };
  for (const set of dataSets) await call('cards.import', { path: sharedData(set) });
  return {
    db,
    dir,
    events,
    dispatch,
    call,
    tick: (ms = 1000) => void (now += ms),
    close() {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const isb = (kind: CardRef['kind'], key: string): CardRef => ({ edition: 'armada-isb', kind, key });
export const ffg = (kind: CardRef['kind'], key: string): CardRef => ({ edition: 'armada-ffg', kind, key });
export const xw25 = (kind: CardRef['kind'], key: string): CardRef => ({ edition: 'xwing-2.5', kind, key });
export const xw20 = (kind: CardRef['kind'], key: string): CardRef => ({ edition: 'xwing-2.0', kind, key });
