import type { CollectionFile } from './cards';

/**
 * A collection file too large for one message goes to the host in parts (collection-import.ts):
 * its head, then the loose entries a part at a time. This is the pure cutter the renderer and the
 * tests share; it imports no schema, so the renderer may load it.
 */
export const LOOSE_ENTRIES_PER_PART = 5_000;

export interface CollectionImportHead {
  file: Omit<CollectionFile, 'loose'>;
  looseCount: number;
}

export function collectionImportParts(file: CollectionFile, perPart = LOOSE_ENTRIES_PER_PART): { begin: CollectionImportHead; parts: CollectionFile['loose'][] } {
  const { loose, ...head } = file;
  const parts: CollectionFile['loose'][] = [];
  for (let start = 0; start < loose.length; start += perPart) parts.push(loose.slice(start, start + perPart));
  return { begin: { file: head, looseCount: loose.length }, parts };
}
