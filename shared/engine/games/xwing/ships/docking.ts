import type { XwingEvent } from '../model/events';
import type { DialManeuver, ManeuverBearing, PrimaryAttack, Ship, XwingState } from '../model/state';
import { refOf, shipName } from './ships';

// RRG · Docking (X-Wing 2.0 and 2.5 rules reference, "Dock and Deploy"; the 2.5 reference keeps the
// 2.0 rule): a carrier's card says how many ships may dock with it. A docked ship is set aside: it
// is not in the initiative order, does not activate or engage, attacks nothing and is attacked by
// nothing. In the System Phase a ship at range 0 of its carrier may dock, and a docked ship may
// deploy: it executes a maneuver from its carrier's guides (not a stationary one) and may then
// perform one action. A ship that docks or deploys in the System Phase does not activate that round,
// and no ship docks and deploys in the same System Phase. Before play (round 1, Planning Phase) the
// players may start a ship docked. When a carrier is destroyed, each ship docked with it deploys in
// an emergency: it suffers 1 crit damage and performs no action. Where ships stand and which ships a
// carrier's card lets dock are the players' to judge; the table counts the places.

/**
 * How many ships a card lets dock with its ship, read from its text ("You can dock up to 2 small
 * ships", "1 Escape Craft may dock with you"); 0 for a card that carries none. Which ships may dock
 * (a shuttle, a small ship) is the players' to judge.
 */
export function dockingPlacesIn(text: string | null | undefined): number {
  if (!text) return 0;
  const mine = /\byou can dock (?:up to )?(\d)\b/i.exec(text) ?? /\b(\d) [^.]{0,80}\b(?:can|may) dock with you\b/i.exec(text);
  return mine ? Math.min(4, Number(mine[1])) : 0;
}

export const isDocked = (ship: Ship): boolean => ship.dockedTo !== undefined;

/** The ships docked with this carrier now. */
export const dockedWith = (state: XwingState, carrier: Ship): Ship[] => state.ships.filter((ship) => ship.dockedTo === carrier.id && !ship.destroyed);

/** Before play: the first round's Planning Phase, before any ship has activated. */
export const beforePlay = (state: XwingState): boolean => state.round === 1 && state.phase === 'planning';

/** Why this ship may not dock with that carrier now, or null. */
export function whyCannotDock(state: XwingState, ship: Ship, carrier: Ship): string | null {
  if (!beforePlay(state) && state.phase !== 'system') return `Ships dock in the System Phase (or start docked before the first round); it is the ${state.phase} phase.`;
  if (ship.destroyed || carrier.destroyed) return `${shipName(ship.destroyed ? ship : carrier)} is destroyed.`;
  if (ship.id === carrier.id) return `${shipName(ship)} cannot dock with itself.`;
  if (ship.owner !== carrier.owner) return `${shipName(ship)} docks only with a friendly ship, and ${shipName(carrier)} is an enemy.`;
  if (isDocked(ship)) return `${shipName(ship)} is already docked.`;
  if (isDocked(carrier)) return `${shipName(carrier)} is docked itself: a ship docks with a carrier in the play area.`;
  const places = carrier.carries ?? 0;
  if (places === 0) return `${shipName(carrier)} carries no ships: only a carrier whose card says ships may dock with it takes them.`;
  if (dockedWith(state, carrier).length >= places) return `${shipName(carrier)} carries ${places === 1 ? '1 ship' : `${places} ships`} and is full.`;
  if (ship.size === 'large' || ship.size === 'huge') return `${shipName(ship)} is a ${ship.size} ship: only the small and medium ships a carrier's card names dock.`;
  if (state.phase === 'system' && ship.deployedInRound === state.round) return `${shipName(ship)} deployed in this System Phase: a ship does not deploy and dock in the same System Phase.`;
  return null;
}

