import { ok, refuse, type Result } from '../../../core/result';
import type { Attack, AttackStep, XwingState } from '../model/state';

export const attackStepNames: Record<AttackStep, string> = {
  rollAttackDice: 'Roll Attack Dice',
  modifyAttackDice: 'Modify Attack Dice',
  modifyDefenseDice: 'Modify Defense Dice',
  dealDamage: 'Deal Damage',
};

/** The attack in progress, if it is at one of `steps`; otherwise a refusal naming the step it is at. */
export function attackAtStep(state: XwingState, steps: readonly AttackStep[], doing: string): Result<Attack> {
  const attack = state.attack;
  if (!attack) return refuse('no_attack', `No attack is being resolved: declare an attack before you ${doing}.`);
  if (!steps.includes(attack.step)) return refuse('wrong_attack_step', `You cannot ${doing} now: the attack is at the ${attackStepNames[attack.step]} step.`);
  return ok(attack);
}
