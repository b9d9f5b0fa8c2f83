import { z } from 'zod';
import type { ResultEnd } from './game-result';

// The pieces every result file reader shares: a tolerant read of one value, with the problem in the
// player's words when it is not what it should be (never a field path).

export const resultEnds = ['destroyed', 'lastRound', 'concession', 'timeCalled', 'missionPoints'] as const satisfies readonly ResultEnd[];

const number = z.number().finite();
const text = z.string().trim().min(1).max(200);

export type Problems = string[];

/** A number (a number written as text too, as some sites write them), or the problem said. */
export function readNumber(value: unknown, what: string, problems: Problems): number | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = number.safeParse(typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
  if (parsed.success) return parsed.data;
  problems.push(`${what} is not a number (${JSON.stringify(value).slice(0, 40)}): write it as a number.`);
  return undefined;
}

/** A name or id: text (a number is taken as its digits). */
export function readText(value: unknown, what: string, problems: Problems): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = text.safeParse(typeof value === 'number' ? String(value) : value);
  if (parsed.success) return parsed.data;
  problems.push(`${what} is not a name of at most 200 characters (${JSON.stringify(value).slice(0, 40)}).`);
  return undefined;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readEnd(value: unknown, problems: Problems): ResultEnd | null {
  if (value === undefined || value === null) return null;
  const parsed = z.enum(resultEnds).safeParse(value);
  if (parsed.success) return parsed.data;
  problems.push(`How the game ended (${JSON.stringify(value).slice(0, 40)}) is not one we know: a side destroyed, the last round, a concession or time called.`);
  return null;
}

export function readNotes(value: unknown, problems: Problems): string[] {
  if (value === undefined) return [];
  const parsed = z.array(z.string().max(1000)).max(50).safeParse(value);
  if (parsed.success) return parsed.data;
  problems.push('The file’s notes are not a list of sentences: they were left out.');
  return [];
}
