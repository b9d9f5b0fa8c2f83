import { keepsRules2 } from '../model/rules-level';
import { ok, refuse, type Result } from '../../../core/result';
import { spentTokenState } from '../../../core/token-state';
import type { CommandOf } from '../model/command-schema';
import { defenseTokenNames } from '../units/defense-token-names';
import type { ArmadaEvent } from '../model/events';
import { adjacentZones, hullZoneNames } from '../units/hull-zones';
import type { ArmadaState, Attack, DefenseToken, HullZoneId, Unit } from '../model/state';
import { findDefenseToken, refOf, unitOf } from '../units/units';
import { attackAtStep, currentAttack } from './current-attack';
import { whyDefenseTokenCannotBeSpent, whyDefenseTokenHasNoEffect, whyUnitCannotSpendToken } from './defense-token-restrictions';
import { mustSayObstruction } from './attack-restrictions';
import { resolveEvade } from './evade';

function defenderToken(draft: ArmadaState, attack: Attack, tokenId: string): Result<{ defender: Unit; token: DefenseToken }> {
  const defender = unitOf(draft, attack.defender);
  const token = defender.defenseTokens.find((candidate) => candidate.id === tokenId);
  if (token) return ok({ defender, token });
  // a friendly squadron may lend its tokens to the defending squadron (Jan Ors).
  const lender = attack.tokensLentBy ? draft.squadrons.find((candidate) => candidate.id === attack.tokensLentBy && !candidate.destroyed) : undefined;
  const lent = lender?.defenseTokens.find((candidate) => candidate.id === tokenId);
  if (lent) return ok({ defender, token: lent });
  const owner = findDefenseToken(draft, tokenId);
  return refuse('not_defender_token', owner ? `${tokenId} belongs to ${owner.unit.name}, not to the defender ${defender.name}.` : `There is no defense token ${tokenId}.`);
}

/** 000 Redirect: the chosen zone must be adjacent to the defending zone; its shields are used in Resolve Damage. */
function chooseRedirectZone(attack: Attack, defender: Unit, zone: HullZoneId | undefined): Result<HullZoneId> {
  if (defender.kind !== 'ship' || attack.defender.kind !== 'ship') return refuse('redirect_needs_ship', 'Only a ship can redirect damage: a squadron has no hull zones.');
  const adjacent = adjacentZones(defender, attack.defender.hullZone);
  if (zone === undefined) return refuse('redirect_zone', `Choose the hull zone to redirect to: ${adjacent.map((z) => hullZoneNames[z]).join(' or ')}.`);
  if (!adjacent.includes(zone)) {
    return refuse('redirect_not_adjacent', `The ${hullZoneNames[zone]} zone is not adjacent to the defending ${hullZoneNames[attack.defender.hullZone]} zone: choose ${adjacent.map((z) => hullZoneNames[z]).join(' or ')}.`);
  }
  return ok(zone);
}

