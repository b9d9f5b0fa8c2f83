/**
 * Exact odds of an Armada attack (004), with the defender's tokens (000).
 *
 * The pool is computed over face COUNTS, never over die permutations: the state after each die is
 * a compact summary (damage so far, crits so far, accuracies so far, the dice the defender's evade
 * would take, the die concentrate fire would reroll), held in a dense table, so 18 dice cost a few
 * thousand table cells, not 8^18 rolls. Every probability is exact up to floating point.
 *
 * The players' choices follow this written policy (tested in test/odds/armada-odds.test.ts):
 *
 * - Damage value of a die: its hits and crits when a ship (or a Bomber squadron, RRG · Bomber) attacks a
 *   ship, else its hits (004 step 5).
 * - Concentrate fire (when offered): the attacker rerolls one die: a black blank, else a red blank,
 *   else — only when it has more accuracies than defense tokens it could lock — a red, then a blue
 *   accuracy. Otherwise it rerolls nothing.
 * - Accuracies (004 step 3): the attacker locks token types in this order: scatter, brace, evade,
 *   redirect (only when the adjacent zones have shields), contain (only ship against ship); a type
 *   is locked only when every spendable copy of it can be locked (one unlocked copy could still be
 *   spent). Salvo is never locked nor spent: it does not change this attack's damage.
 * - The defender spends at most one token of each type (000), the readied copy before an exhausted
 *   one (a ship at speed 0 spends none), and spends every token that lowers this attack's damage or
 *   stops the faceup card. It looks at this attack only: an exhausted token is spent (and so
 *   discarded) as readily as a readied one, whatever later attacks may need.
 *   - scatter whenever the pool would deal damage (and then nothing else: no die is left);
 *   - evade (unless scatter will be spent) on the dice it helps most: at long range it cancels the
 *     die with the most damage, at close and medium range (and distance 1) it rerolls the die whose
 *     value most exceeds its colour's average, only if that is positive; ties go to the die with a
 *     crit icon, then red before blue before black. Beyond long range it takes two dice. Against a
 *     larger ship it always takes the one more die when another die is worth taking, and the token
 *     is then discarded (000);
 *   - brace when the damage is 2 or more (halving 1 changes nothing);
 *   - redirect when there is damage and an adjacent zone has shields: onto the adjacent zone with
 *     the most shields, as much as those shields take (the engine's default);
 *   - contain when a ship attacks a ship, a crit is left and a damage card would be dealt.
 * - The first damage card is faceup when a ship attacks a ship, a crit icon is left, contain was
 *   not spent and at least one card is dealt (shared/engine/games/armada/attack/damage-total.ts).
 *   Cards stop once the ship is destroyed, as in the engine's previewDamage.
 */
import { attackDieFaces, dieColors, facesOf, iconsOf } from '../engine/games/armada/attack/dice';
import { isLargerSizeClass } from '../engine/games/armada/units/size-class';
import { evadeMode } from '../engine/games/armada/attack/attack-range';
import type { AttackRange, DefenseTokenType, DiceCounts, DieColor, DieFace, SizeClass } from '../engine/games/armada/model/state';
import type { TokenState } from '../engine/core/token-state';

export interface ArmadaOddsToken {
  id?: string | undefined;
  type: DefenseTokenType;
  state: TokenState;
}

export interface ArmadaOddsInput {
  /** Dice still to roll. */
  dice?: DiceCounts | undefined;
  /** Faces already rolled; an accuracy already spent to choose a token locks nothing more. */
  faces?: readonly { color: DieColor; face: DieFace; accuracySpent?: boolean | undefined }[] | undefined;
  range: AttackRange;
  attacker: { kind: 'ship'; size: SizeClass } | { kind: 'squadron'; bomber?: boolean | undefined };
  defender: { kind: 'ship'; size: SizeClass; speed: number } | { kind: 'squadron'; speed: number };
  tokens: readonly ArmadaOddsToken[];
  /** The attacker resolves a concentrate fire command (dial or token): reroll one die. */
  concentrateFire?: boolean | undefined;
  /** The defending hull zone's shields (ship defender). */
  defendingShields: number;
  /** The shields of each hull zone adjacent to the defending zone (ship defender). */
  adjacentShields: readonly number[];
  /** Ship: hull minus damage cards. Squadron: hull minus damage. */
  hullLeft: number;
  /** The attack under way has already decided these; the policy does not decide them again. */
  underway?: ArmadaAttackUnderway | undefined;
}

