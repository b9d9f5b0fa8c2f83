import type { FittedUpgrade } from '../../../core/fitted-upgrades';
import type { XwingPilotRosterEntry } from '../model/commands';
import type { AttackArc, Ship, ShipDevice, ShipWeapon, TurretFacing, WeaponRequirement, XwingState } from '../model/state';
import { isTurretArc } from '../ships/turret';
import { attackArcNames } from '../ships/arcs';
import { shipName } from '../ships/ships';

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

/**
 * Why this weapon may not be fired now (at this defender and range, when given), or null.
 * RRG · Attack: the header's requirement must be met, its cost paid; the range must be in its band.
 */
export function whyWeaponNotAllowed(state: XwingState, ship: Ship, weapon: ShipWeapon, defender: Ship | null, range: number | null): string | null {
  const missing = weapon.requires.length > 0 && !weapon.requires.some((requirement) => hasRequirement(state, ship, requirement, defender));
  if (missing) return `${weapon.name} needs ${weapon.requires.map((requirement) => requirementNames[requirement]).join(' or ')}${defender && weapon.requires.includes('lock') ? ` (${shipName(defender)})` : ''}.`;
  if (weapon.cost?.kind === 'charge') {
    const upgrade = upgradeOf(ship, weapon);
    const left = upgrade?.charges?.current ?? 0;
    if (left < weapon.cost.amount) return `${weapon.name} has ${left === 0 ? 'no charges' : `only ${left} charge${left === 1 ? '' : 's'}`} left: it spends ${weapon.cost.amount}.`;
  }
  if (weapon.cost?.kind === 'force' && (ship.force?.current ?? 0) < weapon.cost.amount) return `${weapon.name} spends ${weapon.cost.amount} Force and ${shipName(ship)} has ${ship.force?.current ?? 0}.`;
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
}

/** Every weapon of the ship: its primary arcs first, then each special weapon, each with why it may not be fired. */
export function weaponChoices(state: XwingState, ship: Ship): WeaponChoice[] {
  const facing = (arc: AttackArc | null) => (ship.turret && isTurretArc(arc) ? { turret: ship.turret.facing } : {});
  const primaries: WeaponChoice[] = ship.attacks.map((primary) => ({
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
    ...facing(weapon.arc),
  }));
  return [...primaries, ...specials];
}

export function findWeapon(ship: Ship, weaponId: string): ShipWeapon | null {
  return (ship.weapons ?? []).find((weapon) => weapon.id === weaponId) ?? null;
}
