import type { CardKind, EditionKey } from '../../../shared/ipc/card-vocabulary';
import type { ListDetail } from '../../../shared/ipc/lists';
import type { IpcResult } from '../../../shared/ipc/result';
import { listFormats, type CardRef, type FleetList, type ListSystem } from '../../../shared/lists/list';
import { reasonOf } from '../cards/refusal';
import type { Client } from '../lib/client';
import { factionsOf, formatsOf, slotName } from './list-labels';
import { ListsManager } from './lists.svelte';

/** The card being added: what the Cards screen knows of it. */
export interface CardToAdd {
  edition: EditionKey;
  kind: CardKind;
  key: string;
  name: string;
  factions: readonly string[];
}

/** A unit and slot of the chosen list where the host says the upgrade fits. */
export interface Place {
  unit: number;
  slot: string;
  label: string;
}

export const NEW_LIST = 0;

/**
 * "Add to list" from the Cards screen: a ship, squadron or pilot lands as a unit, an objective as
 * an objective, an upgrade on the unit and slot the player picks among those the host says fit.
 * The list is saved whole, as the builder saves it, and the host's evaluation comes back.
 */
export class AddToList {
  readonly lists: ListsManager;
  /** The chosen list's id, or NEW_LIST to start one. */
  listId = $state<number>(NEW_LIST);
  newName = $state('');
  newFaction = $state('');
  places = $state.raw<Place[] | null>(null);
  placeIndex = $state(0);
  refusal = $state<string | null>(null);
  added = $state.raw<ListDetail | null>(null);
  busy = $state(false);

  readonly card: CardToAdd;
  readonly system: ListSystem;
  readonly #client: Client;
  #placesSeq = 0;
  /** Once the player picks a list, loading the lists no longer picks one for them. */
  #picked = false;

  constructor(client: Client, card: CardToAdd, system: ListSystem) {
    this.#client = client;
    this.card = card;
    this.system = system;
    this.lists = new ListsManager(client, system);
    this.newName = `${card.name} ${system === 'armada' ? 'fleet' : 'squad'}`;
    const factions = factionsOf(system);
    this.newFaction = factions.find((f) => card.factions.includes(f.key))?.key ?? factions[0]?.key ?? '';
  }

  get isUpgrade(): boolean {
    return this.card.kind === 'upgrade';
  }

  /** The lists this card can go in: its game, and a format that plays its card data. */
  get fitting() {
    return this.lists.list.filter((l) => listFormats[l.format].editions.includes(this.card.edition));
  }

  connect(): () => void {
    const stop = this.lists.connect();
    void this.lists.refresh().then(() => {
      if (!this.#picked) this.choose(this.fitting[0]?.id ?? NEW_LIST, false);
    });
    return stop;
  }

  choose(id: number, byPlayer = true): void {
    if (byPlayer) this.#picked = true;
    this.listId = id;
    this.added = null;
    this.refusal = null;
    this.places = null;
    this.placeIndex = 0;
    if (this.isUpgrade && id !== NEW_LIST) void this.findPlaces(id);
  }

  /** Asks the host, unit by unit and slot by slot, where this upgrade fits. */
  async findPlaces(id: number): Promise<void> {
    const seq = ++this.#placesSeq;
    const detail = await this.#client.call('lists.get', { id });
    if (!detail.ok) {
      this.refusal = reasonOf(detail.error);
      return;
    }
    // Every unit's every slot is asked at once; the answers keep the list's order.
    const asks = detail.value.evaluation.units.flatMap((evaluation, unit) =>
      evaluation.slots.map(async ({ slot }): Promise<Place | null> => {
        const choices = await this.#client.call('lists.upgradeChoices', { id, unit, slot, text: this.card.name });
        const fits = choices.ok && choices.value.choices.some((c) => c.card.key === this.card.key && c.card.edition === this.card.edition);
        return fits ? { unit, slot, label: `${evaluation.name} · ${slotName(slot)}` } : null;
      }),
    );
    const found = (await Promise.all(asks)).filter((place): place is Place => place !== null);
    if (seq === this.#placesSeq) this.places = found;
  }

  async add(): Promise<void> {
    this.busy = true;
    try {
      const result = await this.#addToChosen();
      this.refusal = result.ok ? null : reasonOf(result.error);
      this.added = result.ok ? result.value : null;
      // The slot just filled may have no room left: ask again where another copy would fit.
      if (result.ok && this.isUpgrade) await this.findPlaces(result.value.summary.id);
    } finally {
      this.busy = false;
    }
  }

  async #addToChosen(): Promise<IpcResult<ListDetail>> {
    let id = this.listId;
    if (id === NEW_LIST) {
      const format = formatsOf(this.system).find((f) => f.editions.includes(this.card.edition));
      if (!format) return { ok: false, error: { code: 'no_format', message: `No list format plays ${this.card.name}'s card data.` } };
      const created = await this.#client.call('lists.create', { name: this.newName, system: this.system, format: format.key, faction: this.newFaction });
      if (!created.ok) return created;
      id = created.value.summary.id;
      await this.lists.refresh();
      this.listId = id;
    }
    const current = await this.#client.call('lists.get', { id });
    if (!current.ok) return current;
    const list = structuredClone(current.value.list) as FleetList;
    const card: CardRef = { edition: this.card.edition, kind: this.card.kind, key: this.card.key };
    if (this.card.kind === 'objective') list.objectives.push(card);
    else if (this.isUpgrade) {
      const place = this.places?.[this.placeIndex];
      const unit = place ? list.units[place.unit] : undefined;
      if (!place || !unit) return { ok: false, error: { code: 'no_place', message: `Pick the ship or pilot to fit ${this.card.name} to.` } };
      unit.upgrades.push({ slot: place.slot, card });
    } else list.units.push({ card, count: 1, upgrades: [] });
    return this.#client.call('lists.save', { id, list });
  }
}
