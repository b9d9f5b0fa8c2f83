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
  const answer = route(handlers, onInternalError);
  // Issue 39: no refusal echoes what it refuses at length, whatever made it.
  return async (method, payload) => briefRefusal(await answer(method, payload));
}

/** The longest refusal or error message the host sends: what was wrong and what to do, never an echo of a large input. */
export const REFUSAL_MAX_CHARS = 800;

/** A name or value quoted inside a message: at most this many characters, then "…". */
const QUOTED_MAX_CHARS = 60;

/** A refusal's message kept short: long quoted names cut with "…", then the whole cut at a word with "…". */
export function briefRefusal<T>(result: IpcResult<T>): IpcResult<T> {
  if (result.ok || result.error.message.length <= REFUSAL_MAX_CHARS) return result;
  let message = result.error.message.replace(/([“"])([^”"]{61,})([”"])/g, (_all, open: string, inner: string, close: string) => `${open}${inner.slice(0, QUOTED_MAX_CHARS)}…${close}`);
  if (message.length > REFUSAL_MAX_CHARS) {
    const cut = message.slice(0, REFUSAL_MAX_CHARS - 1);
    const space = cut.lastIndexOf(' ');
    message = `${space > REFUSAL_MAX_CHARS / 2 ? cut.slice(0, space) : cut}…`;
  }
  return { ...result, error: { ...result.error, message } };
}

function route(handlers: Handlers, onInternalError: (method: string, error: unknown) => void): Dispatch {
  return async (method, payload) => {
    if (!isMethodName(method)) {
      const named = typeof method === 'string' && method.length > QUOTED_MAX_CHARS ? `${JSON.stringify(method.slice(0, QUOTED_MAX_CHARS))}…` : JSON.stringify(method);
      return fail('unknown_method', `There is no method called ${named ?? String(method)}.`);
    }
    const bad = badTextIn(payload, fileTextField[method], carriesFiles.has(method));
    if (bad) return fail('invalid_request', describeIssues([{ code: 'custom', path: bad.path, message: bad.words, input: undefined }], method));
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
const SURROGATE_WORDS = 'holds a broken character (half of an emoji or symbol, often from a damaged paste): retype it and try again';
const CONTROL_WORDS = 'holds an invisible control character (often from a damaged paste): remove it and try again';

/** Methods whose payload carries a file's contents (a game log, a collection, card data): only a NUL is refused in them here; their importers read the rest and say what they could not. */
const carriesFiles = new Set<MethodName>(['game.import', 'game.importPart', 'collections.import', 'collections.importPart', 'cards.uploadPart', 'cards.importUpload', 'scenarios.import', 'points.import']);

/** Control characters no name or text typed at the table holds (tab and line breaks are fine). */
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function badString(text: string, onlyNul: boolean): string | null {
  if (text.includes('\u0000')) return NUL_WORDS;
  if (onlyNul) return null;
  if (!text.isWellFormed()) return SURROGATE_WORDS;
  return CONTROL.test(text) ? CONTROL_WORDS : null;
}

/**
 * Issue 39 · where the first text that no name or text may hold is, and what is wrong with it, or
 * null: a NUL (every method), else a lone surrogate (it would be kept as "\uFFFD") or a control
 * character, except in a file's own text.
 */
export function badTextIn(payload: unknown, fileText?: string, onlyNul = false): { path: PropertyKey[]; words: string } | null {
  let words: string | null = null;
  const path = firstTextWhere(payload, fileText, (text) => (words = badString(text, onlyNul)) !== null);
  return path && words ? { path, words } : null;
}

/**
 * Where the first text (a value or a key) the test calls bad is, or null. No name or text Sidetable
 * keeps may hold a NUL (SQLite and every screen would cut it short there), so it is refused for every
 * method here, in one place, rather than in each schema. Walked depth first with one frame per level, so a
 * deep or a wide payload costs neither the call stack nor memory per item.
 */
function firstTextWhere(payload: unknown, fileText: string | undefined, bad: (text: string) => boolean): PropertyKey[] | null {
  if (typeof payload === 'string') return bad(payload) ? [] : null;
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
    if (typeof key === 'string' && bad(key)) return pathHere();
    const value = (level.container as Record<PropertyKey, unknown>)[key];
    if (typeof value === 'string') {
      if (bad(value)) return pathHere();
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
