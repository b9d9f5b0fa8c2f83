// A deliberately naive second implementation of the card-effect policy of the Armada odds
// (shared/odds/armada-odds.ts): every die held in a list, every face of every die enumerated (die
// permutations, not face counts), each effect step played on the list by sorting its dice by the
// written policy, then the defender's part played by armada-reference.ts's playAttack on the final
// faces. Only the plan (which effects are ahead and their order) is the module's own.
import { attackDieFaces, dieColors, facesOf, iconsOf } from '../../shared/engine/games/armada/attack/dice';
import type { DefenseTokenType, DieColor, DieFace } from '../../shared/engine/games/armada/model/state';
import type { ArmadaOddsInput } from '../../shared/odds/armada-odds';
import { planEffects, type EffectStep } from '../../shared/odds/armada-odds-effects';
import { everyFace, playAttack, type Summary } from './armada-reference';

interface Die {
  color: DieColor;
  face: DieFace;
  accuracySpent?: boolean | undefined;
}

const colorRank: Record<DieColor, number> = { black: 0, red: 1, blue: 2 };
const lockOrder: DefenseTokenType[] = ['scatter', 'brace', 'evade', 'redirect', 'contain'];

function compare(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return 0;
}

export function summarizeWithEffects(input: ArmadaOddsInput): Summary {
  const s: Summary = { damage: [], damageCards: [], faceupCard: 0, destroyed: 0, spent: input.tokens.map(() => 0), locked: input.tokens.map(() => 0), weight: 0 };
  const add = (into: number[], at: number, w: number): void => {
    while (into.length <= at) into.push(0);
    into[at] = (into[at] as number) + w;
  };
  const critsCount = input.defender.kind === 'ship' && (input.attacker.kind === 'ship' || input.attacker.bomber === true);
  const critW = (die: Die): number => (critsCount ? iconsOf(die.face).crits : 0);
  const value = (die: Die): number => iconsOf(die.face).hits + critW(die);
  const mean = (color: DieColor): number => attackDieFaces[color].reduce((sum, face) => sum + value({ color, face }), 0) / 8;
  const usableAccuracy = (die: Die): boolean => die.face === 'accuracy' && !die.accuracySpent;
  // The same dice in the module's own order of faces (a tie between two kinds of die is settled by it).
  const faceOrder = (die: Die): number => (die.face === 'accuracy' && die.accuracySpent ? 100 + dieColors.indexOf(die.color) : dieColors.indexOf(die.color) * 10 + facesOf(die.color).indexOf(die.face));

  // Tokens the attacker's accuracies could lock (as the module counts them).
  const underway = input.underway;
  const maxAdjacent = Math.max(0, ...input.adjacentShields);
  const effect = (type: DefenseTokenType): boolean =>
    type === 'redirect' ? input.defender.kind === 'ship' && maxAdjacent > 0 : type === 'contain' ? critsCount : type === 'scatter' || type === 'brace' || type === 'evade';
  const spentFor = (type: DefenseTokenType): boolean => underway?.spent.some((spent) => spent.type === type && !spent.asCost) ?? false;
  const lockable =
    underway?.effectsDone || underway?.tokensDone || (input.defender.kind === 'ship' && input.defender.speed === 0)
      ? 0
      : input.tokens.filter(
          (token) =>
            token.state !== 'discarded' &&
            !(token.id !== undefined && (underway?.locked.includes(token.id) || underway?.spent.some((spent) => spent.id === token.id))) &&
            !spentFor(token.type) &&
            effect(token.type) &&
            lockOrder.includes(token.type),
        ).length;

  const plan = planEffects(input);
  const cf = input.concentrateFire === true && !underway?.effectsDone;
  const after: EffectStep[] =
    cf && plan.after.length > 0
      ? [...plan.after.slice(0, plan.concentrateFireAt), { side: 'attacker', fact: { kind: 'reroll', count: 1, faces: ['blank', 'accuracy'] }, optional: true, late: false }, ...plan.after.slice(plan.concentrateFireAt)]
      : plan.after;

  // Gather Dice.
  const counts = { ...(input.dice ?? { red: 0, blue: 0, black: 0 }) };
  const fixed: Die[] = (input.faces ?? []).map((die) => ({ ...die }));
  for (const step of plan.before) {
    const fact = step.fact;
    if (fact.kind === 'addDice') counts[fact.color] += fact.count;
    if (fact.kind === 'addFace' && attackDieFaces[fact.color].includes(fact.face)) for (let n = 0; n < fact.count; n++) fixed.push({ color: fact.color, face: fact.face });
    if (fact.kind === 'removeDice' && !(step.side === 'attacker' && step.optional)) {
      for (let n = 0; n < fact.count; n++) {
        const colours = (fact.colors ?? [...dieColors]).filter((color) => counts[color] > 0);
        colours.sort((x, y) => (step.side === 'defender' ? mean(y) - mean(x) : mean(x) - mean(y)));
        const colour = colours[0];
        if (colour) counts[colour]--;
      }
    }
  }

  const visit = (dice: Die[], w: number): void => {
    const final = after.length > 0 ? { ...input, dice: { red: 0, blue: 0, black: 0 }, faces: dice, concentrateFire: false, effects: undefined } : { ...input, dice: counts, faces: dice, effects: undefined };
    playAttack(
      final,
      everyFace,
      (o, ow) => {
        const p = w * ow;
        add(s.damage, o.total, p);
        add(s.damageCards, o.dealt, p);
        if (o.faceup) s.faceupCard += p;
        if (o.destroyed) s.destroyed += p;
        input.tokens.forEach((_, i) => {
          if (o.spent & (1 << i)) s.spent[i] = (s.spent[i] as number) + p;
          if (o.locked & (1 << i)) s.locked[i] = (s.locked[i] as number) + p;
        });
        s.weight += p;
      },
      plan.damage,
    );
  };

  /** Every face of each die in `colours` added to the list. */
  const rollOnto = (dice: Die[], colours: DieColor[], late: boolean, w: number, then: (dice: Die[], w: number) => void): void => {
    const [colour, ...rest] = colours;
    if (!colour) return then(dice, w);
    for (const face of attackDieFaces[colour]) rollOnto([...dice, { color: colour, face, accuracySpent: late && face === 'accuracy' ? true : undefined }], rest, late, w / 8, then);
  };

  /** The indexes of the dice a step picks, by the written policy. */
  const picks = (dice: Die[], step: EffectStep): number[] => {
    const fact = step.fact;
    const attacker = step.side === 'attacker';
    const colours = 'colors' in fact ? fact.colors : undefined;
    const accuracies = dice.filter(usableAccuracy).length;
    let spare = accuracies - lockable;
    let wanted = lockable - accuracies;
    const chosen: number[] = [];
    const take = (ranked: { die: Die; i: number }[], count: number, limit: (die: Die) => boolean, used: (die: Die) => void): void => {
      for (const { die, i } of ranked) {
        if (chosen.length >= count) return;
        if (!limit(die)) continue;
        chosen.push(i);
        used(die);
      }
    };
    const all = dice.map((die, i) => ({ die, i }));
    const sorted = (list: { die: Die; i: number }[], key: (die: Die) => number[]) => [...list].sort((x, y) => compare(key(x.die), key(y.die)) || faceOrder(x.die) - faceOrder(y.die));
    if (fact.kind === 'reroll') {
      const count = fact.count === 'all' ? Infinity : fact.count;
      const fits = all.filter(({ die }) => (!colours || colours.includes(die.color)) && (!fact.faces || fact.faces.includes(die.face)) && (attacker ? value(die) < mean(die.color) - 1e-12 : value(die) > mean(die.color) + 1e-12));
      const ranked = sorted(fits, (die) => (attacker ? [usableAccuracy(die) ? 1 : 0, value(die) - mean(die.color), colorRank[die.color]] : [mean(die.color) - value(die), -critW(die), colorRank[die.color]]));
      take(ranked, count, (die) => !(attacker && usableAccuracy(die)) || spare > 0, (die) => (attacker && usableAccuracy(die) ? spare-- : 0));
    } else if (fact.kind === 'change') {
      const to = fact.to;
      const target = (die: Die): Die => ({ color: die.color, face: to });
      const fits = all.filter(({ die }) => (!colours || colours.includes(die.color)) && (!fact.from || fact.from.includes(die.face)) && die.face !== to && attackDieFaces[die.color].includes(to));
      if (attacker && to === 'accuracy' && !step.late) {
        const ranked = sorted(
          fits.filter(({ die }) => !usableAccuracy(die)),
          (die) => [value(die), critW(die), colorRank[die.color]],
        );
        take(ranked, fact.count, () => wanted > 0, () => wanted--);
      } else {
        const gain = (die: Die): number => value(target(die)) - value(die);
        const critGain = (die: Die): number => critW(target(die)) - critW(die);
        const helps = fits.filter(({ die }) => (attacker ? gain(die) > 0 || (gain(die) === 0 && critGain(die) > 0) : gain(die) < 0 || (gain(die) === 0 && critGain(die) < 0)));
        const ranked = sorted(helps, (die) => (attacker ? [usableAccuracy(die) ? 1 : 0, -gain(die), -critGain(die), colorRank[die.color]] : [gain(die), critGain(die), colorRank[die.color]]));
        take(ranked, fact.count, (die) => !(attacker && usableAccuracy(die)) || spare > 0, (die) => (attacker && usableAccuracy(die) ? spare-- : 0));
      }
    } else if (fact.kind === 'removeDice') {
      if (attacker && step.optional) return [];
      const fits = all.filter(({ die }) => (!colours || colours.includes(die.color)) && (!fact.faces || fact.faces.includes(die.face)) && (attacker || value(die) > 0 || critW(die) > 0));
      const ranked = sorted(fits, (die) => (attacker ? [value(die), critW(die), usableAccuracy(die) ? 1 : 0, colorRank[die.color]] : [-value(die), -critW(die), colorRank[die.color]]));
      take(ranked, fact.count, () => true, () => 0);
    }
    return chosen;
  };

  const play = (dice: Die[], at: number, w: number): void => {
    const step = after[at];
    if (!step) return visit(dice, w);
    const fact = step.fact;
    const chosen = picks(dice, step);
    const kept = dice.filter((_, i) => !chosen.includes(i));
    const mark = (die: Die): Die => ({ ...die, accuracySpent: step.late && die.face === 'accuracy' ? true : undefined });
    if (fact.kind === 'reroll') return rollOnto(kept, chosen.map((i) => (dice[i] as Die).color), step.late, w, (next, nw) => play(next, at + 1, nw));
    if (fact.kind === 'change') return play([...kept, ...chosen.map((i) => mark({ color: (dice[i] as Die).color, face: fact.to }))], at + 1, w);
    if (fact.kind === 'addDice') return rollOnto(kept, Array.from({ length: fact.count }, () => fact.color), step.late, w, (next, nw) => play(next, at + 1, nw));
    if (fact.kind === 'addFace') {
      const added = attackDieFaces[fact.color].includes(fact.face) ? Array.from({ length: fact.count }, () => mark({ color: fact.color, face: fact.face })) : [];
      return play([...kept, ...added], at + 1, w);
    }
    return play(kept, at + 1, w);
  };

  if (after.length === 0) visit(fixed, 1);
  else rollOnto(fixed, dieColors.flatMap((color) => Array.from({ length: counts[color] }, () => color)), false, 1, (dice, w) => play(dice, 0, w));
  return s;
}
