import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { evadeTokenRule } from '../../shared/engine/games/xwing/attack/evade-token';
import type { ActiveDiceEffect, DiceEffectFact } from '../../shared/engine/games/xwing/effects/card-effect';
import type { XwingPilotRosterEntry } from '../../shared/engine/games/xwing';
import { gameOdds } from '../../shared/odds/odds-request';
import { xwingAttackOdds, type XwingOdds, type XwingOddsInput } from '../../shared/odds/xwing-odds';
import { attackFaces, defenseFaces, optionsOf, play, refusal, rosters, stateOf, TIE_FIGHTER, X_WING } from '../engine/xwing/helpers/xwing-game';
import { pilotEntry } from '../engine/xwing/helpers/xwing-roster';
import { effectsTally } from './xwing-effects-reference';
import { everyFace, tally } from './xwing-reference';
import { expectClose, partiesArbitrary, spentOf } from './xwing-odds-checks';

// The odds with card effects (shared/odds/xwing-odds.ts, its written policy), each checked against
// a naive enumeration of every face of every die (xwing-effects-reference.ts) to 1e-12.

const base: XwingOddsInput = {
  attackDice: 2,
  defenseDice: 2,
  attacker: { focus: 0, calculate: 0, lock: false, force: 0 },
  defender: { focus: 0, calculate: 0, evade: 0, force: 0, shields: 1, hullLeft: 3 },
  reinforce: 0,
};
let refs = 0;
function effect(side: 'attacker' | 'defender', moment: ActiveDiceEffect['moment'], dice: DiceEffectFact[], more: Partial<ActiveDiceEffect> = {}): ActiveDiceEffect {
  return { side, ref: `${side}:${refs++}`, source: more.source ?? 'Test Card', moment, dice, uses: 1, optional: true, ...more };
}


function expectSameAsBruteForce(input: XwingOddsInput): XwingOdds {
  const odds = xwingAttackOdds(input);
  const brute = effectsTally(input);
  expect(brute.weight).toBeCloseTo(1, 12);
  expectClose(odds.damage, brute.damage);
  expect(odds.remaining.length).toBe(brute.remaining.size);
  for (const { hits, crits, p } of odds.remaining) expect(p, `${hits} hits, ${crits} crits`).toBeCloseTo(brute.remaining.get(`${hits},${crits}`) ?? -1, 12);
  expect(odds.faceupCard).toBeCloseTo(brute.faceup, 12);
  expect(odds.destroyed).toBeCloseTo(brute.destroyed, 12);
  for (const [key, p] of Object.entries(spentOf(odds))) expect(p, key).toBeCloseTo(brute.spent[key] ?? 0, 12);
  expect(odds.effects.map((counted) => counted.ref).sort()).toEqual([...brute.used.keys()].sort());
  for (const counted of odds.effects) expect(counted.used, `${counted.ref} used`).toBeCloseTo(brute.used.get(counted.ref) ?? -1, 12);
  return odds;
}

const withoutEffects = (odds: XwingOdds): Omit<XwingOdds, 'effects'> => {
  const { effects, ...rest } = odds;
  void effects;
  return rest;
};

