import type { Transition } from '../../core/game-module';
import { seedRandom } from '../../core/random';
import { ok, refuse, type Result } from '../../core/result';
import { floorNames } from './building';
import type { DefenseCommandOf } from './commands';
import { newDefender } from './defenders';
import type { DefenseEvent } from './events';
import { freshPieceId } from './piece-ids';
import type { CheckedScenarioShape } from './scenario-schema';
import type { Defender, DefenseState, Space } from './state';

type SetupCommand = DefenseCommandOf<'setup'>;

/** A scenario mistake, named by its field as the setup command spells it. */
function invalid(path: string, message: string): { ok: false; error: { code: string; message: string } } {
  return refuse('invalid_scenario', `setup.scenario.${path}: ${message}.`);
}

function buildSpaces(scenario: CheckedScenarioShape): Result<Space[]> {
  const spaces: Space[] = [];
  const seenLevels = new Set<string>();
  for (const [f, floor] of scenario.building.floors.entries()) {
    if (seenLevels.has(floor.level)) return invalid(`building.floors[${f}].level`, `the ${floorNames[floor.level]} is listed twice`);
    seenLevels.add(floor.level);
    let interior: string | null = null;
    for (const [s, space] of floor.spaces.entries()) {
      if (spaces.some((other) => other.id === space.id)) return invalid(`building.floors[${f}].spaces[${s}].id`, `two spaces are named ${space.id}`);
      if (space.interior && interior !== null) {
        return invalid(`building.floors[${f}].spaces[${s}].interior`, `the ${floorNames[floor.level]} already has its interior space (${interior})`);
      }
      if (space.interior) interior = space.id;
      spaces.push({ id: space.id, name: space.name, floor: floor.level, colour: space.colour, interior: space.interior, counterSpace: null, ...nothingPlaced() });
    }
  }
  for (const [o, space] of scenario.building.outside.entries()) {
    if (spaces.some((other) => other.id === space.id)) return invalid(`building.outside[${o}].id`, `two spaces are named ${space.id}`);
    spaces.push({ id: space.id, name: space.name, floor: null, colour: null, interior: false, counterSpace: space.counters, ...nothingPlaced() });
  }
  return ok(spaces);
}

/** A space as the layout leaves it: line of sight, tokens and counters are added after. */
function nothingPlaced(): Pick<Space, 'sees' | 'weapons' | 'ammunition' | 'suppression' | 'enemies'> {
  return { sees: [], weapons: [], ammunition: 0, suppression: 0, enemies: [] };
}

function applyLineOfSight(scenario: CheckedScenarioShape, spaces: Space[]): Result<true> {
  for (const [i, entry] of scenario.lineOfSight.entries()) {
    const from = spaces.find((space) => space.id === entry.from);
    if (!from) return invalid(`lineOfSight[${i}].from`, `there is no space ${entry.from} in the building`);
    if (from.sees.length > 0) return invalid(`lineOfSight[${i}].from`, `${entry.from} already has its line of sight listed: list everything a space sees in one entry`);
    for (const [j, seen] of entry.sees.entries()) {
      if (!spaces.some((space) => space.id === seen)) return invalid(`lineOfSight[${i}].sees[${j}]`, `there is no space ${seen} in the building`);
      if (entry.sees.indexOf(seen) !== j) return invalid(`lineOfSight[${i}].sees[${j}]`, `${seen} is listed twice`);
    }
    from.sees = [...entry.sees];
  }
  return ok(true);
}

