import { describe, expect, it } from 'vitest';
import { describeArmadaEvent, unitName, type ArmadaEvent } from '../../shared/engine/games/armada';
import { emptySession } from '../../shared/engine';
import { CR90, TIE_FIGHTER, VICTORY, X_WING, dice, expectMessage, play, refusal, rosters, setupCommand, shipEntry, squadronEntry, startGame, stateOf } from './helpers/armada-game';

// Identical units carry the numbers of their physical ID tokens (RRG · Identification tokens), so
// the table, the attack and the history name one unit one way: "TIE Fighter Squadron 2".

const names = (events: readonly unknown[]) => events.map((event) => describeArmadaEvent(event as ArmadaEvent));

describe('RRG · ID tokens: one name for one unit', () => {
  it('units of one player sharing a name are numbered 1, 2, … in roster order; a unit alone of its name gets no number', () => {
    const state = stateOf(
      startGame(
        rosters(
          { ships: [shipEntry(VICTORY), shipEntry(VICTORY)], squadrons: [squadronEntry(TIE_FIGHTER), squadronEntry(TIE_FIGHTER), squadronEntry(TIE_FIGHTER)] },
          { ships: [shipEntry(CR90)], squadrons: [squadronEntry(X_WING)] },
        ),
      ),
    );
    expect(state.ships.map(unitName)).toEqual(['Victory I-class Star Destroyer 1', 'Victory I-class Star Destroyer 2', 'CR90 Corvette A']);
    expect(state.squadrons.map(unitName)).toEqual(['TIE Fighter Squadron 1', 'TIE Fighter Squadron 2', 'TIE Fighter Squadron 3', 'X-wing Squadron']);
  });

  it('numbers are counted per player: both players’ lone TIE squadrons go unnumbered', () => {
    const state = stateOf(startGame(rosters({ squadrons: [squadronEntry(TIE_FIGHTER)] }, { squadrons: [squadronEntry(TIE_FIGHTER)] })));
    expect(state.squadrons.map((squadron) => squadron.idNumber)).toEqual([null, null]);
  });

  it('a roster may give the numbers of the ID tokens on the table; the others take the lowest numbers left', () => {
    const state = stateOf(
      startGame(rosters({ squadrons: [{ ...squadronEntry(TIE_FIGHTER), idNumber: 1 + 2 }, squadronEntry(TIE_FIGHTER), squadronEntry(TIE_FIGHTER)] }, {})),
    );
    expect(state.squadrons.map((squadron) => squadron.idNumber)).toEqual([3, 1, 2]);
  });

  it('one ID number given twice to units of one name is refused in words', () => {
    const twice = rosters({ squadrons: [{ ...squadronEntry(TIE_FIGHTER), idNumber: 2 }, { ...squadronEntry(TIE_FIGHTER), idNumber: 2 }] }, {});
    expectMessage(refusal(emptySession('armada'), setupCommand(twice)), /TIE Fighter Squadron units have the same ID number: give each its own/);
  });

  it('the history names the numbered unit, and numbers dice from 1 as the tray does', () => {
    const session = startGame(rosters({ squadrons: [squadronEntry(TIE_FIGHTER), squadronEntry(TIE_FIGHTER)] }, { squadrons: [squadronEntry(X_WING)] }));
    const state = stateOf(session);
    const second = state.squadrons[1]!;
    const x = state.squadrons[2]!;
    const activated = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateSquadron', squadron: second.id });
    expect(names(activated.events)).toEqual(['TIE Fighter Squadron 2 activates.']);
    const declared = play(activated.session, { type: 'declareTarget', attacker: { squadron: second.id }, defender: { squadron: x.id }, range: 'distance-1' });
    expect(names(declared.events)[0]).toBe('TIE Fighter Squadron 2 attacks X-wing Squadron at distance 1 with 3 blue.');
    const rolled = play(declared.session, dice(['blue', 'hit'], ['blue', 'accuracy'], ['blue', 'crit']), { type: 'setAttackDieFace', die: 1, face: 'hit' });
    expect(names(rolled.events)).toEqual(['Changed blue die 2: accuracy → hit.']);
  });

  it('a game set up before ID numbers (events without idNumber) still reads as before', () => {
    expect(describeArmadaEvent({ type: 'shipActivated', ship: { id: 'p1-ship-1', name: 'CR90 Corvette A' } })).toBe('CR90 Corvette A activates.');
    expect(unitName({ name: 'CR90 Corvette A' })).toBe('CR90 Corvette A');
  });
});
