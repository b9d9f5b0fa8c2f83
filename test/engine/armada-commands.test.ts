import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { CR90, currentAttackOf, dice, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronEntry, stateOf, VICTORY, X_WING, TIE_FIGHTER } from './helpers/armada-game';

// RRG 1.5.0 · Commands, in a game played in full (the setup names the first player): the revealed
// dial spent now or kept as a token, tokens within the command value and one of each type, and the
// four commands' effects where they apply. Values come from the ship cards (Victory I: command 3,
// squadron 3, engineering 4).

function fullGame(): Session {
  const players = rosters(
    { ships: [{ ...shipEntry(VICTORY, { id: 'v' }), squadronValue: 3, engineering: 4 }], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' }), squadronEntry(TIE_FIGHTER, { id: 't2' })] },
    { ships: [{ ...shipEntry(CR90, { id: 'cr90' }), squadronValue: 1, engineering: 2 }], squadrons: [squadronEntry(X_WING, { id: 'x' })] },
  );
  return play(emptySession('armada'), { type: 'setup', seed: 'commands', players, firstPlayer: 'p1' }).session;
}
const activated = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
const reveal = (command: string, as = 'dial') => ({ type: 'revealCommand', ship: 'v', command, as });

describe('RRG · Commands', () => {
  it('RRG · Commands: the revealed dial is spent now or kept as a token, once per activation', () => {
    const session = activated(fullGame());
    const kept = play(session, reveal('navigate', 'token')).session;
    expect(shipById(kept, 'v').commandTokens).toEqual(['navigate']);
    expectMessage(refusal(kept, reveal('repair')), /already revealed its command dial this activation/);
    const spent = play(session, reveal('repair')).session;
    expect(optionsOf(spent).shipCommands).toMatchObject({ dialRevealed: true, inUse: [{ command: 'repair', dial: true, token: false }], engineeringLeft: 4 });
  });

  it('RRG · Command tokens: one of each type, at most the command value', () => {
    let session = fullGame();
    // Three rounds of tokens for the Victory (command 3): navigate, repair, squadron; a fourth is refused.
    for (const [round, command] of (['navigate', 'repair', 'squadron'] as const).entries()) {
      session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }, reveal(command, 'token'), { type: 'endActivation' }, { type: 'activateShip', ship: 'cr90' }, { type: 'endActivation' }).session;
      session = play(session, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase' }).session;
      expect(stateOf(session).round).toBe(round + 2);
    }
    expect(shipById(session, 'v').commandTokens).toEqual(['navigate', 'repair', 'squadron']);
    session = activated(session);
    expectMessage(refusal(session, reveal('concentrateFire', 'token')), /already holds 3 command tokens, its command value: discard one first/);
    expectMessage(refusal(session, reveal('navigate', 'token')), /already has a Navigate token: a ship holds one of each type/);
    const discarded = play(session, { type: 'discardCommandToken', ship: 'v', command: 'navigate' }, reveal('concentrateFire', 'token')).session;
    expect(shipById(discarded, 'v').commandTokens).toEqual(['repair', 'squadron', 'concentrateFire']);
  });

  it('RRG · Squadron command: the dial activates up to the squadron value, a token one; none without the command', () => {
    const session = activated(fullGame());
    expectMessage(refusal(session, { type: 'activateSquadron', squadron: 't1' }), /has no squadron command in use/);
    let withDial = play(session, reveal('squadron'), { type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }).session;
    expect(optionsOf(withDial).shipCommands?.squadronsLeft).toBe(2);
    withDial = play(withDial, { type: 'activateSquadron', squadron: 't2' }, { type: 'endActivation' }).session;
    // Squadrons a squadron command activated do not activate again this round.
    expectMessage(refusal(withDial, { type: 'activateSquadron', squadron: 't1' }), /already activated this round/);
  });

  it('RRG · Repair command: engineering points move a shield (1), recover one (2), repair a card (3)', () => {
    let session = play(activated(fullGame()), { type: 'loseShields', ship: 'v', zone: 'front', amount: 2 }, { type: 'dealDamageCard', ship: 'v', faceup: false, card: 'Power Failure' }).session;
    expectMessage(refusal(session, { type: 'repair', ship: 'v', action: 'recoverShield', zone: 'front' }), /no repair command in use/);
    session = play(session, reveal('repair'), { type: 'repair', ship: 'v', action: 'moveShield', from: 'left', zone: 'front' }).session;
    expect(shipById(session, 'v').hullZones.map((zone) => zone.shields)).toEqual([2, 3, 1, 2]);
    const cardId = shipById(session, 'v').damageCards[0]?.id ?? '';
    session = play(session, { type: 'repair', ship: 'v', action: 'repairCard', card: cardId }).session;
    expect(shipById(session, 'v').damageCards).toEqual([]);
    expect(optionsOf(session).shipCommands?.engineeringLeft).toBe(0);
    expectMessage(refusal(session, { type: 'repair', ship: 'v', action: 'moveShield', from: 'right', zone: 'front' }), /0 engineering points left; this costs 1/);
  });

  it('RRG · Repair command: moving a shield needs an adjacent zone with a shield and a zone below its maximum', () => {
    let session = play(activated(fullGame()), { type: 'loseShields', ship: 'v', zone: 'front', amount: 1 }, { type: 'loseShields', ship: 'v', zone: 'left', amount: 3 }, reveal('repair')).session;
    expect(optionsOf(session).shipCommands?.engineeringLeft).toBe(4);
    expectMessage(refusal(session, { type: 'repair', ship: 'v', action: 'moveShield', from: 'rear', zone: 'front' }), /Move a shield from a hull zone next to the front zone/);
    expectMessage(refusal(session, { type: 'repair', ship: 'v', action: 'moveShield', from: 'front', zone: 'right' }), /right shields are already at their maximum/);
    expectMessage(refusal(session, { type: 'repair', ship: 'v', action: 'moveShield', from: 'left', zone: 'front' }), /left zone has no shield to move/);
    session = play(session, { type: 'repair', ship: 'v', action: 'moveShield', from: 'right', zone: 'front' }).session;
    expect(shipById(session, 'v').hullZones.map((zone) => zone.shields)).toEqual([3, 2, 1, 0]);
    expect(optionsOf(session).shipCommands?.engineeringLeft).toBe(3);
    session = play(session, { type: 'repair', ship: 'v', action: 'recoverShield', zone: 'left' }).session;
    expect(optionsOf(session).shipCommands?.engineeringLeft).toBe(1);
    expectMessage(refusal(session, { type: 'repair', ship: 'v', action: 'recoverShield', zone: 'left' }), /1 engineering point left; this costs 2/);
  });

  it('RRG · Concentrate Fire: the dial adds a die of a colour already in the pool; the token rerolls a die', () => {
    let session = play(activated(fullGame()), reveal('concentrateFire'), { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'long' }, dice(['red', 'blank'], ['red', 'hit'], ['red', 'hit'])).session;
    expect(optionsOf(session).shipCommands?.concentrateFire).toEqual({ add: null, reroll: expect.stringMatching(/spent no Concentrate Fire token/) });
    expectMessage(refusal(session, { type: 'addAttackDie', color: 'black', face: 'hit', by: 'concentrateFire' }), /no black die is/);
    session = play(session, { type: 'addAttackDie', color: 'red', face: 'hit-hit', by: 'concentrateFire' }).session;
    expect(currentAttackOf(session).pool).toHaveLength(4);
    expectMessage(refusal(session, { type: 'addAttackDie', color: 'red', face: 'hit', by: 'concentrateFire' }), /already added a die this activation/);
    expectMessage(refusal(session, { type: 'rerollAttackDie', die: 0, face: 'hit', by: 'concentrateFire' }), /spent no Concentrate Fire token/);
  });
});
