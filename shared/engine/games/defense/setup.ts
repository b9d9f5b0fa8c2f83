import type { Transition } from '../../core/game-module';
import { seedRandom } from '../../core/random';
import { ok, refuse, type Result } from '../../core/result';
import { floorNames } from './building/building';
import type { DefenseCommandOf } from './model/commands';
import { newDefender } from './building/defenders';
import type { DefenseEvent } from './model/events';
import { freshPieceId } from './model/piece-ids';
import type { CheckedScenarioShape } from './scenario/scenario-schema';
import { scenarioPlace } from './scenario/scenario-words';
import { beginEventsPhase, setUpEvents } from './turn/events-phase';
import { strictScenarioMistake } from './scenario/scenario-strict';
import type { Defender, DefenseState, EnemyType, Space, Track, TurnTrack } from './model/state';

type SetupCommand = DefenseCommandOf<'setup'>;

/** A scenario mistake, its place named as the editor shows it ("Floor 2, space B (hall)"). */
function mistakeIn(scenario: CheckedScenarioShape) {
  return (path: (string | number)[], message: string): { ok: false; error: { code: string; message: string } } =>
    refuse('invalid_scenario', `${scenarioPlace(scenario, path).place}: ${message}.`);
}

function buildSpaces(scenario: CheckedScenarioShape): Result<Space[]> {
  const invalid = mistakeIn(scenario);
  const spaces: Space[] = [];
  const seenLevels = new Set<string>();
  for (const [f, floor] of scenario.building.floors.entries()) {
    if (seenLevels.has(floor.level)) return invalid(['building', 'floors', f, 'level'], `the ${floorNames[floor.level]} is listed twice`);
    seenLevels.add(floor.level);
    let interior: string | null = null;
    for (const [s, space] of floor.spaces.entries()) {
      if (spaces.some((other) => other.id === space.id)) return invalid(['building', 'floors', f, 'spaces', s, 'id'], `two spaces are named ${space.id}`);
      if (space.interior && interior !== null) {
        return invalid(['building', 'floors', f, 'spaces', s, 'interior'], `the ${floorNames[floor.level]} already has its interior space (${interior})`);
      }
      if (space.interior) interior = space.id;
      spaces.push({ id: space.id, name: space.name, floor: floor.level, colour: space.colour, interior: space.interior, counterSpace: null, advancesTo: space.advancesTo ?? null, ...nothingPlaced() });
    }
  }
  for (const [o, space] of scenario.building.outside.entries()) {
    if (spaces.some((other) => other.id === space.id)) return invalid(['building', 'outside', o, 'id'], `two spaces are named ${space.id}`);
    spaces.push({ id: space.id, name: space.name, floor: null, colour: null, interior: false, counterSpace: space.counters, advancesTo: space.advancesTo ?? null, ...nothingPlaced() });
  }
  return ok(spaces);
}

/** A space as the layout leaves it: line of sight, tokens and counters are added after. */
function nothingPlaced(): Pick<Space, 'sees' | 'weapons' | 'ammunition' | 'suppression' | 'enemies'> {
  return { sees: [], weapons: [], ammunition: 0, suppression: 0, enemies: [] };
}

function applyLineOfSight(scenario: CheckedScenarioShape, spaces: Space[]): Result<true> {
  const invalid = mistakeIn(scenario);
  for (const [i, entry] of scenario.lineOfSight.entries()) {
    const from = spaces.find((space) => space.id === entry.from);
    if (!from) return invalid(['lineOfSight', i, 'from'], `there is no space ${entry.from} in the building`);
    if (from.sees.length > 0) return invalid(['lineOfSight', i, 'from'], `${entry.from} already has its line of sight listed: list everything a space sees in one entry`);
    for (const [j, seen] of entry.sees.entries()) {
      if (!spaces.some((space) => space.id === seen)) return invalid(['lineOfSight', i, 'sees', j], `there is no space ${seen} in the building`);
      if (entry.sees.indexOf(seen) !== j) return invalid(['lineOfSight', i, 'sees', j], `${seen} is listed twice`);
    }
    from.sees = [...entry.sees];
  }
  return ok(true);
}

