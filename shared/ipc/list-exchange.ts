import { z } from 'zod';
import type { ListEvaluation } from '../lists/evaluation';
import type { ImportedList } from '../lists/formats/import-result';
import type { PrintedPointsCheck } from '../lists/printed-points';
import type { GameView } from './game-view';
import { commandIdSchema } from './game-view';
import { gameIdSchema } from './games';
import { fleetListSchema, type ListDetail } from './lists';
import { method } from './method';
import { scenarioIds } from '../engine/games/xwing/scoring/scenarios';

// Lists in and out: a builder's export pasted or opened as a file (XWS, the Armada builders'
// fleet texts), a list exported for another builder, and a game started from two lists.

/**
 * What one import call may carry. A list is a few kilobytes: the importers refuse anything past
 * 256 KB in words; this cap only keeps a far larger paste off the wire (the renderer checks a
 * file's size before it reads it).
 */
export const LIST_TEXT_MAX_CHARS = 1024 * 1024;

const rowId = z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be positive' });

export const listTextSchema = z
  .string({ error: 'must be the text of a list' })
  .max(LIST_TEXT_MAX_CHARS, { error: 'is far longer than any list: export the list from your builder again and paste only that' });

/** What an import understood, before anything is saved: the list, its points and problems, and every note. */
export interface ListImportPreview {
  imported: ImportedList;
  evaluation: ListEvaluation;
  /** `XWS` or the Armada builder the text looks like, in words. */
  formatName: string;
  /** When the builder's printed total differs from ours: both numbers, why, and the points revisions that give the printed one. */
  printedPoints?: PrintedPointsCheck | null;
}

const playerListSchema = z
  .object({
    name: z.string({ error: 'must be the player\'s name' }).trim().min(1, { error: 'needs a name' }).max(80, { error: 'must be at most 80 characters' }),
    listId: rowId.optional(),
    list: fleetListSchema.optional(),
  })
  .strict()
  .refine((player) => (player.listId === undefined) !== (player.list === undefined), { error: 'needs a saved list or a pasted one (one, not both)' });

export const listExchangeMethods = {
  /** Reads a pasted list or the text of an opened file; nothing is saved. */
  'lists.import': method<ListImportPreview>()(
    z
      .object({
        text: listTextSchema,
        /** The file's name, when the text came from a file, so a refusal can name it. */
        fileName: z.string().max(260).optional(),
        system: z.enum(['armada', 'xwing']).optional(),
        /** X-Wing: read the squad with this edition's cards (the player switched from the one its hints chose). */
        edition: z.enum(['xwing-2.0', 'xwing-2.5']).optional(),
        /** X-Wing 2.5: price the squad with this imported points revision (the player took the one that gives the printed total). */
        pointsSetId: rowId.optional(),
      })
      .strict(),
  ),
  /** Saves a whole list as a new one (an import the player accepted). */
  'lists.add': method<ListDetail>()(z.object({ list: fleetListSchema }).strict()),
  /** A saved list as another builder reads it: XWS (X-Wing) or the Kingston / Star Forge text (Armada). */
  'lists.export': method<{ text: string; fileName: string; format: 'xws' | 'armada-text' }>()(z.object({ id: rowId }).strict()),
  /**
   * Sets a game up from two lists (saved ones by id, or pasted ones as they were understood). The
   * setup command carries every stat and upgrade, so the log replays without the card database.
   */
  'game.setupFromLists': method<GameView>()(
    z
      .object({
        gameId: gameIdSchema,
        players: z.tuple([playerListSchema, playerListSchema], { error: 'must name two players and their lists' }),
        commandId: commandIdSchema.optional(),
        /** Issue 36 · X-Wing 2.5: the scenario played (one Sidetable knows, or one named only). */
        scenario: z.union([z.enum(scenarioIds), z.object({ name: z.string().trim().min(1).max(80) }).strict()]).optional(),
      })
      .strict(),
  ),
} as const;
