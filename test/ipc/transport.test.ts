import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { browserTransport, type ConnectionState, type Transport } from '../../renderer/src/lib/transport';
import type { GameView, HistoryEntry, IpcResult, WireCall, WireReply } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { wireServer } from '../helpers/host-browser';
import { armadaCoreSetGame, attackDice, toTheAttackRoll, value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/**
 * A WebSocket relay between the page's transport and browser mode's real server, which can cut the
 * page's connection at the worst moment: after a call reached the host, before its reply is back.
 */
async function relay(upstreamUrl: string) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const calls: WireCall[] = [];
  let cutAfter: string | null = null;
  server.on('connection', (page) => {
    const upstream = new WebSocket(upstreamUrl);
    // A cut connection reports errors on either side; the test looks at what the page was told.
    upstream.on('error', () => {});
    page.on('error', () => {});
    const early: string[] = [];
    upstream.on('open', () => early.splice(0).forEach((frame) => upstream.send(frame)));
    page.on('message', (data) => {
      const frame = data.toString();
      calls.push(JSON.parse(frame) as WireCall);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(frame);
      else early.push(frame);
    });
    upstream.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as WireReply | { kind: 'event' };
      const call = frame.kind === 'reply' ? calls.find((c) => c.id === frame.id) : undefined;
      if (call && call.method === cutAfter) {
        // The host has answered; the page never hears it.
        cutAfter = null;
        page.terminate();
        upstream.terminate();
        return;
      }
      if (page.readyState === WebSocket.OPEN) page.send(data.toString());
    });
    page.on('close', () => upstream.close());
  });
  return {
    address: { protocol: 'http:', host: `127.0.0.1:${(server.address() as AddressInfo).port}`, search: '' },
    calls,
    cutAfterReplyTo(method: string) {
      cutAfter = method;
    },
    dropEveryone() {
      for (const page of server.clients) page.terminate();
    },
    close: () => new Promise<void>((resolve) => {
      for (const page of server.clients) page.terminate();
      server.close(() => resolve());
    }),
  };
}

function states(transport: Transport) {
  const seen: ConnectionState[] = [];
  transport.onConnectionChange((state) => seen.push(state));
  return {
    seen,
    until: (state: ConnectionState) =>
      new Promise<void>((resolve) => {
        const stop = transport.onConnectionChange((now) => {
          if (now === state) {
            queueMicrotask(() => stop());
            resolve();
          }
        });
      }),
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp() {
  const dir = tempDir();
  const host = testHost(dir);
  cleanups.push(() => host.close());
  const server = await wireServer(host, dir);
  cleanups.push(() => server.close());
  const proxy = await relay(`ws://127.0.0.1:${server.port}/ws?token=${encodeURIComponent(server.token)}`);
  cleanups.push(() => proxy.close());
  const ask: Ask = (method, payload) => host.dispatch(method, payload);
  const { game } = await armadaCoreSetGame(ask);
  for (const command of toTheAttackRoll) await value<GameView>(ask, 'game.command', { gameId: game.id, command });
  const transport = browserTransport(proxy.address);
  cleanups.push(() => transport.close());
  const connection = states(transport);
  await connection.until('open');
  return { ask, gameId: game.id, proxy, transport, connection };
}

const rolls = async (ask: Ask, gameId: string) =>
  (await value<HistoryEntry[]>(ask, 'game.history', { gameId })).filter((entry) => entry.commandType === 'rollAttackDice');

describe('the browser transport never says a word that is not so', () => {
  it('a command whose reply was lost is resent with the same id once the socket is back, and reported only then: logged once', async () => {
    const { ask, gameId, proxy, transport, connection } = await setUp();
    const commandId = randomUUID();
    proxy.cutAfterReplyTo('game.command');
    const answer = transport.invoke('game.command', { gameId, command: { type: 'rollAttackDice', dice: attackDice }, commandId }, { resendIfLost: true });
    const result = (await answer) as IpcResult<GameView>;

    expect(connection.seen).toContain('reconnecting');
    expect(result).toMatchObject({ ok: true, value: { duplicate: true } });
    const sent = proxy.calls.filter((call) => call.method === 'game.command');
    expect(sent).toHaveLength(2);
    expect(sent.map((call) => (call.payload as { commandId: string }).commandId)).toEqual([commandId, commandId]);
    expect(await rolls(ask, gameId)).toHaveLength(1);
  });

  it('a call whose reply was lost and that is not safe to repeat is answered "may or may not have been done", never "nothing was changed"', async () => {
    const { ask, gameId, proxy, transport } = await setUp();
    proxy.cutAfterReplyTo('game.command');
    const result = await transport.invoke('game.command', { gameId, command: { type: 'rollAttackDice', dice: attackDice } });
    expect(result).toMatchObject({ ok: false, error: { code: 'connection_lost' } });
    if (!result.ok) expect(result.error.message).toMatch(/may or may not have been done/);
    // It was done: the words did not claim otherwise.
    expect(await rolls(ask, gameId)).toHaveLength(1);
  });

  it('a command made while disconnected is reported not sent, and is never sent after the socket is back', async () => {
    const { ask, gameId, proxy, transport, connection } = await setUp();
    proxy.dropEveryone();
    await connection.until('reconnecting');
    const refused = await transport.invoke('game.command', { gameId, command: { type: 'rollAttackDice', dice: attackDice }, commandId: randomUUID() }, { resendIfLost: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'disconnected' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/Nothing was changed/);

    await connection.until('open');
    // A call made after the reconnect is answered after anything the transport would have replayed.
    expect((await transport.invoke('game.view', { gameId })).ok).toBe(true);
    expect(proxy.calls.filter((call) => call.method === 'game.command')).toHaveLength(0);
    expect(await rolls(ask, gameId)).toHaveLength(0);
  });

  it('a call made before the first connection, which then fails, is reported not sent and never sent when a server comes up', async () => {
    const probe = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => probe.once('listening', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    const transport = browserTransport({ protocol: 'http:', host: `127.0.0.1:${port}`, search: '?token=t' });
    cleanups.push(() => transport.close());
    const result = await transport.invoke('game.command', { gameId: 'g', command: { type: 'nextPhase' }, commandId: randomUUID() }, { resendIfLost: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'disconnected' } });

    // A server now listens where the page looks; the refused call must not reach it.
    const received: string[] = [];
    const late = new WebSocketServer({ host: '127.0.0.1', port });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          transport.close();
          for (const page of late.clients) page.terminate();
          late.close(() => resolve());
        }),
    );
    const pinged = new Promise<void>((resolve) =>
      late.on('connection', (page) =>
        page.on('message', (data) => {
          received.push(data.toString());
          if ((JSON.parse(data.toString()) as WireCall).method === 'app.info') resolve();
        }),
      ),
    );
    await states(transport).until('open');
    void transport.invoke('app.info', {});
    await pinged;
    expect(received.map((frame) => (JSON.parse(frame) as WireCall).method)).toEqual(['app.info']);
  });
});
