import { braceLimit, whyNoCriticalEffect } from './attack-restrictions';
import { hasKeyword } from '../squadrons/squadron-keywords';
import { countIcons } from './dice';
import { hullZoneOf } from '../units/hull-zones';
import type { ArmadaState, Attack, DefenseTokenType, HullZoneId } from '../model/state';
import { unitOf } from '../units/units';

export function spentForEffect(attack: Attack, type: DefenseTokenType): boolean {
  // Issue 35 · a card may resolve the salvo effect with another token (Munitions Resupply).
  if (type === 'salvo' && attack.salvoByCard) return true;
  if (type === 'evade' && attack.evadeByCard) return true;
  return attack.spentTokens.some((spent) => spent.type === type && !spent.asCost);
}

/** The damage a card had the defender suffer on other zones' shields before Resolve Damage (Advanced Projectors, Adi Gallia). */
export const zoneDamageByCard = (attack: Attack): number => Object.values(attack.zoneDamageByCard ?? {}).reduce((sum, amount) => sum + (amount ?? 0), 0);

export interface DamageTotal {
  hits: number;
  crits: number;
  /** Before brace. */
  amount: number;
  total: number;
  braced: boolean;
  /** A card that held brace to less than half (Heavy Turbolaser Turrets), else absent. */
  braceLimitedBy?: string;
}

/** 004 step 5 · RRG · Bomber: crit icons add damage between ships and from a Bomber to a ship; otherwise only hits count. */
export function critsAddDamage(state: ArmadaState, attack: Pick<Attack, 'attacker' | 'defender'>): boolean {
  const attacker = unitOf(state, attack.attacker);
  return attack.defender.kind === 'ship' && (attacker.kind === 'ship' || hasKeyword(attacker, 'Bomber'));
}

/** 004 step 5: hits and crits between ships (and from a Bomber to a ship), only hits otherwise; 000: brace halves, rounded up. */
export function totalDamage(state: ArmadaState, attack: Attack): DamageTotal {
  const { hits, crits } = countIcons(attack.pool);
  const critsCount = critsAddDamage(state, attack);
  // Issue 35: damage a card effect added to (or took off) the total, and damage a card adds for each crit icon (Salvation, Darth Vader) or for each unspent blue accuracy (SW-7 Ion Batteries).
  const unspentBlueAccuracies = attack.damagePerBlueAccuracy ? attack.pool.filter((die) => die.color === 'blue' && die.face === 'accuracy' && !die.accuracySpent).length : 0;
  const amount = Math.max(0, hits + (critsCount ? crits : 0) + (attack.cardDamage ?? 0) + crits * (attack.damagePerCrit ?? 0) + unspentBlueAccuracies * (attack.damagePerBlueAccuracy ?? 0));
  const braced = spentForEffect(attack, 'brace');
  if (!braced) return { hits, crits, amount, total: amount, braced };
  const halved = Math.ceil(amount / 2);
  // Heavy Turbolaser Turrets (rules 2): brace takes off at most its amount unless it was the only token spent.
  const limit = braceLimit(state, attack);
  if (limit && amount - halved > limit.amount) return { hits, crits, amount, total: amount - limit.amount, braced, braceLimitedBy: limit.card };
  return { hits, crits, amount, total: halved, braced };
}

/**
 * Which critical effects the attacker may resolve, and if not, why. Only ships have the standard
 * critical effect; contain stops it when the defender is a ship; a salvo attack allows only it.
 */
export function criticalOptions(state: ArmadaState, attack: Attack): { standard: string | null; card: string | null } {
  const { crits } = countIcons(attack.pool);
  const noCrit = crits === 0 ? 'The attack pool has no critical icon.' : null;
  const attacker = unitOf(state, attack.attacker);
  const disrupted = whyNoCriticalEffect(state, attack);
  let standard = noCrit ?? disrupted;
  if (!standard && attacker.kind !== 'ship' && !hasKeyword(attacker, 'Bomber')) standard = 'Only ships and Bomber squadrons resolve the standard critical effect.';
  if (!standard && attack.defender.kind !== 'ship') standard = 'The standard critical effect only matters when a ship is dealt damage cards.';
  if (!standard && spentForEffect(attack, 'contain')) standard = 'The defender spent a contain: the standard critical effect cannot be resolved.';
  const prevented = attack.criticalsPreventedByCard ? `${attack.criticalsPreventedByCard}: the attacker resolves no critical effect this attack.` : null;
  if (!standard && prevented) standard = prevented;
  let card = noCrit ?? disrupted ?? prevented;
  if (!card && attack.kind === 'salvo') card = 'During a salvo attack only the standard critical effect can be resolved.';
  return { standard, card };
}

