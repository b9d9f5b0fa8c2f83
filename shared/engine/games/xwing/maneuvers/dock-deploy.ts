import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { Ship, XwingState } from '../model/state';
import { checkDifficulty, onDial } from './execute-maneuver';
import { findShip, refOf, shipName } from '../ships/ships';
import { beforePlay, carrierActions, carrierOf, movesForward, whyCannotDeploy, whyCannotDock } from '../ships/docking';

// RRG · Docking: the two commands (the rule and its reasons: ships/docking.ts). Docking sets the ship
// aside with its carrier; deploying is executing a maneuver of its dial from the carrier's guides.

export function dockShip(draft: XwingState, command: CommandOf<'dockShip'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const carrier = findShip(draft, command.carrier);
  if (!carrier.ok) return carrier;
  const ship = found.value;
  const why = whyCannotDock(draft, ship, carrier.value);
  if (why) return refuse('cannot_dock', why);
  ship.dockedTo = carrier.value.id;
  carrierActions(carrier.value, ship, true);
  ship.linkable = null;
  if (draft.phase === 'system') ship.dockedInRound = draft.round;
  return ok([{ type: 'shipDocked', ship: refOf(ship), carrier: refOf(carrier.value), beforePlay: beforePlay(draft) }]);
}

export function deployShip(draft: XwingState, command: CommandOf<'deployShip'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const why = whyCannotDeploy(draft, ship);
  if (why) return refuse('cannot_deploy', why);
  if (!movesForward(command.bearing)) return refuse('invalid_maneuver', `${shipName(ship)} deploys with a maneuver of its dial that moves it forward: not a stationary or reverse one.`);
  const onItsDial = onDial(ship, command);
  if (!onItsDial.ok) return onItsDial;
  const maneuver = onItsDial.value;
  const carrier = carrierOf(draft, ship) as Ship;
  delete ship.dockedTo;
  ship.deployedInRound = draft.round;
  carrierActions(carrier, ship, false);
  const events: XwingEvent[] = [{ type: 'shipDeployed', ship: refOf(ship), carrier: refOf(carrier), maneuver, emergency: false }];
  checkDifficulty(draft, ship, maneuver, events);
  // It may then perform one action (granted for the round: tapped from its card).
  ship.grants = [...(ship.grants ?? []), { source: 'Deploy', action: 'any', difficulty: 'asPrinted', round: draft.round }];
  return ok(events);
}

