import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Ship } from '../model/state';
import { findShip, refOf } from '../units/units';
import { afterSpeedChange } from '../damage/damage-card-effects';
import { keepsRules3 } from '../model/rules-level';

// Rules 3 (issue 35): a ship's speed changes only by its Navigate command (commands/navigate.ts), at
// deployment (turn/deployment.ts), or by a card whose effect changes it, named with the change so the
// history says why. Older games kept the free speed buttons, and their logs fold as played.

/**
 * Rules 3 · RRG Setup, Deploy fleets, for a game set up without the deployment step (a roster picked
 * card by card): before anything activates in round 1, a ship's speed is set as it is deployed, on its
 * speed chart (1 to its top speed, never 0).
 */
export function speedSetAtDeployment(state: ArmadaState): boolean {
  return keepsRules3(state) && !state.deployment && state.round === 1 && state.phase === 'command' && ![...state.ships, ...state.squadrons].some((unit) => unit.activated);
}

/** Rules 3: why a speed change outside Navigate is refused, else null. */
export function whySpeedIsFixed(state: ArmadaState, ship: Ship, speed: number, card: string | undefined): string | null {
  if (!keepsRules3(state)) return null;
  if (!card && speedSetAtDeployment(state)) return speed >= 1 ? null : `${ship.name} deploys at a speed on its speed chart: 1 to ${ship.maxSpeed}.`;
  if (!card) {
    return `${ship.name}’s speed changes with a Navigate command during its activation (its dial, a token, or both), or by a card that says so: name the card.`;
  }
  const own = [...ship.upgrades.map((upgrade) => upgrade.name), ...ship.damageCards.filter((damage) => damage.faceup).map((damage) => damage.name)];
  const fleet = state.ships.filter((other) => other.owner === ship.owner && !other.destroyed).flatMap((other) => other.upgrades.map((upgrade) => upgrade.name));
  const known = [...own, ...fleet].some((name) => name.toLowerCase() === card.toLowerCase());
  return known ? null : `${card} is not a card of ${ship.name}’s fleet in play (a fitted upgrade, or a faceup damage card on the ship).`;
}

export function setSpeed(draft: ArmadaState, command: CommandOf<'setSpeed'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed.`);
  if (command.speed > ship.maxSpeed) return refuse('speed_too_high', `${ship.name} cannot go faster than speed ${ship.maxSpeed}.`);
  if (command.speed === ship.speed) return refuse('speed_unchanged', `${ship.name} is already at speed ${ship.speed}.`);
  const fixed = whySpeedIsFixed(draft, ship, command.speed, command.card);
  if (fixed) return refuse('speed_by_navigate', fixed);
  const from = ship.speed;
  ship.speed = command.speed;
  const events: ArmadaEvent[] = [{ type: 'speedChanged', ship: refOf(ship), from, to: ship.speed, ...(command.card ? { card: command.card } : {}) }];
  afterSpeedChange(draft, ship, events);
  return ok(events);
}
