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

/** A pool with the base its keys count in: more than the most dice it can hold, so keys stay small (whole numbers V8 stores unboxed). */
export interface KeyedPool extends PoolFaces {
  base: number;
  /** The key's weight of each count slot: a state's key is linear in its counts. */
  slots: readonly number[];
}

export function keyedPool(pool: PoolFaces, mostDice: number): KeyedPool {
  const base = Math.max(2, mostDice + 1);
  return { ...pool, base, slots: Array.from({ length: pool.faces.length * 2 + 1 }, (_, i) => base ** i) };
}

/** Counts: the first `faces.length` entries are dice not yet rerolled, the next as many already rerolled. */
export type Counts = number[];
/** Count states by key (encode), with their chance. */
export type Dist = Map<number, number>;
/** A state and its chance, handed on. */
export type Emit = (key: number, p: number) => void;

export function encode(counts: Counts, pool: KeyedPool): number {
  let key = 0;
  const length = pool.faces.length * 2;
  for (let i = 0; i < length; i++) key += (counts[i] as number) * (pool.slots[i] as number);
  return key;
}

export function decode(key: number, pool: KeyedPool, into: Counts = new Array<number>(pool.faces.length * 2)): Counts {
  let rest = key;
  const length = pool.faces.length * 2;
  for (let i = 0; i < length; i++) {
    into[i] = rest % pool.base;
    rest = Math.floor(rest / pool.base);
  }
  return into;
}

export function addKey(dist: Dist, key: number, p: number): void {
  dist.set(key, (dist.get(key) ?? 0) + p);
}

const deltaCache = new Map<string, [number, number][]>();
/** Every outcome of n dice as the change it makes to a key (onto the dice not yet rerolled, or the rerolled), with its chance. */
export function rollDeltas(n: number, pool: KeyedPool, rerolled: boolean): [number, number][] {
  const name = `${pool.name}${n}${rerolled ? 'r' : ''}/${pool.base}`;
  let known = deltaCache.get(name);
  if (!known) {
    const offset = rerolled ? pool.faces.length : 0;
    known = multinomialOutcomes(n, pool.weights).map(([outcome, q]) => [outcome.reduce((key, k, i) => key + k * (pool.slots[offset + i] as number), 0), q]);
    deltaCache.set(name, known);
  }
  return known;
}

/** n dice rolled onto the state `key`, every outcome emitted. */
export function rollOnto(key: number, n: number, pool: KeyedPool, rerolled: boolean, p: number, emit: Emit): void {
  if (n <= 0) return emit(key, p);
  for (const [delta, q] of rollDeltas(n, pool, rerolled)) emit(key + delta, p * q);
}

/** Once no reroll can follow, which dice were rerolled no longer matters: counted together (as not rerolled), the states are fewer. */
export function mergeRerolled(dist: Dist, pool: KeyedPool): Dist {
  const out: Dist = new Map();
  const faces = pool.faces.length;
  const first = pool.slots[faces] as number;
  for (const [key, p] of dist) {
    const rerolled = Math.floor(key / first);
    let merged = key - rerolled * first;
    let rest = rerolled;
    for (let i = 0; i < faces; i++) {
      merged += (rest % pool.base) * (pool.slots[i] as number);
      rest = Math.floor(rest / pool.base);
    }
    addKey(out, merged, p);
  }
  return out;
}

