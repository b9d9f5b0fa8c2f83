import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { PlayerId, ScenarioState, Ship, XwingState } from '../model/state';
import { refOf, shipName } from '../ships/ships';
import { SCENARIOS, STANDARD_PLAY, scenarioNamed, type ScenarioId, type ScenarioRules } from './scenarios';

// Issue 36 · the one rule that keeps a 2.5 scenario's mission points (the scenarios' data: scenarios.ts).
// A player's mission points are always the sum of what the state shows — the deficit earned at setup, the
// enemy ships destroyed (Chance Engagement: their halves), and the objectives' and hand-set awards — so undo,
// replay and the score panel agree by construction.

const other = (player: PlayerId): PlayerId => (player === 'p1' ? 'p2' : 'p1');

export function scenarioRulesOf(scenario: ScenarioState | undefined): ScenarioRules | null {
  return scenario && scenario.id !== 'other' ? SCENARIOS[scenario.id] : null;
}

/** The scenario state a setup starts with; a scenario named only is kept as named ('other'), never guessed. */
export function scenarioAtSetup(chosen: ScenarioId | { name: string }, ships: readonly Ship[]): ScenarioState {
  const known = typeof chosen === 'string' ? SCENARIOS[chosen] : scenarioNamed(chosen.name);
  const pointsKnown = ships.every((ship) => ship.points !== null);
  const fielded = (player: PlayerId) => ships.filter((ship) => ship.owner === player).reduce((sum, ship) => sum + (ship.points ?? 0), 0);
  // Each player earns the opponent's deficit (points left unspent of the 20); unknown points give none.
  const deficitOf = (player: PlayerId) => (pointsKnown ? Math.max(0, STANDARD_PLAY.squadPoints - fielded(other(player))) : 0);
  return {
    id: known ? known.id : 'other',
    name: known ? known.name : typeof chosen === 'string' ? chosen : chosen.name,
    deficit: { p1: deficitOf('p1'), p2: deficitOf('p2') },
    pointsKnown,
    objectives: (known?.objectives ?? []).map((objective) => ({ name: objective.name, towedBy: null })),
    awards: [],
    halved: [],
    asking: null,
  };
}

/** A ship's health (hull left plus shields) at half its starting total or less: Chance Engagement's "damaged". */
function atHalfHealth(ship: Ship): boolean {
  const left = Math.max(0, ship.hull - ship.damageCards.length) + ship.shields.current;
  return left * 2 <= ship.hull + ship.shields.max;
}

export interface MissionPoints {
  player: PlayerId;
  total: number;
  deficit: number;
  /** From enemy ships destroyed, or halved in Chance Engagement. */
  ships: number;
  /** From objectives and hand-set awards. */
  objectives: number;
}

/** What a ship has earned its opponent so far. */
export function missionPointsForShip(scenario: ScenarioState, ship: Ship, conceded: boolean): { points: number; state: 'destroyed' | 'halved' | 'intact' } {
  const points = ship.points ?? 0;
  if (ship.destroyed || conceded) return { points, state: 'destroyed' };
  if (scenarioRulesOf(scenario)?.halfPoints && scenario.halved.includes(ship.id)) return { points: Math.floor(points / 2), state: 'halved' };
  return { points: 0, state: 'intact' };
}

export function missionPointsOf(state: XwingState, player: PlayerId): MissionPoints {
  const scenario = state.scenario;
  if (!scenario) return { player, total: 0, deficit: 0, ships: 0, objectives: 0 };
  const conceded = state.gameOver?.conceded;
  const ships = state.ships.filter((ship) => ship.owner !== player).reduce((sum, ship) => sum + missionPointsForShip(scenario, ship, conceded === ship.owner).points, 0);
  const objectives = scenario.awards.filter((award) => award.player === player).reduce((sum, award) => sum + award.points, 0);
  const deficit = scenario.deficit[player];
  return { player, total: deficit + ships + objectives, deficit, ships, objectives };
}

const nameOf = (state: XwingState, player: PlayerId) => state.players.find((candidate) => candidate.id === player)?.name ?? player;

function award(draft: XwingState, player: PlayerId, points: number, source: string, events: XwingEvent[]): void {
  if (!draft.scenario || points === 0) return;
  draft.scenario.awards.push({ round: draft.round, player, points, source });
  events.push({ type: 'missionPointsEarned', player: nameOf(draft, player), points, source, total: missionPointsOf(draft, player).total });
}

/**
 * After every command (apply-command.ts): Chance Engagement's half points for a ship whose health first
 * dropped to half or less, and a destroyed ship's supply cache let go where it was.
 */
