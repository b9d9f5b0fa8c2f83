/**
 * The card effects' dice, counted exactly (the policy is written at the top of xwing-odds.ts).
 *
 * A pool is a distribution over face counts, each face counted twice: dice not yet rerolled and
 * dice already rerolled (a die is rerolled at most once per attack). An effect maps each count
 * state to one (a change, an add, a cancel) or to several weighted ones (a reroll, more dice
 * rolled), so the odds stay exact without listing die permutations.
 */
import type { DiceEffectFact, EffectFace } from '../engine/games/xwing/effects/card-effect';
import { multinomialOutcomes } from './multinomial';

/** The pool's faces in a fixed order, with their chances on one die. */
export interface PoolFaces {
  name: 'attack' | 'defense';
  faces: readonly EffectFace[];
  weights: readonly number[];
}

/** Counts: the first `faces.length` entries are dice not yet rerolled, the next as many already rerolled. */
export type Counts = number[];
export type Dist = Map<number, number>;

const BASE = 32;

export function encode(counts: Counts): number {
  let key = 0;
  for (let i = counts.length - 1; i >= 0; i--) key = key * BASE + (counts[i] as number);
  return key;
}

export function decode(key: number, length: number, into: Counts = new Array<number>(length)): Counts {
  let rest = key;
  for (let i = 0; i < length; i++) {
    into[i] = rest % BASE;
    rest = Math.floor(rest / BASE);
  }
  return into;
}

export function addTo(dist: Dist, counts: Counts, p: number): void {
  const key = encode(counts);
  dist.set(key, (dist.get(key) ?? 0) + p);
}

const outcomeCache = new Map<string, [number[], number][]>();
/** The count outcomes of n dice depend only on n: computed once per size. */
export function rollOutcomes(n: number, pool: PoolFaces): [number[], number][] {
  const key = `${pool.name}${n}`;
  let known = outcomeCache.get(key);
  if (!known) {
    known = multinomialOutcomes(n, pool.weights);
    outcomeCache.set(key, known);
  }
  return known;
}

/** n dice rolled onto `counts` (as not yet rerolled, or as rerolled), every outcome emitted. */
export function rollInto(counts: Counts, n: number, pool: PoolFaces, rerolled: boolean, p: number, emit: (counts: Counts, p: number) => void): void {
  if (n <= 0) return emit(counts, p);
  const offset = rerolled ? pool.faces.length : 0;
  for (const [outcome, q] of rollOutcomes(n, pool)) {
    const next = counts.slice();
    for (let i = 0; i < outcome.length; i++) next[offset + i] = (next[offset + i] as number) + (outcome[i] as number);
    emit(next, p * q);
  }
}

export const faceCount = (counts: Counts, pool: PoolFaces, face: EffectFace): number => {
  const i = pool.faces.indexOf(face);
  return i < 0 ? 0 : (counts[i] as number) + (counts[i + pool.faces.length] as number);
};

/**
 * How the one choosing sees the dice: what each face is worth to the pool's owner (crit 3, hit or
 * evade 2, focus 2 while the owner's focus token will still change it, else 1, blank 0), and how
 * many focus results the owner can still change (so a reroll keeps them).
 */
export interface Judge {
  worth: (face: EffectFace) => number;
  keepFocus: number;
}

export function judgeFor(focusToken: boolean, canChange: number): Judge {
  const worth = (face: EffectFace): number => (face === 'crit' ? 3 : face === 'hit' || face === 'evade' ? 2 : face === 'focus' ? (focusToken ? 2 : 1) : 0);
  return { worth, keepFocus: focusToken ? Infinity : canChange };
}

const limit = (count: number | 'all'): number => (count === 'all' ? Infinity : count);

/**
 * Takes up to `n` dice of the given faces, face by face in that order; in each face the dice
 * already rerolled first (`rerolledFirst`), else the others first; `freshOnly`: only dice not yet
 * rerolled. Returns the dice taken per count slot, or null when none.
 */
function take(counts: Counts, pool: PoolFaces, order: readonly EffectFace[], n: number, rerolledFirst: boolean, freshOnly: boolean, most: Partial<Record<EffectFace, number>> = {}): Counts | null {
  const width = pool.faces.length;
  const taken = new Array<number>(counts.length).fill(0);
  let left = n;
  let any = false;
  for (const face of order) {
    const i = pool.faces.indexOf(face);
    if (i < 0) continue;
    let faceLeft = most[face] ?? Infinity;
    const slots = freshOnly ? [i] : rerolledFirst ? [i + width, i] : [i, i + width];
    for (const slot of slots) {
      const k = Math.min(left, faceLeft, counts[slot] as number);
      if (k <= 0) continue;
      taken[slot] = k;
      left -= k;
      faceLeft -= k;
      any = true;
    }
  }
  return any ? taken : null;
}

