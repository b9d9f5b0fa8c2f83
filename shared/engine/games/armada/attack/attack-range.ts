import type { AttackRange, DiceCounts } from '../model/state';

/**
 * The dice colours the range ruler allows (004 step 2). Only gathering is limited by range:
 * dice added later by an effect may be of any colour (004 FAQ).
 */
const coloursByRange: Record<AttackRange, { red: boolean; blue: boolean; black: boolean }> = {
  close: { red: true, blue: true, black: true },
  medium: { red: true, blue: true, black: false },
  long: { red: true, blue: false, black: false },
  'distance-1': { red: true, blue: true, black: true },
  'beyond-long': { red: false, blue: false, black: false },
};

export const attackRanges: readonly AttackRange[] = ['close', 'medium', 'long', 'distance-1', 'beyond-long'];
export const shipAttackRanges: readonly AttackRange[] = ['close', 'medium', 'long', 'beyond-long'];

export function gatherAttackDice(armament: DiceCounts, range: AttackRange): DiceCounts {
  const allowed = coloursByRange[range];
  return {
    red: allowed.red ? armament.red : 0,
    blue: allowed.blue ? armament.blue : 0,
    black: allowed.black ? armament.black : 0,
  };
}

export function diceTotal(dice: DiceCounts): number {
  return dice.red + dice.blue + dice.black;
}

/** Evade's effect depends on the band: long cancels, close/medium and distance 1–2 reroll (000). */
export function evadeMode(range: AttackRange): 'cancel' | 'reroll' {
  return range === 'long' || range === 'beyond-long' ? 'cancel' : 'reroll';
}

export const rangeNames: Record<AttackRange, string> = {
  close: 'close range',
  medium: 'medium range',
  long: 'long range',
  'distance-1': 'distance 1',
  'beyond-long': 'beyond long range',
};
