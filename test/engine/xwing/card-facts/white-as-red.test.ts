import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { DECIMATOR, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, skipAll, startGame } from '../helpers/xwing-game';

// Issue 34 · a card that grants one white action of the ship's bar, treated as red ('whiteActionAsRed',
// read by the action rule as a grant). Cards from xwing-data2 2.5 (read at run time); the facts are ours.

/** Dauntless on a Decimator (a red coordinate on its bar too), its maneuver cut short by an overlap. */
function bumped(): Session {
  const entry = withEffects(DECIMATOR, 'Rear Admiral Chiraneau', 'decimator', '2.5', 'dauntless');
  let session = startGame(rosters([{ ...entry, actions: [...(entry.actions ?? []).filter((bar) => bar.action !== 'coordinate'), { action: 'coordinate', difficulty: 'red' }] }], [howlrunner()]));
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  return play(session, { type: 'activateShip', ship: 'decimator' }, { type: 'executeManeuver', ship: 'decimator', speed: 2, bearing: 'straight', difficulty: 'white', partial: true }).session;
}
const dauntless = (session: Session) => optionsOf(session).prompts.find((prompt) => prompt.source === 'Dauntless');

describe('Card · Dauntless (title) · RRG · Perform Action, Stress: after a partially executed maneuver, 1 white action treated as red', () => {
  it('asked after the overlap; done lets it focus, the focus counted red (a stress after it)', () => {
    const session = bumped();
    const done = play(session, { type: 'answerPrompt', prompt: dauntless(session)?.id, answer: 'done' }).session;
    const focused = play(done, { type: 'performAction', ship: 'decimator', action: 'focus', grantedBy: { source: 'Dauntless', difficulty: 'red' } }).session;
    expect(shipOf(focused, 'decimator').tokens.focus).toBe(1);
    expect(shipOf(focused, 'decimator').tokens.stress).toBe(1);
  });
  it('an action its bar prints red is not one it may take so; the granted actions list only the white ones', () => {
    const session = bumped();
    const done = play(session, { type: 'answerPrompt', prompt: dauntless(session)?.id, answer: 'done' }).session;
    expectMessage(refusal(done, { type: 'performAction', ship: 'decimator', action: 'coordinate', target: 'decimator', grantedBy: { source: 'Dauntless', difficulty: 'red' } }), /Dauntless .*prints white/);
    const listed = optionsOf(done).ships.find((ship) => ship.ship === 'decimator')?.grantedActions.filter((grant) => grant.source === 'Dauntless').map((grant) => grant.action);
    expect(listed).toContain('focus');
    expect(listed).not.toContain('coordinate');
  });
  it('not asked after a maneuver fully executed', () => {
    let session = startGame(rosters([withEffects(DECIMATOR, 'Rear Admiral Chiraneau', 'decimator', '2.5', 'dauntless')], [howlrunner()]));
    session = skipAll(play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'nextPhase' }).session);
    session = play(session, { type: 'activateShip', ship: 'decimator' }, { type: 'executeManeuver', ship: 'decimator', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expect(dauntless(session)).toBeUndefined();
  });
});
