import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { pilotEntry } from '../helpers/xwing-roster';
import { upgradeCards } from '../helpers/armament';
import { rebelResistancePilotFacts, rebelResistancePilotFactsAwaitingKey } from '../../../../shared/engine/games/xwing/effects/facts/pilots-rebel-resistance';
import { cardEffectSchema } from '../../../../shared/engine/games/xwing/effects/card-effect';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, TIE_FIGHTER, toEngagement, X_WING } from '../helpers/xwing-game';

// Issue 34 · our facts for Rebel Alliance and Resistance pilots (effects/facts/pilots-rebel-resistance.ts),
// played through the engine with the real card data (xwing-data2 2.5, read at run time). Rules from the
// Rules Reference 2.5 (RRG · Modify Dice, Abilities, Actions) as published by Atomic Mass Games.

const K_WING = 'rebel-alliance/btl-s8-k-wing';
const HWK_290 = 'rebel-alliance/hwk-290-light-freighter';
const AUZITUCK = 'rebel-alliance/auzituck-gunship';
const RZ_1 = 'rebel-alliance/rz-1-a-wing';
const RZ_2 = 'resistance/rz-2-a-wing';
const ARC_170 = 'rebel-alliance/arc-170-starfighter';

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offerOf = (session: Session, source: string) => effectsNow(session).find((effect) => effect.source === source);
const promptOf = (session: Session, source: string) => optionsOf(session).prompts.find((prompt) => prompt.source === source);
const engaged = (rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[] = [howlrunner()]) => toEngagement(startGame(rosters(rebels, empire)));
const token = (session: Session, ship: string, kind: 'focus' | 'evade' | 'stress' | 'jam' | 'calculate' | 'strain') => play(session, { type: 'gainToken', ship, token: kind }).session;
const attack = (session: Session, attacker: string, defender: string, range = 2, arc = 'front') => play(session, { type: 'declareAttack', attacker, defender, arc, range }).session;

/** The Activation Phase, the enemy's initiative 1 ship done, the card's ship activating (dial-less: the difficulty is entered). */
function activating(entry: XwingPilotRosterEntry, ...friends: XwingPilotRosterEntry[]): Session {
  const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true });
  const start = play(emptySession('xwing'), { type: 'setup', seed: 'rebel-facts', players: rosters([entry, ...friends], [academy]), rules: 3, edition: '2.5' }).session;
  return play(start, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: entry.id ?? '' }).session;
}

describe('Card · Esege Tuketu: a friend in the attack spends his focus token as if it were its own', () => {
  const esege = () => withEffects(K_WING, 'Esege Tuketu', 'esege', '2.5');
  it('offered to the attacking friend with its one question; one tap spends Esege’s focus and turns every focus result into a hit', () => {
    let session = attack(token(engaged([luke(), esege()]), 'esege', 'focus'), 'luke', 'howl');
    session = play(session, attackFaces('focus', 'focus', 'blank')).session;
    const offer = offerOf(session, 'Esege Tuketu');
    expect(offer).toMatchObject({ ship: 'esege', side: 'attacker', summary: 'Esege Tuketu: the attacking friend spends his focus: all focus → hit', questions: ['Is the attacker at range 0–2 of it?'] });
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'esege', ref: offer?.ref }), /Answer first: Is the attacker at range 0–2 of it\?/);
    const used = play(session, { type: 'useCardEffect', ship: 'esege', ref: offer?.ref, answer: 'yes' });
    expect(attackOf(used.session).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'blank']);
    expect(shipOf(used.session, 'esege').tokens.focus).toBe(0);
    expect(shipOf(used.session, 'luke').tokens.focus).toBe(0);
    expect(sentences(used.events).join(' ')).toMatch(/Esege Tuketu: the attacking friend spends his focus/);
  });
  it('not offered while Esege holds no focus token', () => {
    const session = play(attack(engaged([luke(), esege()]), 'luke', 'howl'), attackFaces('focus', 'focus', 'blank')).session;
    expect(offerOf(session, 'Esege Tuketu')).toBeUndefined();
  });
});

