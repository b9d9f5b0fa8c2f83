import { editionNames } from '../../ipc/card-vocabulary';
import { factionName } from '../factions';
import { LIST_NAME_MAX, LIST_UNITS_MAX, LIST_UPGRADES_MAX, nameFromContents, type CardRef, type FleetList, type ListCard, type ListFormatKey, type ListUnit } from '../list';
import { nearest } from './edit-distance';
import type { ArmadaBuilder, ImportMessage, ImportResult } from './import-result';
import { looksLikeXws, refuse, refuseUnreadable } from './input-checks';
import { refuseOverLimits } from './list-limits';
import { nameKey, splitSource, splitTag, withoutClass } from './armada-names';
import { armadaEditions, type ArmadaCardPool, type ArmadaEdition, type ArmadaKind } from './armada-pool';
import {
  readAppFactionLine,
  readHeader,
  readSquadronHeader,
  readSubtotal,
  readTitleLine,
  splitCost,
  splitCount,
  splitFlagship,
  stripBullet,
  type PrintedCost,
} from './armada-text-lines';

// Armada fleet texts in: one parser for the six builders' layouts (FORMATS.md). Names are matched
// on folded keys, then chosen by faction, `(com)`/`(off)`, position and printed points; a name that
// still fits several cards is reported, never picked. Totals are recomputed from the card data and
// compared with what was printed; a cut-off paste is kept as far as it goes and flagged.

type Selector = 'Commander' | 'Officer';
type Role = 'ship' | 'upgrade' | 'squadron' | 'commander' | 'objective';

interface Entry {
  line: number;
  text: string;
  role: Role;
  name: string;
  selector: Selector | null;
  subname: string | null;
  source: string | null;
  cost: PrintedCost | null;
  count: number;
  category?: 'Assault' | 'Defense' | 'Navigation';
  candidates: ListCard[];
  /** The words a model-name match kept (`MC80 Star Cruiser` of `MC80 Mon Cala Star Cruiser`). */
  partial?: string | null;
  card?: ListCard;
}
interface ShipBlock {
  entry: Entry;
  flagship: boolean;
  upgrades: Entry[];
  subtotal: number | null;
  /** AFD prints the ship's total inside its own line. */
  inlineTotal: number | null;
}

const factionOf: Record<string, string> = {
  rebel: 'rebel', rebels: 'rebel', rebelalliance: 'rebel', alliance: 'rebel',
  imperial: 'empire', imperials: 'empire', empire: 'empire', galacticempire: 'empire',
  republic: 'republic', galacticrepublic: 'republic',
  separatist: 'separatist', separatists: 'separatist', separatistalliance: 'separatist', cis: 'separatist',
};
const kindsOf: Record<Role, ArmadaKind[]> = {
  ship: ['ship'],
  upgrade: ['upgrade'],
  squadron: ['squadron'],
  commander: ['upgrade'],
  objective: ['objective'],
};
const roleWords: Record<Role, string> = { ship: 'ship', upgrade: 'upgrade', squadron: 'squadron', commander: 'commander', objective: 'objective' };

export const formatOfLimit = (limit: number): ListFormatKey =>
  limit === 400 ? 'armada-standard' : limit === 300 ? 'armada-300' : limit === 180 ? 'armada-180' : limit === 600 ? 'armada-sector-600' : limit === 800 ? 'armada-sector-800' : 'armada-custom';

/** Which builder wrote the text, from the marks only it leaves. */
export function detectBuilder(lines: readonly string[]): ArmadaBuilder {
  const text = lines.join('\n');
  const first = lines.find((l) => l.trim() !== '')?.trim() ?? '';
  const second = lines.filter((l) => l.trim() !== '')[1]?.trim() ?? '';
  if (/\(\d+\s*\/\s*\d+\s*\/\s*\d+\)\s*$/.test(first) && /^=+$/.test(second)) return 'afd';
  if (/\(\d+\s*\/\s*\d+\)\s*$/.test(first) && (/\s-\s+author:/i.test(second) || /^objectives:/im.test(text))) return 'app';
  if (/total (ship|squadron) cost/i.test(text) || /^\[ flagship \]/im.test(text) || /^points:\s*\d+\s*\/\s*\d+/im.test(text)) return 'warlords';
  if (/objective:/i.test(text) && (/^\[flagship\]/im.test(text) || /^author:/im.test(text))) return 'flagship';
  if (/^commander:.*\(\d+\)\s*$/im.test(text) || /\[(legacy|nexus)[^\]]*\]/i.test(text) || /\{[A-Z]{2,4}\}/.test(text) || /^\s+name:/i.test(lines[0] ?? '')) return 'starforge';
  return 'kingston';
}

