import { reasonOf } from './refusal';
import type { CardKind, CardSearch as CardSearchRequest, CardSourceSummary, CardSummary, EditionKey } from '../../../shared/ipc/cards';
import type { GameSystem } from '../../../shared/ipc/game-systems';
import type { Client } from '../lib/client';

const PAGE = 50;

/** Whichever collection the player chose: results count its copies. */
export interface ChosenCollection {
  readonly selectedId: number | null;
}
/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const TYPING_PAUSE_MS = 120;

/**
 * The Cards screen's search: the filters as the player set them and the results the host found.
 * Searches run as the player types, after a short pause; every request carries a sequence number
 * and an answer for anything but the latest is dropped, so a slow old query never overwrites a
 * newer one.
 */
export class CardSearch {
  text = $state('');
  system = $state<GameSystem | ''>('');
  edition = $state<EditionKey | ''>('');
  kind = $state<CardKind | ''>('');
  faction = $state('');
  /** One imported source's cards (by its id), or every included source's. */
  source = $state<number | ''>('');
  costMin = $state<number | null | undefined>(undefined);
  costMax = $state<number | null | undefined>(undefined);
  ownedOnly = $state(false);

  /** The imported sources the source filter offers. */
  sources = $state.raw<CardSourceSummary[]>([]);
  cards = $state.raw<CardSummary[]>([]);
  total = $state(0);
  /** The query the shown results answer, so the list can say what it shows. */
  answered = $state(false);
  loading = $state(false);
  error = $state<string | null>(null);

  /** Everything the host needs, rebuilt whenever a filter changes. */
  request = $derived.by((): CardSearchRequest => {
    const words = this.text.trim();
    const query: CardSearchRequest = { limit: this.#pageSize };
    if (words) query.text = words;
    if (this.system) query.system = this.system;
    if (this.edition) query.edition = this.edition;
    if (this.kind) query.kind = this.kind;
    if (this.faction) query.faction = this.faction;
    if (this.source !== '') query.source = this.source;
    if (typeof this.costMin === 'number' && Number.isFinite(this.costMin)) query.costMin = this.costMin;
    if (typeof this.costMax === 'number' && Number.isFinite(this.costMax)) query.costMax = this.costMax;
    if (this.collectionId !== null) {
      query.collectionId = this.collectionId;
      if (this.ownedOnly) query.ownedOnly = true;
    }
    return query;
  });

  hasFilters = $derived(
    this.system !== '' || this.edition !== '' || this.kind !== '' || this.faction !== '' || this.source !== '' ||
      typeof this.costMin === 'number' || typeof this.costMax === 'number' || this.ownedOnly,
  );

  readonly #client: Client;
  readonly #collections: ChosenCollection;
  #seq = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  readonly #pageSize: number;

  constructor(client: Client, collections: ChosenCollection, options: { pageSize?: number } = {}) {
    this.#client = client;
    this.#collections = collections;
    this.#pageSize = options.pageSize ?? PAGE;
  }

  /** Whose copies each result counts: the collection chosen here or on the Collection screen. */
  get collectionId(): number | null {
    return this.#collections.selectedId;
  }

  /** Runs the current request after the typing pause (or at once with 0). */
  schedule(delay = TYPING_PAUSE_MS): void {
    clearTimeout(this.#timer);
    const request = this.request;
    this.#timer = setTimeout(() => void this.#run(request), delay);
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#seq++;
  }

  clearFilters(): void {
    this.system = '';
    this.edition = '';
    this.kind = '';
    this.faction = '';
    this.source = '';
    this.costMin = undefined;
    this.costMax = undefined;
    this.ownedOnly = false;
  }

  /** The sources to filter by; a source that is gone (replaced by an import) is no longer chosen. */
  async loadSources(): Promise<void> {
    const result = await this.#client.call('cards.sources', {});
    if (!result.ok) return;
    this.sources = result.value;
    if (this.source !== '' && !result.value.some((s) => s.id === this.source)) this.source = '';
  }

  /** Reloads what is shown (the same number of results), e.g. after owned counts changed. */
  refresh(): void {
    clearTimeout(this.#timer);
    void this.#run({ ...this.request, limit: Math.min(200, Math.max(this.#pageSize, this.cards.length)) });
  }

  async #run(request: CardSearchRequest): Promise<void> {
    const seq = ++this.#seq;
    this.loading = true;
    const result = await this.#client.call('cards.search', request);
    if (seq !== this.#seq) return;
    this.loading = false;
    this.answered = true;
    if (result.ok) {
      this.cards = result.value.cards;
      this.total = result.value.total;
      this.error = null;
    } else {
      this.error = reasonOf(result.error);
    }
  }

  /** The next page, appended; dropped if the query changed meanwhile. */
  async more(): Promise<void> {
    const seq = this.#seq;
    this.loading = true;
    const result = await this.#client.call('cards.search', { ...this.request, offset: this.cards.length });
    if (seq !== this.#seq) return;
    this.loading = false;
    if (result.ok) {
      const seen = new Set(this.cards.map((c) => c.id));
      this.cards = [...this.cards, ...result.value.cards.filter((c) => !seen.has(c.id))];
      this.total = result.value.total;
      this.error = null;
    } else {
      this.error = reasonOf(result.error);
    }
  }
}