const byWorth = (faces: readonly EffectFace[], judge: Judge, ascending: boolean): EffectFace[] =>
  [...faces].sort((x, y) => (ascending ? judge.worth(x) - judge.worth(y) : judge.worth(y) - judge.worth(x)));

/** What one fact would do to these dice, chosen by its user: null when it would do nothing. */
export interface FactPlan {
  /** Dice taken from the pool (rerolled, changed or canceled). */
  taken: Counts | null;
  /** What becomes of them: rolled again, turned to a face, or removed; dice rolled or added. */
  then: { roll: number } | { to: EffectFace } | { remove: true } | { add: EffectFace; count: number } | { more: number };
  helps: boolean;
}

/**
 * The choice a fact's user makes: the pool's owner improves its dice (rerolls its blanks and the
 * focus results it cannot change, changes its worst dice, adds and rolls more), the other side
 * worsens them (rerolls and cancels the best, changes the best down).
 */
export function planFact(fact: DiceEffectFact, counts: Counts, pool: PoolFaces, owner: boolean, judge: Judge): FactPlan | null {
  const allowed = (faces: readonly EffectFace[] | undefined): EffectFace[] => (faces ? pool.faces.filter((face) => faces.includes(face)) : [...pool.faces]);
  switch (fact.kind) {
    case 'reroll': {
      const faces = allowed(fact.faces);
      if (owner) {
        const rerollable = Math.max(0, faceCount(counts, pool, 'focus') - judge.keepFocus);
        const order = (['blank', 'focus'] as const).filter((face) => faces.includes(face));
        const taken = take(counts, pool, order, limit(fact.count), false, true, { focus: rerollable });
        return taken ? { taken, then: { roll: sum(taken) }, helps: true } : null;
      }
      const taken = take(counts, pool, byWorth(faces.filter((face) => judge.worth(face) >= 2), judge, false), limit(fact.count), false, true);
      return taken ? { taken, then: { roll: sum(taken) }, helps: true } : null;
    }
    case 'change': {
      if (!pool.faces.includes(fact.to)) return null;
      const to = judge.worth(fact.to);
      const faces = allowed(fact.from).filter((face) => face !== fact.to && (owner ? judge.worth(face) < to : judge.worth(face) > to));
      const taken = take(counts, pool, byWorth(faces, judge, owner), limit(fact.count), owner, false);
      return taken ? { taken, then: { to: fact.to }, helps: true } : null;
    }
    case 'add':
      if (!pool.faces.includes(fact.face)) return null;
      return { taken: null, then: { add: fact.face, count: fact.count }, helps: owner && judge.worth(fact.face) > 0 };
    case 'cancel':
    case 'dice': {
      if (fact.kind === 'dice' && fact.count > 0) return { taken: null, then: { more: fact.count }, helps: owner };
      const n = fact.kind === 'dice' ? -fact.count : limit(fact.count);
      const faces = fact.kind === 'dice' ? [...pool.faces] : allowed(fact.faces);
      const taken = owner ? take(counts, pool, byWorth(faces, judge, true), n, true, false) : take(counts, pool, byWorth(faces, judge, false), n, false, false);
      if (!taken) return null;
      const helps = !owner && pool.faces.some((face, i) => judge.worth(face) > 0 && ((taken[i] as number) > 0 || (taken[i + pool.faces.length] as number) > 0));
      return { taken, then: { remove: true }, helps };
    }
  }
}

const sum = (counts: Counts): number => counts.reduce((total, k) => total + k, 0);

/** Carries out a plan on the counts, emitting every outcome. */
export function applyPlan(plan: FactPlan, counts: Counts, pool: PoolFaces, p: number, emit: (counts: Counts, p: number) => void): void {
  const width = pool.faces.length;
  const next = counts.slice();
  if (plan.taken) for (let i = 0; i < next.length; i++) next[i] = (next[i] as number) - (plan.taken[i] as number);
  const then = plan.then;
  if ('roll' in then) return rollInto(next, then.roll, pool, true, p, emit);
  if ('more' in then) return rollInto(next, then.more, pool, false, p, emit);
  if ('to' in then && plan.taken) {
    const to = pool.faces.indexOf(then.to);
    for (let i = 0; i < width; i++) {
      next[to] = (next[to] as number) + (plan.taken[i] as number);
      next[to + width] = (next[to + width] as number) + (plan.taken[i + width] as number);
    }
  } else if ('add' in then) {
    const at = pool.faces.indexOf(then.add);
    next[at] = (next[at] as number) + then.count;
  }
  emit(next, p);
}
