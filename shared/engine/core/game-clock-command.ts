import { z } from 'zod';

/** Issue 36 · the tournament clock's command (its rule: game-clock.ts). */
/** The one clock command of both games; `do` says which change. */
export const clockCommandSchema = z
  .object({
    type: z.literal('clock'),
    /** The instant, stamped by the host. */
    at: z.int().min(0).max(8_640_000_000_000_000),
    do: z.enum(['start', 'pause', 'resume', 'adjust', 'chessOn', 'chessOff', 'switch']),
    /** start: the round's length; adjust: minutes added (or taken, below zero); chessOn: minutes each. */
    minutes: z.int().min(-600).max(600).optional(),
    /** adjust: that player's chess time; switch: the side whose time runs next; chessOn: who starts. */
    player: z.enum(['p1', 'p2']).optional(),
    /** adjust: who or why, for the history ("judge"). */
    reason: z.string().min(1).max(40).optional(),
  })
  .strict();

export type ClockCommand = z.output<typeof clockCommandSchema>;
