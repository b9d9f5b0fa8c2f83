import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { GameView, IpcResult } from '../../shared/ipc';
import { readSnapshot } from '../../electron/main/db/game-snapshots-repo';
import { SNAPSHOT_EVERY, SNAPSHOT_WHEN_QUIET_MS } from '../../electron/main/games/game-service';
import { createHost, type Host } from '../../electron/main/host';
import { DATABASE_FILE_NAME } from '../../electron/main/host/host';
import { armadaCoreSetGame, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 39 item 1 · the machine fails under the host: a full disk (SQLite's own page limit stands in for
// a small file system: the same SQLITE_FULL on every write that needs a new page) and another program
// holding the database's write lock. Every background write catches its failure; the host never stops;
// a command is refused in the player's words and every command acknowledged before stays.

const tempDir = useTempDirs();

function hostWithLog(dir: string): { host: Host; logged: string[] } {
  const logged: string[] = [];
  const host = createHost({ dataDir: dir, transport: 'browser', version: '0.0.0-test', log: (message) => void logged.push(message) });
  return { host, logged };
}

const askOf = (host: Host): Ask => (method, payload) => host.dispatch(method, payload);
const shieldTap = (i: number) => (i % 2 === 0 ? { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 } : { type: 'recoverShields', ship: 'p2-ship-1', zone: 'front', amount: 1 });

describe('issue 39 · a full disk and a busy database', () => {
  it('Issue 39 · Full disk: the quiet-time snapshot fails and is logged, the host lives on; commands are refused in words; freed, the same host plays on, nothing acknowledged lost', async () => {
    const dir = tempDir();
    const { host, logged } = hostWithLog(dir);
    try {
      const ask = askOf(host);
      const { game } = await armadaCoreSetGame(ask, 'Full disk');
      const acknowledged: string[] = [];
      const play = async (count: number): Promise<IpcResult<unknown>[]> => {
        const refused: IpcResult<unknown>[] = [];
        for (let i = 0; i < count; i++) {
          const commandId = randomUUID();
          const reply = await host.dispatch('game.command', { gameId: game.id, command: shieldTap(acknowledged.length), commandId });
          if (reply.ok) acknowledged.push(commandId);
          else refused.push(reply);
        }
        return refused;
      };
      // Enough commands for a snapshot; then the disk is "full" before the table goes quiet.
      expect(await play(SNAPSHOT_EVERY)).toEqual([]);
      const db = host.database.db;
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
      await expect.poll(() => logged.some((line) => /snapshot of game .* was not written/.test(line)), { timeout: SNAPSHOT_WHEN_QUIET_MS * 10, interval: 50 }).toBe(true);
      expect(readSnapshot(db, game.id)).toBeNull();
      // Commands until the pages run out: each refused one says so in words, none `internal`.
      const refused = await play(400);
      expect(refused.length).toBeGreaterThan(0);
      for (const reply of refused) {
        expect(reply).toMatchObject({ ok: false, error: { code: 'disk_full' } });
        if (!reply.ok) expect(reply.error.message).toBe('The disk is full: nothing was saved. Free some space and try again.');
      }
      // Other calls that write are saved if a freed page holds them, else refused in the same words.
      const created = await host.dispatch('games.create', { name: 'Another game', system: 'armada' });
      if (!created.ok) expect(created.error.code).toBe('disk_full');
      // Space again: the same host, no restart.
      db.pragma('max_page_count = 1073741823');
      expect(await play(10)).toEqual([]);
      const exported = await value<{ commands: unknown[] }>(ask, 'game.export', { gameId: game.id });
      // The setup, then every command acknowledged: none lost, none doubled.
      expect(exported.commands.length).toBe(1 + acknowledged.length);
      await expect.poll(() => readSnapshot(db, game.id)?.seq, { timeout: SNAPSHOT_WHEN_QUIET_MS * 20, interval: 100 }).toBe(exported.commands.length);
    } finally {
      host.close();
    }
  }, 120_000);

  it('Issue 39 · Busy database: another program holding the write lock gets a refusal in words, never `internal`; the snapshot waits; released, play goes on', async () => {
    const dir = tempDir();
    const { host, logged } = hostWithLog(dir);
    const other = new Database(path.join(dir, DATABASE_FILE_NAME));
    try {
      const ask = askOf(host);
      const { game } = await armadaCoreSetGame(ask, 'Busy');
      for (let i = 0; i < SNAPSHOT_EVERY; i++) await value<GameView>(ask, 'game.command', { gameId: game.id, command: shieldTap(i) });
      // The host's wait for the lock is shortened for the test: what is refused, and how, is the same after 5 s.
      host.database.db.pragma('busy_timeout = 20');
      other.exec('BEGIN IMMEDIATE');
      const reply = await host.dispatch('game.command', { gameId: game.id, command: shieldTap(SNAPSHOT_EVERY) });
      expect(reply).toMatchObject({ ok: false, error: { code: 'database_busy' } });
      if (!reply.ok) expect(reply.error.message).toMatch(/^Another program is holding Sidetable’s database .*nothing was saved\. Close it and try again\.$/);
      await expect.poll(() => logged.some((line) => /snapshot of game .* was not written/.test(line)), { timeout: SNAPSHOT_WHEN_QUIET_MS * 10, interval: 50 }).toBe(true);
      other.exec('ROLLBACK');
      const played = await value<GameView>(ask, 'game.command', { gameId: game.id, command: shieldTap(SNAPSHOT_EVERY) });
      expect(played.seq).toBe(1 + SNAPSHOT_EVERY + 1);
    } finally {
      other.close();
      host.close();
    }
  }, 120_000);
});
