import { mayRepeatZone, recordZoneTarget, whyRepeatTargetRefused } from './objective-attack';
import { ok, refuse, type Result } from '../../../core/result';
import { diceTotal, gatherAttackDice, rangeNames, shipAttackRanges } from './attack-range';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import { hullZoneNames, hullZoneOf } from '../units/hull-zones';
import { dieToRemoveBeforeRoll, whyCardsForbidAttack } from './attack-restrictions';
import { hasKeyword, whyEngagedSquadronCannotAttackShip, whyEscortForbids } from '../squadrons/squadron-keywords';
import type { ArmadaState, Attack, AttackKind, Attacker, AttackRange, AttackRecord, Defender, Ship, Unit } from '../model/state';
import { findShip, findSquadron, refOf } from '../units/units';
import { attackDiceFor } from './armament';
import { keepsRules3 } from '../model/rules-level';
import { whySetAside } from '../squadrons/squadron-grants';

/**
 * Rules 3 · RRG Ship Phase: an activated ship reveals its command dial, then attacks, then executes its
 * maneuver. In a game played in full (commands are kept) it attacks only once the dial is revealed
 * (or discarded by Crew Panic), and not once its maneuver began (a Navigate speed change, resolved as
 * it executes the maneuver). Null when it may attack.
 */
export function whyDialComesFirst(state: ArmadaState, ship: Ship): string | null {
  if (!keepsRules3(state) || !state.firstPlayer) return null;
  const activation = state.activation.ship;
  if (!activation || activation.id !== ship.id) return null;
  // A card may let 1 attack come after the maneuver (Demolisher), and hold the ones before it to 1.
  const late = attackAfterManeuverOf(ship);
  if (activation.maneuvering && !(late && !activation.attackAfterManeuver && activation.attackedZones.length < 2)) {
    return `${ship.name} has begun its maneuver (its Navigate speed change): a ship attacks before it maneuvers. Undo the speed change to attack first.`;
  }
  if (!activation.maneuvering && late?.oneBefore && activation.attackedZones.length >= 1 && (activation.dialRevealed || ship.dialDiscarded)) {
    return `${late.source}: ${ship.name} performs only 1 attack before its first maneuver; its other attack comes after it (say the maneuver is executed first).`;
  }
  if (activation.dialRevealed || ship.dialDiscarded) return null;
  return `${ship.name} reveals its command dial first: a ship reveals its dial, then attacks, then maneuvers. Reveal the dial (or keep it as a token), then attack.`;
}

/** The ship's card that lets 1 attack come after its maneuver (the one place `attackAfterManeuver` is read). */
function attackAfterManeuverOf(ship: Ship): { source: string; oneBefore: boolean } | null {
  for (const effect of ship.cardEffects ?? []) {
    for (const change of effect.effects) if (change.kind === 'attackAfterManeuver') return { source: effect.source, oneBefore: change.oneBefore };
  }
  return null;
}

type Declared = CommandOf<'declareTarget'>;

/** The friendly squadron's attack a card gave in the activated squadron's activation (Ahsoka Tano), when this declaration is it. */
function friendAttackNow(draft: ArmadaState, command: Declared) {
  const friend = draft.activation.squadron?.friendAttack;
  if (!friend || friend.used || !('squadron' in command.attacker) || command.attacker.squadron !== friend.by || (command.special ?? 'standard') !== 'standard') return null;
  return friend;
}

/** The activated ship's pending card attack against a squadron (Ordnance Pods), when this declaration is it. */
function bonusAttackNow(draft: ArmadaState, command: Declared) {
  const activation = draft.activation.ship;
  const bonus = activation?.bonusAttack;
  if (!bonus || bonus.used || !('ship' in command.attacker) || command.attacker.ship !== activation.id || !('squadron' in command.defender) || (command.special ?? 'standard') !== 'standard') return null;
  return bonus;
}

