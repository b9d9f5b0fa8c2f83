import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../electron/main/host/host';
import { getGame, listGames } from '../../electron/main/db/games-repo';
import { readSnapshot, writeSnapshot, writeSnapshotHeader, writeSnapshotPart } from '../../electron/main/db/game-snapshots-repo';
import { openDatabase } from '../../electron/main/db/open';
import { logToStore, replayLog, sliceWriter, storeLog, type LogImportJob } from '../../electron/main/games/log-import';
import type { GameSummary, GameView } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { longGameLog } from './helpers/long-game';

const tempDir = useTempDirs();
const CUT_SHORT = '00000000-0000-4000-8000-00000000c0de';
const FINISHED = '00000000-0000-4000-8000-00000000f1a1';

/** A clock that moves 10 ms each time it is read: every slice ends at its first clock read (64 rows). */
function hurriedClock(): () => number {
  let now = 0;
  return () => (now += 10);
}

function storedLog(length: number, gameId: string) {
  const { log, session } = longGameLog(length, `slices ${length}`);
  const job: LogImportJob = { source: { log }, gameId, at: 1, engineVersion: 'test', snapshotFrom: 100 };
  return { log, session, stored: logToStore(job, replayLog(log, () => {})) };
}

const eventsOf = (db: ReturnType<typeof openDatabase>['db'], gameId: string) =>
  db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM game_events WHERE game_id = ?').get(gameId)!.n;

describe('issue 19 · a long log is stored in short slices, and the player sees all of it or none of it', () => {
  it('each slice is its own transaction; until the last one the game is in no list and cannot be opened; after it, it is whole, with its snapshot', () => {
    const dir = tempDir();
    const { db } = openDatabase(path.join(dir, DATABASE_FILE_NAME));
    try {
      const { stored } = storedLog(300, 'game-in-slices');
      const writer = sliceWriter(db, stored, 1, hurriedClock());
      const slices: { done: number; finished: boolean }[] = [];
      for (;;) {
        const slice = writer.writeSlice();
        slices.push(slice);
        if (slice.finished) break;
        // Between slices: written so far, but nobody sees the game.
        expect(eventsOf(db, 'game-in-slices')).toBe(slice.done);
        expect(getGame(db, 'game-in-slices')).toBeNull();
        expect(listGames(db).map((game) => game.id)).not.toContain('game-in-slices');
        expect(db.inTransaction).toBe(false);
      }
      // The log in slices of 64 rows here, then the snapshot's text, then the snapshot row that shows the game.
      expect(slices.map((slice) => slice.done)).toEqual([64, 128, 192, 256, 300, 300]);
      expect(getGame(db, 'game-in-slices')).toMatchObject({ id: 'game-in-slices', system: 'armada' });
      expect(eventsOf(db, 'game-in-slices')).toBe(300);
      expect(db.prepare('SELECT seq, parts FROM game_snapshots WHERE game_id = ?').get('game-in-slices')).toEqual({ seq: 300, parts: 1 });
      expect(readSnapshot(db, 'game-in-slices')?.session).toBe(stored.snapshot?.session);
    } finally {
      db.close();
    }
  });

  it('a host that starts after a crash mid-import deletes the unfinished game with its log, and keeps every finished game', async () => {
    const dir = tempDir();
    const file = path.join(dir, DATABASE_FILE_NAME);
    const first = openDatabase(file);
    storeLog(first.db, storedLog(50, FINISHED).stored, 1);
    const { stored } = storedLog(300, CUT_SHORT);
    const writer = sliceWriter(first.db, stored, 1, hurriedClock());
    writer.writeSlice();
    writer.writeSlice();
    expect(eventsOf(first.db, CUT_SHORT)).toBe(128);
    // The process dies here: the database is closed with the game half written.
    first.db.close();

    const host = testHost(dir);
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      expect((await value<GameSummary[]>(ask, 'games.list', {})).map((game) => game.id)).toEqual([FINISHED]);
      expect(await host.dispatch('game.view', { gameId: CUT_SHORT })).toMatchObject({ ok: false, error: { code: 'not_found' } });
      const check = openDatabase(file);
      try {
        expect(eventsOf(check.db, CUT_SHORT)).toBe(0);
        expect(check.db.prepare('SELECT id FROM games').all()).toEqual([{ id: FINISHED }]);
        expect(eventsOf(check.db, FINISHED)).toBe(50);
      } finally {
        check.db.close();
      }
      // The same log imports whole afterwards and opens at the engine's state.
      const again = storedLog(300, 'unused');
      const game = await value<GameSummary>(ask, 'game.import', { log: again.log });
      expect((await value<GameView>(ask, 'game.view', { gameId: game.id })).seq).toBe(again.log.commands.length);
    } finally {
      host.close();
    }
  }, 60_000);

  it('a snapshot written in parts reads back as one text; written again whole, its parts go', () => {
    const { db } = openDatabase(path.join(tempDir(), DATABASE_FILE_NAME));
    try {
      storeLog(db, storedLog(20, FINISHED).stored, 1);
      const text = 'abcdefghij'.repeat(1000);
      for (let part = 0; part < 3; part++) writeSnapshotPart(db, FINISHED, part, text.slice(part * 4000, (part + 1) * 4000));
      writeSnapshotHeader(db, FINISHED, { seq: 20, engineVersion: 'test', checksum: 'c' }, 3, 1);
      expect(readSnapshot(db, FINISHED)).toEqual({ seq: 20, engineVersion: 'test', checksum: 'c', session: text });
      writeSnapshot(db, FINISHED, { seq: 20, engineVersion: 'test', checksum: 'd', session: 'whole' }, 2);
      expect(readSnapshot(db, FINISHED)?.session).toBe('whole');
      expect(db.prepare('SELECT count(*) AS n FROM game_snapshot_parts').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});
