import type { PlayerRoster, ShipRosterEntry, SquadronRosterEntry } from '../../../shared/engine/games/armada';
import { arcsByDataName } from '../../../shared/engine/games/xwing/attack/weapon-facts';
import { abilityHooks, abilitySummary, actionIdsByDataName, dockingPlacesIn, rosterFacts, type CardOnShip, type XwingPilotRosterEntry, type XwingPlayerRoster } from '../../../shared/engine/games/xwing';
import { fail, ok, type GameSystem, type IpcResult } from '../../../shared/ipc';
import type { ArmadaDice, CardDetail } from '../../../shared/ipc/cards';
import type { ArmadaCardEffect, ArmadaYourCall } from '../../../shared/engine/games/armada/effects/card-effect';
import { effectsOfCard, squadronFactsOf, upgradeFactsOf } from '../../../shared/engine/games/armada/effects/card-terms';
import type { CardRoster } from '../../../shared/ipc/game-log';
import type { ListCard } from '../../../shared/lists/list';
import { gameSystemNames } from '../../../shared/ipc/game-systems';
import type { Db } from '../db/open';
import { conditionCardsFor } from './condition-cards';
import type { CardEffect } from '../../../shared/engine/games/xwing/effects/card-effect';
import { ordinal } from '../core/issue-words';
import { getCard } from './card-search';
import { preferredSourceOrder } from './card-sources-repo';

/**
 * A roster picked from the card database becomes the engine's setup command here, with every
 * stat the engine needs copied in. The log stores that command, so a game replays the same way
 * even after the card data is re-imported or the card is deleted.
 */
export type SetupFromCards = { type: 'setup'; players: unknown[]; rules?: 2 | 3; edition?: '2.0' | '2.5'; conditions?: { name: string; effects: CardEffect[] }[] };

/** The unit a message is about, in words, with its card's name once it is known ("Player 1’s 2nd unit (Victory II-class Star Destroyer)"). */
type Where = string;

const unitWhere = (player: number, unit: number, card?: { name: string }): Where =>
  `Player ${player + 1}’s ${ordinal(unit + 1)} unit${card ? ` (${card.name})` : ''}`;

/** An edition as players say it: xwing-2.5 → X-Wing 2.5. */
const editionInWords = (edition: string) => edition.replace(/^xwing-/, 'X-Wing ');

/** What the player can do about a card whose data lacks what the table needs. */
const fixTheCard = 'pick another card, or import fuller card data on the Collection screen';

const defenseTokenTypes = ['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo'] as const;
type DefenseTokenType = (typeof defenseTokenTypes)[number];

const dice = (counts: ArmadaDice | undefined) => ({ red: counts?.[0] ?? 0, blue: counts?.[1] ?? 0, black: counts?.[2] ?? 0 });

function defenseTokens(card: ListCard, where: Where): IpcResult<DefenseTokenType[]> {
  const tokens: DefenseTokenType[] = [];
  for (const token of card.defenseTokens) {
    const type = token.toLowerCase();
    if (!(defenseTokenTypes as readonly string[]).includes(type)) {
      return fail('invalid_card', `${where}: its card has a defense token Sidetable does not know (${token}); ${fixTheCard}.`);
    }
    tokens.push(type as DefenseTokenType);
  }
  return ok(tokens);
}

/** Where a card's shields and armament sit around an Armada hull, in the engine's words. */
const armadaZones = [
  ['front', 'front'],
  ['right', 'right'],
  ['rightAux', 'right-aux'],
  ['rear', 'rear'],
  ['leftAux', 'left-aux'],
  ['left', 'left'],
] as const;

