import { shuffle } from '../../core/random';
import { ok, refuse, type Result } from '../../core/result';
import type { CommandOf } from './commands';
import { damageCardKind } from './damage-deck';
import type { XwingEvent } from './events';
import type { Player, Ship, XwingState } from './state';
import { findShip, ownerOf, refOf, shipName } from './ships';
import { flipDamageCardOf, repairDamageCardOf } from '../../core/damage-cards';

export interface DamagePlan {
  shieldsLost: number;
  /** One per hit that no shield took. */
  facedownCards: number;
  /** One per crit that no shield took. */
  faceupCards: number;
  destroys: boolean;
}

/**
 * Hits are suffered before crits; each point takes a shield while the ship has any, otherwise a
 * hit deals a facedown damage card and a crit a faceup one.
 */
export function planDamage(ship: Ship, hits: number, crits: number): DamagePlan {
  const shieldsOnHits = Math.min(ship.shields.current, hits);
  const shieldsOnCrits = Math.min(ship.shields.current - shieldsOnHits, crits);
  const facedownCards = hits - shieldsOnHits;
  const faceupCards = crits - shieldsOnCrits;
  const cards = facedownCards + faceupCards;
  return { shieldsLost: shieldsOnHits + shieldsOnCrits, facedownCards, faceupCards, destroys: cards > 0 && ship.damageCards.length + cards >= ship.hull };
}

/**
 * An empty damage deck is rebuilt from the discard pile and the cards on the player's destroyed
 * ships, shuffled by the seeded source: the new order is fixed in the log like the first one.
 */
function refillDamageDeck(draft: XwingState, player: Player, events: XwingEvent[]): void {
  const deck = player.damageDeck;
  const fromWrecks = draft.ships.filter((ship) => ship.owner === player.id && ship.destroyed).flatMap((ship) => ship.damageCards.splice(0).map((card) => card.name));
  const cards = [...deck.discardPile, ...fromWrecks];
  if (cards.length === 0) return;
  const [reshuffled, random] = shuffle(draft.random, cards);
  draft.random = random;
  deck.drawPile = reshuffled;
  deck.discardPile = [];
  events.push({ type: 'damageDeckReshuffled', player: player.id, playerName: player.name, cards: reshuffled.length });
}

/** The card the player drew from their deck and named, or (name null) the top card of the deck shuffled at setup. */
function drawDamageCard(draft: XwingState, player: Player, name: string | null, events: XwingEvent[]): Result<string> {
  const deck = player.damageDeck;
  if (deck.drawPile.length === 0) refillDamageDeck(draft, player, events);
  if (name === null) {
    const top = deck.drawPile.shift();
    return top === undefined ? refuse('damage_deck_empty', `${player.name}’s damage deck is empty: every damage card is on a ship in play.`) : ok(top);
  }
  const kind = damageCardKind(name);
  if (!kind) return refuse('unknown_damage_card', `"${name}" is not a card of the core damage deck.`);
  const at = deck.drawPile.indexOf(name);
  if (at < 0) return refuse('damage_card_not_in_deck', `No ${name} is left in ${player.name}’s damage deck: all ${kind.count} are out of it.`);
  deck.drawPile.splice(at, 1);
  return ok(name);
}

function dealDamageCard(draft: XwingState, ship: Ship, faceup: boolean, name: string | null, events: XwingEvent[]): Result<true> {
  const drawn = drawDamageCard(draft, ownerOf(draft, ship), name, events);
  if (!drawn.ok) return drawn;
  const cardId = `damage-${draft.nextDamageCardNumber++}`;
  const trait = damageCardKind(drawn.value)?.trait ?? 'Ship';
  ship.damageCards.push({ id: cardId, name: drawn.value, trait, faceup });
  events.push({ type: 'damageCardDealt', ship: refOf(ship), card: drawn.value, cardId, trait, faceup, drawnByApp: name === null });
  return ok(true);
}

