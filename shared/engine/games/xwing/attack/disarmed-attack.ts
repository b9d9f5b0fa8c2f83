import type { Ship, XwingState } from '../model/state';
import { isDisarmed } from '../ships/ship-status';
import { conditionHolds, type EffectSituation } from '../effects/available-effects';

// r3-x-pilots · RRG · Disarm, lifted by a card ("while disarmed you can still perform [Missile]
// attacks, rolling at most 4 dice": Tycho Celchu). The one rule that reads 'attackWhileDisarmed', for
// Declare Target (which attacks a disarmed ship may still make) and the attack dice count (its cap).

export interface DisarmedAttack {
  source: string;
  /** The weapon slot it may still attack with. */
  weapon: 'missile';
  maxDice: number;
}

/** The standing card fact that lets this disarmed ship attack, or null (not disarmed, or no such card). */
export function disarmedAttack(state: XwingState, ship: Ship): DisarmedAttack | null {
  if (!isDisarmed(ship)) return null;
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== 'always') continue;
    const part = effect.effects.find((candidate) => candidate.kind === 'attackWhileDisarmed');
    if (!part || part.kind !== 'attackWhileDisarmed') continue;
    const situation: EffectSituation = { attack: null, other: null, role: null };
    if (effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes')) return { source: effect.source, weapon: part.weapon, maxDice: part.maxDice };
  }
  return null;
}

/** The weapon (by its id) is one the card lets the disarmed ship fire. */
export function firesWhileDisarmed(ship: Ship, rule: DisarmedAttack, weaponId: string | undefined): boolean {
  const weapon = weaponId === undefined ? undefined : ship.weapons?.find((candidate) => candidate.id === weaponId);
  return weapon !== undefined && weapon.slot.toLowerCase().includes(rule.weapon);
}
