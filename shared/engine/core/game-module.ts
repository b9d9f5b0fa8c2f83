import type { z } from 'zod';
import type { Result } from './result';

/** The game systems Sidetable knows; a system without a module refuses setup. */
export type GameSystem = 'armada' | 'xwing' | 'defense';

/** Every event is plain data with a type; describeEvent turns it into a sentence for the history panel. */
export interface EngineEvent {
  type: string;
}

export interface Transition<State, Event> {
  state: State;
  events: Event[];
}

/**
 * What a game system plugs into the core. The core owns the log, undo/redo and validation order;
 * the module owns its rules. `setup` builds the first state from the game's setup command.
 */
export interface GameModule<State, Command extends { type: string }, Event extends EngineEvent, Options> {
  readonly system: GameSystem;
  readonly commandSchema: z.ZodType<Command>;
  /** Every command type the schema accepts, setup included (for precise refusals). */
  readonly commandTypes: readonly string[];
  setup(command: Command): Result<Transition<State, Event>>;
  apply(state: State, command: Command): Result<Transition<State, Event>>;
  /**
   * `apply` on a state the caller owns: the state is changed in place (even by a refusal) and returned.
   * A log's fold uses it between checkpoints, where no earlier state is kept (most of a fold's time was
   * copying the state once a command).
   */
  applyTo?(draft: State, command: Command): Result<Transition<State, Event>>;
  options(state: State): Options;
  describeEvent(event: Event): string;
  round(state: State): number;
}
