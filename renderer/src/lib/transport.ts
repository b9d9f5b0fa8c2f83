import type { IpcResult } from '../../../shared/ipc/result';
import type { EventName, Events } from '../../../shared/ipc/contract';
import { WEBSOCKET_PATH, type WireCall, type WireEvent, type WireReply } from '../../../shared/ipc/wire';

/**
 * A host event as the renderer receives it, whichever transport carried it. One member per event,
 * so checking `event.event` narrows `event.payload`.
 */
export type PushedEvent = { [E in EventName]: { event: E; payload: Events[E] } }[EventName];

/** `unreachable`: never connected (server stopped, or the address lacks the run's token). */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'unreachable';

/** The renderer talks to the host through exactly this; nothing above it knows the transport. */
export interface Transport {
  readonly kind: 'electron' | 'browser';
  invoke(method: string, payload: unknown): Promise<IpcResult<unknown>>;
  subscribe(listener: (event: PushedEvent) => void): () => void;
  onConnectionChange(listener: (state: ConnectionState) => void): () => void;
}

/** What the preload exposes on window.sidetable in the desktop app. */
interface DesktopBridge {
  invoke(method: string, payload: unknown): Promise<unknown>;
  subscribe(listener: (message: unknown) => void): () => void;
}

function desktopTransport(bridge: DesktopBridge): Transport {
  return {
    kind: 'electron',
    invoke: async (method, payload) => (await bridge.invoke(method, payload)) as IpcResult<unknown>,
    subscribe: (listener) => bridge.subscribe((message) => listener(message as PushedEvent)),
    onConnectionChange: (listener) => {
      listener('open');
      return () => {};
    },
  };
}

const disconnected = (): IpcResult<unknown> => ({
  ok: false,
  error: { code: 'disconnected', message: 'Lost the connection to Sidetable; reconnecting. Nothing was changed.' },
});

/**
 * Browser mode: the contract over a WebSocket carrying the run's token. Calls made while the
 * socket is (re)connecting wait for it; a dropped socket fails the calls in flight and reconnects.
 */
function browserTransport(location: Location): Transport {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WEBSOCKET_PATH}?token=${encodeURIComponent(token)}`;
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  const queued: WireCall[] = [];
  const eventListeners = new Set<(event: PushedEvent) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'connecting';
  let socket: WebSocket | null = null;
  let nextId = 1;
  let retryDelay = 250;
  let everOpened = false;

  const setState = (next: ConnectionState) => {
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const connect = () => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retryDelay = 250;
      everOpened = true;
      setState('open');
      for (const call of queued.splice(0)) ws.send(JSON.stringify(call));
    };
    ws.onmessage = (message) => {
      const frame = JSON.parse(String(message.data)) as WireReply | WireEvent;
      if (frame.kind === 'reply') {
        pending.get(frame.id)?.(frame.result);
        pending.delete(frame.id);
      } else {
        const { kind: _kind, ...event } = frame;
        for (const listener of eventListeners) listener(event as PushedEvent);
      }
    };
    ws.onclose = () => {
      for (const resolve of pending.values()) resolve(disconnected());
      pending.clear();
      setState(everOpened ? 'reconnecting' : 'unreachable');
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 8000);
    };
  };
  connect();

  return {
    kind: 'browser',
    invoke(method, payload) {
      const call: WireCall = { kind: 'call', id: nextId++, method, payload };
      return new Promise((resolve) => {
        pending.set(call.id, resolve);
        if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(call));
        else queued.push(call);
      });
    },
    subscribe(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    onConnectionChange(listener) {
      stateListeners.add(listener);
      listener(state);
      return () => stateListeners.delete(listener);
    },
  };
}

/** Chosen once at start-up: the desktop bridge when the preload provided it, else browser mode. */
export function chooseTransport(): Transport {
  const bridge = (window as unknown as { sidetable?: DesktopBridge }).sidetable;
  return bridge ? desktopTransport(bridge) : browserTransport(window.location);
}
