import { assignCondition, sameConditionName } from '../damage/conditions';
import { recoverUpgradeCharges } from '../../../core/fitted-upgrades';
import { ok, refuse, type Result } from '../../../core/result';
import { dealFacedownCardPastShields, keepOneOfThree, repairCard, sufferDamage } from '../damage/damage';
import { damageCardKind } from '../damage/damage-deck';
import type { CommandOf } from '../model/commands';
import type { DieFace, XwingEvent } from '../model/events';
import type { Party, Ship, XwingState } from '../model/state';
import { diceOf, rerollChosenDice, takeModifyingTurn } from '../attack/modify-dice';
import { enteredOrRolledFaces } from '../attack/entered-faces';
import { findShip, refOf, shipName } from '../ships/ships';
import { shipLeavesPlay } from '../ships/leave-play';
import { barOf } from '../ships/action-bar';
import { chargesOf, upgradesMissingCharges } from '../ships/charges';
import { gainTokens } from '../tokens/token-commands';
import { locksHeldBy, takeTokens, tokenRef } from '../tokens/ship-tokens';
import { tokenCatalogue } from '../tokens/token-catalogue';
import { countFocusModified, whyFocusLimited, whyRerollLimited } from './available-effects';
import { availableEffects, chargesFor, grantsEvenWhileStressed, heldCount, diceChoice, effectKey, momentsOfStep, whyNotOffered, type EffectSituation } from './available-effects';
import { isDiceEffect, type CardEffect, type DiceEffectFact, type TurnEffect } from './card-effect';
import { payEffectCost, type EffectChoice } from './effect-costs';
import { flipUpgrade, isDualUpgrade } from './flip-upgrade';
import { dialChoices, revealedDialOf, speedChoices } from '../maneuvers/revealed-dial';
import { bearingNames, maneuverWords, sameCourse } from '../maneuvers/dial';

// Issue 34 · using a card effect: its cost paid (its upgrade card's charges, Force, tokens, stress,
// damage), its effect applied with the dice machinery of Modify Dice (rerolls once per die, the modify
// order), recorded for "once" limits, and said in the history.

type Use = CommandOf<'useCardEffect'>;


/** The ship a token or damage goes to: the other ship of the attack, or the one the player names. */
function recipient(draft: XwingState, ship: Ship, other: Ship | null, who: 'self' | 'other' | 'friendly' | 'enemy' | 'any', choice: EffectChoice, source: string): Result<Ship> {
  if (who === 'self') return ok(ship);
  if (who === 'other') {
    if (other) return ok(other);
    if (choice.target === undefined) return refuse('target_needed', `Name the ship ${source} acts on.`);
  }
  if (choice.target === undefined) return refuse('target_needed', `Name the ${who === 'any' ? '' : `${who} `}ship ${source} acts on.`);
  const found = findShip(draft, choice.target);
  if (!found.ok) return found;
  const friendly = found.value.owner === ship.owner;
  if ((who === 'friendly' && !friendly) || (who === 'enemy' && friendly)) return refuse('wrong_target', `${source} acts on ${who === 'friendly' ? 'a friendly' : 'an enemy'} ship: ${shipName(found.value)} is not one.`);
  return ok(found.value);
}

/** Up to `amount` reinforce tokens leave the ship (fore first), said in the history: the sides they left. */
function removeReinforce(draft: XwingState, ship: Ship, amount: number, reason: string, events: XwingEvent[]): ('fore' | 'aft')[] {
  const removed: ('fore' | 'aft')[] = [];
  for (let n = 0; n < amount; n++) {
    const side = ship.tokens.reinforce.fore > 0 ? 'fore' : ship.tokens.reinforce.aft > 0 ? 'aft' : null;
    if (!side) break;
    ship.tokens.reinforce[side] -= 1;
    events.push({ type: 'tokenRemoved', ship: refOf(ship), token: tokenRef(draft, { token: 'reinforce', side }), count: 1, reason });
    removed.push(side);
  }
  return removed;
}

/** r3-x-pilots: any other ship the player names (friendly or enemy). */
function namedShip(draft: XwingState, ship: Ship, choice: EffectChoice, source: string): Result<Ship> {
  if (choice.target === undefined) return refuse('target_needed', `Name the ship ${source} acts on.`);
  const found = findShip(draft, choice.target);
  if (!found.ok) return found;
  if (found.value.id === ship.id) return refuse('wrong_target', `${source} acts on another ship, not on ${shipName(ship)} itself.`);
  return ok(found.value);
}

/** The ship is the attacker or the defender of the attack under way. */
const inTheAttack = (draft: XwingState, ship: Ship): boolean => draft.attack?.attacker === ship.id || draft.attack?.defender === ship.id;