/** `count` dice from face `from` to face `to` (face indices), the dice not yet rerolled first: the new key. */
export function moveDice(key: number, counts: Counts, pool: KeyedPool, from: number, to: number, count: number): number {
  const width = pool.faces.length;
  const fresh = Math.min(count, counts[from] as number);
  const again = Math.min(count - fresh, counts[from + width] as number);
  return key + fresh * ((pool.slots[to] as number) - (pool.slots[from] as number)) + again * ((pool.slots[to + width] as number) - (pool.slots[from + width] as number));
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
 * Takes up to `n` dice of the given faces (indices), face by face in that order; in each face the
 * dice already rerolled first (`rerolledFirst`), else the others first; `freshOnly`: only dice not
 * yet rerolled; at most `cap` of the face `capped`. The dice taken per count slot, or null when none.
 */
function take(counts: Counts, width: number, order: readonly number[], n: number, rerolledFirst: boolean, freshOnly: boolean, capped = -1, cap = Infinity): Counts | null {
  let taken: Counts | null = null;
  let left = n;
  for (const i of order) {
    let faceLeft = i === capped ? cap : Infinity;
    for (let pass = 0; pass < (freshOnly ? 1 : 2); pass++) {
      const at = freshOnly ? i : (pass === 0) === rerolledFirst ? i + width : i;
      const k = Math.min(left, faceLeft, counts[at] as number);
      if (k <= 0) continue;
      taken ??= new Array<number>(counts.length).fill(0);
      taken[at] = k;
      left -= k;
      faceLeft -= k;
    }
  }
  return taken;
}

/** What one fact would do to these dice, chosen by its user: null when it would do nothing. */
export interface FactPlan {
  /** Dice taken from the pool (rerolled, changed or canceled). */
  taken: Counts | null;
  /** What becomes of them: rolled again (`roll`), turned to face index `to`, removed; or dice added (`add` at index) or rolled (`more`). */
  roll: number;
  to: number;
  add: number;
  addCount: number;
  more: number;
  helps: boolean;
}
export type Planner = (counts: Counts) => FactPlan | null;

const plan = (taken: Counts | null, helps: boolean, then: Partial<Pick<FactPlan, 'roll' | 'to' | 'add' | 'addCount' | 'more'>>): FactPlan => ({ taken, helps, roll: 0, to: -1, add: -1, addCount: 0, more: 0, ...then });
const total = (counts: Counts): number => counts.reduce((sum, k) => sum + k, 0);

/**
 * The choice a fact's user makes, worked out once per fact: the pool's owner improves its dice
 * (rerolls its blanks and the focus results it cannot change, changes its worst dice, adds and
 * rolls more), the other side worsens them (rerolls and cancels the best, changes the best down).
 */
export function plannerFor(fact: DiceEffectFact, pool: PoolFaces, owner: boolean, judge: Judge): Planner {
  const width = pool.faces.length;
  const index = (face: EffectFace): number => pool.faces.indexOf(face);
  const allowed = (faces: readonly EffectFace[] | undefined): EffectFace[] => (faces ? pool.faces.filter((face) => faces.includes(face)) : [...pool.faces]);
  const byWorth = (faces: readonly EffectFace[], ascending: boolean): number[] =>
    [...faces].sort((x, y) => (ascending ? judge.worth(x) - judge.worth(y) : judge.worth(y) - judge.worth(x))).map(index);
  const none: Planner = () => null;
  switch (fact.kind) {
    case 'reroll': {
      const faces = allowed(fact.faces);
      const n = limit(fact.count);
      if (owner) {
        const order = (['blank', 'focus'] as const).filter((face) => faces.includes(face)).map(index);
        const focus = index('focus');
        return (counts) => {
          const rerollable = Math.max(0, (counts[focus] as number) + (counts[focus + width] as number) - judge.keepFocus);
          const taken = take(counts, width, order, n, false, true, focus, rerollable);
          return taken ? plan(taken, true, { roll: total(taken) }) : null;
        };
      }
      const order = byWorth(faces.filter((face) => judge.worth(face) >= 2), false);
      return (counts) => {
        const taken = take(counts, width, order, n, false, true);
        return taken ? plan(taken, true, { roll: total(taken) }) : null;
      };
    }
    case 'change': {
      if (!pool.faces.includes(fact.to)) return none;
      const to = judge.worth(fact.to);
      const order = byWorth(allowed(fact.from).filter((face) => face !== fact.to && (owner ? judge.worth(face) < to : judge.worth(face) > to)), owner);
      const n = limit(fact.count);
      const toIndex = index(fact.to);
      return (counts) => {
        const taken = take(counts, width, order, n, owner, false);
        return taken ? plan(taken, true, { to: toIndex }) : null;
      };
    }
    case 'add': {
      if (!pool.faces.includes(fact.face)) return none;
      const added = plan(null, owner && judge.worth(fact.face) > 0, { add: index(fact.face), addCount: fact.count });
      return () => added;
    }
    case 'cancel':
    case 'dice': {
      if (fact.kind === 'dice' && fact.count > 0) {
        const more = plan(null, owner, { more: fact.count });
        return () => more;
      }
      const n = fact.kind === 'dice' ? -fact.count : limit(fact.count);
      const order = byWorth(fact.kind === 'dice' ? pool.faces : allowed(fact.faces), owner);
      const worthSomething = pool.faces.map((face) => judge.worth(face) > 0);
      return (counts) => {
        const taken = take(counts, width, order, n, owner, false);
        if (!taken) return null;
        const helps = !owner && worthSomething.some((yes, i) => yes && ((taken[i] as number) > 0 || (taken[i + width] as number) > 0));
        return plan(taken, helps, {});
      };
    }
  }
}

/** Carries out a plan on the state `key`, emitting every outcome. */
export function applyPlan(plan: FactPlan, key: number, pool: KeyedPool, p: number, emit: Emit): void {
  const width = pool.faces.length;
  const slot = (i: number): number => pool.slots[i] as number;
  let base = key;
  if (plan.taken) base -= encode(plan.taken, pool);
  if (plan.roll > 0) return rollOnto(base, plan.roll, pool, true, p, emit);
  if (plan.more > 0) return rollOnto(base, plan.more, pool, false, p, emit);
  if (plan.to >= 0 && plan.taken) {
    for (let i = 0; i < width; i++) base += (plan.taken[i] as number) * slot(plan.to) + (plan.taken[i + width] as number) * slot(plan.to + width);
  } else if (plan.add >= 0) base += plan.addCount * slot(plan.add);
  emit(base, p);
}
