import type { EditionKey } from '../../../../shared/ipc/cards';
import { importArmadaFfg } from './armada-ffg-importer';
import { importArmadaIsb } from './armada-isb-importer';
import { MAIN_PART, type EditionImport } from './card-record';
import { refuseIfMostlyUnreadable } from './card-reader';
import { openDataSet, type DataSet, type ReadProgress } from './data-set';
import { CardImportError } from './import-error';
import { openSource } from './source-files';
import { importXwingData2 } from './xwing-data2-importer';

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
  const seen = new Map<string, string | null | undefined>();
  const cards = read.cards.filter((card) => {
    const part = card.part ?? MAIN_PART;
    const id = `${part} ${card.kind} ${card.key}`;
    if (!seen.has(id)) {
      seen.set(id, card.sourceFile);
      return true;
    }
    const problem = `the ${card.kind} id "${card.key}" (${card.name}) is used twice; the other is in ${data.nameOf(seen.get(id) ?? '')}.`;
    // The official pool must be whole; a community part keeps the first and reports the second.
    if (part === MAIN_PART) throw new CardImportError(data.nameOf(card.sourceFile ?? ''), 'key', problem);
    data.report.skip({ file: data.nameOf(card.sourceFile ?? ''), card: card.name, field: 'id', value: `"${card.key}"`, expected: `an id no other card of the part uses (the first is in ${data.nameOf(seen.get(id) ?? '')})` });
    return false;
  });
  refuseIfMostlyUnreadable(data.report, sourcePath);
  if (cards.length === 0) throw new CardImportError(sourcePath, null, 'holds no cards.');
  return { ...read, cards, contentHash: data.contentHash(), report: data.report.report() };
}
