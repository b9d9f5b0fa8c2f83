import { ok, refuse, type Result } from '../../../core/result';
import { ACTIONS_PER_DEFENSE_PHASE } from './action-restrictions';
import { defenderRef } from '../building/defenders';
import type { DefenseEvent } from '../model/events';
import type { Defender, DefenseActionName, DefenseState } from '../model/state';

/** The defense phase begins: the action tokens of the last one are cleared. */
export function openDefensePhase(draft: DefenseState): DefenseEvent {
  let actionTokensCleared = 0;
  for (const defender of draft.defenders) {
    if (defender.actionToken) actionTokensCleared++;
    defender.actionToken = false;
  }
  draft.step = 'defense';
  draft.actions = [];
  return { type: 'defensePhaseStarted', round: draft.round, actionTokensCleared };
}

/**
 * Starts the defense phase, clearing the action tokens of the last one. After a defense phase
 * has ended, the next one belongs to the next round. The turn track moves to the defense phase.
 */
export function startDefensePhase(draft: DefenseState): Result<DefenseEvent[]> {
  if (draft.step === 'defense') return refuse('phase_in_progress', `The defense phase of round ${draft.round} is already under way.`);
  if (draft.step === 'afterDefense') draft.round++;
  const index = draft.turn.phases.findIndex((phase) => phase.defense);
  if (index !== draft.turn.phase) {
    draft.turn.phase = index;
    draft.turn.done = [];
  }
  return ok([openDefensePhase(draft)]);
}

export function closeDefensePhase(draft: DefenseState, reason: 'player' | 'fourActions'): DefenseEvent {
  draft.step = 'afterDefense';
  return { type: 'defensePhaseEnded', round: draft.round, actions: draft.actions.length, reason };
}

/** The player ends the phase; it may end with fewer than four actions. */
export function endDefensePhase(draft: DefenseState): Result<DefenseEvent[]> {
  if (draft.step !== 'defense') return refuse('not_defense_phase', 'There is no defense phase under way to end.');
  return ok([closeDefensePhase(draft, 'player')]);
}

/**
 * 002: after an action the defender gets an action token, and every action but Recover flips it
 * to its exhausted side. The fourth action ends the phase.
 */
export function finishAction(draft: DefenseState, defender: Defender, action: DefenseActionName): DefenseEvent[] {
  defender.actionToken = true;
  const exhausts = action !== 'recover';
  if (exhausts) defender.side = 'exhausted';
  draft.actions.push({ defender: defender.id, action });
  const events: DefenseEvent[] = [{ type: 'actionTaken', defender: defenderRef(defender), action, exhausted: exhausts, actionNumber: draft.actions.length }];
  if (draft.actions.length >= ACTIONS_PER_DEFENSE_PHASE) events.push(closeDefensePhase(draft, 'fourActions'));
  return events;
}
