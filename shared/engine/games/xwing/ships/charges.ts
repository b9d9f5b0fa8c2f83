import { recoverUpgradeCharges, spendUpgradeCharges, type UpgradeChargeChange } from '../../../core/fitted-upgrades';
import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { ChargeKind, RecurringCharges, Ship, XwingState } from '../model/state';
import { findShip, refOf } from './ships';

export const chargeNames: Record<ChargeKind, string> = { standard: 'charge', force: 'Force' };

export function chargesOf(ship: Ship, kind: ChargeKind): RecurringCharges | null {
  return kind === 'standard' ? ship.charges : ship.force;
}

function whyChargesCannotBeSpent(ship: Ship, kind: ChargeKind, amount: number): string | null {
  const charges = chargesOf(ship, kind);
  if (!charges) return `${ship.name} has no ${kind === 'standard' ? 'standard charges' : 'Force'}.`;
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
  return command.upgrade !== undefined && command.charge !== 'standard' ? 'An upgrade card carries standard charges, not Force.' : null;
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
  if (!charges) return refuse('no_charge', `${ship.name} has no ${command.charge === 'standard' ? 'standard charges' : 'Force'}.`);
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
