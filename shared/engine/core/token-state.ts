/**
 * The life of a two-sided token: readied, flipped to exhausted when spent, discarded when spent
 * again. Only a cleanup (readying) moves it back, and never from discarded.
 */
export type TokenState = 'readied' | 'exhausted' | 'discarded';

/** The state a token moves to when it is spent, or null when it can no longer be spent. */
export function spentTokenState(state: TokenState): TokenState | null {
  if (state === 'readied') return 'exhausted';
  if (state === 'exhausted') return 'discarded';
  return null;
}

export function readiedTokenState(state: TokenState): TokenState {
  return state === 'exhausted' ? 'readied' : state;
}

/** Whether `to` may follow `from`: spending, discarding outright, or readying an exhausted token. */
export function isAllowedTokenMove(from: TokenState, to: TokenState): boolean {
  if (from === to) return true;
  if (from === 'readied') return to === 'exhausted' || to === 'discarded';
  if (from === 'exhausted') return to === 'discarded' || to === 'readied';
  return false;
}
