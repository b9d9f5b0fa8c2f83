import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { forEachFurther, type Fact } from '../../../../shared/engine/games/xwing/effects/facts/fact-entry';
import { attackFaces, attackOf, defenseFaces, expectMessage, luke, optionsOf, play, refusal, rosters, shipOf, startGame, TIE_FIGHTER, toEngagement, X_WING } from '../helpers/xwing-game';

// Issue 34, round 3 · crew and gunner cards played with the vocabulary as it stands, through the real
// engine with the cards of xwing-data2 2.5 (read at run time). RRG 2.5 · System Phase, Modify Dice, Charges.

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
function skipAll(session: Session): Session {
  for (let prompt = optionsOf(session).prompts[0]; prompt !== undefined; prompt = optionsOf(session).prompts[0]) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
}
const attack = (session: Session, attacker: string, defender: string, range = 2) => play(session, { type: 'declareAttack', attacker, defender, arc: 'front', range }).session;

describe('Card · K-2SO (crew): in the System Phase a friendly ship at range 0–3 gains 1 calculate and 1 stress', () => {
  it('asked in the System Phase with its range question; done on a friend gives that ship both tokens', () => {
    const game = startGame(rosters([withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', 'k2so'), luke()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')]));
    const session = play(skipAll(game), { type: 'nextPhase' }).session;
    const prompt = promptsOf(session, 'K-2SO')[0];
    expect(prompt?.question).toMatch(/range 0–3/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke' }).session;
    expect([shipOf(done, 'luke').tokens.calculate, shipOf(done, 'luke').tokens.stress]).toEqual([1, 1]);
    expect(shipOf(done, 'wedge').tokens.calculate).toBe(0);
  });
});

describe('Card · Zuckuss (crew): attacking unstressed, he makes the defender reroll 1 defense die and gains 1 stress', () => {
  const game = () => toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', 'zuckuss')], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')]))));
  it('offered once the defense dice are rolled; used, the die is rerolled and Wedge is stressed', () => {
    const rolled = play(attack(game(), 'wedge', 'academy'), attackFaces('hit', 'hit', 'blank'), defenseFaces('evade', 'blank')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Zuckuss');
    expect(offer).toMatchObject({ ship: 'wedge', side: 'attacker' });
    const used = play(rolled, { type: 'useCardEffect', ship: 'wedge', ref: offer?.ref, dice: [0], faces: ['blank'] }).session;
    expect(attackOf(used).defenseDice[0]).toEqual({ face: 'blank', rerolled: true });
    expect(shipOf(used, 'wedge').tokens.stress).toBe(1);
  });
  it('not offered while he is stressed', () => {
    const stressed = play(game(), { type: 'gainToken', ship: 'wedge', token: 'stress' }).session;
    const rolled = play(attack(stressed, 'wedge', 'academy'), attackFaces('hit', 'hit', 'blank'), defenseFaces('evade', 'blank')).session;
    expect(effectsNow(rolled).map((effect) => effect.source)).not.toContain('Zuckuss');
  });
});

