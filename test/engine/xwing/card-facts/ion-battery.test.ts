import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, optionsOf, play, rosters, shipOf, toEngagement, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// h-xupg · RRG · Ion, by its card: Card · Ion Cannon Battery — if the attack hits, the defender suffers 1 crit damage and
// every hit and crit result gives it an ion token instead of damage (Deal Damage reads the card's fact). Cards from xwing-data2 (2.5).

const RAIDER = 'galactic-empire/raider-class-corvette';
function engaged(): Session {
  const start = play(emptySession('xwing'), { type: 'setup', seed: 'icb', players: rosters([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [withEffects(RAIDER, 'Outer Rim Patrol', 'raider', '2.5', 'ioncannonbattery')]), rules: 3, edition: '2.5' }).session;
  return toEngagement(start);
}
const battery = (session: Session) => optionsOf(session).attackers.find((option) => option.ship === 'raider')?.weapons?.find((weapon) => weapon.name === 'Ion Cannon Battery')?.weaponId;

describe('Card · Ion Cannon Battery — RRG · Ion: 1 crit damage, then every result an ion token', () => {
  it('2 hits and 1 crit left: Luke suffers 1 crit (a shield) and gains 3 ion tokens, no damage card', () => {
    let session = engaged();
    const shields = shipOf(session, 'luke').shields.current;
    session = play(session, { type: 'declareAttack', attacker: 'raider', defender: 'luke', arc: 'single-turret', range: 3, weaponId: battery(session), bonusAttack: true }).session;
    session = play(session, attackFaces('hit', 'hit', 'crit', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const luke = shipOf(session, 'luke');
    expect(luke.shields.current).toBe(shields - 1);
    expect(luke.damageCards).toHaveLength(0);
    expect(luke.tokens.ion).toBe(3);
  });
  it('a miss deals nothing and gives no ion token', () => {
    let session = engaged();
    session = play(session, { type: 'declareAttack', attacker: 'raider', defender: 'luke', arc: 'single-turret', range: 3, weaponId: battery(session), bonusAttack: true }).session;
    session = play(session, attackFaces('blank', 'blank', 'focus', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    expect(shipOf(session, 'luke').tokens.ion).toBe(0);
  });
});
