import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { armed, upgradeCard } from '../helpers/armament';
import { attackFaces, defenseFaces, howlrunner, optionsOf, play, rosters, shipOf, startGame, toEngagement, wedge, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// Issue 34 · a dual card the defender turns over at its own cost (Proud Tradition): after the card's ship
// attacks while stressed, the defender's player chooses to spend a focus or suffer a crit (asked), and the
// card flips. Cards from xwing-data2 2.5 (read at run time); the facts are ours.

function proudLuke(): XwingPilotRosterEntry {
  const entry = armed(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true }), '2.5', 'proudtradition');
  const side = upgradeCard('2.5', 'proudtradition').sides[0];
  const facts = rosterFacts([{ key: 'proudtradition', name: String(side?.title), text: (side?.ability as string | undefined) ?? null, upgrade: 0, edition: '2.5', side: 0 }]);
  return { ...entry, effects: facts.effects, yourCall: facts.yourCall };
}

/** Luke, stressed, attacks Howlrunner (holding a focus) and misses. */
function attacked(stressed: boolean): Session {
  let session = toEngagement(startGame(rosters([proudLuke(), wedge()], [howlrunner()])));
  if (stressed) session = play(session, { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
  session = play(session, { type: 'gainToken', ship: 'howl', token: 'focus' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).session;
  session = play(session, attackFaces(...Array.from({ length: optionsOf(session).attack?.attackDice?.total ?? 0 }, () => 'blank'))).session;
  return play(session, defenseFaces(...Array.from({ length: optionsOf(session).attack?.defenseDice?.total ?? 0 }, () => 'blank')), { type: 'neutralizeResults' }).session;
}
const asked = (session: Session) => optionsOf(session).prompts.filter((prompt) => prompt.source === 'Proud Tradition');

describe('Card · Proud Tradition (talent, 2.5) · RRG · Dual Cards: after it attacks while stressed, the defender may spend a focus or suffer a crit to flip it', () => {
  it('both asked; done on the focus: Howlrunner loses its focus, the card shows False Tradition, the crit is no longer asked', () => {
    const session = attacked(true);
    expect(asked(session).length).toBe(2);
    const focus = asked(session).find((prompt) => /spends 1 focus/.test(prompt.ability?.summary ?? ''));
    const done = play(session, { type: 'answerPrompt', prompt: focus?.id, answer: 'done' }).session;
    expect(shipOf(done, 'howl').tokens.focus).toBe(0);
    expect(shipOf(done, 'luke').sides?.[0]).toBe(1);
    expect(asked(done)).toEqual([]);
  });
  it('done on the crit: Howlrunner is dealt a faceup card and the card flips', () => {
    const session = attacked(true);
    const crit = asked(session).find((prompt) => /suffers 1 crit/.test(prompt.ability?.summary ?? ''));
    const done = play(session, { type: 'answerPrompt', prompt: crit?.id, answer: 'done' }).session;
    expect(shipOf(done, 'howl').damageCards.map((card) => card.faceup)).toEqual([true]);
    expect(shipOf(done, 'luke').sides?.[0]).toBe(1);
  });
  it('not stressed: nothing is asked', () => {
    expect(asked(attacked(false))).toEqual([]);
  });
});