/**
 * What an attack in progress has settled (004 steps 3–4): once the defender has begun spending,
 * accuracies and concentrate fire are over; in Resolve Damage no token is spent any more.
 */
export interface ArmadaAttackUnderway {
  /** Ids of the tokens the attacker chose with accuracies: they cannot be spent in this attack. */
  locked: readonly string[];
  /** Tokens spent in this attack: their effects count, and no other of a type spent for its effect is spent (000). */
  spent: readonly { id: string; type: DefenseTokenType; asCost: boolean }[];
  /** Shields of the zone a spent redirect chose. */
  redirectShields: number;
  /** Accuracies and concentrate fire can no longer change anything (Spend Defense Tokens or later). */
  effectsDone: boolean;
  /** No further token will be spent (Resolve Damage). */
  tokensDone: boolean;
}

export interface ArmadaTokenOdds {
  id: string | null;
  type: DefenseTokenType;
  state: TokenState;
  /** Chance the defender spends it. */
  spent: number;
  /** Chance the attacker chooses it with an accuracy. */
  locked: number;
}

export interface ArmadaOdds {
  /** P(total damage = i), after brace: what the defender suffers (shields and cards, or squadron hull). */
  damage: number[];
  expectedDamage: number;
  /** Ship: P(i damage cards dealt). Squadron: P(i damage to its hull). */
  damageCards: number[];
  expectedDamageCards: number;
  faceupCard: number;
  destroyed: number;
  tokens: ArmadaTokenOdds[];
}

interface DieType {
  color: DieColor;
  face: DieFace;
  /** Chance of this face on one roll of its colour. */
  weight: number;
  value: number;
  crits: number;
  accuracies: number;
  /** An accuracy face whose icon was already spent. */
  spent: boolean;
}

/** The distinct faces of every colour, with the engine's own face list as the only source. */
function dieTypes(critsCount: boolean): DieType[] {
  const rolled = dieColors.flatMap((color) =>
    facesOf(color).map((face) => {
      const icons = iconsOf(face);
      const printed = attackDieFaces[color];
      return {
        color,
        face,
        weight: printed.filter((candidate) => candidate === face).length / printed.length,
        value: icons.hits + (critsCount ? icons.crits : 0),
        crits: icons.crits,
        accuracies: icons.accuracies,
        spent: false,
      };
    }),
  );
  // An accuracy already spent: it stays in the pool but locks nothing; never the face of a roll.
  const spent = dieColors.filter((color) => facesOf(color).includes('accuracy')).map((color) => ({ color, face: 'accuracy' as const, weight: 0, value: 0, crits: 0, accuracies: 0, spent: true }));
  return [...rolled, ...spent];
}

const lockOrder: readonly DefenseTokenType[] = ['scatter', 'brace', 'evade', 'redirect', 'contain'];
/** Concentrate fire's choice, best first: 4 black blank, 3 red blank, 2 red accuracy, 1 blue accuracy. */
function rerollPriority(type: DieType): number {
  if (type.spent) return 0;
  if (type.face === 'blank') return type.color === 'black' ? 4 : 3;
  if (type.face === 'accuracy') return type.color === 'red' ? 2 : 1;
  return 0;
}

/**
 * The big working tables, kept between calls: a fresh typed array per call is memory outside the
 * heap that the collector reclaims in long pauses, which showed as a p99 ten times the median.
 * One computation runs at a time (it is synchronous), so one set of tables serves every call.
 */
