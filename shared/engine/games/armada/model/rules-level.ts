import type { ArmadaState } from './state';

// The setup's rules level decides which order of play a game keeps, so an older log folds to the
// state it was played to:
//   absent: the first games; 2 (issue 24): damage cards limit every attack, restrictions hold for
//   every spend; 3 (issue 35): setup, activation and the game's end as the Rules Reference orders them
//   (fleet points decide who chooses the first player, the first player chooses one of the second
//   player's objectives, the dial before any attack, speed only by navigate, a fleet's end as set).

/** Games set up with `rules: 2` or later. */
export const keepsRules2 = (state: Pick<ArmadaState, 'rules'>): boolean => (state.rules ?? 0) >= 2;

/** Games set up with `rules: 3` (issue 35): the order of setup, activation and the end as the rules give it. */
export const keepsRules3 = (state: Pick<ArmadaState, 'rules'>): boolean => (state.rules ?? 0) >= 3;
