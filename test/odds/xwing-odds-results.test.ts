import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/engine';
import type { ActiveDiceEffect } from '../../shared/engine/games/xwing/effects/card-effect';
import { activeDiceEffects } from '../../shared/engine/games/xwing/effects/active-dice-effects';
import { gameOdds } from '../../shared/odds/odds-request';
import { xwingAttackOdds, type XwingOddsInput } from '../../shared/odds/xwing-odds';
import { withEffects } from '../engine/xwing/helpers/card-effects';
import { howlrunner, optionsOf, play, rosters, startGame, stateOf, toEngagement, wedge, X_WING } from '../engine/xwing/helpers/xwing-game';
import { effectsTally } from './xwing-effects-reference';
import { expectClose, partiesArbitrary } from './xwing-odds-checks';

// Issue 34 item 4 · the odds count the cards that settle what is dealt instead of the dice: once the
// attack hits every result left is cancelled and the card deals its own damage (Mag-Pulse Warheads:
// 1 crit; XX-23 S-Thread Tracers: none), or the dice are skipped at the defender's choice and the
// attack hits (Homing Missiles: 1 hit). Exact, checked against the naive enumeration where it models them.

const base: XwingOddsInput = {
  attackDice: 3,
  defenseDice: 1,
  attacker: { focus: 0, calculate: 0, lock: false, force: 0 },
  defender: { focus: 0, calculate: 0, evade: 0, force: 0, shields: 0, hullLeft: 3 },
  reinforce: 0,
};
const card = (source: string, results: NonNullable<ActiveDiceEffect['results']>, more: Partial<ActiveDiceEffect> = {}): ActiveDiceEffect => ({
  side: 'attacker',
  ref: `luke:${source}`,
  source,
  moment: results.kind === 'onHit' ? 'dealDamage' : 'rollAttackDice',
  dice: [],
  uses: 1,
  optional: results.kind === 'skipDice',
  results,
  ...more,
});
const magPulse = card('Mag-Pulse Warheads', { kind: 'onHit', hits: 0, crits: 1 }, { optional: false });
const tracers = card('XX-23 S-Thread Tracers', { kind: 'onHit', hits: 0, crits: 0 }, { optional: false });
const homing = card('Homing Missiles', { kind: 'skipDice', hits: 1, crits: 0 });

describe('Card · Mag-Pulse Warheads · RRG · Deal Damage: a hit deals the card’s 1 crit, whatever the dice left', () => {
  it('the chance of the 1 crit is the chance the attack hits; never more damage; the same as the naive enumeration', () => {
    const without = xwingAttackOdds(base);
    const odds = xwingAttackOdds({ ...base, effects: [magPulse] });
    expect(odds.hit).toBeCloseTo(without.hit, 12);
    expectClose(odds.damage, [1 - without.hit, without.hit]);
    expect(odds.faceupCard).toBeCloseTo(without.hit, 12);
    expect(odds.effects).toEqual([{ ref: magPulse.ref, side: 'attacker', source: 'Mag-Pulse Warheads', used: expect.closeTo(without.hit, 12) }]);
    const brute = effectsTally({ ...base, effects: [magPulse] });
    expectClose(odds.damage, brute.damage);
    expect(odds.effects[0]?.used).toBeCloseTo(brute.used.get(magPulse.ref) ?? -1, 12);
  });

  it('a shield takes the crit: no faceup card, one shield lost', () => {
    const odds = xwingAttackOdds({ ...base, defender: { ...base.defender, shields: 2 }, effects: [magPulse] });
    expect(odds.faceupCard).toBe(0);
    expect(odds.shieldsLost[1]).toBeCloseTo(odds.hit, 12);
  });
});

describe('RRG · Deal Damage: a card dealing its own damage on a hit, with tokens and the defender’s dice effects, agrees with brute force (fast-check)', () => {
  it('any small attack with one such card, mandatory or optional', () => {
    fc.assert(
      fc.property(
        fc.record({
          attackDice: fc.integer({ min: 0, max: 2 }),
          defenseDice: fc.integer({ min: 0, max: 2 }),
          ...partiesArbitrary(1, 2),
          hits: fc.integer({ min: 0, max: 2 }),
          crits: fc.integer({ min: 0, max: 1 }),
          optional: fc.boolean(),
          defenderReroll: fc.boolean(),
        }),
        ({ hits, crits, optional, defenderReroll, ...rest }) => {
          const effects: ActiveDiceEffect[] = [card('Card', { kind: 'onHit', hits, crits }, { optional })];
          if (defenderReroll) effects.push({ side: 'defender', ref: 'd:0', source: 'Jammer', moment: 'modifyAttackDice', dice: [{ kind: 'reroll', pool: 'attack', count: 1 }], uses: 1, optional: true });
          const input: XwingOddsInput = { ...rest, rules: 3, effects };
          const odds = xwingAttackOdds(input);
          const brute = effectsTally(input);
          expectClose(odds.damage, brute.damage);
          expect(odds.destroyed).toBeCloseTo(brute.destroyed, 12);
          expect(odds.faceupCard).toBeCloseTo(brute.faceup, 12);
          for (const counted of odds.effects) expect(counted.used, counted.ref).toBeCloseTo(brute.used.get(counted.ref) ?? -1, 12);
        },
      ),
      { numRuns: 80, seed: 34 },
    );
  });
});

