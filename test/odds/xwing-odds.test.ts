import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xwingAttackOdds, xwingDiceCounts, type XwingOddsInput } from '../../shared/odds/xwing-odds';
import { everyFace, seededRoller, tally } from './xwing-reference';
import { expectClose, spentOf } from './xwing-odds-checks';

const base: XwingOddsInput = {
  attackDice: 2,
  defenseDice: 2,
  attacker: { focus: 0, calculate: 0, lock: false, force: 0 },
  defender: { focus: 0, calculate: 0, evade: 0, force: 0, shields: 0, hullLeft: 4 },
  reinforce: 0,
};
const sum = (values: number[]): number => values.reduce((total, p) => total + p, 0);

function expectSameAsBruteForce(input: XwingOddsInput): void {
  const odds = xwingAttackOdds(input);
  const brute = tally(input, everyFace);
  expect(brute.weight).toBeCloseTo(1, 12);
  expectClose(odds.damage, brute.damage);
  expectClose(odds.shieldsLost, brute.shieldsLost);
  expect(odds.remaining.length).toBe(brute.remaining.size);
  for (const { hits, crits, p } of odds.remaining) expect(p, `${hits} hits, ${crits} crits`).toBeCloseTo(brute.remaining.get(`${hits},${crits}`) ?? -1, 12);
  expectClose(odds.damageCards, brute.cards);
  expect(odds.faceupCard).toBeCloseTo(brute.faceup, 12);
  expect(odds.destroyed).toBeCloseTo(brute.destroyed, 12);
  for (const [key, p] of Object.entries(spentOf(odds))) expect(p, key).toBeCloseTo(brute.spent[key] ?? 0, 12);
  expect(sum(odds.damage)).toBeCloseTo(1, 12);
}

describe('X-Wing attack odds, exact', () => {
  it('attack dice: one die hits on 3 hits + 1 crit of 8 faces', () => {
    // No defense dice: P(hit) = 4/8; with a focus token the 2 focus faces hit too: 6/8.
    expect(xwingAttackOdds({ ...base, attackDice: 1, defenseDice: 0 }).hit).toBeCloseTo(4 / 8, 12);
    expect(xwingAttackOdds({ ...base, attackDice: 1, defenseDice: 0, attacker: { ...base.attacker, focus: 1 } }).hit).toBeCloseTo(6 / 8, 12);
  });

  it('lock: one die, no focus token, rerolls a blank or a focus', () => {
    // 4/8 hit at once; the other 4/8 are rerolled and hit 4/8: 4/8 + 4/8 · 4/8 = 6/8.
    const odds = xwingAttackOdds({ ...base, attackDice: 1, defenseDice: 0, attacker: { ...base.attacker, lock: true } });
    expect(odds.hit).toBeCloseTo(6 / 8, 12);
    expect(odds.spent.attacker.lock).toBeCloseTo(4 / 8, 12);
  });

  it('defense dice: one die against one hit evades 3/8, with focus 5/8', () => {
    // One attack die hits 4/8; one defense die fails to evade 5/8: P(hit) = 4/8 · 5/8 = 20/64.
    expect(xwingAttackOdds({ ...base, attackDice: 1, defenseDice: 1 }).hit).toBeCloseTo((4 / 8) * (5 / 8), 12);
    // With the defender's focus: evade or focus = 5/8 cancel, so P(hit) = 4/8 · 3/8.
    expect(xwingAttackOdds({ ...base, attackDice: 1, defenseDice: 1, defender: { ...base.defender, focus: 1 } }).hit).toBeCloseTo((4 / 8) * (3 / 8), 12);
  });

  it('range bonus: one more attack die at range 0–1, one more defense die at range 3; obstruction adds one; ordnance gets no range bonus', () => {
    expect(xwingDiceCounts({ attackValue: 3, agility: 2, range: 1, obstructed: false, ordnance: false })).toEqual({ attackDice: 4, defenseDice: 2 });
    expect(xwingDiceCounts({ attackValue: 3, agility: 2, range: 2, obstructed: false, ordnance: false })).toEqual({ attackDice: 3, defenseDice: 2 });
    expect(xwingDiceCounts({ attackValue: 3, agility: 2, range: 3, obstructed: true, ordnance: false })).toEqual({ attackDice: 3, defenseDice: 4 });
    expect(xwingDiceCounts({ attackValue: 3, agility: 2, range: 1, obstructed: false, ordnance: true })).toEqual({ attackDice: 3, defenseDice: 2 });
    expect(xwingDiceCounts({ attackValue: 3, agility: 2, range: 3, obstructed: false, ordnance: true })).toEqual({ attackDice: 3, defenseDice: 2 });
  });
});