describe('Card · Jan Ors: she takes a stress token so that a friend’s primary attack rolls one more die', () => {
  const jan = () => withEffects(HWK_290, 'Jan Ors', 'jan', '2.5');
  it('offered before the friend rolls; used, Jan is stressed and the attack dice count one more, named after her', () => {
    let session = attack(engaged([luke(), jan()]), 'luke', 'howl');
    const offer = offerOf(session, 'Jan Ors');
    expect(offer).toMatchObject({ ship: 'jan', side: 'attacker', questions: ['Is the attacker in its firing arc?'] });
    const before = optionsOf(session).attack?.attackDice?.total ?? 0;
    session = play(session, { type: 'useCardEffect', ship: 'jan', ref: offer?.ref, answer: 'yes' }).session;
    expect(shipOf(session, 'jan').tokens.stress).toBe(1);
    expect(optionsOf(session).attack?.attackDice?.adjustments).toContainEqual({ reason: 'Jan Ors', amount: 1 });
    expect(optionsOf(session).attack?.attackDice?.total).toBe(before + 1);
  });
  it('not offered while Jan is stressed', () => {
    const session = attack(token(engaged([luke(), jan()]), 'jan', 'stress'), 'luke', 'howl');
    expect(offerOf(session, 'Jan Ors')).toBeUndefined();
  });
});

describe('Card · Lowhhrick: as a friend becomes the defender, he spends a reinforce token and the friend gains an evade', () => {
  const lowhhrick = () => withEffects(AUZITUCK, 'Lowhhrick', 'low', '2.5');
  const reinforced = (session: Session) => play(session, { type: 'gainToken', ship: 'low', token: 'reinforce', side: 'fore' }).session;
  it('offered once the attack on the friend is declared; one tap, the friend named, moves the token into an evade', () => {
    const session = attack(reinforced(engaged([luke(), lowhhrick()])), 'howl', 'luke');
    const offer = offerOf(session, 'Lowhhrick');
    expect(offer).toMatchObject({ ship: 'low', side: 'defender', questions: ['Is the defender at range 0–1 of it?'] });
    const used = play(session, { type: 'useCardEffect', ship: 'low', ref: offer?.ref, answer: 'yes', target: 'luke' }).session;
    expect(shipOf(used, 'luke').tokens.evade).toBe(1);
    expect(shipOf(used, 'low').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
  });
  it('not offered without a reinforce token to spend', () => {
    const session = attack(engaged([luke(), lowhhrick()]), 'howl', 'luke');
    expect(offerOf(session, 'Lowhhrick')).toBeUndefined();
  });
});

describe('Card · Tallissan Lintra: a charge spent for one more defense die against an attacker in her bullseye arc', () => {
  const tallissan = () => withEffects(RZ_2, 'Tallissan Lintra', 'tal', '2.5');
  it('defending herself: the charge is spent and the defense dice count one more', () => {
    let session = play(attack(engaged([tallissan()]), 'howl', 'tal'), attackFaces('hit', 'hit')).session;
    const offer = offerOf(session, 'Tallissan Lintra');
    expect(offer).toMatchObject({ ship: 'tal', side: 'defender', questions: ['Is the attacker in its bullseye arc?'] });
    const charges = shipOf(session, 'tal').charges?.current ?? 0;
    session = play(session, { type: 'useCardEffect', ship: 'tal', ref: offer?.ref, answer: 'yes' }).session;
    expect(shipOf(session, 'tal').charges?.current).toBe(charges - 1);
    expect(optionsOf(session).attack?.defenseDice?.adjustments).toContainEqual({ reason: 'Tallissan Lintra', amount: 1 });
  });
  it('also for a defending friend; and not offered once her charge is spent', () => {
    const session = play(attack(engaged([luke(), tallissan()]), 'howl', 'luke'), attackFaces('hit', 'hit')).session;
    expect(offerOf(session, 'Tallissan Lintra')).toMatchObject({ ship: 'tal', side: 'defender' });
    const spent = play(engaged([luke(), tallissan()]), { type: 'spendCharge', ship: 'tal', charge: 'standard' }).session;
    expect(offerOf(play(attack(spent, 'howl', 'luke'), attackFaces('hit', 'hit')).session, 'Tallissan Lintra')).toBeUndefined();
  });
});

describe('Card · L’ulo L’ampar: stressed, one fewer defense die and one more attack die (no choice)', () => {
  const lulo = () => withEffects(RZ_2, 'L’ulo L’ampar', 'lulo', '2.5');
  it('unstressed: his dice are as printed', () => {
    const session = play(attack(engaged([lulo()]), 'howl', 'lulo'), attackFaces('hit', 'hit')).session;
    expect(optionsOf(session).attack?.defenseDice?.adjustments).toEqual([]);
  });
  it('stressed: the defense dice count one fewer and his primary attack one more, each named after him', () => {
    const stressed = token(engaged([lulo()]), 'lulo', 'stress');
    const defending = play(attack(stressed, 'howl', 'lulo'), attackFaces('hit', 'hit')).session;
    expect(optionsOf(defending).attack?.defenseDice?.adjustments).toEqual([{ reason: 'L’ulo L’ampar', amount: -1 }]);
    const attacking = attack(stressed, 'lulo', 'howl', 2, 'single-turret');
    expect(optionsOf(attacking).attack?.attackDice?.adjustments).toEqual([{ reason: 'L’ulo L’ampar', amount: 1 }]);
  });
});

describe('Card · Sabine Wren (RZ-1 A-wing): at attack range 1, in the enemy’s front arc, one result becomes a hit', () => {
  const sabine = () => withEffects(RZ_1, 'Sabine Wren', 'sabine', '2.5');
  it('offered at range 1 with its one question; one tap turns a blank into a hit', () => {
    const session = play(attack(engaged([sabine()]), 'sabine', 'howl', 1), attackFaces('blank', 'focus', 'hit')).session;
    const offer = offerOf(session, 'Sabine Wren');
    expect(offer).toMatchObject({ side: 'attacker', questions: ['Is it in the defender’s front arc?'], dice: [0, 1] });
    const used = play(session, { type: 'useCardEffect', ship: 'sabine', ref: offer?.ref, answer: 'yes', die: 0 }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'focus', 'hit']);
  });
  it('not offered at range 2', () => {
    const session = play(attack(engaged([sabine()]), 'sabine', 'howl', 2), attackFaces('blank', 'focus')).session;
    expect(offerOf(session, 'Sabine Wren')).toBeUndefined();
  });
});

