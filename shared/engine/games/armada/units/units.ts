import { refuse, ok, type Result } from '../../../core/result';
import type { UnitRef } from '../model/events';
import type { ArmadaState, AttackParty, DefenseToken, Ship, Squadron, Unit } from '../model/state';

export function findShip(state: ArmadaState, id: string): Result<Ship> {
  const ship = state.ships.find((candidate) => candidate.id === id);
  if (ship) return ok(ship);
  const squadron = state.squadrons.some((candidate) => candidate.id === id);
  return refuse('unknown_ship', squadron ? `${id} is a squadron, not a ship.` : `There is no ship ${id} in this game.`);
}

export function findSquadron(state: ArmadaState, id: string): Result<Squadron> {
  const squadron = state.squadrons.find((candidate) => candidate.id === id);
  if (squadron) return ok(squadron);
  const ship = state.ships.some((candidate) => candidate.id === id);
  return refuse('unknown_squadron', ship ? `${id} is a ship, not a squadron.` : `There is no squadron ${id} in this game.`);
}

/** The unit taking part in an attack; attacks are only built from units that exist. */
export function unitOf(state: ArmadaState, party: AttackParty): Unit {
  const unit = party.kind === 'ship' ? state.ships.find((ship) => ship.id === party.id) : state.squadrons.find((squadron) => squadron.id === party.id);
  if (!unit) throw new Error(`Attack refers to missing unit ${party.id}`);
  return unit;
}

export function shipOf(state: ArmadaState, party: AttackParty): Ship | null {
  const unit = unitOf(state, party);
  return unit.kind === 'ship' ? unit : null;
}

export function refOf(unit: Unit): UnitRef {
  // A unit restored from a state saved before ID numbers has no idNumber at all.
  return unit.idNumber == null ? { id: unit.id, name: unit.name } : { id: unit.id, name: unit.name, idNumber: unit.idNumber };
}

export function allUnits(state: ArmadaState): Unit[] {
  return [...state.ships, ...state.squadrons];
}

export function findDefenseToken(state: ArmadaState, tokenId: string): { unit: Unit; token: DefenseToken } | null {
  for (const unit of allUnits(state)) {
    const token = unit.defenseTokens.find((candidate) => candidate.id === tokenId);
    if (token) return { unit, token };
  }
  return null;
}

/** The damage deck's card names (RRG · Damage Cards), as the rules that read a faceup card name them. */
export type DamageCardName =
  | 'Blinded Gunners'
  | 'Capacitor Failure'
  | 'Comm Noise'
  | 'Compartment Fire'
  | 'Coolant Discharge'
  | 'Crew Panic'
  | 'Damaged Controls'
  | 'Damaged Munitions'
  | 'Depowered Armament'
  | 'Disengaged Fire Control'
  | 'Faulty Countermeasures'
  | 'Injured Crew'
  | 'Life Support Failure'
  | 'Point-Defense Failure'
  | 'Power Failure'
  | 'Projector Misaligned'
  | 'Ruptured Engine'
  | 'Shield Failure'
  | 'Structural Damage'
  | 'Targeter Disruption'
  | 'Thrust-Control Malfunction'
  | 'Thruster Fissure';

/** Whether the ship has a faceup damage card of this name (its effect holds while faceup), and how many. */
export function hasFaceupDamage(ship: Ship, name: DamageCardName): boolean {
  return ship.damageCards.some((card) => card.faceup && card.name === name);
}

export function countFaceupDamage(ship: Ship, name: DamageCardName): number {
  return ship.damageCards.filter((card) => card.faceup && card.name === name).length;
}
