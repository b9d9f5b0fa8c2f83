/**
 * Issue 38 · the luck of one player's own dice in an attack: what those dice decided, against the
 * exact distribution of the same quantity for the same dice, as the state stood (the odds' own
 * reading of it, odds-request.ts), capped where more could not count — so the two sides of the
 * comparison are always one quantity:
 * - the attacker's dice: in Armada the damage the pool shows as it is rolled, against every way the
 *   same dice fall (each later change to the pool — a reroll, a die added, an accuracy — is a choice);
 *   in X-Wing the hits and crits as the dice fell (before any reroll), with the focus results the
 *   attacker's tokens at the roll can change (all with a focus token; one per calculate token and
 *   Force charge), against every way the same dice fall with the same tokens; capped at what the defender could suffer (X-Wing: shields and hull left;
 *   Armada: the defending zone's shields and hull left, a squadron's hull left) — a killing blow
 *   that could not have done more is at the top of its distribution;
 * - the defender's dice (X-Wing): the evades as they fell, with what its focus, calculate, Force and
 *   evade tokens at the roll can add, capped at the hits and crits it had to cancel.
 * So whether a token was then spent, a reroll taken or a card used is never luck: only how the dice fell.
 * The defender's choices (a brace kept, a redirect), card damage, bombs and collisions are not in
 * either quantity: they are told beside the luck, never as luck.
 */
import type { ArmadaState, DieColor, DieFace } from '../engine/games/armada/model/state';
import { attackDieFaces as armadaDieFaces, iconsOf } from '../engine/games/armada/attack/dice';
import { hullZoneOf } from '../engine/games/armada/units/hull-zones';
import { critsAddDamage } from '../engine/games/armada/attack/damage-total';
import type { AttackFace, DefenseFace, XwingState } from '../engine/games/xwing/model/state';
import { attackDieFaces, defenseDieFaces } from '../engine/games/xwing/attack/dice';
import { evadeTokenRule } from '../engine/games/xwing/attack/evade-token';
import { multinomialOutcomes } from '../odds/multinomial';
import { armadaAttackOdds, type ArmadaOddsInput } from '../odds/armada-odds';
import { xwingAttackOdds, type XwingOddsInput } from '../odds/xwing-odds';
import { cappedAt, percentileOf, rankVariance, tailsOf } from './luck';

/** Odds already computed in one walk of a log, by their input: long games repeat the same situations. */
export type OddsMemo = Map<string, unknown>;

function memoized<T>(memo: OddsMemo, kind: string, input: unknown, compute: () => T): T {
  const key = `${kind}:${JSON.stringify(input)}`;
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  return value;
}

export const xwingOddsMemo = (memo: OddsMemo, input: XwingOddsInput) => memoized(memo, 'x', input, () => xwingAttackOdds(input));
export const armadaOddsMemo = (memo: OddsMemo, input: ArmadaOddsInput) => memoized(memo, 'a', input, () => armadaAttackOdds(input));

/** One player's dice in one attack, judged. */
export interface DiceRoll {
  party: 'attacker' | 'defender';
  /** The unit that rolled them, and its player. */
  unit: string;
  owner: string;
  /** What the dice decided: the damage the attack dice show, or the evades that counted. */
  measures: 'damage' | 'evades';
  /** P(i), capped at `cap`. */
  distribution: number[];
  value: number;
  cap: number;
  /** 0–100, mid-rank (average 50). */
  percentile: number;
  /** Variance of the rank under fair dice (0: only one outcome could happen). */
  variance: number;
  /** P(a roll at least this good) and P(at most this good) for these dice. */
  atLeast: number;
  atMost: number;
}

export function rollOf(party: 'attacker' | 'defender', unit: string, owner: string, distribution: number[], value: number, cap: number): DiceRoll {
  const top = Math.min(value, cap);
  return {
    party,
    unit,
    owner,
    measures: party === 'attacker' ? 'damage' : 'evades',
    distribution,
    value: top,
    cap,
    percentile: percentileOf(distribution, top),
    variance: rankVariance(distribution),
    ...tailsOf(distribution, top),
  };
}

