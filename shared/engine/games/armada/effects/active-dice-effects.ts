import type { ArmadaState, Attack } from '../model/state';
import { isArmadaDiceEffect, type ActiveArmadaDiceEffect } from './card-effect';
import { effectsAheadInAttack } from './effects-in-play';

/**
 * The dice effects of the attacker's and the defender's cards that may still be used in this attack
 * (at its step or a later one), holder, moment, conditions and cost checked, in the attack's order:
 * what the odds count and the "What if…" panels switch by ref. Each is used at most once an attack.
 */
export function activeArmadaDiceEffects(state: ArmadaState, attack: Attack): ActiveArmadaDiceEffect[] {
  const active: ActiveArmadaDiceEffect[] = [];
  for (const { effect, side } of effectsAheadInAttack(state, attack)) {
    const dice = effect.effects.filter(isArmadaDiceEffect);
    if (dice.length === 0 || !side) continue;
    active.push({ side, ref: effect.ref, source: effect.source, moment: effect.moment, dice, uses: 1, optional: effect.optional });
  }
  return active;
}
