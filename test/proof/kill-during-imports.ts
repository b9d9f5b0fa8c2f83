import fs from 'node:fs';
import path from 'node:path';
import { sharedData } from '../cards/card-host';
import { armadaCoreSetGame, type Ask } from '../helpers/host-games';
import type { GameLogFile } from '../../shared/ipc';
import { integrityOk, withDatabase } from './database';
import type { Figures } from './figures';
import type { Seeded } from './random';
import { Client, DATABASE_FILE, must, sleep, startServedHost } from './served-host';

const SECTION = 'kill -9 during imports';

/** Row counts of every table: an import is all or nothing, so after a kill this is the before or the after. */
function fingerprint(file: string): string {
  return withDatabase(file, (db) => {
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
    return tables.map(({ name }) => `${name}=${String(db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get())}`).join(' ');
  });
}

/** A data folder with the host stopped cleanly, so its file can be copied as a starting point. */
async function pristineFolder(dir: string, prepare: (client: Client) => Promise<void>): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const host = await startServedHost(dir);
  const client = await Client.open(host.socketUrl);
  await prepare(client);
  client.close();
  await host.kill('SIGTERM');
  withDatabase(path.join(dir, DATABASE_FILE), (db) => db.pragma('wal_checkpoint(TRUNCATE)'));
  return path.join(dir, DATABASE_FILE);
}

interface ImportKind {
  name: string;
  method: string;
  payload: unknown;
}

/**
 * Card data and game logs imported on the real host, SIGKILLed at a random moment of the import:
 * afterwards the file is whole; once the host started again it holds either nothing of the import
 * or all of it, and the host imports it again.
 */
export async function killDuringImports(figures: Figures, rng: Seeded, workDir: string, killsPerKind: number, log: (line: string) => void): Promise<void> {
  let gameLog: GameLogFile | null = null;
  const pristine = await pristineFolder(path.join(workDir, 'pristine'), async (client) => {
    const ask: Ask = (method, payload) => client.call(method, payload, 60_000);
    const { game } = await armadaCoreSetGame(ask, 'Proof: log to import');
    const exported = await must<GameLogFile>(client, 'game.export', { gameId: game.id });
    // A long game: thousands of commands after the setup, still under the frame cap.
    const play = Array.from({ length: 6000 }, (_, i) => ({ type: i % 2 ? 'recoverShields' : 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 }));
    gameLog = { ...exported, name: 'Proof: imported log', commands: [...exported.commands, ...play] };
  });
  if (!gameLog) throw new Error('no log to import');
  const kinds: ImportKind[] = [
    { name: 'X-Wing card data (xwing-data2 2.5 folder)', method: 'cards.import', payload: { path: sharedData('xwing-data2-2.5') } },
    { name: 'Armada card data (FFG layout folder)', method: 'cards.import', payload: { path: sharedData('armada-ffg') } },
    { name: 'a game log of 6,000 commands', method: 'game.import', payload: { log: gameLog } },
  ];

  let kills = 0;
  let landed = 0;
  let integrityFailures = 0;
  let partial = 0;
  let restartFailures = 0;
  let reimportFailures = 0;
  const before = fingerprint(pristine);
  for (const kind of kinds) {
    // One whole import to learn its duration and what "all of it" looks like.
    const wholeDir = path.join(workDir, `whole-${kinds.indexOf(kind)}`);
    fs.mkdirSync(wholeDir);
    fs.copyFileSync(pristine, path.join(wholeDir, DATABASE_FILE));
    let ms = 0;
    const afterFile = await pristineFolder(wholeDir, async (client) => {
      const t0 = Date.now();
      await must(client, kind.method, kind.payload);
      ms = Date.now() - t0;
    });
    const after = fingerprint(afterFile);
    log(`  ${kind.name}: a whole import takes ${ms} ms`);

    for (let k = 0; k < killsPerKind; k++) {
      const dir = path.join(workDir, `kill-${kinds.indexOf(kind)}-${k}`);
      fs.mkdirSync(dir);
      const file = path.join(dir, DATABASE_FILE);
      fs.copyFileSync(pristine, file);
      const host = await startServedHost(dir);
      const client = await Client.open(host.socketUrl);
      const answered = client.call(kind.method, kind.payload, 120_000).then(
        () => true,
        () => false,
      );
      await sleep(rng.int(0, ms));
      const done = await Promise.race([answered, sleep(0).then(() => false)]);
      await host.kill('SIGKILL');
      client.close();
      kills++;
      if (!done) landed++;
      if (!integrityOk(file)) integrityFailures++;
      // The next start imports it again, whole.
      try {
        const again = await startServedHost(dir);
        // What the player has once the app started again: a long log is stored in slices under a
        // hidden game that a start deletes if it was left unfinished, so none of it or all of it.
        const found = fingerprint(file);
        if (found !== before && found !== after) {
          partial++;
          log(`  ${kind.name}, kill ${k}: neither before nor after:\n    before ${before}\n    after  ${after}\n    found  ${found}`);
        }
        const retry = await Client.open(again.socketUrl);
        const result = await retry.call(kind.method, kind.payload, 120_000);
        if (!result.ok) reimportFailures++;
        retry.close();
        await again.kill('SIGTERM');
      } catch {
        restartFailures++;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  figures.measure(SECTION, 'kills (card data twice, a game log once per round)', kills);
  figures.measure(SECTION, 'kills that landed before the reply', landed);
  figures.promise(SECTION, 'integrity_check failures', integrityFailures);
  figures.promise(SECTION, 'imports left half done (neither before nor after)', partial);
  figures.promise(SECTION, 'restarts that failed', restartFailures);
  figures.promise(SECTION, 'imports refused on the retry', reimportFailures);
}
