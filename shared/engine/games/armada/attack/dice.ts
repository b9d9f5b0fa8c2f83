import type { DieFaces } from '../../../core/dice';
import { distinctFaces } from '../../../core/dice';
import type { AttackDie, DieColor, DieFace } from '../model/state';

/** The eight printed faces of each Armada attack die. */
export const attackDieFaces: Record<DieColor, DieFaces<DieFace>> = {
  red: ['blank', 'blank', 'hit', 'hit', 'crit', 'crit', 'hit-hit', 'accuracy'],
  blue: ['hit', 'hit', 'hit', 'hit', 'crit', 'crit', 'accuracy', 'accuracy'],
  black: ['blank', 'blank', 'hit', 'hit', 'hit', 'hit', 'hit-crit', 'hit-crit'],
};

export const dieColors: readonly DieColor[] = ['red', 'blue', 'black'];

export function faceExists(color: DieColor, face: DieFace): boolean {
  return attackDieFaces[color].includes(face);
}

export function facesOf(color: DieColor): DieFace[] {
  return distinctFaces(attackDieFaces[color]);
}

const iconCounts: Record<DieFace, { hits: number; crits: number; accuracies: number }> = {
  blank: { hits: 0, crits: 0, accuracies: 0 },
  hit: { hits: 1, crits: 0, accuracies: 0 },
  crit: { hits: 0, crits: 1, accuracies: 0 },
  'hit-hit': { hits: 2, crits: 0, accuracies: 0 },
  'hit-crit': { hits: 1, crits: 1, accuracies: 0 },
  accuracy: { hits: 0, crits: 0, accuracies: 1 },
};

export function iconsOf(face: DieFace): { hits: number; crits: number; accuracies: number } {
  return iconCounts[face];
}

export function countIcons(pool: readonly AttackDie[]): { hits: number; crits: number; accuracies: number } {
  let hits = 0;
  let crits = 0;
  let accuracies = 0;
  for (const die of pool) {
    const icons = iconCounts[die.face];
    hits += icons.hits;
    crits += icons.crits;
    if (!die.accuracySpent) accuracies += icons.accuracies;
  }
  return { hits, crits, accuracies };
}
