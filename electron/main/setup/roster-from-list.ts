import { readObstacle } from '../../../shared/engine/games/xwing/obstacles/catalogue';
import type { FittedUpgradeEntry } from '../../../shared/engine/core/fitted-upgrades';
import type { PlayerRoster, ShipRosterEntry, SquadronRosterEntry } from '../../../shared/engine/games/armada';
import { abilityHooks, abilitySummary, actionIdsByDataName, dockingPlacesIn, rosterFacts, type CardOnShip, type XwingPilotRosterEntry, type XwingPlayerRoster } from '../../../shared/engine/games/xwing';
import { barWithUpgradeActions } from '../../../shared/engine/games/xwing/ships/action-bar';
import { fail, ok, type IpcResult } from '../../../shared/ipc';
import { evaluateList } from '../../../shared/lists/evaluate';
import type { ListEvaluation } from '../../../shared/lists/evaluation';
import { listFormats, type CardLookup, type FleetList, type ListCard, type PointsLookup } from '../../../shared/lists/list';
import { armadaShip, armadaSquadron, armadaSquadronEffects, armadaUpgradeEffects, editionOfKey, ignitionArmament, pilotAndShipAbility, xwingPilot } from '../cards/roster-from-cards';
import { preferredSourceOrder } from '../cards/card-sources-repo';
import { conditionCardsFor } from '../cards/condition-cards';
import type { CardEffect } from '../../../shared/engine/games/xwing/effects/card-effect';
import type { XwingSetupCommand } from '../../../shared/engine/games/xwing/model/commands';
import type { Db } from '../db/open';
import { applyArmadaUpgrade, applyXwingUpgrade } from './printed-stat-changes';
import { upgradeCharges, upgradeSummary } from './upgrade-summary';
import { armamentFromCard } from '../../../shared/engine/games/xwing/attack/weapon-facts';

// A game started from two lists: each list's units become the engine's setup entries with every
// stat the engine needs copied in (after the upgrades that change printed stats), and the upgrades
// ride along with their name, points, our summary and their charges. The log then replays
// without the card database, like a roster picked card by card.

export interface ListForTable {
  /** The player's name at the table. */
  name: string;
  list: FleetList;
  points?: PointsLookup;
  /** The list's own cards (read from its source), when they differ from the game's lookup. */
  cards?: CardLookup;
}

const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

/** "Jo's list “Dumpster Fire”, 2nd unit (Victory II-class Star Destroyer)". */
function where(player: ListForTable, index: number, card?: ListCard): string {
  return `${player.name}’s list “${player.list.name}”, ${ordinal(index + 1)} unit${card ? ` (${card.name})` : ''}`;
}

/** Standard-loadout pilots (X-Wing 2.5) fly fixed upgrades the list does not name: the card data does. */
function standardLoadoutOf(pilot: ListCard, cards: CardLookup): ListCard[] {
  const keys = pilot.details.standardLoadout;
  if (!Array.isArray(keys)) return [];
  return keys
    .filter((key): key is string => typeof key === 'string')
    .map((key) => cards.card({ edition: pilot.edition, kind: 'upgrade', key }))
    .filter((card): card is ListCard => card !== undefined);
}

function fitted(card: ListCard, slot: string, points: number): FittedUpgradeEntry {
  const charges = upgradeCharges(card);
  return { name: card.name, slot, points, summary: upgradeSummary(card), ...(charges ? { charges } : {}) };
}

interface UnitUpgrades {
  entries: FittedUpgradeEntry[];
  cards: ListCard[];
}

function upgradesOf(player: ListForTable, index: number, unitCard: ListCard, evaluation: ListEvaluation, cards: CardLookup): IpcResult<UnitUpgrades> {
  const unit = player.list.units[index];
  const judged = evaluation.units[index];
  if (!unit || !judged) return ok({ entries: [], cards: [] });
  const entries: FittedUpgradeEntry[] = [];
  const found: ListCard[] = [];
  for (const [u, upgrade] of unit.upgrades.entries()) {
    const card = cards.card(upgrade.card);
    if (!card) {
      return fail('unknown_card', `${where(player, index, unitCard)}: the upgrade “${upgrade.card.key}” is not in the card database. Import its card data, or remove it from the list.`);
    }
    entries.push(fitted(card, upgrade.slot, judged.upgrades[u]?.points ?? 0));
    found.push(card);
  }
  if (unit.upgrades.length === 0) {
    for (const card of standardLoadoutOf(unitCard, cards)) {
      entries.push(fitted(card, card.upgradeTypes[0] ?? 'Upgrade', 0));
      found.push(card);
    }
  }
  return ok({ entries, cards: found });
}

