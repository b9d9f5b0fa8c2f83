import { z } from 'zod';
import type { CardImportReply } from './cards';
import { editionKeys } from './card-vocabulary';
import { method } from './method';
import { UPLOAD_PART_BYTES } from './wire-sizes';

export { UPLOAD_PART_BYTES } from './wire-sizes';

// Card data from a phone or tablet: a .zip picked on the device travels to the host in parts
// (each well under the frame cap), is kept in the data folder, and is imported as if the host's
// own picker had chosen it. Nothing is read from the device's disk but the file the player picked.

/** The largest archive taken: a whole community repository with its images is a few hundred MB. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

const uploadIdSchema = z.uuid({ error: 'must name an upload' });
const editionSchema = z.enum(editionKeys, { error: `must be one of ${editionKeys.join(', ')}` });
const fileNameSchema = z
  .string({ error: 'must be a file name' })
  .min(5, { error: 'must be a .zip file' })
  .max(200, { error: 'must be at most 200 characters' })
  .refine((name) => /\.zip$/i.test(name), { error: 'must be a .zip file' });

export const cardUploadMethods = {
  'cards.uploadBegin': method<{ uploadId: string }>()(
    z
      .object({
        name: fileNameSchema,
        bytes: z.number({ error: 'must be a number' }).int().min(1, { error: 'is empty' }).max(MAX_UPLOAD_BYTES, { error: 'is larger than 1 GB, more than any card data set' }),
      })
      .strict(),
  ),
  'cards.uploadPart': method<{ received: number }>()(
    z
      .object({
        uploadId: uploadIdSchema,
        index: z.number().int().min(0),
        /** The part's bytes, base64. */
        data: z.string().max(Math.ceil((UPLOAD_PART_BYTES * 4) / 3) + 4, { error: 'is larger than one part may be' }),
      })
      .strict(),
  ),
  /** Imports the whole uploaded file; answered as cards.import is (a needEdition reply keeps the file for the answer). */
  'cards.importUpload': method<CardImportReply>()(
    z.object({ uploadId: uploadIdSchema, edition: editionSchema.optional(), replaces: z.number().int().min(1).optional() }).strict(),
  ),
} as const;
