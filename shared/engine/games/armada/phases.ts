import { nextPhase as followingPhase } from '../../core/phases';
import { ok, refuse, type Result } from '../../core/result';
import { readiedTokenState } from '../../core/token-state';
import type { ArmadaEvent } from './events';
import type { ArmadaState, Phase, Unit } from './state';
import { allUnits } from './units';

export const armadaPhases: readonly Phase[] = ['command', 'ship', 'squadron', 'status'];

/** Status phase: every exhausted defense token is readied; discarded tokens stay gone. Returns how many. */
export function readyExhaustedTokens(units: readonly Unit[]): number {
  let readied = 0;
  for (const unit of units) {
    if (unit.destroyed) continue;
    for (const token of unit.defenseTokens) {
      if (token.state === 'exhausted') {
        token.state = readiedTokenState(token.state);
        readied++;
      }
    }
  }
  return readied;
}

export function whyPhaseCannotEnd(state: ArmadaState): string | null {
  if (state.attacks.length > 0) return 'An attack is being resolved: finish it before the phase ends.';
  if (state.activation.ship || state.activation.squadron) return 'A unit is still activated: end its activation before the phase ends.';
  return null;
}

export function advancePhase(draft: ArmadaState): Result<ArmadaEvent[]> {
  const blocked = whyPhaseCannotEnd(draft);
  if (blocked) return refuse('phase_busy', blocked);
  const from = draft.phase;
  const next = followingPhase(armadaPhases, { round: draft.round, phase: draft.phase });
  let readiedDefenseTokens = 0;
  if (next.phase === 'status') readiedDefenseTokens = readyExhaustedTokens(allUnits(draft));
  const newRound = next.round !== draft.round;
  if (newRound) for (const unit of allUnits(draft)) unit.activated = false;
  draft.round = next.round;
  draft.phase = next.phase;
  return ok([{ type: 'phaseChanged', round: draft.round, from, to: next.phase, readiedDefenseTokens, newRound }]);
}
