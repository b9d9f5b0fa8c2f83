import type { RefusedImport } from './import-result';

// The refusals every paste gets before any parser reads it: too big, binary, empty. Checked once
// here so both importers answer a bad paste with the same words.

/** Larger than any real list by two orders of magnitude; a bigger paste is something else. */
export const LIST_TEXT_MAX_BYTES = 256 * 1024;

export const refuse = (message: string, looksLike?: RefusedImport['looksLike']): RefusedImport =>
  looksLike ? { ok: false, message, looksLike } : { ok: false, message };

/** A refusal for text no list could be, or null when the text may be read. */
export function refuseUnreadable(text: unknown, what: string): RefusedImport | null {
  const aWhat = `${/^([aeiouAEIOU]|X[A-Z])/.test(what) ? 'an' : 'a'} ${what}`;
  if (typeof text !== 'string') return refuse(`Nothing to import: paste the ${what} as text.`);
  // String length is UTF-16 units; a conservative byte count without encoding the whole paste.
  if (text.length > LIST_TEXT_MAX_BYTES) {
    return refuse(
      `This paste is ${Math.round(text.length / 1024)} KB; ${aWhat} is a few KB at most, so it was not read. Copy only the list from your builder and paste it again.`,
    );
  }
  if (text.includes('\u0000')) return refuse(`This looks like a binary file, not ${aWhat} (it contains NUL bytes). Export the list as text from your builder and paste that.`);
  if (text.includes('\uFFFD')) {
    return refuse(`This text has unreadable characters (it is not valid UTF-8, or a binary file). Export the list as text from your builder again and paste that.`);
  }
  if (text.trim() === '') return refuse(`The paste is empty: copy the ${what} from your builder and paste it here.`);
  return null;
}

/** Whether text looks like an XWS squad (JSON with `pilots`), to tell a player who pasted it into the Armada importer. */
export function looksLikeXws(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('{') && /["']pilots["']\s*:/.test(trimmed);
}

/** Whether text looks like an Armada fleet text (ship lines with points, subtotals, Armada headers). */
export function looksLikeArmadaText(text: string): boolean {
  return (
    /^\s*(Faction:|Commander:|Total Points:|Squadrons|Assault( Objective)?:|=\s*\d+\s+(Points|total))/im.test(text) ||
    // AFD: `Fleet (84/400/400)` and ships as `Class (base + upgrades: total)`.
    /\(\d+\s*\/\s*\d+\s*\/\s*\d+\)\s*$/m.test(text) ||
    /\(\d+\s*\+\s*\d+\s*:\s*\d+\)\s*$/m.test(text)
  );
}
