import { describe, expect, it } from 'vitest';
import { replay } from '../../../shared/engine';
import { shipName } from '../../../shared/engine/games/xwing/ships/ships';
import { describeXwingEvent } from '../../../shared/engine/games/xwing/view/describe-event';
import { TIE_FIGHTER, attackFaces, defenseFaces, howlrunner, luke, rosters, sentences, setupCommand, play, refusal, expectMessage, startGame, stateOf, toEngagement } from './helpers/xwing-game';
import { pilotEntry } from './helpers/xwing-roster';

// Identical ships are told apart as at the table: each gets an ID token with a number, and the app
// says "Academy Pilot 2" wherever it names that ship (the ship, the attack, the history).
const academy = (id: string) => pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id });

describe('ID numbers for identical ships', () => {
  it('ships of one player with the same pilot name are numbered 1, 2, 3 in roster order; a unique name gets no number', () => {
    const session = startGame(rosters([luke()], [academy('a'), howlrunner(), academy('b'), academy('c')]));
    const ships = stateOf(session).ships;
    expect(ships.map((ship) => [ship.id, ship.idNumber])).toEqual([
      ['luke', null],
      ['a', 1],
      ['howl', null],
      ['b', 2],
      ['c', 3],
    ]);
    expect(ships.map(shipName)).toEqual(['Luke Skywalker', 'Academy Pilot 1', '“Howlrunner”', 'Academy Pilot 2', 'Academy Pilot 3']);
  });

  it('the same name on the two sides is two unique names: each player numbers only their own ships', () => {
    const session = startGame(rosters([academy('rebel-copy')], [academy('imperial')]));
    expect(stateOf(session).ships.map((ship) => ship.idNumber)).toEqual([null, null]);
  });

  it('the history names the numbered ship: "Academy Pilot 2 attacks …", dice numbered from 1 as in the tray', () => {
    let session = toEngagement(startGame(rosters([luke()], [academy('a'), academy('b')])));
    const declared = play(session, { type: 'declareAttack', attacker: 'b', defender: 'luke', arc: 'front', range: 2 });
    expect(sentences(declared.events)).toEqual(['Academy Pilot 2 attacks Luke Skywalker at range 2 with its front arc primary weapon: 2 attack dice.']);
    session = declared.session;
    session = play(session, attackFaces('hit', 'blank')).session;
    const defended = play(session, defenseFaces('focus', 'blank'), { type: 'addResult', by: 'defender', face: 'evade' });
    expect(sentences(defended.events).at(-1)).toBe('The defender adds an evade result to the defense dice.');
    const canceled = play(defended.session, { type: 'cancelResult', by: 'defender', die: 0 });
    expect(sentences(canceled.events)).toEqual(['The defender cancels defense die 1 (focus).']);
  });

  it('refusals name the numbered ship the same way', () => {
    const session = startGame(rosters([luke()], [academy('a'), academy('b')]));
    expectMessage(refusal(session, { type: 'spendToken', ship: 'b', token: 'focus' }), /^Academy Pilot 2 has no focus token\./);
    expectMessage(refusal(session, { type: 'gainToken', ship: 'b', token: 'lock', lockedBy: 'b' }), /^Academy Pilot 2 cannot be locked by itself/);
  });

  it('a log written before ID numbers (events without them) still reads, and replaying its commands numbers the ships', () => {
    expect(describeXwingEvent({ type: 'shipDestroyed', ship: { id: 'a', name: 'Academy Pilot' } })).toBe('Academy Pilot is destroyed.');
    const commands = [setupCommand(rosters([luke()], [academy('a'), academy('b')])), { type: 'nextPhase' }];
    const replayed = replay('xwing', commands);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(stateOf(replayed.value).ships.map(shipName)).toEqual(['Luke Skywalker', 'Academy Pilot 1', 'Academy Pilot 2']);
  });
});
