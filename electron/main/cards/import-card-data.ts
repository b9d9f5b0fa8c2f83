import { importArmadaFfg } from './armada-ffg-importer';
import { importArmadaIsb } from './armada-isb-importer';
import type { EditionImport } from './card-record';
import { openDataSet, type DataSet, type ReadProgress } from './data-set';
import { CardImportError } from './import-error';
import { openSource } from './source-files';
import { importXwingData2 } from './xwing-data2-importer';

const importers: Record<DataSet['layout'], (data: DataSet) => EditionImport> = {
  'xwing-data2': importXwingData2,
  'armada-ffg': importArmadaFfg,
  'armada-isb': importArmadaIsb,
};

/**
 * Reads a whole data set from the folder or .zip at `sourcePath` into records, checking every
 * file on the way. Nothing is written here: a bad file stops the import before the database is touched.
 */
export function readCardData(sourcePath: string, onProgress: ReadProgress): EditionImport {
  const data = openDataSet(openSource(sourcePath), onProgress);
  const edition = importers[data.layout](data);
  const seen = new Map<string, string | null | undefined>();
  for (const card of edition.cards) {
    const id = `${card.kind} ${card.key}`;
    if (seen.has(id)) {
      throw new CardImportError(
        data.nameOf(card.sourceFile ?? ''),
        'key',
        `the ${card.kind} id "${card.key}" (${card.name}) is used twice; the other is in ${data.nameOf(seen.get(id) ?? '')}.`,
      );
    }
    seen.set(id, card.sourceFile);
  }
  if (edition.cards.length === 0) throw new CardImportError(sourcePath, null, 'holds no cards.');
  return edition;
}
