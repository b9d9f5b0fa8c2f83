import { COLLECTION_NAME_MAX } from '../../../shared/ipc/card-vocabulary';
import type { CollectionContents, CollectionFile, CollectionSummary } from '../../../shared/ipc/cards';
import { collectionImportParts } from '../../../shared/ipc/collection-parts';
import type { IpcError } from '../../../shared/ipc/result';
import { onHostEvent } from '../cards/host-events';
import type { Client } from '../lib/client';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: IpcError };

const selectedKey = 'sidetable.collection';

function savedSelection(): number | null {
  const saved = Number(localStorage.getItem(selectedKey));
  return Number.isInteger(saved) && saved > 0 ? saved : null;
}

/**
 * The player's collections and the one they are looking at. The host is the truth: every change
 * goes through it, and `collections.changed` (from this view or another window) refreshes what is
 * shown. The chosen collection is remembered on this device, so the Cards screen counts copies in
 * the same collection the Collection screen edits.
 */
export class CollectionsManager {
  list = $state.raw<CollectionSummary[]>([]);
  loaded = $state(false);
  loadError = $state<string | null>(null);
  selectedId = $state<number | null>(savedSelection());
  /** The selected collection's products and loose cards (only when asked for with `withContents`). */
  contents = $state.raw<CollectionContents | null>(null);
  selected = $derived(this.list.find((c) => c.id === this.selectedId) ?? null);
  /** A collection file on its way to the host: loose cards sent so far, then the write. */
  importProgress = $state.raw<{ stage: 'sending' | 'writing'; sent: number; total: number } | null>(null);

  readonly #client: Client;
  readonly #withContents: boolean;
  #contentsSeq = 0;

  constructor(client: Client, options: { withContents: boolean }) {
    this.#client = client;
    this.#withContents = options.withContents;
  }

