import { describe, expect, it } from 'vitest';
import { judgeRoll } from '../../shared/engine/games/defense/turn/attack-roll';
import type { Scenario } from '../../shared/engine/games/defense';
import { attackRollSuccess, grenadeOdds, grenadeRollsOdds } from '../../shared/odds/defense-odds';
import { gameOdds } from '../../shared/odds/odds-request';
import { inDefensePhase, stateOf } from '../engine/defense/helpers/defense-game';
import { assault, defender, grenade, testScenario } from '../engine/defense/helpers/test-building';

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

  it('002 · grenades against counters of different types: each roll by its own rule, P(i removed) agrees with brute force', () => {
    const rules = [{ dieAtLeast: 4, diceNeeded: 1 }, { dieAtLeast: 6, diceNeeded: 2 }, { dieAtLeast: 5, diceNeeded: 1 }];
    const odds = grenadeRollsOdds(3, rules, true);
    const chances = rules.map((rule) => bruteForceSuccess(3, rule));
    // Every subset of counters removed, from the independent rolls.
    const expected = [0, 0, 0, 0];
    for (let mask = 0; mask < 8; mask++) {
      const p = chances.reduce((product, c, i) => product * (mask & (1 << i) ? c : 1 - c), 1);
      const removed = [0, 1, 2].filter((i) => mask & (1 << i)).length;
      expected[removed] = (expected[removed] ?? 0) + p;
    }
    expected.forEach((p, i) => expect(odds.removed[i]).toBeCloseTo(p, 12));
    expect(odds.casualty).toBeCloseTo((1 - (expected[3] ?? 0)) / 6, 12);
  });
});

describe('defense game odds read from the game, as the engine will judge the roll', () => {
  /** Infantry fall to a 4+, tanks need two 6s; an untyped counter uses the scenario's rule (5+). */
  const scenario = (): Scenario => ({
    ...testScenario({
      defenders: [defender('ana', 'front-room', { combatValue: 2 })],
      tokens: [{ space: 'front-room', weapons: [grenade('g1')] }],
      enemies: [
        { space: 'street', counters: [{ id: 'tank', type: 'tank' }, { id: 'inf', type: 'infantry' }] },
        { space: 'lane', counters: [assault('plain')] },
        { space: 'hall', counters: [{ id: 'h-inf', type: 'infantry' }, { id: 'h-tank', type: 'tank' }] },
      ],
    }),
    enemyTypes: [
      { id: 'infantry', name: 'Infantry', kind: 'assault', attackSuccess: { dieAtLeast: 4, diceNeeded: 1 } },
      { id: 'tank', name: 'Tank', kind: 'assault', attackSuccess: { dieAtLeast: 6, diceNeeded: 2 } },
    ],
  });

  it('002 · an attack: each stack in sight by its top counter’s own rule; the chosen stack decides the line', () => {
    const state = stateOf(inDefensePhase(scenario()));
    const answer = gameOdds(state, { system: 'defense', gameId: 'g', defender: 'ana', action: 'attack', space: 'street' });
    if (!answer.ok || answer.value.system !== 'defense') throw new Error('refused');
    const street = answer.value.targets?.find((target) => target.space === 'street');
    expect(street).toMatchObject({ counter: 'Tank', success: bruteForceSuccess(2, { dieAtLeast: 6, diceNeeded: 2 }) });
    expect(answer.value.success).toBeCloseTo(1 / 36, 12);
    const lane = answer.value.targets?.find((target) => target.space === 'lane');
    expect(lane?.success).toBeCloseTo(bruteForceSuccess(2, { dieAtLeast: 5, diceNeeded: 1 }), 12);
    const refused = gameOdds(state, { system: 'defense', gameId: 'g', defender: 'ana', action: 'attack', space: 'nowhere' });
    expect(refused.ok ? '' : refused.error.message).toMatch(/cannot attack that space/);
  });

  it('002 · grenades: every counter in the interior space, the dice the engine counts, each by its type', () => {
    const state = stateOf(inDefensePhase(scenario()));
    const answer = gameOdds(state, { system: 'defense', gameId: 'g', defender: 'ana', action: 'grenades' });
    if (!answer.ok || answer.value.system !== 'defense' || !answer.value.grenades) throw new Error('refused');
    const infantry = bruteForceSuccess(2, { dieAtLeast: 4, diceNeeded: 1 });
    const tank = bruteForceSuccess(2, { dieAtLeast: 6, diceNeeded: 2 });
    expect(answer.value.grenades.allRemoved).toBeCloseTo(infantry * tank, 12);
    expect(answer.value.grenades.removed[0]).toBeCloseTo((1 - infantry) * (1 - tank), 12);
    expect(answer.value.grenades.casualty).toBe(0);
  });
});
