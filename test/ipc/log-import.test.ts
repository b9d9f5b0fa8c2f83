import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../../electron/main/core/events';
import { LOG_PART_CHARS, type GameLogFile, type GameSummary, type GameView, type LogImportProgress } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { armadaCoreSetGame, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';
import { longGameLog } from './helpers/long-game';

const tempDir = useTempDirs();

const UPLOAD_ID = 'upload-0000-4000-8000-000000000001';

/** The file's text cut in order into parts, as the renderer sends a log too large for one message. */
function partsOf(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let at = 0; at < text.length; at += size) parts.push(text.slice(at, at + size));
  return parts;
}

async function upload(ask: Ask, text: string, size = LOG_PART_CHARS, uploadId = UPLOAD_ID): Promise<void> {
  for (const [index, part] of partsOf(text, size).entries()) await value(ask, 'game.importPart', { uploadId, index, text: part });
}

describe('issue 19 · big inputs never block the host: a game log arrives in parts and is replayed off the request path', () => {
  it('a log sent in parts under the frame cap is imported whole, with progress, and opens at the same state as the engine’s fold', async () => {
    const { log, session } = longGameLog(3000, 'log in parts');
    const text = JSON.stringify(log, null, 2);
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    const progress: LogImportProgress[] = [];
    host.subscribe((event: HostEvent) => {
      if (event.event === 'game.importProgress') progress.push(event.payload);
    });
    try {
      const size = Math.ceil(text.length / 7);
      await upload(ask, text, size);
      const game = await value<GameSummary>(ask, 'game.import', { uploadId: UPLOAD_ID });
      expect(game).toMatchObject({ name: 'Long game', system: 'armada' });
      const view = await value<GameView>(ask, 'game.view', { gameId: game.id });
      expect(view.seq).toBe(log.commands.length);
      expect(JSON.stringify(view.state)).toBe(JSON.stringify(session.state));
      expect(progress.every((step) => step.importId === UPLOAD_ID)).toBe(true);
      expect(progress.map((step) => step.stage)).toEqual(expect.arrayContaining(['reading', 'replaying', 'saving']));
      expect(progress.find((step) => step.stage === 'replaying' && step.done === step.total)?.total).toBe(log.commands.length);
      // The parts are gone once imported: the same upload id cannot import twice.
      expect(await host.dispatch('game.import', { uploadId: UPLOAD_ID })).toMatchObject({ ok: false, error: { code: 'upload_unknown' } });
    } finally {
      host.close();
    }
  }, 120_000);

  it('another client’s command is answered while a long log replays, and the import still lands whole', async () => {
    const { log } = longGameLog(4000, 'busy host');
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask, 'At the table');
      const order: string[] = [];
      let replaying: () => void = () => {};
      const replayStarted = new Promise<void>((resolve) => (replaying = resolve));
      host.subscribe((event: HostEvent) => {
        if (event.event === 'game.importProgress' && event.payload.stage === 'replaying') replaying();
      });
      const importing = value<GameSummary>(ask, 'game.import', { log }).then((imported) => {
        order.push('import');
        return imported;
      });
      await replayStarted;
      await value(ask, 'game.command', { gameId: game.id, command: { type: 'nextPhase' } });
      order.push('command');
      const imported = await importing;
      expect(order).toEqual(['command', 'import']);
      expect((await value<GameView>(ask, 'game.view', { gameId: imported.id })).seq).toBe(log.commands.length);
    } finally {
      host.close();
    }
  }, 120_000);

  it('a resent part is taken once; a part out of order, an unknown upload, a file that is not JSON or a log with a refused command are refused in words, and nothing is imported', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    const games = async () => (await value<GameSummary[]>(ask, 'games.list', {})).length;
    try {
      const { log } = longGameLog(40, 'refusals');
      const text = JSON.stringify(log);
      const [first = '', second = ''] = partsOf(text, Math.ceil(text.length / 2));
      await value(ask, 'game.importPart', { uploadId: UPLOAD_ID, index: 0, text: first });
      expect(await value(ask, 'game.importPart', { uploadId: UPLOAD_ID, index: 0, text: first })).toEqual({ received: 1 });
      const skipped = await host.dispatch('game.importPart', { uploadId: UPLOAD_ID, index: 2, text: second });
      expect(skipped).toMatchObject({ ok: false, error: { code: 'upload_out_of_order', message: expect.stringContaining('Part 3 of the file arrived where part 2 was expected') } });
      const unknown = await host.dispatch('game.importPart', { uploadId: 'upload-never-started', index: 1, text: second });
      expect(unknown).toMatchObject({ ok: false, error: { code: 'upload_unknown' } });

      await upload(ask, '{"format": "sidetable.game-log", "commands": [', 10, 'upload-not-json');
      const notJson = await host.dispatch('game.import', { uploadId: 'upload-not-json' });
      expect(notJson).toMatchObject({ ok: false, error: { code: 'invalid_log', message: expect.stringContaining('not readable JSON') } });

      await upload(ask, JSON.stringify({ ...log, version: 7 }), 100, 'upload-wrong-version');
      const wrongVersion = await host.dispatch('game.import', { uploadId: 'upload-wrong-version' });
      expect(wrongVersion).toMatchObject({ ok: false, error: { code: 'invalid_log' } });
      if (!wrongVersion.ok) expect(wrongVersion.error.message).toContain('must be 1');

      const broken: GameLogFile = { ...log, commands: [...log.commands.slice(0, 3), { type: 'activateShip', ship: 'nobody' }] };
      await upload(ask, JSON.stringify(broken), 100, 'upload-broken');
      const refused = await host.dispatch('game.import', { uploadId: 'upload-broken' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_log', message: expect.stringContaining('Command 4 of the log (activateShip) was refused') } });

      const neither = await host.dispatch('game.import', {});
      expect(neither).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      expect(await games()).toBe(0);
    } finally {
      host.close();
    }
  }, 120_000);
});
