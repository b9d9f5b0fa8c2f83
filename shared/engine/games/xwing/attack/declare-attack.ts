import { ok, refuse, type Result } from '../../../core/result';
import { attackArcNames } from '../arcs';
import type { CommandOf } from '../commands';
import type { XwingEvent } from '../events';
import type { Attack, Ship, XwingState } from '../state';
import { findShip, refOf, shipName } from '../ships';
import { attackerLocationFrom } from './attacker-location';
import { attackDiceCount } from './dice-count';

/** Attacks are made at range 1–3; range 0 and range 4–5 only where an effect allows it. */
export function whyRangeNotAllowed(range: number, allowedByEffect: boolean): string | null {
  if (allowedByEffect || (range >= 1 && range <= 3)) return null;
  return range === 0
    ? 'A ship cannot attack at range 0 unless an effect allows it.'
    : `Attacks are made at range 1–3: range ${range} needs an effect that allows it.`;
}

/** Why this ship may not declare an attack now, or null. */
export function whyShipCannotAttack(state: XwingState, ship: Ship): string | null {
  if (state.attack) return 'An attack is already being resolved: finish it before declaring another.';
  if (state.phase !== 'engagement') return `Ships attack in the Engagement Phase; it is the ${state.phase} phase.`;
  if (ship.destroyed) return `${shipName(ship)} is destroyed and cannot attack.`;
  return null;
}

/** Declare Target: attacker, defender, the arc and weapon, the range; the attack dice follow from them. */
export function declareAttack(draft: XwingState, command: CommandOf<'declareAttack'>): Result<XwingEvent[]> {
  const attacking = findShip(draft, command.attacker);
  if (!attacking.ok) return attacking;
  const attacker = attacking.value;
  const cannot = whyShipCannotAttack(draft, attacker);
  if (cannot) return refuse('cannot_attack', cannot);
  const defending = findShip(draft, command.defender);
  if (!defending.ok) return defending;
  const defender = defending.value;
  if (defender.id === attacker.id) return refuse('invalid_target', `${shipName(attacker)} cannot attack itself.`);
  if (defender.destroyed) return refuse('ship_destroyed', `${shipName(defender)} is destroyed and cannot be attacked.`);
  if (defender.owner === attacker.owner) return refuse('friendly_target', `${shipName(attacker)} cannot attack ${shipName(defender)}: ships do not attack friendly ships.`);
  const rangeRefusal = whyRangeNotAllowed(command.range, command.rangeAllowedByEffect === true);
  if (rangeRefusal) return refuse('invalid_range', rangeRefusal);
  if (!command.weapon && !attacker.attacks.some((primary) => primary.arc === command.arc)) {
    const arcs = attacker.attacks.map((primary) => attackArcNames[primary.arc]);
    return refuse('no_primary_weapon', `${shipName(attacker)} has no primary weapon in its ${attackArcNames[command.arc]}${arcs.length > 0 ? `: it attacks from its ${arcs.join(' or ')}` : ''}.`);
  }
  const location = attackerLocationFrom(command);
  if (!location.ok) return location;
  const attack: Attack = {
    attacker: attacker.id,
    defender: defender.id,
    arc: command.arc,
    weapon: command.weapon ? { name: command.weapon.name, attackValue: command.weapon.attackValue, ordnance: command.weapon.ordnance ?? false } : null,
    range: command.range,
    obstructed: command.obstructed ?? false,
    step: 'rollAttackDice',
    modifying: null,
    attackDice: [],
    defenseDice: [],
    attackerLocation: location.value,
    neutralized: null,
  };
  draft.attack = attack;
  const events: XwingEvent[] = [
    {
      type: 'attackDeclared',
      attacker: refOf(attacker),
      defender: refOf(defender),
      arc: attack.arc,
      weapon: attack.weapon?.name ?? null,
      range: attack.range,
      obstructed: attack.obstructed,
      attackDice: attackDiceCount(draft, attack).total,
    },
  ];
  if (location.value) events.push({ type: 'attackerLocated', ...location.value });
  return ok(events);
}
