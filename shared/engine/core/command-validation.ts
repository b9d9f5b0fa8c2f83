import type { z } from 'zod';
import { ok, refuse, type Result } from './result';

type Issue = z.core.$ZodIssue;

function describeExpectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_value':
      return issue.values.length === 1
        ? `expected ${String(issue.values[0])}`
        : `expected one of ${issue.values.map((value) => String(value)).join(', ')}`;
    case 'invalid_type':
      return issue.input === undefined ? `is missing (expected ${article(issue.expected)})` : `expected ${article(issue.expected)}`;
    case 'too_small':
      return issue.origin === 'array' ? `needs at least ${String(issue.minimum)} entries` : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array' ? `takes at most ${String(issue.maximum)} entries` : `must be at most ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  if (expected === 'int') return 'a whole number';
  if (expected === 'array') return 'a list';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** `hullZone` → `hull zone`, `antiSquadron` → `anti squadron`: a field as a player would say it. */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();

/** `ships` → `ship`: the name of one entry of a list field. */
const singular = (key: string) => (key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.endsWith('s') ? key.slice(0, -1) : key);

/**
 * Where the problem is, in words and never as a field path: `setup`, `players[0].ships[1].speed`
 * → "Setup, player 1, ship 2: speed".
 */
function issuePlace(commandType: string, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const [i, key] of path.entries()) {
    if (typeof key === 'number') continue;
    const next = path[i + 1];
    const said = words(String(key));
    parts.push(typeof next === 'number' ? `${singular(said)} ${next + 1}` : said);
  }
  const command = words(commandType);
  const head = `${command.charAt(0).toUpperCase()}${command.slice(1)}`;
  return parts.length ? `${head}, ${parts.join(', ')}` : head;
}

/** The deepest issue is the most precise: a union reports its branches' issues nested inside it. */
function deepestIssue(issue: Issue, path: readonly PropertyKey[]): { issue: Issue; path: PropertyKey[] } {
  const here = [...path, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const best = issue.errors
      .map((branch) => branch[0])
      .filter((inner): inner is Issue => inner !== undefined)
      .map((inner) => deepestIssue(inner, here))
      .sort((x, y) => y.path.length - x.path.length)[0];
    if (best) return best;
  }
  return { issue, path: here };
}

/**
 * Validates a command against a game's schema. The refusal names the field in words and what it
 * expected, e.g. "Declare target, range: expected one of close, medium, long, distance-1, beyond-long".
 */
export function parseCommand<C extends { type: string }>(
  schema: z.ZodType<C>,
  commandTypes: readonly string[],
  input: unknown,
): Result<C> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return refuse('invalid_command', 'A command must be an object with a type, such as {"type":"nextPhase"}.');
  }
  const type = (input as { type?: unknown }).type;
  if (typeof type !== 'string') return refuse('invalid_command', 'A command needs a type, such as "declareTarget".');
  if (!commandTypes.includes(type)) {
    return refuse('unknown_command', `"${type}" is not a command of this game: expected one of ${commandTypes.join(', ')}.`);
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  if (!first) return refuse('invalid_command', `${type}: the command is not valid.`);
  const { issue, path } = deepestIssue(first, []);
  return refuse('invalid_command', `${issuePlace(type, path)}: ${describeExpectation(issue)}.`);
}