/** The carrier this ship is docked with, or undefined. */
export const carrierOf = (state: XwingState, ship: Ship): Ship | undefined => (ship.dockedTo === undefined ? undefined : state.ships.find((candidate) => candidate.id === ship.dockedTo));

/** A deploying maneuver moves the ship forward: not a stationary or reverse one. */
export const movesForward = (bearing: ManeuverBearing): boolean => bearing !== 'stop' && !bearing.startsWith('reverse');

/** The maneuvers it may deploy with: its dial's that move it forward; without dial data, the basic white ones at speed 1–3 (the players say a red or blue one). */
export function deployManeuvers(ship: Ship): DialManeuver[] {
  const dial = (ship.dial ?? []).filter((maneuver) => movesForward(maneuver.bearing)).map((maneuver) => ({ ...maneuver }));
  if (dial.length > 0) return dial;
  return [1, 2, 3].flatMap((speed) => (['turnLeft', 'bankLeft', 'straight', 'bankRight', 'turnRight'] as const).map((bearing) => ({ speed, bearing, difficulty: 'white' as const })));
}

/** Why this docked ship may not deploy now, or null. */
export function whyCannotDeploy(state: XwingState, ship: Ship): string | null {
  if (!carrierOf(state, ship)) return `${shipName(ship)} is not docked.`;
  if (state.phase !== 'system') return `A docked ship deploys in the System Phase; it is the ${state.phase} phase.`;
  if (ship.dockedInRound === state.round) return `${shipName(ship)} docked in this System Phase: a ship does not dock and deploy in the same System Phase.`;
  return null;
}

/**
 * The carrier is destroyed: each ship docked with it deploys in an emergency before it is removed —
 * the players place it; it performs no action, and suffers 1 crit damage (asked as the command's
 * events are read: abilities/effect-moments.ts).
 */
export function emergencyDeploy(draft: XwingState, carrier: Ship, events: XwingEvent[]): void {
  for (const ship of dockedWith(draft, carrier)) {
    delete ship.dockedTo;
    ship.deployedInRound = draft.round;
    carrierActions(carrier, ship, false);
    events.push({ type: 'shipDeployed', ship: refOf(ship), carrier: refOf(carrier), maneuver: null, emergency: true });
  }
}

/**
 * The ship's primary weapons now: its card's, and one a card gives it while a ship is docked with it
 * (Tail Gun: a rear arc as strong as the docked ship's front arc).
 */
export function primaryAttacksOf(state: XwingState, ship: Ship): PrimaryAttack[] {
  const docked = dockedWith(state, ship)[0];
  if (!docked) return ship.attacks;
  const added: PrimaryAttack[] = [];
  for (const fact of ship.effects ?? []) {
    if (fact.moment !== 'always') continue;
    for (const effect of fact.effects) {
      if (effect.kind !== 'dockedShipArc' || ship.attacks.some((attack) => attack.arc === effect.arc) || added.some((attack) => attack.arc === effect.arc)) continue;
      const value = docked.attacks.find((attack) => attack.arc === effect.from)?.value;
      if (value !== undefined) added.push({ arc: effect.arc, value });
    }
  }
  return added.length > 0 ? [...ship.attacks, ...added] : ship.attacks;
}

/** RRG · Docking: the actions a docked ship's card puts on its carrier's bar come with it and go with it. */
export function carrierActions(carrier: Ship, docked: Ship, docking: boolean): void {
  if (!carrier.actionBar) return;
  if (!docking) {
    carrier.actionBar = carrier.actionBar.filter((entry) => entry.fromDocked !== docked.id);
    return;
  }
  for (const fact of docked.effects ?? []) {
    if (fact.moment !== 'always') continue;
    for (const effect of fact.effects) {
      if (effect.kind !== 'carrierAction' || carrier.actionBar.some((entry) => entry.action === effect.action)) continue;
      carrier.actionBar = [...carrier.actionBar, { action: effect.action, difficulty: 'white', linked: null, fromDocked: docked.id }];
    }
  }
}
