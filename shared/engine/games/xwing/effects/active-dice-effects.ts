import type { Attack, XwingState } from '../model/state';
import { availableEffects, effectKey, momentsOfStep, whyNotOffered } from './available-effects';
import { isDiceEffect, type ActiveDiceEffect } from './card-effect';

/**
 * Issue 34 · the dice effects of the attacker's and defender's cards that are ready for this attack
 * now (their moment, their conditions, their cost payable, not used in it yet), in the modify order,
 * for the odds to count. A question the table cannot know (an `ask`) counts as answered yes.
 *
 * Dice-count effects (`kind: 'dice'`) with no choice are already in attackDiceCount /
 * defenseDiceCount's adjustments (the engine rolls them): they are not listed here, so nothing is
 * counted twice; the optional ones ("may roll 1 additional die") are listed until used.
 */
export function activeDiceEffects(state: XwingState, attack: Attack): ActiveDiceEffect[] {
  const current = state.attack === attack ? attack : { ...attack };
  const view: XwingState = state.attack === attack ? state : { ...state, attack: current };
  const now = new Set(availableEffects(view).map((entry) => `${entry.ship}:${entry.ref}`));
  const out: ActiveDiceEffect[] = [];
  const moments = momentsOfStep(current);
  for (const side of ['attacker', 'defender'] as const) {
    const ship = view.ships.find((candidate) => candidate.id === (side === 'attacker' ? current.attacker : current.defender));
    const other = view.ships.find((candidate) => candidate.id === (side === 'attacker' ? current.defender : current.attacker)) ?? null;
    if (!ship) continue;
    for (const [index, effect] of (ship.effects ?? []).entries()) {
      const ref = String(index);
      const dice = effect.effects.filter(isDiceEffect);
      if (dice.length === 0) continue;
      if (dice.every((fact) => fact.kind === 'dice') && !effect.optional && effect.costs.length === 0) continue;
      // Later steps' effects count too: the odds look ahead through the attack.
      const later = ['rollAttackDice', 'modifyAttackDice', 'afterModifyAttackDice', 'rollDefenseDice', 'modifyDefenseDice', 'neutralizeResults'] as const;
      const ahead = later.slice(Math.max(0, later.findIndex((moment) => moments.includes(moment))));
      const offered = whyNotOffered(view, ship, ref, { attack: current, other, role: side }, ahead);
      if (offered.why && !now.has(effectKey(ship, ref))) continue;
      out.push({ side, ref, source: effect.source, moment: effect.moment, dice, uses: offered.uses, optional: effect.optional });
    }
  }
  return out;
}
