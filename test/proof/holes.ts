import { createHash, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import { WEBSOCKET_PATH, type IpcResult, type SharingStatus } from '../../shared/ipc';
import { SNAPSHOT_EVERY, SNAPSHOT_WHEN_QUIET_MS } from '../../electron/main/games/game-service';
import { REFUSAL_MAX_CHARS } from '../../electron/main/core/router';
import { sharedData } from '../cards/card-host';
import { armadaCoreSetGame, type Ask } from '../helpers/host-games';
import type { Figures } from './figures';
import { Client, DATABASE_FILE, must, NoReply, sleep, startServedHost, type ServedHost } from './served-host';

const SECTION = 'the holes an attack found';

const lose = { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 };
const recover = { type: 'recoverShields', ship: 'p2-ship-1', zone: 'front', amount: 1 };
const tap = (n: number) => (n % 2 === 0 ? lose : recover);

/** Whether the host still answers: it has not exited, and app.info comes back. */
async function alive(host: ServedHost, client: Client): Promise<boolean> {
  if (host.exited()) return false;
  try {
    return (await client.call('app.info', {}, 15_000)).ok;
  } catch (error) {
    if (error instanceof NoReply) return false;
    throw error;
  }
}

/**
 * Issue 39 · each hole an independent attack found, attacked again on the real browser-mode host:
 * a removed device whose socket ignores the close, a crafted points repository (links to /dev/zero
 * and /dev/urandom, a FIFO, ../ out of the folder, a 50 MB file, 100,000 revisions), another
 * program holding the database's write lock while a snapshot comes due, a command id reused for
 * another command, refusals of huge inputs, a one-part host path heard by a device, and damaged
 * snapshot lines. Every promise is 0.
 */
export async function holes(figures: Figures, workDir: string, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  let host = await startServedHost(dataDir);
  let client = await Client.open(host.socketUrl);
  const ask: Ask = (method, payload) => client.call(method, payload, 60_000);
  let internal = 0;
  let crashes = 0;
  const count = (result: IpcResult<unknown>) => {
    if (!result.ok && result.error.code === 'internal') internal++;
    return result;
  };
  try {
    const { game } = await armadaCoreSetGame(ask, 'Proof: holes');
    let played = 0;
    const play = async (n: number) => {
      for (let i = 0; i < n; i++) if (count(await client.call('game.command', { gameId: game.id, command: tap(played) })).ok) played++;
    };

    // 1 · A removed device whose socket ignores the close frame goes on sending.
    const shared = await must<SharingStatus>(client, 'sharing.start', { address: '127.0.0.1', port: 0 });
    const { code } = (await must<SharingStatus>(client, 'sharing.newCode', { role: 'control' })).code!;
    const paired = (await (await fetch(new URL('/pair', shared.url!), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, name: 'Proof phone' }) })).json()) as { token?: string };
    const url = new URL(WEBSOCKET_PATH, shared.url!.replace(/^http/, 'ws'));
    url.searchParams.set('token', paired.token ?? '');
    const device = new WebSocket(url, { headers: { Origin: new URL(shared.url!).origin } });
    await new Promise<void>((resolve, reject) => (device.once('open', () => resolve()), device.once('error', reject)));
    const deviceClosed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    // 6 · A one-part host path in what a device hears: the owner imports card data from /etc.
    const heard: string[] = [];
    device.on('message', (data) => heard.push(data.toString()));
    count(await client.call('cards.import', { path: '/etc' }, 60_000));
    for (let i = 0; i < 50 && !heard.some((frame) => frame.includes('cards.importProgress')); i++) await sleep(100);
    figures.promise(SECTION, 'host paths a paired device heard (an import from /etc)', heard.filter((frame) => frame.includes('"/etc')).length);
    const before = (await must<{ commands: unknown[] }>(client, 'game.export', { gameId: game.id })).commands.length;
    (device as unknown as { _socket: import('node:net').Socket })._socket.pause();
    const [listed] = (await must<SharingStatus>(client, 'sharing.status', {})).devices;
    await must(client, 'sharing.revoke', { deviceId: listed!.id });
    for (let i = 0; i < 30; i++) device.send(JSON.stringify({ kind: 'call', id: 1000 + i, method: 'game.command', payload: { gameId: game.id, command: tap(played + i) } }));
    (device as unknown as { _socket: import('node:net').Socket })._socket.resume();
    const destroyed = await Promise.race([deviceClosed.then(() => true), sleep(10_000).then(() => false)]);
    const after = (await must<{ commands: unknown[] }>(client, 'game.export', { gameId: game.id })).commands.length;
    figures.promise(SECTION, 'commands applied from a removed device (30 sent)', after - before);
    figures.promise(SECTION, 'removed sockets still open after 10 s', destroyed ? 0 : 1);
    device.terminate();
    await must(client, 'sharing.stop', {});

    // 2 · A crafted points repository.
    const repo = path.join(workDir, 'points');
    const revision = (name: string, change: (folder: string) => void) => {
      const folder = path.join(repo, name, 'XWA', '50P20');
      fs.mkdirSync(folder, { recursive: true });
      fs.cpSync(sharedData('xwing-points', 'XWA', '50P20'), folder, { recursive: true });
      change(folder);
      return folder;
    };
    const upgrades = (folder: string) => path.join(folder, 'upgrades.json');
    const crafted: [string, string][] = [
      ['a link to /dev/zero', revision('zero', (f) => (fs.rmSync(upgrades(f)), fs.symlinkSync('/dev/zero', upgrades(f))))],
      ['a link to /dev/urandom', revision('urandom', (f) => (fs.rmSync(upgrades(f)), fs.symlinkSync('/dev/urandom', upgrades(f))))],
      ['a FIFO', revision('fifo', (f) => (fs.rmSync(upgrades(f)), execFileSync('mkfifo', [upgrades(f)])))],
      [
        'a file entry ../../../../etc/passwd',
        revision('traversal', (f) => {
          const file = path.join(f, 'revision.json');
          const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { files: Record<string, string> };
          json.files.upgrades = '../../../../../../../../../etc/passwd';
          fs.writeFileSync(file, JSON.stringify(json));
        }),
      ],
      ['a 50 MB file', revision('large', (f) => fs.writeFileSync(upgrades(f), `{"padding": "${'x'.repeat(50 * 1024 * 1024)}"}`))],
    ];
    const many = path.join(repo, 'many', 'XWA');
    fs.mkdirSync(many, { recursive: true });
    fs.writeFileSync(path.join(many, 'points-revisions.json'), JSON.stringify({ revision_history: Array.from({ length: 100_000 }, (_, n) => `XWA/R${n}/revision.json`) }));
    crafted.push(['a listing of 100,000 revisions', many]);
    let pointsAccepted = 0;
    let quoted = 0;
    let longest = 0;
    for (const [what, folder] of crafted) {
      const t0 = performance.now();
      const result = count(await client.call('points.import', { path: folder }, 60_000));
      longest = Math.max(longest, performance.now() - t0);
      if (result.ok) {
        pointsAccepted++;
        log(`  points: ${what} was imported`);
      } else if (/root:|\/bin\/(ba)?sh|xxxxxxxx/.test(result.error.message)) quoted++;
    }
    if (!(await alive(host, client))) crashes++;
    figures.promise(SECTION, 'crafted points repositories imported (6 tried)', pointsAccepted);
    figures.promise(SECTION, 'points refusals quoting a refused file', quoted);
    figures.measure(SECTION, 'slowest crafted points refusal', `${Math.round(longest)} ms`);

    // 3 · Another program holds the write lock while the quiet-time snapshot comes due.
    await play(SNAPSHOT_EVERY + 10);
    const other = new Database(path.join(dataDir, DATABASE_FILE));
    other.exec('BEGIN IMMEDIATE');
    const busy = count(await client.call('game.command', { gameId: game.id, command: tap(played) }, 60_000));
    await sleep(SNAPSHOT_WHEN_QUIET_MS * 3);
    const exitedWhileLocked = host.exited() ? 1 : 0;
    other.exec('ROLLBACK');
    other.close();
    figures.measure(SECTION, 'a command while another program holds the lock', busy.ok ? 'applied' : `${busy.error.code}: "${busy.error.message.slice(0, 100)}"`);
    figures.promise(SECTION, 'host exits while another program holds the lock', exitedWhileLocked);
    if (exitedWhileLocked) {
      crashes++;
      host = await startServedHost(dataDir);
      client = await Client.open(host.socketUrl);
    }

    // 4 · A command id reused for another command.
    let dropped = 0;
    for (let i = 0; i < 50; i++) {
      const commandId = randomUUID();
      const first = count(await client.call('game.command', { gameId: game.id, command: tap(played), commandId }));
      if (first.ok) played++;
      const second = count(await client.call('game.command', { gameId: game.id, command: { ...tap(played - 1), zone: 'rear' }, commandId }));
      if (second.ok || second.error.code !== 'duplicate_id') dropped++;
    }
    figures.promise(SECTION, 'reused ids with another command answered as a resend (50 tried)', dropped);

    // 5 · Refusals of huge inputs.
    const huge: IpcResult<unknown>[] = [
      await client.call('m'.repeat(1_000_000), {}),
      await client.call('games.create', { name: 'Many', system: 'armada', ...Object.fromEntries(Array.from({ length: 40_000 }, (_, n) => [`f${n}`, n])) }),
      await client.call('scenarios.save', { scenario: { name: 'S'.repeat(100_000) } }),
      await client.call('games.create', { name: 'N'.repeat(100_000), system: 'armada' }),
      await client.call('points.import', { path: many }),
    ].map(count);
    figures.promise(SECTION, `refusals of huge inputs over ${REFUSAL_MAX_CHARS} characters (5 tried)`, huge.filter((r) => !r.ok && r.error.message.length > REFUSAL_MAX_CHARS).length);
    const broken = count(await client.call('games.create', { name: 'Broken \ud83d', system: 'armada' }));
    figures.promise(SECTION, 'names with a lone surrogate saved', broken.ok ? 1 : 0);

    // 7 · Damaged snapshot lines: line 3 and then line 2 changed, the whole checksum made to match.
    await play(5);
    await sleep(SNAPSHOT_WHEN_QUIET_MS * 3);
    let damagedInternal = 0;
    for (const line of [2, 1] as const) {
      await host.kill('SIGTERM');
      client.close();
      const changed = withSnapshot(path.join(dataDir, DATABASE_FILE), game.id, (lines) => {
        lines[line] = line === 1 ? '[]' : lines[line]!.replace(/"hull":(\d)/, (_all, d: string) => `"hull":${(Number(d) + 1) % 10}`);
      });
      host = await startServedHost(dataDir);
      client = await Client.open(host.socketUrl);
      if (!changed) {
        figures.skipped(SECTION, `damaged snapshot line ${line + 1}`, 'the game had no snapshot to damage');
        continue;
      }
      for (let i = 0; i < 400; i++) {
        const undo = await client.call('game.undo', { gameId: game.id });
        if (!undo.ok && undo.error.code === 'internal') damagedInternal++;
      }
      await play(SNAPSHOT_EVERY);
      await sleep(SNAPSHOT_WHEN_QUIET_MS * 3);
      if (!(await alive(host, client))) crashes++;
    }
    figures.promise(SECTION, "undos answered 'internal' after a damaged snapshot line (2 × 400)", damagedInternal);
    figures.promise(SECTION, "answers 'internal'", internal);
    figures.promise(SECTION, 'host crashes', crashes + (host.exited() ? 1 : 0));
  } finally {
    client.close();
    await host.kill('SIGKILL');
  }
}

/** Changes the stored snapshot's lines (0-based) and recomputes its whole checksum; false when there is none. */
function withSnapshot(file: string, gameId: string, change: (lines: string[]) => void): boolean {
  const db = new Database(file);
  try {
    const row = db.prepare<[string], { session: string; parts: number }>('SELECT session, parts FROM game_snapshots WHERE game_id = ?').get(gameId);
    if (!row) return false;
    const text = row.parts > 0 ? db.prepare<[string], { text: string }>('SELECT text FROM game_snapshot_parts WHERE game_id = ? ORDER BY part').all(gameId).map((part) => part.text).join('') : row.session;
    const lines = text.split('\n');
    change(lines);
    const session = lines.join('\n');
    db.prepare('UPDATE game_snapshots SET session = ?, parts = 0, checksum = ? WHERE game_id = ?').run(session, createHash('sha1').update(session).digest('hex'), gameId);
    db.prepare('DELETE FROM game_snapshot_parts WHERE game_id = ?').run(gameId);
    return true;
  } finally {
    db.close();
  }
}
