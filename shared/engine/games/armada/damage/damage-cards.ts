import { flipDamageCardOf, repairDamageCardOf, type DamageCard } from '../../../core/damage-cards';
import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import { dropEffectsOfDestroyed, holdsFaceupWindow, openFaceupWindow, pendingEffectsOf, resolveFaceupDamageCard } from './damage-card-effects';
import { drawDamageCard, placeDamageCard } from './damage-draw';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Ship } from '../model/state';
import { findShip, refOf } from '../units/units';

/** Deals one card to a ship and destroys it when its damage cards reach its hull value; a faceup card's effect follows. */
export function dealOneDamageCard(draft: ArmadaState, ship: Ship, faceup: boolean, name: string | null, events: ArmadaEvent[]): Result<true> {
  const drawn = drawDamageCard(draft, name, events);
  if (!drawn.ok) return drawn;
  const wasDestroyed = ship.destroyed;
  const card = placeDamageCard(draft, ship, drawn.value, faceup);
  events.push({ type: 'damageCardDealt', ship: refOf(ship), card: card.name, cardId: card.id, trait: card.trait, faceup, drawnByApp: name === null });
  if (ship.destroyed && !wasDestroyed) {
    events.push({ type: 'unitDestroyed', unit: refOf(ship) });
    dropEffectsOfDestroyed(draft);
  }
  if (faceup && !ship.destroyed && holdsFaceupWindow(ship, card)) {
    openFaceupWindow(draft, ship, card, events);
    return ok(true);
  }
  if (faceup) return resolveFaceupDamageCard(draft, ship, card, events);
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
  const events: ArmadaEvent[] = [{ type: 'damageCardFlipped', ship: refOf(found.value), card: flipped.value.name, cardId: flipped.value.id, faceup: flipped.value.faceup }];
  // A card turned faceup by an effect resolves as if dealt faceup (RRG · Damage Cards).
  if (flipped.value.faceup) {
    const resolved = resolveFaceupDamageCard(draft, found.value, flipped.value, events);
    if (!resolved.ok) return resolved;
  } else {
    draft.pendingEffects = pendingEffectsOf(draft).filter((effect) => effect.card !== flipped.value.id);
  }
  return ok(events);
}

/** A ship's damage card is discarded (repaired, or a card's effect): onto the discard pile, with any effect of it still waiting. */
export function discardDamageCard(draft: ArmadaState, ship: Ship, cardId: string, events: ArmadaEvent[]): Result<DamageCard> {
  const repaired = repairDamageCardOf(ship, cardId);
  if (!repaired.ok) return repaired;
  draft.damageDeck.discardPile.push(repaired.value.name);
  draft.pendingEffects = pendingEffectsOf(draft).filter((effect) => effect.card !== repaired.value.id);
  events.push({ type: 'damageCardRepaired', ship: refOf(ship), card: repaired.value.name, cardId: repaired.value.id });
  return repaired;
}

/** Repairing a card discards it; a ship already destroyed stays destroyed. */
export function repairDamageCard(draft: ArmadaState, command: CommandOf<'repairDamageCard'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed: its damage cannot be repaired.`);
  const events: ArmadaEvent[] = [];
  const repaired = discardDamageCard(draft, ship, command.card, events);
  return repaired.ok ? ok(events) : repaired;
}
