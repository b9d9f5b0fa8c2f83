import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { gameOdds } from '../../../../shared/odds/odds-request';
import { factsOfCard, rosterFacts, type CardOnShip } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { armed, upgradeCard } from '../helpers/armament';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, startGame, stateOf, TIE_FIGHTER, toEngagement, wedge, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';
import { carrying, fact } from '../helpers/test-facts';

// Issue 34, r5-friends · cards whose attack uses what ANOTHER friendly ship has (its lock, its damage taken for a
// wing leader), and cards that keep the range bonus from being applied, played through the real engine with the cards
// of xwing-data2 (read at run time). RRG · Locks, Modify Dice, Range Bonus, Neutralize Results; Epic · Wings.

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offersOf = (session: Session, source: string) => effectsNow(session).filter((effect) => effect.source === source);
function skipAll(session: Session): Session {
  for (let prompt = optionsOf(session).prompts[0]; prompt !== undefined; prompt = optionsOf(session).prompts[0]) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
}
const locks = (session: Session, ship: string, lockedBy: string) => play(session, { type: 'gainToken', ship, token: 'lock', lockedBy }).session;
const declare = (session: Session, attacker: string, defender: string, range: number, arc = 'front') => play(session, { type: 'declareAttack', attacker, defender, arc, range }).session;
const TIE_SF = 'first-order/tie-sf-fighter';
const V_WING = 'galactic-republic/nimbus-class-v-wing';
const DELTA_7 = 'galactic-republic/delta-7-aethersprite';

describe('Card · Lieutenant LeHuse · RRG · Locks: attacking, another friendly ship’s lock on the defender is spent to reroll any attack dice', () => {
  const game = () => {
    const lehuse = withEffects(TIE_SF, 'Lieutenant LeHuse', 'lehuse', '2.5');
    const friend = pilotEntry(TIE_SF, 'Omega Squadron Expert', { id: 'omega', actionBar: true });
    return toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [lehuse, friend]))));
  };
  it('with the friend’s lock on the defender it is offered, paid by that friend: its lock is spent and the dice rerolled', () => {
    const rolled = play(declare(locks(game(), 'luke', 'omega'), 'lehuse', 'luke', 2), attackFaces('blank', 'focus')).session;
    const [offer] = offersOf(rolled, 'Lieutenant LeHuse');
    expect(offer).toMatchObject({ ship: 'lehuse', side: 'attacker', payers: ['omega'] });
    const used = play(rolled, { type: 'useCardEffect', ship: 'lehuse', ref: offer?.ref, dice: [0, 1], faces: ['hit', 'crit'] }).session;
    expect(attackOf(used).attackDice).toEqual([{ face: 'hit', rerolled: true }, { face: 'crit', rerolled: true }]);
    expect(shipOf(used, 'luke').tokens.lock).toEqual([]);
  });
  it('his own lock is not another ship’s: not offered; naming a ship without a lock on the defender is refused in words', () => {
    const own = play(declare(locks(game(), 'luke', 'lehuse'), 'lehuse', 'luke', 2), attackFaces('blank', 'focus')).session;
    expect(offersOf(own, 'Lieutenant LeHuse')).toEqual([]);
    const both = play(declare(locks(locks(game(), 'luke', 'omega'), 'luke', 'lehuse'), 'lehuse', 'luke', 2), attackFaces('blank', 'focus')).session;
    const ref = offersOf(both, 'Lieutenant LeHuse')[0]?.ref;
    expectMessage(refusal(both, { type: 'useCardEffect', ship: 'lehuse', ref, target: 'lehuse', dice: [0], faces: ['hit'] }), /another friendly ship with a lock on/);
  });
});

describe('Card · Wolfpack (crew, 2.5) · RRG · Locks: a friendly Plo Koon or Born for This ship’s lock on the defender, spent to reroll any attack dice', () => {
  it('asked whether the friend qualifies; answered yes, the friend’s lock is spent', () => {
    const session = toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'wolfpack-siegeofcoruscant'), wedge()], [howlrunner()]))));
    const rolled = play(declare(locks(session, 'howl', 'wedge'), 'luke', 'howl', 2), attackFaces('blank', 'blank', 'hit')).session;
    const [offer] = offersOf(rolled, 'Wolfpack');
    expect(offer?.questions).toEqual([expect.stringMatching(/Plo Koon .*Born for This/)]);
    expectMessage(refusal(rolled, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, dice: [0], faces: ['hit'] }), /Answer first/);
    const used = play(rolled, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes', dice: [0, 1], faces: ['hit', 'focus'] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'focus', 'hit']);
    expect(shipOf(used, 'howl').tokens.lock).toEqual([]);
  });
});

