import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { armed, upgradeCard } from '../helpers/armament';
import { pilotEntry } from '../helpers/xwing-roster';
import { skipAll, attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, TIE_FIGHTER, toEngagement, wedge, X_WING } from '../helpers/xwing-game';

// Issue 34 · crew that make a choice inside an attack (X-Wing 2.0 and 2.5 rules reference: RRG · Attack, Modify
// Dice, Spend Tokens, Lock, Actions): a kind of green token named that the defender cannot spend (4-LOM), a result
// of one's own spent for a lock (Rose Tico) or for friends' focus actions (Clone Captain Rex), and a die rolled at
// the attacker after defending (Dengar: `rollForDamageOf`). Cards from xwing-data2, read at run time.

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offerOf = (session: Session, summary: RegExp) => effectsNow(session).find((effect) => summary.test(effect.summary));

describe('Card · 4-LOM (crew) · RRG · Spend Tokens: after its attack roll, 2 ion tokens name a green token the defender cannot spend', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const rolled = () => {
      const session = toEngagement(startGame(rosters([luke(), wedge()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', edition, '4lom')])));
      return play(session, { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'luke', token: 'evade' }, { type: 'declareAttack', attacker: 'academy', defender: 'luke', arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
    };
    it(`${edition}: one offer per kind; naming focus gives it 2 ion tokens and the defender’s focus token is refused in words, its evade not`, () => {
      const session = rolled();
      expect(effectsNow(session).filter((effect) => effect.source === '4-LOM').map((effect) => effect.summary)).toEqual([
        '4-LOM: 2 ion tokens, the defender cannot spend focus tokens in this attack',
        '4-LOM: 2 ion tokens, the defender cannot spend evade tokens in this attack',
        '4-LOM: 2 ion tokens, the defender cannot spend calculate tokens in this attack',
      ]);
      const used = play(session, { type: 'useCardEffect', ship: 'academy', ref: offerOf(session, /cannot spend focus/)?.ref });
      expect(shipOf(used.session, 'academy').tokens.ion).toBe(2);
      // Once per attack: the other kinds are no longer offered.
      expect(effectsNow(used.session).filter((effect) => effect.source === '4-LOM')).toEqual([]);
      const defending = play(used.session, defenseFaces('focus', 'blank')).session;
      expectMessage(refusal(defending, { type: 'spendForDice', spend: 'focus' }), /4-LOM.*cannot spend a focus token/);
      const evaded = play(defending, { type: 'spendForDice', spend: 'evade' }).session;
      expect(shipOf(evaded, 'luke').tokens.evade).toBe(0);
      expect(shipOf(evaded, 'luke').tokens.focus).toBe(1);
    });
  }
});

describe('Card · Rose Tico (crew) · RRG · Lock: attacking or defending, 1 of its own results spent to lock the enemy ship', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const game = () => toEngagement(startGame(rosters([withEffects(X_WING, 'Wedge Antilles', 'wedge', edition, 'rosetico'), luke()], [howlrunner()])));
    it(`${edition}: attacking, the die named is spent and the defender is locked`, () => {
      const rolled = play(game(), { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank')).session;
      const offer = offerOf(rolled, /Rose Tico: 1 of its attack results spent/);
      expect(offer).toMatchObject({ ship: 'wedge', side: 'attacker' });
      const used = play(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref, dice: [2] });
      expect(attackOf(used.session).attackDice.map((die) => die.face)).toEqual(['hit', 'hit']);
      expect(shipOf(used.session, 'howl').tokens.lock).toEqual(['wedge']);
      expect(sentences(used.events).join(' ')).toMatch(/Rose Tico/);
    });
    it(`${edition}: defending, a defense die is spent and the attacker is locked`, () => {
      const rolled = play(game(), { type: 'declareAttack', attacker: 'howl', defender: 'wedge', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('blank', 'evade')).session;
      const offer = offerOf(rolled, /Rose Tico: 1 of its defense results spent/);
      expect(offer).toMatchObject({ ship: 'wedge', side: 'defender' });
      const used = play(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref, dice: [0] }).session;
      expect(shipOf(used, 'howl').tokens.lock).toEqual(['wedge']);
      expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['evade']);
    });
  }
});

describe('Card · Clone Captain Rex (gunner) · RRG · Actions: 1 focus result spent, each friend with the defender in its bullseye may take 1 strain to focus', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`${edition}: the focus result is spent, the friend named gains 1 strain and performs its focus action; the next friend follows`, () => {
      const game = toEngagement(startGame(rosters([withEffects(X_WING, 'Wedge Antilles', 'wedge', edition, 'clonecaptainrex'), luke(), luke('luke2')], [howlrunner()])));
      const rolled = play(game, { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'hit', 'blank')).session;
      const offer = offerOf(rolled, /Clone Captain Rex: 1 focus result spent/);
      expect(offer?.questions).toEqual(['Is there a friendly ship with the defender in its bullseye arc, taking 1 strain to focus (name it)?']);
      expectMessage(refusal(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref, answer: 'yes', dice: [0], target: 'howl' }), /acts on a friendly ship/);
      const used = play(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref, answer: 'yes', dice: [0], target: 'luke' }).session;
      expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
      expect(shipOf(used, 'luke').tokens.strain).toBe(1);
      const focused = play(used, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Clone Captain Rex', difficulty: 'white' } }).session;
      expect(shipOf(focused, 'luke').tokens.focus).toBe(1);
      const next = offerOf(focused, /that friend takes 1 strain to perform a focus action \(2nd ship\)/);
      const second = play(focused, { type: 'useCardEffect', ship: 'wedge', ref: next?.ref, answer: 'yes', target: 'luke2' }).session;
      expect(shipOf(second, 'luke2').tokens.strain).toBe(1);
      expect(attackOf(second).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    });
  }
});

