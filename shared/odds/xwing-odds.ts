/**
 * Exact odds of an X-Wing attack, over face counts (multinomial), never die permutations.
 *
 * The written policy (tested in test/odds/xwing-odds.test.ts):
 * - Dice: the attack value plus one die at range 0–1, the agility plus one die at range 3, plus
 *   one when obstructed; no range bonus for ordnance (as shared/engine/games/xwing/attack/dice-count.ts).
 * - The attacker, modifying attack dice: with a lock it rerolls every blank, and every focus result
 *   it could not change (all of them with a focus token; else one per calculate token and Force
 *   charge); each die at most once. Then it changes focus results to hits: with its focus token
 *   (all of them) when it has one, else one per calculate token, then one per Force charge.
 * - The defender, modifying defense dice, spends while the evades do not yet cancel every hit and
 *   crit: its focus token (all focus results), then calculate tokens and Force charges (one focus
 *   result each), then evade tokens (one evade result each, as the engine adds one).
 * - Neutralize results: evades cancel hits before crits; each reinforce token that applies then
 *   adds an evade while more than one result remains (001) — the engine's own functions.
 * - An attack under way: rolled faces are taken as they lie; a lock rerolls only dice not yet
 *   rerolled; once Modify Attack Dice is over the attacker spends nothing more, and once the results
 *   are neutralized nothing is spent and what is left is dealt. The attacker never modifies the
 *   defense dice, nor the defender the attack dice.
 * - Damage: hits before crits; each takes a shield while any is left, else a hit deals a facedown
 *   card and a crit a faceup one; destroyed when a card is dealt and the cards reach the hull
 *   (shared/engine/games/xwing/damage/damage.ts planDamage).
 */
import { attackDieFaces, defenseDieFaces } from '../engine/games/xwing/attack/dice';
import { rangeBonusDice } from '../engine/games/xwing/attack/dice-count';
import { applyReinforce } from '../engine/games/xwing/attack/reinforce';
import { cancelWithEvades } from '../engine/games/xwing/attack/neutralize-results';
import type { AttackFace, DefenseFace } from '../engine/games/xwing/model/state';
import { multinomialOutcomes } from './multinomial';

export interface XwingDiceInput {
  attackValue: number;
  agility: number;
  /** Range 0 to 5. */
  range: number;
  obstructed: boolean;
  /** Ordnance gets no range bonus. */
  ordnance: boolean;
}

/** The range bonuses and obstruction, as dice-count.ts counts them for a game in play. */
export function xwingDiceCounts(input: XwingDiceInput): { attackDice: number; defenseDice: number } {
  const bonus = rangeBonusDice(input.range, input.ordnance);
  return {
    attackDice: input.attackValue + bonus.attack,
    defenseDice: input.agility + bonus.defense + (input.obstructed ? 1 : 0),
  };
}

export interface XwingOddsInput {
  attackDice: number;
  defenseDice: number;
  attacker: { focus: number; calculate: number; lock: boolean; force: number };
  defender: { focus: number; calculate: number; evade: number; force: number; shields: number; hullLeft: number };
  /** Reinforce tokens whose side applies against this attacker (001). */
  reinforce: number;
  /** The attack under way: what is already rolled and settled. */
  underway?: XwingAttackUnderway | undefined;
}

/**
 * An attack past its roll: the faces on the table (a die is rerolled at most once), whether the
 * attack dice can still be modified, and once Neutralize Results is done, what is left to deal.
 */
export interface XwingAttackUnderway {
  attackDice: readonly { face: AttackFace; rerolled: boolean }[];
  /** Modify Attack Dice is over: the attacker's tokens no longer change the attack dice. */
  attackFinal: boolean;
  defenseDice?: readonly { face: DefenseFace; rerolled: boolean }[] | undefined;
  /** Neutralize Results is done (Deal Damage): the hits and crits left. */
  remaining?: { hits: number; crits: number } | undefined;
}

export interface XwingOdds {
  /** Every (hits, crits) left after Neutralize Results, with its chance; hits then crits ascending. */
  remaining: { hits: number; crits: number; p: number }[];
  hit: number;
  /** P(i damage suffered: shields lost + cards). */
  damage: number[];
  expectedDamage: number;
  shieldsLost: number[];
  /** P(i damage cards dealt). */
  damageCards: number[];
  faceupCard: number;
  destroyed: number;
  /** Chance each is spent (at least one for calculate, evade and Force). */
  spent: {
    attacker: { focus: number; calculate: number; lock: number; force: number };
    defender: { focus: number; calculate: number; evade: number; force: number };
  };
}

