import type { RequestOf } from '../../../../shared/ipc';
import type { ListSummary } from '../../../../shared/ipc/lists';
import type { ListSystem } from '../../../../shared/lists/list';
import type { Client } from '../../lib/client';
import { ListImport } from '../../list-import/list-import.svelte';

export type PlayerList = RequestOf<'game.setupFromLists'>['players'][number];

/** A side whose list breaks rules: whose it is, which list, and what the rules say. */
export interface SideProblems {
  player: string;
  listName: string;
  /** A saved list (so "fix it" can open it on the Lists screen); null for a pasted one. */
  listId: number | null;
  messages: string[];
}

/** One side of a game started from lists: the player's name and a saved or pasted list. */
export class SideChoice {
  name = $state('');
  mode = $state<'saved' | 'paste'>('saved');
  listId = $state<number | null>(null);
  readonly importer: ListImport;

  readonly #client: Client;

  constructor(
    client: Client,
    readonly label: string,
    system: () => ListSystem | undefined,
  ) {
    this.#client = client;
    this.name = label;
    this.importer = new ListImport(client, system);
  }

  /** Whether the player has picked anything for this side. */
  get chosen(): boolean {
    return this.mode === 'saved' ? this.listId !== null : this.importer.preview !== null;
  }

  /**
   * What the rules say is wrong with this side's list (empty when it is legal): a saved list's
   * problems come from the host's fresh evaluation, a pasted one's from its preview.
   */
  async problems(lists: readonly ListSummary[]): Promise<SideProblems | null> {
    const name = this.name.trim() || this.label;
    if (this.mode === 'paste') {
      const preview = this.importer.preview;
      if (!preview || preview.evaluation.legal) return null;
      return { player: name, listName: preview.imported.list.name, listId: null, messages: preview.evaluation.problems.map((p) => p.message) };
    }
    const list = lists.find((candidate) => candidate.id === this.listId);
    if (!list || list.legal) return null;
    const detail = await this.#client.call('lists.get', { id: list.id });
    const messages = detail.ok ? detail.value.evaluation.problems.map((p) => p.message) : [`${list.problemCount} problem${list.problemCount === 1 ? '' : 's'}`];
    return messages.length ? { player: name, listName: list.name, listId: list.id, messages } : null;
  }

  /** The side as the host takes it, or the sentence saying what is missing. */
  entry(lists: readonly ListSummary[]): { ok: true; value: PlayerList } | { ok: false; message: string } {
    const name = this.name.trim() || this.label;
    if (this.mode === 'saved') {
      const list = lists.find((candidate) => candidate.id === this.listId);
      if (!list) return { ok: false, message: `${name}: pick one of your lists, or paste one.` };
      return { ok: true, value: { name, listId: list.id } };
    }
    const preview = this.importer.preview;
    if (!preview) return { ok: false, message: `${name}: paste a list and read it first.` };
    return { ok: true, value: { name, list: preview.imported.list } };
  }
}