describe('Card · Dengar (gunner) · RRG · Damage: after defending, 1 charge, the attacker gives up a green token or faces 1 attack die', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const defended = (focused: boolean) => {
      let session = toEngagement(skipAll(startGame(rosters([luke(), wedge()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', edition, 'dengar')]))));
      if (focused) session = play(session, { type: 'gainToken', ship: 'luke', token: 'focus' }).session;
      return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    };
    const dengarPrompts = (session: Session) => optionsOf(session).prompts.filter((prompt) => prompt.source === 'Dengar');
    it(`${edition}: the attacker keeps its tokens: the die entered as a hit deals it 1 hit damage, for the card's charge`, () => {
      const session = defended(false);
      const prompts = dengarPrompts(session);
      expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/its player keeping its green tokens.*1 attack die: on a hit or crit the attacker suffers 1 hit damage/)]);
      const shields = shipOf(session, 'luke').shields.current;
      const hit = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', faces: ['hit'] });
      expect(shipOf(hit.session, 'luke').shields.current).toBe(shields - 1);
      expect(shipOf(hit.session, 'academy').upgrades[0]?.charges?.current).toBe(0);
      const blank = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', faces: ['focus'] }).session;
      expect(shipOf(blank, 'luke').shields.current).toBe(shields);
      expect(shipOf(blank, 'academy').upgrades[0]?.charges?.current).toBe(0);
    });
    it(`${edition}: with a green token the attacker may give it up instead; one of the two is used`, () => {
      const session = defended(true);
      const prompts = dengarPrompts(session);
      expect(prompts).toHaveLength(2);
      const gaveUp = play(session, { type: 'answerPrompt', prompt: prompts.find((prompt) => /removes 1 green token/.test(prompt.question))?.id, answer: 'done' }).session;
      expect(shipOf(gaveUp, 'luke').tokens.focus).toBe(0);
      expect(dengarPrompts(gaveUp)).toEqual([]);
    });
  }
});

