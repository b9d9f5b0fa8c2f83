import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, expectMessage, howlrunner, optionsOf, play, refusal, rosters, startGame, toEngagement, wedge, X_WING } from '../helpers/xwing-game';

// h-xupg · RRG · Modify Dice, narrowed by a card ("your dice can be modified only by …"): a rule of the attack
// (modifyOnlyWith) held while its weapon fires. Card · Underslung Blaster Cannon (only its lock's usual reroll),
// Card · Foresight (only its own focus → hit). Cards from xwing-data2 (2.5), read at run time.

const engaged = (upgrade: string) => toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', upgrade), wedge()], [howlrunner()])));
const weaponId = (session: Session, name: string) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === name)?.weaponId;
const spendOption = (session: Session, spend: string) => optionsOf(session).attack?.diceEffects.find((effect) => effect.spend === spend);
const tokens = (session: Session) => play(session, { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;

describe('Card · Underslung Blaster Cannon — its dice change only by spending its lock for the usual reroll', () => {
  const rolled = () => {
    const session = tokens(engaged('underslungblastercannon'));
    const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'single-turret', range: 1, weaponId: weaponId(session, 'Underslung Blaster Cannon') }).session;
    return play(declared, attackFaces('focus', 'blank')).session;
  };
  it('its focus token cannot change a focus result: refused with the card’s reason', () => {
    const session = rolled();
    expect(spendOption(session, 'focus')?.unavailable).toMatch(/Underslung Blaster Cannon: .*only by spending lock/);
    expectMessage(refusal(session, { type: 'spendForDice', spend: 'focus' }), /only by spending lock/);
  });
  it('its lock rerolls as usual', () => {
    const session = rolled();
    expect(spendOption(session, 'lock')?.unavailable).toBeNull();
    const rerolled = play(session, { type: 'spendForDice', spend: 'lock', dice: [1], faces: ['hit'] }).session;
    expect(attackOf(rerolled).attackDice.map((die) => die.face)).toEqual(['focus', 'hit']);
  });
});

describe('Card · Foresight — its own focus → hit, and no other change of its dice', () => {
  const rolled = () => {
    const session = tokens(engaged('foresight'));
    const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'bullseye', range: 2, weaponId: weaponId(session, 'Foresight') }).session;
    return play(declared, attackFaces('focus', 'focus')).session;
  };
  it('the focus token and the lock are refused with the card’s reason', () => {
    const session = rolled();
    expect(spendOption(session, 'focus')?.unavailable).toMatch(/Foresight: .*only by Foresight itself/);
    expect(spendOption(session, 'lock')?.unavailable).toMatch(/only by Foresight itself/);
  });
  it('its own change is offered and applied', () => {
    const session = rolled();
    const offer = optionsOf(session).attack?.cardEffects.find((effect) => effect.source === 'Foresight');
    expect(offer).toBeDefined();
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, die: 0 }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'focus']);
  });
});
