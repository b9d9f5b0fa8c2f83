import type { z } from 'zod';
import { spaceColours } from './scenario-schema';

// A scenario's mistakes in the player's words: "Floor 2, space B (hall): the colour is missing —
// pick one of red, blue, …", never a path like building.floors[1].spaces[1].colour. The place is
// counted as the editor shows it (floors, spaces lettered A, B, C…) and named where it has a name.

type Path = readonly PropertyKey[];

const letter = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : `${index + 1}`);

/** Reads one field of the scenario as written, whatever shape it is in. */
function at(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** " (hall)" when the entry has a usable name to show. */
function named(scenario: unknown, path: Path, key = 'name'): string {
  const value = at(scenario, [...path, key]);
  return typeof value === 'string' && value.trim() !== '' ? ` (${value.trim()})` : '';
}

/** The name a piece of the scenario with this id has (a space, an enemy type), as the editor shows it; never the hidden id. */
function nameOfId(scenario: unknown, lists: Path[], id: unknown): string | null {
  if (typeof id !== 'string') return null;
  for (const list of lists) {
    const entries = at(scenario, list);
    if (!Array.isArray(entries)) continue;
    const found = entries.find((entry) => typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === id) as { name?: unknown } | undefined;
    if (found && typeof found.name === 'string' && found.name.trim() !== '') return found.name.trim();
  }
  return null;
}

/** The name of the space an entry stands in ("the hall"), or null when that space is not there. */
function spaceOf(scenario: unknown, path: Path, key = 'space'): string | null {
  const id = at(scenario, [...path, key]);
  const floors = at(scenario, ['building', 'floors']);
  const floorLists: Path[] = Array.isArray(floors) ? floors.map((_, f) => ['building', 'floors', f, 'spaces']) : [];
  const name = nameOfId(scenario, [...floorLists, ['building', 'outside']], id);
  return name === null ? null : `the ${name}`;
}

/** " (Raiders)": a counter's own name, else its type's. */
function counterNamed(scenario: unknown, path: Path): string {
  const own = named(scenario, path);
  if (own) return own;
  const type = nameOfId(scenario, [['enemyTypes']], at(scenario, [...path, 'type']));
  return type ? ` (${type})` : '';
}

const fieldWords: Record<string, string> = {
  name: 'the name',
  description: 'the description',
  id: 'the id',
  colour: 'the colour',
  interior: 'the interior mark',
  level: 'the floor level',
  counters: 'which enemy counters it takes',
  advancesTo: 'where its enemy counters advance to',
  from: 'the space it is seen from',
  sees: 'the spaces it sees',
  combatValue: 'the combat value',
  inspire: 'the Inspire [I] bonus',
  suppression: 'the suppression',
  command: 'the Command [C] mark',
  space: 'the space',
  side: 'the side (ready or exhausted)',
  disrupted: 'the Disrupted tokens',
  moveToken: 'the move token',
  casualty: 'the casualty mark',
  weapons: 'the weapon tokens',
  designations: 'the designations',
  ammunition: 'the ammunition tokens',
  kind: 'the kind (assault or support)',
  type: 'the enemy type',
  attackSuccess: 'the success rule for counters of no type',
  dieAtLeast: 'the number a die must show',
  diceNeeded: 'the number of such dice needed',
  start: 'the starting value',
  min: 'the lowest value',
  max: 'the highest value',
  steps: 'the checklist',
  tracks: 'the counters it moves',
  enemiesAdvance: 'the enemy advance mark',
  moves: 'the counters it moves every turn',
  by: 'how far it moves',
  defense: 'the defense phase mark',
  phases: 'the phases',
  floors: 'the floors',
  outside: 'the spaces outside',
  defenders: 'the defenders',
  enemies: 'the enemy stacks',
  enemyTypes: 'the enemy types',
  lineOfSight: 'the line of sight',
  building: 'the building',
  turn: 'the turn',
};

/**
 * Where in the scenario a path points, as the editor shows it ("Floor 2, space B (hall)"), and
 * the field there ("the colour"); a path to the scenario itself is "The scenario".
 */
export function scenarioPlace(scenario: unknown, path: Path): { place: string; field: string | null; plural?: boolean } {
  const [first, second, third, fourth, fifth] = path;
  const index = (value: PropertyKey | undefined): number | null => (typeof value === 'number' ? value : null);
  let place = 'The scenario';
  let rest: Path = path;
  if (first === 'building' && second === 'floors' && index(third) !== null) {
    const f = index(third) ?? 0;
    place = `Floor ${f + 1}${named(scenario, ['building', 'floors', f])}`;
    rest = path.slice(3);
    if (fourth === 'spaces' && index(fifth) !== null) {
      const s = index(fifth) ?? 0;
      place = `Floor ${f + 1}, space ${letter(s)}${named(scenario, ['building', 'floors', f, 'spaces', s])}`;
      rest = path.slice(5);
    }
  } else if (first === 'building' && second === 'outside' && index(third) !== null) {
    const o = index(third) ?? 0;
    place = `Outside space ${o + 1}${named(scenario, ['building', 'outside', o])}`;
    rest = path.slice(3);
  } else if (first === 'building' && second !== undefined) {
    place = 'The building';
    rest = path.slice(1);
  } else if (first === 'lineOfSight' && index(second) !== null) {
    const i = index(second) ?? 0;
    const from = spaceOf(scenario, ['lineOfSight', i], 'from');
    place = from ? `The line of sight from ${from}` : `Line of sight ${i + 1}`;
    rest = path.slice(2);
    if (third === 'sees' && index(fourth) !== null) {
      place += `, seen space ${(index(fourth) ?? 0) + 1}`;
      rest = [];
    }
  } else if (first === 'defenders' && index(second) !== null) {
    const i = index(second) ?? 0;
    place = `Defender ${i + 1}${named(scenario, ['defenders', i])}`;
    rest = path.slice(2);
  } else if (first === 'tokens' && index(second) !== null) {
    const i = index(second) ?? 0;
    const space = spaceOf(scenario, ['tokens', i]);
    place = space ? `The tokens in ${space}` : `Tokens ${i + 1}`;
    rest = path.slice(2);
    if (third === 'weapons' && index(fourth) !== null) {
      place += `, weapon token ${(index(fourth) ?? 0) + 1}${named(scenario, ['tokens', i, 'weapons', index(fourth) ?? 0])}`;
      rest = path.slice(4);
    }
  } else if (first === 'enemies' && index(second) !== null) {
    const i = index(second) ?? 0;
    const space = spaceOf(scenario, ['enemies', i]);
    place = space ? `The enemy counters in ${space}` : `Enemy stack ${i + 1}`;
    rest = path.slice(2);
    if (third === 'counters' && index(fourth) !== null) {
      place += `, counter ${(index(fourth) ?? 0) + 1} from the top${counterNamed(scenario, ['enemies', i, 'counters', index(fourth) ?? 0])}`;
      rest = path.slice(4);
    } else if (third === 'counters') {
      // The stack's own list of counters, not an outside space's "which counters it takes".
      return { place, field: 'the counters', plural: true };
    }
  } else if (first === 'enemyTypes' && index(second) !== null) {
    const i = index(second) ?? 0;
    place = `Enemy type ${i + 1}${named(scenario, ['enemyTypes', i])}`;
    rest = path.slice(2);
  } else if (first === 'tracks' && index(second) !== null) {
    const i = index(second) ?? 0;
    place = `Counter ${i + 1}${named(scenario, ['tracks', i])}`;
    rest = path.slice(2);
  } else if (first === 'turn' && second === 'phases' && index(third) !== null) {
    const i = index(third) ?? 0;
    place = `Phase ${i + 1}${named(scenario, ['turn', 'phases', i])}`;
    rest = path.slice(3);
    if ((fourth === 'steps' || fourth === 'tracks') && index(fifth) !== null) {
      place += fourth === 'steps' ? `, step ${(index(fifth) ?? 0) + 1}` : `, counter ${(index(fifth) ?? 0) + 1}`;
      rest = [];
    } else if (fourth === 'moves' && index(fifth) !== null) {
      place += `, move every turn ${(index(fifth) ?? 0) + 1}`;
      rest = path.slice(5);
    }
  } else if (first === 'events' && (second === 'schedule' || second === 'deck') && index(third) !== null) {
    const i = index(third) ?? 0;
    place = `${second === 'schedule' ? 'Arrival' : 'Event card'} ${i + 1}${named(scenario, ['events', second, i])}`;
    rest = path.slice(3);
  } else if (first === 'end' && second === 'conditions' && index(third) !== null) {
    place = `End condition ${(index(third) ?? 0) + 1}`;
    rest = path.slice(3);
  } else if (first === 'end') {
    place = 'The end of the game';
    rest = path.slice(1);
  } else if (first === 'attackSuccess' && second !== undefined) {
    place = 'The success rule for counters of no type';
    rest = path.slice(1);
  }
  // What is left names the field: the last word that is not a list position.
  const words = rest.filter((key): key is string => typeof key === 'string');
  const last = words.at(-1);
  const field = last === undefined ? null : (fieldWords[last] ?? `the ${last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`);
  return { place, field };
}

/** Fields named in the plural take "are": "the defenders are missing". */
const pluralFields = new Set(['weapons', 'designations', 'sees', 'steps', 'tracks', 'phases', 'floors', 'outside', 'defenders', 'enemies', 'enemyTypes', 'ammunition', 'disrupted']);

/** "Floor 2, space B (hall): the colour is missing — pick one of …" from a place and what is wrong. */
export function scenarioProblem(scenario: unknown, path: Path, problem: string): string {
  const { place, field, plural } = scenarioPlace(scenario, path);
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  const verb = field && (plural ?? (key !== undefined && pluralFields.has(key))) ? problem.replace(/^is /, 'are ') : problem;
  const sentence = field ? `${place}: ${field} ${verb}` : `${place}: ${problem}`;
  return /[.?]$/.test(sentence) ? sentence : `${sentence}.`;
}

const choices: Record<string, string> = {
  colour: `pick one of ${spaceColours.join(', ')}`,
  level: 'pick basement, ground or top',
  counters: 'pick assault or support',
  kind: 'pick assault or support',
  side: 'pick ready or exhausted',
  designations: 'pick from R (Ranged), G (Grenade) and S (Suppress)',
};

const typeWords: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
};

