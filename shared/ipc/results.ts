import { z } from 'zod';
import type { GameResult, ReadResult } from '../results';
import { RESULT_FILE_MAX_CHARS } from '../results/read-result-file';
import { gameIdSchema } from './games';
import { method } from './method';

// Issue 36 item 5 · a finished game's result as a file a tournament site takes, and such a file read back.

export interface ResultExport {
  /** The file's name, from the game's name: "Friday club.listfortress.json". */
  fileName: string;
  /** The file's text (JSON). */
  text: string;
  result: GameResult;
}

export const resultMethods = {
  /** A finished game's result as a file: X-Wing as ListFortress's tournament JSON, Armada as plain JSON. Refused while the game goes on. */
  'result.export': method<ResultExport>()(z.object({ gameId: gameIdSchema }).strict()),
  /** A result file's text read back: the result, and what could not be read, item by item. */
  'result.read': method<ReadResult>()(
    z
      .object({
        text: z
          .string({ error: 'must be the file’s text' })
          .max(RESULT_FILE_MAX_CHARS, { error: `is too large to be a game result (more than ${RESULT_FILE_MAX_CHARS / 1_000_000} MB)` }),
      })
      .strict(),
  ),
} as const;