describe('X-Wing attack odds against brute force (every face of every die)', () => {
  const a = base.attacker;
  const d = base.defender;
  const cases: [string, XwingOddsInput][] = [
    ['no tokens: hits, crits, evades', { ...base, attackDice: 3, defenseDice: 2 }],
    ['focus changes every focus result (attack and defense)', { ...base, attackDice: 3, defenseDice: 2, attacker: { ...a, focus: 1 }, defender: { ...d, focus: 1 } }],
    ['lock rerolls blanks, and focus results the attacker cannot change', { ...base, attackDice: 3, defenseDice: 1, attacker: { ...a, lock: true } }],
    ['lock with a focus token rerolls only blanks', { ...base, attackDice: 3, defenseDice: 1, attacker: { ...a, lock: true, focus: 1 } }],
    ['calculate changes one focus result', { ...base, attackDice: 3, defenseDice: 2, attacker: { ...a, calculate: 1 }, defender: { ...d, calculate: 1 } }],
    ['Force changes one focus result per charge', { ...base, attackDice: 3, defenseDice: 2, attacker: { ...a, force: 2, lock: true }, defender: { ...d, force: 1 } }],
    ['an evade token adds an evade result', { ...base, attackDice: 3, defenseDice: 1, defender: { ...d, evade: 1, calculate: 1 } }],
    ['001 · reinforce adds an evade while more than one result remains', { ...base, attackDice: 4, defenseDice: 1, reinforce: 1 }],
    ['001 · two reinforce tokens need three results to both apply', { ...base, attackDice: 4, defenseDice: 0, reinforce: 2 }],
    ['shields take hits first, then crits; cards past the hull destroy', { ...base, attackDice: 4, defenseDice: 1, defender: { ...d, shields: 1, hullLeft: 2 } }],
  ];
  for (const [name, input] of cases) it(name, () => expectSameAsBruteForce(input));
});

// npm test runs 10^5 rolls per check; the 10^6-roll proof is the same test with ODDS_MC_SAMPLES=1000000.
const samples = Number(process.env['ODDS_MC_SAMPLES'] ?? 100_000);
describe(`X-Wing attack odds against a seeded Monte Carlo (${samples} rolls)`, () => {
  it('4 attack dice with focus, lock and Force against 3 defense dice with focus, Force and reinforce', () => {
    const input: XwingOddsInput = {
      attackDice: 4,
      defenseDice: 3,
      attacker: { focus: 1, calculate: 0, lock: true, force: 1 },
      defender: { focus: 1, calculate: 0, evade: 1, force: 1, shields: 2, hullLeft: 3 },
      reinforce: 1,
    };
    const odds = xwingAttackOdds(input);
    const mc = tally(input, seededRoller('odds-xwing'), samples);
    const near = (exact: number, observed: number): void => {
      expect(Math.abs(observed / samples - exact)).toBeLessThan(5 * Math.sqrt(Math.max(exact * (1 - exact), 1e-9) / samples) + 1e-9);
    };
    odds.damage.forEach((p, i) => near(p, mc.damage[i] ?? 0));
    near(odds.faceupCard, mc.faceup);
    near(odds.destroyed, mc.destroyed);
    for (const [key, p] of Object.entries(spentOf(odds))) near(p, mc.spent[key] ?? 0);
  }, 600_000);

  it('5 attack dice with calculate and lock against 4 defense dice with calculate, an evade token and two reinforce', () => {
    const input: XwingOddsInput = {
      attackDice: 5,
      defenseDice: 4,
      attacker: { focus: 0, calculate: 1, lock: true, force: 0 },
      defender: { focus: 0, calculate: 1, evade: 1, force: 0, shields: 3, hullLeft: 4 },
      reinforce: 2,
    };
    const odds = xwingAttackOdds(input);
    const mc = tally(input, seededRoller('odds-xwing-large'), samples);
    const near = (exact: number, observed: number): void => {
      expect(Math.abs(observed / samples - exact)).toBeLessThan(5 * Math.sqrt(Math.max(exact * (1 - exact), 1e-9) / samples) + 1e-9);
    };
    odds.damage.forEach((p, i) => near(p, mc.damage[i] ?? 0));
    near(odds.faceupCard, mc.faceup);
    near(odds.destroyed, mc.destroyed);
    for (const [key, p] of Object.entries(spentOf(odds))) near(p, mc.spent[key] ?? 0);
  }, 600_000);
});

