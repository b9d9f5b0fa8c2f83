import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import { defenseTokenNames } from '../units/defense-token-names';
import type { ArmadaEvent } from '../model/events';
import { hasFaceupDamage } from '../units/units';
import type { ArmadaState, Attack } from '../model/state';
import { unitOf } from '../units/units';
import { attackAtStep } from './current-attack';
import { dieAt } from './modify-dice';

/** Blinded Gunners (the data's scatter icon is a misprint: the card concerns accuracy icons). */
export function whyAccuracyCannotBeSpent(state: ArmadaState, attack: Attack): string | null {
  const attacker = unitOf(state, attack.attacker);
  return attacker.kind === 'ship' && hasFaceupDamage(attacker, 'Blinded Gunners') ? `Blinded Gunners: ${attacker.name} cannot spend accuracy icons while attacking.` : null;
}

/** 004 step 3: one accuracy icon chooses one of the defender's tokens, which then cannot be spent this attack. */
export function spendAccuracy(draft: ArmadaState, command: CommandOf<'spendAccuracy'>): Result<ArmadaEvent[]> {
  const found = attackAtStep(draft, ['resolveAttackEffects'], 'spend an accuracy');
  if (!found.ok) return found;
  const attack = found.value;
  const blinded = whyAccuracyCannotBeSpent(draft, attack);
  if (blinded) return refuse('blinded_gunners', blinded);
  const die = dieAt(attack, command.die);
  if (!die.ok) return die;
  if (die.value.face !== 'accuracy') return refuse('not_accuracy', `Die ${command.die} shows ${die.value.face}, not an accuracy icon.`);
  if (die.value.accuracySpent) return refuse('accuracy_spent', `The accuracy on die ${command.die} is already spent.`);
  const defender = unitOf(draft, attack.defender);
  const token = defender.defenseTokens.find((candidate) => candidate.id === command.token);
  if (!token) return refuse('not_defender_token', `${command.token} is not one of ${defender.name}’s defense tokens.`);
  const name = defenseTokenNames[token.type];
  if (token.state === 'discarded') return refuse('token_discarded', `${name} is already discarded: there is nothing to choose.`);
  if (attack.tokensChosenByAccuracy.includes(token.id)) return refuse('token_already_chosen', `This ${name} is already chosen by an accuracy.`);
  die.value.accuracySpent = true;
  attack.tokensChosenByAccuracy.push(token.id);
  return ok([{ type: 'accuracySpent', die: command.die, token: token.id, tokenType: token.type }]);
}
