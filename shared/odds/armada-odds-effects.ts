/**
 * The card effects the Armada odds count (DESIGN §10), planned for one call of armadaAttackOdds:
 * which effects are still ahead and switched on, in what order they act, and — the policy written
 * at the top of armada-odds.ts — which dice each one picks from a pool. Pure and small: the exact
 * counting itself is armada-odds.ts's.
 */
import type { ActiveArmadaDiceEffect, ArmadaDiceEffect, ArmadaEffectMoment } from '../engine/games/armada/effects/card-effect';
import type { DieColor, DieFace } from '../engine/games/armada/model/state';

/** The steps of an attack (004) an attack under way can be at, in order, with the moments before them. */
export const attackMomentOrder = ['declareTarget', 'gatherDice', 'rollAttackDice', 'resolveAttackEffects', 'spendDefenseTokens', 'resolveDamage'] as const satisfies readonly ArmadaEffectMoment[];
export type ArmadaOddsStep = Exclude<(typeof attackMomentOrder)[number], 'declareTarget'>;

/** How the odds took an effect they were given. */
export interface ArmadaOddsEffect {
  ref: string;
  source: string;
  side: 'attacker' | 'defender';
  moment: ArmadaEffectMoment;
  counted: boolean;
  /** Why it was not counted: switched off in "What if…", its moment is past, it acts outside the attack's dice, or no use is left. */
  left?: 'switchedOff' | 'past' | 'notDice' | 'noUses';
}

/** One use of one dice fact, in the order the attack resolves it. */
export interface EffectStep {
  side: 'attacker' | 'defender';
  fact: ArmadaDiceEffect;
  optional: boolean;
  /** Acts after the attacker's accuracies are spent (Spend Defense Tokens, or the defender's): an accuracy it brings locks nothing. */
  late: boolean;
}

export interface EffectPlan {
  listed: ArmadaOddsEffect[];
  /** Gather Dice: dice added to the pool, removed from it, or added set to a face, before the roll. */
  before: EffectStep[];
  /** After the roll, in order: the attacker's (Resolve Attack Effects), then the defender's. */
  after: EffectStep[];
  /** Where concentrate fire's reroll goes among `after`: after the attacker's own effects. */
  concentrateFireAt: number;
  /** Added to (or taken from) the damage total in Resolve Damage. */
  damage: number;
}

export interface PlanInput {
  effects?: readonly ActiveArmadaDiceEffect[] | undefined;
  disabledEffects?: readonly string[] | undefined;
  step?: ArmadaOddsStep | undefined;
  underway?: { effectsDone: boolean; tokensDone: boolean } | undefined;
}

const MAX_USES = 4;

export function planEffects(input: PlanInput): EffectPlan {
  const disabled = new Set(input.disabledEffects ?? []);
  const stepAt = input.step ? attackMomentOrder.indexOf(input.step) : 0;
  const listed: ArmadaOddsEffect[] = [];
  const counted: { effect: ActiveArmadaDiceEffect; at: number; order: number }[] = [];
  (input.effects ?? []).forEach((effect, order) => {
    const at = (attackMomentOrder as readonly ArmadaEffectMoment[]).indexOf(effect.moment);
    const entry: ArmadaOddsEffect = { ref: effect.ref, source: effect.source, side: effect.side, moment: effect.moment, counted: false };
    if (at < 0 || effect.dice.length === 0) entry.left = 'notDice';
    else if (at < stepAt || (input.underway?.effectsDone === true && at <= 3) || (input.underway?.tokensDone === true && at <= 4)) entry.left = 'past';
    else if (disabled.has(effect.ref)) entry.left = 'switchedOff';
    else if (!(effect.uses > 0)) entry.left = 'noUses';
    else {
      entry.counted = true;
      counted.push({ effect, at, order });
    }
    listed.push(entry);
  });
  counted.sort((x, y) => x.at - y.at || x.order - y.order);
  const before: EffectStep[] = [];
  const after: EffectStep[] = [];
  let concentrateFireAt = 0;
  let damage = 0;
  for (const { effect, at } of counted) {
    for (let use = 0; use < Math.min(effect.uses, MAX_USES); use++) {
      for (const fact of effect.dice) {
        const step: EffectStep = { side: effect.side, fact, optional: effect.optional, late: effect.side === 'defender' || at >= 4 };
        if (fact.kind === 'damage') {
          // An optional effect is used when it helps its side: more damage for the attacker, less for the defender.
          const helps = effect.side === 'attacker' ? fact.amount > 0 : fact.amount < 0;
          if (helps || !effect.optional) damage += fact.amount;
        } else if (at <= 1 && (fact.kind === 'addDice' || fact.kind === 'addFace' || (fact.kind === 'removeDice' && !fact.faces))) before.push(step);
        else {
          after.push(step);
          if (!step.late) concentrateFireAt = after.length;
        }
      }
    }
  }
  return { listed, before, after, concentrateFireAt, damage };
}

/** What the policy needs to know of a die type (armada-odds.ts's face table). */
export interface FaceFacts {
  color: DieColor;
  face: DieFace;
  value: number;
  crits: number;
  accuracies: number;
  spent: boolean;
}

/** A die type an after-roll step may pick, best first; `to`: the type a change makes of it. */
export interface Candidate {
  t: number;
  to: number;
  /** An accuracy die (for the attacker: taken only when the pool has more accuracies than tokens to lock). */
  accuracy: boolean;
}

