import type { FittedUpgrade } from '../../../core/fitted-upgrades';
import type { XwingPilotRosterEntry } from '../model/commands';
import type { AttackArc, Ship, ShipDevice, ShipWeapon, TokenType, TurretFacing, WeaponBonusMoment, WeaponRequirement, XwingState } from '../model/state';
import { isTurretArc } from '../ships/turret';
import { attackArcNames } from '../ships/arcs';
import { shipName } from '../ships/ships';
import type { CardEffect, EffectCondition, EffectCost } from '../effects/card-effect';
import { canPayEffectCost, effectCostWords } from '../ships/charges';
import { primaryAttacksOf } from '../ships/docking';

// Special weapons (RRG · Attack, Ordnance, Charges): every weapon a ship carries is a choice at
// Declare Target, beside its primary arcs, with its dice, range band, arc, header and cost. One
// rule here decides whether a weapon may be fired now; the options, the engine's declare and the
// attack panel all ask it.

/** The ship's weapons and devices as the setup carries them; absent when the roster brought none (older games). */
export function armamentOf(shipId: string, entry: XwingPilotRosterEntry, upgrades: readonly FittedUpgrade[]): { weapons?: ShipWeapon[]; devices?: ShipDevice[]; devicePlaced?: null } {
  if (entry.weapons === undefined && entry.devices === undefined) return {};
  const upgradeId = (index: number | undefined) => (index === undefined ? null : (upgrades[index]?.id ?? null));
  const weapons: ShipWeapon[] = (entry.weapons ?? []).map((weapon, n) => ({
    id: `${shipId}-weapon-${n + 1}`,
    upgrade: upgradeId(weapon.upgrade),
    name: weapon.name,
    slot: weapon.slot ?? (weapon.upgrade !== undefined ? (upgrades[weapon.upgrade]?.slot ?? 'Upgrade') : 'Upgrade'),
    arc: weapon.arc ?? null,
    value: weapon.value ?? null,
    minRange: weapon.minRange ?? null,
    maxRange: weapon.maxRange ?? null,
    ordnance: weapon.ordnance ?? false,
    requires: weapon.requires ?? [],
    cost: weapon.cost ?? null,
    bonusAttack: weapon.bonusAttack ?? false,
    ...(weapon.ion !== undefined ? { ion: weapon.ion } : {}),
    ...(weapon.bonusMoment ? { bonusMoment: weapon.bonusMoment } : {}),
    ...(weapon.headers ? { headers: weapon.headers } : {}),
  }));
  const devices: ShipDevice[] = (entry.devices ?? []).map((device) => ({ key: device.key, upgrade: upgradeId(device.upgrade), name: device.name, kind: device.kind }));
  return { weapons, devices, devicePlaced: null };
}

export const requirementNames: Record<WeaponRequirement, string> = { lock: 'a lock on the defender', focus: 'a focus token', calculate: 'a calculate token' };

/** The range band as players say it ("range 2–3"), or null when the data does not give it. */
export function rangeBand(weapon: Pick<ShipWeapon, 'minRange' | 'maxRange'>): string | null {
  if (weapon.minRange === null || weapon.maxRange === null) return null;
  return weapon.minRange === weapon.maxRange ? `range ${weapon.minRange}` : `range ${weapon.minRange}–${weapon.maxRange}`;
}

/** Its header: "Attack (lock)", "Attack (focus or calculate)". */
function hasRequirement(state: XwingState, ship: Ship, requirement: WeaponRequirement, defender: Ship | null): boolean {
  if (requirement === 'lock') return defender ? defender.tokens.lock.includes(ship.id) : state.ships.some((other) => other.tokens.lock.includes(ship.id));
  return ship.tokens[requirement] > 0;
}

function upgradeOf(ship: Ship, weapon: ShipWeapon): FittedUpgrade | null {
  return weapon.upgrade === null ? null : (ship.upgrades.find((upgrade) => upgrade.id === weapon.upgrade) ?? null);
}

// --- Requirements lifted (issue 34): a card lets the ship ignore a weapon's requirement, at a cost. ---

