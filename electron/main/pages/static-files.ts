import fs from 'node:fs';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (file: string): string =>
  contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Maps a URL path to a file inside `root`, or null when it would escape the root (by `..` or by a
 * symlink that leads out) or names no file.
 * Paths without an extension fall back to index.html (the app has one page).
 */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rootResolved = path.resolve(root);
  const candidate = path.resolve(rootResolved, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!isInside(rootResolved, candidate)) return null;
  // A symlink under the root may point anywhere: what is served is judged by where it really is.
  const realRoot = realPath(rootResolved);
  const isServable = (p: string) => {
    const real = realPath(p);
    return real !== null && realRoot !== null && isInside(realRoot, real) && fs.statSync(real).isFile();
  };
  if (isServable(candidate)) return candidate;
  if (path.extname(candidate) === '') {
    const index = path.join(rootResolved, 'index.html');
    return isServable(index) ? index : null;
  }
  return null;
}

const isInside = (root: string, p: string) => p === root || p.startsWith(root + path.sep);

function realPath(p: string): string | null {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
}

/**
 * The built renderer's files kept in memory once read, each checked against its size and time of
 * change at every request (a rebuild while serving is still seen). Profiled (issue 27): a start's
 * dozen scripts and styles each took an open, a stat, reads and a close on libuv's four threads
 * while Chromium asked for them all at once; from memory each is one write.
 */
export class FileCache {
  readonly #files = new Map<string, { size: number; changed: number; body: Buffer }>();

  read(file: string): Buffer {
    const stat = fs.statSync(file);
    const kept = this.#files.get(file);
    if (kept && kept.size === stat.size && kept.changed === stat.mtimeMs) return kept.body;
    const body = fs.readFileSync(file);
    this.#files.set(file, { size: stat.size, changed: stat.mtimeMs, body });
    return body;
  }
}

/**
 * A script, style or image the build named by its content (`/assets/name-HASH.js`): the same name is
 * always the same bytes, so a browser may keep it, and with it the code it compiled from it.
 */
export function isBuiltAsset(urlPath: string): boolean {
  return /^\/assets\/[\w.-]+-[\w-]{8}\.(js|css|svg|png|woff2)$/.test(urlPath.split('?')[0] ?? '');
}
