import { describe, expect, it } from 'vitest';
import { CR90, VICTORY, dice, expectMessage, play, refusal, rosters, shipDuel, shipEntry, startGame } from './helpers/armada-game';

const game = () => startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] }));

describe('refusals are sentences a player understands', () => {
  it('an invalid field names the command and the field in words (never a field path) and what was expected', () => {
    const active = play(game(), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
    const error = refusal(active, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'c', hullZone: 'front' }, range: 'far' });
    expect(error).toEqual({ code: 'invalid_command', message: 'Declare target, range: expected one of close, medium, long, distance-1, beyond-long.' });
    expect(refusal(active, { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'top' }, defender: { ship: 'c', hullZone: 'front' }, range: 'close' }).message).toBe(
      'Declare target, attacker, hull zone: expected one of front, right, right-aux, rear, left-aux, left.',
    );
    expect(refusal(active, { type: 'setSpeed', ship: 'v' }).message).toBe('Set speed, speed: is missing (expected a number).');
    expect(refusal(active, { type: 'nextPhase', now: true }).message).toBe('Next phase: has unknown field now.');
  });

  it('an unknown command lists the commands of the game', () => {
    expectMessage(refusal(game(), { type: 'fly' }), /^"fly" is not a command of this game: expected one of setup, nextPhase/);
    expectMessage(refusal(game(), 'nextPhase'), /A command must be an object with a type/);
  });

  it('rules refusals say what to do', () => {
    expectMessage(refusal(game(), { type: 'activateShip', ship: 'v' }), /Ships activate in the ship phase; it is the command phase/);
    expectMessage(refusal(game(), { type: 'activateShip', ship: 'nope' }), /There is no ship nope in this game/);
    expectMessage(refusal(game(), { type: 'setSpeed', ship: 'c', speed: 9 }), /cannot go faster than speed 4/);
    expectMessage(refusal(game(), { type: 'recoverShields', ship: 'v', zone: 'front', amount: 1 }), /already at their maximum of 3/);
    const rolled = play(shipDuel({ attacker: VICTORY, defender: CR90 }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    expectMessage(refusal(rolled, { type: 'nextPhase' }), /An attack is being resolved: finish it before the phase ends/);
    expectMessage(refusal(rolled, { type: 'resolveDamage', damageCards: ['Structural Damage'] }), /This attack deals 4 damage cards, not 1/);
    expectMessage(refusal(rolled, { type: 'resolveDamage', damageCards: ['Hyperdrive Leak', 'x', 'y', 'z'] }), /"Hyperdrive Leak" is not a damage card of the Armada damage deck/);
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'attacker-brace-1' }), /belongs to Victory I-class Star Destroyer, not to the defender CR90 Corvette A/);
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-redirect-1', dice: [0] }), /Redirect does not cancel or reroll dice/);
  });

  it('a damage card is refused when every copy is already dealt', () => {
    let session = game();
    for (const name of ['Comm Noise', 'Comm Noise']) session = play(session, { type: 'dealDamageCard', ship: 'v', faceup: true, card: name }).session;
    expectMessage(refusal(session, { type: 'dealDamageCard', ship: 'v', faceup: true, card: 'Comm Noise' }), /No Comm Noise is left in the damage deck: all 2 are dealt/);
    expect(refusal(session, { type: 'dealDamageCard', ship: 'v', faceup: true }).code).toBe('card_or_draw');
  });
});