/** A card effect that lets this weapon be fired without its requirement, paid when the attack is declared. */
export interface RequirementLift {
  /** The card, as players name it. */
  source: string;
  /** Index of the fact in the ship's effects. */
  ref: number;
  requirement: WeaponRequirement;
  costs: EffectCost[];
  /** What it costs, in our words ("1 Force"). */
  cost: string;
  /** A friend's card (Targeting Synchronizer): the ship that carries it, and pays its costs. */
  ship?: string;
}

function tokenCount(ship: Ship, token: Exclude<TokenType, 'lock'>): number {
  return token === 'reinforce' ? ship.tokens.reinforce.fore + ship.tokens.reinforce.aft : ship.tokens[token];
}

const slotConditions: Record<string, string> = { torpedo: 'Torpedo', missile: 'Missile', cannon: 'Cannon', turret: 'Turret' };

/** The fact's conditions the table can judge at Declare Target; the others (arc, a question) are the players' to judge. */
function conditionHolds(ship: Ship, weapon: ShipWeapon, fact: CardEffect, condition: EffectCondition, defender: Ship | null, range: number | null): boolean {
  switch (condition.kind) {
    // A friend's card (a 'friendly' fact) never lifts its own ship's requirement: friendLifts reads it.
    case 'friendly':
      return false;
    case 'weapon':
      if (condition.weapon === 'primary') return false;
      if (condition.weapon === 'special') return true;
      if (condition.weapon === 'this') return fact.upgrade !== undefined && ship.upgrades[fact.upgrade]?.id === weapon.upgrade;
      return weapon.slot.toLowerCase() === (slotConditions[condition.weapon] ?? condition.weapon).toLowerCase();
    case 'range':
      return range === null || (range >= condition.min && range <= condition.max);
    case 'token':
      if (condition.who === 'other' && !defender) return true;
      return tokenCount(condition.who === 'self' ? ship : (defender as Ship), condition.token) > 0 !== (condition.none === true);
    case 'lock':
      if (!defender) return true;
      return condition.who === 'self' ? defender.tokens.lock.includes(ship.id) : ship.tokens.lock.includes(defender.id);
    case 'size':
      if (condition.who === 'other' && !defender) return true;
      return condition.sizes.includes((condition.who === 'self' ? ship : (defender as Ship)).size);
    default:
      return true;
  }
}

/**
 * The ship's `liftRequirement` facts (DESIGN §10) that let this weapon be fired without one of its
 * requirements — their conditions hold and their costs can be paid now (Instinctive Aim: 1 Force
 * to ignore the focus or lock requirement of a special attack).
 */
export function requirementLifts(ship: Ship, weapon: ShipWeapon, defender: Ship | null, range: number | null): RequirementLift[] {
  if (weapon.requires.length === 0) return [];
  const lifts: RequirementLift[] = [];
  for (const [ref, fact] of (ship.effects ?? []).entries()) {
    if (fact.moment !== 'always' && fact.moment !== 'declareTarget') continue;
    if (fact.role === 'defender') continue;
    const requirement = weapon.requires.find((wanted) => fact.effects.some((effect) => effect.kind === 'liftRequirement' && effect.requirement === wanted));
    if (!requirement) continue;
    if (!fact.conditions.every((condition) => conditionHolds(ship, weapon, fact, condition, defender, range))) continue;
    if (!fact.costs.every((cost) => canPayEffectCost(ship, fact, cost, defender, weapon.cost?.kind === 'force' ? weapon.cost.amount : 0))) continue;
    lifts.push({ source: fact.source, ref, requirement, costs: fact.costs, cost: fact.costs.length === 0 ? 'no cost' : fact.costs.map(effectCostWords).join(', ') });
  }
  return lifts;
}

/**
 * A friendly ship's `liftRequirement` fact for the attacker (its `friendly` attacker condition): its card lifts
 * the requirement when its other conditions hold from its own ship — a lock it holds on the defender
 * (`lockHeld`), the attack's weapon, range and tokens — and its question is the players' (shown with the lift).
 */
