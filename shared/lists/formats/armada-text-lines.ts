// One Armada fleet text line at a time: what it is (header, ship, upgrade, squadron, subtotal...)
// in any of the six builders' layouts. Pure pattern work; no card look-ups here.

export interface PrintedCost {
  /** Points of one copy (a ship's base cost for AFD's `base + upgrades: total`). */
  each: number | null;
  /** Points of the whole line (all copies; AFD ships: base plus upgrades). */
  total: number;
  /** AFD `2 x 13` and Flagship's per-copy counts name the copies inside the parentheses. */
  count?: number;
}

/** `44`, ` 2\t points`, `96 + 37: 133`, `2 x 13`: the points inside a line's last parentheses. */
export function readCost(inner: string): PrintedCost | null {
  const text = inner.replace(/\s+/g, ' ').trim().toLowerCase();
  let match = /^(\d{1,4})(?: ?(?:points?|pts))?$/.exec(text);
  if (match) return { each: Number(match[1]), total: Number(match[1]) };
  match = /^(\d{1,4}) ?\+ ?(\d{1,4}) ?: ?(\d{1,4})$/.exec(text);
  if (match) return { each: Number(match[1]), total: Number(match[3]) };
  match = /^(\d{1,2}) ?x ?(\d{1,4})$/.exec(text);
  if (match) return { each: Number(match[2]), total: Number(match[1]) * Number(match[2]), count: Number(match[1]) };
  return null;
}

/** A card line's name and the points in its last parentheses, or null when it has none. */
export function splitCost(text: string): { name: string; cost: PrintedCost } | null {
  const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(text);
  if (!match) return null;
  const cost = readCost(match[2]!);
  if (!cost || !match[1]!.trim()) return null;
  return { name: match[1]!.trim(), cost };
}

export type HeaderField = 'name' | 'faction' | 'commander' | 'author' | 'points' | 'assault' | 'defense' | 'navigation' | 'objectives' | 'total';

/** `Name:`, `Faction:`, `Assault Objective:`... the labelled lines builders put around a fleet. */
export function readHeader(line: string): { field: HeaderField; value: string } | null {
  const match = /^(name|faction|commander|author|points|assault|defense|navigation|objectives|total points|total)(?: objective)?\s*:\s*(.*)$/i.exec(line);
  if (!match) return null;
  const label = match[1]!.toLowerCase();
  return { field: label.startsWith('total') ? 'total' : (label as HeaderField), value: match[2]!.trim() };
}

/** `= 46 Points`, `= 133 total ship cost`, `= 84 total squadron cost`, `= 64 total points`. */
export function readSubtotal(line: string): number | null {
  const match = /^=\s*(\d{1,5})\s*(?:total\s+)?(?:points?|pts|ship cost|squadron cost)?\s*$/i.exec(line);
  return match ? Number(match[1]) : null;
}

/** `Squadrons:` (Kingston, Star Forge) or `Squadrons (84/134):` (the app). */
export function readSquadronHeader(line: string): { points: number | null; limit: number | null } | null {
  const match = /^squadrons?\s*(?:\((\d+)\s*\/\s*(\d+)\))?\s*:?\s*$/i.exec(line);
  return match ? { points: match[1] ? Number(match[1]) : null, limit: match[2] ? Number(match[2]) : null } : null;
}

/** `Name (400/400)` (the app) or `Name (84/400/400)` (AFD): the fleet name and its points. */
export function readTitleLine(line: string): { name: string; squadrons: number | null; total: number; limit: number } | null {
  let match = /^(.*?)\s*\((\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\)\s*$/.exec(line);
  if (match) return { name: match[1]!.trim(), squadrons: Number(match[2]), total: Number(match[3]), limit: Number(match[4]) };
  match = /^(.*?)\s*\((\d+)\s*\/\s*(\d+)\)\s*$/.exec(line);
  if (match) return { name: match[1]!.trim(), squadrons: null, total: Number(match[2]), limit: Number(match[3]) };
  return null;
}

/** `Rebels  - Author: name` (the app's second line). */
export function readAppFactionLine(line: string): { faction: string; author: string } | null {
  const match = /^(.+?)\s+-\s+author:\s*(.*)$/i.exec(line);
  return match ? { faction: match[1]!.trim(), author: match[2]!.trim() } : null;
}

/** An upgrade line's bullet: `• `, `- `, `-  `, a tab and `+ `, or the app's ` - `. */
export function stripBullet(raw: string): string | null {
  const match = /^\s*(?:\u2022|-|\+|\*)\s*(.*)$/.exec(raw);
  return match ? match[1]!.trim() : null;
}

/** A squadron count in front of a name: `2 x Name`, `2x Name`, `2\tName`, `3 Name`. */
export function splitCount(text: string): { count: number; rest: string } | null {
  const match = /^(\d{1,2})\s*(?:x\s+|x(?=[A-Z])|\t+|\s+)(.*)$/i.exec(text);
  if (!match || !match[2]!.trim()) return null;
  return { count: Number(match[1]), rest: match[2]!.trim() };
}

/** `[flagship] Class`, `[ flagship ] Class`: the marker and the rest. */
export function splitFlagship(text: string): { flagship: boolean; rest: string } {
  const match = /^\[\s*flagship\s*\]\s*(.*)$/i.exec(text);
  return match ? { flagship: true, rest: match[1]!.trim() } : { flagship: false, rest: text };
}