function applyTurn(draft: XwingState, ship: Ship, other: Ship | null, effect: CardEffect, turn: TurnEffect, choice: EffectChoice, events: XwingEvent[]): Result<true> {
  switch (turn.kind) {
    case 'gainToken': {
      const to = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      return gainTokens(draft, to.value, turn.token === 'reinforce' ? { token: 'reinforce', side: choice.side ?? 'fore' } : { token: turn.token }, turn.amount, false, events);
    }
    case 'removeToken': {
      const from = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!from.ok) return from;
      if (turn.token === 'reinforce') {
        removeReinforce(draft, from.value, turn.amount, effect.source, events);
        return ok(true);
      }
      if (turn.token === 'lock') {
        // A lock on that ship goes back to the supply (the one the player names by its holder, else the first).
        for (let n = 0; n < turn.amount && from.value.tokens.lock.length > 0; n++) {
          const at = choice.lockedBy !== undefined && from.value.tokens.lock.includes(choice.lockedBy) ? from.value.tokens.lock.indexOf(choice.lockedBy) : 0;
          const [holder] = from.value.tokens.lock.splice(at, 1);
          if (holder !== undefined) events.push({ type: 'tokenRemoved', ship: refOf(from.value), token: tokenRef(draft, { token: 'lock', lockedBy: holder }), count: 1, reason: effect.source });
        }
        return ok(true);
      }
      const count = Math.min(turn.amount, from.value.tokens[turn.token]);
      if (count === 0) return ok(true);
      from.value.tokens[turn.token] -= count;
      events.push({ type: 'tokenRemoved', ship: refOf(from.value), token: tokenRef(draft, { token: turn.token }), count, reason: effect.source });
      return ok(true);
    }
    case 'transferToken': {
      const to = recipient(draft, ship, other, turn.to, choice, effect.source);
      if (!to.ok) return to;
      // h7-xpilots · RRG · Destroyed ships: a green token it left with, handed on before its removal.
      const leftWith = ship.destroyed ? ship.leftWith : undefined;
      if (leftWith && (turn.token === 'focus' || turn.token === 'evade' || turn.token === 'calculate')) {
        const count = Math.min(turn.amount, leftWith[turn.token] ?? 0);
        if (count === 0) return ok(true);
        leftWith[turn.token] = (leftWith[turn.token] ?? 0) - count;
        return gainTokens(draft, to.value, { token: turn.token }, count, false, events);
      }
      for (let n = 0; n < turn.amount && ship.tokens[turn.token] > 0; n++) {
        ship.tokens[turn.token] -= 1;
        to.value.tokens[turn.token] += 1;
        events.push({ type: 'tokenTransferred', from: refOf(ship), to: refOf(to.value), token: tokenRef(draft, { token: turn.token }) });
      }
      return ok(true);
    }
    case 'acquireLock': {
      if (turn.by === 'friendly') {
        // A friend the player names acquires the lock, on the other ship the moment names.
        if (!other) return refuse('target_needed', `${effect.source} locks the ship its moment names, and there is none now.`);
        const holder = recipient(draft, ship, null, 'friendly', choice, effect.source);
        if (!holder.ok) return holder;
        if (holder.value.id === other.id) return refuse('wrong_target', `${shipName(other)} cannot lock itself.`);
        return gainTokens(draft, other, { token: 'lock', lockedBy: holder.value.id }, 1, false, events);
      }
      if (turn.by === 'other') {
        // The other ship (a ship that just deployed) locks a ship the player names (one the card's ship has locked).
        if (!other) return refuse('target_needed', `${effect.source} gives the lock to the ship its moment names, and there is none now.`);
        const on = recipient(draft, ship, null, 'enemy', choice, effect.source);
        if (!on.ok) return on;
        return gainTokens(draft, on.value, { token: 'lock', lockedBy: other.id }, 1, false, events);
      }
      const on = turn.on === 'other' && other ? ok(other) : recipient(draft, ship, other, 'enemy', choice, effect.source);
      if (!on.ok) return on;
      return gainTokens(draft, on.value, { token: 'lock', lockedBy: ship.id }, 1, false, events);
    }
    case 'lockLockedShip': {
      // The ships `from` has locked: the one named (when the card's own ship takes the lock), else the first the holder has not locked yet.
      const from = turn.from === 'self' ? ship : other;
      if (!from) return refuse('target_needed', `${effect.source} follows a lock of the ship its moment names, and there is none now.`);
      const holder = turn.by === 'self' ? ok(ship) : turn.by === 'other' ? (other ? ok(other) : refuse('target_needed', `${effect.source} gives the lock to the ship its moment names, and there is none now.`)) : recipient(draft, ship, null, 'friendly', choice, effect.source);
      if (!holder.ok) return holder;
      if (holder.value.id === from.id) return refuse('wrong_target', `${shipName(from)} holds those locks already: ${effect.source} gives them to another ship.`);
      const locked = [...new Set(locksHeldBy(draft, from.id))].filter((candidate) => candidate.id !== holder.value.id && !candidate.destroyed);
      if (locked.length === 0) return refuse('no_lock', `${shipName(from)} has no lock on a ship ${shipName(holder.value)} could lock: ${effect.source} locks what it has locked.`);
      const named = turn.by !== 'friendly' && choice.target !== undefined ? locked.find((candidate) => candidate.id === choice.target) : undefined;
      if (turn.by !== 'friendly' && choice.target !== undefined && !named) return refuse('wrong_target', `${shipName(from)} has no lock on that ship: name one it has locked (${locked.map(shipName).join(', ')}).`);
      const on = named ?? locked.find((candidate) => !candidate.tokens.lock.includes(holder.value.id)) ?? locked[0];
      if (!on) return refuse('no_lock', `${shipName(from)} has no lock for ${effect.source} to follow.`);
      return gainTokens(draft, on, { token: 'lock', lockedBy: holder.value.id }, 1, false, events);
    }
    case 'recover': {
      if (turn.what === 'shield') {
        const amount = Math.min(turn.amount, ship.shields.max - ship.shields.current);
        if (amount === 0) return ok(true);
        ship.shields.current += amount;
        events.push({ type: 'shieldsRecovered', ship: refOf(ship), amount, current: ship.shields.current });
        return ok(true);
      }
      if (turn.what === 'charge') {
        const card = effect.upgrade === undefined ? undefined : ship.upgrades[effect.upgrade];
        if (card?.charges) {
          const amount = Math.min(turn.amount, card.charges.max - card.charges.current);
          if (amount === 0) return ok(true);
          const recovered = recoverUpgradeCharges(ship.upgrades, ship.name, card.id, amount);
          if (!recovered.ok) return recovered;
          events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount, current: recovered.value.current, source: 'effect', upgrade: { id: card.id, name: card.name } });
          return ok(true);
        }
      }
      const kind = turn.what === 'force' ? 'force' : turn.what === 'energy' ? 'energy' : 'standard';
      const charges = chargesOf(ship, kind);
      if (!charges) return ok(true);
      const amount = Math.min(turn.amount, charges.max - charges.current);
      if (amount === 0) return ok(true);
      charges.current += amount;
      events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: kind, amount, current: charges.current, source: 'effect' });
      return ok(true);
    }
    case 'assignCondition': {
      const to = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      const assigned = assignCondition(draft, { type: 'assignCondition', ship: to.value.id, condition: turn.condition });
      if (!assigned.ok) return assigned;
      events.push(...assigned.value);
      return ok(true);
    }
    case 'dealFacedownCard': {
      const to = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      return dealFacedownCardPastShields(draft, to.value, events, effect.source);
    }
    case 'damage': {
      const to = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      events.push({ type: 'damageSuffered', ship: refOf(to.value), hits: turn.hits, crits: turn.crits });
      return sufferDamage(draft, to.value, turn.hits, turn.crits, null, events, effect.source);
    }
    case 'recoverNonRecurringCharge': {
      // The card the player names, else the only one of its upgrades with non-recurring charges below their limit.
      const missing = upgradesMissingCharges(ship).filter((card) => card.charges?.recurs === 0);
      const named = choice.card === undefined ? (missing.length === 1 ? missing[0] : undefined) : missing.find((card) => card.id === choice.card || card.name === choice.card);
      if (missing.length === 0) return ok(true);
      if (!named?.charges) return refuse('card_needed', `Name the card that recovers a charge with ${effect.source}: ${missing.map((card) => card.name).join(' or ')} (charges that do not recur).`);
      const amount = Math.min(turn.amount, named.charges.max - named.charges.current);
      const recovered = recoverUpgradeCharges(ship.upgrades, ship.name, named.id, amount);
      if (!recovered.ok) return recovered;
      events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount, current: recovered.value.current, source: 'effect', upgrade: { id: named.id, name: named.name } });
      return ok(true);
    }
    case 'removeDeviceNamed': {
      const onTable = draft.devicesOnTable ?? [];
      const device = onTable.find((candidate) => candidate.id === choice.card);
      if (!device) return refuse('device_needed', `Name the device ${effect.source} removes${onTable.length > 0 ? `: ${onTable.map((candidate) => `${candidate.name} (${candidate.id})`).join(', ')}` : ': there is none on the table'}.`);
      draft.devicesOnTable = onTable.filter((candidate) => candidate !== device);
      events.push({ type: 'deviceRemoved', device: device.name, deviceId: device.id });
      return ok(true);
    }
    case 'executeAs': {
      // h-xupg: the dial revealed (revealDial), changed before Execute Maneuver reads it.
      const revealed = revealedDialOf(draft, ship);
      if (!revealed || draft.activation?.ship !== ship.id) return refuse('no_revealed_dial', `${effect.source} acts on the dial ${shipName(ship)} has just revealed: reveal it first, then execute.`);
      const instead = { speed: turn.bearing === 'stop' ? 0 : revealed.speed, bearing: turn.bearing, difficulty: turn.difficulty };
      draft.activation.revealed = instead;
      draft.activation.easier = 0;
      events.push({ type: 'maneuverChanged', ship: refOf(ship), from: { ...revealed }, to: { ...instead }, source: effect.source, dial: false });
      return ok(true);
    }
    case 'slowManeuver':
      // h-xupg: read by Execute Maneuver (maneuvers/execute-maneuver.ts) in that ship's activation.
      if (!other || draft.activation?.ship !== other.id) return refuse('not_activating', `${effect.source} slows the maneuver of the ship activating now.`);
      draft.activation.slowedBy = effect.source;
      return ok(true);
    case 'breakLocksOnSelf': {
      for (const holder of [...ship.tokens.lock]) {
        takeTokens(ship, { token: 'lock', lockedBy: holder }, 1);
        events.push({ type: 'tokenRemoved', ship: refOf(ship), token: tokenRef(draft, { token: 'lock', lockedBy: holder }), count: 1, reason: effect.source });
      }
      return ok(true);
    }
    case 'rollDefenseForTokens': {
      const rolled = enteredOrRolledFaces(draft, 'defense', turn.dice, choice.faces !== undefined || choice.rollForMe ? { faces: choice.faces, rollForMe: choice.rollForMe } : { rollForMe: true });
      if (!rolled.ok) return rolled;
      for (const face of rolled.value.faces) events.push({ type: 'effectDieRolled', ship: refOf(ship), source: effect.source, pool: 'defense', face, rolledByApp: rolled.value.rolledByApp });
      const focus = rolled.value.faces.filter((face) => face === 'focus').length;
      const evade = rolled.value.faces.filter((face) => face === 'evade').length;
      const blank = focus === 0 && evade === 0;
      const chosen = choice.token === 'evade' ? 'evade' : 'focus';
      for (const [token, count] of [['focus', blank && chosen === 'focus' ? 1 : focus], ['evade', blank && chosen === 'evade' ? 1 : evade]] as const) {
        if (count === 0) continue;
        const gained = gainTokens(draft, ship, { token }, count, false, events);
        if (!gained.ok) return gained;
      }
      return ok(true);
    }
    case 'stopRecurring': {
      // h-xupg: read by the End Phase recovery (turn/phases.ts): a recurring value of 0 brings nothing back.
      const charges = turn.what === 'force' ? ship.force : ship.charges;
      if (charges && charges.recurs > 0) charges.recurs = 0;
      return ok(true);
    }
    case 'bonusAttackOf': {
      // h-xupg · RRG · Bonus Attacks: kept on the ship until declared (view/options.ts offers it, attack/declare-attack.ts reads and spends it).
      const card = effect.upgrade !== undefined ? ship.upgrades[effect.upgrade]?.id : undefined;
      const grant = { source: effect.source, round: draft.round, phase: draft.phase, weapons: [...turn.weapons], ...(turn.onceFromArc ? { onceFromArc: true as const } : {}), ...(card ? { upgrade: card } : {}), ...(turn.noRequirement ? { noRequirement: true as const } : {}), ...(turn.noCost ? { noCost: true as const } : {}), ...(turn.otherTarget && other ? { notAt: other.id } : {}) };
      ship.bonusGrants = [...(ship.bonusGrants ?? []).filter((held) => held.round === draft.round && held.phase === draft.phase), grant];
      return ok(true);
    }
    case 'engageAt':
      // h-xupg: read by the initiative order (turn/initiative.ts, rankOf) for this round's Engagement Phase.
      ship.engagesAt = { round: draft.round, initiative: turn.initiative };
      return ok(true);
    case 'whiteActionAsRed': {
      // A grant of any action its bar prints white, at red: the action rule reads it (actions/actions.ts, pendingGrant).
      const grant = { source: effect.source, action: 'any' as const, difficulty: 'red' as const, round: draft.round, printedWhite: true as const, ...(effect.effects.some((part) => part.kind === 'evenWhileStressed') ? { evenStressed: true as const } : {}) };
      ship.grants = [...(ship.grants ?? []).filter((held) => held.round === draft.round && held.source !== effect.source), grant];
      events.push({ type: 'actionGranted', ship: refOf(ship), source: effect.source, action: 'any', difficulty: 'red' });
      return ok(true);
    }
    case 'performAnyAction':
    case 'grantAnyAction':
    case 'grantAction': {
      // The grant waits on the ship that may act, for this round: its actions list it until it is performed.
      const to = turn.kind === 'performAnyAction' ? ok(ship) : recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      const grant = { source: effect.source, action: turn.kind === 'grantAction' ? turn.action : ('any' as const), difficulty: turn.difficulty, round: draft.round, ...(effect.effects.some((part) => part.kind === 'evenWhileStressed') ? { evenStressed: true as const } : {}) };
      to.value.grants = [...(to.value.grants ?? []).filter((held) => held.round === draft.round && held.source !== effect.source), grant];
      events.push({ type: 'actionGranted', ship: refOf(to.value), source: effect.source, action: grant.action, difficulty: grant.difficulty });
      return ok(true);
    }
    case 'repairDamage': {
      // The card the player names, else the one that matters most: a faceup card first (its effect stops).
      const fits = (candidate: (typeof ship.damageCards)[number]) => (turn.which === 'facedown' ? !candidate.faceup : turn.which === 'faceup' ? candidate.faceup : true);
      const named = choice.card === undefined ? undefined : ship.damageCards.find((candidate) => candidate.id === choice.card || candidate.name === choice.card);
      if (named && !fits(named)) return refuse('wrong_card', `${effect.source} repairs a ${turn.which} damage card: ${named.name} is ${named.faceup ? 'faceup' : 'facedown'}.`);
      const card = named ?? ship.damageCards.find((candidate) => fits(candidate) && candidate.faceup) ?? ship.damageCards.find(fits);
      if (!card) return ok(true);
      repairCard(draft, ship, card, events);
      return ok(true);
    }
    case 'repairDamageOf': {
      // The friend's card the player names, else its first that fits (a faceup one first, as for its own repair).
      const whose = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!whose.ok) return whose;
      const friend = whose.value;
      const fits = (candidate: (typeof friend.damageCards)[number]) =>
        (turn.which === 'facedown' ? !candidate.faceup : turn.which === 'faceup' ? candidate.faceup : true) && (turn.trait === undefined || damageCardKind(candidate.name)?.trait === turn.trait);
      const named = choice.card === undefined ? undefined : friend.damageCards.find((candidate) => candidate.id === choice.card || candidate.name === choice.card);
      if (named && !fits(named)) return refuse('wrong_card', `${effect.source} repairs a ${turn.which === 'any' ? '' : `${turn.which} `}${turn.trait ? `${turn.trait} ` : ''}damage card of ${shipName(friend)}: ${named.name} is not one.`);
      const card = named ?? friend.damageCards.find((candidate) => fits(candidate) && candidate.faceup) ?? friend.damageCards.find(fits);
      if (!card) return ok(true);
      repairCard(draft, friend, card, events);
      return ok(true);
    }
    case 'exposeDamage': {
      const named = turn.who === 'any' ? recipient(draft, ship, null, 'any', choice, effect.source) : null;
      if (named && !named.ok) return named;
      const whose = named?.ok ? named.value : turn.who === 'self' ? ship : other;
      if (!whose) return refuse('target_needed', `Name the ship ${effect.source} acts on.`);
      const card = whose.damageCards.find((candidate) => !candidate.faceup && (choice.card === undefined || candidate.id === choice.card || candidate.name === choice.card));
      if (!card) return ok(true);
      card.faceup = true;
      events.push({ type: 'damageCardFlipped', ship: refOf(whose), card: card.name, cardId: card.id, faceup: true });
      return ok(true);
    }
    case 'lose': {
      const from = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!from.ok) return from;
      if (turn.what === 'shield') {
        const amount = Math.min(turn.amount, from.value.shields.current);
        if (amount === 0) return ok(true);
        from.value.shields.current -= amount;
        events.push({ type: 'shieldsLost', ship: refOf(from.value), amount, remaining: from.value.shields.current });
        return ok(true);
      }
      const card = turn.what === 'charge' && from.value === ship && effect.upgrade !== undefined ? ship.upgrades[effect.upgrade] : undefined;
      const charges = card?.charges ?? (turn.what === 'force' ? from.value.force : from.value.charges);
      if (!charges) return ok(true);
      const amount = Math.min(turn.amount, charges.current);
      if (amount === 0) return ok(true);
      charges.current -= amount;
      events.push({ type: 'chargesSpent', ship: refOf(from.value), charge: turn.what === 'force' ? 'force' : 'standard', amount, current: charges.current, ...(card ? { upgrade: { id: card.id, name: card.name } } : {}) });
      return ok(true);
    }
    case 'recoverOther': {
      const to = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      if (turn.what === 'shield') {
        const amount = Math.min(turn.amount, to.value.shields.max - to.value.shields.current);
        if (amount === 0) return ok(true);
        to.value.shields.current += amount;
        events.push({ type: 'shieldsRecovered', ship: refOf(to.value), amount, current: to.value.shields.current });
        return ok(true);
      }
      const charges = turn.what === 'force' ? to.value.force : to.value.charges;
      if (!charges) return ok(true);
      const amount = Math.min(turn.amount, charges.max - charges.current);
      if (amount === 0) return ok(true);
      charges.current += amount;
      events.push({ type: 'chargesRecovered', ship: refOf(to.value), charge: turn.what === 'force' ? 'force' : 'standard', amount, current: charges.current, source: 'effect' });
      return ok(true);
    }
    case 'removeTokenOf': {
      const from = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!from.ok) return from;
      // The kind the player names, else the first of those colours it holds; a lock on it (RRG · Lock: a red
      // token) only when named or the only one, the lock of the holder named (else the first). Reinforce is kept apart.
      const kinds = tokenCatalogue.filter((kind) => (turn.colours as readonly string[]).includes(kind.colour) && kind.type !== 'reinforce' && heldCount(from.value, kind.type) > 0).map((kind) => kind.type);
      const plain = kinds.filter((kind) => kind !== 'lock');
      const type = choice.token && kinds.includes(choice.token as (typeof kinds)[number]) ? choice.token : (plain[0] ?? kinds[0]);
      if (type === 'lock') {
        const at = choice.lockedBy !== undefined && from.value.tokens.lock.includes(choice.lockedBy) ? from.value.tokens.lock.indexOf(choice.lockedBy) : 0;
        const [holder] = from.value.tokens.lock.splice(at, 1);
        if (holder !== undefined) events.push({ type: 'tokenRemoved', ship: refOf(from.value), token: tokenRef(draft, { token: 'lock', lockedBy: holder }), count: 1, reason: effect.source });
        return ok(true);
      }
      if (!type || type === 'reinforce') return ok(true);
      const tokens = from.value.tokens as unknown as Record<string, number>;
      const count = Math.min(turn.amount, tokens[type] ?? 0);
      tokens[type] = (tokens[type] ?? 0) - count;
      events.push({ type: 'tokenRemoved', ship: refOf(from.value), token: tokenRef(draft, { token: type } as Parameters<typeof tokenRef>[1]), count, reason: effect.source });
      return ok(true);
    }
    case 'flipCard':
      return flipUpgrade(ship, effect, events);
    case 'evenWhileStressed':
    case 'turretFacings':
      return ok(true);
    case 'move':
      // RRG · Check Difficulty: the players move the ship; a red maneuver gives a stress token, a blue one takes one away.
      if (turn.difficulty === 'red') return gainTokens(draft, ship, { token: 'stress' }, 1, false, events);
      if (turn.difficulty === 'blue' && ship.tokens.stress > 0) {
        ship.tokens.stress -= 1;
        events.push({ type: 'tokenRemoved', ship: refOf(ship), token: tokenRef(draft, { token: 'stress' }), count: 1, reason: effect.source });
      }
      return ok(true);
    case 'performAction': {
      // Its cost is paid now: the action waits on the ship for the round (listed with its actions), performed with no second payment.
      if (draft.attack && inTheAttack(draft, ship)) return ok(true);
      const grant = { source: effect.source, action: turn.action, difficulty: turn.difficulty, round: draft.round, ...(grantsEvenWhileStressed(effect, turn.action) ? { evenStressed: true as const } : {}) };
      ship.grants = [...(ship.grants ?? []).filter((held) => held.round === draft.round && !(held.source === effect.source && held.action === turn.action)), grant];
      events.push({ type: 'actionGranted', ship: refOf(ship), source: effect.source, action: turn.action, difficulty: turn.difficulty });
      return ok(true);
    }
    case 'passReinforce': {
      // It leaves the side it is on; the ship it goes to places it on the side its player names (the same side when none is named).
      const to = recipient(draft, ship, other, turn.to, choice, effect.source);
      if (!to.ok) return to;
      if (to.value.id === ship.id) return refuse('wrong_target', `${effect.source} passes the token to another ship, not to ${shipName(ship)} itself.`);
      // h7-xpilots: a destroyed ship hands on the reinforce token it left with.
      const leftWith = ship.destroyed ? ship.leftWith : undefined;
      if (leftWith && (leftWith.reinforce ?? 0) > 0) {
        leftWith.reinforce = (leftWith.reinforce ?? 0) - 1;
        return gainTokens(draft, to.value, { token: 'reinforce', side: choice.side ?? 'fore' }, 1, false, events);
      }
      if (ship.tokens.reinforce.fore + ship.tokens.reinforce.aft === 0) return refuse('no_token', `${shipName(ship)} has no reinforce token to pass.`);
      for (const side of removeReinforce(draft, ship, 1, effect.source, events)) {
        const gained = gainTokens(draft, to.value, { token: 'reinforce', side: choice.side ?? side }, 1, false, events);
        if (!gained.ok) return gained;
      }
      return ok(true);
    }
    case 'takeToken': {
      // r3-x-pilots: only what the named ship holds moves to the card's ship (none held: nothing moves).
      const from = turn.from === 'any' ? namedShip(draft, ship, choice, effect.source) : recipient(draft, ship, other, turn.from, choice, effect.source);
      if (!from.ok) return from;
      // RRG · Destroyed ships: its tokens went back to the supply as it was removed; one it left with comes from there.
      const leftWith = from.value.destroyed ? from.value.leftWith : undefined;
      if (leftWith && (turn.token === 'focus' || turn.token === 'evade' || turn.token === 'calculate' || turn.token === 'reinforce')) {
        const count = Math.min(turn.amount, leftWith[turn.token] ?? 0);
        if (count === 0) return ok(true);
        leftWith[turn.token] = (leftWith[turn.token] ?? 0) - count;
        return gainTokens(draft, ship, turn.token === 'reinforce' ? { token: 'reinforce', side: choice.side ?? 'fore' } : { token: turn.token }, count, false, events);
      }
      if (turn.token === 'reinforce') {
        // RRG · Reinforce: it leaves the side it is on; the card's ship places it on the side its player names.
        for (const side of removeReinforce(draft, from.value, turn.amount, effect.source, events)) {
          const gained = gainTokens(draft, ship, { token: 'reinforce', side: choice.side ?? side }, 1, false, events);
          if (!gained.ok) return gained;
        }
        return ok(true);
      }
      const token = turn.token;
      for (let n = 0; n < turn.amount && from.value.tokens[token] > 0; n++) {
        from.value.tokens[token] -= 1;
        ship.tokens[token] += 1;
        events.push({ type: 'tokenTransferred', from: refOf(from.value), to: refOf(ship), token: tokenRef(draft, { token }) });
      }
      return ok(true);
    }
    case 'changeRemaining': {
      // r3-x-pilots: after Neutralize Results, the results left to deal (whyNotOffered checks they suffice).
      const left = draft.attack?.neutralized?.remaining;
      if (!left) return ok(true);
      left.hits = Math.max(0, left.hits + turn.hits);
      left.crits = Math.max(0, left.crits + turn.crits);
      return ok(true);
    }
    case 'skipDiceAsHit': {
      // The dice steps skipped: straight to Deal Damage, which has no result left to deal; the attack hit.
      const attack = draft.attack;
      if (!attack || attack.step !== 'rollAttackDice') return refuse('wrong_step', `${effect.source} acts once the defender is declared, before the attack dice are rolled.`);
      const defender = draft.ships.find((candidate) => candidate.id === attack.defender);
      if (!defender) return ok(true);
      attack.step = 'dealDamage';
      attack.modifying = null;
      attack.neutralized = { evades: 0, reinforceEvades: 0, reinforceSide: null, remaining: { hits: 0, crits: 0 } };
      events.push({ type: 'damageSuffered', ship: refOf(defender), hits: turn.hits, crits: turn.crits });
      return sufferDamage(draft, defender, turn.hits, turn.crits, null, events, effect.source);
    }
    case 'revealCondition':
    case 'discardCondition': {
      // The condition card the fact comes from (its facts are gated on it: discarded, they stop).
      const at = ship.conditions.findIndex((candidate) => sameConditionName(candidate.name, effect.source));
      const card = ship.conditions[at];
      if (!card) return ok(true);
      if (turn.kind === 'discardCondition') {
        ship.conditions.splice(at, 1);
        events.push({ type: 'conditionRemoved', ship: refOf(ship), condition: card.name, conditionId: card.id });
      } else if (card.revealed !== true) {
        card.revealed = true;
        events.push({ type: 'conditionRevealed', ship: refOf(ship), condition: card.name, conditionId: card.id });
      }
      return ok(true);
    }
    case 'cancelRemaining': {
      // After Neutralize Results: nothing left for Deal Damage (attack/deal-damage.ts reads the results left).
      const left = draft.attack?.neutralized?.remaining;
      if (left) {
        left.hits = 0;
        left.crits = 0;
      }
      return ok(true);
    }
    case 'rollForDamage':
    case 'rollForDamageOf': {
      // r3-x-pilots: the face read off the table, else rolled by the seeded source (in the log, replayed the same).
      // The damage goes to the card's ship, or (rollForDamageOf) to the other ship of the moment.
      const hurt = turn.kind === 'rollForDamage' ? ship : other;
      if (!hurt) return refuse('target_needed', `${effect.source} damages the ship its moment names, and there is none now.`);
      const rolled = enteredOrRolledFaces(draft, turn.die, 1, choice.faces !== undefined || choice.rollForMe ? { faces: choice.faces, rollForMe: choice.rollForMe } : { rollForMe: true });
      if (!rolled.ok) return rolled;
      const face = rolled.value.faces[0] ?? 'blank';
      events.push({ type: 'effectDieRolled', ship: refOf(ship), source: effect.source, pool: turn.die, face, rolledByApp: rolled.value.rolledByApp });
      if (!(turn.faces as readonly string[]).includes(face)) return ok(true);
      events.push({ type: 'damageSuffered', ship: refOf(hurt), hits: turn.hits, crits: turn.crits });
      return sufferDamage(draft, hurt, turn.hits, turn.crits, null, events, effect.source);
    }
    case 'keepTokens': {
      // r3-x-pilots: read by the End Phase's cleanup (turn/phases.ts), once, this End Phase.
      const keeper = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!keeper.ok) return keeper;
      draft.keepTokens = [...(draft.keepTokens ?? []), { ship: keeper.value.id, source: effect.source, tokens: [...turn.tokens], amount: turn.amount, ...(choice.token ? { token: choice.token } : {}) }];
      return ok(true);
    }
    case 'keepEveryToken': {
      // Read by the End Phase's cleanup (turn/phases.ts) as keepTokens is: every token of that kind stays this End Phase.
      const keeper = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!keeper.ok) return keeper;
      draft.keepTokens = [...(draft.keepTokens ?? []), { ship: keeper.value.id, source: effect.source, tokens: [turn.token], amount: Number.MAX_SAFE_INTEGER }];
      return ok(true);
    }
    case 'engageNow': {
      // h7-xpilots: it engages now, at the initiative of the ship engaging; removal waits until that initiative has engaged.
      const engaging = draft.phase === 'engagement' && draft.activation ? draft.ships.find((candidate) => candidate.id === draft.activation?.ship) : undefined;
      if (!other || !other.destroyed) return refuse('target_needed', `${effect.source} acts on a destroyed ship, and there is none now.`);
      if (!engaging) return refuse('not_engaging', `${effect.source} lets ${shipName(other)} engage at the current initiative: no ship is engaging now.`);
      if (other.activated) return refuse('already_engaged', `${shipName(other)} has already engaged this phase.`);
      other.removalPending = true;
      other.engagesAt = { round: draft.round, initiative: engaging.initiative, late: true };
      events.push({ type: 'removalDeferred', ship: refOf(other), initiative: engaging.initiative });
      return ok(true);
    }
    case 'increaseDifficulty': {
      // h7-xpilots: one step harder on the revealed dial (easings count up, this counts down), read by Check Difficulty.
      const revealed = revealedDialOf(draft, ship);
      if (!revealed || !draft.activation) return refuse('no_revealed_dial', `${effect.source} acts on a dial just revealed, and ${shipName(ship)} has none revealed now.`);
      draft.activation.easier = (draft.activation.easier ?? 0) - 1;
      return ok(true);
    }
    case 'keepReinforceFlipped': {
      // h7-xpilots: read by the End Phase's cleanup (turn/phases.ts), once, this End Phase.
      if (ship.tokens.reinforce.fore + ship.tokens.reinforce.aft === 0) return refuse('no_token', `${shipName(ship)} has no reinforce token to turn.`);
      draft.keepReinforceFlipped = [...(draft.keepReinforceFlipped ?? []), { ship: ship.id, source: effect.source }];
      return ok(true);
    }
    case 'activateAt': {
      // r3-x-pilots: read by the initiative order (turn/initiative.ts, rankOf) for this round's Activation Phase.
      if (choice.amount === undefined || choice.amount < turn.min || choice.amount > turn.max) return refuse('initiative_needed', `Name the initiative ${shipName(ship)} activates at, from ${turn.min} to ${turn.max}.`);
      ship.activatesAt = { round: draft.round, initiative: choice.amount };
      return ok(true);
    }
    case 'attackWhileDisarmed':
    // Read by the action rule (actions/actions.ts), never used with a tap.
    case 'cannotPerform':
    case 'reinforceOnly':
    case 'attackWhileDisarmedWith':
    case 'neutralizeOrder':
    // h-weapons: read by Neutralize Results and Deal Damage once used in the attack (attack/neutralize-results.ts, attack/ion.ts).
    case 'evadesSpareCrits':
    case 'critsAsIon':
    case 'uncountedReroll':
    case 'forbidTokens':
    case 'forbidPool':
    case 'rerollLimit':
    case 'focusResultLimit':
    case 'modifyOnlyWith':
    case 'ionWithCrit':
    case 'jamItself':
    case 'attackFriendlyShips':
    case 'weaponArcAs':
    case 'onlyBonusAttacks':
    case 'redBearingWhileStressed':
    // h-xupg: read by the dice count once used in the attack (attack/dice-count.ts).
    case 'capDefenseAtHits':
      return ok(true);
    // A bonus attack, ion, a lifted requirement, a flip: said in the history; the attack is then made
    // through its own commands.
    case 'bonusAttack':
    case 'ion':
    case 'resultsAsTokens':
    case 'redManeuverWhileStressed':
    case 'dockedShipArc':
    case 'carrierAction':
      return ok(true);
    // RRG · Devices: the card lets the ship place one more device this round.
    case 'anotherDevice':
      ship.devicePlaced = null;
      return ok(true);
    case 'dropDeviceNow':
      // Read by the device rule (devices/devices.ts): the next drop of one of these kinds, in this phase, uses it.
      ship.deviceGrant = { source: effect.source, round: draft.round, phase: draft.phase, kinds: [...turn.kinds] };
      return ok(true);
    case 'passLock': {
      // The friend in the attack is the one that is not the enemy ("the other").
      const attack = draft.attack;
      const friendId = attack && other ? (attack.attacker === other.id ? attack.defender : attack.attacker) : undefined;
      const friend = friendId ? draft.ships.find((candidate) => candidate.id === friendId) : undefined;
      const at = other ? other.tokens.lock.indexOf(ship.id) : -1;
      if (!other || !friend || at < 0) return refuse('no_lock', `${effect.source} passes ${shipName(ship)}’s lock on the enemy of the attack, and it has none.`);
      other.tokens.lock.splice(at, 1);
      events.push({ type: 'tokenRemoved', ship: refOf(other), token: tokenRef(draft, { token: 'lock', lockedBy: ship.id }), count: 1, reason: effect.source });
      return gainTokens(draft, other, { token: 'lock', lockedBy: friend.id }, 1, false, events);
    }
    case 'recoverUpgradeCharge': {
      // The card the player names, else the first of those slots below its charge limit.
      const missing = upgradesMissingCharges(ship, turn.slots);
      const named = choice.card === undefined ? undefined : ship.upgrades.find((card) => card.id === choice.card || card.name === choice.card);
      if (named && !missing.includes(named)) return refuse('wrong_card', `${effect.source} recovers a charge on ${turn.slots ? `a ${turn.slots.join(' or ')} upgrade` : 'an upgrade'} missing one: ${named.name} is not one.`);
      const card = named ?? missing[0];
      if (!card?.charges) return ok(true);
      const amount = Math.min(turn.amount, card.charges.max - card.charges.current);
      const recovered = recoverUpgradeCharges(ship.upgrades, ship.name, card.id, amount);
      if (!recovered.ok) return recovered;
      events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount, current: recovered.value.current, source: 'effect', upgrade: { id: card.id, name: card.name } });
      return ok(true);
    }
    case 'noOtherAction':
      if (draft.activation?.ship === ship.id) draft.activation.onlyActionOf = { source: effect.source, done: false };
      return ok(true);
    case 'recoverEveryCharge': {
      // The ship card's own charges, then every equipped upgrade with charges below its limit, in the order they are fitted.
      const own = chargesOf(ship, 'standard');
      if (own && own.current < own.max) {
        const amount = Math.min(turn.amount, own.max - own.current);
        own.current += amount;
        events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount, current: own.current, source: 'effect' });
      }
      for (const card of upgradesMissingCharges(ship)) {
        if (!card.charges) continue;
        const recovered = recoverUpgradeCharges(ship.upgrades, ship.name, card.id, Math.min(turn.amount, card.charges.max - card.charges.current));
        if (!recovered.ok) return recovered;
        events.push({ type: 'chargesRecovered', ship: refOf(ship), charge: 'standard', amount: recovered.value.amount, current: recovered.value.current, source: 'effect', upgrade: { id: card.id, name: card.name } });
      }
      return ok(true);
    }
    case 'copyTokens': {
      if (!other) return refuse('target_needed', `${effect.source} copies the tokens of the ship its moment names, and there is none now.`);
      for (const token of turn.tokens) {
        const had = ship.tokens[token];
        if (had > 0) events.push({ type: 'tokenRemoved', ship: refOf(ship), token: tokenRef(draft, { token }), count: had, reason: effect.source });
        ship.tokens[token] = 0;
        if (other.tokens[token] > 0) {
          const gained = gainTokens(draft, ship, { token }, other.tokens[token], false, events);
          if (!gained.ok) return gained;
        }
      }
      return ok(true);
    }
    case 'takeEnemyLocks': {
      // Every enemy lock on the friend moves to the card's ship, held by the same enemy ships.
      const from = recipient(draft, ship, other, turn.from, choice, effect.source);
      if (!from.ok) return from;
      const enemyHolders = from.value.tokens.lock.filter((holder) => draft.ships.find((candidate) => candidate.id === holder)?.owner !== ship.owner);
      for (const holder of enemyHolders) {
        from.value.tokens.lock.splice(from.value.tokens.lock.indexOf(holder), 1);
        ship.tokens.lock.push(holder);
        events.push({ type: 'tokenTransferred', from: refOf(from.value), to: refOf(ship), token: tokenRef(draft, { token: 'lock', lockedBy: holder }) });
      }
      return ok(true);
    }
    case 'flipEquipped': {
      const owner = turn.who === 'friendly' ? recipient(draft, ship, null, 'friendly', choice, effect.source) : ok(ship);
      if (!owner.ok) return owner;
      const holder = owner.value;
      const index = holder.upgrades.findIndex((card, at) => card.slot.toLowerCase() === turn.slot.toLowerCase() && isDualUpgrade(holder, at));
      if (index < 0) return refuse('no_card', `${shipName(holder)} has no two-sided ${turn.slot} upgrade for ${effect.source} to turn over.`);
      return flipUpgrade(holder, { ...effect, upgrade: index }, events);
    }
    case 'friendRecoversUpgradeCharge': {
      const friend = recipient(draft, ship, null, 'friendly', choice, effect.source);
      if (!friend.ok) return friend;
      const missing = upgradesMissingCharges(friend.value, turn.slots);
      const named = choice.card === undefined ? undefined : friend.value.upgrades.find((card) => card.id === choice.card || card.name === choice.card);
      if (named && !missing.includes(named)) return refuse('wrong_card', `${effect.source} recovers a charge on a ${turn.slots.join(' or ')} upgrade missing one: ${named.name} is not one.`);
      const card = named ?? missing[0];
      if (!card?.charges) return ok(true);
      const amount = Math.min(turn.amount, card.charges.max - card.charges.current);
      const recovered = recoverUpgradeCharges(friend.value.upgrades, friend.value.name, card.id, amount);
      if (!recovered.ok) return recovered;
      events.push({ type: 'chargesRecovered', ship: refOf(friend.value), charge: 'standard', amount, current: recovered.value.current, source: 'effect', upgrade: { id: card.id, name: card.name } });
      return ok(true);
    }
    case 'setDial':
    case 'changeSpeed':
    case 'reduceDifficulty':
    case 'stopInstead':
      return changeRevealedDial(draft, ship, other, effect, turn, choice, events);
    case 'moveFriendLock': {
      // h7-xpilots: the friend's lock on this ship goes onto the other ship; the friend still holds one lock.
      if (!other) return refuse('target_needed', `${effect.source} moves a lock onto the ship its moment names, and there is none now.`);
      const friends = ship.tokens.lock.filter((holder) => holder !== other.id && draft.ships.find((candidate) => candidate.id === holder)?.owner === ship.owner);
      const holder = choice.target !== undefined ? friends.find((candidate) => candidate === choice.target) : friends.length === 1 ? friends[0] : undefined;
      if (holder === undefined) return refuse(friends.length === 0 ? 'no_lock' : 'target_needed', friends.length === 0 ? `${effect.source} moves a friendly ship’s lock on ${shipName(ship)}, and no friendly ship has one.` : `Name the friendly ship whose lock on ${shipName(ship)} moves (${effect.source}).`);
      if (other.tokens.lock.includes(holder)) return refuse('already_locked', `${effect.source}: that friend already has a lock on ${shipName(other)}.`);
      ship.tokens.lock.splice(ship.tokens.lock.indexOf(holder), 1);
      other.tokens.lock.push(holder);
      events.push({ type: 'tokenTransferred', from: refOf(ship), to: refOf(other), token: tokenRef(draft, { token: 'lock', lockedBy: holder }) });
      return ok(true);
    }
    case 'passLockOn': {
      // h7-xpilots: the lock stays its holder's; it now lies on the friend named.
      const friend = recipient(draft, ship, null, 'friendly', choice, effect.source);
      if (!friend.ok) return friend;
      if (friend.value.id === ship.id) return refuse('wrong_target', `${effect.source} passes the lock to another friendly ship.`);
      const holders = [...new Set(ship.tokens.lock)];
      const holder = choice.lockedBy !== undefined && holders.includes(choice.lockedBy) ? choice.lockedBy : holders.length === 1 ? holders[0] : undefined;
      if (holder === undefined) return refuse(holders.length === 0 ? 'no_lock' : 'lock_needed', holders.length === 0 ? `${shipName(ship)} has no lock on it to pass.` : `Name the ship whose lock on ${shipName(ship)} is passed (${effect.source}).`);
      if (holder === friend.value.id || friend.value.tokens.lock.includes(holder)) return refuse('wrong_target', `${effect.source}: that lock cannot lie on ${shipName(friend.value)}.`);
      ship.tokens.lock.splice(ship.tokens.lock.indexOf(holder), 1);
      friend.value.tokens.lock.push(holder);
      events.push({ type: 'tokenTransferred', from: refOf(ship), to: refOf(friend.value), token: tokenRef(draft, { token: 'lock', lockedBy: holder }) });
      return ok(true);
    }
    case 'handLocks': {
      // h7-xpilots: each lock this ship holds is held by the friend named instead (on an object the friend already locks, the friend keeps one).
      const friend = recipient(draft, ship, null, 'friendly', choice, effect.source);
      if (!friend.ok) return friend;
      if (friend.value.id === ship.id) return refuse('wrong_target', `${effect.source} hands its locks to another friendly ship.`);
      // A destroyed ship's locks went with it: the ships it had locked, as it left (RRG · Destroyed ships).
      const left = ship.destroyed ? (ship.leftLocks ?? []).flatMap((id) => draft.ships.filter((candidate) => candidate.id === id && !candidate.destroyed)) : [];
      if (ship.destroyed) ship.leftLocks = [];
      for (const locked of ship.destroyed ? left : locksHeldBy(draft, ship.id)) {
        if (!ship.destroyed) {
          locked.tokens.lock.splice(locked.tokens.lock.indexOf(ship.id), 1);
          events.push({ type: 'tokenRemoved', ship: refOf(locked), token: tokenRef(draft, { token: 'lock', lockedBy: ship.id }), count: 1, reason: effect.source });
        }
        if (locked.id === friend.value.id || locked.tokens.lock.includes(friend.value.id)) continue;
        const gained = gainTokens(draft, locked, { token: 'lock', lockedBy: friend.value.id }, 1, false, events);
        if (!gained.ok) return gained;
      }
      return ok(true);
    }
    case 'dropFromSide': {
      // h7-xpilots: the device this ship placed last, this round; a launched one keeps its launch template.
      const placed = [...(draft.devicesOnTable ?? [])].reverse().find((device) => device.ship === ship.id && device.round === draft.round);
      if (!placed) return refuse('no_device', `${effect.source} acts as ${shipName(ship)} drops a device, and it has dropped none this round.`);
      if (placed.launched) return refuse('launched', `${effect.source} sets a dropped device at the ship's side: ${placed.name} was launched.`);
      if (placed.fromSide) return refuse('already_used', `${placed.name} was already set at ${shipName(ship)}'s side.`);
      placed.fromSide = true;
      return ok(true);
    }
    case 'rotateShip': {
      // h-moves: the players turn the model; the table records how far (the one angle the card allows, or the one they name).
      const turned = turn.who === 'self' ? ship : other;
      if (!turned) return refuse('target_needed', `Name the ship ${effect.source} turns.`);
      const degrees = choice.degrees ?? (turn.degrees.length === 1 ? turn.degrees[0] : undefined);
      if (degrees === undefined) return refuse('degrees_needed', `Say how far the players turned ${shipName(turned)} for ${effect.source}: ${turn.degrees.map((angle) => `${angle}°`).join(' or ')}.`);
      if (!(turn.degrees as readonly number[]).includes(degrees)) return refuse('wrong_degrees', `${effect.source} turns ${shipName(turned)} ${turn.degrees.map((angle) => `${angle}°`).join(' or ')}, not ${degrees}°.`);
      events.push({ type: 'shipRotated', ship: refOf(turned), degrees, source: effect.source });
      return ok(true);
    }
    // RRG · Damage, Damage Cards: the damage waiting in the window, changed as the card says (dealt once the window closes).
    case 'turnDealtCard': {
      const card = draft.damageWindow?.card;
      if (card && !card.discarded) card.faceup = turn.faceup;
      return ok(true);
    }
    case 'lockFriendLocked': {
      const on = namedShip(draft, ship, choice, effect.source);
      if (!on.ok) return on;
      const friends = on.value.tokens.lock.filter((holder) => holder !== ship.id && draft.ships.find((candidate) => candidate.id === holder)?.owner === ship.owner);
      if (friends.length === 0) return refuse('no_friend_lock', `${effect.source} locks a ship another friendly ship has locked: no friend has a lock on ${shipName(on.value)}.`);
      return gainTokens(draft, on.value, { token: 'lock', lockedBy: ship.id }, 1, false, events);
    }
    case 'grantBarAction': {
      // h7-xpilots: a grant of one action the granting ship's bar has (read by the action rule), for this round.
      const to = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      const fromBar = [...new Set(barOf(ship.actionBar).flatMap((entry) => [entry.action, ...(entry.linked ? [entry.linked.action] : [])]))];
      const grant = { source: effect.source, action: 'any' as const, difficulty: 'asPrinted' as const, round: draft.round, fromBar, ...(effect.effects.some((part) => part.kind === 'evenWhileStressed') ? { evenStressed: true as const } : {}) };
      to.value.grants = [...(to.value.grants ?? []).filter((held) => held.round === draft.round && held.source !== effect.source), grant];
      events.push({ type: 'actionGranted', ship: refOf(to.value), source: effect.source, action: 'any', difficulty: 'asPrinted' });
      return ok(true);
    }
    case 'markedLocks': {
      // h7-xpilots: the friend the card marked a moment ago (its first question) locks the enemy named now.
      const marked = draft.ships.find((candidate) => !candidate.destroyed && (candidate.marks ?? []).some((mark) => mark.by === ship.id && mark.source === effect.source && mark.among === turn.among && mark.round === draft.round && (mark.phase === undefined || mark.phase === draft.phase)));
      if (!marked) return refuse('no_mark', `${effect.source} gives the lock to the friendly ship it chose, and it has chosen none now.`);
      const on = recipient(draft, ship, null, 'enemy', choice, effect.source);
      if (!on.ok) return on;
      // The mark is spent: one lock for one choice.
      marked.marks = (marked.marks ?? []).filter((mark) => !(mark.by === ship.id && mark.source === effect.source && mark.among === turn.among));
      return gainTokens(draft, on.value, { token: 'lock', lockedBy: marked.id }, 1, false, events);
    }
    case 'revealDiscardRepair': {
      // h7-xpilots: the cards on the ship, then the one waiting in the damage window.
      const goes = (card: { name: string; trait: string }) => (turn.traits as readonly string[]).includes(card.trait) || turn.names.includes(card.name);
      for (const card of [...ship.damageCards]) {
        if (!card.faceup) {
          card.faceup = true;
          events.push({ type: 'damageCardFlipped', ship: refOf(ship), card: card.name, cardId: card.id, faceup: true });
        }
        if (goes(card)) card.faceup = false;
        repairCard(draft, ship, card, events);
      }
      const waiting = draft.damageWindow?.ship === ship.id ? draft.damageWindow.card : undefined;
      if (waiting && !waiting.discarded) {
        if (goes(waiting)) waiting.discarded = true;
        else waiting.faceup = false;
      }
      return ok(true);
    }
    case 'destroySelf': {
      if (ship.destroyed) return ok(true);
      shipLeavesPlay(draft, ship, events);
      return ok(true);
    }
    case 'keepOneOfThree': {
      const window = draft.damageWindow;
      const dealtTo = window ? draft.ships.find((candidate) => candidate.id === window.ship) : undefined;
      if (!window || !dealtTo) return refuse('no_card', `${effect.source} acts on a damage card about to be dealt, and none waits now.`);
      return keepOneOfThree(draft, dealtTo, window, choice.card, effect.source, events);
    }
    case 'discardDealtCard': {
      const card = draft.damageWindow?.card;
      if (card) card.discarded = true;
      return ok(true);
    }
    case 'preventDamage': {
      const window = draft.damageWindow;
      if (!window || window.moment !== 'suffer') return ok(true);
      const damaged = draft.ships.find((candidate) => candidate.id === window.ship);
      const prevented = { hits: 0, crits: 0 };
      const most = turn.amount === 'all' ? window.queue.length : turn.amount;
      // 'any': hits first (they are suffered first).
      for (const face of turn.face === 'any' ? (['hit', 'crit'] as const) : [turn.face]) {
        for (let at = 0; at < window.queue.length && prevented.hits + prevented.crits < most; ) {
          const point = window.queue[at];
          if (point && point.point === face && !point.pastShields) {
            window.queue.splice(at, 1);
            prevented[face === 'hit' ? 'hits' : 'crits'] += 1;
          } else at++;
        }
      }
      if (damaged) events.push({ type: 'damagePrevented', ship: refOf(damaged), hits: prevented.hits, crits: prevented.crits, source: effect.source });
      return ok(true);
    }
    case 'recoverIfDamaged':
      return ship.damageCards.length >= turn.cards ? applyTurn(draft, ship, other, effect, { kind: 'recover', what: turn.what, amount: turn.amount }, choice, events) : ok(true);
    case 'markShip': {
      // The mark names the card and its ship; those of past rounds (or phases) are dropped as a new one is put on.
      const to = recipient(draft, ship, other, turn.who, choice, effect.source);
      if (!to.ok) return to;
      const lasting = (to.value.marks ?? []).filter((mark) => mark.round === draft.round && (mark.phase === undefined || mark.phase === draft.phase));
      to.value.marks = [...lasting, { by: ship.id, source: effect.source, among: turn.among, round: draft.round, ...(turn.lasts === 'phase' ? { phase: draft.phase } : {}) }];
      return ok(true);
    }
    case 'forTheRound':
    case 'forceOnlyWhileAttacking':
    case 'reloadExtra':
    case 'actAfterPartialManeuver':
    case 'maintainLocks':
    case 'treatManeuverAs':
    case 'liftRequirement':
    case 'forbid':
    case 'keepLock':
    // r5-friends: once used it is in the attack's record, read by the dice count (attack/dice-count.ts).
    case 'noRangeBonus':
    // r5-friends: read by the cost rule (effects/effect-costs.ts) when a friend pays.
    case 'lendTokens':
    // Read by Declare Target (attack/declare-attack.ts); by the lock rule (tokens/ship-tokens.ts).
    case 'weaponFromArcToo':
    case 'rangeZeroAsOne':
    case 'coordinateOwnBarOnly':
    case 'coordinateStressed':
    case 'weaponRangeStretch':
    case 'frontAsBullseye':
    case 'attackAtRangeZero':
    case 'cannotBeLocked':
      return ok(true);
  }
}