/** Ids the scenario gives, checked for duplicates before any missing id is made up. */
function explicitPieceIds(scenario: CheckedScenarioShape): Result<Set<string>> {
  const invalid = mistakeIn(scenario);
  const used = new Set<string>();
  const claim = (id: string | undefined, path: (string | number)[]): Result<true> => {
    if (id === undefined) return ok(true);
    if (used.has(id)) return invalid(path, `two pieces are named ${id}: every defender, weapon token and enemy counter needs its own id`);
    used.add(id);
    return ok(true);
  };
  for (const [i, defender] of scenario.defenders.entries()) {
    const claimed = claim(defender.id, ['defenders', i, 'id']);
    if (!claimed.ok) return claimed;
  }
  for (const [i, entry] of scenario.tokens.entries()) {
    for (const [j, weapon] of entry.weapons.entries()) {
      const claimed = claim(weapon.id, ['tokens', i, 'weapons', j, 'id']);
      if (!claimed.ok) return claimed;
    }
  }
  for (const [i, entry] of scenario.enemies.entries()) {
    for (const [j, counter] of entry.counters.entries()) {
      const claimed = claim(counter.id, ['enemies', i, 'counters', j, 'id']);
      if (!claimed.ok) return claimed;
    }
  }
  return ok(used);
}

function buildDefenders(scenario: CheckedScenarioShape, spaces: readonly Space[], used: Set<string>): Result<Defender[]> {
  const invalid = mistakeIn(scenario);
  const defenders: Defender[] = [];
  for (const [i, entry] of scenario.defenders.entries()) {
    const space = spaces.find((candidate) => candidate.id === entry.space);
    if (!space) return invalid(['defenders', i, 'space'], `there is no space ${entry.space} in the building`);
    if (space.floor === null) return invalid(['defenders', i, 'space'], `${entry.space} is a counter space outside the building: defenders stand inside`);
    const id = entry.id ?? freshPieceId(used, 'defender');
    used.add(id);
    defenders.push(newDefender(entry, id));
  }
  return ok(defenders);
}

function placeTokens(scenario: CheckedScenarioShape, spaces: Space[], used: Set<string>): Result<true> {
  const invalid = mistakeIn(scenario);
  const seen = new Set<string>();
  for (const [i, entry] of scenario.tokens.entries()) {
    const space = spaces.find((candidate) => candidate.id === entry.space);
    if (!space) return invalid(['tokens', i, 'space'], `there is no space ${entry.space} in the building`);
    if (seen.has(entry.space)) return invalid(['tokens', i, 'space'], `${entry.space} has two token entries: list a space's tokens in one entry`);
    seen.add(entry.space);
    if (space.floor === null && (entry.weapons.length > 0 || entry.ammunition > 0)) {
      return invalid(['tokens', i, 'space'], `${entry.space} is outside the building: weapon and ammunition tokens are kept inside`);
    }
    if (entry.suppression > 0 && space.counterSpace !== 'assault') {
      return invalid(['tokens', i, 'suppression'], `suppression tokens are placed in assault counter spaces, and ${entry.space} is not one`);
    }
    space.weapons = entry.weapons.map((weapon) => {
      const id = weapon.id ?? freshPieceId(used, 'weapon');
      used.add(id);
      return { id, name: weapon.name, designations: [...new Set(weapon.designations)] };
    });
    space.ammunition = entry.ammunition;
    space.suppression = entry.suppression;
  }
  return ok(true);
}

function buildEnemyTypes(scenario: CheckedScenarioShape, rules2: boolean): Result<EnemyType[]> {
  const invalid = mistakeIn(scenario);
  const types: EnemyType[] = [];
  for (const [i, entry] of scenario.enemyTypes.entries()) {
    if (types.some((type) => type.id === entry.id)) return invalid(['enemyTypes', i], `two enemy types are named ${entry.id}`);
    types.push({ id: entry.id, name: entry.name, kind: entry.kind, attackSuccess: { ...entry.attackSuccess }, ...(entry.attack && rules2 ? { attack: structuredCloneAttack(entry.attack) } : {}) });
  }
  return ok(types);
}

