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
