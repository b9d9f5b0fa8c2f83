import { scenarioEndPhaseStarts, scenarioEndsTheGame, whyScenarioHoldsThePhase } from '../scoring/mission-points';
import { endTheGame } from '../scoring/game-end';
import { recurUpgradeCharges } from '../../../core/fitted-upgrades';
import { nextPhase as followingPhase } from '../../../core/phases';
import { ok, refuse, type Result } from '../../../core/result';
import type { XwingEvent } from '../model/events';
import { reinforceSides } from '../tokens/ship-tokens';
import { isRemovedInEndPhase, plainTokenTypes } from '../tokens/token-catalogue';
import type { ChargeKind, Phase, Ship, TokenType, XwingState } from '../model/state';
import { refOf, shipName } from '../ships/ships';
import { endCurrentActivation, passRemainingShips, reachEngagementStep } from './initiative';
import { removePendingShips } from '../ships/leave-play';
import type { AbilityMoment } from '../abilities/ability-hooks';
import { openAbilityPrompts, openEffectPrompts } from '../abilities/prompts';

export const xwingPhases: readonly Phase[] = ['planning', 'system', 'activation', 'engagement', 'end'];

export const phaseNames: Record<Phase, string> = {
  planning: 'Planning',
  system: 'System',
  activation: 'Activation',
  engagement: 'Engagement',
  end: 'End',
};

/** 003: the End Phase takes every green and orange (circular) token back to the supply; locks and other diamonds stay. */
export function removeEndPhaseTokens(ships: readonly Ship[]): { ship: Ship; tokens: TokenType[] }[] {
  const out: { ship: Ship; tokens: TokenType[] }[] = [];
  for (const ship of ships) {
    const removed: TokenType[] = [];
    for (const type of plainTokenTypes) {
      if (!isRemovedInEndPhase(type)) continue;
      for (let i = 0; i < ship.tokens[type]; i++) removed.push(type);
      ship.tokens[type] = 0;
    }
    for (const side of reinforceSides) {
      for (let i = 0; i < ship.tokens.reinforce[side]; i++) removed.push('reinforce');
      ship.tokens.reinforce[side] = 0;
    }
    if (removed.length > 0) out.push({ ship, tokens: removed });
  }
  return out;
}

/**
 * End Phase: charges, Force and energy with a recurring value come back by that much, never above their
 * maximum; a negative recurring value takes that many away instead, never below zero.
 */
function recoverRecurringCharges(ships: readonly Ship[], events: XwingEvent[]): void {
  for (const ship of ships) {
    if (ship.destroyed) continue;
    for (const [kind, charges] of [['standard', ship.charges], ['force', ship.force], ['energy', ship.energy ?? null]] as [ChargeKind, Ship['charges']][]) {
      if (!charges || charges.recurs === 0) continue;
      if (charges.recurs > 0) {
        const amount = Math.min(charges.recurs, charges.max - charges.current);
        if (amount === 0) continue;
        charges.current += amount;
        events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: kind, amount, current: charges.current, source: 'endPhase' });
      } else {
        const amount = Math.min(-charges.recurs, charges.current);
        if (amount === 0) continue;
        charges.current -= amount;
        events.push({ type: 'chargesDrained', ship: refOf(ship), charge: kind, amount, current: charges.current });
      }
    }
    // Epic rules · Shields: a huge ship's card recovers its recurring shields too.
    const shieldsBack = Math.min(ship.shields.recurs ?? 0, ship.shields.max - ship.shields.current);
    if (shieldsBack > 0) {
      ship.shields.current += shieldsBack;
      events.push({ type: 'shieldsRecovered', ship: refOf(ship), amount: shieldsBack, current: ship.shields.current, source: 'endPhase' });
    }
    // Upgrade cards' recurring charges come back (or drain) the same way.
    for (const change of recurUpgradeCharges(ship.upgrades)) {
      const upgrade = { id: change.upgrade, name: change.name };
      events.push(
        change.amount > 0
          ? { type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount: change.amount, current: change.current, source: 'endPhase', upgrade }
          : { type: 'chargesDrained', ship: refOf(ship), charge: 'standard', amount: -change.amount, current: change.current, upgrade },
      );
    }
  }
}

