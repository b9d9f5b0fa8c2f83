import { shuffle } from '../../../core/random';
import { ok, refuse, type Result } from '../../../core/result';
import { damageCardKind } from './damage-deck';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, DamageCard, Ship } from '../model/state';

/**
 * Takes one card from the damage deck: the one the player names (drawn from the physical deck) or,
 * when `name` is null, the top card of the deck the seeded source shuffled at setup. An empty deck
 * is refilled by shuffling the discard pile, as at the table.
 */
export function drawDamageCard(draft: ArmadaState, name: string | null, events: ArmadaEvent[]): Result<string> {
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

/** Lays a drawn card by the ship; the ship is destroyed once its cards reach its hull value (the caller says so). */
export function placeDamageCard(draft: ArmadaState, ship: Ship, name: string, faceup: boolean): DamageCard {
  const card: DamageCard = { id: `damage-${draft.nextDamageCardNumber++}`, name, trait: damageCardKind(name)?.trait ?? 'Ship', faceup };
  ship.damageCards.push(card);
  if (ship.damageCards.length >= ship.hull) ship.destroyed = true;
  return card;
}
