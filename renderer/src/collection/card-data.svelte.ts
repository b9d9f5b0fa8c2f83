import { reasonOf } from '../cards/refusal';
import type { CardImportReply, CardImportSummary, CardSourceSummary, EditionKey, EditionSummary, ImportProgress, NeedEditionReply, ProductSummary, SourceRemoval } from '../../../shared/ipc/cards';
import { onHostEvents } from '../cards/host-events';
import type { Client } from '../lib/client';
import { UPLOAD_PART_BYTES } from '../../../shared/ipc/wire';
import { isPairedDevicePage } from '../sharing/device';

/** What the last import read: a path on the computer, or a file this device uploaded. */
type ImportSource = { path: string } | { uploadId: string };

/** A file's bytes as base64, in slices the call stack takes. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/**
 * The card data the host holds (editions, the sources imported side by side, the boxes they
 * describe) and the player's imports of more. An import runs on the host; its progress arrives as
 * `cards.importProgress` events for the path this view sent, and the answer is the summary (with
 * what was left out), a question about the edition, or the refusal naming the file and field.
 */
export class CardData {
  editions = $state.raw<EditionSummary[]>([]);
  sources = $state.raw<CardSourceSummary[]>([]);
  sourceError = $state<string | null>(null);
  /** A removal the player asked for, awaiting the confirm (what goes, which lists use it). */
  removal = $state.raw<SourceRemoval | null>(null);
  /** What the last removal did, in words. */
  removed = $state<string | null>(null);
  products = $state.raw<ProductSummary[]>([]);
  loadError = $state<string | null>(null);

  importing = $state(false);
  progress = $state.raw<ImportProgress | null>(null);
  summary = $state.raw<CardImportSummary | null>(null);
  importError = $state<string | null>(null);
  /** The data did not say its edition: the player picks one and the import runs again. */
  needEdition = $state.raw<NeedEditionReply | null>(null);
  /** A file on its way from this device to the computer: bytes sent of all. */
  uploading = $state.raw<{ name: string; sent: number; total: number } | null>(null);

  readonly #client: Client;
  #source: ImportSource | null = null;

  constructor(client: Client) {
    this.#client = client;
  }

  /** Only the desktop app can open a picker on the host's computer; browser mode types the path. */
  get canChooseSource(): boolean {
    return this.#client.transport.kind === 'electron';
  }

  /** A paired phone or tablet cannot name a path on the computer: it uploads what it holds. */
  get canTypePath(): boolean {
    return !(this.#client.transport.kind === 'browser' && isPairedDevicePage());
  }

  /** Opens the desktop's picker for a folder or a .zip, then imports what the player chose. */
  async chooseAndImport(kind: 'folder' | 'zip'): Promise<void> {
    const chosen = await this.#client.call('cards.chooseImportSource', { kind });
    if (!chosen.ok) {
      this.importError = reasonOf(chosen.error);
      return;
    }
    if (chosen.value.path) await this.import(chosen.value.path);
  }

  connect(): () => void {
    void this.refresh();
    return onHostEvents(this.#client.transport, {
      'cards.changed': () => void this.refresh(),
      'cards.importProgress': (progress) => {
        // An uploaded file is read from where the computer keeps it: this page's one import.
        const source = this.#source;
        if (this.importing && source && ('uploadId' in source || progress.source === source.path)) this.progress = progress;
      },
    });
  }

  async refresh(): Promise<void> {
    const [editions, products, sources] = await Promise.all([
      this.#client.call('cards.editions', {}),
      this.#client.call('products.list', {}),
      this.#client.call('cards.sources', {}),
    ]);
    if (editions.ok) this.editions = editions.value;
    if (products.ok) this.products = products.value;
    if (sources.ok) this.sources = sources.value;
    this.loadError = [editions, products, sources].map((r) => (r.ok ? null : r.error.message)).find((m) => m !== null) ?? null;
  }

  /** Puts a source's cards in pickers and search, or leaves them out. */
  async setIncluded(id: number, included: boolean): Promise<void> {
    const result = await this.#client.call('cards.setSourceIncluded', { id, included });
    if (result.ok) {
      this.sources = result.value;
      this.sourceError = null;
    } else {
      this.sourceError = reasonOf(result.error);
    }
  }

  /** Asks the host what removing a source would take away; a removal it refuses is said at once. */
  async askRemove(id: number): Promise<void> {
    this.removed = null;
    const result = await this.#client.call('cards.sourceRemoval', { id });
    if (!result.ok) {
      this.sourceError = reasonOf(result.error);
      return;
    }
    this.sourceError = result.value.blocked;
    this.removal = result.value.blocked ? null : result.value;
  }

  async confirmRemove(): Promise<void> {
    const asked = this.removal;
    this.removal = null;
    if (!asked) return;
    const result = await this.#client.call('cards.removeSource', { id: asked.id });
    if (!result.ok) {
      this.sourceError = reasonOf(result.error);
      return;
    }
    this.sources = result.value.sources;
    this.sourceError = null;
    const { name, label, cards, lists } = result.value.removed;
    this.removed = `Removed ${name} (${label}): ${cards} card${cards === 1 ? '' : 's'}.${lists.length ? ` Saved lists judged again: ${lists.map((l) => `“${l.name}”`).join(', ')}.` : ''}`;
  }

  /** Imports the last data again as the edition the player chose after the data could not say. */
  async importAs(edition: EditionKey): Promise<void> {
    const source = this.#source;
    if (source) await this.#run(source, edition);
  }

  async import(path: string, edition?: EditionKey): Promise<void> {
    await this.#run({ path: path.trim() }, edition);
  }

  /**
   * A .zip picked on this device (a phone or tablet paired with the computer, or browser mode's own
   * page): sent to the computer in parts, then imported there as a path would be.
   */
  async uploadAndImport(file: File): Promise<void> {
    this.summary = null;
    this.importError = null;
    this.needEdition = null;
    this.uploading = { name: file.name, sent: 0, total: file.size };
    const begun = await this.#client.call('cards.uploadBegin', { name: file.name, bytes: file.size });
    if (!begun.ok) {
      this.uploading = null;
      this.importError = reasonOf(begun.error);
      return;
    }
    const { uploadId } = begun.value;
    for (let index = 0; index * UPLOAD_PART_BYTES < file.size; index++) {
      const slice = new Uint8Array(await file.slice(index * UPLOAD_PART_BYTES, (index + 1) * UPLOAD_PART_BYTES).arrayBuffer());
      const sent = await this.#client.call('cards.uploadPart', { uploadId, index, data: base64Of(slice) });
      if (!sent.ok) {
        this.uploading = null;
        this.importError = reasonOf(sent.error);
        return;
      }
      this.uploading = { name: file.name, sent: sent.value.received, total: file.size };
    }
    this.uploading = null;
    await this.#run({ uploadId });
  }

  async #run(source: ImportSource, edition?: EditionKey): Promise<void> {
    this.#source = source;
    this.importing = true;
    this.progress = null;
    this.summary = null;
    this.importError = null;
    this.needEdition = null;
    const result =
      'path' in source
        ? await this.#client.call('cards.import', edition ? { path: source.path, edition } : { path: source.path })
        : await this.#client.call('cards.importUpload', edition ? { uploadId: source.uploadId, edition } : { uploadId: source.uploadId });
    this.importing = false;
    if (!result.ok) {
      this.importError = reasonOf(result.error);
      return;
    }
    const reply: CardImportReply = result.value;
    if (reply.status === 'needEdition') {
      this.needEdition = reply;
    } else {
      this.summary = reply;
      await this.refresh();
    }
  }
}
