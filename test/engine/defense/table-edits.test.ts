import { describe, expect, it } from 'vitest';
import { actionsOf, defenderById, expectMessage, inDefensePhase, play, refusal, spaceById, stateOf } from './helpers/defense-game';
import { assault, defender, grenade, testScenario } from './helpers/test-building';

// The player edits defenders, tokens and enemy counters at the table; the engine keeps what they say.

const session = () =>
  inDefensePhase(
    testScenario({
      defenders: [defender('ana', 'front-room')],
      tokens: [{ space: 'front-room', weapons: [grenade('g1')], ammunition: 1 }],
      enemies: [{ space: 'street', counters: [assault('x')] }],
    }),
  );

describe('editing the table', () => {
  it('place a defender with its attributes, move it, remove it', () => {
    const placed = play(session(), { type: 'placeDefender', defender: { id: 'kai', name: 'Lt. Kai', combatValue: 3, inspire: 1, command: true, space: 'hall' } });
    expect(placed.events).toEqual([{ type: 'defenderPlaced', defender: { id: 'kai', name: 'Lt. Kai' }, space: { id: 'hall', name: 'hall' } }]);
    expect(defenderById(placed.session, 'kai')).toEqual({
      id: 'kai',
      name: 'Lt. Kai',
      combatValue: 3,
      inspire: 1,
      suppression: null,
      command: true,
      side: 'ready',
      disrupted: 0,
      moveToken: false,
      actionToken: false,
      casualty: false,
      space: 'hall',
    });
    const moved = play(placed.session, { type: 'moveDefender', defender: 'kai', space: 'attic' });
    expect(moved.events).toEqual([{ type: 'defenderMoved', defender: { id: 'kai', name: 'Lt. Kai' }, from: { id: 'hall', name: 'hall' }, to: { id: 'attic', name: 'attic' } }]);
    expect(defenderById(moved.session, 'kai').space).toBe('attic');
    const removed = play(moved.session, { type: 'removeDefender', defender: 'kai' }).session;
    expect(stateOf(removed).defenders.map((entry) => entry.id)).toEqual(['ana']);
    // Mistakes are refused with a reason.
    expect(refusal(session(), { type: 'placeDefender', defender: { id: 'ana', name: 'Again', combatValue: 1, space: 'hall' } }).code).toBe('duplicate_id');
    expectMessage(refusal(session(), { type: 'moveDefender', defender: 'ana', space: 'street' }), /the street is a counter space outside the building: defenders stand inside/);
    expect(refusal(session(), { type: 'moveDefender', defender: 'ana', space: 'front-room' }).code).toBe('already_there');
    expectMessage(refusal(session(), { type: 'removeDefender', defender: 'zed' }), /There is no defender zed in this game/);
    // A placed defender without an id gets one of its own.
    const anonymous = play(session(), { type: 'placeDefender', defender: { name: 'Pvt. New', combatValue: 1, space: 'hall' } }).session;
    expect(stateOf(anonymous).defenders.map((entry) => entry.id)).toEqual(['ana', 'defender-1']);
  });

  it('add and remove weapon tokens, ammunition and suppression tokens in a space', () => {
    const added = play(session(), { type: 'addWeaponToken', space: 'hall', name: 'Rifle', designations: ['R'] }).session;
    expect(spaceById(added, 'hall').weapons).toEqual([{ id: 'weapon-1', name: 'Rifle', designations: ['R'] }]);
    expect(spaceById(play(added, { type: 'removeWeaponToken', token: 'weapon-1' }).session, 'hall').weapons).toEqual([]);
    expect(refusal(added, { type: 'removeWeaponToken', token: 'nope' }).code).toBe('unknown_token');
    expect(refusal(added, { type: 'addWeaponToken', space: 'street', name: 'Rifle', designations: ['R'] }).code).toBe('outside_building');

    const ammunition = play(session(), { type: 'addAmmunition', space: 'front-room', count: 2 });
    expect(ammunition.events).toEqual([{ type: 'ammunitionChanged', space: { id: 'front-room', name: 'front room' }, from: 1, to: 3 }]);
    expect(spaceById(play(ammunition.session, { type: 'removeAmmunition', space: 'front-room' }).session, 'front-room').ammunition).toBe(2);
    expectMessage(refusal(session(), { type: 'removeAmmunition', space: 'front-room', count: 2 }), /The front room has 1 ammunition token: 2 cannot be removed/i);

    const suppressed = play(session(), { type: 'addSuppression', space: 'lane', count: 3 }, { type: 'removeSuppression', space: 'lane' }).session;
    expect(spaceById(suppressed, 'lane').suppression).toBe(2);
    expect(refusal(session(), { type: 'addSuppression', space: 'park' }).code).toBe('not_assault_space');
    expect(refusal(session(), { type: 'removeSuppression', space: 'lane' }).code).toBe('not_enough_tokens');
  });

  it('place enemy counters on top of a stack, and remove the top one', () => {
    const pushed = play(session(), { type: 'placeEnemyCounter', space: 'street', id: 'new', name: 'Fresh squad', kind: 'assault' });
    expect(pushed.events).toEqual([{ type: 'enemyCounterPlaced', space: { id: 'street', name: 'street' }, counter: { id: 'new', name: 'Fresh squad', kind: 'assault' }, stack: 2 }]);
    expect(spaceById(pushed.session, 'street').enemies.map((counter) => counter.id)).toEqual(['new', 'x']);
    const popped = play(pushed.session, { type: 'removeEnemyCounter', space: 'street' });
    expect(popped.events).toEqual([{ type: 'enemyCounterRemoved', space: { id: 'street', name: 'street' }, counter: { id: 'new', name: 'Fresh squad', kind: 'assault' }, stack: 1 }]);
    expect(spaceById(popped.session, 'street').enemies.map((counter) => counter.id)).toEqual(['x']);
    expectMessage(refusal(session(), { type: 'removeEnemyCounter', space: 'lane' }), /There is no enemy counter in the lane to remove/);
    expect(refusal(session(), { type: 'placeEnemyCounter', space: 'street', id: 'ana', name: 'Clash', kind: 'assault' }).code).toBe('duplicate_id');
  });

  it('set Disrupted tokens, move tokens and the side of a counter; mark a casualty', () => {
    let current = play(session(), { type: 'setDisrupted', defender: 'ana', disrupted: 2 }, { type: 'setMoveToken', defender: 'ana', moveToken: true }, { type: 'setDefenderSide', defender: 'ana', side: 'exhausted' }).session;
    expect(defenderById(current, 'ana')).toMatchObject({ disrupted: 2, moveToken: true, side: 'exhausted' });
    current = play(current, { type: 'setDisrupted', defender: 'ana', disrupted: 0 }, { type: 'setMoveToken', defender: 'ana', moveToken: false }, { type: 'setDefenderSide', defender: 'ana', side: 'ready' }).session;
    expect(actionsOf(current, 'ana').attack.allowed).toBe(true);
    const fallen = play(current, { type: 'markCasualty', defender: 'ana' }).session;
    expect(defenderById(fallen, 'ana').casualty).toBe(true);
    expect(refusal(fallen, { type: 'attack', defender: 'ana', space: 'street', faces: [6, 6] }).code).toBe('casualty');
    expect(actionsOf(fallen, 'ana').recover).toEqual({ allowed: false, reason: 'Pvt. Ana is a casualty and takes no actions.' });
    expect(refusal(fallen, { type: 'markCasualty', defender: 'ana' }).code).toBe('unchanged');
    expect(defenderById(play(fallen, { type: 'markCasualty', defender: 'ana', casualty: false }).session, 'ana').casualty).toBe(false);
    expect(refusal(current, { type: 'setDisrupted', defender: 'ana', disrupted: 10 }).message).toBe('Set disrupted, disrupted: must be at most 9.');
  });

  it('table edits are allowed outside the defense phase, and do not count as actions', () => {
    const before = play(session(), { type: 'endDefensePhase' }).session;
    const edited = play(before, { type: 'placeEnemyCounter', space: 'lane', name: 'Flankers', kind: 'assault' }, { type: 'setDisrupted', defender: 'ana', disrupted: 1 }).session;
    expect(stateOf(edited).actions).toEqual([]);
    expect(stateOf(edited).step).toBe('afterDefense');
  });
});
