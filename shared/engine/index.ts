export type { GameSystem } from './core/game-module';
export type { RuleError, Result } from './core/result';
export type { SessionEvent } from './core/session';
export { emptySession, readyUndo, stepSession, replay, viewSession, sessionLog, describeEvent, playableSystems } from './session';
export type { GameCommand, GameEvent, GameOptions, GameState, ModuleEvent, Session, SessionView, UndoReady } from './session';
