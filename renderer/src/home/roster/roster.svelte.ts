import type { CardDetail, CardKind, CardSummary } from '../../../../shared/ipc/cards';
import type { CardRosterPlayers } from '../../game/game-session.svelte';
import type { Client } from '../../lib/client';

export interface RosterUnit {
  /** Local id: the same card may be picked twice. */
  key: number;
  card: CardSummary;
  /** Stats for the roster list (top speed, hull); null until fetched. */
  detail: CardDetail | null;
  /** The ship's speed at deployment; null leaves it to the host (speed 1, or lower if the ship is slower). */
  speed: number | null;
}

export interface RosterPlayer {
  name: string;
  units: RosterUnit[];
}

export const PICK_PAGE = 40;

/** The Armada core set as the starter data holds it: one way to start a game in a single tap. */
const coreSet: { player: string; keys: string[] }[] = [
  { player: 'Empire', keys: ['victory-ii-class-star-destroyer', 'tie-fighter-squadron', 'tie-fighter-squadron'] },
  { player: 'Rebels', keys: ['cr90-corvette-a', 'nebulon-b-escort-frigate', 'x-wing-squadron'] },
];

/**
 * The roster of a new Armada game, picked from the card database (the starter data is always
 * there). The host turns it into the engine's setup; nothing here knows a rule.
 */
export class RosterBuilder {
  players = $state<RosterPlayer[]>([
    { name: 'Player 1', units: [] },
    { name: 'Player 2', units: [] },
  ]);
  kind = $state<Extract<CardKind, 'ship' | 'squadron'>>('ship');
  query = $state('');
  results = $state.raw<CardSummary[]>([]);
  total = $state(0);
  searchError = $state<string | null>(null);
  coreSetError = $state<string | null>(null);

  readonly #client: Client;
  #nextKey = 1;
  #searchId = 0;

  constructor(client: Client) {
    this.#client = client;
  }

  get empty(): boolean {
    return this.players.every((player) => player.units.length === 0);
  }

  async search(): Promise<void> {
    const id = ++this.#searchId;
    const text = this.query.trim();
    const result = await this.#client.call('cards.search', { system: 'armada', kind: this.kind, limit: PICK_PAGE, ...(text ? { text } : {}) });
    // Typing fires several searches; only the newest may land.
    if (id !== this.#searchId) return;
    if (result.ok) {
      this.results = result.value.cards;
      this.total = result.value.total;
      this.searchError = null;
    } else {
      this.searchError = result.error.message;
    }
  }

  setKind(kind: Extract<CardKind, 'ship' | 'squadron'>): void {
    this.kind = kind;
    void this.search();
  }

  async add(playerIndex: number, card: CardSummary): Promise<void> {
    const player = this.players[playerIndex];
    if (!player) return;
    const key = this.#nextKey++;
    player.units.push({ key, card, detail: null, speed: null });
    const detail = await this.#client.call('cards.get', { id: card.id });
    const unit = this.players[playerIndex]?.units.find((candidate) => candidate.key === key);
    if (unit && detail.ok) unit.detail = detail.value;
  }

  remove(playerIndex: number, key: number): void {
    const player = this.players[playerIndex];
    if (player) player.units = player.units.filter((unit) => unit.key !== key);
  }

  setSpeed(playerIndex: number, key: number, speed: number): void {
    const unit = this.players[playerIndex]?.units.find((candidate) => candidate.key === key);
    if (unit) unit.speed = Math.max(0, speed);
  }

  /** Both fleets of the Armada core set, from the card database. */
  async useCoreSet(): Promise<void> {
    const byKey = new Map<string, CardSummary>();
    for (const kind of ['ship', 'squadron'] as const) {
      const found = await this.#client.call('cards.search', { system: 'armada', edition: 'armada-ffg', kind, limit: 200 });
      if (!found.ok) {
        this.coreSetError = found.error.message;
        return;
      }
      for (const card of found.value.cards) byKey.set(card.key, card);
    }
    const missing = coreSet.flatMap((side) => side.keys).filter((key) => !byKey.has(key));
    if (missing.length > 0) {
      this.coreSetError = `The card database has no ${missing.join(', ')}: import the Armada data again, or pick the fleets below.`;
      return;
    }
    this.coreSetError = null;
    this.players = coreSet.map((side) => ({ name: side.player, units: [] }));
    for (const [index, side] of coreSet.entries()) {
      for (const key of side.keys) {
        const card = byKey.get(key);
        if (card) await this.add(index, card);
      }
    }
  }

  points(playerIndex: number): number {
    return this.players[playerIndex]?.units.reduce((sum, unit) => sum + (unit.card.cost?.min ?? 0), 0) ?? 0;
  }

  request(): CardRosterPlayers {
    const [first, second] = this.players.map((player) => ({
      name: player.name,
      units: player.units.map((unit) => (unit.speed === null ? { cardId: unit.card.id } : { cardId: unit.card.id, speed: unit.speed })),
    }));
    return [first ?? { name: '', units: [] }, second ?? { name: '', units: [] }];
  }
}
