import type { AttackArc, Ship, ShipWeapon } from '../model/state';
import type { CardEffect } from '../effects/card-effect';
import { shipName } from '../ships/ships';

// h-xupg · rules of a ship's cards that change how some of its special weapons fire (Ordnance Tubes): the arc their
// front arc requirement is treated as, and weapons fired only as bonus attacks. Standing facts at 'always', read by
// Declare Target; a dual card's fact holds only while its side is faceup.

/** The standing fact holds now: its only conditions are its dual card's side, faceup. */
function standing(ship: Ship, effect: CardEffect): boolean {
  if (effect.moment !== 'always') return false;
  return effect.conditions.every((condition) => condition.kind === 'side' && (ship.sides?.[effect.upgrade ?? -1] ?? 0) === condition.side);
}

const slotIn = (weapon: ShipWeapon, slots: readonly string[]) => slots.some((slot) => weapon.slot.toLowerCase() === slot.toLowerCase());

/** The arc a card has the weapon's arc requirement treated as, and the card, or null. */
export function weaponArcRule(ship: Ship, weapon: ShipWeapon): { arc: AttackArc; source: string } | null {
  for (const effect of ship.effects ?? []) {
    if (!standing(ship, effect)) continue;
    for (const part of effect.effects) if (part.kind === 'weaponArcAs' && part.from === weapon.arc && slotIn(weapon, part.slots)) return { arc: part.to, source: effect.source };
  }
  return null;
}

/** Whether the weapon may fire from this arc: its own, or the one a card treats it as (a full front arc includes the front). */
export function firesFromArc(ship: Ship, weapon: ShipWeapon, arc: AttackArc): boolean {
  if (weapon.arc === null) return true;
  const rule = weaponArcRule(ship, weapon);
  if (!rule) return weapon.arc === arc;
  return arc === rule.arc || (rule.arc === 'full-front' && arc === weapon.arc);
}

/** Why the weapon fires only as a bonus attack (a card says so), or null. */
export function whyOnlyBonus(ship: Ship, weapon: ShipWeapon, bonus: boolean): string | null {
  if (bonus) return null;
  for (const effect of ship.effects ?? []) {
    if (!standing(ship, effect)) continue;
    if (effect.effects.some((part) => part.kind === 'onlyBonusAttacks' && slotIn(weapon, part.slots))) return `${effect.source}: ${shipName(ship)} fires ${weapon.name} only as a bonus attack.`;
  }
  return null;
}
