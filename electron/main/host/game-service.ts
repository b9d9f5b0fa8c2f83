import { randomInt } from 'node:crypto';
import {
  describeEvent,
  emptySession,
  replay,
  stepSession,
  viewSession,
  type GameEvent,
  type Session,
} from '../../../shared/engine';
import { fail, GAME_LOG_FORMAT, GAME_LOG_VERSION, ok, type GameDraft, type GameSummary, type GameSystem, type GameView, type HistoryEntry, type IpcResult } from '../../../shared/ipc';
import { setupFromCards } from '../cards/roster-from-cards';
import { clearDraft, readDraft, writeDraft } from '../db/game-drafts-repo';
import { appendLogEntry, readCommands, readEntry, readLog, seqOfCommandId, type LogRow } from '../db/game-log-repo';
import { getGame, insertGame, touchGame } from '../db/games-repo';
import type { Db } from '../db/open';
import type { EventHub } from './events';
import type { Clock } from './games-service';
import type { Handlers } from './router';

interface LoadedGame {
  game: GameSummary;
  session: Session;
  seq: number;
  lastEntry: HistoryEntry | null;
}

/** How many games keep their folded session in memory; the log in SQLite is always the truth. */
const CACHED_GAMES = 8;

const notFound = (id: string) => fail('not_found', `No game with id ${id}: it may have been deleted in another window.`);

/** The setup command carries the seed of the game's random source, so its log replays exactly. */
function withSeed(command: Record<string, unknown>): Record<string, unknown> {
  if (command.type !== 'setup' || command.seed !== undefined) return command;
  return { ...command, seed: randomInt(0, 2 ** 31 - 1) };
}

/**
 * One log entry in plain words. A redo's first event already says what it brought back ("Redone:
 * Brace spent…"), so the re-applied event it names is not said a second time; the rest follow.
 */
function historyLines(system: GameSystem, events: readonly GameEvent[]): string[] {
  const lines = events.map((event) => describeEvent(system, event));
  if (events[0]?.type === 'redone') lines.splice(1, 1);
  return lines;
}

/**
 * The dice faces a command carried, if the player entered them: Armada's `rollAttackDice` has
 * `dice` (colour and face each), X-Wing's rolls and rerolls and the defense game's attack have
 * `faces`, its grenades one list of faces per counter in `rolls`. Dice named by index (an evade's
 * `dice`) are not faces.
 */
function facesCarriedBy(command: Record<string, unknown>): unknown {
  if (Array.isArray(command.faces) && command.faces.length) return command.faces;
  if (Array.isArray(command.rolls) && command.rolls.length) return command.rolls;
  if (Array.isArray(command.dice) && command.dice.some((die) => typeof die === 'object' && die !== null)) return command.dice;
  return undefined;
}

/** The command an undo took back or a redo brought back: the head of the session's lists after the step. */
function commandUndoneOrRedone(session: Session, events: readonly GameEvent[]): { undone: boolean; command: Record<string, unknown> } | null {
  const first = events[0];
  if (first?.type === 'undone' && session.undone) return { undone: true, command: session.undone.head.command as Record<string, unknown> };
  if (first?.type === 'redone' && session.done) return { undone: false, command: session.done.head.command as Record<string, unknown> };
  return null;
}

function historyEntry(system: GameSystem, row: LogRow): HistoryEntry {
  return {
    seq: row.seq,
    at: row.at,
    commandType: String((row.command as { type?: unknown }).type),
    lines: historyLines(system, row.events as GameEvent[]),
    ...(row.commandId ? { commandId: row.commandId } : {}),
  };
}

/**
 * Games in play: every accepted command is appended to the game's log in one transaction before
 * the reply, and the state is the fold of that log (kept folded in a small in-memory cache).
 */
export function gameHandlers(
  db: Db,
  hub: EventHub,
  clock: Clock,
): Pick<
  Handlers,
  'game.view' | 'game.command' | 'game.setupFromCards' | 'game.undo' | 'game.redo' | 'game.saveDraft' | 'game.history' | 'game.export' | 'game.import'
