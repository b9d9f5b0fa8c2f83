import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armadaAttackOdds, type ArmadaOdds, type ArmadaOddsInput } from '../../shared/odds/armada-odds';
import { everyFace, seededRoller, summarize, type Summary } from './armada-reference';

const ship = (size: 'small' | 'medium' | 'large' | 'huge' = 'medium') => ({ kind: 'ship' as const, size });
const defendingShip = (size: 'small' | 'medium' | 'large' | 'huge' = 'medium', speed = 2) => ({ kind: 'ship' as const, size, speed });
const base: ArmadaOddsInput = {
  dice: { red: 0, blue: 0, black: 0 },
  range: 'close',
  attacker: ship(),
  defender: defendingShip(),
  tokens: [],
  defendingShields: 0,
  adjacentShields: [],
  hullLeft: 8,
};
const pool = (red: number, blue: number, black: number) => ({ red, blue, black });
const sum = (values: number[]): number => values.reduce((total, p) => total + p, 0);

function expectClose(values: number[], expected: number[]): void {
  const length = Math.max(values.length, expected.length);
  for (let i = 0; i < length; i++) expect(values[i] ?? 0).toBeCloseTo(expected[i] ?? 0, 12);
}

/** The exact module against the naive enumeration of every face of every die. */
function expectSameAsBruteForce(input: ArmadaOddsInput): ArmadaOdds {
  const odds = armadaAttackOdds(input);
  const brute = summarize(input, everyFace);
  expect(brute.weight).toBeCloseTo(1, 12);
  expectClose(odds.damage, brute.damage);
  expectClose(odds.damageCards, brute.damageCards);
  expect(odds.faceupCard).toBeCloseTo(brute.faceupCard, 12);
  expect(odds.destroyed).toBeCloseTo(brute.destroyed, 12);
  expectClose(odds.tokens.map((token) => token.spent), brute.spent);
  expectClose(odds.tokens.map((token) => token.locked), brute.locked);
  expect(sum(odds.damage)).toBeCloseTo(1, 12);
  expect(sum(odds.damageCards)).toBeCloseTo(1, 12);
  return odds;
}

/** Within 5 standard errors of a seeded Monte Carlo of the naive resolver. */
function expectWithinMonteCarlo(input: ArmadaOddsInput, samples: number, seed: string): void {
  const odds = armadaAttackOdds(input);
  const mc: Summary = summarize(input, seededRoller(seed), samples);
  const near = (exact: number, observed: number): void => {
    const error = Math.sqrt(Math.max(exact * (1 - exact), 1e-9) / samples);
    expect(Math.abs(observed / samples - exact)).toBeLessThan(5 * error + 1e-9);
  };
  odds.damage.forEach((p, i) => near(p, mc.damage[i] ?? 0));
  near(odds.faceupCard, mc.faceupCard);
  near(odds.destroyed, mc.destroyed);
  odds.tokens.forEach((token, i) => near(token.spent, mc.spent[i] ?? 0));
  const mean = sum(mc.damage.map((w, i) => w * i)) / samples;
  const variance = sum(odds.damage.map((p, i) => p * (i - odds.expectedDamage) ** 2));
  expect(Math.abs(mean - odds.expectedDamage)).toBeLessThan(5 * Math.sqrt(variance / samples));
}

