import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { replay, viewSession } from '../../shared/engine';
import type { GameSystem } from '../../shared/ipc';
import { armadaCoreSetGame, type Ask } from '../helpers/host-games';
import { integrityOk, withDatabase } from './database';
import type { Figures } from './figures';
import type { Seeded } from './random';
import { Client, DATABASE_FILE, NoReply, sleep, startServedHost } from './served-host';

const SECTION = 'kill -9 during play';

/** What a player does at an Armada table, at random: some of it the engine refuses, which is fine. */
function randomPlay(rng: Seeded): { method: string; payload: (gameId: string) => Record<string, unknown> } {
  const zone = () => rng.pick(['front', 'left', 'right', 'rear']);
  const ship = () => rng.pick(['p1-ship-1', 'p2-ship-1']);
  const roll = rng.int(0, 99);
  const command = (c: Record<string, unknown>) => ({ method: 'game.command', payload: (gameId: string) => ({ gameId, command: c }) });
  if (roll < 15) return { method: 'game.undo', payload: (gameId) => ({ gameId }) };
  if (roll < 25) return { method: 'game.redo', payload: (gameId) => ({ gameId }) };
  if (roll < 45) return command({ type: 'loseShields', ship: ship(), zone: zone(), amount: rng.int(1, 2) });
  if (roll < 65) return command({ type: 'recoverShields', ship: ship(), zone: zone(), amount: rng.int(1, 2) });
  if (roll < 85) return command({ type: 'setSpeed', ship: ship(), speed: rng.int(0, 4) });
  return command({ type: 'nextPhase' });
}

interface Acknowledged {
  commandId: string;
  seq: number;
}

/** The stored log of a game, read straight from the file: what survived the kill. */
function storedLog(file: string, gameId: string): { commandIds: string[]; seqs: number[]; commands: unknown[] } {
  return withDatabase(file, (db) => {
    const rows = db.prepare<[string], { seq: number; command: string; command_id: string | null }>('SELECT seq, command, command_id FROM game_events WHERE game_id = ? ORDER BY seq').all(gameId);
    return {
      commandIds: rows.flatMap((row) => (row.command_id ? [row.command_id] : [])),
      seqs: rows.map((row) => row.seq),
      commands: rows.map((row) => JSON.parse(row.command) as unknown),
    };
  });
}

/**
 * Plays random commands on the real browser-mode host and SIGKILLs it at a random moment, again
 * and again. After each kill: every acknowledged command must be in the log on disk, the file must
 * pass integrity_check, and the host, restarted, must show exactly the state a replay of the
 * stored log gives.
 */
export async function killDuringPlay(figures: Figures, rng: Seeded, workDir: string, kills: number, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'play');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  let gameId = '';
  const system: GameSystem = 'armada';
  let acknowledged = 0;
  let sent = 0;
  let refused = 0;
  const lostIds = new Set<string>();
  let integrityFailures = 0;
  let replayMismatches = 0;
  let logGaps = 0;
  let loggedTwice = 0;
  let resentDuplicates = 0;
  let resentTwice = 0;
  let restartFailures = 0;
  const ackedIds = new Set<string>();
  let unanswered: { method: string; payload: Record<string, unknown> }[] = [];

  for (let round = 0; round < kills; round++) {
    let host;
    try {
      host = await startServedHost(dataDir);
    } catch (error) {
      restartFailures++;
      log(`  round ${round}: the host did not restart: ${error instanceof Error ? error.message : String(error)}`);
      break;
    }
    const client = await Client.open(host.socketUrl);
    if (!gameId) {
      const ask: Ask = (method, payload) => client.call(method, payload, 60_000);
      gameId = (await armadaCoreSetGame(ask, 'Proof: kill -9 during play')).game.id;
    }

    // After a restart: the view is the replay of what is on disk.
    const view = await client.call('game.view', { gameId }, 60_000);
    const stored = storedLog(file, gameId);
    const replayed = replay(system, stored.commands);
    if (!view.ok || !replayed.ok) replayMismatches++;
    else if (JSON.stringify((view.value as { state: unknown }).state) !== JSON.stringify(viewSession(replayed.value).state)) replayMismatches++;

    // The commands whose replies the kill swallowed, resent with their ids: each is logged once.
    for (const call of unanswered) {
      const before = stored.commandIds.includes(String(call.payload.commandId));
      const result = await client.call(call.method, call.payload, 30_000).catch(() => null);
      if (result?.ok) {
        const duplicate = (result.value as { duplicate?: boolean }).duplicate === true;
        if (duplicate) resentDuplicates++;
        if (before && !duplicate) resentTwice++;
      }
    }
    unanswered = [];

    // Play until the kill: a few calls in flight at once, as two views of one game would send.
    const killAfter = rng.int(10, 500);
    const deadline = Date.now() + killAfter;
    const inFlight = rng.int(1, 4);
    const acked: Acknowledged[] = [];
    const pending = new Map<string, { method: string; payload: Record<string, unknown> }>();
    const player = async () => {
      while (Date.now() < deadline && !client.closed) {
        const play = randomPlay(rng);
        const commandId = randomUUID();
        const payload = { ...play.payload(gameId), commandId };
        pending.set(commandId, { method: play.method, payload });
        sent++;
        try {
          const result = await client.call(play.method, payload, 30_000);
          pending.delete(commandId);
          if (result.ok) acked.push({ commandId, seq: (result.value as { seq: number }).seq });
          else refused++;
        } catch (error) {
          if (!(error instanceof NoReply)) throw error;
          return;
        }
      }
    };
    const players = Array.from({ length: inFlight }, () => player());
    await sleep(killAfter);
    await host.kill('SIGKILL');
    client.close();
    await Promise.all(players);
    unanswered = [...pending.values()];

    // What is on disk now, before anything reopens the file.
    if (!integrityOk(file)) integrityFailures++;
    const after = storedLog(file, gameId);
    const onDisk = new Set(after.commandIds);
    acknowledged += acked.length;
    for (const ack of acked) ackedIds.add(ack.commandId);
    // Every command acknowledged in any round so far, not only this one: a later crash may not take an earlier one.
    for (const id of ackedIds) if (!onDisk.has(id)) lostIds.add(id);
    loggedTwice += after.commandIds.length - onDisk.size;
    if (after.seqs.some((seq, index) => seq !== index + 1)) logGaps++;
    if ((round + 1) % 25 === 0) log(`  ${round + 1}/${kills} kills, ${acknowledged} acknowledged, ${lostIds.size} lost, log ${after.seqs.length} entries`);
  }

  figures.measure(SECTION, 'kills (SIGKILL at a random moment)', kills);
  figures.measure(SECTION, 'commands sent', sent);
  figures.measure(SECTION, 'commands acknowledged', acknowledged);
  figures.measure(SECTION, 'commands refused by the rules (nothing written)', refused);
  figures.measure(SECTION, 'resends after a kill answered as already logged', resentDuplicates);
  figures.promise(SECTION, 'acknowledged commands lost', lostIds.size);
  figures.promise(SECTION, 'integrity_check failures', integrityFailures);
  figures.promise(SECTION, 'state differs from a replay of the log', replayMismatches);
  figures.promise(SECTION, 'log gaps (seq not 1..n)', logGaps);
  figures.promise(SECTION, 'commands logged twice', loggedTwice + resentTwice);
  figures.promise(SECTION, 'restarts that failed', restartFailures);
}
