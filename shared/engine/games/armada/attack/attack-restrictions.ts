import { hasFaceupDamage } from '../damage/damage-card-effects';
import type { ArmadaState, AttackRange, Defender, Unit } from '../model/state';

// One place for what a faceup damage card does to "attacks" (RRG 1.5.0 · Attack: an attack is any
// attack the unit performs — standard, counter, salvo or ignition), asked by the declaration and by
// the salvo the engine declares itself. Squadrons hold no damage cards, so only a ship is limited.

export interface AttackForbidden {
  code: string;
  message: string;
}

/** Coolant Discharge: after one attack on a ship this round, the attacker targets no more ships (null: it may). */
export function whyNoShipTarget(state: ArmadaState, attacker: Unit): string | null {
  if (attacker.kind !== 'ship' || !hasFaceupDamage(attacker, 'Coolant Discharge')) return null;
  const already = (state.attackLog ?? []).some((record) => record.round === state.round && record.attacker === attacker.id && record.defenderKind === 'ship');
  return already ? `Coolant Discharge: ${attacker.name} has already attacked a ship this round; only one of its attacks each round can target a ship.` : null;
}

/**
 * Depowered Armament (no attack at long range), Coolant Discharge (one attack on a ship a round) and
 * Disengaged Fire Control (no obstructed target; `obstructed` undefined: not said yet) for any attack
 * by `attacker` on `defender` at `range`; null when its cards allow it.
 */
export function whyDamageCardsForbidAttack(state: ArmadaState, attacker: Unit, defender: Unit, range: AttackRange, obstructed: boolean | undefined): AttackForbidden | null {
  if (attacker.kind !== 'ship') return null;
  if (range === 'long' && hasFaceupDamage(attacker, 'Depowered Armament')) {
    return { code: 'depowered_armament', message: `Depowered Armament: ${attacker.name} cannot attack at long range.` };
  }
  if (defender.kind === 'ship') {
    const coolant = whyNoShipTarget(state, attacker);
    if (coolant) return { code: 'coolant_discharge', message: coolant };
  }
  if (hasFaceupDamage(attacker, 'Disengaged Fire Control')) {
    if (obstructed === undefined) return { code: 'say_if_obstructed', message: `Disengaged Fire Control: say whether ${attacker.name}’s attack on ${defender.name} is obstructed.` };
    if (obstructed) return { code: 'disengaged_fire_control', message: `Disengaged Fire Control: ${attacker.name} cannot choose a target its attack would be obstructed against.` };
  }
  return null;
}

/** Damaged Munitions against a ship, Point-Defense Failure against a squadron: one die is removed before the roll. */
export function dieToRemoveBeforeRoll(attacker: Unit, defender: Defender): 'Damaged Munitions' | 'Point-Defense Failure' | null {
  if (attacker.kind !== 'ship') return null;
  if (defender.kind === 'ship' && hasFaceupDamage(attacker, 'Damaged Munitions')) return 'Damaged Munitions';
  if (defender.kind === 'squadron' && hasFaceupDamage(attacker, 'Point-Defense Failure')) return 'Point-Defense Failure';
  return null;
}