/** The damage cards named by the player, or null to let the app draw them; refused when the count is wrong. */
export function namedOrDrawn(command: { cards?: string[] | undefined; drawForMe?: true | undefined }, plan: DamagePlan): Result<string[] | null> {
  const needed = plan.facedownCards + plan.faceupCards;
  if (command.cards !== undefined && command.drawForMe !== undefined) return refuse('card_or_draw', 'Name the damage cards drawn, or ask the app to draw them (drawForMe), not both.');
  if (needed === 0) {
    if (command.cards !== undefined && command.cards.length > 0) return refuse('wrong_damage_card_count', 'No damage card is dealt: the shields take all of it.');
    return ok([]);
  }
  if (command.drawForMe) return ok(null);
  if (command.cards === undefined) {
    return refuse('damage_cards_needed', `Deal ${needed} damage card${needed === 1 ? '' : 's'}: name the cards drawn (facedown ones first), or ask the app to draw them (drawForMe).`);
  }
  if (command.cards.length !== needed) return refuse('wrong_damage_card_count', `This deals ${needed} damage card${needed === 1 ? '' : 's'}, not ${command.cards.length}.`);
  return ok(command.cards);
}

/** The ship suffers the damage; it is destroyed once its damage cards reach its hull value. */
export function sufferDamage(draft: XwingState, ship: Ship, hits: number, crits: number, names: readonly string[] | null, events: XwingEvent[]): Result<true> {
  const plan = planDamage(ship, hits, crits);
  if (plan.shieldsLost > 0) {
    ship.shields.current -= plan.shieldsLost;
    events.push({ type: 'shieldsLost', ship: refOf(ship), amount: plan.shieldsLost, remaining: ship.shields.current });
  }
  const faceups = [...Array.from({ length: plan.facedownCards }, () => false), ...Array.from({ length: plan.faceupCards }, () => true)];
  for (const [n, faceup] of faceups.entries()) {
    const dealt = dealDamageCard(draft, ship, faceup, names?.[n] ?? null, events);
    if (!dealt.ok) return dealt;
  }
  if (!ship.destroyed && ship.damageCards.length >= ship.hull) {
    ship.destroyed = true;
    events.push({ type: 'shipDestroyed', ship: refOf(ship) });
  }
  return ok(true);
}

/** Damage from outside an attack (an obstacle, a card effect). */
export function sufferDamageCommand(draft: XwingState, command: CommandOf<'sufferDamage'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('ship_destroyed', `${shipName(ship)} is already destroyed.`);
  if (command.hits + command.crits === 0) return refuse('no_damage', 'Say how many hits and crits the ship suffers: at least one.');
  const names = namedOrDrawn(command, planDamage(ship, command.hits, command.crits));
  if (!names.ok) return names;
  const events: XwingEvent[] = [{ type: 'damageSuffered', ship: refOf(ship), hits: command.hits, crits: command.crits }];
  const suffered = sufferDamage(draft, ship, command.hits, command.crits, names.value, events);
  return suffered.ok ? ok(events) : suffered;
}

export function flipDamageCard(draft: XwingState, command: CommandOf<'flipDamageCard'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const flipped = flipDamageCardOf(found.value, command.card, command.faceup);
  if (!flipped.ok) return flipped;
  return ok([{ type: 'damageCardFlipped', ship: refOf(found.value), card: flipped.value.name, cardId: flipped.value.id, faceup: flipped.value.faceup }]);
}

/** A repaired card goes to its owner's discard pile; a destroyed ship stays destroyed. */
export function repairDamageCard(draft: XwingState, command: CommandOf<'repairDamageCard'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('ship_destroyed', `${shipName(ship)} is destroyed: its damage cannot be repaired.`);
  const repaired = repairDamageCardOf(ship, command.card);
  if (!repaired.ok) return repaired;
  ownerOf(draft, ship).damageDeck.discardPile.push(repaired.value.name);
  return ok([{ type: 'damageCardRepaired', ship: refOf(ship), card: repaired.value.name, cardId: repaired.value.id }]);
}