function friendLifts(state: XwingState, ship: Ship, weapon: ShipWeapon, defender: Ship | null, range: number | null): RequirementLift[] {
  const lifts: RequirementLift[] = [];
  for (const friend of state.ships) {
    if (friend.id === ship.id || friend.owner !== ship.owner || friend.destroyed) continue;
    for (const [ref, fact] of (friend.effects ?? []).entries()) {
      if (fact.moment !== 'always' && fact.moment !== 'declareTarget') continue;
      if (!fact.conditions.some((condition) => condition.kind === 'friendly' && condition.role === 'attacker')) continue;
      const requirement = weapon.requires.find((wanted) => fact.effects.some((effect) => effect.kind === 'liftRequirement' && effect.requirement === wanted));
      if (!requirement) continue;
      const holds = fact.conditions.every((condition) => {
        if (condition.kind === 'friendly' || condition.kind === 'ask') return true;
        if (condition.kind === 'lockHeld') return condition.by === 'self' && condition.on === 'other' && defender !== null && defender.tokens.lock.includes(friend.id);
        if (condition.kind === 'weapon' || condition.kind === 'range') return conditionHolds(ship, weapon, fact, condition, defender, range);
        return conditionHolds(friend, weapon, fact, condition, defender, range);
      });
      if (!holds) continue;
      if (!fact.costs.every((cost) => canPayEffectCost(friend, fact, cost, defender, 0))) continue;
      const question = fact.conditions.find((condition) => condition.kind === 'ask');
      const cost = fact.costs.length === 0 ? 'no cost' : fact.costs.map(effectCostWords).join(', ');
      lifts.push({ source: fact.source, ref, requirement, costs: fact.costs, cost: question?.kind === 'ask' ? `${cost}, if so: ${question.question}` : cost, ship: friend.id });
    }
  }
  return lifts;
}

/** The weapon's requirement at this defender: met by the ship's tokens (null), lifted by a card at its cost (its own, else a friend's), or missing. */
export function requirementAgainst(state: XwingState, ship: Ship, weapon: ShipWeapon, defender: Ship | null, range: number | null): { met: true } | { lift: RequirementLift } | { missing: true } {
  if (weapon.requires.length === 0 || weapon.requires.some((requirement) => hasRequirement(state, ship, requirement, defender))) return { met: true };
  const lift = requirementLifts(ship, weapon, defender, range)[0] ?? friendLifts(state, ship, weapon, defender, range)[0];
  return lift ? { lift } : { missing: true };
}

/**
 * Why this weapon may not be fired now (at this defender and range, when given), or null.
 * RRG · Attack: the header's requirement must be met (or lifted by a card, at its cost), its cost
 * paid; the range must be in its band.
 */
export function whyWeaponNotAllowed(state: XwingState, ship: Ship, weapon: ShipWeapon, defender: Ship | null, range: number | null, waived: { requirement?: boolean; cost?: boolean; header?: boolean } = {}): string | null {
  // h-xupg: a card's bonus attack may ignore the requirement or the cost (attack/bonus-grants.ts).
  const missing = !waived.requirement && 'missing' in requirementAgainst(state, ship, weapon, defender, range);
  if (missing) return `${weapon.name} needs ${weapon.requires.map((requirement) => requirementNames[requirement]).join(' or ')}${defender && weapon.requires.includes('lock') ? ` (${shipName(defender)})` : ''}.`;
  if (weapon.cost?.kind === 'charge' && !waived.cost) {
    const upgrade = upgradeOf(ship, weapon);
    const left = upgrade?.charges?.current ?? 0;
    if (left < weapon.cost.amount) return `${weapon.name} has ${left === 0 ? 'no charges' : `only ${left} charge${left === 1 ? '' : 's'}`} left: it spends ${weapon.cost.amount}.`;
  }
  if (weapon.cost?.kind === 'force' && !waived.cost && (ship.force?.current ?? 0) < weapon.cost.amount) return `${weapon.name} spends ${weapon.cost.amount} Force and ${shipName(ship)} has ${ship.force?.current ?? 0}.`;
  // RRG · Dual Cards: a weapon printed on one side of a card fires only while that side is faceup (a hardpoint gone Offline).
  const side = weapon.upgrade === null ? 0 : (ship.sides?.[ship.upgrades.findIndex((upgrade) => upgrade.id === weapon.upgrade)] ?? 0);
  if (side !== 0) return `${weapon.name} shows its other side: its attack is on the side turned down.`;
  // Epic rules · Bonus Attacks: a huge ship uses each "Bonus Attack:" header once per round.
  const used = (ship.bonusHeadersUsed ?? []).filter((one) => one.weapon === weapon.id && one.round === state.round).length;
  // h-xupg: a card's grant is a bonus attack of its own, not one of the weapon's headers.
  if (weapon.bonusAttack && weapon.bonusMoment === undefined && ship.size === 'huge' && used >= (weapon.headers ?? 1) && !waived.header) {
    const headers = weapon.headers ?? 1;
    return headers === 1 ? `${weapon.name}'s bonus attack has been made this round: a huge ship uses each bonus attack once per round.` : `${weapon.name}'s ${headers} bonus attacks have been made this round: a huge ship uses each bonus attack once per round.`;
  }
  // Epic rules: energy is spent from the ship card; a game set up before the table kept energy leaves it to the players.
  if (weapon.cost?.kind === 'energy' && !waived.cost && ship.energy && ship.energy.current < weapon.cost.amount) {
    return `${weapon.name} spends ${weapon.cost.amount} energy and ${shipName(ship)} has ${ship.energy.current}.`;
  }
  if (range !== null && weapon.minRange !== null && weapon.maxRange !== null && (range < weapon.minRange || range > weapon.maxRange)) {
    return `${weapon.name} fires at ${rangeBand(weapon)}, not range ${range}.`;
  }
  return null;
}

