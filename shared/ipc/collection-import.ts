import { z } from 'zod';
import { collectionFileSchema, collectionNameSchema, type CollectionContents } from './cards';
import { LOOSE_ENTRIES_PER_PART } from './collection-parts';
import { method } from './method';

export { collectionImportParts, LOOSE_ENTRIES_PER_PART } from './collection-parts';

/**
 * A collection file too large for one message (100,000 loose entries is about 7 MB of JSON, over
 * browser mode's 4 MB frame cap) goes to the host in parts: the file's head (name, products and
 * how many loose entries follow), then the loose entries a part at a time, then one finish that
 * writes it all in one transaction. Every part stays far below the cap.
 */
/** The collection file's own limit (collectionFileSchema's loose list). */
const LOOSE_ENTRIES_MAX = 100_000;

const looseEntrySchema = collectionFileSchema.shape.loose.element;

export const collectionImportMethods = {
  /** The file's head; answers the id its parts and finish name. Nothing is written yet. */
  'collections.importBegin': method<{ importId: string }>()(
    z
      .object({
        // Named `file` as in collections.import, so a bad head is refused in the same words.
        file: collectionFileSchema.omit({ loose: true }),
        looseCount: z
          .number({ error: 'must be a number' })
          .int({ error: 'must be a whole number' })
          .min(0, { error: 'cannot be negative' })
          .max(LOOSE_ENTRIES_MAX, { error: `is more than the ${LOOSE_ENTRIES_MAX.toLocaleString('en')} loose entries a collection file may list` }),
      })
      .strict(),
  ),
  /** The next loose entries, in the file's order. */
  'collections.importPart': method<{ received: number; total: number }>()(
    z
      .object({
        importId: z.string().min(1).max(64),
        loose: z.array(looseEntrySchema).max(LOOSE_ENTRIES_PER_PART, { error: `are at most ${LOOSE_ENTRIES_PER_PART} entries per part` }),
      })
      .strict(),
  ),
  /** Writes the whole file as a new collection, all or nothing; `name` overrides the file's name. */
  'collections.importFinish': method<CollectionContents>()(
    z.object({ importId: z.string().min(1).max(64), name: collectionNameSchema.optional() }).strict(),
  ),
} as const;

export type CollectionImportBegin = z.input<(typeof collectionImportMethods)['collections.importBegin']['request']>;