describe('X-Wing attack odds against brute force, any small situation (fast-check)', () => {
  const few = fc.integer({ min: 0, max: 2 });
  it('every token, Force and reinforce together', () => {
    fc.assert(
      fc.property(
        fc.record({
          attackDice: fc.integer({ min: 0, max: 3 }),
          defenseDice: fc.integer({ min: 0, max: 2 }),
          attacker: fc.record({ focus: few, calculate: few, lock: fc.boolean(), force: few }),
          defender: fc.record({ focus: few, calculate: few, evade: few, force: few, shields: fc.integer({ min: 0, max: 3 }), hullLeft: fc.integer({ min: 1, max: 3 }) }),
          reinforce: few,
        }),
        (input) => expectSameAsBruteForce(input),
      ),
      { numRuns: 80, seed: 17 },
    );
  }, 120_000);
});

describe('X-Wing attack odds follow the attack under way (rolled faces, tokens spent)', () => {
  it('RRG · Modify Attack Dice: two focus results rolled and a focus token are two hits for sure', () => {
    const odds = xwingAttackOdds({
      ...base,
      defenseDice: 0,
      attacker: { ...base.attacker, focus: 1 },
      underway: { attackDice: [{ face: 'focus', rerolled: false }, { face: 'focus', rerolled: false }], attackFinal: false },
    });
    expect(odds.damage[2]).toBeCloseTo(1, 12);
    expect(odds.spent.attacker.focus).toBeCloseTo(1, 12);
  });

  it('RRG · a die is rerolled at most once: a lock does not reroll a blank already rerolled', () => {
    const odds = xwingAttackOdds({
      ...base,
      defenseDice: 0,
      attacker: { ...base.attacker, lock: true },
      underway: { attackDice: [{ face: 'blank', rerolled: true }], attackFinal: false },
    });
    expect(odds.hit).toBe(0);
    expect(odds.spent.attacker.lock).toBe(0);
  });

  it('RRG · Neutralize Results done: what is left is dealt, nothing is spent', () => {
    const odds = xwingAttackOdds({
      ...base,
      defender: { ...base.defender, evade: 2, shields: 1, hullLeft: 2 },
      reinforce: 1,
      underway: { attackDice: [], attackFinal: true, remaining: { hits: 1, crits: 1 } },
    });
    expect(odds.shieldsLost[1]).toBeCloseTo(1, 12);
    expect(odds.faceupCard).toBeCloseTo(1, 12);
    expect(odds.spent.defender.evade).toBe(0);
  });

  const attackFace = fc.constantFrom('hit' as const, 'crit' as const, 'focus' as const, 'blank' as const);
  const defenseFace = fc.constantFrom('evade' as const, 'focus' as const, 'blank' as const);
  const few = fc.integer({ min: 0, max: 2 });
  it('RRG · 003 · 001 · any attack under way agrees with brute force (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.record({
          attack: fc.array(fc.record({ face: attackFace, rerolled: fc.boolean() }), { maxLength: 3 }),
          attackFinal: fc.boolean(),
          defense: fc.option(fc.array(fc.record({ face: defenseFace, rerolled: fc.boolean() }), { maxLength: 3 }), { nil: undefined }),
          defenseDice: fc.integer({ min: 0, max: 2 }),
          attacker: fc.record({ focus: few, calculate: few, lock: fc.boolean(), force: few }),
          defender: fc.record({ focus: few, calculate: few, evade: few, force: few, shields: fc.integer({ min: 0, max: 3 }), hullLeft: fc.integer({ min: 1, max: 3 }) }),
          reinforce: few,
        }),
        (s) =>
          expectSameAsBruteForce({
            attackDice: s.attack.length,
            defenseDice: s.defense?.length ?? s.defenseDice,
            attacker: s.attacker,
            defender: s.defender,
            reinforce: s.reinforce,
            // Defense dice are rolled only once the attack dice are final.
            underway: { attackDice: s.attack, attackFinal: s.attackFinal || s.defense !== undefined, defenseDice: s.defense },
          }),
      ),
      { numRuns: 150, seed: 29 },
    );
  }, 120_000);
});
