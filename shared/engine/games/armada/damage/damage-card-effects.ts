import { ok, refuse, type Result } from '../../../core/result';
import { topDialUsed } from '../commands/dials-set-by-card';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import { hullZoneNames, hullZoneOf } from '../units/hull-zones';
import type { ArmadaState, DamageCard, HullZoneId, PendingEffect, PendingEffectKind, Ship } from '../model/state';
import { countFaceupDamage, hasFaceupDamage, refOf, type DamageCardName } from '../units/units';
import { drawDamageCard, placeDamageCard } from './damage-draw';

// The core set's damage cards (Armada damage deck, 22 kinds), applied at the moment each one names.
// Immediate cards resolve when dealt or turned faceup, then turn facedown; persistent cards are asked
// about by the rule they change (hasFaceupDamage). Where the app cannot see the table (overlaps) or a
// player chooses (a zone, a token), the card waits as a pending effect with a one-tap answer.

/** A persistent effect is in play while its card lies faceup on the ship. */
export const pendingEffectsOf = (state: ArmadaState): PendingEffect[] => state.pendingEffects ?? [];

function effectEvent(ship: Ship, card: DamageCard, effect: string, flippedFacedown: boolean): Extract<ArmadaEvent, { type: 'damageCardEffect' }> {
  return { type: 'damageCardEffect', ship: refOf(ship), card: card.name, cardId: card.id, effect, shieldsLost: [], dealt: [], flippedFacedown };
}

function turnFacedown(card: DamageCard): void {
  card.faceup = false;
}

function wait(draft: ArmadaState, ship: Ship, card: DamageCard, effect: PendingEffectKind, question: string, events: ArmadaEvent[]): void {
  const number = draft.nextEffectNumber ?? 1;
  draft.nextEffectNumber = number + 1;
  const pending: PendingEffect = { ...effect, id: `effect-${number}`, ship: ship.id, card: card.id, question: `${card.name}: ${question}` };
  draft.pendingEffects = [...pendingEffectsOf(draft), pending];
  events.push({ type: 'effectPending', effect: pending.id, ship: refOf(ship), card: card.name, question });
}

/**
 * RRG · Damage: a ship suffering damage outside an attack takes it on one hull zone the owner
 * chooses: shields first, then a facedown damage card per point. Stops once the ship is destroyed.
 */
export function sufferDamage(draft: ArmadaState, ship: Ship, zoneId: HullZoneId, amount: number, event: Extract<ArmadaEvent, { type: 'damageCardEffect' }>, events: ArmadaEvent[]): Result<true> {
  const zone = hullZoneOf(ship, zoneId);
  if (!zone) return refuse('unknown_hull_zone', `${ship.name} has no ${hullZoneNames[zoneId]} hull zone.`);
  const onShields = Math.min(zone.shields, amount);
  if (onShields > 0) {
    zone.shields -= onShields;
    event.shieldsLost.push({ zone: zone.zone, amount: onShields, remaining: zone.shields });
  }
  for (let n = onShields; n < amount && !ship.destroyed; n++) {
    const dealt = dealByEffect(draft, ship, events);
    if (!dealt.ok) return dealt;
    event.dealt.push(dealt.value);
  }
  return ok(true);
}

/** A facedown card an effect deals (not damage from an attack): drawn from the top of the app's deck. */
function dealByEffect(draft: ArmadaState, ship: Ship, events: ArmadaEvent[]): Result<{ card: string; cardId: string }> {
  const drawn = drawDamageCard(draft, null, events);
  if (!drawn.ok) return drawn;
  const wasDestroyed = ship.destroyed;
  const placed = placeDamageCard(draft, ship, drawn.value, false);
  if (ship.destroyed && !wasDestroyed) {
    events.push({ type: 'unitDestroyed', unit: refOf(ship) });
    dropEffectsOfDestroyed(draft);
  }
  return ok({ card: placed.name, cardId: placed.id });
}

/** The zones tied for the most remaining shields. */
function strongestZones(ship: Ship): HullZoneId[] {
  const most = Math.max(...ship.hullZones.map((zone) => zone.shields));
  return most > 0 ? ship.hullZones.filter((zone) => zone.shields === most).map((zone) => zone.zone) : [];
}