> {
  const cache = new Map<string, LoadedGame>();

  const remember = (loaded: LoadedGame) => {
    cache.delete(loaded.game.id);
    cache.set(loaded.game.id, loaded);
    while (cache.size > CACHED_GAMES) cache.delete(cache.keys().next().value as string);
  };

  const load = (gameId: string): IpcResult<LoadedGame> => {
    const game = getGame(db, gameId);
    if (!game) {
      cache.delete(gameId);
      return notFound(gameId);
    }
    const cached = cache.get(gameId);
    if (cached) return ok({ ...cached, game });
    const commands = readCommands(db, gameId);
    const folded = commands.length ? replay(game.system, commands) : { ok: true as const, value: emptySession(game.system) };
    if (!folded.ok) {
      return fail('log_unreadable', `The stored log of "${game.name}" no longer replays: ${folded.error.message}`);
    }
    const last = commands.length ? readEntry(db, gameId, commands.length) : null;
    const loaded = { game, session: folded.value, seq: commands.length, lastEntry: last ? historyEntry(game.system, last) : null };
    remember(loaded);
    return ok(loaded);
  };

  const view = ({ game, session, seq, lastEntry }: LoadedGame): GameView => {
    const seen = viewSession(session);
    return {
      gameId: game.id,
      system: game.system,
      seq,
      started: seen.started,
      state: seen.state,
      options: seen.options,
      canUndo: seen.canUndo,
      canRedo: seen.canRedo,
      lastEntry,
      draft: readDraft(db, game.id),
    };
  };

  /**
   * The tray's draft follows the log: confirming the step it feeds clears it (a redo of that step
   * too), and undoing a command that carried faces puts those faces back for editing.
   */
  const followDraft = (gameId: string, command: Record<string, unknown>, session: Session, events: readonly GameEvent[], at: number) => {
    const moved = commandUndoneOrRedone(session, events);
    const effective = moved?.command ?? command;
    if (moved?.undone) {
      const faces = facesCarriedBy(effective);
      if (faces !== undefined) writeDraft(db, gameId, { step: String(effective.type), faces, at });
      return;
    }
    const draft = readDraft(db, gameId);
    if (draft && draft.step === effective.type) clearDraft(db, gameId);
  };

  /** A command whose id is already in the log was applied before (its reply was lost): answer, do not apply. */
  const alreadyLogged = (gameId: string, commandId: string | undefined): IpcResult<GameView> | null => {
    if (commandId === undefined || seqOfCommandId(db, gameId, commandId) === null) return null;
    const loaded = load(gameId);
    return loaded.ok ? ok({ ...view(loaded.value), duplicate: true }) : loaded;
  };

  /** Apply, then make it durable, then acknowledge: nothing is answered before it is on disk. */
  const apply = (gameId: string, rawCommand: Record<string, unknown>, commandId?: string): IpcResult<GameView> => {
    const repeated = alreadyLogged(gameId, commandId);
    if (repeated) return repeated;
    const loaded = load(gameId);
    if (!loaded.ok) return loaded;
    const command = withSeed(rawCommand);
    const stepped = stepSession(loaded.value.session, command);
    if (!stepped.ok) return fail(stepped.error.code, stepped.error.message);
    const seq = loaded.value.seq + 1;
    const at = clock.now();
    const entry: LogRow = { seq, command, events: stepped.value.events, at, commandId: commandId ?? null };
    db.transaction(() => {
      appendLogEntry(db, gameId, entry);
      followDraft(gameId, command, stepped.value.session, stepped.value.events, at);
      touchGame(db, gameId, at);
    })();
    const game = { ...loaded.value.game, lastPlayedAt: at };
    const next = { game, session: stepped.value.session, seq, lastEntry: historyEntry(game.system, entry) };
    remember(next);
    hub.emit('game.changed', { gameId, seq });
    return ok(view(next));
  };

  return {
    'game.view': ({ gameId }) => {
      const loaded = load(gameId);
      return loaded.ok ? ok(view(loaded.value)) : loaded;
    },
    'game.command': ({ gameId, command, commandId }) => apply(gameId, command, commandId),
    'game.setupFromCards': ({ gameId, players, commandId }) => {
      const repeated = alreadyLogged(gameId, commandId);
      if (repeated) return repeated;
      const game = getGame(db, gameId);
      if (!game) return notFound(gameId);
      const setup = setupFromCards(db, game.system, players);
      return setup.ok ? apply(gameId, setup.value, commandId) : setup;
    },
    'game.undo': ({ gameId, commandId }) => apply(gameId, { type: 'undo' }, commandId),
    'game.redo': ({ gameId, commandId }) => apply(gameId, { type: 'redo' }, commandId),
    'game.saveDraft': ({ gameId, draft }) => {
      if (!getGame(db, gameId)) return notFound(gameId);
      if (draft) writeDraft(db, gameId, { step: draft.step, faces: draft.faces, at: clock.now() } satisfies GameDraft);
      else clearDraft(db, gameId);
      return ok({ saved: true });
    },
    'game.history': ({ gameId }) => {
      const game = getGame(db, gameId);
      if (!game) return notFound(gameId);
      return ok(readLog(db, gameId).map((row) => historyEntry(game.system, row)));
    },
    'game.export': ({ gameId }) => {
      const game = getGame(db, gameId);
      if (!game) return notFound(gameId);
      const commands = readCommands(db, gameId) as { type: string }[];
      return ok({ format: GAME_LOG_FORMAT, version: GAME_LOG_VERSION, system: game.system, name: game.name, exportedAt: clock.now(), commands });
    },
    'game.import': ({ log }) => {
      const system: GameSystem = log.system;
      let session = emptySession(system);
      const entries: { command: unknown; events: GameEvent[] }[] = [];
      for (const [index, command] of log.commands.entries()) {
        const stepped = stepSession(session, command);
        if (!stepped.ok) {
          return fail('invalid_log', `log.commands[${index}] (${command.type}) was refused: ${stepped.error.message} Nothing was imported.`);
        }
        session = stepped.value.session;
        entries.push({ command, events: stepped.value.events });
      }
      const at = clock.now();
      const game: GameSummary = { id: clock.newId(), name: log.name, system, createdAt: at, lastPlayedAt: at };
      db.transaction(() => {
        insertGame(db, game);
        entries.forEach((entry, i) => appendLogEntry(db, game.id, { seq: i + 1, command: entry.command, events: entry.events, at }));
      })();
      const last = entries.at(-1);
      remember({ game, session, seq: entries.length, lastEntry: last ? historyEntry(system, { seq: entries.length, command: last.command, events: last.events, at }) : null });
      hub.emit('games.changed', { reason: 'imported', id: game.id });
      return ok(game);
    },
  };
}
