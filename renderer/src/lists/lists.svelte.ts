import type { ListDetail, ListSummary } from '../../../shared/ipc/lists';
import type { IpcResult } from '../../../shared/ipc/result';
import type { ListFormatKey, ListSystem } from '../../../shared/lists/list';
import { onHostEvent } from '../cards/host-events';
import type { Client } from '../lib/client';

/**
 * The player's lists, most recently used first. The host is the truth: every change goes through
 * it, and `lists.changed` (from this view, the builder, the Cards screen or another window)
 * refreshes what is shown.
 */
export class ListsManager {
  list = $state.raw<ListSummary[]>([]);
  loaded = $state(false);
  loadError = $state<string | null>(null);

  readonly #client: Client;
  readonly #system: ListSystem | undefined;
  #seq = 0;

  /** With a system, only that game's lists (the Cards screen offers a card to its own game's lists). */
  constructor(client: Client, system?: ListSystem) {
    this.#client = client;
    this.#system = system;
  }

  connect(): () => void {
    void this.refresh();
    return onHostEvent(this.#client.transport, 'lists.changed', () => void this.refresh());
  }

  async refresh(): Promise<void> {
    const seq = ++this.#seq;
    const result = await this.#client.call('lists.list', this.#system ? { system: this.#system } : {});
    // A later refresh's answer may already be in; never show an older one over it.
    if (seq !== this.#seq) return;
    this.loaded = true;
    if (!result.ok) {
      this.loadError = result.error.message;
      return;
    }
    this.loadError = null;
    this.list = [...result.value].sort((a, b) => b.lastUsedAt - a.lastUsedAt);
  }

  async create(request: { name: string; system: ListSystem; format: ListFormatKey; faction: string; pointsLimit?: number }): Promise<IpcResult<ListDetail>> {
    const result = await this.#client.call('lists.create', request);
    if (result.ok) await this.refresh();
    return result;
  }

  async rename(id: number, name: string): Promise<IpcResult<ListSummary>> {
    const result = await this.#client.call('lists.rename', { id, name });
    if (result.ok) await this.refresh();
    return result;
  }

  async copy(id: number, name: string): Promise<IpcResult<ListDetail>> {
    const result = await this.#client.call('lists.copy', { id, name });
    if (result.ok) await this.refresh();
    return result;
  }

  async remove(id: number): Promise<IpcResult<{ id: number }>> {
    const result = await this.#client.call('lists.delete', { id });
    if (result.ok) await this.refresh();
    return result;
  }
}