export function scenarioAfterCommand(draft: XwingState, events: XwingEvent[]): void {
  const scenario = draft.scenario;
  if (!scenario) return;
  const rules = scenarioRulesOf(scenario);
  if (rules?.halfPoints) {
    for (const ship of draft.ships.filter((candidate) => !candidate.destroyed && !scenario.halved.includes(candidate.id) && candidate.points !== null && atHalfHealth(candidate))) {
      scenario.halved.push(ship.id);
      const points = Math.floor((ship.points ?? 0) / 2);
      events.push({ type: 'missionPointsEarned', player: nameOf(draft, other(ship.owner)), points, source: `${shipName(ship)} at half health`, total: missionPointsOf(draft, other(ship.owner)).total });
    }
  }
  for (const [index, objective] of scenario.objectives.entries()) {
    const tower = objective.towedBy ? draft.ships.find((ship) => ship.id === objective.towedBy) : undefined;
    if (tower && tower.destroyed) {
      objective.towedBy = null;
      events.push({ type: 'cacheReleased', ship: refOf(tower), cache: scenario.objectives[index]?.name ?? `Objective ${index + 1}`, destroyed: true });
    }
  }
}

/** The start of the End Phase (phases.ts): from the scenario's round, towed caches score and the other objectives are asked. */
export function scenarioEndPhaseStarts(draft: XwingState, events: XwingEvent[]): void {
  const scenario = draft.scenario;
  const rules = scenarioRulesOf(scenario);
  if (!scenario || !rules || draft.round < rules.scoresFromRound) return;
  const asking: number[] = [];
  for (const [index, objective] of rules.objectives.entries()) {
    if (objective.control.kind === 'towed') {
      const tower = draft.ships.find((ship) => ship.id === scenario.objectives[index]?.towedBy && !ship.destroyed);
      if (tower) award(draft, tower.owner, objective.points, `${shipName(tower)} tows ${objective.name}`, events);
    } else asking.push(index);
  }
  scenario.asking = asking.length > 0 ? asking : null;
  if (asking.length > 0) events.push({ type: 'objectivesAsked', scenario: rules.name, objectives: asking.map((index) => rules.objectives[index]?.name ?? `Objective ${index + 1}`) });
}

/** Why the End Phase cannot end yet: an objective not answered. */
export function whyScenarioHoldsThePhase(state: XwingState): string | null {
  const scenario = state.scenario;
  const rules = scenarioRulesOf(scenario);
  const next = scenario?.asking?.[0];
  if (!rules || next === undefined) return null;
  const objective = rules.objectives[next];
  return `Say who scores ${objective?.name ?? 'the objective'} (${rules.name}) before the phase ends.`;
}

export function scoreObjective(draft: XwingState, command: CommandOf<'scoreObjective'>): Result<XwingEvent[]> {
  const scenario = draft.scenario;
  const rules = scenarioRulesOf(scenario);
  if (!scenario || !rules) return refuse('no_scenario', 'This game has no scenario whose objectives the table scores.');
  const objective = rules.objectives[command.objective];
  if (!objective) return refuse('no_objective', `${rules.name} has no objective ${command.objective + 1}.`);
  if (!scenario.asking?.includes(command.objective)) {
    return refuse('not_asked', draft.phase === 'end' ? `${objective.name} has been scored this round already (undo its answer to change it).` : `Objectives score at the start of the End Phase${draft.round < rules.scoresFromRound ? `, from round ${rules.scoresFromRound}` : ''}.`);
  }
  if (command.answer === 'both' && objective.control.kind !== 'askPresence') return refuse('one_controller', `Only one player can control ${objective.name}: say which, or nobody.`);
  const events: XwingEvent[] = [];
  const source = objective.name;
  if (command.answer === 'p1' || command.answer === 'p2') {
    const bonus = objective.control.kind === 'askPresence' ? objective.control.bonus : 0;
    award(draft, command.answer, objective.points + bonus, bonus > 0 ? `${source}, alone there` : source, events);
  } else if (command.answer === 'both') {
    award(draft, 'p1', objective.points, source, events);
    award(draft, 'p2', objective.points, source, events);
  } else events.push({ type: 'objectiveUnscored', objective: objective.name });
  scenario.asking = scenario.asking.filter((index) => index !== command.objective);
  if (scenario.asking.length === 0) scenario.asking = null;
  return ok(events);
}

export function towCache(draft: XwingState, command: CommandOf<'towCache'>): Result<XwingEvent[]> {
  const scenario = draft.scenario;
  const rules = scenarioRulesOf(scenario);
  if (!scenario || !rules?.tow) return refuse('no_caches', 'Only Salvage Mission has supply caches to tow.');
  const ship = draft.ships.find((candidate) => candidate.id === command.ship);
  if (!ship) return refuse('unknown_ship', 'That ship is not in this game.');
  if (ship.destroyed) return refuse('destroyed', `${shipName(ship)} is destroyed.`);
  const cache = scenario.objectives[command.objective];
  if (!cache) return refuse('no_objective', `There is no supply cache ${command.objective + 1}.`);
  if (cache.towedBy === ship.id) return refuse('already_towing', `${shipName(ship)} already tows ${cache.name}.`);
  if (cache.towedBy) {
    const tower = draft.ships.find((candidate) => candidate.id === cache.towedBy);
    return refuse('towed', `${cache.name} is towed by ${tower ? shipName(tower) : 'another ship'}: it must be let go first.`);
  }
  const towing = scenario.objectives.find((objective) => objective.towedBy === ship.id);
  if (towing) return refuse('one_cache', `${shipName(ship)} already tows ${towing.name}: a ship tows one supply cache at a time.`);
  cache.towedBy = ship.id;
  return ok([{ type: 'cacheTowed', ship: refOf(ship), cache: cache.name }]);
}

