import { spendUpgradeCharges } from '../../../core/fitted-upgrades';
import { ok, refuse, type Result } from '../../../core/result';
import { sufferDamage } from '../damage/damage';
import type { XwingEvent } from '../model/events';
import type { ManeuverBearing, Ship, XwingState } from '../model/state';
import { refOf, shipName } from '../ships/ships';
import { gainTokens } from '../tokens/token-commands';
import { tokenRef } from '../tokens/ship-tokens';
import { forceHeldBack, friendsLocking, friendsPaying, tokenLenders, upgradesPaying } from './available-effects';
import { flipUpgrade } from './flip-upgrade';
import type { CardEffect, EffectCost } from './card-effect';

// Issue 34 · what a card effect costs, paid in one place: when it is used (useCardEffect), when the
// action it grants is performed, when the requirement it lifts is met at Declare Target. Its upgrade
// card's charges (else the pilot's), Force, tokens (a lock: its lock on the other ship; a friend's
// token), tokens gained, damage. A cost it cannot pay is refused in words, and nothing is kept.

/** What the player chose for it: the dice, the die, a ship it names, the faces of a reroll. */
export interface EffectChoice {
  dice?: number[] | undefined;
  die?: number | undefined;
  target?: string | undefined;
  faces?: string[] | undefined;
  rollForMe?: true | undefined;
  /** A damage card it repairs or exposes. */
  card?: string | undefined;
  /** A token kind it removes (of the colours it names). */
  token?: string | undefined;
  /** A lock it removes: the ship that holds it. */
  lockedBy?: string | undefined;
  /** r3-x-pilots: a number the player names (the initiative a ship activates at). */
  amount?: number | undefined;
  /** r3-x-pilots: a reinforce token it gives: the side the ship's player chooses (RRG · Reinforce; fore when none is named). */
  side?: 'fore' | 'aft' | undefined;
  /** h-moves: the maneuver a card sets a revealed dial to, or changes its speed to. */
  maneuver?: { speed: number; bearing: ManeuverBearing } | undefined;
  /** h-moves: how far the players turned the ship, when the card allows more than one angle. */
  degrees?: 90 | 180 | undefined;
}