/** What a roller's tokens at the roll can make of its focus results (and, defending, of its blanks). */
export interface RollTokens {
  /** Every focus result counts (a focus token). */
  focusToken: boolean;
  /** Otherwise this many focus results count (calculate tokens and Force charges, one each). */
  focusChanges: number;
  /** Defending: evade tokens, each one more evade (RRG · Evade: rules 3 changes a blank or focus die, older games add a result). */
  evadeTokens: number;
  /** The evade token adds a result rather than changing a die (attack/evade-token.ts). */
  evadeAdds?: boolean;
}

/** The value of faces as they fell: successes (hits and crits, or evades), focus results the tokens change, evade tokens. */
function valueOf(successes: number, focus: number, others: number, tokens: RollTokens): number {
  const changed = tokens.focusToken ? focus : Math.min(focus, tokens.focusChanges);
  return successes + changed + (tokens.evadeAdds ? tokens.evadeTokens : Math.min(tokens.evadeTokens, focus - changed + others));
}

const rolledKnown = new Map<string, number[]>();

/** Every way `n` dice of these faces fall, valued, capped: P(value = i) (the same dice, tokens and cap computed once). */
function rolledDistribution(faces: readonly string[], success: readonly string[], n: number, tokens: RollTokens, cap: number): number[] {
  const key = `${success.join()}|${n}|${tokens.focusToken ? 'f' : tokens.focusChanges}|${tokens.evadeTokens}${tokens.evadeAdds ? '+' : ''}|${cap}`;
  const known = rolledKnown.get(key);
  if (known) return known;
  const computed = rolledDistributionOf(faces, success, n, tokens, cap);
  if (rolledKnown.size > 5000) rolledKnown.clear();
  rolledKnown.set(key, computed);
  return computed;
}

function rolledDistributionOf(faces: readonly string[], success: readonly string[], n: number, tokens: RollTokens, cap: number): number[] {
  const share = (wanted: (face: string) => boolean) => faces.filter(wanted).length / faces.length;
  const weights = [share((face) => success.includes(face)), share((face) => face === 'focus'), share((face) => !success.includes(face) && face !== 'focus')];
  const out: number[] = [];
  for (const [[hits = 0, focus = 0, others = 0], p] of multinomialOutcomes(n, weights)) {
    const value = Math.min(cap, valueOf(hits, focus, others, tokens));
    out[value] = (out[value] ?? 0) + p;
  }
  return Array.from({ length: Math.max(1, out.length) }, (_, i) => out[i] ?? 0);
}

/**
 * X-Wing, the attack dice as they fell (before any reroll): the hits and crits, and the focus results the
 * attacker's tokens at the roll can change, capped at the defender's shields and hull left.
 */
export function xwingAttackRoll(state: XwingState, faces: readonly AttackFace[]): { distribution: number[]; cap: number; value: number } | null {
  const attack = state.attack;
  const attacker = state.ships.find((ship) => ship.id === attack?.attacker);
  const defender = state.ships.find((ship) => ship.id === attack?.defender);
  if (!attack || !attacker || !defender) return null;
  const cap = defender.shields.current + Math.max(0, defender.hull - defender.damageCards.length);
  const tokens: RollTokens = { focusToken: attacker.tokens.focus > 0, focusChanges: attacker.tokens.calculate + (attacker.force?.current ?? 0), evadeTokens: 0 };
  const hits = faces.filter((face) => face === 'hit' || face === 'crit').length;
  const focus = faces.filter((face) => face === 'focus').length;
  return { distribution: rolledDistribution(attackDieFaces, ['hit', 'crit'], faces.length, tokens, cap), cap, value: Math.min(cap, valueOf(hits, focus, faces.length - hits - focus, tokens)) };
}

/**
 * X-Wing, the defense dice as they fell (before any reroll): the evades, and what the defender's focus,
 * calculate, Force and evade tokens at the roll can add, capped at the hits and crits it had to cancel.
 * Null with nothing to cancel: those dice could not change anything.
 */
