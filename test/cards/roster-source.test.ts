import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupFromCards } from '../../electron/main/cards/roster-from-cards';
import type { CardImportSummary } from '../../shared/ipc/cards';
import { useTempDirs } from '../helpers/temp-dir';
import { writeTinyXwingData2 } from '../import/tiny-data-sets';
import { useCardHosts } from './card-host';

// Issue 16 · 2: a roster picked card by card names each card by its row, so it is tied to the
// source the player picked it from; a pilot's ship (its chassis: name, arcs, actions) comes from
// the pilot's own source too, not from whichever release is newest.

const tempDir = useTempDirs();
const newHost = useCardHosts(tempDir);

/** The tiny invented X-Wing set; the second release renames its ship and gives it a stronger arc. */
function release(second: boolean): string {
  const root = tempDir();
  writeTinyXwingData2(root);
  const file = path.join(root, 'data/pilots/rebel-alliance/test-wing.json');
  const ship = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; stats: { type: string; value: number }[] };
  if (second) {
    ship.name = 'Test-wing Refit';
    ship.stats.find((stat) => stat.type === 'attack')!.value = 4;
  }
  fs.writeFileSync(file, JSON.stringify(ship));
  return root;
}

describe('a roster picked from cards keeps to each card\'s source', () => {
  it('a pilot of the older release flies the older release\'s ship, though a newer one is imported beside it', async () => {
    const host = newHost();
    const older = await host.call<CardImportSummary>('cards.import', { path: release(false), edition: 'xwing-2.5' });
    const newer = await host.call<CardImportSummary>('cards.import', { path: release(true), edition: 'xwing-2.5' });
    expect(newer.sourceId).not.toBe(older.sourceId);
    const pilot = (source: number) => host.db.prepare<[number], { id: number }>("SELECT id FROM cards WHERE source_id = ? AND kind = 'pilot' AND key = 'acetester'").get(source)!.id;
    const roster = (source: number) =>
      setupFromCards(host.db, 'xwing', [
        { name: 'Ann', units: [{ cardId: pilot(source) }] },
        { name: 'Ben', units: [{ cardId: pilot(source) }] },
      ]);
    const fromOlder = roster(older.sourceId);
    const fromNewer = roster(newer.sourceId);
    if (!fromOlder.ok || !fromNewer.ok) throw new Error('both rosters should set up');
    const first = (setup: typeof fromOlder.value) => (setup.players[0] as { ships: { ship: string; attacks: { value: number }[] }[] }).ships[0]!;
    expect(first(fromOlder.value)).toMatchObject({ ship: 'Test-wing', attacks: [{ value: 3 }] });
    expect(first(fromNewer.value)).toMatchObject({ ship: 'Test-wing Refit', attacks: [{ value: 4 }] });
  });
});
