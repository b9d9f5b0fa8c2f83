import { describe, expect, it } from 'vitest';
import { actionsOf, defenderById, eventOf, expectMessage, inDefensePhase, play, refusal, spaceById } from './helpers/defense-game';
import { assault, defender, grenade, machineGun, rifle, testScenario } from './helpers/test-building';

// Rules file 002_2ae8896bceac7d0a.txt: "Attack: Grenades (Exhausts Defender)".

const ids = (counters: readonly { id: string }[]) => counters.map((counter) => counter.id);

/** Counters in the ground floor's interior (hall) and in the basement's (vault), grenades in two rooms. */
const grenadeScenario = (thrower: Parameters<typeof defender>[2] = {}, space = 'front-room') =>
  testScenario({
    defenders: [defender('ana', space, thrower)],
    tokens: [
      { space: 'front-room', weapons: [grenade('g1'), rifle()] },
      { space: 'hall', weapons: [grenade('g2')] },
    ],
    enemies: [
      { space: 'hall', counters: [assault('top'), assault('under')] },
      { space: 'vault', counters: [assault('deep')] },
    ],
  });

describe('002 · Attack: Grenades', () => {
  it('002 · Grenades: roll combat value + Inspire [I] dice against each enemy counter in the interior space on the same floor', () => {
    const session = inDefensePhase(grenadeScenario({ combatValue: 2, inspire: 1 }));
    expect(actionsOf(session, 'ana').grenades).toEqual({
      allowed: true,
      parameters: {
        interior: { space: 'hall', name: 'hall' },
        fromInterior: false,
        dicePerRoll: 3,
        targets: [
          { id: 'top', name: 'Assault top', kind: 'assault' },
          { id: 'under', name: 'Assault under', kind: 'assault' },
        ],
        successes: ['A die succeeds on 5 or more; one such die makes the attack roll a success.', 'A die succeeds on 5 or more; one such die makes the attack roll a success.'],
        settings: [
          { dieAtLeast: 5, diceNeeded: 1 },
          { dieAtLeast: 5, diceNeeded: 1 },
        ],
        grenadeToken: 'g1',
        casualtyCheck: false,
      },
    });
    expect(refusal(session, { type: 'grenades', defender: 'ana', rolls: [[6, 6, 6]] }).code).toBe('wrong_rolls');
    expectMessage(refusal(session, { type: 'grenades', defender: 'ana', rolls: [[6, 6], [1, 1]] }), /Each grenade attack roll of Pvt\. Ana rolls 3 dice: enter 3 faces, not 2/);
    // The second counter is hit, the first is not: each roll is against its own counter.
    const thrown = play(session, { type: 'grenades', defender: 'ana', rolls: [[1, 2, 3], [6, 1, 1]] });
    expect(ids(spaceById(thrown.session, 'hall').enemies)).toEqual(['top']);
    // The basement's interior space is on another floor: untouched.
    expect(ids(spaceById(thrown.session, 'vault').enemies)).toEqual(['deep']);
    expect(eventOf(thrown.events, 'grenadesThrown').rolls.map((roll) => [roll.counter.id, roll.result, roll.counterRemoved])).toEqual([
      ['top', 'failure', false],
      ['under', 'success', true],
    ]);
  });

  it('002 · Grenades: then discard a grenade weapon token from the space the defender is in', () => {
    const session = inDefensePhase(grenadeScenario());
    const thrown = play(session, { type: 'grenades', defender: 'ana', rolls: [[1, 1], [1, 1]] });
    expect(ids(spaceById(thrown.session, 'front-room').weapons)).toEqual(['rifle']);
    expect(ids(spaceById(thrown.session, 'hall').weapons)).toEqual(['g2']);
    expect(eventOf(thrown.events, 'grenadesThrown').grenadeToken).toEqual({ id: 'g1', name: 'Grenades' });
    // A token that is only a grenade is discarded before a weapon with other designations as well.
    const mixed = play(session, { type: 'addWeaponToken', space: 'front-room', id: 'bundle', name: 'Bundle', designations: ['G', 'R'] }).session;
    const withBoth = play(mixed, { type: 'grenades', defender: 'ana', rolls: [[1, 1], [1, 1]] }).session;
    expect(ids(spaceById(withBoth, 'front-room').weapons)).toEqual(['rifle', 'bundle']);
  });

  it('002 · Grenades: if the defender is also in the interior space, roll two additional dice for each attack roll', () => {
    const inside = inDefensePhase(grenadeScenario({ combatValue: 2, inspire: 1 }, 'hall'));
    expect(actionsOf(inside, 'ana').grenades).toMatchObject({ allowed: true, parameters: { fromInterior: true, dicePerRoll: 5, grenadeToken: 'g2', casualtyCheck: true } });
    const thrown = play(inside, { type: 'grenades', defender: 'ana', rolls: [[6, 1, 1, 1, 1], [1, 1, 1, 1, 6]] });
    expect(eventOf(thrown.events, 'grenadesThrown')).toMatchObject({ dicePerRoll: 5, fromInterior: true });
    expect(spaceById(thrown.session, 'hall').enemies).toEqual([]);
  });

  it('002 · Grenades condition: in the interior space, if one or more attack rolls fail, roll one die: a 1 makes the defender a casualty', () => {
    // From inside, combat value 2 + 2 dice per roll.
    const inside = inDefensePhase(grenadeScenario({}, 'hall'));
    const oneFails = { type: 'grenades', defender: 'ana', rolls: [[6, 1, 1, 1], [1, 1, 1, 1]] };
    const needed = refusal(inside, oneFails);
    expect(needed.code).toBe('casualty_die_needed');
    expectMessage(needed, /roll one more die for them and enter it as the casualty die \(a 1 makes them a casualty\)/);
    const struck = play(inside, { ...oneFails, casualtyDie: 1 });
    expect(defenderById(struck.session, 'ana').casualty).toBe(true);
    expect(eventOf(struck.events, 'casualtyDieRolled')).toEqual({ type: 'casualtyDieRolled', defender: { id: 'ana', name: 'Pvt. Ana' }, die: 1, rolledByApp: false, casualty: true });
    for (const die of [2, 3, 4, 5, 6]) expect(defenderById(play(inside, { ...oneFails, casualtyDie: die }).session, 'ana').casualty).toBe(false);
    // Every roll succeeds: no casualty die.
    const bothHit = { type: 'grenades', defender: 'ana', rolls: [[6, 1, 1, 1], [1, 1, 1, 5]] };
    expect(refusal(inside, { ...bothHit, casualtyDie: 1 }).code).toBe('no_casualty_die');
    const clean = play(inside, bothHit);
    expect(clean.events.some((event) => event.type === 'casualtyDieRolled')).toBe(false);
    // Thrown from outside the interior space: a failed roll puts no one at risk.
    const outside = inDefensePhase(grenadeScenario());
    const oneFailsOutside = { type: 'grenades', defender: 'ana', rolls: [[6, 1], [1, 1]] };
    expectMessage(refusal(outside, { ...oneFailsOutside, casualtyDie: 1 }), /No casualty die is rolled: Pvt\. Ana is not in the interior space/);
    expect(defenderById(play(outside, oneFailsOutside).session, 'ana').casualty).toBe(false);
    // The app rolls the casualty die too when it rolls the grenades; the thrower's fate follows the die.
    const rolled = play(inside, { type: 'grenades', defender: 'ana', rollForMe: true });
    const throw_ = eventOf(rolled.events, 'grenadesThrown');
    const casualtyDie = rolled.events.find((event) => event.type === 'casualtyDieRolled');
    expect(casualtyDie !== undefined).toBe(throw_.rolls.some((roll) => roll.result === 'failure'));
    if (casualtyDie?.type === 'casualtyDieRolled') expect(defenderById(rolled.session, 'ana').casualty).toBe(casualtyDie.die === 1);
  });

  it('002 · Grenades condition: there must be a grenade [G] weapon token in the space with the defender', () => {
    const session = inDefensePhase(
      testScenario({
        defenders: [defender('ana', 'back-room')],
        tokens: [{ space: 'back-room', weapons: [machineGun()] }, { space: 'front-room', weapons: [grenade()] }],
        enemies: [{ space: 'hall', counters: [assault('x')] }],
      }),
    );
    const error = refusal(session, { type: 'grenades', defender: 'ana', rolls: [[6, 6]] });
    expect(error.code).toBe('no_grenade_token');
    expect(actionsOf(session, 'ana').grenades).toEqual({ allowed: false, reason: 'Grenades need a grenade [G] weapon token in the space with Pvt. Ana; the back room has none.' });
    const supplied = play(session, { type: 'addWeaponToken', space: 'back-room', name: 'Grenades', designations: ['G'] }).session;
    expect(actionsOf(supplied, 'ana').grenades.allowed).toBe(true);
  });

  it('002 · Grenades exhausts the defender', () => {
    const thrown = play(inDefensePhase(grenadeScenario()), { type: 'grenades', defender: 'ana', rolls: [[1, 1], [1, 1]] });
    expect(eventOf(thrown.events, 'actionTaken')).toMatchObject({ action: 'grenades', exhausted: true });
    expect(defenderById(thrown.session, 'ana').side).toBe('exhausted');
  });
});
