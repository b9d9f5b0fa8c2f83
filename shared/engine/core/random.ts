/**
 * The seeded random source. Its whole state is four 32-bit numbers kept in the game state, so
 * every draw follows from the seed and the commands before it: replaying the log, or undoing and
 * redoing, draws the same numbers. Generator: sfc32; seed hashing: cyrb128 (both public domain).
 */
export interface RandomState {
  a: number;
  b: number;
  c: number;
  d: number;
}

export function seedRandom(seed: string | number): RandomState {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: RandomState = { a: (h1 ^ h2 ^ h3 ^ h4) >>> 0, b: (h2 ^ h1) >>> 0, c: (h3 ^ h1) >>> 0, d: (h4 ^ h1) >>> 0 };
  // The first outputs of sfc32 still echo the seed; discard them.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

function nextUint32(state: RandomState): [number, RandomState] {
  let { a, b, c, d } = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, { a: a >>> 0, b: b >>> 0, c: c >>> 0, d: d >>> 0 }];
}

/** A whole number in [0, n). Rejection sampling keeps every value equally likely. */
export function randomInt(state: RandomState, n: number): [number, RandomState] {
  if (!Number.isInteger(n) || n < 1) return [0, state];
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  let current = state;
  for (;;) {
    const [value, next] = nextUint32(current);
    current = next;
    if (value < limit) return [value % n, current];
  }
}

/** Fisher–Yates with the seeded source; returns a new array and the advanced source. */
export function shuffle<T>(state: RandomState, items: readonly T[]): [T[], RandomState] {
  const out = [...items];
  let current = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(current, i + 1);
    current = next;
    const swap = out[i] as T;
    out[i] = out[j] as T;
    out[j] = swap;
  }
  return [out, current];
}
