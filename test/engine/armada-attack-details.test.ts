import { describe, expect, it } from 'vitest';
import { describeArmadaEvent } from '../../shared/engine/games/armada';
import { CR90, currentAttackOf, expectMessage, play, refusal, rosters, shipEntry, squadronEntry, startGame, stateOf, toShipActivation, VICTORY, X_WING } from './helpers/armada-game';

const mixedGameOf = (attacker: string, defender: string) =>
  startGame(rosters({ ships: [shipEntry(attacker, { id: 'victory' })] }, { ships: [shipEntry(defender, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'xwing-1' })] }));

// Attack details found at the table (RRG 1.5.0 · Range and Distance; 004 FAQ on canceled attacks).

describe('Armada attack details', () => {
  it('RRG · Range: declaring beyond long range without an effect that allows it is refused, and spends nothing', () => {
    const session = toShipActivation(mixedGameOf(VICTORY, CR90), 'victory');
    const beyond = { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'beyond-long' };
    const refused = refusal(session, beyond);
    expect(refused.code).toBe('beyond_long_range');
    expectMessage(refused, /cannot attack beyond long range: only an effect that says so allows it.*Nothing was spent/);
    // The front hull zone has not attacked: it may still declare at long range.
    expect(stateOf(session).activation.ship?.attackedZones).toEqual([]);
    expect(currentAttackOf(play(session, { ...beyond, range: 'long' }).session).gathered).toEqual({ red: 3, blue: 0, black: 0 });
    // An effect that names its dice may attack there.
    expect(currentAttackOf(play(session, { ...beyond, extremeRangeDice: { red: 0, blue: 0, black: 2 } }).session).gathered).toEqual({ red: 0, blue: 0, black: 2 });
  });

  it('004 FAQ · an attack canceled for lack of dice says which armament reaches no dice at that range, and that the zone has attacked', () => {
    const session = toShipActivation(mixedGameOf(VICTORY, CR90), 'victory');
    // The Victory's anti-squadron armament is one blue die: nothing reaches long range.
    const canceled = play(session, { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'long' });
    const event = canceled.events.find((candidate) => candidate.type === 'attackCanceled');
    expect(event).toMatchObject({ reason: 'noDice', explanation: 'Victory I-class Star Destroyer’s front armament has no dice that reach long range. The hull zone has still made its attack this activation.' });
    expect(event && event.type === 'attackCanceled' ? describeArmadaEvent(event) : '').toMatch(/^Attack canceled: no dice can be gathered at this range\. Victory/);
    expect(stateOf(canceled.session).activation.ship?.attackedZones).toEqual(['front']);
  });
});
