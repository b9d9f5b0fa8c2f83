import type { Ship } from '../model/state';

export type MarkerType = 'id' | 'shield' | 'standardCharge' | 'forceCharge' | 'criticalDamage' | 'condition' | 'fuse' | 'singleTurretMount' | 'doubleTurretMount';

export interface MarkerKind {
  type: MarkerType;
  name: string;
  /** Our words: what the marker keeps track of at the table. */
  tracks: string;
}

/** 003: markers are not tokens; nothing that acts on tokens ever touches them. */
export const markerCatalogue: readonly MarkerKind[] = [
  { type: 'id', name: 'ID', tracks: 'Which ship is which, and whose lock a lock token is.' },
  { type: 'shield', name: 'Shield', tracks: 'The shields a ship has left.' },
  { type: 'standardCharge', name: 'Standard charge', tracks: 'Charges left on a card.' },
  { type: 'forceCharge', name: 'Force charge', tracks: 'Force left on a ship.' },
  { type: 'criticalDamage', name: 'Critical damage', tracks: 'A reminder of each faceup damage card.' },
  { type: 'condition', name: 'Condition', tracks: 'Which ship a condition card is on.' },
  { type: 'fuse', name: 'Fuse', tracks: 'A device that has not yet detonated; devices are not ships, so no ship carries one.' },
  { type: 'singleTurretMount', name: 'Single turret mount', tracks: 'A ship with a single turret arc indicator.' },
  { type: 'doubleTurretMount', name: 'Double turret mount', tracks: 'A ship with a double turret arc indicator.' },
];

/** The markers a ship carries, counted from the state they track. */
export function shipMarkers(ship: Ship): Record<MarkerType, number> {
  return {
    id: ship.idMarker,
    shield: ship.shields.current,
    standardCharge: ship.charges?.current ?? 0,
    forceCharge: ship.force?.current ?? 0,
    criticalDamage: ship.damageCards.filter((card) => card.faceup).length,
    condition: ship.conditions.length,
    fuse: 0,
    singleTurretMount: ship.attacks.filter((attack) => attack.arc === 'single-turret').length,
    doubleTurretMount: ship.attacks.filter((attack) => attack.arc === 'double-turret').length,
  };
}