describe('RRG · Modify Dice: no card effects, every number as before', () => {
  it('no effects (none, or an empty list) give the very numbers of the tokens alone', () => {
    const input: XwingOddsInput = { ...base, attackDice: 4, defenseDice: 3, attacker: { focus: 1, calculate: 0, lock: true, force: 1 }, defender: { focus: 1, calculate: 0, evade: 1, force: 1, shields: 2, hullLeft: 3 }, reinforce: 1 };
    const before = xwingAttackOdds(input);
    expect(xwingAttackOdds({ ...input, effects: [] })).toEqual(before);
    expect(before.effects).toEqual([]);
    // And, on a pool small enough to enumerate, still the naive enumeration's (xwing-reference.ts, the tokens' own brute force).
    const small = { ...input, attackDice: 3, defenseDice: 2 };
    expectClose(xwingAttackOdds({ ...small, effects: [] }).damage, tally(small, everyFace).damage);
  });

  it('an effect that never helps leaves every number as the tokens alone give them (the count machinery agrees with the closed form)', () => {
    const never = effect('attacker', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 2, faces: ['crit'] }]);
    const few = fc.integer({ min: 0, max: 2 });
    fc.assert(
      fc.property(
        fc.record({
          attackDice: fc.integer({ min: 0, max: 4 }),
          defenseDice: fc.integer({ min: 0, max: 3 }),
          attacker: fc.record({ focus: few, calculate: few, lock: fc.boolean(), force: few }),
          defender: fc.record({ focus: few, calculate: few, evade: few, force: few, shields: fc.integer({ min: 0, max: 3 }), hullLeft: fc.integer({ min: 1, max: 3 }) }),
          reinforce: few,
          rules: fc.constantFrom(undefined, 2, 3),
        }),
        (input) => {
          const alone = xwingAttackOdds(input);
          const counted = xwingAttackOdds({ ...input, effects: [never] });
          expect(counted.effects).toEqual([{ ref: never.ref, side: 'attacker', source: 'Test Card', used: 0 }]);
          const a = withoutEffects(alone);
          const b = withoutEffects(counted);
          expectClose(b.damage, a.damage);
          expectClose(b.shieldsLost, a.shieldsLost);
          expectClose(b.damageCards, a.damageCards);
          expect(b.remaining.map((r) => `${r.hits},${r.crits}`)).toEqual(a.remaining.map((r) => `${r.hits},${r.crits}`));
          expect(b.destroyed).toBeCloseTo(a.destroyed, 12);
          for (const [key, p] of Object.entries(spentOf(counted))) expect(p, key).toBeCloseTo(spentOf(alone)[key] ?? 0, 12);
        },
      ),
      { numRuns: 60, seed: 41 },
    );
  });
});

