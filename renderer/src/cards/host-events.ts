import type { EventName, Events } from '../../../shared/ipc/contract';
import type { Transport } from '../lib/transport';

/**
 * Listens for one host event with its payload typed. (The transport's event type drops the link
 * between an event's name and its payload, so the narrowing is done here, in one place.)
 */
export function onHostEvent<E extends EventName>(transport: Transport, name: E, listener: (payload: Events[E]) => void): () => void {
  return transport.subscribe((event) => {
    if (event.event === name) listener(event.payload as Events[E]);
  });
}

/** Several listeners at once; returns the one function that stops them all. */
export function onHostEvents(transport: Transport, listeners: { [E in EventName]?: (payload: Events[E]) => void }): () => void {
  const stops = (Object.keys(listeners) as EventName[]).map((name) =>
    onHostEvent(transport, name, listeners[name] as (payload: Events[typeof name]) => void),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
