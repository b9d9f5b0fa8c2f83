import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { z } from 'zod';
import { CardImportError, fieldPath } from './import-error';

/** Twenty times the largest card file any known data set has; anything bigger is not card data. */
export const MAX_JSON_FILE_BYTES = 8 * 1024 * 1024;
export const MAX_ARCHIVE_BYTES = 128 * 1024 * 1024;
/** A data set has hundreds of files; a folder with this many is the wrong folder. */
const MAX_FOLDER_FILES = 50_000;

/**
 * The files of a data set the player picked, folder or .zip alike: paths are relative and use `/`.
 * Only JSON is ever read; everything else (images, licences) is listed and ignored.
 */
export interface SourceFiles {
  /** The folder or archive, as the player picked it: error messages name it. */
  readonly label: string;
  readonly paths: readonly string[];
  has(file: string): boolean;
  readBytes(file: string): Uint8Array;
}

export function openSource(sourcePath: string): SourceFiles {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(sourcePath);
  } catch {
    throw new CardImportError(sourcePath, null, 'there is no file or folder at this path.');
  }
  if (stat.isDirectory()) return openFolder(sourcePath);
  if (stat.isFile() && sourcePath.toLowerCase().endsWith('.zip')) return openZip(sourcePath, stat.size);
  throw new CardImportError(sourcePath, null, 'pick a folder of card data or a .zip archive of one.');
}

function openFolder(root: string): SourceFiles {
  const paths: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const entryRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), entryRel);
      else if (entry.isFile()) paths.push(entryRel);
      if (paths.length > MAX_FOLDER_FILES) {
        throw new CardImportError(root, null, `holds more than ${MAX_FOLDER_FILES} files: this is not a card data folder.`);
      }
    }
  };
  walk(root, '');
  const known = new Set(paths);
  return {
    label: root,
    paths,
    has: (file) => known.has(file),
    readBytes(file) {
      const full = path.join(root, ...file.split('/'));
      const size = fs.statSync(full).size;
      if (size > MAX_JSON_FILE_BYTES) throw tooLarge(file, size);
      return fs.readFileSync(full);
    },
  };
}

function openZip(zipPath: string, size: number): SourceFiles {
  if (size > MAX_ARCHIVE_BYTES) {
    throw new CardImportError(zipPath, null, `is ${megabytes(size)}; card data archives are at most ${megabytes(MAX_ARCHIVE_BYTES)}.`);
  }
  const bytes = fs.readFileSync(zipPath);
  const allPaths: string[] = [];
  let oversized: { name: string; size: number } | null = null;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      // Only JSON is inflated, and only when its declared size is sane: a zip bomb never expands.
      filter(file) {
        if (file.name.endsWith('/')) return false;
        allPaths.push(file.name);
        if (!file.name.toLowerCase().endsWith('.json')) return false;
        if (file.originalSize > MAX_JSON_FILE_BYTES) {
          oversized ??= { name: file.name, size: file.originalSize };
          return false;
        }
        return true;
      },
    });
  } catch (error) {
    throw new CardImportError(
      zipPath,
      null,
      `is not a readable zip archive (${error instanceof Error ? error.message : String(error)}); it may be truncated or damaged.`,
    );
  }
  const found = oversized as { name: string; size: number } | null;
  if (found) throw tooLarge(`${zipPath} › ${found.name}`, found.size);
  const known = new Set(allPaths);
  return {
    label: zipPath,
    paths: allPaths,
    has: (file) => known.has(file),
    readBytes(file) {
      const entry = entries[file];
      if (!entry) throw new CardImportError(`${zipPath} › ${file}`, null, 'is not in the archive.');
      // The declared size was checked before inflating; the real one is checked too.
      if (entry.byteLength > MAX_JSON_FILE_BYTES) throw tooLarge(`${zipPath} › ${file}`, entry.byteLength);
      return entry;
    },
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const tooLarge = (file: string, size: number) =>
  new CardImportError(file, null, `is ${megabytes(size)}; a card data file is at most ${megabytes(MAX_JSON_FILE_BYTES)}.`);

/** The byte offset of the first byte that is not part of a valid UTF-8 sequence, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += length;
  }
  return -1;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Card data is UTF-8 JSON. Other encodings are refused by name rather than read as mojibake. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) throw new CardImportError(file, null, 'is UTF-16 (little-endian) text; save it as UTF-8.');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) throw new CardImportError(file, null, 'is UTF-16 (big-endian) text; save it as UTF-8.');
  if (bytes.subarray(0, 64).includes(0)) throw new CardImportError(file, null, 'contains NUL bytes (UTF-16 or binary data); card data must be UTF-8 text.');
  const invalid = firstInvalidUtf8(bytes);
  if (invalid >= 0) {
    throw new CardImportError(
      file,
      null,
      `is not UTF-8 text (byte 0x${(bytes[invalid] ?? 0).toString(16).padStart(2, '0')} at offset ${invalid}, line ${lineAt(bytes, invalid)}); save it as UTF-8.`,
    );
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Reads, decodes, parses and validates one JSON file: any failure names the file and the field. */
export function parseJsonFile<S extends z.ZodType>(bytes: Uint8Array, file: string, schema: S): z.output<S> {
  const text = decodeUtf8(bytes, file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CardImportError(file, null, `is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CardImportError(file, issue && issue.path.length ? fieldPath(issue.path) : '(top level)', issue?.message ?? 'does not match the expected shape.');
  }
  return parsed.data;
}