describe('Card · Wes Janson (2.5): after his attack, a charge spent gives the defender a jam token', () => {
  const wes = () => withEffects(X_WING, 'Wes Janson', 'wes', '2.5');
  const attacked = (session: Session) => play(attack(session, 'wes', 'howl'), attackFaces('hit', 'hit', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
  it('asked once the attack ends; done spends the charge and jams the defender, skip changes nothing', () => {
    const session = attacked(engaged([wes()]));
    const prompt = promptOf(session, 'Wes Janson');
    expect(prompt?.question).toMatch(/Wes Janson: spends 1 charge, the defender gains 1 jam/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'howl').tokens.jam).toBe(1);
    expect(shipOf(done, 'wes').charges?.current).toBe(0);
    const skipped = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session;
    expect(shipOf(skipped, 'howl').tokens.jam).toBe(0);
  });
  it('not asked once his charge is spent', () => {
    const session = attacked(play(engaged([wes()]), { type: 'spendCharge', ship: 'wes', charge: 'standard' }).session);
    expect(promptOf(session, 'Wes Janson')).toBeUndefined();
  });
});

describe('Card · Zizi Tlo: after she defends, a charge spent for a focus or an evade token', () => {
  const zizi = () => withEffects(RZ_2, 'Zizi Tlo', 'zizi', '2.5');
  it('both are asked after the attack; one done spends her one charge and gives the token', () => {
    const session = play(attack(engaged([zizi()]), 'howl', 'zizi'), attackFaces('blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    const asked = optionsOf(session).prompts.filter((prompt) => prompt.source === 'Zizi Tlo');
    expect(asked.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/1 focus/), expect.stringMatching(/1 evade/)]);
    const done = play(session, { type: 'answerPrompt', prompt: asked[1]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'zizi').tokens.evade).toBe(1);
    expect(shipOf(done, 'zizi').charges?.current).toBe(0);
  });
});

describe('Card · Ibtisam: stressed after a full maneuver, a die rolled on the table can shed a stress token', () => {
  const ibtisam = () => withEffects(ARC_170, 'Ibtisam', 'ibt', '2.5');
  it('asked after the maneuver while stressed; done (a hit rolled) removes 1 stress', () => {
    let session = play(activating(ibtisam()), { type: 'gainToken', ship: 'ibt', token: 'stress' }).session;
    session = play(session, { type: 'executeManeuver', ship: 'ibt', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    const prompt = promptOf(session, 'Ibtisam');
    expect(prompt?.question).toMatch(/there is a hit or crit on the 1 attack die she rolled/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'ibt').tokens.stress).toBe(0);
  });
  it('not asked when she is not stressed', () => {
    const session = play(activating(ibtisam()), { type: 'executeManeuver', ship: 'ibt', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expect(promptOf(session, 'Ibtisam')).toBeUndefined();
  });
});

describe('Card · Jake Farrell: after his boost or barrel roll, a friend may perform a focus action', () => {
  const jake = () => ({ ...withEffects(RZ_1, 'Jake Farrell', 'jake', '2.5') });
  const friend = () => pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true });
  it('asked after his boost; done with the friend named grants that friend a white focus, which it then performs', () => {
    let session = play(activating(jake(), friend()), { type: 'executeManeuver', ship: 'jake', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    session = play(session, { type: 'performAction', ship: 'jake', action: 'boost' }).session;
    const prompt = promptOf(session, 'Jake Farrell');
    expect(prompt?.question).toMatch(/Jake Farrell: after his barrel roll or boost, a friend at range 0–1 may focus/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke' }).session;
    expect(shipOf(session, 'luke').grants).toEqual([expect.objectContaining({ source: 'Jake Farrell', action: 'focus', difficulty: 'white' })]);
    session = play(session, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Jake Farrell', difficulty: 'white' } }).session;
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
  });
  it('not asked after a focus action', () => {
    let session = play(activating(jake(), friend()), { type: 'executeManeuver', ship: 'jake', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    session = play(session, { type: 'performAction', ship: 'jake', action: 'focus' }).session;
    expect(promptOf(session, 'Jake Farrell')).toBeUndefined();
  });
});

describe('Card · Miranda Doni: on her primary attack, a shield for one more die', () => {
  const miranda = () => withEffects(K_WING, 'Miranda Doni', 'miranda', '2.5');
  it('shielded: one tap loses a shield and the attack dice count one more; the other half (unshielded) is not offered', () => {
    let session = attack(engaged([miranda()]), 'miranda', 'howl', 2, 'double-turret');
    const offers = effectsNow(session).filter((effect) => effect.source === 'Miranda Doni');
    expect(offers.map((offer) => offer.summary)).toEqual(['Miranda Doni: spends 1 shield for +1 attack die']);
    const shields = shipOf(session, 'miranda').shields.current;
    session = play(session, { type: 'useCardEffect', ship: 'miranda', ref: offers[0]?.ref }).session;
    expect(shipOf(session, 'miranda').shields.current).toBe(shields - 1);
    expect(optionsOf(session).attack?.attackDice?.adjustments).toContainEqual({ reason: 'Miranda Doni', amount: 1 });
  });
});

describe('Card · Hera Syndulla (RZ-1 A-wing): she hands one of her tokens to a friend in the attack', () => {
  const hera = () => withEffects(RZ_1, 'Hera Syndulla', 'hera', '2.5');
  it('her focus goes to the attacking friend with one tap (the friend named), and the friend then spends it', () => {
    let session = play(attack(token(engaged([luke(), hera()]), 'hera', 'focus'), 'luke', 'howl'), attackFaces('focus', 'blank', 'blank')).session;
    const offer = offerOf(session, 'Hera Syndulla');
    expect(offer).toMatchObject({ ship: 'hera', side: 'attacker', summary: 'Hera Syndulla: gives 1 of her focus tokens to the attacking friend', questions: ['Is the attacker at range 1–2 of it?'] });
    session = play(session, { type: 'useCardEffect', ship: 'hera', ref: offer?.ref, answer: 'yes', target: 'luke' }).session;
    expect(shipOf(session, 'hera').tokens.focus).toBe(0);
    expect(shipOf(session, 'luke').tokens.focus).toBe(1);
  });
  it('not offered while she holds no focus token; her evade goes to a defending friend instead', () => {
    const none = play(attack(engaged([luke(), hera()]), 'luke', 'howl'), attackFaces('focus', 'blank', 'blank')).session;
    expect(offerOf(none, 'Hera Syndulla')).toBeUndefined();
    const defending = play(attack(token(engaged([luke(), hera()]), 'hera', 'evade'), 'howl', 'luke'), attackFaces('hit', 'hit'), defenseFaces('blank', 'blank')).session;
    const offer = offerOf(defending, 'Hera Syndulla');
    expect(offer).toMatchObject({ side: 'defender', summary: 'Hera Syndulla: gives 1 of her evade tokens to the defending friend' });
    expect(shipOf(play(defending, { type: 'useCardEffect', ship: 'hera', ref: offer?.ref, answer: 'yes', target: 'luke' }).session, 'luke').tokens.evade).toBe(1);
  });
});

describe('Card facts · keys: a pilot shares no key with an upgrade', () => {
  it('no key of the Rebel and Resistance pilots’ table is also an upgrade’s xws id (its facts would be played on that upgrade too)', () => {
    const upgradeIds = new Set([...upgradeCards('2.0'), ...upgradeCards('2.5')].map((card) => card.xws));
    const keys = Object.keys(rebelResistancePilotFacts).map((key) => key.replace(/[@|].*$/, ''));
    expect(keys.filter((key) => upgradeIds.has(key))).toEqual([]);
  });
  it('the facts kept aside for pilots that share their id with an upgrade: each key is an upgrade’s id too, and every fact is valid', () => {
    const upgradeIds = new Set([...upgradeCards('2.0'), ...upgradeCards('2.5')].map((card) => card.xws));
    for (const [key, entry] of Object.entries(rebelResistancePilotFactsAwaitingKey)) {
      expect(upgradeIds.has(key.split('@')[0] ?? key), key).toBe(true);
      for (const fact of 'facts' in entry ? entry.facts : []) expect(cardEffectSchema.safeParse({ ...fact, source: key }).success, `${key}: ${fact.summary}`).toBe(true);
    }
  });
});

describe('Card · Thane Kyrell: a result of his attack spent to expose a facedown damage card of the defender', () => {
  const thane = () => withEffects(X_WING, 'Thane Kyrell', 'thane', '2.5');
  it('offered against a defender with a damage card; one tap spends the result and turns the card faceup', () => {
    let session = play(engaged([thane()]), { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, drawForMe: true }).session;
    expect(shipOf(session, 'howl').damageCards.map((card) => card.faceup)).toEqual([false]);
    session = play(attack(session, 'thane', 'howl'), attackFaces('hit', 'focus', 'blank')).session;
    const offer = offerOf(session, 'Thane Kyrell');
    expect(offer).toMatchObject({ side: 'attacker', questions: [], dice: [0, 1] });
    session = play(session, { type: 'useCardEffect', ship: 'thane', ref: offer?.ref, die: 1 }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    expect(shipOf(session, 'howl').damageCards.map((card) => card.faceup)).toEqual([true]);
  });
  it('not offered against a defender with no damage card', () => {
    const session = play(attack(engaged([thane()]), 'thane', 'howl'), attackFaces('hit', 'focus', 'blank')).session;
    expect(offerOf(session, 'Thane Kyrell')).toBeUndefined();
  });
});

describe('Card · Ronith Blario: a friend’s focus token spent for one of his focus results', () => {
  const ronith = () => withEffects(RZ_2, 'Ronith Blario', 'ronith', '2.5');
  it('offered with the friend that can pay; one tap spends the friend’s focus and turns 1 focus into a hit', () => {
    let session = play(attack(token(engaged([ronith(), luke()]), 'luke', 'focus'), 'ronith', 'howl', 2, 'single-turret'), attackFaces('focus', 'focus')).session;
    const offer = offerOf(session, 'Ronith Blario');
    expect(offer).toMatchObject({ side: 'attacker', questions: ['Is the defender in the turret arc of the friendly ship that pays?'], payers: ['luke'] });
    session = play(session, { type: 'useCardEffect', ship: 'ronith', ref: offer?.ref, answer: 'yes', target: 'luke', die: 0 }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['hit', 'focus']);
    expect(shipOf(session, 'luke').tokens.focus).toBe(0);
  });
  it('not offered when no friend holds a focus token', () => {
    const session = play(attack(engaged([ronith(), luke()]), 'ronith', 'howl', 2, 'single-turret'), attackFaces('focus', 'focus')).session;
    expect(offerOf(session, 'Ronith Blario')).toBeUndefined();
  });
});

describe('Card · Teza Nasz: a friend’s attack on a flanked defender rerolls 1 attack die', () => {
  const teza = () => withEffects('resistance/bta-nr2-y-wing', 'Teza Nasz', 'teza', '2.5');
  it('offered to the attacking friend, asked about where the ships stand; one tap rerolls the die picked', () => {
    let session = play(attack(engaged([luke(), teza()]), 'luke', 'howl'), attackFaces('blank', 'hit', 'hit')).session;
    const offer = offerOf(session, 'Teza Nasz');
    expect(offer).toMatchObject({ ship: 'teza', side: 'attacker', questions: ['Is the attacker at range 0–2 of it, with a ship friendly to it in each side arc of the defender?'] });
    session = play(session, { type: 'useCardEffect', ship: 'teza', ref: offer?.ref, answer: 'yes', dice: [0], faces: ['crit'] }).session;
    expect(attackOf(session).attackDice[0]).toEqual({ face: 'crit', rerolled: true });
  });
  it('a “no” changes nothing', () => {
    const session = play(attack(engaged([luke(), teza()]), 'luke', 'howl'), attackFaces('blank', 'hit', 'hit')).session;
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'teza', ref: offerOf(session, 'Teza Nasz')?.ref, answer: 'no', dice: [0], faces: ['crit'] }), /Then Teza Nasz does not apply now: nothing was changed\./);
  });
});

describe('Card · Netrem Pollard: after his barrel roll, an unstressed friend at range 0–1 takes a stress token', () => {
  const netrem = () => withEffects('rebel-alliance/a-sf-01-b-wing', 'Netrem Pollard', 'netrem', '2.5');
  const friend = () => pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true });
  it('asked after the barrel roll; done, the friend named gains 1 stress', () => {
    let session = play(activating(netrem(), friend()), { type: 'executeManeuver', ship: 'netrem', speed: 2, bearing: 'straight', difficulty: 'white' }, { type: 'performAction', ship: 'netrem', action: 'barrelRoll' }).session;
    const prompt = promptOf(session, 'Netrem Pollard');
    expect(prompt?.question).toMatch(/the friendly ship named is at range 0–1 of it, and not stressed, Netrem Pollard: after his barrel roll/);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }), /Name the friendly ship Netrem Pollard acts on\./);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke' }).session;
    expect(shipOf(session, 'luke').tokens.stress).toBe(1);
    expect(shipOf(session, 'netrem').tokens.stress).toBe(0);
  });
});

describe('Card · Cat: one more attack die when the defender is near a friendly device', () => {
  const cat = () => withEffects('resistance/mg-100-starfortress-sf-17', 'Cat', 'cat', '2.5');
  it('offered before the roll with its question (the table cannot see the device); used, the attack dice count one more', () => {
    let session = attack(engaged([cat()]), 'cat', 'howl');
    const offer = offerOf(session, 'Cat');
    expect(offer).toMatchObject({ questions: ['Is the defender at range 0–1 of a friendly device?'] });
    expect(optionsOf(session).attack?.attackDice?.adjustments).toEqual([]);
    session = play(session, { type: 'useCardEffect', ship: 'cat', ref: offer?.ref, answer: 'yes' }).session;
    expect(optionsOf(session).attack?.attackDice?.adjustments).toEqual([{ reason: 'Cat', amount: 1 }]);
  });
});

describe('Card · “Chopper” (Gauntlet fighter): at the start of the Engagement Phase an enemy at range 0 gains 2 jam tokens', () => {
  const chopper = () => withEffects('rebel-alliance/gauntlet-fighter', '“Chopper”', 'chopper', '2.5');
  it('asked as the phase starts; done with the enemy named gives it 2 jam tokens, skip gives none', () => {
    const session = engaged([chopper()]);
    const prompt = promptOf(session, '“Chopper”');
    expect(prompt?.question).toMatch(/if there is an enemy ship at range 0 of it, “Chopper”: an enemy ship at range 0 gains 2 jam tokens \(no choice\)/);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }).session, 'howl').tokens.jam).toBe(2);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session, 'howl').tokens.jam).toBe(0);
  });
  it('each enemy ship at range 0: a second one is asked apart and named, and gains its own 2 jam tokens', () => {
    const session = engaged([chopper()]);
    const second = optionsOf(session).prompts.find((prompt) => prompt.source === '“Chopper”' && /second enemy ship/.test(prompt.question));
    expect(second).toBeDefined();
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: second?.id, answer: 'done', ship: 'howl' }).session, 'howl').tokens.jam).toBe(2);
  });
});

