/** Rounds made of an ordered list of phases; the phase after the last starts the next round. */
export interface RoundPosition<Phase extends string> {
  round: number;
  phase: Phase;
}

export function nextPhase<Phase extends string>(phases: readonly Phase[], at: RoundPosition<Phase>): RoundPosition<Phase> {
  const index = phases.indexOf(at.phase);
  const following = phases[index + 1];
  if (following !== undefined) return { round: at.round, phase: following };
  return { round: at.round + 1, phase: phases[0] as Phase };
}
