import { z } from 'zod';
import type { AcrossGames } from '../story/across-games';
import { method } from './method';

// Across games (issue 29): each list's record, each unit's damage over games and the players' luck
// over time, computed from the saved logs (the host keeps each game's digest only as a cache).

export interface AcrossGamesView extends AcrossGames {
  /** Games whose log could not be read, by name, with why: they are left out of the figures. */
  unread: { gameId: string; name: string; reason: string }[];
}

export const recordMethods = {
  'record.acrossGames': method<AcrossGamesView>()(
    z
      .object({
        system: z.enum(['armada', 'xwing'], { error: 'must be a game: Armada or X-Wing' }).optional(),
        list: z.string({ error: 'must name a list' }).min(1, { error: 'must name a list' }).max(20_000, { error: 'names a list too long to be one' }).optional(),
        opponent: z.string({ error: 'must be a name' }).max(80, { error: 'can be at most 80 characters' }).optional(),
      })
      .strict(),
  ),
} as const;
