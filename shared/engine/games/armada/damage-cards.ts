import { flipDamageCardOf, repairDamageCardOf } from '../../core/damage-cards';
import { shuffle } from '../../core/random';
import { ok, refuse, type Result } from '../../core/result';
import type { CommandOf } from './commands';
import { damageCardKind } from './damage-deck';
import type { ArmadaEvent } from './events';
import type { ArmadaState, Ship } from './state';
import { findShip, refOf } from './units';

/**
 * Takes one card from the damage deck: the one the player names (drawn from the physical deck) or,
 * when `name` is null, the top card of the deck the seeded source shuffled at setup. An empty deck
 * is refilled by shuffling the discard pile, as at the table.
 */
function drawDamageCard(draft: ArmadaState, name: string | null, events: ArmadaEvent[]): Result<string> {
  const deck = draft.damageDeck;
  if (deck.drawPile.length === 0 && deck.discardPile.length > 0) {
    const [reshuffled, random] = shuffle(draft.random, deck.discardPile);
    draft.random = random;
    deck.drawPile = reshuffled;
    deck.discardPile = [];
    events.push({ type: 'damageDeckReshuffled', cards: reshuffled.length });
  }
  if (name === null) {
    const top = deck.drawPile.shift();
    return top === undefined ? refuse('damage_deck_empty', 'The damage deck is empty: every damage card is on a ship.') : ok(top);
  }
  const kind = damageCardKind(name);
  if (!kind) return refuse('unknown_damage_card', `"${name}" is not a damage card of the Armada damage deck.`);
  const at = deck.drawPile.indexOf(name);
  if (at < 0) return refuse('damage_card_not_in_deck', `No ${name} is left in the damage deck: all ${kind.count} are dealt.`);
  deck.drawPile.splice(at, 1);
  return ok(name);
}

/** Deals one card to a ship and destroys it when its damage cards reach its hull value. */
export function dealOneDamageCard(draft: ArmadaState, ship: Ship, faceup: boolean, name: string | null, events: ArmadaEvent[]): Result<true> {
  const drawn = drawDamageCard(draft, name, events);
  if (!drawn.ok) return drawn;
  const kind = damageCardKind(drawn.value);
  const cardId = `damage-${draft.nextDamageCardNumber++}`;
  const trait = kind?.trait ?? 'Ship';
  ship.damageCards.push({ id: cardId, name: drawn.value, trait, faceup });
  events.push({ type: 'damageCardDealt', ship: refOf(ship), card: drawn.value, cardId, trait, faceup, drawnByApp: name === null });
  if (ship.damageCards.length >= ship.hull && !ship.destroyed) {
    ship.destroyed = true;
    events.push({ type: 'unitDestroyed', unit: refOf(ship) });
  }
  return ok(true);
}

export function dealDamageCard(draft: ArmadaState, command: CommandOf<'dealDamageCard'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  if (found.value.destroyed) return refuse('unit_destroyed', `${found.value.name} is already destroyed.`);
  if ((command.card === undefined) === (command.drawForMe === undefined)) {
    return refuse('card_or_draw', 'Name the damage card drawn from the deck, or ask the app to draw one (drawForMe), not both.');
  }
  const events: ArmadaEvent[] = [];
  const dealt = dealOneDamageCard(draft, found.value, command.faceup, command.card ?? null, events);
  return dealt.ok ? ok(events) : dealt;
}

export function flipDamageCard(draft: ArmadaState, command: CommandOf<'flipDamageCard'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const flipped = flipDamageCardOf(found.value, command.card, command.faceup);
  if (!flipped.ok) return flipped;
  return ok([{ type: 'damageCardFlipped', ship: refOf(found.value), card: flipped.value.name, cardId: flipped.value.id, faceup: flipped.value.faceup }]);
}

/** Repairing a card discards it; a ship already destroyed stays destroyed. */
export function repairDamageCard(draft: ArmadaState, command: CommandOf<'repairDamageCard'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed: its damage cannot be repaired.`);
  const repaired = repairDamageCardOf(ship, command.card);
  if (!repaired.ok) return repaired;
  draft.damageDeck.discardPile.push(repaired.value.name);
  return ok([{ type: 'damageCardRepaired', ship: refOf(ship), card: repaired.value.name, cardId: repaired.value.id }]);
}