const scratch: { floats: Float64Array[]; ints: Int32Array[] } = {
  floats: [new Float64Array(0), new Float64Array(0), new Float64Array(0), new Float64Array(0)],
  ints: [new Int32Array(0), new Int32Array(0), new Int32Array(0), new Int32Array(0)],
};
function floatTable(slot: 0 | 1 | 2 | 3, size: number): Float64Array {
  let table = scratch.floats[slot] as Float64Array;
  if (table.length < size) {
    table = new Float64Array(Math.max(size, table.length * 2));
    scratch.floats[slot] = table;
  }
  const view = table.subarray(0, size);
  view.fill(0);
  return view;
}
function intTable(slot: 0 | 1 | 2 | 3, size: number): Int32Array {
  let table = scratch.ints[slot] as Int32Array;
  if (table.length < size) {
    table = new Int32Array(Math.max(size, table.length * 2));
    scratch.ints[slot] = table;
  }
  return table.subarray(0, size);
}

/** Why the input cannot be computed, in the player's words, or null. */
export function armadaOddsProblem(input: ArmadaOddsInput): string | null {
  const counts = input.dice ?? { red: 0, blue: 0, black: 0 };
  for (const color of dieColors) {
    const n = counts[color];
    if (!Number.isInteger(n) || n < 0 || n > 30) return `The number of ${color} dice must be a whole number from 0 to 30 (it is ${n}).`;
  }
  for (const die of input.faces ?? []) {
    if (!attackDieFaces[die.color].includes(die.face)) return `A ${die.color} die has no ${die.face} face.`;
  }
  if (counts.red + counts.blue + counts.black + (input.faces?.length ?? 0) > 40) return 'An attack pool of more than 40 dice is not something the table can hold.';
  if (input.tokens.length > 20) return 'A defender with more than 20 defense tokens is not something the table can hold.';
  if (!Number.isInteger(input.hullLeft) || input.hullLeft < 1) return 'The defender has no hull left: it is already destroyed.';
  if (!Number.isInteger(input.defendingShields) || input.defendingShields < 0) return 'The defending zone’s shields must be a whole number, 0 or more.';
  if (input.adjacentShields.some((n) => !Number.isInteger(n) || n < 0)) return 'Each adjacent zone’s shields must be a whole number, 0 or more.';
  return null;
}