describe('Card · M9-G8 (astromech) · RRG · Locks: while a friendly ship it locks attacks, that friend rerolls the attack die M9-G8 picks', () => {
  const game = () => toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'm9g8'), wedge()], [howlrunner()]))));
  it('with Luke’s lock on Wedge, Wedge’s attack offers it on Luke’s card; used, the die picked is rerolled', () => {
    const rolled = play(declare(locks(game(), 'wedge', 'luke'), 'wedge', 'howl', 2), attackFaces('blank', 'hit', 'hit')).session;
    const offer = offersOf(rolled, 'M9-G8').find((effect) => /friendly attacker/.test(effect.summary));
    expect(offer).toMatchObject({ ship: 'luke', side: 'attacker' });
    const used = play(rolled, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, dice: [0], faces: ['crit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'crit', rerolled: true });
  });
  it('without a lock on the friend, nothing is offered', () => {
    const rolled = play(declare(game(), 'wedge', 'howl', 2), attackFaces('blank', 'hit', 'hit')).session;
    expect(offersOf(rolled, 'M9-G8')).toEqual([]);
  });
});

describe('Card · Sensor Jammer (2.5) · RRG · Locks: defending with a friendly lock on the attacker — its own or another friendly ship’s — 1 hit → focus', () => {
  const game = () => toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'sensorjammer-battleofyavin'), pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' })]))));
  it('another friendly ship’s lock on the attacker is enough; used, 1 hit becomes a focus', () => {
    const rolled = play(declare(locks(game(), 'luke', 'academy'), 'luke', 'howl', 2), attackFaces('hit', 'hit', 'blank')).session;
    const [offer] = offersOf(rolled, 'Sensor Jammer');
    expect(offer).toMatchObject({ ship: 'howl', side: 'defender' });
    const used = play(rolled, { type: 'useCardEffect', ship: 'howl', ref: offer?.ref, dice: [0] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['focus', 'hit', 'blank']);
  });
  it('its own lock counts; with no friendly lock on the attacker it is not offered', () => {
    expect(offersOf(play(declare(locks(game(), 'luke', 'howl'), 'luke', 'howl', 2), attackFaces('hit', 'hit', 'blank')).session, 'Sensor Jammer')).toHaveLength(1);
    expect(offersOf(play(declare(game(), 'luke', 'howl', 2), attackFaces('hit', 'hit', 'blank')).session, 'Sensor Jammer')).toEqual([]);
  });
});

