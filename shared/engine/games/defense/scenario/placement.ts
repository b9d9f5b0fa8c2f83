// Where a scenario's enemy counters may be, one rule read by the scenario check (which refuses a file) and by
// the editor (which offers only what the check will take): the kind a space takes, the building, the advances,
// the size of a stack, and when a condition is judged if a file leaves it out.

export type CounterKind = 'assault' | 'support';

/** The most counters one space's stack may hold. */
export const STACK_MOST = 20;

/**
 * Whether counters of `kind` may stand in (or arrive in) a space that takes `takes` counters; `takes` null is
 * inside the building, where assault counters go and support counters never do.
 */
export function counterMayStand(kind: CounterKind, takes: CounterKind | null): boolean {
  return takes === null ? kind === 'assault' : kind === takes;
}

/** Whether the counters of a space that takes `from` may advance into one that takes `to` (null: inside): a support counter only to another support counter space. */
export function counterMayAdvance(from: CounterKind | null, to: CounterKind | null): boolean {
  return from !== 'support' || to === 'support';
}

export type EndCheck = 'anyTime' | 'endOfRound' | 'endOfGame';

/** When a condition of this kind is judged where the scenario does not say: no enemy inside counts at the end. */
export function defaultEndCheck(kind: string): EndCheck {
  return kind === 'noEnemyInBuilding' ? 'endOfGame' : 'anyTime';
}
