import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCard } from '../../../../electron/main/cards/card-search';
import type { EditionKey } from '../../../../shared/ipc/card-vocabulary';
import type { ListCard } from '../../../../shared/lists/list';
import { cardHost, sharedData } from '../../../cards/card-host';

/** The shared data set each edition is imported from. */
const dataSetOf: Record<EditionKey, string> = {
  'xwing-2.0': 'xwing-data2-2.0',
  'xwing-2.5': 'xwing-data2-2.5',
  'armada-ffg': 'armada-ffg',
  'armada-isb': 'armada-isb',
};

/**
 * Every card of one edition as the list functions see it: imported by the real importer into a
 * throw-away SQLite file and read back with the real getCard, so the parsers meet the data as the
 * app stores it (not a hand-made copy).
 */
export async function loadCards(edition: EditionKey): Promise<ListCard[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-list-pool-'));
  const host = cardHost(dir);
  try {
    await host.call('cards.import', { path: sharedData(dataSetOf[edition]) });
    const ids = host.db
      .prepare<[string], { id: number }>('SELECT c.id FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = ? ORDER BY c.id')
      .all(edition);
    const cards: ListCard[] = [];
    for (const { id } of ids) {
      const detail = getCard(host.db, id);
      if (!detail) continue;
      const { ownedIn: _ownedIn, owned: _owned, id: _id, sourceFile: _sourceFile, ...card } = detail;
      cards.push(card);
    }
    return cards;
  } finally {
    host.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