describe('Card · XX-23 S-Thread Tracers · RRG · Deal Damage: a hit deals nothing (the locks are its point)', () => {
  it('no damage at all, the attack still hits as often', () => {
    const odds = xwingAttackOdds({ ...base, effects: [tracers] });
    expect(odds.expectedDamage).toBe(0);
    expect(odds.hit).toBeCloseTo(xwingAttackOdds(base).hit, 12);
    expectClose(odds.damage, effectsTally({ ...base, effects: [tracers] }).damage);
  });
});

describe('Card · Homing Missiles · RRG · Attack: the defender chooses 1 hit with no dice, or the roll', () => {
  it('4 dice against 1 agility: the roll costs the defender more than 1 on average, so it takes the hit — exactly 1 damage, the card used', () => {
    const input = { ...base, attackDice: 4, defenseDice: 1 };
    expect(xwingAttackOdds(input).expectedDamage).toBeGreaterThan(1);
    const odds = xwingAttackOdds({ ...input, effects: [homing] });
    expectClose(odds.damage, [0, 1]);
    expect(odds.hit).toBe(1);
    expect(odds.faceupCard).toBe(0);
    expect(odds.effects).toEqual([{ ref: homing.ref, side: 'attacker', source: 'Homing Missiles', used: 1 }]);
  });

  it('4 dice against 3 agility and a focus: the roll costs it less, so it rolls — the numbers of the roll, the card not used', () => {
    const input = { ...base, attackDice: 4, defenseDice: 3, defender: { ...base.defender, focus: 1 } };
    const rolled = xwingAttackOdds(input);
    expect(rolled.expectedDamage).toBeLessThan(1);
    const odds = xwingAttackOdds({ ...input, effects: [homing] });
    expectClose(odds.damage, rolled.damage);
    expect(odds.effects).toEqual([{ ref: homing.ref, side: 'attacker', source: 'Homing Missiles', used: 0 }]);
  });

  it('once the attack dice are rolled, the choice is past: not counted', () => {
    const odds = xwingAttackOdds({ ...base, effects: [homing], underway: { attackDice: [{ face: 'hit', rerolled: false }], attackFinal: false } });
    expect(odds.effects).toEqual([]);
  });
});

describe('Issue 34 · the game’s odds read these cards from the fitted weapons (activeDiceEffects, gameOdds)', () => {
  function declared(key: string, name: string): Session {
    let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', key), wedge()], [howlrunner()])));
    session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    const weaponId = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === name)?.weaponId;
    return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId }).session;
  }
  const oddsOf = (session: Session, disabledEffects: string[] = []) => {
    const answer = gameOdds(stateOf(session), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 2, followAttack: true, disabledEffects });
    if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
    return answer.value.odds;
  };

  it('Mag-Pulse Warheads declared: listed with its 1 crit on a hit; the odds never show more than 1 damage, and switched off they do', () => {
    const session = declared('magpulsewarheads', 'Mag-Pulse Warheads');
    const state = stateOf(session);
    const listed = activeDiceEffects(state, state.attack!).find((effect) => effect.source === 'Mag-Pulse Warheads');
    expect(listed?.results).toEqual({ kind: 'onHit', hits: 0, crits: 1 });
    const on = oddsOf(session);
    expect(on.effects.map((effect) => effect.source)).toContain('Mag-Pulse Warheads');
    expect(on.damage.length).toBeLessThanOrEqual(2);
    const off = oddsOf(session, [listed!.ref]);
    expect(off.damage.length).toBeGreaterThan(2);
    expect(off.expectedDamage).toBeGreaterThan(on.expectedDamage);
  });

  it('Homing Missiles declared: listed as the dice skipped for 1 hit; the odds follow the defender’s cheaper choice', () => {
    const session = declared('homingmissiles', 'Homing Missiles');
    const state = stateOf(session);
    const listed = activeDiceEffects(state, state.attack!).find((effect) => effect.source === 'Homing Missiles');
    expect(listed?.results).toEqual({ kind: 'skipDice', hits: 1, crits: 0 });
    const on = oddsOf(session);
    const off = oddsOf(session, [listed!.ref]);
    expect(on.expectedDamage).toBeCloseTo(Math.min(1, off.expectedDamage), 12);
  });
});
