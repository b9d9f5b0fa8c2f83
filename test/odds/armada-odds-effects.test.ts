import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActiveArmadaDiceEffect, ArmadaDiceEffect, ArmadaEffectMoment, EffectDieColor, EffectDieFace } from '../../shared/engine/games/armada/effects/card-effect';
import { attackDieFaces } from '../../shared/engine/games/armada/attack/dice';
import { armadaAttackOdds, armadaOddsProblem, type ArmadaOdds, type ArmadaOddsInput } from '../../shared/odds/armada-odds';
import { summarizeWithEffects } from './armada-effects-reference';

// RRG · Attack (004, ../shared/rules): gather dice (dice added or removed), roll, resolve attack
// effects (the attacker's rerolls, changes and added dice, with concentrate fire), spend defense
// tokens (the defender's), resolve damage (damage added to the total).

const base: ArmadaOddsInput = {
  dice: { red: 0, blue: 0, black: 0 },
  range: 'close',
  attacker: { kind: 'ship', size: 'medium' },
  defender: { kind: 'ship', size: 'medium', speed: 2 },
  tokens: [],
  defendingShields: 2,
  adjacentShields: [2, 1],
  hullLeft: 4,
};
const pool = (red: number, blue: number, black: number) => ({ red, blue, black });
const sum = (values: number[]): number => values.reduce((total, p) => total + p, 0);

let refs = 0;
function effect(dice: ArmadaDiceEffect[], moment: ArmadaEffectMoment = 'resolveAttackEffects', more: Partial<ActiveArmadaDiceEffect> = {}): ActiveArmadaDiceEffect {
  return { side: 'attacker', ref: `effect-${++refs}`, source: 'Test card', moment, dice, uses: 1, optional: true, ...more };
}

function expectClose(values: number[], expected: number[]): void {
  const length = Math.max(values.length, expected.length);
  for (let i = 0; i < length; i++) expect(values[i] ?? 0).toBeCloseTo(expected[i] ?? 0, 12);
}

/** The exact module against the naive enumeration of every die permutation, effects played on die lists. */
function expectSameAsBruteForce(input: ArmadaOddsInput): ArmadaOdds {
  expect(armadaOddsProblem(input)).toBeNull();
  const odds = armadaAttackOdds(input);
  const brute = summarizeWithEffects(input);
  expect(brute.weight).toBeCloseTo(1, 12);
  expectClose(odds.damage, brute.damage);
  expectClose(odds.damageCards, brute.damageCards);
  expect(odds.faceupCard).toBeCloseTo(brute.faceupCard, 12);
  expect(odds.destroyed).toBeCloseTo(brute.destroyed, 12);
  expectClose(
    odds.tokens.map((token) => token.spent),
    brute.spent,
  );
  expectClose(
    odds.tokens.map((token) => token.locked),
    brute.locked,
  );
  expect(sum(odds.damage)).toBeCloseTo(1, 12);
  return odds;
}

const tokens = {
  brace: { id: 'b', type: 'brace', state: 'readied' },
  evade: { id: 'e', type: 'evade', state: 'readied' },
  redirect: { id: 'r', type: 'redirect', state: 'readied' },
  contain: { id: 'c', type: 'contain', state: 'readied' },
  scatter: { id: 's', type: 'scatter', state: 'readied' },
} as const;

/** Small situations every effect is played in: ship and squadron defenders, tokens, long range (evade cancels). */
const situations: [string, ArmadaOddsInput][] = [
  ['ship, no tokens', { ...base, dice: pool(1, 1, 1) }],
  ['ship, brace evade redirect', { ...base, dice: pool(1, 1, 1), tokens: [tokens.brace, tokens.evade, tokens.redirect] }],
  ['ship at long range, evade contain', { ...base, range: 'long', dice: pool(2, 0, 1), tokens: [tokens.evade, tokens.contain] }],
  ['squadron defender, scatter', { ...base, dice: pool(1, 1, 1), defender: { kind: 'squadron', speed: 3 }, tokens: [tokens.scatter], hullLeft: 3 }],
  ['squadron attacker against a ship', { ...base, dice: pool(0, 2, 1), attacker: { kind: 'squadron' }, tokens: [tokens.brace] }],
];

