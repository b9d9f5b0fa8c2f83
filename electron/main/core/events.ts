import type { EventName, Events } from '../../../shared/ipc';

export type HostEvent = { [E in EventName]: { event: E; payload: Events[E] } }[EventName];
export type HostListener = (event: HostEvent) => void;

/** Fans host events out to every transport (Electron windows, browser-mode sockets). */
export class EventHub {
  readonly #listeners = new Set<HostListener>();

  subscribe(listener: HostListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit<E extends EventName>(event: E, payload: Events[E]): void {
    const message = { event, payload } as HostEvent;
    for (const listener of this.#listeners) listener(message);
  }
}