/** The points one copy of a unit scores when destroyed: its own and its upgrades'. */
const pointsPerCopy = (evaluation: ListEvaluation, index: number) => {
  const unit = evaluation.units[index];
  return unit ? Math.max(0, Math.round(unit.points / Math.max(1, unit.count))) : 0;
};

function armadaPlayer(db: Db, player: ListForTable, cards: CardLookup): IpcResult<PlayerRoster> {
  const evaluation = evaluateList(player.list, cards, player.points);
  const ships: ShipRosterEntry[] = [];
  const squadrons: SquadronRosterEntry[] = [];
  for (const [index, unit] of player.list.units.entries()) {
    const card = cards.card(unit.card);
    if (!card) return fail('unknown_card', `${where(player, index)}: “${unit.card.key}” is not in the card database. Import its card data, or remove it from the list.`);
    if (card.kind === 'ship') {
      const ship = armadaShip(card, undefined, where(player, index, card));
      if (!ship.ok) return ship;
      const upgrades = upgradesOf(player, index, card, evaluation, cards);
      if (!upgrades.ok) return upgrades;
      const entry: ShipRosterEntry = { ...ship.value, hullZones: ship.value.hullZones.map((zone) => ({ ...zone, battery: { ...zone.battery } })) };
      for (const upgrade of upgrades.value.cards) applyArmadaUpgrade(entry, upgrade);
      const ignition = ignitionArmament(card, upgrades.value.cards);
      const effects = armadaUpgradeEffects(upgrades.value.cards.map((upgrade) => ({ card: upgrade, text: textOf(db, upgrade) })));
      ships.push({ ...entry, ...(ignition ? { ignition } : {}), upgrades: upgrades.value.entries, points: pointsPerCopy(evaluation, index), ...effects });
    } else if (card.kind === 'squadron') {
      const squadron = armadaSquadron(card, where(player, index, card));
      if (!squadron.ok) return squadron;
      const effects = armadaSquadronEffects(card, textOf(db, card));
      for (let copy = 0; copy < unit.count; copy++) squadrons.push({ ...squadron.value, points: pointsPerCopy(evaluation, index), ...effects });
    } else {
      return fail('not_a_unit', `${where(player, index, card)} is not a ship or squadron card: a fleet's units are ships and squadrons.`);
    }
  }
  // Admiral Motti: every friendly ship's hull value is higher by its size class (a printed value, changed at setup).
  if (ships.some((ship) => ship.upgrades?.some((upgrade) => upgrade.name.trim().toLowerCase() === 'admiral motti'))) {
    const more: Record<ShipRosterEntry['size'], number> = { small: 1, medium: 2, large: 3, huge: 0 };
    for (const ship of ships) ship.hull += more[ship.size];
  }
  if (ships.length === 0 && squadrons.length === 0) return fail('empty_list', `${player.name}’s list “${player.list.name}” has no ships or squadrons yet.`);
  // The fleet's three objectives ride along by name, for the second player to choose from (issue 14).
  const objectives = player.list.objectives.map((ref) => cards.card(ref)?.name).filter((name): name is string => name !== undefined).slice(0, 3);
  return ok({ name: player.name, list: player.list.name, ships, squadrons, ...(objectives.length > 0 ? { objectives } : {}) });
}

/** A card's text, which the list lookup leaves out: read here only to find our ability words (the preferred source's). */
function textOf(db: Db, card: ListCard): string | null {
  if (card.text) return card.text;
  const row = db
    .prepare<[string, string, string], { text: string | null }>(
      `SELECT c.text FROM cards c JOIN card_editions e ON e.id = c.edition_id JOIN card_sources s ON s.id = c.source_id
       WHERE c.kind = ? AND c.key = ? AND e.key = ? ORDER BY ${preferredSourceOrder} LIMIT 1`,
    )
    .get(card.kind, card.key, card.edition);
  return row?.text ?? null;
}

/**
 * RRG · Dual Cards: a two-sided upgrade is read side by side (its title, its text, its place), so each
 * side's facts act only while it is faceup. The card database keeps the sides' texts joined in order;
 * when they cannot be told apart, the card is read whole, as before.
 */