export function releaseCache(draft: XwingState, command: CommandOf<'releaseCache'>): Result<XwingEvent[]> {
  const cache = draft.scenario?.objectives.find((objective) => objective.towedBy === command.ship);
  const ship = draft.ships.find((candidate) => candidate.id === command.ship);
  if (!cache || !ship) return refuse('not_towing', `${ship ? shipName(ship) : 'That ship'} tows no supply cache.`);
  cache.towedBy = null;
  return ok([{ type: 'cacheReleased', ship: refOf(ship), cache: cache.name, destroyed: false }]);
}

/** Salvage Mission: an action a ship cannot perform while it tows a supply cache, as words; null when it may. */
export function whyTowingForbids(state: XwingState, ship: Ship, action: string): string | null {
  const rules = scenarioRulesOf(state.scenario);
  const cache = state.scenario?.objectives.find((objective) => objective.towedBy === ship.id);
  if (!rules?.tow || !cache || !(rules.tow.forbids as readonly string[]).includes(action)) return null;
  const words: Record<string, string> = { barrelRoll: 'barrel roll', boost: 'boost', cloak: 'cloak' };
  return `${shipName(ship)} tows ${cache.name}: while it tows it cannot ${words[action] ?? action} (${rules.name}).`;
}

export function adjustMissionPoints(draft: XwingState, command: CommandOf<'adjustMissionPoints'>): Result<XwingEvent[]> {
  if (!draft.scenario) return refuse('no_scenario', 'This game has no scenario: its score is the points of the ships destroyed.');
  if (command.points === 0) return refuse('nothing', 'Say how many mission points to add or take away.');
  const now = missionPointsOf(draft, command.player).total;
  if (now + command.points < 0) return refuse('below_zero', `${nameOf(draft, command.player)} has ${now} mission point${now === 1 ? '' : 's'}: taking ${-command.points} away would go below zero.`);
  const events: XwingEvent[] = [];
  award(draft, command.player, command.points, command.reason ?? 'set by hand', events);
  return ok(events);
}

/**
 * The end of the End Phase in a scenario game (phases.ts, before the next round): 20 mission points and more
 * than the opponent win; after the last round the most mission points win. Returns the reason, or null.
 */
export function scenarioEndsTheGame(state: XwingState): 'missionPoints' | 'lastRound' | null {
  if (!state.scenario) return null;
  const [p1, p2] = [missionPointsOf(state, 'p1').total, missionPointsOf(state, 'p2').total];
  if ((p1 >= STANDARD_PLAY.winningPoints || p2 >= STANDARD_PLAY.winningPoints) && p1 !== p2) return 'missionPoints';
  if (state.round >= STANDARD_PLAY.lastRound) return 'lastRound';
  return null;
}

/** Issue 36 · what the table shows of the scenario: its setup, its objectives, and the End Phase's questions. */
export interface ScenarioView {
  name: string;
  known: boolean;
  aim: string | null;
  setup: readonly string[];
  scoresFromRound: number | null;
  objectives: { index: number; name: string; kind: string; towedBy: string | null }[];
  /** The questions of this End Phase, one tap each: whose it is (or whose ships are there, for a presence objective). */
  asking: { index: number; name: string; rule: string; presence: boolean }[];
  /** Salvage Mission: a ship may tow a cache (the actions it forbids, in words). */
  tow: { range: string; forbids: string } | null;
}

export function scenarioView(state: XwingState): ScenarioView | null {
  const scenario = state.scenario;
  if (!scenario) return null;
  const rules = scenarioRulesOf(scenario);
  const words: Record<string, string> = { barrelRoll: 'barrel roll', boost: 'boost', cloak: 'cloak' };
  return {
    name: scenario.name,
    known: rules !== null,
    aim: rules?.aim ?? null,
    setup: rules?.setup ?? [],
    scoresFromRound: rules?.scoresFromRound ?? null,
    objectives: scenario.objectives.map((objective, index) => ({ index, name: objective.name, kind: rules?.objectives[index]?.kind ?? 'objective', towedBy: objective.towedBy })),
    asking: (scenario.asking ?? []).flatMap((index) => {
      const objective = rules?.objectives[index];
      if (!objective || objective.control.kind === 'towed') return [];
      return [{ index, name: objective.name, rule: objective.control.rule, presence: objective.control.kind === 'askPresence' }];
    }),
    tow: rules?.tow ? { range: rules.tow.range, forbids: rules.tow.forbids.map((action) => words[action] ?? action).join(', ').replace(/, ([^,]*)$/, ' or $1') } : null,
  };
}
