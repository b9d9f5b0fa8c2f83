import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf, toEngagement, wedge, TIE_FIGHTER, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// RRG · Damage, Damage Cards (X-Wing 2.0 and 2.5 rules reference): a ship suffers damage one point at
// a time, shields first, then a damage card per point (facedown for a hit, faceup for a crit). Some
// cards act before the damage is suffered, or before a card drawn is dealt: the damage window
// (damage/damage-window.ts) holds the damage while the table answers them, one question each, then
// goes on as the answers left it. Cards from xwing-data2, read at run time; their facts are ours.

const YT1300 = 'rebel-alliance/modified-yt-1300-light-freighter';
const WHISPER = 'first-order/tie-wi-whisper-modified-interceptor';
const T70 = 'resistance/t-70-x-wing';
const TIE_IN = 'galactic-empire/tie-in-interceptor';

const windowPrompts = (session: Session) => stateOf(session).prompts.filter((prompt) => prompt.window);
const answerWindow = (session: Session, answer: 'done' | 'skip', source?: string) => {
  const prompt = windowPrompts(session).find((candidate) => source === undefined || candidate.source === source);
  if (!prompt) throw new Error(`no damage-window question${source ? ` from ${source}` : ''}`);
  return play(session, { type: 'answerPrompt', prompt: prompt.id, answer });
};
/** Its shields taken off by hits first, so the next point reaches its hull. */
const unshielded = (session: Session, ship: string) => {
  const shields = shipOf(session, ship).shields.current;
  return shields > 0 ? play(session, { type: 'sufferDamage', ship, hits: shields, crits: 0 }).session : session;
};
const discards = (session: Session, player = 0) => stateOf(session).players[player]?.damageDeck.discardPile ?? [];

const chewie = () => withEffects(YT1300, 'Chewbacca', 'chewie', '2.5');

describe('RRG · Damage Cards · the damage window: no card acts, no question', () => {
  it('an attack on a ship with no such card deals its damage at once and ends (the ordinary attack keeps its taps)', () => {
    const session = play(toEngagement(startGame(rosters([luke(), wedge()], [howlrunner()]))), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 1 }, attackFaces('crit', 'crit', 'crit'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    expect(stateOf(session).attack).toBeNull();
    expect(stateOf(session).damageWindow ?? null).toBeNull();
    expect(windowPrompts(session)).toEqual([]);
  });
  it('Chewbacca with no charge left, or dealt a facedown card, is not asked', () => {
    let session = unshielded(startGame(rosters([chewie()], [howlrunner()])), 'chewie');
    session = play(session, { type: 'sufferDamage', ship: 'chewie', hits: 1, crits: 0, cards: ['Console Fire'] }).session;
    expect(windowPrompts(session)).toEqual([]);
    session = play(session, { type: 'spendCharge', ship: 'chewie', charge: 'standard' }).session;
    session = play(session, { type: 'sufferDamage', ship: 'chewie', hits: 0, crits: 1, cards: ['Console Fire'] }).session;
    expect(windowPrompts(session)).toEqual([]);
    expect(shipOf(session, 'chewie').damageCards.filter((card) => card.faceup).map((card) => card.name)).toEqual(['Console Fire']);
  });
});

describe('Card · Chewbacca (pilot) · RRG · Damage Cards: before a faceup card, 1 charge deals it facedown', () => {
  const faceupDrawn = () => play(unshielded(startGame(rosters([chewie()], [howlrunner()])), 'chewie'), { type: 'sufferDamage', ship: 'chewie', hits: 0, crits: 1, cards: ['Direct Hit!'] });
  it('the damage waits with one question that names the card; every other command is refused in words', () => {
    const { session } = faceupDrawn();
    const [prompt] = windowPrompts(session);
    expect(prompt?.ability?.summary).toMatch(/would be dealt Direct Hit! \(Ship\) faceup: Chewbacca: 1 charge, the faceup card is dealt facedown/);
    expect(shipOf(session, 'chewie').damageCards).toEqual([]);
    expect(optionsOf(session).damageWaits).toMatch(/Direct Hit!/);
    expect(optionsOf(session).commands).toEqual(['answerPrompt']);
    expectMessage(refusal(session, { type: 'nextPhase' }), /damage waits for Chewbacca: use it or skip it first/);
  });
  it('done: the charge is spent and the card is dealt facedown (Direct Hit! does not act)', () => {
    const used = answerWindow(faceupDrawn().session, 'done');
    const ship = shipOf(used.session, 'chewie');
    expect(ship.charges?.current).toBe(0);
    expect(ship.damageCards.map((card) => [card.name, card.faceup])).toEqual([['Direct Hit!', false]]);
    expect(stateOf(used.session).damageWindow ?? null).toBeNull();
    expect(sentences(used.events).join(' ')).toMatch(/dealt a facedown damage card/);
  });
  it('skip: the card is dealt faceup and acts (Direct Hit!: 1 more damage, its card still to draw)', () => {
    const skipped = answerWindow(faceupDrawn().session, 'skip');
    const ship = shipOf(skipped.session, 'chewie');
    expect(ship.charges?.current).toBe(1);
    expect(ship.damageCards.map((card) => card.name)).toEqual(['Direct Hit!']);
    expect(stateOf(skipped.session).prompts.map((prompt) => prompt.kind)).toEqual(['extraDamage']);
  });
  it('in an attack, the attack waits at Deal Damage and ends once the window is answered', () => {
    let session = unshielded(toEngagement(startGame(rosters([chewie()], [howlrunner()]))), 'chewie');
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'chewie', arc: 'front', range: 1 }, attackFaces('crit', 'blank', 'blank'), defenseFaces('blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', cards: ['Console Fire'] }).session;
    expect(stateOf(session).attack?.step).toBe('dealDamage');
    expect(windowPrompts(session).map((prompt) => prompt.source)).toEqual(['Chewbacca']);
    const used = answerWindow(session, 'done');
    expect(stateOf(used.session).attack).toBeNull();
    expect(used.events.map((event) => event.type)).toContain('attackEnded');
    expect(shipOf(used.session, 'chewie').damageCards.map((card) => card.faceup)).toEqual([false]);
  });
  it('the 2.0 card is the same fact', () => {
    const chewie20 = withEffects(YT1300, 'Chewbacca', 'chewie', '2.0');
    expect(chewie20.effects?.map((effect) => effect.moment)).toEqual(['beforeDealtCard']);
  });
});

