import fs from 'node:fs';
import path from 'node:path';

// Issue 39 · a file the host reads for the player (a points repository's files, today) is a regular
// file inside the folder the player chose, judged where it really is after its links are resolved,
// no larger than its cap (checked before reading, and again while reading, so a file that grows or
// lies about its size is not read whole), read off the host's thread. A refusal names the file as
// the player knows it and says what to do; it never quotes what the file holds.

/** Why a file the player chose was not read, in the player's words (`shown` is the file as the player knows it). */
export class PlayerFileRefused extends Error {}

const isInside = (root: string, p: string) => p === root || p.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'it is not there';
  if (code === 'EACCES' || code === 'EPERM') return 'this computer does not let Sidetable read it';
  if (code === 'ELOOP') return 'its links go round in a circle';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  return 'it cannot be read';
}

/** The folder's real place (its own links resolved), or a refusal. */
export async function realFolder(folder: string, shown: string): Promise<string> {
  try {
    return await fs.promises.realpath(folder);
  } catch (error) {
    throw new PlayerFileRefused(`${shown}: ${reasonOf(error)}; pick the folder again.`);
  }
}

/** Whether `file` (relative to the chosen folder, or absolute) exists inside it, after its links are resolved. */
export async function existsInside(realRoot: string, file: string): Promise<boolean> {
  try {
    return isInside(realRoot, await fs.promises.realpath(path.resolve(realRoot, file)));
  } catch {
    return false;
  }
}

/**
 * The text of a file inside the chosen folder (`realRoot`, from realFolder), at most `maxBytes`. A link
 * that leads outside the folder, a device, a pipe or a folder, or a file over the cap is refused.
 */
export async function readPlayerFile(realRoot: string, file: string, shown: string, maxBytes: number, what: string): Promise<string> {
  const wanted = path.resolve(realRoot, file);
  if (!isInside(realRoot, wanted)) throw new PlayerFileRefused(`${shown}: it is outside the folder you picked, so Sidetable does not read it. Keep every file of the ${what} inside its folder.`);
  let real: string;
  try {
    real = await fs.promises.realpath(wanted);
  } catch (error) {
    throw new PlayerFileRefused(`${shown}: ${reasonOf(error)}; check the ${what}'s files.`);
  }
  if (!isInside(realRoot, real)) throw new PlayerFileRefused(`${shown}: it is a link to a place outside the folder you picked, so Sidetable does not read it. Put the file itself in the folder.`);
  let handle: fs.promises.FileHandle;
  try {
    // Opened without waiting on a pipe's writer: a FIFO is found by its kind below, never read.
    handle = await fs.promises.open(real, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (error) {
    throw new PlayerFileRefused(`${shown}: ${reasonOf(error)}; check the ${what}'s files.`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new PlayerFileRefused(`${shown}: it is not a file (a device, a pipe or a folder), so Sidetable does not read it.`);
    if (stat.size > maxBytes) throw new PlayerFileRefused(`${shown}: it is ${megabytes(stat.size)}, more than the ${megabytes(maxBytes)} a file of a ${what} can be; is it the right file?`);
    // Read at most one byte past the cap: a file that grows while it is read is refused, not read whole.
    const buffer = Buffer.alloc(Math.min(maxBytes, stat.size) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > maxBytes) throw new PlayerFileRefused(`${shown}: it grew past the ${megabytes(maxBytes)} a file of a ${what} can be while it was read; is it the right file?`);
      if (length === buffer.length) break;
    }
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    await handle.close();
  }
}