/**
 * h-moves · RRG · Reveal Dial, Difficulty: a card acts on the dial a ship revealed, before it executes it —
 * sets it to the maneuver the player picks among those it allows, changes its speed, or makes it easier;
 * or (friendlyShips) makes its player's ships' maneuvers easier for the rest of the phase.
 */
function changeRevealedDial(draft: XwingState, ship: Ship, other: Ship | null, effect: CardEffect, turn: Extract<TurnEffect, { kind: 'setDial' | 'changeSpeed' | 'reduceDifficulty' | 'stopInstead' }>, choice: EffectChoice, events: XwingEvent[]): Result<true> {
  if (turn.kind === 'reduceDifficulty' && turn.who === 'friendlyShips') {
    const difficulties = turn.difficulties ?? ['white', 'red'];
    draft.easierManeuvers = [...(draft.easierManeuvers ?? []).filter((rule) => rule.round === draft.round && rule.phase === draft.phase), { owner: ship.owner, source: effect.source, difficulties: [...difficulties], round: draft.round, phase: draft.phase }];
    events.push({ type: 'maneuverEased', ship: refOf(ship), source: effect.source, phase: true, difficulties: [...difficulties] });
    return ok(true);
  }
  const target = turn.kind === 'stopInstead' || turn.who === 'self' ? ship : other;
  const revealed = target ? revealedDialOf(draft, target) : null;
  if (!target || !revealed || !draft.activation) return refuse('no_revealed_dial', `${effect.source} acts on a dial just revealed, and ${target ? shipName(target) : 'no ship'} has none revealed to change now.`);
  if (turn.kind === 'reduceDifficulty') {
    draft.activation.easier = (draft.activation.easier ?? 0) + 1;
    events.push({ type: 'maneuverEased', ship: refOf(target), source: effect.source, phase: false, difficulties: null });
    return ok(true);
  }
  if (turn.kind === 'stopInstead') {
    // A white stop, whatever it revealed: the easings used on the revealed maneuver no longer apply.
    const stop = { speed: 0, bearing: 'stop' as const, difficulty: 'white' as const };
    draft.activation.revealed = stop;
    draft.activation.easier = 0;
    events.push({ type: 'maneuverChanged', ship: refOf(target), from: { ...revealed }, to: { ...stop }, source: effect.source, dial: false });
    return ok(true);
  }
  const choices = (turn.kind === 'setDial' ? dialChoices(target, revealed) : speedChoices(revealed)) ?? [];
  const words = choices.map(maneuverWords).join(', ');
  const wanted = choice.maneuver ?? (choices.length === 1 ? choices[0] : undefined);
  const what = turn.kind === 'setDial' ? `sets ${shipName(target)}’s dial to another maneuver of the same speed and difficulty` : `has ${shipName(target)} execute its maneuver 1 faster or slower`;
  if (!wanted) return refuse('maneuver_needed', `Choose the maneuver: ${effect.source} ${what} (${words}).`);
  const picked = choices.find((candidate) => sameCourse(candidate, wanted));
  if (!picked) return refuse('not_a_choice', `${effect.source} ${what}: ${words}. A ${wanted.speed} ${bearingNames[wanted.bearing]} is not one of them.`);
  draft.activation.revealed = { ...picked };
  events.push({ type: 'maneuverChanged', ship: refOf(target), from: { ...revealed }, to: { ...picked }, source: effect.source, dial: turn.kind === 'setDial' });
  return ok(true);
}

