import type { DieFaces } from '../../../core/dice';
import { distinctFaces } from '../../../core/dice';
import type { AttackFace, DefenseFace } from '../model/state';

/** The eight faces of the red attack die. */
export const attackDieFaces: DieFaces<AttackFace> = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'];

/** The eight faces of the green defense die. */
export const defenseDieFaces: DieFaces<DefenseFace> = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'];

export const attackFaces: readonly AttackFace[] = distinctFaces(attackDieFaces);
export const defenseFaces: readonly DefenseFace[] = distinctFaces(defenseDieFaces);