describe('RRG · Modify Dice: each kind of dice effect against brute force', () => {
  const a = base.attacker;
  const d = base.defender;
  const cases: [string, XwingOddsInput][] = [
    ['reroll: the attacker rerolls its blanks (and focus results it cannot change), before its lock', { ...base, attackDice: 3, defenseDice: 1, attacker: { ...a, lock: true, calculate: 1 }, effects: [effect('attacker', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 1 }])] }],
    ['reroll: the defender makes the attacker reroll its best die (a crit, then a hit)', { ...base, attackDice: 3, defenseDice: 1, effects: [effect('defender', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 1 }])] }],
    ['reroll: the defender rerolls its blanks only while its evades fall short', { ...base, attackDice: 2, defenseDice: 2, defender: { ...d, focus: 1 }, effects: [effect('defender', 'modifyDefenseDice', [{ kind: 'reroll', pool: 'defense', count: 'all' }])] }],
    ['reroll: the attacker makes the defender reroll its evades', { ...base, attackDice: 2, defenseDice: 2, effects: [effect('attacker', 'modifyDefenseDice', [{ kind: 'reroll', pool: 'defense', count: 2, faces: ['evade'] }])] }],
    ['change: a hit to a crit, after the focus token turned focus results to hits (Proton Torpedoes)', { ...base, attackDice: 3, defenseDice: 1, attacker: { ...a, focus: 1 }, effects: [effect('attacker', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], { source: 'Proton Torpedoes' })] }],
    ['change: a blank to a focus before the focus token', { ...base, attackDice: 2, defenseDice: 1, attacker: { ...a, focus: 1 }, effects: [effect('attacker', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['blank'], to: 'focus' }])] }],
    ['change: the defender turns the attacker’s crit to a hit', { ...base, attackDice: 3, defenseDice: 1, effects: [effect('defender', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['crit'], to: 'hit' }])] }],
    ['change: the attacker turns the defender’s evade to a focus', { ...base, attackDice: 2, defenseDice: 2, effects: [effect('attacker', 'modifyDefenseDice', [{ kind: 'change', pool: 'defense', count: 1, from: ['evade'], to: 'focus' }])] }],
    ['add: the defender adds an evade result while it needs one', { ...base, attackDice: 3, defenseDice: 1, effects: [effect('defender', 'modifyDefenseDice', [{ kind: 'add', pool: 'defense', face: 'evade', count: 1 }])] }],
    ['cancel: the defender cancels the attacker’s crit', { ...base, attackDice: 3, defenseDice: 1, effects: [effect('defender', 'modifyAttackDice', [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['crit'] }])] }],
    ['dice: one more attack die rolled, one fewer defense die', { ...base, attackDice: 2, defenseDice: 2, effects: [effect('attacker', 'rollAttackDice', [{ kind: 'dice', pool: 'attack', count: 1 }]), effect('attacker', 'rollDefenseDice', [{ kind: 'dice', pool: 'defense', count: -1 }])] }],
    ['mandatory: a fewer-dice drawback on the attacker’s own roll is applied', { ...base, attackDice: 3, defenseDice: 1, effects: [effect('attacker', 'rollAttackDice', [{ kind: 'dice', pool: 'attack', count: -1 }], { optional: false })] }],
    ['two on each side, with tokens, in RRG order (defender first on attack dice, attacker first on defense dice)', {
      ...base,
      attackDice: 2,
      defenseDice: 2,
      attacker: { ...a, focus: 1, lock: true },
      defender: { ...d, evade: 1 },
      rules: 3,
      effects: [
        effect('attacker', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }]),
        effect('attacker', 'modifyDefenseDice', [{ kind: 'reroll', pool: 'defense', count: 1, faces: ['evade'] }]),
        effect('defender', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['crit'], to: 'hit' }]),
        effect('defender', 'modifyDefenseDice', [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }]),
      ],
    }],
  ];
  for (const [name, input] of cases) it(name, () => expectSameAsBruteForce(input));

  it('each effect is counted and named in the answer, with its chance of use', () => {
    const torpedoes = effect('attacker', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], { source: 'Proton Torpedoes' });
    const odds = xwingAttackOdds({ ...base, attackDice: 1, defenseDice: 0, effects: [torpedoes] });
    // One die: a hit 3/8 becomes a crit; a crit 1/8 stays: P(crit) = 4/8.
    expect(odds.effects).toEqual([{ ref: torpedoes.ref, side: 'attacker', source: 'Proton Torpedoes', used: 3 / 8 }]);
    expect(odds.faceupCard).toBeCloseTo(0, 12); // the shield takes it
    expect(xwingAttackOdds({ ...base, attackDice: 1, defenseDice: 0, defender: { ...base.defender, shields: 0 }, effects: [torpedoes] }).faceupCard).toBeCloseTo(4 / 8, 12);
  });

  it('RRG · Attack: each effect is used once in the attack, whatever uses it has left; none left, not counted', () => {
    const twice = effect('attacker', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 1 }], { uses: 2 });
    const once = { ...twice, uses: 1 };
    expect(withoutEffects(xwingAttackOdds({ ...base, attackDice: 2, effects: [twice] }))).toEqual(withoutEffects(xwingAttackOdds({ ...base, attackDice: 2, effects: [once] })));
    expect(xwingAttackOdds({ ...base, effects: [{ ...twice, uses: 0 }] }).effects).toEqual([]);
  });

  it('an effect switched off changes the numbers', () => {
    const reroll = effect('attacker', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 2 }]);
    const on = xwingAttackOdds({ ...base, effects: [reroll] });
    const off = xwingAttackOdds({ ...base, effects: [] });
    expect(on.expectedDamage).toBeGreaterThan(off.expectedDamage + 0.1);
  });

  const face = fc.constantFrom('hit' as const, 'crit' as const, 'focus' as const, 'blank' as const, 'evade' as const);
  const pool = fc.constantFrom('attack' as const, 'defense' as const);
  const upTo = fc.oneof(fc.integer({ min: 1, max: 2 }), fc.constant('all' as const));
  const fact: fc.Arbitrary<DiceEffectFact> = fc.oneof(
    fc.record({ kind: fc.constant('dice' as const), pool, count: fc.constantFrom(-1, 1) }),
    fc.record({ kind: fc.constant('reroll' as const), pool, count: upTo, faces: fc.option(fc.uniqueArray(face, { minLength: 1, maxLength: 3 }), { nil: undefined }) }).map((f) => (f.faces ? f : { kind: f.kind, pool: f.pool, count: f.count })),
    fc.record({ kind: fc.constant('change' as const), pool, count: upTo, from: fc.uniqueArray(face, { minLength: 1, maxLength: 3 }), to: face }),
    fc.record({ kind: fc.constant('add' as const), pool, face, count: fc.constant(1) }),
    fc.record({ kind: fc.constant('cancel' as const), pool, count: upTo, faces: fc.uniqueArray(face, { minLength: 1, maxLength: 3 }) }),
  );
  const anEffect = fc.record({
    side: fc.constantFrom('attacker' as const, 'defender' as const),
    moment: fc.constantFrom('rollAttackDice' as const, 'modifyAttackDice' as const, 'rollDefenseDice' as const, 'modifyDefenseDice' as const, 'afterAttack' as const),
    dice: fc.array(fact, { minLength: 1, maxLength: 2 }),
    uses: fc.integer({ min: 0, max: 2 }),
    optional: fc.boolean(),
  });

  it('any few effects of every kind, on both sides, with tokens, agree with brute force (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.record({
          attackDice: fc.integer({ min: 0, max: 2 }),
          defenseDice: fc.integer({ min: 0, max: 2 }),
          ...partiesArbitrary(1, 2),
          rules: fc.constantFrom(undefined, 3),
          effects: fc.array(anEffect, { minLength: 1, maxLength: 3 }),
        }),
        (input) => {
          expectSameAsBruteForce({ ...input, effects: input.effects.map((e, i) => ({ ...e, ref: `e${i}`, source: `Card ${i}` })) });
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  }, 120_000);
});