function applyDice(draft: XwingState, side: Party, effect: CardEffect, fact: DiceEffectFact, choice: EffectChoice, events: XwingEvent[]): Result<true> {
  const attack = draft.attack;
  if (!attack || fact.kind === 'dice') return ok(true);
  const pool = fact.pool;
  const dice = diceOf(attack, pool);
  const uncounted = effect.effects.some((part) => part.kind === 'uncountedReroll');
  const fitting = diceChoice(draft, attack, side, fact, effect.moment, uncounted, effect.source);
  const most = fact.kind === 'add' ? fact.count : fact.count === 'all' ? dice.length : fact.count;
  const picked = choice.dice ?? (choice.die !== undefined ? [choice.die] : null);
  if (picked && picked.some((index) => !fitting.dice.includes(index))) return refuse('die_not_fitting', `${effect.source} cannot pick that die: it picks ${fitting.dice.map((index) => index + 1).join(', ') || 'none'} of the ${pool} dice.`);
  if (picked && picked.length > most) return refuse('too_many_dice', `${effect.source} picks at most ${most} ${most === 1 ? 'die' : 'dice'}.`);
  // h7-xpilots: a card limits how many focus results this party modifies in the attack (Padmé Amidala).
  const focusTouched = (indices: readonly number[]) => (fact.kind === 'add' ? 0 : indices.filter((index) => dice[index]?.face === 'focus').length);
  const chosen = picked ?? (fact.kind === 'reroll' ? null : fact.kind === 'add' ? [] : fitting.dice.slice(0, most));
  if (chosen) {
    const limited = whyFocusLimited(draft, attack, side, focusTouched(chosen));
    if (limited) return refuse('focus_limited', limited);
    countFocusModified(attack, side, focusTouched(chosen));
  }
  switch (fact.kind) {
    case 'reroll': {
      // A reroll needs the player's choice of dice (what to keep is theirs); one fitting die is chosen for them.
      const indices = picked ?? (fitting.dice.length === 1 || most >= fitting.dice.length ? fitting.dice.slice(0, most) : null);
      if (!indices) return refuse('no_dice_chosen', `Choose up to ${most} ${pool} ${most === 1 ? 'die' : 'dice'} to reroll with ${effect.source}.`);
      if (!picked) {
        const limitedReroll = whyFocusLimited(draft, attack, side, focusTouched(indices));
        if (limitedReroll) return refuse('focus_limited', limitedReroll);
        countFocusModified(attack, side, focusTouched(indices));
      }
      const before = indices.map((index) => dice[index]?.rerolled ?? false);
      const limited = uncounted ? null : whyRerollLimited(draft, attack, side, pool, indices.length);
      if (limited) return refuse('reroll_limited', limited);
      const rerolled = rerollChosenDice(draft, attack, pool, indices, choice);
      if (!rerolled.ok) return rerolled;
      // r3-x-pilots: a reroll that does not count as one (Han Solo): those dice may still be rerolled by other effects.
      if (effect.effects.some((part) => part.kind === 'uncountedReroll')) indices.forEach((index, at) => { const die = dice[index]; if (die) die.rerolled = before[at] ?? false; });
      events.push({ type: 'diceRerolled', by: side, pool, changes: rerolled.value.changes, rolledByApp: rerolled.value.rolledByApp });
      return ok(true);
    }
    case 'change': {
      // Changing a result the player picks; by itself, the first dice showing the result it changes.
      const indices = picked ?? fitting.dice.slice(0, most);
      for (const index of indices) {
        const die = dice[index];
        if (!die) continue;
        const from = die.face;
        die.face = fact.to as DieFace as typeof die.face;
        events.push({ type: 'dieFaceChanged', by: side, pool, change: { die: index, from, to: fact.to } });
      }
      return ok(true);
    }
    case 'add':
      for (let n = 0; n < fact.count; n++) {
        dice.push({ face: fact.face as typeof dice[number]['face'], rerolled: false });
        events.push({ type: 'resultAdded', by: side, pool, face: fact.face });
      }
      return ok(true);
    case 'cancel': {
      const indices = [...(picked ?? fitting.dice.slice(0, most))].sort((a, b) => b - a);
      for (const index of indices) {
        const die = dice[index];
        if (!die) continue;
        dice.splice(index, 1);
        events.push({ type: 'resultCanceled', by: side, pool, die: index, face: die.face });
      }
      return ok(true);
    }
  }
}

