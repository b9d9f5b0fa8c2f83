import type { Attack, DialManeuver, ManeuverBearing, Party, Ship, ShipAction, TokenType, XwingState } from '../model/state';
import { diceOf, modifyOrder, rerollableDice, whyBlinded, whyPartyCannotModify } from '../attack/modify-dice';
import { tokenCatalogue } from '../tokens/token-catalogue';
import { locksHeldBy } from '../tokens/ship-tokens';
import { upgradesMissingCharges } from '../ships/charges';
import { dockedWith } from '../ships/docking';
import { actionsOnBar } from '../ships/action-bar';
import { rangeBonusDice } from '../attack/range-bonus';
import { sameConditionName } from '../damage/conditions';
import { changesWhose, choicesFor, dialChangeOf, revealedDialOf } from '../maneuvers/revealed-dial';
import { isDiceEffect, type CardEffect, type DiceEffectFact, type EffectCondition, type EffectCost, type EffectMoment, type TurnEffect } from './card-effect';

// Issue 34 · the one interpreter's question: which of a ship's card effects act now. An effect is
// offered only at its moment, for its role, when every condition it names holds and its cost can be
// paid; what the table cannot know (where ships stand) is its one yes / no question.

/** What the interpreter knows of the moment: the attack under way, or the turn's situation. */
export interface EffectSituation {
  attack: Attack | null;
  /** The other ship of the attack (for the card's ship). */
  other: Ship | null;
  role: Party | null;
  /** After an action: the one just performed. */
  action?: ShipAction;
  /** After an attack: whether it hit. */
  hit?: boolean;
  /** The card's ship is not in the attack: it is a friend of this side's ship. */
  friendOf?: Party;
  /** After an action: its difficulty. */
  actionDifficulty?: 'white' | 'red' | 'purple';
  /** After a maneuver (its own, or an enemy's: then the other ship's): the maneuver executed. */
  maneuver?: DialManeuver;
  /** After a maneuver: it was only partially executed. */
  partial?: boolean;
  /** After a ship gains a token: which kind. */
  gained?: TokenType;
  /** After it spends a token: which. */
  spent?: 'focus' | 'evade' | 'calculate' | 'reinforce' | 'lock' | 'other';
  /** RRG · Damage Cards: at a 'before dealt' moment, the card about to be dealt (its facing now, and its trait). */
  dealt?: { faceup: boolean; trait: string };
  /** h-xupg: at 'atInitiative': the initiative the Engagement Phase has reached. */
  initiative?: number;
}

const greenTokens = new Set(['focus', 'evade', 'calculate', 'reinforce']);

/** A maneuver's bearing in the words card facts use. */
const bearingWords: Record<ManeuverBearing, string> = {
  turnLeft: 'turn', turnRight: 'turn', bankLeft: 'bank', bankRight: 'bank', straight: 'straight', kTurn: 'koiogran', segnorLeft: 'segnor', segnorRight: 'segnor', tallonLeft: 'tallon', tallonRight: 'tallon', stop: 'stop', reverseBankLeft: 'reverse', reverseStraight: 'reverse', reverseBankRight: 'reverse',
};

/** The maneuver a condition reads: the situation's, else the one the card's ship executed in its activation. */
function maneuverOf(state: XwingState, ship: Ship, situation: EffectSituation): DialManeuver | null {
  if (situation.maneuver) return situation.maneuver;
  return state.activation?.ship === ship.id ? (state.activation.maneuver ?? null) : null;
}

/** One effect offered now. */
export interface AvailableEffect {
  ship: string;
  side: Party | null;
  /** Its index in the ship's effects, as useCardEffect names it. */
  ref: string;
  effect: CardEffect;
  /** The questions the players answer yes to when they use it (positions the table cannot know). */
  questions: string[];
  /** The dice it may pick now (reroll, change, cancel), in its pool. */
  dice: number[];
  /** Charges, Force or a once-per-round limit: how many more times it may be used now. */
  uses: number;
  /** A friendly ship pays with its token: the ships that can (the player names one). */
  payers: string[];
}

const inPlay = (ship: Ship) => !ship.destroyed || ship.removalPending;

export const effectKey = (ship: Ship, ref: string) => `${ship.id}:${ref}`;

/** The charges its cost draws on: its upgrade card's own when it has them, else the ship's. */
export function chargesFor(ship: Ship, effect: CardEffect): { current: number } | null {
  const card = effect.upgrade === undefined ? undefined : ship.upgrades[effect.upgrade];
  if (card?.charges) return card.charges;
  return ship.charges;
}

/** Why the ship cannot pay now, or null; and how many times it could (charges: chargeCheck, on the card that pays). */
export function costCanBePaid(state: XwingState, ship: Ship, other: Ship | null, effect: CardEffect): { why: string | null; uses: number } {
  let uses = 9;
  for (const cost of effect.costs) {
    const have = held(state, ship, other, cost);
    if (have === null) continue;
    const times = Math.floor(have / amountOf(cost));
    if (times === 0) return { why: whyNotPaid(ship, cost), uses: 0 };
    uses = Math.min(uses, times);
  }
  return { why: null, uses };
}

const amountOf = (cost: EffectCost) => ('amount' in cost ? cost.amount : 1);

function held(_state: XwingState, ship: Ship, other: Ship | null, cost: EffectCost): number | null {
  switch (cost.kind) {
    case 'force':
      return forceHeldBack(_state, ship) ? 0 : (ship.force?.current ?? 0);
    case 'energy':
      return ship.energy?.current ?? 0;
    case 'friendToken':
      return friendsPaying(_state, ship, cost.token, cost.amount).length;
    case 'friendLock':
      return friendsLocking(_state, ship, other).length;
    case 'upgradeCharge':
      return Math.max(0, ...upgradesPaying(_state, ship, cost).map((card) => card.charges?.current ?? 0));
    case 'spendToken':
      // With no other ship at its moment, any lock it maintains may be the one spent (the player names its ship).
      if (cost.token === 'lock') return other ? (other.tokens.lock.includes(ship.id) ? 1 : 0) : locksHeldBy(_state, ship.id).length;
      if (cost.token === 'reinforce') return ship.tokens.reinforce.fore + ship.tokens.reinforce.aft;
      // r5-friends: a friend that lends its focus or evade tokens (Jan Dodonna) pays with its own when the ship has too few.
      if (cost.token === 'focus' || cost.token === 'evade') return ship.tokens[cost.token] + tokenLenders(_state, ship, cost.token).reduce((sum, lender) => sum + lender.ship.tokens[cost.token as 'focus' | 'evade'], 0);
      return ship.tokens[cost.token];
    default:
      return null;
  }
}

/**
 * r5-friends: the other friendly ships that lend the ship this kind of token (a standing 'lendTokens' fact whose conditions
 * hold), holding one, each with its question (the range the table cannot know), or null.
 */
export function tokenLenders(state: XwingState, ship: Ship, token: 'focus' | 'evade'): { ship: Ship; question: string | null }[] {
  const out: { ship: Ship; question: string | null }[] = [];
  for (const lender of state.ships) {
    if (lender.owner !== ship.owner || lender.id === ship.id || !inPlay(lender) || lender.tokens[token] === 0) continue;
    for (const [index, effect] of (lender.effects ?? []).entries()) {
      if (effect.moment !== 'always' || !effect.effects.some((part) => part.kind === 'lendTokens' && part.tokens.includes(token))) continue;
      const held = effect.conditions.map((condition) => conditionHolds(state, lender, effect, condition, { attack: state.attack, other: ship, role: null }, String(index)));
      if (held.some((one) => one.holds === 'no')) continue;
      out.push({ ship: lender, question: held.find((one) => one.holds === 'ask')?.question ?? null });
      break;
    }
  }
  return out;
}

