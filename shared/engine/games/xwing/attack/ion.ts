import type { Attack, Ship, ShipWeapon, XwingState } from '../model/state';
import { planDamage, type DamagePlan } from '../damage/damage';
import { tokensToTakeEffect } from '../ships/ship-status';

// RRG · Ion (ion weapons: Ion Cannon, Ion Cannon Turret, Ion Torpedoes, Ion Missiles): if the attack
// hits, one hit or crit result is spent for the defender to suffer 1 hit damage; every other hit and
// crit result gives it an ion token instead of damage, so no faceup card comes from them. A ship is
// ionized with 1 ion token (small), 2 (medium), 3 (large), 6 (huge, Epic rules). The engine's Deal
// Damage, the attack panel and the odds read this one rule.

export interface IonOutcome {
  /** What the defender suffers: `damage` hits at most, never a crit (but 1 crit from a card that says so: Ion Cannon Battery). */
  hits: number;
  crits: number;
  /** The other hit and crit results, each an ion token. */
  ionTokens: number;
  /** The defender has as many ion tokens as its size asks once it gains them (tractor tokens: tractored; jam tokens take no count). */
  ionizes: boolean;
  /** The kind of token the other results give: ion (RRG · Ion), or a beam's jam or tractor tokens. */
  token: 'ion' | 'jam' | 'tractor';
  /** Shields and damage cards of the damage it suffers. */
  plan: DamagePlan;
  /** h-weapons: only the crits became ion tokens (a card used in the attack); the hits are damage. */
  critsOnly?: true;
}

/** What an ion attack's results left after Neutralize Results become: `damage` hits at most, never a crit; the rest ion tokens (the odds count the same). */
export function ionSuffered(hits: number, crits: number, damage = 1): { hits: number; crits: 0; ionTokens: number } {
  const results = Math.max(0, hits) + Math.max(0, crits);
  const dealt = Math.min(damage, results);
  return { hits: dealt, crits: 0, ionTokens: results - dealt };
}

/** h-xupg: a hit deals 1 crit and every result becomes an ion token (Ion Cannon Battery; pure: the odds count the same). */
export function ionCritSuffered(hits: number, crits: number): { hits: 0; crits: number; ionTokens: number } {
  const results = Math.max(0, hits) + Math.max(0, crits);
  return { hits: 0, crits: results > 0 ? 1 : 0, ionTokens: results };
}

/** An ion attack's outcome on this ship from the results left after Neutralize Results (pure: the odds reuse it). */
export function ionOutcome(ship: Ship, hits: number, crits: number, damage = 1, token: 'ion' | 'jam' | 'tractor' = 'ion', crit = false): IonOutcome {
  // h-xupg: a card whose hit deals 1 crit and turns every result into an ion token (Ion Cannon Battery).
  if (crit) {
    const suffered = ionCritSuffered(hits, crits);
    const takes = suffered.ionTokens > 0 && ship.tokens.ion + suffered.ionTokens >= tokensToTakeEffect[ship.size];
    return { ...suffered, ionizes: takes, token: 'ion', plan: planDamage(ship, 0, suffered.crits) };
  }
  const { hits: dealt, ionTokens } = ionSuffered(hits, crits, damage);
  const takesEffect = token !== 'jam' && ionTokens > 0 && ship.tokens[token] + ionTokens >= tokensToTakeEffect[ship.size];
  return { hits: dealt, crits: 0, ionTokens, ionizes: takesEffect, token, plan: planDamage(ship, dealt, 0) };
}

/**
 * The damage an ion weapon deals, or null for any other weapon: the weapon's own facts (read from its
 * card at setup), or an `ion` effect of the card that carries it (DESIGN §10, ship.effects).
 */
export function ionDamageOf(ship: Ship, weapon: ShipWeapon): number | null {
  return resultTokensOf(ship, weapon)?.damage ?? null;
}

/**
 * What the weapon's hits and crits become, or null for a weapon that deals damage: an ion weapon's
 * 1 damage and ion tokens, or a beam's tokens with no damage at all (Tractor Beam, Jamming Beam:
 * a `resultsAsTokens` effect of its own card).
 */
export function resultTokensOf(ship: Ship, weapon: ShipWeapon): { damage: number; token?: 'jam' | 'tractor'; crit?: true } | null {
  if (weapon.ion !== undefined) return { damage: weapon.ion };
  if (weapon.upgrade === null) return null;
  for (const fact of ship.effects ?? []) {
    if (fact.upgrade === undefined || ship.upgrades[fact.upgrade]?.id !== weapon.upgrade) continue;
    for (const effect of fact.effects) {
      if (effect.kind === 'ion') return { damage: effect.damage };
      if (effect.kind === 'ionWithCrit') return { damage: 1, crit: true };
      if (effect.kind === 'resultsAsTokens') return { damage: 0, token: effect.token };
    }
  }
  return null;
}

/**
 * h-weapons · a card used in this attack turns its crits into ion tokens (Alpha-3E "Esk", Ancillary Ion
 * Weapons: a `critsAsIon` effect): the one rule that reads it, for Deal Damage and the odds.
 */
export function critsAsIon(state: XwingState, attack: Partial<Attack>): boolean {
  return (attack.effectsUsed ?? []).some((key) => {
    const [owner, ref] = key.split(':');
    return state.ships.find((ship) => ship.id === owner)?.effects?.[Number(ref)]?.effects.some((part) => part.kind === 'critsAsIon') ?? false;
  });
}

/** The crits left become ion tokens, the hits are suffered as usual (pure: the odds count the same). */
export function critsAsIonSuffered(hits: number, crits: number): { hits: number; crits: 0; ionTokens: number } {
  return { hits: Math.max(0, hits), crits: 0, ionTokens: Math.max(0, crits) };
}

/** What the attack's results left become on the defender when some are tokens (an ion weapon, a beam, crits as ion), or null when all are damage. */
export function tokenOutcomeOf(state: XwingState, attack: Attack, defender: Ship, hits: number, crits: number): IonOutcome | null {
  if (attack.ion) return ionOutcome(defender, hits, crits, attack.ion.damage, attack.ion.token, attack.ion.crit === true);
  if (!critsAsIon(state, attack)) return null;
  const suffered = critsAsIonSuffered(hits, crits);
  const ionizes = suffered.ionTokens > 0 && defender.tokens.ion + suffered.ionTokens >= tokensToTakeEffect[defender.size];
  return { ...suffered, ionizes, token: 'ion', plan: planDamage(defender, suffered.hits, 0), critsOnly: true };
}
