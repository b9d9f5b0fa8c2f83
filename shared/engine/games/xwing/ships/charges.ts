import { recoverUpgradeCharges, spendUpgradeCharges, type FittedUpgrade, type UpgradeChargeChange } from '../../../core/fitted-upgrades';
import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { ChargeKind, RecurringCharges, Ship, ShipWeapon, XwingState } from '../model/state';
import { findShip, refOf } from './ships';
import { deviceEffectOf } from '../devices/device-effects';
import type { CardEffect } from '../effects/card-effect';

export const chargeNames: Record<ChargeKind, string> = { standard: 'charge', force: 'Force', energy: 'energy' };

/** What a ship without that kind of charge lacks, in the player's words. */
const lacking: Record<ChargeKind, string> = { standard: 'standard charges', force: 'Force', energy: 'energy (only huge ships carry it)' };

export function chargesOf(ship: Ship, kind: ChargeKind): RecurringCharges | null {
  return kind === 'standard' ? ship.charges : kind === 'force' ? ship.force : (ship.energy ?? null);
}

function whyChargesCannotBeSpent(ship: Ship, kind: ChargeKind, amount: number): string | null {
  const charges = chargesOf(ship, kind);
  if (!charges) return `${ship.name} has no ${lacking[kind]}.`;
  if (charges.current < amount) return `${ship.name} has only ${charges.current} ${chargeNames[kind]} left, not ${amount}.`;
  return null;
}

/** Spends charge or Force markers; the caller has checked with whyChargesCannotBeSpent. */
function spendCharges(ship: Ship, kind: ChargeKind, amount: number): XwingEvent {
  const charges = chargesOf(ship, kind) as RecurringCharges;
  charges.current -= amount;
  return { type: 'chargesSpent', ship: refOf(ship), charge: kind, amount, current: charges.current };
}

const upgradeRef = (change: UpgradeChargeChange) => ({ id: change.upgrade, name: change.name });

/** An upgrade card's charges are standard charges on that card, not the pilot's or the Force. */
function upgradeChargeKind(command: { charge: ChargeKind; upgrade?: string }): string | null {
  return command.upgrade !== undefined && command.charge !== 'standard' ? 'An upgrade card carries standard charges, not Force or energy.' : null;
}

export function spendCharge(draft: XwingState, command: CommandOf<'spendCharge'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const amount = command.amount ?? 1;
  if (command.upgrade !== undefined) {
    const wrongKind = upgradeChargeKind(command);
    if (wrongKind) return refuse('no_charge', wrongKind);
    const spent = spendUpgradeCharges(found.value.upgrades, found.value.name, command.upgrade, amount);
    if (!spent.ok) return spent;
    return ok([{ type: 'chargesSpent', ship: refOf(found.value), charge: 'standard', amount, current: spent.value.current, upgrade: upgradeRef(spent.value) }]);
  }
  const blocked = whyChargesCannotBeSpent(found.value, command.charge, amount);
  if (blocked) return refuse('no_charge', blocked);
  return ok([spendCharges(found.value, command.charge, amount)]);
}

/** Charges never rise above the card's value. */
export function recoverCharge(draft: XwingState, command: CommandOf<'recoverCharge'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (command.upgrade !== undefined) {
    const wrongKind = upgradeChargeKind(command);
    if (wrongKind) return refuse('no_charge', wrongKind);
    const recovered = recoverUpgradeCharges(ship.upgrades, ship.name, command.upgrade, command.amount ?? 1);
    if (!recovered.ok) return recovered;
    const change = recovered.value;
    return ok([{ type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount: change.amount, current: change.current, source: 'effect', upgrade: upgradeRef(change) }]);
  }
  const charges = chargesOf(ship, command.charge);
  const name = chargeNames[command.charge];
  if (!charges) return refuse('no_charge', `${ship.name} has no ${lacking[command.charge]}.`);
  const amount = command.amount ?? 1;
  const room = charges.max - charges.current;
  if (room === 0) return refuse('charges_full', `${ship.name}’s ${name} is already at its maximum of ${charges.max}.`);
  if (amount > room) return refuse('charges_over_maximum', `${ship.name} can recover at most ${room} ${name} (maximum ${charges.max}).`);
  charges.current += amount;
  return ok([{ type: 'chargesRecovered', ship: refOf(ship), charge: command.charge, amount, current: charges.current, source: 'effect' }]);
}