export function whyPhaseCannotEnd(state: XwingState): string | null {
  if (state.attack) return 'An attack is being resolved: finish it before the phase ends.';
  const objective = whyScenarioHoldsThePhase(state);
  if (objective) return objective;
  const open = state.prompts[0];
  if (open) {
    const ship = state.ships.find((candidate) => candidate.id === open.ship);
    return `${open.source} on ${ship ? shipName(ship) : open.ship} waits for an answer: answer it before the phase ends.`;
  }
  return null;
}

/** The abilities asked about as a phase begins, and as it ends. */
const startMoments: Partial<Record<Phase, AbilityMoment>> = { system: 'systemPhase', activation: 'activationStart', engagement: 'engagementStart', end: 'endPhaseStart' };
const endMoments: Partial<Record<Phase, AbilityMoment>> = { activation: 'activationEnd', engagement: 'engagementEnd', end: 'endPhaseEnd' };

/** End Phase: circular tokens go back to the supply; charges and Force recur. */
function endPhaseCleanup(draft: XwingState, events: XwingEvent[]): void {
  const keep = new Set(draft.keepCircularTokens ?? []);
  draft.keepCircularTokens = [];
  // r3-x-pilots: tokens a card keeps on a ship are set aside from the cleanup, then given back.
  const setAside: { ship: Ship; type: 'focus' | 'evade' | 'calculate' | 'jam' | 'tractor' | 'disarm'; count: number }[] = [];
  for (const kept of draft.keepTokens ?? []) {
    const ship = draft.ships.find((candidate) => candidate.id === kept.ship);
    if (!ship || keep.has(ship.id)) continue;
    const named = kept.tokens.find((type) => type === kept.token && ship.tokens[type] > 0);
    const type = named ?? kept.tokens.find((candidate) => ship.tokens[candidate] > 0);
    if (!type) continue;
    const count = Math.min(kept.amount, ship.tokens[type]);
    ship.tokens[type] -= count;
    setAside.push({ ship, type, count });
    events.push({ type: 'tokensKept', ship: refOf(ship), source: kept.source, token: type, count });
  }
  draft.keepTokens = [];
  // h7-xpilots: a reinforce token a card keeps is set aside too, and comes back on the other full arc.
  const flipped: { ship: Ship; side: 'fore' | 'aft'; source: string }[] = [];
  for (const kept of draft.keepReinforceFlipped ?? []) {
    const ship = draft.ships.find((candidate) => candidate.id === kept.ship);
    if (!ship || keep.has(ship.id)) continue;
    const from = ship.tokens.reinforce.fore > 0 ? 'fore' : ship.tokens.reinforce.aft > 0 ? 'aft' : null;
    if (!from) continue;
    ship.tokens.reinforce[from] -= 1;
    flipped.push({ ship, side: from === 'fore' ? 'aft' : 'fore', source: kept.source });
  }
  draft.keepReinforceFlipped = [];
  const removed = removeEndPhaseTokens(draft.ships.filter((ship) => !keep.has(ship.id)));
  for (const { ship, type, count } of setAside) ship.tokens[type] += count;
  for (const { ship, side, source } of flipped) {
    ship.tokens.reinforce[side] += 1;
    events.push({ type: 'tokensKept', ship: refOf(ship), source, token: 'reinforce', count: 1 });
  }
  events.push({
    type: 'endPhaseTokensRemoved',
    ships: removed.map((entry) => ({ ship: refOf(entry.ship), tokens: entry.tokens })),
    count: removed.reduce((sum, entry) => sum + entry.tokens.length, 0),
  });
  recoverRecurringCharges(draft.ships, events);
}