/** 000: the defender spends a defense token during Spend Defense Tokens (ending Resolve Attack Effects). */
export function spendDefenseToken(draft: ArmadaState, command: CommandOf<'spendDefenseToken'>): Result<ArmadaEvent[]> {
  const found = attackAtStep(draft, ['resolveAttackEffects', 'spendDefenseTokens'], 'spend a defense token');
  if (!found.ok) return found;
  const attack = found.value;
  if (attack.zoneDamageByCard && Object.keys(attack.zoneDamageByCard).length > 0) return refuse('damage_being_suffered', 'The defender has begun suffering this attack’s damage on its hull zones: defense tokens are spent before that.');
  if (attack.criticalByCard) return refuse('critical_resolved', `${attack.criticalByCard} resolved the critical effect: the defender spends its tokens before it, so no more now.`);
  const owned = defenderToken(draft, attack, command.token);
  if (!owned.ok) return owned;
  const { defender, token } = owned.value;
  const blocked = whyDefenseTokenCannotBeSpent(draft, attack, defender, token, false);
  if (blocked) return refuse('defense_token_unavailable', blocked);
  const name = defenseTokenNames[token.type];
  if (token.type !== 'evade' && (command.dice !== undefined || command.faces !== undefined || command.rollForMe !== undefined || command.cancel !== undefined)) {
    return refuse('not_evade', `${name} does not cancel or reroll dice: only an evade chooses dice.`);
  }
  if (token.type !== 'redirect' && command.zone !== undefined) return refuse('not_redirect', `${name} does not choose a hull zone: only a redirect does.`);
  if (command.obstructed !== undefined && token.type !== 'salvo') return refuse('not_salvo', `${name} does not ask about obstruction: only a salvo does.`);
  // Rules 2 · Disengaged Fire Control: the salvo attack back cannot target an obstructed ship or squadron; the table says.
  if (token.type === 'salvo' && keepsRules2(draft) && mustSayObstruction(draft, defender, unitOf(draft, attack.attacker)) && !whyDefenseTokenHasNoEffect(attack, defender, token)) {
    if (command.obstructed === undefined) return refuse('say_if_obstructed', `Disengaged Fire Control: say whether ${defender.name}’s salvo attack back would be obstructed.`);
    attack.salvoObstructed = command.obstructed;
  }

  const events: ArmadaEvent[] = [];
  const from = token.state;
  let to = spentTokenState(from) ?? 'discarded';
  let zone: HullZoneId | null = null;
  if (token.type === 'evade') {
    const evaded = resolveEvade(draft, attack, defender, command, events);
    if (!evaded.ok) return evaded;
    // Taking the extra die against a larger ship discards the token, readied or exhausted.
    if (evaded.value.bonusUsed) to = 'discarded';
  } else if (token.type === 'redirect') {
    const chosen = chooseRedirectZone(attack, defender, command.zone);
    if (!chosen.ok) return chosen;
    zone = chosen.value;
    attack.redirectZone = zone;
  } else if (token.type === 'scatter') {
    for (let index = attack.pool.length - 1; index >= 0; index--) {
      const die = attack.pool[index];
      if (die) events.push({ type: 'attackDieRemoved', die: index, color: die.color, face: die.face, canceledBy: 'scatter' });
    }
    attack.pool = [];
  }
  // Issue 35 · the token a card chose this attack (Intel Officer) is discarded when spent.
  if (attack.tokenDiscardedIfSpent === token.id) to = 'discarded';
  // Brace, contain and salvo act later (Resolve Damage and after it); being spent is what they need.
  token.state = to;
  attack.spentTokens.push({ token: token.id, type: token.type, asCost: false, ...(from === 'exhausted' ? { fromExhausted: true } : {}) });
  attack.step = 'spendDefenseTokens';
  events.unshift({ type: 'defenseTokenSpent', unit: refOf(defender), token: token.id, tokenType: token.type, from, to, asCost: false, zone });
  return ok(events);
}

/**
 * 000: a token spent to pay for an upgrade effect changes state but has no normal effect. It may
 * be paid at any time; during an attack it counts as spent by the defender for that attack.
 */
export function spendDefenseTokenAsCost(draft: ArmadaState, command: CommandOf<'spendDefenseTokenAsCost'>): Result<ArmadaEvent[]> {
  const owned = findDefenseToken(draft, command.token);
  if (!owned) return refuse('unknown_defense_token', `There is no defense token ${command.token}.`);
  const { unit, token } = owned;
  const attack = currentAttack(draft);
  const defending = attack !== null && attack.defender.id === unit.id;
  // Rules 2: what stops a unit spending a token stops every spend, a cost outside an attack too.
  const blocked = attack && defending ? whyDefenseTokenCannotBeSpent(draft, attack, unit, token, true) : keepsRules2(draft) ? whyUnitCannotSpendToken(draft, unit, token) : null;
  if (blocked) return refuse('defense_token_unavailable', blocked);
  const to = spentTokenState(token.state);
  if (to === null) return refuse('defense_token_unavailable', `${defenseTokenNames[token.type]} cannot be spent: this token is already discarded (readied → exhausted → discarded).`);
  const from = token.state;
  token.state = to;
  if (attack && defending) attack.spentTokens.push({ token: token.id, type: token.type, asCost: true, ...(from === 'exhausted' ? { fromExhausted: true } : {}) });
  return ok([{ type: 'defenseTokenSpent', unit: refOf(unit), token: token.id, tokenType: token.type, from, to, asCost: true, zone: null }]);
}