describe('Armada attack odds, exact', () => {
  it('004 · between ships the damage is hits and crits: one red die', () => {
    // Red faces: blank, blank, hit, hit, crit, crit, hit-hit, accuracy.
    // 0 damage: 2 blanks + 1 accuracy = 3/8; 1: 2 hits + 2 crits = 4/8; 2: hit-hit = 1/8.
    // Faceup: a crit on a ship with no shields in front = 2/8.
    const odds = armadaAttackOdds({ ...base, dice: pool(1, 0, 0) });
    expectClose(odds.damage, [3 / 8, 4 / 8, 1 / 8]);
    expect(odds.expectedDamage).toBeCloseTo(6 / 8, 12);
    expect(odds.faceupCard).toBeCloseTo(2 / 8, 12);
  });

  it('004 · a squadron attacking deals only hits and never the standard critical effect', () => {
    // Red: 0 = blank ×2, crit ×2, accuracy = 5/8; 1 = hit ×2 = 2/8; 2 = hit-hit = 1/8.
    const odds = armadaAttackOdds({ ...base, attacker: { kind: 'squadron' }, dice: pool(1, 0, 0) });
    expectClose(odds.damage, [5 / 8, 2 / 8, 1 / 8]);
    expect(odds.faceupCard).toBe(0);
  });

  it('RRG · Bomber: a Bomber squadron’s crit counts against a ship and deals the faceup card; without Bomber it does nothing', () => {
    const crit = { ...base, dice: undefined, faces: [{ color: 'blue' as const, face: 'crit' as const }], hullLeft: 3 };
    const bomber = armadaAttackOdds({ ...crit, attacker: { kind: 'squadron', bomber: true } });
    expect(bomber.damage[1]).toBeCloseTo(1, 12);
    expect(bomber.faceupCard).toBeCloseTo(1, 12);
    const plain = armadaAttackOdds({ ...crit, attacker: { kind: 'squadron' } });
    expect(plain.damage[0]).toBeCloseTo(1, 12);
    expect(plain.faceupCard).toBe(0);
  });

  it('000 · brace halves, rounded up: one black die', () => {
    // Black: blank ×2 → 0; hit ×4 → 1; hit-crit ×2 → 2, braced to 1. So 0: 2/8, 1: 6/8; brace spent 2/8.
    const odds = armadaAttackOdds({ ...base, dice: pool(0, 0, 1), tokens: [{ type: 'brace', state: 'readied' }] });
    expectClose(odds.damage, [2 / 8, 6 / 8]);
    expect(odds.tokens[0]?.spent).toBeCloseTo(2 / 8, 12);
  });

  it('004 · evade at close range rerolls one die', () => {
    // One red die. The defender rerolls a hit, crit or hit-hit (5/8: each beats the red average 0.75).
    // 0: 3/8 + 5/8·3/8 = 39/64; 1: 5/8·4/8 = 20/64; 2: 5/8·1/8 = 5/64.
    const odds = armadaAttackOdds({ ...base, dice: pool(1, 0, 0), tokens: [{ type: 'evade', state: 'readied' }] });
    expectClose(odds.damage, [39 / 64, 20 / 64, 5 / 64]);
    expect(odds.tokens[0]?.spent).toBeCloseTo(5 / 8, 12);
  });

  it('000 · evade at long range cancels one die', () => {
    // Every red face with damage is cancelled: nothing is ever dealt; the evade is spent 5/8 of the time.
    const odds = armadaAttackOdds({ ...base, range: 'long', dice: pool(1, 0, 0), tokens: [{ type: 'evade', state: 'readied' }] });
    expectClose(odds.damage, [1]);
    expect(odds.tokens[0]?.spent).toBeCloseTo(5 / 8, 12);
  });

  it('000 · speed 0: the defender cannot spend defense tokens', () => {
    const odds = armadaAttackOdds({ ...base, defender: defendingShip('medium', 0), dice: pool(0, 0, 1), tokens: [{ type: 'brace', state: 'readied' }] });
    expectClose(odds.damage, [2 / 8, 4 / 8, 2 / 8]);
    expect(odds.tokens[0]?.spent).toBe(0);
  });

  it('the distributions sum to 1 for the largest realistic pool', () => {
    const odds = armadaAttackOdds({
      ...base,
      dice: pool(8, 4, 6),
      tokens: [
        { type: 'brace', state: 'readied' },
        { type: 'redirect', state: 'readied' },
        { type: 'evade', state: 'exhausted' },
        { type: 'contain', state: 'readied' },
      ],
      defendingShields: 4,
      adjacentShields: [3, 2],
      concentrateFire: true,
    });
    expect(Math.abs(sum(odds.damage) - 1)).toBeLessThan(1e-12);
    expect(Math.abs(sum(odds.damageCards) - 1)).toBeLessThan(1e-12);
  });
});

