import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { AttackArc, PrimaryAttack, Ship, ShipWeapon, TurretFacing, TurretKind, XwingState } from '../model/state';
import { findShip, refOf, shipName } from './ships';

// RRG · Turret Arc Indicators, Rotate (rules 3): a ship with a single or double turret weapon has a
// turret arc indicator on its base. A single one selects one standard arc (front, left, right, rear),
// a double one two opposite arcs. The rotate arc action turns it to another arc; a double one must
// turn to the two arcs it was not selecting. An ability that turns it is not the action, and at setup
// its player places it: both set it freely. A turret attack is declared in the arc(s) it selects.

export const turretFacings: Record<TurretKind, readonly TurretFacing[]> = {
  single: ['front', 'left', 'right', 'rear'],
  double: ['front-rear', 'left-right'],
};

/** As players say it: "turret (left)", "turret (front and rear)". */
export const turretFacingNames: Record<TurretFacing, string> = {
  front: 'front',
  left: 'left',
  right: 'right',
  rear: 'rear',
  'front-rear': 'front and rear',
  'left-right': 'left and right',
};

export const turretArcWords = (facing: TurretFacing): string => `${turretFacingNames[facing]} arc${facing.includes('-') ? 's' : ''}`;

export const isTurretArc = (arc: AttackArc | null): boolean => arc === 'single-turret' || arc === 'double-turret';

/** The indicator a ship's weapons call for: double when one of them fires from a double turret arc. */
export function turretKindOf(attacks: readonly Pick<PrimaryAttack, 'arc'>[], weapons: readonly Pick<ShipWeapon, 'arc'>[]): TurretKind | null {
  const arcs = [...attacks, ...weapons].map((weapon) => weapon.arc);
  if (arcs.includes('double-turret')) return 'double';
  return arcs.includes('single-turret') ? 'single' : null;
}

/** Placed at setup facing forward (front, or front and rear); the players turn it if they placed it otherwise. */
export function defaultTurret(kind: TurretKind): { kind: TurretKind; facing: TurretFacing } {
  return { kind, facing: kind === 'double' ? 'front-rear' : 'front' };
}

/** Why the indicator may not select `facing` (turned by the rotate arc action when `rotating`), or null. */
export function whyTurretFacingNotAllowed(ship: Ship, facing: TurretFacing, rotating: boolean): string | null {
  const name = shipName(ship);
  const turret = ship.turret;
  if (!turret) return `${name} has no turret arc indicator to turn.`;
  if (!turretFacings[turret.kind].includes(facing)) {
    return turret.kind === 'double'
      ? `${name} has a double turret arc indicator: it covers the front and rear arcs or the left and right arcs, not the ${turretArcWords(facing)} alone.`
      : `${name} has a single turret arc indicator: it covers one arc (front, left, right or rear), not the ${turretArcWords(facing)}.`;
  }
  // A ship ability may limit where the indicator faces (Refined Gyrostabilizers: front or rear only).
  const limit = (ship.effects ?? []).flatMap((effect) => effect.effects.flatMap((part) => (part.kind === 'turretFacings' ? [{ source: effect.source, allowed: part.allowed }] : [])))[0];
  if (limit && !(limit.allowed as readonly string[]).includes(facing)) return `${limit.source}: ${name}'s turret faces only the ${limit.allowed.map(turretArcWords).join(' or the ')}, not the ${turretArcWords(facing)}.`;
  if (rotating && facing === turret.facing) {
    const other = turretFacings.double.find((candidate) => candidate !== turret.facing) ?? 'left-right';
    return turret.kind === 'double'
      ? `${name}'s double turret already covers the ${turretArcWords(facing)}: rotating turns it to the two arcs it was not covering, the ${turretArcWords(other)}.`
      : `${name}'s turret already covers the ${turretArcWords(facing)}: the rotate arc action turns it to another arc.`;
  }
  return null;
}

/** The rotate arc action's facing: the one chosen, or the only one a double turret may turn to. */
export function rotatedFacing(ship: Ship, chosen: TurretFacing | undefined): Result<TurretFacing> {
  const turret = ship.turret;
  const facing = chosen ?? (turret?.kind === 'double' ? turretFacings.double.find((candidate) => candidate !== turret.facing) : undefined);
  if (facing === undefined) return refuse('action_target_needed', `Choose the arc ${shipName(ship)}'s turret turns to: front, left, right or rear.`);
  const why = whyTurretFacingNotAllowed(ship, facing, true);
  return why ? refuse('invalid_turret_facing', why) : ok(facing);
}

/** The facing a turret attack is declared with: the indicator's, or the one of its arcs the players name. */
export function turretOfAttack(ship: Ship, arc: AttackArc, named: TurretFacing | undefined): Result<TurretFacing | null> {
  if (!ship.turret || !isTurretArc(arc)) {
    if (named !== undefined) return refuse('invalid_turret_facing', `Only an attack from a turret arc names the turret's facing${ship.turret ? '' : `, and ${shipName(ship)} has no turret arc indicator`}.`);
    return ok(null);
  }
  const facing = ship.turret.facing;
  if (named === undefined || named === facing || facing.split('-').includes(named)) return ok(named ?? facing);
  return refuse('turret_facing', `${shipName(ship)}'s turret covers the ${turretArcWords(facing)}, not the ${turretArcWords(named)}: rotate it first (the rotate arc action), or correct where it was placed.`);
}

/** Rules 3: the indicator placed at setup, or turned by an ability rather than the rotate arc action (free). */
export function setTurret(draft: XwingState, command: CommandOf<'setTurret'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const why = whyTurretFacingNotAllowed(ship, command.facing, false);
  if (why) return refuse('invalid_turret_facing', why);
  if (ship.turret) ship.turret.facing = command.facing;
  return ok([{ type: 'turretSet', ship: refOf(ship), facing: command.facing }]);
}

