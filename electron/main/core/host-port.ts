import type { HostListener } from './events';
import type { Dispatch } from './router';

/**
 * What a server needs of the host to put it on a transport (Electron's IPC, browser mode's
 * WebSocket, a shared table's network server): answer a call, and push events.
 */
export interface HostPort {
  dispatch: Dispatch;
  subscribe(listener: HostListener): () => void;
}
