import type { DieColor, DieFace } from '../../../shared/engine/games/armada';

/**
 * The distinct faces printed on each physical attack die, to lay out the dice tray: one button per
 * face a player can read off that die. The engine checks every face it is sent.
 */
export const printedFaces: Record<DieColor, readonly DieFace[]> = {
  red: ['blank', 'hit', 'crit', 'hit-hit', 'accuracy'],
  blue: ['hit', 'crit', 'accuracy'],
  black: ['blank', 'hit', 'hit-crit'],
};

export const dieColorOrder: readonly DieColor[] = ['red', 'blue', 'black'];
