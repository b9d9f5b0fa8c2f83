import type { AttackArc, Ship, ShipWeapon, XwingState } from '../model/state';
import { isTurretArc } from '../ships/turret';
import { shipName } from '../ships/ships';

// h-xupg · RRG · Bonus Attacks granted by a card at its moment ("at initiative 4, spend 1 energy to perform a bonus
// hardpoint attack"): used, the card leaves a grant on its ship; the grant is offered as the ship's bonus attack,
// limits its weapon and arc, and is spent as the bonus attack is declared.

export type BonusGrant = NonNullable<Ship['bonusGrants']>[number];

/** The grants the ship holds now (granted this phase and not yet declared). */
export function liveGrants(state: XwingState, ship: Ship): BonusGrant[] {
  return (ship.bonusGrants ?? []).filter((grant) => grant.round === state.round && grant.phase === state.phase);
}

/** Whether an attack with this weapon (null: the primary) from this arc fits the grant. */
export function fitsGrant(grant: BonusGrant, weapon: ShipWeapon | null, arc: AttackArc): boolean {
  const slot = (weapon?.slot ?? '').toLowerCase();
  return grant.weapons.some((kind) => {
    if (kind === 'primary') return weapon === null;
    if (kind === 'turret') return weapon === null ? isTurretArc(arc) : slot.includes('turret');
    if (kind === 'this') return weapon !== null && grant.upgrade !== undefined && weapon.upgrade === grant.upgrade;
    return weapon !== null && slot.includes(kind);
  });
}

/** Why the ship's bonus attack with this weapon and arc does not fit any grant it holds, or null (it holds none, or one fits). */
export function whyNotGranted(state: XwingState, ship: Ship, weapon: ShipWeapon | null, arc: AttackArc, defender: Ship): string | null {
  const grants = liveGrants(state, ship);
  if (grants.length === 0 || grants.some((grant) => fitsGrant(grant, weapon, arc) && grant.notAt !== defender.id)) return null;
  const grant = grants[0] as BonusGrant;
  if (fitsGrant(grant, weapon, arc)) return `${grant.source} grants ${shipName(ship)} a bonus attack at a different target than ${shipName(defender)}.`;
  return `${grant.source} grants ${shipName(ship)} a bonus ${grant.weapons.join(' or ')} attack: not ${weapon ? weapon.name : 'its primary weapon'} from the ${arc} arc.`;
}

/** The grant a bonus attack with this weapon would spend, or null. */
export function grantFor(state: XwingState, ship: Ship, weapon: ShipWeapon | null, arc: AttackArc): BonusGrant | null {
  return liveGrants(state, ship).find((candidate) => fitsGrant(candidate, weapon, arc)) ?? null;
}

/** Declaring the bonus attack spends the grant it fits; a grant that closes its arc closes it for the round. */
export function spendGrant(state: XwingState, ship: Ship, weapon: ShipWeapon | null, arc: AttackArc): BonusGrant | null {
  const grant = liveGrants(state, ship).find((candidate) => fitsGrant(candidate, weapon, arc));
  if (!grant) return null;
  ship.bonusGrants = (ship.bonusGrants ?? []).filter((held) => held !== grant);
  // A double turret arc covers two single turret arcs: which of them it fired from is the players' to hold.
  if (grant.onceFromArc && arc === 'single-turret') ship.closedArcs = [...(ship.closedArcs ?? []).filter((closed) => closed.round === state.round), { round: state.round, arc }];
  return grant;
}

/** Why the ship may not attack from this arc again this round (its card closed it), or null. */
export function whyArcClosed(state: XwingState, ship: Ship, arc: AttackArc): string | null {
  const closed = (ship.closedArcs ?? []).some((one) => one.round === state.round && one.arc === arc);
  return closed ? `${shipName(ship)} has made its bonus attack from that arc this round: it attacks from it no more this round.` : null;
}
