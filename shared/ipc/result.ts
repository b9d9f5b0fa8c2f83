/** The only shape that crosses the IPC boundary: a value or a refusal, never a thrown error. */
export interface IpcError {
  /** Stable machine-readable code, e.g. `invalid_request`, `not_found`, `unknown_method`. */
  code: string;
  /** A sentence a player understands: what was wrong and where. */
  message: string;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });
export const fail = (code: string, message: string): { ok: false; error: IpcError } => ({
  ok: false,
  error: { code, message },
});
