import type { CollectionCheck, ListChoice, ListChoicePage, ListDetail, ListSource, PointsSetSummary } from '../../../shared/ipc/lists';
import type { IpcResult } from '../../../shared/ipc/result';
import type { CardRef, FleetList, ListUnit } from '../../../shared/lists/list';
import { onHostEvents } from '../cards/host-events';
import { reasonOf } from '../cards/refusal';
import type { Client } from '../lib/client';

type Choice = ListChoice['card'];

/** Choices a picker fetches at once; "Show more" fetches the next as many. */
export const CHOICES_PAGE = 50;
const ref = (card: Choice): CardRef => ({ edition: card.edition, kind: card.kind, key: card.key });

/**
 * One list in the builder. Every change is saved at once (`lists.save` with the whole list) and
 * the host's reply, with its evaluation, becomes what is shown: the points and problems on screen
 * are always the host's judgement of the list as it is stored. Changes go one after another, each
 * applied to the list the previous reply returned, so a quick second tap never undoes the first.
 */
export class ListBuilder {
  detail = $state.raw<ListDetail | null>(null);
  loadError = $state<string | null>(null);
  /** Why the host refused the last change (the list stays as it was). */
  refusal = $state<string | null>(null);
  pending = $state(0);
  pointsSets = $state.raw<PointsSetSummary[]>([]);

  readonly id: number;
  readonly #client: Client;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(client: Client, id: number) {
    this.#client = client;
    this.id = id;
  }

  connect(): () => void {
    void this.load();
    void this.loadPointsSets();
    return onHostEvents(this.#client.transport, {
      // Another window (or the Cards screen) changed this list: show it, unless our own change is on its way.
      'lists.changed': ({ id, reason }) => {
        if ((id === this.id || reason === 'rejudged') && reason !== 'deleted' && this.pending === 0) void this.load();
      },
      'points.changed': () => void this.loadPointsSets(),
    });
  }

  async load(): Promise<void> {
    const result = await this.#client.call('lists.get', { id: this.id });
    if (this.pending > 0) return;
    if (!result.ok) {
      this.loadError = result.error.message;
      return;
    }
    this.loadError = null;
    // An older answer never replaces a newer one.
    if (!this.detail || result.value.summary.updatedAt >= this.detail.summary.updatedAt) this.detail = result.value;
  }

  async loadPointsSets(): Promise<void> {
    const result = await this.#client.call('points.list', {});
    if (result.ok) this.pointsSets = result.value;
  }

  /** Applies one change to the list as last saved and saves the whole list. */
  change(edit: (list: FleetList) => void): Promise<IpcResult<ListDetail> | null> {
    this.pending++;
    const run = this.#queue.then(async () => {
      try {
        if (!this.detail) return null;
        const list = structuredClone($state.snapshot(this.detail.list)) as FleetList;
        edit(list);
        const result = await this.#client.call('lists.save', { id: this.id, list });
        if (result.ok) {
          this.detail = result.value;
          this.refusal = null;
        } else {
          this.refusal = reasonOf(result.error);
        }
        return result;
      } finally {
        this.pending--;
      }
    });
    this.#queue = run;
    return run;
  }

  addUnit(card: Choice) {
    return this.change((list) => void list.units.push({ card: ref(card), count: 1, upgrades: [] }));
  }

  /** A different card in the unit's place; its upgrades stay (the host says which no longer fit). */
  replaceUnit(unit: number, card: Choice) {
    return this.change((list) => {
      const old = list.units[unit];
      if (old) list.units[unit] = { ...old, card: ref(card) };
    });
  }

  removeUnit(unit: number) {
    return this.change((list) => void list.units.splice(unit, 1));
  }

  setCount(unit: number, count: number) {
    return this.change((list) => {
      const entry: ListUnit | undefined = list.units[unit];
      if (entry) entry.count = count;
    });
  }

  addUpgrade(unit: number, slot: string, card: Choice) {
    return this.change((list) => void list.units[unit]?.upgrades.push({ slot, card: ref(card) }));
  }

  replaceUpgrade(unit: number, upgrade: number, card: Choice) {
    return this.change((list) => {
      const entry = list.units[unit]?.upgrades[upgrade];
      if (entry) entry.card = ref(card);
    });
  }

  removeUpgrade(unit: number, upgrade: number) {
    return this.change((list) => void list.units[unit]?.upgrades.splice(upgrade, 1));
  }

  addObjective(card: Choice) {
    return this.change((list) => void list.objectives.push(ref(card)));
  }

  removeObjective(index: number) {
    return this.change((list) => void list.objectives.splice(index, 1));
  }

  setPointsSet(id: number | null) {
    return this.change((list) => void (list.pointsSetId = id));
  }

  /** Issue 36 item 2 · X-Wing: the squad's obstacles (XWS ids, or a name the catalogue does not know, as written). */
  setObstacles(obstacles: string[]) {
    return this.change((list) => void (obstacles.length > 0 ? (list.obstacles = obstacles.slice(0, 3)) : delete list.obstacles));
  }

  setNotes(notes: string) {
    return this.change((list) => void (notes ? (list.notes = notes) : delete list.notes));
  }

  /** Imports an X-Wing points revision folder (or a points repository) from a path on the host. */
  async importPoints(path: string): Promise<IpcResult<PointsSetSummary[]>> {
    const result = await this.#client.call('points.import', { path });
    if (result.ok) await this.loadPointsSets();
    return result;
  }

  unitChoices(text: string, offset = 0, collectionId?: number): Promise<IpcResult<ListChoicePage>> {
    return this.#client.call('lists.unitChoices', { id: this.id, text, offset, limit: CHOICES_PAGE, ...(collectionId ? { collectionId } : {}) });
  }

  upgradeChoices(unit: number, slot: string, text: string, offset = 0): Promise<IpcResult<ListChoicePage>> {
    return this.#client.call('lists.upgradeChoices', { id: this.id, unit, slot, text, offset, limit: CHOICES_PAGE });
  }

  objectiveChoices(text: string, offset = 0): Promise<IpcResult<ListChoicePage>> {
    return this.#client.call('lists.objectiveChoices', { id: this.id, text, offset, limit: CHOICES_PAGE });
  }

  /** The card sources the list may take its cards from, the one it uses first. */
  sourceChoices(): Promise<IpcResult<ListSource[]>> {
    return this.#client.call('lists.sourceChoices', { id: this.id });
  }

  /** Takes the list's cards from this source (null: the newest included source of its edition). */
  setSource(id: number | null) {
    return this.change((list) => void (id === null ? delete list.sourceId : (list.sourceId = id)));
  }

  collectionCheck(collectionId: number): Promise<IpcResult<CollectionCheck>> {
    return this.#client.call('lists.collectionCheck', { id: this.id, collectionId });
  }

  /** The list as other builders read it: XWS for X-Wing, the Kingston / Star Forge text for Armada. */
  exported(): Promise<IpcResult<{ text: string; fileName: string; format: 'xws' | 'armada-text' }>> {
    return this.#client.call('lists.export', { id: this.id });
  }

  text(): Promise<IpcResult<{ text: string }>> {
    return this.#client.call('lists.text', { id: this.id });
  }
}