/** r5-friends: the friendly ships (not the card's own) that have a lock on the other ship of the attack to spend for it. */
export function friendsLocking(state: XwingState, ship: Ship, other: Ship | null): string[] {
  if (!other) return [];
  return state.ships.filter((friend) => friend.owner === ship.owner && friend.id !== ship.id && !friend.destroyed && other.tokens.lock.includes(friend.id)).map((friend) => friend.id);
}

/** The friendly ships (not the card's own) that have the token to spend for it. */
export function friendsPaying(state: XwingState, ship: Ship, token: 'calculate' | 'focus' | 'evade', amount: number): string[] {
  return state.ships.filter((friend) => friend.owner === ship.owner && friend.id !== ship.id && !friend.destroyed && friend.tokens[token] >= amount).map((friend) => friend.id);
}

/**
 * h-weapons · the one rule for an 'upgradeCharge' cost: the ship's equipped upgrades that could pay it now — of its
 * slots, or the card of the attack's weapon (the ship attacking with it) — with charges, non-recurring ones when asked.
 */
export function upgradesPaying(state: XwingState, ship: Ship, cost: Extract<EffectCost, { kind: 'upgradeCharge' }>): Ship['upgrades'] {
  const slots = (cost.slots ?? []).map((slot) => slot.toLowerCase());
  const attack = state.attack;
  const weaponCard = cost.of === 'weapon' && attack?.attacker === ship.id && attack.weapon ? ship.weapons?.find((candidate) => candidate.id === attack.weapon?.id)?.upgrade : undefined;
  return ship.upgrades.filter((card) => {
    if (!card.charges || card.charges.current < cost.amount) return false;
    if (cost.nonRecurring && card.charges.recurs > 0) return false;
    // h-xupg: no slot named: any other equipped card ("another equipped upgrade").
    return cost.of === 'weapon' ? weaponCard !== undefined && card.id === weaponCard : slots.length === 0 || slots.includes(card.slot.toLowerCase());
  });
}

function whyNotPaid(ship: Ship, cost: EffectCost): string {
  switch (cost.kind) {
    case 'upgradeCharge':
      return cost.of === 'weapon' ? `The weapon ${ship.name} attacks with has no charge left for it.` : `${ship.name} has no equipped ${(cost.slots ?? []).join(' or ')}${cost.nonRecurring ? ' card with a non-recurring' : ' card with a'} charge left for it.`;
    case 'friendToken':
      return `No other friendly ship of ${ship.name} has a ${cost.token} token to spend for it.`;
    case 'friendLock':
      return `No other friendly ship of ${ship.name} has a lock on the other ship to spend for it.`;
    case 'charge':
      return `${ship.name} has no charge left for it.`;
    case 'force':
      return `${ship.name} has no Force left for it.`;
    case 'energy':
      return `${ship.name} has not enough energy left for it.`;
    case 'spendToken':
      return cost.token === 'lock' ? `${ship.name} has no lock on the other ship to spend.` : `${ship.name} has no ${cost.token} token to spend.`;
    default:
      return `${ship.name} cannot pay for it.`;
  }
}

/** Charges are checked on the card that pays (the upgrade's own, or the ship's). */
function chargeCheck(ship: Ship, effect: CardEffect): { why: string | null; uses: number } {
  const needed = effect.costs.find((cost) => cost.kind === 'charge');
  if (!needed || needed.kind !== 'charge') return { why: null, uses: 9 };
  const charges = chargesFor(ship, effect);
  const times = Math.floor((charges?.current ?? 0) / needed.amount);
  return times === 0 ? { why: `${effect.source} has no charge left.`, uses: 0 } : { why: null, uses: times };
}

const frontArcs = new Set(['front', 'full-front', 'bullseye']);
const rearArcs = new Set(['rear', 'full-rear']);

/** h7-xpilots: a card of the ship ("Recoil", stressed) counts an enemy in its front arc this close as in its bullseye arc; its own conditions hold with no question. */
function frontCountsAsBullseye(state: XwingState, ship: Ship, situation: EffectSituation, range: number): boolean {
  return (ship.effects ?? []).some((fact, index) => fact.moment === 'always' && fact.effects.some((part) => part.kind === 'frontAsBullseye' && range <= part.maxRange) && fact.conditions.every((condition) => condition.kind !== 'arc' && conditionHolds(state, ship, fact, condition, situation, String(index)).holds === 'yes'));
}

