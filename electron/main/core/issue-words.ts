import type { z } from 'zod';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const playerOrdinals = ['first', 'second', 'third', 'fourth'];

/** A request's fields as a player would name them; a field not listed is spelled out from its name. */
const fieldWords: Record<string, string> = {
  gameId: 'game',
  cardId: 'card',
  collectionId: 'collection',
  productId: 'product',
  system: 'game system',
  commandId: 'command id',
  draft: 'dice draft',
  faces: 'faces',
  step: 'step',
  log: 'game log',
  exportedAt: 'export date',
  text: 'search text',
  costMin: 'lowest cost',
  costMax: 'highest cost',
};

/** Where one method's field means something else than the same name elsewhere ("text" is a pasted list, not a search). */
export const methodFieldWords: Record<string, Record<string, string>> = {
  'lists.import': { text: 'the pasted list' },
  'lists.add': { text: 'the pasted list' },
  'scenarios.import': { text: 'the scenario file' },
  'game.importPart': { text: 'this part of the file' },
};

/** What one item of a list field is called: `units[1]` is the 2nd unit. */
const itemWords: Record<string, string> = {
  players: 'player',
  units: 'unit',
  commands: 'command',
  dice: 'die',
  faces: 'face',
  rolls: 'roll',
  cards: 'card',
  upgrades: 'upgrade',
  hullZones: 'hull zone',
  loose: 'loose card',
};

/** `extremeRangeDice` → `extreme range dice`. */
const spelledOut = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();

const itemOf = (key: string, index: number): string => {
  if (key === 'players') return `${playerOrdinals[index] ?? ordinal(index + 1)} player`;
  const item = itemWords[key] ?? spelledOut(key).replace(/s$/, '');
  return `${ordinal(index + 1)} ${item}`;
};

/**
 * A path zod reports (`['players', 1, 'units', 0, 'speed']`) as the thing it names: the owner
 * ("the second player's 1st unit") and the field ("speed"); either may be absent.
 */
export function pathInWords(path: readonly PropertyKey[], words: Record<string, string> = fieldWords): { owner: string | null; field: string | null } {
  const owners: string[] = [];
  let field: string | null = null;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const next = path[i + 1];
    if (typeof segment === 'number') {
      owners.push(`${ordinal(segment + 1)} item`);
    } else if (typeof next === 'number') {
      owners.push(itemOf(String(segment), next));
      i++;
    } else if (i === path.length - 1) {
      field = words[String(segment)] ?? spelledOut(String(segment));
    } else {
      owners.push(words[String(segment)] ?? spelledOut(String(segment)));
    }
  }
  return { owner: owners.length ? `the ${owners.join('’s ')}` : null, field };
}

const typeWords: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a set of details',
};

const UNKNOWN_KEYS_NAMED = 5;

const isZodDefault = (message: string) => /^(Invalid (input|option)|Too (small|big)|Unrecognized key)/.test(message);

/** What was wrong, as a predicate ("must be a whole number"): the schema's own words, or zod's turned into ours. */
function whatWasWrong(issue: z.core.$ZodIssue): string {
  if (!isZodDefault(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message) ? 'is missing' : `must be ${typeWords[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const at = Number(issue.minimum);
      if (issue.origin === 'string') return at <= 1 ? 'cannot be empty' : `must be at least ${at} characters`;
      if (issue.origin === 'array') return `must have at least ${at}`;
      return issue.inclusive === false ? `must be more than ${at}` : `must be at least ${at}`;
    }
    case 'too_big': {
      const at = Number(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${at} characters`;
      if (issue.origin === 'array') return `can have at most ${at}`;
      return issue.inclusive === false ? `must be less than ${at}` : `must be at most ${at}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys': {
      // A handful is enough to find them; a request with thousands gets a short answer, not an echo.
      const named = issue.keys.slice(0, UNKNOWN_KEYS_NAMED).map((key) => `“${key.length > 60 ? `${key.slice(0, 60)}…` : key}”`);
      const more = issue.keys.length - named.length;
      return `takes no ${named.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en')} more` : ''}: leave ${issue.keys.length > 1 ? 'them' : 'it'} out`;
    }
    default:
      return 'is not something Sidetable can read';
  }
}

const sentence = (text: string) => {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * zod's issues as sentences that name the thing in words: "The second player’s 1st unit: speed
 * must be a whole number." Never a dotted field path.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], method?: string): string {
  const words = method && methodFieldWords[method] ? { ...fieldWords, ...methodFieldWords[method] } : fieldWords;
  return issues
    .map((issue) => {
      const { owner, field } = pathInWords(issue.path, words);
      // A schema's own sentence may start with its field's name ("ownedOnly needs a collectionId"):
      // the words above already name it, and field names inside it are said in words too.
      const last = issue.path.at(-1);
      const own = typeof last === 'string' && issue.message.startsWith(`${last} `) ? issue.message.slice(last.length + 1) : issue.message;
      const wrong = whatWasWrong({ ...issue, message: own } as z.core.$ZodIssue).replace(/\b[a-z]+[A-Z]\w*\b/g, (word) => fieldWords[word] ?? word);
      if (owner && field) return sentence(`${owner}: ${field} ${wrong}`);
      return sentence(`${field ?? owner ?? 'the request'} ${wrong}`);
    })
    .join(' ');
}
