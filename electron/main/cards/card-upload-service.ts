import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fail, ok, type IpcResult } from '../../../shared/ipc';
import { MAX_UPLOAD_BYTES, type cardUploadMethods } from '../../../shared/ipc/card-upload';
import type { CardImportReply } from '../../../shared/ipc/cards';
import type { Handlers } from '../core/router';

/** Uploads begun and not imported: a device that went away must not fill the disk. */
const MAX_OPEN_UPLOADS = 2;
const UPLOAD_TTL_MS = 30 * 60 * 1000;

interface Upload {
  file: string;
  bytes: number;
  received: number;
  parts: number;
  touchedAt: number;
}

type ImportCards = (request: { path: string; edition?: string; replaces?: number }) => Promise<IpcResult<CardImportReply>>;

/**
 * Card data uploaded from a phone or tablet: the parts are appended to a file in the data folder's
 * uploads/ (under the name the player's file had, which the import reports), and the whole file is
 * imported by the same cards.import as a path picked on the computer. The file goes once imported
 * (kept while the import asks which edition it is).
 */
export function cardUploadHandlers(uploadsDir: string, importCards: ImportCards, now: () => number = Date.now): Pick<Handlers, keyof typeof cardUploadMethods> {
  // Whatever a previous run left half uploaded is of no use now.
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  const uploads = new Map<string, Upload>();
  const drop = (id: string) => {
    const upload = uploads.get(id);
    uploads.delete(id);
    if (upload) fs.rmSync(path.dirname(upload.file), { recursive: true, force: true });
  };
  const forgetStale = () => {
    for (const [id, upload] of uploads) if (now() - upload.touchedAt > UPLOAD_TTL_MS) drop(id);
    while (uploads.size >= MAX_OPEN_UPLOADS) drop(uploads.keys().next().value as string);
  };
  const unknown = () => fail('upload_unknown', 'Sidetable no longer has this upload (it finished, waited too long, or Sidetable restarted): pick the file again.');

  return {
    'cards.uploadBegin': ({ name, bytes }) => {
      forgetStale();
      const uploadId = randomUUID();
      const folder = path.join(uploadsDir, uploadId);
      fs.mkdirSync(folder, { recursive: true });
      // Only the file's own name, nothing that could climb out of the folder.
      const safeName = path.basename(name).replace(/[^\p{L}\p{N} ._()-]/gu, '_');
      const file = path.join(folder, safeName);
      fs.writeFileSync(file, '');
      uploads.set(uploadId, { file, bytes, received: 0, parts: 0, touchedAt: now() });
      return ok({ uploadId });
    },
    'cards.uploadPart': ({ uploadId, index, data }) => {
      const upload = uploads.get(uploadId);
      if (!upload) return unknown();
      if (index !== upload.parts) {
        if (index === upload.parts - 1) return ok({ received: upload.received });
        return fail('upload_out_of_order', `Part ${index + 1} of the file arrived where part ${upload.parts + 1} was expected: pick the file again.`);
      }
      const bytes = Buffer.from(data, 'base64');
      if (upload.received + bytes.length > upload.bytes || upload.received + bytes.length > MAX_UPLOAD_BYTES) {
        drop(uploadId);
        return fail('too_large', 'More arrived than the file’s size: nothing was imported. Pick the file again.');
      }
      fs.appendFileSync(upload.file, bytes);
      upload.received += bytes.length;
      upload.parts++;
      upload.touchedAt = now();
      return ok({ received: upload.received });
    },
    'cards.importUpload': async ({ uploadId, edition, replaces }) => {
      const upload = uploads.get(uploadId);
      if (!upload) return unknown();
      if (upload.received !== upload.bytes) {
        return fail('upload_incomplete', `Only ${upload.received} of the file’s ${upload.bytes} bytes have arrived: nothing was imported yet.`);
      }
      upload.touchedAt = now();
      const reply = await importCards({ path: upload.file, ...(edition ? { edition } : {}), ...(replaces === undefined ? {} : { replaces }) });
      // Asked which edition it is: the file waits for the answer. Otherwise it has served.
      if (!(reply.ok && reply.value.status === 'needEdition')) drop(uploadId);
      return reply;
    },
  };
}