/** Applies one effect the interpreter offered: cost, then each effect in order, then its use recorded. `automatic`: no choice, applied at its moment (it takes no turn to modify). */
export function applyCardEffect(draft: XwingState, ship: Ship, ref: string, situation: EffectSituation, choice: EffectChoice, events: XwingEvent[], automatic = false): Result<true> {
  const effect = ship.effects?.[Number(ref)];
  if (!effect) return refuse('unknown_effect', `${shipName(ship)} has no card effect ${ref}.`);
  const diceFacts = effect.effects.filter(isDiceEffect);
  const side = situation.role ?? situation.friendOf ?? null;
  // Neutralizing results is no modification of the dice: it takes no turn to modify (RRG · Neutralize Results).
  if (side && draft.attack && !automatic && effect.moment !== 'neutralizeResults' && diceFacts.some((fact) => fact.kind !== 'dice')) {
    const turn = takeModifyingTurn(draft.attack, side);
    if (!turn.ok) return turn;
  }
  const locked = situation.other ? ok(situation.other) : shipOfSpentLock(draft, ship, effect, choice);
  if (!locked.ok) return locked;
  const other = locked.value;
  events.push({ type: 'cardEffectUsed', ship: refOf(ship), ref, source: effect.source, summary: effect.summary, automatic });
  for (const cost of effect.costs) {
    const paid = payEffectCost(draft, ship, other, effect, cost, choice, events);
    if (!paid.ok) return paid;
  }
  for (const part of effect.effects) {
    const applied = isDiceEffect(part) ? (side ? applyDice(draft, side, effect, part, choice, events) : ok(true as const)) : applyTurn(draft, ship, other, effect, part, choice, events);
    if (!applied.ok) return applied;
  }
  if (draft.attack && situation.attack) draft.attack.effectsUsed = [...(draft.attack.effectsUsed ?? []), effectKey(ship, ref)];
  ship.effectUses = [...(ship.effectUses ?? []), { ref, round: draft.round, phase: draft.phase }];
  return ok(true);
}