// ---- Round 2: facts at moments and kinds wired since round 1 ----

describe('Card · Garven Dreis: after he spends a focus token, a friend at range 1–3 gains a focus', () => {
  const garven = () => withEffects(X_WING, 'Garven Dreis', 'garven', '2.5');
  it('asked once he spends a focus; done with the friend named gives that friend 1 focus', () => {
    let session = token(startGame(rosters([garven(), luke()], [howlrunner()])), 'garven', 'focus');
    session = play(session, { type: 'spendToken', ship: 'garven', token: 'focus' }).session;
    const prompt = promptOf(session, 'Garven Dreis');
    expect(prompt?.question).toMatch(/the friendly ship named is at range 1–3/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke' }).session;
    expect(shipOf(done, 'luke').tokens.focus).toBe(1);
  });
  it('not asked when the token he spent was an evade', () => {
    let session = token(startGame(rosters([garven(), luke()], [howlrunner()])), 'garven', 'evade');
    session = play(session, { type: 'spendToken', ship: 'garven', token: 'evade' }).session;
    expect(promptOf(session, 'Garven Dreis')).toBeUndefined();
  });
});

describe('Card · Derek Klivian: after he spends a lock, he may remove 1 red token', () => {
  const derek = () => withEffects(RZ_1, 'Derek Klivian', 'derek', '2.5');
  const locked = (session: Session) => play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'derek' }).session;
  it('stressed, spending his lock asks; done removes the stress token', () => {
    let session = token(locked(startGame(rosters([derek()], [howlrunner()]))), 'derek', 'stress');
    session = play(session, { type: 'spendToken', ship: 'howl', token: 'lock', lockedBy: 'derek' }).session;
    const prompt = promptOf(session, 'Derek Klivian');
    expect(prompt?.question).toMatch(/Derek Klivian: after he spends a lock/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', token: 'stress' }).session;
    expect(shipOf(done, 'derek').tokens.stress).toBe(0);
  });
  it('not asked while he holds no red token', () => {
    let session = locked(startGame(rosters([derek()], [howlrunner()])));
    session = play(session, { type: 'spendToken', ship: 'howl', token: 'lock', lockedBy: 'derek' }).session;
    expect(promptOf(session, 'Derek Klivian')).toBeUndefined();
  });
});

