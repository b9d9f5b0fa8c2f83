import { z } from 'zod';
import { gameSystems } from './game-systems';
import { gameNameSchema } from './games';

/** The most commands one game log may hold on import: far beyond any real game, well below harm. */
export const MAX_LOG_COMMANDS = 200_000;

/** A command as it crosses IPC: a plain object with a type; the engine checks the rest. */
export const commandSchema = z
  .object({ type: z.string({ error: 'must be the command type' }).min(1).max(64) })
  .loose();

export const GAME_LOG_FORMAT = 'sidetable.game-log';
export const GAME_LOG_VERSION = 1;

/** A game exported as its command log: replaying the commands gives the game's state. */
export const gameLogSchema = z
  .object({
    format: z.literal(GAME_LOG_FORMAT, { error: `must be "${GAME_LOG_FORMAT}"` }),
    version: z.literal(GAME_LOG_VERSION, { error: `must be ${GAME_LOG_VERSION}: this Sidetable reads version ${GAME_LOG_VERSION} logs` }),
    system: z.enum(gameSystems, { error: `must be one of ${gameSystems.join(', ')}` }),
    name: gameNameSchema,
    exportedAt: z.number().int().nonnegative().optional(),
    commands: z.array(commandSchema).max(MAX_LOG_COMMANDS, { error: `must hold at most ${MAX_LOG_COMMANDS} commands` }),
  })
  .strict();

export type GameLogFile = z.output<typeof gameLogSchema>;
