import { describe, expect, it } from 'vitest';
import { armadaAttackOdds, type ArmadaOddsInput } from '../../shared/odds/armada-odds';
import { largestArmadaAttack, sampleArmadaOdds } from './armada-fast-sampler';

// The bench measures the exact odds against this sampler: it must play the same attack, or the ratio
// would compare two different things.
const bench = largestArmadaAttack;

const ROLLS = 200_000;

function expectSameAttack(input: ArmadaOddsInput, seed: number): void {
  const exact = armadaAttackOdds(input);
  const sampled = sampleArmadaOdds(input, ROLLS, seed);
  const near = (p: number, observed: number): void => {
    const error = Math.sqrt(Math.max(p * (1 - p), 1e-9) / ROLLS);
    expect(Math.abs(observed - p)).toBeLessThan(5 * error + 1e-9);
  };
  for (let i = 0; i < Math.max(exact.damage.length, sampled.damage.length); i++) near(exact.damage[i] ?? 0, sampled.damage[i] ?? 0);
  for (let i = 0; i < Math.max(exact.damageCards.length, sampled.damageCards.length); i++) near(exact.damageCards[i] ?? 0, sampled.damageCards[i] ?? 0);
  near(exact.faceupCard, sampled.faceupCard);
  near(exact.destroyed, sampled.destroyed);
}

describe(`the bench's fast Armada sampler plays the same attack as the exact odds (${ROLLS} rolls, within 5 standard errors)`, () => {
  it('004 · 000 · 8 red, 4 blue, 6 black at close range against brace, redirect, evade and contain', () => expectSameAttack(bench, 11));
  it('RRG · concentrate fire on the same attack', () => expectSameAttack({ ...bench, concentrateFire: true }, 12));
  it('000 · a larger attacker at long range: the evade cancels two dice', () =>
    expectSameAttack({ ...bench, range: 'long', defender: { kind: 'ship', size: 'small', speed: 2 }, tokens: [...bench.tokens, { type: 'evade', state: 'exhausted' }], concentrateFire: true }, 13));
  it('004 · anti-squadron dice against a squadron with scatter at distance 1', () =>
    expectSameAttack({ ...bench, range: 'distance-1', dice: { red: 2, blue: 4, black: 2 }, defender: { kind: 'squadron', speed: 3 }, tokens: [{ type: 'scatter', state: 'exhausted' }, { type: 'brace', state: 'readied' }, { type: 'evade', state: 'readied' }], hullLeft: 5 }, 14));
});
