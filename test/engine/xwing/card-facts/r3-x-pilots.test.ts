import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, shipOf, startGame, stateOf, toEngagement } from '../helpers/xwing-game';

// r3-x-pilots · the pilots round 3 plays (shared/engine/games/xwing/effects/facts/pilots-*.ts), through
// the real engine with the cards of xwing-data2 2.5 (read at run time). Rules from the Rules Reference
// 2.5 by Atomic Mass Games (RRG · Neutralize Results, Modify Dice, Deal Damage, Tokens).

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
const attack = (session: Session, attacker: string, defender: string, arc = 'front') => play(session, { type: 'declareAttack', attacker, defender, arc, range: 2 }).session;
const pilot = (file: string, name: string, id: string) => withEffects(file, name, id, '2.5');

describe('Card · “Zeb” Orrelios (RRG · Neutralize Results): defending, crits are cancelled before hits', () => {
  it('1 hit and 1 crit against 1 evade leave him the hit (no faceup card); another defender keeps the crit', () => {
    const zeb = pilot('rebel-alliance/attack-shuttle', '“Zeb” Orrelios', 'zeb');
    const session = play(attack(toEngagement(startGame(rosters([zeb], [howlrunner()]))), 'howl', 'zeb'), attackFaces('hit', 'crit'), defenseFaces('evade', 'blank'), { type: 'neutralizeResults' }).session;
    expect(attackOf(session).neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
    const other = play(attack(toEngagement(startGame(rosters([luke()], [howlrunner()]))), 'howl', 'luke'), attackFaces('hit', 'crit'), defenseFaces('evade', 'blank'), { type: 'neutralizeResults' }).session;
    expect(attackOf(other).neutralized?.remaining).toEqual({ hits: 0, crits: 1 });
  });
});

describe('Card · Bossk (YV-666, RRG · Deal Damage): after Neutralize Results, 1 crit left is spent for 2 hits', () => {
  const game = () => toEngagement(startGame(rosters([pilot('scum-and-villainy/yv-666-light-freighter', 'Bossk', 'bossk')], [howlrunner()])));
  it('offered with a crit left in his primary attack; one tap, then 2 more damage than the crit', () => {
    const session = play(attack(game(), 'bossk', 'howl', 'full-front'), attackFaces('crit', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    const offer = effectsNow(session).find((effect) => effect.source === 'Bossk');
    expect(offer).toMatchObject({ ship: 'bossk', side: 'attacker', summary: 'Bossk: after Neutralize Results, spends 1 crit left for 2 hits' });
    const used = play(session, { type: 'useCardEffect', ship: 'bossk', ref: offer?.ref }, { type: 'dealDamage', drawForMe: true }).session;
    expect(shipOf(used, 'howl').damageCards).toHaveLength(2);
    expect(shipOf(used, 'howl').damageCards.filter((card) => card.faceup)).toHaveLength(0);
  });
  it('not offered when only hits are left', () => {
    const session = play(attack(game(), 'bossk', 'howl', 'full-front'), attackFaces('hit', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    expect(effectsNow(session).map((effect) => effect.source)).not.toContain('Bossk');
  });
});

describe('Card · Alexsandr Kallus (RRG · Roll Defense Dice): +1 defense die once the attacker modified its attack dice', () => {
  const rolled = () => play(toEngagement(startGame(rosters([luke()], [pilot('rebel-alliance/vcx-100-light-freighter', 'Alexsandr Kallus', 'kallus')]))), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'declareAttack', attacker: 'luke', defender: 'kallus', arc: 'front', range: 2 }, attackFaces('focus', 'hit', 'blank')).session;
  it('not offered before Luke spends his focus; offered after, and his VCX (agility 0) then rolls 1 defense die', () => {
    expect(effectsNow(rolled()).map((effect) => effect.source)).not.toContain('Alexsandr Kallus');
    const modified = play(rolled(), { type: 'spendForDice', spend: 'focus' }).session;
    const offer = effectsNow(modified).find((effect) => effect.source === 'Alexsandr Kallus');
    expect(offer).toMatchObject({ ship: 'kallus', side: 'defender' });
    const used = play(modified, { type: 'useCardEffect', ship: 'kallus', ref: offer?.ref }).session;
    expect(attackOf(play(used, defenseFaces('evade')).session).defenseDice).toHaveLength(1);
  });
});

describe('Card · “Leebo” (RRG · Calculate): a calculate spent in his attack comes back after it', () => {
  const game = () => play(toEngagement(startGame(rosters([pilot('rebel-alliance/yt-2400-light-freighter', '“Leebo”', 'leebo')], [howlrunner()]))), { type: 'gainToken', ship: 'leebo', token: 'calculate' }).session;
  it('spent on his attack dice: after the attack he holds 1 calculate again, said in the history', () => {
    const rolled = play(attack(game(), 'leebo', 'howl', 'double-turret'), attackFaces('focus', 'blank', 'blank', 'blank'), { type: 'spendForDice', spend: 'calculate', die: 0 }).session;
    expect(shipOf(rolled, 'leebo').tokens.calculate).toBe(0);
    const after = play(rolled, defenseFaces('evade', 'blank', 'blank'), { type: 'neutralizeResults' });
    expect(shipOf(after.session, 'leebo').tokens.calculate).toBe(1);
    expect(after.events.some((event) => event.type === 'cardEffectUsed' && event.source === '“Leebo”')).toBe(true);
  });
  it('kept unspent: nothing is gained', () => {
    const after = play(attack(game(), 'leebo', 'howl', 'double-turret'), attackFaces('focus', 'blank', 'blank', 'blank'), defenseFaces('evade', 'blank', 'blank'), { type: 'neutralizeResults' });
    expect(shipOf(after.session, 'leebo').tokens.calculate).toBe(1);
    expect(after.events.some((event) => event.type === 'cardEffectUsed')).toBe(false);
  });
});

describe('Card · Han Solo (Modified YT-1300, RRG · Modify Dice): near an obstacle, all his dice rerolled, not counted as a reroll', () => {
  it('asked about the obstacle; after it, his dice may still be rerolled by another effect', () => {
    const han = pilot('rebel-alliance/modified-yt-1300-light-freighter', 'Han Solo', 'han');
    const rolled = play(attack(toEngagement(startGame(rosters([han], [howlrunner()]))), 'han', 'howl', 'double-turret'), attackFaces('blank', 'focus', 'blank')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Han Solo' && effect.summary.includes('attack dice'));
    expect(offer?.questions).toEqual(['Is it at range 0–1 of an obstacle?']);
    expectMessage(refusal(rolled, { type: 'useCardEffect', ship: 'han', ref: offer?.ref, dice: [0, 1, 2], faces: ['hit', 'hit', 'blank'] }), /Answer first/);
    const used = play(rolled, { type: 'useCardEffect', ship: 'han', ref: offer?.ref, answer: 'yes', dice: [0, 1, 2], faces: ['hit', 'hit', 'blank'] }).session;
    expect(attackOf(used).attackDice.every((die) => !die.rerolled)).toBe(true);
    expect(attackOf(play(used, { type: 'rerollDice', by: 'attacker', dice: [2], faces: ['crit'] }).session).attackDice[2]).toEqual({ face: 'crit', rerolled: true });
  });
});

describe('Card · Count Dooku (Sith Infiltrator, RRG · Force): after he defends, 1 Force sheds a red or blue token', () => {
  it('stressed, after the attack on him the table asks (the attacker in his arc); done spends 1 Force and takes the stress away', () => {
    const dooku = pilot('separatist-alliance/sith-infiltrator', 'Count Dooku', 'dooku');
    const session = play(toEngagement(startGame(rosters([dooku], [howlrunner()]))), { type: 'gainToken', ship: 'dooku', token: 'stress' }, { type: 'declareAttack', attacker: 'howl', defender: 'dooku', arc: 'front', range: 2 }, attackFaces('blank', 'blank'), defenseFaces('blank'), { type: 'neutralizeResults' }).session;
    const prompt = promptsOf(session, 'Count Dooku').find((candidate) => candidate.question.includes('blue or red'));
    expect(prompt?.question).toMatch(/the attacker is in its firing arc/);
    const force = shipOf(session, 'dooku').force?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', token: 'stress' }).session;
    expect(shipOf(done, 'dooku').tokens.stress).toBe(0);
    expect(shipOf(done, 'dooku').force?.current).toBe(force - 1);
    expect(stateOf(done).prompts.some((candidate) => candidate.id === prompt?.id)).toBe(false);
  });
});

describe('Card · Jek Porkins (RRG · Stress): after he gains a stress, 1 attack die rolled to shed it; a hit costs 1 damage', () => {
  const stressed = () => play(startGame(rosters([pilot('rebel-alliance/t-65-x-wing', 'Jek Porkins', 'jek')], [howlrunner()])), { type: 'gainToken', ship: 'jek', token: 'stress' }).session;
  it('asked as he gains it; done with a hit sheds the stress and loses a shield, with a blank only the stress', () => {
    const prompt = promptsOf(stressed(), 'Jek Porkins')[0];
    expect(prompt?.question).toMatch(/a hit: 1 damage/);
    // The table offers the attack die's faces to enter, or rolls it.
    expect(prompt?.ability?.rolls).toBe('attack');
    const shields = shipOf(stressed(), 'jek').shields.current;
    const hit = play(stressed(), { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', faces: ['hit'] }).session;
    expect(shipOf(hit, 'jek').tokens.stress).toBe(0);
    expect(shipOf(hit, 'jek').shields.current).toBe(shields - 1);
    const blank = play(stressed(), { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', faces: ['blank'] }).session;
    expect(shipOf(blank, 'jek').tokens.stress).toBe(0);
    expect(shipOf(blank, 'jek').shields.current).toBe(shields);
  });
});

describe('Card · “Ember” (RRG · Spend Tokens): by a damaged friend of the defender, it cannot spend focus or calculate', () => {
  it('asked in its attack; answered yes, the defender’s focus token stays', () => {
    const ember = pilot('first-order/tie-ba-interceptor', '“Ember”', 'ember');
    const session = play(toEngagement(startGame(rosters([luke()], [ember]))), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'declareAttack', attacker: 'ember', defender: 'luke', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'hit')).session;
    const offer = effectsNow(session).find((effect) => effect.source === '“Ember”');
    expect(offer?.questions).toEqual(['Is a damaged ship friendly to the defender at range 0–1 of the defender?']);
    const held = play(session, { type: 'useCardEffect', ship: 'ember', ref: offer?.ref, answer: 'yes' }, defenseFaces('focus', 'blank')).session;
    expectMessage(refusal(held, { type: 'spendForDice', spend: 'focus' }), /“Ember”.*cannot spend a focus token/);
  });
});

describe('Card · Moff Gideon (RRG · Modify Dice, Charges): 1 charge before the attack dice, the defense dice stay as rolled', () => {
  it('his friend attacks; done spends a charge, gives the friend named 1 strain, and the defender’s evade token is refused', () => {
    const gideon = pilot('galactic-empire/tie-ln-fighter', 'Moff Gideon', 'gideon');
    const session = play(toEngagement(startGame(rosters([luke()], [howlrunner(), gideon]))), { type: 'gainToken', ship: 'luke', token: 'evade' }, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session;
    const offer = effectsNow(session).find((effect) => effect.source === 'Moff Gideon');
    expect(offer).toMatchObject({ ship: 'gideon', side: 'attacker' });
    const charges = shipOf(session, 'gideon').charges?.current ?? 0;
    const used = play(session, { type: 'useCardEffect', ship: 'gideon', ref: offer?.ref, answer: 'yes', target: 'howl' }, attackFaces('hit', 'hit'), defenseFaces('blank', 'blank')).session;
    expect(shipOf(used, 'gideon').charges?.current).toBe(charges - 1);
    expect(shipOf(used, 'howl').tokens.strain).toBe(1);
    expectMessage(refusal(used, { type: 'spendForDice', spend: 'evade' }), /defense dice cannot be modified/);
  });
});

describe('Card · Magva Yarro (RRG · Reroll): while a friend at range 0–2 defends, the attacker rerolls at most 1 attack die', () => {
  it('asked once for her friend; answered yes, the attacker’s lock rerolls 1 die, not 2', () => {
    const magva = pilot('rebel-alliance/ut-60d-u-wing', 'Magva Yarro', 'magva');
    const session = play(toEngagement(startGame(rosters([luke(), magva], [howlrunner()]))), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'howl' }, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('blank', 'blank')).session;
    const offer = effectsNow(session).find((effect) => effect.source === 'Magva Yarro');
    expect(offer).toMatchObject({ ship: 'magva', side: 'defender', questions: ['Is the defender at range 0–2 of Magva Yarro?'] });
    const held = play(session, { type: 'useCardEffect', ship: 'magva', ref: offer?.ref, answer: 'yes' }).session;
    expectMessage(refusal(held, { type: 'spendForDice', spend: 'lock', dice: [0, 1], faces: ['hit', 'hit'] }), /Magva Yarro.*at most 1 attack die/);
    expect(attackOf(play(held, { type: 'spendForDice', spend: 'lock', dice: [0], faces: ['hit'] }).session).attackDice[0]?.face).toBe('hit');
  });
});

describe('Card · Shaak Ti (RRG · End Phase, Force): 1 Force per friend chosen, each keeps 1 focus or evade token', () => {
  it('two prompts (her 2 Force); one used on Luke: he keeps 1 of his 2 focus tokens, she spends 1 Force', () => {
    const shaak = pilot('galactic-republic/eta-2-actis', 'Shaak Ti', 'shaak');
    let session = play(startGame(rosters([shaak, luke()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'focus', count: 2 }).session;
    // To the End Phase, every other question skipped (her ship ability's among them).
    while (stateOf(session).phase !== 'end') {
      for (let open = optionsOf(session).prompts[0]; open !== undefined; open = optionsOf(session).prompts[0]) session = play(session, { type: 'answerPrompt', prompt: open.id, answer: 'skip' }).session;
      session = play(session, { type: 'nextPhase' }).session;
    }
    const prompts = promptsOf(session, 'Shaak Ti');
    expect(prompts).toHaveLength(2);
    const force = shipOf(session, 'shaak').force?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', ship: 'luke' }).session;
    expect(shipOf(session, 'shaak').force?.current).toBe(force - 1);
    session = play(session, { type: 'answerPrompt', prompt: prompts[1]?.id, answer: 'skip' }).session;
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
  });
});

describe('Card · Bodica Venj (RRG · Bonus Attacks, Deplete): after her bonus attack on a friend’s attacker, she gains 1 deplete', () => {
  it('a friend defends; her bonus primary attack on the attacker, then 1 deplete, with no choice', () => {
    const bodica = pilot('rebel-alliance/fang-fighter', 'Bodica Venj', 'bodica');
    let session = play(toEngagement(startGame(rosters([luke(), bodica], [howlrunner()]))), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }).session;
    const prompt = promptsOf(session, 'Bodica Venj')[0];
    expect(prompt?.question).toMatch(/bonus primary attack/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const attackDice = (stateOf(session).ships.find((ship) => ship.id === 'bodica')?.attacks[0]?.value ?? 3);
    const after = play(session, { type: 'declareAttack', attacker: 'bodica', defender: 'howl', arc: 'front', range: 2, bonusAttack: true }, attackFaces(...Array.from({ length: attackDice }, () => 'blank')), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    expect(shipOf(after, 'bodica').tokens.deplete).toBe(1);
  });
  it('her ordinary attack gives no deplete', () => {
    const bodica = pilot('rebel-alliance/fang-fighter', 'Bodica Venj', 'bodica');
    const attackDice = bodica.attacks?.[0]?.value ?? 3;
    const after = play(toEngagement(startGame(rosters([bodica], [howlrunner()]))), { type: 'declareAttack', attacker: 'bodica', defender: 'howl', arc: 'front', range: 2 }, attackFaces(...Array.from({ length: attackDice }, () => 'blank')), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    expect(shipOf(after, 'bodica').tokens.deplete).toBe(0);
  });
});

describe('Card · Shasa Zaro (RRG · Reinforce): after she defends, a friend behind her gains a token like one of her green tokens', () => {
  it('reinforced on her aft side, the friend gains a reinforce token on the side its player names', () => {
    const shasa = pilot('resistance/bta-nr2-y-wing', 'Shasa Zaro', 'shasa');
    const session = play(toEngagement(startGame(rosters([shasa, luke()], [howlrunner()]))), { type: 'gainToken', ship: 'shasa', token: 'reinforce', side: 'aft' }, { type: 'declareAttack', attacker: 'howl', defender: 'shasa', arc: 'front', range: 2 }, attackFaces('blank', 'blank'), defenseFaces('blank'), { type: 'neutralizeResults' }).session;
    const prompt = promptsOf(session, 'Shasa Zaro').find((candidate) => candidate.question.includes('reinforce'));
    expect(prompt?.ability).toMatchObject({ reinforceSide: true });
    expect(prompt?.ability?.chooses).toContain('luke');
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke', side: 'aft' }).session;
    expect(shipOf(done, 'luke').tokens.reinforce).toEqual({ fore: 0, aft: 1 });
  });
});