/** Shields never rise above the ship's shield value. */
export function recoverShield(draft: XwingState, command: CommandOf<'recoverShield'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('ship_destroyed', `${ship.name} is destroyed.`);
  const amount = command.amount ?? 1;
  const room = ship.shields.max - ship.shields.current;
  if (room === 0) return refuse('shields_full', `${ship.name}’s shields are already at their maximum of ${ship.shields.max}.`);
  if (amount > room) return refuse('shields_over_maximum', `${ship.name} can recover at most ${room} shield${room === 1 ? '' : 's'} (maximum ${ship.shields.max}).`);
  ship.shields.current += amount;
  return ok([{ type: 'shieldsRecovered', ship: refOf(ship), amount, current: ship.shields.current }]);
}

// --- Special weapons and reload (issue 23) ---

/**
 * RRG · Charges: a weapon whose header says to spend charges spends them as the attack is declared
 * (its own card's charges; Force from the ship; energy from the huge ship's card, Epic rules).
 */
export function payWeaponCost(draft: XwingState, ship: Ship, weapon: ShipWeapon, events: XwingEvent[]): void {
  const cost = weapon.cost;
  if (!cost) return;
  if (cost.kind === 'charge' && weapon.upgrade !== null) {
    const spent = spendUpgradeCharges(ship.upgrades, ship.name, weapon.upgrade, cost.amount);
    if (spent.ok) events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'standard', amount: cost.amount, current: spent.value.current, upgrade: upgradeRef(spent.value) });
  } else if ((cost.kind === 'force' || cost.kind === 'energy') && chargesOf(ship, cost.kind)) {
    events.push(spendCharges(ship, cost.kind, cost.amount));
  }
}

/** RRG · Reload: the upgrade types whose charges the reload action recovers. */
const reloadableSlots = ['Torpedo', 'Missile', 'Device', 'Payload'];

/** The ship's upgrades (of these slots, when named) below their charge limit. */
export function upgradesMissingCharges(ship: Ship, slots?: readonly string[]): FittedUpgrade[] {
  return ship.upgrades.filter((upgrade) => (!slots || slots.includes(upgrade.slot)) && upgrade.charges !== null && upgrade.charges.current < upgrade.charges.max);
}

/** The ship's torpedo, missile and device upgrades below their charge limit: what a reload can recover. */
export const reloadableUpgrades = (ship: Ship): FittedUpgrade[] => upgradesMissingCharges(ship, reloadableSlots);

/** Whether the ship's reload does what RRG · Reload says: games set up with weapon data (issue 23); older logs logged it alone. */
export const reloadRecovers = (ship: Ship): boolean => ship.weapons !== undefined;

/** Why the reload action cannot be performed (nothing to recover, or which card is unclear), or the card it recovers. */
export function reloadTarget(ship: Ship, upgradeId: string | undefined): Result<FittedUpgrade> {
  const candidates = reloadableUpgrades(ship);
  if (candidates.length === 0) return refuse('nothing_to_reload', `${ship.name} has no torpedo, missile or device upgrade missing a charge: there is nothing to reload.`);
  if (upgradeId === undefined) {
    if (candidates.length === 1) return ok(candidates[0] as FittedUpgrade);
    return refuse('reload_which', `Choose which card ${ship.name} reloads: ${candidates.map((upgrade) => upgrade.name).join(' or ')}.`);
  }
  const chosen = candidates.find((upgrade) => upgrade.id === upgradeId);
  if (!chosen) return refuse('nothing_to_reload', `${ship.name} cannot reload that card: only a torpedo, missile or device upgrade missing a charge can be reloaded.`);
  return ok(chosen);
}