describe('Card · Kylo Ren (TIE/wi) · RRG · Damage Cards: before an enemy in his bullseye is dealt a facedown card, 1 Force deals it faceup', () => {
  const kylo = () => withEffects(WHISPER, 'Kylo Ren', 'kylo', '2.5');
  const attacked = (arc: 'bullseye') => {
    const session = unshielded(toEngagement(startGame(rosters([luke()], [kylo()]))), 'luke');
    return play(session, { type: 'declareAttack', attacker: 'kylo', defender: 'luke', arc, range: 1 }, attackFaces('hit', 'blank', 'blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', cards: ['Damaged Engine'] }).session;
  };
  it('attacking from his bullseye arc, no question: done spends 1 Force and the card is dealt faceup', () => {
    const session = attacked('bullseye');
    const [prompt] = windowPrompts(session);
    expect(prompt?.ship).toBe('kylo');
    expect(prompt?.ability?.summary).toMatch(/would be dealt a facedown damage card: Kylo Ren: 1 Force/);
    expect(prompt?.ability?.summary).not.toMatch(/Damaged Engine/);
    const force = shipOf(session, 'kylo').force?.current ?? 0;
    const used = answerWindow(session, 'done').session;
    expect(shipOf(used, 'kylo').force?.current).toBe(force - 1);
    expect(shipOf(used, 'luke').damageCards.map((card) => [card.name, card.faceup])).toEqual([['Damaged Engine', true]]);
  });
  it('outside his attack the table cannot tell: the bullseye is its one question', () => {
    const session = play(unshielded(startGame(rosters([luke()], [kylo()])), 'luke'), { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0, cards: ['Damaged Engine'] }).session;
    expect(windowPrompts(session)[0]?.ability?.summary).toMatch(/if the other ship is in its bullseye arc, Kylo Ren/);
  });
  it('a faceup card is not his (it is dealt faceup already)', () => {
    const session = play(unshielded(toEngagement(startGame(rosters([luke()], [kylo()]))), 'luke'), { type: 'declareAttack', attacker: 'kylo', defender: 'luke', arc: 'bullseye', range: 1 }, attackFaces('crit', 'blank', 'blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', cards: ['Damaged Engine'] }).session;
    expect(windowPrompts(session)).toEqual([]);
  });
});

describe('Card · Impervium Plating · RRG · Damage Cards: before a faceup Ship card, 1 charge discards it', () => {
  const plated = () => unshielded(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'imperviumplating')], [howlrunner()])), 'luke');
  it('a faceup Ship card: done discards it to the deck’s discard pile, one charge spent', () => {
    const session = play(plated(), { type: 'sufferDamage', ship: 'luke', hits: 0, crits: 1, cards: ['Console Fire'] }).session;
    const used = answerWindow(session, 'done');
    expect(shipOf(used.session, 'luke').damageCards).toEqual([]);
    expect(shipOf(used.session, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(discards(used.session)).toContain('Console Fire');
    expect(sentences(used.events).join(' ')).toMatch(/Console Fire is discarded instead of being dealt/);
  });
  it('a faceup Pilot card is not offered (the card names the Ship trait)', () => {
    expect(windowPrompts(play(plated(), { type: 'sufferDamage', ship: 'luke', hits: 0, crits: 1, cards: ['Blinded Pilot'] }).session)).toEqual([]);
  });
});

