import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { unitsWaiting } from '../../shared/engine/games/armada/turn/phases';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import { shortUnitName } from '../../shared/engine/games/armada/units/unit-name';
import { currentAttackOf, dice, expectMessage, ISD, optionsOf, play, refusal, rosters, setupCommand, shipById, shipEntry, STARHAWK, stateOf, tokenState, VICTORY, CR90 } from './helpers/armada-game';

// Issue 24, the rules holes players found. A game set up with `rules: 2` (every new game) keeps them
// closed; a log set up before (no `rules`) replays as it was played.

const resolve = (extra: object = {}) => ({ type: 'resolveDamage', drawForMe: true, ...extra });
const roll = { type: 'rollAttackDice', rollForMe: true };
const deal = (card: string, ship: string) => ({ type: 'dealDamageCard', ship, faceup: true, card });

/** An ISD attacks a Starhawk (salvo token) from its left zone; the Starhawk's own damage card first. */
function salvoDuel(rules: 2 | undefined, card: string | null, range = 'long'): Session {
  const players = rosters({ ships: [shipEntry(ISD, { id: 'attacker' })] }, { ships: [shipEntry(STARHAWK, { id: 'defender' })] });
  let session = play(emptySession('armada'), { ...setupCommand(players, 'holes'), ...(rules ? { rules } : {}) }).session;
  if (card) session = play(session, deal(card, 'defender')).session;
  return play(
    session,
    { type: 'nextPhase' },
    { type: 'activateShip', ship: 'attacker' },
    { type: 'declareTarget', attacker: { ship: 'attacker', hullZone: 'left' }, defender: { ship: 'defender', hullZone: 'front' }, range },
  ).session;
}

describe('RRG 1.5.0 · Attack: a damage card that limits “attacks” limits a salvo attack too (rules 2)', () => {
  it('RRG · Salvo + Depowered Armament: a ship that cannot attack at long range makes no salvo attack at long range', () => {
    const spent = play(salvoDuel(2, 'Depowered Armament'), dice(['red', 'hit'], ['red', 'blank']), { type: 'spendDefenseToken', token: 'defender-salvo-1' }).session;
    const after = play(spent, resolve());
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'salvoForbidden', explanation: expect.stringMatching(/Depowered Armament: .* cannot attack at long range/) }));
    expect(after.events.some((event) => event.type === 'salvoAttackBegins')).toBe(false);
    expect(optionsOf(after.session).attack).toBeNull();
    // At close range the card does not forbid it.
    const close = play(salvoDuel(2, 'Depowered Armament', 'close'), roll, { type: 'spendDefenseToken', token: 'defender-salvo-1' }).session;
    expect(currentAttackOf(play(close, resolve()).session)).toMatchObject({ kind: 'salvo' });
  });

  it('RRG · Salvo + Damaged Munitions: the salvoing ship removes one gathered die before its roll, as in any attack on a ship', () => {
    const spent = play(salvoDuel(2, 'Damaged Munitions', 'close'), roll, { type: 'spendDefenseToken', token: 'defender-salvo-1' }).session;
    const salvo = currentAttackOf(play(spent, resolve()).session);
    expect(salvo).toMatchObject({ kind: 'salvo', removeBeforeRoll: 'Damaged Munitions' });
    expect(optionsOf(play(spent, resolve()).session).attack?.removeBeforeRoll).toBe('Damaged Munitions');
  });

  it('RRG · Salvo + Disengaged Fire Control: the table says whether the salvo would be obstructed; obstructed, no salvo', () => {
    const rolled = play(salvoDuel(2, 'Disengaged Fire Control', 'close'), roll).session;
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-salvo-1' }), /Disengaged Fire Control: say whether .* salvo attack back would be obstructed/);
    const obstructed = play(rolled, { type: 'spendDefenseToken', token: 'defender-salvo-1', obstructed: true }, resolve());
    expect(obstructed.events).toContainEqual(expect.objectContaining({ type: 'salvoForbidden' }));
    const clear = play(rolled, { type: 'spendDefenseToken', token: 'defender-salvo-1', obstructed: false }, resolve());
    expect(currentAttackOf(clear.session)).toMatchObject({ kind: 'salvo' });
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-brace-1', obstructed: false }), /does not ask about obstruction: only a salvo does/);
  });

  it('old logs replay as played: without rules 2 the salvo under Depowered Armament still happens', () => {
    const spent = play(salvoDuel(undefined, 'Depowered Armament'), dice(['red', 'hit'], ['red', 'blank']), { type: 'spendDefenseToken', token: 'defender-salvo-1' }).session;
    expect(currentAttackOf(play(spent, resolve()).session)).toMatchObject({ kind: 'salvo', range: 'long' });
  });
});

