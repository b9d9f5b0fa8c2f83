import { describe, expect, it } from 'vitest';
import { currentAttackOf, expectMessage, ISD, optionsOf, play, refusal, rosters, shipEntry, startGame, stateOf, toShipActivation, VICTORY } from './helpers/armada-game';
import { readCard } from './helpers/armada-roster';

// RRG 1.5.0 · Ignition: only a ship given the Ignition keyword by an upgrade (a superweapon, SPHA-T)
// performs an ignition attack; it gathers its special battery armament at the range read from its
// targeting token, and the defender is a ship.

const ONAGER = 'galactic-empire/onager-class-star-destroyer';
const onagerSpecialBattery = () => {
  const [red, blue, black] = readCard<{ attack: Record<string, [number, number, number]> }>(`ship-card/${ONAGER}.json`).attack.ignition ?? [0, 0, 0];
  return { red, blue, black };
};

function duel(withIgnition: boolean) {
  const onager = { ...shipEntry(ONAGER, { id: 'onager' }), ...(withIgnition ? { ignition: { battery: onagerSpecialBattery(), ranges: ['long' as const] } } : {}) };
  return toShipActivation(startGame(rosters({ ships: [onager, shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(ISD, { id: 'isd' })] })), 'onager');
}

const ignite = (range = 'medium', defender: object = { ship: 'isd', hullZone: 'left' }) => ({
  type: 'declareTarget',
  attacker: { ship: 'onager', hullZone: 'front' },
  defender,
  range,
  special: 'ignition',
});

describe('RRG · Ignition', () => {
  it('RRG · Ignition: a ship without ignition armament is refused in words and nothing is spent', () => {
    const session = duel(false);
    const refused = refusal(session, ignite());
    expect(refused.code).toBe('no_ignition_armament');
    expectMessage(refused, /Onager-class Star Destroyer has no ignition armament: only a ship given the Ignition keyword by an upgrade/);
    // The front hull zone may still attack: the refusal spent nothing.
    expect(stateOf(session).activation.ship?.attackedZones).toEqual([]);
    expect(optionsOf(session).attackers[0]).toMatchObject({ unit: 'onager', ignition: false });
  });

  it('RRG · Ignition: a ship with the keyword gathers its special battery armament at the targeting token’s range', () => {
    const session = duel(true);
    expect(optionsOf(session).attackers[0]).toMatchObject({ unit: 'onager', ignition: true });
    const declared = play(session, ignite('medium')).session;
    const attack = currentAttackOf(declared);
    expect(attack.kind).toBe('ignition');
    // Onager special battery 3 red, 2 blue, 2 black: at medium range black is not gathered.
    expect(attack.gathered).toEqual({ red: onagerSpecialBattery().red, blue: onagerSpecialBattery().blue, black: 0 });
    expect(onagerSpecialBattery()).toEqual({ red: 3, blue: 2, black: 2 });
  });

  it('RRG · Ignition: an ignition attack targets a ship, never a squadron', () => {
    const onager = { ...shipEntry(ONAGER, { id: 'onager' }), ignition: { battery: onagerSpecialBattery(), ranges: ['long' as const] } };
    const session = toShipActivation(
      startGame(rosters({ ships: [onager] }, { ships: [shipEntry(ISD, { id: 'isd' })], squadrons: [{ id: 'x', name: 'X-wing Squadron', hull: 5, speed: 3, antiSquadron: { red: 0, blue: 3, black: 0 }, battery: { red: 0, blue: 0, black: 1 } }] })),
      'onager',
    );
    expectMessage(refusal(session, ignite('close', { squadron: 'x' })), /An ignition attack targets a ship, not a squadron\./);
  });
});