describe('Card · Adi Gallia (2.5) · RRG · Range Bonus: 1 Force keeps the other ship’s range bonus from being applied', () => {
  const adi = () => withEffects(DELTA_7, 'Adi Gallia', 'adi', '2.5');
  const game = () => toEngagement(skipAll(startGame(rosters([adi()], [howlrunner()]))));
  it('defending at range 1: offered before the attack roll; used, the attacker rolls without its range die and the Force is spent', () => {
    const declared = declare(game(), 'howl', 'adi', 1);
    const before = optionsOf(declared).attack?.attackDice;
    expect(before?.rangeBonus).toBe(1);
    const [offer] = offersOf(declared, 'Adi Gallia');
    expect(offer?.summary).toMatch(/attacker at range 1 has no range bonus/);
    const force = shipOf(declared, 'adi').force?.current ?? 0;
    const used = play(declared, { type: 'useCardEffect', ship: 'adi', ref: offer?.ref }).session;
    expect(shipOf(used, 'adi').force?.current).toBe(force - 1);
    const after = optionsOf(used).attack?.attackDice;
    expect(after?.total).toBe((before?.total ?? 0) - 1);
    expect(after?.adjustments).toContainEqual({ reason: 'Adi Gallia: no range bonus', amount: -1 });
    // Once used it holds for the attack: not offered again, and the roll asks for one die fewer.
    expect(offersOf(used, 'Adi Gallia')).toEqual([]);
    expectMessage(refusal(used, attackFaces('hit', 'hit', 'hit')), /Enter 2 attack die faces/);
    expect(play(used, attackFaces('hit', 'hit')).session).toBeDefined();
  });
  it('attacking at range 3: offered once the attack dice are rolled; used, the defender rolls without its range die', () => {
    const rolled = play(declare(game(), 'adi', 'howl', 3), attackFaces('hit', 'hit')).session;
    expect(optionsOf(rolled).attack?.defenseDice.rangeBonus).toBe(1);
    const offer = offersOf(rolled, 'Adi Gallia').find((effect) => /defender at range 3/.test(effect.summary));
    const used = play(rolled, { type: 'useCardEffect', ship: 'adi', ref: offer?.ref }).session;
    expect(optionsOf(used).attack?.defenseDice.total).toBe(shipOf(used, 'howl').agility);
    expect(play(used, defenseFaces('evade', 'evade', 'blank')).session).toBeDefined();
  });
  it('at range 2 (no range bonus) it is not offered', () => {
    expect(offersOf(declare(game(), 'howl', 'adi', 2), 'Adi Gallia')).toEqual([]);
    expect(offersOf(play(declare(game(), 'adi', 'howl', 2), attackFaces('hit', 'hit')).session, 'Adi Gallia')).toEqual([]);
  });
  it('the odds count it (a die fewer for the defender at range 3) and leave it out when switched off in “What if…”', () => {
    const rolled = play(declare(game(), 'adi', 'howl', 3), attackFaces('hit', 'hit')).session;
    const oddsOf = (disabledEffects?: string[]) => {
      const answer = gameOdds(stateOf(rolled), { system: 'xwing', gameId: 'g', attacker: 'adi', defender: 'howl', range: 3, followAttack: true, ...(disabledEffects ? { disabledEffects } : {}) });
      if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
      return answer.value.odds;
    };
    const withCard = oddsOf();
    const listed = withCard.effects.find((effect) => effect.source === 'Adi Gallia');
    expect(listed).toMatchObject({ side: 'attacker' });
    expect(listed?.used).toBe(1);
    const without = oddsOf([listed?.ref ?? '']);
    expect(withCard.expectedDamage).toBeGreaterThan(without.expectedDamage);
  });
});

