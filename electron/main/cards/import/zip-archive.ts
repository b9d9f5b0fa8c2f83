import fs from 'node:fs';
import zlib from 'node:zlib';

// A .zip read the way a card import needs it: the central directory first (names and sizes, no
// data), then only the entries the importer asks for, one at a time from the file. An archive of
// a whole repository, images and all, costs its directory and the JSON read, never its size.

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/** Why the archive cannot be read: the caller words it for the player. */
export class ZipUnreadable extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A central directory this large lists hundreds of thousands of files: not a card data archive. */
export const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const n = fs.readSync(fd, buffer, done, length - done, position + done);
    if (n === 0) throw new ZipUnreadable(`the file ends at byte ${position + done}, before the ${length} bytes the archive says are there`);
    done += n;
  }
  return buffer;
}

const u64 = (buffer: Buffer, at: number) => Number(buffer.readBigUInt64LE(at));

/** Where the central directory is and how many entries it holds (zip64 when the archive needs it). */
function findDirectory(fd: number, fileSize: number): { offset: number; size: number; entries: number } {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = readAt(fd, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipUnreadable('no end of central directory found');
  let entries = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locatorAt = at - 20;
    if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_LOCATOR) throw new ZipUnreadable('a zip64 archive without its zip64 locator');
    const recordAt = u64(tail, locatorAt + 8);
    if (recordAt + 56 > fileSize) throw new ZipUnreadable(`its zip64 record is said to be at byte ${recordAt}, past the end of the ${fileSize}-byte file`);
    const record = readAt(fd, recordAt, 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new ZipUnreadable('the zip64 end of central directory is missing');
    entries = u64(record, 32);
    size = u64(record, 40);
    offset = u64(record, 48);
  }
  if (offset + size > fileSize) throw new ZipUnreadable(`the central directory runs past the end of the file (${fileSize} bytes)`);
  // Each entry takes at least 46 bytes of the directory: more entries than fit is a lie, not a large archive.
  if (entries * 46 > size) throw new ZipUnreadable(`its directory claims ${entries} entries, more than its ${size} bytes can hold`);
  return { offset, size, entries };
}

/** Every entry the central directory lists. */
export function readDirectory(fd: number, fileSize: number): ZipEntry[] {
  const { offset, size, entries: count } = findDirectory(fd, fileSize);
  if (size > MAX_DIRECTORY_BYTES) throw new ZipUnreadable(`its directory alone is ${Math.round(size / 1024 / 1024)} MB`);
  const directory = readAt(fd, offset, size);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) throw new ZipUnreadable(`entry ${i + 1} of the central directory is damaged`);
    const flags = directory.readUInt16LE(at + 8);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      encrypted: (flags & 1) === 1,
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    };
    // Sizes and offsets too large for 32 bits are in the zip64 extra field, in this order.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = directory.readUInt16LE(extra);
      const length = directory.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        if (entry.size === 0xffffffff) ((entry.size = u64(directory, field)), (field += 8));
        if (entry.compressedSize === 0xffffffff) ((entry.compressedSize = u64(directory, field)), (field += 8));
        if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = u64(directory, field);
      }
      extra += 4 + length;
    }
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  return entries;
}

/**
 * One entry's bytes, inflated with a hard cap: whatever its header declares, no more than
 * `maxBytes` are ever produced (a lying header is refused, not trusted).
 */
export function readEntry(fd: number, entry: ZipEntry, maxBytes: number, fileSize: number): Buffer {
  if (entry.encrypted) throw new ZipUnreadable('it is encrypted');
  // Sizes are checked against the file before anything is allocated for them: an entry cannot hold
  // more bytes than the file has, and compressed data of at most maxBytes is at most a little larger.
  if (entry.localHeaderOffset + 30 + entry.compressedSize > fileSize) {
    throw new ZipUnreadable(`the archive says it holds ${entry.compressedSize} bytes from byte ${entry.localHeaderOffset}, past the end of the ${fileSize}-byte file`);
  }
  if (entry.compressedSize > maxBytes + maxBytes / 100 + 1024) {
    throw new ZipUnreadable(`the archive says it holds ${entry.compressedSize} compressed bytes, more than a card file of at most ${maxBytes} bytes can take`);
  }
  const header = readAt(fd, entry.localHeaderOffset, 30);
  if (header.readUInt32LE(0) !== LOCAL) throw new ZipUnreadable('its local header is damaged');
  const dataAt = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const compressed = readAt(fd, dataAt, entry.compressedSize);
  let bytes: Buffer;
  if (entry.method === 0) bytes = compressed;
  else if (entry.method === 8) {
    try {
      bytes = zlib.inflateRawSync(compressed, { maxOutputLength: maxBytes });
    } catch (error) {
      if (error instanceof RangeError) throw new ZipUnreadable(`it inflates to more than the ${maxBytes} bytes allowed`);
      throw new ZipUnreadable(`its compressed data is damaged (${error instanceof Error ? error.message : String(error)})`);
    }
  } else throw new ZipUnreadable(`it is compressed with method ${entry.method}, which Sidetable does not read (only stored and deflate)`);
  if (bytes.length !== entry.size) throw new ZipUnreadable(`it holds ${bytes.length} bytes where the archive says ${entry.size}`);
  return bytes;
}