function upgradeSides(card: ListCard, text: string | null): { name: string; text: string | null; side?: 0 | 1 }[] {
  const sides = Array.isArray(card.details.sides) ? (card.details.sides as unknown[]) : [];
  const titles = sides.map((side) => (typeof side === 'object' && side !== null && typeof (side as { title?: unknown }).title === 'string' ? (side as { title: string }).title : null));
  const parts = text?.split('\n') ?? [];
  if (sides.length !== 2 || titles.some((title) => title === null) || parts.length !== 2) return [{ name: card.name, text }];
  return [0, 1].map((side) => ({ name: titles[side] ?? card.name, text: parts[side] ?? null, side: side as 0 | 1 }));
}

/** An upgrade that adds actions (its side's `actions`, `grants` of type action) puts them on the ship's bar, as printed, links and all (issue 34). */
function addGrantedActions(entry: XwingPilotRosterEntry, upgrade: ListCard, place: number): void {
  if (!entry.actions) return;
  const sides = Array.isArray(upgrade.details.sides) ? (upgrade.details.sides as unknown[]) : [];
  const bar = entry.actions.map((held) => ({ action: held.action, difficulty: held.difficulty, linked: held.linked ?? null }));
  const asRoster = (entries: ReturnType<typeof barWithUpgradeActions>) => entries.map((held) => ({ action: held.action, difficulty: held.difficulty, ...(held.linked ? { linked: held.linked } : {}) }));
  const first = asRoster(barWithUpgradeActions(bar, sides[0]));
  entry.actions = first;
  // An upgrade after a dual card adds its actions to both of that card's bars.
  if (entry.actionsBySide && entry.actionsBySide.upgrade !== place) {
    const both = entry.actionsBySide.sides.map((one) => asRoster(barWithUpgradeActions(one.map((held) => ({ action: held.action, difficulty: held.difficulty, linked: held.linked ?? null })), sides[0])));
    entry.actionsBySide = { upgrade: entry.actionsBySide.upgrade, sides: [both[0] ?? [], both[1] ?? []] };
  }
  // RRG · Dual Cards: a card whose other side adds other actions keeps both bars; a flip puts the faceup side's on the ship.
  if (sides.length === 2 && !entry.actionsBySide) {
    const second = asRoster(barWithUpgradeActions(bar, sides[1]));
    if (JSON.stringify(second) !== JSON.stringify(first)) entry.actionsBySide = { upgrade: place, sides: [first, second] };
  }
}

function xwingPlayer(db: Db, player: ListForTable, cards: CardLookup): IpcResult<XwingPlayerRoster> {
  const evaluation = evaluateList(player.list, cards, player.points);
  const ships: XwingPilotRosterEntry[] = [];
  for (const [index, unit] of player.list.units.entries()) {
    const card = cards.card(unit.card);
    if (!card) return fail('unknown_card', `${where(player, index)}: “${unit.card.key}” is not in the card database. Import its card data, or remove it from the list.`);
    if (card.kind !== 'pilot') return fail('not_a_unit', `${where(player, index, card)} is not a pilot card: a squad's units are pilots.`);
    const pilot = xwingPilot(db, card, where(player, index, card));
    if (!pilot.ok) return pilot;
    const upgrades = upgradesOf(player, index, card, evaluation, cards);
    if (!upgrades.ok) return upgrades;
    const entry: XwingPilotRosterEntry = { ...pilot.value, attacks: pilot.value.attacks.map((attack) => ({ ...attack })) };
    for (const [place, upgrade] of upgrades.value.cards.entries()) {
      applyXwingUpgrade(entry, upgrade);
      addGrantedActions(entry, upgrade, place);
    }
    // The pilot's and upgrades' abilities that act at a moment of the round, asked about then (an upgrade's charges pay for its own).
    const parts = pilotAndShipAbility({ text: textOf(db, card), details: card.details });
    const ability = entry.ability ?? abilitySummary(parts.pilot);
    if (ability) entry.ability = ability;
    // Issue 34: every card's effects as facts; a card with facts is applied at its moment, one without keeps its prompt (your call).
    // A card whose text changed between editions has facts per edition.
    const edition = editionOfKey(card.edition);
    const onShip: CardOnShip[] = [
      { key: card.key, name: card.name, text: parts.pilot, edition },
      ...(parts.ship ? [{ key: null, name: parts.ship.name, text: parts.ship.text, edition }] : []),
      ...upgrades.value.cards.flatMap((upgrade, u) => upgradeSides(upgrade, textOf(db, upgrade)).map((side) => ({ key: upgrade.key, ...side, upgrade: u, edition }))),
    ];
    const facts = rosterFacts(onShip);
    // RRG · Docking: the places its cards give (a title or a ship ability) make it a carrier.
    const carries = Math.max(0, ...onShip.map((part) => dockingPlacesIn(part.text)));
    if (carries > 0) entry.carries = carries;
    if (facts.effects.length > 0) entry.effects = facts.effects;
    if (facts.yourCall.length > 0) entry.yourCall = facts.yourCall;
    const abilities = onShip.filter((part) => !facts.played(part)).flatMap((part) => abilityHooks(part.name, part.text, part.upgrade)).slice(0, 24);
    if (abilities.length > 0) entry.abilities = abilities;
    // Special weapons and devices (issue 23): every ship from a list carries them, none or some, so the table offers them.
    const armament = upgrades.value.cards.map((upgrade, u) => armamentFromCard(upgrade, u, textOf(db, upgrade)));
    entry.weapons = armament.flatMap((part) => part.weapons).slice(0, 16);
    entry.devices = armament.flatMap((part) => part.devices).slice(0, 16);
    for (let copy = 0; copy < unit.count; copy++) ships.push({ ...entry, upgrades: upgrades.value.entries, points: pointsPerCopy(evaluation, index) });
  }
  if (ships.length === 0) return fail('empty_list', `${player.name}’s list “${player.list.name}” has no pilots yet.`);
  // Issue 36 item 2: the squad's obstacles travel in the setup (one the catalogue does not know without a kind: asked at the table).
  const obstacles = (player.list.obstacles ?? []).slice(0, 3).map((written) => {
    const known = readObstacle(written);
    return known ? { id: known.id, name: known.name, kind: known.kind } : { id: written, name: written };
  });
  return ok({ name: player.name, list: player.list.name, ships, ...(obstacles.length > 0 ? { obstacles } : {}) });
}