/** One weapon as Declare Target offers it. */
export interface WeaponChoice {
  /** Null for a primary arc. */
  weaponId: string | null;
  name: string;
  arc: AttackArc | null;
  arcName: string | null;
  value: number | null;
  minRange: number | null;
  maxRange: number | null;
  ordnance: boolean;
  requires: WeaponRequirement[];
  cost: ShipWeapon['cost'];
  /** Charges left on its card, when it spends them. */
  chargesLeft: number | null;
  bonusAttack: boolean;
  /** What the data leaves out, for the players to say (its dice, its range, its arc). */
  asks: ('value' | 'range' | 'arc')[];
  /** Why it may not be fired now (before a defender is chosen), or null. */
  unavailable: string | null;
  /** Rules 3, a turret weapon: the arc(s) the ship's turret arc indicator selects now. */
  turret?: TurretFacing;
  /**
   * The enemy ships it may be fired at now: a weapon that needs a lock, only those the attacker has
   * locked, and the others where a card lifts the requirement (with its cost in `lifts`).
   */
  targets: string[];
  /** Targets reached only by lifting the requirement: which card, at what cost. */
  lifts: { ship: string; source: string; requirement: WeaponRequirement; cost: string }[];
}

/** Every weapon of the ship: its primary arcs first, then each special weapon, each with why it may not be fired. */
export function weaponChoices(state: XwingState, ship: Ship): WeaponChoice[] {
  const enemies = state.ships.filter((other) => other.owner !== ship.owner && !other.destroyed && other.dockedTo === undefined);
  const facing = (arc: AttackArc | null) => (ship.turret && isTurretArc(arc) ? { turret: ship.turret.facing } : {});
  const primaries: WeaponChoice[] = primaryAttacksOf(state, ship).map((primary) => ({
    weaponId: null,
    name: `Primary (${attackArcNames[primary.arc]})`,
    arc: primary.arc,
    arcName: attackArcNames[primary.arc],
    value: primary.value,
    minRange: 1,
    maxRange: 3,
    ordnance: false,
    requires: [],
    cost: null,
    chargesLeft: null,
    bonusAttack: false,
    asks: [],
    unavailable: null,
    targets: enemies.map((enemy) => enemy.id),
    lifts: [],
    ...facing(primary.arc),
  }));
  const specials: WeaponChoice[] = (ship.weapons ?? []).map((weapon) => ({
    weaponId: weapon.id,
    name: weapon.name,
    arc: weapon.arc,
    arcName: weapon.arc ? attackArcNames[weapon.arc] : null,
    value: weapon.value,
    minRange: weapon.minRange,
    maxRange: weapon.maxRange,
    ordnance: weapon.ordnance,
    requires: [...weapon.requires],
    cost: weapon.cost,
    chargesLeft: weapon.cost?.kind === 'charge' ? (upgradeOf(ship, weapon)?.charges?.current ?? 0) : null,
    bonusAttack: weapon.bonusAttack,
    asks: [...(weapon.value === null ? (['value'] as const) : []), ...(weapon.minRange === null || weapon.maxRange === null ? (['range'] as const) : []), ...(weapon.arc === null ? (['arc'] as const) : [])],
    unavailable: whyWeaponNotAllowed(state, ship, weapon, null, null),
    ...targetsOf(state, ship, weapon, enemies),
    ...facing(weapon.arc),
  }));
  return [...primaries, ...specials];
}

