import { unitName } from '../units/unit-name';
import { nextPhase as followingPhase } from '../../../core/phases';
import { ok, refuse, type Result } from '../../../core/result';
import { readiedTokenState } from '../../../core/token-state';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Phase, Unit } from '../model/state';
import { allUnits } from '../units/units';
import { pendingEffectsOf } from '../damage/damage-card-effects';
import { hasFaceupDamage } from '../units/units';
import { endGame, fleetDefeatedEndsAtPhaseChange } from './game-end';
import { endDeployment, whyDeploymentWaits } from './deployment';
import { startTurn } from './turn-order';

export const armadaPhases: readonly Phase[] = ['command', 'ship', 'squadron', 'status'];

/** Status phase: every exhausted defense token is readied; discarded tokens stay gone; Compartment Fire stops a ship's. Returns how many. */
export function readyExhaustedTokens(units: readonly Unit[]): number {
  let readied = 0;
  for (const unit of units) {
    if (unit.destroyed) continue;
    if (unit.kind === 'ship' && hasFaceupDamage(unit, 'Compartment Fire')) continue;
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
  const waiting = pendingEffectsOf(state)[0];
  if (waiting) {
    const ship = state.ships.find((candidate) => candidate.id === waiting.ship);
    const card = ship?.damageCards.find((candidate) => candidate.id === waiting.card);
    return `${card?.name ?? 'A damage card'} on ${ship?.name ?? 'a ship'} waits for an answer: answer it before the phase ends.`;
  }
  return null;
}

/** In a game played in full, the units that have not activated this phase (the table asks before ending it). */
// The names players read (with the ID token's number), so two X-wing Squadrons are told apart.
export function unitsWaiting(state: ArmadaState): string[] {
  if (!state.firstPlayer) return [];
  if (state.phase === 'ship') return state.ships.filter((ship) => !ship.activated && !ship.destroyed).map((ship) => unitName(ship));
  if (state.phase === 'squadron') return state.squadrons.filter((squadron) => !squadron.activated && !squadron.destroyed).map((squadron) => unitName(squadron));
  return [];
}

export function advancePhase(draft: ArmadaState, confirm = false): Result<ArmadaEvent[]> {
  const blocked = whyPhaseCannotEnd(draft);
  if (blocked) return refuse('phase_busy', blocked);
  const deploying = draft.phase === 'command' ? whyDeploymentWaits(draft) : null;
  if (deploying) return refuse('deployment_waits', deploying);
  const waiting = unitsWaiting(draft);
  if (waiting.length > 0 && !confirm) {
    return refuse('units_waiting', `${waiting.length === 1 ? `${waiting[0]} has` : `${waiting.length} units have`} not activated this phase (${waiting.join(', ')}). End the phase anyway?`);
  }
  const from = draft.phase;
  draft.counterWindow = null;
  const next = followingPhase(armadaPhases, { round: draft.round, phase: draft.phase });
  let readiedDefenseTokens = 0;
  if (next.phase === 'status') readiedDefenseTokens = readyExhaustedTokens(allUnits(draft));
  const newRound = next.round !== draft.round;
  const events: ArmadaEvent[] = [];
  // RRG · End of the game: after the last round's status phase, or once a fleet has no ships left (see game-end.ts for when).
  const fleetDefeated = fleetDefeatedEndsAtPhaseChange(draft, newRound);
  if (draft.firstPlayer && (fleetDefeated || (newRound && draft.round >= (draft.roundLimit ?? 6)))) {
    events.push(endGame(draft, fleetDefeated ? 'noShips' : 'roundLimit'));
    return ok(events);
  }
  // Issue 36 · time was called this round: it is finished, and the game ends after its status phase.
  if (draft.firstPlayer && newRound && draft.timeCalledInRound !== undefined) {
    events.push(endGame(draft, 'timeCalled'));
    return ok(events);
  }
  if (from === 'command' && next.phase === 'ship') endDeployment(draft);
  if (newRound && draft.destroyedThisRound) draft.destroyedThisRound = [];
  if (newRound) {
    for (const unit of allUnits(draft)) unit.activated = false;
    for (const ship of draft.ships) ship.dialDiscarded = false;
  }
  draft.round = next.round;
  draft.phase = next.phase;
  startTurn(draft);
  return ok([{ type: 'phaseChanged', round: draft.round, from, to: next.phase, readiedDefenseTokens, newRound }, ...events]);
}
