import type { IpcResult } from '../../../shared/ipc/result';
import type { EventName, Events } from '../../../shared/ipc/contract';
import { DEVICE_REMOVED_CLOSE_CODE, DEVICE_TOKEN_KEY } from '../../../shared/ipc/pairing';
import { tooLargeMessage, WEBSOCKET_PATH, WIRE_MAX_CALL_BYTES, type WireCall, type WireEvent, type WireReply } from '../../../shared/ipc/wire';

/**
 * A host event as the renderer receives it, whichever transport carried it. One member per event,
 * so checking `event.event` narrows `event.payload`.
 */
export type PushedEvent = { [E in EventName]: { event: E; payload: Events[E] } }[EventName];

/** `unreachable`: never connected (server stopped, or the address lacks the run's token). */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'unreachable';

/** How a call may be treated when the connection drops after it was sent, before its reply. */
export interface InvokeOptions {
  /**
   * The call is safe to send again (a command with its id: the host answers a repeat instead of
   * applying it twice), so a lost reply is asked for again once the socket is back, and the caller
   * hears the outcome only then.
   */
  resendIfLost?: boolean;
}

/** The renderer talks to the host through exactly this; nothing above it knows the transport. */
export interface Transport {
  readonly kind: 'electron' | 'browser';
  invoke(method: string, payload: unknown, options?: InvokeOptions): Promise<IpcResult<unknown>>;
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

/** Nothing left this page: it is safe to say nothing changed. */
const notSent = (): IpcResult<unknown> => ({
  ok: false,
  error: { code: 'disconnected', message: 'Not connected to Sidetable right now (reconnecting). Nothing was changed: try again in a moment.' },
});

/** The call reached the socket but no answer came back: saying "nothing changed" could be untrue. */
const answerLost = (): IpcResult<unknown> => ({
  ok: false,
  error: {
    code: 'connection_lost',
    message: 'Lost the connection to Sidetable before it answered, so this may or may not have been done. Once reconnected, the table and its history show which.',
  },
});

/** How long a command whose reply was lost waits for the socket to come back before giving up. */
export const RESEND_GIVE_UP_MS = 30_000;

/** A call made and not yet answered. `sent`: it is on the current socket (or was, when it dropped). */
interface Outstanding {
  call: WireCall;
  /** The call as sent: the same frame on a resend. */
  frame: string;
  resolve: (result: IpcResult<unknown>) => void;
  sent: boolean;
  resendIfLost: boolean;
  giveUp: ReturnType<typeof setTimeout> | null;
}

/** Where browser mode's page was loaded from: the socket goes to the same host with the same token. */
export interface PageAddress {
  protocol: string;
  host: string;
  search: string;
}

/**
 * Browser mode: the contract over a WebSocket carrying the run's token. Calls made before the
 * first connection wait for it. When the socket drops, every call is answered exactly once and
 * truthfully: one not sent yet fails ("nothing was changed") and is forgotten, so it can never go
 * out later behind the player's back; one whose reply was lost is resent with the same payload once
 * the socket is back if it is safe to repeat (resendIfLost), else it fails saying it may have been
 * done.
 */
export function browserTransport(location: PageAddress, token = new URLSearchParams(location.search).get('token') ?? ''): Transport & { close(): void } {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WEBSOCKET_PATH}?token=${encodeURIComponent(token)}`;
  const outstanding = new Map<number, Outstanding>();
  const eventListeners = new Set<(event: PushedEvent) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'connecting';
  let socket: WebSocket | null = null;
  let nextId = 1;
  let retryDelay = 250;
  let everOpened = false;
  let closed = false;

  const setState = (next: ConnectionState) => {
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const settle = (id: number, result: IpcResult<unknown>) => {
    const entry = outstanding.get(id);
    if (!entry) return;
    outstanding.delete(id);
    if (entry.giveUp !== null) clearTimeout(entry.giveUp);
    entry.resolve(result);
  };

  const send = (ws: WebSocket, entry: Outstanding) => {
    if (entry.giveUp !== null) clearTimeout(entry.giveUp);
    entry.giveUp = null;
    entry.sent = true;
    ws.send(entry.frame);
  };

  const connect = () => {
    if (closed) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retryDelay = 250;
      everOpened = true;
      // In the order they were made: calls waiting for the first connection, and resends.
      for (const entry of outstanding.values()) if (!entry.sent) send(ws, entry);
      setState('open');
    };
    ws.onmessage = (message) => {
      const frame = JSON.parse(String(message.data)) as WireReply | WireEvent;
      if (frame.kind === 'reply') {
        settle(frame.id, frame.result);
      } else {
        const { kind: _kind, ...event } = frame;
        for (const listener of eventListeners) listener(event as PushedEvent);
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      for (const [id, entry] of outstanding) {
        if (!entry.sent) settle(id, notSent());
        else if (!entry.resendIfLost) settle(id, answerLost());
        else {
          // Kept for the next socket; if none comes in time, the player hears it may have been done,
          // and the call is forgotten so it is never sent after that.
          entry.sent = false;
          entry.giveUp ??= setTimeout(() => settle(id, answerLost()), RESEND_GIVE_UP_MS);
        }
      }
      // 4001: the computer removed this paired device; its token will not open a socket again.
      if (event.code === DEVICE_REMOVED_CLOSE_CODE) {
        setState('unreachable');
        return;
      }
      setState(everOpened ? 'reconnecting' : 'unreachable');
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 8000);
    };
  };
  connect();

  return {
    kind: 'browser',
    invoke(method, payload, options = {}) {
      const call: WireCall = { kind: 'call', id: nextId++, method, payload };
      const frame = JSON.stringify(call);
      return new Promise((resolve) => {
        // The host would refuse it unread: say so here, without sending megabytes for nothing.
        const bytes = frameBytes(frame);
        if (bytes > WIRE_MAX_CALL_BYTES) {
          resolve({ ok: false, error: { code: 'too_large', message: tooLargeMessage(bytes) } });
          return;
        }
        // Between sockets a new call is refused at once rather than held: the player is told now,
        // and what was refused is never sent later.
        if (state !== 'connecting' && socket?.readyState !== WebSocket.OPEN) {
          resolve(notSent());
          return;
        }
        const entry: Outstanding = { call, frame, resolve, sent: false, resendIfLost: options.resendIfLost === true, giveUp: null };
        outstanding.set(call.id, entry);
        if (socket?.readyState === WebSocket.OPEN) send(socket, entry);
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
    /** Stops reconnecting (a page never needs this; a test run does). */
    close() {
      closed = true;
      socket?.close();
    },
  };
}

/** UTF-8 bytes of a frame; only counted when it could be near the cap (a UTF-16 unit is at most 3 bytes). */
const frameBytes = (frame: string): number => (frame.length * 3 <= WIRE_MAX_CALL_BYTES ? frame.length : new TextEncoder().encode(frame).length);

/** What of the page browser mode reads the run's token from (the page's window, in a browser). */
export interface TokenPage {
  location: { search: string; pathname: string; hash: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  /** Where a paired phone or tablet keeps its device token (shared/ipc/sharing.ts). */
  localStorage?: { getItem(key: string): string | null };
}

const TOKEN_KEY = 'sidetable.token';

/**
 * The run's token, taken out of the address as soon as the page starts, so it is not left in the
 * address bar, the history or a bookmark; this tab keeps it in session storage for a reload. A
 * paired phone or tablet has no run token: it presents the device token it keeps.
 */
export function takeRunToken(page: TokenPage): string {
  const params = new URLSearchParams(page.location.search);
  const fromAddress = params.get('token');
  if (fromAddress === null) return page.sessionStorage.getItem(TOKEN_KEY) ?? page.localStorage?.getItem(DEVICE_TOKEN_KEY) ?? '';
  page.sessionStorage.setItem(TOKEN_KEY, fromAddress);
  params.delete('token');
  const rest = params.toString();
  page.history.replaceState(page.history.state, '', `${page.location.pathname}${rest ? `?${rest}` : ''}${page.location.hash}`);
  return fromAddress;
}

/** Chosen once at start-up: the desktop bridge when the preload provided it, else browser mode. */
export function chooseTransport(): Transport {
  // Read through globalThis (the page's window) so this module also loads under Node, where the
  // transport's tests drive it against a real WebSocket server.
  const page = globalThis as unknown as { sidetable?: DesktopBridge; location: PageAddress } & TokenPage;
  return page.sidetable ? desktopTransport(page.sidetable) : browserTransport(page.location, takeRunToken(page));
}
