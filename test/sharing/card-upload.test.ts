import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PART_BYTES } from '../../shared/ipc/card-upload';
import type { IpcResult, SharingStatus } from '../../shared/ipc';
import type { CardImportReply, CardSourceSummary } from '../../shared/ipc/cards';
import { sharedData } from '../cards/card-host';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { zipFolder } from '../import/tiny-data-sets';
import { DeviceSocket, pair, sharingHost } from './helpers';

const tempDir = useTempDirs();

/** What the Collection screen on a phone does with the picked file: begin, the parts in order, import. */
async function upload(socket: DeviceSocket, file: string, partBytes = UPLOAD_PART_BYTES): Promise<IpcResult<unknown>> {
  const bytes = fs.readFileSync(file);
  const begun = await socket.call('cards.uploadBegin', { name: path.basename(file), bytes: bytes.length });
  if (!begun.ok) return begun;
  const { uploadId } = begun.value as { uploadId: string };
  for (let index = 0; index * partBytes < bytes.length; index++) {
    const part = bytes.subarray(index * partBytes, (index + 1) * partBytes);
    const sent = await socket.call('cards.uploadPart', { uploadId, index, data: part.toString('base64') });
    if (!sent.ok) return sent;
  }
  return socket.call('cards.importUpload', { uploadId });
}

describe('issue 18 · card data from the device: a paired control device uploads a .zip and the host imports it', () => {
  it('the upload arrives in parts under the frame cap, is imported as the computer’s own picker would, and leaves nothing behind; a viewer may not upload', async () => {
    const dir = tempDir();
    const host = sharingHost(dir);
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { url } = await value<SharingStatus>(ask, 'sharing.start', { address: '127.0.0.1', port: 0 });
      const device = async (role: 'control' | 'view') => {
        const { code } = (await value<SharingStatus>(ask, 'sharing.newCode', { role })).code!;
        return DeviceSocket.open(url!, (await pair(url!, code)).body.token!);
      };
      const zip = path.join(dir, 'armada-data-main.zip');
      zipFolder(sharedData('armada-ffg'), zip, 'armada-data-main');
      // Parts smaller than the page's, so this small set still travels in several.
      const partBytes = 16 * 1024;
      expect(fs.statSync(zip).size).toBeGreaterThan(3 * partBytes);

      const viewer = await device('view');
      expect(await viewer.call('cards.uploadBegin', { name: 'x.zip', bytes: 10 })).toMatchObject({ ok: false, error: { code: 'view_only' } });

      const player = await device('control');
      const before = await value<CardSourceSummary[]>(ask, 'cards.sources', {});
      const imported = (await upload(player, zip, partBytes)) as IpcResult<CardImportReply>;
      expect(imported).toMatchObject({ ok: true, value: { status: 'imported', edition: 'armada-ffg' } });
      if (!imported.ok || imported.value.status !== 'imported') throw new Error('not imported');
      // The archive's own cards, as a source the Collection lists (new, or the same data again).
      expect(Object.values(imported.value.counts).reduce((sum, n) => sum + (n ?? 0), 0)).toBeGreaterThan(100);
      const after = await value<CardSourceSummary[]>(ask, 'cards.sources', {});
      expect(after.map((source) => source.id)).toContain(imported.value.sourceId);
      expect(after.length).toBeGreaterThanOrEqual(before.length);
      expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([]);
      viewer.close();
      player.close();
    } finally {
      host.close();
    }
  }, 60_000);

  it('a part out of order, more bytes than announced, or an unknown upload is refused in words and imports nothing', async () => {
    const host = sharingHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const before = await value<CardSourceSummary[]>(ask, 'cards.sources', {});
      const { uploadId } = await value<{ uploadId: string }>(ask, 'cards.uploadBegin', { name: 'cards.zip', bytes: 4 });
      const skipped = await host.dispatch('cards.uploadPart', { uploadId, index: 1, data: Buffer.from('ab').toString('base64') });
      expect(skipped).toMatchObject({ ok: false, error: { code: 'upload_out_of_order' } });
      const tooMuch = await host.dispatch('cards.uploadPart', { uploadId, index: 0, data: Buffer.from('abcdef').toString('base64') });
      expect(tooMuch).toMatchObject({ ok: false, error: { code: 'too_large' } });
      expect(await host.dispatch('cards.importUpload', { uploadId })).toMatchObject({ ok: false, error: { code: 'upload_unknown' } });
      expect(await host.dispatch('cards.uploadBegin', { name: 'notes.txt', bytes: 4 })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      expect(await value<CardSourceSummary[]>(ask, 'cards.sources', {})).toEqual(before);
    } finally {
      host.close();
    }
  });
});
