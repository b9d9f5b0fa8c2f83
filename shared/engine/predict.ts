import { parseCommand } from './core/command-validation';
import type { EngineEvent, GameModule } from './core/game-module';
import { refuse, ok, type Result } from './core/result';
import { emptyCoreSession, stepCoreSession } from './core/session';

/** What a command does to the state on screen, and the choices it leaves: see predictCommand. */
export interface Prediction<State, Options> {
  state: State;
  options: Options;
}

/**
 * Commands only the host can play: setup takes its seed (and the player's cards) from the host, and
 * undo and redo need the game's log, which a view does not hold.
 */
const HOST_ONLY = new Set(['setup', 'undo', 'redo']);

/**
 * A game command applied to a state a view shows, by the very step the host applies (same
 * validation, same rules, same random source kept in the state), without the log around it. A view
 * shows the result the moment the player taps, as a game engine predicts its own inputs, and takes
 * the host's answer when it comes: the host stays the truth. `state` is not changed.
 */
export function predictCommand<S, C extends { type: string }, E extends EngineEvent, O>(
  game: GameModule<S, C, E, O>,
  state: S,
  input: unknown,
): Result<Prediction<S, O>> {
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || HOST_ONLY.has(type)) return refuse('host_only', 'Only the host can play this command.');
  const session = { ...emptyCoreSession<S, C, E>(game.system), base: state, state };
  const stepped = stepCoreSession(game, session, input, (raw) => parseCommand(game.commandSchema, game.commandTypes, raw));
  if (!stepped.ok) return stepped;
  const next = stepped.value.session.state as S;
  return ok({ state: next, options: game.options(next) });
}
