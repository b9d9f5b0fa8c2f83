import { ok, refuse, type Result } from '../../../core/result';
import type { DefenseCommandOf } from '../model/commands';
import { currentPhase } from './current-phase';
import { closeDefensePhase, openDefensePhase } from './defense-phase';
import type { DefenseEvent } from '../model/events';
import type { DefenseState, TurnPhase } from '../model/state';
import { whyEnemyAttacksWait } from './enemy-phase';
import { beginEventsPhase } from './events-phase';
import { isLastRound, judgeEnd } from './game-end';

// The turn around the defense phase: the phases the scenario lists (its title's turn), each a
// checklist the player ticks, and the counters (tracks) the player moves. Only the defense phase
// has rules of its own here (002); the other phases are the player's to play at the table, so the
// app keeps their checklist and their counters and never judges them.

export { currentPhase };

export function defensePhaseIndex(state: DefenseState): number {
  return state.turn.phases.findIndex((phase) => phase.defense);
}

/**
 * On to the next phase of the turn. Leaving the defense phase ends it if it is under way; entering
 * it starts it; after the last phase the next round begins with the first.
 */
export function nextPhase(draft: DefenseState): Result<DefenseEvent[]> {
  const waiting = whyEnemyAttacksWait(draft);
  if (waiting) return refuse('enemy_attacks_wait', waiting);
  const events: DefenseEvent[] = [];
  if (currentPhase(draft).defense && draft.step === 'defense') events.push(closeDefensePhase(draft, 'player'));
  const next = draft.turn.phase + 1;
  const newRound = next >= draft.turn.phases.length;
  if (newRound && draft.end) {
    // The round ends: its conditions are judged, and after the last round the game ends.
    const ended = judgeEnd(draft, isLastRound(draft) ? 'endOfGame' : 'endOfRound');
    if (ended.length > 0) return ok([...events, ...ended]);
  }
  draft.turn.phase = newRound ? 0 : next;
  draft.turn.done = [];
  delete draft.turn.advanced;
  delete draft.turn.attacksResolved;
  if (newRound) {
    draft.round++;
    draft.step = 'beforeDefense';
    draft.actions = [];
  }
  const phase = currentPhase(draft);
  events.push({ type: 'phaseBegun', round: draft.round, phase: phase.name, newRound });
  applyForcedMoves(draft, phase, events);
  if (phase.events) beginEventsPhase(draft, events);
  // Entering the defense phase starts it: one tap, not two. A phase already played this round
  // (the player started it by hand before) is not started twice.
  if (phase.defense && draft.step === 'beforeDefense') events.push(openDefensePhase(draft));
  return ok(events);
}

/**
 * The counters the phase moves every turn move by themselves as it begins (forced steps: no tap);
 * one at its end stays, and the log says so. The player undoes a move with the counter's own button.
 */
function applyForcedMoves(draft: DefenseState, phase: TurnPhase, events: DefenseEvent[]): void {
  for (const move of phase.moves ?? []) {
    const track = draft.tracks.find((candidate) => candidate.id === move.track);
    if (!track) continue;
    const to = Math.min(track.max, Math.max(track.min, track.value + move.by));
    if (to === track.value) {
      events.push({ type: 'forcedMoveBlocked', track: { id: track.id, name: track.name }, value: track.value, by: move.by });
      continue;
    }
    events.push({ type: 'trackMoved', track: { id: track.id, name: track.name }, from: track.value, to, forced: true });
    track.value = to;
  }
}

/** The player ticks (or unticks) a step of the current phase's checklist. */
export function tickStep(draft: DefenseState, command: DefenseCommandOf<'tickStep'>): Result<DefenseEvent[]> {
  const phase = currentPhase(draft);
  const step = phase.steps[command.step];
  if (step === undefined) return refuse('no_such_step', `The ${phase.name} has ${phase.steps.length} ${phase.steps.length === 1 ? 'step' : 'steps'} to tick: there is no step ${command.step + 1}.`);
  const ticked = draft.turn.done.includes(command.step);
  if (ticked === command.done) return refuse('unchanged', command.done ? `“${step}” is already ticked.` : `“${step}” is not ticked.`);
  draft.turn.done = command.done ? [...draft.turn.done, command.step].sort((a, b) => a - b) : draft.turn.done.filter((index) => index !== command.step);
  return ok([{ type: 'stepTicked', phase: phase.name, step, done: command.done }]);
}

/** Casualties, supply, morale, victory points: moved by the player, kept within the scenario's range. */
export function moveTrack(draft: DefenseState, command: DefenseCommandOf<'moveTrack'>): Result<DefenseEvent[]> {
  const track = draft.tracks.find((candidate) => candidate.id === command.track);
  if (!track) return refuse('unknown_track', `This scenario has no counter ${command.track}.`);
  const to = track.value + command.by;
  if (to > track.max) return refuse('track_at_end', `${track.name} is at ${track.value} and goes no higher than ${track.max}.`);
  if (to < track.min) return refuse('track_at_end', `${track.name} is at ${track.value} and goes no lower than ${track.min}.`);
  const from = track.value;
  track.value = to;
  return ok([{ type: 'trackMoved', track: { id: track.id, name: track.name }, from, to }]);
}