/**
 * A lock spent outside an attack ("spend a lock you have on an enemy ship"): the ship that lock is on
 * is the other ship its effects act on: the one the player names, or the only one it has locked. Null
 * when the effect spends no lock.
 */
function shipOfSpentLock(draft: XwingState, ship: Ship, effect: CardEffect, choice: EffectChoice): Result<Ship | null> {
  if (!effect.costs.some((cost) => cost.kind === 'spendToken' && cost.token === 'lock')) return ok(null);
  const locked = [...new Set(locksHeldBy(draft, ship.id))];
  const named = choice.target === undefined ? (locked.length === 1 ? locked[0] : undefined) : locked.find((candidate) => candidate.id === choice.target);
  if (named) return ok(named);
  if (locked.length === 0) return refuse('no_lock', `${effect.source} spends a lock ${shipName(ship)} has, and it has none.`);
  return refuse('target_needed', `${effect.source} spends one of ${shipName(ship)}’s locks: name a ship it has locked (${locked.map(shipName).join(', ')}).`);
}

/** The situation of the card's ship in the attack under way, or null when it is not in it. */
export function attackSituation(draft: XwingState, ship: Ship): EffectSituation | null {
  const attack = draft.attack;
  if (!attack) return null;
  const role: Party | null = attack.attacker === ship.id ? 'attacker' : attack.defender === ship.id ? 'defender' : null;
  if (!role) {
    // A friend of the attacker or defender: its effects that act while a friendly ship attacks or defends.
    const attacker = draft.ships.find((candidate) => candidate.id === attack.attacker);
    const defender = draft.ships.find((candidate) => candidate.id === attack.defender);
    if (!attacker || !defender) return null;
    const friendOf: Party = ship.owner === attacker.owner ? 'attacker' : 'defender';
    return { attack, other: friendOf === 'attacker' ? defender : attacker, role: null, friendOf };
  }
  const other = draft.ships.find((candidate) => candidate.id === (role === 'attacker' ? attack.defender : attack.attacker)) ?? null;
  return { attack, other, role };
}