function stackEnemies(scenario: CheckedScenarioShape, spaces: Space[], types: readonly EnemyType[], used: Set<string>): Result<true> {
  const invalid = mistakeIn(scenario);
  const seen = new Set<string>();
  for (const [i, entry] of scenario.enemies.entries()) {
    const space = spaces.find((candidate) => candidate.id === entry.space);
    if (!space) return invalid(['enemies', i], `there is no space ${entry.space} in the building`);
    if (seen.has(entry.space)) return invalid(['enemies', i], `${entry.space} has two stacks: list a space's counters in one entry, top first`);
    seen.add(entry.space);
    const stack: Space['enemies'] = [];
    for (const [j, counter] of entry.counters.entries()) {
      const type = counter.type === undefined ? undefined : types.find((candidate) => candidate.id === counter.type);
      if (counter.type !== undefined && !type) return invalid(['enemies', i, 'counters', j], `there is no enemy type ${counter.type}: add it to the enemy types or pick one listed`);
      const name = counter.name ?? type?.name;
      const kind = counter.kind ?? type?.kind;
      if (name === undefined || kind === undefined) return invalid(['enemies', i, 'counters', j], 'a counter without an enemy type needs its own name and kind (assault or support)');
      const id = counter.id ?? freshPieceId(used, 'enemy');
      used.add(id);
      stack.push({ id, name, kind, type: type?.id ?? null });
    }
    space.enemies = stack;
  }
  return ok(true);
}

function structuredCloneAttack(attack: NonNullable<EnemyType['attack']>): NonNullable<EnemyType['attack']> {
  return { ...attack, ...(attack.floors ? { floors: [...attack.floors] } : {}), ...(attack.track ? { track: { ...attack.track } } : {}) };
}

/** Enemy counters advance from space to space along the paths the scenario draws. */
function checkAdvances(scenario: CheckedScenarioShape, spaces: readonly Space[]): Result<true> {
  const invalid = mistakeIn(scenario);
  for (const space of spaces) {
    if (space.advancesTo === null) continue;
    const path = pathOfSpace(scenario, space.id);
    if (!spaces.some((candidate) => candidate.id === space.advancesTo)) {
      return invalid(path, `its enemy counters advance to ${space.advancesTo}, and there is no space ${space.advancesTo} in the building`);
    }
    if (space.advancesTo === space.id) return invalid(path, 'its enemy counters cannot advance into the space they are already in');
  }
  return ok(true);
}

/** Where the scenario lists a space, for naming it in a mistake. */
function pathOfSpace(scenario: CheckedScenarioShape, id: string): (string | number)[] {
  for (const [f, floor] of scenario.building.floors.entries()) {
    const s = floor.spaces.findIndex((space) => space.id === id);
    if (s >= 0) return ['building', 'floors', f, 'spaces', s];
  }
  return ['building', 'outside', scenario.building.outside.findIndex((space) => space.id === id)];
}

function buildTracks(scenario: CheckedScenarioShape): Result<Track[]> {
  const invalid = mistakeIn(scenario);
  const tracks: Track[] = [];
  for (const [i, entry] of scenario.tracks.entries()) {
    if (tracks.some((track) => track.id === entry.id)) return invalid(['tracks', i], `two counters are named ${entry.id}`);
    if (entry.min > entry.max) return invalid(['tracks', i], `its lowest value (${entry.min}) is above its highest (${entry.max})`);
    if (entry.start < entry.min || entry.start > entry.max) return invalid(['tracks', i], `it starts at ${entry.start}, outside ${entry.min} to ${entry.max}`);
    tracks.push({ id: entry.id, name: entry.name, value: entry.start, min: entry.min, max: entry.max });
  }
  return ok(tracks);
}

