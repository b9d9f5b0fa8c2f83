import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, howlrunner, optionsOf, play, rosters, startGame, toEngagement, wedge, X_WING } from '../helpers/xwing-game';

// Issue 34 · a card that needs a red or orange token of the ship's own, a lock on it left out (RRG · Tokens:
// a lock is a red token, but the card names it apart): the `colourCount` condition. Cards from xwing-data2
// 2.5 (read at run time); the facts are ours.

const falcon = () => toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'millenniumfalcon-battleoverendor'), wedge()], [howlrunner()])));
const withToken = (session: Session, ship: string, token: string, extra: Record<string, unknown> = {}) => play(session, { type: 'gainToken', ship, token, ...extra }).session;
const attacking = (session: Session) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit', 'blank')).session;
const offer = (session: Session) => (optionsOf(session).attack?.cardEffects ?? []).find((effect) => effect.source === 'Millennium Falcon');

describe('Card · Millennium Falcon (title, Battle over Endor) · RRG · Tokens: with a non-lock red or orange token, reroll 1 die attacking or defending', () => {
  it('stressed (a red token), attacking: 1 attack die to reroll is offered', () => {
    const session = attacking(withToken(falcon(), 'luke', 'stress'));
    expect(offer(session)?.summary).toMatch(/reroll 1 attack die/);
  });
  it('with an orange strain token it is offered too', () => {
    expect(offer(attacking(withToken(falcon(), 'luke', 'strain')))).toBeDefined();
  });
  it('only an enemy lock on it (a red token, but a lock): nothing is offered', () => {
    const session = attacking(withToken(falcon(), 'luke', 'lock', { lockedBy: 'howl' }));
    expect(offer(session)).toBeUndefined();
  });
  it('with no token at all: nothing is offered', () => {
    expect(offer(attacking(falcon()))).toBeUndefined();
  });
});