const share = <F extends string>(faces: readonly F[], face: F): number => faces.filter((candidate) => candidate === face).length / faces.length;
const attackFaceOrder = ['hit', 'crit', 'focus', 'blank'] as const;
const attackWeights = attackFaceOrder.map((face) => share(attackDieFaces, face));
const defenseFaceOrder = ['evade', 'focus', 'blank'] as const;
const defenseWeights = defenseFaceOrder.map((face) => share(defenseDieFaces, face));
/** The count outcomes of n dice depend only on n: computed once per size. */
const outcomeCache = new Map<string, [number[], number][]>();
function outcomesOf(n: number, weights: readonly number[], name: string): [number[], number][] {
  const key = `${name}${n}`;
  let known = outcomeCache.get(key);
  if (!known) {
    known = multinomialOutcomes(n, weights);
    outcomeCache.set(key, known);
  }
  return known;
}

export function xwingOddsProblem(input: XwingOddsInput): string | null {
  const whole = (n: number, most: number): boolean => Number.isInteger(n) && n >= 0 && n <= most;
  if (!whole(input.attackDice, 20)) return `Attack dice must be a whole number from 0 to 20 (it is ${input.attackDice}).`;
  if (!whole(input.defenseDice, 20)) return `Defense dice must be a whole number from 0 to 20 (it is ${input.defenseDice}).`;
  const counts = [input.attacker.focus, input.attacker.calculate, input.attacker.force, input.defender.focus, input.defender.calculate, input.defender.evade, input.defender.force, input.reinforce, input.defender.shields];
  if (counts.some((n) => !whole(n, 50))) return 'Tokens, charges and shields must be whole numbers, 0 or more.';
  if (!Number.isInteger(input.defender.hullLeft) || input.defender.hullLeft < 1) return 'The defender has no hull left: it is already destroyed.';
  return null;
}

