import { shuffle } from '../../../core/random';
import { freshPieceId, pieceIds } from '../model/piece-ids';
import type { DefenseEvent } from '../model/events';
import type { DefenseState, EventsState } from '../model/state';
import type { EventCard, EventEffect, ScheduledEvent } from '../scenario/scenario-schema';

/** The deck as set up: each card as many times as its copies, shuffled by the game's seeded source. */
export function setUpEvents(draft: DefenseState, schedule: EventsState['schedule'], deck: readonly EventCard[]): void {
  const cards = deck.flatMap((card) => Array.from({ length: card.copies }, () => card));
  const [drawPile, random] = shuffle(draft.random, cards);
  draft.random = random;
  draft.events = { schedule: [...schedule], drawPile, discard: [], current: null };
}

/** One effect done, in words ("2 Rifle squads arrive in the road"); null when it could not be. */
function applyEffect(draft: DefenseState, effect: EventEffect): string {
  switch (effect.kind) {
    case 'arrive': {
      const space = draft.spaces.find((candidate) => candidate.id === effect.space);
      const type = draft.enemyTypes.find((candidate) => candidate.id === effect.enemyType);
      if (!space || !type) return 'nothing arrives (the scenario names a space or type that is not there)';
      const used = pieceIds(draft);
      for (let i = 0; i < effect.count; i++) {
        const id = freshPieceId(used, 'enemy');
        used.add(id);
        space.enemies.push({ id, name: type.name, kind: type.kind, type: type.id });
      }
      if (draft.tally) draft.tally.arrived += effect.count;
      return `${effect.count} ${type.name} ${effect.count === 1 ? 'arrives' : 'arrive'} in the ${space.name}`;
    }
    case 'moveTrack': {
      const track = draft.tracks.find((candidate) => candidate.id === effect.track);
      if (!track) return 'no counter moves (the scenario names one that is not there)';
      const to = Math.min(track.max, Math.max(track.min, track.value + effect.by));
      const words = `${track.name} ${track.value} → ${to}`;
      track.value = to;
      return words;
    }
    case 'clearSuppression': {
      const cleared = draft.spaces.reduce((sum, space) => sum + space.suppression, 0);
      for (const space of draft.spaces) space.suppression = 0;
      return cleared > 0 ? `${cleared} suppression ${cleared === 1 ? 'token is' : 'tokens are'} cleared` : 'no suppression token to clear';
    }
  }
}

/**
 * The events phase begins: this round's scheduled arrivals, then one card from the event deck
 * (the discards shuffled back in when it runs out). No tap: the turn track shows what came.
 */
export function beginEventsPhase(draft: DefenseState, events: DefenseEvent[]): void {
  const state = draft.events;
  if (!state) return;
  const lines: string[] = [];
  for (const entry of state.schedule.filter((scheduled) => scheduled.round === draft.round)) {
    const effects = entry.effects.map((effect) => applyEffect(draft, effect));
    events.push({ type: 'eventHappened', round: draft.round, source: 'schedule', name: entry.name, text: entry.text, effects });
    lines.push(`${entry.name}: ${effects.join('; ')}.`);
  }
  if (state.drawPile.length === 0 && state.discard.length > 0) {
    const [pile, random] = shuffle(draft.random, state.discard);
    draft.random = random;
    state.drawPile = pile;
    state.discard = [];
  }
  const card = state.drawPile.shift();
  if (card) {
    state.discard.push(card);
    const effects = card.effects.map((effect) => applyEffect(draft, effect));
    events.push({ type: 'eventHappened', round: draft.round, source: 'deck', name: card.name, text: card.text, effects });
    lines.push(`${card.name}: ${card.text}${effects.length > 0 ? ` (${effects.join('; ')})` : ''}`);
  }
  state.current = { round: draft.round, lines };
}

/**
 * 002 · Events — the one rule for what is still to come: the schedule's entries of later rounds,
 * and this round's while its events phase has not happened yet (wherever the turn order puts it).
 * The turn track, the end check and the summary all read this.
 */
export function stillToCome(state: DefenseState): ScheduledEvent[] {
  const eventsDone = state.events?.current?.round === state.round;
  return (state.events?.schedule ?? []).filter((entry) => entry.round > state.round || (entry.round === state.round && !eventsDone));
}

/** Whether an enemy counter is still to arrive (an entry still to come brings one). */
export function enemyStillToArrive(state: DefenseState): boolean {
  return stillToCome(state).some((entry) => entry.effects.some((effect) => effect.kind === 'arrive'));
}

/** Arrivals still to come, for the turn track: round, name and what arrives. */
export function upcomingArrivals(state: DefenseState): { round: number; name: string; text: string }[] {
  return stillToCome(state).map((entry) => ({ round: entry.round, name: entry.name, text: entry.text }));
}