describe('RRG · Attack: an attack under way counts only the effects still ahead', () => {
  const moreDice = effect('attacker', 'rollAttackDice', [{ kind: 'dice', pool: 'attack', count: 1 }]);
  const defenderReroll = effect('defender', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 1 }]);
  const attackerChange = effect('attacker', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['blank'], to: 'hit' }]);
  const attackerOnDefense = effect('attacker', 'modifyDefenseDice', [{ kind: 'reroll', pool: 'defense', count: 1 }]);
  const defenderAdd = effect('defender', 'modifyDefenseDice', [{ kind: 'add', pool: 'defense', face: 'evade', count: 1 }]);
  const all = [moreDice, defenderReroll, attackerChange, attackerOnDefense, defenderAdd];
  const counted = (input: XwingOddsInput): string[] => xwingAttackOdds(input).effects.map((e) => e.ref);

  it('attack dice rolled: the roll’s effect is past; the defender modifies first, so once the attacker does, its effects are past', () => {
    const attackDice = [{ face: 'blank' as const, rerolled: false }, { face: 'hit' as const, rerolled: false }];
    const rolled: XwingOddsInput = { ...base, effects: all, underway: { attackDice, attackFinal: false, modifying: null } };
    expect(counted(rolled)).toEqual([defenderReroll.ref, attackerChange.ref, attackerOnDefense.ref, defenderAdd.ref]);
    expectSameAsBruteForce(rolled);
    const attackerModifies: XwingOddsInput = { ...rolled, underway: { attackDice, attackFinal: false, modifying: 'attacker' } };
    expect(counted(attackerModifies)).toEqual([attackerChange.ref, attackerOnDefense.ref, defenderAdd.ref]);
    // The blank becomes a hit for sure: two hits against two defense dice.
    expect(expectSameAsBruteForce(attackerModifies).effects.find((e) => e.ref === attackerChange.ref)?.used).toBeCloseTo(1, 12);
  });

  it('defense dice rolled: only the Modify Defense Dice effects are ahead, and once the defender modifies, only its own', () => {
    const attackDice = [{ face: 'hit' as const, rerolled: false }, { face: 'hit' as const, rerolled: false }];
    const defenseDice = [{ face: 'blank' as const, rerolled: false }, { face: 'evade' as const, rerolled: false }];
    const rolled: XwingOddsInput = { ...base, effects: all, underway: { attackDice, attackFinal: true, defenseDice, modifying: null } };
    expect(counted(rolled)).toEqual([attackerOnDefense.ref, defenderAdd.ref]);
    expectSameAsBruteForce(rolled);
    const defenderModifies: XwingOddsInput = { ...rolled, underway: { attackDice, attackFinal: true, defenseDice, modifying: 'defender' } };
    expect(counted(defenderModifies)).toEqual([defenderAdd.ref]);
    // Two hits, one evade rolled, one added: nothing lands.
    expect(expectSameAsBruteForce(defenderModifies).hit).toBeCloseTo(0, 12);
    const neutralized: XwingOddsInput = { ...rolled, underway: { attackDice: [], attackFinal: true, remaining: { hits: 1, crits: 0 } } };
    expect(counted(neutralized)).toEqual([]);
  });
});

