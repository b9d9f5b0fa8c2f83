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
 *   result each), then evade tokens, each doing what the engine's evade token does in that game
 *   (attack/evade-token.ts): in games set up with rules 3 (RRG · Evade, second edition) it changes
 *   one blank (else focus) result to an evade, so it needs one; in older games it adds an evade.
 * - Neutralize results: evades cancel hits before crits; each reinforce token that applies then
 *   adds an evade while more than one result remains (001) — the engine's own functions.
 * - An attack under way: rolled faces are taken as they lie; a lock rerolls only dice not yet
 *   rerolled; once Modify Attack Dice is over the attacker spends nothing more, and once the results
 *   are neutralized nothing is spent and what is left is dealt. The attacker never modifies the
 *   defense dice, nor the defender the attack dice.
 * - Damage: hits before crits; each takes a shield while any is left, else a hit deals a facedown
 *   card and a crit a faceup one; destroyed when a card is dealt and the cards reach the hull
 *   (shared/engine/games/xwing/damage/damage.ts planDamage).
 * - RRG · Ion: an ion weapon's results left after Neutralize Results deal its damage (1) as hits,
 *   and the rest become ion tokens, never damage (shared/engine/games/xwing/attack/ion.ts).
 *
 * Card effects (`effects`, the interpreter's ActiveDiceEffect list; tested against brute force in
 * test/odds/xwing-odds-effects.test.ts). With none, every number is the one above, computed the
 * same way.
 * - Counted: an effect with a use left, at Roll Attack Dice or Modify Attack Dice (its attack-dice
 *   facts) or Roll Defense Dice or Modify Defense Dice (its defense-dice facts); other moments and
 *   facts on the other pool are not counted. An attack under way counts only the steps still ahead:
 *   no roll effect once those dice are rolled, no Modify Attack Dice effect once the attack dice are
 *   final, and none of the first party's effects once the second one modifies (`modifying`).
 * - Each effect is used at most once in the attack (one opportunity: its step), whatever its uses.
 * - r5-friends: the defender's effects that cancel results left after Neutralize Results (a wingmate suffers the
 *   damage for its leader) act on what is left, before damage: each on a result it matches, crits first; of the
 *   facts sharing one `once` label (a wingmate's hit or crit), one.
 * - Issue 34 · cards that settle what is dealt (ActiveDiceEffect.results): once the attack hits, the
 *   attacker's card that cancels every result left deals its own damage instead (a mandatory one
 *   always, an optional one when it deals more); a card that skips the dice at the defender's choice
 *   (Homing Missiles) is taken when it costs the defender less on average than the roll (a tie: the
 *   roll), the attack then hitting for the card's damage.
 * - Roll steps: "roll more / fewer dice" changes how many are rolled (never below 0); its other
 *   facts act on the dice just rolled.
 * - RRG · Modify Dice: on the attack dice the defender's effects come first, then the attacker's;
 *   on the defense dice the attacker's, then the defender's. The party whose dice they are uses, in
 *   order: its rerolling effects, (the attacker) its lock, its other effects, its tokens, then the
 *   effects that change only hits, crits or evades (so a hit → crit change sees the focus results
 *   its tokens turned to hits). Effects of one group keep the order given.
 * - An optional effect is used when one of its facts helps its user on the dice as they are (the
 *   defender's own, on its dice, only while its evades do not cancel every hit and crit); a
 *   mandatory one always applies. Its facts then act in order, each chosen by its user:
 *   · on its own dice: a reroll takes blanks, then the focus results its tokens cannot change
 *     (never a die already rerolled); a change takes the worst dice it may (already rerolled first)
 *     when the new face is worth more; an add adds; more dice are rolled;
 *   · on the other's dice: a reroll takes the best (crit, hit or evade, and focus while its owner's
 *     focus token would change it), a change turns the best down, a cancel removes the best;
 *   · a face's worth: crit 3, hit or evade 2, focus 2 while its owner's focus token will still change
 *     it (else 1), blank 0. A die added is a die like the others (it can be rerolled).
 */