describe('Armada attack odds against brute force (every face of every die)', () => {
  const cases: [string, ArmadaOddsInput][] = [
    ['004 · evade at close range rerolls one die', { ...base, dice: pool(2, 1, 1), tokens: [{ type: 'evade', state: 'readied' }] }],
    ['000 · evade at medium range rerolls one die', { ...base, range: 'medium', dice: pool(2, 2, 0), tokens: [{ type: 'evade', state: 'readied' }] }],
    ['000 · evade at long range cancels one die', { ...base, range: 'long', dice: pool(4, 0, 0), tokens: [{ type: 'evade', state: 'readied' }] }],
    ['000 · beyond long range evade cancels two dice', { ...base, range: 'beyond-long', faces: [{ color: 'red', face: 'hit' }], dice: pool(2, 0, 0), tokens: [{ type: 'evade', state: 'readied' }] }],
    ['000 · evade against a larger ship takes one more die (close: reroll)', { ...base, attacker: ship('large'), defender: defendingShip('small'), dice: pool(2, 1, 1), tokens: [{ type: 'evade', state: 'exhausted' }] }],
    ['000 · evade against a larger ship takes one more die (long: cancel)', { ...base, range: 'long', attacker: ship('huge'), defender: defendingShip('medium'), dice: pool(4, 0, 0), tokens: [{ type: 'evade', state: 'readied' }] }],
    ['000 · brace halves, rounded up', { ...base, dice: pool(1, 1, 2), tokens: [{ type: 'brace', state: 'readied' }] }],
    ['000 · redirect moves damage to the adjacent zone with most shields', { ...base, dice: pool(1, 1, 2), tokens: [{ type: 'redirect', state: 'readied' }], defendingShields: 1, adjacentShields: [1, 2], hullLeft: 3 }],
    ['000 · contain stops the standard critical effect', { ...base, dice: pool(2, 2, 0), tokens: [{ type: 'contain', state: 'readied' }], hullLeft: 2 }],
    ['000 · scatter cancels all attack dice', { ...base, dice: pool(2, 1, 1), tokens: [{ type: 'scatter', state: 'readied' }, { type: 'evade', state: 'readied' }] }],
    ['004 · accuracies choose tokens that cannot be spent', { ...base, dice: pool(0, 4, 0), tokens: [{ type: 'brace', state: 'readied' }, { type: 'evade', state: 'readied' }, { type: 'salvo', state: 'readied' }] }],
    ['004 · two braces need two accuracies to lock', { ...base, dice: pool(1, 3, 0), tokens: [{ type: 'brace', state: 'readied' }, { type: 'brace', state: 'exhausted' }, { type: 'redirect', state: 'readied' }], adjacentShields: [2] }],
    ['000 · a discarded token cannot be spent', { ...base, dice: pool(2, 1, 1), tokens: [{ type: 'brace', state: 'discarded' }, { type: 'evade', state: 'discarded' }] }],
    ['000 · the readied copy is spent before the exhausted one', { ...base, dice: pool(2, 0, 2), tokens: [{ type: 'brace', state: 'exhausted' }, { type: 'brace', state: 'readied' }] }],
    ['RRG · concentrate fire rerolls one die', { ...base, concentrateFire: true, dice: pool(2, 0, 2), tokens: [{ type: 'brace', state: 'readied' }] }],
    ['RRG · concentrate fire rerolls a spare accuracy', { ...base, concentrateFire: true, dice: pool(1, 3, 0), tokens: [{ type: 'evade', state: 'readied' }] }],
    ['004 · faces already rolled are kept', { ...base, faces: [{ color: 'black', face: 'hit-crit' }, { color: 'blue', face: 'accuracy' }], dice: pool(2, 0, 0), tokens: [{ type: 'brace', state: 'readied' }, { type: 'evade', state: 'readied' }] }],
    ['004 · a squadron defender suffers only hits, to its hull (and speed 0 does not stop its tokens)', { ...base, defender: { kind: 'squadron', speed: 0 }, dice: pool(2, 1, 1), hullLeft: 3, tokens: [{ type: 'brace', state: 'readied' }, { type: 'evade', state: 'readied' }, { type: 'contain', state: 'readied' }] }],
    ['004 · a squadron attacker: hits only, no faceup card, contain has nothing to stop', { ...base, attacker: { kind: 'squadron' }, dice: pool(0, 4, 0), tokens: [{ type: 'contain', state: 'readied' }, { type: 'brace', state: 'readied' }], hullLeft: 2 }],
    ['000 · every token at once, shields and hull', { ...base, dice: pool(2, 1, 1), tokens: [{ type: 'brace', state: 'readied' }, { type: 'redirect', state: 'exhausted' }, { type: 'evade', state: 'readied' }, { type: 'contain', state: 'readied' }], defendingShields: 1, adjacentShields: [2, 1], hullLeft: 2, concentrateFire: true }],
  ];
  for (const [name, input] of cases) it(name, () => void expectSameAsBruteForce(input));
});

