// The Armada odds policy (shared/odds/armada-odds.ts) sampled the fast way: faces as small integers in
// typed tables, one pass over the dice per roll, a 32-bit generator inlined, nothing allocated per roll.
// It is the baseline the exact calculation is measured against (npm run bench): a Monte Carlo written
// well, not a slow one. It covers an attack before the roll (no faces held, nothing under way).
import { attackDieFaces, dieColors, iconsOf } from '../../shared/engine/games/armada/attack/dice';
import { evadeMode } from '../../shared/engine/games/armada/attack/attack-range';
import { isLargerSizeClass } from '../../shared/engine/games/armada/units/size-class';
import type { DefenseTokenType, DieColor } from '../../shared/engine/games/armada/model/state';
import type { ArmadaOddsInput } from '../../shared/odds/armada-odds';

export interface SampledOdds {
  /** P(total damage = i) after brace. */
  damage: Float64Array;
  /** P(i damage cards). */
  damageCards: Float64Array;
  faceupCard: number;
  destroyed: number;
}

/** The largest realistic Armada pool: 8 red, 4 blue, 6 black at close range, against a ship with brace, redirect, evade and contain. */
export const largestArmadaAttack: ArmadaOddsInput = {
  dice: { red: 8, blue: 4, black: 6 },
  range: 'close',
  attacker: { kind: 'ship', size: 'large' },
  defender: { kind: 'ship', size: 'large', speed: 2 },
  tokens: [
    { type: 'brace', state: 'readied' },
    { type: 'redirect', state: 'readied' },
    { type: 'evade', state: 'readied' },
    { type: 'contain', state: 'readied' },
  ],
  defendingShields: 4,
  adjacentShields: [3, 3],
  hullLeft: 8,
};

const lockOrder: readonly DefenseTokenType[] = ['scatter', 'brace', 'evade', 'redirect', 'contain'];

