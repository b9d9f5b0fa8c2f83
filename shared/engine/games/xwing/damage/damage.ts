import { shuffle } from '../../../core/random';
import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import { damageCardKind } from './damage-deck';
import type { XwingEvent } from '../model/events';
import { shipLeavesPlay } from '../ships/leave-play';
import { openPrompt } from '../abilities/prompts';
import { hasFaceup } from '../ships/ship-status';
import { addTokens } from '../tokens/ship-tokens';
import type { DamageCard, DamagePoint, DamageTrait, DamageWindow, Player, Ship, XwingState } from '../model/state';
import { openDamageWindow } from './damage-window';
import { findShip, ownerOf, refOf, shipName } from '../ships/ships';
import { flipDamageCardOf, repairDamageCardOf } from '../../../core/damage-cards';

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
 * hit deals a facedown damage card and a crit a faceup one. Hull Breach turns hit damage into crit
 * damage. Cards whose effect adds damage (Direct Hit!, Fuel Leak) are not foreseen here.
 */
export function planDamage(ship: Ship, hits: number, crits: number): DamagePlan {
  const breached = hasFaceup(ship, 'Hull Breach');
  const h = breached ? 0 : hits;
  const c = breached ? hits + crits : crits;
  const shieldsOnHits = Math.min(ship.shields.current, h);
  const shieldsOnCrits = Math.min(ship.shields.current - shieldsOnHits, c);
  const facedownCards = h - shieldsOnHits;
  const faceupCards = c - shieldsOnCrits;
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

/**
 * h7-xpilots · RRG · Damage Cards: instead of the card waiting in the window, 3 are drawn and 1 kept (Maarek Stele):
 * drawn by the app, the next 2 of the deck join it and the player names the one kept (asked with the 3 names);
 * named by the player, the card kept is named from the deck. The others go to the discard pile; the one kept is dealt faceup.
 */
export function keepOneOfThree(draft: XwingState, ship: Ship, window: DamageWindow, keep: string | undefined, source: string, events: XwingEvent[]): Result<true> {
  const card = window.card;
  if (!card || card.discarded) return refuse('no_card', `${source} acts on a damage card about to be dealt, and none waits now.`);
  const player = ownerOf(draft, ship);
  const deck = player.damageDeck;
  if (card.drawnByApp && deck.drawPile.length < 2) refillDamageDeck(draft, player, events);
  const extra = card.drawnByApp ? deck.drawPile.slice(0, 2) : [];
  const choices = [card.name, ...extra];
  if (keep === undefined) return refuse('card_needed', card.drawnByApp ? `${source}: name the damage card kept of the three drawn (${choices.join(', ')}).` : `${source}: draw 2 more damage cards and name the one kept.`);
  if (card.drawnByApp && !choices.includes(keep)) return refuse('not_a_choice', `${source} keeps one of ${choices.join(', ')}, not ${keep}.`);
  if (card.drawnByApp) deck.drawPile.splice(0, extra.length);
  else if (keep !== card.name) {
    const at = deck.drawPile.indexOf(keep);
    if (at < 0 || !damageCardKind(keep)) return refuse('damage_card_not_in_deck', `No ${keep} is left in ${player.name}’s damage deck.`);
    deck.drawPile.splice(at, 1);
  }
  const others = [...choices];
  others.splice(others.indexOf(keep) >= 0 ? others.indexOf(keep) : others.length, 1);
  deck.discardPile.push(...(keep === card.name || card.drawnByApp ? others : [card.name]));
  window.card = { name: keep, faceup: true, trait: damageCardKind(keep)?.trait ?? 'Ship', drawnByApp: card.drawnByApp };
  return ok(true);
}

/** A card drawn for the ship, before it is dealt (RRG · Damage Cards: a card may act on it first). */
export interface DrawnCard {
  name: string;
  faceup: boolean;
  trait: DamageTrait;
  drawnByApp: boolean;
}

function drawFor(draft: XwingState, ship: Ship, faceup: boolean, name: string | null, events: XwingEvent[]): Result<DrawnCard> {
  const drawn = drawDamageCard(draft, ownerOf(draft, ship), name, events);
  if (!drawn.ok) return drawn;
  return ok({ name: drawn.value, faceup, trait: damageCardKind(drawn.value)?.trait ?? 'Ship', drawnByApp: name === null });
}

/** The card drawn goes onto the ship, as its facing now says. */
function placeCard(draft: XwingState, ship: Ship, drawn: DrawnCard, events: XwingEvent[]): DamageCard {
  const cardId = `damage-${draft.nextDamageCardNumber++}`;
  const card: DamageCard = { id: cardId, name: drawn.name, trait: drawn.trait, faceup: drawn.faceup };
  ship.damageCards.push(card);
  events.push({ type: 'damageCardDealt', ship: refOf(ship), card: drawn.name, cardId, trait: drawn.trait, faceup: drawn.faceup, drawnByApp: drawn.drawnByApp });
  return card;
}

/** The damage cards named by the player, or null to let the app draw them; refused when too few are named. */
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
  // More names than the plan are allowed: a Direct Hit! or Fuel Leak among them deals another card.
  if (command.cards.length < needed) return refuse('wrong_damage_card_count', `This deals ${needed} damage card${needed === 1 ? '' : 's'}, not ${command.cards.length}.`);
  return ok(command.cards);
}

