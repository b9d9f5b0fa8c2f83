export type { GameSystem } from './core/game-module';
export type { RuleError, Result } from './core/result';
export type { SessionEvent } from './core/session';
export { emptySession, stepSession, replay, viewSession, sessionLog, describeEvent } from './session';
export type { GameCommand, GameEvent, GameOptions, GameState, Session, SessionView } from './session';
