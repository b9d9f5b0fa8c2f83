import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState } from '../model/state';
import { findShip, refOf } from './units';
import { afterSpeedChange } from '../damage/damage-card-effects';

export function setSpeed(draft: ArmadaState, command: CommandOf<'setSpeed'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed.`);
  if (command.speed > ship.maxSpeed) return refuse('speed_too_high', `${ship.name} cannot go faster than speed ${ship.maxSpeed}.`);
  if (command.speed === ship.speed) return refuse('speed_unchanged', `${ship.name} is already at speed ${ship.speed}.`);
  const from = ship.speed;
  ship.speed = command.speed;
  const events: ArmadaEvent[] = [{ type: 'speedChanged', ship: refOf(ship), from, to: ship.speed }];
  afterSpeedChange(draft, ship, events);
  return ok(events);
}
