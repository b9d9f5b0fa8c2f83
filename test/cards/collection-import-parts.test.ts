import { afterEach, describe, expect, it } from 'vitest';
import type { CardSearchPage, CollectionContents, CollectionFile, CollectionSummary, ProductSummary } from '../../shared/ipc/cards';
import { collectionImportParts, LOOSE_ENTRIES_PER_PART } from '../../shared/ipc/collection-import';
import type { IpcResult, WireCall } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { socketUrl, wireServer } from '../helpers/host-browser';
import { useTempDirs } from '../helpers/temp-dir';
import WebSocket from 'ws';

const tempDir = useTempDirs();
const FRAME_CAP = 4 * 1024 * 1024;
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function host() {
  const h = testHost(tempDir());
  closers.push(() => h.close());
  return h;
}
type TestHost = ReturnType<typeof host>;

async function value<T>(h: TestHost, method: string, payload: unknown): Promise<T> {
  const result = (await h.dispatch(method, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Sends a file the way the renderer does: head, parts, finish. */
async function importInParts(h: TestHost, file: CollectionFile, perPart: number, name?: string): Promise<IpcResult<CollectionContents>> {
  const { begin, parts } = collectionImportParts(file, perPart);
  const { importId } = await value<{ importId: string }>(h, 'collections.importBegin', begin);
  for (const loose of parts) await value(h, 'collections.importPart', { importId, loose });
  return (await h.dispatch('collections.importFinish', name ? { importId, name } : { importId })) as IpcResult<CollectionContents>;
}

/** A collection of the core sets' cards, several loose copies each, exported as a file. */
async function exportedCollection(h: TestHost): Promise<CollectionFile> {
  const mine = await value<CollectionSummary>(h, 'collections.create', { name: 'Mine' });
  const products = await value<ProductSummary[]>(h, 'products.list', {});
  await value(h, 'collections.setProductCount', { collectionId: mine.id, productId: products[0]!.id, count: 2 });
  const page = await value<CardSearchPage>(h, 'cards.search', { text: '', limit: 50 });
  for (const [index, card] of page.cards.entries()) await value(h, 'collections.setLooseCount', { collectionId: mine.id, cardId: card.id, count: 1 + (index % 3) });
  return value<CollectionFile>(h, 'collections.export', { id: mine.id });
}

const hugeFile = (loose: number): CollectionFile => ({
  format: 'sidetable.collection',
  version: 1,
  name: 'Every card I ever bought',
  products: [],
  loose: Array.from({ length: loose }, (_, i) => ({ edition: 'xwing-2.5', kind: 'pilot', key: `a-pilot-with-a-long-data-key-${i}`, count: 1 + (i % 9) })),
});

describe('issue 19 · a collection of 100,000 loose entries never travels as one frame over the 4 MB cap', () => {
  it('the whole file is over the cap, and each of its head and parts is far below it', () => {
    const file = hugeFile(100_000);
    expect(JSON.stringify(file).length).toBeGreaterThan(FRAME_CAP);
    const { begin, parts } = collectionImportParts(file);
    expect(parts).toHaveLength(100_000 / LOOSE_ENTRIES_PER_PART);
    expect(parts.reduce((n, part) => n + part.length, 0)).toBe(100_000);
    expect([parts[0]![0], parts.at(-1)!.at(-1)]).toEqual([file.loose[0], file.loose.at(-1)]);
    expect(begin).toEqual({ file: { format: file.format, version: file.version, name: file.name, products: [] }, looseCount: 100_000 });
    const frame = (method: string, payload: unknown) => JSON.stringify({ kind: 'call', id: 1, method, payload } satisfies WireCall).length;
    for (const loose of parts) expect(frame('collections.importPart', { importId: crypto.randomUUID(), loose })).toBeLessThan(FRAME_CAP / 4);
  });

  it('through the real WebSocket: 100,000 entries arrive in parts and the finish answers in words, the host still serving', async () => {
    const dir = tempDir();
    const h = testHost(dir);
    closers.push(() => h.close());
    const server = await wireServer(h, dir);
    closers.push(() => server.close());
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(socketUrl(server));
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
    closers.push(() => ws.terminate());
    let id = 0;
    const call = (method: string, payload: unknown) =>
      new Promise<IpcResult<unknown>>((resolve) => {
        const mine = ++id;
        const onMessage = (data: WebSocket.RawData) => {
          const frame = JSON.parse(data.toString()) as { kind: string; id: number; result: IpcResult<unknown> };
          if (frame.kind === 'reply' && frame.id === mine) {
            ws.off('message', onMessage);
            resolve(frame.result);
          }
        };
        ws.on('message', onMessage);
        ws.send(JSON.stringify({ kind: 'call', id: mine, method, payload }));
      });
    const { begin, parts } = collectionImportParts(hugeFile(100_000));
    const begun = (await call('collections.importBegin', begin)) as IpcResult<{ importId: string }>;
    expect(begun.ok).toBe(true);
    if (!begun.ok) return;
    let received = 0;
    for (const loose of parts) {
      const sent = (await call('collections.importPart', { importId: begun.value.importId, loose })) as IpcResult<{ received: number; total: number }>;
      expect(sent.ok).toBe(true);
      if (sent.ok) received = sent.value.received;
    }
    expect(received).toBe(100_000);
    // None of these made-up pilots is in this database: refused whole, naming the first.
    const finished = await call('collections.importFinish', { importId: begun.value.importId });
    expect(finished).toMatchObject({ ok: false, error: { code: 'unknown_card' } });
    if (!finished.ok) expect(finished.error.message).toContain('a-pilot-with-a-long-data-key-0');
    expect(await call('collections.list', {})).toEqual({ ok: true, value: [] });
  });
});

describe('collections.importBegin / importPart / importFinish: a file in parts is the file sent whole', () => {
  it('a file sent in parts of two entries becomes the same collection, on another machine', async () => {
    const file = await exportedCollection(host());
    expect(file.loose.length).toBeGreaterThan(10);
    const away = host();
    const imported = await importInParts(away, JSON.parse(JSON.stringify(file)) as CollectionFile, 2);
    expect(imported).toMatchObject({ ok: true, value: { name: 'Mine' } });
    if (!imported.ok) return;
    expect(await value<CollectionFile>(away, 'collections.export', { id: imported.value.id })).toEqual(file);
  });

  it('a taken name is refused at the finish and retried with another name without sending the parts again', async () => {
    const h = host();
    const file = await exportedCollection(h);
    const { begin, parts } = collectionImportParts(file, 7);
    const { importId } = await value<{ importId: string }>(h, 'collections.importBegin', begin);
    for (const loose of parts) await value(h, 'collections.importPart', { importId, loose });
    expect(await h.dispatch('collections.importFinish', { importId })).toMatchObject({ ok: false, error: { code: 'name_taken' } });
    const copy = await value<CollectionContents>(h, 'collections.importFinish', { importId, name: 'Mine (2)' });
    expect(copy.loose).toHaveLength(file.loose.length);
    // Finished: the parts are gone, so the same id cannot write a second copy.
    expect(await h.dispatch('collections.importFinish', { importId, name: 'Mine (3)' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('a finish before every part arrived, or a part past the count the head gave, writes nothing and says so', async () => {
    const h = host();
    const file = await exportedCollection(h);
    const renamed = { ...file, name: 'Elsewhere' };
    const { begin, parts } = collectionImportParts(renamed, 5);
    const { importId } = await value<{ importId: string }>(h, 'collections.importBegin', begin);
    await value(h, 'collections.importPart', { importId, loose: parts[0] });
    const early = await h.dispatch('collections.importFinish', { importId });
    expect(early).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    if (!early.ok) expect(early.error.message).toBe(`Only 5 of the file's ${file.loose.length} loose cards have arrived: nothing was imported yet.`);

    const short = await value<{ importId: string }>(h, 'collections.importBegin', { ...begin, looseCount: 3 });
    const over = await h.dispatch('collections.importPart', { importId: short.importId, loose: parts[0] });
    expect(over).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    if (!over.ok) expect(over.error.message).toContain('more arrived: nothing was imported');
    expect((await value<CollectionSummary[]>(h, 'collections.list', {})).map((c) => c.name)).toEqual(['Mine']);
  });

  it('a part larger than the contract allows is refused before the host holds it', async () => {
    const h = host();
    const { importId } = await value<{ importId: string }>(h, 'collections.importBegin', { ...collectionImportParts(hugeFile(0)).begin, looseCount: 10 });
    const tooMany = await h.dispatch('collections.importPart', { importId, loose: hugeFile(LOOSE_ENTRIES_PER_PART + 1).loose });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});