describe('RRG · Attack · card effects in the exact odds', () => {
  it('no effects: every result is bit-identical (none given, an empty list, every one switched off or past)', () => {
    const inputs: ArmadaOddsInput[] = [
      ...situations.map(([, input]) => input),
      { ...base, dice: pool(8, 4, 6), tokens: [tokens.brace, tokens.redirect, tokens.evade, tokens.contain], concentrateFire: true },
      { ...base, faces: [{ color: 'red', face: 'accuracy' }, { color: 'black', face: 'hit-crit' }], tokens: [tokens.brace, tokens.evade], underway: { locked: [], spent: [], redirectShields: 0, effectsDone: false, tokensDone: false } },
    ];
    for (const input of inputs) {
      const plain = armadaAttackOdds(input);
      const off = effect([{ kind: 'reroll', count: 2 }]);
      const past = effect([{ kind: 'addDice', color: 'red', count: 2 }], 'gatherDice');
      for (const variant of [
        { ...input, effects: [] },
        { ...input, effects: [off], disabledEffects: [off.ref] },
        { ...input, effects: [past], step: 'resolveAttackEffects' as const },
      ]) {
        const { effects, ...numbers } = armadaAttackOdds(variant);
        expect(numbers).toEqual(plain);
        expect(effects?.every((listed) => !listed.counted)).toBe(true);
      }
    }
  });

  describe.each(situations)('%s', (_, situation) => {
    it('Card · Ordnance Experts: a reroll of up to 2 black dice', () => {
      expectSameAsBruteForce({ ...situation, dice: pool(1, 0, 2), effects: [effect([{ kind: 'reroll', count: 2, colors: ['black'] }])] });
    });
    it('RRG · Attack: a reroll of any dice, accuracies only when spare, with concentrate fire', () => {
      expectSameAsBruteForce({ ...situation, concentrateFire: true, effects: [effect([{ kind: 'reroll', count: 'all' }])] });
    });
    it('Card · Admiral Screed (the change, its spent die a cost): one die changed to a crit', () => {
      expectSameAsBruteForce({ ...situation, effects: [effect([{ kind: 'change', count: 1, to: 'crit' }])] });
    });
    it('RRG · Attack · Resolve Attack Effects: a hit or crit changed to an accuracy while the pool has too few', () => {
      expectSameAsBruteForce({ ...situation, effects: [effect([{ kind: 'change', count: 1, from: ['hit', 'crit'], to: 'accuracy' }])] });
    });
    it('RRG · Attack · Gather Dice: dice added and removed before the roll, a die set to a face', () => {
      expectSameAsBruteForce({
        ...situation,
        effects: [effect([{ kind: 'addDice', color: 'black', count: 1 }], 'gatherDice'), effect([{ kind: 'removeDice', count: 1, colors: ['red', 'blue'] }], 'gatherDice', { side: 'defender' }), effect([{ kind: 'addFace', color: 'blue', face: 'accuracy', count: 1 }], 'gatherDice')],
      });
    });
    it('RRG · Attack · Resolve Attack Effects: a die added after the roll, then a die the attacker must remove', () => {
      expectSameAsBruteForce({ ...situation, effects: [effect([{ kind: 'addDice', color: 'red', count: 1 }]), effect([{ kind: 'removeDice', count: 1 }], 'resolveAttackEffects', { optional: false })] });
    });
    it('RRG · Attack · Spend Defense Tokens: the defender removes the die of most damage, rerolls one, changes one to a blank', () => {
      expectSameAsBruteForce({
        ...situation,
        effects: [
          effect([{ kind: 'removeDice', count: 1 }], 'spendDefenseTokens', { side: 'defender' }),
          effect([{ kind: 'reroll', count: 1 }], 'spendDefenseTokens', { side: 'defender' }),
        ],
      });
      expectSameAsBruteForce({ ...situation, effects: [effect([{ kind: 'change', count: 1, to: 'blank' }], 'spendDefenseTokens', { side: 'defender' })] });
    });
    it('RRG · Attack · Spend Defense Tokens: an accuracy the defender’s reroll brings locks nothing', () => {
      expectSameAsBruteForce({ ...situation, dice: pool(1, 2, 0), effects: [effect([{ kind: 'reroll', count: 2 }], 'spendDefenseTokens', { side: 'defender' })] });
    });
    it('RRG · Attack · Resolve Damage: damage added to the total after brace, and taken from it', () => {
      const more = expectSameAsBruteForce({ ...situation, effects: [effect([{ kind: 'damage', amount: 1 }], 'resolveDamage')] });
      const less = expectSameAsBruteForce({ ...situation, effects: [effect([{ kind: 'damage', amount: -1 }], 'resolveDamage', { side: 'defender' })] });
      expect(more.expectedDamage).toBeGreaterThan(less.expectedDamage);
    });
    it('RRG · Attack: two effects of two uses each, in order, alongside concentrate fire', () => {
      expectSameAsBruteForce({
        ...situation,
        dice: pool(1, 1, 1),
        concentrateFire: true,
        effects: [effect([{ kind: 'reroll', count: 1, colors: ['black', 'red'] }], 'resolveAttackEffects', { uses: 2 }), effect([{ kind: 'change', count: 1, from: ['blank'], to: 'hit' }], 'rollAttackDice', { uses: 2 })],
      });
    });
  });

  it('an attack under way with faces rolled and an accuracy spent', () => {
    expectSameAsBruteForce({
      ...base,
      dice: pool(0, 0, 0),
      faces: [
        { color: 'red', face: 'accuracy', accuracySpent: true },
        { color: 'black', face: 'blank' },
        { color: 'blue', face: 'accuracy' },
        { color: 'red', face: 'blank' },
      ],
      tokens: [tokens.brace, tokens.evade],
      underway: { locked: ['b'], spent: [], redirectShields: 0, effectsDone: false, tokensDone: false },
      step: 'resolveAttackEffects',
      effects: [effect([{ kind: 'reroll', count: 2, faces: ['blank', 'accuracy'] }]), effect([{ kind: 'change', count: 1, colors: ['red'], to: 'hit-hit' }])],
    });
  });

  it('an effect switched off changes the numbers, and the answer lists it as switched off', () => {
    const experts = effect([{ kind: 'reroll', count: 2, colors: ['black'] }], 'resolveAttackEffects', { source: 'Ordnance Experts' });
    const input: ArmadaOddsInput = { ...base, dice: pool(2, 0, 3), tokens: [tokens.brace], effects: [experts] };
    const on = armadaAttackOdds(input);
    const off = armadaAttackOdds({ ...input, disabledEffects: [experts.ref] });
    expect(on.expectedDamage).toBeGreaterThan(off.expectedDamage + 0.1);
    expect(on.effects).toEqual([{ ref: experts.ref, source: 'Ordnance Experts', side: 'attacker', moment: 'resolveAttackEffects', counted: true }]);
    expect(off.effects).toEqual([{ ref: experts.ref, source: 'Ordnance Experts', side: 'attacker', moment: 'resolveAttackEffects', counted: false, left: 'switchedOff' }]);
    const { effects: _, ...plain } = off;
    expect(plain).toEqual(armadaAttackOdds({ ...base, dice: pool(2, 0, 3), tokens: [tokens.brace] }));
  });

  it('an attack under way counts only the effects still ahead', () => {
    const gather = effect([{ kind: 'addDice', color: 'red', count: 1 }], 'gatherDice');
    const reroll = effect([{ kind: 'reroll', count: 1 }]);
    const defender = effect([{ kind: 'removeDice', count: 1 }], 'spendDefenseTokens', { side: 'defender' });
    const damage = effect([{ kind: 'damage', amount: 1 }], 'resolveDamage');
    const faces = [
      { color: 'black', face: 'blank' },
      { color: 'black', face: 'hit-crit' },
      { color: 'red', face: 'hit' },
    ] as const;
    const at = (step: 'resolveAttackEffects' | 'spendDefenseTokens' | 'resolveDamage'): ArmadaOddsInput => ({
      ...base,
      faces: [...faces],
      tokens: [tokens.brace],
      step,
      underway: { locked: [], spent: [], redirectShields: 0, effectsDone: step !== 'resolveAttackEffects', tokensDone: step === 'resolveDamage' },
      effects: [gather, reroll, defender, damage],
    });
    const counted = (odds: ArmadaOdds) => odds.effects?.filter((listed) => listed.counted).map((listed) => listed.ref);
    const effectsStep = expectSameAsBruteForce(at('resolveAttackEffects'));
    expect(counted(effectsStep)).toEqual([reroll.ref, defender.ref, damage.ref]);
    expect(effectsStep.effects?.find((listed) => listed.ref === gather.ref)?.left).toBe('past');
    const tokensStep = expectSameAsBruteForce(at('spendDefenseTokens'));
    expect(counted(tokensStep)).toEqual([defender.ref, damage.ref]);
    const damageStep = expectSameAsBruteForce(at('resolveDamage'));
    expect(counted(damageStep)).toEqual([damage.ref]);
    // In Resolve Damage only the damage is left: the dice are final, 2 with crits + 1 hit, +1.
    expect(damageStep.damage[4]).toBeCloseTo(1, 12);
  });

  it('uses left: an effect with none is listed, not counted', () => {
    const spent = effect([{ kind: 'damage', amount: 2 }], 'resolveDamage', { uses: 0 });
    const odds = armadaAttackOdds({ ...base, dice: pool(1, 0, 0), effects: [spent] });
    expect(odds.effects?.[0]).toMatchObject({ counted: false, left: 'noUses' });
    expect(odds.damage).toEqual(armadaAttackOdds({ ...base, dice: pool(1, 0, 0) }).damage);
  });

  it('refuses in words what it cannot count', () => {
    expect(armadaOddsProblem({ ...base, dice: pool(1, 0, 0), effects: [effect([{ kind: 'addFace', color: 'black', face: 'accuracy', count: 1 }])] })).toMatch(/black die has no accuracy face/);
    expect(armadaOddsProblem({ ...base, dice: pool(10, 10, 10), effects: [effect([{ kind: 'addDice', color: 'red', count: 4 }], 'gatherDice', { uses: 4 })] })).toMatch(/more than 40 dice/);
  });

  it('the largest pool with tokens and two card effects sums to 1 and beats the same pool without them', () => {
    const input: ArmadaOddsInput = {
      ...base,
      dice: pool(8, 4, 6),
      attacker: { kind: 'ship', size: 'large' },
      defender: { kind: 'ship', size: 'large', speed: 2 },
      tokens: [tokens.brace, tokens.redirect, tokens.evade, tokens.contain],
      defendingShields: 4,
      adjacentShields: [3, 3],
      hullLeft: 8,
    };
    const two = armadaAttackOdds({ ...input, effects: [effect([{ kind: 'reroll', count: 2, colors: ['black'] }]), effect([{ kind: 'change', count: 1, to: 'hit-hit' }])] });
    expect(sum(two.damage)).toBeCloseTo(1, 12);
    expect(two.expectedDamage).toBeGreaterThan(armadaAttackOdds(input).expectedDamage);
  });
});

