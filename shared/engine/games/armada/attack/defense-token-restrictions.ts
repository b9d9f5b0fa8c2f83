import { defenseTokenNames } from '../units/defense-token-names';
import { adjacentZones } from '../units/hull-zones';
import type { ArmadaState, Attack, DefenseToken, Unit } from '../model/state';
import { whyCardsLimitSpend, whyCardsStopSpending } from './attack-restrictions';
import { cardKeyOf, isExhausted } from '../units/card-states';

/**
 * 000 and RRG 1.5.0 · Defense Tokens: what stops a unit spending a token at all, for its effect or as
 * a cost, in an attack or not — a discarded token, Faulty Countermeasures on an exhausted one, a ship
 * at speed 0. The one place every spend asks first; null when nothing does.
 */
export function whyUnitCannotSpendToken(state: ArmadaState, unit: Unit, token: DefenseToken): string | null {
  const name = defenseTokenNames[token.type];
  if (token.state === 'discarded') return `${name} cannot be spent: this token is already discarded (readied → exhausted → discarded).`;
  const cards = whyCardsStopSpending(state, unit, token);
  if (cards) return cards;
  if (unit.kind === 'ship' && unit.speed === 0) return `${unit.name} is at speed 0: a ship at speed 0 cannot spend defense tokens.`;
  return null;
}

/**
 * 000: when a defense token cannot be spent during this attack, the sentence saying why; null
 * when it can. The one place these restrictions live: the command and options() both ask here.
 */
export function whyDefenseTokenCannotBeSpent(state: ArmadaState, attack: Attack, defender: Unit, token: DefenseToken, asCost: boolean): string | null {
  const name = defenseTokenNames[token.type];
  const never = whyUnitCannotSpendToken(state, defender, token);
  if (never) return never;
  const limited = whyCardsLimitSpend(state, attack, defender, token);
  if (limited) return limited;
  // Issue 35: a card the defender used (Electronic Countermeasures) may let it spend a token an accuracy chose, or stop a kind.
  const forbidden = attack.tokensForbiddenByCard?.find((entry) => entry.token === 'any' || entry.token === token.type);
  if (forbidden) return `${forbidden.card}: the defender cannot spend ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} during this attack.`;
  const limit = attack.exhaustedTokenLimit;
  if (limit && token.state === 'exhausted' && attack.spentTokens.filter((spent) => spent.fromExhausted).length >= limit.max) {
    return `${limit.card}: the defender cannot spend more than ${limit.max} exhausted defense token${limit.max === 1 ? '' : 's'} during this attack.`;
  }
  // A card of the defender's, exhausted, may hold its spends to a number (Jedi Hostage).
  for (const effect of defender.cardEffects ?? []) {
    for (const change of effect.effects) {
      if (change.kind !== 'spendLimitWhileExhausted' || !isExhausted(state, cardKeyOf(effect))) continue;
      if (attack.spentTokens.length >= change.max) return `${effect.source} is exhausted: the defender spends at most ${change.max} defense token${change.max === 1 ? '' : 's'} while defending.`;
    }
  }
  const allowed = attack.tokensAllowedByCard?.some((entry) => (entry.token === 'any' || entry.token === token.type) && entry.forbiddenBy !== 'exhausted');
  if (attack.tokensChosenByAccuracy.includes(token.id) && !allowed) return `The attacker chose this ${name} with an accuracy: it cannot be spent during this attack.`;
  if (attack.spentTokens.some((spent) => spent.token === token.id)) return `This ${name} was already spent during this attack: a token is spent at most once per attack.`;
  if (!asCost && attack.spentTokens.some((spent) => spent.type === token.type && !spent.asCost)) {
    return `${/^[AEIOU]/.test(name) ? 'An' : 'A'} ${name} was already spent during this attack: at most one token of each type per attack.`;
  }
  if (token.type === 'salvo' && !asCost && attack.salvoByCard) return `${attack.salvoByCard} already resolved the salvo effect: at most once per attack.`;
  if (token.type === 'evade' && !asCost && attack.evadeByCard) return `${attack.evadeByCard} already resolved the evade effect: at most once per attack.`;
  if (token.type === 'redirect' && !asCost && defender.kind !== 'ship') return 'Only a ship can redirect damage: a squadron has no hull zones.';
  return null;
}

/**
 * 000 and its FAQ: a token may be spent even when it would do nothing. When its normal effect cannot
 * happen in this attack, the sentence saying why; null when it works as printed.
 */
export function whyDefenseTokenHasNoEffect(attack: Attack, defender: Unit, token: DefenseToken): string | null {
  if (token.type === 'salvo' && attack.kind !== 'standard') {
    return `This is ${attack.kind === 'ignition' ? 'an ignition' : `a ${attack.kind}`} attack: a salvo spent now has no effect (never during a counter, salvo or ignition attack).`;
  }
  if ((token.type === 'salvo' || token.type === 'contain') && defender.kind !== 'ship') {
    return `Only a ship’s ${defenseTokenNames[token.type]} has an effect: a squadron may spend it for nothing.`;
  }
  if (token.type === 'redirect' && defender.kind === 'ship' && attack.defender.kind === 'ship') {
    const neighbours = adjacentZones(defender, attack.defender.hullZone);
    const shields = defender.hullZones.filter((candidate) => neighbours.includes(candidate.zone)).reduce((sum, candidate) => sum + candidate.shields, 0);
    if (shields === 0) return 'The zones next to the defending zone have no shields left: a redirect spent now moves no damage.';
  }
  return null;
}
