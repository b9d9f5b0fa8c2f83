import { randomInt, seedRandom, type RandomState } from '../../shared/engine/core/random';
import { attackDieFaces, defenseDieFaces } from '../../shared/engine/games/xwing/attack/dice';
import type { AttackFace, DefenseFace } from '../../shared/engine/games/xwing/model/state';
import type { XwingOddsInput } from '../../shared/odds/xwing-odds';

// A deliberately naive second implementation of the written policy (shared/odds/xwing-odds.ts):
// dice are lists of faces; the roller enumerates all 8 printed faces (brute force) or draws one
// with the engine's seeded random source (Monte Carlo).
export type Roller = <F extends string>(faces: readonly F[]) => [F, number][];
export const everyFace: Roller = (faces) => faces.map((face) => [face, 1 / faces.length]);
export function seededRoller(seed: string): Roller {
  let random: RandomState = seedRandom(seed);
  return (faces) => {
    const [index, next] = randomInt(random, faces.length);
    random = next;
    return [[faces[index] as (typeof faces)[number], 1]];
  };
}

export interface Tally {
  damage: number[];
  /** Weight of each "hits,crits" left after Neutralize Results. */
  remaining: Map<string, number>;
  shieldsLost: number[];
  cards: number[];
  faceup: number;
  destroyed: number;
  spent: Record<string, number>;
  weight: number;
}

function rollDice<F extends string>(n: number, faces: readonly F[], roller: Roller, then: (dice: F[], w: number) => void, held: F[] = [], w = 1): void {
  if (held.length === n) return then(held, w);
  for (const [face, fw] of roller(faces)) rollDice(n, faces, roller, then, [...held, face], w * fw);
}

function play(input: XwingOddsInput, roller: Roller, tally: Tally): void {
  const u = input.underway;
  const a = u?.attackFinal || u?.remaining ? { focus: 0, calculate: 0, lock: false, force: 0 } : input.attacker;
  const d = u?.remaining ? { ...input.defender, focus: 0, calculate: 0, evade: 0, force: 0 } : input.defender;
  const count = <F extends string>(dice: F[], face: F): number => dice.filter((die) => die === face).length;
  const bump = (key: string, w: number): void => void (tally.spent[key] = (tally.spent[key] ?? 0) + w);
  if (u?.remaining) return resolve(u.remaining.hits, u.remaining.crits, 0, 1);
  // Rolled dice as they lie, with which were rerolled already; else every roll.
  const attackRolls = (then: (dice: AttackFace[], rerolled: boolean[], w: number) => void): void =>
    u ? then(u.attackDice.map((die) => die.face), u.attackDice.map((die) => die.rerolled), 1) : rollDice(input.attackDice, attackDieFaces, roller, (dice, w) => then(dice, dice.map(() => false), w));
  attackRolls((rolled, wasRerolled, w0) => {
    const canChange = a.focus > 0 ? Infinity : a.calculate + a.force;
    const afterLock = (dice: AttackFace[], w: number): void => {
      let focus = count(dice, 'focus');
      let hits = count(dice, 'hit');
      if (focus > 0 && a.focus > 0) {
        bump('a.focus', w);
        hits += focus;
      } else if (focus > 0) {
        const calc = Math.min(focus, a.calculate);
        const force = Math.min(focus - calc, a.force);
        if (calc > 0) bump('a.calculate', w);
        if (force > 0) bump('a.force', w);
        hits += calc + force;
      }
      focus = 0;
      defend(hits, count(dice, 'crit'), w);
    };
    if (a.lock) {
      let keptFocus = 0;
      const keep: AttackFace[] = [];
      let reroll = 0;
      // Keep the dice already rerolled first: they cannot be rerolled again.
      const order = rolled.map((die, i) => ({ die, again: wasRerolled[i] === true })).sort((x, y) => Number(y.again) - Number(x.again));
      for (const { die, again } of order) {
        if (!again && (die === 'blank' || (die === 'focus' && keptFocus >= canChange))) reroll++;
        else {
          if (die === 'focus') keptFocus++;
          keep.push(die);
        }
      }
      if (reroll > 0) {
        bump('a.lock', w0);
        return rollDice(reroll, attackDieFaces, roller, (rerolled, w1) => afterLock([...keep, ...rerolled], w0 * w1));
      }
    }
    afterLock(rolled, w0);
  });

  function defend(hits: number, crits: number, w0: number): void {
    const needed = hits + crits;
    const defenseDice = needed === 0 ? 0 : input.defenseDice;
    const defenseRolls = (then: (dice: DefenseFace[], w: number) => void): void =>
      u?.defenseDice && needed > 0 ? then(u.defenseDice.map((die) => die.face), 1) : rollDice(defenseDice, defenseDieFaces, roller, then);
    defenseRolls((dice: DefenseFace[], w1) => {
      const w = w0 * w1;
      let evades = count(dice, 'evade');
      let focus = count(dice, 'focus');
      if (evades < needed && focus > 0 && d.focus > 0) {
        bump('d.focus', w);
        evades += focus;
        focus = 0;
      } else {
        let calc = 0;
        while (evades < needed && focus > 0 && calc < d.calculate) [calc, evades, focus] = [calc + 1, evades + 1, focus - 1];
        if (calc > 0) bump('d.calculate', w);
        let force = 0;
        while (evades < needed && focus > 0 && force < d.force) [force, evades, focus] = [force + 1, evades + 1, focus - 1];
        if (force > 0) bump('d.force', w);
      }
      let tokens = 0;
      while (evades < needed && tokens < d.evade) [tokens, evades] = [tokens + 1, evades + 1];
      if (tokens > 0) bump('d.evade', w);
      resolve(hits, crits, evades, w, input.reinforce);
    });
  }

  function resolve(hits: number, crits: number, evades: number, w: number, reinforce = 0): void {
    {
      // Neutralize: evades on hits first, then crits; then each reinforce while more than one is left.
      let h = hits;
      let c = crits;
      for (let e = 0; e < evades; e++) {
        if (h > 0) h--;
        else if (c > 0) c--;
      }
      for (let r = 0; r < reinforce && h + c > 1; r++) {
        if (h > 0) h--;
        else c--;
      }
      // Damage one point at a time, hits first: a shield while any is left, else a card.
      let shields = d.shields;
      let lost = 0;
      let facedown = 0;
      let faceup = 0;
      for (let i = 0; i < h; i++) if (shields > 0) [shields, lost] = [shields - 1, lost + 1]; else facedown++;
      for (let i = 0; i < c; i++) if (shields > 0) [shields, lost] = [shields - 1, lost + 1]; else faceup++;
      const add = (into: number[], at: number): void => {
        while (into.length <= at) into.push(0);
        into[at] = (into[at] as number) + w;
      };
      add(tally.damage, h + c);
      tally.remaining.set(`${h},${c}`, (tally.remaining.get(`${h},${c}`) ?? 0) + w);
      add(tally.shieldsLost, lost);
      add(tally.cards, facedown + faceup);
      if (faceup > 0) tally.faceup += w;
      if (facedown + faceup > 0 && facedown + faceup >= d.hullLeft) tally.destroyed += w;
      tally.weight += w;
    }
  }
}

export function tally(input: XwingOddsInput, roller: Roller, samples = 1): Tally {
  const t: Tally = { damage: [], remaining: new Map(), shieldsLost: [], cards: [], faceup: 0, destroyed: 0, spent: {}, weight: 0 };
  for (let n = 0; n < samples; n++) play(input, roller, t);
  return t;
}

