import type { EventName, Events } from './contract';
import type { IpcResult } from './result';

/** Browser mode's WebSocket frames: a call, its reply (matched by id), and pushed events. */
export interface WireCall {
  kind: 'call';
  id: number;
  method: string;
  payload: unknown;
}
export interface WireReply {
  kind: 'reply';
  id: number;
  result: IpcResult<unknown>;
}
export type WireEvent = { [E in EventName]: { kind: 'event'; event: E; payload: Events[E] } }[EventName];

export const WEBSOCKET_PATH = '/ws';

export { LOG_PART_CHARS, sizeInWords, tooLargeMessage, UPLOAD_PART_BYTES, WIRE_MAX_CALL_BYTES } from './wire-sizes';
