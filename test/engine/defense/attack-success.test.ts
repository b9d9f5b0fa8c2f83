import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../shared/engine';
import { eventOf, inDefensePhase, optionsOf, play, refusal, spaceById, stateOf } from './helpers/defense-game';
import { assault, defender, grenade, testScenario } from './helpers/test-building';

// What counts as a successful attack roll is not in rules file 002: it is a setting of the scenario.

const scenario = (attackSuccess = { dieAtLeast: 4, diceNeeded: 2 }) =>
  testScenario({
    defenders: [defender('ana', 'front-room', { combatValue: 3 }), defender('ben', 'hall', { combatValue: 1 })],
    tokens: [{ space: 'hall', weapons: [grenade()] }],
    enemies: [{ space: 'street', counters: [assault('x'), assault('y')] }, { space: 'hall', counters: [assault('p'), assault('q')] }],
    attackSuccess,
  });
const attack = (faces: number[], extra = {}) => ({ type: 'attack', defender: 'ana', space: 'street', faces, ...extra });

describe('what counts as a successful attack roll', () => {
  it('the setting comes from the scenario, is shown to the player, and judges the roll', () => {
    const session = inDefensePhase(scenario());
    expect(optionsOf(session).attackSuccess).toEqual({ dieAtLeast: 4, diceNeeded: 2, description: 'A die succeeds on 4 or more; 2 such dice make the attack roll a success.' });
    expect(eventOf(play(session, attack([4, 6, 1])).events, 'attacked')).toMatchObject({ roll: { successes: 2, judged: 'success' }, counterRemoved: true, setting: { dieAtLeast: 4, diceNeeded: 2 } });
    expect(eventOf(play(session, attack([4, 3, 1])).events, 'attacked')).toMatchObject({ roll: { successes: 1, judged: 'failure' }, counterRemoved: false });
    expect(optionsOf(inDefensePhase(scenario({ dieAtLeast: 6, diceNeeded: 1 }))).attackSuccess.description).toBe('A die succeeds on a 6; one such die makes the attack roll a success.');
  });

  it('the player changes the setting at the table, and the next roll is judged by it', () => {
    const changed = play(inDefensePhase(scenario()), { type: 'setAttackSuccess', dieAtLeast: 3, diceNeeded: 1 });
    expect(changed.events).toEqual([{ type: 'attackSuccessSet', from: { dieAtLeast: 4, diceNeeded: 2 }, to: { dieAtLeast: 3, diceNeeded: 1 } }]);
    expect(stateOf(changed.session).attackSuccess).toEqual({ dieAtLeast: 3, diceNeeded: 1 });
    expect(eventOf(play(changed.session, attack([3, 1, 1])).events, 'attacked').counterRemoved).toBe(true);
    expect(refusal(changed.session, { type: 'setAttackSuccess', dieAtLeast: 0, diceNeeded: 1 }).message).toBe('Set attack success, die at least: must be at least 1.');
  });

  it('the player may overrule an attack result for their edition; the history says it was overruled', () => {
    const session = inDefensePhase(scenario());
    const overruled = play(session, attack([1, 1, 1], { overrule: 'success' }));
    const event = eventOf(overruled.events, 'attacked');
    expect(event.roll).toEqual({ faces: [1, 1, 1], successes: 0, judged: 'failure', result: 'success', overruled: true });
    expect(spaceById(overruled.session, 'street').enemies.map((counter) => counter.id)).toEqual(['y']);
    expect(describeEvent('defense', event)).toMatch(/0 successes, a failure, overruled by the player as a success: counter removed\.$/);
    const kept = play(session, attack([6, 6, 6], { overrule: 'failure' }));
    expect(spaceById(kept.session, 'street').enemies).toHaveLength(2);
    // Overruling with the engine's own verdict is no overrule.
    expect(eventOf(play(session, attack([6, 6, 6], { overrule: 'success' })).events, 'attacked').roll.overruled).toBe(false);
  });

  it('each grenade attack roll may be overruled on its own', () => {
    const session = inDefensePhase(scenario());
    // From inside the hall: combat value 1 + 2 dice per roll; both rolls fail as judged.
    const thrown = play(session, { type: 'grenades', defender: 'ben', rolls: [[1, 1, 1], [1, 1, 1]], overrule: [{ roll: 1, result: 'success' }], casualtyDie: 4 });
    expect(eventOf(thrown.events, 'grenadesThrown').rolls.map((roll) => [roll.counter.id, roll.result, roll.overruled])).toEqual([
      ['p', 'failure', false],
      ['q', 'success', true],
    ]);
    expect(spaceById(thrown.session, 'hall').enemies.map((counter) => counter.id)).toEqual(['p']);
    expect(refusal(session, { type: 'grenades', defender: 'ben', rolls: [[1, 1, 1], [1, 1, 1]], overrule: [{ roll: 2, result: 'success' }], casualtyDie: 4 }).code).toBe('no_such_roll');
    // Overruling every failure into a success means no casualty die is rolled.
    const allHit = { type: 'grenades', defender: 'ben', rolls: [[1, 1, 1], [1, 1, 1]], overrule: [{ roll: 0, result: 'success' }, { roll: 1, result: 'success' }] };
    expect(play(session, allHit).events.some((event) => event.type === 'casualtyDieRolled')).toBe(false);
  });

  it('physical dice by default: the faces rolled at the table, one per die, 1 to 6', () => {
    const session = inDefensePhase(scenario());
    expect(refusal(session, { type: 'attack', defender: 'ana', space: 'street' }).code).toBe('face_or_roll');
    expect(refusal(session, attack([1, 2, 3], { rollForMe: true })).code).toBe('face_or_roll');
    expect(refusal(session, attack([1, 7, 3])).message).toBe('Attack, face 2: must be at most 6.');
    expect(refusal(session, attack([1, 0, 3])).message).toBe('Attack, face 2: must be at least 1.');
    expect(eventOf(play(session, attack([2, 5, 4])).events, 'attacked')).toMatchObject({ rolledByApp: false, roll: { faces: [2, 5, 4] } });
  });

  it('app rolls are optional, seeded and logged: the same seed rolls the same faces, and the faces are in the event', () => {
    const facesFor = (seed: string) => eventOf(play(inDefensePhase(scenario(), seed), { type: 'attack', defender: 'ana', space: 'street', rollForMe: true }).events, 'attacked').roll.faces;
    const seeds = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
    const rolls = seeds.map(facesFor);
    expect(seeds.map(facesFor)).toEqual(rolls);
    expect(new Set(rolls.map((faces) => faces.join())).size).toBeGreaterThan(1);
    for (const faces of rolls) {
      expect(faces).toHaveLength(3);
      for (const face of faces) expect(face >= 1 && face <= 6 && Number.isInteger(face)).toBe(true);
    }
    const session = inDefensePhase(scenario(), 'seed-one');
    const live = play(session, { type: 'attack', defender: 'ana', space: 'street', rollForMe: true });
    expect(eventOf(live.events, 'attacked').rolledByApp).toBe(true);
    expect(stateOf(live.session).random).not.toEqual(stateOf(session).random);
    expect(describeEvent('defense', eventOf(live.events, 'attacked'))).toMatch(/\(rolled by the app\)/);
  });
});
