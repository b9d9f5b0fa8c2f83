import { describe, expect, it } from 'vitest';
import { DataFolderInUseError } from '../../electron/main/db/data-folder-lock';
import { createHost } from '../../electron/main/host';
import type { GameSummary, IpcResult } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { hostChild } from '../helpers/host-child';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 19 · two hosts on one data folder diverged (the first kept a stale cache, then failed
// every command with "UNIQUE constraint failed"): the folder is now held by one host at a time.

const tempDir = useTempDirs();

const desktopOn = (dataDir: string) => createHost({ dataDir, transport: 'electron', version: '0.0.0-test', log: () => {} });

function refusal(open: () => unknown): DataFolderInUseError {
  try {
    open();
  } catch (error) {
    if (error instanceof DataFolderInUseError) return error;
    throw error;
  }
  throw new Error('the second host opened the folder');
}

describe('one host per data folder (issue 19 · two hosts on one data folder)', () => {
  it('a second host on the folder is refused in words, naming the one that holds it; the first goes on', async () => {
    const dir = tempDir();
    const first = testHost(dir);
    try {
      const error = refusal(() => desktopOn(dir));
      expect(error.message).toMatch(
        new RegExp(`^Sidetable is already open on this computer \\(browser mode, process ${process.pid}, since \\d\\d:\\d\\d\\) with the data folder .+; close it first or choose another data folder\\.$`),
      );
      expect(error.message).toContain(dir);
      const created = (await first.dispatch('games.create', { name: 'Still mine', system: 'armada' })) as IpcResult<GameSummary>;
      expect(created.ok).toBe(true);
    } finally {
      first.close();
    }
  });

  it('closing the first host frees the folder for the next', async () => {
    const dir = tempDir();
    testHost(dir).close();
    const second = desktopOn(dir);
    try {
      expect(await second.dispatch('app.info', {})).toMatchObject({ ok: true, value: { transport: 'electron' } });
    } finally {
      second.close();
    }
  });

  it('a host killed with SIGKILL leaves the folder free: the lock goes with the process', async () => {
    const dir = tempDir();
    const child = await hostChild(dir);
    try {
      expect(refusal(() => desktopOn(dir)).message).toContain('Sidetable is already open on this computer (browser mode, process ');
    } finally {
      await child.kill();
    }
    const next = desktopOn(dir);
    try {
      expect(await next.dispatch('games.list', {})).toMatchObject({ ok: true });
    } finally {
      next.close();
    }
  }, 15_000);
});
