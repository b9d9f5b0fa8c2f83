import { editionNames, type EditionKey } from '../../ipc/card-vocabulary';
import type { ImportMessage } from './import-result';

// Issue 43 · a list with cards the card data here does not hold says which data would have them, and what to
// do, never only "unknown": the edition the list was read as, whether only the built-in core set of it is here,
// and how many cards of each kind were left out.

const plural: Record<NonNullable<ImportMessage['missingCard']>, [string, string]> = {
  pilot: ['pilot', 'pilots'],
  upgrade: ['upgrade', 'upgrades'],
  ship: ['ship', 'ships'],
  squadron: ['squadron', 'squadrons'],
  objective: ['objective', 'objectives'],
  card: ['card', 'cards'],
};

/** The core sets built into every install, by edition. */
const coreSetOf: Partial<Record<EditionKey, string>> = { 'xwing-2.0': 'the X-Wing 2.0 core set', 'armada-ffg': 'the Armada core set' };

/** The data set a player imports for an edition, in words, and where it comes from. */
const dataSetOf: Partial<Record<EditionKey, string>> = {
  'xwing-2.0': 'the X-Wing 2.0 card data (xwing-data2 for 2.0: its data folder or a .zip)',
  'xwing-2.5': 'the X-Wing 2.5 card data (xwing-data2: its data folder or a .zip)',
  'armada-ffg': 'the Armada card data (the FFG data, or the ISB community data)',
  'armada-isb': 'the Armada community card data (ISB)',
};

/**
 * One note for the report when cards were left out because the card data does not hold them: which data would
 * have them. `imported`: the editions with card data imported here (beyond the built-in core sets).
 */
export function missingDataNote(messages: readonly ImportMessage[], edition: EditionKey, imported: ReadonlySet<EditionKey>, signalled?: { edition: EditionKey; why: string }): ImportMessage | null {
  const counts = new Map<NonNullable<ImportMessage['missingCard']>, number>();
  for (const message of messages) if (message.missingCard) counts.set(message.missingCard, (counts.get(message.missingCard) ?? 0) + 1);
  if (counts.size === 0) return null;
  const what = [...counts].map(([kind, count]) => `${count} ${plural[kind][count === 1 ? 0 : 1]}`).join(' and ');
  const them = [...counts.values()].reduce((sum, count) => sum + count, 0) === 1 ? 'it' : 'them';
  const data = dataSetOf[edition] ?? `the ${editionNames[edition]} card data`;
  // The list's own hints name another edition, whose cards are not here: that is the data to import.
  if (signalled && signalled.edition !== edition && !imported.has(signalled.edition)) {
    const wanted = dataSetOf[signalled.edition] ?? `the ${editionNames[signalled.edition]} card data`;
    return {
      severity: 'warning',
      where: 'the list',
      text: `This list looks built for ${editionNames[signalled.edition]} (${signalled.why}), and that card data is not here: ${what} could not be read with the ${editionNames[edition]} cards. Import ${wanted} on the Collection screen, then read the list again.`,
    };
  }
  if (!imported.has(edition)) {
    return {
      severity: 'warning',
      where: 'the list',
      text: `${what} ${them === 'it' ? 'is' : 'are'} not in the card data here: ${coreSetOf[edition] ? `only ${coreSetOf[edition]} (built in) is` : `there is no ${editionNames[edition]} card data yet`}. Import ${data} on the Collection screen, then read the list again to read ${them}.`,
    };
  }
  return {
    severity: 'warning',
    where: 'the list',
    text: `${what} ${them === 'it' ? 'is' : 'are'} not in the ${editionNames[edition]} card data imported here: check the spelling, or import a newer release of ${data} on the Collection screen.`,
  };
}
