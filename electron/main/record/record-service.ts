import { ok } from '../../../shared/ipc';
import type { AcrossGamesView } from '../../../shared/ipc/record';
import { acrossGames, gameDigest, GAME_DIGEST_VERSION, type DigestedGame, type GameDigest } from '../../../shared/story';
import { gamesWithDigests, writeDigest, type StoredDigest } from '../db/game-digests-repo';
import { lastSeq, readCommands } from '../db/game-log-repo';
import type { Db } from '../db/open';
import type { Handlers } from '../core/router';

/** Digests computed between two durable writes. */
const KEEP_EVERY = 25;
/** Digests computed between two chances for other calls (a few milliseconds of work). */
const YIELD_EVERY = 4;

/** Let the host answer other calls (a command at the table) between two games' digests. */
const yieldToOtherCalls = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Across games (issue 29 item 3): every Armada and X-Wing game's digest, computed from its log the
 * first time it is asked for after the log grew and kept as a cache, then the records, units and
 * luck added up for the filter asked. A log's commands never change once written (undo is a command
 * too) and old logs replay as played, so a digest holds until the log grows or the digest's own
 * version changes (GAME_DIGEST_VERSION), not at every update of the app.
 */
export function recordHandlers(db: Db, log: (message: string, error?: unknown) => void = () => {}): Pick<Handlers, 'record.acrossGames'> {
  return {
    'record.acrossGames': async (filter) => {
      const digested: DigestedGame[] = [];
      const unread: AcrossGamesView['unread'] = [];
      const stale: { gameId: string; seq: number; system: string }[] = [];
      const rows = gamesWithDigests(db);
      for (const row of rows) {
        // A game not set up yet has nothing to count.
        if (row.seq === 0) continue;
        const stored = row.stored;
        if (stored && stored.seq === row.seq && stored.version === GAME_DIGEST_VERSION) {
          if (stored.digest !== null) digested.push({ id: row.id, name: row.name, at: row.at, digest: JSON.parse(stored.digest) as GameDigest });
          else if (stored.unread !== null) unread.push({ gameId: row.id, name: row.name, reason: stored.unread });
          continue;
        }
        stale.push({ gameId: row.id, seq: row.seq, system: row.system });
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      // Issue 38 · digests kept a few at a time, in one transaction each (one durable write per batch, not per game).
      const toKeep: StoredDigest[] = [];
      const keep = () => {
        if (toKeep.length === 0) return;
        const batch = toKeep.splice(0);
        try {
          db.transaction(() => {
            for (const stored of batch) writeDigest(db, stored);
          })();
        } catch (error) {
          // Issue 39: the digest is a cache (a full disk, a busy database): the records are answered all the same, and it is counted again next time.
          log(`The digests of ${batch.length} games were not kept`, error);
        }
      };
      for (const [i, game] of stale.entries()) {
        if (i > 0 && i % KEEP_EVERY === 0) keep();
        // Many games to count (the first time, or after the digest changed): a few at a time, letting other calls in between.
        if (i > 0 && i % YIELD_EVERY === 0) await yieldToOtherCalls();
        const row = byId.get(game.gameId);
        // Deleted, or grown, while others were counted: it is counted as it is now, next time.
        if (!row || lastSeq(db, game.gameId) !== game.seq) continue;
        const digest = gameDigest(game.system as 'armada' | 'xwing', readCommands(db, game.gameId));
        toKeep.push({
          gameId: game.gameId,
          seq: game.seq,
          version: GAME_DIGEST_VERSION,
          digest: digest.ok ? JSON.stringify(digest.value) : null,
          // A game created but not set up counts as nothing, not as unread.
          unread: digest.ok || digest.error.code === 'game_not_started' ? null : digest.error.message,
        });
        if (digest.ok) digested.push({ id: row.id, name: row.name, at: row.at, digest: digest.value });
        else if (digest.error.code !== 'game_not_started') unread.push({ gameId: row.id, name: row.name, reason: digest.error.message });
      }
      keep();
      return ok({ ...acrossGames(digested, filter), unread: unread.sort((a, b) => a.name.localeCompare(b.name)) });
    },
  };
}