function dropAllShields(ship: Ship, zoneId: HullZoneId, event: Extract<ArmadaEvent, { type: 'damageCardEffect' }>): void {
  const zone = hullZoneOf(ship, zoneId);
  if (!zone || zone.shields === 0) return;
  const amount = zone.shields;
  zone.shields = 0;
  event.shieldsLost.push({ zone: zone.zone, amount, remaining: 0 });
}

/**
 * A damage card has just been dealt faceup or turned faceup: immediate cards resolve now (or wait on
 * their answer); persistent cards simply stay faceup. Events that follow an effect come after the
 * card's own event, so the history reads in order.
 */
export function resolveFaceupDamageCard(draft: ArmadaState, ship: Ship, card: DamageCard, events: ArmadaEvent[]): Result<true> {
  if (ship.destroyed) return ok(true);
  switch (card.name as DamageCardName) {
    case 'Structural Damage': {
      turnFacedown(card);
      const event = effectEvent(ship, card, 'one more facedown damage card is dealt.', true);
      const after: ArmadaEvent[] = [];
      const dealt = dealByEffect(draft, ship, after);
      if (!dealt.ok) return dealt;
      event.dealt.push(dealt.value);
      events.push(event, ...after);
      return ok(true);
    }
    case 'Projector Misaligned': {
      const zones = strongestZones(ship);
      if (zones.length > 1) {
        wait(draft, ship, card, { kind: 'projectorMisaligned', zones }, `tied for the most shields: ${zones.map((zone) => hullZoneNames[zone]).join(', ')}. Which zone loses all its shields?`, events);
        return ok(true);
      }
      turnFacedown(card);
      const event = effectEvent(ship, card, zones[0] ? `the ${hullZoneNames[zones[0]]} zone, with the most shields, loses them all.` : 'no zone has shields to lose.', true);
      if (zones[0]) dropAllShields(ship, zones[0], event);
      events.push(event);
      return ok(true);
    }
    case 'Shield Failure':
      wait(draft, ship, card, { kind: 'shieldFailure' }, 'the opponent chooses up to 2 hull zones; each loses 1 shield.', events);
      return ok(true);
    case 'Injured Crew': {
      if (!ship.defenseTokens.some((token) => token.state !== 'discarded')) {
        turnFacedown(card);
        events.push(effectEvent(ship, card, 'no defense token is left to discard.', true));
        return ok(true);
      }
      wait(draft, ship, card, { kind: 'injuredCrew' }, 'which defense token does the crew lose?', events);
      return ok(true);
    }
    case 'Comm Noise':
      wait(draft, ship, card, { kind: 'commNoise' }, 'the opponent lowers its speed by 1 or sets a new command on its top dial.', events);
      return ok(true);
    case 'Life Support Failure': {
      // Command tokens are kept on the ship by the commands rule; it reads this card too.
      const tokens = ship.commandTokens ?? [];
      ship.commandTokens = [];
      events.push(effectEvent(ship, card, tokens.length > 0 ? `all ${tokens.length} command token${tokens.length === 1 ? '' : 's'} are discarded; it cannot gain any.` : 'it cannot have command tokens.', false));
      return ok(true);
    }
    default:
      return ok(true);
  }
}

function pendingAt(draft: ArmadaState, id: string): Result<{ effect: PendingEffect; at: number; ship: Ship; card: DamageCard }> {
  const list = pendingEffectsOf(draft);
  const at = list.findIndex((effect) => effect.id === id);
  const effect = list[at];
  if (!effect) return refuse('unknown_effect', list.length === 0 ? 'No damage card is waiting for an answer.' : `There is no waiting effect ${id}: answer one of ${list.map((e) => e.id).join(', ')}.`);
  const ship = draft.ships.find((candidate) => candidate.id === effect.ship);
  const card = ship?.damageCards.find((candidate) => candidate.id === effect.card);
  if (!ship || !card) return refuse('unknown_effect', `The damage card behind ${id} is no longer on its ship.`);
  return ok({ effect, at, ship, card });
}