describe('odds.attack · card effects switched off', () => {
  it('the request carries the refs switched off in “What if…”, in words when wrong', async () => {
    const { oddsAttackRequestSchema } = await import('../../shared/ipc/odds');
    const request = { system: 'armada', gameId: '0b6f3c2e-5d1a-4c8e-9f7a-2e4b6d8c0a1f', attacker: 'a', defender: 'd', range: 'close' } as const;
    expect(oddsAttackRequestSchema.safeParse({ ...request, disabledEffects: ['p1-ship-1:ordnance-experts'] }).success).toBe(true);
    const wrong = oddsAttackRequestSchema.safeParse({ ...request, disabledEffects: [''] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('must name a card effect');
  });
});

describe('RRG · Attack · any mix of card effects', () => {
  const colour = fc.constantFrom<EffectDieColor>('red', 'blue', 'black');
  const face = fc.constantFrom<EffectDieFace>('blank', 'hit', 'crit', 'hit-hit', 'hit-crit', 'accuracy');
  const some = <T>(of: fc.Arbitrary<T>) => fc.option(fc.uniqueArray(of, { minLength: 1, maxLength: 3 }), { nil: undefined });
  const fact: fc.Arbitrary<ArmadaDiceEffect> = fc.oneof(
    fc.record({ kind: fc.constant('reroll' as const), count: fc.oneof(fc.integer({ min: 1, max: 2 }), fc.constant('all' as const)), colors: some(colour), faces: some(face) }, { requiredKeys: ['kind', 'count'] }),
    fc.record({ kind: fc.constant('change' as const), count: fc.integer({ min: 1, max: 2 }), colors: some(colour), from: some(face), to: face }, { requiredKeys: ['kind', 'count', 'to'] }),
    fc.record({ kind: fc.constant('removeDice' as const), count: fc.constant(1), colors: some(colour), faces: some(face) }, { requiredKeys: ['kind', 'count'] }),
    fc.record({ kind: fc.constant('addDice' as const), color: colour, count: fc.constant(1) }),
    fc.tuple(colour, face).filter(([c, f]) => attackDieFaces[c].includes(f)).map(([color, f]) => ({ kind: 'addFace' as const, color, face: f, count: 1 })),
    fc.record({ kind: fc.constant('damage' as const), amount: fc.constantFrom(-1, 1) }),
  );
  const active = fc.record({
    side: fc.constantFrom<'attacker' | 'defender'>('attacker', 'defender'),
    moment: fc.constantFrom<ArmadaEffectMoment>('gatherDice', 'rollAttackDice', 'resolveAttackEffects', 'spendDefenseTokens', 'resolveDamage'),
    dice: fc.array(fact, { minLength: 1, maxLength: 1 }),
    uses: fc.integer({ min: 1, max: 2 }),
    optional: fc.boolean(),
  });
  it('matches the brute force over die permutations for random pools and effects', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: situations.length - 1 }),
        fc.record({ red: fc.integer({ min: 0, max: 1 }), blue: fc.integer({ min: 0, max: 1 }), black: fc.integer({ min: 0, max: 1 }) }).filter((dice) => dice.red + dice.blue + dice.black <= 2),
        fc.array(active, { minLength: 1, maxLength: 2 }),
        fc.boolean(),
        (at, dice, effects, concentrateFire) => {
          const situation = (situations[at] as [string, ArmadaOddsInput])[1];
          const input: ArmadaOddsInput = { ...situation, dice, concentrateFire, effects: effects.map((e, i) => ({ ...e, ref: `random-${i}`, source: `Card ${i}` })) };
          if (armadaOddsProblem(input)) return;
          expectSameAsBruteForce(input);
        },
      ),
      { numRuns: 60, seed: 35 },
    );
  }, 120_000);
});