/** RRG · Damage cards, repair: a faceup card is turned facedown; a facedown card is discarded (and its hull is back). */
export function repairCard(draft: XwingState, ship: Ship, card: DamageCard, events: XwingEvent[]): void {
  if (card.faceup) {
    card.faceup = false;
    events.push({ type: 'damageCardRepaired', ship: refOf(ship), card: card.name, cardId: card.id, to: 'facedown' });
    return;
  }
  repairDamageCardOf(ship, card.id);
  ownerOf(draft, ship).damageDeck.discardPile.push(card.name);
  events.push({ type: 'damageCardRepaired', ship: refOf(ship), card: card.name, cardId: card.id, to: 'discarded' });
}

function countDamage(draft: XwingState, ship: Ship): void {
  const rounds = draft.damageByRound[ship.owner];
  while (rounds.length < draft.round) rounds.push(0);
  rounds[draft.round - 1] = (rounds[draft.round - 1] ?? 0) + 1;
}

/** The damage as it is suffered, one point at a time: what is left, the names not used yet, what follows it. */
interface DamageRun {
  queue: DamagePoint[];
  named: string[] | null;
  then?: DamageWindow['then'];
}

/**
 * The ship suffers the damage one point at a time, hits before crits, so each faceup card acts at
 * its moment: Hull Breach turns hit damage into crit damage; Direct Hit! adds a hit at once and
 * Panicked Pilot gives two stress, each then repaired (turned facedown); a faceup Fuel Leak adds a
 * hit after each crit and is repaired. Named cards are used in order; when they run out before
 * the extra damage does, the rest waits as a prompt. The ship is destroyed once its damage cards
 * reach its hull value. RRG · Damage: a card that acts before the ship suffers the damage, or before
 * a card drawn is dealt, holds the rest of it in the damage window until the table answers.
 */
export function sufferDamage(draft: XwingState, ship: Ship, hits: number, crits: number, names: readonly string[] | null, events: XwingEvent[], source = 'Damage'): Result<true> {
  const queue: DamagePoint[] = [...Array.from({ length: hits }, () => ({ point: 'hit' as const, source })), ...Array.from({ length: crits }, () => ({ point: 'crit' as const, source }))];
  const run: DamageRun = { queue, named: names ? [...names] : null };
  if (queue.length > 0 && openDamageWindow(draft, ship, { moment: 'suffer', ...run }, events)) return ok(true);
  return runDamage(draft, ship, run, events, names?.length ?? null);
}

/** What follows a point that reached the hull: the damage counted, and the Fuel Leaks that were faceup before it add their hit. */
function afterPoint(draft: XwingState, ship: Ship, leaks: readonly DamageCard[], queue: DamagePoint[], flushShields: () => void, events: XwingEvent[]): void {
  countDamage(draft, ship);
  for (const leak of leaks) {
    if (!leak.faceup) continue;
    flushShields();
    events.push({ type: 'damageCardTriggered', ship: refOf(ship), card: leak.name, effect: 'extraHit' });
    queue.unshift({ point: 'hit', source: leak.name });
    repairCard(draft, ship, leak, events);
  }
}

/** The card is dealt: a faceup Direct Hit! or Panicked Pilot acts at once, then is repaired. */
function dealDrawn(draft: XwingState, ship: Ship, drawn: DrawnCard, queue: DamagePoint[], events: XwingEvent[]): void {
  const card = placeCard(draft, ship, drawn, events);
  if (card.faceup && card.name === 'Direct Hit!') {
    events.push({ type: 'damageCardTriggered', ship: refOf(ship), card: card.name, effect: 'extraHit' });
    queue.unshift({ point: 'hit', source: card.name });
    repairCard(draft, ship, card, events);
  } else if (card.faceup && card.name === 'Panicked Pilot') {
    events.push({ type: 'damageCardTriggered', ship: refOf(ship), card: card.name, effect: 'twoStress' });
    addTokens(ship, { token: 'stress' }, 2);
    events.push({ type: 'tokenGained', ship: refOf(ship), token: { token: 'stress', side: null, lockedBy: null }, count: 2, byAction: false });
    repairCard(draft, ship, card, events);
  }
}

