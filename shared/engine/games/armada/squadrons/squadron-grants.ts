import { ok, refuse, type Result } from '../../../core/result';
import type { ArmadaCondition, ArmadaTurnEffect } from '../effects/card-effect';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Attack, Squadron, Unit, UnitCardEffect } from '../model/state';
import { unitName } from '../units/unit-name';
import { refOf } from '../units/units';
import { keywordOf } from './squadron-keywords';
import { activatedUnit } from '../units/card-states';
import { squadronsToActivate } from '../turn/turn-order';
import { squadronsTheCommandActivates } from '../commands/command-dials';

// What a card changes for squadrons (DESIGN §10, one interpreter): a speed other than the printed one
// for an activation (Vector, Corrupter, Independence, Ketsu Onyo, All Fighters, Follow Me!), a keyword
// it lacks (Ahsoka Tano's Snipe, TI-99's Counter, Wolffe's Assault), enemy ships at close range as
// targets (Major Rhymer), attacks beyond the one per activation (IG-88B, Ahsoka Tano's friend,
// Ordnance Pods' ship), a friend's defense tokens (Jan Ors), a destroyed squadron back (Reserve Hangar
// Deck), a longer squadron turn (Hyperwave Signal Boost), and squadrons set aside on a ship's card
// (Rapid Launch Bays, Invisible Hand). The activation keeps what is for it, and it ends with it (a
// granted Counter, with its counter attack).

/** The attack that just ended, while nothing followed it (as effects-in-play.ts reads it; kept here so the two files do not import each other). */
function endedAttackNow(state: ArmadaState): Attack | null {
  const ended = state.endedAttack;
  if (!ended || state.attacks.length > 0 || ended.round !== state.round || ended.activation !== activatedUnit(state)) return null;
  return ended.attack;
}

type GrantChange = Extract<ArmadaTurnEffect, { kind: 'squadronSpeed' | 'fleetSquadronSpeed' | 'grantKeyword' | 'attackShipsAtClose' | 'restoreSquadron' | 'squadronTurnBySquadronValue' | 'lendDefenseTokens' | 'bonusSquadronAttack' | 'attackEachSquadron' | 'friendAttack' | 'setAsideSquadrons' | 'placeSetAside' }>;

/** The activated squadron, if one is. */
function activatedSquadron(state: ArmadaState): Squadron | null {
  const id = state.activation.squadron?.id;
  return state.squadrons.find((candidate) => candidate.id === id && !candidate.destroyed) ?? null;
}

/** A squadron's speed now: a card's change for this activation, else its printed speed. */
export function squadronSpeedNow(state: ArmadaState, squadron: Squadron): number {
  const activation = state.activation.squadron;
  return activation?.id === squadron.id && activation.speed ? activation.speed.to : squadron.speed;
}

const hasPrinted = (squadron: Unit | null, keywords: readonly string[]) =>
  squadron?.kind === 'squadron' && keywords.some((keyword) => (squadron.keywords ?? []).some((printed) => printed.name.toLowerCase() === keyword.toLowerCase()));

