import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CardSearch, CollectionSummary, ProductSummary } from '../../shared/ipc/cards';
import { cardHost, sharedData, type CardHost } from '../cards/card-host';
import { measure, type BenchResult } from './stats';

const dataSets = ['xwing-data2-2.5', 'xwing-data2-2.0', 'armada-ffg', 'armada-isb'] as const;

/** What a player types and picks while building a list: prefixes, filters, owned-only. */
const searches: CardSearch[] = [
  { text: 'l' },
  { text: 'luke' },
  { text: 'sky' },
  { text: 'star destroyer' },
  { text: 'x-wing', kind: 'pilot' },
  { text: 'focus', edition: 'xwing-2.5' },
  { kind: 'pilot', edition: 'xwing-2.5', faction: 'rebelalliance' },
  { kind: 'upgrade', system: 'armada', costMin: 3, costMax: 8 },
  { kind: 'squadron', faction: 'empire', offset: 20 },
  { system: 'xwing', costMin: 40, costMax: 50, offset: 50 },
  { text: 'brace', system: 'armada' },
  { kind: 'upgrade', edition: 'xwing-2.0', faction: 'scumandvillainy' },
];

/** Card import and search through the host's card methods, on real SQLite files. */
export async function benchCards(): Promise<BenchResult[]> {
  const dirs: string[] = [];
  const newHost = (): CardHost => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-cards-'));
    dirs.push(dir);
    return cardHost(dir);
  };
  const results: BenchResult[] = [];
  try {
    for (const dataSet of dataSets) {
      // Each sample imports into a fresh database, worker start-up included: what the player waits for.
      results.push(
        await measure(
          `cards.import ${dataSet} (fresh database, worker)`,
          5,
          async () => {
            const host = newHost();
            try {
              const result = await host.dispatch('cards.import', { path: sharedData(dataSet) });
              if (!result.ok) throw new Error(result.error.message);
            } finally {
              host.close();
            }
          },
          1,
        ),
      );
    }

    const host = newHost();
    try {
      for (const dataSet of ['xwing-data2-2.5', 'xwing-data2-2.0', 'armada-isb']) {
        const result = await host.dispatch('cards.import', { path: sharedData(dataSet) });
        if (!result.ok) throw new Error(result.error.message);
      }
      const cards = host.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM cards').get()!.n;
      const collection = await host.call<CollectionSummary>('collections.create', { name: 'Bench' });
      for (const product of await host.call<ProductSummary[]>('products.list', {})) {
        await host.call('collections.setProductCount', { collectionId: collection.id, productId: product.id, count: 2 });
      }
      const pool = `${cards} cards: X-Wing 2.0 + 2.5, Armada ISB`;
      results.push(await measure(`cards.search mixed queries (${pool})`, 5000, (i) => host.dispatch('cards.search', searches[i % searches.length])));
      results.push(
        await measure(`cards.search owned only, with counts (${pool})`, 2000, (i) =>
          host.dispatch('cards.search', { ...searches[i % searches.length], collectionId: collection.id, ownedOnly: i % 2 === 0 }),
        ),
      );
      results.push(await measure(`cards.get (${pool})`, 2000, (i) => host.dispatch('cards.get', { id: 1 + (i % cards) })));
    } finally {
      host.close();
    }
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
