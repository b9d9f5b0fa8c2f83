import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { describe, expect, it } from 'vitest';
import type { ArmadaState } from '../../shared/engine/games/armada';
import type { CardSearchPage } from '../../shared/ipc/cards';
import type { GameLogFile, GameSummary, GameView, HistoryEntry, IpcResult } from '../../shared/ipc';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

type TestHost = ReturnType<typeof testHost>;

async function value<T>(host: TestHost, method: string, payload: unknown): Promise<T> {
  const result = (await host.dispatch(method, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${method} was refused: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function refusal(host: TestHost, method: string, payload: unknown): Promise<{ code: string; message: string }> {
  const result = (await host.dispatch(method, payload)) as IpcResult<unknown>;
  if (result.ok) throw new Error(`${method} was accepted but a refusal was expected`);
  return result.error;
}

/** A starter card's id, found the way the new-game screen finds it: by searching its name. */
async function starterCard(host: TestHost, name: string, kind: 'ship' | 'squadron'): Promise<number> {
  const page = await value<CardSearchPage>(host, 'cards.search', { text: name, system: 'armada', kind });
  const card = page.cards.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no starter card ${name}`);
  return card.id;
}

/** A game set up from the Armada core set: the CR90 (Rebels) against the Victory II (Empire). */
async function coreSetGame(host: TestHost): Promise<{ game: GameSummary; view: GameView }> {
  const game = await value<GameSummary>(host, 'games.create', { name: 'Core set', system: 'armada' });
  const cr90 = await starterCard(host, 'CR90 Corvette A', 'ship');
  const xwing = await starterCard(host, 'X-wing Squadron', 'squadron');
  const victory = await starterCard(host, 'Victory II-class Star Destroyer', 'ship');
  const tie = await starterCard(host, 'TIE Fighter Squadron', 'squadron');
  const view = await value<GameView>(host, 'game.setupFromCards', {
    gameId: game.id,
    players: [
      { name: 'Rebels', units: [{ cardId: cr90, speed: 2 }, { cardId: xwing }] },
      { name: 'Empire', units: [{ cardId: victory }, { cardId: tie }, { cardId: tie }] },
    ],
  });
  return { game, view };
}

const stateOf = (view: GameView) => view.state as ArmadaState;
const command = (host: TestHost, gameId: string, cmd: object) => value<GameView>(host, 'game.command', { gameId, command: cmd });

/** The standard attack of the core set: the CR90's front battery at close range, braced. */
const attackCommands = [
  { type: 'nextPhase' },
  { type: 'activateShip', ship: 'p1-ship-1' },
  { type: 'declareTarget', attacker: { ship: 'p1-ship-1', hullZone: 'front' }, defender: { ship: 'p2-ship-1', hullZone: 'front' }, range: 'close' },
  { type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'crit' }, { color: 'blue', face: 'hit' }] },
  { type: 'spendDefenseToken', token: 'p2-ship-1-brace-1' },
  { type: 'resolveDamage', critical: 'standard' },
] as const;

describe('a whole Armada attack through the host (real SQLite)', () => {
  it('a roster from card ids sets the game up with the cards’ stats', async () => {
    const host = testHost(tempDir());
    try {
      const { view } = await coreSetGame(host);
      const state = stateOf(view);
      expect(view.started).toBe(true);
      const victory = state.ships.find((ship) => ship.id === 'p2-ship-1');
      expect(victory).toMatchObject({ name: 'Victory II-class Star Destroyer', size: 'medium', hull: 8, command: 3, speed: 1, maxSpeed: 2 });
      expect(victory?.hullZones.map((zone) => [zone.zone, zone.shields, zone.battery.red, zone.battery.blue])).toEqual([
        ['front', 3, 3, 3],
        ['right', 3, 2, 1],
        ['rear', 1, 2, 0],
        ['left', 3, 2, 1],
      ]);
      expect(victory?.defenseTokens.map((token) => token.type)).toEqual(['brace', 'redirect', 'redirect']);
      expect(state.ships.find((ship) => ship.id === 'p1-ship-1')).toMatchObject({ name: 'CR90 Corvette A', speed: 2 });
      expect(state.squadrons.map((squadron) => [squadron.owner, squadron.name, squadron.hull])).toEqual([
        ['p1', 'X-wing Squadron', 5],
        ['p2', 'TIE Fighter Squadron', 3],
        ['p2', 'TIE Fighter Squadron', 3],
      ]);
      // The stored setup carries the stats, so the log replays without the card database.
      const log = await value<GameLogFile>(host, 'game.export', { gameId: view.gameId });
      expect(JSON.stringify(log.commands[0])).toContain('"maxSpeed":2');
    } finally {
      host.close();
    }
  });

  it('a roster naming a missing card, another game’s card or an upgrade is refused with the unit named, and nothing is written', async () => {
    const host = testHost(tempDir());
    try {
      const game = await value<GameSummary>(host, 'games.create', { name: 'Bad roster', system: 'armada' });
      const cr90 = await starterCard(host, 'CR90 Corvette A', 'ship');
      const xwingPilots = await value<CardSearchPage>(host, 'cards.search', { system: 'xwing', kind: 'pilot' });
      const pilot = xwingPilots.cards[0];
      if (!pilot) throw new Error('no X-Wing starter pilot');
      const roster = (units: object[]) => ({ gameId: game.id, players: [{ name: 'A', units: [{ cardId: cr90 }] }, { name: 'B', units }] });

      const missing = await refusal(host, 'game.setupFromCards', roster([{ cardId: 999_999 }]));
      expect(missing).toMatchObject({ code: 'not_found' });
      expect(missing.message).toBe('Player 2’s 1st unit: there is no card with id 999999 (its card data may have been removed); pick the card again.');

      const wrongGame = await refusal(host, 'game.setupFromCards', roster([{ cardId: pilot.id }]));
      expect(wrongGame.code).toBe('wrong_system');
      expect(wrongGame.message).toBe(`Player 2’s 1st unit (${pilot.name}) is a Star Wars: X-Wing card, not a Star Wars: Armada one.`);

      const tooFast = await refusal(host, 'game.setupFromCards', roster([{ cardId: cr90, speed: 9 }]));
      expect(tooFast.message).toBe('Player 2’s 1st unit (CR90 Corvette A): speed 9 is more than its top speed of 4; choose 4 or less.');

      const view = await value<GameView>(host, 'game.view', { gameId: game.id });
      expect(view).toMatchObject({ started: false, seq: 0 });
    } finally {
      host.close();
    }
  });

  it('declare, roll, brace, resolve: durable before each reply, in the history in plain words', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    let after: GameView;
    let gameId: string;
    try {
      const { game } = await coreSetGame(host);
      gameId = game.id;
      for (const cmd of attackCommands) after = await command(host, gameId, cmd);
      after = await value<GameView>(host, 'game.view', { gameId });
      const victory = stateOf(after).ships.find((ship) => ship.id === 'p2-ship-1');
      // 3 damage (hit, crit, hit between ships), braced to 2, taken by the front shields (3 → 1).
      expect(victory?.hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(1);
      expect(victory?.damageCards).toEqual([]);
      expect(victory?.defenseTokens.find((token) => token.type === 'brace')?.state).toBe('exhausted');

      const history = await value<HistoryEntry[]>(host, 'game.history', { gameId });
      expect(history.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      // Each reply says what its command did, in the same words as the history.
      expect(after.lastEntry).toEqual(history.at(-1));
      const lines = history.flatMap((entry) => entry.lines).join('\n');
      expect(lines).toMatch(/brace/i);
      expect(lines).toMatch(/3\D+2/);
    } finally {
      host.close();
    }
    // Nothing is held only in memory: a new host on the same file sees the same game.
    const reopened = testHost(dir);
    try {
      const again = await value<GameView>(reopened, 'game.view', { gameId });
      expect(again.state).toEqual(after.state);
      expect(again.seq).toBe(after.seq);
      expect(again.lastEntry).toEqual(after.lastEntry);
    } finally {
      reopened.close();
    }
  });

  it('undo n times then redo n times restores the exact state; events are never deleted; a new command drops the redo branch', async () => {
    const host = testHost(tempDir());
    try {
      const { game } = await coreSetGame(host);
      let end!: GameView;
      for (const cmd of attackCommands) end = await command(host, game.id, cmd);
      const states: unknown[] = [];
      for (let i = 0; i < attackCommands.length; i++) {
        states.push((await value<GameView>(host, 'game.undo', { gameId: game.id })).state);
      }
      const undone = await value<GameView>(host, 'game.view', { gameId: game.id });
      expect(undone.canUndo).toBe(false);
      expect(stateOf(undone).phase).toBe('command');
      let redone!: GameView;
      for (let i = 0; i < attackCommands.length; i++) redone = await value<GameView>(host, 'game.redo', { gameId: game.id });
      expect(redone.state).toEqual(end.state);
      expect(redone.canRedo).toBe(false);
      // 1 setup + 6 commands + 6 undos + 6 redos: the log only grows.
      expect(redone.seq).toBe(1 + 3 * attackCommands.length);
      const history = await value<HistoryEntry[]>(host, 'game.history', { gameId: game.id });
      expect(history).toHaveLength(redone.seq);
      const lastRedo = history.at(-1)?.lines ?? [];
      expect(lastRedo[0]).toMatch(/^Redone: /);
      // What the redo brought back is said once, not again as the re-applied event.
      expect(lastRedo.slice(1).filter((line) => lastRedo[0]?.endsWith(line))).toEqual([]);

      await value<GameView>(host, 'game.undo', { gameId: game.id });
      const branched = await command(host, game.id, { type: 'resolveDamage', critical: 'none' });
      expect(branched.canRedo).toBe(false);
      expect(await refusal(host, 'game.redo', { gameId: game.id })).toMatchObject({ code: 'nothing_to_redo' });
    } finally {
      host.close();
    }
  });

  it('a refused command is answered with the engine’s reason and writes nothing', async () => {
    const host = testHost(tempDir());
    try {
      const { game, view } = await coreSetGame(host);
      const error = await refusal(host, 'game.command', { gameId: game.id, command: { type: 'activateShip', ship: 'p1-ship-1' } });
      expect(error.code).toBeTruthy();
      expect(error.message).toMatch(/\.$/);
      expect((await value<GameView>(host, 'game.view', { gameId: game.id })).seq).toBe(view.seq);
    } finally {
      host.close();
    }
  });

  it('export then import gives a new game with the same state; a log with a refused command is refused whole, naming its index', async () => {
    const host = testHost(tempDir());
    try {
      const { game } = await coreSetGame(host);
      for (const cmd of attackCommands) await command(host, game.id, cmd);
      await value(host, 'game.undo', { gameId: game.id });
      const original = await value<GameView>(host, 'game.view', { gameId: game.id });
      const log = await value<GameLogFile>(host, 'game.export', { gameId: game.id });
      expect(log).toMatchObject({ format: 'sidetable.game-log', version: 1, system: 'armada', name: 'Core set' });

      const imported = await value<GameSummary>(host, 'game.import', { log: JSON.parse(JSON.stringify(log)) as unknown });
      expect(imported.id).not.toBe(game.id);
      const copy = await value<GameView>(host, 'game.view', { gameId: imported.id });
      expect(copy.state).toEqual(original.state);
      expect(copy.canRedo).toBe(true);

      const broken = { ...log, name: 'Broken', commands: [...log.commands.slice(0, 3), { type: 'activateShip', ship: 'nobody' }] };
      const before = (await value<GameSummary[]>(host, 'games.list', {})).length;
      const error = await refusal(host, 'game.import', { log: broken });
      expect(error.code).toBe('invalid_log');
      expect(error.message).toContain('Command 4 of the log (activateShip)');
      expect((await value<GameSummary[]>(host, 'games.list', {})).length).toBe(before);
    } finally {
      host.close();
    }
  });

  it('npm run replay -- FILE prints the final state, the same every time', async () => {
    const dir = tempDir();
    const host = testHost(dir);
    let live: GameView;
    const file = path.join(dir, 'core-set.sidetable.json');
    try {
      const { game } = await coreSetGame(host);
      for (const cmd of attackCommands) await command(host, game.id, cmd);
      live = await value<GameView>(host, 'game.view', { gameId: game.id });
      fs.writeFileSync(file, JSON.stringify(await value<GameLogFile>(host, 'game.export', { gameId: game.id })));
    } finally {
      host.close();
    }
    const runReplay = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'build/scripts/replay.ts'), file], { cwd: repoRoot });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`replay exited ${code}: ${err}`))));
      });
    const first = await runReplay();
    const printed = JSON.parse(first) as { state: unknown; commands: number };
    expect(printed.state).toEqual(live.state);
    expect(printed.commands).toBe(live.seq);
    expect(await runReplay()).toBe(first);
  });

  it('a game killed mid-play reopens at its last acknowledged command', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'test/helpers/host-process.ts'), dir], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] });
    const answers = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async (): Promise<string> => {
      const line = await answers.next();
      if (line.done) throw new Error('the host process ended early');
      return line.value;
    };
    const ask = async <T>(method: string, payload: unknown): Promise<T> => {
      child.stdin.write(`${method} ${JSON.stringify(payload)}\n`);
      const result = JSON.parse(await next()) as IpcResult<T>;
      if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
      return result.value;
    };
    let acknowledged: GameView;
    let gameId: string;
    try {
      expect(await next()).toBe('ready');
      const game = await ask<GameSummary>('games.create', { name: 'Power cut', system: 'armada' });
      gameId = game.id;
      const search = await ask<CardSearchPage>('cards.search', { system: 'armada', kind: 'ship' });
      const ids = (name: string) => search.cards.find((card) => card.name === name)?.id;
      acknowledged = await ask<GameView>('game.setupFromCards', {
        gameId,
        players: [
          { name: 'Rebels', units: [{ cardId: ids('CR90 Corvette A') }] },
          { name: 'Empire', units: [{ cardId: ids('Victory II-class Star Destroyer') }] },
        ],
      });
      for (const cmd of attackCommands.slice(0, 4)) acknowledged = await ask<GameView>('game.command', { gameId, command: cmd });
      // One more command is sent, and the process is killed before its answer can be read.
      child.stdin.write(`game.command ${JSON.stringify({ gameId, command: attackCommands[4] })}\n`);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    const reopened = testHost(dir);
    try {
      const view = await value<GameView>(reopened, 'game.view', { gameId });
      // Either the kill came first (the last acknowledged state) or the commit did (one more, whole).
      if (view.seq === acknowledged.seq) {
        expect(view.state).toEqual(acknowledged.state);
      } else {
        expect(view.seq).toBe(acknowledged.seq + 1);
        expect(stateOf(view).ships.find((ship) => ship.id === 'p2-ship-1')?.defenseTokens[0]?.state).toBe('exhausted');
      }
      // And play goes on from there.
      const history = await value<HistoryEntry[]>(reopened, 'game.history', { gameId });
      expect(history).toHaveLength(view.seq);
    } finally {
      reopened.close();
    }
  });
});
