/**
 * Exact odds of an Armada attack (004), with the defender's tokens (000).
 *
 * The pool is computed over face COUNTS, never over die permutations: the state after each die is
 * a compact summary (damage so far, crits so far, accuracies so far, the dice the defender's evade
 * would take, how far concentrate fire has got), held in a dense table with a row per summary
 * without the damage and a column per damage, so 18 dice cost a few thousand table cells, not 8^18
 * rolls. Summaries no later step can tell apart share a row. Every probability is exact up to
 * floating point (the dice's chances are eighths, so in practice exact).
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
 *
 * Card effects (DESIGN §10; `effects`, the interpreter's ActiveArmadaDiceEffect list, tested in
 * test/odds/armada-odds-effects.test.ts against a brute force over die permutations). Each effect
 * acts at its moment of RRG · Attack (004), in moment order, then in the order given; each use left
 * (at most 4) applies its dice facts in turn. An attack under way (`step`, `underway`) counts only
 * the effects whose moment is still ahead; an effect switched off (`disabledEffects`) is listed, not
 * counted. Moments outside the attack's dice (critical effect, after the attack…) are not counted.
 * - Gather Dice (declare target, gather dice): dice added join the roll, a die set to a face joins
 *   the pool as rolled; a removal takes dice still to roll of its colours, the defender's of the
 *   colour of most average damage first, the attacker's of the least (and only when it must).
 * - Roll and Resolve Attack Effects (the attacker's): a reroll picks, up to its count, the dice
 *   that fit (colours, faces) and are below their colour's average damage, dice without an
 *   accuracy first, the furthest below first, then black, red, blue; an accuracy only while the
 *   pool has more accuracies than tokens the attacker could lock. A change picks the dice whose
 *   damage the new face raises (or keeps, adding a crit that counts), the most first, an accuracy
 *   only when spare; a change to an accuracy is used only while the pool has fewer accuracies than
 *   tokens it could lock, on the die of least damage. Dice added after the roll are rolled and join
 *   the pool. A removal is the attacker's only when it must: the die of least damage.
 * - Concentrate fire, when any effect acts after the roll, is one more such reroll of one blank or
 *   spare accuracy, after the attacker's own effects (with none, it is the policy above).
 * - Spend Defense Tokens (the defender's effects, before its tokens): a reroll picks the dice most
 *   above their colour's average, a change the dice it lowers the most, a removal the dice of most
 *   damage (crits first). An accuracy they bring locks nothing: accuracies are spent already.
 * - Resolve Damage: `damage` facts add to (or take from) the total after brace, never below 0; an
 *   optional one is used when it helps its side.
 * Exact over face counts still: the dice a step ahead may pick are held apart from each row's
 * summary (as few as the steps could pick), each step picks from them, and its rerolled, changed or
 * added dice land as rolled dice do; a step acts as soon as no die left to roll could change what it
 * picks. With no effect counted, the calculation is the one above, unchanged.
 */
import { attackDieFaces, dieColors, facesOf, iconsOf } from '../engine/games/armada/attack/dice';
import { isLargerSizeClass } from '../engine/games/armada/units/size-class';
import { evadeMode } from '../engine/games/armada/attack/attack-range';
import type { AttackRange, DefenseTokenType, DiceCounts, DieColor, DieFace, SizeClass } from '../engine/games/armada/model/state';
import type { TokenState } from '../engine/core/token-state';
import type { ActiveArmadaDiceEffect } from '../engine/games/armada/effects/card-effect';
import { pickDice, planEffects, stepCandidates, type ArmadaOddsEffect, type ArmadaOddsStep, type EffectPlan, type EffectStep, type StepCandidates } from './armada-odds-effects';

export type { ArmadaOddsEffect, ArmadaOddsStep } from './armada-odds-effects';

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
  /** The card effects ready in this attack (the interpreter's list), counted at their moments by the policy above. */
  effects?: readonly ActiveArmadaDiceEffect[] | undefined;
  /** Refs of effects switched off ("What if…"): listed, not counted. */
  disabledEffects?: readonly string[] | undefined;
  /** The step the attack under way is at: effects of earlier moments are past (absent: every effect is ahead). */
  step?: ArmadaOddsStep | undefined;
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
  /** Present when effects were given: each one, and whether it was counted. */
  effects?: ArmadaOddsEffect[];
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

/** Everything about the faces that depends only on whether crits count, worked out once at load. */
interface FaceTable {
  types: DieType[];
  /** Each colour's roll: its faces with their chances. */
  roll: Record<DieColor, { t: number; w: number }[]>;
  maxValue: Record<DieColor, number>;
  mean: Record<DieColor, number>;
  valueOf: Int32Array;
  /** The dice as the roll takes them, without and with concentrate fire: a colour's, and a face already rolled (by type). */
  dice: [DiceOf, DiceOf];
  /** The evade's tables, by mode and slots (see topTable). */
  tops: Map<string, TopTable>;
}
interface DiceOf {
  color: Record<DieColor, Die>;
  fixed: Die[];
}
function faceTable(critsCount: boolean): FaceTable {
  const types = dieTypes(critsCount);
  const byColor = <V>(of: (color: DieColor) => V): Record<DieColor, V> => ({ red: of('red'), blue: of('blue'), black: of('black') });
  const ofColor = byColor((color) => types.flatMap((type, index) => (type.color === color ? [index] : [])));
  const roll = byColor((color) => ofColor[color].flatMap((t) => ((types[t] as DieType).weight > 0 ? [{ t, w: (types[t] as DieType).weight }] : [])));
  // Concentrate fire rerolls a black or red blank as soon as it is rolled (see the roll below).
  const settles = (type: DieType): boolean => !type.spent && type.face === 'blank' && (type.color === 'black' || type.color === 'red');
  const dieOf = (faces: readonly { t: number; w: number }[], color: DieColor, cf: boolean): Die => ({
    faces: faces.length,
    type: Int32Array.from(faces, (face) => face.t),
    weight: Float64Array.from(faces, (face) => face.w),
    settles: Uint8Array.from(faces, (face) => (cf && settles(types[face.t] as DieType) ? 1 : 0)),
    again: roll[color].length,
    againType: Int32Array.from(roll[color], (face) => face.t),
    againWeight: Float64Array.from(roll[color], (face) => face.w),
  });
  const diceOf = (cf: boolean): DiceOf => ({ color: byColor((color) => dieOf(roll[color], color, cf)), fixed: types.map((type, t) => dieOf([{ t, w: 1 }], type.color, cf)) });
  return {
    types,
    roll,
    maxValue: byColor((color) => Math.max(...ofColor[color].map((t) => (types[t] as DieType).value))),
    mean: byColor((color) => ofColor[color].reduce((sum, t) => sum + (types[t] as DieType).weight * (types[t] as DieType).value, 0)),
    valueOf: Int32Array.from(types, (type) => type.value),
    dice: [diceOf(false), diceOf(true)],
    tops: new Map(),
  };
}
const faceTables: readonly [FaceTable, FaceTable] = [faceTable(false), faceTable(true)];

/** What the evade needs of the roll: the k best dice it could take, as a list of ranks, and what taking them does. */
interface TopTable {
  /** How many lists there are: k slots of ranks (0 = empty), sorted best first, as one base-(P+1) number. */
  size: number;
  /** The list after a die of type t: topAdd[list * T + t]. */
  topAdd: Int32Array;
  /** Per list: how many of its dice have a crit icon (the crits the evade can take away). */
  critDice: Int32Array;
  /** Per list: how many dice the evade takes, and (rerolling) every outcome of their new faces, merged by (damage change, crit change). */
  evadeOutcomes: { taken: number; outcomes: { dh: number; dc: number; w: number }[] }[];
}