/** The enemies a special weapon may be fired at now (its requirement met or lifted), and the lifts that reach them. */
function targetsOf(state: XwingState, ship: Ship, weapon: ShipWeapon, enemies: readonly Ship[]): Pick<WeaponChoice, 'targets' | 'lifts'> {
  const targets: string[] = [];
  const lifts: WeaponChoice['lifts'] = [];
  for (const enemy of enemies) {
    const requirement = requirementAgainst(state, ship, weapon, enemy, null);
    if ('missing' in requirement) continue;
    targets.push(enemy.id);
    if ('lift' in requirement) lifts.push({ ship: enemy.id, source: requirement.lift.source, requirement: requirement.lift.requirement, cost: requirement.lift.cost });
  }
  return { targets, lifts };
}

export function findWeapon(ship: Ship, weaponId: string): ShipWeapon | null {
  return (ship.weapons ?? []).find((weapon) => weapon.id === weaponId) ?? null;
}

// --- Bonus attacks outside the Engagement Phase (issue 34) ---

export const bonusMomentWords: Record<WeaponBonusMoment, string> = { enemyManeuver: 'after an enemy ship executes a maneuver' };

/** The moment outside the Engagement Phase its bonus attack may be declared: the weapon's own facts, or a `bonusAttack` fact of its card (DESIGN §10). */
export function bonusMomentOf(ship: Ship, weapon: ShipWeapon): WeaponBonusMoment | null {
  if (weapon.bonusMoment) return weapon.bonusMoment;
  if (weapon.upgrade === null) return null;
  for (const fact of ship.effects ?? []) {
    if (fact.moment !== 'enemyManeuver' || fact.upgrade === undefined || ship.upgrades[fact.upgrade]?.id !== weapon.upgrade) continue;
    if (fact.effects.some((effect) => effect.kind === 'bonusAttack' && (effect.weapon === 'this' || effect.weapon === 'any'))) return 'enemyManeuver';
  }
  return null;
}

/** The enemy ship that has just executed its maneuver (the one activating now, its maneuver done), or null. */
export function enemyJustManeuvered(state: XwingState, ship: Ship): Ship | null {
  if (state.phase !== 'activation' || !state.activation) return null;
  const mover = state.ships.find((candidate) => candidate.id === state.activation?.ship);
  if (!mover || mover.owner === ship.owner || mover.destroyed) return null;
  // Rules 3 keeps the maneuver executed; older games do not, and the activating ship is taken as having moved.
  if ((state.rules ?? 0) >= 3 && !state.activation.maneuver) return null;
  return mover;
}

/**
 * Why this weapon's bonus attack may not be declared now, outside the Engagement Phase (at this
 * defender, when given), or null: its card names the moment (Snapshot, Foresight: after an enemy
 * ship executes a maneuver, against that ship).
 */
export function whyNoBonusMomentNow(state: XwingState, ship: Ship, weapon: ShipWeapon, defender: Ship | null): string | null {
  const moment = bonusMomentOf(ship, weapon);
  if (!moment) return `${weapon.name} fires in the Engagement Phase; it is the ${state.phase} phase.`;
  const mover = enemyJustManeuvered(state, ship);
  if (!mover) return `${weapon.name} attacks ${bonusMomentWords[moment]}: no enemy ship has just executed one.`;
  if (defender && defender.id !== mover.id) return `${weapon.name} attacks the enemy ship that has just executed its maneuver: ${shipName(mover)}, not ${shipName(defender)}.`;
  return null;
}