function resolveAttacker(draft: ArmadaState, command: Declared): Result<{ unit: Unit; attacker: Attacker }> {
  const kind: AttackKind = command.special ?? 'standard';
  if ('ship' in command.attacker) {
    const found = findShip(draft, command.attacker.ship);
    if (!found.ok) return found;
    const ship = found.value;
    const zone = command.attacker.hullZone;
    if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed and cannot attack.`);
    if (kind === 'counter') return refuse('invalid_attack', 'Only squadrons perform counter attacks.');
    if (kind === 'ignition' && !ship.ignition) {
      return refuse(
        'no_ignition_armament',
        `${ship.name} has no ignition armament: only a ship given the Ignition keyword by an upgrade (such as a superweapon) performs ignition attacks. Declare a standard attack instead.`,
      );
    }
    if (kind === 'ignition' && 'squadron' in command.defender) return refuse('invalid_attack', 'An ignition attack targets a ship, not a squadron.');
    if (!hullZoneOf(ship, zone)) return refuse('unknown_hull_zone', `${ship.name} has no ${hullZoneNames[zone]} hull zone.`);
    const activation = draft.activation.ship;
    if (!activation || activation.id !== ship.id) return refuse('not_activated', `${ship.name} is not activated: a ship attacks during its own activation.`);
    const dial = whyDialComesFirst(draft, ship);
    if (dial) return refuse('dial_first', dial);
    // a card's one more attack against a squadron, from any zone (Ordnance Pods).
    const bonus = bonusAttackNow(draft, command) !== null;
    if (activation.attackedZones.includes(zone) && !mayRepeatZone(draft, ship) && !bonus) {
      return refuse('hull_zone_already_attacked', `${ship.name} has already attacked from its ${hullZoneNames[zone]} hull zone this activation: each hull zone attacks at most once per activation.`);
    }
    if (activation.attackedZones.length >= 2 && !bonus) return refuse('attacks_exhausted', `${ship.name} has already attacked twice this activation: a ship performs at most two attacks per activation.`);
    if (!shipAttackRanges.includes(command.range)) return refuse('invalid_range', `A ship attacks at close, medium or long range, not at ${rangeNames[command.range]}.`);
    return ok({ unit: ship, attacker: { kind: 'ship', id: ship.id, hullZone: zone } });
  }
  const found = findSquadron(draft, command.attacker.squadron);
  if (!found.ok) return found;
  const squadron = found.value;
  const defenderId = 'squadron' in command.defender ? command.defender.squadron : command.defender.ship;
  // RRG · Counter: only after a squadron attacked it, against that squadron, even if destroyed.
  // Checked when the setup carried the card's keywords; a roster without them takes the player's word.
  const counterNow = kind === 'counter' && squadron.keywords !== undefined;
  if (counterNow) {
    if (!hasKeyword(squadron, 'Counter')) return refuse('no_counter', `${squadron.name} has no Counter keyword: only a squadron with Counter attacks back.`);
    const window = draft.counterWindow;
    if (!window || window.squadron !== squadron.id || window.against !== defenderId) {
      return refuse('counter_not_now', `${squadron.name} may counter only right after a squadron attacked it, and only against that squadron.`);
    }
  }
  if (squadron.destroyed && !counterNow) return refuse('unit_destroyed', `${squadron.name} is destroyed and cannot attack.`);
  if (kind === 'ignition') return refuse('invalid_attack', 'Only ships perform ignition attacks.');
  if (kind === 'snipe') {
    if (!hasKeyword(squadron, 'Snipe')) return refuse('no_snipe', `${squadron.name} has no Snipe keyword: only a squadron with Snipe attacks at distance 2.`);
    if (!('squadron' in command.defender)) return refuse('invalid_attack', 'Snipe attacks a squadron, not a ship.');
  }
  const friend = friendAttackNow(draft, command);
  if (friend && !('squadron' in command.defender)) return refuse('squadrons_only', `${friend.card}: ${squadron.name}'s attack is against an enemy squadron.`);
  if (kind !== 'counter' && !friend) {
    const activation = draft.activation.squadron;
    // a card may give the activated squadron's attack to another friendly squadron (Colonel Jendon).
    const attacks = activation?.attackBy ? activation.attackBy === squadron.id : activation?.id === squadron.id;
    if (!activation || !attacks) {
      if (activation?.attackBy && activation.id === squadron.id) return refuse('attack_given', `${squadron.name} gave this activation’s attack to another friendly squadron.`);
      return refuse('not_activated', `${squadron.name} is not activated: a squadron attacks during its activation.`);
    }
    const each = activation.id === squadron.id ? activation.eachSquadronOnce : undefined;
    if (each) {
      // a card's attack on each enemy squadron once (IG-88B): squadrons only, each once.
      if (!('squadron' in command.defender)) return refuse('squadrons_only', `${each.card}: these are anti-squadron attacks, against enemy squadrons.`);
      if (each.targeted.includes(defenderId)) return refuse('squadron_already_targeted', `${squadron.name} has already attacked that squadron this activation: ${each.card} attacks each enemy squadron once.`);
    } else if (activation.attacked) return refuse('squadron_already_attacked', `${squadron.name} has already attacked during this activation.`);
    if (activation.noAttackBy) return refuse('no_attack_this_activation', `${squadron.name} changed its speed with ${activation.noAttackBy}: it cannot attack this activation.`);
  }
  // a card may let the activated squadron attack enemy ships at close range (Major Rhymer).
  const closeOnShip = command.range === 'close' && 'ship' in command.defender && kind === 'standard' && draft.activation.squadron?.id === squadron.id && draft.activation.squadron.closeRangeShipsBy !== undefined;
  if (command.range !== 'distance-1' && !closeOnShip) return refuse('invalid_range', `A squadron attacks at distance 1, not at ${rangeNames[command.range]}.`);
  if ('ship' in command.defender) {
    const engaged = whyEngagedSquadronCannotAttackShip(draft, squadron);
    if (engaged) return refuse('engaged', engaged);
  } else if (kind !== 'counter') {
    const target = draft.squadrons.find((candidate) => candidate.id === defenderId);
    const escorted = target ? whyEscortForbids(draft, squadron, target) : null;
    if (escorted) return refuse('escort', escorted);
  }
  return ok({ unit: squadron, attacker: { kind: 'squadron', id: squadron.id } });
}

function resolveDefender(draft: ArmadaState, command: Declared, attacker: Unit): Result<{ unit: Unit; defender: Defender }> {
  let unit: Unit;
  let defender: Defender;
  if ('ship' in command.defender) {
    const found = findShip(draft, command.defender.ship);
    if (!found.ok) return found;
    unit = found.value;
    const zone = command.defender.hullZone;
    if (!hullZoneOf(found.value, zone)) return refuse('unknown_hull_zone', `${unit.name} has no ${hullZoneNames[zone]} hull zone.`);
    defender = { kind: 'ship', id: unit.id, hullZone: zone };
  } else {
    const found = findSquadron(draft, command.defender.squadron);
    if (!found.ok) return found;
    unit = found.value;
    defender = { kind: 'squadron', id: unit.id };
  }
  if (unit.destroyed) return refuse('unit_destroyed', `${unit.name} is destroyed and cannot be attacked.`);
  const aside = whySetAside(draft, unit.id) ?? whySetAside(draft, attacker.id);
  if (aside) return refuse('set_aside', aside);
  if (unit.owner === attacker.owner) return refuse('friendly_target', `${attacker.name} cannot attack ${unit.name}: ships and squadrons never attack friendly units.`);
  return ok({ unit, defender });
}

/**
 * Refusals that depend on the whole declaration, checked before anything is spent: beyond long range
 * needs an effect's dice (RRG · Range: nothing attacks there by default); persistent damage cards
 * Depowered Armament, Coolant Discharge and Disengaged Fire Control.
 */
function whyTargetIsRefused(draft: ArmadaState, command: Declared, attacker: Unit, defender: Unit): { ok: false; error: { code: string; message: string } } | null {
  if (command.extremeRangeDice && command.range !== 'beyond-long') return refuse('invalid_range', 'Extreme-range dice are only gathered beyond long range.');
  if (command.range === 'beyond-long' && !command.extremeRangeDice) {
    return refuse(
      'beyond_long_range',
      `${attacker.name} cannot attack beyond long range: only an effect that says so allows it, with the dice it names. Nothing was spent: measure again and declare at close, medium or long range.`,
    );
  }
  const forbidden = whyCardsForbidAttack(draft, attacker, defender, command.range, command.obstructed);
  return forbidden ? refuse(forbidden.code, forbidden.message) : null;
}

/** 004 FAQ: an attack that gathers no dice is canceled; the sentence says which armament and range, and that it still counts. */
function noDiceExplanation(unit: Unit, attacker: Attacker, range: AttackRange, kind: AttackKind): string {
  const armament = kind === 'ignition' ? 'special battery armament' : attacker.kind === 'ship' && attacker.hullZone ? `${hullZoneNames[attacker.hullZone]} armament` : 'armament';
  const spent = attacker.kind === 'ship' ? ' The hull zone has still made its attack this activation.' : ' The squadron has still made its attack.';
  return `${unit.name}’s ${armament} has no dice that reach ${rangeNames[range]}.${spent}`;
}

/** 004 step 1, then gathering dice (step 2). An attack that gathers no dice is canceled (004 FAQ). */
export function declareTarget(draft: ArmadaState, command: Declared): Result<ArmadaEvent[]> {
  if (draft.attacks.length > 0) return refuse('attack_in_progress', 'An attack is already being resolved: finish it before declaring another target.');
  const attacking = resolveAttacker(draft, command);
  if (!attacking.ok) return attacking;
  const defending = resolveDefender(draft, command, attacking.value.unit);
  if (!defending.ok) return defending;
  const { attacker } = attacking.value;
  const { defender } = defending.value;
  const kind: AttackKind = command.special ?? 'standard';
  const refused = whyTargetIsRefused(draft, command, attacking.value.unit, defending.value.unit);
  if (refused) return refused;
  const attackingShip = attacking.value.unit.kind === 'ship' && attacker.kind === 'ship' && attacker.hullZone !== null ? { ship: attacking.value.unit, zone: attacker.hullZone } : null;
  const repeated = attackingShip ? whyRepeatTargetRefused(draft, attackingShip.ship, attackingShip.zone, defender, defending.value.unit.name) : null;
  if (repeated) return refuse('target_repeated', repeated);
  draft.counterWindow = null;
  const bonus = bonusAttackNow(draft, command);
  const friend = friendAttackNow(draft, command);
  if (bonus) bonus.used = true;
  else if (friend) friend.used = true;
  else if (kind === 'standard' || kind === 'ignition' || kind === 'snipe') {
    // The hull zone (or squadron) has made its attack once it is declared, even if it is then canceled.
    if (attacker.kind === 'ship' && attacker.hullZone !== null) draft.activation.ship?.attackedZones.push(attacker.hullZone);
    if (attacker.kind === 'ship' && draft.activation.ship?.maneuvering) draft.activation.ship.attackAfterManeuver = true;
    if (attackingShip) recordZoneTarget(draft, attackingShip.ship, attackingShip.zone, defender);
    // Issue 35 · a card's leave to attack again from a zone is for the next attack only.
    if (attackingShip && draft.activation.ship?.repeatZoneByCard) delete draft.activation.ship.repeatZoneByCard;
    if (attacker.kind === 'squadron' && draft.activation.squadron) draft.activation.squadron.attacked = true;
    if (attacker.kind === 'squadron' && draft.activation.squadron?.id === attacker.id) draft.activation.squadron.eachSquadronOnce?.targeted.push(defender.id);
  }
  const gathered = command.extremeRangeDice ? { ...command.extremeRangeDice } : bonus ? gatherAttackDice(bonus.antiSquadron, command.range) : friend ? gatherAttackDice(friend.antiSquadron, command.range) : attackDiceFor(draft, attacker, defender, command.range, kind);
  const events: ArmadaEvent[] = [
    {
      type: 'targetDeclared',
      kind,
      attacker: refOf(attacking.value.unit),
      attackingZone: attacker.kind === 'ship' ? attacker.hullZone : null,
      defender: refOf(defending.value.unit),
      defendingZone: defender.kind === 'ship' ? defender.hullZone : null,
      range: command.range,
      dice: gathered,
    },
  ];
  const record: AttackRecord = { round: draft.round, kind, attacker: attacker.id, defender: defender.id, defenderKind: defender.kind, dice: diceTotal(gathered), damage: 0 };
  draft.attackLog = [...(draft.attackLog ?? []), record];
  if (diceTotal(gathered) === 0) {
    events.push({ type: 'attackCanceled', reason: 'noDice', salvo: false, explanation: noDiceExplanation(attacking.value.unit, attacker, command.range, kind) });
    return ok(events);
  }
  const attack: Attack = {
    kind,
    attacker,
    defender,
    range: command.range,
    step: 'rollAttackDice',
    gathered,
    pool: [],
    tokensChosenByAccuracy: [],
    spentTokens: [],
    redirectZone: null,
    targetedSquadrons: defender.kind === 'squadron' ? [defender.id] : [],
    // a card's attacks treated as obstructed (IG-88B): 1 gathered die removed before the roll (RRG · Obstructed).
    ...(bonus ? { armamentByCard: { card: bonus.card, antiSquadron: bonus.antiSquadron } } : {}),
    removeBeforeRoll: dieToRemoveBeforeRoll(draft, attacking.value.unit, defender) ?? (attacker.kind === 'squadron' && draft.activation.squadron?.id === attacker.id && draft.activation.squadron.eachSquadronOnce?.obstructed ? `${draft.activation.squadron.eachSquadronOnce.card} (obstructed)` : null),
  };
  draft.attacks.push(attack);
  draft.endedAttack = null;
  return ok(events);
}
