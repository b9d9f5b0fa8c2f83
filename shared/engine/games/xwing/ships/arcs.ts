import type { AttackArc } from '../model/state';

export const attackArcs: readonly AttackArc[] = ['front', 'rear', 'full-front', 'full-rear', 'bullseye', 'single-turret', 'double-turret', 'left', 'right'];

export const attackArcNames: Record<AttackArc, string> = {
  front: 'front arc',
  rear: 'rear arc',
  'full-front': 'full front arc',
  'full-rear': 'full rear arc',
  bullseye: 'bullseye arc',
  'single-turret': 'single turret arc',
  'double-turret': 'double turret arc',
  left: 'left arc',
  right: 'right arc',
};
