/** Time and fresh ids for every service, handed in by the host (a test or browser mode's --seed fixes them). */
export interface Clock {
  now(): number;
  newId(): string;
  /** The seed of a new game's random source; random unless a run fixes it (browser mode's --seed, for tests). */
  newSeed?(): number;
}
