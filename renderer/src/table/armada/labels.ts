import type { AttackRange, AttackStep, DefenseTokenType, DieColor, DieFace, HullZoneId, Phase } from '../../../../shared/engine/games/armada';
import { defenseTokenNames } from '../../../../shared/engine/games/armada/units/defense-token-names';

/*
 * The words the table screen prints. The engine keeps its own copies for the history's sentences;
 * the renderer imports only types from the engine, so the labels a screen shows live here.
 */

export const hullZoneLabels: Record<HullZoneId, string> = {
  front: 'Front',
  right: 'Right',
  'right-aux': 'Right aux',
  rear: 'Rear',
  'left-aux': 'Left aux',
  left: 'Left',
};

/**
 * Each hull zone as an arrow pointing where it faces, the ship's front up: on a tile the shields read
 * "▲3 ▶3 ▼1 ◀3" in the space "Front 3 Right 3 Rear 1 Left 3" would take. The words stay in the label.
 */
export const hullZoneArrows: Record<HullZoneId, string> = {
  front: '▲',
  right: '▶',
  'right-aux': '◢',
  rear: '▼',
  'left-aux': '◣',
  left: '◀',
};

/** The tokens' names as the engine says them in refusals and the history: one list of names. */
export const defenseTokenLabels: Record<DefenseTokenType, string> = defenseTokenNames;

export const phaseLabels: Record<Phase, string> = {
  command: 'Command phase',
  ship: 'Ship phase',
  squadron: 'Squadron phase',
  status: 'Status phase',
};

export const rangeLabels: Record<AttackRange, string> = {
  close: 'Close',
  medium: 'Medium',
  long: 'Long',
  'distance-1': 'Distance 1',
  'beyond-long': 'Beyond long',
};

export const dieColorLabels: Record<DieColor, string> = { red: 'Red', blue: 'Blue', black: 'Black' };

export const dieFaceLabels: Record<DieFace, string> = {
  blank: 'Blank',
  hit: 'Hit',
  crit: 'Crit',
  'hit-hit': 'Hit + Hit',
  'hit-crit': 'Hit + Crit',
  accuracy: 'Accuracy',
};

export const attackStepLabels: Record<AttackStep | 'declare', string> = {
  declare: 'Declare target',
  rollAttackDice: 'Roll dice',
  resolveAttackEffects: 'Attack effects',
  spendDefenseTokens: 'Defense tokens',
  resolveDamage: 'Resolve damage',
  declareAdditionalSquadronTarget: 'Next squadron',
};

export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;
