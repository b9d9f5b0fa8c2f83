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
    const nulAt = textWithNul(payload, fileTextField[method]);
    if (nulAt) return fail('invalid_request', describeIssues([{ code: 'custom', path: nulAt, message: NUL_WORDS, input: undefined }], method));
    const parsed = contract[method].request.safeParse(payload ?? {});
    if (!parsed.success) {
      // In the player's words, never a field path: the screen that sent it shows this beside the control.
      return fail('invalid_request', describeIssues(parsed.error.issues, method));
    }
    const handler = handlers[method] as (request: unknown) => IpcResult<unknown> | Promise<IpcResult<unknown>>;
    try {
      return await handler(parsed.data);
    } catch (error) {
      const known = failureInWords(error);
      if (known) return known;
      onInternalError(method, error);
      return fail('internal', `${method} failed inside Sidetable: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/** A file's own text, read by an importer that refuses a binary file itself, naming the file. */
const fileTextField: Partial<Record<MethodName, string>> = { 'lists.import': 'text' };

const NUL_WORDS = 'cannot contain a NUL character (an invisible control character, often from a damaged file): remove it and try again';

/**
 * Where the first text holding a NUL character is, or null. No name or text Sidetable keeps may
 * hold one (SQLite and every screen would cut it short there), so it is refused for every method
 * here, in one place, rather than in each schema. Walked depth first with one frame per level, so a
 * deep or a wide payload costs neither the call stack nor memory per item.
 */
export function textWithNul(payload: unknown, fileText?: string): PropertyKey[] | null {
  if (typeof payload === 'string') return payload.includes('\u0000') ? [] : null;
  interface Level {
    container: Record<string, unknown> | unknown[];
    /** An object's keys; null for an array, walked by index. */
    keys: string[] | null;
    next: number;
  }
  const levels: Level[] = [];
  const pathHere = () => levels.map((level) => (level.keys ? level.keys[level.next - 1]! : level.next - 1));
  const enter = (value: unknown, skip?: string) => {
    if (typeof value !== 'object' || value === null) return;
    const keys = Array.isArray(value) ? null : Object.keys(value).filter((key) => key !== skip);
    levels.push({ container: value as Level['container'], keys, next: 0 });
  };
  enter(payload, fileText);
  while (levels.length > 0) {
    const level = levels.at(-1)!;
    const size = level.keys ? level.keys.length : (level.container as unknown[]).length;
    if (level.next >= size) {
      levels.pop();
      continue;
    }
    const key = level.keys ? level.keys[level.next]! : level.next;
    level.next++;
    if (typeof key === 'string' && key.includes('\u0000')) return pathHere();
    const value = (level.container as Record<PropertyKey, unknown>)[key];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathHere();
    } else enter(value);
  }
  return null;
}

/**
 * Failures of the machine rather than of Sidetable, said as what the player can do about them:
 * a full disk (SQLite rolls the transaction back, so nothing was saved) and a file or folder the
 * system will not let Sidetable use. Anything else stays `internal`.
 */
export function failureInWords(error: unknown): { ok: false; error: { code: string; message: string } } | null {
  const { code, path } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; path?: unknown };
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return fail('disk_full', 'The disk is full: nothing was saved. Free some space and try again.');
  // Issue 39: another program (a backup or sync tool, a second copy of a database viewer) holds the database's write lock.
  if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))) {
    return fail('database_busy', 'Another program is holding Sidetable’s database (a backup, sync or database tool?): nothing was saved. Close it and try again.');
  }
  if (typeof code === 'string' && code.startsWith('SQLITE_IOERR')) return fail('disk_error', 'The disk refused a write (it may be full or failing): nothing was saved. Free some space or check the disk, then try again.');
  if (code === 'EACCES' || code === 'EPERM') {
    const what = typeof path === 'string' ? path : 'a file it needs';
    return fail('not_permitted', `This computer does not let Sidetable open ${what}: change its permissions or choose another, then try again.`);
  }
  return null;
}