import { attackDieFaces, defenseDieFaces } from '../engine/games/xwing/attack/dice';
import { rangeBonusDice } from '../engine/games/xwing/attack/dice-count';
import { applyReinforce } from '../engine/games/xwing/attack/reinforce';
import { critsAsIonSuffered, ionCritSuffered, ionSuffered } from '../engine/games/xwing/attack/ion';
import { cancelWithEvades } from '../engine/games/xwing/attack/neutralize-results';
import { evadeTokenRule } from '../engine/games/xwing/attack/evade-token';
import type { ActiveDiceEffect, DiceEffectFact, EffectFace } from '../engine/games/xwing/effects/card-effect';
import type { AttackFace, DefenseFace } from '../engine/games/xwing/model/state';
import { addKey, applyPlan, decode, encode, judgeFor, keyedPool, mergeRerolled, moveDice, plannerFor, rollOnto, type Counts, type Dist, type Emit, type Judge, type KeyedPool, type Planner, type PoolFaces } from './xwing-effect-dice';
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
  /** The setup's rules level (what the evade token does, evade-token.ts); absent: an older game. */
  rules?: number | undefined;
  /** The card effects ready in this attack (effects/active-dice-effects.ts); absent: none. */
  effects?: readonly ActiveDiceEffect[] | undefined;
  /** RRG · Ion: an ion weapon's attack deals this much damage, the other results become ion tokens (attack/ion.ts). */
  ion?: number | undefined;
  /** h-xupg: that ion weapon's damage is 1 crit and every result an ion token (Ion Cannon Battery). */
  ionCrit?: boolean | undefined;
  /** r3-x-pilots: the defender's card neutralizes crits before hits (attack/neutralize-results.ts, critsFirst). */
  critsFirst?: boolean | undefined;
  /** h-weapons: a card used in the attack keeps its crits from being cancelled by evades (attack/neutralize-results.ts, critsSpared). */
  critsSpared?: boolean | undefined;
  /** h-weapons: a card used in the attack turns the crits left into ion tokens, the hits are damage (attack/ion.ts, critsAsIon). */
  critsAsIon?: boolean | undefined;
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
  /** Who modifies the dice of the step now: once the second party does, the first one's effects are past. */
  modifying?: 'attacker' | 'defender' | null | undefined;
}

/** A card effect the odds counted, and the chance it is used. */
export interface XwingCountedEffect {
  ref: string;
  side: 'attacker' | 'defender';
  source: string;
  used: number;
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
  /** The card effects counted (none when there are none). */
  effects: XwingCountedEffect[];
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
  if ((input.effects?.length ?? 0) > 16) return 'At most 16 card effects can be counted in one attack.';
  return null;
}

export function xwingAttackOdds(input: XwingOddsInput): XwingOdds {
  const problem = xwingOddsProblem(input);
  if (problem) throw new RangeError(problem);
  const counted = countedEffects(input);
  const skip = counted.find((c) => c.effect.results?.kind === 'skipDice');
  if (skip) return skippedOrRolled(input, skip.effect);
  return counted.length > 0 ? oddsWithEffects(input, counted) : tokenOdds(input);
}

/**
 * Issue 34 · a card that skips the dice (Homing Missiles): its defender chooses. The odds follow the
 * choice that costs the defender less on average (the dice rolled on a tie): the damage suffered
 * with no dice, the attack hitting, or the attack rolled as if the card were not there.
 */
function skippedOrRolled(input: XwingOddsInput, skip: ActiveDiceEffect): XwingOdds {
  const results = skip.results as NonNullable<ActiveDiceEffect['results']>;
  const rolled = xwingAttackOdds({ ...input, effects: (input.effects ?? []).filter((effect) => effect !== skip) });
  const tally = damageTally(input.defender, 0, undefined);
  tally.add({ hits: results.hits, crits: results.crits }, 0, 1);
  const skipped = tally.odds({ attacker: { focus: 0, calculate: 0, lock: 0, force: 0 }, defender: { focus: 0, calculate: 0, evade: 0, force: 0 } }, []);
  const named = { ref: skip.ref, side: skip.side, source: skip.source };
  if (skipped.expectedDamage < rolled.expectedDamage) return { ...skipped, effects: [{ ...named, used: 1 }] };
  return { ...rolled, effects: [...rolled.effects, { ...named, used: 0 }] };
}

