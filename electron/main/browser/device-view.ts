import path from 'node:path';

// What a paired phone or tablet is told never names a place on this computer: not the data folder,
// not the folder or .zip a data set was imported from, not an uploaded file's place in the data
// folder. A path is shown as its last name ("xwing-data2-master.zip"), which is what the player
// recognises; the rest of it says who uses this computer and how its disk is laid out.

/**
 * An absolute path inside a sentence: `/home/…/x.zip`, `C:\Users\…\x`, `\\server\share\…`; it ends
 * in a name, so words set between slashes (`a /rebels/ list`) are left alone.
 */
const ABSOLUTE_PATH = /(?<![\w.~-])(?:[A-Za-z]:[\\/]|\\\\|\/)(?:[^\s\\/:*?"<>|›]+[\\/])+[^\s\\/:*?"<>|›,;)]+/g;

/** Fields that hold a host path whole: answered as its last name (the data folder not at all). */
const PATH_FIELDS = new Set(['origin', 'source', 'path', 'file', 'folder']);
const STARTS_WITH_PATH = new RegExp(`^${ABSOLUTE_PATH.source}`);

/**
 * Issue 39 · a path of one part in a sentence (`/etc`, `C:\\Data`): a slash or a drive, then one name
 * that starts with a letter, ended by a space, a stop or the end; `a /rebels/ list` and `1/2` are left alone.
 */
const ONE_PART_PATH = /(?<![\w.~\/\\-])(?:[A-Za-z]:[\\/]|\/)([A-Za-z_][\w.-]*)(?=[\s,;:)”"]|\.(?:\s|$)|$)/g;

/** A field's whole value is a path on this computer, however short (`/etc`, `C:\\`, `\\\\server\\share`). */
const isAbsolutePath = (text: string) => path.posix.isAbsolute(text) || path.win32.isAbsolute(text);

const lastName = (text: string) => path.win32.basename(path.posix.basename(text.replace(/[\\/]+$/, '')));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every host path in it cut to its last name. `known` are paths said whole first
 * (the data folder may hold spaces a sentence-level match would stop at).
 */
export function hidePathsIn(text: string, known: readonly string[]): string {
  let out = text;
  for (const root of known) {
    if (!root || !out.includes(root)) continue;
    // The known folder and whatever follows it up to the end of that path.
    out = out.replace(new RegExp(`${escape(root)}(?:[\\\\/][^\\s:*?"<>|›,;)]*)?`, 'g'), (whole) => (whole === root ? 'the data folder' : lastName(whole)));
  }
  return out.replace(ABSOLUTE_PATH, (whole) => lastName(whole)).replace(ONE_PART_PATH, (_whole, name: string) => name);
}

/** A reply or event as a device may see it: the data folder left out, every other host path cut to its last name. */
export function withoutHostPaths(value: unknown, known: readonly string[]): unknown {
  if (typeof value === 'string') return hidePathsIn(value, known);
  if (Array.isArray(value)) return value.map((item) => withoutHostPaths(item, known));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'dataDir') out[key] = '';
    else if (PATH_FIELDS.has(key) && typeof field === 'string' && (STARTS_WITH_PATH.test(field) || isAbsolutePath(field) || known.some((root) => root && field.startsWith(root)))) {
      out[key] = lastName(field);
    } else out[key] = withoutHostPaths(field, known);
  }
  return out;
}
