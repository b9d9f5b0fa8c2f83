import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { expectMessage, howlrunner, optionsOf, play, refusal, rosters, startGame, toEngagement, wedge, X_WING } from '../helpers/xwing-game';

// Issue 34 · configurations that keep some weapons firing while the ship holds exactly 1 disarm token
// ('attackWhileDisarmedWith', read by the disarm rule at Declare Target and by the attack dice count).
// Cards from xwing-data2 (read at run time); the facts are ours.

function engaged(edition: '2.0' | '2.5', ...keys: string[]): Session {
  return toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', edition, ...keys), wedge()], [howlrunner()])));
}
const token = (session: Session, ship: string, kind: string, extra: Record<string, unknown> = {}) => play(session, { type: 'gainToken', ship, token: kind, ...extra }).session;
const weaponId = (session: Session, name: string) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === name)?.weaponId;
const declare = (session: Session, name: string | null, range = 2, arc = 'front') => ({ type: 'declareAttack', attacker: 'luke', defender: 'howl', arc, range, ...(name ? { weaponId: weaponId(session, name) } : {}) });

describe('Card · Os-1 Arsenal Loadout (configuration) · RRG · Disarm: with exactly 1 disarm token, torpedo and missile attacks at a locked ship', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`${edition}: disarmed once, with a lock on the defender, the torpedo attack is declared; the primary is refused`, () => {
      const session = token(token(engaged(edition, 'os1arsenalloadout', 'protontorpedoes'), 'luke', 'disarm'), 'howl', 'lock', { lockedBy: 'luke' });
      expect(optionsOf(play(session, declare(session, 'Proton Torpedoes')).session).attack?.step).toBeDefined();
      expectMessage(refusal(session, declare(session, null)), /disarmed.*torpedo or missile weapons at a ship it has locked \(Os-1 Arsenal Loadout\)/);
    });
  }
  it('in that attack, disarmed, its lock cannot be spent to reroll (the card’s reason); not disarmed, it can', () => {
    const locked = token(engaged('2.5', 'os1arsenalloadout', 'protontorpedoes'), 'howl', 'lock', { lockedBy: 'luke' });
    const rolled = (session: Session) => play(session, declare(session, 'Proton Torpedoes'), { type: 'rollAttackDice', faces: ['blank', 'hit', 'blank', 'blank'] }).session;
    expectMessage(refusal(rolled(token(locked, 'luke', 'disarm')), { type: 'spendForDice', spend: 'lock', dice: [0], faces: ['hit'] }), /Os-1 Arsenal Loadout/);
    expect(play(rolled(locked), { type: 'spendForDice', spend: 'lock', dice: [0], faces: ['hit'] }).session).toBeDefined();
  });
  it('with 2 disarm tokens, the torpedo attack is refused', () => {
    const session = token(token(token(engaged('2.5', 'os1arsenalloadout', 'protontorpedoes'), 'luke', 'disarm'), 'luke', 'disarm'), 'howl', 'lock', { lockedBy: 'luke' });
    expectMessage(refusal(session, declare(session, 'Proton Torpedoes')), /disarmed/);
  });
});

describe('Card · Xg-1 Assault Configuration (configuration) · RRG · Disarm: with exactly 1 disarm token, cannon attacks of at most 3 dice', () => {
  it('disarmed once: the Heavy Laser Cannon attack is declared and rolls 3 dice, not 4', () => {
    const session = token(engaged('2.5', 'xg1assaultconfiguration', 'heavylasercannon'), 'luke', 'disarm');
    const attacking = play(session, declare(session, 'Heavy Laser Cannon', 2, 'bullseye')).session;
    expect(optionsOf(attacking).attack?.attackDice?.total).toBe(3);
  });
  it('not disarmed: the cannon rolls its 4 dice', () => {
    const session = engaged('2.5', 'xg1assaultconfiguration', 'heavylasercannon');
    expect(optionsOf(play(session, declare(session, 'Heavy Laser Cannon', 2, 'bullseye')).session).attack?.attackDice?.total).toBe(4);
  });
});
