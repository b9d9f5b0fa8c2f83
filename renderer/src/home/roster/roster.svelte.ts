import type { CardDetail, CardKind, CardSummary, EditionKey } from '../../../../shared/ipc/cards';
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

/** The games whose roster is picked from cards. */
export type RosterSystem = 'armada' | 'xwing';
export type RosterKind = Extract<CardKind, 'ship' | 'squadron' | 'pilot'>;

interface CoreSet {
  edition: EditionKey;
  kinds: RosterKind[];
  sides: { player: string; keys: string[] }[];
}

/** Each game's core set as the starter data holds it: one way to start a game in a single tap. */
const coreSets: Record<RosterSystem, CoreSet> = {
  armada: {
    edition: 'armada-ffg',
    kinds: ['ship', 'squadron'],
    sides: [
      { player: 'Empire', keys: ['victory-ii-class-star-destroyer', 'tie-fighter-squadron', 'tie-fighter-squadron'] },
      { player: 'Rebels', keys: ['cr90-corvette-a', 'nebulon-b-escort-frigate', 'x-wing-squadron'] },
    ],
  },
  // The X-Wing 2.0 core set: one T-65 X-wing and two TIE/ln fighters, each with one of its pilots.
  xwing: {
    edition: 'xwing-2.0',
    kinds: ['pilot'],
    sides: [
      { player: 'Rebels', keys: ['lukeskywalker'] },
      { player: 'Empire', keys: ['idenversio', 'nightbeast'] },
    ],
  },
};

/** The kinds of card a roster lists, in the order the picker offers them. */
export const rosterKinds: Record<RosterSystem, RosterKind[]> = { armada: ['ship', 'squadron'], xwing: ['pilot'] };

/**
 * The roster of a new Armada or X-Wing game, picked from the card database (the starter data is
 * always there). The host turns it into the engine's setup; nothing here knows a rule.
 */
export class RosterBuilder {
  players = $state<RosterPlayer[]>([
    { name: 'Player 1', units: [] },
    { name: 'Player 2', units: [] },
  ]);
  kind = $state<RosterKind>('ship');
  query = $state('');
  results = $state.raw<CardSummary[]>([]);
  total = $state(0);
  searchError = $state<string | null>(null);
  coreSetError = $state<string | null>(null);

  readonly system: RosterSystem;
  readonly #client: Client;
  #nextKey = 1;
  #searchId = 0;

  constructor(client: Client, system: RosterSystem = 'armada') {
    this.#client = client;
    this.system = system;
    this.kind = rosterKinds[system][0] ?? 'ship';
  }

  get empty(): boolean {
    return this.players.every((player) => player.units.length === 0);
  }

  async search(): Promise<void> {
    const id = ++this.#searchId;
    const text = this.query.trim();
    const result = await this.#client.call('cards.search', { system: this.system, kind: this.kind, limit: PICK_PAGE, ...(text ? { text } : {}) });
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

  /** The next page of the same search, appended: nothing the search found is out of reach. */
  async more(): Promise<void> {
    const id = this.#searchId;
    const text = this.query.trim();
    const result = await this.#client.call('cards.search', {
      system: this.system,
      kind: this.kind,
      limit: PICK_PAGE,
      offset: this.results.length,
      ...(text ? { text } : {}),
    });
    if (id !== this.#searchId) return;
    if (result.ok) {
      const shown = new Set(this.results.map((card) => card.id));
      this.results = [...this.results, ...result.value.cards.filter((card) => !shown.has(card.id))];
      this.total = result.value.total;
    } else {
      this.searchError = result.error.message;
    }
  }

  setKind(kind: RosterKind): void {
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

  /** Both sides of the game's core set, from the card database. */
  async useCoreSet(): Promise<void> {
    const coreSet = coreSets[this.system];
    const byKey = new Map<string, CardSummary>();
    for (const kind of coreSet.kinds) {
      const found = await this.#client.call('cards.search', { system: this.system, edition: coreSet.edition, kind, limit: 200 });
      if (!found.ok) {
        this.coreSetError = found.error.message;
        return;
      }
      for (const card of found.value.cards) byKey.set(card.key, card);
    }
    const missing = coreSet.sides.flatMap((side) => side.keys).filter((key) => !byKey.has(key));
    if (missing.length > 0) {
      const data = this.system === 'armada' ? 'the Armada data' : 'the X-Wing data';
      this.coreSetError = `The card database has no ${missing.join(', ')}: import ${data} again, or pick the ${this.system === 'armada' ? 'fleets' : 'pilots'} below.`;
      return;
    }
    this.coreSetError = null;
    this.players = coreSet.sides.map((side) => ({ name: side.player, units: [] }));
    for (const [index, side] of coreSet.sides.entries()) {
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
