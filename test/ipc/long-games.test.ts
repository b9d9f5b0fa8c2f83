import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, stepSession, viewSession, type Session } from '../../shared/engine';
import type { GameLogFile, GameSummary, GameView } from '../../shared/ipc';
import { SNAPSHOT_EVERY, SNAPSHOT_WHEN_QUIET_MS } from '../../electron/main/games/game-service';
import { DATABASE_FILE_NAME } from '../../electron/main/host/host';
import { testHost } from '../helpers/host';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { longGameLog } from './helpers/long-game';

const tempDir = useTempDirs();

const LONG_GAME = 10_000;
const UNDOS = 500;

let log: GameLogFile;
/** The reference: the engine's full fold of the same log. */
let fullFold: Session;

beforeAll(async () => {
  log = longGameLog(LONG_GAME).log;
  const folded = replay('armada', log.commands);
  if (!folded.ok) throw new Error(folded.error.message);
  fullFold = folded.value;
  imported = await importLongGame();
}, 300_000);

afterAll(() => fs.rmSync(imported.dir, { recursive: true, force: true }));

const askOf =
  (host: ReturnType<typeof testHost>): Ask =>
  (method, payload) =>
    host.dispatch(method, payload);

interface SnapshotRow {
  seq: number;
  engine_version: string;
}

function snapshotRow(host: ReturnType<typeof testHost>, gameId: string): SnapshotRow | undefined {
  return host.database.db.prepare<[string], SnapshotRow>('SELECT seq, engine_version FROM game_snapshots WHERE game_id = ?').get(gameId);
}

/** The long game imported once (which stores its snapshot with it); each test gets a copy of that folder. */
let imported: { dir: string; game: GameSummary; snapshot: SnapshotRow };

async function importLongGame(): Promise<typeof imported> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-long-game-'));
  const host = testHost(dir);
  try {
    const game = await value<GameSummary>(askOf(host), 'game.import', { log });
    const snapshot = snapshotRow(host, game.id);
    if (!snapshot) throw new Error('the imported long game has no snapshot');
    return { dir, game, snapshot };
  } finally {
    host.close();
  }
}

/** A data folder holding the long game, as imported, for one test to change. */
function folderWithLongGame(): { dir: string; game: GameSummary; snapshot: SnapshotRow } {
  const dir = tempDir();
  fs.copyFileSync(path.join(imported.dir, DATABASE_FILE_NAME), path.join(dir, DATABASE_FILE_NAME));
  return { ...imported, dir };
}

const stateOf = (session: Session) => JSON.stringify(viewSession(session).state);