describe('Card · “Klick” · RRG · Range Bonus: while a ship he locks attacks or defends, 1 charge keeps the range bonus from being applied', () => {
  const game = () => toEngagement(skipAll(startGame(rosters([withEffects(V_WING, '“Klick”', 'klick', '2.5'), wedge()], [howlrunner()]))));
  it('the ship he locks attacks a friend at range 1: asked, then 1 charge and the attacker rolls without its range die', () => {
    const declared = declare(locks(game(), 'howl', 'klick'), 'howl', 'wedge', 1);
    const offer = offersOf(declared, '“Klick”').find((effect) => /attacker \(the ship it locks attacks a friend\)/.test(effect.summary));
    expect(offer).toMatchObject({ ship: 'klick', side: 'defender', questions: [expect.stringMatching(/range 1–3/)] });
    const total = optionsOf(declared).attack?.attackDice.total ?? 0;
    const used = play(declared, { type: 'useCardEffect', ship: 'klick', ref: offer?.ref, answer: 'yes' }).session;
    expect(shipOf(used, 'klick').charges?.current).toBe(0);
    expect(optionsOf(used).attack?.attackDice.total).toBe(total - 1);
  });
  it('the friend he locks defends at range 1: offered too; at range 2, or with no lock, nothing is offered', () => {
    expect(offersOf(declare(locks(game(), 'wedge', 'klick'), 'howl', 'wedge', 1), '“Klick”').map((effect) => effect.summary)).toEqual([expect.stringMatching(/the friend it locks defends/)]);
    expect(offersOf(declare(locks(game(), 'howl', 'klick'), 'howl', 'wedge', 2), '“Klick”')).toEqual([]);
    expect(offersOf(declare(game(), 'howl', 'wedge', 1), '“Klick”')).toEqual([]);
  });
  it('the odds count him as a friend of the defender (a die fewer for the attacker), his ref naming his ship; switched off, the plain odds', () => {
    const declared = declare(locks(game(), 'howl', 'klick'), 'howl', 'wedge', 1);
    const oddsOf = (disabledEffects?: string[]) => {
      const answer = gameOdds(stateOf(declared), { system: 'xwing', gameId: 'g', attacker: 'howl', defender: 'wedge', range: 1, followAttack: true, ...(disabledEffects ? { disabledEffects } : {}) });
      if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
      return answer.value.odds;
    };
    const listed = oddsOf().effects.filter((effect) => effect.source === '“Klick”');
    expect(listed).toEqual([expect.objectContaining({ side: 'defender', ref: expect.stringMatching(/^klick:\d+$/), used: 1 })]);
    expect(oddsOf().expectedDamage).toBeLessThan(oddsOf(listed.map((effect) => effect.ref)).expectedDamage);
  });
  it('his own attack on the ship he locks at range 3: the defender’s range die is taken back, without a question', () => {
    const rolled = play(declare(locks(game(), 'howl', 'klick'), 'klick', 'howl', 3), attackFaces('hit', 'hit')).session;
    const offer = offersOf(rolled, '“Klick”').find((effect) => /defender \(its own attack/.test(effect.summary));
    expect(offer?.questions).toEqual([]);
    const used = play(rolled, { type: 'useCardEffect', ship: 'klick', ref: offer?.ref }).session;
    expect(optionsOf(used).attack?.defenseDice.adjustments).toContainEqual({ reason: '“Klick”: no range bonus', amount: -1 });
  });
});

describe('Card · Veteran Wing Leader · Epic · Wings: while the leader defends, up to 2 wingmates each suffer 1 damage to cancel 1 matching result', () => {
  it('played whole (the wing itself is the players’); two wingmates named take a hit each, the defender is dealt 2 fewer, a third is not offered', () => {
    expect(factsOfCard('veteranwingleader', 'Veteran Wing Leader', upgradeCard('2.5', 'veteranwingleader').sides[0]?.ability as string, 0, '2.5').yourCall).toEqual([]);
    const leader = withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'veteranwingleader');
    const mates = [pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'mate1' }), pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'mate2' })];
    let session = toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [leader, ...mates]))));
    session = play(declare(session, 'luke', 'howl', 2), attackFaces('hit', 'hit', 'hit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    const hits = () => offersOf(session, 'Veteran Wing Leader').filter((effect) => /1 hit damage/.test(effect.summary));
    expect(hits().map((effect) => effect.questions)).toEqual([[expect.stringMatching(/wingmates, in the attack arc/)], [expect.stringMatching(/wingmates, in the attack arc/)]]);
    // The attack assistant names the wingmate from the defender's own ships (not the leader itself).
    expect(hits()[0]?.friends).toEqual(['mate1', 'mate2']);
    for (const mate of ['mate1', 'mate2']) session = play(session, { type: 'useCardEffect', ship: 'howl', ref: hits()[0]?.ref, target: mate, answer: 'yes' }).session;
    expect(stateOf(session).attack?.neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
    expect([shipOf(session, 'mate1').damageCards.length, shipOf(session, 'mate2').damageCards.length]).toEqual([1, 1]);
    expect(hits()).toEqual([]);
  });
  it('the odds count the cancels: before the roll and once results are left; switched off in “What if…”, the damage is the plain one', () => {
    const leader = withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', 'veteranwingleader');
    const mates = [pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'mate1' }), pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'mate2' })];
    const start = toEngagement(skipAll(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5')], [leader, ...mates]))));
    const oddsOf = (session: Session, disabledEffects?: string[]) => {
      const answer = gameOdds(stateOf(session), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 2, followAttack: true, ...(disabledEffects ? { disabledEffects } : {}) });
      if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
      return answer.value.odds;
    };
    const before = oddsOf(start);
    const refs = before.effects.filter((effect) => effect.source === 'Veteran Wing Leader').map((effect) => effect.ref);
    // One entry per wingmate (its hit or crit, one limit), each named by ship and fact.
    expect(refs).toEqual(['howl:2', 'howl:4']);
    expect(before.expectedDamage).toBeLessThan(oddsOf(start, refs).expectedDamage);
    const left = play(declare(start, 'luke', 'howl', 2), attackFaces('hit', 'hit', 'crit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    // Two of the three results are cancelled (the crit first): 1 hit is dealt, for certain.
    expect(oddsOf(left).damage[1]).toBeCloseTo(1, 9);
    expect(oddsOf(left).faceupCard).toBe(0);
    expect(oddsOf(left, refs).expectedDamage).toBe(3);
  });
});

