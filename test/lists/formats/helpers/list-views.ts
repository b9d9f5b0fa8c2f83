import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ImportedList, ImportResult } from '../../../../shared/lists/formats/import-result';
import { sharedData } from '../../../cards/card-host';

/** A real list from /work/shared/data/lists, byte for byte. */
export const sampleList = (...parts: string[]) => fs.readFileSync(sharedData('lists', ...parts), 'utf8');
/** One of this folder's own test lists. */
export const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name), 'utf8');

/** The result as read, failing the test with the refusal when it was refused. */
export function imported(result: ImportResult): ImportedList {
  if (!result.ok) expect.fail(`refused: ${result.message}`);
  return result;
}

/** Each unit as a line a reader checks at a glance: `2 × y-wing-squadron` or `whisper: Talent juke, Crew darthvader`. */
export const unitLines = (result: ImportedList) =>
  result.list.units.map((u) => `${u.count > 1 ? `${u.count} × ` : ''}${u.card.key}${u.upgrades.length ? `: ${u.upgrades.map((x) => `${x.slot} ${x.card.key}`).join(', ')}` : ''}`);

/** Every message as `severity | where | text`. */
export const messageLines = (result: ImportedList) => result.messages.map((m) => `${m.severity} | ${m.where} | ${m.text}`);
