import type { z } from 'zod';
import type { ImportReport, SkippedCard } from '../../../../shared/ipc/cards';
import { CardImportError } from './import-error';

// One bad card should cost the player that card, not the data set: each card is checked on its own
// and a card that does not fit is left out and reported in words. A data set where most cards do
// not fit is not the layout it looks like, and is refused whole (see `refuseIfMostlyUnreadable`).

/** A number written as text ("3", " -2 ") means the number; anything else is left for the schema to refuse. */
export const numberFromText = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const shorten = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let here = raw;
  for (const part of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[part];
  }
  return here;
}

function valueInWords(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `"${shorten(value)}"`;
  return shorten(JSON.stringify(value) ?? String(value));
}

/** `['sides', 1, 'slots']` → `sides 2 › slots` (places counted from 1, as a player counts). */
export function fieldInWords(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const part of path) {
    if (typeof part === 'number') parts[parts.length - 1] = `${parts.at(-1) ?? 'entry'} ${part + 1}`;
    else parts.push(String(part));
  }
  return parts.join(' › ') || 'the whole card';
}

const typeWords: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  tuple: 'a list',
};

/** What the card needed at the field, from the check that failed. */
export function expectedInWords(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeWords[issue.expected] ?? issue.expected;
    case 'too_small':
      if (issue.origin === 'string') return 'text that is not empty';
      if (issue.origin === 'array' || issue.origin === 'set') return `a list of at least ${String(issue.minimum)}`;
      return `a number of at least ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set') return `a list of at most ${String(issue.maximum)}`;
      if (issue.origin === 'string') return `text of at most ${String(issue.maximum)} characters`;
      return `a number of at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      return `text in the form ${issue.format === 'regex' && 'pattern' in issue ? String(issue.pattern) : issue.format}`;
    case 'invalid_union':
      return 'a value of another shape';
    case 'unrecognized_keys':
      return `no fields named ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** The name a player knows a card by, from whichever field the layout uses; else its place in the file. */
function cardName(raw: unknown, place: string): string {
  if (raw && typeof raw === 'object') {
    const record = raw as Record<string, unknown>;
    for (const field of ['name', 'title', 'chassis_name']) {
      const value = record[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return place;
}

/** What an import kept and left out, gathered while the importers read. */
export class ImportReportBuilder {
  readonly skipped: SkippedCard[] = [];
  readonly leftOut: string[] = [];
  kept = 0;

  /** Checks one card: its value when it fits, else null with the card reported as skipped. */
  card<S extends z.ZodType>(file: string, place: string, raw: unknown, schema: S): z.output<S> | null {
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      this.kept++;
      return parsed.data;
    }
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    this.skipped.push({
      file,
      card: cardName(raw, place),
      field: fieldInWords(path),
      value: valueInWords(valueAt(raw, path)),
      expected: issue ? expectedInWords(issue) : 'another shape',
    });
    return null;
  }

  /** A card that fit but cannot be kept (a second card with the same id, say): left out with the reason. */
  skip(card: SkippedCard): void {
    this.kept--;
    this.skipped.push(card);
  }

  report(): ImportReport {
    return { skipped: this.skipped, parts: [], leftOut: this.leftOut };
  }
}

/** One skipped card as a sentence: `data/upgrades/talent.json, Test Talent: cost › value is "three", expected a number.` */
export const skippedInWords = (s: SkippedCard) => `${s.file}, ${s.card}: ${s.field} is ${s.value}, expected ${s.expected}`;

/**
 * More cards left out than kept means this is not the layout it looks like (or a broken download):
 * refuse the whole set rather than import a handful of cards and a long report.
 */
export function refuseIfMostlyUnreadable(report: ImportReportBuilder, label: string): void {
  const total = report.kept + report.skipped.length;
  if (report.skipped.length === 0 || report.skipped.length * 2 <= total) return;
  const first = report.skipped.slice(0, 3).map(skippedInWords).join('; ');
  throw new CardImportError(
    label,
    null,
    `${report.skipped.length} of its ${total} cards could not be read, so the data set was refused whole (Sidetable imports a set when at least half its cards read). First problems: ${first}.`,
  );
}
