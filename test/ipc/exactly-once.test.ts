import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GameView, HistoryEntry, IpcResult, WireCall, WireReply } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { wireServer, socketUrl } from '../helpers/host-browser';
import { hostChild } from '../helpers/host-child';
import { armadaCoreSetGame, attackDice, toTheAttackRoll, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

const history = (ask: Ask, gameId: string) => value<HistoryEntry[]>(ask, 'game.history', { gameId });
const withType = (entries: HistoryEntry[], type: string) => entries.filter((entry) => entry.commandType === type);

/** A game at its attack roll, each command sent with its own id, as the renderer sends them. */
async function atTheAttackRoll(ask: Ask): Promise<string> {
  const { game } = await armadaCoreSetGame(ask);
  for (const command of toTheAttackRoll) await value<GameView>(ask, 'game.command', { gameId: game.id, command, commandId: randomUUID() });
  return game.id;
}

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function replyTo(ws: WebSocket, id: number): Promise<IpcResult<unknown>> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as WireReply | { kind: 'event' };
      if (frame.kind === 'reply' && frame.id === id) {
        ws.off('message', onMessage);
        resolve(frame.result);
      }
    };
    ws.on('message', onMessage);
  });
}

describe('exactly-once commands: a command id is logged once, a repeat gets the original outcome', () => {
  it('a command sent twice with one id is applied and logged once, and both replies agree', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const gameId = await atTheAttackRoll(ask);
      const roll = { gameId, command: { type: 'rollAttackDice', dice: attackDice }, commandId: randomUUID() };
      const first = await value<GameView>(ask, 'game.command', roll);
      const second = await value<GameView>(ask, 'game.command', roll);
      expect(first.duplicate).toBeUndefined();
      expect(second.duplicate).toBe(true);
      expect(second.seq).toBe(first.seq);
      expect(second.state).toEqual(first.state);
      expect(second.lastEntry).toEqual(first.lastEntry);
      expect(withType(await history(ask, gameId), 'rollAttackDice')).toHaveLength(1);
      // A rolled attack cannot roll again: had the repeat been applied, the engine would have refused it.
      const again = await ask('game.command', { ...roll, commandId: randomUUID() });
      expect(again.ok).toBe(false);
    } finally {
      host.close();
    }
  });

  it('a command the rules would take again (a shield lost), resent with its id: found by the log when written, applied once; the next command goes on from it', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const { game } = await armadaCoreSetGame(ask);
      const lose = { gameId: game.id, command: { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 }, commandId: randomUUID() };
      const shields = (view: GameView) =>
        (view.state as { ships: { id: string; hullZones: { zone: string; shields: number }[] }[] }).ships.find((ship) => ship.id === 'p2-ship-1')?.hullZones.find((zone) => zone.zone === 'front')?.shields;
      const first = await value<GameView>(ask, 'game.command', lose);
      const second = await value<GameView>(ask, 'game.command', lose);
      expect(second).toMatchObject({ seq: first.seq, duplicate: true });
      expect(shields(second)).toBe(shields(first));
      expect(shields(await value<GameView>(ask, 'game.view', { gameId: game.id }))).toBe(shields(first));
      const next = await value<GameView>(ask, 'game.command', { ...lose, commandId: randomUUID() });
      expect(next.seq).toBe(first.seq + 1);
      expect(shields(next)).toBe((shields(first) ?? 0) - 1);
      expect(withType(await history(ask, game.id), 'loseShields')).toHaveLength(2);
    } finally {
      host.close();
    }
  });

  it('an undo resent with its id takes back one command, not two', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const gameId = await atTheAttackRoll(ask);
      const before = await value<GameView>(ask, 'game.view', { gameId });
      const undo = { gameId, commandId: randomUUID() };
      const first = await value<GameView>(ask, 'game.undo', undo);
      const second = await value<GameView>(ask, 'game.undo', undo);
      expect(second).toMatchObject({ seq: first.seq, duplicate: true });
      expect(second.state).toEqual(first.state);
      expect(withType(await history(ask, gameId), 'undo')).toHaveLength(1);
      expect(first.seq).toBe(before.seq + 1);
    } finally {
      host.close();
    }
  });

  it('a setup from cards resent with its id sets the game up once', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const other = await value<{ id: string }>(ask, 'games.create', { name: 'Second', system: 'armada' });
      const id = randomUUID();
      const players = [
        { name: 'Rebels', units: [] },
        { name: 'Empire', units: [] },
      ];
      const first = await ask('game.setupFromCards', { gameId: other.id, players, commandId: id });
      const second = await ask('game.setupFromCards', { gameId: other.id, players, commandId: id });
      expect(first).toMatchObject({ ok: true, value: { seq: 1 } });
      expect(second).toMatchObject({ ok: true, value: { seq: 1, duplicate: true } });
      expect((await history(ask, other.id)).map((entry) => entry.commandType)).toEqual(['setup']);
    } finally {
      host.close();
    }
  });

  it('the WebSocket drops after the command is sent and before its reply: the resend with the same id finds it logged once', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    const server = await wireServer(host, dir);
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const gameId = await atTheAttackRoll(ask);
      const call: WireCall = { kind: 'call', id: 1, method: 'game.command', payload: { gameId, command: { type: 'rollAttackDice', dice: attackDice }, commandId: randomUUID() } };

      // The page sends the roll and its socket is gone before any reply can come back.
      const lost = await openSocket(socketUrl(server));
      let replied = false;
      lost.on('message', () => (replied = true));
      const gone = new Promise((resolve) => lost.once('close', resolve));
      // Cut the moment the frame has left the page: no close handshake, no chance for a reply.
      lost.send(JSON.stringify(call), () => lost.terminate());
      await gone;
      expect(replied).toBe(false);

      // Back on a new socket, the same call with the same id.
      const again = await openSocket(socketUrl(server));
      const answer = replyTo(again, 7);
      again.send(JSON.stringify({ ...call, id: 7 }));
      const result = await answer;
      again.close();

      expect(result).toMatchObject({ ok: true, value: { duplicate: true } });
      const entries = await history(ask, gameId);
      expect(withType(entries, 'rollAttackDice')).toHaveLength(1);
      expect((result as { ok: true; value: GameView }).value.seq).toBe(entries.length);
    } finally {
      await server.close();
      host.close();
    }
  });

  it('the host is killed between the send and the resend: after the restart the resend finds the command logged once', async () => {
    const dir = tempDir();
    const child = await hostChild(dir);
    const roll = { command: { type: 'rollAttackDice', dice: attackDice }, commandId: randomUUID() };
    let gameId = '';
    try {
      gameId = await atTheAttackRoll(child.ask);
      child.send('game.command', { gameId, ...roll });
      // The host committed and answered; the answer is the one the page never got, as the process dies.
      expect((await child.answer()).ok).toBe(true);
    } finally {
      await child.kill();
    }
    const restarted = testHost(dir);
    const ask: Ask = (method, payload) => restarted.dispatch(method, payload);
    try {
      const resent = await value<GameView>(ask, 'game.command', { gameId, ...roll });
      expect(resent.duplicate).toBe(true);
      expect(withType(await history(ask, gameId), 'rollAttackDice')).toHaveLength(1);
    } finally {
      restarted.close();
    }
  });

  it('the host is killed at once after the send: the resend after the restart is applied exactly once, whichever came first', async () => {
    const dir = tempDir();
    const child = await hostChild(dir);
    const roll = { command: { type: 'rollAttackDice', dice: attackDice }, commandId: randomUUID() };
    let gameId = '';
    try {
      gameId = await atTheAttackRoll(child.ask);
      child.send('game.command', { gameId, ...roll });
    } finally {
      await child.kill();
    }
    const restarted = testHost(dir);
    const ask: Ask = (method, payload) => restarted.dispatch(method, payload);
    try {
      const resent = await value<GameView>(ask, 'game.command', { gameId, ...roll });
      const again = await value<GameView>(ask, 'game.command', { gameId, ...roll });
      expect(again).toMatchObject({ seq: resent.seq, duplicate: true });
      expect(withType(await history(ask, gameId), 'rollAttackDice')).toHaveLength(1);
    } finally {
      restarted.close();
    }
  });
});