/** Ids the scenario gives, checked for duplicates before any missing id is made up. */
function explicitPieceIds(scenario: CheckedScenarioShape): Result<Set<string>> {
  const used = new Set<string>();
  const claim = (id: string | undefined, path: string): Result<true> => {
    if (id === undefined) return ok(true);
    if (used.has(id)) return invalid(path, `two pieces are named ${id}: every defender, weapon token and enemy counter needs its own id`);
    used.add(id);
    return ok(true);
  };
  for (const [i, defender] of scenario.defenders.entries()) {
    const claimed = claim(defender.id, `defenders[${i}].id`);
    if (!claimed.ok) return claimed;
  }
  for (const [i, entry] of scenario.tokens.entries()) {
    for (const [j, weapon] of entry.weapons.entries()) {
      const claimed = claim(weapon.id, `tokens[${i}].weapons[${j}].id`);
      if (!claimed.ok) return claimed;
    }
  }
  for (const [i, entry] of scenario.enemies.entries()) {
    for (const [j, counter] of entry.counters.entries()) {
      const claimed = claim(counter.id, `enemies[${i}].counters[${j}].id`);
      if (!claimed.ok) return claimed;
    }
  }
  return ok(used);
}

function buildDefenders(scenario: CheckedScenarioShape, spaces: readonly Space[], used: Set<string>): Result<Defender[]> {
  const defenders: Defender[] = [];
  for (const [i, entry] of scenario.defenders.entries()) {
    const space = spaces.find((candidate) => candidate.id === entry.space);
    if (!space) return invalid(`defenders[${i}].space`, `there is no space ${entry.space} in the building`);
    if (space.floor === null) return invalid(`defenders[${i}].space`, `${entry.space} is a counter space outside the building: defenders stand inside`);
    const id = entry.id ?? freshPieceId(used, 'defender');
    used.add(id);
    defenders.push(newDefender(entry, id));
  }
  return ok(defenders);
}

function placeTokens(scenario: CheckedScenarioShape, spaces: Space[], used: Set<string>): Result<true> {
  const seen = new Set<string>();
  for (const [i, entry] of scenario.tokens.entries()) {
    const space = spaces.find((candidate) => candidate.id === entry.space);
    if (!space) return invalid(`tokens[${i}].space`, `there is no space ${entry.space} in the building`);
    if (seen.has(entry.space)) return invalid(`tokens[${i}].space`, `${entry.space} has two token entries: list a space's tokens in one entry`);
    seen.add(entry.space);
    if (space.floor === null && (entry.weapons.length > 0 || entry.ammunition > 0)) {
      return invalid(`tokens[${i}].space`, `${entry.space} is outside the building: weapon and ammunition tokens are kept inside`);
    }
    if (entry.suppression > 0 && space.counterSpace !== 'assault') {
      return invalid(`tokens[${i}].suppression`, `suppression tokens are placed in assault counter spaces, and ${entry.space} is not one`);
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

function stackEnemies(scenario: CheckedScenarioShape, spaces: Space[], used: Set<string>): Result<true> {
  const seen = new Set<string>();
  for (const [i, entry] of scenario.enemies.entries()) {
    const space = spaces.find((candidate) => candidate.id === entry.space);
    if (!space) return invalid(`enemies[${i}].space`, `there is no space ${entry.space} in the building`);
    if (seen.has(entry.space)) return invalid(`enemies[${i}].space`, `${entry.space} has two stacks: list a space's counters in one entry, top first`);
    seen.add(entry.space);
    space.enemies = entry.counters.map((counter) => {
      const id = counter.id ?? freshPieceId(used, 'enemy');
      used.add(id);
      return { id, name: counter.name, kind: counter.kind };
    });
  }
  return ok(true);
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
  const enemies = stackEnemies(scenario, spaces.value, used.value);
  if (!enemies.ok) return enemies;
  const state: DefenseState = {
    system: 'defense',
    scenario: { name: scenario.name, description: scenario.description },
    round: 1,
    step: 'beforeDefense',
    actions: [],
    attackSuccess: { ...scenario.attackSuccess },
    random: seedRandom(command.seed),
    floors: scenario.building.floors.map((floor) => ({ level: floor.level, name: floor.name })),
    spaces: spaces.value,
    defenders: defenders.value,
  };
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
    ],
  });
}
