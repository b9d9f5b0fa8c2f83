import { defenseTokenNames } from '../defense-token-names';
import type { Attack, DefenseToken, Unit } from '../state';

/**
 * 000: when a defense token cannot be spent during this attack, the sentence saying why; null
 * when it can. The one place these restrictions live: the command and options() both ask here.
 */
export function whyDefenseTokenCannotBeSpent(attack: Attack, defender: Unit, token: DefenseToken, asCost: boolean): string | null {
  const name = defenseTokenNames[token.type];
  if (token.state === 'discarded') return `${name} cannot be spent: this token is already discarded (readied → exhausted → discarded).`;
  if (defender.kind === 'ship' && defender.speed === 0) return `${defender.name} is at speed 0: a ship at speed 0 cannot spend defense tokens.`;
  if (attack.tokensChosenByAccuracy.includes(token.id)) return `The attacker chose this ${name} with an accuracy: it cannot be spent during this attack.`;
  if (attack.spentTokens.some((spent) => spent.token === token.id)) return `This ${name} was already spent during this attack: a token is spent at most once per attack.`;
  if (!asCost && attack.spentTokens.some((spent) => spent.type === token.type && !spent.asCost)) {
    return `${/^[AEIOU]/.test(name) ? 'An' : 'A'} ${name} was already spent during this attack: at most one token of each type per attack.`;
  }
  if (token.type === 'redirect' && !asCost && defender.kind !== 'ship') return 'Only a ship can redirect damage: a squadron has no hull zones.';
  return null;
}