export interface StepCandidates {
  list: Candidate[];
  /** A change to an accuracy: used only while the pool has fewer accuracies than tokens it could lock. */
  wantsAccuracy: boolean;
  /** How many dice at most (Infinity: 'all'). */
  count: number;
}

const colorRank: Record<DieColor, number> = { black: 0, red: 1, blue: 2 };
const EPS = 1e-12;

/**
 * The dice a step may pick, ranked by the written policy. `typeOf(color, face)`: the (unspent) type of
 * that face, or -1 when the colour has no such face.
 */
export function stepCandidates(step: EffectStep, types: readonly FaceFacts[], mean: Record<DieColor, number>, critsCount: boolean, typeOf: (color: DieColor, face: DieFace) => number): StepCandidates {
  const fact = step.fact;
  const attacker = step.side === 'attacker';
  const colours = 'colors' in fact ? fact.colors : undefined;
  const fits = (type: FaceFacts, faces: readonly DieFace[] | undefined): boolean => (!colours || colours.includes(type.color)) && (!faces || faces.includes(type.face));
  const critWeight = (type: FaceFacts): number => (critsCount ? type.crits : 0);
  const byRank = (key: (type: FaceFacts) => number[]) => (x: Candidate, y: Candidate) => {
    const kx = key(types[x.t] as FaceFacts);
    const ky = key(types[y.t] as FaceFacts);
    for (let i = 0; i < kx.length; i++) if ((kx[i] as number) !== (ky[i] as number)) return (kx[i] as number) - (ky[i] as number);
    return x.t - y.t;
  };
  const all = types.map((type, t) => ({ type, t }));
  if (fact.kind === 'reroll') {
    const count = fact.count === 'all' ? Infinity : fact.count;
    const list = all
      .filter(({ type }) => fits(type, fact.faces) && (attacker ? type.value < mean[type.color] - EPS : type.value > mean[type.color] + EPS))
      .map(({ type, t }) => ({ t, to: -1, accuracy: attacker && type.accuracies > 0 }));
    // Attacker: dice without an accuracy first, the most below their colour's average first; defender: the most above.
    list.sort(byRank((type) => (attacker ? [type.accuracies, type.value - mean[type.color], colorRank[type.color]] : [mean[type.color] - type.value, -critWeight(type), colorRank[type.color]])));
    return { list, wantsAccuracy: false, count };
  }
  if (fact.kind === 'change') {
    const list: Candidate[] = [];
    const wantsAccuracy = attacker && fact.to === 'accuracy' && !step.late;
    for (const { type, t } of all) {
      if (!fits(type, fact.from) || type.face === fact.to) continue;
      const to = typeOf(type.color, fact.to);
      if (to < 0) continue;
      const target = types[to] as FaceFacts;
      const gain = target.value - type.value;
      const critGain = critWeight(target) - critWeight(type);
      if (wantsAccuracy) {
        if (type.accuracies === 0) list.push({ t, to, accuracy: false });
      } else if (attacker ? gain > 0 || (gain === 0 && critGain > 0) : gain < 0 || (gain === 0 && critGain < 0)) list.push({ t, to, accuracy: attacker && type.accuracies > 0 });
    }
    const gainOf = (type: FaceFacts): number => (types[typeOf(type.color, fact.to)] as FaceFacts).value - type.value;
    const critOf = (type: FaceFacts): number => critWeight(types[typeOf(type.color, fact.to)] as FaceFacts) - critWeight(type);
    if (wantsAccuracy) list.sort(byRank((type) => [type.value, critWeight(type), colorRank[type.color]]));
    else if (attacker) list.sort(byRank((type) => [type.accuracies, -gainOf(type), -critOf(type), colorRank[type.color]]));
    else list.sort(byRank((type) => [gainOf(type), critOf(type), colorRank[type.color]]));
    return { list, wantsAccuracy, count: fact.count };
  }
  if (fact.kind === 'removeDice') {
    // The defender removes the dice of most damage; the attacker removes only when it must, the dice of least.
    if (attacker && step.optional) return { list: [], wantsAccuracy: false, count: 0 };
    const list = all.filter(({ type }) => fits(type, fact.faces) && (attacker || type.value > 0 || critWeight(type) > 0)).map(({ t }) => ({ t, to: -1, accuracy: false }));
    list.sort(byRank((type) => (attacker ? [type.value, critWeight(type), type.accuracies, colorRank[type.color]] : [-type.value, -critWeight(type), colorRank[type.color]])));
    return { list, wantsAccuracy: false, count: fact.count };
  }
  return { list: [], wantsAccuracy: false, count: 0 };
}

/**
 * The dice a step picks from a pool: `held(t)` dice of each type it may pick, `accuracies` the
 * pool's usable accuracies, `lockable` how many tokens they could lock. Appends the picked types to `out`.
 */
export function pickDice(candidates: StepCandidates, held: (t: number) => number, accuracies: number, lockable: number, out: number[]): void {
  let left = candidates.count;
  let spare = accuracies - lockable;
  let wanted = lockable - accuracies;
  for (const candidate of candidates.list) {
    if (left <= 0) return;
    let n = Math.min(held(candidate.t), left);
    if (candidates.wantsAccuracy) n = Math.min(n, wanted);
    if (candidate.accuracy) n = Math.min(n, spare);
    if (n <= 0) continue;
    for (let i = 0; i < n; i++) out.push(candidate.t);
    left -= n;
    if (candidates.wantsAccuracy) wanted -= n;
    if (candidate.accuracy) spare -= n;
  }
}
