import { readObstacle } from '../../engine/games/xwing/obstacles/catalogue';
import { eitherSlotOf, standardLoadout } from '../card-facts';
import { builderSlotChoices } from '../slot-facts';
import { factionName } from '../factions';
import { LIST_NAME_MAX, LIST_UNITS_MAX, LIST_UPGRADES_MAX, listFormats, nameFromContents, type FleetList, type ListCard, type ListFormatKey, type ListUnit, type ListUpgrade } from '../list';
import { nearest } from './edit-distance';
import type { ImportMessage, ImportResult, ListProvenance } from './import-result';
import { looksLikeArmadaText, refuse, refuseUnreadable } from './input-checks';
import { lenientJson } from './lenient-json';
import { refuseOverLimits } from './list-limits';
import { canonicalSlot, slotKey } from './xws-slots';
import { chassisOf, xwingEditions, type XwingCardPool, type XwingEdition, type XwingEditionCards } from './xwing-pool';

// XWS in: whatever the builders really emit (FORMATS.md), resolved against one edition's cards.
// Each pilot and upgrade that cannot be read is reported where it is, with the nearest known ids;
// the rest of the squad is kept. Points are the builder's, reported as printed, never trusted.

export const xwsFactions = ['rebelalliance', 'galacticempire', 'scumandvillainy', 'resistance', 'firstorder', 'galacticrepublic', 'separatistalliance'] as const;

/** Faction spellings seen outside the spec's canonical keys. */
const factionAliases: Record<string, string> = {
  rebel: 'rebelalliance',
  rebels: 'rebelalliance',
  empire: 'galacticempire',
  imperial: 'galacticempire',
  scum: 'scumandvillainy',
  republic: 'galacticrepublic',
  separatist: 'separatistalliance',
  separatists: 'separatistalliance',
  cis: 'separatistalliance',
};

