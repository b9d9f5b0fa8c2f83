import { randomInt } from 'node:crypto';
import { clonePlain } from '../../../shared/engine/core/plain-clone';
import {
  describeEvent,
  emptySession,
  readyUndo,
  stepSession,
  viewSession,
  type GameEvent,
  type GameState,
  type Session,
  type UndoReady,
} from '../../../shared/engine';
import { fail, GAME_LOG_FORMAT, GAME_LOG_VERSION, HISTORY_PAGE_SIZE, LOG_PART_CHARS, MAX_LOG_UPLOAD_CHARS, ok, type GameDraft, type GameSummary, type GameSystem, type GameView, type HistoryEntry, type IpcResult } from '../../../shared/ipc';
import { setupFromCards } from '../cards/roster-from-cards';
import { clearDraft, readDraft, writeDraft } from '../db/game-drafts-repo';
import { appendLogEntry, lastSeq, readCommands, readCommandTimes, readEntry, readLogPage, seqOfCommandId, type LogRow } from '../db/game-log-repo';
import { deleteSnapshot, readSnapshot, snapshotSeq, writeSnapshot } from '../db/game-snapshots-repo';
import { discardUnfinishedImports, getGame } from '../db/games-repo';
import type { Db } from '../db/open';
import type { EventHub } from '../core/events';
import type { Clock } from './games-service';
import type { Handlers } from '../core/router';
import { logToStore, LogRefused, readLogFile, replayLog, storeLog, type LogImportJob, type ProgressReport } from './log-import';
import { runLogImport } from './log-import-runner';
import { DamagedSnapshotPart, sessionFromSnapshot, snapshotEngineVersion, snapshotOf } from './session-snapshot';

interface LoadedGame {
  game: GameSummary;
  session: Session;
  seq: number;
  lastEntry: HistoryEntry | null;
  /** The tray's unconfirmed faces as stored: read once at load, then kept in step with every write. */
  draft: GameDraft | null;
}

/** How many games keep their folded session in memory; the log in SQLite is always the truth. */
const CACHED_GAMES = 8;

/**
 * A game's snapshot is renewed once this many commands were logged after it, so opening folds at
 * most about this many (a few milliseconds) however long the game is.
 */
export const SNAPSHOT_EVERY = 250;
/** Snapshots are written when the table has been quiet this long, never on the path of a tap. */
export const SNAPSHOT_WHEN_QUIET_MS = 1500;
/** Issue 39: how many times a snapshot that could not be written is tried again (each wait twice the last) before it waits for the next command. */
export const SNAPSHOT_RETRIES = 4;

/** Logs up to this many commands are imported on the host's thread (tens of milliseconds); longer ones in a worker. */
const IMPORTED_HERE_UP_TO = 1000;

/** Uploads of a log in parts kept at once, and how long an unfinished one is kept. */
const MAX_UPLOADS = 2;
const UPLOAD_KEPT_MS = 10 * 60 * 1000;

const describeType = (command: unknown) =>
  typeof command === 'object' && command !== null && typeof (command as { type?: unknown }).type === 'string' ? (command as { type: string }).type : 'unknown';

/** The log's unique index on (game, command id) refused an entry: that command was logged before. */
const isCommandIdTaken = (error: unknown) => error instanceof Error && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';

const notFound = (id: string) => fail('not_found', `No game with id ${id}: it may have been deleted in another window.`);

/** The setup command carries the seed of the game's random source, so its log replays exactly. */
function withSeed(command: Record<string, unknown>, clock: Clock): Record<string, unknown> {
  if (command.type !== 'setup' || command.seed !== undefined) return command;
  return { ...command, seed: clock.newSeed?.() ?? randomInt(0, 2 ** 31 - 1) };
}

/**
 * Issue 36 · a clock command carries the instant it happened, and it is the host's: whatever the page
 * sent (its own guess, for showing the tap at once) is replaced by the host's clock, so the log folds to
 * the same time left on every view and after every restart.
 */
function withInstant(command: Record<string, unknown>, clock: Clock): Record<string, unknown> {
  return command.type === 'clock' ? { ...command, at: clock.now() } : command;
}