/** One schema issue in words; the scenario as written lets the place be named. */
export function describeScenarioIssue(scenario: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const key = [...path].reverse().find((part): part is string => typeof part === 'string') ?? '';
  const pick = choices[key] ? ` — ${choices[key]}` : '';
  const value = at(scenario, path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return scenarioProblem(scenario, path, `is missing${pick}`);
      return scenarioProblem(scenario, path, `must be ${typeWords[issue.expected] ?? issue.expected}`);
    case 'too_small':
      if (issue.origin === 'string') return scenarioProblem(scenario, path, `is missing${pick}`);
      if (issue.origin === 'array') return scenarioProblem(scenario, path, issue.minimum === 1 ? 'is empty: add at least one' : `is fewer than ${String(issue.minimum)}: add more`);
      return scenarioProblem(scenario, path, `must be at least ${String(issue.minimum)}`);
    case 'too_big':
      if (issue.origin === 'string') return scenarioProblem(scenario, path, `is longer than ${String(issue.maximum)} characters`);
      if (issue.origin === 'array') return scenarioProblem(scenario, path, `is more than ${String(issue.maximum)}: keep ${String(issue.maximum)} or fewer`);
      return scenarioProblem(scenario, path, `must be at most ${String(issue.maximum)}`);
    case 'invalid_value':
      return scenarioProblem(scenario, path, `is not one Sidetable knows${pick || ` — pick one of ${issue.values.map(String).join(', ')}`}`);
    case 'unrecognized_keys':
      return scenarioProblem(scenario, path, `has ${issue.keys.length === 1 ? 'a field' : 'fields'} Sidetable does not know: ${issue.keys.join(', ')}`);
    default:
      return scenarioProblem(scenario, path, 'is not right');
  }
}