  /** Loads the list and starts listening for changes; returns the function that stops. */
  connect(): () => void {
    void this.refresh();
    return onHostEvent(this.#client.transport, 'collections.changed', ({ reason, id }) => {
      // Another collection's contents only change its totals in the list.
      void this.refresh({ contents: reason !== 'contents' || id === this.selectedId });
    });
  }

  async refresh(options: { contents: boolean } = { contents: true }): Promise<void> {
    const result = await this.#client.call('collections.list', {});
    if (!result.ok) {
      this.loadError = result.error.message;
      this.loaded = true;
      return;
    }
    this.list = result.value;
    this.loadError = null;
    this.loaded = true;
    const chosenGone = !this.list.some((c) => c.id === this.selectedId);
    if (chosenGone) this.#choose(this.list[0]?.id ?? null);
    if (options.contents || chosenGone) await this.#loadContents();
  }

  select(id: number | null): void {
    if (id === this.selectedId) return;
    this.#choose(id);
    void this.#loadContents();
  }

  #choose(id: number | null): void {
    this.selectedId = id;
    if (id === null) localStorage.removeItem(selectedKey);
    else localStorage.setItem(selectedKey, String(id));
  }

  async #loadContents(): Promise<void> {
    if (!this.#withContents) return;
    const id = this.selectedId;
    const seq = ++this.#contentsSeq;
    if (id === null) {
      this.contents = null;
      return;
    }
    const result = await this.#client.call('collections.get', { id });
    // A later selection's answer may already be in; never show an older one over it.
    if (seq !== this.#contentsSeq) return;
    this.contents = result.ok ? result.value : null;
    if (!result.ok) this.loadError = result.error.message;
  }

  async create(name: string): Promise<Outcome<CollectionSummary>> {
    const result = await this.#client.call('collections.create', { name });
    // The list first, then the choice: the new collection is never chosen before it is listed.
    if (result.ok) {
      await this.refresh({ contents: false });
      this.select(result.value.id);
    }
    return result;
  }

  async rename(id: number, name: string): Promise<Outcome<CollectionSummary>> {
    const result = await this.#client.call('collections.rename', { id, name });
    if (result.ok) await this.refresh({ contents: false });
    return result;
  }

  async remove(id: number): Promise<Outcome<{ id: number }>> {
    const result = await this.#client.call('collections.delete', { id });
    if (result.ok) await this.refresh();
    return result;
  }

  async setProductCount(productId: number, count: number): Promise<Outcome<CollectionContents>> {
    const collectionId = this.selectedId;
    if (collectionId === null) return noCollection();
    const result = await this.#client.call('collections.setProductCount', { collectionId, productId, count });
    if (result.ok && collectionId === this.selectedId) this.#accept(result.value);
    return result;
  }

  async setLooseCount(cardId: number, count: number, collectionId = this.selectedId): Promise<Outcome<CollectionContents>> {
    if (collectionId === null) return noCollection();
    const result = await this.#client.call('collections.setLooseCount', { collectionId, cardId, count });
    if (result.ok && collectionId === this.selectedId) this.#accept(result.value);
    return result;
  }

  /** The host's answer to a change is the collection as it now is. */
  #accept(contents: CollectionContents): void {
    ++this.#contentsSeq;
    if (this.#withContents) this.contents = contents;
    const { products: _products, loose: _loose, ...summary } = contents;
    this.list = this.list.map((c) => (c.id === summary.id ? summary : c));
  }

  exportFile(id: number): Promise<Outcome<CollectionFile>> {
    return this.#client.call('collections.export', { id });
  }

  /**
   * Sends a collection file to the host in parts below browser mode's frame cap (a file of 100,000
   * loose cards is about 7 MB): its head, then the loose cards a part at a time. Answers the import's
   * id for the finish. The host checks every part; a file that is not a collection file is refused
   * by its head.
   */
  async #sendInParts(file: unknown): Promise<Outcome<string>> {
    const loose = typeof file === 'object' && file !== null && 'loose' in file && Array.isArray(file.loose) ? (file.loose as CollectionFile['loose']) : [];
    const { begin, parts } = collectionImportParts({ ...(file as CollectionFile), loose });
    this.importProgress = { stage: 'sending', sent: 0, total: loose.length };
    const begun = await this.#client.call('collections.importBegin', begin);
    if (!begun.ok) return begun;
    for (const part of parts) {
      const sent = await this.#client.call('collections.importPart', { importId: begun.value.importId, loose: part });
      if (!sent.ok) return sent;
      this.importProgress = { stage: 'sending', sent: sent.value.received, total: sent.value.total };
    }
    return { ok: true, value: begun.value.importId };
  }

  /**
   * Imports a file's parsed JSON as it is: the host checks it and names what is wrong. A file whose
   * collection name is taken (importing a backup beside the original) comes in as "Name (2)".
   */
  async importFile(file: unknown): Promise<Outcome<CollectionContents>> {
    try {
      const fileName = typeof file === 'object' && file !== null && 'name' in file && typeof file.name === 'string' ? file.name.trim() : null;
      const started = await this.#sendInParts(file);
      if (!started.ok) return started;
      const finish = (name?: string) => this.#client.call('collections.importFinish', name === undefined ? { importId: started.value } : { importId: started.value, name });
      const total = this.importProgress?.total ?? 0;
      this.importProgress = { stage: 'writing', sent: total, total };
      let result = await finish();
      for (let copy = 2; !result.ok && result.error.code === 'name_taken' && fileName && copy <= 20; copy++) {
        const suffix = ` (${copy})`;
        result = await finish(fileName.slice(0, COLLECTION_NAME_MAX - suffix.length) + suffix);
      }
      // The list first, then the choice: the new collection is never chosen before it is listed.
      if (result.ok) {
        await this.refresh({ contents: false });
        this.select(result.value.id);
      }
      return result;
    } finally {
      this.importProgress = null;
    }
  }
}

const noCollection = (): { ok: false; error: IpcError } => ({
  ok: false,
  error: { code: 'no_collection', message: 'Choose or create a collection first.' },
});