/** JSON with every object's keys in order: two payloads that say the same thing read the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

/** The logged command is the one sent again: the same payload, a setup's seed aside when the host chose it. */
function sameCommand(logged: unknown, sent: Record<string, unknown>): boolean {
  if (typeof logged !== 'object' || logged === null) return false;
  const stored = { ...(logged as Record<string, unknown>) };
  if (sent.type === 'setup' && sent.seed === undefined) delete stored.seed;
  // A clock command's instant is the host's, stamped when it was first applied: a resend is the same tap.
  if (sent.type === 'clock') {
    delete stored.at;
    const { at: _sentAt, ...rest } = sent;
    return canonical(stored) === canonical(rest);
  }
  return canonical(stored) === canonical(sent);
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
  appVersion = 'unversioned',
  logFailure: (message: string, error?: unknown) => void = () => {},
): Pick<
  Handlers,
  | 'game.view'
  | 'game.command'
  | 'game.setupFromCards'
  | 'game.undo'
  | 'game.redo'
  | 'game.saveDraft'
  | 'game.history'
  | 'game.export'
  | 'game.importPart'
  | 'game.import'
> {
  const cache = new Map<string, LoadedGame>();
  // Only this host writes here (the data folder is locked), so a game still marked importing was
  // left by a crash mid-import: it never was the player's, and goes.
  discardUnfinishedImports(db);
  const uploads = new Map<string, { parts: string[]; chars: number; touched: number }>();

  /**
   * While a slice of a log import runs on the worker's connection, this host's game writes
   * wait for it here (answering everything else meanwhile) instead of blocking its thread on the lock.
   */
  let importSaving: { done: Promise<void>; release: () => void } | null = null;
  const holdWrites = () => {
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    importSaving = { done, release };
  };
  const releaseWrites = () => {
    importSaving?.release();
    importSaving = null;
  };
  const whenWritable = <T>(write: () => T): T | Promise<T> => (importSaving ? importSaving.done.then(write) : write());
  const engineVersion = snapshotEngineVersion(appVersion);
  const snapshotTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Games whose stored snapshot was found wrong: it is replaced at the next quiet moment, however short the game. */
  const untrustedSnapshots = new Set<string>();
  /** Games found with a damaged snapshot part: opened from their log until a new snapshot replaces it. */
  const ignoredSnapshots = new Set<string>();

  /** Renews the game's snapshot once the table is quiet, if enough was played since the last one. */
  const snapshotWhenQuiet = (gameId: string, failures = 0) => {
    // A command on a game already waiting restarts its wait: one timer re-armed, not a new one per command.
    const waiting = snapshotTimers.get(gameId);
    if (waiting) {
      waiting.refresh();
      return;
    }
    // Issue 39: a write that failed (a full disk, another program holding the database) waits longer each time, then gives up until the next command.
    const timer = setTimeout(() => {
      snapshotTimers.delete(gameId);
      const loaded = cache.get(gameId);
      if (!db.open || !loaded) return;
      try {
        if (!untrustedSnapshots.has(gameId) && loaded.seq - (snapshotSeq(db, gameId) ?? 0) < SNAPSHOT_EVERY) return;
        if (importSaving) return snapshotWhenQuiet(gameId, failures);
        writeSnapshot(db, gameId, snapshotOf(loaded.session, loaded.seq, engineVersion), clock.now());
        untrustedSnapshots.delete(gameId);
        ignoredSnapshots.delete(gameId);
      } catch (error) {
        if (error instanceof DamagedSnapshotPart) {
          rebuildFromLog(gameId, error);
          return;
        }
        // A snapshot is only a cache: the log holds every acknowledged command, so a failed one costs nothing but time at the next load.
        logFailure(`The snapshot of game ${gameId} was not written (${failures + 1} time${failures ? 's' : ''}); the log keeps every command`, error);
        if (failures + 1 < SNAPSHOT_RETRIES) snapshotWhenQuiet(gameId, failures + 1);
      }
    }, SNAPSHOT_WHEN_QUIET_MS * 2 ** failures);
    // A pending snapshot is only a cache: it never keeps the process alive.
    timer.unref();
    snapshotTimers.set(gameId, timer);
  };

  /**
   * The game's session: from its snapshot when one can be trusted (then only the commands after it
   * are folded), else by folding the whole log; the log is the truth either way.
   */
  const foldLog = (game: GameSummary): IpcResult<{ session: Session; seq: number }> => {
    const logLength = lastSeq(db, game.id);
    const snapshot = ignoredSnapshots.has(game.id) ? null : readSnapshot(db, game.id);
    const fromSnapshot = snapshot
      ? sessionFromSnapshot(snapshot, {
          system: game.system,
          engineVersion,
          logLength,
          commandAt: (seq) => readEntry(db, game.id, seq)?.command,
        })
      : null;
    let session = fromSnapshot?.ok ? fromSnapshot.session : emptySession(game.system);
    const after = fromSnapshot?.ok && snapshot ? snapshot.seq : 0;
    const commands = readCommands(db, game.id, after);
    for (const [index, command] of commands.entries()) {
      const stepped = stepSession(session, command);
      if (!stepped.ok) {
        return fail('log_unreadable', `The stored log of "${game.name}" no longer replays: entry ${after + index + 1} (${describeType(command)}) was refused: ${stepped.error.message}`);
      }
      session = stepped.value.session;
    }
    const seq = after + commands.length;
    if (fromSnapshot && !fromSnapshot.ok) untrustedSnapshots.add(game.id);
    if (seq - after >= SNAPSHOT_EVERY || untrustedSnapshots.has(game.id)) snapshotWhenQuiet(game.id);
    return ok({ session, seq });
  };

  const remember = (loaded: LoadedGame) => {
    cache.delete(loaded.game.id);
    cache.set(loaded.game.id, loaded);
    while (cache.size > CACHED_GAMES) cache.delete(cache.keys().next().value as string);
  };

  // A game deleted or renamed (in any window: they all go through this host) leaves the cache, so a
  // game found there is still the player's and a command needs no read of the games table first.
  hub.subscribe((event) => {
    if (event.event === 'games.changed' && (event.payload.reason === 'deleted' || event.payload.reason === 'renamed')) cache.delete(event.payload.id);
  });

  /** Issue 39: the game opened from a snapshot with a damaged later part: the snapshot goes, the game is folded from its whole log (and a new snapshot written when quiet). */
  const rebuildFromLog = (gameId: string, damage: DamagedSnapshotPart): IpcResult<LoadedGame> => {
    logFailure(`Game ${gameId}: ${damage.message}`);
    cache.delete(gameId);
    untrustedSnapshots.add(gameId);
    try {
      deleteSnapshot(db, gameId);
    } catch (error) {
      logFailure(`Game ${gameId}: its damaged snapshot could not be removed; it is ignored`, error);
    }
    ignoredSnapshots.add(gameId);
    return load(gameId);
  };

  const load = (gameId: string): IpcResult<LoadedGame> => {
    const cached = cache.get(gameId);
    if (cached) return ok(cached);
    const game = getGame(db, gameId);
    if (!game) return notFound(gameId);
    const folded = foldLog(game);
    if (!folded.ok) return folded;
    const { session, seq } = folded.value;
    const last = seq ? readEntry(db, gameId, seq) : null;
    const loaded = { game, session, seq, lastEntry: last ? historyEntry(game.system, last) : null, draft: readDraft(db, gameId) };
    remember(loaded);
    copyWhileWaiting(gameId, session.state);
    return ok(loaded);
  };

  const view = ({ game, session, seq, lastEntry, draft }: LoadedGame): GameView => {
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
      draft,
      hostNow: clock.now(),
    };
  };

  /** The dice a declareTarget draft carried (the renderer's declaration: zone, target, dice), if any. */
  const diceHandedOn = (draft: GameDraft): unknown[] | null => {
    if (draft.step !== 'declareTarget' || typeof draft.faces !== 'object' || draft.faces === null) return null;
    const dice = (draft.faces as { dice?: unknown }).dice;
    return Array.isArray(dice) && dice.length > 0 ? dice : null;
  };

  /**
   * The tray's draft follows the log: confirming the step it feeds clears it (a redo of that step
   * too), and undoing a command that carried faces puts those faces back for editing. Returns the
   * draft as it stands after the command.
   */
  const followDraft = (
    gameId: string,
    draft: GameDraft | null,
    command: Record<string, unknown>,
    session: Session,
    events: readonly GameEvent[],
    at: number,
  ): GameDraft | null => {
    const moved = commandUndoneOrRedone(session, events);
    const effective = moved?.command ?? command;
    if (moved?.undone) {
      const faces = facesCarriedBy(effective);
      if (faces === undefined) return draft;
      const restored = { step: String(effective.type), faces, at };
      writeDraft(db, gameId, restored);
      return restored;
    }
    if (!draft || draft.step !== effective.type) return draft;
    // Issue 24: an Armada declaration's dice go on to the roll it leads to, so a crash between the two keeps them.
    const handedOn = !moved ? diceHandedOn(draft) : null;
    if (handedOn) {
      const next = { step: 'rollAttackDice', faces: handedOn, at };
      writeDraft(db, gameId, next);
      return next;
    }
    clearDraft(db, gameId);
    return null;
  };

  /**
   * Other views hear of a change after the reply to the view that made it has gone out: the
   * announcement is not on the path of the tap that caused it (the renderer takes either order).
   */
  const announce = (gameId: string, seq: number) => {
    setImmediate(() => hub.emit('game.changed', { gameId, seq }));
  };

  /** A command whose id is already in the log was applied before (its reply was lost): answer, do not apply. */
  const alreadyLogged = (gameId: string, commandId: string | undefined, sent?: Record<string, unknown>): IpcResult<GameView> | null => {
    if (commandId === undefined) return null;
    const seq = seqOfCommandId(db, gameId, commandId);
    if (seq === null) return null;
    // Issue 39: the same id with another command is not a resend: refused, never silently dropped.
    if (sent && !sameCommand(readEntry(db, gameId, seq)?.command, sent)) {
      return fail('duplicate_id', 'This command’s id was already used for another command in this game, so it was not applied. Tap again (the app gives each tap a new id).');
    }
    const loaded = load(gameId);
    return loaded.ok ? ok({ ...view(loaded.value), duplicate: true }) : loaded;
  };

  /**
   * A command's entry and the draft it moves, in one transaction. Made once: better-sqlite3's
   * db.transaction builds four wrapped functions each call, which a command paid every time.
   */
  const commitEntry = db.transaction(
    (gameId: string, entry: LogRow, draft: GameDraft | null, command: Record<string, unknown>, session: Session, events: readonly GameEvent[]): GameDraft | null => {
      // The game's last-played time is this entry's (games-repo reads it from the log): no write to the games table.
      appendLogEntry(db, gameId, entry);
      return followDraft(gameId, draft, command, session, events, entry.at);
    },
  );

  /**
   * A rule changes a copy of the state, never the state itself (a refusal drops the copy). The copy is
   * made here after the reply, while the host waits for the next tap, instead of on the next
   * command's way to the disk (issue 27: about 0.04 ms of a durable command). Keyed by the state it
   * copies, so a copy of any other state is never used.
   */
  const spareCopies = new WeakMap<GameState, GameState>();
  /**
   * The same wait readies the state an undo returns to (issue 42: rebuilding it from the nearest checkpoint,
   * up to 31 commands, was the slowest tenth of durable commands). Used once, like the copy.
   */
  const readiedUndos = new WeakMap<GameState, UndoReady>();
  const copyWhileWaiting = (gameId: string, state: GameState | null) => {
    if (!state) return;
    setImmediate(() => {
      const cached = cache.get(gameId);
      if (cached?.session.state !== state) return;
      if (!spareCopies.has(state)) spareCopies.set(state, clonePlain(state));
      if (!readiedUndos.has(state)) {
        const readied = readyUndo(cached.session);
        if (readied) readiedUndos.set(state, readied);
      }
    });
  };

  /**
   * Apply, then make it durable, then acknowledge: nothing is answered before it is on disk. A
   * command whose id is already logged (a resend after a lost reply) is found by the log's unique
   * index when its entry is written, not looked up before every command (issue 27: the lookup was
   * a fifth of a command's work besides the commit); its transaction then writes nothing.
   */
  const apply = (gameId: string, rawCommand: Record<string, unknown>, commandId?: string): IpcResult<GameView> => {
    const loaded = load(gameId);
    if (!loaded.ok) return loaded;
    const command = withInstant(withSeed(rawCommand, clock), clock);
    const before = loaded.value.session.state;
    const copy = before ? spareCopies.get(before) : undefined;
    const undoReady = before ? readiedUndos.get(before) : undefined;
    // A copy is used once: after a refusal it may be half changed. The readied undo goes with it (a state
    // kept as a checkpoint would otherwise keep it too).
    if (before) {
      spareCopies.delete(before);
      readiedUndos.delete(before);
    }
    let stepped: ReturnType<typeof stepSession>;
    try {
      stepped = stepSession(loaded.value.session, command, copy, undoReady);
    } catch (error) {
      // Issue 39: an undo walked into a damaged part of the snapshot the game opened from: the log is the truth, fold it again and apply the command to that.
      if (!(error instanceof DamagedSnapshotPart)) throw error;
      const rebuilt = rebuildFromLog(gameId, error);
      return rebuilt.ok ? apply(gameId, rawCommand, commandId) : rebuilt;
    }
    if (!stepped.ok) {
      copyWhileWaiting(gameId, before);
      // A resend of a command already applied may no longer fit the game (its shield is gone): it is answered as the repeat it is.
      return alreadyLogged(gameId, commandId, rawCommand) ?? fail(stepped.error.code, stepped.error.message);
    }
    const seq = loaded.value.seq + 1;
    const at = clock.now();
    const entry: LogRow = { seq, command, events: stepped.value.events, at, commandId: commandId ?? null };
    let draft: GameDraft | null;
    try {
      draft = commitEntry(gameId, entry, loaded.value.draft, command, stepped.value.session, stepped.value.events);
    } catch (error) {
      copyWhileWaiting(gameId, before);
      const repeated = isCommandIdTaken(error) ? alreadyLogged(gameId, commandId, rawCommand) : null;
      if (repeated) return repeated;
      throw error;
    }
    const game = { ...loaded.value.game, lastPlayedAt: at };
    const next = { game, session: stepped.value.session, seq, lastEntry: historyEntry(game.system, entry), draft };
    remember(next);
    announce(gameId, seq);
    snapshotWhenQuiet(gameId);
    copyWhileWaiting(gameId, next.session.state);
    return ok(view(next));
  };

  return {
    'game.view': ({ gameId }) => {
      const loaded = load(gameId);
      return loaded.ok ? ok(view(loaded.value)) : loaded;
    },
    'game.command': ({ gameId, command, commandId }) => whenWritable(() => apply(gameId, command, commandId)),
    'game.setupFromCards': ({ gameId, players, commandId }) => {
      const repeated = alreadyLogged(gameId, commandId);
      if (repeated) return repeated;
      const game = getGame(db, gameId);
      if (!game) return notFound(gameId);
      const setup = setupFromCards(db, game.system, players);
      return setup.ok ? whenWritable(() => apply(gameId, setup.value, commandId)) : setup;
    },
    'game.undo': ({ gameId, commandId }) => whenWritable(() => apply(gameId, { type: 'undo' }, commandId)),
    'game.redo': ({ gameId, commandId }) => whenWritable(() => apply(gameId, { type: 'redo' }, commandId)),
    'game.saveDraft': ({ gameId, draft }) => whenWritable(() => {
      if (!getGame(db, gameId)) return notFound(gameId);
      const kept: GameDraft | null = draft ? { step: draft.step, faces: draft.faces, at: clock.now() } : null;
      if (kept) writeDraft(db, gameId, kept);
      else clearDraft(db, gameId);
      const cached = cache.get(gameId);
      if (cached) cached.draft = kept;
      return ok({ saved: true });
    }),
    'game.history': ({ gameId, before, limit }) => {
      const game = getGame(db, gameId);
      if (!game) return notFound(gameId);
      return ok(readLogPage(db, gameId, before ?? null, limit ?? HISTORY_PAGE_SIZE).map((row) => historyEntry(game.system, row)));
    },
    'game.export': ({ gameId }) => {
      const game = getGame(db, gameId);
      if (!game) return notFound(gameId);
      const commands = readCommands(db, gameId) as { type: string }[];
      return ok({ format: GAME_LOG_FORMAT, version: GAME_LOG_VERSION, system: game.system, name: game.name, exportedAt: clock.now(), commands, times: readCommandTimes(db, gameId) });
    },
    'game.importPart': ({ uploadId, index, text }) => {
      const now = clock.now();
      for (const [id, upload] of uploads) if (now - upload.touched > UPLOAD_KEPT_MS) uploads.delete(id);
      if (index === 0 && !uploads.has(uploadId)) {
        if (uploads.size >= MAX_UPLOADS) uploads.delete(uploads.keys().next().value as string);
        uploads.set(uploadId, { parts: [], chars: 0, touched: now });
      }
      const upload = uploads.get(uploadId);
      if (!upload) return fail('upload_unknown', 'Sidetable no longer has the start of this file (it may have restarted meanwhile): import the file again.');
      upload.touched = now;
      // A part resent after its reply was lost is answered again, not added twice.
      if (index === upload.parts.length - 1 && upload.parts[index] === text) return ok({ received: upload.parts.length });
      if (index !== upload.parts.length) {
        return fail('upload_out_of_order', `Part ${index + 1} of the file arrived where part ${upload.parts.length + 1} was expected: import the file again.`);
      }
      const kept = [...uploads.values()].reduce((sum, each) => sum + each.chars, 0);
      if (kept + text.length > MAX_LOG_UPLOAD_CHARS) {
        uploads.delete(uploadId);
        return fail('too_large', `This file is larger than any game log Sidetable takes (${Math.round(MAX_LOG_UPLOAD_CHARS / (1024 * 1024))} million characters): nothing was imported.`);
      }
      upload.parts.push(text);
      upload.chars += text.length;
      return ok({ received: upload.parts.length });
    },
    'game.import': async ({ log, uploadId }) => {
      const upload = uploadId === undefined ? undefined : uploads.get(uploadId);
      if (uploadId !== undefined) uploads.delete(uploadId);
      const source = log ? { log } : upload ? { parts: upload.parts } : null;
      if (!source) return fail('upload_unknown', 'Sidetable does not have the parts of this file (it may have restarted meanwhile): import the file again.');
      const job: LogImportJob = { source, gameId: clock.newId(), at: clock.now(), engineVersion, snapshotFrom: SNAPSHOT_EVERY };
      const importId = uploadId ?? job.gameId;
      const report: ProgressReport = (stage, done, total) => hub.emit('game.importProgress', { importId, stage, done, total });
      try {
        // A log of a game's usual length is replayed here, in a few milliseconds: a worker's start would cost more.
        const small = 'log' in source ? source.log : upload && upload.chars <= LOG_PART_CHARS ? readLogFile(source) : null;
        if (small && small.commands.length <= IMPORTED_HERE_UP_TO) {
          const stored = logToStore(job, replayLog(small, report));
          const game = await whenWritable(() => storeLog(db, stored, job.at));
          hub.emit('games.changed', { reason: 'imported', id: game.id });
          return ok(game);
        }
        const game = await runLogImport(
          { job, databaseFile: db.name, schemaVersion: Number(db.pragma('user_version', { simple: true })) },
          report,
          { beforeSave: holdWrites, afterSave: releaseWrites },
        );
        hub.emit('games.changed', { reason: 'imported', id: game.id });
        return ok(game);
      } catch (error) {
        // A long import stopped between slices leaves a hidden game: it goes, nothing was imported.
        try {
          await whenWritable(() => discardUnfinishedImports(db, job.gameId));
        } catch (cleanup) {
          // Issue 39: on a full disk the hidden game may stay: the next start discards it, and the player hears why the import failed.
          logFailure(`The unfinished import ${job.gameId} is discarded at the next start`, cleanup);
        }
        if (error instanceof LogRefused) return fail('invalid_log', error.message);
        throw error;
      }
    },
  };
}
