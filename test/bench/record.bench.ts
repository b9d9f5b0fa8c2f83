// Issue #29 item 6: the across-games view of 500 kept games (each a 400-command Armada game of varied
// legal play, attacks included), through the host on a real SQLite file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHost } from '../../electron/main/host';
import { appendLogText } from '../../electron/main/db/game-log-repo';
import type { GameSummary } from '../../shared/ipc';
import { longGameLog } from '../ipc/helpers/long-game';
import { measure, slowestAtMost, type BenchResult } from './stats';

const GAMES = 500;
const COMMANDS = 400;
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana'];

export async function benchRecord(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-record-'));
  const host = createHost({ dataDir, transport: 'browser', version: 'bench', log: () => {} });
  try {
    const templates = Array.from({ length: 5 }, (_, i) => longGameLog(COMMANDS, `record ${i}`).log.commands);
    const { db } = host.database;
    for (let g = 0; g < GAMES; g++) {
      const created = await host.dispatch('games.create', { name: `Game ${g + 1}`, system: 'armada' });
      if (!created.ok) throw new Error(created.error.message);
      const gameId = (created.value as GameSummary).id;
      const commands = templates[g % templates.length] ?? [];
      const [setup, ...rest] = commands as [{ players: { name: string }[] }, ...unknown[]];
      const named = { ...setup, players: setup.players.map((player, side) => ({ ...player, name: NAMES[(g + side * 3) % NAMES.length] })) };
      db.transaction(() => {
        [named, ...rest].forEach((command, i) => appendLogText(db, gameId, { seq: i + 1, command: JSON.stringify(command), events: '[]', at: g * 1000 + i, commandId: null }));
      })();
    }
    const view = async (filter: object) => {
      const answer = await host.dispatch('record.acrossGames', filter);
      if (!answer.ok) throw new Error(answer.error.message);
    };
    const firstTime = await measure(`across games, ${GAMES} games, every digest computed (first time)`, 1, () => view({}), 0);
    const cached = await measure(`across games, ${GAMES} games, digests cached`, 30, () => view({}), 3);
    const oneNew = await measure(
      `across games, ${GAMES} games, one just played`,
      30,
      async (i) => {
        db.prepare('DELETE FROM game_digests WHERE game_id = (SELECT id FROM games ORDER BY id LIMIT 1 OFFSET ?)').run(i % GAMES);
        await view({});
      },
      3,
    );
    const filtered = await measure(`across games, ${GAMES} games, against one opponent`, 30, () => view({ opponent: 'Cleo' }), 3);
    return [
      // Issue 38: the first count of 500 games at most 1 s.
      slowestAtMost(firstTime, 1000),
      slowestAtMost(cached, 300),
      slowestAtMost(oneNew, 300),
      slowestAtMost(filtered, 300),
    ];
  } finally {
    host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