/** Why a condition about the activated (or defending) squadron fails now; null when it holds. */
export function whySquadronConditionFails(state: ArmadaState, attack: Attack | null, condition: Extract<ArmadaCondition, { kind: 'activatedLacks' | 'activatedUnique' | 'defenderUnactivated' | 'defenderSquadron' | 'selfUnactivated' | 'attackerKeyword' }>, unit: Unit): string | null {
  if (condition.kind === 'attackerKeyword') {
    const attacker = attack?.attacker.kind === 'squadron' ? state.squadrons.find((candidate) => candidate.id === attack.attacker.id) : undefined;
    if (!attacker) return 'It works while a squadron attacks.';
    return condition.keywords.some((keyword) => keywordOf(attacker, keyword) !== null) ? null : `It works only for a squadron with ${condition.keywords.join(' or ')}.`;
  }
  if (condition.kind === 'selfUnactivated') return unit.activated ? `${unitName(unit)} has already activated this round.` : null;
  if (condition.kind === 'defenderSquadron') {
    const fought = attack ?? endedAttackNow(state);
    const defender = fought?.defender.kind === 'squadron' ? state.squadrons.find((candidate) => candidate.id === fought.defender.id) : undefined;
    if (!defender) return 'It works on a defending squadron.';
    if (condition.destroyed !== undefined && defender.destroyed !== condition.destroyed) return condition.destroyed ? `${unitName(defender)} was not destroyed.` : `${unitName(defender)} is destroyed.`;
    if (condition.keywords && !hasPrinted(defender, condition.keywords)) return `It works only on a squadron with ${condition.keywords.join(' or ')}.`;
    if (condition.unique !== undefined && defender.unique !== condition.unique) return `It works only on a ${condition.unique ? 'unique' : 'non-unique'} squadron.`;
    return null;
  }
  if (condition.kind === 'defenderUnactivated') {
    const defender = attack?.defender.kind === 'squadron' ? state.squadrons.find((candidate) => candidate.id === attack.defender.id) : undefined;
    if (!defender) return 'It works while a squadron defends.';
    return defender.activated ? `${unitName(defender)} has already activated this round.` : null;
  }
  const squadron = activatedSquadron(state);
  if (!squadron) return 'It works while a squadron is activated.';
  if (condition.kind === 'activatedLacks') return hasPrinted(squadron, condition.keywords) ? `It works only on a squadron without ${condition.keywords.join(' or ')}.` : null;
  return squadron.unique === condition.unique ? null : `It works only on a ${condition.unique ? 'unique' : 'non-unique'} squadron.`;
}

function setSpeed(state: ArmadaState, squadron: Squadron, to: number, card: string): string {
  const activation = state.activation.squadron;
  const from = squadronSpeedNow(state, squadron);
  if (activation?.id === squadron.id) activation.speed = { to, card };
  return `${unitName(squadron)}: speed ${from} → ${to} until the end of its activation`;
}

