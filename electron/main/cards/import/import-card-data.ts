import type { EditionKey } from '../../../../shared/ipc/cards';
import { importArmadaFfg } from './armada-ffg-importer';
import { importArmadaIsb } from './armada-isb-importer';
import { MAIN_PART, type CardRecord, type EditionImport } from './card-record';
import { refuseIfMostlyUnreadable } from './card-reader';
import { openDataSet, type DataSet, type ReadProgress } from './data-set';
import { CardImportError } from './import-error';
import { openSource } from './source-files';
import { importXwingData2 } from './xwing-data2-importer';

const idOf = (card: CardRecord) => `${card.part ?? MAIN_PART} ${card.kind} ${card.key}`;

/**
 * Data sets keep, beside each card's own file, combined files that repeat the cards of several
 * (`ships/ships.json`, a release's `all.json`): a file whose every card is also in other files,
 * cards from two or more of them, is such a copy. Its cards are read once, from their own files,
 * and the file is reported as a copy rather than as ids used twice.
 */
function withoutCombinedCopies(cards: CardRecord[], data: DataSet): CardRecord[] {
  const filesOf = new Map<string, Set<string>>();
  const idsOf = new Map<string, string[]>();
  for (const card of cards) {
    const file = card.sourceFile ?? '';
    const id = idOf(card);
    let files = filesOf.get(id);
    if (!files) filesOf.set(id, (files = new Set()));
    files.add(file);
    let ids = idsOf.get(file);
    if (!ids) idsOf.set(file, (ids = []));
    ids.push(id);
  }
  const copies = new Set<string>();
  for (const [file, ids] of idsOf) {
    const others = new Set<string>();
    let everyCardElsewhere = true;
    for (const id of ids) {
      const elsewhere = [...filesOf.get(id)!].filter((other) => other !== file && !copies.has(other));
      if (!elsewhere.length) {
        everyCardElsewhere = false;
        break;
      }
      for (const other of elsewhere) others.add(other);
    }
    if (everyCardElsewhere && others.size >= 2) copies.add(file);
  }
  if (!copies.size) return cards;
  for (const file of [...copies].sort()) {
    const count = idsOf.get(file)!.length;
    data.report.kept -= count;
    data.report.leftOut.push(`${data.nameOf(file)}: a combined copy of ${count} ${count === 1 ? 'card' : 'cards'} that are also in their own files; each was read once, from its own file`);
  }
  return cards.filter((card) => !copies.has(card.sourceFile ?? ''));
}

const importers: Record<DataSet['layout'], (data: DataSet, edition?: EditionKey) => EditionImport> = {
  'xwing-data2': importXwingData2,
  'armada-ffg': importArmadaFfg,
  'armada-isb': importArmadaIsb,
};

/**
 * Reads a whole data set from the folder or .zip at `sourcePath` into records, checking every
 * card on the way: a card that does not fit is left out and reported; a set that is mostly
 * unreadable is refused. Nothing is written here.
 */
export function readCardData(sourcePath: string, onProgress: ReadProgress, edition?: EditionKey): EditionImport {
  const data = openDataSet(openSource(sourcePath), onProgress);
  const read = importers[data.layout](data, edition);
  const seen = new Map<string, CardRecord>();
  /** The card as read, wherever it was read from: two files holding the same card are one card. */
  const sameCard = (a: CardRecord, b: CardRecord) => JSON.stringify({ ...a, sourceFile: null }) === JSON.stringify({ ...b, sourceFile: null });
  const cards = withoutCombinedCopies(read.cards, data).filter((card) => {
    const part = card.part ?? MAIN_PART;
    const id = `${part} ${card.kind} ${card.key}`;
    const first = seen.get(id);
    if (!first) {
      seen.set(id, card);
      return true;
    }
    // In a community part the same card again (a copy kept in another file) is nothing left out: read once,
    // reported as nothing. The official pool is kept strict (below).
    if (part !== MAIN_PART && sameCard(first, card)) {
      data.report.kept--;
      return false;
    }
    const firstFile = first.sourceFile;
    const problem = `the ${card.kind} id "${card.key}" (${card.name}) is used twice; the other is in ${data.nameOf(firstFile ?? '')}.`;
    // The official pool must be whole; a community part keeps the first and reports the second.
    if (part === MAIN_PART) throw new CardImportError(data.nameOf(card.sourceFile ?? ''), 'key', problem);
    data.report.skip({ file: data.nameOf(card.sourceFile ?? ''), card: card.name, field: 'id', value: `"${card.key}"`, expected: `an id no other card of the part uses (the first is in ${data.nameOf(firstFile ?? '')})` });
    return false;
  });
  refuseIfMostlyUnreadable(data.report, sourcePath);
  if (cards.length === 0) throw new CardImportError(sourcePath, null, 'holds no cards.');
  return { ...read, cards, contentHash: data.contentHash(), report: data.report.report() };
}