/** RRG · Reload: the chosen card recovers one charge and the ship gains one disarm token. */
export function reload(draft: XwingState, ship: Ship, upgrade: FittedUpgrade, events: XwingEvent[]): void {
  // A card may recover more on a reload (Thermal Detonators): its device's facts say so.
  const device = (ship.devices ?? []).find((candidate) => candidate.upgrade === upgrade.id);
  const charges = upgrade.charges as RecurringCharges;
  // A pilot may recover more on its reload action too (Lieutenant Karsabi): a standing reloadExtra fact.
  const byCards = (ship.effects ?? []).reduce((sum, effect) => sum + (effect.moment === 'always' ? effect.effects.reduce((more, part) => more + (part.kind === 'reloadExtra' ? part.amount : 0), 0) : 0), 0);
  const amount = Math.min(charges.max - charges.current, 1 + (device ? deviceEffectOf(device.key, device.kind).reloadExtra : 0) + byCards);
  const recovered = recoverUpgradeCharges(ship.upgrades, ship.name, upgrade.id, amount);
  if (recovered.ok) events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount, current: recovered.value.current, source: 'effect', upgrade: upgradeRef(recovered.value) });
  ship.tokens.disarm += 1;
  events.push({ type: 'tokenGained', ship: refOf(ship), token: { token: 'disarm', side: null, lockedBy: null }, count: 1, byAction: false });
}

/** The reload action: RRG · Reload's recovery and disarm token after the action itself, in games that carry weapon data. */
export function reloadAction(draft: XwingState, command: CommandOf<'performAction'>, perform: (draft: XwingState, command: CommandOf<'performAction'>) => Result<XwingEvent[]>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (!reloadRecovers(ship)) return perform(draft, command);
  const target = reloadTarget(ship, command.upgrade);
  if (!target.ok) return target;
  const performed = perform(draft, command);
  if (!performed.ok) return performed;
  const events = [...performed.value];
  reload(draft, ship, target.value, events);
  return ok(events);
}

function effectTokenCount(ship: Ship, token: 'calculate' | 'evade' | 'focus' | 'reinforce' | 'stress'): number {
  return token === 'reinforce' ? ship.tokens.reinforce.fore + ship.tokens.reinforce.aft : ship.tokens[token];
}

/**
 * Whether the ship can pay this cost of a card effect now (the card's own charges or the pilot's,
 * its Force beyond `reservedForce`, its tokens; a lock: its lock on `other`). Damage and flips are not paid by the table here.
 */
export function canPayEffectCost(ship: Ship, fact: CardEffect, cost: CardEffect['costs'][number], other: Ship | null, reservedForce = 0): boolean {
  switch (cost.kind) {
    case 'force':
      return (ship.force?.current ?? 0) >= cost.amount + reservedForce;
    case 'energy':
      return (ship.energy?.current ?? 0) >= cost.amount;
    case 'charge': {
      const charges = fact.upgrade !== undefined ? ship.upgrades[fact.upgrade]?.charges : ship.charges;
      return (charges?.current ?? 0) >= cost.amount;
    }
    case 'spendToken':
      if (cost.token === 'lock') return other !== null && other.tokens.lock.filter((holder) => holder === ship.id).length >= cost.amount;
      return effectTokenCount(ship, cost.token) >= cost.amount;
    case 'gainToken':
      return true;
    default:
      return false;
  }
}

/** A cost in our words ("1 Force", "spend a focus token"). */
export function effectCostWords(cost: CardEffect['costs'][number]): string {
  switch (cost.kind) {
    case 'force':
      return `${cost.amount} Force`;
    case 'energy':
      return `${cost.amount} energy`;
    case 'charge':
      return `${cost.amount} charge${cost.amount === 1 ? '' : 's'}`;
    case 'spendToken':
      return `spend ${cost.amount === 1 ? 'a' : cost.amount} ${cost.token} token${cost.amount === 1 ? '' : 's'}`;
    case 'gainToken':
      return `gain ${cost.amount === 1 ? 'a' : cost.amount} ${cost.token} token${cost.amount === 1 ? '' : 's'}`;
    case 'damage':
      return `suffer ${cost.hits + cost.crits} damage`;
    case 'friendToken':
      return `a friendly ship's ${cost.token} token`;
    case 'friendLock':
      return "a friendly ship's lock";
    case 'upgradeCharge':
      return cost.of === 'weapon' ? `${cost.amount} charge of the weapon's card` : `${cost.amount} charge of an equipped ${(cost.slots ?? []).join(' or ')} card`;
    default:
      return cost.does === 'flip' ? 'flip the card' : 'discard the card';
  }
}