describe('Card · Phoenix Squadron (dual) · Epic · Wings, RRG · Dual Cards: it flips once placed; its other side cancels for its shuttle wingmate too', () => {
  /** As the host fits a dual card: both sides on the same upgrade place, each side's facts held while it is faceup. */
  function phoenixLeader() {
    const card = upgradeCard('2.5', 'phoenixsquadron');
    const sides: CardOnShip[] = card.sides.map((side, n) => ({ key: 'phoenixsquadron', name: side.title as string, text: side.ability as string, upgrade: 0, edition: '2.5', side: n as 0 | 1 }));
    const facts = rosterFacts(sides);
    return { ...armed(pilotEntry(X_WING, 'Luke Skywalker', { id: 'ghost', actionBar: true }), '2.5', 'phoenixsquadron'), effects: facts.effects, yourCall: facts.yourCall };
  }
  it('both sides are played; at setup it flips, then a shuttle wingmate defending has an A-wing wingmate take 1 hit for it', () => {
    expect(phoenixLeader().yourCall).toEqual([]);
    const shuttle = pilotEntry(X_WING, 'Wedge Antilles', { id: 'shuttle' });
    const awing = pilotEntry(X_WING, 'Biggs Darklighter', { id: 'awing' });
    let session = startGame(rosters([phoenixLeader(), shuttle, awing], [howlrunner()]));
    const flip = optionsOf(session).prompts.find((prompt) => prompt.source === 'Phoenix Squadron');
    session = play(session, { type: 'answerPrompt', prompt: flip?.id, answer: 'done' }).session;
    expect(shipOf(session, 'ghost').sides?.[0]).toBe(1);
    session = play(declare(toEngagement(skipAll(session)), 'howl', 'shuttle', 2), attackFaces('hit', 'hit'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }).session;
    const offer = offersOf(session, 'Phoenix Squadron').find((effect) => /1 hit damage .*shuttle wingmate/.test(effect.summary));
    expect(offer).toMatchObject({ ship: 'ghost', side: 'defender' });
    expect(offer?.questions).toEqual([expect.stringMatching(/Attack Shuttle or Sheathipede/), expect.stringMatching(/RZ-1 A-wing wingmates/)]);
    const shields = shipOf(session, 'awing').shields.current;
    session = play(session, { type: 'useCardEffect', ship: 'ghost', ref: offer?.ref, target: 'awing', answer: 'yes' }).session;
    expect(shipOf(session, 'awing').shields.current).toBe(shields - 1);
    expect(stateOf(session).attack?.neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
  });
});

describe('Card · Jan Dodonna (command) · RRG · Tokens: a friend’s card that costs a focus token it lacks spends his instead', () => {
  const spender = () => carrying(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' }), fact('modifyAttackDice', [{ kind: 'change', pool: 'attack', count: 1, from: ['blank'], to: 'hit' }], { role: 'attacker', costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }] }));
  const game = () => toEngagement(skipAll(startGame(rosters([spender(), withEffects(X_WING, 'Wedge Antilles', 'wedge', '2.5', 'jandodonna')], [howlrunner()]))));
  it('offered with his range question; used, Dodonna’s focus is spent for Luke’s card and the die changes', () => {
    const focused = play(game(), { type: 'gainToken', ship: 'wedge', token: 'focus' }).session;
    const rolled = play(declare(focused, 'luke', 'howl', 2), attackFaces('blank', 'hit', 'hit')).session;
    const [offer] = offersOf(rolled, 'Test card');
    expect(offer?.questions).toEqual(['Is the friendly ship spending it at range 0–3 of Jan Dodonna?']);
    const used = play(rolled, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes', dice: [0] }).session;
    expect(shipOf(used, 'wedge').tokens.focus).toBe(0);
    expect(attackOf(used).attackDice[0]?.face).toBe('hit');
  });
  it('with no focus on either ship, the card is not offered; with Luke’s own, no question is asked', () => {
    expect(offersOf(play(declare(game(), 'luke', 'howl', 2), attackFaces('blank', 'hit', 'hit')).session, 'Test card')).toEqual([]);
    const own = play(declare(play(game(), { type: 'gainToken', ship: 'luke', token: 'focus' }).session, 'luke', 'howl', 2), attackFaces('blank', 'hit', 'hit')).session;
    expect(offersOf(own, 'Test card')[0]?.questions).toEqual([]);
  });
});