describe('RRG 1.5.0 · Defense Tokens: a unit’s spending restriction holds for every spend (rules 2)', () => {
  function faulty(rules: 2 | undefined): Session {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const session = play(emptySession('armada'), { ...setupCommand(players, 'faulty'), ...(rules ? { rules } : {}) }).session;
    return play(session, deal('Faulty Countermeasures', 'cr90'), { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-1' }).session;
  }

  it('Faulty Countermeasures: an exhausted token cannot be spent as a cost either, in an attack or not', () => {
    const session = faulty(2);
    expect(tokenState(session, 'cr90-evade-1')).toBe('exhausted');
    expectMessage(refusal(session, { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-1' }), /Faulty Countermeasures: CR90 Corvette A cannot spend exhausted defense tokens/);
    // A readied token is still spent as a cost.
    expect(tokenState(play(session, { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-2' }).session, 'cr90-evade-2')).toBe('exhausted');
  });

  it('old logs replay as played: without rules 2 the exhausted token was spent as a cost outside an attack', () => {
    expect(tokenState(play(faulty(undefined), { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-1' }).session, 'cr90-evade-1')).toBe('discarded');
  });
});

describe('RRG 1.5.0 · Repair command (p. 4)', () => {
  it('RRG · Repair: a token gives half the engineering value rounded up (engineering 5: the dial 5, the token 3, both 8)', () => {
    const players = rosters({ ships: [{ ...shipEntry(VICTORY, { id: 'v' }), engineering: 5 }] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    let session = play(emptySession('armada'), { ...setupCommand(players, 'repair'), firstPlayer: 'p1' }).session;
    // Round 1: the dial becomes a Repair token; round 2: the token alone, then dial and token together.
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, { type: 'revealCommand', ship: 'v', command: 'repair', as: 'token' }).session;
    const tokenOnly = play(session, { type: 'spendCommandToken', ship: 'v', command: 'repair' }).session;
    expect(optionsOf(tokenOnly).shipCommands?.engineeringLeft).toBe(3);
    expect(shipById(tokenOnly, 'v').commandTokens).toEqual([]);
  });
});

describe('Issue 24 · words that tell units apart and match the table', () => {
  it('“Not activated yet” names each unit with its ID number; the history says the hull left of the maximum, as the tile does', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c1' }), shipEntry(CR90, { id: 'c2' })] });
    const session = play(emptySession('armada'), { ...setupCommand(players, 'names'), firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
    expect(unitsWaiting(stateOf(session))).toEqual(['Victory I-class Star Destroyer', 'CR90 Corvette A 1', 'CR90 Corvette A 2']);
    expect(describeArmadaEvent({ type: 'squadronDamaged', squadron: { id: 'x', name: 'X-wing Squadron', idNumber: 2 }, amount: 1, damage: 1, hull: 5 })).toBe('X-wing Squadron 2 suffers 1 damage (4 of 5 hull left).');
    // The short name by rule: the words that only say what kind of hull it is go; two cards that would read alike keep their names.
    expect(['Victory II-class Star Destroyer', 'MC75 Armored Cruiser', 'CR90 Corvette A', 'X-wing Squadron', 'Biggs Darklighter', 'Star Dreadnought Assault Prototype'].map((name) => shortUnitName(name))).toEqual([
      'Victory II', 'MC75 Armored', 'CR90 A', 'X-wing', 'Biggs Darklighter', 'Star Dreadnought Assault Prototype',
    ]);
    expect(shortUnitName('Gozanti-class Cruisers', [{ name: 'Gozanti-class Cruisers' }, { name: 'Gozanti Cruiser' }])).toBe('Gozanti-class Cruisers');
  });
});