describe('Card · Beskar Reinforced Plating · RRG · Damage Cards: defending, the attacker in its front arc: facedown for 1 charge, discarded for 2', () => {
  const plated = () => unshielded(toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'beskarreinforcedplating')], [howlrunner()]))), 'luke');
  const attacked = (session: Session) => play(session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 1 }, attackFaces('crit', 'blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', cards: ['Weapons Failure'] }).session;
  it('both choices are asked with the front-arc question; the facedown one used closes the other', () => {
    const session = attacked(plated());
    expect(windowPrompts(session).map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/if the other ship is in its front arc, Beskar Reinforced Plating: 1 charge, dealt facedown$/), expect.stringMatching(/Beskar Reinforced Plating: 2 charges, discarded instead$/)]);
    const used = answerWindow(session, 'done');
    expect(windowPrompts(used.session)).toEqual([]);
    expect(shipOf(used.session, 'luke').damageCards.map((card) => card.faceup)).toEqual([false]);
    expect(shipOf(used.session, 'luke').upgrades[0]?.charges?.current).toBe(1);
  });
  it('the 2-charge choice discards the card', () => {
    const session = attacked(plated());
    const discard = windowPrompts(session)[1];
    const used = play(session, { type: 'answerPrompt', prompt: discard?.id, answer: 'done' }).session;
    expect(shipOf(used, 'luke').damageCards).toEqual([]);
    expect(shipOf(used, 'luke').upgrades[0]?.charges?.current).toBe(0);
  });
  it('not defending (damage from outside an attack) it is not asked', () => {
    expect(windowPrompts(play(plated(), { type: 'sufferDamage', ship: 'luke', hits: 0, crits: 1, cards: ['Weapons Failure'] }).session)).toEqual([]);
  });
});

describe('Card · Compassion · RRG · Damage Cards: a friend’s faceup Pilot card swapped for a facedown card of its own', () => {
  const game = () => {
    const session = startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'compassion'), wedge()], [howlrunner()]));
    return unshielded(unshielded(session, 'wedge'), 'luke');
  };
  it('asked with the range question; done: 1 Force, the friend’s card discarded, Luke dealt 1 facedown card', () => {
    const session = play(game(), { type: 'sufferDamage', ship: 'wedge', hits: 0, crits: 1, cards: ['Blinded Pilot'] }).session;
    const [prompt] = windowPrompts(session);
    expect(prompt?.ship).toBe('luke');
    expect(prompt?.ability?.summary).toMatch(/Wedge Antilles would be dealt Blinded Pilot \(Pilot\) faceup: if the friend dealt the card is at range 0–2 of this ship, Compassion: 1 Force/);
    const used = answerWindow(session, 'done').session;
    expect(shipOf(used, 'wedge').damageCards).toEqual([]);
    expect(shipOf(used, 'luke').damageCards.map((card) => card.faceup)).toEqual([false]);
    expect(discards(used)).toContain('Blinded Pilot');
  });
  it('with 2 or more damage cards then, it recovers 2 Force', () => {
    let session = play(game(), { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0, drawForMe: true }, { type: 'spendCharge', ship: 'luke', charge: 'force' }).session;
    session = play(session, { type: 'sufferDamage', ship: 'wedge', hits: 0, crits: 1, cards: ['Stunned Pilot'] }).session;
    const used = answerWindow(session, 'done').session;
    const force = shipOf(used, 'luke').force;
    expect(shipOf(used, 'luke').damageCards.length).toBe(2);
    expect(force?.current).toBe(force?.max);
  });
  it('a faceup Ship card, or its own ship’s card, is not offered', () => {
    expect(windowPrompts(play(game(), { type: 'sufferDamage', ship: 'wedge', hits: 0, crits: 1, cards: ['Console Fire'] }).session)).toEqual([]);
    expect(windowPrompts(play(game(), { type: 'sufferDamage', ship: 'luke', hits: 0, crits: 1, cards: ['Blinded Pilot'] }).session)).toEqual([]);
  });
});

