import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { CR90, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, stateOf, VICTORY } from './helpers/armada-game';

// Issue 35 · RRG 1.5.0 · Ship Phase (source: the Rules Reference, Ship Phase and Commands › Navigate):
// an activated ship reveals its command dial, then attacks, then executes its maneuver. Speed changes
// by Navigate: the dial by 1, the token by 1, both by up to 2, within the speed chart; or by a card
// whose effect says so. Kept by games set up with `rules: 3`; older logs replay as played.

const attack = { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'c', hullZone: 'front' }, range: 'close' };

function activated(rules: 2 | 3, victoryUpgrades: { name: string; slot: string; points: number }[] = [], file = VICTORY): Session {
  const players = rosters({ ships: [{ ...shipEntry(file, { id: 'v', speed: 2 }), upgrades: victoryUpgrades }] }, { ships: [shipEntry(CR90, { id: 'c' })] });
  return play(emptySession('armada'), { type: 'setup', seed: 'activation order', players, firstPlayer: 'p1', rules }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
}

describe('RRG · Ship Phase: reveal the dial, attack, execute a maneuver', () => {
  it('RRG · Ship Phase: a ship cannot attack before its dial is revealed, and says why in words', () => {
    const session = activated(3);
    expect(optionsOf(session).attackers).toEqual([]);
    expect(optionsOf(session).commands).not.toContain('declareTarget');
    expectMessage(refusal(session, attack), /reveals its command dial first: a ship reveals its dial, then attacks, then maneuvers/);
    const revealed = play(session, { type: 'revealCommand', ship: 'v', command: 'concentrateFire', as: 'dial' }).session;
    expect(optionsOf(revealed).commands).toContain('declareTarget');
    expect(optionsOf(revealed).attackers.map((option) => option.unit)).toEqual(['v']);
    expect(stateOf(play(revealed, attack).session).attacks).toHaveLength(1);
  });

  it('RRG · Ship Phase: once the ship navigates (its maneuver), its attacks are over; undo brings them back', () => {
    const navigated = play(activated(3), { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }, { type: 'navigate', ship: 'v', speed: 1 }).session;
    expect(optionsOf(navigated).attackers).toEqual([]);
    expectMessage(refusal(navigated, attack), /has begun its maneuver.*a ship attacks before it maneuvers/);
    expect(stateOf(play(navigated, { type: 'undo' }, attack).session).attacks).toHaveLength(1);
    // Older logs replay as played: a rules 2 ship attacked after its speed change.
    const older = play(activated(2), { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }, { type: 'navigate', ship: 'v', speed: 1 }).session;
    expect(stateOf(play(older, attack).session).attacks).toHaveLength(1);
  });

  it('RRG · Commands: a dial kept as a token is revealed too, so the ship may attack', () => {
    const session = play(activated(3), { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'token' }).session;
    expect(stateOf(play(session, attack).session).attacks).toHaveLength(1);
  });

  it('older logs replay as played: a rules 2 ship attacked before its dial', () => {
    expect(stateOf(play(activated(2), attack).session).attacks).toHaveLength(1);
  });
});

describe('RRG · Navigate: speed changes only by the navigate command (or a card that says so)', () => {
  it('RRG · Navigate: the free speed change is refused in a rules 3 game, and not offered', () => {
    const session = activated(3);
    expect(optionsOf(session).commands).not.toContain('setSpeed');
    expect(optionsOf(session).speedByNavigate).toBe(true);
    expectMessage(refusal(session, { type: 'setSpeed', ship: 'v', speed: 0 }), /speed changes with a Navigate command during its activation/);
    expect(shipById(session, 'v').speed).toBe(2);
  });

  it('RRG · Navigate: the dial changes speed by 1, dial and token by up to 2, within the speed chart', () => {
    // A CR90 (speed chart 1–4) at speed 2: the dial alone reaches 1 to 3.
    const dial = play(activated(3, [], CR90), { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }).session;
    expect(optionsOf(dial).navigate).toEqual({ ship: 'v', from: 2, speeds: [1, 2, 3] });
    expectMessage(refusal(dial, { type: 'navigate', ship: 'v', speed: 0 }), /reaches speeds 1 to 3 from speed 2/);
    const moved = play(dial, { type: 'navigate', ship: 'v', speed: 3 });
    expect(describeArmadaEvent(moved.events[0] as ArmadaEvent)).toMatch(/navigates: speed 2 → 3/);
    // Round 1 keeps the dial as a token; round 2's dial and that token reach 2 either way (0 to 4).
    let session = play(activated(3, [], CR90), { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'token' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'c' }, { type: 'endActivation' }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
    session = play(session, { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }, { type: 'spendCommandToken', ship: 'v', command: 'navigate' }).session;
    expect(optionsOf(session).navigate).toEqual({ ship: 'v', from: 2, speeds: [0, 1, 2, 3, 4] });
    // The Victory's chart stops at 2: the offer stays within it.
    const victory = play(activated(3), { type: 'revealCommand', ship: 'v', command: 'navigate', as: 'dial' }).session;
    expect(optionsOf(victory).navigate?.speeds).toEqual([1, 2]);
  });

  it('RRG · Navigate: a card that changes speed is named with the change, and it shows in the history', () => {
    const session = activated(3, [{ name: 'Engine Techs', slot: 'Support Team', points: 8 }]);
    expectMessage(refusal(session, { type: 'setSpeed', ship: 'v', speed: 1, card: 'Admiral Ackbar' }), /Admiral Ackbar is not a card of Victory/);
    const changed = play(session, { type: 'setSpeed', ship: 'v', speed: 1, card: 'Engine Techs' });
    expect(shipById(changed.session, 'v').speed).toBe(1);
    expect(describeArmadaEvent(changed.events[0] as ArmadaEvent)).toMatch(/speed 2 → 1 \(Engine Techs\)/);
  });

  it('older logs replay as played: a rules 2 game changed speed freely', () => {
    const session = activated(2);
    expect(optionsOf(session).commands).toContain('setSpeed');
    expect(shipById(play(session, { type: 'setSpeed', ship: 'v', speed: 0 }).session, 'v').speed).toBe(0);
  });
});

describe('RRG · Setup, Deploy fleets, without the deployment step (a roster picked card by card)', () => {
  it('RRG · Setup: before round 1 starts, a ship’s speed is set on its chart (1 to its top speed, never 0); then only by Navigate', () => {
    const players = rosters({ ships: [shipEntry(CR90, { id: 'v', speed: 2 })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const setUp = play(emptySession('armada'), { type: 'setup', seed: 'deploy', players, firstPlayer: 'p1', rules: 3 }).session;
    expect(optionsOf(setUp)).toMatchObject({ speedByNavigate: false, speedFloor: 1 });
    expect(optionsOf(setUp).commands).toContain('setSpeed');
    expectMessage(refusal(setUp, { type: 'setSpeed', ship: 'v', speed: 0 }), /deploys at a speed on its speed chart: 1 to 4/);
    const deployed = play(setUp, { type: 'setSpeed', ship: 'v', speed: 4 }).session;
    expect(shipById(deployed, 'v').speed).toBe(4);
    const started = play(deployed, { type: 'nextPhase' }).session;
    expect(optionsOf(started)).toMatchObject({ speedByNavigate: true, speedFloor: 0 });
    expectMessage(refusal(started, { type: 'setSpeed', ship: 'v', speed: 3 }), /changes with a Navigate command/);
  });
});