/**
 * The evade's tables for a range's mode and k slots: they depend on nothing else (crits counting is
 * the face table's), so each is worked out once and kept (at most 2 × 2 × 4 of them, a few KB).
 */
function topTable(faces: FaceTable, mode: 'cancel' | 'reroll', k: number): TopTable {
  const key = `${mode} ${k}`;
  const known = faces.tops.get(key);
  if (known) return known;
  const { types, mean } = faces;
  const gain = types.map((type) => (mode === 'cancel' ? type.value : type.value - mean[type.color]));
  const ranked = types
    .map((type, index) => ({ index, gain: gain[index] as number, crits: type.crits }))
    .filter((entry) => entry.gain > 1e-12)
    .sort((x, y) => y.gain - x.gain || y.crits - x.crits || x.index - y.index);
  const rankOf = types.map(() => 0);
  ranked.forEach((entry, position) => (rankOf[entry.index] = position + 1));
  const P = ranked.length;
  const size = (P + 1) ** k;
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
  const topAdd = new Int32Array(size * types.length);
  for (let code = 0; code < size; code++) {
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
  // With k slots the evade takes k dice (k is 0 when no evade can be spent: nothing is taken).
  const evadeOutcomes = Array.from({ length: size }, (_, code) => {
    const dice = decodeTop(code)
      .filter((slot) => slot > 0)
      .slice(0, k)
      .map((rank) => (ranked[rank - 1] as { index: number }).index);
    let outcomes = [{ dh: 0, dc: 0, w: 1 }];
    for (const t of dice) {
      const type = types[t] as DieType;
      outcomes = outcomes.map((o) => ({ dh: o.dh - type.value, dc: o.dc - type.crits, w: o.w }));
      if (mode === 'reroll') {
        const rolled = faces.roll[type.color];
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
  const critDice = Int32Array.from({ length: size }, (_, code) => decodeTop(code).filter((rank) => rank > 0 && (types[(ranked[rank - 1] as { index: number }).index] as DieType).crits > 0).length);
  const table = { size, topAdd, critDice, evadeOutcomes };
  faces.tops.set(key, table);
  return table;
}

const lockOrder: readonly DefenseTokenType[] = ['scatter', 'brace', 'evade', 'redirect', 'contain'];

/**
 * The big working tables, kept between calls: a fresh typed array per call is memory outside the
 * heap that the collector reclaims in long pauses, which showed as a p99 ten times the median.
 * One computation runs at a time (it is synchronous), so one set of tables serves every call.
 * A call clears every cell it wrote as it reads it, so the float tables are all zeros between calls
 * (`clean`); only a call that stopped half way leaves them to be cleared in full by the next.
 */
const scratch: { floats: Float64Array[]; ints: Int32Array[]; clean: boolean } = { floats: [], ints: [], clean: true };
function floatTable(slot: number, size: number, clean: boolean): Float64Array {
  let table = scratch.floats[slot];
  if (!table || table.length < size) {
    table = new Float64Array(Math.max(size, (table?.length ?? 0) * 2));
    scratch.floats[slot] = table;
    return table.subarray(0, size);
  }
  const view = table.subarray(0, size);
  if (!clean) view.fill(0);
  return view;
}
function intTable(slot: number, size: number): Int32Array {
  let table = scratch.ints[slot];
  if (!table || table.length < size) {
    table = new Int32Array(Math.max(size, (table?.length ?? 0) * 2));
    scratch.ints[slot] = table;
  }
  return table.subarray(0, size);
}
function fillInts(table: Int32Array, value: number): Int32Array {
  table.fill(value);
  return table;
}

/** The roll so far: the rows in use, each with its damage range (lo = -1: not in use), and the next pass's. */
interface Roll {
  HD: number;
  table: Float64Array;
  spare: Float64Array;
  rows: Int32Array;
  rowCount: number;
  nextRows: Int32Array;
  lo: Int32Array;
  hi: Int32Array;
  nextLo: Int32Array;
  nextHi: Int32Array;
}

/** One die to roll: its faces, and which of them concentrate fire rerolls at once (then: the faces again). */
interface Die {
  faces: number;
  type: Int32Array;
  weight: Float64Array;
  settles: Uint8Array;
  again: number;
  againType: Int32Array;
  againWeight: Float64Array;
}

/**
 * Adds row `low`'s damage range [lower, upper] times w into row `to` of the next table, shifted by
 * `shift` damage; `clear`: the row's last move, which clears it.
 */
function addRow(roll: Roll, used: number, low: number, lower: number, upper: number, to: number, shift: number, w: number, clear: boolean): number {
  const { HD, table, spare: next, nextLo, nextHi } = roll;
  const first = lower + shift;
  const lastH = upper + shift;
  if ((nextLo[to] as number) < 0) {
    roll.nextRows[used++] = to;
    nextLo[to] = first;
    nextHi[to] = lastH;
  } else {
    if (first < (nextLo[to] as number)) nextLo[to] = first;
    if (lastH > (nextHi[to] as number)) nextHi[to] = lastH;
  }
  const start = low * HD + lower;
  const end = low * HD + upper;
  const offset = to * HD + first - start;
  for (let i = start; i <= end; i++) next[i + offset] = (next[i + offset] as number) + w * (table[i] as number);
  if (clear) table.fill(0, start, end + 1);
  return used;
}

/** The next table becomes the table; the rows left (cleared as they were read) are out of use. */
function endPass(roll: Roll, used: number): void {
  const { table, rows, lo, hi } = roll;
  for (let r = 0; r < roll.rowCount; r++) lo[rows[r] as number] = -1;
  roll.table = roll.spare;
  roll.spare = table;
  roll.rows = roll.nextRows;
  roll.nextRows = rows;
  roll.rowCount = used;
  roll.lo = roll.nextLo;
  roll.nextLo = lo;
  roll.hi = roll.nextHi;
  roll.nextHi = hi;
}

/** Rolls one more die: each row in use moves whole to the row each face leads to, its damage shifted by the face's. */
/** A row's parts, and each die type's change to each part: see armadaAttackOdds. */
interface Moves {
  T: number;
  c: Int32Array;
  a: Int32Array;
  top: Int32Array;
  f: Int32Array;
  cMove: Int32Array;
  aMove: Int32Array;
  topMove: Int32Array;
  fMove: Int32Array;
  /**
   * The row that stands for a row, so that rows no later step can tell apart are one: crits beyond
   * one more than the evade could take away (its list's dice with a crit) all leave a crit; once
   * concentrate fire is done, accuracies beyond every lockable token lock nothing more; when no
   * number of accuracies the roll can still reach lets the evade be spent, its list is not kept.
   */
  canon: Int32Array;
}

/** The row a die of type t leads to from row `low`. */
function moveOf(moves: Moves, low: number, t: number): number {
  const T = moves.T;
  return moves.canon[
    low +
      (moves.cMove[(moves.c[low] as number) * T + t] as number) +
      (moves.aMove[(moves.a[low] as number) * T + t] as number) +
      (moves.topMove[(moves.top[low] as number) * T + t] as number) +
      (moves.fMove[(moves.f[low] as number) * T + t] as number)
  ] as number;
}

/** One row's moves for the die being rolled (at most a colour's faces, and its faces again for a blank rerolled). */
const rowMoves = { to: new Int32Array(16), shift: new Int32Array(16), weight: new Float64Array(16) };

/**
 * Rolls one more die: each row in use moves whole to the row each face leads to, its damage shifted
 * by the face's (a multiply-add over the row's damage range). Written as one flat loop over locals:
 * with a few hundred rows of about ten cells a call, a function call or property load per row and
 * face was most of the time (profiled).
 */
function rollDie(roll: Roll, die: Die, moves: Moves, valueOf: Int32Array): void {
  const { HD, table, spare: next, rows, rowCount, lo, hi, nextRows, nextLo, nextHi } = roll;
  const { T, cMove, aMove, topMove, fMove, canon } = moves;
  const { faces, type, weight, settles, again, againType, againWeight } = die;
  const moveTo = rowMoves.to;
  const moveShift = rowMoves.shift;
  const moveWeight = rowMoves.weight;
  let used = 0;
  for (let r = 0; r < rowCount; r++) {
    const low = rows[r] as number;
    const lower = lo[low] as number;
    const length = (hi[low] as number) - lower;
    const f = moves.f[low] as number;
    const cRow = (moves.c[low] as number) * T;
    const aRow = (moves.a[low] as number) * T;
    const topRow = (moves.top[low] as number) * T;
    let count = 0;
    for (let face = 0; face < faces; face++) {
      const t = type[face] as number;
      const w = weight[face] as number;
      if (settles[face] === 1 && f < 3) {
        // Concentrate fire rerolls this blank now: the die's new face, and nothing more to reroll (f = 3).
        for (let j = 0; j < again; j++) {
          const t2 = againType[j] as number;
          moveTo[count] = canon[low + 3 - f + (cMove[cRow + t2] as number) + (aMove[aRow + t2] as number) + (topMove[topRow + t2] as number) + (fMove[3 * T + t2] as number)] as number;
          moveShift[count] = valueOf[t2] as number;
          moveWeight[count++] = w * (againWeight[j] as number);
        }
      } else {
        moveTo[count] = canon[low + (cMove[cRow + t] as number) + (aMove[aRow + t] as number) + (topMove[topRow + t] as number) + (fMove[f * T + t] as number)] as number;
        moveShift[count] = valueOf[t] as number;
        moveWeight[count++] = w;
      }
    }
    const start = low * HD + lower;
    const end = start + length;
    for (let m = 0; m < count; m++) {
      const to = moveTo[m] as number;
      const first = lower + (moveShift[m] as number);
      const w = moveWeight[m] as number;
      if ((nextLo[to] as number) < 0) {
        nextRows[used++] = to;
        nextLo[to] = first;
        nextHi[to] = first + length;
      } else {
        if (first < (nextLo[to] as number)) nextLo[to] = first;
        if (first + length > (nextHi[to] as number)) nextHi[to] = first + length;
      }
      const offset = to * HD + first - start;
      if (m < count - 1) for (let i = start; i <= end; i++) next[i + offset] = (next[i + offset] as number) + w * (table[i] as number);
      else
        for (let i = start; i <= end; i++) {
          // The row's last move: the cell is read for the last time, and cleared.
          next[i + offset] = (next[i + offset] as number) + w * (table[i] as number);
          table[i] = 0;
        }
    }
  }
  endPass(roll, used);
}

const noPlan: EffectPlan = { listed: [], before: [], after: [], concentrateFireAt: 0, damage: 0 };
/** With effects after the roll, concentrate fire is the policy's reroll of one blank or spare accuracy. */
const concentrateFireStep: EffectStep = { side: 'attacker', fact: { kind: 'reroll', count: 1, faces: ['blank', 'accuracy'] }, optional: true, late: false };
const zeroDice = (): DiceCounts => ({ red: 0, blue: 0, black: 0 });

/** Gather Dice: a step's dice added, set to a face, or removed (the defender's most promising colour first, the attacker's least). */
function beforeTheRoll(step: EffectStep, counts: DiceCounts, fixedFaces: { color: DieColor; face: DieFace }[], mean: Record<DieColor, number>): void {
  const fact = step.fact;
  if (fact.kind === 'addDice') counts[fact.color] += fact.count;
  else if (fact.kind === 'addFace') {
    if (facesOf(fact.color).includes(fact.face)) for (let n = 0; n < fact.count; n++) fixedFaces.push({ color: fact.color, face: fact.face });
  } else if (fact.kind === 'removeDice' && !(step.side === 'attacker' && step.optional)) {
    const colours = [...(fact.colors ?? dieColors)].sort((x, y) => (step.side === 'defender' ? mean[y] - mean[x] : mean[x] - mean[y]));
    for (let n = 0; n < fact.count; n++) {
      const colour = colours.find((candidate) => counts[candidate] > 0);
      if (colour) counts[colour]--;
    }
  }
}

/** The dice steps after the roll add, per colour (the table must hold their damage). */
function addedAfterTheRoll(steps: readonly EffectStep[]): DiceCounts {
  const added = zeroDice();
  for (const { fact } of steps) if (fact.kind === 'addDice' || fact.kind === 'addFace') added[fact.color] += fact.count;
  return added;
}

/** A step after the roll, ready for the table: what it may pick, and the faces each die it brings may show. */
interface TableStep {
  step: EffectStep;
  candidates: StepCandidates;
  /** Per die type: the type a change makes of it (-1: not a change). */
  changeTo: Int32Array;
  /** Dice the step adds: each a list of faces with their chances. */
  adds: { t: number; w: number }[][];
  /** Types as they land: an accuracy brought after the attacker's accuracies are spent locks nothing. */
  land: Int32Array;
}
function candidatesOf(
  step: EffectStep,
  types: readonly DieType[],
  mean: Record<DieColor, number>,
  critsCount: boolean,
  typeOf: (color: DieColor, face: DieFace) => number,
  lateOf: Int32Array,
): TableStep {
  const candidates = stepCandidates(step, types, mean, critsCount, typeOf);
  const land = step.late ? lateOf : Int32Array.from(types, (_, t) => t);
  const changeTo = new Int32Array(types.length).fill(-1);
  for (const candidate of candidates.list) if (candidate.to >= 0) changeTo[candidate.t] = land[candidate.to] as number;
  const fact = step.fact;
  const rolled = (color: DieColor) => types.flatMap((type, t) => (type.color === color && type.weight > 0 ? [{ t: land[t] as number, w: type.weight }] : []));
  const adds =
    fact.kind === 'addDice'
      ? Array.from({ length: fact.count }, () => rolled(fact.color))
      : fact.kind === 'addFace' && typeOf(fact.color, fact.face) >= 0
        ? Array.from({ length: fact.count }, () => [{ t: land[typeOf(fact.color, fact.face)] as number, w: 1 }])
        : [];
  return { step, candidates, changeTo, adds, land };
}

/** One way a step's dice land: the held state after it, the dice that joined the summary, its chance. */
interface Way {
  to: number;
  folded: number[];
  w: number;
}

/** At most this many held states (the problem check counts them before a call). */
export const MAX_HELD_STATES = 2000;

/**
 * The dice held apart from a row's summary, as states (how many of each type). Before step p a
 * state keeps only what the steps still ahead could pick: for each, its best K dice of each kind
 * (with an accuracy or not), K its count plus what the steps before it may take away; any other die
 * joins the summary at once (as it would without effects). After the last step nothing is held.
 */
class HeldStates {
  readonly counts: Int32Array[] = [];
  readonly accuracies: number[] = [];
  private readonly ids = new Map<string, number>();
  /** Per set of steps done (a bit each): where a die lands, every way a step's dice land. */
  private readonly landed = new Map<number, Map<number, { to: number; folded: number[] }>>();
  private readonly stepped = new Map<number, Map<number, Way[]>>();
  private readonly picked: number[] = [];
  private readonly overlaps: boolean[][];
  constructor(
    private readonly types: readonly DieType[],
    private readonly steps: readonly TableStep[],
    private readonly roll: FaceTable['roll'],
  ) {
    this.takenBefore = new Float64Array(types.length);
    this.id(new Int32Array(types.length));
    const picks = steps.map((step) => new Set(step.candidates.list.map((candidate) => candidate.t)));
    this.overlaps = picks.map((q) => picks.map((r) => [...q].some((t) => r.has(t))));
    // What a step may bring into the pool, and whether it touches the accuracies a step's picks count.
    const brings = steps.map((step) => {
      const out = new Set<number>(step.adds.flatMap((die) => die.map(({ t }) => t)));
      for (const candidate of step.candidates.list) {
        if (step.step.fact.kind === 'change') out.add(step.changeTo[candidate.t] as number);
        if (step.step.fact.kind === 'reroll') for (const { t } of roll[(types[candidate.t] as DieType).color]) out.add(step.land[t] as number);
      }
      return out;
    });
    const touches = steps.map((_, p) => [...(picks[p] as Set<number>), ...(brings[p] as Set<number>)].some((t) => (types[t] as DieType).accuracies > 0));
    const disjoint = (x: Set<number>, y: Set<number>): boolean => ![...x].some((t) => y.has(t));
    this.commutes = steps.map((_, p) =>
      steps.map(
        (__, q) =>
          p !== q &&
          !this.overlap(p, q) &&
          disjoint(brings[p] as Set<number>, picks[q] as Set<number>) &&
          disjoint(brings[q] as Set<number>, picks[p] as Set<number>) &&
          !(this.countsAccuracies(p) && touches[q]) &&
          !(this.countsAccuracies(q) && touches[p]),
      ),
    );
  }
  /** Steps p and q give the same picks in either order (nothing one picks, brings or counts is the other's). */
  readonly commutes: boolean[][];
  get stepCount(): number {
    return this.steps.length;
  }
  private memo<V>(maps: Map<number, Map<number, V>>, done: number): Map<number, V> {
    let map = maps.get(done);
    if (!map) {
      map = new Map();
      maps.set(done, map);
    }
    return map;
  }
  private overlap(q: number, r: number): boolean {
    return (this.overlaps[q] as boolean[])[r] === true;
  }
  private id(counts: Int32Array): number {
    const key = counts.join(',');
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.counts.length;
      this.ids.set(key, id);
      this.counts.push(counts);
      this.accuracies.push(counts.reduce((sum, n, t) => sum + n * (this.types[t] as DieType).accuracies, 0));
    }
    return id;
  }
  /**
   * What is kept once the steps of `done` are done; the dice let go are appended to `folded`. For
   * each step ahead, in its order of picks: of each type, its count plus what the steps still
   * ahead of it may take of that type, until the types before are sure to fill its count whatever
   * those steps take (the steps that share no die with it may come before or after: they take none).
   */
  private prune(counts: Int32Array, done: number, folded: number[]): number {
    const keep = new Int32Array(counts.length);
    const taken = this.takenBefore;
    for (let r = 0; r < this.steps.length; r++) {
      if (done & (1 << r)) continue;
      const { candidates } = this.steps[r] as TableStep;
      taken.fill(0);
      let takenAll = 0;
      for (let q = 0; q < r; q++) {
        if (done & (1 << q) || !this.overlap(q, r)) continue;
        const count = (this.steps[q] as TableStep).candidates.count;
        takenAll += count;
        for (const candidate of (this.steps[q] as TableStep).candidates.list) taken[candidate.t] = (taken[candidate.t] as number) + count;
      }
      for (const accuracy of [false, true]) {
        let seen = 0;
        for (const candidate of candidates.list) {
          if (candidate.accuracy !== accuracy) continue;
          if (seen - takenAll >= candidates.count) break;
          const n = Math.min(counts[candidate.t] as number, candidates.count + (taken[candidate.t] as number));
          if (n > (keep[candidate.t] as number)) keep[candidate.t] = n;
          seen += n;
        }
      }
    }
    for (let t = 0; t < counts.length; t++) for (let n = (counts[t] as number) - (keep[t] as number); n > 0; n--) folded.push(t);
    return this.id(keep);
  }
  private readonly takenBefore: Float64Array;
  /** A die of type t lands in state e, the steps of `done` done. */
  land(e: number, t: number, done: number): { to: number; folded: number[] } {
    const memo = this.memo(this.landed, done);
    const key = e * this.types.length + t;
    let landed = memo.get(key);
    if (!landed) {
      const counts = (this.counts[e] as Int32Array).slice();
      counts[t] = (counts[t] as number) + 1;
      const folded: number[] = [];
      landed = { to: this.prune(counts, done, folded), folded };
      memo.set(key, landed);
    }
    return landed;
  }
  /** Step p from state e, with `a` usable accuracies in the summary and `lockable` tokens: every way its dice land. */
  step(p: number, e: number, a: number, lockable: number, done: number): Way[] {
    const memo = this.memo(this.stepped, done);
    const key = ((e * 64 + p) * 64 + a) * 32 + lockable;
    const known = memo.get(key);
    if (known) return known;
    const after = done | (1 << p);
    const step = this.steps[p] as TableStep;
    const held = this.counts[e] as Int32Array;
    const picked = this.picked;
    picked.length = 0;
    pickDice(step.candidates, (t) => held[t] as number, a + (this.accuracies[e] as number), lockable, picked);
    const left = held.slice();
    for (const t of picked) left[t] = (left[t] as number) - 1;
    const folded: number[] = [];
    let ways: Way[] = [{ to: this.prune(left, after, folded), folded, w: 1 }];
    // The dice the step brings: each picked die rerolled or changed, and any it adds.
    const kind = step.step.fact.kind;
    const brought: (readonly { t: number; w: number }[])[] = [];
    for (const t of picked) {
      if (kind === 'reroll') brought.push(this.roll[(this.types[t] as DieType).color].map(({ t: nt, w }) => ({ t: step.land[nt] as number, w })));
      else if (kind === 'change') brought.push([{ t: step.changeTo[t] as number, w: 1 }]);
    }
    brought.push(...step.adds);
    for (const die of brought) {
      const next = new Map<string, Way>();
      for (const way of ways)
        for (const { t, w } of die) {
          const landed = this.land(way.to, t, after);
          const all = landed.folded.length ? [...way.folded, ...landed.folded].sort((x, y) => x - y) : way.folded;
          const wayKey = `${landed.to}:${all.join(',')}`;
          const same = next.get(wayKey);
          if (same) same.w += way.w * w;
          else next.set(wayKey, { to: landed.to, folded: all, w: way.w * w });
        }
      ways = [...next.values()];
    }
    memo.set(key, ways);
    return ways;
  }
  /** Every state the roll and the steps can reach along `ops` (a state is registered when first reached): their number. */
  reach(ops: readonly RollOp[], aLevels: number, lockables: readonly number[]): number {
    let states = new Set([0]);
    let done = 0;
    for (const op of ops) {
      const next = new Set<number>();
      if (op.die) for (const e of states) for (const { t } of op.die) next.add(this.land(e, t, done).to);
      else {
        const p = op.step as number;
        for (const e of states) for (let a = 0; a < aLevels; a++) for (const lockable of lockables) for (const way of this.step(p, e, a, lockable, done)) next.add(way.to);
        done |= 1 << p;
      }
      states = next;
      if (this.counts.length > MAX_HELD_STATES) return this.counts.length;
    }
    return this.counts.length;
  }
  /**
   * Where each die lands before step `phase`, as flat tables for the roll's inner loop: the state
   * (-1: not worked out yet) and the dice let go, for every state known now and every type.
   */
  dense(done: number): { to: Int32Array; folded: (readonly number[])[] } {
    const T = this.types.length;
    const E = this.counts.length;
    let table = this.denseTables.get(done);
    const memo = this.memo(this.landed, done);
    if (!table || table.to.length !== E * T) {
      const to = new Int32Array(E * T).fill(-1);
      const folded: (readonly number[])[] = new Array<readonly number[]>(E * T).fill(noDice);
      for (let e = 0; e < E; e++)
        for (let t = 0; t < T; t++) {
          const landed = memo.get(e * T + t);
          if (!landed) continue;
          to[e * T + t] = landed.to;
          folded[e * T + t] = landed.folded;
        }
      table = { to, folded };
      this.denseTables.set(done, table);
    }
    return table;
  }
  private readonly denseTables = new Map<number, { to: Int32Array; folded: (readonly number[])[] }>();
  /** The step's picks depend on the pool's accuracies (spare or wanted ones). */
  countsAccuracies(p: number): boolean {
    const step = this.steps[p] as TableStep;
    return step.candidates.wantsAccuracy || step.candidates.list.some((candidate) => candidate.accuracy);
  }
  /** A roll's order and the states it reaches, kept per pool (dice to roll, faces rolled, accuracies, tokens). */
  private readonly plans = new Map<string, { ops: RollOp[]; states: number }>();
  planFor(faces: FaceTable, fixed: readonly number[], counts: DiceCounts, aLevels: number, lockables: readonly number[]): { ops: RollOp[]; states: number } {
    const key = `${counts.red} ${counts.blue} ${counts.black} ${fixed.join(',')} ${aLevels} ${lockables.join(',')}`;
    let plan = this.plans.get(key);
    if (!plan) {
      const ops = rollOrder(this, faces, fixed, counts);
      plan = { ops, states: this.reach(ops, aLevels, lockables) };
      if (this.plans.size > 64) this.plans.clear();
      this.plans.set(key, plan);
    }
    return plan;
  }
  /** How many kinds of die of this colour the step may pick. */
  kindsOf(p: number, color: DieColor): number {
    return (this.steps[p] as TableStep).candidates.list.filter((candidate) => (this.types[candidate.t] as DieType).color === color).length;
  }
  /** The colours of the dice the step may pick. */
  colours(p: number): Set<DieColor> {
    return new Set((this.steps[p] as TableStep).candidates.list.map((candidate) => (this.types[candidate.t] as DieType).color));
  }
}

const noDice: readonly number[] = [];

/** One thing done to the table in turn: a die rolled (its faces with their chances), or the next step. */
interface RollOp {
  die?: readonly { t: number; w: number }[];
  step?: number;
}

/**
 * The order of the roll and the steps: a step acts as soon as no die still to roll could be one it
 * picks (nor, when its picks count the pool's accuracies, a red or blue die is still to roll), and
 * the dice no step ahead may pick are rolled first, so fewer dice are held apart at once. The steps
 * keep their order; a step acting earlier picks exactly what it would pick after the whole roll.
 */
function rollOrder(held: HeldStates, faces: FaceTable, fixed: readonly number[], counts: DiceCounts): RollOp[] {
  const stepCount = held.stepCount;
  const ops: RollOp[] = fixed.map((t) => ({ die: [{ t, w: 1 }] }));
  const left = { ...counts };
  const colours = Array.from({ length: stepCount }, (_, p) => held.colours(p));
  const accuracies = Array.from({ length: stepCount }, (_, p) => held.countsAccuracies(p));
  const pending = new Set(Array.from({ length: stepCount }, (_, p) => p));
  const ready = (p: number): boolean =>
    dieColors.every((color) => left[color] === 0 || (!(colours[p] as Set<DieColor>).has(color) && !(accuracies[p] && color !== 'black'))) &&
    [...pending].every((q) => q >= p || (held.commutes[p] as boolean[])[q] === true);
  for (;;) {
    for (let found = true; found; ) {
      found = false;
      for (const p of pending)
        if (ready(p)) {
          ops.push({ step: p });
          pending.delete(p);
          found = true;
          break;
        }
    }
    const open = dieColors.filter((color) => left[color] > 0);
    if (open.length === 0) break;
    // A die no step ahead may pick first; else the colour most of the steps' picks are of (held while the pool is small).
    const kinds = (color: DieColor): number => [...pending].reduce((sum, p) => sum + ((colours[p] as Set<DieColor>).has(color) ? held.kindsOf(p, color) : 0), 0);
    const color = open.find((candidate) => kinds(candidate) === 0) ?? [...open].sort((x, y) => kinds(y) - kinds(x))[0] as DieColor;
    left[color]--;
    ops.push({ die: faces.roll[color] });
  }
  for (const p of [...pending].sort((x, y) => x - y)) ops.push({ step: p });
  return ops;
}

/**
 * Held states are worked out once per list of steps (and whether crits count) and kept: the same
 * effects come back call after call (the attack followed step by step, "What if…" switches).
 */
const heldCache = new Map<string, HeldStates>();
function heldStatesFor(critsCount: boolean, after: readonly EffectStep[], make: () => HeldStates): HeldStates {
  const key = `${critsCount ? 1 : 0}${JSON.stringify(after)}`;
  let held = heldCache.get(key);
  if (held) {
    heldCache.delete(key);
    heldCache.set(key, held);
    return held;
  }
  held = make();
  heldCache.set(key, held);
  if (heldCache.size > 16) heldCache.delete(heldCache.keys().next().value as string);
  return held;
}

/** Row (state e, summary low) after the summary takes the folded dice: its summary row and damage shift. */
const folding = { low: 0, shift: 0 };
function fold(moves: Moves, low: number, folded: readonly number[], valueOf: Int32Array): void {
  let to = low;
  let shift = 0;
  for (let i = 0; i < folded.length; i++) {
    const t = folded[i] as number;
    to = moveOf(moves, to, t);
    shift += valueOf[t] as number;
  }
  folding.low = to;
  folding.shift = shift;
}

/**
 * The roll with card effects after it, exact over face counts: a row is a held state and a summary
 * (as without effects). The dice any step ahead may pick are held apart, so each step sees them and
 * picks by the policy; per row, the dice it picks leave and the dice it brings land (rerolled,
 * changed or added). After the last step every die is in the summary, as the evade and tokens read it.
 */
function rollHeld(roll: Roll, moves: Moves, NL: number, held: HeldStates, ops: readonly RollOp[], valueOf: Int32Array, lockable: number): void {
  const merged = new Map<number, number>();
  let done = 0;
  const T = moves.T;
  let dense = held.dense(0);
  const moveTo = rowMoves.to;
  const moveShift = rowMoves.shift;
  const moveWeight = rowMoves.weight;
  for (const op of ops) {
    let used = 0;
    const die = op.die;
    const { HD, table, spare: next, nextRows, nextLo, nextHi } = roll;
    for (let r = 0; r < roll.rowCount; r++) {
      const row = roll.rows[r] as number;
      const e = Math.floor(row / NL);
      const low = row - e * NL;
      const lower = roll.lo[row] as number;
      const upper = roll.hi[row] as number;
      if (die) {
        // As rollDie: each face's row and shift first, then one multiply-add over the row's damage range per face.
        const count = die.length;
        for (let i = 0; i < count; i++) {
          const { t, w } = die[i] as { t: number; w: number };
          let to = dense.to[e * T + t] as number;
          let folded = dense.folded[e * T + t] as readonly number[];
          if (to < 0) {
            const landed = held.land(e, t, done);
            to = landed.to;
            folded = landed.folded;
          }
          if (folded.length === 0) {
            moveTo[i] = to * NL + low;
            moveShift[i] = 0;
          } else {
            fold(moves, low, folded, valueOf);
            moveTo[i] = to * NL + folding.low;
            moveShift[i] = folding.shift;
          }
          moveWeight[i] = w;
        }
        const start = row * HD + lower;
        const end = row * HD + upper;
        const length = upper - lower;
        for (let m = 0; m < count; m++) {
          const to = moveTo[m] as number;
          const first = lower + (moveShift[m] as number);
          const w = moveWeight[m] as number;
          if ((nextLo[to] as number) < 0) {
            nextRows[used++] = to;
            nextLo[to] = first;
            nextHi[to] = first + length;
          } else {
            if (first < (nextLo[to] as number)) nextLo[to] = first;
            if (first + length > (nextHi[to] as number)) nextHi[to] = first + length;
          }
          const offset = to * HD + first - start;
          if (m < count - 1) for (let c = start; c <= end; c++) next[c + offset] = (next[c + offset] as number) + w * (table[c] as number);
          else
            for (let c = start; c <= end; c++) {
              next[c + offset] = (next[c + offset] as number) + w * (table[c] as number);
              table[c] = 0;
            }
        }
        continue;
      }
      const ways = held.step(op.step as number, e, moves.a[low] as number, lockable, done);
      merged.clear();
      for (const way of ways) {
        fold(moves, low, way.folded, valueOf);
        const key = (way.to * NL + folding.low) * 256 + folding.shift;
        merged.set(key, (merged.get(key) ?? 0) + way.w);
      }
      let i = 0;
      for (const [key, w] of merged) {
        const shift = key % 256;
        used = addRow(roll, used, row, lower, upper, (key - shift) / 256, shift, w, ++i === merged.size);
      }
    }
    if (!die) {
      done |= 1 << (op.step as number);
      dense = held.dense(done);
    }
    endPass(roll, used);
  }
}

/** Why the card effects cannot be counted, or null. */
function effectsProblem(input: ArmadaOddsInput): string | null {
  for (const effect of input.effects ?? []) {
    if (!Number.isInteger(effect.uses) || effect.uses < 0) return `${effect.source}: its uses left must be a whole number, 0 or more.`;
    for (const fact of effect.dice) if (fact.kind === 'addFace' && !facesOf(fact.color).includes(fact.face)) return `${effect.source}: a ${fact.color} die has no ${fact.face} face.`;
  }
  if (!input.effects?.length) return null;
  const plan = planEffects(input);
  const added = addedAfterTheRoll([...plan.before, ...plan.after]);
  const counts = input.dice ?? zeroDice();
  if (counts.red + counts.blue + counts.black + (input.faces?.length ?? 0) + added.red + added.blue + added.black > 40) return 'With the card effects’ dice the attack pool holds more than 40 dice: the table cannot hold it.';
  if (plan.after.length === 0) return null;
  if (plan.after.length > 24) return 'More than 24 uses of card effects on the rolled dice in one attack: switch some of them off in “What if…”.';
  const critsCount = input.defender.kind === 'ship' && (input.attacker.kind === 'ship' || input.attacker.bomber === true);
  const faces = faceTables[critsCount ? 1 : 0];
  const typeOf = (color: DieColor, face: DieFace): number => faces.types.findIndex((type) => type.color === color && type.face === face && !type.spent);
  const cf = input.concentrateFire === true && !input.underway?.effectsDone;
  const after = cf ? [...plan.after.slice(0, plan.concentrateFireAt), concentrateFireStep, ...plan.after.slice(plan.concentrateFireAt)] : plan.after;
  const lateOf = Int32Array.from(faces.types, (type, t) => (type.accuracies > 0 ? faces.types.findIndex((other) => other.spent && other.color === type.color) : t));
  const poolCounts = { ...counts };
  const fixedFaces = [...(input.faces ?? [])];
  for (const step of plan.before) beforeTheRoll(step, poolCounts, fixedFaces, faces.mean);
  const fixed = fixedFaces.map((die) => faces.types.findIndex((type) => type.color === die.color && type.face === die.face && type.spent === (die.face === 'accuracy' && die.accuracySpent === true)));
  const held = heldStatesFor(critsCount, after, () => new HeldStates(faces.types, after.map((step) => candidatesOf(step, faces.types, faces.mean, critsCount, typeOf, lateOf)), faces.roll));
  const tokens = Math.min(input.tokens.length, 20);
  const states = held.planFor(faces, fixed, poolCounts, tokens + 2, Array.from({ length: tokens + 1 }, (_, n) => n)).states;
  return states > MAX_HELD_STATES ? 'These card effects together pick from too many kinds of dice to count exactly: switch some of them off in “What if…”.' : null;
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
  return effectsProblem(input);
}

export function armadaAttackOdds(input: ArmadaOddsInput): ArmadaOdds {
  const problem = armadaOddsProblem(input);
  if (problem) throw new RangeError(problem);
  // RRG · Bomber: a Bomber squadron's crits count against a ship and may resolve the critical effect, as a ship's do.
  const critsCount = input.defender.kind === 'ship' && (input.attacker.kind === 'ship' || input.attacker.bomber === true);
  const defenderIsShip = input.defender.kind === 'ship';
  const faces = faceTables[critsCount ? 1 : 0];
  const { types, maxValue, valueOf } = faces;
  const rollOf = (color: DieColor): { t: number; w: number }[] => faces.roll[color];

  // --- tokens the defender could spend at all, and what the attacker's accuracies would lock
  // 000: a ship at speed 0 cannot spend defense tokens (the engine asks this of ships only).
  const canSpend = input.defender.kind !== 'ship' || input.defender.speed > 0;
  const tokens = input.tokens.map((token, index) => ({ id: token.id, type: token.type, state: token.state, index }));
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
  // --- card effects: before the roll they change the pool; after it, they need the dice they may pick held apart (see rollHeld)
  const plan = input.effects?.length ? planEffects(input) : noPlan;
  const counts = { ...(input.dice ?? { red: 0, blue: 0, black: 0 }) };
  const fixedFaces = [...(input.faces ?? [])];
  for (const step of plan.before) beforeTheRoll(step, counts, fixedFaces, faces.mean);
  const after = cf && plan.after.length > 0 ? [...plan.after.slice(0, plan.concentrateFireAt), concentrateFireStep, ...plan.after.slice(plan.concentrateFireAt)] : plan.after;
  const held = after.length > 0;
  // With effects after the roll, concentrate fire is one of them (the policy's reroll); else the roll's own pass does it.
  const cfRoll = cf && !held;
  const aCap = lockable.length + (cf || held ? 1 : 0);
  // Plain loops below: these run per call for every number of accuracies, and filtered copies were
  // most of what a call allocated (profiled).
  /** The tokens locked by a accuracies (bitmask over input order). */
  const lockedMaskFor = (accuracies: number): number => {
    let left = effectsDone ? 0 : accuracies;
    let mask = preLocked;
    for (let l = 0; l < lockOrder.length; l++) {
      const type = lockOrder[l] as DefenseTokenType;
      if (!hasEffect(type)) continue;
      let copies = 0;
      let copiesMask = 0;
      for (let i = 0; i < spendable.length; i++) {
        const token = spendable[i] as (typeof spendable)[number];
        if (token.type !== type) continue;
        copies++;
        copiesMask |= 1 << token.index;
      }
      if (copies === 0 || copies > left) continue;
      left -= copies;
      mask |= copiesMask;
    }
    return mask;
  };
  /** The copy of a type the defender spends, readied first, or undefined. */
  const copyToSpend = (type: DefenseTokenType, locked: number): number | undefined => {
    let first: number | undefined;
    for (let i = 0; i < spendable.length; i++) {
      const token = spendable[i] as (typeof spendable)[number];
      if (token.type !== type || (locked & (1 << token.index)) !== 0) continue;
      if (token.state === 'readied') return token.index;
      first ??= token.index;
    }
    return first;
  };
  const lockedMasks = Array.from({ length: aCap + 1 }, (_, a) => lockedMaskFor(a));
  // Per number of accuracies: what is locked, and the copy of each type the defender would spend.
  const byAccuracies = lockedMasks.map((lockedMask) => ({
    lockedMask,
    scatter: copyToSpend('scatter', lockedMask),
    brace: copyToSpend('brace', lockedMask),
    redirect: copyToSpend('redirect', lockedMask),
    contain: copyToSpend('contain', lockedMask),
    evade: copyToSpend('evade', lockedMask),
  }));
  // Whether the evade can still be spent once the roll has a or more accuracies (the evade is spent
  // unless scatter is; more accuracies can free a token as well as lock one, so any later count counts).
  const evadeLater = lockedMasks.map(() => false);
  for (let a = aCap, later = false; a >= 0; a--) {
    const copies = byAccuracies[a] as (typeof byAccuracies)[number];
    later ||= copies.evade !== undefined && copies.scatter === undefined;
    evadeLater[a] = later;
  }

  // --- what the defender's evade takes: the ranking of positive dice
  const mode = evadeMode(input.range);
  const evadeBase = input.range === 'beyond-long' ? 2 : 1;
  const evadeBonus = input.attacker.kind === 'ship' && input.defender.kind === 'ship' && isLargerSizeClass(input.attacker.size, input.defender.size) ? 1 : 0;
  const anyEvade = spendable.some((token) => token.type === 'evade');
  const k = anyEvade ? evadeBase + evadeBonus : 0;
  const { topAdd, size: topSize, critDice, evadeOutcomes } = topTable(faces, mode, k);

  // --- the roll, as a dense table: a row per state below the damage (crits, accuracies, top-k list,
  // concentrate fire's progress), a column per damage so far; index = row * HD + h. A die moves each
  // row it reaches whole (a shifted multiply-add over its damage range): no per-cell index to split.
  const fixed = fixedFaces.map((die) => types.findIndex((type) => type.color === die.color && type.face === die.face && type.spent === (die.face === 'accuracy' && die.accuracySpent === true)));
  const typeOf = (color: DieColor, face: DieFace): number => types.findIndex((type) => type.color === color && type.face === face && !type.spent);
  const addedLater = addedAfterTheRoll(after);
  const hMax =
    dieColors.reduce((sum, color) => sum + (counts[color] + addedLater[color]) * maxValue[color], 0) + fixed.reduce((sum, t) => sum + maxValue[(types[t] as DieType).color], 0);
  const HD = hMax + 1;
  const CD = k + 2; // crits kept exactly up to k + 1: "at least k + 1" survives any k removals
  const AD = aCap + 1;
  const TD = topSize;
  // Concentrate fire's progress: 0 nothing to reroll yet, 1 a blue accuracy, 2 a red accuracy (the
  // best accuracy seen), 3 done. A blank is rerolled as soon as it is rolled (state 3 after): black
  // dice are rolled first, so a red blank is rerolled only when no black blank came, as the policy says.
  const FD = cfRoll ? 4 : 1;
  const NL = CD * AD * TD * FD;
  const T = types.length;
  const cfOf = Int32Array.from(types, (type) => (cfRoll && !type.spent && type.face === 'accuracy' ? (type.color === 'red' ? 2 : 1) : 0));
  const sT = FD;
  const sA = TD * FD;
  const sC = AD * sA;
  // A row's parts, and what a die of each type adds to each part (as a change of the row number):
  // a die's row is then four lookups, and nothing is worked out per row and type in advance.
  const moves: Moves = {
    T,
    c: intTable(7, NL),
    a: intTable(6, NL),
    top: intTable(5, NL),
    f: intTable(4, NL),
    cMove: intTable(14, CD * T),
    aMove: intTable(15, AD * T),
    topMove: intTable(16, TD * T),
    fMove: intTable(17, FD * T),
    canon: intTable(18, NL),
  };
  for (let c = 0, low = 0; c < CD; c++)
    for (let a = 0; a < AD; a++)
      for (let top = 0; top < TD; top++)
        for (let f = 0; f < FD; f++, low++) {
          moves.c[low] = c;
          moves.a[low] = a;
          moves.top[low] = top;
          moves.f[low] = f;
          // Accuracies only grow, but concentrate fire's last reroll can take one away.
          const topKept = evadeLater[f === 1 || f === 2 ? Math.max(a - 1, 0) : a] ? top : 0;
          const cKept = Math.min(c, (critDice[topKept] as number) + 1);
          const aKept = f === 3 ? Math.min(a, lockable.length) : a;
          moves.canon[low] = low - (c - cKept) * sC - (a - aKept) * sA - (top - topKept) * sT;
        }
  for (let t = 0; t < T; t++) {
    const type = types[t] as DieType;
    for (let c = 0; c < CD; c++) moves.cMove[c * T + t] = (Math.min(c + type.crits, CD - 1) - c) * sC;
    for (let a = 0; a < AD; a++) moves.aMove[a * T + t] = (Math.min(a + type.accuracies, AD - 1) - a) * sA;
    for (let top = 0; top < TD; top++) moves.topMove[top * T + t] = ((topAdd[top * T + t] as number) - top) * sT;
    for (let f = 0; f < FD; f++) moves.fMove[f * T + t] = Math.max(f, cfOf[t] as number) - f;
  }
  const { a: lowA, c: lowC, top: lowTop, f: lowF } = moves;

  // Two tables used in turn; every row a pass reads is cleared, so a table is all zeros between passes.
  // With effects after the roll, a row is also how many dice of each type they may pick are held apart (E of them).
  const lateOf = Int32Array.from(types, (type, t) => (type.accuracies > 0 ? types.findIndex((other) => other.spent && other.color === type.color) : t));
  const heldStates = held ? heldStatesFor(critsCount, after, () => new HeldStates(types, after.map((step) => candidatesOf(step, types, faces.mean, critsCount, typeOf, lateOf)), faces.roll)) : null;
  const heldPlan = heldStates?.planFor(faces, fixed, counts, AD, [lockable.length]);
  const sequence = heldPlan?.ops ?? [];
  const rowsAll = NL * (heldPlan && heldStates ? heldStates.counts.length : 1);
  const clean = scratch.clean;
  scratch.clean = false;
  const roll: Roll = {
    HD,
    table: floatTable(0, rowsAll * HD, clean),
    spare: floatTable(1, rowsAll * HD, clean),
    rows: intTable(0, rowsAll),
    rowCount: 1,
    nextRows: intTable(1, rowsAll),
    lo: fillInts(intTable(8, rowsAll), -1),
    hi: intTable(9, rowsAll),
    nextLo: fillInts(intTable(10, rowsAll), -1),
    nextHi: intTable(11, rowsAll),
  };
  roll.rows[0] = 0;
  roll.lo[0] = 0;
  roll.hi[0] = 0;
  roll.table[0] = 1;
  // Black first, then red (concentrate fire's order of blanks), then blue; faces already rolled with their colour.
  const dice = faces.dice[cfRoll ? 1 : 0];
  if (heldStates) rollHeld(roll, moves, NL, heldStates, sequence, valueOf, lockable.length);
  else
    for (const color of ['black', 'red', 'blue'] as const) {
      for (const t of fixed) if ((types[t] as DieType).color === color) rollDie(roll, dice.fixed[t] as Die, moves, valueOf);
      for (let n = 0; n < counts[color]; n++) rollDie(roll, dice.color[color], moves, valueOf);
    }

  // --- concentrate fire's last choice: a red, else a blue accuracy the attacker can spare, rerolled
  if (cfRoll) {
    const { rows, lo, hi } = roll;
    let used = 0;
    for (let r = 0; r < roll.rowCount; r++) {
      const low = rows[r] as number;
      const lower = lo[low] as number;
      const upper = hi[low] as number;
      const f = lowF[low] as number;
      const a = lowA[low] as number;
      const color: DieColor | null = f === 2 && a > lockable.length ? 'red' : f === 1 && a > lockable.length ? 'blue' : null;
      if (!color) {
        used = addRow(roll, used, low, lower, upper, low - f, 0, 1, true);
        continue;
      }
      const removed = low - f - sA; // the accuracy die leaves: one accuracy fewer, nothing left to reroll
      // The rerolled die's new face, as any die; the progress is over (0, so the rows merge).
      const again = rollOf(color);
      for (let j = 0; j < again.length; j++) {
        const { t, w } = again[j] as { t: number; w: number };
        const to = moveOf(moves, removed, t);
        used = addRow(roll, used, low, lower, upper, to - (lowF[to] as number), valueOf[t] as number, w, j === again.length - 1);
      }
    }
    endPass(roll, used);
  }

  // --- the evade, then the other tokens, per state
  // Resolve Damage: the effects' damage, added to the total after brace (never below 0).
  const bonus = plan.damage;
  const damage = new Float64Array(hMax + Math.max(0, bonus) + 1);
  const cards = new Float64Array(hMax + Math.max(0, bonus) + 1);
  // Faceup card, destroyed: kept in a typed array (a number the closure below changes would be boxed anew each time).
  const sums = new Float64Array(2);
  const spentP = new Float64Array(tokens.length);
  const lockedP = new Float64Array(tokens.length);
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
    if (bonus !== 0) total = Math.max(0, total + bonus);
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
    if (faceupNow) sums[0] = (sums[0] as number) + p;
    if (destroys) sums[1] = (sums[1] as number) + p;
    for (let i = 0; i < tokens.length; i++) {
      if (spent & (1 << i)) spentP[i] = (spentP[i] as number) + p;
      if (lockedMask & (1 << i)) lockedP[i] = (lockedP[i] as number) + p;
    }
  };

  // After the evade only (damage, any crit left, accuracies, the evade's token) matters: merge there,
  // a row per (crit left, accuracies, evade's token), a column per damage.
  const ED = tokens.length + 1;
  const FR = 2 * AD * ED;
  const finalTable = floatTable(3, FR * HD, clean);
  const finalRows = intTable(3, FR);
  const finalLo = fillInts(intTable(12, FR), -1);
  const finalHi = intTable(13, FR);
  let finalUsed = 0;
  const putFinal = (low: number, lower: number, upper: number, key: number, shift: number, w: number): void => {
    if ((finalLo[key] as number) < 0) {
      finalRows[finalUsed++] = key;
      finalLo[key] = lower + shift;
      finalHi[key] = upper + shift;
    } else {
      if (lower + shift < (finalLo[key] as number)) finalLo[key] = lower + shift;
      if (upper + shift > (finalHi[key] as number)) finalHi[key] = upper + shift;
    }
    const offset = key * HD + shift - low * HD;
    for (let i = low * HD + lower; i <= low * HD + upper; i++) finalTable[i + offset] = (finalTable[i + offset] as number) + w * (roll.table[i] as number);
  };
  for (let r = 0; r < roll.rowCount; r++) {
    const low = roll.rows[r] as number;
    const lower = roll.lo[low] as number;
    const upper = roll.hi[low] as number;
    const a = lowA[low] as number;
    const c = lowC[low] as number;
    const copies = byAccuracies[a] as (typeof byAccuracies)[number];
    const evade = evadeOutcomes[lowTop[low] as number] as (typeof evadeOutcomes)[number];
    if (copies.evade === undefined || copies.scatter !== undefined || evade.taken === 0) putFinal(low, lower, upper, ((c > 0 ? 1 : 0) * AD + a) * ED, 0, 1);
    else {
      const outcomes = evade.outcomes;
      for (let i = 0; i < outcomes.length; i++) {
        const o = outcomes[i] as { dh: number; dc: number; w: number };
        // Every roll in this row holds the dice the evade takes, so its damage is at least theirs.
        putFinal(low, Math.max(lower, -o.dh), upper, ((c + o.dc > 0 ? 1 : 0) * AD + a) * ED + copies.evade + 1, o.dh, o.w);
      }
    }
    roll.table.fill(0, low * HD + lower, low * HD + upper + 1);
  }
  for (let r = 0; r < finalUsed; r++) {
    const key = finalRows[r] as number;
    const mark = key % ED;
    const rest = (key - mark) / ED;
    const a = rest % AD;
    const critLeft = (rest - a) / AD === 1;
    for (let h = finalLo[key] as number; h <= (finalHi[key] as number); h++) {
      const p = finalTable[key * HD + h] as number;
      if (p !== 0) finish(h, critLeft, a, mark > 0 ? mark - 1 : undefined, p);
    }
    finalTable.fill(0, key * HD + (finalLo[key] as number), key * HD + (finalHi[key] as number) + 1);
  }
  scratch.clean = true;
  const trim = (values: Float64Array): number[] => {
    let end = values.length;
    while (end > 1 && values[end - 1] === 0) end--;
    const out = new Array<number>(end);
    for (let i = 0; i < end; i++) out[i] = values[i] as number;
    return out;
  };
  const expectation = (values: number[]): number => values.reduce((sum, p, i) => sum + p * i, 0);
  const damageOut = trim(damage);
  const cardsOut = trim(cards);
  return {
    damage: damageOut,
    expectedDamage: expectation(damageOut),
    damageCards: cardsOut,
    expectedDamageCards: expectation(cardsOut),
    faceupCard: sums[0] as number,
    destroyed: sums[1] as number,
    tokens: input.tokens.map((token, index) => ({ id: token.id ?? null, type: token.type, state: token.state, spent: spentP[index] as number, locked: lockedP[index] as number })),
    ...(input.effects ? { effects: input.effects.length ? plan.listed : [] } : {}),
  };
}