describe('Armada attack odds, the working tables kept between calls', () => {
  // The roll's tables are reused from call to call and cleared as they are read, not in full: an
  // attack must come out the same whatever larger or smaller attacks were computed before it.
  it('an attack gives the same odds, to the last bit, before and after larger and smaller ones', () => {
    const tokens = [
      { type: 'brace' as const, state: 'readied' as const },
      { type: 'redirect' as const, state: 'readied' as const },
      { type: 'evade' as const, state: 'readied' as const },
      { type: 'contain' as const, state: 'readied' as const },
    ];
    const attack: ArmadaOddsInput = { ...base, dice: pool(8, 4, 6), tokens, concentrateFire: true, defendingShields: 4, adjacentShields: [3, 3] };
    const first = armadaAttackOdds(attack);
    armadaAttackOdds({ ...attack, dice: pool(10, 6, 8), range: 'beyond-long', attacker: ship('large'), defender: defendingShip('small') });
    armadaAttackOdds({ ...base, dice: pool(1, 0, 0) });
    armadaAttackOdds({ ...attack, faces: [{ color: 'black', face: 'blank' }], underway: { locked: [], spent: [], redirectShields: 0, effectsDone: false, tokensDone: false } });
    expect(armadaAttackOdds(attack)).toEqual(first);
  });
});

// npm test runs 10^5 rolls per check (each under ~2 s on the shared 2-core machine); the 10^6-roll
// proof is the same test with ODDS_MC_SAMPLES=1000000.
const samples = Number(process.env['ODDS_MC_SAMPLES'] ?? 100_000);

describe(`Armada attack odds against a seeded Monte Carlo (${samples} rolls)`, () => {
  it('004 · 8 red, 4 blue, 6 black at close range against brace, redirect, evade and contain', () => {
    expectWithinMonteCarlo(
      {
        ...base,
        dice: pool(8, 4, 6),
        tokens: [
          { type: 'brace', state: 'readied' },
          { type: 'redirect', state: 'readied' },
          { type: 'evade', state: 'readied' },
          { type: 'contain', state: 'readied' },
        ],
        defendingShields: 4,
        adjacentShields: [3, 2],
        hullLeft: 6,
      },
      samples,
      'odds-armada-close',
    );
  }, 600_000);

  it('004 · a ship’s anti-squadron dice against a squadron with scatter exhausted and brace, evade at distance 1', () => {
    expectWithinMonteCarlo(
      {
        ...base,
        range: 'distance-1',
        defender: { kind: 'squadron', speed: 3 },
        dice: pool(2, 4, 2),
        tokens: [
          { type: 'scatter', state: 'exhausted' },
          { type: 'brace', state: 'readied' },
          { type: 'evade', state: 'readied' },
        ],
        hullLeft: 5,
      },
      samples,
      'odds-armada-squadron',
    );
  }, 600_000);

  it('RRG · concentrate fire with 6 red at long range against two evades and a brace', () => {
    expectWithinMonteCarlo(
      {
        ...base,
        range: 'long',
        attacker: ship('large'),
        defender: defendingShip('small'),
        dice: pool(6, 0, 0),
        tokens: [
          { type: 'evade', state: 'readied' },
          { type: 'evade', state: 'readied' },
          { type: 'brace', state: 'exhausted' },
        ],
        defendingShields: 2,
        hullLeft: 3,
        concentrateFire: true,
      },
      samples,
      'odds-armada-long',
    );
  }, 600_000);
});

