import { describe, expect, it } from 'vitest';
import { actionsOf, defenderById, expectMessage, inDefensePhase, play, refusal, spaceById, stateOf } from './helpers/defense-game';
import { assault, defender, grenade, testScenario } from './helpers/test-building';

// Issue 15, fixes found at the table; rules file 002_2ae8896bceac7d0a.txt.

const miss = (id: string) => ({ type: 'attack', defender: id, space: 'street', faces: [1, 1] });

describe('002 · fixes found at the table', () => {
  it('002 · up to four actions: a fifth is refused because this defense phase has had its four actions, not because it has not started', () => {
    const scenario = testScenario({
      defenders: ['ana', 'ben', 'cas', 'dov', 'eli'].map((id) => defender(id, 'front-room')),
      enemies: [{ space: 'street', counters: ['a', 'b', 'c', 'd', 'e', 'f'].map(assault) }],
    });
    const four = play(inDefensePhase(scenario), miss('ana'), miss('ben'), miss('cas'), miss('dov')).session;
    const fifth = refusal(four, miss('eli'));
    expect(fifth.code).toBe('no_actions_left');
    expectMessage(fifth, /this defense phase has had its four actions/i);
    expect(fifth.message).not.toMatch(/start the defense phase/);
    expect(actionsOf(four, 'eli').attack).toMatchObject({ allowed: false, reason: expect.stringMatching(/this defense phase has had its four actions/i) });
    // Ended by the player with fewer actions, the phase is simply over: the reason says so.
    const ended = play(inDefensePhase(scenario), miss('ana'), { type: 'endDefensePhase' }).session;
    expectMessage(refusal(ended, miss('ben')), /defense phase of round 1 has ended/);
  });

  it('002 · Grenades: with no enemy counter in the interior space on that floor the throw is refused with the reason, and nothing is discarded', () => {
    const scenario = testScenario({
      defenders: [defender('ana', 'front-room')],
      tokens: [{ space: 'front-room', weapons: [grenade('g1')] }],
      // Counters elsewhere: outside, and in the basement's interior space. None in the hall.
      enemies: [
        { space: 'street', counters: [assault('x')] },
        { space: 'vault', counters: [assault('deep')] },
      ],
    });
    const session = inDefensePhase(scenario);
    const error = refusal(session, { type: 'grenades', defender: 'ana', rolls: [] });
    expect(error.code).toBe('no_grenade_target');
    expectMessage(error, /no enemy counter in the hall, the interior space of the ground floor.*nothing is thrown and no grenade token is discarded/);
    expect(refusal(session, { type: 'grenades', defender: 'ana', rollForMe: true }).code).toBe('no_grenade_target');
    expect(actionsOf(session, 'ana').grenades).toEqual({ allowed: false, reason: error.message });
    // Refused means unchanged: the token stays, the defender is neither exhausted nor given an action token.
    expect(spaceById(session, 'front-room').weapons.map((token) => token.id)).toEqual(['g1']);
    expect(defenderById(session, 'ana')).toMatchObject({ side: 'ready', actionToken: false });
    expect(stateOf(session).actions).toEqual([]);
    // Once a counter reaches the hall, the same throw is allowed.
    const reached = play(session, { type: 'placeEnemyCounter', space: 'hall', name: 'Breachers', kind: 'assault' }).session;
    expect(actionsOf(reached, 'ana').grenades.allowed).toBe(true);
  });

  it('002 · Grenades: a floor without an interior space has nowhere to throw them', () => {
    const scenario = testScenario({ defenders: [defender('ana', 'attic')], tokens: [{ space: 'attic', weapons: [grenade('g1')] }] });
    const building = { ...scenario.building, floors: scenario.building.floors.map((floor) => ({ ...floor, spaces: floor.spaces.map((space) => ({ ...space, interior: false })) })) };
    const session = inDefensePhase({ ...scenario, building });
    const error = refusal(session, { type: 'grenades', defender: 'ana', rolls: [] });
    expect(error.code).toBe('no_grenade_target');
    expectMessage(error, /the top floor has no interior space/);
    expect(spaceById(session, 'attic').weapons).toHaveLength(1);
  });
});
