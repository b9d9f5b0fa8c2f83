import { fail, ok, type StoryAnswer } from '../../../shared/ipc';
import { storyOfLog } from '../../../shared/story';
import { readCommands } from '../db/game-log-repo';
import { getGame } from '../db/games-repo';
import type { Db } from '../db/open';
import type { Handlers } from '../core/router';

/** Stories told lately, by game: a story is the same until the game's log grows. */
const REMEMBERED = 8;

/**
 * The story of a game in numbers (issue #29): read from the game's log every time it changes,
 * never stored beside it (the log is the one truth; an old game tells its story as it was played).
 * A 10,000-command game takes well under the 200 ms goal (npm run bench -- story), so it runs on
 * the request path.
 */
export function storyHandlers(db: Db): Pick<Handlers, 'game.story'> {
  const remembered = new Map<string, StoryAnswer>();
  return {
    'game.story': ({ gameId }) => {
      const game = getGame(db, gameId);
      if (!game) return fail('not_found', `No game with id ${gameId}: it may have been deleted in another window.`);
      const commands = readCommands(db, gameId);
      const known = remembered.get(gameId);
      if (known && known.seq === commands.length) return ok(known);
      const told = storyOfLog(game.system, commands);
      if (!told.ok) return fail(told.error.code, told.error.message);
      // Entries are numbered from 1 in log order: the command at position i is entry i + 1.
      const answer: StoryAnswer = {
        ...told.value,
        gameId,
        name: game.name,
        seq: commands.length,
        entries: told.value.attacks.map((attack) => ({ rolled: attack.rolledAt + 1, resolved: attack.resolvedAt + 1 })),
      };
      remembered.delete(gameId);
      remembered.set(gameId, answer);
      while (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
      return ok(answer);
    },
  };
}
