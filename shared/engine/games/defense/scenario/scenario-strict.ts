import type { CheckedScenarioShape, EventEffect } from './scenario-schema';
import { counterMayAdvance, counterMayStand } from './placement';

/** "an assault counter", "a support counter". */
const anOrA = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export interface ScenarioMistake {
  path: (string | number)[];
  message: string;
}

type Path = (string | number)[];

/** Every space of the scenario with where it is listed, its kind outside, and where its counters go. */
function spacesOf(scenario: CheckedScenarioShape): { id: string; name: string; path: Path; outside: 'assault' | 'support' | null; advancesTo: string | null }[] {
  return [
    ...scenario.building.floors.flatMap((floor, f) =>
      floor.spaces.map((space, s) => ({ id: space.id, name: space.name, path: ['building', 'floors', f, 'spaces', s], outside: null, advancesTo: space.advancesTo ?? null })),
    ),
    ...scenario.building.outside.map((space, o) => ({ id: space.id, name: space.name, path: ['building', 'outside', o], outside: space.counters, advancesTo: space.advancesTo ?? null })),
  ];
}

/** Every effect of the events, with its place. */
function effectsOf(scenario: CheckedScenarioShape): { effect: EventEffect; path: Path }[] {
  const events = scenario.events;
  if (!events) return [];
  return [
    ...events.schedule.flatMap((entry, i) => entry.effects.map((effect, j) => ({ effect, path: ['events', 'schedule', i, 'effects', j] }))),
    ...events.deck.flatMap((card, i) => card.effects.map((effect, j) => ({ effect, path: ['events', 'deck', i, 'effects', j] }))),
  ];
}

/**
 * What the editor refuses beyond what setup always refused (games logged before these checks still
 * replay): counters where their kind cannot stand, references to what is not there, counters
 * nothing moves, spaces no enemy can ever reach, and a game that can never end. The first mistake.
 */
export function strictScenarioMistake(scenario: CheckedScenarioShape): ScenarioMistake | null {
  const spaces = spacesOf(scenario);
  const typeOf = (id: string | undefined) => scenario.enemyTypes.find((type) => type.id === id);
  const trackIds = new Set(scenario.tracks.map((track) => track.id));

  // Counter kinds against space kinds.
  for (const [i, stack] of scenario.enemies.entries()) {
    const space = spaces.find((candidate) => candidate.id === stack.space);
    for (const [j, counter] of stack.counters.entries()) {
      const kind = counter.kind ?? typeOf(counter.type)?.kind;
      if (!space || !kind || counterMayStand(kind, space.outside)) continue;
      if (space.outside) {
        return { path: ['enemies', i, 'counters', j], message: `${anOrA(kind)} ${kind} counter cannot stand in the ${space.name}, which takes ${space.outside} counters only: move it to ${anOrA(kind)} ${kind} counter space` };
      }
      return { path: ['enemies', i, 'counters', j], message: `a support counter cannot stand inside the building (the ${space.name}): support counters stay in support counter spaces` };
    }
  }

  // Enemy attacks and events name what is there.
  for (const [i, type] of scenario.enemyTypes.entries()) {
    if (type.attack?.track && !trackIds.has(type.attack.track.track)) {
      return { path: ['enemyTypes', i, 'attack'], message: `a hit moves the counter ${type.attack.track.track}, and there is no such counter: add it to the counters or pick one listed` };
    }
  }
  for (const { effect, path } of effectsOf(scenario)) {
    if (effect.kind === 'moveTrack' && !trackIds.has(effect.track)) return { path, message: `it moves the counter ${effect.track}, and there is no such counter` };
    if (effect.kind !== 'arrive') continue;
    const space = spaces.find((candidate) => candidate.id === effect.space);
    const type = typeOf(effect.enemyType);
    if (!space) return { path, message: `counters arrive in ${effect.space}, and there is no such space` };
    if (!type) return { path, message: `${effect.enemyType} counters arrive, and there is no such enemy type: add it to the enemy types` };
    if (counterMayStand(type.kind, space.outside)) continue;
    if (space.outside !== null) return { path, message: `${type.name} (${type.kind}) counters arrive in the ${space.name}, which takes ${space.outside} counters only` };
    return { path, message: `${type.name} (support) counters cannot arrive inside the building` };
  }

  // A support counter never advances into the building or an assault counter space.
  for (const space of spaces) {
    const to = spaces.find((candidate) => candidate.id === space.advancesTo);
    if (to && !counterMayAdvance(space.outside, to.outside)) {
      return { path: space.path, message: `its support counters would advance into the ${to.name}, where support counters cannot stand: advance to a support counter space or nowhere` };
    }
  }

  // The end of the game.
  const end = scenario.end;
  const rounds = end?.rounds;
  if (end) {
    for (const [i, condition] of end.conditions.entries()) {
      if ('track' in condition) {
        const track = scenario.tracks.find((candidate) => candidate.id === condition.track);
        if (!track) return { path: ['end', 'conditions', i], message: `it watches the counter ${condition.track}, and there is no such counter` };
        if (condition.value < track.min || condition.value > track.max) {
          return { path: ['end', 'conditions', i], message: `${track.name} goes from ${track.min} to ${track.max}, so it never reaches ${condition.value}` };
        }
      }
      if ((condition.kind === 'roundsHeld' || ('at' in condition && condition.at === 'endOfGame')) && rounds === undefined) {
        return { path: ['end', 'conditions', i], message: 'it is judged when the last round ends, and the game has no length: set the number of rounds' };
      }
    }
    if (rounds === undefined && end.conditions.length === 0) return { path: ['end'], message: 'the game can never end: set the number of rounds or a condition that ends it' };
  }
  for (const [i, entry] of (scenario.events?.schedule ?? []).entries()) {
    if (rounds !== undefined && entry.round > rounds) return { path: ['events', 'schedule', i], message: `it comes in round ${entry.round}, after the game's last round (${rounds})` };
  }

  // Counters nothing moves.
  const moved = new Set<string>([
    ...scenario.turn.phases.flatMap((phase) => [...phase.tracks, ...phase.moves.map((move) => move.track)]),
    ...scenario.enemyTypes.flatMap((type) => (type.attack?.track ? [type.attack.track.track] : [])),
    ...effectsOf(scenario).flatMap(({ effect }) => (effect.kind === 'moveTrack' ? [effect.track] : [])),
  ]);
  for (const [i, track] of scenario.tracks.entries()) {
    if (!moved.has(track.id)) {
      return { path: ['tracks', i], message: 'nothing ever moves it: show it in a phase (you move it), give a phase a move every turn, or let an enemy hit or an event move it' };
    }
  }

  // Outside spaces no enemy counter can ever reach, in a scenario that brings its enemies itself
  // (one without arrivals leaves placing counters to the player's hand, wherever they please).
  if (!effectsOf(scenario).some(({ effect }) => effect.kind === 'arrive')) return null;
  const reached = new Set<string>([...scenario.enemies.map((stack) => stack.space), ...effectsOf(scenario).flatMap(({ effect }) => (effect.kind === 'arrive' ? [effect.space] : []))]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const space of spaces) {
      if (reached.has(space.id) && space.advancesTo && !reached.has(space.advancesTo)) {
        reached.add(space.advancesTo);
        grew = true;
      }
    }
  }
  for (const space of spaces) {
    if (space.outside !== null && !reached.has(space.id)) {
      return { path: space.path, message: 'no enemy counter can ever reach it: none starts or arrives there and none advances into it' };
    }
  }
  return null;
}
