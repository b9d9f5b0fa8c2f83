import { whyObstacleStopsAttack } from '../obstacles/obstacles';
import { firesFromArc, weaponArcRule, whyOnlyBonus } from './weapon-rules';
import { grantFor, spendGrant, whyArcClosed, whyNotGranted } from './bonus-grants';
import { ok, refuse, type Result } from '../../../core/result';
import { attackArcNames } from '../ships/arcs';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { Attack, Ship, ShipWeapon, XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';
import { attackerLocationFrom } from './attacker-location';
import { attackDiceCount } from './dice-count';
import { startActivation, whyCannotActivate } from '../turn/initiative';
import { isCloaked, isDisarmed } from '../ships/ship-status';
import { openAbilityPrompts } from '../abilities/prompts';
import { findWeapon, requirementAgainst, whyNoBonusMomentNow, whyWeaponNotAllowed, type RequirementLift } from './weapons';
import { payWeaponCost } from '../ships/charges';
import { payEffectCosts } from '../effects/effect-costs';
import { turretOfAttack } from '../ships/turret';
import { resultTokensOf } from './ion';
import { disarmedAttack, firesWhileDisarmed } from './disarmed-attack';
import { primaryAttacksOf } from '../ships/docking';

/** Attacks are made at range 1–3; range 0 and range 4–5 only where an effect allows it. */
export function whyRangeNotAllowed(range: number, allowedByEffect: boolean): string | null {
  if (allowedByEffect || (range >= 1 && range <= 3)) return null;
  return range === 0
    ? 'A ship cannot attack at range 0 unless an effect allows it.'
    : `Attacks are made at range 1–3: range ${range} needs an effect that allows it.`;
}

/** A card that allows a primary attack at range 0 (`attackAtRangeZero`): the attacker's own, or the defender's letting enemies attack it there. */
function rangeZeroByCard(attacker: Ship, defender: Ship): boolean {
  const allows = (ship: Ship, by: 'self' | 'enemies') => (ship.effects ?? []).some((effect) => effect.moment === 'always' && effect.conditions.length === 0 && effect.effects.some((part) => part.kind === 'attackAtRangeZero' && part.by === by));
  return allows(attacker, 'self') || allows(defender, 'enemies');
}

/** h7-xpilots: a card of the attacker makes its attacks at range 0 attacks at range 1 (Captain Oicunn, 2.5). */
const rangeZeroAsOne = (attacker: Ship): boolean => (attacker.effects ?? []).some((effect) => effect.moment === 'always' && effect.conditions.length === 0 && effect.effects.some((part) => part.kind === 'rangeZeroAsOne'));

/** h7-xpilots: a card of the attacker lets this special weapon fire from the declared arc instead of its printed one (Krassis Trelix; Venisa Doza at range 1–2): the weapon as it fires then. */
function weaponFromAnotherArc(attacker: Ship, weapon: ShipWeapon, arc: string): ShipWeapon | null {
  for (const effect of attacker.effects ?? []) {
    if (effect.moment !== 'always' || effect.conditions.length > 0) continue;
    for (const part of effect.effects) {
      if (part.kind !== 'weaponFromArcToo' || part.from !== weapon.arc || part.to !== arc) continue;
      if (part.slots && !part.slots.some((slot) => slot.toLowerCase() === weapon.slot.toLowerCase())) continue;
      return part.minRange !== undefined && part.maxRange !== undefined ? { ...weapon, minRange: part.minRange, maxRange: part.maxRange } : weapon;
    }
  }
  return null;
}

/** h7-xpilots: a card of the attacker stretches this weapon's range requirement by 1 either way, within 0–3 (Major Rhymer). */
function weaponRangeStretched(attacker: Ship, weapon: ShipWeapon): ShipWeapon {
  if (weapon.minRange === null || weapon.maxRange === null) return weapon;
  const by = Math.max(0, ...(attacker.effects ?? []).filter((effect) => effect.moment === 'always' && effect.conditions.length === 0).flatMap((effect) => effect.effects).map((part) => (part.kind === 'weaponRangeStretch' && part.slots.some((slot) => slot.toLowerCase() === weapon.slot.toLowerCase()) ? part.by : 0)));
  return by === 0 ? weapon : { ...weapon, minRange: Math.max(0, weapon.minRange - by), maxRange: Math.min(3, Math.max(weapon.maxRange, weapon.maxRange + by)) };
}

/** The damage cards that act before the ship engages: it engages first, so they come before its attack. */
const beforeEngaging = ['Console Fire', 'Disabled Power Regulator'];

/**
 * Why this ship may not declare an attack now, or null. RRG · Engagement: a ship engages once and
 * attacks once; another attack needs an effect that grants it (bonusAttack). The initiative order is
 * enforced however the ship engages: an attack declared straight away is the ship's engagement,
 * so it must be the ship's turn (RRG · Initiative: a ship passed over has missed its turn).
 * RRG · Disarm, Cloak: a disarmed or cloaked ship cannot attack.
 */
export function whyShipCannotAttack(state: XwingState, ship: Ship, bonusAttack = false, outside: { weapon: ShipWeapon; defender: Ship | null } | null = null): string | null {
  if (state.attack) return 'An attack is already being resolved: finish it before declaring another.';
  if (state.phase !== 'engagement') {
    // Issue 34: a bonus attack whose card names a moment outside the Engagement Phase (Snapshot: after an enemy ship executes a maneuver).
    if (!bonusAttack || !outside) return `Ships attack in the Engagement Phase; it is the ${state.phase} phase${bonusAttack ? ': a bonus attack outside it needs a weapon whose card names its moment' : ''}.`;
    const why = whyNoBonusMomentNow(state, ship, outside.weapon, outside.defender);
    if (why) return why;
  }
  if (ship.destroyed && !(ship.removalPending && !ship.activated && !bonusAttack)) return `${shipName(ship)} is destroyed and cannot attack.`;
  if (ship.dockedTo !== undefined) return `${shipName(ship)} is docked: a docked ship does not attack until it deploys.`;
  // Issue 36 item 2 · RRG · Obstacles: at range 0 of an asteroid (2.5: any obstacle) a ship cannot attack.
  const onObstacle = whyObstacleStopsAttack(state, ship);
  if (onObstacle) return onObstacle;
  // r3-x-pilots: a card may let a disarmed ship still make some attacks (its weapon is checked as the attack is declared).
  const stillArmed = disarmedAttack(state, ship);
  if (isDisarmed(ship) && (!stillArmed || (outside && !firesWhileDisarmed(ship, stillArmed, outside.weapon.id, outside.defender)))) return `${shipName(ship)} is disarmed: a disarmed ship cannot attack${stillArmed ? ` but with its ${stillArmed.weapon} weapons${stillArmed.lockedOnly ? ' at a ship it has locked' : ''} (${stillArmed.source})` : ''}.`;
  if (isCloaked(ship)) return `${shipName(ship)} is cloaked: a cloaked ship cannot attack.`;
  if (bonusAttack) return null;
  if (ship.attacksThisPhase > 0) return `${shipName(ship)} has already attacked this Engagement Phase: a ship attacks once, unless an effect grants it a bonus attack.`;
  if (state.initiativeForEveryAction && ship.activated && state.activation?.ship !== ship.id) return `${shipName(ship)} has already engaged this phase.`;
  if (!ship.activated) {
    const order = state.initiativeForEveryAction ? whyCannotActivate(state, ship) : null;
    if (order) return order;
    const card = ship.damageCards.find((candidate) => candidate.faceup && beforeEngaging.includes(candidate.name));
    if (card) return `${card.name} acts before ${shipName(ship)} engages: tap Engage for it first.`;
  }
  return null;
}

/** Declare Target: attacker, defender, the arc and weapon, the range; the attack dice follow from them. */
export function declareAttack(draft: XwingState, command: CommandOf<'declareAttack'>): Result<XwingEvent[]> {
  const attacking = findShip(draft, command.attacker);
  if (!attacking.ok) return attacking;
  const attacker = attacking.value;
  const bonus = command.bonusAttack === true;
  const defending = findShip(draft, command.defender);
  const chosen = command.weaponId !== undefined ? findWeapon(attacker, command.weaponId) : null;
  const cannot = whyShipCannotAttack(draft, attacker, bonus, chosen ? { weapon: chosen, defender: defending.ok ? defending.value : null } : null);
  if (cannot) return refuse('cannot_attack', cannot);
  if (!defending.ok) return defending;
  const defender = defending.value;
  if (defender.id === attacker.id) return refuse('invalid_target', `${shipName(attacker)} cannot attack itself.`);
  if (defender.destroyed) return refuse('ship_destroyed', `${shipName(defender)} is destroyed and cannot be attacked.`);
  if (defender.dockedTo !== undefined) return refuse('ship_docked', `${shipName(defender)} is docked with its carrier: a docked ship cannot be attacked.`);
  // h-xupg: a card may let the ship attack friendly ships (General Grievous).
  const attacksFriends = (attacker.effects ?? []).some((effect) => effect.moment === 'always' && effect.conditions.length === 0 && effect.effects.some((part) => part.kind === 'attackFriendlyShips'));
  if (defender.owner === attacker.owner && !attacksFriends) return refuse('friendly_target', `${shipName(attacker)} cannot attack ${shipName(defender)}: ships do not attack friendly ships.`);
  // One of the ship's own special weapons: its band, header and cost are the engine's to check (RRG · Attack, Charges).
  const printed = command.weaponId !== undefined ? findWeapon(attacker, command.weaponId) : null;
  if (command.weaponId !== undefined && !printed) return refuse('unknown_weapon', `${shipName(attacker)} has no weapon ${command.weaponId}: choose one of its weapons.`);
  const fromAnotherArc = printed && printed.arc !== null && printed.arc !== command.arc ? weaponFromAnotherArc(attacker, printed, command.arc) : null;
  const arced = fromAnotherArc ?? printed;
  const own = arced ? weaponRangeStretched(attacker, arced) : null;
  let lift: RequirementLift | null = null;
  // h-xupg: a card's bonus attack with this weapon may ignore its requirement or its cost (Cluster Missiles, Saturation Rockets).
  const waiver = bonus && own ? grantFor(draft, attacker, own, command.arc) : null;
  if (own) {
    // Issue 34: a card that lifts the requirement (Instinctive Aim) is paid for as the attack is declared.
    const requirement = requirementAgainst(draft, attacker, own, defender, own.minRange !== null && own.maxRange !== null ? command.range : null);
    if ('lift' in requirement && !waiver?.noRequirement) lift = requirement.lift;
    // h-xupg: a card may treat its arc requirement as another arc, or let it fire only as a bonus attack (Ordnance Tubes);
    // h7-xpilots: or let it fire from another arc too (Krassis Trelix, Venisa Doza).
    const treated = weaponArcRule(attacker, own);
    if (own.arc !== null && !fromAnotherArc && !firesFromArc(attacker, own, command.arc)) return refuse('wrong_arc', `${own.name} fires from the ${attackArcNames[treated?.arc ?? own.arc]}${treated ? ` (${treated.source})` : ''}, not the ${attackArcNames[command.arc]}.`);
    const onlyBonus = whyOnlyBonus(attacker, own, bonus);
    if (onlyBonus) return refuse('weapon_unavailable', onlyBonus);
    if (own.value === null && command.weapon === undefined) return refuse('attack_value_needed', `The card data gives no attack value for ${own.name}: say how many dice it rolls.`);
    const rangeKnown = own.minRange !== null && own.maxRange !== null;
    const why = whyWeaponNotAllowed(draft, attacker, own, defender, rangeKnown ? command.range : null, { requirement: waiver?.noRequirement === true, cost: waiver?.noCost === true, header: waiver !== null });
    if (why) return refuse('weapon_unavailable', why);
    if (!rangeKnown) {
      const rangeRefusal = whyRangeNotAllowed(command.range, command.rangeAllowedByEffect === true);
      if (rangeRefusal) return refuse('invalid_range', rangeRefusal);
    }
  }
  const disarmed = disarmedAttack(draft, attacker);
  if (disarmed && !firesWhileDisarmed(attacker, disarmed, own?.id, defender)) return refuse('cannot_attack', `${shipName(attacker)} is disarmed: it may attack only with its ${disarmed.weapon} weapons${disarmed.lockedOnly ? ' at a ship it has locked' : ''} (${disarmed.source}).`);
  const asRangeOne = !own && command.range === 0 && rangeZeroAsOne(attacker);
  const rangeRefusal = own ? null : whyRangeNotAllowed(command.range, command.rangeAllowedByEffect === true || asRangeOne || (command.range === 0 && rangeZeroByCard(attacker, defender)));
  if (rangeRefusal) return refuse('invalid_range', rangeRefusal);
  const primaries = primaryAttacksOf(draft, attacker);
  if (!own && !command.weapon && !primaries.some((primary) => primary.arc === command.arc)) {
    const arcs = primaries.map((primary) => attackArcNames[primary.arc]);
    return refuse('no_primary_weapon', `${shipName(attacker)} has no primary weapon in its ${attackArcNames[command.arc]}${arcs.length > 0 ? `: it attacks from its ${arcs.join(' or ')}` : ''}.`);
  }
  // Rules 3 · RRG · Turret Arc Indicators: a turret attack is made in the arc(s) the indicator selects.
  const turret = turretOfAttack(attacker, command.arc, command.turret);
  if (!turret.ok) return turret;
  const location = attackerLocationFrom(command);
  if (!location.ok) return location;
  // h-xupg: a card's bonus attack held by the ship limits its weapon and arc; a card may close an arc for the round.
  const closed = whyArcClosed(draft, attacker, command.arc);
  if (closed) return refuse('wrong_arc', closed);
  const notGranted = bonus ? whyNotGranted(draft, attacker, own, command.arc, defender) : null;
  if (notGranted) return refuse('weapon_unavailable', notGranted);
  const ion = own ? resultTokensOf(attacker, own) : null;
  const attack: Attack = {
    attacker: attacker.id,
    defender: defender.id,
    arc: command.arc,
    weapon: own
      ? { name: own.name, attackValue: own.value ?? command.weapon?.attackValue ?? 0, ordnance: own.ordnance, id: own.id }
      : command.weapon
        ? { name: command.weapon.name, attackValue: command.weapon.attackValue, ordnance: command.weapon.ordnance ?? false }
        : null,
    range: asRangeOne ? 1 : command.range,
    obstructed: command.obstructed ?? false,
    step: 'rollAttackDice',
    modifying: null,
    attackDice: [],
    defenseDice: [],
    attackerLocation: location.value,
    neutralized: null,
    ...(turret.value ? { turret: turret.value } : {}),
    ...(ion !== null ? { ion } : {}),
  };
  const events: XwingEvent[] = [];
  // Declaring its attack is how a ship that was not yet tapped to engage engages.
  if (!bonus && !attacker.activated) startActivation(draft, attacker, events, false);
  // h-xupg: a bonus attack a card granted (before or after the ship engages) is not its one attack of the phase.
  const granted = bonus ? spendGrant(draft, attacker, own, command.arc) : null;
  if (!granted) attacker.attacksThisPhase += 1;
  draft.attack = attack;
  events.push(
    {
      type: 'attackDeclared',
      attacker: refOf(attacker),
      defender: refOf(defender),
      arc: attack.arc,
      weapon: attack.weapon?.name ?? null,
      range: attack.range,
      obstructed: attack.obstructed,
      attackDice: attackDiceCount(draft, attack).total,
      ...(bonus ? { bonusAttack: true } : {}),
      ...(turret.value ? { turret: turret.value } : {}),
    },
  );
  if (location.value) events.push({ type: 'attackerLocated', ...location.value });
  if (own && !waiver?.noCost) payWeaponCost(draft, attacker, own, events);
  // Epic rules · Bonus Attacks: the header is used for this round.
  if (own?.bonusAttack && own.bonusMoment === undefined && attacker.size === 'huge' && !waiver) {
    attacker.bonusHeadersUsed = [...(attacker.bonusHeadersUsed ?? []).filter((used) => used.round === draft.round), { weapon: own.id, round: draft.round }];
  }
  // A friend's card (Targeting Synchronizer) lifts it from its own ship, and pays its costs there.
  const lifter = lift?.ship !== undefined ? (draft.ships.find((ship) => ship.id === lift?.ship) ?? attacker) : attacker;
  const lifting = lift ? lifter.effects?.[lift.ref] : undefined;
  if (own && lift && lifting) {
    events.push({ type: 'requirementLifted', ship: refOf(attacker), weapon: own.name, source: lift.source, requirement: lift.requirement, cost: lift.cost });
    const paid = payEffectCosts(draft, lifter, defender, lifting, events);
    if (!paid.ok) return paid;
  }
  // Abilities are asked in the situation their card names: this attack's arc; rerolls wait for the roll.
  openAbilityPrompts(draft, [attacker], 'whileAttacking', events, { arc: attack.arc, rolled: false });
  openAbilityPrompts(draft, [defender], 'whileDefending', events, { arc: attack.arc, rolled: false });
  return ok(events);
}