/** The phase changes: flags of the old one cleared, abilities at the start of the new one asked about. */
function changePhase(draft: XwingState, events: XwingEvent[]): void {
  removePendingShips(draft, null, events);
  const from = draft.phase;
  const next = followingPhase(xwingPhases, { round: draft.round, phase: draft.phase });
  const newRound = next.round !== draft.round;
  draft.round = next.round;
  draft.phase = next.phase;
  events.push({ type: 'phaseChanged', round: draft.round, from, to: next.phase, newRound });
  // Each ship activates once in the Activation Phase and engages (and attacks) once in the Engagement Phase.
  if (next.phase === 'activation' || next.phase === 'engagement') {
    for (const ship of draft.ships) {
      // RRG · Docking: a ship that docked or deployed in this round's System Phase does not activate this round.
      ship.activated = next.phase === 'activation' && (ship.dockedInRound === draft.round || ship.deployedInRound === draft.round);
      ship.attacksThisPhase = 0;
    }
  }
  for (const ship of draft.ships) ship.linkable = null;
  // "Once per round" is counted from the start of a round; an action a card granted for the round is gone with it.
  if (newRound) {
    for (const ship of draft.ships) {
      ship.actionsThisRound = [];
      if (ship.grants) ship.grants = [];
    }
  }
  // Issue 34: card effects that act in the Planning Phase (before dials are set) are asked about as it begins.
  if (next.phase === 'planning') for (const ship of draft.ships.filter((candidate) => !candidate.destroyed)) openEffectPrompts(draft, ship, 'planningPhase', events, { attack: null, other: null, role: null }, 'planningPhase');
  const startMoment = startMoments[next.phase];
  const asked = startMoment ? openAbilityPrompts(draft, draft.ships, startMoment, events) : 0;
  // h-xupg: the Engagement Phase starts at the first ship's initiative: the cards "at initiative N" above it are asked about.
  if (next.phase === 'engagement') reachEngagementStep(draft, events);
  // Abilities at the start of the End Phase come before its circular tokens are removed.
  if (next.phase === 'end') {
    // Issue 36 · a scenario's objectives score at the start of the End Phase.
    scenarioEndPhaseStarts(draft, events);
    if (asked > 0) draft.afterPrompts = 'endPhaseCleanup';
    else endPhaseCleanup(draft, events);
  }
}

/**
 * Issue 36 · the end of the End Phase may end the game: time was called this round (the round is finished), or a
 * scenario is won on mission points or its last round is played. The game ends instead of a new round.
 */
function endsWithThisPhase(draft: XwingState, events: XwingEvent[]): boolean {
  if (draft.phase !== 'end') return false;
  const reason = draft.timeCalledInRound !== undefined ? 'timeCalled' : scenarioEndsTheGame(draft);
  if (!reason) return false;
  events.push(endTheGame(draft, reason));
  return true;
}

/** Once the last question is answered, what waited for it happens: the phase change, or the End Phase cleanup. */
export function continueAfterPrompts(draft: XwingState, events: XwingEvent[]): void {
  const waiting = draft.afterPrompts;
  if (!waiting || draft.prompts.length > 0) return;
  draft.afterPrompts = null;
  if (waiting === 'advance') {
    if (!endsWithThisPhase(draft, events)) changePhase(draft, events);
  }
  else endPhaseCleanup(draft, events);
}

/**
 * On to the next phase. Abilities that act at the end of this phase are asked about first: the
 * phase changes once they are answered, with no second tap.
 */
export function advancePhase(draft: XwingState): Result<XwingEvent[]> {
  const blocked = whyPhaseCannotEnd(draft);
  if (blocked) return refuse('phase_busy', blocked);
  const events: XwingEvent[] = [];
  endCurrentActivation(draft, events);
  passRemainingShips(draft, events);
  // h-xupg: every ship has engaged: the cards "at initiative 0" (and any initiative not reached) are asked about before the phase ends.
  if (reachEngagementStep(draft, events) > 0) return ok(events);
  const endMoment = endMoments[draft.phase];
  if (endMoment && openAbilityPrompts(draft, draft.ships, endMoment, events) > 0) {
    draft.afterPrompts = 'advance';
    return ok(events);
  }
  if (endsWithThisPhase(draft, events)) return ok(events);
  changePhase(draft, events);
  return ok(events);
}
