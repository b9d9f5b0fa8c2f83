// The range bonus rule on its own (no imports), so the card effects that switch it off (effects/available-effects.ts) read it without a loop.

/**
 * RRG · Range Bonus: the attacker rolls one more die at range 0–1 and the defender one more at
 * range 3, for a primary weapon and a special weapon alike, unless the weapon has the ordnance
 * icon (RRG · Ordnance: no range bonus). The one rule: the engine's counts and the odds both ask it.
 */
export function rangeBonusDice(range: number, ordnance: boolean): { attack: number; defense: number } {
  if (ordnance) return { attack: 0, defense: 0 };
  return { attack: range <= 1 ? 1 : 0, defense: range === 3 ? 1 : 0 };
}
