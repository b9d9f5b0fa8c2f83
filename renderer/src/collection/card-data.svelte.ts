import { reasonOf } from '../cards/refusal';
import type { CardImportSummary, EditionSummary, ImportProgress, ProductSummary } from '../../../shared/ipc/cards';
import { onHostEvents } from '../cards/host-events';
import type { Client } from '../lib/client';

/**
 * The card data the host holds (editions and the boxes they describe) and the player's imports of
 * more. An import runs on the host; its progress arrives as `cards.importProgress` events for the
 * path this view sent, and the answer is the summary or the refusal naming the file and field.
 */
export class CardData {
  editions = $state.raw<EditionSummary[]>([]);
  products = $state.raw<ProductSummary[]>([]);
  loadError = $state<string | null>(null);

  importing = $state(false);
  progress = $state.raw<ImportProgress | null>(null);
  summary = $state.raw<CardImportSummary | null>(null);
  importError = $state<string | null>(null);

  readonly #client: Client;
  #source: string | null = null;

  constructor(client: Client) {
    this.#client = client;
  }

  /** Only the desktop app can open a picker on the host's computer; browser mode types the path. */
  get canChooseSource(): boolean {
    return this.#client.transport.kind === 'electron';
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
        if (this.importing && progress.source === this.#source) this.progress = progress;
      },
    });
  }

  async refresh(): Promise<void> {
    const [editions, products] = await Promise.all([this.#client.call('cards.editions', {}), this.#client.call('products.list', {})]);
    if (editions.ok) this.editions = editions.value;
    if (products.ok) this.products = products.value;
    this.loadError = !editions.ok ? editions.error.message : !products.ok ? products.error.message : null;
  }

  async import(path: string): Promise<void> {
    const source = path.trim();
    this.#source = source;
    this.importing = true;
    this.progress = null;
    this.summary = null;
    this.importError = null;
    const result = await this.#client.call('cards.import', { path: source });
    this.importing = false;
    if (result.ok) {
      this.summary = result.value;
      await this.refresh();
    } else {
      this.importError = reasonOf(result.error);
    }
  }
}
