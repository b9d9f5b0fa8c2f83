import { z } from 'zod';
import { cardUploadMethods } from './card-upload';
import { cardMethods, type CardEvents } from './cards';
import { collectionImportMethods } from './collection-import';
import { cardRosterSchema, commandSchema, gameLogSchema, HISTORY_PAGE_MAX, logPartTextSchema, uploadIdSchema, type GameLogFile, type LogImportProgress } from './game-log';
import type { GameSummary } from './game-systems';
import { commandIdSchema, draftSchema, type GameView, type HistoryEntry } from './game-view';
import { gameIdSchema, gameNameSchema, gameSystemSchema } from './games';
import { listExchangeMethods } from './list-exchange';
import { listMethods, type ListEvents } from './lists';
import { method } from './method';
import { oddsMethods } from './odds';
import { recordMethods } from './record';
import { resultMethods } from './results';
import { scenarioMethods } from './scenarios';
import { welcomeMethods } from './welcome';
import { sharingMethods, type DeviceRole, type SharingEvents } from './sharing';
import { storyMethods } from './story';

export interface AppInfo {
  version: string;
  /** Where the database lives, so the player can back it up. */
  dataDir: string;
  schemaVersion: number;
  transport: 'electron' | 'browser';
  /** Set when this page is a paired phone or tablet: its name and what it may do. */
  device?: { name: string; role: DeviceRole };
}

/**
 * The one IPC contract. Each method is declared once, with the schema the host validates its
 * request against and the type of its response. Main registers every method from this table,
 * browser mode serves the same table over a WebSocket, and the renderer's client is typed by it.
 */
export const contract = {
  'app.info': method<AppInfo>()(z.object({}).strict()),
  'games.list': method<GameSummary[]>()(z.object({}).strict()),
  'games.create': method<GameSummary>()(
    z.object({ name: gameNameSchema, system: gameSystemSchema }).strict(),
  ),
  'games.rename': method<GameSummary>()(z.object({ id: gameIdSchema, name: gameNameSchema }).strict()),
  'games.delete': method<{ id: string }>()(z.object({ id: gameIdSchema }).strict()),
  /** Opening a game marks it as the most recently played. */
  'games.open': method<GameSummary>()(z.object({ id: gameIdSchema }).strict()),

  /** The game's current state and options (a game with no setup yet reports started: false). */
  'game.view': method<GameView>()(z.object({ gameId: gameIdSchema }).strict()),
  /**
   * Any engine command, including setup (the roster), undo and redo. Durable before the reply.
   * `commandId` (made by the renderer, once per command) makes a resend after a lost reply safe:
   * the host answers an id it already logged with the view as it is now and `duplicate: true`,
   * instead of applying the command twice. Optional only for older clients and scripts.
   */
  'game.command': method<GameView>()(z.object({ gameId: gameIdSchema, command: commandSchema, commandId: commandIdSchema.optional() }).strict()),
  /**
   * Sets a game up from cards in the card database (a roster is card ids plus the player's
   * choices). The host resolves the cards into the engine's setup command, so the stored log
   * replays without the card database.
   */
  'game.setupFromCards': method<GameView>()(
    z.object({ gameId: gameIdSchema, players: cardRosterSchema, commandId: commandIdSchema.optional() }).strict(),
  ),
  'game.undo': method<GameView>()(z.object({ gameId: gameIdSchema, commandId: commandIdSchema.optional() }).strict()),
  'game.redo': method<GameView>()(z.object({ gameId: gameIdSchema, commandId: commandIdSchema.optional() }).strict()),
  /**
   * Keeps (or with null, clears) the dice faces entered but not confirmed yet, so a reload or a
   * restart loses nothing typed. The host clears it itself when the command it feeds is accepted.
   */
  'game.saveDraft': method<{ saved: boolean }>()(z.object({ gameId: gameIdSchema, draft: draftSchema.nullable() }).strict()),
  /**
   * The history one page at a time, newest first: the `limit` entries before `before` (a seq; the
   * newest when left out), oldest first within the page. Entries are numbered from 1 without gaps,
   * so a page whose first entry is past 1 has earlier ones: ask again with `before` = that seq.
   */
  'game.history': method<HistoryEntry[]>()(
    z
      .object({
        gameId: gameIdSchema,
        before: z.int({ error: 'must be an entry number' }).min(1, { error: 'must be an entry number' }).optional(),
        limit: z
          .int({ error: 'must be a whole number' })
          .min(1, { error: 'must be at least 1' })
          .max(HISTORY_PAGE_MAX, { error: `must be at most ${HISTORY_PAGE_MAX}` })
          .optional(),
      })
      .strict(),
  ),
  'game.export': method<GameLogFile>()(z.object({ gameId: gameIdSchema }).strict()),
  /**
   * One part of a game log file too large for one message: the file's text cut in order into parts
   * of at most LOG_PART_CHARS characters, numbered from 0 under one upload id. The host keeps them
   * until game.import with that upload id.
   */
  'game.importPart': method<{ received: number }>()(
    z.object({ uploadId: uploadIdSchema, index: z.int({ error: 'must be a part number' }).min(0, { error: 'must be a part number' }), text: logPartTextSchema }).strict(),
  ),
  /**
   * Creates a new game from an exported log, given whole (`log`) or as the id of its uploaded parts
   * (`uploadId`). The host replays it away from other requests (game.importProgress tells how far)
   * and stores it in one transaction: refused whole if any command is refused.
   */
  'game.import': method<GameSummary>()(
    z
      .object({ log: gameLogSchema.optional(), uploadId: uploadIdSchema.optional() })
      .strict()
      .refine((request) => (request.log === undefined) !== (request.uploadId === undefined), {
        error: 'Send either the game log itself or the upload id of its parts, one of the two.',
      }),
  ),

  ...cardMethods,
  ...collectionImportMethods,
  ...listMethods,
  ...oddsMethods,
  ...storyMethods,
  ...listExchangeMethods,
  ...scenarioMethods,
  ...sharingMethods,
  ...cardUploadMethods,
  ...recordMethods,
  ...resultMethods,
  ...welcomeMethods,
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type RequestOf<M extends MethodName> = z.input<Contract[M]['request']>;
export type ParsedRequestOf<M extends MethodName> = z.output<Contract[M]['request']>;
export type ResponseOf<M extends MethodName> = NonNullable<Contract[M]['response']>;

/** Push events: what the host tells every open view when something changed elsewhere. */
export interface Events extends CardEvents, ListEvents, SharingEvents {
  /** The list of games changed (created, renamed, deleted, opened). */
  'games.changed': { reason: 'created' | 'renamed' | 'deleted' | 'opened' | 'imported'; id: string };
  /** A game's log grew (a command, undo or redo); views of it fetch the new state. */
  'game.changed': { gameId: string; seq: number };
  /** How far a game log import has come (the upload id it was given, or one the host made). */
  'game.importProgress': LogImportProgress;
}
export type EventName = keyof Events;

export const isMethodName = (name: unknown): name is MethodName =>
  typeof name === 'string' && Object.hasOwn(contract, name);