export interface DamagePreview {
  hits: number;
  crits: number;
  amount: number;
  braced: boolean;
  total: number;
  defendingZone: HullZoneId | null;
  redirectZone: HullZoneId | null;
  /** The most damage the redirect zone's shields can take. */
  redirectMax: number;
  redirected: number;
  defendingShieldsLost: number;
  damageCards: number;
  firstCardFaceup: boolean;
  /** Squadron defender: the damage it would suffer. */
  squadronDamage: number;
  destroys: boolean;
}

/** What Resolve Damage will do with a given redirect amount (default: as much as the redirect zone takes). */
export function previewDamage(state: ArmadaState, attack: Attack, redirect?: number, critical: 'standard' | 'none' | 'card' = 'standard'): DamagePreview {
  const counted = totalDamage(state, attack);
  const defender = unitOf(state, attack.defender);
  const base = { hits: counted.hits, crits: counted.crits, amount: counted.amount, braced: counted.braced, total: counted.total };
  if (defender.kind === 'squadron' || attack.defender.kind === 'squadron') {
    const squadronDamage = defender.kind === 'squadron' ? Math.min(counted.total, defender.hull - defender.damage) : 0;
    const destroys = defender.kind === 'squadron' && defender.damage + squadronDamage >= defender.hull;
    return { ...base, defendingZone: null, redirectZone: null, redirectMax: 0, redirected: 0, defendingShieldsLost: 0, damageCards: 0, firstCardFaceup: false, squadronDamage, destroys };
  }
  // damage a card already had the defender suffer on other zones' shields (Advanced Projectors) is taken off the rest.
  const left = Math.max(0, counted.total - zoneDamageByCard(attack));
  const redirectZone = attack.redirectZone;
  // Issue 35 · a card that treats the defender as having no shields (Luke Skywalker): all damage goes to the hull.
  const shieldsCount = !attack.shieldsIgnoredByCard;
  const redirectShields = redirectZone && shieldsCount ? (hullZoneOf(defender, redirectZone)?.shields ?? 0) : 0;
  // Issue 35 · a card of the attacker's may cap what a redirect moves to each other zone (XI7 Turbolasers).
  const cap = unitOf(state, attack.attacker).cardEffects?.flatMap((effect) => effect.effects).find((change) => change.kind === 'redirectCap');
  const redirectMax = Math.min(redirectShields, left, cap && cap.kind === 'redirectCap' ? Math.max(0, cap.max - (redirectZone ? (attack.zoneDamageByCard?.[redirectZone] ?? 0) : 0)) : Infinity);
  const redirected = Math.max(0, Math.min(redirect ?? redirectMax, redirectMax));
  const defendingShields = shieldsCount ? (hullZoneOf(defender, attack.defender.hullZone)?.shields ?? 0) : 0;
  const defendingShieldsLost = Math.min(defendingShields, left - redirected);
  const room = Math.max(0, defender.hull - defender.damageCards.length);
  // Cards stop once the ship is destroyed: dealing more would only empty the deck.
  const damageCards = Math.min(left - redirected - defendingShieldsLost, room);
  const standardAllowed = criticalOptions(state, attack).standard === null;
  return {
    ...base,
    defendingZone: attack.defender.hullZone,
    redirectZone,
    redirectMax,
    redirected,
    defendingShieldsLost,
    damageCards,
    firstCardFaceup: critical === 'standard' && standardAllowed && damageCards > 0,
    squadronDamage: 0,
    destroys: defender.damageCards.length + damageCards >= defender.hull && damageCards > 0,
  };
}