describe('RRG · Evade: the evade token as the engine applies it, per the game’s rules', () => {
  const luke = pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true });
  const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true });
  const start = (rules: 2 | 3): Session =>
    play(emptySession('xwing'), { type: 'setup', seed: 'odds-evade', players: rosters([luke], [academy] as XwingPilotRosterEntry[]), rules }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
  // Four hits at range 1 against three evades rolled, the defender holding an evade token.
  const rolled = (rules: 2 | 3): Session =>
    play(start(rules), { type: 'gainToken', ship: 'academy', token: 'evade' }, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 1 }, attackFaces('hit', 'hit', 'hit', 'hit'), defenseFaces('evade', 'evade', 'evade')).session;
  const oddsOf = (session: Session) => {
    const answer = gameOdds(stateOf(session), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'academy', range: 1, followAttack: true });
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
    return answer.value.odds;
  };

  it('rules 3 (second edition): the token changes a blank or focus result, so with none it cannot cancel the fourth hit — the engine refuses it, the odds count 1 damage', () => {
    const session = rolled(3);
    expect(evadeTokenRule(stateOf(session)).does).toBe('change');
    expect(refusal(session, { type: 'spendForDice', spend: 'evade' }).code).toBe('effect_unavailable');
    expect(optionsOf(session).attack?.diceEffects.find((e) => e.spend === 'evade')?.does).toBe('change a blank or focus result to an evade');
    const odds = oddsOf(session);
    expect(odds.damage[1]).toBeCloseTo(1, 12);
    expect(odds.spent.defender.evade).toBe(0);
  });

  it('an older game (its first-edition token): the token adds an evade result — the engine adds one, the odds count no damage', () => {
    const session = rolled(2);
    expect(evadeTokenRule(stateOf(session)).does).toBe('add');
    const spent = play(session, { type: 'spendForDice', spend: 'evade' }).session;
    expect(stateOf(spent).attack?.defenseDice.map((die) => die.face)).toEqual(['evade', 'evade', 'evade', 'evade']);
    expect(optionsOf(session).attack?.diceEffects.find((e) => e.spend === 'evade')?.does).toBe('add an evade result');
    const odds = oddsOf(session);
    expect(odds.damage[0]).toBeCloseTo(1, 12);
    expect(odds.spent.defender.evade).toBeCloseTo(1, 12);
  });

  it('rules 3 before the roll: one token against two attack dice and one defense die, against brute force', () => {
    expectSameAsBruteForce({ ...base, attackDice: 2, defenseDice: 1, defender: { ...base.defender, evade: 1 }, rules: 3, effects: [effect('defender', 'afterDefend', [{ kind: 'add', pool: 'defense', face: 'evade', count: 1 }])] });
    const second = xwingAttackOdds({ ...base, attackDice: 2, defenseDice: 0, defender: { ...base.defender, evade: 1 }, rules: 3 });
    const first = xwingAttackOdds({ ...base, attackDice: 2, defenseDice: 0, defender: { ...base.defender, evade: 1 } });
    // With no defense die, the second edition's token has nothing to change; the first one's adds an evade.
    expect(second.spent.defender.evade).toBe(0);
    expect(first.expectedDamage).toBeLessThan(second.expectedDamage);
  });
});