describe('Card · Biggs Darklighter: before Neutralize Results, he suffers 1 damage to cancel a matching result against a friend', () => {
  const biggs = () => withEffects(X_WING, 'Biggs Darklighter', 'biggs', '2.5');
  const defended = () => play(attack(engaged([luke(), biggs()]), 'howl', 'luke'), attackFaces('hit', 'crit'), defenseFaces('blank', 'blank')).session;
  it('offered once the defense dice are modified; one tap cancels the hit and Biggs suffers 1 damage', () => {
    const session = defended();
    const offers = effectsNow(session).filter((effect) => effect.source === 'Biggs Darklighter');
    expect(offers.map((offer) => offer.summary)).toEqual([expect.stringMatching(/1 hit damage/), expect.stringMatching(/1 crit damage/)]);
    const before = shipOf(session, 'biggs').shields.current;
    const used = play(session, { type: 'useCardEffect', ship: 'biggs', ref: offers[0]?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['crit']);
    expect(shipOf(used, 'biggs').shields.current).toBe(before - 1);
  });
  it('not offered when he is the defender himself', () => {
    const session = play(attack(engaged([biggs()]), 'howl', 'biggs'), attackFaces('hit', 'crit'), defenseFaces('blank', 'blank')).session;
    expect(offerOf(session, 'Biggs Darklighter')).toBeUndefined();
  });
});

describe('Card · Nodin Chavdri: after he coordinates, one action of his bar as a red action, even while stressed', () => {
  const TRANSPORT = 'resistance/resistance-transport';
  const nodin = () => withEffects(TRANSPORT, 'Nodin Chavdri', 'nodin', '2.5');
  const friend = () => pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true });
  it('asked after his coordinate; done grants him the actions of his bar, each red', () => {
    let session = play(activating(nodin(), friend()), { type: 'executeManeuver', ship: 'nodin', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    session = play(session, { type: 'performAction', ship: 'nodin', action: 'coordinate', target: 'luke' }).session;
    const prompt = promptOf(session, 'Nodin Chavdri');
    expect(prompt?.question).toMatch(/after he coordinates/);
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const granted = optionsOf(session).ships.find((ship) => ship.ship === 'nodin')?.grantedActions.filter((option) => option.source === 'Nodin Chavdri') ?? [];
    expect(granted.length).toBeGreaterThan(0);
    expect(granted.every((option) => option.difficulty === 'red')).toBe(true);
  });
  it('not asked after an action other than coordinate', () => {
    let session = play(activating(nodin(), friend()), { type: 'executeManeuver', ship: 'nodin', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    session = play(session, { type: 'performAction', ship: 'nodin', action: 'focus' }).session;
    expect(promptOf(session, 'Nodin Chavdri')).toBeUndefined();
  });
});

describe('Card · Tycho Celchu: with 2 or fewer stress tokens he performs actions even while stressed', () => {
  const tycho = () => withEffects(RZ_1, 'Tycho Celchu', 'tycho', '2.5');
  it('with 2 stress, his focus action is performed', () => {
    let session = play(activating(tycho()), { type: 'gainToken', ship: 'tycho', token: 'stress', count: 2 }, { type: 'executeManeuver', ship: 'tycho', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    session = play(session, { type: 'performAction', ship: 'tycho', action: 'focus' }).session;
    expect(shipOf(session, 'tycho').tokens.focus).toBe(1);
  });
  it('with 3 stress, the action is refused', () => {
    const session = play(activating(tycho()), { type: 'gainToken', ship: 'tycho', token: 'stress', count: 3 }, { type: 'executeManeuver', ship: 'tycho', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expectMessage(refusal(session, { type: 'performAction', ship: 'tycho', action: 'focus' }), /stressed/);
  });
});