/** The odds with the tokens alone: the policy's first part, in closed form over face counts. */
function tokenOdds(input: XwingOddsInput): XwingOdds {
  const underway = input.underway;
  const evadeToken = evadeTokenRule({ rules: input.rules });
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
  const tally = damageTally(defender, underway?.remaining ? 0 : input.reinforce, input.ion, input.critsFirst ?? false, null, input);
  for (const [key, pa] of attackResults) {
    const rolled = { hits: Math.floor(key / 64), crits: key % 64 };
    const needed = rolled.hits + rolled.crits;
    for (const [[e = 0, f = 0, b = 0], pd] of needed === 0 ? [[[0, 0, 0], 1] as [number[], number]] : defense) {
      const p = pa * pd;
      let evades = e;
      let focusLeft = f;
      if (evades < needed && f > 0 && defender.focus > 0) {
        evades += f;
        focusLeft = 0;
        dSpent.focus += p;
      } else if (evades < needed && f > 0) {
        const byCalculate = Math.min(f, defender.calculate, needed - evades);
        if (byCalculate > 0) dSpent.calculate += p;
        evades += byCalculate;
        const byForce = Math.min(f - byCalculate, defender.force, Math.max(0, needed - evades));
        if (byForce > 0) dSpent.force += p;
        evades += byForce;
        focusLeft = f - byCalculate - byForce;
      }
      if (evades < needed && defender.evade > 0) {
        const tokens = Math.min(defender.evade, needed - evades, evadeToken.does === 'change' ? b + focusLeft : Infinity);
        if (tokens > 0) dSpent.evade += p;
        evades += tokens;
      }
      tally.add(rolled, evades, p);
    }
  }
  return tally.odds({ attacker: aSpent, defender: dSpent }, []);
}

/**
 * Neutralize Results and Deal Damage for each (attack results, evades) with its chance, added up:
 * evades and reinforce as the engine cancels, then shields and cards.
 */
function damageTally(
  defender: { shields: number; hullLeft: number },
  reinforce: number,
  ion: number | undefined,
  critsFirst = false,
  afterNeutralize: ((left: { hits: number; crits: number }, p: number) => { hits: number; crits: number }) | null = null,
  rules: Pick<XwingOddsInput, 'critsSpared' | 'critsAsIon' | 'ionCrit'> = {},
  dealtInstead: ((left: { hits: number; crits: number }, p: number) => { hits: number; crits: number } | null) | null = null,
) {
  const remainingByKey = new Map<number, number>(); // hits * 64 + crits
  const damage: number[] = [];
  const shieldsLost: number[] = [];
  const cards: number[] = [];
  let faceup = 0;
  let destroyed = 0;
  // RRG · Attack: it hits when a hit or crit result is left after Neutralize Results (a beam's then give tokens, no damage).
  let hits = 0;
  const add = (into: number[], at: number, p: number): void => {
    while (into.length <= at) into.push(0);
    into[at] = (into[at] as number) + p;
  };
  return {
    add(rolled: { hits: number; crits: number }, evades: number, p: number): void {
      const neutralized = applyReinforce(cancelWithEvades(rolled, evades, critsFirst, rules.critsSpared ?? false), reinforce).after;
      // r5-friends: the defender's cards that cancel results left (a wingmate takes the hit).
      const remaining = afterNeutralize ? afterNeutralize(neutralized, p) : neutralized;
      // An ion weapon's results: its damage in hits, the rest ion tokens (no damage, no faceup card); a card's crits as ion tokens.
      // Issue 34 · a card that cancels every result left once the attack hits deals its own damage instead (Mag-Pulse Warheads).
      const instead = dealtInstead ? dealtInstead(remaining, p) : null;
      const suffered =
        instead ?? (ion !== undefined ? (rules.ionCrit ? ionCritSuffered(remaining.hits, remaining.crits) : ionSuffered(remaining.hits, remaining.crits, ion)) : rules.critsAsIon ? critsAsIonSuffered(remaining.hits, remaining.crits) : remaining);
      const shieldsOnHits = Math.min(defender.shields, suffered.hits);
      const shieldsOnCrits = Math.min(defender.shields - shieldsOnHits, suffered.crits);
      const facedown = suffered.hits - shieldsOnHits;
      const faceupCards = suffered.crits - shieldsOnCrits;
      const dealt = facedown + faceupCards;
      const remainingKey = remaining.hits * 64 + remaining.crits;
      remainingByKey.set(remainingKey, (remainingByKey.get(remainingKey) ?? 0) + p);
      if (remaining.hits + remaining.crits > 0) hits += p;
      add(damage, suffered.hits + suffered.crits, p);
      add(shieldsLost, shieldsOnHits + shieldsOnCrits, p);
      add(cards, dealt, p);
      if (faceupCards > 0) faceup += p;
      if (dealt > 0 && dealt >= defender.hullLeft) destroyed += p;
    },
    odds(spent: XwingOdds['spent'], effects: XwingCountedEffect[]): XwingOdds {
      return {
        remaining: [...remainingByKey]
          .sort(([x], [y]) => x - y)
          .map(([key, p]) => ({ hits: Math.floor(key / 64), crits: key % 64, p })),
        hit: hits,
        damage,
        expectedDamage: damage.reduce((sum, p, i) => sum + p * i, 0),
        shieldsLost,
        damageCards: cards,
        faceupCard: faceup,
        destroyed,
        spent,
        effects,
      };
    },
  };
}