describe('odds request: the card effects of the game, with those switched off left out', () => {
  const luke = pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true });
  const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true });
  const session = play(emptySession('xwing'), { type: 'setup', seed: 'odds-effects', players: rosters([luke], [academy]), rules: 3 }).session;
  const torpedoes = effect('attacker', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], { source: 'Proton Torpedoes', ref: 'luke:0' });
  const reroll = effect('defender', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 1 }], { source: 'Sensor Jammer', ref: 'academy:0' });
  const ask = (disabledEffects?: string[]) => {
    const answer = gameOdds(stateOf(session), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'academy', range: 2, ...(disabledEffects ? { disabledEffects } : {}) }, () => [torpedoes, reroll]);
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
    return answer.value.odds;
  };

  it('the answer lists the effects it counted (source, side, ref); one switched off is left out and the numbers change', () => {
    const both = ask();
    expect(both.effects.map(({ ref, side, source }) => ({ ref, side, source }))).toEqual([
      { ref: 'luke:0', side: 'attacker', source: 'Proton Torpedoes' },
      { ref: 'academy:0', side: 'defender', source: 'Sensor Jammer' },
    ]);
    const noJammer = ask(['academy:0']);
    expect(noJammer.effects.map((e) => e.source)).toEqual(['Proton Torpedoes']);
    expect(noJammer.expectedDamage).toBeGreaterThan(both.expectedDamage);
    expect(ask(['academy:0', 'luke:0']).effects).toEqual([]);
  });
});

describe('the odds line names the card effects it counts', () => {
  it('"with Proton Torpedoes": each card named once, in the order counted; none, no words', async () => {
    const { summarize } = await import('../../renderer/src/odds/odds-summary');
    const torpedoes = effect('attacker', 'modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], { source: 'Proton Torpedoes' });
    const jammer = effect('defender', 'modifyAttackDice', [{ kind: 'reroll', pool: 'attack', count: 1 }], { source: 'Sensor Jammer' });
    const line = (effects: ActiveDiceEffect[]) => summarize({ system: 'xwing', dice: { attack: 3, defense: 2 }, odds: xwingAttackOdds({ ...base, attackDice: 3, effects }) }, true);
    expect(line([torpedoes])?.parts.at(-1)).toBe('with Proton Torpedoes');
    expect(line([torpedoes, { ...torpedoes, ref: 'again' }, jammer])?.parts.at(-1)).toBe('with Proton Torpedoes and Sensor Jammer');
    expect(line([torpedoes, jammer])?.effects).toEqual([
      { ref: torpedoes.ref, side: 'attacker', source: 'Proton Torpedoes' },
      { ref: jammer.ref, side: 'defender', source: 'Sensor Jammer' },
    ]);
    expect(line([])?.parts).toHaveLength(3);
  });
});