export function xwingDefenseRoll(state: XwingState, faces: readonly DefenseFace[]): { distribution: number[]; cap: number; value: number } | null {
  const attack = state.attack;
  const defender = state.ships.find((ship) => ship.id === attack?.defender);
  if (!attack || !defender) return null;
  const cap = attack.attackDice.filter((die) => die.face === 'hit' || die.face === 'crit').length;
  if (cap === 0) return null;
  const tokens: RollTokens = { focusToken: defender.tokens.focus > 0, focusChanges: defender.tokens.calculate + (defender.force?.current ?? 0), evadeTokens: defender.tokens.evade, evadeAdds: evadeTokenRule(state).does === 'add' };
  const evades = faces.filter((face) => face === 'evade').length;
  const focus = faces.filter((face) => face === 'focus').length;
  return { distribution: rolledDistribution(defenseDieFaces, ['evade'], faces.length, tokens, cap), cap, value: Math.min(cap, valueOf(evades, focus, faces.length - evades - focus, tokens)) };
}

const poolKnown = new Map<string, number[]>();

/** Every way a pool of these dice falls, valued as the attack counts them (RRG · Attack: hits, and crits when they count), capped. */
function poolDistribution(dice: Record<DieColor, number>, critsCount: boolean, cap: number): number[] {
  const key = `${dice.red}|${dice.blue}|${dice.black}|${critsCount ? 1 : 0}|${cap}`;
  const known = poolKnown.get(key);
  if (known) return known;
  let dist = [1];
  for (const color of ['red', 'blue', 'black'] as const) {
    const faces = armadaDieFaces[color];
    for (let n = 0; n < dice[color]; n++) {
      const next: number[] = [];
      dist.forEach((p, total) => {
        for (const face of faces) {
          const value = Math.min(cap, total + faceValue(face, critsCount));
          next[value] = (next[value] ?? 0) + p / faces.length;
        }
      });
      dist = Array.from(next, (p) => p ?? 0);
    }
  }
  if (poolKnown.size > 5000) poolKnown.clear();
  poolKnown.set(key, dist);
  return dist;
}

const faceValue = (face: DieFace, critsCount: boolean): number => {
  const icons = iconsOf(face);
  return icons.hits + (critsCount ? icons.crits : 0);
};

/**
 * Armada, right after the attack dice are rolled: the pool as it fell against every way the same dice could fall (no
 * token, no card, no reroll: each later change to the pool is a choice), valued as the attack counts damage (hits, and
 * crits when a ship or a Bomber attacks a ship), capped at what the defender could suffer (the defending zone's shields
 * and hull left; a squadron's hull left).
 */
export function armadaAttackRoll(state: ArmadaState): { distribution: number[]; cap: number; value: number } | null {
  const attack = state.attacks.at(-1);
  if (!attack || attack.pool.length === 0) return null;
  const ship = attack.defender.kind === 'ship' ? state.ships.find((candidate) => candidate.id === attack.defender.id) : undefined;
  const squadron = attack.defender.kind === 'squadron' ? state.squadrons.find((candidate) => candidate.id === attack.defender.id) : undefined;
  if (!ship && !squadron) return null;
  const zone = ship && attack.defender.kind === 'ship' ? hullZoneOf(ship, attack.defender.hullZone) : undefined;
  const cap = ship ? (zone?.shields ?? 0) + Math.max(0, ship.hull - ship.damageCards.length) : Math.max(0, (squadron?.hull ?? 0) - (squadron?.damage ?? 0));
  const critsCount = critsAddDamage(state, attack);
  const dice = { red: 0, blue: 0, black: 0 };
  for (const die of attack.pool) dice[die.color]++;
  const value = Math.min(cap, attack.pool.reduce((sum, die) => sum + faceValue(die.face, critsCount), 0));
  return { distribution: poolDistribution(dice, critsCount, cap), cap, value };
}
