import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListImportPreview } from '../../shared/ipc/list-exchange';
import type { ListChoicePage, ListDetail } from '../../shared/ipc/lists';
import { sharedData } from '../cards/card-host';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';

// Issue 40 item 4 · no repeated rows in a picker: choices that would read the same say what differs (a standard
// loadout, another printing); an upgrade that can never fit the unit (two Crew slots, one on the ship) is not offered.

let host: ReturnType<typeof testHost>;
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);
async function saved(squad: object): Promise<ListDetail> {
  const preview = await value<ListImportPreview>('lists.import', { text: JSON.stringify(squad) });
  return value<ListDetail>('lists.add', { list: preview.imported.list });
}

beforeAll(async () => {
  host = testHost(fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-pickers-')));
  await value('cards.import', { path: sharedData('xwing-data2-2.5') });
}, 60_000);
afterAll(() => host.close());

describe('Issue 40 · pickers without repeated rows', () => {
  it('Captain Jonus’s printings: the standard loadout one says its fixed upgrades; no two rows read the same', async () => {
    const list = await saved({ faction: 'galacticempire', name: 'Bombers', points: 20, vendor: { yasb: { builder: 'YASB - X-Wing 2.5' } }, pilots: [{ id: 'tomaxbren', ship: 'tiesabomber', points: 4 }] });
    const page = await value<ListChoicePage>('lists.unitChoices', { id: list.summary.id, text: 'Jonus', offset: 0, limit: 20 });
    const rows = page.choices.map((choice) => [choice.name, choice.title, choice.points, choice.differs ?? null].join(' · '));
    expect(new Set(rows).size).toBe(rows.length);
    const loadout = page.choices.find((choice) => choice.card.key === 'captainjonus-swz105');
    expect(loadout?.differs).toMatch(/^standard loadout: .*Feedback Ping/);
  });

  it('a two-Crew-slot upgrade is not offered to a ship with one Crew slot (Jabba the Hutt on the Firespray)', async () => {
    const list = await saved({ faction: 'scumandvillainy', name: 'Slave', points: 20, vendor: { yasb: { builder: 'YASB - X-Wing 2.5' } }, pilots: [{ id: 'bobafett-firesprayclasspatrolcraft', ship: 'firesprayclasspatrolcraft', points: 7 }] });
    const crew = await value<ListChoicePage>('lists.upgradeChoices', { id: list.summary.id, unit: 0, slot: 'Crew', text: 'Jabba', offset: 0, limit: 20 });
    expect(crew.choices.map((choice) => choice.card.key)).not.toContain('jabbathehutt');
    // A one-slot crew card of that name is still there.
    const any = await value<ListChoicePage>('lists.upgradeChoices', { id: list.summary.id, unit: 0, slot: 'Crew', offset: 0, limit: 200 });
    expect(any.total).toBeGreaterThan(10);
  });
});
