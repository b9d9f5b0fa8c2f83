import { z } from 'zod';
import type { GameSystem } from './game-systems';

/**
 * What a table screen needs after every command: the engine's state and what may happen next,
 * and whether undo / redo are possible. `seq` is the last log entry the state reflects.
 */
export interface GameView {
  gameId: string;
  system: GameSystem;
  seq: number;
  /** False until the setup command (the roster) has been accepted. */
  started: boolean;
  state: unknown;
  options: unknown;
  canUndo: boolean;
  canRedo: boolean;
  /** The newest log entry in plain words (the one at `seq`), so a view need not fetch the history after each command. */
  lastEntry: HistoryEntry | null;
  /**
   * Dice faces entered but not yet confirmed, kept by the host per game so a reload or a host
   * restart loses nothing; after an undo of a command that carried faces, those faces come back
   * here for editing. `step` is the command type the faces feed (`rollAttackDice`...).
   */
  draft: GameDraft | null;
  /**
   * True when this view answers a command whose id the host had already logged (a resend after a
   * lost reply): the command was not applied again, and the view is the game as it is now.
   */
  duplicate?: boolean;
  /** Issue 36 · the host's clock when it made this view: a page ticks the tournament clock from it (its own clock may differ, on a phone). */
  hostNow?: number;
}

export interface GameDraft {
  step: string;
  /** What the tray had entered, in the shape of that command's faces (`dice`, `faces`...). */
  faces: unknown;
  at: number;
}

/** One line of a game's history, in plain words. */
export interface HistoryEntry {
  seq: number;
  at: number;
  commandType: string;
  lines: string[];
  /** The id the sending view gave the command, so a view can tell its own changes from others'. */
  commandId?: string;
}

/** The id the renderer gives a command (a UUID), so a resend of it is recognised. */
export const commandIdSchema = z
  .string({ error: 'must be text (a UUID)' })
  .min(8, { error: 'must be at least 8 characters (a UUID)' })
  .max(64, { error: 'must be at most 64 characters (a UUID)' });

/** The most a draft's faces may take as JSON: a full tray of dice is a few hundred characters. */
export const MAX_DRAFT_CHARS = 4096;

/** Dice faces as a tray holds them before they are confirmed: any JSON, but small. */
export const draftSchema = z
  .object({
    step: z.string({ error: 'must name the step the dice are for' }).min(1).max(64),
    faces: z.unknown().superRefine((faces, context) => {
      let text: string | undefined;
      try {
        text = JSON.stringify(faces);
      } catch {
        text = undefined;
      }
      if (text === undefined) context.addIssue({ code: 'custom', message: 'must be the dice faces entered so far' });
      else if (text.length > MAX_DRAFT_CHARS) context.addIssue({ code: 'custom', message: `are too many to keep (at most ${MAX_DRAFT_CHARS} characters)` });
    }),
  })
  .strict();
