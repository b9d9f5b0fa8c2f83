import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Ship } from '../model/state';
import { findShip, refOf } from '../units/units';

// RRG · Setup, Deploy fleets: each ship is placed with its speed dial set to a speed on its speed
// chart (1 to its top speed). The table keeps the placing; the app keeps the speed, one tap a ship.
// The step lasts until the first ship phase begins, and the ship phase waits for every ship.

/** The speeds a ship may be deployed at: its speed chart, 1 to its top speed. */
export function deploymentSpeeds(ship: Ship): number[] {
  return Array.from({ length: ship.maxSpeed }, (_, index) => index + 1);
}

export function deploymentUnderWay(state: ArmadaState): boolean {
  return Boolean(state.deployment && !state.deployment.done);
}

/** The ships still without a deployment speed (none when the game has no deployment step). */
export function shipsToDeploy(state: ArmadaState): Ship[] {
  const deployment = state.deployment;
  if (!deployment || deployment.done) return [];
  return state.ships.filter((ship) => !ship.destroyed && !deployment.deployed.includes(ship.id));
}

/** Why the first round's ship phase cannot begin yet, else null. */
export function whyDeploymentWaits(state: ArmadaState): string | null {
  const waiting = shipsToDeploy(state);
  if (waiting.length === 0) return null;
  return `Deploy every ship first: set the speed of ${waiting.map((ship) => ship.name).join(', ')}.`;
}

export function deployShip(draft: ArmadaState, command: CommandOf<'deployShip'>): Result<ArmadaEvent[]> {
  const deployment = draft.deployment;
  if (!deployment) return refuse('no_deployment', 'This game was set up without a deployment step: change a ship’s speed in its detail panel.');
  if (deployment.done) return refuse('deployment_over', 'Deployment is over: ships change speed with a Navigate command now.');
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (command.speed < 1 || command.speed > ship.maxSpeed) {
    return refuse('speed_not_on_chart', `${ship.name} deploys at a speed on its speed chart: 1 to ${ship.maxSpeed}.`);
  }
  ship.speed = command.speed;
  if (!deployment.deployed.includes(ship.id)) deployment.deployed.push(ship.id);
  return ok([{ type: 'shipDeployed', ship: refOf(ship), speed: command.speed }]);
}

/** Deployment ends as the first ship phase begins (called by the phase change). */
export function endDeployment(draft: ArmadaState): void {
  if (draft.deployment) draft.deployment.done = true;
}