describe('issue 19 · long games open fast: a snapshot of the folded session is a cache, the log the truth', () => {
  it(`a ${LONG_GAME.toLocaleString('en')}-command game opened cold from its snapshot is the full fold, and ${UNDOS} undos from there stay exact`, async () => {
    const { dir, game, snapshot } = folderWithLongGame();
    expect(snapshot.seq).toBe(log.commands.length);
    const host = testHost(dir);
    try {
      const ask = askOf(host);
      const opened = await value<GameView>(ask, 'game.view', { gameId: game.id });
      expect(opened.seq).toBe(log.commands.length);
      expect(JSON.stringify(opened.state)).toBe(stateOf(fullFold));
      expect(opened.canRedo).toBe(fullFold.undone !== null);

      let reference = fullFold;
      for (let i = 0; i < UNDOS; i++) {
        const undone = stepSession(reference, { type: 'undo' });
        if (!undone.ok) throw new Error(`the reference could not undo ${i + 1} times: ${undone.error.message}`);
        reference = undone.value.session;
        const view = await value<GameView>(ask, 'game.undo', { gameId: game.id });
        expect(JSON.stringify(view.state), `after undo ${i + 1}`).toBe(stateOf(reference));
      }
      // And redo brings the same states back: the redo stack was restored too.
      const redone = await value<GameView>(ask, 'game.redo', { gameId: game.id });
      const referenceRedo = stepSession(reference, { type: 'redo' });
      if (!referenceRedo.ok) throw new Error(referenceRedo.error.message);
      expect(JSON.stringify(redone.state)).toBe(stateOf(referenceRedo.value.session));
    } finally {
      host.close();
    }
  }, 300_000);

  it('opening from the snapshot does not re-apply the commands before it (a full fold would have to)', async () => {
    const { dir, game } = folderWithLongGame();
    const host = testHost(dir);
    try {
      // An early entry made unreadable: only a fold of the whole log would stumble on it.
      host.database.db.prepare("UPDATE game_events SET command = '{\"type\":\"noSuchCommand\"}' WHERE game_id = ? AND seq = 5").run(game.id);
      const opened = await value<GameView>(askOf(host), 'game.view', { gameId: game.id });
      expect(JSON.stringify(opened.state)).toBe(stateOf(fullFold));
    } finally {
      host.close();
    }
    const withoutSnapshot = testHost(dir);
    try {
      withoutSnapshot.database.db.prepare('DELETE FROM game_snapshots WHERE game_id = ?').run(game.id);
      const refused = await withoutSnapshot.dispatch('game.view', { gameId: game.id });
      expect(refused).toMatchObject({ ok: false, error: { code: 'log_unreadable' } });
      if (!refused.ok) expect(refused.error.message).toContain('entry 5 (noSuchCommand)');
    } finally {
      withoutSnapshot.close();
    }
  }, 300_000);

  it.each([
    ['written by another engine version', "UPDATE game_snapshots SET engine_version = '1:0.0.0-older' WHERE game_id = ?"],
    ['damaged (its checksum does not match)', "UPDATE game_snapshots SET session = replace(session, '\"hull\":', '\"hull\": ') WHERE game_id = ?"],
    ['not ending where it says (its last command is not the log’s)', 'UPDATE game_snapshots SET seq = seq - 1 WHERE game_id = ?'],
  ])('a snapshot %s is not trusted: the game opens from the full fold, and the snapshot is written again once the table is quiet', async (_what, tamper) => {
    const { dir, game, snapshot } = folderWithLongGame();
    const host = testHost(dir);
    try {
      host.database.db.prepare(tamper).run(game.id);
      const opened = await value<GameView>(askOf(host), 'game.view', { gameId: game.id });
      expect(JSON.stringify(opened.state)).toBe(stateOf(fullFold));
      await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_WHEN_QUIET_MS + 500));
      expect(snapshotRow(host, game.id)).toEqual(snapshot);
    } finally {
      host.close();
    }
  }, 300_000);

  it(`a game played at the table gets a snapshot after ${SNAPSHOT_EVERY} commands once the table is quiet, and reopens from it at the same state`, async () => {
    const dir = tempDir();
    const host = testHost(dir);
    const short = { ...log, name: 'Played', commands: log.commands.slice(0, SNAPSHOT_EVERY + 20) };
    let gameId = '';
    let before = '';
    try {
      const ask = askOf(host);
      gameId = (await value<GameSummary>(ask, 'games.create', { name: 'Played', system: 'armada' })).id;
      for (const command of short.commands) await value(ask, 'game.command', { gameId, command });
      expect(snapshotRow(host, gameId)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_WHEN_QUIET_MS + 500));
      expect(snapshotRow(host, gameId)?.seq).toBe(short.commands.length);
      before = JSON.stringify((await value<GameView>(ask, 'game.view', { gameId })).state);
    } finally {
      host.close();
    }
    const reopened = testHost(dir);
    try {
      const view = await value<GameView>(askOf(reopened), 'game.view', { gameId });
      expect(JSON.stringify(view.state)).toBe(before);
      const folded = replay('armada', short.commands);
      if (!folded.ok) throw new Error(folded.error.message);
      expect(JSON.stringify(view.state)).toBe(stateOf(folded.value));
    } finally {
      reopened.close();
    }
  }, 300_000);
});