export function armadaAttackOdds(input: ArmadaOddsInput): ArmadaOdds {
  const problem = armadaOddsProblem(input);
  if (problem) throw new RangeError(problem);
  // RRG · Bomber: a Bomber squadron's crits count against a ship and may resolve the critical effect, as a ship's do.
  const critsCount = input.defender.kind === 'ship' && (input.attacker.kind === 'ship' || input.attacker.bomber === true);
  const defenderIsShip = input.defender.kind === 'ship';
  const types = dieTypes(critsCount);
  const typesOf = (color: DieColor): number[] => types.flatMap((type, index) => (type.color === color ? [index] : []));
  const maxValue = (color: DieColor): number => Math.max(...typesOf(color).map((index) => (types[index] as DieType).value));

  // --- tokens the defender could spend at all, and what the attacker's accuracies would lock
  // 000: a ship at speed 0 cannot spend defense tokens (the engine asks this of ships only).
  const canSpend = input.defender.kind !== 'ship' || input.defender.speed > 0;
  const tokens = input.tokens.map((token, index) => ({ ...token, index }));
  const underway = input.underway;
  const maskOf = (ids: readonly string[]): number => tokens.reduce((mask, token) => (token.id !== undefined && ids.includes(token.id) ? mask | (1 << token.index) : mask), 0);
  const preLocked = underway ? maskOf(underway.locked) : 0;
  const preSpent = underway ? maskOf(underway.spent.map((spent) => spent.id)) : 0;
  const spentForEffect = new Set(underway?.spent.filter((spent) => !spent.asCost).map((spent) => spent.type) ?? []);
  const maxAdjacent = defenderIsShip ? Math.max(0, ...input.adjacentShields) : 0;
  const hasEffect = (type: DefenseTokenType): boolean => {
    if (type === 'redirect') return defenderIsShip && maxAdjacent > 0;
    if (type === 'contain') return critsCount;
    return type === 'scatter' || type === 'brace' || type === 'evade';
  };
  // 000: not discarded, not chosen with an accuracy, not spent already, no second of a type spent for its effect.
  const spendable =
    canSpend && !underway?.tokensDone
      ? tokens.filter((token) => token.state !== 'discarded' && ((preLocked | preSpent) & (1 << token.index)) === 0 && !spentForEffect.has(token.type))
      : [];
  const effectsDone = underway?.effectsDone === true;
  const lockable = effectsDone ? [] : lockOrder.flatMap((type) => (hasEffect(type) ? spendable.filter((token) => token.type === type) : []));
  const cf = input.concentrateFire === true && !effectsDone;
  const aCap = lockable.length + (cf ? 1 : 0);
  /** The tokens locked by a accuracies (bitmask over input order). */
  const lockedMaskFor = (accuracies: number): number => {
    let left = effectsDone ? 0 : accuracies;
    let mask = preLocked;
    for (const type of lockOrder) {
      if (!hasEffect(type)) continue;
      const copies = spendable.filter((token) => token.type === type);
      if (copies.length === 0 || copies.length > left) continue;
      left -= copies.length;
      for (const copy of copies) mask |= 1 << copy.index;
    }
    return mask;
  };
  /** The copy of a type the defender spends, readied first, or undefined. */
  const copyToSpend = (type: DefenseTokenType, locked: number): number | undefined => {
    const free = spendable.filter((token) => token.type === type && (locked & (1 << token.index)) === 0);
    return (free.find((token) => token.state === 'readied') ?? free[0])?.index;
  };
  const lockedMasks = Array.from({ length: aCap + 1 }, (_, a) => lockedMaskFor(a));

  // --- what the defender's evade takes: the ranking of positive dice
  const mode = evadeMode(input.range);
  const evadeBase = input.range === 'beyond-long' ? 2 : 1;
  const evadeBonus = input.attacker.kind === 'ship' && input.defender.kind === 'ship' && isLargerSizeClass(input.attacker.size, input.defender.size) ? 1 : 0;
  const anyEvade = spendable.some((token) => token.type === 'evade');
  const k = anyEvade ? evadeBase + evadeBonus : 0;
  const mean = (color: DieColor): number => typesOf(color).reduce((sum, index) => sum + (types[index] as DieType).weight * (types[index] as DieType).value, 0);
  const gain = types.map((type) => (mode === 'cancel' ? type.value : type.value - mean(type.color)));
  const ranked = types
    .map((type, index) => ({ index, gain: gain[index] as number, crits: type.crits }))
    .filter((entry) => entry.gain > 1e-12)
    .sort((x, y) => y.gain - x.gain || y.crits - x.crits || x.index - y.index);
  const rankOf = types.map(() => 0);
  ranked.forEach((entry, position) => (rankOf[entry.index] = position + 1));
  const P = ranked.length;
  // Top-k list: k slots of ranks (0 = empty), sorted best first, as one base-(P+1) number.
  const topSize = (P + 1) ** k;
  const decodeTop = (code: number): number[] => {
    const slots: number[] = [];
    let rest = code;
    for (let i = 0; i < k; i++) {
      slots.push(rest % (P + 1));
      rest = Math.floor(rest / (P + 1));
    }
    return slots;
  };
  const encodeTop = (slots: number[]): number => slots.reduceRight((code, slot) => code * (P + 1) + slot, 0);
  const topAdd = new Int32Array(topSize * types.length);
  for (let code = 0; code < topSize; code++) {
    const slots = decodeTop(code);
    for (let t = 0; t < types.length; t++) {
      const rank = rankOf[t] as number;
      let next = code;
      if (rank > 0 && k > 0) {
        const filled = slots.filter((slot) => slot > 0);
        filled.push(rank);
        filled.sort((x, y) => x - y);
        const kept = filled.slice(0, k);
        while (kept.length < k) kept.push(0);
        next = encodeTop(kept);
      }
      topAdd[code * types.length + t] = next;
    }
  }

  // --- the dense table of the roll: index = ((((h * CD + c) * AD + a) * TD + top) * FD + cfChoice)
  const counts = input.dice ?? { red: 0, blue: 0, black: 0 };
  const fixed = (input.faces ?? []).map((die) => types.findIndex((type) => type.color === die.color && type.face === die.face && type.spent === (die.face === 'accuracy' && die.accuracySpent === true)));
  const hMax = dieColors.reduce((sum, color) => sum + counts[color] * maxValue(color), 0) + fixed.reduce((sum, t) => sum + maxValue((types[t] as DieType).color), 0);
  const CD = k + 2; // crits kept exactly up to k + 1: "at least k + 1" survives any k removals
  const AD = aCap + 1;
  const TD = topSize;
  const FD = cf ? 5 : 1;
  const size = (hMax + 1) * CD * AD * TD * FD;
  const cfOf = types.map((type) => (cf ? rerollPriority(type) : 0));

  const encode = (h: number, c: number, a: number, top: number, f: number): number => (((h * CD + c) * AD + a) * TD + top) * FD + f;

  let table = floatTable(0, size);
  // The cells in use, so a pass touches only them (a typed list: nothing for the collector per die).
  let active: Int32Array = Int32Array.of(encode(0, 0, 0, 0, 0));
  table[encode(0, 0, 0, 0, 0)] = 1;
  let activeSpare = intTable(0, size);
  let activeNext = intTable(1, size);
  // Strides of the index's parts, so adding a die moves the index without decoding it twice.
  const sF = 1;
  const sT = FD;
  const sA = TD * FD;
  const sC = AD * sA;
  const sH = CD * sC;
  // What a die of each type does to the part of the index below the damage (crits, accuracies,
  // top-k list, reroll candidate), worked out once per call: a die then costs one division to split the
  // index, one lookup and one multiply-add, instead of splitting it into all five parts (profiled: the
  // divisions were most of the time).
  const T = types.length;
  const lowNext = intTable(2, sH * T);
  for (let low = 0; low < sH; low++) {
    const f = low % FD;
    const top = Math.floor(low / sT) % TD;
    const a = Math.floor(low / sA) % AD;
    const c = Math.floor(low / sC);
    for (let t = 0; t < T; t++) {
      const type = types[t] as DieType;
      lowNext[low * T + t] = Math.min(c + type.crits, CD - 1) * sC + Math.min(a + type.accuracies, AD - 1) * sA + (topAdd[top * T + t] as number) * sT + Math.max(f, cfOf[t] as number) * sF;
    }
  }
  const valueOf = Int32Array.from(types, (type) => type.value * sH);
  // Two tables used in turn, cleared cell by cell: a pool of 18 dice allocates nothing per die.
  let spare = floatTable(1, size);
  const step = (choices: readonly { t: number; w: number }[]): void => {
    const next = spare;
    const nextActive = activeNext;
    let used = 0;
    // Indexed loops over typed arrays: these run a few hundred thousand times per call, and an
    // iterator per loop would be garbage the collector then pauses for.
    const cells = active.length;
    const faces = choices.length;
    const faceType = Int32Array.from(choices, (choice) => choice.t);
    const faceWeight = Float64Array.from(choices, (choice) => choice.w);
    for (let cell = 0; cell < cells; cell++) {
      const index = active[cell] as number;
      const p = table[index] as number;
      const h = Math.floor(index / sH);
      const lowRow = (index - h * sH) * T;
      const hBase = h * sH;
      for (let choice = 0; choice < faces; choice++) {
        const t = faceType[choice] as number;
        const to = hBase + (valueOf[t] as number) + (lowNext[lowRow + t] as number);
        if (next[to] === 0) nextActive[used++] = to;
        next[to] = (next[to] as number) + p * (faceWeight[choice] as number);
      }
    }
    for (let cell = 0; cell < cells; cell++) table[active[cell] as number] = 0;
    spare = table;
    table = next;
    active = nextActive.subarray(0, used);
    activeNext = activeSpare;
    activeSpare = nextActive;
  };
  for (const t of fixed) step([{ t, w: 1 }]);
  const rolls = new Map(dieColors.map((color) => [color, typesOf(color).flatMap((t) => ((types[t] as DieType).weight > 0 ? [{ t, w: (types[t] as DieType).weight }] : []))]));
  const rollOf = (color: DieColor): { t: number; w: number }[] => rolls.get(color) ?? [];
  for (const color of dieColors) for (let n = 0; n < counts[color]; n++) step(rollOf(color));

  // --- concentrate fire: remove the chosen die and roll its colour again
  if (cf) {
    const next = floatTable(2, size);
    const nextActive = activeNext;
    let used = 0;
    const put = (to: number, p: number): void => {
      if (next[to] === 0) nextActive[used++] = to;
      next[to] = (next[to] as number) + p;
    };
    for (let cell = 0; cell < active.length; cell++) {
      const index = active[cell] as number;
      const p = table[index] as number;
      const f = index % FD;
      const base = index - f; // the same state with no reroll candidate recorded
      const a = Math.floor(index / sA) % AD;
      const color: DieColor | null = f === 4 ? 'black' : f === 3 ? 'red' : f === 2 && a > lockable.length ? 'red' : f === 1 && a > lockable.length ? 'blue' : null;
      if (!color) {
        put(base, p);
        continue;
      }
      const removed = f >= 3 ? base : base - sA; // an accuracy die leaves: one accuracy fewer
      const h = Math.floor(removed / sH);
      const lowRow = (removed - h * sH) * T;
      // The rerolled die's new face, as any die: its reroll candidate is left out (the index's f is 0 here).
      for (const { t, w } of rollOf(color)) put(h * sH + (valueOf[t] as number) + (lowNext[lowRow + t] as number) - (cfOf[t] as number) * sF, p * w);
    }
    table = next;
    active = nextActive.subarray(0, used);
  }

  // --- the evade, then the other tokens, per state
  const damage = new Float64Array(hMax + 1);
  const cards = new Float64Array(hMax + 1);
  let faceup = 0;
  let destroyed = 0;
  const spentP = new Float64Array(tokens.length);
  const lockedP = new Float64Array(tokens.length);
  // Per number of accuracies: what is locked, and the copy of each type the defender would spend.
  const byAccuracies = lockedMasks.map((lockedMask) => ({
    lockedMask,
    scatter: copyToSpend('scatter', lockedMask),
    brace: copyToSpend('brace', lockedMask),
    redirect: copyToSpend('redirect', lockedMask),
    contain: copyToSpend('contain', lockedMask),
    evade: copyToSpend('evade', lockedMask),
  }));
  const finish = (h: number, critLeft: boolean, a: number, evadeSpent: number | undefined, p: number): void => {
    const tokenCopies = byAccuracies[a] as (typeof byAccuracies)[number];
    const { scatter, brace, redirect, contain, lockedMask } = tokenCopies;
    let spent = (evadeSpent === undefined ? 0 : 1 << evadeSpent) | preSpent;
    let total = h;
    if (scatter !== undefined && total > 0) {
      spent |= 1 << scatter;
      total = 0;
    }
    if (spentForEffect.has('brace')) total = Math.ceil(total / 2);
    else if (brace !== undefined && total >= 2) {
      spent |= 1 << brace;
      total = Math.ceil(total / 2);
    }
    let dealt = 0;
    let faceupNow = false;
    let destroys = false;
    if (defenderIsShip) {
      let redirected = 0;
      if (spentForEffect.has('redirect')) redirected = Math.min(underway?.redirectShields ?? 0, total);
      else if (redirect !== undefined && total > 0 && maxAdjacent > 0) {
        spent |= 1 << redirect;
        redirected = Math.min(maxAdjacent, total);
      }
      const shieldsLost = Math.min(input.defendingShields, total - redirected);
      dealt = Math.min(total - redirected - shieldsLost, input.hullLeft);
      let contained = spentForEffect.has('contain');
      if (!contained && contain !== undefined && critsCount && critLeft && dealt > 0) {
        spent |= 1 << contain;
        contained = true;
      }
      faceupNow = critsCount && critLeft && !contained && dealt > 0;
      destroys = dealt > 0 && dealt >= input.hullLeft;
    } else {
      dealt = Math.min(total, input.hullLeft);
      destroys = dealt >= input.hullLeft;
    }
    damage[total] = (damage[total] as number) + p;
    cards[dealt] = (cards[dealt] as number) + p;
    if (faceupNow) faceup += p;
    if (destroys) destroyed += p;
    for (let i = 0; i < tokens.length; i++) {
      if (spent & (1 << i)) spentP[i] = (spentP[i] as number) + p;
      if (lockedMask & (1 << i)) lockedP[i] = (lockedP[i] as number) + p;
    }
  };

  // Per top-k list: the dice the evade takes, and (rerolling) every outcome of their new faces,
  // merged by (damage change, crit change).
  const evadeDice = evadeBase + evadeBonus;
  const evadeOutcomes = Array.from({ length: TD }, (_, code) => {
    const dice = decodeTop(code)
      .filter((slot) => slot > 0)
      .slice(0, evadeDice)
      .map((rank) => (ranked[rank - 1] as { index: number }).index);
    let outcomes = [{ dh: 0, dc: 0, w: 1 }];
    for (const t of dice) {
      const type = types[t] as DieType;
      outcomes = outcomes.map((o) => ({ dh: o.dh - type.value, dc: o.dc - type.crits, w: o.w }));
      if (mode === 'reroll') {
        const rolled = rollOf(type.color);
        outcomes = outcomes.flatMap((o) => rolled.map(({ t: nt, w }) => ({ dh: o.dh + (types[nt] as DieType).value, dc: o.dc + (types[nt] as DieType).crits, w: o.w * w })));
      }
    }
    const merged = new Map<number, { dh: number; dc: number; w: number }>();
    for (const o of outcomes) {
      const key = (o.dh + 100) * 256 + (o.dc + 100);
      const known = merged.get(key);
      if (known) known.w += o.w;
      else merged.set(key, { ...o });
    }
    return { taken: dice.length, outcomes: [...merged.values()] };
  });

  // After the evade only (damage, any crit left, accuracies, the evade's token) matters: merge there.
  const ED = tokens.length + 1;
  const finalSize = (hMax + 1) * 2 * AD * ED;
  const finalTable = floatTable(3, finalSize);
  const finalActive = intTable(3, finalSize);
  let finalUsed = 0;
  const putFinal = (h: number, critLeft: boolean, a: number, mark: number, p: number): void => {
    const key = ((h * 2 + (critLeft ? 1 : 0)) * AD + a) * ED + mark;
    if (finalTable[key] === 0) finalActive[finalUsed++] = key;
    finalTable[key] = (finalTable[key] as number) + p;
  };
  for (let cell = 0; cell < active.length; cell++) {
    const index = active[cell] as number;
    const p = table[index] as number;
    const top = Math.floor(index / sT) % TD;
    const a = Math.floor(index / sA) % AD;
    const c = Math.floor(index / sC) % CD;
    const h = Math.floor(index / sH);
    const copies = byAccuracies[a] as (typeof byAccuracies)[number];
    const evade = evadeOutcomes[top] as (typeof evadeOutcomes)[number];
    if (copies.evade === undefined || copies.scatter !== undefined || evade.taken === 0) {
      putFinal(h, c > 0, a, 0, p);
      continue;
    }
    const outcomes = evade.outcomes;
    for (let i = 0; i < outcomes.length; i++) {
      const o = outcomes[i] as { dh: number; dc: number; w: number };
      putFinal(h + o.dh, c + o.dc > 0, a, copies.evade + 1, p * o.w);
    }
  }
  for (let cell = 0; cell < finalUsed; cell++) {
    const key = finalActive[cell] as number;
    const p = finalTable[key] as number;
    const mark = key % ED;
    let rest = (key - mark) / ED;
    const a = rest % AD;
    rest = (rest - a) / AD;
    const critLeft = rest % 2 === 1;
    const h = (rest - (rest % 2)) / 2;
    finish(h, critLeft, a, mark > 0 ? mark - 1 : undefined, p);
  }

  const trim = (values: Float64Array): number[] => {
    let end = values.length;
    while (end > 1 && values[end - 1] === 0) end--;
    return Array.from(values.subarray(0, end));
  };
  const expectation = (values: number[]): number => values.reduce((sum, p, i) => sum + p * i, 0);
  const damageOut = trim(damage);
  const cardsOut = trim(cards);
  return {
    damage: damageOut,
    expectedDamage: expectation(damageOut),
    damageCards: cardsOut,
    expectedDamageCards: expectation(cardsOut),
    faceupCard: faceup,
    destroyed,
    tokens: input.tokens.map((token, index) => ({ id: token.id ?? null, type: token.type, state: token.state, spent: spentP[index] as number, locked: lockedP[index] as number })),
  };
}
