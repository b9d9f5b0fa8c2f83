import type { GameLogFile, GameSummary, GameSystem, IpcError, LogImportProgress } from '../../../shared/ipc';
import { LOG_PART_CHARS } from '../../../shared/ipc/wire';
import type { Client } from '../lib/client';

const count = new Intl.NumberFormat('en');

function importStatusOf(progress: LogImportProgress): string {
  if (progress.stage === 'reading') return 'Reading the log…';
  if (progress.stage === 'replaying') return `Checking ${count.format(progress.done)} of ${count.format(progress.total)} commands…`;
  return `Saving the game (${count.format(progress.total)} commands)…`;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/**
 * The games list as the home screen shows it. The host's list is the truth: every change goes
 * through the host, and any change (from this view or another) refreshes the whole list.
 */
export class GamesManager {
  games = $state.raw<GameSummary[]>([]);
  loaded = $state(false);
  loadError = $state<string | null>(null);
  /** While a game log is imported: how far it is, in words ("Checking 12,000 of 100,000 commands…"). */
  importStatus = $state<string | null>(null);

  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  /** Starts listening for changes; returns the function that stops. */
  connect(): () => void {
    void this.refresh();
    return this.#client.transport.subscribe((event) => {
      if (event.event === 'games.changed') void this.refresh();
    });
  }

  async refresh(): Promise<void> {
    const result = await this.#client.call('games.list', {});
    if (result.ok) {
      this.games = result.value;
      this.loadError = null;
    } else {
      this.loadError = result.error.message;
    }
    this.loaded = true;
  }

  async create(name: string, system: GameSystem): Promise<Outcome<GameSummary>> {
    const result = await this.#client.call('games.create', { name, system });
    if (result.ok) await this.refresh();
    return result;
  }

  async rename(id: string, name: string): Promise<Outcome<GameSummary>> {
    const result = await this.#client.call('games.rename', { id, name });
    if (result.ok) await this.refresh();
    return result;
  }

  async remove(id: string): Promise<Outcome<{ id: string }>> {
    const result = await this.#client.call('games.delete', { id });
    if (result.ok) await this.refresh();
    return result;
  }

  async open(id: string): Promise<Outcome<GameSummary>> {
    return this.#client.call('games.open', { id });
  }

  /** The game as its command log, to keep or to move to another computer. */
  async exportLog(id: string): Promise<Outcome<GameLogFile>> {
    return this.#client.call('game.export', { gameId: id });
  }

  /**
   * A game log from a file becomes a new game; the host checks every command before anything is
   * written. The log travels as its text in parts under the size one message may have, however
   * long the game, and the host replays it away from other requests, saying how far it is.
   */
  async importLog(log: unknown): Promise<Outcome<GameSummary>> {
    const text = JSON.stringify(log);
    const uploadId = crypto.randomUUID();
    const stopFollowing = this.#client.transport.subscribe((event) => {
      if (event.event === 'game.importProgress' && event.payload.importId === uploadId) this.importStatus = importStatusOf(event.payload);
    });
    try {
      const parts = Math.max(1, Math.ceil(text.length / LOG_PART_CHARS));
      for (let index = 0; index < parts; index++) {
        this.importStatus = parts > 1 ? `Sending the log… ${Math.round((100 * index) / parts)}%` : 'Sending the log…';
        const sent = await this.#client.call('game.importPart', { uploadId, index, text: text.slice(index * LOG_PART_CHARS, (index + 1) * LOG_PART_CHARS) });
        if (!sent.ok) return sent;
      }
      const result = await this.#client.call('game.import', { uploadId });
      if (result.ok) await this.refresh();
      return result;
    } finally {
      stopFollowing();
      this.importStatus = null;
    }
  }
}
