import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../shared/engine/games/defense';
import { actionsOf, eventOf, expectMessage, inDefensePhase, optionsOf, play, refusal, spaceById } from './helpers/defense-game';
import { assault, defender, grenade, testScenario } from './helpers/test-building';

// Issue 15: the success rule is set per enemy counter type, not once for the game. 002 says "if the
// attack is successful" without saying what success is; each title's counters say it.

/** Infantry fall to a 4+, tanks need two 6s; an untyped counter uses the scenario's rule (5+). */
function typedScenario(): Scenario {
  return {
    ...testScenario({
      defenders: [defender('ana', 'front-room', { combatValue: 2 }), defender('ben', 'front-room', { combatValue: 2 })],
      tokens: [{ space: 'front-room', weapons: [grenade('g1')] }],
      enemies: [
        { space: 'street', counters: [{ id: 'inf', type: 'infantry' }, { id: 'tank', type: 'tank' }] },
        { space: 'lane', counters: [assault('plain')] },
        { space: 'hall', counters: [{ id: 'h-inf', type: 'infantry' }, { id: 'h-tank', type: 'tank' }] },
      ],
    }),
    enemyTypes: [
      { id: 'infantry', name: 'Infantry', kind: 'assault', attackSuccess: { dieAtLeast: 4, diceNeeded: 1 } },
      { id: 'tank', name: 'Tank', kind: 'assault', attackSuccess: { dieAtLeast: 6, diceNeeded: 2 } },
    ],
  };
}

describe('the success rule per enemy counter type', () => {
  it('a counter of a type takes the type’s name and kind, and an attack on it is judged by the type’s rule', () => {
    const session = inDefensePhase(typedScenario());
    expect(spaceById(session, 'street').enemies).toEqual([
      { id: 'inf', name: 'Infantry', kind: 'assault', type: 'infantry' },
      { id: 'tank', name: 'Tank', kind: 'assault', type: 'tank' },
    ]);
    // A 4 is a success against infantry, though the rule for counters of no type wants a 5.
    const hit = play(session, { type: 'attack', defender: 'ana', space: 'street', faces: [4, 1] });
    expect(eventOf(hit.events, 'attacked')).toMatchObject({ counterRemoved: true, setting: { dieAtLeast: 4, diceNeeded: 1 } });
    // One 6 is not enough against a tank: it needs two.
    const tank = play(hit.session, { type: 'attack', defender: 'ben', space: 'street', faces: [6, 5] });
    expect(eventOf(tank.events, 'attacked')).toMatchObject({ counterRemoved: false, roll: { successes: 1, judged: 'failure' }, setting: { dieAtLeast: 6, diceNeeded: 2 } });
    // A counter of no type: the scenario's own rule, 5 or more.
    const plain = play(session, { type: 'attack', defender: 'ana', space: 'lane', faces: [4, 4] });
    expect(eventOf(plain.events, 'attacked')).toMatchObject({ counterRemoved: false, setting: { dieAtLeast: 5, diceNeeded: 1 } });
  });

  it('the options say, per target, what a successful roll against it needs', () => {
    const session = inDefensePhase(typedScenario());
    const attack = actionsOf(session, 'ana').attack;
    // The front room sees the hall too (an infantry counter on top there).
    expect(attack.allowed && attack.parameters.targets.map((target) => [target.space, target.success])).toEqual([
      ['hall', 'A die succeeds on 4 or more; one such die makes the attack roll a success.'],
      ['street', 'A die succeeds on 4 or more; one such die makes the attack roll a success.'],
      ['lane', 'A die succeeds on 5 or more; one such die makes the attack roll a success.'],
    ]);
    const grenades = actionsOf(session, 'ana').grenades;
    expect(grenades.allowed && grenades.parameters.successes).toEqual([
      'A die succeeds on 4 or more; one such die makes the attack roll a success.',
      'A die succeeds on a 6; 2 such dice make the attack roll a success.',
    ]);
  });

  it('grenades judge each attack roll by its own counter’s type', () => {
    const thrown = play(inDefensePhase(typedScenario()), { type: 'grenades', defender: 'ana', rolls: [[4, 1], [6, 1]] });
    const rolls = eventOf(thrown.events, 'grenadesThrown').rolls;
    expect(rolls.map((roll) => [roll.counter.id, roll.result, roll.setting])).toEqual([
      ['h-inf', 'success', { dieAtLeast: 4, diceNeeded: 1 }],
      ['h-tank', 'failure', { dieAtLeast: 6, diceNeeded: 2 }],
    ]);
    expect(spaceById(thrown.session, 'hall').enemies.map((counter) => counter.id)).toEqual(['h-tank']);
  });

  it('each type’s rule is shown and can be changed at the table on its own; the others keep theirs', () => {
    const session = inDefensePhase(typedScenario());
    expect(optionsOf(session).enemyTypes.map((type) => [type.name, type.attackSuccess.description])).toEqual([
      ['Infantry', 'A die succeeds on 4 or more; one such die makes the attack roll a success.'],
      ['Tank', 'A die succeeds on a 6; 2 such dice make the attack roll a success.'],
    ]);
    const changed = play(session, { type: 'setAttackSuccess', enemyType: 'tank', dieAtLeast: 5, diceNeeded: 1 });
    expect(eventOf(changed.events, 'attackSuccessSet')).toEqual({
      type: 'attackSuccessSet',
      from: { dieAtLeast: 6, diceNeeded: 2 },
      to: { dieAtLeast: 5, diceNeeded: 1 },
      enemyType: { id: 'tank', name: 'Tank' },
    });
    expect(optionsOf(changed.session).enemyTypes.map((type) => type.attackSuccess.dieAtLeast)).toEqual([4, 5]);
    expect(optionsOf(changed.session).attackSuccess).toMatchObject({ dieAtLeast: 5, diceNeeded: 1 });
    expectMessage(refusal(session, { type: 'setAttackSuccess', enemyType: 'walker', dieAtLeast: 5, diceNeeded: 1 }), /This scenario has no enemy type walker/);
  });

  it('a counter placed at the table by its type needs nothing typed', () => {
    const placed = play(inDefensePhase(typedScenario()), { type: 'placeEnemyCounter', space: 'lane', enemyType: 'tank' });
    expect(spaceById(placed.session, 'lane').enemies[0]).toMatchObject({ name: 'Tank', kind: 'assault', type: 'tank' });
    expectMessage(refusal(placed.session, { type: 'placeEnemyCounter', space: 'lane' }), /Pick the enemy type of the counter, or give it a name/);
  });

  it('a counter of a type the scenario does not list is refused at setup, naming the counter', () => {
    const scenario = typedScenario();
    const bad = { ...scenario, enemies: [{ space: 'street', counters: [{ type: 'walker' }] }] };
    const error = refusal(inDefensePhase(scenario), { type: 'setup', seed: 1, scenario: bad });
    expect(error.code).toBe('already_set_up');
    expect(() => inDefensePhase(bad)).toThrow(/The enemy counters in the street, counter 1 from the top: there is no enemy type walker/);
  });
});