/** The one-tap answer to a waiting damage-card effect. */
export function answerEffect(draft: ArmadaState, command: CommandOf<'answerEffect'>): Result<ArmadaEvent[]> {
  const found = pendingAt(draft, command.effect);
  if (!found.ok) return found;
  const { effect, at, ship, card } = found.value;
  const events: ArmadaEvent[] = [];
  const done = () => {
    draft.pendingEffects = pendingEffectsOf(draft).filter((_, i) => i !== at);
  };
  switch (effect.kind) {
    case 'projectorMisaligned': {
      const zone = command.zone;
      if (!zone || !effect.zones.includes(zone)) {
        return refuse('choose_zone', `Projector Misaligned: choose one of the zones tied for the most shields (${effect.zones.map((z) => hullZoneNames[z]).join(', ')}).`);
      }
      turnFacedown(card);
      const event = effectEvent(ship, card, `the ${hullZoneNames[zone]} zone loses all its shields.`, true);
      dropAllShields(ship, zone, event);
      events.push(event);
      break;
    }
    case 'shieldFailure': {
      const zones = command.zones ?? [];
      if (zones.length > 2 || new Set(zones).size !== zones.length) return refuse('choose_zones', 'Shield Failure: choose up to 2 different hull zones.');
      const unknown = zones.find((zone) => !hullZoneOf(ship, zone));
      if (unknown) return refuse('unknown_hull_zone', `${ship.name} has no ${hullZoneNames[unknown]} hull zone.`);
      turnFacedown(card);
      const event = effectEvent(ship, card, zones.length === 0 ? 'the opponent takes no shields.' : `the ${zones.map((zone) => hullZoneNames[zone]).join(' and ')} zone${zones.length === 1 ? '' : 's'} lose 1 shield each.`, true);
      for (const zoneId of zones) {
        const zone = hullZoneOf(ship, zoneId);
        if (zone && zone.shields > 0) {
          zone.shields -= 1;
          event.shieldsLost.push({ zone: zone.zone, amount: 1, remaining: zone.shields });
        }
      }
      events.push(event);
      break;
    }
    case 'injuredCrew': {
      const token = ship.defenseTokens.find((candidate) => candidate.id === command.token);
      if (!token || token.state === 'discarded') {
        return refuse('choose_token', `Injured Crew: choose one of ${ship.name}’s defense tokens not yet discarded.`);
      }
      token.state = 'discarded';
      turnFacedown(card);
      events.push(effectEvent(ship, card, `its ${token.type} token is discarded.`, true));
      break;
    }
    case 'commNoise': {
      if (command.choice !== 'reduceSpeed' && command.choice !== 'newCommand') {
        return refuse('choose_answer', 'Comm Noise: the opponent either lowers the speed by 1 (reduceSpeed) or sets a new command on the top dial (newCommand).');
      }
      turnFacedown(card);
      if (command.choice === 'reduceSpeed') {
        const from = ship.speed;
        ship.speed = Math.max(0, ship.speed - 1);
        events.push(effectEvent(ship, card, from === 0 ? 'its speed is already 0.' : `the opponent lowers its speed from ${from} to ${ship.speed}.`, true));
      } else {
        events.push(effectEvent(ship, card, 'the opponent sets a new command on its top command dial.', true));
      }
      break;
    }
    case 'crewPanic': {
      if (command.choice === 'discardDial') {
        events.push(effectEvent(ship, card, 'its command dial is discarded: it reveals no dial this round.', false));
        ship.dialDiscarded = true;
        topDialUsed(ship);
      } else if (command.choice === 'sufferDamage' && command.zone) {
        const event = effectEvent(ship, card, `it suffers 1 damage on the ${hullZoneNames[command.zone]} zone rather than lose its dial.`, false);
        const after: ArmadaEvent[] = [];
        const suffered = sufferDamage(draft, ship, command.zone, 1, event, after);
        if (!suffered.ok) return suffered;
        events.push(event, ...after);
      } else {
        return refuse('choose_answer', 'Crew Panic: before the dial is revealed, suffer 1 damage on a hull zone you choose (sufferDamage with a zone) or discard the dial (discardDial).');
      }
      break;
    }
    case 'damagedControls': {
      if (command.choice !== 'overlapped' && command.choice !== 'clear') {
        return refuse('choose_answer', 'Damaged Controls: say whether the ship overlapped a ship or obstacle (overlapped) or not (clear).');
      }
      if (command.choice === 'overlapped') {
        const event = effectEvent(ship, card, 'it overlapped: one more facedown damage card is dealt.', false);
        const after: ArmadaEvent[] = [];
        const dealt = dealByEffect(draft, ship, after);
        if (!dealt.ok) return dealt;
        event.dealt.push(dealt.value);
        events.push(event, ...after);
      } else {
        events.push(effectEvent(ship, card, 'it overlapped nothing.', false));
      }
      break;
    }
    case 'faceupWindow': {
      // The owner lets the card act: it resolves as dealt (a card of the ship that discards it is used as a card effect instead).
      if (command.choice !== 'resolve') return refuse('choose_answer', `${card.name}: let it act (resolve), or use the card that discards it or turns it facedown first.`);
      done();
      const resolved = resolveFaceupDamageCard(draft, ship, card, events);
      if (!resolved.ok) return resolved;
      return ok(events);
    }
    case 'sufferDamage': {
      if (!command.zone) return refuse('choose_zone', `${card.name}: choose the hull zone that suffers the damage.`);
      const event = effectEvent(ship, card, `it suffers ${effect.amount} damage on the ${hullZoneNames[command.zone]} zone.`, false);
      const after: ArmadaEvent[] = [];
      const suffered = sufferDamage(draft, ship, command.zone, effect.amount, event, after);
      if (!suffered.ok) return suffered;
      events.push(event, ...after);
      break;
    }
  }
  done();
  return ok(events);
}

