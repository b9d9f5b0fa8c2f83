import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { pilotEntry } from '../helpers/xwing-roster';
import { attackFaces, attackOf, defenseFaces, expectMessage, optionsOf, play, refusal, rosters, shipOf, startGame, stateOf, X_WING } from '../helpers/xwing-game';

// Issue 34, round 2 · our facts for Scum pilots (effects/facts/pilots-scum.ts) that the round's new words
// play: actions even while stressed, green tokens given up (reinforce too), a token passed to the
// defender, rerolls for each enemy close by. Played through the engine with the real card data
// (xwing-data2 2.5, read at run time); rules from the Rules Reference 2.5 (Actions, Stress, Modify Dice,
// Tokens) as published by Atomic Mass Games.

const SCUM = 'scum-and-villainy';
/** A rebel pilot of initiative 1 with no ability: it engages after every Scum ship of these tests. */
const zealot = (id = 'zealot') => pilotEntry(X_WING, 'Cavern Angels Zealot', { id, actionBar: true });
const offered = (session: Session, source: string) => (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === source);
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const blanks = (count: number) => Array.from({ length: count }, () => 'blank');
const defenseCount = (session: Session) => optionsOf(session).attack?.defenseDice?.total ?? 0;
const skipPrompts = (session: Session) => {
  for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
};
/** On to the next phase, every question of the phase left skipped. */
const nextPhase = (session: Session) => play(skipPrompts(session), { type: 'nextPhase' }).session;
/** To the Engagement Phase (its start's questions still open). */
const engaged = (session: Session) => nextPhase(nextPhase(nextPhase(session)));
/** The attack runs to its end: the dice as given, the defense dice blank, damage dealt if any is left. */
const attackToItsEnd = (session: Session, attacker: string, defender: string, faces: string[], range = 2) => {
  session = play(skipPrompts(session), { type: 'declareAttack', attacker, defender, arc: 'front', range }, attackFaces(...faces)).session;
  session = play(session, defenseFaces(...blanks(defenseCount(session))), { type: 'neutralizeResults' }).session;
  return stateOf(session).attack?.step === 'dealDamage' ? play(session, { type: 'dealDamage', drawForMe: true }).session : session;
};

describe('Card · Cad Bane (Rogue-class, pilot): after a hit, 2 charges pass one of his red or orange tokens to the defender', () => {
  const cad = () => withEffects(`${SCUM}/rogue-class-starfighter`, 'Cad Bane', 'cad', '2.5');

  it('stressed, he is asked about the stress token alone after the hit; done moves it to the defender and spends both charges', () => {
    const session = attackToItsEnd(play(engaged(startGame(rosters([zealot()], [cad()]))), { type: 'gainToken', ship: 'cad', token: 'stress' }).session, 'cad', 'zealot', ['hit', 'hit']);
    const prompts = promptsOf(session, 'Cad Bane');
    expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/Cad Bane: 2 charges to pass 1 stress token to the defender he hit/)]);
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'cad').tokens.stress).toBe(0);
    expect(shipOf(done, 'zealot').tokens.stress).toBe(1);
    expect(shipOf(done, 'cad').charges?.current).toBe(0);
  });

  it('not asked after an attack that missed', () => {
    const session = attackToItsEnd(play(engaged(startGame(rosters([zealot()], [cad()]))), { type: 'gainToken', ship: 'cad', token: 'stress' }).session, 'cad', 'zealot', ['blank', 'focus']);
    expect(promptsOf(session, 'Cad Bane')).toEqual([]);
  });
});

describe('Card · Tor Phun (Fang, 2.5): RRG · Stress, after destroying the defender an action even while stressed', () => {
  const tor = () => withEffects(`${SCUM}/fang-fighter`, 'Tor Phun', 'tor', '2.5');

  it('asked after his attack with the question the table cannot answer; done lets the stressed ship focus', () => {
    let session = play(engaged(startGame(rosters([zealot()], [tor()]))), { type: 'gainToken', ship: 'tor', token: 'stress' }).session;
    session = attackToItsEnd(session, 'tor', 'zealot', ['hit', 'blank', 'blank']);
    const prompt = promptsOf(session, 'Tor Phun').find((candidate) => candidate.question.includes('even stressed'));
    expect(prompt?.question).toMatch(/if there is a destroyed defender, Tor Phun: an action after it destroys the defender, even stressed/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const acted = play(done, { type: 'performAction', ship: 'tor', action: 'focus', grantedBy: { source: 'Tor Phun', difficulty: 'white' } }).session;
    expect(shipOf(acted, 'tor').tokens.focus).toBe(1);
  });

  it('then 2 strain tokens for a bonus attack: done on that prompt gives them', () => {
    const session = attackToItsEnd(engaged(startGame(rosters([zealot()], [tor()]))), 'tor', 'zealot', ['hit', 'blank', 'blank']);
    const prompt = promptsOf(session, 'Tor Phun').find((candidate) => candidate.question.includes('2 strain'));
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'tor').tokens.strain).toBe(2);
  });
});