/** Each condition holds ('yes'), fails ('no'), or is a question the players answer ('ask', with it). */
export function conditionHolds(state: XwingState, ship: Ship, effect: CardEffect, condition: EffectCondition, situation: EffectSituation, ref: string): { holds: 'yes' | 'no' | 'ask'; question?: string } {
  const { attack, other } = situation;
  const yes = (value: boolean) => ({ holds: value ? ('yes' as const) : ('no' as const) });
  switch (condition.kind) {
    case 'weapon': {
      if (!attack || (situation.role ?? situation.friendOf) !== 'attacker') return yes(false);
      return yes(weaponIs(state, ship, effect, situation, attack, condition.weapon) || (condition.or !== undefined && weaponIs(state, ship, effect, situation, attack, condition.or)));
    }
    case 'arc': {
      if (!attack) return { holds: 'ask', question: `Is the other ship in its ${condition.arc} arc?` };
      if (situation.role === 'attacker') {
        if (condition.arc === 'bullseye' && frontArcs.has(attack.arc) && frontCountsAsBullseye(state, ship, situation, attack.range)) return yes(true);
        if (condition.arc === 'bullseye') return attack.arc === 'bullseye' ? yes(true) : frontArcs.has(attack.arc) ? { holds: 'ask', question: 'Is the defender in its bullseye arc?' } : yes(false);
        if (condition.arc === 'front' || condition.arc === 'fullFront') return yes(frontArcs.has(attack.arc));
        if (condition.arc === 'rear' || condition.arc === 'fullRear') return yes(rearArcs.has(attack.arc));
        if (condition.arc === 'turret') return yes(attack.arc === 'single-turret' || attack.arc === 'double-turret');
      }
      return { holds: 'ask', question: `Is the other ship in its ${condition.arc} arc?` };
    }
    case 'range':
      if (!attack) return { holds: 'ask', question: `Is the other ship at range ${condition.min}–${condition.max}?` };
      return yes(attack.range >= condition.min && attack.range <= condition.max);
    case 'token': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      // A destroyed ship: the green tokens it left with (abilities acting before it is removed).
      const left = whose.destroyed && whose.leftWith ? (whose.leftWith as Record<string, number | undefined>)[condition.token] : undefined;
      const count = left ?? (condition.token === 'reinforce' ? whose.tokens.reinforce.fore + whose.tokens.reinforce.aft : whose.tokens[condition.token]);
      return yes(condition.none ? count === 0 : count > 0);
    }
    case 'lock': {
      if (!other) return yes(false);
      const locked = condition.who === 'self' ? other.tokens.lock.includes(ship.id) : ship.tokens.lock.includes(other.id);
      return yes(condition.none ? !locked : locked);
    }
    case 'usedInAttack': {
      const refs = (ship.effects ?? []).flatMap((candidate, index) => (candidate.source === effect.source && candidate.upgrade === effect.upgrade && candidate.conditions.some((part) => part.kind === 'once' && part.among === condition.among) ? [String(index)] : []));
      return yes(refs.some((ref) => situation.attack?.effectsUsed?.includes(effectKey(ship, ref)) ?? false));
    }
    case 'usedThisRound': {
      const refs = (ship.effects ?? []).flatMap((candidate, index) => (candidate.source === effect.source && candidate.upgrade === effect.upgrade && candidate.conditions.some((part) => part.kind === 'once' && part.among === condition.among) ? [String(index)] : []));
      return yes((ship.effectUses ?? []).some((use) => use.round === state.round && refs.includes(use.ref)));
    }
    case 'onBar': {
      const has = actionsOnBar(ship.actionBar).includes(condition.action);
      return yes(condition.none ? !has : has);
    }
    case 'destroyed':
      return other ? yes(other.destroyed === !condition.none) : yes(false);
    case 'hit': {
      const hit = situation.hit ?? (attack?.neutralized ? attack.neutralized.remaining.hits + attack.neutralized.remaining.crits > 0 : undefined);
      return hit === undefined ? yes(false) : yes(hit === condition.hit);
    }
    case 'damaged': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      const card = whose.damageCards.length > 0;
      const shields = whose.shields.current < whose.shields.max;
      return yes(condition.what === 'card' ? card : condition.what === 'shields' ? shields : card || shields);
    }
    case 'initiative': {
      if (!other) return yes(false);
      const [theirs, mine] = [other.initiative, ship.initiative];
      return yes(condition.compare === 'lower' ? theirs < mine : condition.compare === 'higher' ? theirs > mine : condition.compare === 'equalOrLower' ? theirs <= mine : theirs >= mine);
    }
    case 'size': {
      const whose = condition.who === 'self' ? ship : other;
      return yes(whose !== null && condition.sizes.includes(whose.size));
    }
    case 'once': {
      // Each time its moment comes: the others of its kind close as one is used (abilities/prompt-answers.ts).
      if (condition.per === 'trigger') return yes(true);
      const refs = sharingOnce(ship, effect, condition.among, ref);
      if (condition.per === 'attack') return yes(!refs.some((shared) => situation.attack?.effectsUsed?.includes(effectKey(ship, shared))));
      const uses = ship.effectUses ?? [];
      const used = uses.some((use) => refs.includes(use.ref) && (condition.per === 'game' || (use.round === state.round && (condition.per === 'round' || use.phase === state.phase))));
      return yes(!used);
    }
    case 'ask':
      return { holds: 'ask', question: condition.question };
    case 'docked': {
      const carrier = condition.with === 'other' ? other?.id : condition.with === 'attacker' ? attack?.attacker : ship.dockedTo;
      const docked = ship.dockedTo !== undefined && ship.dockedTo === carrier;
      return yes(condition.none ? !docked : docked);
    }
    case 'carrying': {
      const carrying = dockedWith(state, ship).length > 0;
      return yes(condition.none ? !carrying : carrying);
    }
    case 'gained': {
      const gained = situation.gained;
      if (gained === undefined) return yes(false);
      const colour = tokenCatalogue.find((kind) => kind.type === gained)?.colour;
      return yes((condition.tokens?.includes(gained) ?? false) || (colour !== undefined && (condition.colours?.includes(colour) ?? false)));
    }
    case 'fullyExecuted':
      return yes((situation.partial !== true) !== (condition.none === true));
    case 'action':
      return yes(situation.action !== undefined && (condition.actions as readonly string[]).includes(situation.action));
    case 'friendly':
      return yes(situation.friendOf === condition.role);
    case 'hasCondition': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      const has = whose.conditions.some((held) => sameConditionName(held.name, condition.condition));
      return yes(condition.none ? !has : has);
    }
    case 'critical': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      const faceup = whose.damageCards.some((card) => card.faceup);
      return yes(condition.none ? !faceup : faceup);
    }
    case 'shielded': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      return yes(condition.none ? whose.shields.current === 0 : whose.shields.current > 0);
    }
    case 'obstructed':
      return yes(attack !== null && attack.obstructed === condition.obstructed);
    case 'difficulty': {
      const difficulty = condition.of === 'action' ? situation.actionDifficulty : maneuverOf(state, ship, situation)?.difficulty;
      return yes(difficulty !== undefined && (condition.difficulties as readonly string[]).includes(difficulty));
    }
    case 'maneuver': {
      const maneuver = maneuverOf(state, ship, situation);
      if (!maneuver) return yes(false);
      if (condition.bearings && !(condition.bearings as readonly string[]).includes(bearingWords[maneuver.bearing])) return yes(false);
      return yes((condition.minSpeed === undefined || maneuver.speed >= condition.minSpeed) && (condition.maxSpeed === undefined || maneuver.speed <= condition.maxSpeed));
    }
    case 'tokenCount': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      const count = whose.tokens[condition.token];
      return yes((condition.atMost === undefined || count <= condition.atMost) && (condition.atLeast === undefined || count >= condition.atLeast));
    }
    case 'colourCount': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      const count = tokenCatalogue.filter((kind) => (condition.colours as readonly string[]).includes(kind.colour) && kind.type !== 'lock').reduce((sum, kind) => sum + heldCount(whose, kind.type), 0);
      return yes(count >= condition.atLeast);
    }
    case 'placedDevice': {
      const placed = ship.devicePlaced?.round === state.round;
      return yes(condition.none ? !placed : placed);
    }
    case 'colourExactly': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      const count = tokenCatalogue.filter((kind) => (condition.colours as readonly string[]).includes(kind.colour) && kind.type !== 'lock').reduce((sum, kind) => sum + heldCount(whose, kind.type), 0);
      return yes(count === condition.count);
    }
    case 'initiativeOverDamage':
      return yes(other !== null && other.initiative > ship.damageCards.length);
    case 'tokenColour': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      const held = tokenCatalogue.some((kind) => (condition.colours as readonly string[]).includes(kind.colour) && heldCount(whose, kind.type) > 0);
      return yes(condition.none ? !held : held);
    }
    case 'side':
      return yes(effect.upgrade !== undefined && (ship.sides?.[effect.upgrade] ?? 0) === condition.side);
    case 'spent':
      return yes(situation.spent !== undefined && ((condition.tokens as readonly string[]).includes(situation.spent) || (condition.tokens.includes('green') && greenTokens.has(situation.spent))));
    case 'shieldsAtLeast':
      return yes(ship.shields.current >= condition.atLeast);
    case 'initiativeStep':
      return yes(situation.initiative === condition.initiative);
    case 'usedLastRound': {
      const refs = (ship.effects ?? []).flatMap((candidate, index) => (candidate.source === effect.source && candidate.upgrade === effect.upgrade && candidate.conditions.some((part) => part.kind === 'once' && part.among === condition.among) ? [String(index)] : []));
      return yes((ship.effectUses ?? []).some((use) => use.round === state.round - 1 && refs.includes(use.ref)));
    }
    case 'conditionRevealed': {
      // The condition card the fact comes from, on the card's ship: faceup once one of its facts revealed it.
      const card = ship.conditions.find((candidate) => sameConditionName(candidate.name, effect.source));
      if (!card) return yes(false);
      return yes(condition.none ? card.revealed !== true : card.revealed === true);
    }
    case 'wouldBeDestroyed':
      return yes(situation.dealt !== undefined && ship.damageCards.length + 1 >= ship.hull);
    case 'phase':
      return yes((condition.phases as readonly string[]).includes(state.phase));
    case 'activated': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      return yes(condition.none ? !whose.activated : whose.activated);
    }
    case 'holdsLock': {
      const holds = locksHeldBy(state, ship.id).some((locked) => !locked.destroyed);
      return yes(condition.none ? !holds : holds);
    }
    case 'forceInactive':
      return yes(ship.force !== null && ship.force !== undefined && ship.force.max > 0 && ship.force.current === 0);
    case 'chargeInactive': {
      // RRG · Charges: a spent charge is inactive until recovered; a card with charges whose every one is spent.
      const charges = chargesFor(ship, effect);
      return yes(charges !== null && charges.current === 0);
    }
    case 'hasCharge': {
      const have = condition.what === 'force' ? (ship.force?.current ?? 0) : condition.what === 'energy' ? (ship.energy?.current ?? 0) : (chargesFor(ship, effect)?.current ?? 0);
      return yes(have >= condition.atLeast);
    }
    case 'modifiedDice': {
      // r3-x-pilots: what the attack remembers of itself (attack/attack-record.ts).
      const role = situation.role;
      if (!attack || !role) return yes(false);
      const party = condition.who === 'self' ? role : role === 'attacker' ? 'defender' : 'attacker';
      const pools = condition.pool === 'any' ? ['attack', 'defense'] : [condition.pool];
      return yes(pools.some((pool) => attack.modified?.includes(`${party}:${pool}`) ?? false));
    }
    case 'spentInAttack':
      return yes(attack?.spent?.includes(`${ship.id}:${condition.token}`) ?? false);
    case 'bonusAttack':
      return yes(attack !== null && (attack.bonus ?? false) === condition.bonus);
    case 'resultsLeft': {
      const left = attack?.neutralized?.remaining;
      return yes(left !== undefined && left.hits + left.crits >= condition.atLeast);
    }
    case 'dealtCard': {
      const dealt = situation.dealt;
      if (!dealt) return yes(false);
      return yes((condition.faceup === undefined || dealt.faceup === condition.faceup) && (condition.traits === undefined || (condition.traits as readonly string[]).includes(dealt.trait)));
    }
    case 'defending': {
      const defending = state.attack?.defender === ship.id;
      return yes(condition.none ? !defending : defending);
    }
    case 'chassis': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      // A word of the ship's name ('TIE' is any TIE), or its whole name: never a part of a word.
      const chassis = whose.ship.toLowerCase();
      const named = (name: string) => chassis === name.toLowerCase() || chassis.split(/[^a-z0-9]+/).includes(name.toLowerCase());
      return yes(condition.names.some(named));
    }
    case 'resultsOverShields': {
      const left = attack?.neutralized?.remaining;
      return yes(left !== undefined && left.hits + left.crits > ship.shields.current);
    }
    case 'pilotNamed': {
      // The pilot card's name, its quotes and case set aside ("Obi-Wan Kenobi", “Odd Ball”).
      const plain = (name: string) => name.replace(/[“”"]/g, '').trim().toLowerCase();
      return yes(other !== null && condition.names.some((name) => plain(name) === plain(other.name)));
    }
    case 'marked': {
      const friendId = attack && situation.friendOf ? (situation.friendOf === 'attacker' ? attack.attacker : attack.defender) : undefined;
      const whose = condition.on === 'self' ? ship : condition.on === 'other' ? other : (state.ships.find((candidate) => candidate.id === friendId) ?? null);
      return yes(whose !== null && (whose.marks ?? []).some((mark) => mark.by === ship.id && mark.source === effect.source && mark.among === condition.among && mark.round === state.round && (mark.phase === undefined || mark.phase === state.phase)));
    }
    case 'lockOn': {
      const whose = condition.who === 'self' ? ship : other;
      if (!whose) return yes(false);
      return yes((whose.tokens.lock.length > 0) !== (condition.none === true));
    }
    case 'lockHeld': {
      // r5-friends: the locked ship is the other of the attack, or the friend in it (the attacker or defender the card's ship is a friend of).
      const friendId = attack && situation.friendOf ? (situation.friendOf === 'attacker' ? attack.attacker : attack.defender) : undefined;
      const locked = condition.on === 'other' ? other : (state.ships.find((candidate) => candidate.id === friendId) ?? null);
      if (!locked) return yes(false);
      const holders = condition.by === 'self' ? [ship.id] : state.ships.filter((candidate) => candidate.owner === ship.owner && !candidate.destroyed).map((candidate) => candidate.id);
      return yes(locked.tokens.lock.some((holder) => holders.includes(holder)));
    }
  }
}