export function armadaShip(card: ListCard, speedChoice: number | undefined, where: Where): IpcResult<ShipRosterEntry> {
  const size = card.size?.toLowerCase();
  if (size !== 'small' && size !== 'medium' && size !== 'large' && size !== 'huge') {
    return fail('invalid_card', `${where}: its card has no size class the rules know (${card.size ?? 'none'}); ${fixTheCard}.`);
  }
  if (card.hull === null || card.command === null || card.speed === null || card.shieldZones === null || card.armament === null) {
    return fail('invalid_card', `${where}: its card lacks the hull, command value, speed, shields or armament a ship needs on the table; ${fixTheCard}.`);
  }
  const maxSpeed = card.speed;
  const speed = speedChoice ?? Math.min(1, maxSpeed);
  if (speed > maxSpeed) return fail('invalid_choice', `${where}: speed ${speed} is more than its top speed of ${maxSpeed}; choose ${maxSpeed} or less.`);
  const tokens = defenseTokens(card, where);
  if (!tokens.ok) return tokens;
  const shieldZones = card.shieldZones;
  const armament = card.armament;
  const hullZones = armadaZones
    .filter(([key]) => shieldZones[key] !== undefined || armament[key] !== undefined)
    .map(([key, zone]) => ({ zone, shields: shieldZones[key] ?? 0, battery: dice(armament[key]) }));
  return ok({
    name: card.name,
    size,
    hull: card.hull,
    command: card.command,
    speed,
    maxSpeed,
    hullZones,
    antiSquadron: dice(armament.antiSquadron),
    defenseTokens: tokens.value,
    ...(card.squadronValue !== null ? { squadronValue: card.squadronValue } : {}),
    ...(card.engineering !== null ? { engineering: card.engineering } : {}),
    // RRG · Flotilla: the ISB data's trait; a card without it is looked up by name in the engine.
    ...(card.keywords.some((keyword) => keyword.toLowerCase() === 'flotilla') ? { flotilla: true } : {}),
  });
}

