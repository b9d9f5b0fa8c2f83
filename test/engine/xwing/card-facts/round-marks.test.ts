import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, skipAll, startGame, wedge } from '../helpers/xwing-game';
import { promptsOf } from '../helpers/test-facts';

// x-pilots · a card that marks a ship for the rest of the round or phase (markShip) and its facts that then act on
// that ship (the `marked` condition): Evaan Verlaine's friend rolls 1 more defense die, Fenn Rau's enemy spends no
// token on its dice; and the moment before an enemy ship engages. Cards of xwing-data2 2.5 (read at run time),
// through the real engine. Rules: RRG 2.5 · Engagement Phase, Roll Defense Dice, Modify Dice, Stress, Ability timing.

const sourced = (session: Session, ship: string, source: string) => promptsOf(session, ship).filter((prompt) => prompt.source === source);
const defenseCount = (session: Session) => optionsOf(session).attack?.defenseDice?.total ?? 0;
const toEngagement = (session: Session) => play(skipAll(play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'nextPhase' }).session), { type: 'nextPhase' }).session;

describe('Card · Evaan Verlaine · RRG · Roll Defense Dice: at the start of the Engagement Phase, 1 focus: a friend she names rolls 1 more defense die this round', () => {
  const YWING = 'rebel-alliance/btl-a4-y-wing';
  const game = () => play(startGame(rosters([withEffects(YWING, 'Evaan Verlaine', 'evaan', '2.5'), wedge()], [howlrunner()])), { type: 'gainToken', ship: 'evaan', token: 'focus' }).session;
  const attacked = (session: Session, defender: string) => play(session, { type: 'declareAttack', attacker: 'howl', defender, arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
  it('asked at the start of the phase; Wedge named: her focus is spent and Wedge, defending, rolls 1 die more than his agility', () => {
    let session = toEngagement(game());
    const [prompt] = sourced(session, 'evaan', 'Evaan Verlaine');
    expect(prompt?.ability?.summary).toMatch(/1 focus, a friend at range 0–1 rolls \+1 defense die this round/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }).session;
    expect(shipOf(session, 'evaan').tokens.focus).toBe(0);
    expect(defenseCount(attacked(session, 'wedge'))).toBe(shipOf(session, 'wedge').agility + 1);
  });
  it('the friend not named (Evaan herself) rolls only her agility; skipped, Wedge rolls his agility', () => {
    const named = play(toEngagement(game()), { type: 'answerPrompt', prompt: sourced(toEngagement(game()), 'evaan', 'Evaan Verlaine')[0]?.id, answer: 'done', ship: 'wedge' }).session;
    expect(defenseCount(attacked(named, 'evaan'))).toBe(shipOf(named, 'evaan').agility);
    const skipped = skipAll(toEngagement(game()));
    expect(defenseCount(attacked(skipped, 'wedge'))).toBe(shipOf(skipped, 'wedge').agility);
  });
  it('naming herself: she rolls 1 more defense die', () => {
    const session = play(toEngagement(game()), { type: 'answerPrompt', prompt: sourced(toEngagement(game()), 'evaan', 'Evaan Verlaine')[0]?.id, answer: 'done', ship: 'evaan' }).session;
    expect(defenseCount(attacked(session, 'evaan'))).toBe(shipOf(session, 'evaan').agility + 1);
  });
  it('an enemy ship named is refused in the player’s words, and nothing changes', () => {
    const session = toEngagement(game());
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: sourced(session, 'evaan', 'Evaan Verlaine')[0]?.id, answer: 'done', ship: 'howl' }), /friendly ship/);
  });
});

describe('Card · Fenn Rau (Sheathipede-class Shuttle) · RRG · Modify Dice: before an enemy engages, 1 stress: it spends no token on dice in its attacks this phase', () => {
  const SHUTTLE = 'rebel-alliance/sheathipede-class-shuttle';
  const game = () => play(startGame(rosters([withEffects(SHUTTLE, 'Fenn Rau', 'fenn', '2.5'), wedge()], [howlrunner()])), { type: 'gainToken', ship: 'howl', token: 'focus' }).session;
  const engaging = () => play(toEngagement(game()), { type: 'activateShip', ship: 'howl' }).session;
  const rolled = (session: Session, defender: string) => play(session, { type: 'declareAttack', attacker: 'howl', defender, arc: 'front', range: 2 }, attackFaces('focus', 'hit')).session;
  it('asked as Howlrunner engages; done: Fenn gains the stress, and Howlrunner attacking Wedge cannot spend its focus', () => {
    const session = engaging();
    const [prompt] = sourced(session, 'fenn', 'Fenn Rau');
    expect(prompt?.ability?.summary).toMatch(/1 stress, that enemy spends no token on dice/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'fenn').tokens.stress).toBe(1);
    expectMessage(refusal(rolled(done, 'wedge'), { type: 'spendForDice', spend: 'focus' }), /Fenn Rau.*cannot spend a focus token/);
    expectMessage(refusal(rolled(done, 'fenn'), { type: 'spendForDice', spend: 'focus' }), /Fenn Rau.*cannot spend a focus token/);
  });
  it('skipped, Howlrunner spends its focus as usual; a stressed Fenn is not asked', () => {
    const skipped = play(skipAll(engaging()), { type: 'declareAttack', attacker: 'howl', defender: 'wedge', arc: 'front', range: 2 }, attackFaces('focus', 'hit'), { type: 'spendForDice', spend: 'focus' }).session;
    expect(shipOf(skipped, 'howl').tokens.focus).toBe(0);
    const stressed = play(play(toEngagement(game()), { type: 'gainToken', ship: 'fenn', token: 'stress' }).session, { type: 'activateShip', ship: 'howl' }).session;
    expect(sourced(stressed, 'fenn', 'Fenn Rau')).toEqual([]);
  });
});