/** One cost of the effect, paid now (refused in words when it cannot be). */
export function payEffectCost(draft: XwingState, ship: Ship, other: Ship | null, effect: CardEffect, cost: EffectCost, choice: EffectChoice, events: XwingEvent[]): Result<true> {
  switch (cost.kind) {
    case 'charge': {
      const card = effect.upgrade === undefined ? undefined : ship.upgrades[effect.upgrade];
      if (card?.charges) {
        const spent = spendUpgradeCharges(ship.upgrades, ship.name, card.id, cost.amount);
        if (!spent.ok) return spent;
        events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'standard', amount: cost.amount, current: spent.value.current, upgrade: { id: card.id, name: card.name } });
        return ok(true);
      }
      if (!ship.charges || ship.charges.current < cost.amount) return refuse('no_charge', `${effect.source} needs ${cost.amount} charge, and ${shipName(ship)} has none left for it.`);
      ship.charges.current -= cost.amount;
      events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'standard', amount: cost.amount, current: ship.charges.current });
      return ok(true);
    }
    case 'force': {
      const held = forceHeldBack(draft, ship);
      if (held) return refuse('force_held_back', held);
      if (!ship.force || ship.force.current < cost.amount) return refuse('no_force', `${effect.source} needs ${cost.amount} Force, and ${shipName(ship)} has not that much left.`);
      ship.force.current -= cost.amount;
      events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'force', amount: cost.amount, current: ship.force.current });
      return ok(true);
    }
    case 'energy':
      if (!ship.energy || ship.energy.current < cost.amount) return refuse('no_energy', `${effect.source} needs ${cost.amount} energy, and ${shipName(ship)} has not that much left.`);
      ship.energy.current -= cost.amount;
      events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'energy', amount: cost.amount, current: ship.energy.current });
      return ok(true);
    case 'spendToken': {
      if (cost.token === 'lock') {
        const at = other?.tokens.lock.indexOf(ship.id) ?? -1;
        if (!other || at < 0) return refuse('no_lock', `${effect.source} spends ${shipName(ship)}’s lock on the other ship, and it has none.`);
        other.tokens.lock.splice(at, 1);
        events.push({ type: 'tokenSpent', ship: refOf(other), token: tokenRef(draft, { token: 'lock', lockedBy: ship.id }), reason: effect.source });
        return ok(true);
      }
      for (let n = 0; n < cost.amount; n++) {
        if (cost.token === 'reinforce') {
          const side = ship.tokens.reinforce.fore > 0 ? 'fore' : 'aft';
          if (ship.tokens.reinforce[side] === 0) return refuse('no_token', `${shipName(ship)} has no reinforce token to spend on ${effect.source}.`);
          ship.tokens.reinforce[side] -= 1;
          events.push({ type: 'tokenSpent', ship: refOf(ship), token: tokenRef(draft, { token: 'reinforce', side }), reason: effect.source });
          continue;
        }
        // r5-friends: a token it lacks is spent from a friend that lends it (Jan Dodonna).
        const token = cost.token;
        const lender = ship.tokens[token] === 0 && (token === 'focus' || token === 'evade') ? tokenLenders(draft, ship, token)[0]?.ship : undefined;
        if (lender && (token === 'focus' || token === 'evade')) {
          lender.tokens[token] -= 1;
          events.push({ type: 'tokenSpent', ship: refOf(lender), token: tokenRef(draft, { token }), reason: `${effect.source} (for ${shipName(ship)})` });
          continue;
        }
        if (ship.tokens[cost.token] === 0) return refuse('no_token', `${shipName(ship)} has no ${cost.token} token to spend on ${effect.source}.`);
        ship.tokens[cost.token] -= 1;
        events.push({ type: 'tokenSpent', ship: refOf(ship), token: tokenRef(draft, { token: cost.token }), reason: effect.source });
      }
      return ok(true);
    }
    case 'friendToken': {
      const payers = friendsPaying(draft, ship, cost.token, cost.amount);
      const payer = choice.target ?? (payers.length === 1 ? payers[0] : undefined);
      if (payer === undefined) return refuse('payer_needed', `Name the friendly ship that spends its ${cost.token} token for ${effect.source}.`);
      const friend = draft.ships.find((candidate) => candidate.id === payer);
      if (!friend || !payers.includes(payer)) return refuse('wrong_payer', `${friend ? shipName(friend) : payer} cannot pay for ${effect.source}: it must be another friendly ship with a ${cost.token} token.`);
      friend.tokens[cost.token] -= cost.amount;
      events.push({ type: 'tokenSpent', ship: refOf(friend), token: tokenRef(draft, { token: cost.token }), reason: effect.source });
      return ok(true);
    }
    case 'friendLock': {
      // r5-friends: the friend's lock on the other ship of the attack goes back to the supply (RRG · Locks: spent).
      const payers = friendsLocking(draft, ship, other);
      const payer = choice.target ?? (payers.length === 1 ? payers[0] : undefined);
      if (payer === undefined || !other) return refuse('payer_needed', `Name the friendly ship whose lock on the other ship ${effect.source} spends.`);
      const friend = draft.ships.find((candidate) => candidate.id === payer);
      if (!friend || !payers.includes(payer)) return refuse('wrong_payer', `${friend ? shipName(friend) : payer} cannot pay for ${effect.source}: it must be another friendly ship with a lock on ${shipName(other)}.`);
      other.tokens.lock.splice(other.tokens.lock.indexOf(payer), 1);
      events.push({ type: 'tokenSpent', ship: refOf(other), token: tokenRef(draft, { token: 'lock', lockedBy: payer }), reason: effect.source });
      return ok(true);
    }
    case 'upgradeCharge': {
      // h-weapons: another equipped card pays (available-effects.ts, upgradesPaying): the one named, else the only one that can.
      const cards = upgradesPaying(draft, ship, cost);
      const card = cards.find((candidate) => candidate.id === choice.card || candidate.name === choice.card) ?? (cards.length === 1 ? cards[0] : undefined);
      if (cards.length === 0) return refuse('no_charge', `${effect.source} spends a charge of another card, and none of ${shipName(ship)}’s cards it may spend has one left.`);
      if (!card) return refuse('card_needed', `Name the card whose charge ${effect.source} spends: ${cards.map((candidate) => candidate.name).join(' or ')}.`);
      const spent = spendUpgradeCharges(ship.upgrades, ship.name, card.id, cost.amount);
      if (!spent.ok) return spent;
      events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'standard', amount: cost.amount, current: spent.value.current, upgrade: { id: card.id, name: card.name } });
      return ok(true);
    }
    case 'gainToken':
      return gainTokens(draft, ship, { token: cost.token }, cost.amount, false, events);
    case 'damage':
      events.push({ type: 'damageSuffered', ship: refOf(ship), hits: cost.hits, crits: cost.crits });
      return sufferDamage(draft, ship, cost.hits, cost.crits, null, events, effect.source);
    case 'card':
      // A flip turns the dual card (its other side's facts act now); a discard is the players' (the card leaves the table).
      return cost.does === 'flip' ? flipUpgrade(ship, effect, events) : ok(true);
  }
}

/** Every cost of the effect, in order; the first one it cannot pay refuses the whole use. */
export function payEffectCosts(draft: XwingState, ship: Ship, other: Ship | null, effect: CardEffect, events: XwingEvent[], choice: EffectChoice = {}): Result<true> {
  for (const cost of effect.costs) {
    const paid = payEffectCost(draft, ship, other, effect, cost, choice, events);
    if (!paid.ok) return paid;
  }
  return ok(true);
}
