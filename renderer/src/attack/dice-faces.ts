import { distinctFaces } from '../../../shared/engine/core/dice';
import { attackDieFaces, dieColors } from '../../../shared/engine/games/armada/attack/dice';
import type { DieColor, DieFace } from '../../../shared/engine/games/armada';

/**
 * The distinct faces printed on each physical attack die, to lay out the dice tray: one button per
 * face a player can read off that die. They come from the engine's own dice, which also checks
 * every face it is sent.
 */
export const printedFaces: Record<DieColor, readonly DieFace[]> = {
  red: distinctFaces(attackDieFaces.red),
  blue: distinctFaces(attackDieFaces.blue),
  black: distinctFaces(attackDieFaces.black),
};

export const dieColorOrder: readonly DieColor[] = dieColors;

/** A die entered in a tray: its colour and the face the player read off it (the rollAttackDice shape). */
export interface EnteredDie {
  color: DieColor;
  face: DieFace;
}

/** A draft's die as the host kept it: a colour and one of that die's printed faces, or not a die. */
export function isEnteredDie(value: unknown): value is EnteredDie {
  if (typeof value !== 'object' || value === null) return false;
  const { color, face } = value as { color?: unknown; face?: unknown };
  return typeof color === 'string' && color in printedFaces && printedFaces[color as DieColor].includes(face as DieFace);
}