export interface XwsImportOptions {
  /** Read the list with this edition's cards whatever the list implies. */
  edition?: XwingEdition;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** `%20`-style names are decoded; text that is not valid percent-encoding is kept as written. */
function decodeName(name: string): string {
  if (!/%[0-9a-f]{2}/i.test(name)) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

const idOf = (value: string) => value.trim().toLowerCase();

/** Ruleset words that name an edition outright. */
function editionOfRuleset(ruleset: string | null): XwingEdition | null {
  if (!ruleset) return null;
  const word = ruleset.trim().toLowerCase();
  if (word === 'xwa' || word === 'amg' || word === '2.5') return 'xwing-2.5';
  if (word === 'legacy' || word === 'ffg' || word === '2.0') return 'xwing-2.0';
  return null;
}

const editionWords: Record<XwingEdition, string> = { 'xwing-2.0': '2.0', 'xwing-2.5': '2.5' };

/** One thing the squad carries that points to an edition, with why, in words a player reads. */
interface EditionSignal {
  edition: XwingEdition;
  /** How much it counts: what a builder wrote outright outweighs what its numbers suggest. */
  weight: number;
  why: string;
}

/** Builders and their homes: which edition each one (or each of its addresses) builds for. */
const builderEditions: { test: RegExp; edition: XwingEdition; name: string }[] = [
  { test: /yasb\.app|x-?wing 2\.5/i, edition: 'xwing-2.5', name: 'YASB for X-Wing 2.5' },
  { test: /raithos\.github\.io|squad builder 2\.0/i, edition: 'xwing-2.0', name: 'YASB 2.0' },
  // Issue 40 · the 2.0 Legacy builders: YASB Legacy (xwing-legacy.com, "YASB 2.0", X2PO points) and the Pandorum builder.
  { test: /xwing-legacy\.com|\byasb 2\.0\b/i, edition: 'xwing-2.0', name: 'YASB 2.0 Legacy (xwing-legacy.com)' },
  { test: /pandorumbuilder/i, edition: 'xwing-2.0', name: 'the Pandorum builder (2.0 Legacy)' },
  { test: /launch-bay-next\.herokuapp\.com/i, edition: 'xwing-2.0', name: 'Launch Bay Next (its 2.0-era address)' },
  { test: /sb2xws/i, edition: 'xwing-2.0', name: 'the official FFG builder (through SB2XWS)' },
  { test: /dmborque\.eu\/swz|2nd ed\. squads designer/i, edition: 'xwing-2.0', name: 'X-Wing 2nd Ed. Squads Designer' },
];

const strings = (value: unknown): string[] => (isText(value) ? [value] : isObject(value) ? Object.values(value).flatMap(strings) : []);

const vendorTextOf = (squad: Json) => (isObject(squad.vendor) ? strings(squad.vendor).join(' ') : '');
const formatNameOf = (squad: Json) => [squad.format, squad.gametype, squad.version].filter(isText).join(' ').toLowerCase();

/**
 * The squad names 2.0's Hyperspace format: in a format field, or a YASB 2.0 link's game type — `h` in its
 * older links (`d=v5!h!`) and in the Legacy builder's newer ones (`d=v8ZhZ200Z…`); the 2.5 builder's own
 * links (yasb.app) have no Hyperspace.
 */
const namesHyperspace = (squad: Json) => {
  const vendor = vendorTextOf(squad);
  return /hyperspace/.test(formatNameOf(squad)) || /[?&]d=v\d+!h!/.test(vendor) || (/[?&]d=v\d+ZhZ/.test(vendor) && !/yasb\.app/i.test(vendor));
};

/** Every hint an XWS squad carries about its edition: vendor, links, format and ruleset names, points scale, ids. */
export function editionSignals(pool: XwingCardPool, squad: Json, pilots: readonly unknown[]): EditionSignal[] {
  const signals: EditionSignal[] = [];
  const sidetable = isObject(squad.vendor) && isObject(squad.vendor.sidetable) ? squad.vendor.sidetable : null;
  if (sidetable && isText(sidetable.edition) && (xwingEditions as readonly string[]).includes(sidetable.edition)) {
    signals.push({ edition: sidetable.edition as XwingEdition, weight: 100, why: 'Sidetable wrote that edition into the list' });
  }
  const byRuleset = editionOfRuleset(isText(squad.ruleset) ? squad.ruleset : null);
  if (byRuleset) signals.push({ edition: byRuleset, weight: 50, why: `it names the ruleset "${String(squad.ruleset)}"` });

  const vendorText = vendorTextOf(squad);
  const builder = builderEditions.find((b) => b.test.test(vendorText));
  if (builder) signals.push({ edition: builder.edition, weight: 20, why: `it came from ${builder.name}` });
  // YASB's own link names the game type: `d=v5!s!` (2.0: standard, `h` hyperspace); 2.5 links use `Z`.
  if (namesHyperspace(squad)) signals.push({ edition: 'xwing-2.0', weight: 20, why: 'it names the Hyperspace format (2.0 only)' });
  const formatName = formatNameOf(squad);
  if (!namesHyperspace(squad) && /\b(xwa|amg|2\.5)\b/.test(formatName)) signals.push({ edition: 'xwing-2.5', weight: 20, why: `its format or version says "${formatName.trim()}"` });

  // Points scale: 2.0 squads total about 200, 2.5 squads 20.
  const printed = typeof squad.points === 'number' && squad.points > 0 ? squad.points : null;
  const pilotSum = pilots.reduce<number>((n, p) => n + (isObject(p) && typeof p.points === 'number' && p.points > 0 ? p.points : 0), 0);
  const scale = printed ?? (pilotSum > 0 ? pilotSum : null);
  if (scale !== null) {
    const what = printed !== null ? `its ${scale} points` : `its pilots' ${scale} points`;
    if (scale >= 80) signals.push({ edition: 'xwing-2.0', weight: 15, why: `${what} are on the 2.0 scale (about 200 a squad)` });
    else if (scale <= 50) signals.push({ edition: 'xwing-2.5', weight: 15, why: `${what} are on the 2.5 scale (about 20 a squad)` });
  }

  // Ids that only one edition's cards know.
  const only = new Map<XwingEdition, string[]>();
  const both = xwingEditions.filter((e) => pool.editions.has(e));
  const note = (kind: 'pilots' | 'upgrades', id: string) => {
    const knowing = both.filter((e) => pool.editions.get(e)![kind].has(id));
    if (knowing.length === 1) only.set(knowing[0]!, [...(only.get(knowing[0]!) ?? []), id]);
  };
  for (const pilot of pilots) {
    if (!isObject(pilot)) continue;
    const id = isText(pilot.id) ? idOf(pilot.id) : isText(pilot.name) ? idOf(pilot.name) : '';
    if (id) note('pilots', id);
    if (isObject(pilot.upgrades)) for (const ids of Object.values(pilot.upgrades)) for (const u of Array.isArray(ids) ? ids : [ids]) if (isText(u)) note('upgrades', idOf(u));
  }
  for (const [edition, ids] of only) {
    const shown = ids.slice(0, 3).map((id) => `\`${id}\``).join(', ');
    signals.push({ edition, weight: 5 * ids.length, why: `${ids.length === 1 ? `${shown} exists` : `${ids.length} of its ids (${shown}${ids.length > 3 ? '…' : ''}) exist`} only in the ${editionWords[edition]} cards` });
  }
  return signals;
}

interface EditionChoice {
  cards: XwingEditionCards;
  why: string;
  /** Every hint that points to the chosen edition, in words (for the preview's "read as 2.0 because …"). */
  reasons: string[];
  /** The hints that point the other way, when there are any. */
  against: string[];
  /** Issue 43 · the edition the squad's own hints add up to, whether or not its cards are imported (and why). */
  signalled?: { edition: XwingEdition; why: string };
}

const joinWords = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** The edition a squad is read with: the one the squad's hints add up to, else the newest imported. */
function chooseEdition(pool: XwingCardPool, squad: Json, pilots: readonly unknown[], forced: XwingEdition | undefined): EditionChoice | null {
  const available = xwingEditions.filter((edition) => pool.editions.has(edition));
  if (available.length === 0) return null;
  const every = editionSignals(pool, squad, pilots);
  const weightAll = (edition: XwingEdition) => every.filter((s) => s.edition === edition).reduce((n, s) => n + s.weight, 0);
  const [top, next] = [...xwingEditions].sort((a, b) => weightAll(b) - weightAll(a));
  const signalled = top && weightAll(top) > 0 && (next === undefined || weightAll(top) > weightAll(next)) ? { edition: top, why: joinWords(every.filter((s) => s.edition === top).map((s) => s.why)) } : undefined;
  const pick = (edition: XwingEdition, reasons: string[], against: string[] = []): EditionChoice => ({ cards: pool.editions.get(edition)!, why: joinWords(reasons), reasons, against, ...(signalled ? { signalled } : {}) });
  const signals = every.filter((s) => available.includes(s.edition));
  // The player's choice wins; what the squad says for another edition is still shown beside it.
  if (forced && pool.editions.has(forced)) return pick(forced, ['you chose it'], signals.filter((s) => s.edition !== forced).map((s) => s.why));
  if (available.length === 1) return pick(available[0]!, ['it is the only X-Wing card data imported']);

  const weightOf = (edition: XwingEdition) => signals.filter((s) => s.edition === edition).reduce((n, s) => n + s.weight, 0);
  const ranked = [...available].sort((a, b) => weightOf(b) - weightOf(a));
  const best = ranked[0]!;
  if (weightOf(best) > 0 && weightOf(best) > weightOf(ranked[1]!)) {
    const of = (edition: XwingEdition) => signals.filter((s) => s.edition === edition).map((s) => s.why);
    return pick(best, of(best), signals.filter((s) => s.edition !== best).map((s) => s.why));
  }
  const last = available.at(-1)!;
  return pick(last, ['nothing in the list names an edition, so the newest imported cards were used']);
}

/** The one card whose id is this id plus a suffix (`-btla4ywing`, `-gunner`, `-swz82`) and that `fits`; none when it is not one. */
function suffixed(index: ReadonlyMap<string, ListCard>, id: string, fits: (card: ListCard) => boolean): ListCard | undefined {
  if (!id || id.includes('-')) return undefined;
  const found = [...index.values()].filter((card) => card.key.startsWith(`${id}-`) && fits(card));
  return found.length === 1 ? found[0] : undefined;
}

/** `lukeskywalker (T-65 X-wing)`: an id with what it is, so a player recognises the suggestion. */
function describePilot(cards: XwingEditionCards, id: string): string {
  const pilot = cards.pilots.get(id);
  const ship = pilot ? cards.ships.get(pilot.shipKey ?? '') ?? cards.ships.get(chassisOf(pilot.shipKey) ?? '') : undefined;
  return ship ? `${id} (${ship.name})` : id;
}
const describeUpgrade = (cards: XwingEditionCards, id: string) => {
  const type = cards.upgrades.get(id)?.upgradeTypes[0];
  return type ? `${id} (${type})` : id;
};
function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return 'no card id is close to it; check the spelling in your builder';
  const last = suggestions.at(-1)!;
  return `did you mean ${suggestions.length === 1 ? last : `${suggestions.slice(0, -1).join(', ')} or ${last}`}?`;
}

function parseSquad(text: string): { squad: unknown; lenient: boolean } | null {
  try {
    return { squad: JSON.parse(text) as unknown, lenient: false };
  } catch {
    const squad = lenientJson(text);
    return squad === null ? null : { squad, lenient: true };
  }
}

/** Reads one XWS squad. Refuses only what is not a squad at all; everything else is kept or reported. */
export function importXws(text: string, pool: XwingCardPool, options: XwsImportOptions = {}): ImportResult {
  const unreadable = refuseUnreadable(text, 'XWS squad');
  if (unreadable) return unreadable;
  const trimmed = text.trim().replace(/^\uFEFF/, '');
  const parsed = parseSquad(trimmed);
  if (!parsed) {
    if (looksLikeArmadaText(trimmed)) {
      return refuse('This looks like a Star Wars: Armada fleet, not an X-Wing squad. Paste it into the Armada fleet import instead.', 'armada-text');
    }
    if (/^[{[]/.test(trimmed)) {
      return refuse('This XWS squad is cut off or damaged: its JSON does not close properly. Copy all of the export from your builder (from the first { to the last }) and paste it again.');
    }
    return refuse('This is not an XWS squad: it is not JSON. In your squad builder choose "Export" then "XWS" (or "JSON") and paste all of what it gives you.');
  }
  const { squad, lenient } = parsed;
  if (Array.isArray(squad)) {
    return refuse(
      squad.length === 0
        ? 'This is an empty list, not an XWS squad. Export one squad as XWS and paste it.'
        : `This holds ${squad.length} entries, not one XWS squad. Export one squad at a time and paste it.`,
    );
  }
  if (!isObject(squad)) return refuse('This is not an XWS squad: an XWS squad is a JSON object with a faction and its pilots. Export the squad as XWS and paste it.');
  if (!('pilots' in squad)) {
    if ('ships' in squad || 'squadrons' in squad || 'commander' in squad) {
      return refuse('This looks like a Star Wars: Armada fleet, not an X-Wing squad. Paste it into the Armada fleet import instead.', 'armada-text');
    }
    return refuse('This JSON is not an XWS squad: it has no "pilots". Export the squad as XWS from your builder and paste it.');
  }
  if (!Array.isArray(squad.pilots)) return refuse('This XWS squad is damaged: its "pilots" is not a list of pilots. Export the squad again.');
  if (squad.pilots.length === 0) return refuse('This squad has no pilots: add at least one pilot in your builder, then export it again.');
  if (squad.pilots.length > LIST_UNITS_MAX) {
    return refuse(`This list has ${squad.pilots.length} pilots; Sidetable keeps at most ${LIST_UNITS_MAX} in one list. Split it into smaller lists in your builder.`);
  }

  // A pilot with more upgrades than any pilot takes is refused before each id is looked up.
  for (const [i, entry] of squad.pilots.entries()) {
    const upgrades = isObject(entry) && isObject(entry.upgrades) ? Object.values(entry.upgrades).reduce<number>((n, ids) => n + (Array.isArray(ids) ? ids.length : 1), 0) : 0;
    if (upgrades > LIST_UPGRADES_MAX) return refuse(`Pilot ${i + 1} carries ${upgrades} upgrades; Sidetable keeps at most ${LIST_UPGRADES_MAX} on one. Check the list in your builder.`);
  }

  const choice = chooseEdition(pool, squad, squad.pilots, options.edition);
  if (!choice) return refuse('No X-Wing card data is imported yet, so the squad cannot be read. Import the X-Wing card data (Cards, Import), then try again.');
  const cards = choice.cards;
  const edition = cards.edition;
  const messages: ImportMessage[] = [];
  const say = (severity: ImportMessage['severity'], where: string, message: string, missingCard?: ImportMessage['missingCard']) => messages.push({ severity, where, text: message, ...(missingCard ? { missingCard } : {}) });
  if (lenient) say('note', 'the squad', 'This was not strict JSON (it used single quotes or similar), so a lenient reading was used. Check the squad below.');

  const provenance: ListProvenance = { builder: null, version: isText(squad.version) ? squad.version : null };
  if ('ruleset' in squad) provenance.ruleset = isText(squad.ruleset) ? squad.ruleset : null;
  if (isObject(squad.vendor)) {
    provenance.vendor = squad.vendor;
    provenance.builder = Object.keys(squad.vendor)[0] ?? null;
  }
  say('note', 'the squad', `Read as X-Wing ${editionWords[edition]} because ${choice.why}.${choice.against.length ? ` (Against it: ${joinWords(choice.against)}.)` : ''}`);

  const units: ListUnit[] = [];
  const printedUnits: (number | null)[] = [];
  const factions: string[] = [];
  const pilotNames: string[] = [];
  squad.pilots.forEach((entry, index) => {
    const where = `pilot ${index + 1}`;
    if (!isObject(entry)) {
      say('error', where, 'This entry is not a pilot (it has no id); it was left out.');
      return;
    }
    const idText = isText(entry.id) && entry.id.trim() ? entry.id : isText(entry.name) ? entry.name : null;
    if (idText === null) {
      say('error', where, 'This pilot has no id; it was left out.');
      return;
    }
    if (isText(entry.id) && isText(entry.name) && idOf(entry.id) !== idOf(entry.name) && cards.pilots.has(idOf(entry.name))) {
      say('note', where, `The pilot's id \`${entry.id}\` and name \`${entry.name}\` differ; the id was used.`);
    }
    const id = idOf(idText);
    let pilot = cards.pilots.get(id);
    if (!pilot) {
      // A name typed or pasted as words (`Luke Skywalker`): the id is its letters and digits.
      pilot = cards.pilots.get(id.replace(/[^a-z0-9-]/g, ''));
      if (pilot) say('note', where, `\`${idText}\` was read as \`${pilot.key}\`.`);
    }
    if (!pilot) {
      // A builder's id without the data's disambiguating suffix (`norrawexley` for the Y-wing's `norrawexley-btla4ywing`).
      pilot = suffixed(cards.pilots, id, (card) => !isText(entry.ship) || chassisOf(card.shipKey) === idOf(entry.ship as string) || card.factions.includes(String(squad.faction)));
      if (pilot) say('note', where, `\`${id}\` was read as \`${pilot.key}\` (${describePilot(cards, pilot.key)}).`);
    }
    if (!pilot) {
      const suggestions = nearest(id, cards.pilotIds).map((s) => describePilot(cards, s));
      say('error', where, `Unknown pilot \`${id}\`: ${didYouMean(suggestions)} It was left out.`, 'pilot');
      return;
    }
    const chassis = chassisOf(pilot.shipKey);
    if (isText(entry.ship) && chassis && entry.ship.trim().toLowerCase() !== chassis) {
      const ship = cards.ships.get(chassis);
      say('note', where, `The list says ship \`${entry.ship}\`; ${pilot.name} flies the ${ship?.name ?? chassis} (\`${chassis}\`), read from the pilot's id.`);
    }
    factions.push(...pilot.factions);
    pilotNames.push(pilot.name);
    const upgrades = readUpgrades(entry, pilot, cards, where, say);
    units.push({ card: { edition, kind: 'pilot', key: pilot.key }, count: 1, upgrades });
    printedUnits.push(typeof entry.points === 'number' && Number.isFinite(entry.points) ? entry.points : null);
  });

  if (units.length === 0) {
    return refuse(`None of this squad's ${squad.pilots.length} pilot${squad.pilots.length === 1 ? '' : 's'} could be read: ${messages.filter((m) => m.severity === 'error').map((m) => `${m.where}: ${m.text}`).join(' ')}`);
  }

  const faction = readFaction(squad.faction, factions, say);
  const sidetable = isObject(squad.vendor) && isObject(squad.vendor.sidetable) ? squad.vendor.sidetable : null;
  const list: FleetList = {
    name: readName(squad.name, say, nameFromContents(factionName(faction), pilotNames)),
    system: 'xwing',
    format: readFormat(edition, sidetable, namesHyperspace(squad)),
    faction,
    units,
    objectives: [],
  };
  if (sidetable && typeof sidetable.pointsLimit === 'number' && list.format.endsWith('epic')) list.pointsLimit = sidetable.pointsLimit;
  if (isText(squad.description) && squad.description.trim()) list.notes = squad.description.slice(0, 4000);
  const obstacles = readObstacles(squad.obstacles, say);
  if (obstacles.length > 0) list.obstacles = obstacles;
  for (const [i, unit] of units.entries()) {
    const card = cards.pilots.get(unit.card.key);
    if (card && card.factions.length > 0 && !card.factions.includes(faction)) {
      say('warning', `pilot ${i + 1}`, `${card.name} does not fly for the ${factionName(faction)}.`);
    }
  }
  const overLimits = refuseOverLimits(list);
  if (overLimits) return overLimits;
  const total = typeof squad.points === 'number' && Number.isFinite(squad.points) ? squad.points : null;
  return {
    ok: true,
    list,
    edition,
    messages,
    printed: { total, units: printedUnits },
    provenance,
    editionReasons: { edition, reasons: choice.reasons, against: choice.against, others: xwingEditions.filter((e) => e !== edition && pool.editions.has(e)), ...(choice.signalled ? { signalled: choice.signalled } : {}) },
    incomplete: false,
    ...(lenient ? { lenient } : {}),
  };
}

function readUpgrades(
  entry: Json,
  pilot: ListCard,
  cards: XwingEditionCards,
  where: string,
  say: (severity: ImportMessage['severity'], where: string, text: string, missingCard?: ImportMessage['missingCard']) => void,
): ListUpgrade[] {
  const raw = entry.upgrades;
  const loadout = standardLoadout(pilot);
  const listed: { slot: string; id: string }[] = [];
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    // No upgrades: none at all, or a standard-loadout pilot whose upgrades come with the card.
  } else if (isObject(raw)) {
    for (const [slot, ids] of Object.entries(raw)) {
      const values = Array.isArray(ids) ? ids : [ids];
      for (const id of values) {
        if (isText(id) && id.trim()) listed.push({ slot, id: idOf(id) });
        else say('warning', `${where}, upgrade ${slot}`, `An entry under \`${slot}\` is not an upgrade id; it was left out.`);
      }
    }
  } else {
    say('warning', where, 'Its upgrades are not written as slots with upgrade ids; they were left out.');
  }

  if (loadout.length > 0) {
    if (listed.length > 0) {
      const same = listed.every((u) => loadout.includes(u.id));
      say(same ? 'note' : 'warning', where, same
        ? `${pilot.name} flies a standard loadout (${loadout.join(', ')}); its upgrades come with the pilot card.`
        : `${pilot.name} flies a standard loadout (${loadout.join(', ')}) and takes no other upgrades; ${listed.map((u) => u.id).join(', ')} ${listed.length === 1 ? 'was' : 'were'} left out.`);
    }
    return [];
  }

  const upgrades: ListUpgrade[] = [];
  const either = eitherSlotOf(pilot);
  for (const { slot, id } of listed) {
    const here = `${where}, upgrade ${slot}`;
    const choice = builderSlotChoices[id];
    if (choice) {
      // No card: the builder's note of what the ship ability's either-slot holds. The rules give that slot from the pilot's card.
      if (either && either.oneOf.includes(choice.slot)) say('note', here, `\`${id}\` is the builder's note that ${pilot.name}'s ${choice.ability} holds a ${choice.slot} upgrade; that slot comes with the ship, so no card is added.`);
      else say('warning', here, `\`${id}\` is a builder's note for a ${choice.ability} (${choice.slot}), which ${pilot.name} does not have; it was left out.`);
      continue;
    }
    let card = cards.upgrades.get(id) ?? cards.upgrades.get(id.replace(/[^a-z0-9-]/g, ''));
    if (card && card.key !== id) say('note', here, `\`${id}\` was read as \`${card.key}\`.`);
    if (!card) {
      card = cards.upgradesWithoutHyphens.get(id.replace(/[^a-z0-9]/g, ''));
      if (card) say('note', here, `\`${id}\` was read as \`${card.key}\`.`);
    }
    if (!card) {
      // A builder's id without the data's suffix (`hansolo` under `gunner` for `hansolo-gunner`), or with the slot glued on.
      const wanted = canonicalSlot(slot);
      const ofSlot = (c: ListCard) => c.upgradeTypes.some((t) => slotKey(t) === wanted);
      card = suffixed(cards.upgrades, id, ofSlot) ?? cards.upgrades.get(`${id}-${wanted}`) ?? (id.endsWith(wanted) ? cards.upgrades.get(id.slice(0, -wanted.length).replace(/-$/, '')) : undefined);
      if (card) say('note', here, `\`${id}\` was read as \`${card.key}\` (${describeUpgrade(cards, card.key)}).`);
    }
    if (!card) {
      const suggestions = nearest(id, cards.upgradeIds).map((s) => describeUpgrade(cards, s));
      say('error', here, `Unknown upgrade \`${id}\`: ${didYouMean(suggestions)} It was left out.`, 'upgrade');
      continue;
    }
    const wanted = canonicalSlot(slot);
    const type = card.upgradeTypes.find((t) => slotKey(t) === wanted);
    if (!type) {
      const fallback = card.upgradeTypes[0] ?? slot;
      say('warning', here, `${card.name} is a ${card.upgradeTypes.join('/') || 'upgrade'} card, not \`${slot}\`; it was kept as ${fallback}.`);
      upgrades.push({ slot: fallback, card: { edition: cards.edition, kind: 'upgrade', key: card.key } });
      continue;
    }
    upgrades.push({ slot: type, card: { edition: cards.edition, kind: 'upgrade', key: card.key } });
  }
  return upgrades;
}

function readFaction(raw: unknown, pilotFactions: readonly string[], say: (severity: ImportMessage['severity'], where: string, text: string) => void): string {
  const written = isText(raw) ? raw.toLowerCase().replace(/[^a-z]/g, '') : '';
  const known = (xwsFactions as readonly string[]).includes(written) ? written : factionAliases[written];
  if (known) return known;
  const counts = new Map<string, number>();
  for (const faction of pilotFactions) counts.set(faction, (counts.get(faction) ?? 0) + 1);
  const fromPilots = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'rebelalliance';
  say('warning', 'the squad', isText(raw) && raw.trim()
    ? `The faction "${raw}" is not an X-Wing faction; ${factionName(fromPilots)} was taken from the pilots.`
    : `The squad names no faction; ${factionName(fromPilots)} was taken from the pilots.`);
  return fromPilots;
}

const BUILDER_DEFAULT_NAMES = /^(unnamed|untitled|new)( squad(ron)?| list)?$/i;

function readName(raw: unknown, say: (severity: ImportMessage['severity'], where: string, text: string) => void, fallback: string): string {
  const written = isText(raw) ? decodeName(raw).replace(/\s+/g, ' ').trim() : '';
  // A builder's default ("Unnamed Squadron", "New Squad") is no name: it would not tell two lists apart.
  const name = BUILDER_DEFAULT_NAMES.test(written) ? '' : written;
  if (!name) {
    // Issue 40 · a squad with no name of its own is named by its faction and pilots, so two of them differ.
    say('note', 'the squad', `The squad has no name of its own; it is called “${fallback}” (rename it on the Lists screen).`);
    return fallback;
  }
  if (name.length > LIST_NAME_MAX) {
    say('note', 'the squad', `The squad's name was shortened to ${LIST_NAME_MAX} characters.`);
    return name.slice(0, LIST_NAME_MAX).trim();
  }
  return name;
}

/** Sidetable's own exports name their format; a 2.0 squad naming Hyperspace plays it; anything else the edition's standard format. */
function readFormat(edition: XwingEdition, sidetable: Json | null, hyperspace: boolean): ListFormatKey {
  const written = sidetable && isText(sidetable.format) ? sidetable.format : null;
  if (written && written in listFormats) {
    const format = listFormats[written as ListFormatKey];
    if (format.system === 'xwing' && format.editions.includes(edition)) return format.key;
  }
  if (edition === 'xwing-2.5') return 'xwing-2.5-standard';
  return hyperspace ? 'xwing-2.0-hyperspace' : 'xwing-2.0-standard';
}

/**
 * Issue 36 item 2 · XWS § Obstacles: the squad's obstacles kept with the list, each read by the
 * catalogue (a builder's spelling becomes its canonical id); one it does not know is kept as written,
 * its kind asked at setup; what is not an obstacle id is said and left out.
 */
function readObstacles(raw: unknown, say: (severity: ImportMessage['severity'], where: string, text: string) => void): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    say('warning', 'the squad', 'Its obstacles are not a list of obstacle ids; they were left out.');
    return [];
  }
  const kept: string[] = [];
  for (const [i, entry] of raw.entries()) {
    const where = `obstacle ${i + 1}`;
    if (!isText(entry) || !entry.trim()) {
      say('warning', where, 'This is not an obstacle id; it was left out.');
      continue;
    }
    if (kept.length === 3) {
      say('warning', where, `A squad brings three obstacles: \`${entry}\` was left out.`);
      continue;
    }
    const known = readObstacle(entry);
    if (known) {
      if (known.id !== entry.trim()) say('note', where, `\`${entry}\` was read as ${known.name} (\`${known.id}\`).`);
      kept.push(known.id);
    } else {
      const written = entry.trim().slice(0, 60);
      say('warning', where, `Sidetable does not know the obstacle \`${written}\`: it was kept as written; say its kind (asteroid, debris cloud or gas cloud) when the game is set up.`);
      kept.push(written);
    }
  }
  return kept;
}
