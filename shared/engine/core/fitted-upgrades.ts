import { z } from 'zod';
import { ok, refuse, type Result } from './result';

// Upgrade cards fitted to a unit, as a list brings them to the table. The engine keeps what the
// table keeps for them (their charges, as markers; whether an exhaust card is exhausted) and
// shows them; it does not automate their abilities. The setup command carries each upgrade's
// name, points and summary, so a log replays without the card database.

/** An upgrade on a unit as the setup command carries it. */
export const fittedUpgradeSchema = z
  .object({
    name: z.string().min(1).max(120),
    slot: z.string().min(1).max(60),
    points: z.int().min(-99).max(999),
    /** Our own one-line summary, built from the card's facts (slot, charges, what it adds). */
    summary: z.string().max(200).optional(),
    /** Charges the card carries, and how many it recovers each round (negative: loses). */
    charges: z.object({ value: z.int().min(0).max(20), recurs: z.int().min(-20).max(20) }).strict().optional(),
  })
  .strict();
export type FittedUpgradeEntry = z.output<typeof fittedUpgradeSchema>;

export const fittedUpgradesSchema = z.array(fittedUpgradeSchema).max(16);

export interface FittedUpgrade {
  /** `<unit id>-upgrade-<n>`: unique in the game, so commands and the log can name it. */
  id: string;
  name: string;
  slot: string;
  points: number;
  summary: string | null;
  charges: { current: number; max: number; recurs: number } | null;
}

export function fitUpgrades(unitId: string, entries: readonly FittedUpgradeEntry[] | undefined): FittedUpgrade[] {
  return (entries ?? []).map((entry, n) => ({
    id: `${unitId}-upgrade-${n + 1}`,
    name: entry.name,
    slot: entry.slot,
    points: entry.points,
    summary: entry.summary ?? null,
    charges: entry.charges ? { current: entry.charges.value, max: entry.charges.value, recurs: entry.charges.recurs } : null,
  }));
}

/** A unit's fleet points: its own plus its upgrades' (what destroying it scores). */
export const unitPointsWithUpgrades = (base: number | null, upgrades: readonly FittedUpgrade[]): number | null =>
  base === null ? null : base + upgrades.reduce((sum, upgrade) => sum + upgrade.points, 0);

export interface UpgradeChargeChange {
  upgrade: string;
  name: string;
  amount: number;
  current: number;
}

function findUpgrade(upgrades: readonly FittedUpgrade[], unitName: string, upgradeId: string): Result<FittedUpgrade> {
  const upgrade = upgrades.find((candidate) => candidate.id === upgradeId);
  if (!upgrade) return refuse('unknown_upgrade', `${unitName} has no upgrade ${upgradeId}.`);
  return ok(upgrade);
}

/** Spends markers from an upgrade card's charges. */
export function spendUpgradeCharges(upgrades: FittedUpgrade[], unitName: string, upgradeId: string, amount: number): Result<UpgradeChargeChange> {
  const found = findUpgrade(upgrades, unitName, upgradeId);
  if (!found.ok) return found;
  const upgrade = found.value;
  if (!upgrade.charges) return refuse('no_charge', `${upgrade.name} has no charges.`);
  if (upgrade.charges.current < amount) {
    return refuse('no_charge', `${upgrade.name} has only ${upgrade.charges.current} charge${upgrade.charges.current === 1 ? '' : 's'} left, not ${amount}.`);
  }
  upgrade.charges.current -= amount;
  return ok({ upgrade: upgrade.id, name: upgrade.name, amount, current: upgrade.charges.current });
}

/** Charges never rise above the card's value. */
export function recoverUpgradeCharges(upgrades: FittedUpgrade[], unitName: string, upgradeId: string, amount: number): Result<UpgradeChargeChange> {
  const found = findUpgrade(upgrades, unitName, upgradeId);
  if (!found.ok) return found;
  const upgrade = found.value;
  if (!upgrade.charges) return refuse('no_charge', `${upgrade.name} has no charges.`);
  const room = upgrade.charges.max - upgrade.charges.current;
  if (room === 0) return refuse('charges_full', `${upgrade.name} is already at its maximum of ${upgrade.charges.max} charges.`);
  if (amount > room) return refuse('charges_over_maximum', `${upgrade.name} can recover at most ${room} (maximum ${upgrade.charges.max}).`);
  upgrade.charges.current += amount;
  return ok({ upgrade: upgrade.id, name: upgrade.name, amount, current: upgrade.charges.current });
}

/** The End Phase's recurring charges for every upgrade of a unit: each gains (or loses) its `recurs`, within [0, max]. */
export function recurUpgradeCharges(upgrades: FittedUpgrade[]): UpgradeChargeChange[] {
  const changes: UpgradeChargeChange[] = [];
  for (const upgrade of upgrades) {
    const charges = upgrade.charges;
    if (!charges || charges.recurs === 0) continue;
    const next = Math.max(0, Math.min(charges.max, charges.current + charges.recurs));
    if (next === charges.current) continue;
    changes.push({ upgrade: upgrade.id, name: upgrade.name, amount: next - charges.current, current: next });
    charges.current = next;
  }
  return changes;
}
