import type { ReadResult } from './game-result';
import { ARMADA_RESULT_FORMAT, fromArmadaResultJson } from './armada-result-json';
import { fromListFortress } from './list-fortress';
import { isRecord } from './read-parts';

/** The largest result file read: two lists and a score fit in far less. */
export const RESULT_FILE_MAX_CHARS = 1_000_000;

const notAResult = 'This file is not a game result: a result file is the JSON Sidetable exports from a finished game (ListFortress’s tournament JSON for X-Wing, or a Sidetable Armada result). Export the result from the game’s summary and open that file.';

/**
 * A result file's text, read: an X-Wing result (ListFortress's tournament JSON, ours or a site's) or
 * an Armada result (ours); what could not be read is told item by item, in words.
 */
export function readResultFile(text: string): ReadResult {
  if (text.length > RESULT_FILE_MAX_CHARS) return { result: null, problems: [`This file is too large to be a game result (more than ${RESULT_FILE_MAX_CHARS / 1_000_000} MB of text).`] };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { result: null, problems: [`${notAResult} (It is not JSON.)`] };
  }
  if (!isRecord(json)) return { result: null, problems: [notAResult] };
  if (json.format === ARMADA_RESULT_FORMAT) return fromArmadaResultJson(json);
  // ListFortress's import takes players and rounds at the top level or under `tournament`.
  const tournament = Array.isArray(json.players) ? json : isRecord(json.tournament) ? { ...json.tournament, sidetable: json.sidetable } : null;
  if (tournament && (Array.isArray(tournament.players) || Array.isArray(tournament.rounds))) return fromListFortress(tournament);
  return { result: null, problems: [notAResult] };
}
