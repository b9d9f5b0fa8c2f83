import { describe, expect, it } from 'vitest';
import { judgeRoll } from '../../shared/engine/games/defense/attack-roll';
import { attackRollSuccess, grenadeOdds } from '../../shared/odds/defense-odds';

/** Every sequence of six-sided faces, judged by the engine's own judgeRoll. */
function bruteForceSuccess(dice: number, setting: { dieAtLeast: number; diceNeeded: number }): number {
  let successes = 0;
  const total = 6 ** dice;
  for (let n = 0; n < total; n++) {
    const faces = Array.from({ length: dice }, (_, i) => (Math.floor(n / 6 ** i) % 6) + 1);
    if (judgeRoll(faces, setting, undefined).judged === 'success') successes++;
  }
  return successes / total;
}

describe('defense game roll odds', () => {
  it('002 · attack: two dice, a die succeeds on 5+, one die needed', () => {
    // Each die fails on 1–4 (4/6): P = 1 − (4/6)² = 1 − 16/36 = 20/36 = 5/9.
    expect(attackRollSuccess(2, { dieAtLeast: 5, diceNeeded: 1 })).toBeCloseTo(5 / 9, 12);
  });

  it('002 · attack odds equal the engine judging every face combination', () => {
    for (const dice of [0, 1, 3, 5]) {
      for (const dieAtLeast of [1, 4, 6]) {
        for (const diceNeeded of [1, 2, 3]) {
          const setting = { dieAtLeast, diceNeeded };
          expect(attackRollSuccess(dice, setting), `${dice} dice, ${dieAtLeast}+, ${diceNeeded} needed`).toBeCloseTo(bruteForceSuccess(dice, setting), 12);
        }
      }
    }
  });

  it('002 · grenades from the interior roll two more dice, and a failed roll risks a casualty on a 1', () => {
    // One die + 2 interior dice at 6+: per roll 1 − (5/6)³ = 91/216. Two counters:
    // all removed (91/216)²; casualty = (1 − (91/216)²) · 1/6.
    const odds = grenadeOdds(1, 2, true, { dieAtLeast: 6, diceNeeded: 1 });
    const perRoll = 91 / 216;
    expect(odds.perRoll).toBeCloseTo(perRoll, 12);
    expect(odds.allRemoved).toBeCloseTo(perRoll ** 2, 12);
    expect(odds.casualty).toBeCloseTo((1 - perRoll ** 2) / 6, 12);
    expect(odds.removed.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(grenadeOdds(1, 2, false, { dieAtLeast: 6, diceNeeded: 1 }).casualty).toBe(0);
  });
});