export type SetupFromLists = { type: 'setup'; players: PlayerRoster[] | XwingPlayerRoster[]; rules?: 2 | 3; edition?: '2.0' | '2.5'; deployment?: true; conditions?: { name: string; effects: CardEffect[] }[]; scenario?: XwingSetupCommand['scenario'] };

/**
 * The setup command for a game from two lists of one game system. An illegal list still plays
 * (players agree at the table); a list of the other game, or a card missing from the database, is
 * refused with the list and unit named.
 */
export function setupFromLists(db: Db, system: 'armada' | 'xwing', players: [ListForTable, ListForTable], cards: CardLookup): IpcResult<SetupFromLists> {
  for (const player of players) {
    if (player.list.system !== system) {
      return fail('wrong_system', `${player.name}’s list “${player.list.name}” is for ${player.list.system === 'armada' ? 'Star Wars: Armada' : 'Star Wars: X-Wing'}, and this game is ${system === 'armada' ? 'Armada' : 'X-Wing'}.`);
    }
  }
  if (system === 'armada') {
    const rosters: PlayerRoster[] = [];
    for (const player of players) {
      const roster = armadaPlayer(db, player, player.cards ?? cards);
      if (!roster.ok) return roster;
      rosters.push(roster.value);
    }
    // Issue 24: a game from lists is played with its objectives and a deployment step (each ship's speed).
    // Rules 3 (issue 35): setup, activation and the game's end in the rules' order.
    return ok({ type: 'setup', players: rosters, deployment: true, rules: 3 });
  }
  const [first, second] = players.map((player) => listFormats[player.list.format].editions[0]);
  if (first !== second) {
    return fail('mixed_editions', `${players[0].name}’s squad is built for ${listFormats[players[0].list.format].name} and ${players[1].name}’s for ${listFormats[players[1].list.format].name}: one game plays one edition of X-Wing.`);
  }
  const rosters: XwingPlayerRoster[] = [];
  for (const player of players) {
    const roster = xwingPlayer(db, player, player.cards ?? cards);
    if (!roster.ok) return roster;
    rosters.push(roster.value);
  }
  // Rules 3: turns in order with a pass, one action and its linked one, maneuvers; the edition's rules where 2.0 and 2.5 differ.
  const edition = editionOfKey(first ?? null);
  const conditions = first ? conditionCardsFor(db, rosters, edition, first) : [];
  return ok({ type: 'setup', players: rosters, rules: 3, edition, ...(conditions.length > 0 ? { conditions } : {}) });
}