/** Whether the attack is made with this kind of weapon (the primary, a slot's, the card's own). */
function weaponIs(state: XwingState, ship: Ship, effect: CardEffect, situation: EffectSituation, attack: Attack, kind: Extract<EffectCondition, { kind: 'weapon' }>['weapon']): boolean {
  const weapon = attack.weapon;
  if (kind === 'primary') return weapon === null;
  if (weapon === null) return false;
  if (kind === 'special') return true;
  // A friend's attack: its weapon is on the attacker (its slot read there).
  if (situation.role === null && kind !== 'this') {
    const attacker = state.ships.find((candidate) => candidate.id === attack.attacker);
    const slot = (attacker?.weapons?.find((candidate) => candidate.id === weapon.id)?.slot ?? '').toLowerCase();
    return slot.includes(kind);
  }
  if (situation.role === null) return false;
  const shipWeapon = ship.weapons?.find((candidate) => candidate.id === weapon.id);
  if (kind === 'this') {
    const card = effect.upgrade === undefined ? undefined : ship.upgrades[effect.upgrade];
    return card !== undefined && (shipWeapon?.upgrade === card.id || weapon.name === card.name);
  }
  return (shipWeapon?.slot ?? '').toLowerCase().includes(kind);
}

/** The facts whose uses count against this one's limit: itself, and its card's facts sharing the `among` label. */
export function sharingOnce(ship: Ship, effect: CardEffect, among: string | undefined, ref: string): string[] {
  if (among === undefined) return [ref];
  const refs = (ship.effects ?? []).flatMap((other, index) =>
    other.source === effect.source && other.upgrade === effect.upgrade && other.conditions.some((condition) => condition.kind === 'once' && condition.among === among) ? [String(index)] : [],
  );
  return refs.includes(ref) ? refs : [ref, ...refs];
}

/** Why the effect is not offered now (null: it is), with its questions and the uses left. */
/** How many tokens of a kind a ship holds (reinforce on either side, locks it holds). */
export function heldCount(ship: Ship, type: string): number {
  if (type === 'reinforce') return ship.tokens.reinforce.fore + ship.tokens.reinforce.aft;
  if (type === 'lock') return ship.tokens.lock.length;
  const count = (ship.tokens as unknown as Record<string, unknown>)[type];
  return typeof count === 'number' ? count : 0;
}

