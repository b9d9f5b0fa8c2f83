import type { Ship, XwingState } from '../model/state';
import { isDisarmed } from '../ships/ship-status';
import { conditionHolds, type EffectSituation } from '../effects/available-effects';

// r3-x-pilots · RRG · Disarm, lifted by a card ("while disarmed you can still perform [Missile]
// attacks, rolling at most 4 dice": Tycho Celchu). The one rule that reads 'attackWhileDisarmed' (and 'attackWhileDisarmedWith'), for
// Declare Target (which attacks a disarmed ship may still make) and the attack dice count (its cap).

export interface DisarmedAttack {
  source: string;
  /** The weapon slots it may still attack with, in words ("missile", "torpedo or missile"). */
  weapon: string;
  weapons: readonly string[];
  /** The most dice it rolls then (none: as many as usual). */
  maxDice: number | null;
  /** Only at a ship it has locked. */
  lockedOnly: boolean;
}

/** The standing card fact that lets this disarmed ship attack, or null (not disarmed, or no such card). */
export function disarmedAttack(state: XwingState, ship: Ship): DisarmedAttack | null {
  if (!isDisarmed(ship)) return null;
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== 'always') continue;
    const part = effect.effects.find((candidate) => candidate.kind === 'attackWhileDisarmed' || candidate.kind === 'attackWhileDisarmedWith');
    if (!part || (part.kind !== 'attackWhileDisarmed' && part.kind !== 'attackWhileDisarmedWith')) continue;
    const situation: EffectSituation = { attack: null, other: null, role: null };
    if (!effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes')) continue;
    if (part.kind === 'attackWhileDisarmed') return { source: effect.source, weapon: part.weapon, weapons: [part.weapon], maxDice: part.maxDice, lockedOnly: false };
    // Os-1 Arsenal Loadout, Xg-1 Assault Configuration: several slots, a cap or none, a locked target only.
    return { source: effect.source, weapon: part.weapons.join(' or '), weapons: part.weapons, maxDice: part.maxDice ?? null, lockedOnly: part.lockedOnly === true };
  }
  return null;
}

/** The weapon (by its id) is one the card lets the disarmed ship fire (at this defender, when the card asks for a locked one). */
export function firesWhileDisarmed(ship: Ship, rule: DisarmedAttack, weaponId: string | undefined, defender: Ship | null = null): boolean {
  const weapon = weaponId === undefined ? undefined : ship.weapons?.find((candidate) => candidate.id === weaponId);
  if (weapon === undefined || !rule.weapons.some((slot) => weapon.slot.toLowerCase().includes(slot))) return false;
  return !rule.lockedOnly || defender === null || defender.tokens.lock.includes(ship.id);
}