describe('Card · Greedo (gunner): defending with his charge active, the attacker may change 1 hit to a crit', () => {
  const game = () => toEngagement(skipAll(startGame(rosters([luke()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5', 'greedo')]))));
  it('offered on Greedo’s card while he defends with a charge; used, 1 hit becomes a crit and no charge is spent', () => {
    const rolled = play(attack(game(), 'luke', 'academy'), attackFaces('hit', 'hit', 'blank')).session;
    const offer = effectsNow(rolled).find((effect) => effect.source === 'Greedo' && /attacker may/.test(effect.summary));
    expect(offer).toMatchObject({ ship: 'academy', side: 'defender' });
    const charges = shipOf(rolled, 'academy').charges;
    const used = play(rolled, { type: 'useCardEffect', ship: 'academy', ref: offer?.ref, dice: [0] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['crit', 'hit', 'blank']);
    expect(shipOf(used, 'academy').charges).toEqual(charges);
  });
});

describe('Card · Networked Aim (HMP Droid Gunship): its own locks pay for no reroll; it rerolls as many dice as friendly locks on the defender', () => {
  const gunship = () => withEffects('separatist-alliance/hmp-droid-gunship', 'DGS-047', 'hmp', '2.5');
  const rolled = () => {
    const start = toEngagement(skipAll(startGame(rosters([gunship(), luke()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')]))));
    const locked = play(start, { type: 'gainToken', ship: 'academy', token: 'lock', lockedBy: 'hmp' }).session;
    return play(locked, { type: 'declareAttack', attacker: 'hmp', defender: 'academy', arc: 'full-front', range: 2 }, attackFaces('blank', 'blank')).session;
  };
  it('spending its lock to reroll is refused in words; its own reroll for 1 friendly lock is offered, asked', () => {
    const session = rolled();
    expectMessage(refusal(session, { type: 'spendForDice', spend: 'lock', dice: [0] }), /cannot spend a lock/);
    const offers = effectsNow(session).filter((effect) => effect.source === 'Networked Aim' && effect.questions?.length);
    expect(offers.map((offer) => offer.questions?.[0])).toEqual([expect.stringMatching(/exactly 1 lock/), expect.stringMatching(/exactly 2 locks/), expect.stringMatching(/exactly 3 locks/), expect.stringMatching(/4 or more/)]);
  });
});

describe('Card · Explosion with Wings (Fireball) · RRG · Damage Cards: dealt 1 facedown damage card at setup, past a shield', () => {
  it('with a Shield Upgrade’s shield, the card is dealt all the same and the shield stays', () => {
    const fireball = { ...withEffects('resistance/fireball', 'Colossus Station Mechanic', 'fireball', '2.5', 'shieldupgrade'), shields: 1 };
    const start = startGame(rosters([fireball], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')]));
    const prompt = promptsOf(start, 'Explosion with Wings')[0];
    expect(prompt?.question).toMatch(/no choice/);
    const session = play(start, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const ship = shipOf(session, 'fireball');
    expect(ship.damageCards.map((card) => card.faceup)).toEqual([false]);
    expect(ship.shields.current).toBe(1);
  });
});

describe('“For each …” the table cannot count: one question per further ship, each used apart (Horton Salm, Whirlwind, Goji, Hawk, Wat Tambor, Berwer Kret, Lega Fossang)', () => {
  it('forEachFurther copies a fact with its own question and an ordinal in its summary, keeping its other conditions', () => {
    const one: Fact = { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is a friend near?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Card: reroll 1' };
    const copies = forEachFurther(one, ['Is a second friend near?', 'Is a third friend near?']);
    expect(copies.map((copy) => [copy.conditions, copy.summary])).toEqual([
      [[{ kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is a second friend near?' }], 'Card: reroll 1 (2nd)'],
      [[{ kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is a third friend near?' }], 'Card: reroll 1 (3rd)'],
    ]);
  });
  it('Card · Horton Salm: a reroll per other friend near the defender, each asked; two used, two dice rerolled', () => {
    const horton = withEffects('rebel-alliance/btl-a4-y-wing', 'Horton Salm', 'horton', '2.5');
    const session = play(toEngagement(skipAll(startGame(rosters([horton], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')])))), { type: 'declareAttack', attacker: 'horton', defender: 'academy', arc: 'front', range: 2 }, attackFaces('blank', 'blank')).session;
    const offers = effectsNow(session).filter((effect) => effect.source === 'Horton Salm');
    expect(offers.map((offer) => offer.questions?.[0])).toEqual([expect.stringMatching(/^Is another friendly ship/), expect.stringMatching(/second/), expect.stringMatching(/third/), expect.stringMatching(/fourth/)]);
    const once = play(session, { type: 'useCardEffect', ship: 'horton', ref: offers[0]?.ref, answer: 'yes', dice: [0], faces: ['hit'] }).session;
    const twice = play(once, { type: 'useCardEffect', ship: 'horton', ref: offers[1]?.ref, answer: 'yes', dice: [1], faces: ['hit'] }).session;
    expect(attackOf(twice).attackDice.map((die) => die.face)).toEqual(['hit', 'hit']);
  });
});

describe('Card · Airen Cracken · RRG · Perform Action: after his attack, a friend at range 1 may perform an action of its choice, treated as red', () => {
  it('asked after the attack; done on Luke leaves Luke an action of his bar to perform as red, this round', () => {
    const airen = withEffects('rebel-alliance/z-95-af4-headhunter', 'Airen Cracken', 'airen', '2.5');
    let session = toEngagement(skipAll(startGame(rosters([airen, luke()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')]))));
    session = play(session, { type: 'declareAttack', attacker: 'airen', defender: 'academy', arc: 'front', range: 2 }, attackFaces('blank', 'blank')).session;
    session = play(session, defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    if (stateOfAttack(session)) session = play(session, { type: 'dealDamage' }).session;
    const prompt = promptsOf(session, 'Airen Cracken')[0];
    expect(prompt?.question).toMatch(/range 1/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke' }).session;
    expect(shipOf(done, 'luke').grants).toEqual([expect.objectContaining({ source: 'Airen Cracken', action: 'any', difficulty: 'red' })]);
    const granted = optionsOf(done).ships.find((option) => option.ship === 'luke')?.grantedActions ?? [];
    expect(granted.map((option) => option.action)).toEqual(expect.arrayContaining(['focus', 'lock']));
    expect(granted.every((option) => option.difficulty === 'red')).toBe(true);
  });
});
const stateOfAttack = (session: Session) => optionsOf(session).attack !== null && optionsOf(session).attack !== undefined;

describe('Conditions assigned by cards (RRG · Conditions) · Card · Agent Kallus, Captain Rex', () => {
  it('Card · Agent Kallus: at setup an enemy ship is assigned Hunted; his focus → hit is offered against that ship only', () => {
    const kallusShip = withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', 'agentkallus');
    let session = startGame(rosters([kallusShip], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'a1', '2.5'), withEffects(TIE_FIGHTER, 'Academy Pilot', 'a2', '2.5')]));
    const prompt = promptsOf(session, 'Agent Kallus')[0];
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'a1' }).session;
    expect(shipOf(session, 'a1').conditions.map((condition) => condition.name)).toEqual(['Hunted']);
    session = toEngagement(skipAll(session));
    const onHunted = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'a1', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'blank')).session;
    expect(effectsNow(onHunted).map((effect) => effect.source)).toContain('Agent Kallus');
    const onOther = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'a2', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'blank')).session;
    expect(effectsNow(onOther).map((effect) => effect.source)).not.toContain('Agent Kallus');
  });
  it('Card · Captain Rex: after his attack the defender is assigned Suppressive Fire, said in the history', () => {
    const rex = withEffects('rebel-alliance/tie-ln-fighter', 'Captain Rex', 'rex', '2.5');
    let session = toEngagement(skipAll(startGame(rosters([rex], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')]))));
    session = play(session, { type: 'declareAttack', attacker: 'rex', defender: 'academy', arc: 'front', range: 2 }, attackFaces('blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    session = skipAll(session);
    expect(shipOf(session, 'academy').conditions.map((condition) => condition.name)).toEqual(['Suppressive Fire']);
  });
});

describe('Card · Azmorigan (RRG · End Phase): up to 2 friendly ships at range 0–1 each keep 1 calculate or evade token', () => {
  it('two prompts; one used on Luke: he keeps 1 of his 2 evade tokens', () => {
    const az = withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', 'azmorigan');
    let session = play(startGame(rosters([az, luke()], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')])), { type: 'gainToken', ship: 'luke', token: 'evade', count: 2 }).session;
    while (optionsOf(session).phase !== 'end') session = play(skipAll(session), { type: 'nextPhase' }).session;
    const prompts = promptsOf(session, 'Azmorigan');
    expect(prompts).toHaveLength(2);
    session = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', ship: 'luke' }).session;
    session = play(session, { type: 'answerPrompt', prompt: prompts[1]?.id, answer: 'skip' }).session;
    expect(shipOf(session, 'luke').tokens.evade).toBe(1);
  });
});

describe('Card · Dineé Ellberger · RRG · Modify Dice: with the same revealed speed as the enemy, that ship’s dice cannot be modified', () => {
  it('attacking, answered yes: the defender cannot spend its evade token on its dice', () => {
    const dinee = withEffects('galactic-republic/naboo-royal-n-1-starfighter', 'Dineé Ellberger', 'dinee', '2.5');
    let session = toEngagement(skipAll(startGame(rosters([dinee], [withEffects(TIE_FIGHTER, 'Academy Pilot', 'academy', '2.5')]))));
    session = play(session, { type: 'gainToken', ship: 'academy', token: 'evade' }, { type: 'declareAttack', attacker: 'dinee', defender: 'academy', arc: 'front', range: 2 }).session;
    const offer = effectsNow(session).find((effect) => effect.source === 'Dineé Ellberger');
    expect(offer?.questions?.[0]).toMatch(/same as the defender/);
    session = play(session, { type: 'useCardEffect', ship: 'dinee', ref: offer?.ref, answer: 'yes' }).session;
    const dice = optionsOf(session).attack?.attackDice.total ?? 2;
    session = play(session, attackFaces(...Array.from({ length: dice }, () => 'hit')), defenseFaces('blank', 'blank', 'blank')).session;
    expectMessage(refusal(session, { type: 'spendForDice', spend: 'evade' }), /cannot be modified|cannot spend/);
  });
});