/** An effect that only recovers shields, Force or charges the ship has in full changes nothing: it is not offered (nor its cost paid for nothing). */
function recoversNothing(ship: Ship, effect: CardEffect): boolean {
  const recovers = (kind: string) => kind === 'recover' || kind === 'recoverUpgradeCharge' || kind === 'recoverEveryCharge';
  // A card that flips after recovering (Bounty) is judged by what it recovers.
  if (!effect.effects.some((part) => recovers(part.kind)) || !effect.effects.every((part) => recovers(part.kind) || part.kind === 'flipCard')) return false;
  return effect.effects.every((part) => {
    if (part.kind === 'flipCard') return true;
    if (part.kind === 'recoverUpgradeCharge') return upgradesMissingCharges(ship, part.slots).length === 0;
    if (part.kind === 'recoverEveryCharge') return upgradesMissingCharges(ship).length === 0 && !((ship.charges?.current ?? 0) < (ship.charges?.max ?? 0));
    if (part.kind !== 'recover') return false;
    if (part.what === 'shield') return ship.shields.current >= ship.shields.max;
    const charges = part.what === 'force' ? ship.force : part.what === 'energy' ? (ship.energy ?? null) : (chargesFor(ship, effect) ?? null);
    return !charges || charges.current >= ('max' in charges ? (charges as { max: number }).max : Infinity);
  });
}

/** The kinds a rule reads by itself: never a tap of their own. */
const readByRules = new Set(['lendTokens', 'carrierAction', 'dockedShipArc', 'ion', 'resultsAsTokens', 'actAfterPartialManeuver', 'redManeuverWhileStressed', 'treatManeuverAs', 'liftRequirement', 'forbid', 'evenWhileStressed', 'turretFacings', 'neutralizeOrder', 'forbidTokens', 'forbidPool', 'rerollLimit', 'focusResultLimit', 'attackWhileDisarmed', 'maintainLocks', 'forceOnlyWhileAttacking', 'reloadExtra', 'attackAtRangeZero', 'cannotBeLocked', 'cannotPerform', 'reinforceOnly', 'attackWhileDisarmedWith', 'modifyOnlyWith', 'ionWithCrit', 'jamItself', 'attackFriendlyShips', 'weaponArcAs', 'weaponFromArcToo', 'onlyBonusAttacks', 'redBearingWhileStressed']);

/** A card that lets the ship spend Force only while it attacks: why it cannot spend Force now, or null. */
export function forceHeldBack(state: XwingState, ship: Ship): string | null {
  const rule = (ship.effects ?? []).find((effect) => effect.moment === 'always' && effect.effects.some((part) => part.kind === 'forceOnlyWhileAttacking'));
  if (!rule || state.attack?.attacker === ship.id) return null;
  return `${rule.source}: ${ship.name} spends Force only while it attacks.`;
}

/** RRG · Stress, lifted by a card ("you can perform [Boost] actions even while stressed"): the standing fact that lets it, or null. */
export function standingStressWaiver(state: XwingState, ship: Ship, action: ShipAction): CardEffect | null {
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== 'always') continue;
    const waives = effect.effects.some((part) => part.kind === 'evenWhileStressed' && (!part.actions || (part.actions as readonly string[]).includes(action)));
    if (!waives) continue;
    const situation: EffectSituation = { attack: null, other: null, role: null };
    if (effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes')) return effect;
  }
  return null;
}

/** A standing card fact that takes an action away while its conditions hold (its charge inactive: no SLAM): why the ship cannot perform it, or null. The one rule that reads 'cannotPerform'. */
export function actionForbiddenByCard(state: XwingState, ship: Ship, action: ShipAction): string | null {
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== 'always' || !effect.effects.some((part) => part.kind === 'cannotPerform' && part.action === action)) continue;
    const situation: EffectSituation = { attack: null, other: null, role: null };
    if (effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes')) return `${effect.source}: ${ship.name} cannot perform this action now (${effect.summary}).`;
  }
  return null;
}

/** RRG · Reinforce, narrowed by a card ("you can reinforce only your full front arc"): the one side it may choose and the card, or null. The one rule that reads 'reinforceOnly'. */
export function reinforceSideAllowed(ship: Ship): { side: 'fore' | 'aft'; source: string } | null {
  for (const effect of ship.effects ?? []) {
    if (effect.moment !== 'always') continue;
    const part = effect.effects.find((candidate) => candidate.kind === 'reinforceOnly');
    if (part?.kind === 'reinforceOnly') return { side: part.side, source: effect.source };
  }
  return null;
}

/** RRG · Stress, lifted by a card for maneuvers ("you can execute red maneuvers even while stressed"): the standing fact that lets this one, or null. Basic: straight, bank, turn; advanced: Koiogran turn, Segnor's loop, Tallon roll (RRG · Maneuvers). */
export function redManeuverStressWaiver(state: XwingState, ship: Ship, bearing: string): CardEffect | null {
  const kind = /^(straight|bank(Left|Right)|turn(Left|Right))$/.test(bearing) ? 'basic' : /^(kTurn|segnor|tallon)/.test(bearing) ? 'advanced' : null;
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== 'always') continue;
    const waives = effect.effects.some((part) => (part.kind === 'redManeuverWhileStressed' && (part.maneuvers === 'any' || part.maneuvers === kind)) || (part.kind === 'redBearingWhileStressed' && (part.bearings as readonly string[]).includes((bearingWords as Record<string, string>)[bearing] ?? '')));
    if (!waives) continue;
    const situation: EffectSituation = { attack: null, other: null, role: null };
    if (effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes')) return effect;
  }
  return null;
}

/** A revealed maneuver a card treats as another difficulty (Ello Asty's red Tallon roll as white): the difficulty it is executed at. */
export function treatedDifficulty(state: XwingState, ship: Ship, bearing: ManeuverBearing, difficulty: 'blue' | 'white' | 'red' | 'purple'): 'blue' | 'white' | 'red' | 'purple' {
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== 'always') continue;
    const change = effect.effects.find((part) => part.kind === 'treatManeuverAs' && part.from === difficulty && (part.bearings as readonly string[]).includes(bearingWords[bearing]));
    if (!change || change.kind !== 'treatManeuverAs') continue;
    const situation: EffectSituation = { attack: null, other: null, role: null };
    if (effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes')) return change.to;
  }
  return difficulty;
}

/** The fact grants its actions even while stressed. */
export const grantsEvenWhileStressed = (effect: CardEffect, action: ShipAction): boolean => effect.effects.some((part) => part.kind === 'evenWhileStressed' && (!part.actions || (part.actions as readonly string[]).includes(action)));

