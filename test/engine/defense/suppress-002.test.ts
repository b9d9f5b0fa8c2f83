import { describe, expect, it } from 'vitest';
import { actionsOf, eventOf, expectMessage, inDefensePhase, play, refusal, spaceById } from './helpers/defense-game';
import { assault, defender, grenade, machineGun, rifle, testScenario } from './helpers/test-building';

// Rules file 002_2ae8896bceac7d0a.txt: "Suppress (Exhausts Defender)".

/** A gunner in the front room, who sees the street, the lane and the park (a support counter space). */
type SpaceTokens = { weapons: { id: string; name: string; designations: ('R' | 'G' | 'S')[] }[]; ammunition: number };
const gunner = (extra: Parameters<typeof defender>[2] = {}, tokens: SpaceTokens = { weapons: [machineGun()], ammunition: 2 }) =>
  testScenario({
    defenders: [defender('ana', 'front-room', extra)],
    tokens: [{ space: 'front-room', ...tokens }],
    enemies: [{ space: 'street', counters: [assault('x')] }],
  });

describe('002 · Suppress', () => {
  it('002 · Suppress: place suppression tokens in an empty assault counter space the defender has line of sight to', () => {
    const session = inDefensePhase(gunner());
    expect(actionsOf(session, 'ana').suppress).toEqual({ allowed: true, parameters: { tokens: 4, spaces: [{ space: 'lane', name: 'lane' }] } });
    const occupied = refusal(session, { type: 'suppress', defender: 'ana', space: 'street' });
    expect(occupied.code).toBe('space_not_empty');
    expectMessage(occupied, /Suppression tokens go in an empty assault counter space, and the street holds an enemy counter/);
    expect(refusal(session, { type: 'suppress', defender: 'ana', space: 'park' }).code).toBe('not_assault_space');
    expect(refusal(session, { type: 'suppress', defender: 'ana', space: 'hall' }).code).toBe('not_assault_space');
    expectMessage(refusal(session, { type: 'suppress', defender: 'ana', space: 'garden' }), /Pvt\. Ana has no line of sight from the front room to the garden/);
    const done = play(session, { type: 'suppress', defender: 'ana', space: 'lane' });
    expect(spaceById(done.session, 'lane').suppression).toBe(4);
    expect(eventOf(done.events, 'suppressed')).toEqual({ type: 'suppressed', defender: { id: 'ana', name: 'Pvt. Ana' }, space: { id: 'lane', name: 'lane' }, tokens: 4, ammunitionLeft: 1 });
    // Once the street is cleared it is an empty assault counter space in sight.
    const cleared = play(session, { type: 'removeEnemyCounter', space: 'street' }).session;
    expect(actionsOf(cleared, 'ana').suppress).toMatchObject({ allowed: true, parameters: { spaces: [{ space: 'street' }, { space: 'lane' }] } });
  });

  it('002 · Suppress: then discard an ammunition token from the space the defender is in', () => {
    const session = inDefensePhase(gunner());
    const done = play(session, { type: 'suppress', defender: 'ana', space: 'lane' }).session;
    expect(spaceById(session, 'front-room').ammunition).toBe(2);
    expect(spaceById(done, 'front-room').ammunition).toBe(1);
  });

  it('002 · Suppress: the number of suppression tokens is combat value + 2 + any Suppression and Inspire [I] bonuses', () => {
    const cases: [Parameters<typeof defender>[2], number][] = [
      [{ combatValue: 2 }, 4],
      [{ combatValue: 3 }, 5],
      [{ combatValue: 2, suppression: 1 }, 5],
      [{ combatValue: 2, inspire: 2 }, 6],
      [{ combatValue: 1, suppression: 2, inspire: 1 }, 6],
    ];
    for (const [extra, tokens] of cases) {
      const session = inDefensePhase(gunner(extra));
      expect(actionsOf(session, 'ana').suppress).toMatchObject({ allowed: true, parameters: { tokens } });
      expect(spaceById(play(session, { type: 'suppress', defender: 'ana', space: 'lane' }).session, 'lane').suppression).toBe(tokens);
    }
  });

  it('002 · Suppress condition: there must be a weapon token with the Suppress [S] designation in the space with the defender', () => {
    const session = inDefensePhase(gunner({}, { weapons: [rifle(), grenade()], ammunition: 2 }));
    const error = refusal(session, { type: 'suppress', defender: 'ana', space: 'lane' });
    expect(error.code).toBe('no_suppress_weapon');
    expect(actionsOf(session, 'ana').suppress).toEqual({
      allowed: false,
      reason: 'Suppress needs a weapon token with the Suppress [S] designation in the space with Pvt. Ana; the front room has none.',
    });
    const armed = play(session, { type: 'addWeaponToken', space: 'front-room', name: 'Light machine gun', designations: ['S'] }).session;
    expect(actionsOf(armed, 'ana').suppress.allowed).toBe(true);
  });

  it('002 · Suppress condition: there must be an ammunition token in the space with the defender', () => {
    const session = inDefensePhase(gunner({}, { weapons: [machineGun()], ammunition: 0 }));
    const error = refusal(session, { type: 'suppress', defender: 'ana', space: 'lane' });
    expect(error.code).toBe('no_ammunition');
    expectMessage(error, /Suppress needs an ammunition token in the space with Pvt\. Ana; the front room has none/);
    const supplied = play(session, { type: 'addAmmunition', space: 'front-room' }).session;
    expect(actionsOf(supplied, 'ana').suppress.allowed).toBe(true);
    expect(spaceById(play(supplied, { type: 'suppress', defender: 'ana', space: 'lane' }).session, 'front-room').ammunition).toBe(0);
  });

  it('002 · Suppress exhausts the defender', () => {
    const done = play(inDefensePhase(gunner()), { type: 'suppress', defender: 'ana', space: 'lane' });
    expect(eventOf(done.events, 'actionTaken')).toMatchObject({ action: 'suppress', exhausted: true });
  });
});
