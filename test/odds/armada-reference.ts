// A deliberately naive second implementation of the Armada odds policy (shared/odds/armada-odds.ts):
// it holds every die in a list and plays the attack die by die, so it can be enumerated over every
// face of every die (brute force) or driven by the engine's seeded random source (Monte Carlo).
import { randomInt, seedRandom, type RandomState } from '../../shared/engine/core/random';
import { attackDieFaces, iconsOf } from '../../shared/engine/games/armada/attack/dice';
import type { DefenseTokenType, DieColor, DieFace } from '../../shared/engine/games/armada/model/state';
import type { ArmadaOddsInput } from '../../shared/odds/armada-odds';

interface Die {
  color: DieColor;
  face: DieFace;
  accuracySpent?: boolean | undefined;
}

export interface Outcome {
  total: number;
  dealt: number;
  faceup: boolean;
  destroyed: boolean;
  spent: number;
  locked: number;
}

/** Draws faces for a die: every printed face with weight 1/8, or one random face with weight 1. */
export type Roller = (color: DieColor) => [DieFace, number][];

export const everyFace: Roller = (color) => attackDieFaces[color].map((face) => [face, 1 / attackDieFaces[color].length]);

export function seededRoller(seed: string): Roller {
  let random: RandomState = seedRandom(seed);
  return (color) => {
    const [index, next] = randomInt(random, attackDieFaces[color].length);
    random = next;
    return [[attackDieFaces[color][index] as DieFace, 1]];
  };
}

const colourOrder: DieColor[] = ['red', 'blue', 'black'];
const lockOrder: DefenseTokenType[] = ['scatter', 'brace', 'evade', 'redirect', 'contain'];