/** `given`: how many names the command gave (a run never paused refuses names left over); null when the app draws or the run resumes. */
function runDamage(draft: XwingState, ship: Ship, run: DamageRun, events: XwingEvent[], given: number | null): Result<true> {
  const { queue, named } = run;
  let shieldsLost = 0;
  const flushShields = () => {
    if (shieldsLost === 0) return;
    events.push({ type: 'shieldsLost', ship: refOf(ship), amount: shieldsLost, remaining: ship.shields.current });
    shieldsLost = 0;
  };
  while (queue.length > 0) {
    const next = queue.shift() as DamagePoint;
    let point = next.point;
    const breach = next.pastShields ? undefined : ship.damageCards.find((card) => card.faceup && card.name === 'Hull Breach');
    if (point === 'hit' && breach) {
      point = 'crit';
      flushShields();
      events.push({ type: 'damageCardTriggered', ship: refOf(ship), card: breach.name, effect: 'hitsBecomeCrits' });
    }
    // Fuel Leaks already faceup before this point; one dealt by this very point waits for the next crit.
    const leaks = point === 'crit' ? ship.damageCards.filter((card) => card.faceup && card.name === 'Fuel Leak') : [];
    if (!next.pastShields && ship.shields.current > 0) {
      ship.shields.current -= 1;
      shieldsLost += 1;
    } else {
      flushShields();
      let name: string | null = null;
      if (named) {
        const given_ = named.shift();
        if (given_ === undefined) {
          // The player named fewer cards than the effects asked for: the rest is dealt when they draw it.
          const rest = [{ point, source: next.source }, ...queue];
          openPrompt(draft, ship, 'extraDamage', next.source, events, { hits: rest.filter((p) => p.point === 'hit').length, crits: rest.filter((p) => p.point === 'crit').length });
          queue.length = 0;
          break;
        }
        name = given_;
      }
      const drawn = drawFor(draft, ship, point === 'crit', name, events);
      if (!drawn.ok) return drawn;
      // RRG · Damage Cards: a card that acts before this one is dealt holds it (and the rest) in the window.
      if (openDamageWindow(draft, ship, { moment: 'dealt', ...run, card: drawn.value, leaks: leaks.map((leak) => leak.id) }, events)) {
        return ok(true);
      }
      dealDrawn(draft, ship, drawn.value, queue, events);
    }
    afterPoint(draft, ship, leaks, queue, flushShields, events);
  }
  flushShields();
  if (given !== null && named && named.length > 0) return refuse('wrong_damage_card_count', `Only ${given - named.length} damage card${given - named.length === 1 ? ' was' : 's were'} dealt, not ${given}: leave out ${named.join(', ')}.`);
  if (!ship.destroyed && ship.damageCards.length >= ship.hull) shipLeavesPlay(draft, ship, events);
  return ok(true);
}

/**
 * RRG · Damage: the window's questions are answered: the card waiting is dealt as it now stands
 * (facedown, faceup, or discarded by a card), and the rest of the damage follows (it may stop at
 * the window again). Names left over once a card changed the damage are not dealt.
 */
export function resumeDamage(draft: XwingState, events: XwingEvent[]): Result<DamageWindow['then'] | null> {
  const window = draft.damageWindow;
  if (!window) return ok(null);
  draft.damageWindow = null;
  const found = findShip(draft, window.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const run: DamageRun = { queue: window.queue, named: window.named, ...(window.then ? { then: window.then } : {}) };
  if (window.moment === 'dealt' && window.card) {
    const card = window.card;
    if (card.discarded) {
      ownerOf(draft, ship).damageDeck.discardPile.push(card.name);
      events.push({ type: 'damageCardDiscarded', ship: refOf(ship), card: card.name, faceup: card.faceup });
    } else {
      dealDrawn(draft, ship, card, run.queue, events);
      const leaks = ship.damageCards.filter((held) => window.leaks?.includes(held.id));
      afterPoint(draft, ship, leaks, run.queue, () => undefined, events);
    }
  }
  const done = runDamage(draft, ship, run, events, null);
  if (!done.ok) return done;
  return ok(draft.damageWindow ? null : (window.then ?? null));
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

/** RRG · Repair: a faceup card turns facedown, a facedown one goes to its owner's discard pile; a destroyed ship stays destroyed. */
export function repairDamageCard(draft: XwingState, command: CommandOf<'repairDamageCard'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('ship_destroyed', `${shipName(ship)} is destroyed: its damage cannot be repaired.`);
  const card = ship.damageCards.find((candidate) => candidate.id === command.card);
  if (!card) return refuse('unknown_damage_card', `${shipName(ship)} has no damage card ${command.card}.`);
  const events: XwingEvent[] = [];
  repairCard(draft, ship, card, events);
  return ok(events);
}

// --- Devices (issue 23) ---
/** A card dealt straight to the ship, past its shields (a Concussion Bomb): facedown, drawn by the app; a card may act before it is dealt (the damage window). */
export function dealFacedownCardPastShields(draft: XwingState, ship: Ship, events: XwingEvent[], source = 'Damage'): Result<true> {
  return runDamage(draft, ship, { queue: [{ point: 'hit', source, pastShields: true }], named: null }, events, null);
}
