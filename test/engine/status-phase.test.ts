import { describe, expect, it } from 'vitest';
import { CR90, ISD, VICTORY, dice, optionsOf, play, rosters, shipDuel, shipEntry, startGame, stateOf, tokenState } from './helpers/armada-game';

describe('status phase', () => {
  it('readies every exhausted defense token; discarded tokens stay gone; the phase change says how many', () => {
    let session = shipDuel({ attacker: ISD, defender: VICTORY });
    session = play(session, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit']), { type: 'spendDefenseToken', token: 'defender-brace-1' }, { type: 'spendDefenseToken', token: 'defender-redirect-1', zone: 'left' }, { type: 'resolveDamage', drawForMe: true }, { type: 'endActivation' }).session;
    // Outside an attack a token may be paid twice for effects: readied → exhausted → discarded.
    session = play(session, { type: 'spendDefenseTokenAsCost', token: 'defender-redirect-2' }, { type: 'spendDefenseTokenAsCost', token: 'defender-redirect-2' }).session;
    expect([tokenState(session, 'defender-brace-1'), tokenState(session, 'defender-redirect-1'), tokenState(session, 'defender-redirect-2')]).toEqual(['exhausted', 'exhausted', 'discarded']);
    const squadronPhase = play(session, { type: 'nextPhase' }).session;
    const status = play(squadronPhase, { type: 'nextPhase' });
    expect(status.events).toEqual([{ type: 'phaseChanged', round: 1, from: 'squadron', to: 'status', readiedDefenseTokens: 2, newRound: false }]);
    expect([tokenState(status.session, 'defender-brace-1'), tokenState(status.session, 'defender-redirect-1'), tokenState(status.session, 'defender-redirect-2')]).toEqual(['readied', 'readied', 'discarded']);
  });

  it('the round ends after the status phase: round 2 begins with the command phase and every unit may activate again', () => {
    let session = startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] }));
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'endActivation' }).session;
    expect(optionsOf(session).activatableShips).toEqual(['c']);
    const next = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' });
    expect(next.events[0]).toMatchObject({ type: 'phaseChanged', round: 2, to: 'command', newRound: true });
    expect(stateOf(next.session).ships.every((ship) => !ship.activated)).toBe(true);
  });
});