describe('Armada attack odds against brute force, any small situation (fast-check)', () => {
  const sizes = ['small', 'medium', 'large', 'huge'] as const;
  const tokenTypes = ['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo'] as const;
  const tokenStates = ['readied', 'exhausted', 'discarded'] as const;
  const situation = fc
    .record({
      red: fc.integer({ min: 0, max: 2 }),
      blue: fc.integer({ min: 0, max: 2 }),
      black: fc.integer({ min: 0, max: 2 }),
      range: fc.constantFrom('close', 'medium', 'long', 'distance-1', 'beyond-long'),
      attacker: fc.oneof(fc.constantFrom(...sizes).map((size) => ({ kind: 'ship' as const, size })), fc.boolean().map((bomber) => ({ kind: 'squadron' as const, bomber }))),
      defender: fc.oneof(
        fc.record({ kind: fc.constant('ship' as const), size: fc.constantFrom(...sizes), speed: fc.integer({ min: 0, max: 3 }) }),
        fc.record({ kind: fc.constant('squadron' as const), speed: fc.integer({ min: 0, max: 3 }) }),
      ),
      tokens: fc.array(fc.record({ type: fc.constantFrom(...tokenTypes), state: fc.constantFrom(...tokenStates) }), { maxLength: 4 }),
      concentrateFire: fc.boolean(),
      defendingShields: fc.integer({ min: 0, max: 3 }),
      adjacentShields: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
      hullLeft: fc.integer({ min: 1, max: 4 }),
    })
    .filter(({ red, blue, black }) => red + blue + black <= 4);

  it('000 · 004 · RRG · every token, range, size and concentrate fire together', () => {
    fc.assert(
      fc.property(situation, (s) => {
        const { red, blue, black, ...rest } = s;
        expectSameAsBruteForce({ ...rest, dice: pool(red, blue, black) });
      }),
      { numRuns: 80, seed: 17 },
    );
  }, 120_000);
});