/** Parses one fleet text. Refuses only what is not a fleet at all; everything else is kept or reported. */
export function importArmadaText(text: string, pool: ArmadaCardPool, options: { edition?: ArmadaEdition } = {}): ImportResult {
  const unreadable = refuseUnreadable(text, 'fleet list');
  if (unreadable) return unreadable;
  if (looksLikeXws(text)) {
    return refuse('This looks like an X-Wing squad (XWS), not a Star Wars: Armada fleet. Paste it into the X-Wing squad import instead.', 'xws');
  }
  if (pool.editions.length === 0) return refuse('No Armada card data is imported yet, so the fleet cannot be read. Import the Armada card data (Cards, Import), then try again.');
  if (/^\s*[{[]/.test(text) && !/^\s*\[\s*flagship/i.test(text)) {
    return refuse('This is JSON, not an Armada fleet text. In your fleet builder choose the text export ("Copy as text" or "Export to text") and paste that.');
  }

  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const builder = detectBuilder(lines);
  const messages: ImportMessage[] = [];
  const say = (severity: ImportMessage['severity'], line: number | null, message: string, missingCard?: ImportMessage['missingCard']) =>
    messages.push({ ...(line === null ? { severity, where: 'the fleet', text: message } : { severity, where: `line ${line}`, line, text: message }), ...(missingCard ? { missingCard } : {}) });

  // --- Pass 1: what each line is.
  let fleetName: string | null = null;
  let factionText: string | null = null;
  let commander: Entry | null = null;
  let sawCommanderLine = false;
  let sawFactionLine = false;
  let printedTotal: number | null = null;
  let limit: number | null = null;
  let printedSquadronHeader: number | null = null;
  let squadronSubtotal: number | null = null;
  const objectives: Entry[] = [];
  const ships: ShipBlock[] = [];
  const squadrons: Entry[] = [];
  let inSquadrons = false;
  let current: ShipBlock | null = null;
  let seenCard = false;
  let incomplete = false;
  const unread: number[] = [];
  const firstLine = firstTextLine(lines);

  const entryOf = (lineNo: number, raw: string, role: Role, body: string, cost: PrintedCost | null, count = 1): Entry => {
    const source = splitSource(body);
    let name = source.name;
    let selector: Selector | null = null;
    let subname: string | null = null;
    const paren = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(name);
    if (paren) {
      const inner = paren[2]!.trim().toLowerCase();
      if (inner === 'com' || inner === 'commander') selector = 'Commander';
      else if (inner === 'off' || inner === 'officer') selector = 'Officer';
      else subname = paren[2]!.trim();
      name = paren[1]!.trim();
    }
    return { line: lineNo, text: raw.trim(), role, name, selector, subname, source: source.source, cost, count, candidates: [] };
  };
  const closeShip = () => {
    if (current && current.subtotal === null && current.inlineTotal === null && builder !== 'afd') {
      say('warning', current.entry.line, `The ship "${current.entry.name}" has no "= ... Points" total under it: the paste may be cut off here.`);
      incomplete = true;
    }
    current = null;
  };

  for (let i = 0; i < lines.length; i++) {
    // Past the list's limits the paste is refused below; reading on would only cost time.
    if (ships.length + squadrons.length > LIST_UNITS_MAX || (current?.upgrades.length ?? 0) > LIST_UPGRADES_MAX) break;
    const raw = lines[i]!;
    const lineNo = i + 1;
    const line = raw.replace(/\u00a0/g, ' ').trim();
    if (line === '' || /^=+$/.test(line)) continue;

    if (!seenCard && fleetName === null && ships.length === 0) {
      const title = (builder === 'afd' || builder === 'app') && lineNo === firstLine ? readTitleLine(line) : null;
      if (title) {
        fleetName = title.name;
        printedTotal = title.total;
        limit = title.limit;
        if (title.squadrons !== null) printedSquadronHeader = title.squadrons;
        continue;
      }
    }
    const appFaction = builder === 'app' && !seenCard ? readAppFactionLine(line) : null;
    if (appFaction) {
      factionText = appFaction.faction;
      sawFactionLine = true;
      continue;
    }
    const header = readHeader(line);
    if (header) {
      switch (header.field) {
        case 'name':
          fleetName = header.value;
          break;
        case 'faction':
          factionText = header.value;
          sawFactionLine = true;
          break;
        case 'author':
          break;
        case 'commander': {
          sawCommanderLine = true;
          if (header.value) {
            const cost = splitCost(header.value);
            commander = entryOf(lineNo, raw, 'commander', cost ? cost.name : header.value, cost ? cost.cost : null);
          }
          break;
        }
        case 'points': {
          const match = /^(\d+)\s*(?:\/\s*(\d+))?/.exec(header.value);
          if (match) {
            printedTotal = Number(match[1]);
            if (match[2]) limit = Number(match[2]);
          }
          break;
        }
        case 'total': {
          const match = /^(\d+)/.exec(header.value);
          if (match) printedTotal = Number(match[1]);
          closeShip();
          break;
        }
        case 'objectives':
          for (const name of header.value.split(',').map((s) => s.trim()).filter(Boolean)) objectives.push(entryOf(lineNo, raw, 'objective', name, null));
          break;
        default: {
          if (header.value) {
            const entry = entryOf(lineNo, raw, 'objective', header.value, null);
            entry.category = header.field === 'assault' ? 'Assault' : header.field === 'defense' ? 'Defense' : 'Navigation';
            objectives.push(entry);
          }
        }
      }
      continue;
    }
    const squadronHeader = readSquadronHeader(line);
    if (squadronHeader) {
      closeShip();
      inSquadrons = true;
      if (squadronHeader.points !== null) printedSquadronHeader = squadronHeader.points;
      continue;
    }
    const subtotal = readSubtotal(line);
    if (subtotal !== null) {
      if (/squadron/i.test(line)) {
        // Warlords names the block (`= 84 total squadron cost`, `= 0 ...` when there are none).
        closeShip();
        squadronSubtotal = subtotal;
        inSquadrons = false;
      } else if (current) {
        current.subtotal = subtotal;
        current = null;
      } else if (inSquadrons || squadrons.length > 0) {
        squadronSubtotal = subtotal;
        inSquadrons = false;
      } else {
        say('warning', lineNo, `"${line}" is a total with no ship or squadrons above it.`);
      }
      continue;
    }

    const bullet = stripBullet(raw);
    const afdUpgrade = builder === 'afd' && /^\t/.test(raw) && bullet !== null;
    if (bullet !== null && (!inSquadrons || afdUpgrade) && (current || afdUpgrade)) {
      const cost = splitCost(bullet);
      if (cost && current) {
        current.upgrades.push(entryOf(lineNo, raw, 'upgrade', cost.name, cost.cost));
        continue;
      }
      unread.push(lineNo);
      continue;
    }
    const body = bullet ?? line;
    const counted = splitCount(body);
    if (counted && (inSquadrons || bullet === null)) {
      const cost = splitCost(counted.rest);
      if (cost) {
        closeShip();
        inSquadrons = builder === 'kingston' || builder === 'starforge' || builder === 'app' ? inSquadrons : true;
        // Flagship prints one copy's price; every other builder prints all copies' (AFD says `2 x 13`).
        const perCopy = builder === 'flagship' && cost.cost.count === undefined;
        const total = perCopy ? (cost.cost.each ?? cost.cost.total) * counted.count : cost.cost.total;
        squadrons.push(entryOf(lineNo, raw, 'squadron', cost.name, { each: null, total }, counted.count));
        seenCard = true;
        continue;
      }
    }
    const cost = splitCost(body);
    if (cost) {
      const { flagship, rest } = splitFlagship(cost.name);
      if (inSquadrons) {
        squadrons.push(entryOf(lineNo, raw, 'squadron', rest, cost.cost, 1));
        seenCard = true;
        continue;
      }
      // A bare `Name (pts)` outside the squadron list is a ship, or (AFD aces, Warlords singles) a squadron.
      const asShip = entryOf(lineNo, raw, 'ship', rest, cost.cost);
      if (lookup(pool, asShip, ['ship']).cards.length === 0 && lookup(pool, asShip, ['squadron']).cards.length > 0) {
        closeShip();
        asShip.role = 'squadron';
        asShip.cost = { each: null, total: cost.cost.total };
        squadrons.push(asShip);
        seenCard = true;
        continue;
      }
      closeShip();
      current = { entry: asShip, flagship, upgrades: [], subtotal: null, inlineTotal: builder === 'afd' || cost.cost.total !== cost.cost.each ? cost.cost.total : null };
      ships.push(current);
      seenCard = true;
      continue;
    }
    if (builder === 'afd' && seenCard && !bullet) {
      objectives.push(entryOf(lineNo, raw, 'objective', line, null));
      continue;
    }
    if (!seenCard && fleetName === null && (builder === 'warlords' || builder === 'flagship' || lineNo === firstLine)) {
      fleetName = line;
      continue;
    }
    unread.push(lineNo);
  }
  if (current) closeShip();

  if (ships.length === 0 && squadrons.length === 0) {
    return refuse(
      'This is not an Armada fleet list: no ship or squadron line such as "CR90 Corvette A (44)" was found. Copy the fleet as text from your fleet builder and paste all of it.',
    );
  }

  // A paste far larger than any fleet is refused before its names are looked up one by one.
  const entryCount = ships.length + squadrons.length;
  const crowded = ships.find((ship) => ship.upgrades.length > LIST_UPGRADES_MAX);
  if (entryCount > LIST_UNITS_MAX || crowded || objectives.length > 6) {
    return refuse(
      entryCount > LIST_UNITS_MAX
        ? `This text has more than ${LIST_UNITS_MAX} ships and squadron lines; Sidetable keeps at most ${LIST_UNITS_MAX} in one fleet. Paste one fleet at a time.`
        : crowded
          ? `The ship on line ${crowded.entry.line} has more than ${LIST_UPGRADES_MAX} upgrade lines under it; a ship takes at most ${LIST_UPGRADES_MAX}. Check the paste: it may hold more than one fleet.`
          : `This text names ${objectives.length} objectives; a fleet has three. Paste one fleet at a time.`,
    );
  }

  // --- Pass 2: cards.
  const faction = readFaction(factionText);
  const entries: Entry[] = [...ships.flatMap((s) => [s.entry, ...s.upgrades]), ...squadrons, ...objectives, ...(commander ? [commander] : [])];
  for (const entry of entries) {
    const found = lookup(pool, entry, kindsOf[entry.role]);
    entry.candidates = filterCandidates(found.cards, entry, faction);
    entry.partial = found.partial;
  }
  const edition = options.edition && pool.editions.includes(options.edition) ? options.edition : chooseEdition(pool, entries);
  const commanderKey = commander ? nameKey(commander.name) : null;
  for (const entry of entries) pickCard(entry, edition, commanderKey, pool, say);

  const fleetFaction = faction ?? factionFromCards(entries);
  if (builder === 'afd' && !sawFactionLine) {
    // AFD never prints the faction: the cards say it.
    say('note', null, `Read as ${factionName(fleetFaction)}, the faction of its cards.`);
  } else if (!sawFactionLine || !faction) {
    say('warning', null, faction === null && factionText
      ? `"${factionText}" is not an Armada faction; the fleet was read as ${factionName(fleetFaction)} from its cards.`
      : `The fleet names no faction; it was read as ${factionName(fleetFaction)} from its cards.`);
    if (!sawFactionLine) incomplete = true;
  }
  if (!sawCommanderLine && builder !== 'afd') {
    say('warning', null, 'The fleet has no "Commander:" line: the top of the paste may be missing.');
    incomplete = true;
  }
  if ((builder === 'kingston' || builder === 'starforge') && printedTotal === null) {
    say('warning', null, 'The fleet has no "Total Points:" line at the end: the paste may be cut off.');
    incomplete = true;
  }
  if (squadrons.length > 0 && squadronSubtotal === null && builder !== 'afd' && builder !== 'app') {
    say('warning', squadrons.at(-1)!.line, 'The squadrons have no "= ... Points" total under them: the paste may be cut off here.');
    incomplete = true;
  }
  for (const lineNo of unread) say('error', lineNo, `"${lines[lineNo - 1]!.trim()}" was not understood; it was left out.`);

  // --- The list, and the totals checked against the cards.
  const units: ListUnit[] = [];
  const printedUnits: (number | null)[] = [];
  const cardPoints: number[] = [];
  const costOf = (card: ListCard | undefined) => card?.cost?.min ?? 0;
  let flagshipIndex: number | null = null;
  let fleetCardTotal = 0;
  for (const ship of ships) {
    if (!ship.entry.card) continue;
    const upgrades = ship.upgrades.filter((u) => u.card).map((u) => ({ slot: slotOf(u), card: refOf(u.card!) }));
    if (ship.flagship) flagshipIndex = units.length;
    units.push({ card: refOf(ship.entry.card), count: 1, upgrades });
    const points = costOf(ship.entry.card) + ship.upgrades.reduce((sum, u) => sum + costOf(u.card), 0);
    cardPoints.push(points);
    fleetCardTotal += points;
    const printedShip = ship.subtotal ?? ship.inlineTotal;
    printedUnits.push(printedShip);
    checkLine(ship.entry, edition, say);
    for (const upgrade of ship.upgrades) checkLine(upgrade, edition, say);
    if (printedShip !== null && printedShip !== points && ship.upgrades.every((u) => u.card)) {
      const printedLines = (ship.entry.cost?.each ?? 0) + ship.upgrades.reduce((sum, u) => sum + (u.cost?.total ?? 0), 0);
      say('warning', ship.entry.line, `${ship.entry.card.name} is totalled at ${printedShip} points, but its cards add up to ${points}${printedLines !== printedShip ? ` (and its printed lines to ${printedLines})` : ''}.`);
    }
  }
  let squadronCardTotal = 0;
  for (const squadron of squadrons) {
    if (!squadron.card) continue;
    if (squadron.card.uniqueCount > 0 && squadron.count > 1) {
      say('warning', squadron.line, `${squadron.card.name} is unique: a fleet may field one, not ${squadron.count}.`);
    }
    units.push({ card: refOf(squadron.card), count: squadron.count, upgrades: [] });
    const points = costOf(squadron.card) * squadron.count;
    cardPoints.push(points);
    squadronCardTotal += points;
    printedUnits.push(squadron.cost?.total ?? null);
    if (squadron.cost && squadron.cost.total !== points) {
      say('warning', squadron.line, `${squadron.count > 1 ? `${squadron.count} × ` : ''}${squadron.card.name} is printed at ${squadron.cost.total} points, but its card in ${editionNames[squadron.card.edition]} says ${points}.`);
    }
  }
  fleetCardTotal += squadronCardTotal;
  const printedSquadrons = squadronSubtotal ?? printedSquadronHeader;
  if (printedSquadrons !== null && printedSquadrons !== squadronCardTotal && squadrons.every((s) => s.card)) {
    say('warning', null, `The squadrons are totalled at ${printedSquadrons} points, but their cards add up to ${squadronCardTotal}.`);
  }
  const allRead = entries.every((e) => e.role === 'objective' || e.card) && unread.length === 0;
  if (printedTotal !== null && printedTotal !== fleetCardTotal && allRead) {
    say('warning', null, `The fleet is totalled at ${printedTotal} points, but its cards add up to ${fleetCardTotal}.`);
  }

  if (units.length === 0) {
    const reasons = messages.filter((m) => m.severity === 'error').slice(0, 5).map((m) => `${m.where}: ${m.text}`);
    return refuse(`None of this fleet's ships or squadrons could be read. ${reasons.join(' ')}`.trim());
  }

  // The commander is the commander upgrade on the flagship.
  if (commander?.card) {
    const fitted = units.some((u) => u.upgrades.some((x) => x.card.key === commander!.card!.key));
    if (!fitted) {
      if (flagshipIndex !== null) {
        units[flagshipIndex]!.upgrades.push({ slot: 'Commander', card: refOf(commander.card) });
        say('note', commander.line, `${commander.card.name} was fitted to the flagship as its commander.`);
      } else {
        say('warning', commander.line, `The commander ${commander.card.name} is not fitted to any ship and no ship is marked as the flagship; add the commander to a ship yourself.`);
      }
    }
  }

  if (limit === null) say('warning', null, 'The fleet does not say its points limit; it was read as a standard 400-point fleet.');
  const pointsLimit = limit ?? 400;
  if (fleetCardTotal > pointsLimit) say('warning', null, `The fleet's cards add up to ${fleetCardTotal} points, over its ${pointsLimit}-point limit.`);
  const squadronCap = Math.ceil(pointsLimit / 3);
  if (squadronCardTotal > squadronCap) say('warning', null, `Its squadrons add up to ${squadronCardTotal} points, over a third of the limit (${squadronCap}).`);

  const format = formatOfLimit(pointsLimit);
  const given = (fleetName ?? '').replace(/\s+/g, ' ').trim().slice(0, LIST_NAME_MAX).trim();
  // Issue 40 · a fleet with no name of its own is named by its faction, commander and ships, so two of them differ.
  const name = given || nameFromContents(fleetFaction ? factionName(fleetFaction) : null, [...(commander?.card ? [commander.card.name] : []), ...ships.flatMap((ship) => (ship.entry.card ? [ship.entry.card.name] : []))]);
  if (!given) say('note', null, `The fleet has no name of its own; it is called “${name}” (rename it on the Lists screen).`);
  const list: FleetList = {
    name,
    system: 'armada',
    format,
    faction: fleetFaction,
    units,
    objectives: orderObjectives(objectives).filter((o) => o.card).map((o) => refOf(o.card!)),
  };
  if (format === 'armada-custom') list.pointsLimit = pointsLimit;
  if (builder !== 'afd' && objectives.length === 0) say('note', null, 'The fleet names no objectives.');
  const overLimits = refuseOverLimits(list);
  if (overLimits) return overLimits;
  return {
    ok: true,
    list,
    edition,
    messages: messages.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    printed: { total: printedTotal, units: printedUnits, squadrons: printedSquadrons },
    provenance: { builder, version: null },
    incomplete,
    cardPoints,
  };
}

const firstTextLine = (lines: readonly string[]) => lines.findIndex((l) => l.trim() !== '') + 1;
const refOf = (card: ListCard): CardRef => ({ edition: card.edition, kind: card.kind, key: card.key });

function slotOf(entry: Entry): string {
  const types = entry.card?.upgradeTypes ?? [];
  if (entry.selector && types.includes(entry.selector)) return entry.selector;
  return types[0] ?? 'Upgrade';
}

function readFaction(text: string | null): string | null {
  if (!text) return null;
  return factionOf[text.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

function factionFromCards(entries: readonly Entry[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries) for (const faction of entry.card?.factions ?? entry.candidates[0]?.factions ?? []) counts.set(faction, (counts.get(faction) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'rebel';
}

/** Assault, defense, navigation: the order the list model keeps them in. */
function orderObjectives(objectives: readonly Entry[]): Entry[] {
  const rank = (e: Entry) => ['Assault', 'Defense', 'Navigation'].indexOf(e.card?.title ?? '');
  return [...objectives].sort((a, b) => rank(a) - rank(b));
}

/** The cards a line may mean, by every spelling builders use; `partial` names the words a model-name match kept. */
export function lookup(pool: ArmadaCardPool, entry: Pick<Entry, 'name' | 'subname'>, kinds: readonly ArmadaKind[]): { cards: ListCard[]; partial: string | null } {
  const found = new Set<ListCard>();
  const add = (key: string) => {
    for (const card of pool.byKey.get(key) ?? []) if ((kinds as readonly string[]).includes(card.kind)) found.add(card);
    return found.size > 0;
  };
  const tryName = (name: string): boolean => {
    const { name: bare } = splitTag(name);
    const key = nameKey(name);
    if (add(key) || add(nameKey(bare)) || add(withoutClass(nameKey(bare)))) return true;
    for (const target of pool.aliases.get(key) ?? pool.aliases.get(nameKey(bare)) ?? []) add(target);
    return found.size > 0;
  };
  const whole = { partial: null };
  if (entry.subname && tryName(`${entry.name} ${entry.subname}`)) return { cards: [...found], ...whole };
  if (tryName(entry.name)) return { cards: [...found], ...whole };
  // `Model - Ace` and `Ace - Squadron type`: both sides together, then each on its own.
  const sides = entry.name.split(/\s+-\s+/);
  if (sides.length === 2) {
    if (tryName(`${sides[1]} ${sides[0]}`)) return { cards: [...found], ...whole };
    for (const side of sides) if (tryName(side)) return { cards: [...found], ...whole };
  }
  // A model name before or after the card's (`Liberty`, `X-Wing Squadron`): drop words from either
  // end, keeping two or more, and accept only a match that names one card.
  const words = entry.name.split(/\s+/);
  for (let drop = 1; drop <= words.length - 2; drop++) {
    for (let start = 0; start <= drop; start++) {
      const kept = words.slice(start, words.length - (drop - start)).join(' ');
      found.clear();
      if (!tryName(kept)) continue;
      const names = new Set([...found].map((c) => nameKey(c.name)));
      return names.size === 1 ? { cards: [...found], partial: kept } : { cards: [], partial: null };
    }
  }
  return { cards: [], partial: null };
}

function filterCandidates(cards: readonly ListCard[], entry: Entry, faction: string | null): ListCard[] {
  let result = [...cards];
  if (faction) {
    const ofFaction = result.filter((c) => c.factions.length === 0 || c.factions.includes(faction));
    if (ofFaction.length > 0) result = ofFaction;
  }
  const selector = entry.role === 'commander' ? 'Commander' : entry.selector;
  if (selector) {
    const selected = result.filter((c) => c.upgradeTypes.includes(selector));
    if (selected.length > 0 || entry.role === 'commander') result = selected;
  }
  return result;
}

/** Points of one copy as printed, when the line says it. */
function printedEach(entry: Entry): number | null {
  if (!entry.cost) return null;
  if (entry.cost.each !== null) return entry.cost.each;
  return entry.count > 0 && entry.cost.total % entry.count === 0 ? entry.cost.total / entry.count : null;
}

/** The edition whose printed costs match most lines; ties go to the pool's first edition. */
function chooseEdition(pool: ArmadaCardPool, entries: readonly Entry[]): ArmadaEdition {
  const scores = new Map<ArmadaEdition, number>(pool.editions.map((e) => [e, 0]));
  for (const entry of entries) {
    const each = printedEach(entry);
    for (const edition of pool.editions) {
      const inEdition = entry.candidates.filter((c) => c.edition === edition);
      if (inEdition.length > 0) scores.set(edition, scores.get(edition)! + 1);
      if (each !== null && inEdition.some((c) => c.cost?.min === each)) scores.set(edition, scores.get(edition)! + 2);
    }
  }
  const order = pool.editions.length ? pool.editions : armadaEditions;
  return [...order].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))[0]!;
}

function pickCard(entry: Entry, edition: ArmadaEdition, commanderKey: string | null, pool: ArmadaCardPool, say: (severity: ImportMessage['severity'], line: number | null, text: string, missingCard?: ImportMessage['missingCard']) => void) {
  const what = roleWords[entry.role];
  if (entry.candidates.length === 0) {
    const names = (pool.namesByKind.get(kindsOf[entry.role][0]!) ?? []);
    const key = nameKey(entry.name);
    let suggestions = nearest(key, names.map((n) => n.key));
    if (suggestions.length === 0) {
      // No name is a few typos away: offer those that begin the same way (`Nebulon-C ...` -> `Nebulon-B ...`).
      const shared = (other: string) => {
        let i = 0;
        while (i < key.length && i < other.length && key[i] === other[i]) i++;
        return i;
      };
      suggestions = names
        .map((n) => ({ key: n.key, length: shared(n.key) }))
        .filter((n) => n.length >= 5)
        .sort((a, b) => b.length - a.length || a.key.localeCompare(b.key))
        .slice(0, 3)
        .map((n) => n.key);
    }
    const shown = suggestions.map((key) => names.find((n) => n.key === key)!.name);
    const hint = shown.length ? `did you mean ${shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`}?` : 'no card has a name close to it.';
    say('error', entry.line, `Unknown ${what} "${entry.name}${entry.subname ? ` (${entry.subname})` : ''}": ${hint} It was left out.`, entry.role === 'commander' ? 'upgrade' : entry.role);
    return;
  }
  let cards = entry.candidates.filter((c) => c.edition === edition);
  const elsewhere = cards.length === 0;
  if (elsewhere) cards = entry.candidates;
  const each = printedEach(entry);
  if (cards.length > 1 && each !== null) {
    const priced = cards.filter((c) => c.cost?.min === each);
    if (priced.length > 0) cards = priced;
  }
  // One commander per fleet: an upgrade named like the commander is that commander; any other is not one.
  if (cards.length > 1 && entry.role === 'upgrade') {
    const isCommander = (c: ListCard) => c.upgradeTypes.includes('Commander');
    const named = commanderKey !== null && nameKey(entry.name) === commanderKey;
    const positioned = cards.filter((c) => (named ? isCommander(c) : !isCommander(c)));
    if (positioned.length > 0) cards = positioned;
  }
  const distinct = [...new Map(cards.map((c) => [c.key, c])).values()];
  if (distinct.length > 1) {
    const options = distinct.map((c) => `${c.name}${c.title ? ` (${c.title})` : ''}, ${c.upgradeTypes.join('/') || c.kind}, ${c.cost?.min ?? '?'} points`).join('; ');
    const how =
      entry.role === 'squadron'
        ? `write the squadron type after the name (${distinct[0]!.name} - ${distinct[0]!.title ?? 'Squadron'})`
        : entry.role === 'upgrade' || entry.role === 'commander'
          ? 'write (com) or (off) after the name, or its points'
          : 'write its full name';
    say('error', entry.line, `"${entry.name}" could be several cards: ${options}. To choose, ${how} and import again; it was left out.`);
    return;
  }
  entry.card = distinct[0]!;
  if (entry.partial) say('note', entry.line, `"${entry.name}" was read as ${entry.card.name}.`);
  if (elsewhere) say('note', entry.line, `${entry.card.name} is not in the ${editionNames[edition]} cards the rest of the fleet matched; it was read from the ${editionNames[entry.card.edition]} cards.`);
  if (entry.source) say('note', entry.line, `${entry.card.name} is marked [${entry.source}] (content from outside the printed game).`);
  if (entry.role === 'objective' && entry.category && entry.card.title && entry.card.title !== entry.category) {
    say('warning', entry.line, `${entry.card.name} is a ${entry.card.title.toLowerCase()} objective, listed as ${entry.category.toLowerCase()}.`);
  }
}

/** A ship or upgrade printed at other points than its card: said at its line. */
function checkLine(entry: Entry, edition: ArmadaEdition, say: (severity: ImportMessage['severity'], line: number | null, text: string) => void) {
  const each = printedEach(entry);
  if (!entry.card || each === null) return;
  const cost = entry.card.cost?.min ?? 0;
  if (cost !== each) say('warning', entry.line, `${entry.card.name} is printed at ${each} points, but its card in ${editionNames[entry.card.edition]} says ${cost}.`);
}