/** The command: an effect the table offered now, used with one tap. */
export function useCardEffect(draft: XwingState, command: Use): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const effect = ship.effects?.[Number(command.ref)];
  if (!effect) return refuse('unknown_effect', `${shipName(ship)} has no card effect ${command.ref}.`);
  const situation = attackSituation(draft, ship);
  if (!situation || !draft.attack) return refuse('not_in_attack', `${effect.source} acts in an attack ${shipName(ship)} is part of; at other moments the table asks about it when its moment comes.`);
  const offered = whyNotOffered(draft, ship, command.ref, situation, momentsOfStep(draft.attack));
  if (offered.why) return refuse('effect_not_offered', offered.why);
  if (!availableEffects(draft).some((candidate) => candidate.ship === ship.id && candidate.ref === command.ref)) {
    return refuse('effect_not_offered', `${effect.source} has nothing to change now: no die shows a result it acts on, or it is not ${shipName(ship)}’s turn to modify.`);
  }
  if (offered.questions.length > 0 && command.answer !== 'yes') {
    return refuse('answer_needed', command.answer === 'no' ? `Then ${effect.source} does not apply now: nothing was changed.` : `Answer first: ${offered.questions.join(' ')}`);
  }
  const events: XwingEvent[] = [];
  const applied = applyCardEffect(draft, ship, command.ref, situation, command, events);
  if (!applied.ok) return applied;
  return ok(events);
}

