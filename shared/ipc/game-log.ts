import { z } from 'zod';
import { gameSystems } from './game-systems';
import { gameNameSchema } from './games';
import { LOG_PART_CHARS } from './wire-sizes';

/** The most commands one game log may hold on import: far beyond any real game, well below harm. */
export const MAX_LOG_COMMANDS = 200_000;

/** A command as it crosses IPC: a plain object with a type; the engine checks the rest. */
export const commandSchema = z
  .object({ type: z.string({ error: 'must be the command type' }).min(1).max(64) })
  .loose();

/** How many history entries one game.history call returns unless asked for fewer: one screen and plenty more. */
export const HISTORY_PAGE_SIZE = 100;
/** The most one call may ask for: a page stays a small reply however long the game. */
export const HISTORY_PAGE_MAX = 1000;

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
    /** When each command was played (ms since 1970), in the same order; an import keeps them. Older logs have none. */
    times: z.array(z.number().int().nonnegative()).max(MAX_LOG_COMMANDS).optional(),
  })
  .strict();

export type GameLogFile = z.output<typeof gameLogSchema>;

/**
 * The most characters the logs being uploaded may have, all together: 200,000 commands of about 300
 * characters, and a bound on what the host keeps in memory for uploads however many are started.
 */
export const MAX_LOG_UPLOAD_CHARS = 64 * 1024 * 1024;

export const logPartTextSchema = z
  .string({ error: 'must be the text of the file' })
  .max(LOG_PART_CHARS, { error: `must be at most ${LOG_PART_CHARS} characters: cut the file into smaller parts` });

/** The id the renderer makes for one upload of a log in parts (a UUID). */
export const uploadIdSchema = z
  .string({ error: 'must be text (a UUID)' })
  .min(8, { error: 'must be at least 8 characters (a UUID)' })
  .max(64, { error: 'must be at most 64 characters' });

export interface LogImportProgress {
  importId: string;
  stage: 'reading' | 'replaying' | 'saving';
  done: number;
  total: number;
}

/** One unit of a roster picked from the card database: a ship, squadron or pilot card, and the player's choices. */
export const rosterUnitSchema = z
  .object({
    cardId: z.number({ error: 'must be a card id' }).int({ error: 'must be a whole number' }).positive({ error: 'must be a card id' }),
    /** Armada: the speed the ship is set to at deployment (1, or its top speed if lower, unless given). */
    speed: z.int({ error: 'must be a whole number' }).min(0).max(9).optional(),
  })
  .strict();

export const rosterPlayerSchema = z
  .object({
    name: z.string({ error: 'must be the player\'s name' }).trim().min(1, { error: 'needs a name' }).max(80, { error: 'must be at most 80 characters' }),
    units: z.array(rosterUnitSchema).max(60, { error: 'takes at most 60 units' }),
  })
  .strict();

/** A game's roster as the player picks it: two players, each a list of cards. */
export const cardRosterSchema = z.tuple([rosterPlayerSchema, rosterPlayerSchema], { error: 'must list exactly two players' });
export type CardRoster = z.output<typeof cardRosterSchema>;