/** Applies one of these effects; most act on the activated squadron (in an attack, a granted keyword goes to the defending squadron). */
export function applySquadronGrant(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, change: GrantChange, events: ArmadaEvent[], command: { targets?: string[] | undefined } = {}): Result<string> {
  if (change.kind === 'fleetSquadronSpeed') {
    const list = (draft.fleetSquadronSpeed ??= []).filter((entry) => entry.round === draft.round);
    list.push({ owner: unit.owner, by: change.by, max: change.max, card: effect.source, round: draft.round, ship: unit.id });
    draft.fleetSquadronSpeed = list;
    return ok(`until the end of the round, each squadron a friendly ship activates has its speed raised by ${change.by} (at most ${change.max})`);
  }
  if (change.kind === 'lendDefenseTokens') {
    if (!attack || attack.defender.kind !== 'squadron' || attack.defender.id === unit.id || unit.kind !== 'squadron') return refuse('not_defending', `${effect.source} lends its tokens to another friendly squadron that defends.`);
    attack.tokensLentBy = unit.id;
    return ok(`the defender may spend ${unitName(unit)}’s defense tokens this attack`);
  }
  if (change.kind === 'bonusSquadronAttack') {
    const activation = draft.activation.ship;
    if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source}: its ship attacks once more in its own activation.`);
    activation.bonusAttack = { card: effect.source, antiSquadron: { red: change.red, blue: change.blue, black: change.black } };
    return ok(`${unitName(unit)} attacks a squadron once more, from a hull zone of its choice (one that attacked too), with its card's anti-squadron dice`);
  }
  if (change.kind === 'setAsideSquadrons') return setAsideSquadrons(draft, unit, effect, change, command.targets ?? []);
  if (change.kind === 'placeSetAside') return placeSetAside(draft, unit, effect, change, command.targets ?? []);
  if (change.kind === 'friendAttack') {
    const activation = draft.activation.squadron;
    if (unit.kind !== 'squadron' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works in its own activation.`);
    if (activation.friendAttack) return refuse('friend_attack_given', `${effect.source} has already given an attack this activation.`);
    const ids = command.targets ?? [];
    const friend = ids.length === 1 ? draft.squadrons.find((candidate) => candidate.id === ids[0]) : undefined;
    if (!friend || friend.destroyed || friend.owner !== unit.owner || friend.id === unit.id) return refuse('choose_target', `${effect.source}: name another friendly squadron in play to attack.`);
    activation.friendAttack = { card: effect.source, by: friend.id, antiSquadron: { red: change.red, blue: change.blue, black: change.black } };
    return ok(`${unitName(friend)} attacks an enemy squadron with ${[change.red && `${change.red} red`, change.blue && `${change.blue} blue`, change.black && `${change.black} black`].filter(Boolean).join(', ')} dice`);
  }
  if (change.kind === 'attackEachSquadron') {
    if (unit.kind !== 'squadron') return refuse('not_a_squadron', `${effect.source}: a squadron attacks.`);
    if (draft.phase !== 'squadron' || draft.activation.squadron || draft.attacks.length > 0) return refuse('not_now', `${effect.source} is used as the Squadron Phase begins, while no squadron is activated.`);
    if (unit.activated) return refuse('already_activated', `${unitName(unit)} has already activated this round.`);
    unit.activated = true;
    draft.activation.squadron = { id: unit.id, attacked: false, byCommand: false, outOfTurn: effect.source, eachSquadronOnce: { card: effect.source, targeted: [], obstructed: change.obstructed } };
    events.push({ type: 'squadronActivated', squadron: refOf(unit) });
    return ok(`${unitName(unit)} is toggled to activated and attacks each enemy squadron at distance 1 once${change.obstructed ? ', each attack obstructed (1 die removed before the roll)' : ''}`);
  }
  if (change.kind === 'restoreSquadron') return restoreSquadron(draft, effect, change.hull);
  if (change.kind === 'squadronTurnBySquadronValue') return squadronTurnBySquadronValue(draft, unit, effect);
  if (change.kind === 'grantKeyword' && attack) {
    const defender = attack.defender.kind === 'squadron' ? draft.squadrons.find((candidate) => candidate.id === attack.defender.id) : undefined;
    if (!defender) return refuse('not_a_squadron', `${effect.source} gives a keyword to a defending squadron.`);
    return ok(grantKeyword(defender, change, effect.source));
  }
  const squadron = activatedSquadron(draft);
  const activation = draft.activation.squadron;
  if (!squadron || !activation) return refuse('no_activated_squadron', `${effect.source} works on the activated squadron, and none is activated.`);
  switch (change.kind) {
    case 'squadronSpeed': {
      if (activation.attacked && change.noAttack) return refuse('squadron_already_attacked', `${effect.source}: a squadron that changes speed so cannot attack this activation, and ${unitName(squadron)} has attacked.`);
      const now = squadronSpeedNow(draft, squadron);
      const to = change.set ?? Math.min(change.max, Math.max(change.min, now + change.by));
      if (to === now) return refuse('speed_unchanged', `${unitName(squadron)} is at speed ${now}: ${effect.source} leaves it there.`);
      if (change.raiseOnly && to < now) return refuse('speed_would_drop', `${unitName(squadron)} is at speed ${now}: ${effect.source} only raises a speed to ${to}.`);
      const said = setSpeed(draft, squadron, to, effect.source);
      if (change.noAttack) activation.noAttackBy = effect.source;
      return ok(change.noAttack ? `${said}; it cannot attack this activation` : said);
    }
    case 'grantKeyword':
      return ok(grantKeyword(squadron, change, effect.source));
    case 'attackShipsAtClose':
      activation.closeRangeShipsBy = effect.source;
      return ok(`${unitName(squadron)} may attack enemy ships at close range this activation, with all its battery dice`);
    default:
      return refuse('unknown_effect', `${effect.source}: nothing to apply.`);
  }
}

function grantKeyword(squadron: Squadron, change: Extract<ArmadaTurnEffect, { kind: 'grantKeyword' }>, source: string): string {
  const printed = (squadron.keywords ?? []).find((keyword) => keyword.name === change.keyword);
  const dice = squadron.antiSquadron.red + squadron.antiSquadron.blue + squadron.antiSquadron.black;
  // a keyword with no X (Assault) is granted with value 0 in the facts, held as none.
  const counted = printed && change.printedBonus > 0 ? (printed.value ?? 0) + change.printedBonus : Math.min(change.max, change.perAntiSquadronDie ? dice : change.value);
  const value = !change.perAntiSquadronDie && change.value === 0 && change.printedBonus === 0 ? null : counted;
  const before = keywordOf(squadron, change.keyword)?.value ?? null;
  squadron.grantedKeywords = [...(squadron.grantedKeywords ?? []).filter((granted) => granted.name !== change.keyword), { name: change.keyword, value, source, ...(change.toggleAfterCounter ? { toggleAfterCounter: true } : {}) }];
  const until = change.toggleAfterCounter ? 'for its counter attack (then it is toggled to activated)' : 'until the end of its activation';
  return `${unitName(squadron)} has ${change.keyword}${value === null ? '' : ` ${value}`}${before !== null ? ` (was ${before})` : ''} ${until}`;
}

/** A squadron's activation ends: what cards gave it for the activation ends too, and any Counter granted only for a counter attack. */
export function endSquadronGrants(state: ArmadaState, squadronId: string): void {
  const squadron = state.squadrons.find((candidate) => candidate.id === squadronId);
  if (squadron) delete squadron.grantedKeywords;
  clearCounterGrants(state);
}

/** A Counter granted for one counter attack (TI-99) goes when that chance is gone. */
export function clearCounterGrants(state: ArmadaState, except: string | null = null): void {
  for (const squadron of state.squadrons) {
    if (!squadron.grantedKeywords || squadron.id === except) continue;
    const kept = squadron.grantedKeywords.filter((granted) => !granted.toggleAfterCounter);
    if (kept.length > 0) squadron.grantedKeywords = kept;
    else delete squadron.grantedKeywords;
  }
}

/** After an attack: a squadron that countered with a granted Counter is toggled to activated; a granted Counter stays only while its counter window is open. */
export function settleCounterGrants(state: ArmadaState, attack: Attack): void {
  if (attack.kind === 'counter') {
    const counterer = state.squadrons.find((candidate) => candidate.id === attack.attacker.id);
    if (counterer?.grantedKeywords?.some((granted) => granted.toggleAfterCounter)) counterer.activated = true;
  }
  clearCounterGrants(state, state.counterWindow?.squadron ?? null);
}

/** A squadron a friendly ship's squadron command activates: the round's fleet-wide speed raise, if a card set one (said in the history as that card's). */
export function raiseByFleetSpeed(state: ArmadaState, squadron: Squadron, events: ArmadaEvent[]): void {
  const raise = (state.fleetSquadronSpeed ?? []).find((entry) => entry.round === state.round && entry.owner === squadron.owner);
  if (!raise) return;
  const now = squadronSpeedNow(state, squadron);
  const to = Math.max(now, Math.min(raise.max, now + raise.by));
  if (to === now) return;
  const said = setSpeed(state, squadron, to, raise.card);
  const ship = state.ships.find((candidate) => candidate.id === raise.ship);
  if (ship) events.push({ type: 'cardEffectUsed', unit: refOf(ship), source: raise.card, upgrade: null, summary: 'a squadron a friendly ship activates this round has its speed raised', paid: [], did: [said] });
}

/** RRG · Squadron: the squadron destroyed in the attack just ended comes back with `hull` hull points left, unengaged, toggled to activated (Reserve Hangar Deck). */
function restoreSquadron(draft: ArmadaState, effect: UnitCardEffect, hull: number): Result<string> {
  const ended = endedAttackNow(draft);
  const squadron = ended?.defender.kind === 'squadron' ? draft.squadrons.find((candidate) => candidate.id === ended.defender.id) : undefined;
  if (!squadron || !squadron.destroyed) return refuse('not_destroyed', `${effect.source} brings back a squadron destroyed in the attack just ended.`);
  squadron.destroyed = false;
  squadron.damage = Math.max(0, squadron.hull - hull);
  squadron.activated = true;
  draft.engagements = (draft.engagements ?? []).filter(([a, b]) => a !== squadron.id && b !== squadron.id);
  return ok(`${unitName(squadron)} is back in play with ${hull} hull points, unengaged (placed at distance 1 at the table), toggled to activated`);
}

/** Squadron Phase, its player's turn: up to the ship's squadron value of squadrons activate this turn, their AI as if by a squadron command (Hyperwave Signal Boost). */
function squadronTurnBySquadronValue(draft: ArmadaState, unit: Unit, effect: UnitCardEffect): Result<string> {
  const turn = draft.turn;
  if (unit.kind !== 'ship') return refuse('not_a_ship', `${effect.source} counts its ship's squadron value.`);
  if (!turn || draft.phase !== 'squadron' || turn.player !== unit.owner) return refuse('not_your_turn', `${effect.source} is used on its fleet's turn to activate squadrons.`);
  if (draft.activation.squadron || turn.squadronsLeft < Math.min(2, squadronsToActivate(draft, unit.owner))) return refuse('turn_begun', `${effect.source} is used as the turn begins, before a squadron activates.`);
  const value = unit.squadronValue ?? 0;
  const count = Math.min(value, squadronsToActivate(draft, unit.owner));
  turn.squadronsLeft = count;
  turn.asByCommand = effect.source;
  return ok(`this turn ${count} squadron${count === 1 ? '' : 's'} activate (its squadron value ${value}), their AI as if activated by a squadron command`);
}

/** Why a squadron is out of play, set aside on a ship's card; null when it is not. */
export function whySetAside(state: ArmadaState, squadronId: string): string | null {
  const entry = (state.setAside ?? []).find((candidate) => candidate.squadron === squadronId);
  if (!entry) return null;
  const squadron = state.squadrons.find((candidate) => candidate.id === squadronId);
  const ship = state.ships.find((candidate) => candidate.id === entry.ship);
  return `${squadron ? unitName(squadron) : squadronId} is set aside next to ${ship ? unitName(ship) : entry.ship} (${entry.card}): it is out of play until the card places it.`;
}

function setAsideSquadrons(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'setAsideSquadrons' }>, ids: readonly string[]): Result<string> {
  if (unit.kind !== 'ship') return refuse('not_a_ship', `${effect.source} sets squadrons aside next to its ship.`);
  const max = change.max > 0 ? change.max : (unit.squadronValue ?? 0);
  if (ids.length === 0) return refuse('choose_target', `${effect.source}: name the friendly squadrons set aside (at most ${max}).`);
  if (ids.length > max) return refuse('too_many_targets', `${effect.source} sets aside at most ${max} squadron${max === 1 ? '' : 's'}.`);
  const squadrons: Squadron[] = [];
  for (const id of new Set(ids)) {
    const squadron = draft.squadrons.find((candidate) => candidate.id === id);
    if (!squadron || squadron.destroyed || squadron.owner !== unit.owner) return refuse('not_friendly_squadron', `${id} is not a friendly squadron in play.`);
    if (whySetAside(draft, id)) return refuse('set_aside', `${unitName(squadron)} is already set aside.`);
    if (change.keywords && !hasPrinted(squadron, change.keywords)) return refuse('wrong_squadron', `${effect.source} sets aside only squadrons with ${change.keywords.join(' or ')}, and ${unitName(squadron)} has none.`);
    squadrons.push(squadron);
  }
  draft.setAside = [...(draft.setAside ?? []), ...squadrons.map((squadron) => ({ squadron: squadron.id, card: effect.source, ship: unit.id }))];
  draft.engagements = (draft.engagements ?? []).filter(([a, b]) => !squadrons.some((squadron) => squadron.id === a || squadron.id === b));
  return ok(`${squadrons.map(unitName).join(', ')} set aside next to ${unitName(unit)} (out of play until placed)`);
}

