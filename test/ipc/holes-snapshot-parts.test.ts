import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, stepSession, viewSession, type Session } from '../../shared/engine';
import type { GameLogFile, GameSummary, GameView } from '../../shared/ipc';
import { readSnapshot, writeSnapshot } from '../../electron/main/db/game-snapshots-repo';
import { SNAPSHOT_EVERY, SNAPSHOT_WHEN_QUIET_MS } from '../../electron/main/games/game-service';
import { DATABASE_FILE_NAME } from '../../electron/main/host/host';
import { testHost } from '../helpers/host';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { longGameLog } from './helpers/long-game';

// Issue 39 item 8 · a snapshot's later lines (the accepted commands, the older undo entries) each carry
// their own checksum and count, checked when first read: one found damaged, even with the whole
// text's checksum made to match again, makes the host rebuild the game from its log, never answer
// `internal` and never stop.

const tempDir = useTempDirs();
const LENGTH = 2_000;
let log: GameLogFile;
let fullFold: Session;
let seeded: { dir: string; game: GameSummary };

const askOf = (host: ReturnType<typeof testHost>): Ask => (method, payload) => host.dispatch(method, payload);
const stateOf = (session: Session) => JSON.stringify(viewSession(session).state);

beforeAll(async () => {
  log = longGameLog(LENGTH, 'damaged parts').log;
  const folded = replay('armada', log.commands);
  if (!folded.ok) throw new Error(folded.error.message);
  fullFold = folded.value;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-damaged-parts-'));
  const host = testHost(dir);
  try {
    const game = await value<GameSummary>(askOf(host), 'game.import', { log });
    if (!readSnapshot(host.database.db, game.id)) throw new Error('the imported game has no snapshot');
    seeded = { dir, game };
  } finally {
    host.close();
  }
}, 300_000);

afterAll(() => fs.rmSync(seeded.dir, { recursive: true, force: true }));

/** A copy of the data folder whose snapshot has line `line` (2 or 3) changed by `change`, the whole checksum recomputed to match. */
function folderWithDamagedLine(line: 2 | 3, change: (text: string) => string): { dir: string; damaged: string } {
  const dir = tempDir();
  fs.copyFileSync(path.join(seeded.dir, DATABASE_FILE_NAME), path.join(dir, DATABASE_FILE_NAME));
  const host = testHost(dir);
  try {
    const stored = readSnapshot(host.database.db, seeded.game.id);
    if (!stored) throw new Error('no snapshot');
    const lines = stored.session.split('\n');
    expect(lines).toHaveLength(3);
    const damaged = change(lines[line - 1]!);
    expect(damaged).not.toBe(lines[line - 1]);
    lines[line - 1] = damaged;
    const session = lines.join('\n');
    writeSnapshot(host.database.db, seeded.game.id, { ...stored, session, checksum: createHash('sha1').update(session).digest('hex') }, 0);
    return { dir, damaged: session };
  } finally {
    host.close();
  }
}

describe('issue 39 · a damaged snapshot part: the game is rebuilt from its log', () => {
  it('Issue 39 · Snapshot parts: its older undo entries changed (the whole checksum made to match): 400 undos from the table give the full fold’s states, none answered `internal`', async () => {
    // Line 3 still reads as JSON of the right count; only its own checksum tells it was changed.
    const { dir, damaged } = folderWithDamagedLine(3, (text) => text.replace(/"hull":(\d)/, (_all, digit: string) => `"hull":${(Number(digit) + 1) % 10}`));
    const host = testHost(dir);
    try {
      const ask = askOf(host);
      const opened = await value<GameView>(ask, 'game.view', { gameId: seeded.game.id });
      expect(JSON.stringify(opened.state)).toBe(stateOf(fullFold));
      let reference = fullFold;
      for (let i = 0; i < 400; i++) {
        const undone = stepSession(reference, { type: 'undo' });
        if (!undone.ok) throw new Error(undone.error.message);
        reference = undone.value.session;
        const reply = await host.dispatch('game.undo', { gameId: seeded.game.id });
        if (!reply.ok) throw new Error(`undo ${i + 1} was answered ${reply.error.code}: ${reply.error.message}`);
        expect(JSON.stringify((reply.value as GameView).state), `after undo ${i + 1}`).toBe(stateOf(reference));
      }
      // The undos walked into the damaged line: that snapshot is gone (a new one comes when the table is quiet).
      expect(readSnapshot(host.database.db, seeded.game.id)?.session).not.toBe(damaged);
    } finally {
      host.close();
    }
  }, 300_000);

  it(`Issue 39 · Snapshot parts: its accepted commands cut short (the whole checksum made to match): the next snapshot, after ${SNAPSHOT_EVERY} commands at the table, is written from the log, the host still answering`, async () => {
    const { dir } = folderWithDamagedLine(2, () => '[]');
    const host = testHost(dir);
    try {
      const ask = askOf(host);
      const gameId = seeded.game.id;
      await value<GameView>(ask, 'game.view', { gameId });
      for (let i = 0; i < SNAPSHOT_EVERY; i++) await value<GameView>(ask, 'game.command', { gameId, command: i % 2 === 0 ? { type: 'undo' } : { type: 'redo' } });
      const seq = LENGTH + SNAPSHOT_EVERY;
      await expect.poll(() => readSnapshot(host.database.db, gameId)?.seq, { timeout: SNAPSHOT_WHEN_QUIET_MS * 20, interval: 100 }).toBe(seq);
      // The new snapshot holds the whole log: a fresh host opens from it to the same game a full fold gives.
      const view = await value<GameView>(ask, 'game.view', { gameId });
      host.close();
      const reopened = testHost(dir);
      try {
        const again = await value<GameView>(askOf(reopened), 'game.view', { gameId });
        expect(again.state).toEqual(view.state);
        const exported = await value<{ commands: unknown[] }>(askOf(reopened), 'game.export', { gameId });
        const folded = replay('armada', exported.commands);
        if (!folded.ok) throw new Error(folded.error.message);
        expect(JSON.stringify(again.state)).toBe(stateOf(folded.value));
        expect(readSnapshot(reopened.database.db, gameId)?.session.split('\n')[1]?.length).toBeGreaterThan(1000);
      } finally {
        reopened.close();
      }
    } finally {
      host.close();
    }
  }, 300_000);
});
