import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { howlrunner, optionsOf, play, rosters, shipOf, startGame, toEngagement, wedge, X_WING } from '../helpers/xwing-game';

// Issue 34 · weapons whose result may be set instead of rolled: the defender takes a fixed damage and the
// dice steps are skipped, the attack hitting ('skipDiceAsHit'). Cards from xwing-data2 2.5 (read at run
// time); the facts are ours.

function declared(key: string, name: string): Session {
  let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', key), wedge()], [howlrunner()])));
  session = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
  const weaponId = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === name)?.weaponId;
  return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, weaponId }).session;
}
const offer = (session: Session, source: string) => (optionsOf(session).attack?.cardEffects ?? []).find((effect) => effect.source === source);

describe('Card · Homing Missiles (missile) · RRG · Attack: the defender may suffer 1 hit to skip the dice, the attack hitting', () => {
  it('offered before the roll with the defender’s question; yes: Howlrunner suffers 1 hit, the attack goes to Deal Damage with nothing left, and ends as a hit', () => {
    const session = declared('homingmissiles', 'Homing Missiles');
    const homing = offer(session, 'Homing Missiles');
    expect(homing?.questions[0]).toMatch(/defender choose to suffer 1 hit/);
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: homing?.ref, answer: 'yes' }).session;
    expect(shipOf(used, 'howl').damageCards.length).toBe(1);
    expect(optionsOf(used).attack?.step).toBe('dealDamage');
    const dealt = play(used, { type: 'dealDamage', drawForMe: true }).session;
    expect(optionsOf(dealt).attack).toBeNull();
    expect(shipOf(dealt, 'howl').damageCards.length).toBe(1);
  });
  it('not offered for a primary attack', () => {
    let session = toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'homingmissiles'), wedge()], [howlrunner()])));
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(offer(session, 'Homing Missiles')).toBeUndefined();
  });
});

describe('Card · Homing Torpedoes (torpedo, 2.5) · RRG · Attack: the defender may suffer 1 crit to skip the dice', () => {
  it('yes: Howlrunner is dealt 1 faceup damage card, and no dice are rolled', () => {
    const session = declared('homingtorpedoes', 'Homing Torpedoes');
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer(session, 'Homing Torpedoes')?.ref, answer: 'yes' }).session;
    expect(shipOf(used, 'howl').damageCards.map((card) => card.faceup)).toEqual([true]);
    expect(optionsOf(used).attack?.step).toBe('dealDamage');
  });
});
