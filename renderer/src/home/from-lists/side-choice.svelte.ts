import type { RequestOf } from '../../../../shared/ipc';
import type { ListSummary } from '../../../../shared/ipc/lists';
import type { ListSystem } from '../../../../shared/lists/list';
import type { Client } from '../../lib/client';
import { ListImport } from '../../list-import/list-import.svelte';

export type PlayerList = RequestOf<'game.setupFromLists'>['players'][number];

/** One side of a game started from lists: the player's name and a saved or pasted list. */
export class SideChoice {
  name = $state('');
  mode = $state<'saved' | 'paste'>('saved');
  listId = $state<number | null>(null);
  readonly importer: ListImport;

  constructor(
    client: Client,
    readonly label: string,
    system: () => ListSystem | undefined,
  ) {
    this.name = label;
    this.importer = new ListImport(client, system);
  }

  /** Whether the player has picked anything for this side. */
  get chosen(): boolean {
    return this.mode === 'saved' ? this.listId !== null : this.importer.preview !== null;
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
