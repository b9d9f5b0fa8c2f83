import { ok, refuse, type Result } from '../../../core/result';
import type { ArmadaState, Attack, AttackStep } from '../model/state';

export const attackStepNames: Record<AttackStep, string> = {
  rollAttackDice: 'Roll Attack Dice',
  resolveAttackEffects: 'Resolve Attack Effects',
  spendDefenseTokens: 'Spend Defense Tokens',
  resolveDamage: 'Resolve Damage',
  declareAdditionalSquadronTarget: 'Declare Additional Squadron Target',
};

export function currentAttack(state: ArmadaState): Attack | null {
  return state.attacks[state.attacks.length - 1] ?? null;
}

/** The attack in progress, if it is at one of `steps`; otherwise a refusal naming the step it is at. */
export function attackAtStep(state: ArmadaState, steps: readonly AttackStep[], doing: string): Result<Attack> {
  const attack = currentAttack(state);
  if (!attack) return refuse('no_attack', `No attack is being resolved: declare a target before you ${doing}.`);
  if (!steps.includes(attack.step)) {
    return refuse('wrong_attack_step', `You cannot ${doing} now: the attack is at the ${attackStepNames[attack.step]} step.`);
  }
  return ok(attack);
}
