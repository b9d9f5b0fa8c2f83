import type { XwingState } from '../model/state';

/**
 * Rules 3 (the setup's `rules: 3`): turns strictly in initiative order with a pass, one action per
 * activation with its linked action, maneuvers with their difficulty, the second edition's evade
 * token and jam. A game logged before them replays as it was played.
 */
export const keepsRules3 = (state: Pick<XwingState, 'rules'>): boolean => (state.rules ?? 0) >= 3;

/** The edition whose rules apply where 2.0 and 2.5 differ. */
export const editionOf = (state: XwingState): '2.0' | '2.5' => state.edition ?? '2.0';
