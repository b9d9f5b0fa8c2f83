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
import { fail, GAME_LOG_FORMAT, GAME_LOG_VERSION, ok, type GameSummary, type GameSystem, type GameView, type HistoryEntry, type IpcResult } from '../../../shared/ipc';
import { setupFromCards } from '../cards/roster-from-cards';
import { appendLogEntry, readCommands, readEntry, readLog, type LogRow } from '../db/game-log-repo';
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

function historyEntry(system: GameSystem, row: LogRow): HistoryEntry {
  return {
    seq: row.seq,
    at: row.at,
    commandType: String((row.command as { type?: unknown }).type),
    lines: historyLines(system, row.events as GameEvent[]),
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
): Pick<Handlers, 'game.view' | 'game.command' | 'game.setupFromCards' | 'game.undo' | 'game.redo' | 'game.history' | 'game.export' | 'game.import'> {
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
    };
  };

  /** Apply, then make it durable, then acknowledge: nothing is answered before it is on disk. */
  const apply = (gameId: string, rawCommand: Record<string, unknown>): IpcResult<GameView> => {
    const loaded = load(gameId);
    if (!loaded.ok) return loaded;
    const command = withSeed(rawCommand);
    const stepped = stepSession(loaded.value.session, command);
    if (!stepped.ok) return fail(stepped.error.code, stepped.error.message);
    const seq = loaded.value.seq + 1;
    const at = clock.now();
    const entry: LogRow = { seq, command, events: stepped.value.events, at };
    db.transaction(() => {
      appendLogEntry(db, gameId, entry);
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
    'game.command': ({ gameId, command }) => apply(gameId, command),
    'game.setupFromCards': ({ gameId, players }) => {
      const game = getGame(db, gameId);
      if (!game) return notFound(gameId);
      const setup = setupFromCards(db, game.system, players);
      return setup.ok ? apply(gameId, setup.value) : setup;
    },
    'game.undo': ({ gameId }) => apply(gameId, { type: 'undo' }),
    'game.redo': ({ gameId }) => apply(gameId, { type: 'redo' }),
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