/** Every outcome of the attack with its weight (the dice to roll are rolled with the roller too). */
/** `bonus`: damage a card effect adds to the total in Resolve Damage, after brace (never below 0). */
export function playAttack(input: ArmadaOddsInput, roller: Roller, visit: (outcome: Outcome, weight: number) => void, bonus = 0): void {
  // RRG · Bomber: a Bomber squadron's crits count against a ship and may resolve the critical effect, as a ship's do.
  const critsCount = input.defender.kind === 'ship' && (input.attacker.kind === 'ship' || input.attacker.bomber === true);
  const value = (die: Die): number => iconsOf(die.face).hits + (critsCount ? iconsOf(die.face).crits : 0);
  const means = new Map(colourOrder.map((color) => [color, attackDieFaces[color].reduce((sum, face) => sum + value({ color, face }), 0) / 8]));
  const mean = (color: DieColor): number => means.get(color) ?? 0;
  const maxAdjacent = Math.max(0, ...input.adjacentShields);
  const effect = (type: DefenseTokenType): boolean =>
    type === 'redirect' ? input.defender.kind === 'ship' && maxAdjacent > 0 : type === 'contain' ? critsCount : type === 'scatter' || type === 'brace' || type === 'evade';
  const underway = input.underway;
  const preLocked = input.tokens.reduce((mask, token, i) => (token.id !== undefined && underway?.locked.includes(token.id) ? mask | (1 << i) : mask), 0);
  const preSpent = input.tokens.reduce((mask, token, i) => (token.id !== undefined && underway?.spent.some((spent) => spent.id === token.id) ? mask | (1 << i) : mask), 0);
  const spentFor = (type: DefenseTokenType): boolean => underway?.spent.some((spent) => spent.type === type && !spent.asCost) ?? false;
  const effectsDone = underway?.effectsDone === true;
  const usable = input.tokens.map(
    (token, i) =>
      (input.defender.kind !== 'ship' || input.defender.speed > 0) &&
      token.state !== 'discarded' &&
      !underway?.tokensDone &&
      !((preLocked | preSpent) & (1 << i)) &&
      !spentFor(token.type),
  );
  const lockableCount = input.tokens.filter((token, i) => usable[i] && effect(token.type) && lockOrder.includes(token.type)).length;
  const sizes = ['small', 'medium', 'large', 'huge'];
  const larger = input.attacker.kind === 'ship' && input.defender.kind === 'ship' && sizes.indexOf(input.attacker.size) > sizes.indexOf(input.defender.size);
  const cancel = input.range === 'long' || input.range === 'beyond-long';
  const evadeDice = (input.range === 'beyond-long' ? 2 : 1) + (larger ? 1 : 0);

  // Breadth first: a Monte Carlo roller gives one face per die, so each sample builds one list.
  const rollAll = (dice: Die[], toRoll: DieColor[], then: (dice: Die[], w: number) => void, w: number): void => {
    let partial: [Die[], number][] = [[[...dice], w]];
    for (const color of toRoll) {
      const next: [Die[], number][] = [];
      for (const [held, pw] of partial) {
        const faces = roller(color);
        const only = faces.length === 1 ? faces[0] : undefined;
        if (only) {
          held.push({ color, face: only[0] });
          next.push([held, pw * only[1]]);
        } else for (const [face, fw] of faces) next.push([[...held, { color, face }], pw * fw]);
      }
      partial = next;
    }
    for (const [held, pw] of partial) then(held, pw);
  };

  const afterRoll = (dice: Die[], w: number): void => {
    // Concentrate fire
    if (input.concentrateFire && !effectsDone) {
      const accuracies = dice.filter((die) => die.face === 'accuracy' && !die.accuracySpent).length;
      let at = dice.findIndex((die) => die.color === 'black' && die.face === 'blank');
      if (at < 0) at = dice.findIndex((die) => die.color === 'red' && die.face === 'blank');
      if (at < 0 && accuracies > lockableCount) at = dice.findIndex((die) => die.color === 'red' && die.face === 'accuracy' && !die.accuracySpent);
      if (at < 0 && accuracies > lockableCount) at = dice.findIndex((die) => die.color === 'blue' && die.face === 'accuracy' && !die.accuracySpent);
      if (at >= 0) {
        const color = (dice[at] as Die).color;
        for (const [face, fw] of roller(color)) afterModify(dice.map((die, i) => (i === at ? { color, face } : die)), w * fw);
        return;
      }
    }
    afterModify(dice, w);
  };

  const afterModify = (dice: Die[], w: number): void => {
    // Accuracies lock whole types, in order
    let left = effectsDone ? 0 : dice.filter((die) => die.face === 'accuracy' && !die.accuracySpent).length;
    let locked = preLocked;
    for (const type of lockOrder) {
      if (!effect(type)) continue;
      const copies = input.tokens.flatMap((token, i) => (usable[i] && token.type === type ? [i] : []));
      if (copies.length === 0 || copies.length > left) continue;
      left -= copies.length;
      for (const i of copies) locked |= 1 << i;
    }
    const copy = (type: DefenseTokenType): number | undefined => {
      const free = input.tokens.flatMap((token, i) => (usable[i] && token.type === type && !(locked & (1 << i)) ? [i] : []));
      return free.find((i) => input.tokens[i]?.state === 'readied') ?? free[0];
    };
    const evade = copy('evade');
    const scatter = copy('scatter');
    if (evade === undefined || scatter !== undefined) return finish(dice, locked, 0, w);
    const gain = (die: Die): number => (cancel ? value(die) : value(die) - mean(die.color));
    const faceOrder = (die: Die): number => colourOrder.indexOf(die.color) * 10 + [...new Set(attackDieFaces[die.color])].indexOf(die.face);
    const order = dice
      .map((die, i) => ({ die, i }))
      .filter(({ die }) => gain(die) > 1e-12)
      .sort((x, y) => gain(y.die) - gain(x.die) || iconsOf(y.die.face).crits - iconsOf(x.die.face).crits || faceOrder(x.die) - faceOrder(y.die));
    const taken = order.slice(0, evadeDice).map(({ i }) => i);
    if (taken.length === 0) return finish(dice, locked, 0, w);
    const spent = 1 << evade;
    if (cancel) return finish(dice.filter((_, i) => !taken.includes(i)), locked, spent, w);
    const kept = dice.filter((_, i) => !taken.includes(i));
    rollAll(kept, taken.map((i) => (dice[i] as Die).color), (after, rw) => finish(after, locked, spent, rw), w);
  };

  const finish = (dice: Die[], locked: number, evadeSpent: number, w: number): void => {
    const copy = (type: DefenseTokenType): number | undefined => {
      const free = input.tokens.flatMap((token, i) => (usable[i] && token.type === type && !(locked & (1 << i)) ? [i] : []));
      return free.find((i) => input.tokens[i]?.state === 'readied') ?? free[0];
    };
    let spent = evadeSpent | preSpent;
    let total = dice.reduce((sum, die) => sum + value(die), 0);
    const crits = dice.reduce((sum, die) => sum + iconsOf(die.face).crits, 0);
    const scatter = copy('scatter');
    if (scatter !== undefined && total > 0) {
      spent |= 1 << scatter;
      total = 0;
    }
    const brace = copy('brace');
    if (spentFor('brace')) total = Math.ceil(total / 2);
    else if (brace !== undefined && total >= 2) {
      spent |= 1 << brace;
      total = Math.ceil(total / 2);
    }
    if (bonus !== 0) total = Math.max(0, total + bonus);
    if (input.defender.kind === 'squadron') {
      const dealt = Math.min(total, input.hullLeft);
      return visit({ total, dealt, faceup: false, destroyed: dealt >= input.hullLeft, spent, locked }, w);
    }
    let redirected = 0;
    const redirect = copy('redirect');
    if (spentFor('redirect')) redirected = Math.min(underway?.redirectShields ?? 0, total);
    else if (redirect !== undefined && total > 0 && maxAdjacent > 0) {
      spent |= 1 << redirect;
      redirected = Math.min(maxAdjacent, total);
    }
    const lost = Math.min(input.defendingShields, total - redirected);
    const dealt = Math.min(total - redirected - lost, input.hullLeft);
    const contain = copy('contain');
    let contained = spentFor('contain');
    if (!contained && contain !== undefined && critsCount && crits > 0 && dealt > 0) {
      spent |= 1 << contain;
      contained = true;
    }
    visit({ total, dealt, faceup: critsCount && crits > 0 && !contained && dealt > 0, destroyed: dealt > 0 && dealt >= input.hullLeft, spent, locked }, w);
  };

  const fixed: Die[] = (input.faces ?? []).map((die) => ({ ...die }));
  const toRoll = colourOrder.flatMap((color) => Array.from({ length: input.dice?.[color] ?? 0 }, () => color));
  rollAll(fixed, toRoll, afterRoll, 1);
}

export interface Summary {
  damage: number[];
  damageCards: number[];
  faceupCard: number;
  destroyed: number;
  spent: number[];
  locked: number[];
  weight: number;
}

export function summarize(input: ArmadaOddsInput, roller: Roller, samples = 1): Summary {
  const s: Summary = { damage: [], damageCards: [], faceupCard: 0, destroyed: 0, spent: input.tokens.map(() => 0), locked: input.tokens.map(() => 0), weight: 0 };
  const add = (into: number[], at: number, w: number): void => {
    while (into.length <= at) into.push(0);
    into[at] = (into[at] as number) + w;
  };
  for (let n = 0; n < samples; n++) {
    playAttack(input, roller, (o, w) => {
      add(s.damage, o.total, w);
      add(s.damageCards, o.dealt, w);
      if (o.faceup) s.faceupCard += w;
      if (o.destroyed) s.destroyed += w;
      input.tokens.forEach((_, i) => {
        if (o.spent & (1 << i)) s.spent[i] = (s.spent[i] as number) + w;
        if (o.locked & (1 << i)) s.locked[i] = (s.locked[i] as number) + w;
      });
      s.weight += w;
    });
  }
  return s;
}
