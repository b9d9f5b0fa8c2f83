import type { GameLogFile, GameSummary, GameSystem, IpcError, RequestOf } from '../../../shared/ipc';
import type { Client } from '../lib/client';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/**
 * The games list as the home screen shows it. The host's list is the truth: every change goes
 * through the host, and any change (from this view or another) refreshes the whole list.
 */
export class GamesManager {
  games = $state.raw<GameSummary[]>([]);
  loaded = $state(false);
  loadError = $state<string | null>(null);

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

  /** A game log from a file becomes a new game; the host checks every command before anything is written. */
  async importLog(log: unknown): Promise<Outcome<GameSummary>> {
    const result = await this.#client.call('game.import', { log: log as RequestOf<'game.import'>['log'] });
    if (result.ok) await this.refresh();
    return result;
  }
}
