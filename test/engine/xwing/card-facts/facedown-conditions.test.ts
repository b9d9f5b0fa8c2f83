import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, optionsOf, play, rosters, shipOf, skipAll, TIE_FIGHTER } from '../helpers/xwing-game';
import { xwingDataDir } from '../helpers/xwing-roster';

// Issue 34 · condition cards assigned facedown (Zam Wesell's): a card's own facts turn it faceup
// ('revealCondition', read by 'conditionRevealed') and remove it ('discardCondition'; its facts stop with it).
// RRG · Conditions; cards from xwing-data2 2.5, read at run time; the facts are ours.

const FIRESPRAY = 'separatist-alliance/firespray-class-patrol-craft';
const conditionCard = (xws: string) => {
  const card = (JSON.parse(readFileSync(path.join(xwingDataDir, 'conditions', 'conditions.json'), 'utf8')) as { xws: string; name: string; ability: string }[]).find((candidate) => candidate.xws === xws);
  if (!card) throw new Error(`no condition ${xws}`);
  return { name: card.name, effects: rosterFacts([{ key: xws, name: card.name, text: card.ability, edition: '2.5' }]).effects };
};

/** Zam Wesell with one of her conditions assigned to herself in the System Phase of round 1, as her pilot card does. */
function zamWith(xws: string): Session {
  const card = conditionCard(xws);
  const session = play(emptySession('xwing'), { type: 'setup', seed: 'zam', rules: 3, edition: '2.5', players: rosters([withEffects(FIRESPRAY, 'Zam Wesell', 'zam', '2.5')], [withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5')]), conditions: [card] }).session;
  return play(skipAll(play(skipAll(session), { type: 'nextPhase' }).session), { type: 'assignCondition', ship: 'zam', condition: card.name }).session;
}

/** From the System Phase to the Engagement Phase. */
const toEngagementFromSystem = (session: Session): Session => skipAll(play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'nextPhase' }).session);

/** Howlrunner attacks Zam and misses; the attack over. */
function zamDefends(session: Session): Session {
  session = play(toEngagementFromSystem(session), { type: 'passShip', ship: 'zam' }).session;
  session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'zam', arc: 'front', range: 2 }).session;
  const dice = optionsOf(session).attack?.attackDice?.total ?? 0;
  session = play(session, attackFaces(...Array.from({ length: dice }, () => 'blank'))).session;
  const defense = optionsOf(session).attack?.defenseDice?.total ?? 0;
  return play(session, defenseFaces(...Array.from({ length: defense }, () => 'blank')), { type: 'neutralizeResults' }).session;
}

const card = (session: Session) => shipOf(session, 'zam').conditions[0];
// The data spells the name with a straight apostrophe: compared as players write it.
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source.replace(/[\u2018\u2019]/g, "'") === source.replace(/[\u2018\u2019]/g, "'"));

describe('Card · You Should Thank Me (condition) · RRG · Conditions: assigned facedown, revealed after Zam defends, removed at the start of the System Phase', () => {
  it('assigned, it is facedown', () => {
    const session = zamWith('youshouldthankme');
    expect(card(session)?.revealed).toBeUndefined();
  });
  it('after Zam defends it is revealed with no choice, and said', () => {
    const session = zamDefends(zamWith('youshouldthankme'));
    expect(card(session)?.revealed).toBe(true);
    expect(promptsOf(session, 'You Should Thank Me').some((prompt) => /lock on the attacker/.test(prompt.ability?.summary ?? ''))).toBe(true);
  });
  it('revealed, the end of the Engagement Phase does not offer its facedown reveal', () => {
    let session = skipAll(zamDefends(zamWith('youshouldthankme')));
    session = skipAll(play(session, { type: 'nextPhase' }).session);
    expect(promptsOf(session, 'You Should Thank Me').filter((prompt) => /revealed, 2 of Zam/.test(prompt.ability?.summary ?? ''))).toEqual([]);
  });
});

describe('Card · You’d Better Mean Business (condition) · RRG · Conditions: still facedown at the end of the Engagement Phase, it may be revealed; it goes at the start of the System Phase', () => {
  it('facedown at the end of the Engagement Phase: asked (in an enemy’s arc?); done reveals it and Zam recovers 2 charges', () => {
    let session = play(toEngagementFromSystem(zamWith('youdbettermeanbusiness')), { type: 'passShip', ship: 'zam' }, { type: 'passShip', ship: 'howl' }).session;
    session = play(session, { type: 'spendCharge', ship: 'zam', charge: 'standard' }, { type: 'spendCharge', ship: 'zam', charge: 'standard' }).session;
    const charges = shipOf(session, 'zam').charges?.current ?? 0;
    session = play(session, { type: 'nextPhase' }).session;
    const asked = promptsOf(session, 'You’d Better Mean Business').find((prompt) => /revealed, Zam recovers/.test(prompt.ability?.summary ?? ''));
    expect(asked?.question).toMatch(/enemy ship’s firing arc/);
    const done = play(session, { type: 'answerPrompt', prompt: asked?.id, answer: 'done' }).session;
    expect(card(done)?.revealed).toBe(true);
    expect(shipOf(done, 'zam').charges?.current).toBe(charges + 2);
  });
  it('the next System Phase removes it (no choice), and its facts stop', () => {
    let session = toEngagementFromSystem(zamWith('youdbettermeanbusiness'));
    for (let n = 0; n < 2; n++) session = skipAll(play(session, { type: 'nextPhase' }).session);
    expect(shipOf(session, 'zam').conditions.length).toBe(1);
    session = play(session, { type: 'nextPhase' }).session;
    expect(shipOf(session, 'zam').conditions).toEqual([]);
    expect(promptsOf(session, 'You’d Better Mean Business')).toEqual([]);
  });
});