type DiceMoment = 'rollAttackDice' | 'modifyAttackDice' | 'afterModifyAttackDice' | 'rollDefenseDice' | 'modifyDefenseDice';
const momentPool: Record<DiceMoment, 'attack' | 'defense'> = { rollAttackDice: 'attack', modifyAttackDice: 'attack', afterModifyAttackDice: 'attack', rollDefenseDice: 'defense', modifyDefenseDice: 'defense' };
const isDiceMoment = (moment: string): moment is DiceMoment => moment in momentPool;

/** An effect the odds count: its facts on the pool of its moment, and its place in the answer. */
interface Counted {
  effect: ActiveDiceEffect;
  /** r5-friends: 'dealDamage': the defender's cancel of results left after Neutralize Results. */
  moment: DiceMoment | 'dealDamage';
  facts: DiceEffectFact[];
  index: number;
}

/** The effects counted, as the policy says: a use left, a dice moment still ahead, facts on its pool. */
function countedEffects(input: XwingOddsInput): Counted[] {
  const u = input.underway;
  const past = (effect: ActiveDiceEffect, moment: DiceMoment): boolean => {
    if (!u) return false;
    if (u.remaining) return true;
    switch (moment) {
      case 'rollAttackDice':
        return true;
      case 'modifyAttackDice':
        return u.attackFinal || (effect.side === 'defender' && u.modifying === 'attacker');
      case 'afterModifyAttackDice':
        return u.attackFinal;
      case 'rollDefenseDice':
        return u.defenseDice !== undefined;
      case 'modifyDefenseDice':
        return u.defenseDice !== undefined && effect.side === 'attacker' && u.modifying === 'defender';
    }
  };
  const counted: Counted[] = [];
  for (const effect of input.effects ?? []) {
    const moment = effect.moment;
    // Issue 34 · the attacker's card that settles what is dealt: once the attack hits (until the damage is dealt), or instead of the dice (before they are rolled).
    if (effect.results && effect.side === 'attacker') {
      const ahead = effect.results.kind === 'onHit' ? true : !u;
      if (effect.uses > 0 && ahead) counted.push({ effect, moment: effect.results.kind === 'onHit' ? 'dealDamage' : 'rollAttackDice', facts: [], index: counted.length });
      continue;
    }
    // r5-friends: the defender's cancel of results left acts until the damage is dealt.
    if (moment === 'dealDamage' && effect.side === 'defender' && effect.uses > 0) {
      const cancels = effect.dice.filter((fact) => fact.kind === 'cancel' && fact.pool === 'attack');
      if (cancels.length > 0) counted.push({ effect, moment, facts: cancels, index: counted.length });
      continue;
    }
    if (effect.uses < 1 || !isDiceMoment(moment) || past(effect, moment)) continue;
    const facts = effect.dice.filter((fact) => fact.pool === momentPool[moment]);
    if (facts.length > 0) counted.push({ effect, moment, facts, index: counted.length });
  }
  return counted;
}

const attackFaces: PoolFaces = { name: 'attack', faces: attackFaceOrder, weights: attackWeights };
const defenseFaces: PoolFaces = { name: 'defense', faces: defenseFaceOrder, weights: defenseWeights };

/** RRG · Modify Dice: the pool's owner's effects in groups — rerolls, others, (tokens), those changing only hits, crits or evades. */
function groupOf(facts: readonly DiceEffectFact[]): 'rerolls' | 'others' | 'late' {
  if (facts.some((fact) => fact.kind === 'reroll')) return 'rerolls';
  const late = facts.some((fact) => fact.kind === 'change' && !fact.from.includes('focus') && !fact.from.includes('blank'));
  return late ? 'late' : 'others';
}