describe('Card · Commander Malarus (crew) · RRG · Dual Cards: a friend’s primary attack rerolls 1 blank; if it did and the attack misses, the card flips', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const game = () => toEngagement(startGame(rosters([luke(), wedge()], [howlrunner(), withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', edition, 'commandermalarus')])));
    const rerolled = () => {
      const rolled = play(game(), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
      const offer = offerOf(rolled, /Commander Malarus: a friend nearby rerolls 1 blank/);
      expect(offer).toMatchObject({ ship: 'academy', side: 'attacker' });
      return play(rolled, { type: 'useCardEffect', ship: 'academy', ref: offer?.ref, answer: 'yes', dice: [0], faces: ['blank'] }).session;
    };
    const side = (session: Session) => shipOf(session, 'academy').sides?.[0] ?? 0;
    it(`${edition}: the reroll used and the attack missed: the card turns to its Perfected side, said in the history`, () => {
      const missed = play(rerolled(), defenseFaces('evade', 'blank'), { type: 'neutralizeResults' });
      expect(side(missed.session)).toBe(1);
      expect(sentences(missed.events).join(' ')).toMatch(/Commander Malarus/);
    });
    it(`${edition}: no flip when the attack hits, nor when the reroll was not used`, () => {
      const hit = play(rerolled(), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
      expect(side(hit)).toBe(0);
      const unused = play(game(), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('blank', 'hit'), defenseFaces('evade', 'blank'), { type: 'neutralizeResults' }).session;
      expect(side(unused)).toBe(0);
    });
  }
});

describe('Card · C-3PO (crew) · RRG · Modify Dice: a calculate spent on a guess said before the defense roll; exactly that many evades adds 1 evade', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    const rolled = () => {
      const session = toEngagement(startGame(rosters([withEffects(X_WING, 'Wedge Antilles', 'wedge', edition, 'c3po'), luke()], [howlrunner()])));
      return play(session, { type: 'gainToken', ship: 'wedge', token: 'calculate' }, { type: 'declareAttack', attacker: 'howl', defender: 'wedge', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('evade', 'blank')).session;
    };
    it(`${edition}: the guess right: its calculate spent, 1 evade added; then the other answer is not offered`, () => {
      const session = rolled();
      const right = offerOf(session, /C-3PO: the guess was right/);
      expect(right?.questions).toEqual(['Did it guess a number aloud before rolling, and roll exactly that many evade results?']);
      const used = play(session, { type: 'useCardEffect', ship: 'wedge', ref: right?.ref, answer: 'yes' }).session;
      expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['evade', 'blank', 'evade']);
      expect(shipOf(used, 'wedge').tokens.calculate).toBe(0);
      expect(offerOf(used, /C-3PO: the guess was wrong/)).toBeUndefined();
    });
    it(`${edition}: the guess wrong: the calculate goes, the dice stay`, () => {
      const session = rolled();
      const wrong = offerOf(session, /C-3PO: the guess was wrong/);
      const used = play(session, { type: 'useCardEffect', ship: 'wedge', ref: wrong?.ref, answer: 'yes' }).session;
      expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['evade', 'blank']);
      expect(shipOf(used, 'wedge').tokens.calculate).toBe(0);
    });
  }
});

describe('Card · Commander Malarus (Perfected) · RRG · Stress: attacking a defender in its bullseye, every focus → hit and 1 stress, focus results or not; at 2 stress, 1 hit to itself', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    /** The card turned to its Perfected side: that side's facts, as the host reads them. */
    const perfected = () => {
      const entry = armed(pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true }), edition, 'commandermalarus');
      const side = upgradeCard(edition, 'commandermalarus').sides[1] ?? {};
      const facts = rosterFacts([{ key: 'commandermalarus', name: String(side.title), text: (side.ability as string | undefined) ?? null, upgrade: 0, edition }]);
      return { ...entry, effects: facts.effects, yourCall: facts.yourCall };
    };
    const rolled = (stress: number, ...faces: string[]) => {
      let session = toEngagement(startGame(rosters([luke(), wedge()], [perfected()])));
      if (stress > 0) session = play(session, { type: 'gainToken', ship: 'academy', token: 'stress', count: stress }).session;
      return play(session, { type: 'declareAttack', attacker: 'academy', defender: 'luke', arc: 'front', range: 2 }, attackFaces(...faces)).session;
    };
    it(`${edition}: with no focus result its stress is still taken (the bullseye asked); with focus results they all become hits`, () => {
      const plain = rolled(0, 'hit', 'blank');
      const stress = offerOf(plain, /Commander Malarus \(Perfected\): 1 stress$/);
      expect(stress).toMatchObject({ questions: ['Is the defender in its bullseye arc?'], optional: false });
      expect(offerOf(plain, /every focus → hit/)).toBeUndefined();
      expect(shipOf(play(plain, { type: 'useCardEffect', ship: 'academy', ref: stress?.ref, answer: 'yes' }).session, 'academy').tokens.stress).toBe(1);
      const focused = rolled(0, 'focus', 'focus');
      const change = offerOf(focused, /every focus → hit/);
      const changed = play(focused, { type: 'useCardEffect', ship: 'academy', ref: change?.ref, answer: 'yes' }).session;
      expect(attackOf(changed).attackDice.map((die) => die.face)).toEqual(['hit', 'hit']);
    });
    it(`${edition}: already stressed, the stress makes 2 and it suffers 1 hit damage`, () => {
      const session = rolled(1, 'hit', 'blank');
      expect(offerOf(session, /1 stress$/)).toBeUndefined();
      const hurt = offerOf(session, /1 stress, then 1 hit to itself/);
      const used = play(session, { type: 'useCardEffect', ship: 'academy', ref: hurt?.ref, answer: 'yes' }).session;
      expect(shipOf(used, 'academy').tokens.stress).toBe(2);
      expect(shipOf(used, 'academy').damageCards).toHaveLength(1);
    });
  }
});

describe('Card · “Zeb” Orrelios (crew, 2.0) · RRG · Range: its primary attacks at range 0, and enemies’ primary attacks against it there', () => {
  const game = () => toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.0', 'zeborrelios'), wedge()], [howlrunner(), howlrunner('howl2')])));
  const atZero = (attacker: string, defender: string) => ({ type: 'declareAttack', attacker, defender, arc: 'front', range: 0 });
  it('its ship attacks at range 0 with no effect named by the player; a ship without it is refused in words', () => {
    expect(attackOf(play(game(), atZero('luke', 'howl')).session).range).toBe(0);
    expectMessage(refusal(game(), atZero('wedge', 'howl')), /cannot attack at range 0 unless an effect allows it/);
  });
  it('an enemy at range 0 may attack its ship, not another', () => {
    expect(attackOf(play(game(), atZero('howl', 'luke')).session).defender).toBe('luke');
    expectMessage(refusal(game(), atZero('howl', 'wedge')), /cannot attack at range 0/);
  });
});