function placeSetAside(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'placeSetAside' }>, ids: readonly string[]): Result<string> {
  const mine = (draft.setAside ?? []).filter((entry) => entry.ship === unit.id && entry.card === effect.source);
  if (mine.length === 0) return refuse('none_set_aside', `No squadron is set aside with ${effect.source}.`);
  const placed = change.all ? mine : mine.filter((entry) => ids.includes(entry.squadron));
  if (placed.length === 0) return refuse('choose_target', `${effect.source}: name the squadrons set aside with it that are placed.`);
  // FAQ · Rapid Launch Bays: up to as many as the squadron command would activate; placing is no activation.
  const limit = change.upToCommand && unit.kind === 'ship' ? squadronsTheCommandActivates(draft, unit) : null;
  if (limit !== null && placed.length > limit) return refuse('too_many_targets', `${effect.source} places at most as many squadrons as the squadron command activates (${limit}).`);
  draft.setAside = (draft.setAside ?? []).filter((entry) => !placed.includes(entry));
  const names = placed.map((entry) => draft.squadrons.find((candidate) => candidate.id === entry.squadron)).filter((squadron): squadron is Squadron => squadron !== undefined).map(unitName);
  return ok(`${names.join(', ')} placed in play near ${unitName(unit)} (at the table)`);
}