function buildTurn(scenario: CheckedScenarioShape, tracks: readonly Track[], rules2: boolean): Result<TurnTrack> {
  const invalid = mistakeIn(scenario);
  const phases = scenario.turn.phases;
  const defensePhases = phases.filter((phase) => phase.defense).length;
  if (defensePhases !== 1) {
    return invalid(['turn'], `mark exactly one phase as the defense phase (${defensePhases === 0 ? 'none is' : `${defensePhases} are`})`);
  }
  for (const [i, phase] of phases.entries()) {
    for (const [j, track] of phase.tracks.entries()) {
      if (!tracks.some((candidate) => candidate.id === track)) return invalid(['turn', 'phases', i, 'tracks', j], `there is no counter ${track}: add it to the counters or pick one listed`);
    }
    for (const [j, move] of phase.moves.entries()) {
      if (!tracks.some((candidate) => candidate.id === move.track)) return invalid(['turn', 'phases', i, 'moves', j, 'track'], `there is no counter ${move.track}: add it to the counters or pick one listed`);
      if (phase.moves.findIndex((other) => other.track === move.track) !== j) return invalid(['turn', 'phases', i, 'moves', j, 'track'], `the counter ${move.track} is moved twice in this phase: give it one move`);
    }
  }
  return ok({
    phases: phases.map((phase) => ({
      name: phase.name,
      defense: phase.defense,
      steps: [...phase.steps],
      // A counter the phase moves by itself is shown with it, so one tap undoes the move.
      tracks: [...phase.tracks, ...phase.moves.map((move) => move.track).filter((track) => !phase.tracks.includes(track))],
      enemiesAdvance: phase.enemiesAdvance,
      moves: phase.moves.map((move) => ({ ...move })),
      // Written only for games with rules 2, so a game set up before the enemy phase existed keeps its state.
      ...(phase.enemyAttacks && rules2 ? { enemyAttacks: true } : {}),
      ...(phase.events && rules2 ? { events: true } : {}),
    })),
    phase: 0,
    done: [],
  });
}

/** Turns a scenario into the first state, refusing it with the field named if it does not hold together. */
export function setupScenario(command: SetupCommand): Result<Transition<DefenseState, DefenseEvent>> {
  const scenario = command.scenario;
  const spaces = buildSpaces(scenario);
  if (!spaces.ok) return spaces;
  const sight = applyLineOfSight(scenario, spaces.value);
  if (!sight.ok) return sight;
  const used = explicitPieceIds(scenario);
  if (!used.ok) return used;
  const defenders = buildDefenders(scenario, spaces.value, used.value);
  if (!defenders.ok) return defenders;
  const tokens = placeTokens(scenario, spaces.value, used.value);
  if (!tokens.ok) return tokens;
  const types = buildEnemyTypes(scenario, command.rules === 2);
  if (!types.ok) return types;
  const enemies = stackEnemies(scenario, spaces.value, types.value, used.value);
  if (!enemies.ok) return enemies;
  const advances = checkAdvances(scenario, spaces.value);
  if (!advances.ok) return advances;
  const tracks = buildTracks(scenario);
  if (!tracks.ok) return tracks;
  const turn = buildTurn(scenario, tracks.value, command.rules === 2);
  if (!turn.ok) return turn;
  if (command.rules === 2) {
    const mistake = strictScenarioMistake(scenario);
    if (mistake) return mistakeIn(scenario)(mistake.path, mistake.message);
  }
  const state: DefenseState = {
    system: 'defense',
    scenario: { name: scenario.name, description: scenario.description },
    round: 1,
    step: 'beforeDefense',
    actions: [],
    attackSuccess: { ...scenario.attackSuccess },
    enemyTypes: types.value,
    turn: turn.value,
    tracks: tracks.value,
    random: seedRandom(command.seed),
    floors: scenario.building.floors.map((floor) => ({ level: floor.level, name: floor.name })),
    spaces: spaces.value,
    defenders: defenders.value,
  };
  const later: DefenseEvent[] = [];
  if (command.rules === 2) {
    state.rules = 2;
    if (command.noSurprises) state.noSurprises = true;
    state.roll = null;
    state.outcome = null;
    state.tally = { initial: state.spaces.reduce((sum, space) => sum + space.enemies.length, 0), arrived: 0 };
    if (scenario.end) state.end = { rounds: scenario.end.rounds ?? null, conditions: scenario.end.conditions.map((condition) => ({ ...condition })) };
    if (scenario.events) {
      setUpEvents(state, scenario.events.schedule, scenario.events.deck);
      // The first round's events phase, when the turn opens with it, has begun already.
      if (state.turn.phases[0]?.events) beginEventsPhase(state, later);
    }
  }
  return ok({
    state,
    events: [
      {
        type: 'scenarioSetUp',
        scenario: scenario.name,
        defenders: state.defenders.length,
        spaces: state.spaces.length,
        enemyCounters: state.spaces.reduce((sum, space) => sum + space.enemies.length, 0),
        attackSuccess: { ...state.attackSuccess },
      },
      ...later,
    ],
  });
}
