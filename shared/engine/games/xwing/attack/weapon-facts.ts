import type { z } from 'zod';
import type { rosterArmament } from '../model/commands';
import type { AttackArc, DeviceKind, WeaponRequirement } from '../model/state';

// The facts of an upgrade card's weapon or device, read from the card data's fields (attack,
// device, charges) and the header of its ability ("Attack ([Lock]): Spend 1 [Charge]."). What the
// data does not give is left out, and the table asks for it; nothing here throws.

export type RosterWeapon = NonNullable<z.input<(typeof rosterArmament)['weapons']>>[number];
export type RosterDevice = NonNullable<z.input<(typeof rosterArmament)['devices']>>[number];

/** xwing-data2 names arcs in words ("Single Turret Arc"), lowercased here; the engine uses ids. */
export const arcsByDataName: Record<string, AttackArc> = {
  'front arc': 'front',
  'rear arc': 'rear',
  'full front arc': 'full-front',
  'full rear arc': 'full-rear',
  'bullseye arc': 'bullseye',
  'single turret arc': 'single-turret',
  'double turret arc': 'double-turret',
  'left arc': 'left',
  'right arc': 'right',
};

const deviceKinds: Record<string, DeviceKind> = { bomb: 'bomb', mine: 'mine', remote: 'remote', obstacle: 'obstacle' };

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const whole = (value: unknown, min: number, max: number): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined);

/** The header of an attack ability: the tokens it needs, what it spends, whether it is a bonus attack. */
export function weaponHeader(ability: string): Pick<RosterWeapon, 'requires' | 'cost' | 'bonusAttack'> {
  const header = /(Bonus )?Attack(?: \(([^)]*)\))?:([^.]*)/.exec(ability);
  const requires: WeaponRequirement[] = [];
  const needs = header?.[2] ?? '';
  for (const [word, requirement] of [['[Lock]', 'lock'], ['[Focus]', 'focus'], ['[Calculate]', 'calculate']] as const) if (needs.includes(word)) requires.push(requirement);
  const spend = /Spend (\d) \[(Charge|Force|Energy)\]/.exec(header?.[3] ?? '');
  const kind = spend ? ({ Charge: 'charge', Force: 'force', Energy: 'energy' } as const)[spend[2] as 'Charge' | 'Force' | 'Energy'] : null;
  const bonusAttack = header?.[1] !== undefined || /perform this attack as a bonus attack/i.test(ability);
  // Foresight and the like pay for the bonus attack before its header: "spend 1 [Force] to perform this attack".
  const paidBefore = /spend (\d) \[(Force|Charge)\] to perform this attack/i.exec(ability);
  const cost = kind && spend ? { kind, amount: Number(spend[1]) } : paidBefore ? { kind: paidBefore[2] === 'Force' ? ('force' as const) : ('charge' as const), amount: Number(paidBefore[1]) } : undefined;
  return { ...(requires.length > 0 ? { requires } : {}), ...(cost ? { cost } : {}), ...(bonusAttack ? { bonusAttack } : {}) };
}

/**
 * What the weapon's text does beyond its header (issue 34): RRG · Ion — "spend 1 [Hit] or [Critical
 * Hit] result to cause the defender to suffer 1 [Hit] damage … ion tokens instead of damage" — and a
 * bonus attack outside the Engagement Phase ("After an enemy ship executes a maneuver, … bonus attack").
 */
export function weaponEffects(ability: string): Pick<RosterWeapon, 'ion' | 'bonusMoment' | 'bonusAttack' | 'headers'> {
  const ionDamage = /ion tokens instead of damage/i.test(ability) ? /suffer (\d) \[Hit\] damage/i.exec(ability) : null;
  const ion = ionDamage ? Math.min(2, Number(ionDamage[1])) : undefined;
  const bonus = /perform this attack[^.]*as a bonus attack/i.test(ability) || /Bonus Attack/.test(ability);
  const bonusMoment = bonus && /after an enemy ship executes a maneuver/i.test(ability) ? ('enemyManeuver' as const) : undefined;
  // Epic rules: a hardpoint may print several identical "Bonus Attack:" headers (Point-Defense Battery), each once per round.
  const headers = [...ability.matchAll(/Bonus Attack(?: \([^)]*\))?:([^.]*)\./g)].map((m) => m[1]?.trim() ?? '');
  const several = headers.length > 1 && headers.length === (ability.match(/Bonus Attack/g) ?? []).length && headers.every((header) => header === headers[0]) ? Math.min(6, headers.length) : undefined;
  // "perform this attack against it as a bonus attack" (Snap Shot) is a bonus attack too.
  return { ...(ion !== undefined ? { ion } : {}), ...(bonusMoment ? { bonusMoment, bonusAttack: true } : {}), ...(several ? { headers: several } : {}) };
}

/** The weapon and device an upgrade card carries (its first side), tied to its place among the ship's upgrades. */
export function armamentFromCard(card: { name: string; key: string; details: Record<string, unknown> }, upgrade: number, text: string | null = null): { weapons: RosterWeapon[]; devices: RosterDevice[] } {
  const sides = Array.isArray(card.details.sides) ? card.details.sides : [];
  const side = record(sides[0]) ?? {};
  // The card's text (from the player's imported data when the details leave it out) gives the header.
  const ability = text ?? (typeof side.ability === 'string' ? side.ability : '');
  const slot = typeof side.type === 'string' && side.type.length <= 60 ? side.type : undefined;
  const weapons: RosterWeapon[] = [];
  const devices: RosterDevice[] = [];
  const attack = record(side.attack);
  if (attack) {
    const arc = typeof attack.arc === 'string' ? arcsByDataName[attack.arc.toLowerCase()] : undefined;
    const value = whole(attack.value, 0, 9);
    const minRange = whole(attack.minrange, 0, 5);
    const maxRange = whole(attack.maxrange, 0, 5);
    weapons.push({
      upgrade,
      name: card.name.slice(0, 120) || 'Weapon',
      ...(slot ? { slot } : {}),
      ...(arc ? { arc } : {}),
      ...(value !== undefined ? { value } : {}),
      ...(minRange !== undefined && maxRange !== undefined && minRange <= maxRange ? { minRange, maxRange } : {}),
      ordnance: attack.ordnance === true,
      ...weaponHeader(ability),
      ...weaponEffects(ability),
    });
  }
  const device = record(side.device);
  if (device) {
    const kind = typeof device.type === 'string' ? (deviceKinds[device.type.toLowerCase()] ?? 'other') : 'other';
    const name = typeof device.name === 'string' && device.name.trim() !== '' ? device.name.slice(0, 120) : card.name.slice(0, 120);
    devices.push({ upgrade, key: card.key.slice(0, 120) || name, name, kind });
  }
  return { weapons, devices };
}