describe('Card · Q9-0 (ST-70, 2.5): after an advanced maneuver, a calculate or barrel roll even while stressed, for 1 strain', () => {
  const q90 = () => withEffects(`${SCUM}/st-70-assault-ship`, 'Q9-0', 'q90', '2.5');
  const maneuvered = (session: Session) => play(skipPrompts(nextPhase(nextPhase(session))), { type: 'activateShip', ship: 'q90' }, { type: 'executeManeuver', ship: 'q90', speed: 2, bearing: 'straight' }).session;

  it('stressed, it is asked for either action; done on the calculate gives it 1 strain and lets it calculate', () => {
    const session = maneuvered(play(startGame(rosters([zealot()], [q90()])), { type: 'gainToken', ship: 'q90', token: 'stress' }).session);
    const prompts = promptsOf(session, 'Q9-0');
    expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/Q9-0: a calculate action after an advanced maneuver, even stressed/), expect.stringMatching(/Q9-0: a barrel roll action/)]);
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'q90').tokens.strain).toBe(1);
    const acted = play(done, { type: 'performAction', ship: 'q90', action: 'calculate', grantedBy: { source: 'Q9-0', difficulty: 'white' } }).session;
    expect(shipOf(acted, 'q90').tokens.calculate).toBe(1);
    expect(shipOf(acted, 'q90').tokens.stress).toBe(1);
  });
});

describe('Card · Boba Fett (Firespray, pilot): a reroll for each enemy ship at range 0–1', () => {
  const boba = () => withEffects(`${SCUM}/firespray-class-patrol-craft`, 'Boba Fett', 'boba', '2.5');

  it('offered once for each count of enemies, each with its question; with 4 enemies close by he rerolls his 4 attack dice', () => {
    const session = play(engaged(startGame(rosters([zealot()], [boba()]))), { type: 'declareAttack', attacker: 'boba', defender: 'zealot', arc: 'front', range: 1 }, attackFaces('blank', 'blank', 'blank', 'blank')).session;
    const offers = offered(session, 'Boba Fett');
    expect(offers.map((offer) => offer.questions[0])).toEqual([
      'Is there exactly 1 enemy ship at range 0–1 of it?',
      'Is there exactly 2 enemy ships at range 0–1 of it?',
      'Is there exactly 3 enemy ships at range 0–1 of it?',
      'Is there exactly 4 enemy ships at range 0–1 of it?',
      'Are there 5 or more enemy ships at range 0–1 of it?',
    ]);
    const four = offers[3];
    const used = play(session, { type: 'useCardEffect', ship: 'boba', ref: four?.ref, answer: 'yes', dice: [0, 1, 2, 3], faces: ['hit', 'hit', 'crit', 'focus'] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'crit', 'focus']);
  });

  it('the count of 3 rerolls at most 3 dice', () => {
    const session = play(engaged(startGame(rosters([zealot()], [boba()]))), { type: 'declareAttack', attacker: 'boba', defender: 'zealot', arc: 'front', range: 1 }, attackFaces('blank', 'blank', 'blank', 'blank')).session;
    const three = offered(session, 'Boba Fett')[2];
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'boba', ref: three?.ref, answer: 'yes', dice: [0, 1, 2, 3], faces: ['hit', 'hit', 'hit', 'hit'] }), /at most 3 dice/);
  });
});

describe('Card · Asajj Ventress (Lancer, pilot): RRG · Tokens, 1 Force: an enemy takes a stress or gives up a green token, reinforce too', () => {
  const asajj = () => withEffects(`${SCUM}/lancer-class-pursuit-craft`, 'Asajj Ventress', 'asajj', '2.5');

  it('at the start of the Engagement Phase she is asked five ways; done on the reinforce one takes the enemy’s reinforce token for 1 Force', () => {
    let session = play(startGame(rosters([zealot()], [asajj()])), { type: 'gainToken', ship: 'zealot', token: 'reinforce', side: 'fore' }).session;
    session = engaged(session);
    const prompts = promptsOf(session, 'Asajj Ventress');
    expect(prompts).toHaveLength(5);
    const reinforce = prompts.find((prompt) => prompt.question.includes('reinforce'));
    const done = play(session, { type: 'answerPrompt', prompt: reinforce?.id, answer: 'done', ship: 'zealot' }).session;
    expect(shipOf(done, 'zealot').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
    expect(shipOf(done, 'asajj').force?.current).toBe(1);
  });

  it('without Force she is not asked', () => {
    const session = engaged(play(startGame(rosters([zealot()], [asajj()])), { type: 'spendCharge', ship: 'asajj', charge: 'force', amount: 2 }).session);
    expect(promptsOf(session, 'Asajj Ventress')).toEqual([]);
  });
});

describe('Card · Old Teroch (Fang): an enemy at range 1 with him in its front arc removes all its green tokens', () => {
  const teroch = () => withEffects(`${SCUM}/fang-fighter`, 'Old Teroch', 'teroch', '2.5');

  it('done on the enemy named takes its focus and its reinforce token alike', () => {
    let session = play(startGame(rosters([zealot()], [teroch()])), { type: 'gainToken', ship: 'zealot', token: 'focus' }, { type: 'gainToken', ship: 'zealot', token: 'reinforce', side: 'aft' }).session;
    session = engaged(session);
    const prompt = promptsOf(session, 'Old Teroch')[0];
    expect(prompt?.question).toMatch(/Old Teroch: an enemy ship at range 1 removes all its green tokens/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'zealot' }).session;
    expect(shipOf(done, 'zealot').tokens.focus).toBe(0);
    expect(shipOf(done, 'zealot').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
  });
});