/**
 * RRG · Damage Cards, and the cards that act before a faceup one resolves (Medical Team, Tide of
 * Progress XII, Lira Wessex): when the ship carries such a card for this card's trait, the table waits
 * — the card's effect is offered, or the owner lets the damage card act.
 */
export function holdsFaceupWindow(ship: Ship, card: DamageCard): boolean {
  return (ship.cardEffects ?? []).some((effect) => effect.moment === 'faceupDamageDealt' && effect.conditions.every((condition) => condition.kind !== 'dealtTrait' || condition.trait === card.trait));
}

export function openFaceupWindow(draft: ArmadaState, ship: Ship, card: DamageCard, events: ArmadaEvent[]): void {
  const cards = (ship.cardEffects ?? []).filter((effect) => effect.moment === 'faceupDamageDealt').map((effect) => effect.source);
  wait(draft, ship, card, { kind: 'faceupWindow', trait: card.trait }, `dealt faceup. Before it acts, ${[...new Set(cards)].join(' or ')} may act on it; or let it act.`, events);
}

/** Thruster Fissure: a change of speed by 1 or more costs 1 damage on a zone the owner picks. */
export function afterSpeedChange(draft: ArmadaState, ship: Ship, events: ArmadaEvent[]): void {
  for (const card of ship.damageCards) {
    if (card.faceup && card.name === 'Thruster Fissure') wait(draft, ship, card, { kind: 'sufferDamage', amount: 1 }, 'the speed changed: which hull zone suffers 1 damage?', events);
  }
}

/** At the end of a ship's activation (after its maneuver): Ruptured Engine and Damaged Controls. */
export function afterManeuver(draft: ArmadaState, ship: Ship, events: ArmadaEvent[]): void {
  if (ship.destroyed) return;
  for (const card of ship.damageCards) {
    if (!card.faceup) continue;
    if (card.name === 'Ruptured Engine' && ship.speed > 1) wait(draft, ship, card, { kind: 'sufferDamage', amount: 1 }, `it moved at speed ${ship.speed}: which hull zone suffers 1 damage?`, events);
    if (card.name === 'Damaged Controls') wait(draft, ship, card, { kind: 'damagedControls' }, 'did its maneuver overlap a ship or an obstacle?', events);
  }
}

/** Crew Panic: before the ship reveals its command dial. */
export function beforeRevealingDial(draft: ArmadaState, ship: Ship, events: ArmadaEvent[]): void {
  for (const card of ship.damageCards) {
    if (card.faceup && card.name === 'Crew Panic') wait(draft, ship, card, { kind: 'crewPanic' }, 'before its dial is revealed: suffer 1 damage, or discard the dial?', events);
  }
}

/** The pending effects of a ship that end with it: a destroyed ship answers nothing. */
export function dropEffectsOfDestroyed(draft: ArmadaState): void {
  if (!draft.pendingEffects) return;
  draft.pendingEffects = draft.pendingEffects.filter((effect) => !draft.ships.find((ship) => ship.id === effect.ship)?.destroyed);
}

/** RRG · Engineering (Power Failure): each faceup copy halves the value, rounded down, one after the other. */
export function engineeringValue(ship: Ship): number {
  let value = ship.engineering ?? 0;
  for (let n = countFaceupDamage(ship, 'Power Failure'); n > 0; n--) value = Math.floor(value / 2);
  return value;
}