export function whyNotOffered(state: XwingState, ship: Ship, ref: string, situation: EffectSituation, moments: readonly EffectMoment[]): { why: string | null; questions: string[]; uses: number } {
  const effect = ship.effects?.[Number(ref)];
  const no = (why: string) => ({ why, questions: [], uses: 0 });
  if (!effect) return no(`${ship.name} has no card effect ${ref}.`);
  // Only what acts as it is destroyed is offered to a destroyed ship.
  if (!inPlay(ship) && effect.moment !== 'afterDestroyed') return no(`${ship.name} is destroyed.`);
  if (!moments.includes(effect.moment)) return no(`${effect.source} does not act at this moment.`);
  // RRG · Docking: a docked ship is set aside: only what its card does while docked acts.
  if (ship.dockedTo !== undefined && !effect.conditions.some((condition) => condition.kind === 'docked' && !condition.none)) return no(`${ship.name} is docked.`);
  // Ion damage, a lifted requirement, a forbidden modification: read by the rules they change (weapons, Declare Target), never a tap of their own.
  // h-weapons: an order of neutralizing asked at Neutralize Results (Enduring) is a tap with its question, then read for the attack.
  const askedOrder = effect.moment === 'neutralizeResults' && effect.effects.some((part) => part.kind === 'neutralizeOrder');
  if (effect.effects.every((part) => readByRules.has(part.kind)) && !isAskedAttackRule(effect) && !askedOrder) return no(`${effect.source} is applied by the rules it changes.`);
  if (effect.role && effect.role !== situation.role) return no(`${effect.source} acts only while ${ship.name} is the ${effect.role}.`);
  if (situation.attack?.effectsUsed?.includes(effectKey(ship, ref))) return no(`${effect.source} was already used in this attack.`);
  const questions: string[] = [];
  for (const condition of effect.conditions) {
    const holds = conditionHolds(state, ship, effect, condition, situation, ref);
    if (holds.holds === 'no') return no(`${effect.source}: what it needs does not hold now.`);
    if (holds.holds === 'ask' && holds.question) questions.push(holds.question);
  }
  if (recoversNothing(ship, effect)) return no(`${effect.source} would recover what ${ship.name} has in full.`);
  // A lock that follows another ship's lock needs a lock to follow.
  for (const part of effect.effects) {
    if (part.kind !== 'lockLockedShip') continue;
    const from = part.from === 'self' ? ship : situation.other;
    if (from && !state.ships.some((locked) => !locked.destroyed && locked.tokens.lock.includes(from.id))) return no(`${effect.source}: ${from.name} has no lock for it to follow.`);
  }
  // h-moves · RRG · Reveal Dial: a card that changes a revealed maneuver acts between the reveal and the execution, with something to pick.
  const change = dialChangeOf(effect);
  if (change) {
    const target = changesWhose(change) === 'self' ? ship : situation.other;
    const revealed = target ? revealedDialOf(state, target) : null;
    if (!target || !revealed) return no(`${effect.source} acts on a dial just revealed, before its maneuver is executed.`);
    const choices = choicesFor(change, target, revealed);
    if (choices && choices.length === 0) return no(`${effect.source}: ${target.name} has no other maneuver it may pick.`);
  }
  // r3-x-pilots: results changed after Neutralize Results need those results left (a crit to spend, hits to cancel).
  const left = situation.attack?.neutralized?.remaining;
  for (const part of effect.effects) {
    if (part.kind === 'cancelRemaining' && (!left || situation.attack?.step !== 'dealDamage')) return no(`${effect.source} acts once results are neutralized.`);
    if (part.kind !== 'changeRemaining') continue;
    if (!left || situation.attack?.step !== 'dealDamage') return no(`${effect.source} acts once results are neutralized.`);
    if (left.hits + part.hits < 0 || left.crits + part.crits < 0) return no(`${effect.source}: the results it changes are not left.`);
  }
  // r5-friends · RRG · Range Bonus: a card that keeps a party's range bonus from being applied needs one to prevent, not yet prevented.
  for (const part of effect.effects) {
    if (part.kind !== 'noRangeBonus') continue;
    const attack = situation.attack;
    if (!attack) return no(`${effect.source} acts in an attack.`);
    if (rangeBonusDice(attack.range, attack.weapon?.ordnance ?? false)[part.party === 'attacker' ? 'attack' : 'defense'] === 0) return no(`${effect.source}: the ${part.party} has no range bonus in this attack.`);
    const already = rangeBonusPreventedBy(state, attack, part.party);
    if (already) return no(`${already} already keeps the ${part.party}'s range bonus from being applied in this attack.`);
  }
  // r3-x-pilots: a token a rule of the attack forbids this party to spend cannot pay a card's cost either.
  const party = situation.role;
  if (situation.attack && party) {
    for (const cost of effect.costs) {
      // r5-friends: a friend's lock spent in the attack is a lock this party spends.
      const token = cost.kind === 'friendLock' ? 'lock' : cost.kind === 'spendToken' ? cost.token : null;
      if (!(token === 'focus' || token === 'calculate' || token === 'evade' || token === 'lock')) continue;
      const forbidden = whyForbidden(state, situation.attack, party, 'tokens', { token });
      if (forbidden) return no(forbidden);
    }
  }
  const charge = chargeCheck(ship, effect);
  if (charge.why) return no(charge.why);
  const paid = costCanBePaid(state, ship, situation.other, effect);
  if (paid.why) return no(paid.why);
  // r5-friends: a token the ship lacks, paid by a friend that lends it: that friend's question is asked too.
  for (const cost of effect.costs) {
    if (cost.kind !== 'spendToken' || (cost.token !== 'focus' && cost.token !== 'evade') || ship.tokens[cost.token] >= cost.amount) continue;
    const question = tokenLenders(state, ship, cost.token)[0]?.question;
    if (question && !questions.includes(question)) questions.push(question);
  }
  const once = effect.conditions.some((condition) => condition.kind === 'once');
  return { why: null, questions, uses: Math.min(charge.uses, paid.uses, once ? 1 : 9) };
}

/** The moments an attack step offers: its own, and the roll that ends it (the defense dice count while the attack dice are modified). */
export function momentsOfStep(attack: Attack): EffectMoment[] {
  switch (attack.step) {
    case 'rollAttackDice':
      return ['declareTarget', 'rollAttackDice'];
    case 'modifyAttackDice':
      return ['modifyAttackDice', 'rollDefenseDice'];
    case 'modifyDefenseDice':
      return ['modifyDefenseDice', 'neutralizeResults'];
    case 'dealDamage':
      return ['dealDamage'];
  }
}

/** The dice a dice effect may pick now, and why it cannot act on them (no die fits, not its turn to modify). */
export function diceChoice(state: XwingState, attack: Attack, side: Party, fact: DiceEffectFact, moment?: EffectMoment, uncounted = false, source?: string): { why: string | null; dice: number[] } {
  if (fact.kind === 'dice') return { why: null, dice: [] };
  // RRG · Neutralize Results: a card that acts as results are neutralized (cancel or change a result) is not a modification of
  // either pool: it acts on its pool once the defense dice are modified, whoever modified last.
  // h-weapons: so does a change as Modify Attack Dice ends (Heavy Laser Cannon), before the defense roll.
  const atNeutralize = (moment === 'neutralizeResults' && attack.step === 'modifyDefenseDice') || (moment === 'afterModifyAttackDice' && attack.step === 'modifyAttackDice');
  const stepPool = attack.step === 'modifyAttackDice' ? 'attack' : attack.step === 'modifyDefenseDice' ? 'defense' : null;
  if (!atNeutralize && stepPool !== fact.pool) return { why: `It changes the ${fact.pool} dice: not at this step.`, dice: [] };
  const turn = atNeutralize ? null : whyPartyCannotModify(attack, side);
  if (turn) return { why: turn, dice: [] };
  const blinded = whyBlinded(state, attack, side);
  if (blinded) return { why: blinded, dice: [] };
  const forbidden = whyForbidden(state, attack, side, 'modify', { pool: fact.pool, ...(source !== undefined ? { source } : {}) });
  if (forbidden) return { why: forbidden, dice: [] };
  const dice = diceOf(attack, fact.pool);
  const fits = (face: string, faces: readonly string[] | undefined) => !faces || faces.length === 0 || faces.includes(face);
  switch (fact.kind) {
    case 'reroll': {
      // r3-x-pilots: a reroll that does not count as one is no reroll for a card's limit either.
      const limited = uncounted ? null : whyRerollLimited(state, attack, side, fact.pool, 1);
      if (limited) return { why: limited, dice: [] };
      const free = rerollableDice(attack, fact.pool).filter((index) => fits(dice[index]?.face ?? '', fact.faces));
      return free.length === 0 ? { why: 'No die it may reroll shows a face it names.', dice: [] } : { why: null, dice: free };
    }
    case 'change': {
      const from = dice.flatMap((die, index) => (fact.from.includes(die.face) && die.face !== fact.to ? [index] : []));
      return from.length === 0 ? { why: `No ${fact.pool} die shows a result it changes.`, dice: [] } : { why: null, dice: from };
    }
    case 'cancel': {
      const which = dice.flatMap((die, index) => (fact.faces.includes(die.face) ? [index] : []));
      return which.length === 0 ? { why: `No ${fact.pool} die shows a result it cancels.`, dice: [] } : { why: null, dice: which };
    }
    case 'add':
      return { why: null, dice: [] };
  }
}

