// Issue #29 item 3 through the host (real SQLite): across games from the saved logs, the digest kept
// only as a cache of the log (recomputed when the log grows or is undone), unreadable logs named.
import { describe, expect, it } from 'vitest';
import type { GameSummary, IpcResult } from '../../shared/ipc';
import type { AcrossGamesView } from '../../shared/ipc/record';
import { howlrunner, luke, rosters, setupCommand } from '../engine/xwing/helpers/xwing-game';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
type TestHost = ReturnType<typeof testHost>;

async function value<T>(host: TestHost, method: string, payload: unknown): Promise<T> {
  const result = (await host.dispatch(method, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${method} was refused: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

const toTheKill = [
  { type: 'nextPhase' },
  { type: 'nextPhase' },
  { type: 'nextPhase' },
  { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 },
  { type: 'rollAttackDice', faces: ['hit', 'hit', 'crit'] },
  { type: 'rollDefenseDice', faces: ['blank', 'blank', 'blank'] },
  { type: 'neutralizeResults' },
];
const kill = { type: 'dealDamage', drawForMe: true };

async function xwingGame(host: TestHost, name: string, players: [string, string]): Promise<GameSummary> {
  const game = await value<GameSummary>(host, 'games.create', { name, system: 'xwing' });
  const [rebels, empire] = rosters([{ ...luke(), points: 62 }], [{ ...howlrunner(), points: 40 }]);
  await value(host, 'game.command', { gameId: game.id, command: setupCommand([{ ...rebels, name: players[0] }, { ...empire, name: players[1] }]) });
  for (const command of toTheKill) await value(host, 'game.command', { gameId: game.id, command });
  return game;
}

describe('across games through the host', () => {
  it('each list’s record from the saved logs; the cached digest follows the log as it grows and as it is undone', async () => {
    const host = testHost(tempDir());
    try {
      const first = await xwingGame(host, 'Tuesday', ['Ana', 'Ben']);
      const before = await value<AcrossGamesView>(host, 'record.acrossGames', {});
      expect(before.games).toBe(1);
      expect(before.lists.find((list) => list.players.includes('Ana'))).toMatchObject({ wins: 0, losses: 0, undecided: 1 });

      await value(host, 'game.command', { gameId: first.id, command: kill });
      const after = await value<AcrossGamesView>(host, 'record.acrossGames', {});
      expect(after.lists.find((list) => list.players.includes('Ana'))).toMatchObject({ label: 'Luke Skywalker', wins: 1, losses: 0, margin: 40 });
      expect(after.lists.find((list) => list.players.includes('Ben'))).toMatchObject({ label: '“Howlrunner”', wins: 0, losses: 1, margin: -40 });
      expect(after.units.find((unit) => unit.name === 'Luke Skywalker')).toMatchObject({ games: 1, dealt: 3, taken: 0 });

      await value(host, 'game.undo', { gameId: first.id });
      const undone = await value<AcrossGamesView>(host, 'record.acrossGames', {});
      expect(undone.lists.find((list) => list.players.includes('Ana'))).toMatchObject({ wins: 0, undecided: 1 });

      await value(host, 'game.redo', { gameId: first.id });
      const second = await xwingGame(host, 'Thursday', ['Ana', 'Cleo']);
      await value(host, 'game.command', { gameId: second.id, command: kill });
      const both = await value<AcrossGamesView>(host, 'record.acrossGames', {});
      expect(both.lists.find((list) => list.label === 'Luke Skywalker')).toMatchObject({ games: 2, wins: 2, margin: 80 });
      expect(both.luck.find((player) => player.player === 'Ana')?.games.map((point) => point.gameName)).toEqual(['Tuesday', 'Thursday']);
      // A digest written by another version of the digest is not trusted: it is counted again from the log.
      host.database.db.prepare(`UPDATE game_digests SET version = 0, digest = '{"version":0}'`).run();
      expect((await value<AcrossGamesView>(host, 'record.acrossGames', {})).lists).toEqual(both.lists);
      const againstCleo = await value<AcrossGamesView>(host, 'record.acrossGames', { opponent: 'cleo' });
      expect(againstCleo.games).toBe(1);

      await value(host, 'games.delete', { id: second.id });
      const rows = host.database.db.prepare('SELECT count(*) AS n FROM game_digests').get() as { n: number };
      expect(rows.n).toBe(1);
    } finally {
      host.close();
    }
  });

  it('a game whose log cannot be read is named with the reason, and the others are still counted', async () => {
    const host = testHost(tempDir());
    try {
      const good = await xwingGame(host, 'Good', ['Ana', 'Ben']);
      await value(host, 'game.command', { gameId: good.id, command: kill });
      const bad = await xwingGame(host, 'Spilled coffee', ['Ana', 'Dan']);
      host.database.db.prepare("UPDATE game_events SET command = json('{\"type\":\"declareAttack\",\"attacker\":\"nobody\",\"defender\":\"howl\",\"arc\":\"front\",\"range\":2}') WHERE game_id = ? AND seq = 5").run(bad.id);
      const view = await value<AcrossGamesView>(host, 'record.acrossGames', {});
      expect(view.games).toBe(1);
      expect(view.unread).toHaveLength(1);
      expect(view.unread[0]).toMatchObject({ name: 'Spilled coffee' });
      expect(view.unread[0]?.reason).toMatch(/^This game’s log could not be read: Command 4 \(declareAttack\) was refused: /);
    } finally {
      host.close();
    }
  });

  it('a request it cannot read is refused in words', async () => {
    const host = testHost(tempDir());
    try {
      const refused = (await host.dispatch('record.acrossGames', { system: 'chess' })) as IpcResult<unknown>;
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.message).toMatch(/Armada or X-Wing/);
    } finally {
      host.close();
    }
  });
});
