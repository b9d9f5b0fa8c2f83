import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { expectMessage, howlrunner, play, refusal, rosters, shipOf, skipAll, startGame, X_WING } from '../helpers/xwing-game';

// Issue 34 · a card that narrows the reinforce action to one side ('reinforceOnly', read by the action
// rule). Cards from xwing-data2 2.5 (read at run time); the facts are ours.

/** A ship with Bright Hope and a white reinforce on its bar, activated and moved. */
function moved(): Session {
  const entry = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'brighthope');
  let session = startGame(rosters([{ ...entry, actions: [...(entry.actions ?? []), { action: 'reinforce', difficulty: 'white' }] }], [howlrunner()]));
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  return play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
}

describe('Card · Bright Hope (title) · RRG · Reinforce: it reinforces only its full front arc', () => {
  it('the aft side is refused with the card’s reason, and nothing changes', () => {
    const session = moved();
    expectMessage(refusal(session, { type: 'performAction', ship: 'luke', action: 'reinforce', side: 'aft' }), /Bright Hope: .*only its fore side/);
    expect(shipOf(session, 'luke').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
  });
  it('the fore side is accepted', () => {
    const reinforced = play(moved(), { type: 'performAction', ship: 'luke', action: 'reinforce', side: 'fore' }).session;
    expect(shipOf(reinforced, 'luke').tokens.reinforce).toEqual({ fore: 1, aft: 0 });
  });
});