/**
 * At the start of a step: the effects with no choice (no "may", no cost, no question) apply
 * themselves and are said, attacker's and defender's, in the modify order.
 */
export function applyAutomaticEffects(draft: XwingState, events: XwingEvent[]): void {
  for (let guard = 0; guard < 8; guard++) {
    const next = availableEffects(draft).find((candidate) => !candidate.effect.optional && candidate.effect.costs.length === 0 && candidate.questions.length === 0 && candidate.effect.effects.every((part) => isDiceEffect(part) && part.kind !== 'dice' && part.kind !== 'reroll'));
    if (!next) return;
    const ship = draft.ships.find((candidate) => candidate.id === next.ship);
    const situation = ship ? attackSituation(draft, ship) : null;
    if (!ship || !situation) return;
    const trial: XwingEvent[] = [];
    if (!applyCardEffect(draft, ship, next.ref, situation, {}, trial, true).ok) return;
    events.push(...trial);
  }
}

/**
 * h-weapons · as Modify Attack Dice ends (Roll Defense Dice): the attacker's effects at 'afterModifyAttackDice'
 * with no choice, no cost and no question apply themselves and are said (Heavy Laser Cannon).
 */
export function applyAfterModifyAttackDice(draft: XwingState, events: XwingEvent[]): void {
  const attack = draft.attack;
  const ship = attack ? draft.ships.find((candidate) => candidate.id === attack.attacker) : undefined;
  const situation = ship ? attackSituation(draft, ship) : null;
  if (!ship || !situation) return;
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== 'afterModifyAttackDice' || effect.optional || effect.costs.length > 0) continue;
    const offered = whyNotOffered(draft, ship, String(index), situation, ['afterModifyAttackDice']);
    if (offered.why || offered.questions.length > 0) continue;
    const trial: XwingEvent[] = [];
    if (applyCardEffect(draft, ship, String(index), situation, {}, trial, true).ok) events.push(...trial);
  }
}

/**
 * As Deal Damage begins, a card that cancels every result left ('cancelRemaining', with no choice, no cost and
 * no question: Mag-Pulse Warheads) applies itself and is said, before the damage the results would deal.
 */
export function applyCancelRemaining(draft: XwingState, events: XwingEvent[]): void {
  const attack = draft.attack;
  if (!attack || attack.step !== 'dealDamage') return;
  for (const shipId of [attack.attacker, attack.defender]) {
    const ship = draft.ships.find((candidate) => candidate.id === shipId);
    const situation = ship ? attackSituation(draft, ship) : null;
    if (!ship || !situation) continue;
    for (const [index, effect] of (ship.effects ?? []).entries()) {
      if (effect.moment !== 'dealDamage' || effect.optional || effect.costs.length > 0 || !effect.effects.some((part) => part.kind === 'cancelRemaining')) continue;
      const offered = whyNotOffered(draft, ship, String(index), situation, ['dealDamage']);
      if (offered.why || offered.questions.length > 0) continue;
      const trial: XwingEvent[] = [];
      if (applyCardEffect(draft, ship, String(index), situation, {}, trial, true).ok) events.push(...trial);
    }
  }
}

export { chargesFor };
