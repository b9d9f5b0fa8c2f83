import { describe, expect, it } from 'vitest';
import { actionsOf, eventOf, expectMessage, inDefensePhase, play, refusal, spaceById } from './helpers/defense-game';
import { assault, defender, rifle, support, testScenario } from './helpers/test-building';

// Rules file 002_2ae8896bceac7d0a.txt: "Attack (Exhausts Defender)".

describe('002 · Attack', () => {
  it('002 · Attack: roll dice equal to the defender\'s combat value, plus any bonus from Inspire [I]', () => {
    const session = inDefensePhase(
      testScenario({
        defenders: [defender('ana', 'front-room', { combatValue: 3, inspire: 1 }), defender('ben', 'front-room', { combatValue: 3 })],
        enemies: [{ space: 'street', counters: [assault('x')] }],
      }),
    );
    expect(actionsOf(session, 'ana').attack).toMatchObject({ allowed: true, parameters: { dice: 4 } });
    expect(actionsOf(session, 'ben').attack).toMatchObject({ allowed: true, parameters: { dice: 3 } });
    const error = refusal(session, { type: 'attack', defender: 'ana', space: 'street', faces: [1, 1, 1] });
    expect(error.code).toBe('wrong_dice');
    expectMessage(error, /Pvt\. Ana's attack rolls 4 dice: enter 4 faces, not 3/);
    expect(eventOf(play(session, { type: 'attack', defender: 'ana', space: 'street', faces: [1, 2, 3, 4] }).events, 'attacked').dice).toBe(4);
    expect(eventOf(play(session, { type: 'attack', defender: 'ana', space: 'street', rollForMe: true }).events, 'attacked').roll.faces).toHaveLength(4);
    expect(eventOf(play(session, { type: 'attack', defender: 'ben', space: 'street', rollForMe: true }).events, 'attacked').roll.faces).toHaveLength(3);
  });

  it('002 · Attack: if the attack is successful, remove the enemy counter; from a stack, remove the top counter', () => {
    const session = inDefensePhase(
      testScenario({
        defenders: [defender('ana', 'front-room')],
        enemies: [{ space: 'street', counters: [assault('top'), assault('under')] }],
      }),
    );
    const hit = play(session, { type: 'attack', defender: 'ana', space: 'street', faces: [5, 1] });
    expect(spaceById(hit.session, 'street').enemies.map((counter) => counter.id)).toEqual(['under']);
    expect(eventOf(hit.events, 'attacked')).toMatchObject({ counter: { id: 'top' }, roll: { successes: 1, judged: 'success', result: 'success' }, counterRemoved: true });
    const missed = play(session, { type: 'attack', defender: 'ana', space: 'street', faces: [4, 1] });
    expect(spaceById(missed.session, 'street').enemies.map((counter) => counter.id)).toEqual(['top', 'under']);
    expect(eventOf(missed.events, 'attacked')).toMatchObject({ roll: { successes: 0, judged: 'failure' }, counterRemoved: false });
  });

  it('002 · Attack condition: a defender must have line of sight to an enemy assault or support counter', () => {
    const session = inDefensePhase(
      testScenario({
        defenders: [defender('ana', 'back-room'), defender('ben', 'side-room')],
        enemies: [{ space: 'street', counters: [assault('x')] }, { space: 'garden', counters: [assault('y')] }],
      }),
    );
    const unseen = refusal(session, { type: 'attack', defender: 'ana', space: 'street', faces: [6, 6] });
    expect(unseen.code).toBe('no_line_of_sight');
    expectMessage(unseen, /Pvt\. Ana has no line of sight from the back room to the street/);
    const empty = refusal(session, { type: 'attack', defender: 'ana', space: 'lane', faces: [6, 6] });
    expect(empty.code).toBe('no_enemy_counter');
    expectMessage(empty, /There is no enemy counter in the lane to attack/);
    expect(actionsOf(session, 'ana').attack).toMatchObject({ allowed: true, parameters: { targets: [{ space: 'garden', counter: { id: 'y' }, stack: 1 }] } });
    expect(actionsOf(session, 'ben').attack).toEqual({ allowed: false, reason: 'Pvt. Ben has no line of sight to an enemy assault or support counter.' });
  });

  it('002 · Attack condition: a Ranged [R] weapon token is needed to attack from the top floor', () => {
    const scenario = (weapons: ReturnType<typeof rifle>[]) =>
      testScenario({
        defenders: [defender('ana', 'attic')],
        tokens: weapons.length > 0 ? [{ space: 'attic', weapons }] : [],
        enemies: [{ space: 'street', counters: [assault('x')] }],
      });
    const without = inDefensePhase(scenario([]));
    const error = refusal(without, { type: 'attack', defender: 'ana', space: 'street', faces: [6, 6] });
    expect(error.code).toBe('needs_ranged_weapon');
    expect(actionsOf(without, 'ana').attack).toEqual({ allowed: false, reason: 'Attack needs a Ranged [R] weapon token in the space to fire from the top floor; the attic has none.' });
    const withRifle = inDefensePhase(scenario([rifle()]));
    expect(play(withRifle, { type: 'attack', defender: 'ana', space: 'street', faces: [6, 6] }).events[0]).toMatchObject({ type: 'attacked', counterRemoved: true });
    // A rifle elsewhere in the building does not count: it must be in the defender's space.
    const rifleElsewhere = play(without, { type: 'addWeaponToken', space: 'loft', name: 'Rifle', designations: ['R'] }).session;
    expect(refusal(rifleElsewhere, { type: 'attack', defender: 'ana', space: 'street', faces: [6, 6] }).code).toBe('needs_ranged_weapon');
  });

  it('002 · Attack condition: a Ranged [R] weapon token is needed to attack a support counter from the ground floor or basement', () => {
    const session = inDefensePhase(
      testScenario({
        defenders: [defender('ana', 'front-room'), defender('ben', 'cellar')],
        enemies: [{ space: 'park', counters: [support('mortar')] }, { space: 'street', counters: [assault('x'), assault('y')] }],
      }),
    );
    for (const id of ['ana', 'ben']) {
      const error = refusal(session, { type: 'attack', defender: id, space: 'park', faces: [6, 6] });
      expect(error.code).toBe('needs_ranged_weapon');
      expectMessage(error, /Attack needs a Ranged \[R\] weapon token in the space to fire at a support counter from the ground floor or basement/);
      // Assault counters need no Ranged weapon from these floors.
      expect(play(session, { type: 'attack', defender: id, space: 'street', faces: [6, 6] }).events[0]).toMatchObject({ type: 'attacked', counterRemoved: true });
      expect(actionsOf(session, id).attack).toMatchObject({ allowed: true, parameters: { targets: [{ space: 'street' }] } });
    }
    const armed = play(session, { type: 'addWeaponToken', space: 'front-room', name: 'Rifle', designations: ['R'] }, { type: 'addWeaponToken', space: 'cellar', name: 'Rifle', designations: ['R'] }).session;
    for (const id of ['ana', 'ben']) {
      expect(actionsOf(armed, id).attack).toMatchObject({ allowed: true, parameters: { targets: [{ space: 'street' }, { space: 'park' }] } });
      expect(play(armed, { type: 'attack', defender: id, space: 'park', faces: [6, 6] }).events[0]).toMatchObject({ type: 'attacked', counter: { id: 'mortar', kind: 'support' }, counterRemoved: true });
    }
  });

  it('002 · Attack exhausts the defender', () => {
    const session = inDefensePhase(testScenario({ defenders: [defender('ana', 'front-room')], enemies: [{ space: 'street', counters: [assault('x')] }] }));
    const acted = play(session, { type: 'attack', defender: 'ana', space: 'street', faces: [1, 1] });
    expect(eventOf(acted.events, 'actionTaken')).toMatchObject({ action: 'attack', exhausted: true });
  });
});
