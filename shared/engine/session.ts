import { parseCommand } from './core/command-validation';
import type { GameSystem } from './core/game-module';
import { ok, refuse, type Result } from './core/result';
import { emptyCoreSession, sessionCommands, stepCoreSession, type CoreSession, type SessionEvent } from './core/session';
import { armada, type ArmadaCommand, type ArmadaEvent, type ArmadaOptions, type ArmadaState } from './games/armada';

/** The games with a rules module. X-Wing and the solo defense game refuse setup until theirs exist. */
export type GameState = ArmadaState;
export type GameCommand = ArmadaCommand;
export type GameEvent = ArmadaEvent | SessionEvent;
export type GameOptions = ArmadaOptions;

/** A game's log and current position; immutable, each step returns a new one. */
export type Session = CoreSession<GameState, GameCommand, ArmadaEvent>;

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

function moduleFor(system: GameSystem): typeof armada | null {
  return system === 'armada' ? armada : null;
}

export function emptySession(system: GameSystem): Session {
  return emptyCoreSession(system);
}

export function stepSession(session: Session, command: unknown): Result<{ session: Session; events: GameEvent[] }> {
  const game = moduleFor(session.system);
  if (!game) return refuse('system_not_available', `Sidetable does not have the rules for ${session.system} yet: only Star Wars: Armada games can be played.`);
  return stepCoreSession(game, session, command, (input) => parseCommand(game.commandSchema, game.commandTypes, input));
}

/** Folds a command log from an empty session: how a stored or imported game is loaded. */
export function replay(system: GameSystem, commands: readonly unknown[]): Result<Session> {
  let session = emptySession(system);
  for (const [index, command] of commands.entries()) {
    const stepped = stepSession(session, command);
    if (!stepped.ok) {
      const type = typeof command === 'object' && command !== null && typeof (command as { type?: unknown }).type === 'string' ? (command as { type: string }).type : 'unknown';
      return refuse(stepped.error.code, `Command ${index} (${type}) was refused: ${stepped.error.message}`);
    }
    session = stepped.value.session;
  }
  return ok(session);
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

export function describeEvent(event: GameEvent): string {
  if (event.type === 'undone') return `Undone: ${event.description}`;
  if (event.type === 'redone') return `Redone: ${event.description}`;
  return armada.describeEvent(event);
}