/** The odds with card effects: every step a distribution over face counts (xwing-effect-dice.ts). */
function oddsWithEffects(input: XwingOddsInput, counted: Counted[]): XwingOdds {
  const u = input.underway;
  const attackerFinal = Boolean(u?.attackFinal);
  const attacker = attackerFinal ? { focus: 0, calculate: 0, lock: false, force: 0 } : input.attacker;
  const defender = input.defender;
  const evadeToken = evadeTokenRule({ rules: input.rules });
  const used = counted.map(() => 0);
  const aSpent = { focus: 0, calculate: 0, lock: 0, force: 0 };
  const of = (moment: DiceMoment | 'dealDamage', side?: 'attacker' | 'defender'): Counted[] => counted.filter((c) => c.moment === moment && (!side || c.effect.side === side));
  const scratch: Counts = new Array<number>(8).fill(0);

  /** One effect over a distribution: used when it helps (or always, when mandatory), facts in order; `weight` scales its chance of use. */
  const run = (dist: Dist, c: Counted, facts: readonly DiceEffectFact[], pool: KeyedPool, owner: boolean, judge: Judge, wants: ((counts: Counts) => boolean) | null, weight: number): Dist => {
    const out: Dist = new Map();
    const planners = facts.map((fact) => plannerFor(fact, pool, owner, judge));
    const into: Emit = (key, q) => addKey(out, key, q);
    for (const [key, p] of dist) {
      const counts = decode(key, pool, scratch);
      let use = false;
      if (c.effect.optional) {
        if (!owner || !wants || wants(counts)) for (const planner of planners) if (planner(counts)?.helps) use = true;
      } else for (const planner of planners) if (planner(counts) !== null) use = true;
      if (!use) {
        addKey(out, key, p);
        continue;
      }
      used[c.index] = (used[c.index] as number) + p * weight;
      if (planners.length === 1) {
        const plan = (planners[0] as Planner)(counts);
        if (plan) applyPlan(plan, key, pool, p, into);
        else addKey(out, key, p);
        continue;
      }
      let current: Dist = new Map([[key, p]]);
      for (const planner of planners) {
        const next: Dist = new Map();
        for (const [state, q] of current) {
          const plan = planner(decode(state, pool, scratch));
          if (plan) applyPlan(plan, state, pool, q, (after, r) => addKey(next, after, r));
          else addKey(next, state, q);
        }
        current = next;
      }
      for (const [state, q] of current) addKey(out, state, q);
    }
    return out;
  };
  /** Roll: how many dice (its "more / fewer dice" facts), the roll, then its other facts on the dice rolled. */
  const roll = (base: number, pool: KeyedPool, effects: Counted[], ownerSide: 'attacker' | 'defender', judge: Judge, weight: number): Dist => {
    let n = base;
    const usedAlready = new Set<number>();
    for (const c of effects) {
      const counts = c.facts.filter((fact): fact is Extract<DiceEffectFact, { kind: 'dice' }> => fact.kind === 'dice');
      if (counts.length === 0) continue;
      const owner = c.effect.side === ownerSide;
      const change = counts.reduce((total, fact) => total + fact.count, 0);
      if (c.effect.optional && !(owner ? change > 0 : change < 0)) continue;
      n += change;
      used[c.index] = (used[c.index] as number) + weight;
      usedAlready.add(c.index);
    }
    let dist: Dist = new Map();
    rollOnto(0, Math.max(0, n), pool, false, 1, (key, p) => addKey(dist, key, p));
    for (const c of effects) {
      const rest = c.facts.filter((fact) => fact.kind !== 'dice');
      if (rest.length > 0) dist = run(dist, c, rest, pool, c.effect.side === ownerSide, judge, null, usedAlready.has(c.index) ? 0 : weight);
    }
    return dist;
  };
  const fromDice = <F extends string>(dice: readonly { face: F; rerolled: boolean }[], pool: KeyedPool): Dist => {
    const counts = new Array<number>(pool.faces.length * 2).fill(0);
    for (const die of dice) {
      const i = pool.faces.indexOf(die.face as unknown as EffectFace) + (die.rerolled ? pool.faces.length : 0);
      counts[i] = (counts[i] as number) + 1;
    }
    return new Map([[encode(counts, pool), 1]]);
  };
  /** A change with no choice: every die showing a face it names turns (its count at most), whoever it helps. */
  const forcedChanges = (dist: Dist, c: Counted, pool: KeyedPool): Dist => {
    let current = dist;
    for (const fact of c.facts) {
      if (fact.kind !== 'change') continue;
      const to = pool.faces.indexOf(fact.to);
      const out: Dist = new Map();
      for (const [key, p] of current) {
        let next = key;
        let left = fact.count === 'all' ? Infinity : fact.count;
        for (const face of fact.from) {
          const from = pool.faces.indexOf(face);
          if (from < 0 || to < 0 || from === to || left <= 0) continue;
          const counts = decode(next, pool, new Array<number>(pool.faces.length * 2));
          const n = Math.min(left, (counts[from] as number) + (counts[from + pool.faces.length] as number));
          if (n === 0) continue;
          next = moveDice(next, counts, pool, from, to, n);
          left -= n;
        }
        if (next !== key) used[c.index] = (used[c.index] as number) + p;
        addKey(out, next, p);
      }
      current = out;
    }
    return current;
  };
  const groups = (effects: Counted[], group: ReturnType<typeof groupOf>): Counted[] => effects.filter((c) => groupOf(c.facts) === group);

  // The most dice a pool can hold: those rolled, and every die an effect (or, in older games, an evade token) may add.
  const mostAdded = (pool: 'attack' | 'defense'): number =>
    counted.reduce((sum, c) => sum + c.facts.reduce((more, fact) => more + (fact.pool === pool && (fact.kind === 'add' || fact.kind === 'dice') && fact.count > 0 ? fact.count : 0), 0), 0);
  const attackPool = keyedPool(attackFaces, (u ? u.attackDice.length : input.attackDice) + mostAdded('attack'));
  const defensePool = keyedPool(defenseFaces, (u?.defenseDice?.length ?? input.defenseDice) + mostAdded('defense') + (evadeToken.does === 'add' ? defender.evade : 0));

  // Attack dice (faces: hit 0, crit 1, focus 2, blank 3; rerolled 4–7).
  const aJudge = judgeFor(attacker.focus > 0, attacker.calculate + attacker.force);
  const aAfterTokens = judgeFor(false, 0);
  let attack = u ? fromDice(u.attackDice, attackPool) : roll(input.attackDice, attackPool, of('rollAttackDice'), 'attacker', aJudge, 1);
  for (const c of of('modifyAttackDice', 'defender')) attack = run(attack, c, c.facts, attackPool, false, aJudge, null, 1);
  const mine = of('modifyAttackDice', 'attacker');
  for (const c of groups(mine, 'rerolls')) attack = run(attack, c, c.facts, attackPool, true, aJudge, null, 1);
  if (attacker.lock) {
    const out: Dist = new Map();
    for (const [key, p] of attack) {
      const counts = decode(key, attackPool, scratch);
      const focus = (counts[2] as number) + (counts[6] as number);
      const kept = attacker.focus > 0 ? focus : Math.min(focus, attacker.calculate + attacker.force);
      const blanks = counts[3] as number;
      const focusAgain = Math.min(focus - kept, counts[2] as number);
      if (blanks + focusAgain === 0) {
        addKey(out, key, p);
        continue;
      }
      aSpent.lock += p;
      rollOnto(key - blanks * (attackPool.slots[3] as number) - focusAgain * (attackPool.slots[2] as number), blanks + focusAgain, attackPool, true, p, (next, q) => addKey(out, next, q));
    }
    attack = out;
  }
  attack = mergeRerolled(attack, attackPool);
  for (const c of groups(mine, 'others')) attack = run(attack, c, c.facts, attackPool, true, aJudge, null, 1);
  {
    const out: Dist = new Map();
    for (const [key, p] of attack) {
      const counts = decode(key, attackPool, scratch);
      const focus = (counts[2] as number) + (counts[6] as number);
      if (focus === 0) {
        addKey(out, key, p);
        continue;
      }
      let change = 0;
      if (attacker.focus > 0) {
        change = focus;
        aSpent.focus += p;
      } else {
        const byCalculate = Math.min(focus, attacker.calculate);
        const byForce = Math.min(focus - byCalculate, attacker.force);
        if (byCalculate > 0) aSpent.calculate += p;
        if (byForce > 0) aSpent.force += p;
        change = byCalculate + byForce;
      }
      addKey(out, moveDice(key, counts, attackPool, 2, 0, change), p);
    }
    attack = out;
  }
  for (const c of groups(mine, 'late')) attack = run(attack, c, c.facts, attackPool, true, aAfterTokens, null, 1);
  // h-weapons: as Modify Attack Dice ends, the attacker's changes with no choice (Heavy Laser Cannon: every crit a hit).
  for (const c of of('afterModifyAttackDice', 'attacker')) attack = c.effect.optional ? run(attack, c, c.facts, attackPool, true, aAfterTokens, null, 1) : forcedChanges(attack, c, attackPool);
  const attackResults = new Map<number, number>(); // hits * 64 + crits
  for (const [key, p] of attack) {
    const counts = decode(key, attackPool, scratch);
    const hitsCrits = ((counts[0] as number) + (counts[4] as number)) * 64 + (counts[1] as number) + (counts[5] as number);
    attackResults.set(hitsCrits, (attackResults.get(hitsCrits) ?? 0) + p);
  }

  // Defense dice (faces: evade 0, focus 1, blank 2; rerolled 3–5), once for each number of hits and crits to cancel.
  const dSpent = { focus: 0, calculate: 0, evade: 0, force: 0 };
  const dJudge = judgeFor(defender.focus > 0, defender.calculate + defender.force);
  const dAfterTokens = judgeFor(false, 0);
  const theirs = of('modifyDefenseDice', 'attacker');
  const own = of('modifyDefenseDice', 'defender');
  const defenseFor = (needed: number, weight: number): Map<number, number> => {
    const wants = (counts: Counts): boolean => (counts[0] as number) + (counts[3] as number) < needed;
    let defense = u?.defenseDice ? fromDice(u.defenseDice, defensePool) : roll(input.defenseDice, defensePool, of('rollDefenseDice'), 'defender', dJudge, weight);
    for (const c of theirs) defense = run(defense, c, c.facts, defensePool, false, dJudge, null, weight);
    for (const c of groups(own, 'rerolls')) defense = run(defense, c, c.facts, defensePool, true, dJudge, wants, weight);
    defense = mergeRerolled(defense, defensePool);
    for (const c of groups(own, 'others')) defense = run(defense, c, c.facts, defensePool, true, dJudge, wants, weight);
    const tokens: Dist = new Map();
    for (const [key, p] of defense) {
      const counts = decode(key, defensePool, scratch);
      const q = p * weight;
      let evades = (counts[0] as number) + (counts[3] as number);
      const f = (counts[1] as number) + (counts[4] as number);
      let next = key;
      let focusLeft = f;
      if (evades < needed && f > 0 && defender.focus > 0) {
        next = moveDice(next, counts, defensePool, 1, 0, f);
        evades += f;
        focusLeft = 0;
        dSpent.focus += q;
      } else if (evades < needed && f > 0) {
        const byCalculate = Math.min(f, defender.calculate, needed - evades);
        if (byCalculate > 0) dSpent.calculate += q;
        evades += byCalculate;
        const byForce = Math.min(f - byCalculate, defender.force, Math.max(0, needed - evades));
        if (byForce > 0) dSpent.force += q;
        evades += byForce;
        next = moveDice(next, counts, defensePool, 1, 0, byCalculate + byForce);
        focusLeft = f - byCalculate - byForce;
      }
      if (evades < needed && defender.evade > 0) {
        const blanks = (counts[2] as number) + (counts[5] as number);
        const spent = Math.min(defender.evade, needed - evades, evadeToken.does === 'change' ? blanks + focusLeft : Infinity);
        if (spent > 0) dSpent.evade += q;
        if (evadeToken.does === 'add') next += spent;
        else {
          const fromBlanks = Math.min(spent, blanks);
          const after = decode(next, defensePool, new Array<number>(6));
          next = moveDice(next, after, defensePool, 2, 0, fromBlanks);
          next = moveDice(next, decode(next, defensePool, after), defensePool, 1, 0, spent - fromBlanks);
        }
      }
      addKey(tokens, next, p);
    }
    defense = tokens;
    for (const c of groups(own, 'late')) defense = run(defense, c, c.facts, defensePool, true, dAfterTokens, wants, weight);
    const byEvades = new Map<number, number>();
    for (const [key, p] of defense) {
      const counts = decode(key, defensePool, scratch);
      const evades = (counts[0] as number) + (counts[3] as number);
      byEvades.set(evades, (byEvades.get(evades) ?? 0) + p);
    }
    return byEvades;
  };

  // r5-friends · the defender's cards that cancel results left (a wingmate takes a hit or a crit for its leader): each
  // used once, on a result it matches, crits first (the worse one); of the facts sharing a label, one per attack.
  const leftCancels = of('dealDamage', 'defender').sort((x, y) => Number(y.facts.some((fact) => fact.kind === 'cancel' && fact.faces.includes('crit'))) - Number(x.facts.some((fact) => fact.kind === 'cancel' && fact.faces.includes('crit'))));
  const cancelLeft = (left: { hits: number; crits: number }, p: number): { hits: number; crits: number } => {
    const after = { ...left };
    const shared = new Set<string>();
    for (const c of leftCancels) {
      if (c.effect.shares !== undefined && shared.has(c.effect.shares)) continue;
      let cancelled = 0;
      for (const fact of c.facts) {
        if (fact.kind !== 'cancel') continue;
        let n = fact.count === 'all' ? Infinity : fact.count;
        for (const face of ['crit', 'hit'] as const) {
          if (!fact.faces.includes(face)) continue;
          const k = Math.min(n, face === 'crit' ? after.crits : after.hits);
          if (face === 'crit') after.crits -= k;
          else after.hits -= k;
          n -= k;
          cancelled += k;
        }
      }
      if (cancelled === 0) continue;
      used[c.index] = (used[c.index] as number) + p;
      if (c.effect.shares !== undefined) shared.add(c.effect.shares);
    }
    return after;
  };
  // Issue 34 · the attacker's cards that cancel every result left once the attack hits, dealing their own damage instead:
  // a mandatory one always, an optional one when it deals more (crits counting first); the first that applies.
  const onHits = of('dealDamage', 'attacker').filter((c) => c.effect.results?.kind === 'onHit');
  const dealtInstead = (left: { hits: number; crits: number }, p: number): { hits: number; crits: number } | null => {
    if (left.hits + left.crits === 0) return null;
    for (const c of onHits) {
      const { hits, crits } = c.effect.results as NonNullable<ActiveDiceEffect['results']>;
      if (c.effect.optional && hits + crits * 1.5 <= left.hits + left.crits * 1.5) continue;
      used[c.index] = (used[c.index] as number) + p;
      return { hits, crits };
    }
    return null;
  };
  const settled = u?.remaining;
  const tally = damageTally(defender, settled ? 0 : input.reinforce, input.ion, input.critsFirst ?? false, leftCancels.length > 0 ? cancelLeft : null, input, onHits.length > 0 ? dealtInstead : null);
  // Deal Damage under way: the results left are known; only the cancels of results left still act.
  if (settled) {
    tally.add(settled, 0, 1);
    return tally.odds({ attacker: aSpent, defender: { focus: 0, calculate: 0, evade: 0, force: 0 } }, counted.map((c) => ({ ref: c.effect.ref, side: c.effect.side, source: c.effect.source, used: used[c.index] as number })));
  }
  // The chance each number of hits and crits comes to the defense dice: each is rolled once, weighted by it.
  const neededWeight = new Map<number, number>();
  for (const [key, pa] of attackResults) {
    const needed = Math.floor(key / 64) + (key % 64);
    if (needed > 0) neededWeight.set(needed, (neededWeight.get(needed) ?? 0) + pa);
  }
  const defenseByNeeded = new Map<number, Map<number, number>>();
  for (const [needed, weight] of neededWeight) defenseByNeeded.set(needed, defenseFor(needed, weight));
  for (const [key, pa] of attackResults) {
    const rolled = { hits: Math.floor(key / 64), crits: key % 64 };
    const needed = rolled.hits + rolled.crits;
    if (needed === 0) {
      tally.add(rolled, 0, pa);
      continue;
    }
    for (const [evades, pd] of defenseByNeeded.get(needed) ?? []) tally.add(rolled, evades, pa * pd);
  }
  return tally.odds(
    { attacker: aSpent, defender: dSpent },
    counted.map((c) => ({ ref: c.effect.ref, side: c.effect.side, source: c.effect.source, used: used[c.index] as number })),
  );
}