export function sampleArmadaOdds(input: ArmadaOddsInput, rolls: number, seed = 1): SampledOdds {
  if (input.faces?.length || input.underway) throw new RangeError('the fast sampler covers an attack before the roll only');
  const critsCount = input.defender.kind === 'ship' && (input.attacker.kind === 'ship' || input.attacker.bomber === true);
  const isShip = input.defender.kind === 'ship';
  // Faces: 8 per colour, colour c's face f at c * 8 + f.
  const value = new Int32Array(24);
  const crits = new Int32Array(24);
  const accuracy = new Int32Array(24);
  const blank = new Int32Array(24);
  const gain = new Float64Array(24);
  const mode = evadeMode(input.range);
  dieColors.forEach((color, c) => {
    const faces = attackDieFaces[color];
    let mean = 0;
    faces.forEach((face, f) => {
      const icons = iconsOf(face);
      value[c * 8 + f] = icons.hits + (critsCount ? icons.crits : 0);
      crits[c * 8 + f] = icons.crits;
      accuracy[c * 8 + f] = icons.accuracies;
      blank[c * 8 + f] = face === 'blank' ? 1 : 0;
      mean += (value[c * 8 + f] as number) / faces.length;
    });
    faces.forEach((_, f) => (gain[c * 8 + f] = mode === 'cancel' ? (value[c * 8 + f] as number) : (value[c * 8 + f] as number) - mean));
  });
  const colourOf = (color: DieColor): number => dieColors.indexOf(color);
  const pool: number[] = [];
  for (const color of dieColors) for (let n = 0; n < (input.dice?.[color] ?? 0); n++) pool.push(colourOf(color));
  const dieColour = Int32Array.from(pool);
  const faceOf = new Int32Array(pool.length);
  const n = pool.length;

  // Tokens: what accuracies lock (whole types, in order), then the copy spent of each type.
  const canSpend = input.defender.kind !== 'ship' || input.defender.speed > 0;
  const maxAdjacent = isShip ? Math.max(0, ...input.adjacentShields) : 0;
  const hasEffect = (type: DefenseTokenType): boolean =>
    type === 'redirect' ? isShip && maxAdjacent > 0 : type === 'contain' ? critsCount : type === 'scatter' || type === 'brace' || type === 'evade';
  const usable = canSpend ? input.tokens.filter((token) => token.state !== 'discarded') : [];
  const lockable = lockOrder.filter(hasEffect).map((type) => usable.filter((token) => token.type === type).length);
  /** Per number of accuracies: a bit per type (in lockOrder) whose copies are all locked. */
  const lockedTypes = new Int32Array(usable.length + 2);
  for (let a = 0; a < lockedTypes.length; a++) {
    let left = a;
    let mask = 0;
    lockOrder.filter(hasEffect).forEach((type, i) => {
      const copies = lockable[i] as number;
      if (copies > 0 && copies <= left) {
        left -= copies;
        mask |= 1 << lockOrder.indexOf(type);
      }
    });
    lockedTypes[a] = mask;
  }
  const free = (type: DefenseTokenType, a: number): boolean =>
    usable.some((token) => token.type === type) && hasEffect(type) && (lockedTypes[Math.min(a, lockedTypes.length - 1)]! & (1 << lockOrder.indexOf(type))) === 0;
  const spendsAt = (type: DefenseTokenType) => Uint8Array.from(lockedTypes, (_, a) => (free(type, a) ? 1 : 0));
  const [scatterAt, braceAt, evadeAt, redirectAt, containAt] = [spendsAt('scatter'), spendsAt('brace'), spendsAt('evade'), spendsAt('redirect'), spendsAt('contain')];
  const lockableCount = lockable.reduce((sum, copies) => sum + copies, 0);
  const evadeDice = (input.range === 'beyond-long' ? 2 : 1) + (input.attacker.kind === 'ship' && input.defender.kind === 'ship' && isLargerSizeClass(input.attacker.size, input.defender.size) ? 1 : 0);
  const cf = input.concentrateFire === true;
  const taken = new Int32Array(evadeDice);

  const maxDamage = n * 2 + 2;
  const damage = new Float64Array(maxDamage + 1);
  const cards = new Float64Array(maxDamage + 1);
  let faceup = 0;
  let destroyed = 0;
  // xorshift32: a face is the top 3 bits of a draw (8 faces a die).
  let state = seed >>> 0 || 1;
  const draw = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) >>> 29;
  };
  for (let roll = 0; roll < rolls; roll++) {
    let a = 0;
    for (let i = 0; i < n; i++) {
      const face = (dieColour[i] as number) * 8 + draw();
      faceOf[i] = face;
      a += accuracy[face] as number;
    }
    if (cf) {
      // The die concentrate fire rerolls, by the policy's order: black blank, red blank, then spare accuracies.
      let at = -1;
      let best = 0;
      for (let i = 0; i < n; i++) {
        const face = faceOf[i] as number;
        const colour = dieColour[i] as number;
        const priority = blank[face] ? (colour === 2 ? 4 : colour === 0 ? 3 : 0) : accuracy[face] && a > lockableCount ? (colour === 0 ? 2 : colour === 1 ? 1 : 0) : 0;
        if (priority > best) {
          best = priority;
          at = i;
        }
      }
      if (at >= 0) {
        a -= accuracy[faceOf[at] as number] as number;
        const face = (dieColour[at] as number) * 8 + draw();
        faceOf[at] = face;
        a += accuracy[face] as number;
      }
    }
    const scatter = scatterAt[Math.min(a, scatterAt.length - 1)] === 1;
    let takenCount = 0;
    if (!scatter && evadeAt[Math.min(a, evadeAt.length - 1)] === 1) {
      // The evade takes the dice worth most to the attacker (ties: a crit icon, then red, blue, black).
      for (let pick = 0; pick < evadeDice; pick++) {
        let at = -1;
        for (let i = 0; i < n; i++) {
          const face = faceOf[i] as number;
          if ((gain[face] as number) <= 1e-12) continue;
          let used = false;
          for (let j = 0; j < pick; j++) if (taken[j] === i) used = true;
          if (used) continue;
          if (at < 0) at = i;
          else {
            const best = faceOf[at] as number;
            const diff = (gain[face] as number) - (gain[best] as number);
            if (diff > 1e-12 || (Math.abs(diff) <= 1e-12 && ((crits[face] as number) > (crits[best] as number) || ((crits[face] as number) === (crits[best] as number) && face < best)))) at = i;
          }
        }
        if (at < 0) break;
        taken[takenCount++] = at;
      }
      for (let j = 0; j < takenCount; j++) {
        const i = taken[j] as number;
        faceOf[i] = mode === 'cancel' ? -1 : (dieColour[i] as number) * 8 + draw();
      }
    }
    let total = 0;
    let critLeft = 0;
    for (let i = 0; i < n; i++) {
      const face = faceOf[i] as number;
      if (face < 0) continue;
      total += value[face] as number;
      critLeft += crits[face] as number;
    }
    if (scatter && total > 0) total = 0;
    if (braceAt[Math.min(a, braceAt.length - 1)] === 1 && total >= 2) total = Math.ceil(total / 2);
    let dealt: number;
    if (isShip) {
      const redirected = redirectAt[Math.min(a, redirectAt.length - 1)] === 1 && total > 0 ? Math.min(maxAdjacent, total) : 0;
      const lost = Math.min(input.defendingShields, total - redirected);
      dealt = Math.min(total - redirected - lost, input.hullLeft);
      const contained = containAt[Math.min(a, containAt.length - 1)] === 1 && critsCount && critLeft > 0 && dealt > 0;
      if (critsCount && critLeft > 0 && !contained && dealt > 0) faceup++;
      if (dealt > 0 && dealt >= input.hullLeft) destroyed++;
    } else {
      dealt = Math.min(total, input.hullLeft);
      if (dealt >= input.hullLeft) destroyed++;
    }
    damage[total] = (damage[total] as number) + 1;
    cards[dealt] = (cards[dealt] as number) + 1;
  }
  for (let i = 0; i <= maxDamage; i++) {
    damage[i] = (damage[i] as number) / rolls;
    cards[i] = (cards[i] as number) / rolls;
  }
  return { damage, damageCards: cards, faceupCard: faceup / rolls, destroyed: destroyed / rolls };
}