/** The attacker's and defender's effects that act now, in the modify order the rules give (RRG · Modify Dice). */
export function availableEffects(state: XwingState): AvailableEffect[] {
  const attack = state.attack;
  if (!attack) return [];
  const attacker = state.ships.find((ship) => ship.id === attack.attacker);
  const defender = state.ships.find((ship) => ship.id === attack.defender);
  if (!attacker || !defender) return [];
  const moments = momentsOfStep(attack);
  const order: readonly Party[] = attack.step === 'modifyAttackDice' || attack.step === 'modifyDefenseDice' ? modifyOrder(attack) : ['attacker', 'defender'];
  const out: AvailableEffect[] = [];
  for (const side of order) {
    const ship = side === 'attacker' ? attacker : defender;
    const other = side === 'attacker' ? defender : attacker;
    const situation: EffectSituation = { attack, other, role: side };
    // The ship's own effects, then its friends' that act while a friendly ship attacks or defends.
    const friends = state.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== attacker.id && candidate.id !== defender.id && candidate.effects?.some((effect) => effect.conditions.some((condition) => condition.kind === 'friendly')));
    for (const [owner, here] of [[ship, situation] as const, ...friends.map((friend) => [friend, { attack, other, role: null, friendOf: side }] as const)]) {
      for (const [index, effect] of (owner.effects ?? []).entries()) {
        const ref = String(index);
        const offered = whyNotOffered(state, owner, ref, here, moments);
        if (offered.why) continue;
        // More or fewer dice with no choice are counted in the roll itself (diceCountFromEffects): no button of their own.
        if (!effect.optional && effect.costs.length === 0 && offered.questions.length === 0 && effect.effects.every((part) => part.kind === 'dice')) continue;
        let dice: number[] = [];
        const facts = effect.effects.filter(isDiceEffect);
        const uncounted = effect.effects.some((part) => part.kind === 'uncountedReroll');
        if (facts.some((fact) => diceChoice(state, attack, side, fact, effect.moment, uncounted, effect.source).why !== null)) continue;
        for (const fact of facts) dice = [...new Set([...dice, ...diceChoice(state, attack, side, fact, effect.moment, uncounted, effect.source).dice])];
        const friendCost = effect.costs.find((cost) => cost.kind === 'friendToken' || cost.kind === 'friendLock');
        const payers = friendCost?.kind === 'friendToken' ? friendsPaying(state, owner, friendCost.token, friendCost.amount) : friendCost?.kind === 'friendLock' ? friendsLocking(state, owner, here.other) : [];
        out.push({ ship: owner.id, side, ref, effect, questions: offered.questions, dice, uses: offered.uses, payers });
      }
    }
  }
  return out;
}

/** The card effects applied without a choice at the roll (they change how many dice are rolled), and the ones used to roll more or fewer. */
export function diceCountFromEffects(state: XwingState, attack: Attack, pool: 'attack' | 'defense'): { reason: string; amount: number }[] {
  const out: { reason: string; amount: number }[] = [];
  const moment: EffectMoment = pool === 'attack' ? 'rollAttackDice' : 'rollDefenseDice';
  for (const side of ['attacker', 'defender'] as const) {
    const ship = state.ships.find((candidate) => candidate.id === (side === 'attacker' ? attack.attacker : attack.defender));
    const other = state.ships.find((candidate) => candidate.id === (side === 'attacker' ? attack.defender : attack.attacker)) ?? null;
    if (!ship) continue;
    // The ship's own effects, and its friends' that act while a friendly ship attacks or defends (Merl Cobben).
    const friends = state.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== attack.attacker && candidate.id !== attack.defender && candidate.effects?.some((effect) => effect.conditions.some((condition) => condition.kind === 'friendly')));
    for (const [owner, situation] of [[ship, { attack, other, role: side }] as const, ...friends.map((friend) => [friend, { attack, other, role: null, friendOf: side }] as const)]) {
      for (const [index, effect] of (owner.effects ?? []).entries()) {
        if (effect.moment !== moment) continue;
        const ref = String(index);
        const used = attack.effectsUsed?.includes(effectKey(owner, ref)) ?? false;
        // Without a choice: applied whenever its conditions hold (a question makes it a choice, asked with a tap).
        const automatic = !effect.optional && effect.costs.length === 0 && !used && whyNotOffered(state, owner, ref, situation, [moment]).why === null && !effect.conditions.some((condition) => condition.kind === 'ask');
        if (!used && !automatic) continue;
        for (const fact of effect.effects) if (fact.kind === 'dice' && fact.pool === pool) out.push({ reason: effect.source, amount: fact.count });
      }
    }
  }
  return out;
}

/** r5-friends · RRG · Range Bonus: the card used in this attack that keeps this party's range bonus from being applied (its source), or null. */
export function rangeBonusPreventedBy(state: XwingState, attack: Attack, party: Party): string | null {
  for (const key of attack.effectsUsed ?? []) {
    const [owner, ref] = key.split(':');
    const effect = state.ships.find((candidate) => candidate.id === owner)?.effects?.[Number(ref)];
    if (effect?.effects.some((part) => part.kind === 'noRangeBonus' && part.party === party)) return effect.source;
  }
  return null;
}

/** A card effect used in this attack keeps the ship's lock unspent (Fire-Control System): why it cannot spend it, or null. */
export function whyLockKept(state: XwingState, attack: Attack, shipId: string): string | null {
  const ship = state.ships.find((candidate) => candidate.id === shipId);
  for (const key of attack.effectsUsed ?? []) {
    const [owner, ref] = key.split(':');
    const effect = owner === shipId ? ship?.effects?.[Number(ref)] : undefined;
    if (effect?.effects.some((part) => part.kind === 'keepLock')) return `${effect.source} was used in this attack: ${ship?.name ?? 'the ship'} cannot spend its lock in it.`;
  }
  return null;
}

/** The attack steps a rule of the attack changed by a card (a 'forbid') holds over. */
const attackMoments: ReadonlySet<EffectMoment> = new Set(['declareTarget', 'rollAttackDice', 'modifyAttackDice', 'rollDefenseDice', 'modifyDefenseDice', 'neutralizeResults', 'dealDamage']);

/** A 'forbid' the rules read by themselves: no choice, no cost, no question, about dice or tokens. */
export const isReadForbid = (effect: CardEffect): boolean =>
  !effect.optional && effect.costs.length === 0 && attackMoments.has(effect.moment) && !effect.conditions.some((condition) => condition.kind === 'ask') && effect.effects.some((part) => (part.kind === 'forbid' && part.what !== 'attack') || part.kind === 'forbidTokens' || part.kind === 'forbidPool' || part.kind === 'rerollLimit' || part.kind === 'focusResultLimit' || part.kind === 'modifyOnlyWith');

