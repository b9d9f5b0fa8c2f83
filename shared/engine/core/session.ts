import type { EngineEvent, GameModule, GameSystem } from './game-module';
import { push, toArray, type PersistentList } from './persistent-list';
import { clonePlain } from './plain-clone';
import { ok, refuse, type Result, type RuleError } from './result';

/**
 * How often the undo stack keeps a full state. Undo rebuilds the previous state from the nearest
 * checkpoint, so it re-applies at most CHECKPOINT_INTERVAL - 1 commands however long the game is.
 */
export const CHECKPOINT_INTERVAL = 32;

/** Undo and redo belong to the session, not to a game: every game has them. */
export type SessionEvent =
  | { type: 'undone'; commandType: string; description: string }
  | { type: 'redone'; commandType: string; description: string };

interface DoneCommand<State, Command, Event> {
  readonly command: Command;
  readonly events: readonly Event[];
  /** The state after this command, kept on every CHECKPOINT_INTERVAL-th entry; a cache, the log is the truth. */
  readonly checkpoint: State | null;
}

/**
 * A game's log and where it stands. Immutable: every step returns a new session sharing the old
 * one's lists. `log` holds every accepted command as validated (undo and redo included), oldest
 * last; `done` is what undo can take back; `undone` is what redo can bring back.
 */
export interface CoreSession<State, Command, Event> {
  readonly system: GameSystem;
  readonly log: PersistentList<Command | { type: 'undo' } | { type: 'redo' }> | null;
  readonly base: State | null;
  readonly done: PersistentList<DoneCommand<State, Command, Event>> | null;
  readonly undone: PersistentList<DoneCommand<State, Command, Event>> | null;
  readonly state: State | null;
}

export function emptyCoreSession<S, C, E>(system: GameSystem): CoreSession<S, C, E> {
  return { system, log: null, base: null, done: null, undone: null, state: null };
}

type Step<S, C, E> = Result<{ session: CoreSession<S, C, E>; events: (E | SessionEvent)[] }>;

function isSessionCommand(input: unknown, type: 'undo' | 'redo'): boolean {
  return typeof input === 'object' && input !== null && (input as { type?: unknown }).type === type;
}

function onlyType(input: object, type: string): Result<true> {
  const extra = Object.keys(input).filter((key) => key !== 'type');
  return extra.length === 0 ? ok(true) : refuse('invalid_command', `${type}: has unknown field${extra.length > 1 ? 's' : ''} ${extra.join(', ')}.`);
}

/**
 * A step's new state is never changed after it is made (the next rule changes a copy of it), so its
 * checkpoint is the state itself, not a copy: copying it put a whole state's copy on every 32nd command's
 * way to the disk (issue 42: the durable command's p99). Only the fold, which changes its own state in
 * place, copies what it keeps.
 */
function withCheckpoint<S, C, E>(command: C, events: readonly E[], state: S, size: number): DoneCommand<S, C, E> {
  return { command, events, checkpoint: size % CHECKPOINT_INTERVAL === 0 ? state : null };
}

/** The state before the newest done command: the nearest checkpoint, then the commands after it. */
function rebuildState<S, C extends { type: string }, E extends EngineEvent, O>(
  game: GameModule<S, C, E, O>,
  base: S,
  done: PersistentList<DoneCommand<S, C, E>> | null,
): Result<S> {
  const pending: C[] = [];
  let node = done;
  let state = base;
  while (node) {
    if (node.head.checkpoint !== null) {
      state = node.head.checkpoint;
      break;
    }
    pending.push(node.head.command);
    node = node.tail;
  }
  // The checkpoint is copied once and the commands after it change that copy in place (the module's
  // applyTo), not copied once each: undo re-applies up to CHECKPOINT_INTERVAL - 1 commands.
  const applyTo = game.applyTo;
  if (applyTo && pending.length > 0) state = clonePlain(state);
  for (let i = pending.length - 1; i >= 0; i--) {
    const applied = applyTo ? applyTo(state, pending[i] as C) : game.apply(state, pending[i] as C);
    if (!applied.ok) return refuse('log_inconsistent', `The game log could not be rebuilt: ${applied.error.message}`);
    state = applied.value.state;
  }
  return ok(state);
}

function describeDone<S, C extends { type: string }, E extends EngineEvent, O>(game: GameModule<S, C, E, O>, entry: DoneCommand<S, C, E>): string {
  const first = entry.events[0];
  return first ? game.describeEvent(first) : commandInWords(entry.command.type);
}

