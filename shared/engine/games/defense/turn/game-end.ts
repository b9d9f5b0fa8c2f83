import { ok, refuse, type Result } from '../../../core/result';
import type { DefenseEvent } from '../model/events';
import type { DefenseState, Outcome } from '../model/state';
import type { EndCondition } from '../scenario/scenario-schema';
import { enemyStillToArrive } from './events-phase';

/** The moment a condition is judged at. */
export type EndMoment = 'anyTime' | 'endOfRound' | 'endOfGame';

const resultWords = { victory: 'Victory', defeat: 'Defeat' } as const;

function enemiesInBuilding(state: DefenseState): number {
  return state.spaces.reduce((sum, space) => sum + (space.floor === null ? 0 : space.enemies.length), 0);
}

function enemiesOnBoard(state: DefenseState): number {
  return state.spaces.reduce((sum, space) => sum + space.enemies.length, 0);
}

/** The condition in the player's words, with whether it holds now. */
export function describeEndCondition(state: DefenseState, condition: EndCondition): string {
  const track = 'track' in condition ? (state.tracks.find((candidate) => candidate.id === condition.track)?.name ?? condition.track) : '';
  switch (condition.kind) {
    case 'roundsHeld':
      return `the defenders hold until the end of round ${state.end?.rounds ?? '?'}`;
    case 'noEnemyInBuilding':
      return 'no enemy counter is inside the building';
    case 'enemyInBuilding':
      return condition.count === 1 ? 'an enemy counter is inside the building' : `${condition.count} enemy counters are inside the building`;
    case 'trackAtLeast':
      return `${track} reaches ${condition.value}`;
    case 'trackAtMost':
      return `${track} falls to ${condition.value}`;
    case 'allDefendersOut':
      return 'every defender is a casualty';
    case 'noEnemyLeft':
      return 'every enemy counter is removed and none is still to arrive';
  }
}

/** Before issue 41 (older games only, so their logs fold as they did): later rounds' arrivals alone. */
function laterRoundArrival(state: DefenseState): boolean {
  return (state.events?.schedule ?? []).some((entry) => entry.round > state.round && entry.effects.some((effect) => effect.kind === 'arrive'));
}

function holds(state: DefenseState, condition: EndCondition): boolean {
  const trackValue = (id: string) => state.tracks.find((candidate) => candidate.id === id)?.value;
  switch (condition.kind) {
    case 'roundsHeld':
      return true;
    case 'noEnemyInBuilding':
      return enemiesInBuilding(state) === 0;
    case 'enemyInBuilding':
      return enemiesInBuilding(state) >= condition.count;
    case 'trackAtLeast':
      return (trackValue(condition.track) ?? -Infinity) >= condition.value;
    case 'trackAtMost':
      return (trackValue(condition.track) ?? Infinity) <= condition.value;
    case 'allDefendersOut':
      return state.defenders.length > 0 && state.defenders.every((defender) => defender.casualty);
    case 'noEnemyLeft':
      return enemiesOnBoard(state) === 0 && !(state.noSurprises ? enemyStillToArrive(state) : laterRoundArrival(state));
  }
}

function momentOf(condition: EndCondition): EndMoment {
  return condition.kind === 'roundsHeld' ? 'endOfGame' : condition.at;
}

/** Moments judged at a point: the end of the game judges all three, the end of a round two. */
const judged: Record<EndMoment, EndMoment[]> = {
  anyTime: ['anyTime'],
  endOfRound: ['anyTime', 'endOfRound'],
  endOfGame: ['anyTime', 'endOfRound', 'endOfGame'],
};

/**
 * Judges the scenario's conditions at this moment, in the order listed (the first that holds
 * decides); at the end of the last round the game ends either way. Sets the outcome and says so.
 */
export function judgeEnd(draft: DefenseState, moment: EndMoment): DefenseEvent[] {
  if (!draft.end || draft.outcome) return [];
  const decided = draft.end.conditions.find((condition) => judged[moment].includes(momentOf(condition)) && holds(draft, condition));
  let outcome: Outcome | null = null;
  if (decided) {
    outcome = { result: decided.result, reason: `${resultWords[decided.result]}: ${describeEndCondition(draft, decided)}.`, round: draft.round };
  } else if (moment === 'endOfGame') {
    outcome = { result: 'ended', reason: `The game ends after round ${draft.round}; no condition decided it.`, round: draft.round };
  }
  if (!outcome) return [];
  draft.outcome = outcome;
  return [{ type: 'gameEnded', result: outcome.result, reason: outcome.reason, round: outcome.round }];
}

/** Whether the round now ending is the game's last. */
export function isLastRound(state: DefenseState): boolean {
  return state.end?.rounds !== undefined && state.end.rounds !== null && state.round >= state.end.rounds;
}

/** The end screen's summary: what the game came to. */
export interface GameSummary {
  rounds: number;
  defenders: { name: string; casualty: boolean }[];
  enemiesRemoved: number;
  enemiesOnBoard: number;
  enemiesInBuilding: number;
  tracks: { name: string; value: number }[];
}

export function gameSummary(state: DefenseState): GameSummary {
  const onBoard = enemiesOnBoard(state);
  const tally = state.tally ?? { initial: onBoard, arrived: 0 };
  return {
    rounds: state.round,
    defenders: state.defenders.map((defender) => ({ name: defender.name, casualty: defender.casualty })),
    enemiesRemoved: Math.max(0, tally.initial + tally.arrived - onBoard),
    enemiesOnBoard: onBoard,
    enemiesInBuilding: enemiesInBuilding(state),
    tracks: state.tracks.map((track) => ({ name: track.name, value: track.value })),
  };
}

/** Issue 36 · the player ends the game now (the defenders withdraw): a defeat, said so; undo plays on. */
export function concede(draft: DefenseState): Result<DefenseEvent[]> {
  if (draft.outcome) return refuse('game_over', `The game is over already: ${draft.outcome.reason}`);
  const outcome: Outcome = { result: 'defeat', reason: `Defeat: the defenders withdrew in round ${draft.round}.`, round: draft.round };
  draft.outcome = outcome;
  return ok([{ type: 'gameEnded', result: outcome.result, reason: outcome.reason, round: outcome.round }]);
}
