import { fail, ok, type GameView } from '../../../shared/ipc';
import type { ResultExport } from '../../../shared/ipc/results';
import type { ArmadaState } from '../../../shared/engine/games/armada/model/state';
import type { XwingState } from '../../../shared/engine/games/xwing/model/state';
import { gameScore } from '../../../shared/engine/games/xwing/scoring/score';
import { readResultFile, resultFileOf, resultOf, xwsIdOfName, type XwsNames } from '../../../shared/results';
import type { IpcResult } from '../../../shared/ipc';
import { getGame } from '../db/games-repo';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';
import type { Handlers } from '../core/router';

// Issue 36 item 5 · a finished game's result as a file a tournament site takes (ListFortress's
// tournament JSON for X-Wing, our plain JSON for Armada), and such a file read back. The result is
// the pure shared/results's; the host adds the game's name and, for XWS, the card data's ids.

interface IdRow {
  key: string;
  faction: string | null;
}

/** The card data's xws ids of the X-Wing cards a game names, where one card of that name (and ship) is known. */
function xwsNamesFrom(db: Db, edition: string): XwsNames {
  const pilots = prepared<[string, string, string], IdRow>(
    db,
    `SELECT c.key AS key, (SELECT f.faction FROM card_factions f WHERE f.card_id = c.id ORDER BY f.faction LIMIT 1) AS faction
       FROM cards c JOIN card_editions e ON e.id = c.edition_id
      WHERE e.key = ? AND c.kind = 'pilot' AND c.retired = 0 AND c.name = ? COLLATE NOCASE
        AND EXISTS (SELECT 1 FROM cards s WHERE s.edition_id = c.edition_id AND s.kind = 'ship' AND s.key = c.ship_key AND s.name = ? COLLATE NOCASE)`,
  );
  const upgrades = prepared<[string, string], IdRow>(
    db,
    `SELECT c.key AS key, NULL AS faction FROM cards c JOIN card_editions e ON e.id = c.edition_id
      WHERE e.key = ? AND c.kind = 'upgrade' AND c.retired = 0 AND c.name = ? COLLATE NOCASE`,
  );
  // A name two cards share (a pilot printed again for a set, `lukeskywalker-battleofyavin`): the plain
  // printing, whose id is the name itself as XWS makes ids; else not guessed (the file's notes say so).
  const one = (rows: IdRow[], name: string) => {
    const keys = new Set(rows.map((row) => row.key));
    return keys.size === 1 ? rows[0] : rows.find((row) => row.key === xwsIdOfName(name));
  };
  return {
    pilot: (name, ship) => {
      const row = one(pilots.all(edition, name, ship), name);
      return row ? { id: row.key, ...(row.faction ? { faction: row.faction } : {}) } : null;
    },
    upgrade: (name) => one(upgrades.all(edition, name), name)?.key ?? null,
  };
}

const fileNameOf = (name: string, suffix: string) => `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'game'}.${suffix}.json`;

export function resultHandlers(db: Db, view: (gameId: string) => IpcResult<GameView> | Promise<IpcResult<GameView>>): Pick<Handlers, 'result.export' | 'result.read'> {
  return {
    'result.export': async ({ gameId }) => {
      const game = getGame(db, gameId);
      if (!game) return fail('not_found', `No game with id ${gameId}: it may have been deleted in another window.`);
      if (game.system === 'defense') return fail('not_available', 'The solo game has no opponent to score: only an X-Wing or Armada game has a result to export.');
      const shown = await view(gameId);
      if (!shown.ok) return shown;
      const state = shown.value.state as XwingState | ArmadaState | null;
      if (!shown.value.started || !state) return fail('not_started', `${game.name} has not been set up yet: play it to its end, then export the result.`);
      const over = state.system === 'xwing' ? gameScore(state).over : Boolean(state.gameOver);
      if (!over) return fail('game_not_over', `${game.name} is not over yet: a result is exported once the game ends (a side destroyed, the last round, a concession or time called). Use “End the game” first.`);
      const names = state.system === 'xwing' ? xwsNamesFrom(db, state.edition === '2.5' ? 'xwing-2.5' : 'xwing-2.0') : undefined;
      const result = resultOf(state, names);
      const file = resultFileOf(result);
      const answer: ResultExport = { fileName: fileNameOf(game.name, file.suffix), text: file.text, result };
      return ok(answer);
    },
    'result.read': ({ text }) => ok(readResultFile(text)),
  };
}
