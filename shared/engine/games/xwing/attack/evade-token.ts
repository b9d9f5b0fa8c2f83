import type { DefenseFace, XwingState } from '../model/state';
import { keepsRules3 } from '../turn/turn-rules';

/**
 * What spending an evade token does to the defense dice, for the game's rules level: the one place
 * the engine (dice-effects.ts) and the odds (shared/odds/xwing-odds.ts) both ask.
 * - Games set up with rules 3 · RRG · Evade (second edition): it changes one blank or focus result
 *   to an evade result (so it needs such a die).
 * - Older logs (first edition's token, as they were played): it adds an evade result.
 */
export interface EvadeTokenRule {
  does: 'change' | 'add';
  /** The results it may change (none when it adds). */
  from: readonly DefenseFace[];
  /** In the player's words, after "Spend evade: ". */
  words: string;
}

const changes: EvadeTokenRule = { does: 'change', from: ['blank', 'focus'], words: 'change a blank or focus result to an evade' };
const adds: EvadeTokenRule = { does: 'add', from: [], words: 'add an evade result' };

export const evadeTokenRule = (state: Pick<XwingState, 'rules'>): EvadeTokenRule => (keepsRules3(state) ? changes : adds);