/** RRG 1.5.0 · Ignition: "Ignition (Long)", "[Ignition (Medium)]", "Ignition [Close]" as the data sets print the keyword. */
const ignitionKeyword = /ignition\s*[[(]\s*(close|medium|long)/gi;
/** An upgrade that grants a special battery armament states its dice ("… of 5 blue dice and 1 black die"). */
const grantedSpecialArmament = /special battery armament of ([^.]+)/i;

/**
 * The ship's ignition armament, or undefined: it needs an Ignition keyword from a fitted upgrade and a
 * special battery armament (the ship card's — FFG data calls it "ignition", ISB "special" — or one an
 * upgrade grants). A card picked alone has no upgrades, so no ignition.
 */
export function ignitionArmament(ship: ListCard, upgrades: readonly ListCard[]): ShipRosterEntry['ignition'] {
  const ranges = new Set<'close' | 'medium' | 'long'>();
  let granted: ArmadaDice | undefined;
  for (const upgrade of upgrades) {
    for (const match of (upgrade.text ?? '').matchAll(ignitionKeyword)) ranges.add(match[1]!.toLowerCase() as 'close' | 'medium' | 'long');
    const special = grantedSpecialArmament.exec(upgrade.text ?? '')?.[1];
    if (special) {
      const count = (color: string) => Number(new RegExp(`(\\d+)\\s+${color}\\s+di`, 'i').exec(special)?.[1] ?? 0);
      granted = [count('red'), count('blue'), count('black')];
    }
  }
  const battery = ship.armament?.ignition ?? ship.armament?.special ?? granted;
  if (ranges.size === 0 || !battery) return undefined;
  return { battery: dice(battery), ranges: (['close', 'medium', 'long'] as const).filter((range) => ranges.has(range)) };
}

const clip = <T>(items: T[], most: number): T[] => items.slice(0, most);

/**
 * Issue 35: a unit's card effects as facts for its setup entry — the squadron's ability and keywords,
 * or the ship's upgrades' (a commander's fleet-wide ones among them). Absent when there are none, so
 * an entry without cards reads as before. `text`: each card's rules text from the player's data.
 */
export function armadaSquadronEffects(card: ListCard, text: string | null): Pick<SquadronRosterEntry, 'effects' | 'yourCalls'> {
  const found = effectsOfCard(card.name, squadronFactsOf(card.name, card.title, text, card.keywords));
  return {
    ...(found.effects.length > 0 ? { effects: clip(found.effects, 40) } : {}),
    ...(found.yourCalls.length > 0 ? { yourCalls: clip(found.yourCalls, 24) } : {}),
  };
}

export function armadaUpgradeEffects(upgrades: readonly { card: ListCard; text: string | null }[]): Pick<ShipRosterEntry, 'effects' | 'yourCalls'> {
  const effects: ArmadaCardEffect[] = [];
  const yourCalls: ArmadaYourCall[] = [];
  for (const [n, { card, text }] of upgrades.entries()) {
    const found = effectsOfCard(card.name, upgradeFactsOf(card.name, text, card.upgradeTypes), `upgrade-${n + 1}`);
    effects.push(...found.effects);
    yourCalls.push(...found.yourCalls);
  }
  return { ...(effects.length > 0 ? { effects: clip(effects, 40) } : {}), ...(yourCalls.length > 0 ? { yourCalls: clip(yourCalls, 24) } : {}) };
}

export function armadaSquadron(card: ListCard, where: Where): IpcResult<SquadronRosterEntry> {
  if (card.hull === null || card.speed === null) {
    return fail('invalid_card', `${where}: its card lacks the hull or speed a squadron needs on the table; ${fixTheCard}.`);
  }
  const tokens = defenseTokens(card, where);
  if (!tokens.ok) return tokens;
  return ok({
    name: card.name,
    unique: card.uniqueCount > 0,
    hull: card.hull,
    speed: card.speed,
    antiSquadron: dice(card.armament?.antiSquadron),
    battery: dice(card.armament?.antiShip),
    defenseTokens: tokens.value,
    keywords: [...card.keywords],
    ...armadaSquadronEffects(card, card.text),
  });
}

function armadaRoster(db: Db, players: CardRoster): IpcResult<PlayerRoster[]> {
  const rosters: PlayerRoster[] = [];
  for (const [p, player] of players.entries()) {
    const roster = { name: player.name, ships: [] as ShipRosterEntry[], squadrons: [] as SquadronRosterEntry[] };
    for (const [u, unit] of player.units.entries()) {
      const card = cardFor(db, 'armada', unit.cardId, unitWhere(p, u));
      if (!card.ok) return card;
      const where = unitWhere(p, u, card.value);
      if (card.value.kind === 'ship') {
        const ship = armadaShip(card.value, unit.speed, where);
        if (!ship.ok) return ship;
        roster.ships.push({ ...ship.value, ...printedPoints(card.value) });
      } else if (card.value.kind === 'squadron') {
        if (unit.speed !== undefined) return fail('invalid_choice', `${where}: a squadron’s speed is printed on its card, not chosen; leave its speed out.`);
        const squadron = armadaSquadron(card.value, where);
        if (!squadron.ok) return squadron;
        roster.squadrons.push({ ...squadron.value, ...printedPoints(card.value) });
      } else {
        return fail('not_a_unit', `${where} is ${article(card.value.kind)} card; an Armada roster lists ships and squadrons.`);
      }
    }
    rosters.push(roster);
  }
  return ok(rosters);
}

/**
 * A unit picked card by card carries no upgrades: its points are its card's printed cost (what
 * destroying it scores, and the fleet total that decides who chooses initiative). A cost that
 * varies (X-Wing 2.0's by agility) is left unpriced.
 */
function printedPoints(card: ListCard): { points?: number } {
  return card.cost && card.cost.min === card.cost.max ? { points: card.cost.min } : {};
}

function article(kind: string): string {
  return /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}

function cardFor(db: Db, system: GameSystem, cardId: number, where: Where): IpcResult<CardDetail> {
  const card = getCard(db, cardId);
  if (!card) return fail('not_found', `${where}: there is no card with id ${cardId} (its card data may have been removed); pick the card again.`);
  if (card.system !== system) {
    return fail('wrong_system', `${where} (${card.name}) is a ${gameSystemNames[card.system]} card, not a ${gameSystemNames[system]} one.`);
  }
  return ok(card);
}

type XwingArc = XwingPilotRosterEntry['attacks'][number]['arc'];
/** xwing-data2 names arcs in words ("Single Turret Arc"), lowercased here; the engine uses ids (one table, with the weapons'). */
export const xwingArcs: Record<string, XwingArc> = arcsByDataName;

interface XwingStat {
  type: string;
  value: number;
  arc?: string;
  /** A recurring stat (a huge ship's energy and shields) recovers this much each End Phase. */
  recovers?: number;
}

const isStat = (value: unknown): value is XwingStat =>
  typeof value === 'object' && value !== null && typeof (value as XwingStat).type === 'string' && typeof (value as XwingStat).value === 'number';

const statsIn = (details: Record<string, unknown>, field: string): XwingStat[] => {
  const list = details[field];
  return Array.isArray(list) ? list.filter(isStat) : [];
};

/** A charge or Force stat as xwing-data2 writes it: `{value, recovers}`. */
function recurringIn(details: Record<string, unknown>, field: 'charges' | 'force'): { value: number; recurs: number } | undefined {
  const stat = details[field];
  if (typeof stat !== 'object' || stat === null) return undefined;
  const { value, recovers } = stat as { value?: unknown; recovers?: unknown };
  if (typeof value !== 'number') return undefined;
  return { value, recurs: typeof recovers === 'number' ? recovers : 0 };
}

type XwingActionBar = NonNullable<XwingPilotRosterEntry['actions']>;

const difficultyOf = (value: unknown) => (value === 'Red' ? 'red' : value === 'Purple' ? 'purple' : 'white') as XwingActionBar[number]['difficulty'];

/** An action bar as xwing-data2 prints it (`{type, difficulty, linked?}`), in the engine's ids; actions it does not know are left out. */
function actionBarIn(details: Record<string, unknown>, field: string): XwingActionBar | null {
  const list = details[field];
  if (!Array.isArray(list)) return null;
  const bar: XwingActionBar = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { type, difficulty, linked } = item as { type?: unknown; difficulty?: unknown; linked?: { type?: unknown; difficulty?: unknown } };
    const action = typeof type === 'string' ? actionIdsByDataName[type] : undefined;
    if (!action) continue;
    const link = linked && typeof linked.type === 'string' ? actionIdsByDataName[linked.type] : undefined;
    bar.push({ action, difficulty: difficultyOf(difficulty), ...(link ? { linked: { action: link, difficulty: difficultyOf(linked?.difficulty) } } : {}) });
  }
  return bar;
}

/** The ship's dial as xwing-data2 prints it ("1TW", "2FB"…); codes the engine does not read are left out. */
function dialIn(details: Record<string, unknown>): string[] | null {
  const dial = details.dial;
  if (!Array.isArray(dial)) return null;
  const codes = dial.filter((code): code is string => typeof code === 'string' && /^[0-5][TBFNYKLPEROSAD][WBRP]$/.test(code));
  return codes.length > 0 ? codes.slice(0, 40) : null;
}

/**
 * The pilot's own ability and its ship's ability, apart (issue 23): the card's text joins them
 * ("…\nName: text"), its data keeps the ship's ability by name.
 */
export function pilotAndShipAbility(card: { text: string | null; details: Record<string, unknown> }): { pilot: string | null; ship: { name: string; text: string } | null } {
  const raw = card.details.shipAbility;
  const ship = typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string' && typeof (raw as { text?: unknown }).text === 'string' ? (raw as { name: string; text: string }) : null;
  if (!ship || !card.text) return { pilot: card.text, ship };
  const joined = `${ship.name}: ${ship.text}`;
  const pilot = card.text.endsWith(joined) ? card.text.slice(0, -joined.length).trim() : card.text;
  return { pilot: pilot.length > 0 ? pilot : null, ship };
}

/** The edition's rules (2.0 or 2.5) from its card-data key ("xwing-2.5"). */
export const editionOfKey = (key: string | null): '2.0' | '2.5' => (key?.endsWith('2.5') ? '2.5' : '2.0');

/** The pilot's ship in the same edition: its stats are the chassis' unless the pilot overrides them. */
function chassisOf(db: Db, pilot: ListCard): { name: string; stats: XwingStat[]; actions: XwingActionBar | null; dial?: string[] | null } | null {
  if (!pilot.shipKey) return null;
  const row = db
    // Several sources may hold the edition's ship: the pilot's own source (its label is unique in
    // the edition) answers, else the player's preferred one.
    .prepare<[string, string, string], { id: number }>(
      `SELECT c.id FROM cards c JOIN card_editions e ON e.id = c.edition_id JOIN card_sources s ON s.id = c.source_id
       WHERE c.kind = 'ship' AND c.key = ? AND e.key = ? ORDER BY s.label = ? DESC, ${preferredSourceOrder} LIMIT 1`,
    )
    .get(pilot.shipKey, pilot.edition, pilot.source);
  const ship = row ? getCard(db, row.id) : null;
  return ship ? { name: ship.name, stats: statsIn(ship.details, 'stats'), actions: actionBarIn(ship.details, 'actions'), dial: dialIn(ship.details) } : null;
}

export function xwingPilot(db: Db, card: ListCard, where: Where): IpcResult<XwingPilotRosterEntry> {
  const size = card.size?.toLowerCase();
  if (size !== 'small' && size !== 'medium' && size !== 'large' && size !== 'huge') {
    return fail('invalid_card', `${where}: its card has no base size the rules know (${card.size ?? 'none'}); ${fixTheCard}.`);
  }
  if (card.initiative === null || card.hull === null || card.agility === null) {
    return fail('invalid_card', `${where}: its card lacks the initiative, hull or agility a ship needs on the table; ${fixTheCard}.`);
  }
  const chassis = chassisOf(db, card);
  if (!chassis) return fail('invalid_card', `${where}: the ship this pilot flies is not in the card database; ${fixTheCard}.`);
  // A pilot's own ship stats replace the chassis' stat of the same type and arc.
  const overrides = statsIn(card.details, 'shipStats');
  const same = (a: XwingStat, b: XwingStat) => a.type === b.type && (a.arc ?? '') === (b.arc ?? '');
  const stats = [...chassis.stats.filter((stat) => !overrides.some((o) => same(stat, o))), ...overrides];
  const attacks: XwingPilotRosterEntry['attacks'] = [];
  for (const stat of stats.filter((candidate) => candidate.type === 'attack')) {
    const arc = xwingArcs[(stat.arc ?? 'Front Arc').toLowerCase()];
    if (!arc) return fail('invalid_card', `${where}: its card attacks from an arc Sidetable does not know (${stat.arc ?? 'none'}); ${fixTheCard}.`);
    attacks.push({ arc, value: stat.value });
  }
  const charges = recurringIn(card.details, 'charges');
  const force = recurringIn(card.details, 'force');
  // Epic rules: a huge ship's card prints its energy as a stat with the amount it recovers each End Phase.
  const energyStat = stats.find((stat) => stat.type === 'energy' && stat.value > 0);
  // Epic rules · Shields: only a huge ship's card prints recurring shields.
  const shieldStat = stats.find((stat) => stat.type === 'shields');
  const shieldsRecover = typeof shieldStat?.recovers === 'number' && shieldStat.recovers > 0 ? Math.min(9, shieldStat.recovers) : 0;
  const energy = energyStat ? { value: Math.min(20, energyStat.value), recurs: typeof energyStat.recovers === 'number' ? Math.max(0, Math.min(20, energyStat.recovers)) : 0 } : undefined;
  // A pilot with its own action bar (droids, some aces) replaces the ship's.
  const actions = actionBarIn(card.details, 'shipActions') ?? chassis.actions;
  // The pilot's ability and the ship's are summed up and asked about apart, each under its own name.
  const parts = pilotAndShipAbility(card);
  const ability = abilitySummary(parts.pilot);
  const shipAbility = parts.ship ? abilitySummary(parts.ship.text) : null;
  // Issue 34: the pilot's and ship's effects as facts; a card without facts keeps its prompt (your call).
  const edition = editionOfKey(card.edition);
  const onShip: CardOnShip[] = [{ key: card.key, name: card.name, text: parts.pilot, edition }, ...(parts.ship ? [{ key: null, name: parts.ship.name, text: parts.ship.text, edition }] : [])];
  const facts = rosterFacts(onShip);
  const carries = Math.max(0, ...onShip.map((part) => dockingPlacesIn(part.text)));
  const abilities = onShip.filter((part) => !facts.played(part)).flatMap((part) => abilityHooks(part.name, part.text));
  return ok({
    name: card.name,
    ship: chassis.name,
    initiative: card.initiative,
    size,
    hull: card.hull,
    shields: card.shields ?? 0,
    ...(shieldsRecover > 0 ? { shieldsRecover } : {}),
    agility: card.agility,
    attacks,
    ...(charges ? { charges } : {}),
    ...(force ? { force } : {}),
    ...(energy ? { energy } : {}),
    ...(carries > 0 ? { carries } : {}),
    ...(actions ? { actions } : {}),
    ...(ability ? { ability } : {}),
    ...(parts.ship && shipAbility ? { shipAbility: `${parts.ship.name}: ${shipAbility}`.slice(0, 200) } : {}),
    ...(abilities.length > 0 ? { abilities } : {}),
    ...(facts.effects.length > 0 ? { effects: facts.effects } : {}),
    ...(facts.yourCall.length > 0 ? { yourCall: facts.yourCall } : {}),
    ...(chassis.dial ? { dial: chassis.dial } : {}),
  });
}

function xwingRoster(db: Db, players: CardRoster): IpcResult<{ rosters: XwingPlayerRoster[]; edition: string | null }> {
  const rosters: XwingPlayerRoster[] = [];
  let edition: string | null = null;
  for (const [p, player] of players.entries()) {
    const ships: XwingPilotRosterEntry[] = [];
    for (const [u, unit] of player.units.entries()) {
      const card = cardFor(db, 'xwing', unit.cardId, unitWhere(p, u));
      if (!card.ok) return card;
      const where = unitWhere(p, u, card.value);
      if (card.value.kind !== 'pilot') {
        return fail('not_a_unit', `${where} is ${article(card.value.kind)} card; an X-Wing roster lists pilots.`);
      }
      if (unit.speed !== undefined) return fail('invalid_choice', `${where}: an X-Wing ship’s speed is set by its dial each round, not in the roster; leave its speed out.`);
      edition ??= card.value.edition;
      if (card.value.edition !== edition) {
        return fail('mixed_editions', `${where} is an ${editionInWords(card.value.edition)} card, and this roster already holds ${editionInWords(edition)} cards: one game plays one edition; pick the same edition for every pilot.`);
      }
      const pilot = xwingPilot(db, card.value, where);
      if (!pilot.ok) return pilot;
      ships.push({ ...pilot.value, ...printedPoints(card.value) });
    }
    rosters.push({ name: player.name, ships });
  }
  return ok({ rosters, edition });
}

/** The setup command for `system` from a card roster, or a refusal naming the unit that was wrong. */
export function setupFromCards(db: Db, system: GameSystem, players: CardRoster): IpcResult<SetupFromCards> {
  if (system === 'armada') {
    const rosters = armadaRoster(db, players);
    return rosters.ok ? ok({ type: 'setup', players: rosters.value, rules: 3 }) : rosters;
  }
  if (system === 'xwing') {
    const rosters = xwingRoster(db, players);
    // Rules 3: turns in order with a pass, one action and its linked one, maneuvers; the edition's rules where 2.0 and 2.5 differ.
    if (!rosters.ok) return rosters;
    const edition = editionOfKey(rosters.value.edition);
    const conditions = rosters.value.edition ? conditionCardsFor(db, rosters.value.rosters, edition, rosters.value.edition) : [];
    return ok({ type: 'setup', players: rosters.value.rosters, rules: 3, edition, ...(conditions.length > 0 ? { conditions } : {}) });
  }
  return fail('no_card_roster', `A ${gameSystemNames[system]} game starts from a scenario, not from cards.`);
}