describe('Card · Targeting Astromech (2.5) · RRG · Damage Cards: not defending, 1 charge and 1 strain discard a card dealt', () => {
  const astromech = () => unshielded(toEngagement(startGame(rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'r4p17-siegeofcoruscant')], [howlrunner()]))), 'luke');
  it('outside an attack (a facedown card too): done gains the strain, spends the charge, discards the card', () => {
    const session = play(astromech(), { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0, cards: ['Fuel Leak'] }).session;
    const used = answerWindow(session, 'done').session;
    expect(shipOf(used, 'luke').damageCards).toEqual([]);
    expect(shipOf(used, 'luke').tokens.strain).toBe(1);
    expect(shipOf(used, 'luke').upgrades[0]?.charges?.current).toBe(1);
  });
  it('defending it is not asked', () => {
    const session = play(astromech(), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 1 }, attackFaces('hit', 'blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', cards: ['Fuel Leak'] }).session;
    expect(windowPrompts(session)).toEqual([]);
    expect(stateOf(session).attack).toBeNull();
  });
});

describe('Card · Iden Versio · RRG · Damage: before a friendly TIE/ln at range 0–1 suffers damage, 1 charge prevents it', () => {
  const iden = () => withEffects(TIE_FIGHTER, 'Iden Versio', 'iden', '2.5');
  it('a friendly TIE/ln is asked about with the range question; done prevents all of it, before its shields or hull', () => {
    const session = play(startGame(rosters([luke()], [iden(), howlrunner()])), { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 1, drawForMe: true }).session;
    const [prompt] = windowPrompts(session);
    expect(prompt?.ship).toBe('iden');
    expect(prompt?.ability?.summary).toMatch(/would suffer 1 hit and 1 crit: if the friendly TIE\/ln fighter is at range 0–1 of Iden Versio, Iden Versio: 1 charge/);
    const used = answerWindow(session, 'done');
    expect(shipOf(used.session, 'howl').damageCards).toEqual([]);
    expect(shipOf(used.session, 'howl').shields.current).toBe(shipOf(session, 'howl').shields.current);
    expect(shipOf(used.session, 'iden').charges?.current).toBe(0);
    expect(sentences(used.events).join(' ')).toMatch(/Iden Versio: “Howlrunner” suffers 1 hit and 1 crit less/);
  });
  it('her own damage too, no question; skipped, the damage is suffered', () => {
    const session = play(startGame(rosters([luke()], [iden()])), { type: 'sufferDamage', ship: 'iden', hits: 1, crits: 0, cards: ['Fuel Leak'] }).session;
    expect(windowPrompts(session)[0]?.ability?.summary).toMatch(/Iden Versio would suffer 1 hit: Iden Versio: 1 charge, she suffers none/);
    expect(shipOf(answerWindow(session, 'skip').session, 'iden').damageCards.length).toBe(1);
  });
  it('a friend that is not a TIE/ln is not asked about', () => {
    const luke2 = { ...pilotEntry(X_WING, 'Luke Skywalker', { id: 'ally' }) };
    expect(windowPrompts(play(startGame(rosters([luke()], [iden(), luke2])), { type: 'sufferDamage', ship: 'ally', hits: 1, crits: 0, drawForMe: true }).session)).toEqual([]);
  });
  it('Battle of Yavin (TIE/in): 2 charges prevent 1 hit or 1 crit, the player picks', () => {
    const yavin = withEffects(TIE_IN, 'Iden Versio', 'iden', '2.5');
    const session = play(startGame(rosters([luke()], [yavin, howlrunner()])), { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 1, cards: ['Fuel Leak', 'Console Fire'] }).session;
    expect(windowPrompts(session).map((prompt) => prompt.ability?.summary)).toEqual([expect.stringMatching(/if the friendly TIE is at range 0–1 of Iden Versio, Iden Versio: 2 charges, 1 hit of it prevented$/), expect.stringMatching(/1 crit of it prevented$/)]);
    const crit = windowPrompts(session)[1];
    const used = play(session, { type: 'answerPrompt', prompt: crit?.id, answer: 'done' }).session;
    expect(windowPrompts(used)).toEqual([]);
    expect(shipOf(used, 'iden').charges?.current).toBe(0);
    // The hit still falls, on its shield (a TIE/ln has none: a facedown card).
    expect(shipOf(used, 'howl').damageCards.map((card) => card.faceup)).toEqual([false]);
  });
});

describe('Card · Joph Seastriker · RRG · Shields: after each shield he loses, 1 evade token', () => {
  it('two shields lost, two evade tokens (no choice, said)', () => {
    const joph = withEffects(T70, 'Joph Seastriker', 'joph', '2.5');
    const hit = play(startGame(rosters([joph], [howlrunner()])), { type: 'sufferDamage', ship: 'joph', hits: 2, crits: 0 });
    expect(shipOf(hit.session, 'joph').tokens.evade).toBe(2);
    expect(sentences(hit.events).join(' ')).toMatch(/Joph Seastriker/);
  });
});
