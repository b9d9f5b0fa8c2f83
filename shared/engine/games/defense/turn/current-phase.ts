import type { DefenseState, TurnPhase } from '../model/state';

// The phase the turn track is on, apart from turn-track.ts so the enemy phase (which the track
// asks whether its attacks wait) reads it without a loop.

export function currentPhase(state: DefenseState): TurnPhase {
  const phase = state.turn.phases[state.turn.phase];
  if (!phase) throw new Error(`The turn track points past its ${state.turn.phases.length} phases`);
  return phase;
}
