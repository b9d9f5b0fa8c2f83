import type { BaseSize, Ship } from '../model/state';

/**
 * RRG · Ion, Tractor: a ship is ionized (tractored) once it has as many ion (tractor) tokens as its
 * size asks: 1 small, 2 medium, 3 large; the Epic rules ask 6 of a huge ship.
 */
export const tokensToTakeEffect: Record<BaseSize, number> = { small: 1, medium: 2, large: 3, huge: 6 };

export type ShipStatus = 'stressed' | 'ionized' | 'tractored' | 'jammed' | 'disarmed' | 'depleted' | 'strained' | 'cloaked';

export const statusNames: Record<ShipStatus, string> = {
  stressed: 'stressed',
  ionized: 'ionized',
  tractored: 'tractored',
  jammed: 'jammed',
  disarmed: 'disarmed',
  depleted: 'depleted',
  strained: 'strained',
  cloaked: 'cloaked',
};

export const isIonized = (ship: Ship): boolean => ship.tokens.ion >= tokensToTakeEffect[ship.size];
export const isTractored = (ship: Ship): boolean => ship.tokens.tractor >= tokensToTakeEffect[ship.size];
export const isStressed = (ship: Ship): boolean => ship.tokens.stress > 0;
export const isDisarmed = (ship: Ship): boolean => ship.tokens.disarm > 0;
export const isCloaked = (ship: Ship): boolean => ship.tokens.cloak > 0;

/** What the ship's tokens do to it now, in the words players use; the tile shows them. */
export function shipStatuses(ship: Ship): ShipStatus[] {
  if (ship.destroyed) return [];
  const out: ShipStatus[] = [];
  if (isStressed(ship)) out.push('stressed');
  if (isIonized(ship)) out.push('ionized');
  if (isTractored(ship)) out.push('tractored');
  if (ship.tokens.jam > 0) out.push('jammed');
  if (isDisarmed(ship)) out.push('disarmed');
  if (ship.tokens.deplete > 0) out.push('depleted');
  if (ship.tokens.strain > 0) out.push('strained');
  if (isCloaked(ship)) out.push('cloaked');
  return out;
}

/** A faceup damage card of this name is in play on the ship. */
export function hasFaceup(ship: Ship, name: string): boolean {
  return ship.damageCards.some((card) => card.faceup && card.name === name);
}