describe('Armada attack odds follow the attack under way (after accuracies and tokens)', () => {
  const faces = (...dice: [('red' | 'blue' | 'black'), ('blank' | 'hit' | 'crit' | 'hit-hit' | 'hit-crit' | 'accuracy')][]) => dice.map(([color, face]) => ({ color, face }));
  const tokens = [
    { id: 'b', type: 'brace' as const, state: 'readied' as const },
    { id: 'r', type: 'redirect' as const, state: 'readied' as const },
    { id: 'c', type: 'contain' as const, state: 'readied' as const },
  ];
  const underway = (spent: { id: string; type: 'brace' | 'redirect' | 'contain' | 'evade' | 'scatter' }[], more: Partial<NonNullable<ArmadaOddsInput['underway']>> = {}) => ({
    locked: [],
    spent: spent.map((token) => ({ ...token, asCost: false })),
    redirectShields: 0,
    effectsDone: true,
    tokensDone: false,
    ...more,
  });

  it('000 · a brace already spent halves the damage, rounded up, whatever else happens', () => {
    const odds = armadaAttackOdds({ ...base, dice: undefined, faces: faces(['red', 'hit'], ['red', 'hit'], ['red', 'crit']), tokens: [tokens[0] as (typeof tokens)[number]], underway: underway([{ id: 'b', type: 'brace' }]) });
    expect(odds.damage[2]).toBeCloseTo(1, 12);
    expect(odds.faceupCard).toBeCloseTo(1, 12);
    expect(odds.tokens[0]?.spent).toBeCloseTo(1, 12);
  });

  it('000 · a contain already spent stops the faceup card; a redirect already spent moves damage to its chosen zone', () => {
    const odds = armadaAttackOdds({
      ...base,
      dice: undefined,
      faces: faces(['red', 'hit'], ['red', 'crit'], ['black', 'hit-crit']),
      tokens,
      adjacentShields: [3, 1],
      underway: underway([{ id: 'c', type: 'contain' }, { id: 'r', type: 'redirect' }], { redirectShields: 1 }),
    });
    // 4 damage: the brace still readied halves it to 2; the redirect zone chosen holds 1 shield.
    expect(odds.damage[2]).toBeCloseTo(1, 12);
    expect(odds.damageCards[1]).toBeCloseTo(1, 12);
    expect(odds.faceupCard).toBe(0);
  });

  it('004 · a token chosen with an accuracy is never spent, and a spent accuracy locks nothing more', () => {
    const odds = armadaAttackOdds({
      ...base,
      dice: undefined,
      faces: [...faces(['red', 'hit'], ['red', 'hit'], ['red', 'hit']), { color: 'blue', face: 'accuracy', accuracySpent: true }],
      tokens,
      underway: underway([], { locked: ['b'], effectsDone: false }),
    });
    expect(odds.tokens[0]).toMatchObject({ spent: 0, locked: 1 });
    expect(odds.damage[3]).toBeCloseTo(1, 12);
  });

  it('004 · in Resolve Damage no token is spent any more', () => {
    const odds = armadaAttackOdds({ ...base, dice: undefined, faces: faces(['red', 'hit'], ['red', 'hit']), tokens, underway: underway([], { tokensDone: true }) });
    expect(odds.tokens.map((token) => token.spent)).toEqual([0, 0, 0]);
    expect(odds.damage[2]).toBeCloseTo(1, 12);
  });

  const ids = ['t0', 't1', 't2', 't3'];
  const situation = fc
    .record({
      faces: fc.array(
        fc.oneof(
          fc.record({ color: fc.constant('red' as const), face: fc.constantFrom('blank' as const, 'hit' as const, 'crit' as const, 'hit-hit' as const, 'accuracy' as const) }),
          fc.record({ color: fc.constant('blue' as const), face: fc.constantFrom('hit' as const, 'crit' as const, 'accuracy' as const) }),
          fc.record({ color: fc.constant('black' as const), face: fc.constantFrom('blank' as const, 'hit' as const, 'hit-crit' as const) }),
        ),
        { minLength: 1, maxLength: 4 },
      ),
      spentAccuracies: fc.boolean(),
      red: fc.integer({ min: 0, max: 1 }),
      range: fc.constantFrom('close' as const, 'medium' as const, 'long' as const),
      tokens: fc.array(fc.record({ type: fc.constantFrom('brace' as const, 'redirect' as const, 'evade' as const, 'scatter' as const, 'contain' as const), state: fc.constantFrom('readied' as const, 'exhausted' as const) }), { maxLength: 4 }),
      lockedMask: fc.integer({ min: 0, max: 15 }),
      spentMask: fc.integer({ min: 0, max: 15 }),
      effectsDone: fc.boolean(),
      tokensDone: fc.boolean(),
      concentrateFire: fc.boolean(),
      adjacentShields: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
      redirectShields: fc.integer({ min: 0, max: 2 }),
      hullLeft: fc.integer({ min: 1, max: 4 }),
    });

  it('000 · 004 · any attack under way agrees with brute force (fast-check)', () => {
    fc.assert(
      fc.property(situation, (s) => {
        const withIds = s.tokens.map((token, i) => ({ ...token, id: ids[i] as string }));
        const locked = withIds.filter((_, i) => s.lockedMask & (1 << i) && !(s.spentMask & (1 << i))).map((token) => token.id);
        const spent = withIds.filter((_, i) => s.spentMask & (1 << i)).map((token) => ({ id: token.id, type: token.type, asCost: false }));
        expectSameAsBruteForce({
          ...base,
          dice: pool(s.red, 0, 0),
          faces: s.faces.map((die) => ({ ...die, accuracySpent: s.spentAccuracies && die.face === 'accuracy' })),
          range: s.range,
          tokens: withIds,
          concentrateFire: s.concentrateFire,
          defendingShields: 1,
          adjacentShields: s.adjacentShields,
          hullLeft: s.hullLeft,
          underway: { locked, spent, redirectShields: s.redirectShields, effectsDone: s.effectsDone, tokensDone: s.tokensDone },
        });
      }),
      { numRuns: 120, seed: 23 },
    );
  }, 120_000);
});