export function xwingAttackOdds(input: XwingOddsInput): XwingOdds {
  const problem = xwingOddsProblem(input);
  if (problem) throw new RangeError(problem);
  const underway = input.underway;
  // What is settled no longer spends anything: the attacker's tokens once its dice are final, the
  // defender's once the results are neutralized.
  const attacker = underway?.attackFinal || underway?.remaining ? { focus: 0, calculate: 0, lock: false, force: 0 } : input.attacker;
  const defender = underway?.remaining ? { ...input.defender, focus: 0, calculate: 0, evade: 0, force: 0 } : input.defender;
  const count = <F extends string>(dice: readonly { face: F; rerolled: boolean }[], face: F, free = false): number =>
    dice.filter((die) => die.face === face && (!free || !die.rerolled)).length;
  // Rolled attack dice: one outcome; the dice a lock may still reroll are those not rerolled yet.
  const rolledAttack: [number[], number][] | null = underway?.remaining
    ? [[[underway.remaining.hits, underway.remaining.crits, 0, 0], 1]]
    : underway
      ? [[attackFaceOrder.map((face) => count(underway.attackDice, face)), 1]]
      : null;
  const freeBlanks = underway && !underway.remaining ? count(underway.attackDice, 'blank', true) : Infinity;
  const freeFocus = underway && !underway.remaining ? count(underway.attackDice, 'focus', true) : Infinity;

  // Attack dice: (hits, crits) after the lock reroll and focus changes, with what was spent.
  const attackResults = new Map<number, number>(); // key: hits * 64 + crits
  const aSpent = { focus: 0, calculate: 0, lock: 0, force: 0 };
  const addAttack = (hits: number, crits: number, p: number): void => {
    const key = hits * 64 + crits;
    attackResults.set(key, (attackResults.get(key) ?? 0) + p);
  };
  const changeFocus = (hits: number, crits: number, focus: number, p: number): void => {
    let changed = 0;
    if (focus > 0 && attacker.focus > 0) {
      changed = focus;
      aSpent.focus += p;
    } else if (focus > 0) {
      const byCalculate = Math.min(focus, attacker.calculate);
      const byForce = Math.min(focus - byCalculate, attacker.force);
      if (byCalculate > 0) aSpent.calculate += p;
      if (byForce > 0) aSpent.force += p;
      changed = byCalculate + byForce;
    }
    addAttack(hits + changed, crits, p);
  };
  const convertible = (focus: number): number => (attacker.focus > 0 ? focus : Math.min(focus, attacker.calculate + attacker.force));
  for (const [[h = 0, c = 0, f = 0, b = 0], p] of rolledAttack ?? outcomesOf(input.attackDice, attackWeights, 'a')) {
    const kept = convertible(f);
    const reroll = attacker.lock ? Math.min(b, freeBlanks) + Math.min(f - kept, freeFocus) : 0;
    if (reroll === 0) {
      changeFocus(h, c, f, p);
      continue;
    }
    aSpent.lock += p;
    for (const [[h2 = 0, c2 = 0, f2 = 0], q] of outcomesOf(reroll, attackWeights, 'a')) changeFocus(h + h2, c + c2, kept + f2, p * q);
  }

  // Defense dice, for each attack result: the defender's spending, neutralize, damage.
  const dSpent = { focus: 0, calculate: 0, evade: 0, force: 0 };
  const rolledDefense = underway?.defenseDice;
  const defense: [number[], number][] = underway?.remaining
    ? [[[0, 0, 0], 1]]
    : rolledDefense
      ? [[defenseFaceOrder.map((face) => count(rolledDefense, face)), 1]]
      : outcomesOf(input.defenseDice, defenseWeights, 'd');
  const reinforce = underway?.remaining ? 0 : input.reinforce;
  const remainingByKey = new Map<number, number>(); // hits * 64 + crits
  const damage: number[] = [];
  const shieldsLost: number[] = [];
  const cards: number[] = [];
  let faceup = 0;
  let destroyed = 0;
  const add = (into: number[], at: number, p: number): void => {
    while (into.length <= at) into.push(0);
    into[at] = (into[at] as number) + p;
  };
  for (const [key, pa] of attackResults) {
    const rolled = { hits: Math.floor(key / 64), crits: key % 64 };
    const needed = rolled.hits + rolled.crits;
    for (const [[e = 0, f = 0], pd] of needed === 0 ? [[[0, 0, 0], 1] as [number[], number]] : defense) {
      const p = pa * pd;
      let evades = e;
      if (evades < needed && f > 0 && defender.focus > 0) {
        evades += f;
        dSpent.focus += p;
      } else if (evades < needed && f > 0) {
        const byCalculate = Math.min(f, defender.calculate, needed - evades);
        if (byCalculate > 0) dSpent.calculate += p;
        evades += byCalculate;
        const byForce = Math.min(f - byCalculate, defender.force, Math.max(0, needed - evades));
        if (byForce > 0) dSpent.force += p;
        evades += byForce;
      }
      if (evades < needed && defender.evade > 0) {
        const tokens = Math.min(defender.evade, needed - evades);
        dSpent.evade += p;
        evades += tokens;
      }
      const remaining = applyReinforce(cancelWithEvades(rolled, evades), reinforce).after;
      const shieldsOnHits = Math.min(defender.shields, remaining.hits);
      const shieldsOnCrits = Math.min(defender.shields - shieldsOnHits, remaining.crits);
      const facedown = remaining.hits - shieldsOnHits;
      const faceupCards = remaining.crits - shieldsOnCrits;
      const dealt = facedown + faceupCards;
      const remainingKey = remaining.hits * 64 + remaining.crits;
      remainingByKey.set(remainingKey, (remainingByKey.get(remainingKey) ?? 0) + p);
      add(damage, remaining.hits + remaining.crits, p);
      add(shieldsLost, shieldsOnHits + shieldsOnCrits, p);
      add(cards, dealt, p);
      if (faceupCards > 0) faceup += p;
      if (dealt > 0 && dealt >= defender.hullLeft) destroyed += p;
    }
  }
  return {
    remaining: [...remainingByKey]
      .sort(([x], [y]) => x - y)
      .map(([key, p]) => ({ hits: Math.floor(key / 64), crits: key % 64, p })),
    hit: 1 - (damage[0] ?? 0),
    damage,
    expectedDamage: damage.reduce((sum, p, i) => sum + p * i, 0),
    shieldsLost,
    damageCards: cards,
    faceupCard: faceup,
    destroyed,
    spent: { attacker: aSpent, defender: dSpent },
  };
}
