import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListDetail, ListSummary } from '../../shared/ipc/lists';
import type { FleetList } from '../../shared/lists/list';
import { sharedData } from '../cards/card-host';
import { listHost, type ListHost } from './list-host';

// A saved list is judged when it is saved. When card data comes in later (the list named cards the
// database did not have yet), every list is priced and judged again, and the lists screen is told.

let host: ListHost;
beforeAll(async () => {
  host = await listHost([]);
});
afterAll(() => host.close());

describe('lists are judged again when card data changes', () => {
  it('a squad naming cards not yet imported is marked; importing them makes it legal, and views hear "rejudged"', async () => {
    const squad: FleetList = {
      name: 'Red Group',
      system: 'xwing',
      format: 'xwing-2.5-standard',
      faction: 'rebelalliance',
      units: [{ card: { edition: 'xwing-2.5', kind: 'pilot', key: 'lukeskywalker' }, count: 1, upgrades: [] }],
      objectives: [],
    };
    const created = await host.call<ListDetail>('lists.create', { name: 'Red Group', system: 'xwing', format: 'xwing-2.5-standard', faction: 'rebelalliance' });
    const saved = await host.call<ListDetail>('lists.save', { id: created.summary.id, list: squad });
    expect(saved.evaluation.problems.map((problem) => problem.rule)).toContain('unknown-card');
    expect((await host.call<ListSummary[]>('lists.list', {}))[0]?.legal).toBe(false);

    await host.call('cards.import', { path: sharedData('xwing-data2-2.5') });
    const [summary] = await host.call<ListSummary[]>('lists.list', {});
    expect(summary?.legal).toBe(true);
    expect(summary?.total).toBeGreaterThan(0);
    expect(host.events.some((event) => event.event === 'lists.changed' && event.payload.reason === 'rejudged')).toBe(true);
  }, 30_000);
});
