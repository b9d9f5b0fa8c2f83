import type { IpcResult } from '../../../shared/ipc';
import type { ListImportPreview } from '../../../shared/ipc/list-exchange';
import type { ListDetail } from '../../../shared/ipc/lists';
import type { XwingEdition } from '../../../shared/lists/formats/xwing-pool';
import type { ListSystem } from '../../../shared/lists/list';
import type { Client } from '../lib/client';

/** A file larger than this is no list: it is refused before it is read, with its size said. */
const FILE_MAX_BYTES = 1024 * 1024;

/**
 * One list being brought in: pasted or opened from a file, read by the host (which understands
 * every builder's format and prices it), shown to the player, and only then used or saved.
 */
export class ListImport {
  text = $state('');
  fileName = $state<string | null>(null);
  preview = $state.raw<ListImportPreview | null>(null);
  error = $state<string | null>(null);
  busy = $state(false);
  /** The list was saved to the player's lists (its id), after the player asked. */
  savedId = $state<number | null>(null);
  /** X-Wing: the edition the player switched to (else the one the squad's hints point to). */
  edition = $state<XwingEdition | null>(null);
  /** X-Wing 2.5: the points revision the player took to price the squad. */
  pointsSetId = $state<number | null>(null);

  readonly #client: Client;
  readonly #system: () => ListSystem | undefined;

  constructor(client: Client, system: () => ListSystem | undefined) {
    this.#client = client;
    this.#system = system;
  }

  /** Reads the paste again with the other edition's cards: one tap from the preview's "read as … because". */
  async readAs(edition: XwingEdition): Promise<void> {
    this.edition = edition;
    this.pointsSetId = null;
    await this.read(true);
  }

  /** Prices the squad with an imported points revision (the one that gives the builder's total). */
  async priceWith(pointsSetId: number | null): Promise<void> {
    this.pointsSetId = pointsSetId;
    await this.read(true);
  }

  /** Reads what is pasted; nothing is saved. A new paste forgets the previous one's edition and points choices. */
  async read(keepChoices = false): Promise<void> {
    if (!keepChoices) {
      this.edition = null;
      this.pointsSetId = null;
    }
    this.error = null;
    this.preview = null;
    this.savedId = null;
    if (this.text.trim() === '') {
      this.error = 'Paste a list first: an XWS squad from an X-Wing builder, or the text an Armada builder exports.';
      return;
    }
    this.busy = true;
    try {
      const system = this.#system();
      const result = await this.#client.call('lists.import', {
        text: this.text,
        ...(this.fileName ? { fileName: this.fileName } : {}),
        ...(system ? { system } : {}),
        ...(this.edition ? { edition: this.edition } : {}),
        ...(this.pointsSetId !== null ? { pointsSetId: this.pointsSetId } : {}),
      });
      if (result.ok) this.preview = result.value;
      else this.error = result.error.message;
    } finally {
      this.busy = false;
    }
  }

  /** Opens a file the player picked (.xws, .json, .txt) and reads it like a paste. */
  async readFile(file: File): Promise<void> {
    this.error = null;
    this.preview = null;
    if (file.size > FILE_MAX_BYTES) {
      this.error = `${file.name} is ${(file.size / (1024 * 1024)).toFixed(1)} MB, far larger than any list (a few KB): it was not opened. Export the list from your builder and open that file.`;
      return;
    }
    this.fileName = file.name;
    this.text = await file.text();
    await this.read();
  }

  /** Keeps the list the player accepted among their lists. */
  async save(): Promise<IpcResult<ListDetail> | null> {
    const preview = this.preview;
    if (!preview) return null;
    this.busy = true;
    try {
      const result = await this.#client.call('lists.add', { list: preview.imported.list });
      if (result.ok) this.savedId = result.value.summary.id;
      else this.error = result.error.message;
      return result;
    } finally {
      this.busy = false;
    }
  }

  clear(): void {
    this.text = '';
    this.fileName = null;
    this.preview = null;
    this.error = null;
    this.savedId = null;
    this.edition = null;
    this.pointsSetId = null;
  }
}
