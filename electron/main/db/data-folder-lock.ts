import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The file whose lock says a Sidetable owns the folder, and the note that says which one. */
export const LOCK_FILE_NAME = 'sidetable.lock';
const HOLDER_FILE_NAME = 'sidetable.lock.json';

export type LockHolderKind = 'electron' | 'browser';

interface Holder {
  pid: number;
  kind: LockHolderKind;
  startedAt: number;
}

/** A second Sidetable on a folder one already uses: two caches over one database would diverge. */
export class DataFolderInUseError extends Error {
  readonly code = 'data_folder_in_use';
  constructor(
    readonly dataDir: string,
    holder: Holder | null,
  ) {
    super(`Sidetable is already open on this computer (${holderInWords(holder)}) with the data folder ${dataDir}; close it first or choose another data folder.`);
  }
}

const kindWords: Record<LockHolderKind, string> = { electron: 'the desktop app', browser: 'browser mode' };
const twoDigits = (n: number) => String(n).padStart(2, '0');

function holderInWords(holder: Holder | null): string {
  if (!holder) return 'the desktop app or browser mode';
  const since = new Date(holder.startedAt);
  return `${kindWords[holder.kind]}, process ${holder.pid}, since ${twoDigits(since.getHours())}:${twoDigits(since.getMinutes())}`;
}

function readHolder(dataDir: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(dataDir, HOLDER_FILE_NAME), 'utf8')) as Partial<Holder>;
    if (typeof holder.pid !== 'number' || typeof holder.startedAt !== 'number' || (holder.kind !== 'electron' && holder.kind !== 'browser')) return null;
    return { pid: holder.pid, kind: holder.kind, startedAt: holder.startedAt };
  } catch {
    return null;
  }
}

export interface DataFolderLock {
  release(): void;
}

/**
 * Claims the data folder for this process until `release` or the process's end, however it ends.
 * The lock is SQLite's own exclusive lock on a small file (an OS lock: POSIX fcntl or Windows
 * LockFileEx), which the OS drops when the process dies, so a crash never leaves the folder
 * claimed and no pid has to be judged stale. It also holds between two hosts in one process.
 */
export function lockDataFolder(dataDir: string, kind: LockHolderKind, now: () => number = Date.now): DataFolderLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = new Database(path.join(dataDir, LOCK_FILE_NAME), { timeout: 0 });
  try {
    // In exclusive locking mode the lock taken by the first write is kept until the connection closes.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    lock.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new DataFolderInUseError(dataDir, readHolder(dataDir));
    throw error;
  }
  // Only for the words a refused second host shows; the lock above is what decides.
  const holder: Holder = { pid: process.pid, kind, startedAt: now() };
  try {
    fs.writeFileSync(path.join(dataDir, HOLDER_FILE_NAME), JSON.stringify(holder));
  } catch {
    // Without the note a refusal names no process; the folder is still held.
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      lock.close();
    },
  };
}
