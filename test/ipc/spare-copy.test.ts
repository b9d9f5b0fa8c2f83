// Issue 27: the host makes the copy a rule changes while it waits for the next tap, not on the next
// command's way to the disk. The game must be exactly the one the engine gives, refusals included.
import { describe, expect, it } from 'vitest';
import { emptySession, replay, stepSession, type GameState } from '../../shared/engine';
import { clonePlain } from '../../shared/engine/core/plain-clone';
import type { GameSummary, GameView, IpcResult } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';
import { longGameLog } from './helpers/long-game';

const tempDir = useTempDirs();
const waitForIdle = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
/** Commands the rules refuse in the middle of play: each is parsed, then refused by its rule. */
const refused = [
  { type: 'activateShip', ship: 'nobody' },
  { type: 'spendDefenseToken', token: 'no-such-token' },
  { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'nobody', hullZone: 'front' }, range: 'close' },
  { type: 'setSpeed', ship: 'nobody', speed: 2 },
];

describe('a copy made while waiting for the next tap (issue 27)', () => {
  it('the engine: a state copy given away gives the same session as a copy made then; a refusal leaves the session as it was', () => {
    const commands = longGameLog(300, 'spare copy engine').log.commands;
    let plain = emptySession('armada');
    let given = emptySession('armada');
    for (const [i, command] of commands.entries()) {
      const copy = given.state ? clonePlain(given.state) : undefined;
      const before = JSON.stringify(given.state);
      const wrong = refused[i % refused.length];
      const refusal = stepSession(given, wrong, copy ? clonePlain(given.state as GameState) : undefined);
      expect(refusal.ok).toBe(false);
      expect(JSON.stringify(given.state)).toBe(before);
      const a = stepSession(plain, command);
      const b = stepSession(given, command, copy);
      if (!a.ok || !b.ok) throw new Error(`command ${i} was refused`);
      expect(b.value.events).toEqual(a.value.events);
      plain = a.value.session;
      given = b.value.session;
    }
    expect(given.state).toEqual(plain.state);
    expect(JSON.stringify(given)).toBe(JSON.stringify(plain));
  });

  it('through the host: a game played with refusals between, each after the host made its copy, is the game its log replays to', async () => {
    const host = testHost(tempDir());
    try {
      const commands = longGameLog(400, 'spare copy host').log.commands;
      const created = (await host.dispatch('games.create', { name: 'Spare', system: 'armada' })) as IpcResult<GameSummary>;
      if (!created.ok) throw new Error(created.error.message);
      const gameId = created.value.id;
      let last: GameView | null = null;
      for (const [i, command] of commands.entries()) {
        await waitForIdle();
        if (i > 0 && i % 3 === 0) {
          const no = (await host.dispatch('game.command', { gameId, command: refused[i % refused.length] })) as IpcResult<GameView>;
          expect(no.ok).toBe(false);
          await waitForIdle();
        }
        const done = (await host.dispatch('game.command', { gameId, command })) as IpcResult<GameView>;
        if (!done.ok) throw new Error(`command ${i} was refused: ${done.error.message}`);
        last = done.value;
      }
      const folded = replay('armada', commands);
      if (!folded.ok) throw new Error(folded.error.message);
      expect(last?.state).toEqual(folded.value.state);
    } finally {
      host.close();
    }
  });
  it('issue 42 · an undo readied while waiting: undos in a row across checkpoints, then redos and new commands, each after the host readied it, give the game its log replays to', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    try {
      const commands = longGameLog(200, 'readied undo host').log.commands;
      const created = (await host.dispatch('games.create', { name: 'Undo', system: 'armada' })) as IpcResult<GameSummary>;
      if (!created.ok) throw new Error(created.error.message);
      const gameId = created.value.id;
      const played: unknown[] = [];
      const send = async (command: unknown) => {
        await waitForIdle();
        const done = (await host.dispatch('game.command', { gameId, command })) as IpcResult<GameView>;
        if (!done.ok) throw new Error(`${JSON.stringify(command)} was refused: ${done.error.message}`);
        played.push(command);
        return done.value;
      };
      for (const command of commands) await send(command);
      for (let i = 0; i < 45; i++) await send({ type: 'undo' });
      for (let i = 0; i < 5; i++) await send({ type: 'redo' });
      await send({ type: 'undo' });
      const last = await send({ type: 'undo' });
      const folded = replay('armada', played);
      if (!folded.ok) throw new Error(folded.error.message);
      expect(last.state).toEqual(folded.value.state);
      // The same game opened cold (no cache, no readied state) is the same game.
      host.close();
      const reopened = testHost(dir);
      try {
        const view = (await reopened.dispatch('game.view', { gameId })) as IpcResult<GameView>;
        if (!view.ok) throw new Error(view.error.message);
        expect(view.value.state).toEqual(folded.value.state);
      } finally {
        reopened.close();
      }
    } finally {
      host.close();
    }
  });
});