/** A command that left no event is named by its type in words: "endActivation" → "End activation." */
function commandInWords(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/**
 * The state an undo of the newest command returns to, made ahead of the tap (a host makes it while it waits
 * for the next one), so the undo itself takes no rebuild. It belongs to the one undo stack it was made from:
 * any other session ignores it.
 */
export interface ReadiedUndo<S> {
  readonly done: object;
  readonly state: S;
}

export function readyUndo<S, C extends { type: string }, E extends EngineEvent, O>(game: GameModule<S, C, E, O>, session: CoreSession<S, C, E>): ReadiedUndo<S> | null {
  const last = session.done;
  if (!last || session.base === null) return null;
  const rebuilt = rebuildState(game, session.base, last.tail);
  return rebuilt.ok ? { done: last, state: rebuilt.value } : null;
}

function undo<S, C extends { type: string }, E extends EngineEvent, O>(
  game: GameModule<S, C, E, O>,
  session: CoreSession<S, C, E>,
  readied?: ReadiedUndo<S>,
): Step<S, C, E> {
  const last = session.done;
  if (!last || session.base === null) return refuse('nothing_to_undo', 'There is nothing to undo: no command has been played since the game was set up.');
  // A state rebuilt is never changed afterwards (the next rule changes a copy), so one made ahead serves as well.
  const rebuilt = readied !== undefined && readied.done === last ? ok(readied.state) : rebuildState(game, session.base, last.tail);
  if (!rebuilt.ok) return rebuilt;
  const event: SessionEvent = { type: 'undone', commandType: last.head.command.type, description: describeDone(game, last.head) };
  return ok({
    session: { ...session, log: push(session.log, { type: 'undo' }), done: last.tail, undone: push(session.undone, last.head), state: rebuilt.value },
    events: [event],
  });
}

function redo<S, C extends { type: string }, E extends EngineEvent, O>(game: GameModule<S, C, E, O>, session: CoreSession<S, C, E>): Step<S, C, E> {
  const next = session.undone;
  if (!next || session.state === null) return refuse('nothing_to_redo', 'There is nothing to redo: no command has been undone since the last new command.');
  // The random source lives in the state, so re-applying the command reproduces it exactly.
  const applied = game.apply(session.state, next.head.command);
  if (!applied.ok) return refuse('log_inconsistent', `The undone command could not be replayed: ${applied.error.message}`);
  const size = (session.done?.size ?? 0) + 1;
  const entry = withCheckpoint(next.head.command, applied.value.events, applied.value.state, size);
  const event: SessionEvent = { type: 'redone', commandType: next.head.command.type, description: describeDone(game, entry) };
  return ok({
    session: { ...session, log: push(session.log, { type: 'redo' }), done: push(session.done, entry), undone: next.tail, state: applied.value.state },
    events: [event, ...applied.value.events],
  });
}

/**
 * One command: undo, redo, setup (first only) or a game command. Refusals change nothing.
 * `copy`, when given, is a deep copy of the session's state that the caller made beforehand and
 * gives away (the host makes it while waiting for the next tap): a game command is applied to it in
 * place instead of to a copy made now. After a refusal the copy may be half changed: it is dropped.
 * `readied`, when given, is the state an undo returns to, made beforehand (readyUndo).
 */
export function stepCoreSession<S, C extends { type: string }, E extends EngineEvent, O>(
  game: GameModule<S, C, E, O>,
  session: CoreSession<S, C, E>,
  input: unknown,
  parse: (input: unknown) => Result<C>,
  copy?: S,
  readied?: ReadiedUndo<S>,
): Step<S, C, E> {
  if (isSessionCommand(input, 'undo') || isSessionCommand(input, 'redo')) {
    const type = isSessionCommand(input, 'undo') ? 'undo' : 'redo';
    const shape = onlyType(input as object, type);
    if (!shape.ok) return shape;
    return type === 'undo' ? undo(game, session, readied) : redo(game, session);
  }
  const parsed = parse(input);
  if (!parsed.ok) return parsed;
  const command = parsed.value;
  if (session.state === null) {
    if (command.type !== 'setup') return refuse('not_set_up', `The game has not been set up yet: the first command must be setup, not ${command.type}.`);
    const setup = game.setup(command);
    if (!setup.ok) return setup;
    return ok({
      session: { ...session, log: push(session.log, command), base: setup.value.state, state: setup.value.state },
      events: setup.value.events,
    });
  }
  if (command.type === 'setup') return refuse('already_set_up', 'The game is already set up: setup is only the first command of a game.');
  const applied = copy !== undefined && game.applyTo ? game.applyTo(copy, command) : game.apply(session.state, command);
  if (!applied.ok) return applied;
  const size = (session.done?.size ?? 0) + 1;
  return ok({
    session: {
      ...session,
      log: push(session.log, command),
      done: push(session.done, withCheckpoint(command, applied.value.events, applied.value.state, size)),
      // A new command after undo starts a new branch: what was undone can no longer be redone.
      undone: null,
      state: applied.value.state,
    },
    events: applied.value.events,
  });
}

/** The commands of the session, oldest first, as they were accepted. */
export function sessionCommands<S, C, E>(session: CoreSession<S, C, E>): (C | { type: 'undo' } | { type: 'redo' })[] {
  return toArray(session.log);
}

/**
 * A whole log folded from an empty session, as one command after another would (the same session,
 * state, checkpoints and events), but without copying the state once a command: between checkpoints
 * the state belongs to the fold alone, so the module changes it in place and the fold copies it only
 * where a checkpoint keeps it. Undo, redo and setup go the ordinary way, and the state they leave is
 * copied once before it is changed again. A refused command stops the fold with its index.
 */
export function foldCoreSession<S, C extends { type: string }, E extends EngineEvent, O>(
  game: GameModule<S, C, E, O>,
  system: GameSystem,
  commands: readonly unknown[],
  parse: (input: unknown) => Result<C>,
): Result<CoreSession<S, C, E>, RuleError & { index: number }> {
  let session = emptyCoreSession<S, C, E>(system);
  // True while session.state is this fold's own copy: no checkpoint, base, event or earlier session holds it.
  let owned = false;
  for (let index = 0; index < commands.length; index++) {
    const input = commands[index];
    const applyTo = game.applyTo;
    if (applyTo && session.state !== null && !isSessionCommand(input, 'undo') && !isSessionCommand(input, 'redo')) {
      const parsed = parse(input);
      if (!parsed.ok) return { ok: false, error: { ...parsed.error, index } };
      const command = parsed.value;
      if (command.type === 'setup') return { ok: false, error: { code: 'already_set_up', message: 'The game is already set up: setup is only the first command of a game.', index } };
      const draft = owned ? session.state : clonePlain(session.state);
      const applied = applyTo(draft, command);
      if (!applied.ok) return { ok: false, error: { ...applied.error, index } };
      const state = applied.value.state;
      const size = (session.done?.size ?? 0) + 1;
      // Events may point into the state, which goes on changing: they keep a copy of what they said.
      const entry: DoneCommand<S, C, E> = { command, events: clonePlain(applied.value.events), checkpoint: size % CHECKPOINT_INTERVAL === 0 ? clonePlain(state) : null };
      session = { ...session, log: push(session.log, command), done: push(session.done, entry), undone: null, state };
      owned = true;
      continue;
    }
    const stepped = stepCoreSession(game, session, input, parse);
    if (!stepped.ok) return { ok: false, error: { ...stepped.error, index } };
    session = stepped.value.session;
    owned = false;
  }
  return ok(session);
}

/**
 * A game's commands played once from its setup, for reading its past (its story) rather than for
 * playing on: no undo stack, no checkpoints, no copy of the state or of the events. `visit.before`
 * sees the state just before each command after the setup, `visit.after` the state after it and the
 * events it made (the state changes in place: read it, do not keep it). `commands` holds no undo or
 * redo: the commands in effect, in order.
 */
export function walkCommands<S, C extends { type: string }, E extends EngineEvent, O>(
  game: GameModule<S, C, E, O>,
  commands: readonly unknown[],
  parse: (input: unknown) => Result<C>,
  visit: { before?: (state: S, command: C) => void; after?: (state: S, command: C, events: readonly E[]) => void },
): Result<S | null, RuleError & { index: number }> {
  let state: S | null = null;
  for (let index = 0; index < commands.length; index++) {
    const parsed = parse(commands[index]);
    if (!parsed.ok) return { ok: false, error: { ...parsed.error, index } };
    const command = parsed.value;
    if (state === null) {
      if (command.type !== 'setup') return { ok: false, error: { code: 'not_set_up', message: `The game has not been set up yet: the first command must be setup, not ${command.type}.`, index } };
      const setup = game.setup(command);
      if (!setup.ok) return { ok: false, error: { ...setup.error, index } };
      state = setup.value.state;
      continue;
    }
    visit.before?.(state, command);
    const applied: Result<{ state: S; events: E[] }> = game.applyTo ? game.applyTo(state, command) : game.apply(state, command);
    if (!applied.ok) return { ok: false, error: { ...applied.error, index } };
    state = applied.value.state;
    visit.after?.(state, command, applied.value.events);
  }
  return ok(state);
}
