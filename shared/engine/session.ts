import { parseCommand } from './core/command-validation';
import type { EngineEvent, GameModule, GameSystem } from './core/game-module';
import { ok, refuse, type Result } from './core/result';
import { emptyCoreSession, foldCoreSession, readyUndo as readyCoreUndo, sessionCommands, stepCoreSession, walkCommands, type CoreSession, type ReadiedUndo, type SessionEvent } from './core/session';
import { tidyPossessives } from './words';
import { armada, type ArmadaCommand, type ArmadaEvent, type ArmadaOptions, type ArmadaState } from './games/armada';
import { defense, type DefenseCommand, type DefenseEvent, type DefenseOptions, type DefenseState } from './games/defense';
import { xwing, type XwingCommand, type XwingEvent, type XwingOptions, type XwingState } from './games/xwing';

/*
 * The game systems with a rules module. Adding a game: import its module, add its types to the
 * four unions below and its module to `modules`. Nothing else in the engine, host or IPC changes.
 */
export type GameState = ArmadaState | DefenseState | XwingState;
export type GameCommand = ArmadaCommand | DefenseCommand | XwingCommand;
export type ModuleEvent = ArmadaEvent | DefenseEvent | XwingEvent;
export type GameOptions = ArmadaOptions | DefenseOptions | XwingOptions;

export type GameEvent = ModuleEvent | SessionEvent;

type AnyGameModule = GameModule<GameState, GameCommand, ModuleEvent, GameOptions>;

const modules: Partial<Record<GameSystem, AnyGameModule>> = {
  armada: armada as AnyGameModule,
  defense: defense as AnyGameModule,
  xwing: xwing as AnyGameModule,
};

/** A game's log and current position; immutable, each step returns a new one. */
export type Session = CoreSession<GameState, GameCommand, ModuleEvent>;

export interface SessionView {
  system: GameSystem;
  /** False until the setup command (the roster) has been accepted. */
  started: boolean;
  /** Null until the setup command has been accepted. */
  state: GameState | null;
  options: GameOptions | null;
  canUndo: boolean;
  canRedo: boolean;
  round?: number;
}

function moduleFor(system: GameSystem): AnyGameModule | null {
  return modules[system] ?? null;
}

/** The systems that can be played now. */
export function playableSystems(): GameSystem[] {
  return (Object.keys(modules) as GameSystem[]).filter((system) => modules[system] !== undefined);
}

export function emptySession(system: GameSystem): Session {
  return emptyCoreSession(system);
}

/** The state an undo of the session's newest command returns to, made ahead of the tap; null if nothing can be undone. */
export type UndoReady = ReadiedUndo<GameState>;
export function readyUndo(session: Session): UndoReady | null {
  const game = moduleFor(session.system);
  return game ? readyCoreUndo(game, session) : null;
}

/**
 * `copy`: a deep copy of `session.state` the caller gives away, applied to in place; `undo`: readyUndo's
 * answer for this session, used if the command is an undo (see stepCoreSession).
 */
export function stepSession(session: Session, command: unknown, copy?: GameState, undo?: UndoReady): Result<{ session: Session; events: GameEvent[] }> {
  const game = moduleFor(session.system);
  if (!game) return refuse('system_not_available', `Sidetable does not have the rules for ${session.system} yet.`);
  return stepCoreSession(game, session, command, (input) => parseCommand(game.commandSchema, game.commandTypes, input), copy, undo);
}

/** Folds a command log from an empty session: how a stored or imported game is loaded. */
export function replay(system: GameSystem, commands: readonly unknown[]): Result<Session> {
  const game = moduleFor(system);
  if (!game) {
    if (commands.length === 0) return ok(emptySession(system));
    return refuse('system_not_available', `Command 0 (${commandType(commands[0])}) was refused: Sidetable does not have the rules for ${system} yet.`);
  }
  const folded = foldCoreSession(game, system, commands, (input) => parseCommand(game.commandSchema, game.commandTypes, input));
  if (folded.ok) return folded;
  const { code, message, index } = folded.error;
  return refuse(code, `Command ${index} (${commandType(commands[index])}) was refused: ${message}`);
}

function commandType(command: unknown): string {
  return typeof command === 'object' && command !== null && typeof (command as { type?: unknown }).type === 'string' ? (command as { type: string }).type : 'unknown';
}

export function viewSession(session: Session): SessionView {
  const game = moduleFor(session.system);
  const state = session.state;
  const view: SessionView = {
    system: session.system,
    started: state !== null,
    state,
    options: state && game ? game.options(state) : null,
    canUndo: session.done !== null,
    canRedo: session.undone !== null,
  };
  if (state && game) view.round = game.round(state);
  return view;
}

/** Every accepted command, oldest first (undo and redo included): what the host stores and exports. */
export function sessionLog(session: Session): unknown[] {
  return sessionCommands(session);
}

/** One event as a sentence for the history panel, in the words of the game it belongs to. */
export function describeEvent(system: GameSystem, event: GameEvent): string {
  // Issue 37 · a name ending in s takes ’ only, whichever sentence builds its possessive.
  return tidyPossessives(describeEventWords(system, event));
}

/**
 * Issue 37 · commands whose first event does not say what the player did, named as the table's
 * control names them: an undone Apply damage once read "Undone: Brace spent".
 */
const commandNames: Readonly<Record<string, string>> = { resolveDamage: 'Apply damage' };

function describeEventWords(system: GameSystem, event: GameEvent): string {
  if (event.type === 'undone' || event.type === 'redone') {
    const { commandType, description } = event as SessionEvent;
    const named = commandNames[commandType];
    return `${event.type === 'undone' ? 'Undone' : 'Redone'}: ${named ? `${named} — ${description}` : description}`;
  }
  const game = moduleFor(system);
  return game ? game.describeEvent(event as ModuleEvent) : describeUnknown(event);
}

function describeUnknown(event: EngineEvent): string {
  return `${event.type}.`;
}

/**
 * A game's commands in effect (setup first, no undo or redo) played once, for reading its past: the
 * story of a game. `visit.before` sees the state before each command, `visit.after` the state after
 * it, its events and the round; the state changes in place, so read it and do not keep it.
 */
export function walkLog(
  system: GameSystem,
  commands: readonly unknown[],
  visit: { before?: (state: GameState, command: GameCommand, round: number) => void; after?: (state: GameState, command: GameCommand, events: readonly ModuleEvent[]) => void },
): Result<GameState | null> {
  const game = moduleFor(system);
  if (!game) return refuse('system_not_available', `Sidetable does not have the rules for ${system} yet.`);
  const walked = walkCommands(game, commands, (input) => parseCommand(game.commandSchema, game.commandTypes, input), {
    before: (state, command) => visit.before?.(state, command, game.round(state)),
    ...(visit.after ? { after: visit.after } : {}),
  });
  if (walked.ok) return walked;
  const { code, message, index } = walked.error;
  return refuse(code, `Command ${index} (${commandType(commands[index])}) was refused: ${message}`);
}
