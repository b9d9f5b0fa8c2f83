import { createHash } from 'node:crypto';
import path from 'node:path';
import type { z } from 'zod';
import type { CardDataLayout } from '../../../../shared/ipc/cards';
import { ImportReportBuilder } from './card-reader';
import { CardImportError } from './import-error';
import { parseJsonFile, type SourceFiles } from './source-files';

/** Progress of reading: files read so far of those the importer announced. */
export type ReadProgress = (done: number, total: number, file: string) => void;

/**
 * One data set inside the folder or archive the player picked, rooted where its layout starts
 * (a GitHub zip wraps everything in one top folder; a player may pick the repository or `public/`).
 */
export interface DataSet {
  readonly layout: Exclude<CardDataLayout, 'starter'>;
  has(file: string): boolean;
  /** Files under a folder of the data set (every file for ''), relative to the data set's root, sorted. */
  list(folder: string): string[];
  /** Says how many files the import reads in all (counting those already read), so progress has a total. */
  plan(total: number): void;
  readJson<S extends z.ZodType>(file: string, schema: S): z.output<S>;
  /** How errors name a file of the data set: relative to what the player picked. */
  nameOf(file: string): string;
  /** The folder or .zip as the player picked it. */
  readonly label: string;
  /** Cards kept and left out so far. */
  readonly report: ImportReportBuilder;
  /** Checks one card of `file` (see ImportReportBuilder.card): null when it was left out. */
  card<S extends z.ZodType>(file: string, place: string, raw: unknown, schema: S): z.output<S> | null;
  /** The sha-256 of every file read so far, by its path within the data set: the same data hashes the same from a folder or a .zip. */
  contentHash(): string;
}

const layoutMarkers: { layout: DataSet['layout']; marker: RegExp }[] = [
  { layout: 'xwing-data2', marker: /^(.*?)data\/manifest\.json$/ },
  { layout: 'armada-ffg', marker: /^(.*?)data\/ship-card\/[^/]+\/[^/]+\.json$/ },
  { layout: 'armada-isb', marker: /^(.*?)converted-json\/ships\/[^/]+\/[^/]+\.json$/ },
];

/** Finds which layout the files are in, and where it starts: the shallowest match wins. */
export function openDataSet(source: SourceFiles, onProgress: ReadProgress): DataSet {
  let best: { layout: DataSet['layout']; root: string } | null = null;
  for (const file of source.paths) {
    for (const { layout, marker } of layoutMarkers) {
      const root = marker.exec(file)?.[1];
      if (root === undefined) continue;
      const prefix = layout === 'armada-isb' ? `${root}converted-json/` : root;
      if (!best || prefix.split('/').length < best.root.split('/').length) best = { layout, root: prefix };
    }
  }
  if (!best) {
    throw new CardImportError(
      source.label,
      null,
      'is not a card data layout Sidetable knows. Looked for data/manifest.json (xwing-data2), data/ship-card/ (Armada, FFG era) and converted-json/ships/ (Armada, ISB).',
    );
  }
  const { layout, root } = best;
  const shown = source.label.toLowerCase().endsWith('.zip') ? `${path.basename(source.label)} › ` : '';
  let planned = 0;
  let done = 0;
  const hash = createHash('sha256');
  const report = new ImportReportBuilder();
  report.leftOut.push(...source.unreadable);
  return {
    label: source.label,
    report,
    card: (file, place, raw, schema) => report.card(shown + root + file, place, raw, schema),
    contentHash: () => hash.copy().digest('hex'),
    layout,
    has: (file) => source.has(root + file),
    list(folder) {
      const prefix = folder ? `${root}${folder}/` : root;
      return source.paths
        .filter((p) => p.startsWith(prefix))
        .map((p) => p.slice(root.length))
        .sort();
    },
    plan(total) {
      planned = total;
    },
    readJson(file, schema) {
      const name = shown + root + file;
      if (!source.has(root + file)) throw new CardImportError(name, null, 'is missing from the data set.');
      const bytes = source.readBytes(root + file);
      hash.update(`${file}\0${bytes.byteLength}\0`).update(bytes);
      const value = parseJsonFile(bytes, name, schema);
      onProgress(++done, Math.max(planned, done), file);
      return value;
    },
    nameOf: (file) => shown + root + file,
  };
}
