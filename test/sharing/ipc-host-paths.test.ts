import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalFor } from '../../electron/main/browser/server';
import { hidePathsIn, withoutHostPaths } from '../../electron/main/browser/device-view';
import { contract } from '../../shared/ipc/contract';
import { OWNER_ONLY_METHODS, VIEWER_METHODS } from '../../shared/ipc/sharing';
import { useTempDirs } from '../helpers/temp-dir';
import { writeTinyXwingData2 } from '../import/tiny-data-sets';
import { DeviceSocket, pair, sharingHost, status } from './helpers';
import { hostPathFields, methodsTakingHostPaths } from './host-path-fields';

const tempDir = useTempDirs();

const methods = Object.keys(contract) as (keyof typeof contract)[];

/** A host sharing on loopback with one device paired in `role`; both closed after `use`. */
async function withPairedDevice(role: 'view' | 'control', use: (host: ReturnType<typeof sharingHost>, device: DeviceSocket, dir: string) => Promise<void>): Promise<void> {
  const dir = tempDir();
  const host = sharingHost(dir);
  try {
    const shared = await status(host, 'sharing.start', { address: '127.0.0.1', port: 0 });
    const { code } = (await status(host, 'sharing.newCode', { role })).code!;
    const device = await DeviceSocket.open(shared.url!, (await pair(shared.url!, code)).body.token!);
    try {
      await use(host, device, dir);
    } finally {
      device.close();
    }
  } finally {
    host.close();
  }
}

describe('issue 25 · no paired device reads this computer’s files (the whole IPC contract, walked)', () => {
  it('finds the methods that take a path on this computer: card data and points imports at least', () => {
    expect(methodsTakingHostPaths()).toEqual(expect.arrayContaining(['cards.import', 'points.import']));
  });

  it.each(methods)('%s: callable by a paired device only if it takes no path on this computer', (name) => {
    const fields = hostPathFields(contract[name].request);
    for (const role of ['view', 'control'] as const) {
      const refusal = refusalFor({ kind: 'device', id: 'd', name: 'Phone', role }, name);
      if (fields.length) expect(refusal?.code, `${name} takes ${fields.join(', ')} and a ${role} device may call it`).toBe('owner_only');
      // A view device is held to the reads named one by one; a control device to everything not owner-only.
      else if (role === 'view') expect(refusal === null).toBe(VIEWER_METHODS.has(name));
      else expect(refusal === null).toBe(!OWNER_ONLY_METHODS.has(name));
    }
    expect(refusalFor({ kind: 'owner' }, name)).toBeNull();
  });

  it('every method the viewer and owner-only lists name exists in the contract (a renamed method is not silently open)', () => {
    for (const name of [...VIEWER_METHODS, ...OWNER_ONLY_METHODS]) expect(Object.hasOwn(contract, name), name).toBe(true);
    for (const name of VIEWER_METHODS) expect(OWNER_ONLY_METHODS.has(name), name).toBe(false);
  });

  it('a paired control device asking points.import or cards.import for a file on this computer is refused, and nothing is read', async () => {
    await withPairedDevice('control', async (host, device) => {
      for (const name of methodsTakingHostPaths()) {
        const reply = await device.call(name, { path: '/etc/passwd' });
        expect(reply, name).toMatchObject({ ok: false, error: { code: 'owner_only' } });
      }
      expect(await host.dispatch('points.list', {})).toEqual({ ok: true, value: [] });
    });
  });
});

describe('issue 25 · no path on this computer reaches a device', () => {
  const dataDir = '/home/ann/.config/Sidetable';

  it('a view device asking app.info and cards.sources, and hearing an import, is told neither the data folder nor the folder the data came from', async () => {
    await withPairedDevice('view', async (host, device, dir) => {
      const downloads = path.join(tempDir(), 'my downloads', 'tiny-data');
      writeTinyXwingData2(downloads);
      expect(await host.dispatch('cards.import', { path: downloads })).toMatchObject({ ok: true });
      const info = await device.call('app.info', {});
      expect(info).toMatchObject({ ok: true, value: { dataDir: '', device: { role: 'view' } } });
      const sources = await device.call('cards.sources', {});
      expect(sources.ok && (sources.value as { origin: string | null }[]).some((source) => source.origin === 'tiny-data')).toBe(true);
      const heard = JSON.stringify([info, sources, device.events]);
      expect(device.events.some((event) => event.event === 'cards.importProgress')).toBe(true);
      expect(heard).not.toContain(dir);
      expect(heard).not.toContain(downloads);
      // The owner's own page still gets both.
      expect(await host.dispatch('app.info', {})).toMatchObject({ ok: true, value: { dataDir: dir } });
    });
  });

  it('a view device is not told the data folder: app.info answers it empty, and the uploaded file is named by its name alone', () => {
    expect(withoutHostPaths({ version: '1', dataDir, schemaVersion: 3 }, [dataDir])).toEqual({ version: '1', dataDir: '', schemaVersion: 3 });
    expect(hidePathsIn(`${dataDir}/uploads/5f1c/xwing-data2.zip: is not a readable zip archive`, [dataDir])).toBe('xwing-data2.zip: is not a readable zip archive');
    expect(hidePathsIn(`the data folder is ${dataDir}`, [dataDir])).toBe('the data folder is the data folder');
  });

  it('where a data set was imported from is its folder’s or archive’s name alone (POSIX and Windows), in fields and in sentences', () => {
    const source = { id: 1, origin: '/home/ann/Downloads/xwing-data2-master.zip', report: { leftOut: ['C:\\Users\\Ann\\Cards\\isb\\public: 3 files left out'] } };
    expect(withoutHostPaths(source, [])).toEqual({ id: 1, origin: 'xwing-data2-master.zip', report: { leftOut: ['public: 3 files left out'] } });
    expect(withoutHostPaths({ source: '/srv/data sets/isb' }, [])).toEqual({ source: 'isb' });
  });

  it('Issue 39 · a path of one part (`/etc`, `C:\\Games`, `\\\\nas`) is cut to its name too, in a field and in a sentence', () => {
    expect(withoutHostPaths({ importId: 3, source: '/etc', stage: 'failed' }, [])).toEqual({ importId: 3, source: 'etc', stage: 'failed' });
    expect(withoutHostPaths({ source: 'C:\\Games' }, [])).toEqual({ source: 'Games' });
    expect(withoutHostPaths({ source: '\\\\nas\\cards' }, [])).toEqual({ source: 'cards' });
    expect(hidePathsIn('Nothing was imported from /etc: it holds no card data.', [])).toBe('Nothing was imported from etc: it holds no card data.');
    expect(hidePathsIn('Nothing was imported from /etc.', [])).toBe('Nothing was imported from etc.');
    expect(hidePathsIn('D:\\Armada is not a folder of card data', [])).toBe('Armada is not a folder of card data');
  });

  it('card text that is not a path is left as it is', () => {
    for (const text of ['Roll 1/2 dice', 'and/or', 'Speed 3 / 4', 'data/pilots/rebel/t65.json, Luke: cost', 'My squad /rebels/ v2']) expect(hidePathsIn(text, [dataDir])).toBe(text);
  });
});
