import {
  contract,
  fail,
  isMethodName,
  type IpcResult,
  type MethodName,
  type ParsedRequestOf,
  type ResponseOf,
} from '../../../shared/ipc';
import { describeIssues } from './issue-words';

/** One handler per contract method. A handler returns a value or a refusal; it may be async. */
export type Handlers = {
  [M in MethodName]: (request: ParsedRequestOf<M>) => IpcResult<ResponseOf<M>> | Promise<IpcResult<ResponseOf<M>>>;
};

export type Dispatch = (method: unknown, payload: unknown) => Promise<IpcResult<unknown>>;

export { describeIssues } from './issue-words';

/**
 * The generic router: every method of the contract is answered the same way. Unknown methods and
 * invalid payloads are refused before any handler runs; a handler that throws is reported as an
 * internal error value, so nothing ever throws across the IPC boundary.
 */
export function createRouter(handlers: Handlers, onInternalError: (method: string, error: unknown) => void): Dispatch {
  return async (method, payload) => {
    if (!isMethodName(method)) {
      return fail('unknown_method', `There is no method called ${JSON.stringify(method)}.`);
    }
    const parsed = contract[method].request.safeParse(payload ?? {});
    if (!parsed.success) {
      // In the player's words, never a field path: the screen that sent it shows this beside the control.
      return fail('invalid_request', describeIssues(parsed.error.issues));
    }
    const handler = handlers[method] as (request: unknown) => IpcResult<unknown> | Promise<IpcResult<unknown>>;
    try {
      return await handler(parsed.data);
    } catch (error) {
      onInternalError(method, error);
      return fail('internal', `${method} failed inside Sidetable: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
