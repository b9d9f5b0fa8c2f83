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
 * Maps a URL path to a file inside `root`, or null when it would escape the root or names no file.
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
  if (candidate !== rootResolved && !candidate.startsWith(rootResolved + path.sep)) return null;
  const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();
  if (isFile(candidate)) return candidate;
  if (path.extname(candidate) === '') {
    const index = path.join(rootResolved, 'index.html');
    return isFile(index) ? index : null;
  }
  return null;
}
