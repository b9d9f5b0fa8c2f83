import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { CardImportError, fieldPath } from './import-error';
import { readDirectory, readEntry, ZipUnreadable, type ZipEntry } from './zip-archive';

/** Twenty times the largest card file any known data set has; anything bigger is not card data. */
export const MAX_JSON_FILE_BYTES = 8 * 1024 * 1024;
/**
 * All the JSON one import may inflate from an archive, together: ten times the largest data set.
 * Each entry is capped too, but 250 entries just under the cap would still fill the memory.
 */
export const MAX_ARCHIVE_JSON_BYTES = 64 * 1024 * 1024;
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
  /** Subfolders that could not be listed (no permission): their files were left out. */
  readonly unreadable: readonly string[];
  has(file: string): boolean;
  readBytes(file: string): Uint8Array;
}

/**
 * Names never read, in a folder or a .zip alike (so the same data hashes the same either way):
 * hidden files and folders (.git, .github), node_modules, and the __MACOSX shadow folder of a zip
 * made on a Mac.
 */
const isLeftOutName = (name: string) => name.startsWith('.') || name === 'node_modules' || name === '__MACOSX';
/** Whether any folder or file name along a `/`-path is one that is never read. */
export const isLeftOutPath = (file: string) => file.split('/').some(isLeftOutName);

const reasonOf = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'Sidetable is not allowed to read it (permission denied)';
  if (code === 'ENOENT') return 'it disappeared while it was being read';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  return error instanceof Error ? error.message : String(error);
};

export function openSource(sourcePath: string): SourceFiles {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(sourcePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CardImportError(sourcePath, null, 'there is no file or folder at this path.');
    throw new CardImportError(sourcePath, null, `cannot be opened: ${reasonOf(error)}.`);
  }
  if (stat.isDirectory()) return openFolder(sourcePath);
  if (stat.isFile() && sourcePath.toLowerCase().endsWith('.zip')) return openZip(sourcePath, stat.size);
  throw new CardImportError(sourcePath, null, 'pick a folder of card data or a .zip archive of one.');
}

function openFolder(root: string): SourceFiles {
  const paths: string[] = [];
  const unreadable: string[] = [];
  const walk = (dir: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      // The folder the player picked must open; a subfolder that does not is left out and reported.
      if (!rel) throw new CardImportError(root, null, `cannot be read: ${reasonOf(error)}. Check the folder's permissions, or pick another folder.`);
      unreadable.push(`${rel}/: ${reasonOf(error)}; its files were left out`);
      return;
    }
    for (const entry of entries) {
      if (isLeftOutName(entry.name)) continue;
      const entryRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), entryRel);
      else if (entry.isFile()) paths.push(entryRel);
      if (paths.length > MAX_FOLDER_FILES) {
        throw new CardImportError(root, null, `holds more than ${MAX_FOLDER_FILES} files: this is not a card data folder. Pick the data set's own folder.`);
      }
    }
  };
  walk(root, '');
  const known = new Set(paths);
  return {
    label: root,
    paths,
    unreadable,
    has: (file) => known.has(file),
    readBytes(file) {
      const full = path.join(root, ...file.split('/'));
      try {
        // Links are never walked into (the listing keeps regular files only); one swapped in since is refused too (issue 39).
        const stat = fs.lstatSync(full);
        if (!stat.isFile()) throw new CardImportError(file, null, 'is no longer a regular file (it became a link, a pipe or a device while the data was read): pick the folder again.');
        const size = stat.size;
        if (size > MAX_JSON_FILE_BYTES) throw tooLarge(file, size);
        return fs.readFileSync(full);
      } catch (error) {
        if (error instanceof CardImportError) throw error;
        throw new CardImportError(file, null, `cannot be read: ${reasonOf(error)}.`);
      }
    },
  };
}

/**
 * A .zip read from its central directory: only the JSON entries the importer asks for are
 * inflated, each capped and all together capped, so the archive's own size does not matter.
 */
function openZip(zipPath: string, size: number): SourceFiles {
  const unreadableZip = (why: string) =>
    new CardImportError(zipPath, null, `is not a readable zip archive (${why}); it may be truncated or damaged. Unzip it and pick the folder instead.`);
  let fd: number;
  try {
    fd = fs.openSync(zipPath, 'r');
  } catch (error) {
    throw new CardImportError(zipPath, null, `cannot be opened: ${reasonOf(error)}.`);
  }
  let entries: Map<string, ZipEntry>;
  try {
    entries = new Map(
      readDirectory(fd, size)
        .filter((entry) => !entry.name.endsWith('/') && !isLeftOutPath(entry.name))
        .map((entry) => [entry.name, entry]),
    );
  } catch (error) {
    fs.closeSync(fd);
    if (error instanceof ZipUnreadable) throw unreadableZip(error.message);
    throw error;
  }
  let inflated = 0;
  const paths = [...entries.keys()];
  // The worker ends when the import does; the descriptor is released with it, and explicitly on
  // the way out of every failure above.
  return {
    label: zipPath,
    paths,
    unreadable: [],
    has: (file) => entries.has(file),
    readBytes(file) {
      const entry = entries.get(file);
      const name = `${zipPath} › ${file}`;
      if (!entry) throw new CardImportError(name, null, 'is not in the archive.');
      // The declared size is checked before inflating; the inflater is capped in case it lies.
      if (entry.size > MAX_JSON_FILE_BYTES) throw tooLarge(name, entry.size);
      if (inflated + entry.size > MAX_ARCHIVE_JSON_BYTES) {
        throw new CardImportError(
          zipPath,
          null,
          `would inflate to more than ${megabytes(MAX_ARCHIVE_JSON_BYTES)} of card data (at ${file}); no card data set is that large, so this archive was refused. If it is one, unzip it and pick the folder.`,
        );
      }
      try {
        const bytes = readEntry(fd, entry, MAX_JSON_FILE_BYTES, size);
        inflated += bytes.length;
        return bytes;
      } catch (error) {
        if (error instanceof ZipUnreadable) throw new CardImportError(name, null, `cannot be read from the archive: ${error.message}. Unzip the archive and pick the folder instead.`);
        throw error;
      }
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
