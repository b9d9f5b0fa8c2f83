import { ok } from '../../../shared/ipc';
import type { AcrossGamesView } from '../../../shared/ipc/record';
import { acrossGames, gameDigest, GAME_DIGEST_VERSION, type DigestedGame, type GameDigest } from '../../../shared/story';
import { gamesWithDigests, writeDigest } from '../db/game-digests-repo';
import { readCommands } from '../db/game-log-repo';
import type { Db } from '../db/open';
import type { Handlers } from '../host/router';

/**
 * Across games (issue 29 item 3): every Armada and X-Wing game's digest, computed from its log the
 * first time it is asked for after the log grew (or this app changed) and kept as a cache, then the
 * records, units and luck added up for the filter asked.
 */
export function recordHandlers(db: Db, appVersion: string): Pick<Handlers, 'record.acrossGames'> {
  const engineVersion = `${GAME_DIGEST_VERSION}:${appVersion}`;
  return {
    'record.acrossGames': (filter) => {
      const digested: DigestedGame[] = [];
      const unread: AcrossGamesView['unread'] = [];
      const stale: { gameId: string; seq: number; system: string }[] = [];
      const rows = gamesWithDigests(db);
      for (const row of rows) {
        // A game not set up yet has nothing to count.
        if (row.seq === 0) continue;
        const stored = row.stored;
        if (stored && stored.seq === row.seq && stored.engineVersion === engineVersion) {
          if (stored.digest !== null) digested.push({ id: row.id, name: row.name, at: row.at, digest: JSON.parse(stored.digest) as GameDigest });
          else if (stored.unread !== null) unread.push({ gameId: row.id, name: row.name, reason: stored.unread });
          continue;
        }
        stale.push({ gameId: row.id, seq: row.seq, system: row.system });
      }
      if (stale.length > 0) {
        const computed = stale.map((game) => {
          const digest = gameDigest(game.system as 'armada' | 'xwing', readCommands(db, game.gameId));
          return { game, digest };
        });
        db.transaction(() => {
          for (const { game, digest } of computed) {
            writeDigest(db, {
              gameId: game.gameId,
              seq: game.seq,
              engineVersion,
              // A game set up but refused as a story (no setup yet) counts as nothing, not as unread.
              digest: digest.ok ? JSON.stringify(digest.value) : null,
              unread: digest.ok || digest.error.code === 'game_not_started' ? null : digest.error.message,
            });
          }
        })();
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const { game, digest } of computed) {
          const row = byId.get(game.gameId);
          if (!row) continue;
          if (digest.ok) digested.push({ id: row.id, name: row.name, at: row.at, digest: digest.value });
          else if (digest.error.code !== 'game_not_started') unread.push({ gameId: row.id, name: row.name, reason: digest.error.message });
        }
      }
      return ok({ ...acrossGames(digested, filter), unread: unread.sort((a, b) => a.name.localeCompare(b.name)) });
    },
  };
}