/** r3-x-pilots: a rule of the attack with a question or a cost (forbidTokens, forbidPool): offered as one tap, then held for the rest of the attack. */
export const isAskedAttackRule = (effect: CardEffect): boolean =>
  attackMoments.has(effect.moment) && !isReadForbid(effect) && effect.effects.some((part) => part.kind === 'forbidTokens' || part.kind === 'forbidPool' || part.kind === 'rerollLimit' || part.kind === 'focusResultLimit' || part.kind === 'modifyOnlyWith');

type AttackRule = Extract<TurnEffect, { kind: 'forbid' | 'forbidTokens' | 'forbidPool' | 'rerollLimit' | 'focusResultLimit' | 'modifyOnlyWith' }>;

/** The rules of the attack cards put in force now: the standing ones whose conditions hold, and those used in it (r3-x-pilots). */
function attackRulesInForce(state: XwingState, attack: Attack): { effect: CardEffect; rules: AttackRule[] }[] {
  const out: { effect: CardEffect; rules: AttackRule[] }[] = [];
  const rulesOf = (effect: CardEffect) => effect.effects.filter((part): part is AttackRule => part.kind === 'forbid' || part.kind === 'forbidTokens' || part.kind === 'forbidPool' || part.kind === 'rerollLimit' || part.kind === 'focusResultLimit' || part.kind === 'modifyOnlyWith');
  for (const side of ['attacker', 'defender'] as const) {
    const ship = state.ships.find((candidate) => candidate.id === (side === 'attacker' ? attack.attacker : attack.defender));
    const other = state.ships.find((candidate) => candidate.id === (side === 'attacker' ? attack.defender : attack.attacker)) ?? null;
    if (!ship) continue;
    for (const [index, effect] of (ship.effects ?? []).entries()) {
      if (!isReadForbid(effect) || (effect.role && effect.role !== side)) continue;
      const situation: EffectSituation = { attack, other, role: side };
      if (effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes')) out.push({ effect, rules: rulesOf(effect) });
    }
    // A friend of this side's ship, not in the attack, whose standing rule acts while a friendly ship attacks or defends (as diceCountFromEffects reads them).
    for (const friend of state.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== attack.attacker && candidate.id !== attack.defender && !candidate.destroyed)) {
      for (const [index, effect] of (friend.effects ?? []).entries()) {
        if (!isReadForbid(effect) || effect.role || !effect.conditions.some((condition) => condition.kind === 'friendly' && condition.role === side)) continue;
        const situation: EffectSituation = { attack, other, role: null, friendOf: side };
        if (effect.conditions.every((condition) => conditionHolds(state, friend, effect, condition, situation, String(index)).holds === 'yes')) out.push({ effect, rules: rulesOf(effect) });
      }
    }
  }
  for (const key of attack.effectsUsed ?? []) {
    const [owner, ref] = key.split(':');
    const effect = state.ships.find((candidate) => candidate.id === owner)?.effects?.[Number(ref)];
    if (effect && isAskedAttackRule(effect)) out.push({ effect, rules: rulesOf(effect) });
  }
  return out;
}

/**
 * r3-x-pilots · RRG · Reroll, limited by a card ("the attacker cannot reroll more than 1 attack die"): why this party
 * cannot reroll `count` more dice of the pool now, or null. The dice already rerolled are those the engine marks
 * (a reroll that does not count as one leaves no mark).
 */
/** h7-xpilots: why this party may not modify `count` more focus results in this attack (a card's focusResultLimit), or null. */
export function whyFocusLimited(state: XwingState, attack: Attack, by: Party, count: number): string | null {
  if (count === 0) return null;
  const already = attack.focusModified?.[by] ?? 0;
  for (const { effect, rules } of attackRulesInForce(state, attack)) {
    for (const rule of rules) {
      if (rule.kind !== 'focusResultLimit' || rule.by !== by) continue;
      if (already + count > rule.most) return `${effect.summary}: the ${by} modifies at most ${rule.most} focus result${rule.most === 1 ? '' : 's'} in this attack (${already} already).`;
    }
  }
  return null;
}

/** h7-xpilots: the focus results this party modified, counted for focusResultLimit. */
export function countFocusModified(attack: Attack, by: Party, count: number): void {
  if (count === 0) return;
  attack.focusModified = { ...(attack.focusModified ?? {}), [by]: (attack.focusModified?.[by] ?? 0) + count };
}

export function whyRerollLimited(state: XwingState, attack: Attack, by: Party, pool: 'attack' | 'defense', count: number): string | null {
  const already = diceOf(attack, pool).filter((die) => die.rerolled).length;
  for (const { effect, rules } of attackRulesInForce(state, attack)) {
    for (const rule of rules) {
      if (rule.kind !== 'rerollLimit' || rule.by !== by || rule.dice !== pool) continue;
      if (already + count > rule.most) return `${effect.summary}: the ${by} rerolls at most ${rule.most} ${pool} ${rule.most === 1 ? 'die' : 'dice'} in this attack (${already} already).`;
    }
  }
  return null;
}

/**
 * A card in the attack changes its rules (RRG · Modify Dice, Spend tokens): "the defender cannot spend
 * tokens", "the attacker cannot modify its dice". Why this party cannot modify its dice now ('modify'),
 * or spend a token to ('tokens'), or null. r3-x-pilots: `detail` names the pool and the token, for the rules about one pool or some tokens.
 */
export function whyForbidden(state: XwingState, attack: Attack, by: Party, what: 'modify' | 'tokens', detail: { pool?: 'attack' | 'defense'; token?: 'focus' | 'calculate' | 'evade' | 'lock' | 'force'; source?: string } = {}): string | null {
  if (detail.token === 'force') {
    const spender = state.ships.find((candidate) => candidate.id === (by === 'attacker' ? attack.attacker : attack.defender));
    const held = spender ? forceHeldBack(state, spender) : null;
    if (held) return held;
  }
  for (const { effect, rules } of attackRulesInForce(state, attack)) {
    for (const rule of rules) {
      if (rule.kind === 'forbid') {
        const applies = (rule.what === 'attackerModifies' && by === 'attacker') || (rule.what === 'defenderModifies' && by === 'defender') || (rule.what === 'defenderTokens' && by === 'defender' && what === 'tokens');
        if (applies) return `${effect.summary}: the ${by} cannot ${what === 'tokens' && rule.what === 'defenderTokens' ? 'spend tokens' : 'modify its dice'} in this attack.`;
      }
      // r3-x-pilots: one party's tokens of some kinds, or one pool of dice for both parties.
      if (rule.kind === 'forbidTokens' && rule.by === by && detail.token !== undefined && rule.tokens.includes(detail.token)) return `${effect.summary}: the ${by} cannot spend ${detail.token === 'force' ? 'Force' : `a ${detail.token} token`} in this attack.`;
      if (rule.kind === 'forbidPool' && detail.pool === rule.dice) return `${effect.summary}: the ${rule.dice} dice cannot be modified in this attack.`;
      // h-xupg: only some tokens' default effects (or the card's own facts) modify this pool.
      if (rule.kind === 'modifyOnlyWith' && detail.pool === rule.dice && detail.source !== effect.source) {
        const allowed = what === 'tokens' && detail.token !== undefined && rule.tokens.includes(detail.token);
        if (!allowed) return `${effect.summary}: the ${rule.dice} dice are modified only ${rule.tokens.length > 0 ? `by spending ${rule.tokens.join(' or ')} for its usual effect` : `by ${effect.source} itself`} in this attack.`;
      }
    }
  }
  return null;
}
