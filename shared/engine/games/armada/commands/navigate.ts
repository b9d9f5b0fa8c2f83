import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Ship } from '../model/state';
import { findShip, refOf } from '../units/units';
import { afterSpeedChange } from '../damage/damage-card-effects';
import { commandInUse } from './command-dials';
import { keepsRules3 } from '../model/rules-level';

// RRG 1.5.0 · Navigate: the dial changes the speed by 1 (and may add a click of yaw, on the table);
// the token changes it by 1; dial and token together by up to 2. The speed stays on the speed chart
// (0 to the top speed). The change is counted from the speed the activation began with, so a
// player who tapped the wrong speed picks again within the same allowance.

/** How far this activation's navigate command may change the speed (0: none in use). */
export function navigateAllowance(state: ArmadaState, ship: Ship): number {
  const inUse = commandInUse(state, ship, 'navigate');
  return inUse ? (inUse.dial ? 1 : 0) + (inUse.token ? 1 : 0) : 0;
}

/** The speeds the navigate command offers now, and the speed it counts from; null when none is in use. */
export function navigateOptions(state: ArmadaState): { ship: string; from: number; speeds: number[] } | null {
  const ship = state.ships.find((candidate) => candidate.id === state.activation.ship?.id);
  if (!ship || ship.destroyed) return null;
  const allowance = navigateAllowance(state, ship);
  if (allowance === 0) return null;
  const from = state.activation.ship?.navigateFrom ?? ship.speed;
  const speeds: number[] = [];
  for (let speed = Math.max(0, from - allowance); speed <= Math.min(ship.maxSpeed, from + allowance); speed++) speeds.push(speed);
  return { ship: ship.id, from, speeds };
}

export function navigate(draft: ArmadaState, command: CommandOf<'navigate'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const activation = draft.activation.ship;
  if (!activation || activation.id !== ship.id) return refuse('not_activated', `${ship.name} is not activated: a Navigate command changes speed during the ship’s own activation.`);
  if (activation.navigateBlockedBy) return refuse('navigate_blocked', `${activation.navigateBlockedBy} changed ${ship.name}’s speed: it resolves no Navigate command this activation.`);
  const options = navigateOptions(draft);
  if (!options) return refuse('no_navigate_command', `${ship.name} has no Navigate command in use: reveal a Navigate dial or spend a Navigate token first.`);
  if (!options.speeds.includes(command.speed)) {
    return refuse('speed_out_of_reach', `${ship.name}’s Navigate command reaches speeds ${options.speeds[0]} to ${options.speeds[options.speeds.length - 1]} from speed ${options.from}.`);
  }
  if (command.speed === ship.speed) return refuse('speed_unchanged', `${ship.name} is already at speed ${ship.speed}.`);
  activation.navigateFrom = options.from;
  // Rules 3 · RRG Ship Phase: Navigate is resolved as the ship executes its maneuver, after its attacks.
  if (keepsRules3(draft)) activation.maneuvering = true;
  const from = ship.speed;
  ship.speed = command.speed;
  const events: ArmadaEvent[] = [{ type: 'navigated', ship: refOf(ship), from, to: command.speed }];
  afterSpeedChange(draft, ship, events);
  return ok(events);
}
