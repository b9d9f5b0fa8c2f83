import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { gameOdds } from '../../../../shared/odds/odds-request';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, attackOf, defenseFaces, howlrunner, optionsOf, play, rosters, sentences, shipOf, startGame, stateOf, toEngagement, wedge, X_WING } from '../helpers/xwing-game';

// h-weapons (issue 34) · what weapons and attack-rule cards do to the results and the damage
// (shared/engine/games/xwing/effects/facts/upgrades-ship-gear.ts, upgrades-pilot-skills.ts), played
// through the real engine and counted by the odds. Cards from xwing-data2 2.5 (read at run time);
// rules from the Rules Reference 2.5 by Atomic Mass Games (RRG · Modify Dice, Neutralize Results,
// Deal Damage, Ion).

const gearLuke = (...upgrades: string[]) => withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', ...upgrades);
const engaged = (attacker = gearLuke(), defender = howlrunner()) => toEngagement(startGame(rosters([attacker, wedge()], [defender])));
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offerOf = (session: Session, source: string) => effectsNow(session).find((effect) => effect.source === source);
const weaponId = (session: Session, name: string) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === name)?.weaponId;
const declare = (session: Session, attacker: string, defender: string, extra: Record<string, unknown> = {}) => play(session, { type: 'declareAttack', attacker, defender, arc: 'front', range: 2, ...extra }).session;
const withWeapon = (session: Session, name: string | null, arc = 'front') => declare(session, 'luke', 'howl', name ? { weaponId: weaponId(session, name), arc } : {});
/** These faces first, then blanks for the rest of the dice the engine counts. */
const padded = (total: number, faces: string[]) => [...faces, ...Array.from({ length: Math.max(0, total - faces.length) }, () => 'blank')];
const rollAttack = (session: Session, ...faces: string[]) => play(session, attackFaces(...padded(optionsOf(session).attack?.attackDice.total ?? faces.length, faces)));
const rollDefense = (session: Session, ...faces: string[]) => play(session, defenseFaces(...padded(optionsOf(session).attack?.defenseDice.total ?? faces.length, faces)));
const oddsOf = (session: Session, attacker: string, defender: string) => {
  const answer = gameOdds(stateOf(session), { system: 'xwing', gameId: 'g', attacker, defender, range: 2, followAttack: true });
  if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no X-Wing odds');
  return answer.value.odds;
};

describe('Card · Heavy Laser Cannon · RRG · Modify Dice: once its attack dice are modified, every crit is a hit (no choice)', () => {
  it('its crits stay crits while the dice are modified (no button), and become hits as the defense dice are rolled, said in the history', () => {
    const rolled = rollAttack(withWeapon(engaged(gearLuke('heavylasercannon')), 'Heavy Laser Cannon', 'bullseye'), 'crit', 'crit', 'hit').session;
    expect(offerOf(rolled, 'Heavy Laser Cannon')).toBeUndefined();
    expect(attackOf(rolled).attackDice.filter((die) => die.face === 'crit')).toHaveLength(2);
    const defended = rollDefense(rolled);
    expect(attackOf(defended.session).attackDice.filter((die) => die.face === 'crit')).toHaveLength(0);
    expect(attackOf(defended.session).attackDice.filter((die) => die.face === 'hit')).toHaveLength(3);
    expect(sentences(defended.events).join(' ')).toMatch(/Heavy Laser Cannon: every crit becomes a hit/);
  });
  it('a primary attack keeps its crits', () => {
    const defended = rollDefense(rollAttack(withWeapon(engaged(gearLuke('heavylasercannon')), null), 'crit', 'hit').session).session;
    expect(attackOf(defended).attackDice.filter((die) => die.face === 'crit')).toHaveLength(1);
  });
  it('the odds count it: no faceup card can come of its attack on an unshielded ship, as one can of the primary', () => {
    const session = engaged(gearLuke('heavylasercannon'));
    expect(oddsOf(withWeapon(session, 'Heavy Laser Cannon', 'bullseye'), 'luke', 'howl').faceupCard).toBe(0);
    expect(oddsOf(withWeapon(session, null), 'luke', 'howl').faceupCard).toBeGreaterThan(0);
  });
});

describe('Card · Plasma Torpedoes · RRG · Neutralize Results: its crits are cancelled before its hits', () => {
  const enemy = () => withEffects(X_WING, 'Wedge Antilles', 'red', '2.5');
  const defended = (weapon: 'Plasma Torpedoes' | null) => {
    let session = play(toEngagement(startGame(rosters([gearLuke('plasmatorpedoes'), wedge()], [enemy()]))), { type: 'gainToken', ship: 'red', token: 'lock', lockedBy: 'luke' }).session;
    const id = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((candidate) => candidate.name === weapon)?.weaponId;
    session = declare(session, 'luke', 'red', id ? { weaponId: id } : {});
    return rollDefense(rollAttack(session, 'crit', 'hit').session, 'evade').session;
  };
  it('1 crit and 1 hit against 1 evade leave the hit; a primary attack leaves the crit', () => {
    expect(attackOf(play(defended('Plasma Torpedoes'), { type: 'neutralizeResults' }).session).neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
    expect(attackOf(play(defended(null), { type: 'neutralizeResults' }).session).neutralized?.remaining).toEqual({ hits: 0, crits: 1 });
  });
  it('the odds neutralize as the engine does', () => {
    expect(oddsOf(defended('Plasma Torpedoes'), 'luke', 'red').remaining).toEqual([{ hits: 1, crits: 0, p: 1 }]);
    expect(oddsOf(defended(null), 'luke', 'red').remaining).toEqual([{ hits: 0, crits: 1, p: 1 }]);
  });
});

describe('Card · Autoblasters · RRG · Neutralize Results: outside the defender’s front arc, evades do not cancel its crits', () => {
  const defended = () => rollDefense(rollAttack(withWeapon(engaged(gearLuke('autoblasters')), 'Autoblasters'), 'crit', 'hit').session, 'evade', 'evade').session;
  it('asked once the defense dice are rolled; answered yes, 2 evades cancel the hit only', () => {
    const session = defended();
    const offer = offerOf(session, 'Autoblasters');
    expect(offer).toMatchObject({ ship: 'luke', side: 'attacker', questions: ['Is the attacker outside the defender’s front arc?'] });
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(oddsOf(used, 'luke', 'howl').remaining).toEqual([{ hits: 0, crits: 1, p: 1 }]);
    expect(attackOf(play(used, { type: 'neutralizeResults' }).session).neutralized?.remaining).toEqual({ hits: 0, crits: 1 });
  });
  it('not used (in the front arc): the evades cancel both', () => {
    expect(play(defended(), { type: 'neutralizeResults' }).events.map((event) => event.type)).toContain('attackMissed');
  });
  it('not offered on a primary attack', () => {
    const session = rollDefense(rollAttack(withWeapon(engaged(gearLuke('autoblasters')), null), 'crit').session, 'evade').session;
    expect(offerOf(session, 'Autoblasters')?.summary ?? '').not.toMatch(/evades cancel no crit/);
  });
});

describe('Card · Enduring (2.5) · RRG · Neutralize Results: defending outside the attacker’s bullseye arc, crits are neutralized before hits', () => {
  const defended = () => {
    const session = declare(toEngagement(startGame(rosters([gearLuke('enduring'), wedge()], [howlrunner()]))), 'howl', 'luke');
    return rollDefense(rollAttack(session, 'hit', 'crit').session, 'evade').session;
  };
  it('asked as results are neutralized; answered yes, 1 evade cancels the crit and the hit is left', () => {
    const session = defended();
    const offer = offerOf(session, 'Enduring');
    expect(offer).toMatchObject({ ship: 'luke', side: 'defender', questions: ['Is it outside the attacker’s bullseye arc?'] });
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(oddsOf(used, 'howl', 'luke').remaining).toEqual([{ hits: 1, crits: 0, p: 1 }]);
    expect(attackOf(play(used, { type: 'neutralizeResults' }).session).neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
  });
  it('not used: the evade cancels the hit, the crit is left', () => {
    expect(attackOf(play(defended(), { type: 'neutralizeResults' }).session).neutralized?.remaining).toEqual({ hits: 0, crits: 1 });
  });
});

describe.each([
  ['Alpha-3E “Esk”', 'alpha3eesk'],
  ['Ancillary Ion Weapons', 'ancillaryionweapons-siegeofcoruscant'],
])('Card · %s · RRG · Ion: before a primary attack’s roll, 2 charges turn its crits into ion tokens', (source, key) => {
  const declared = () => withWeapon(engaged(gearLuke(key)), null);
  it('offered before the roll; used, its 2 charges go, and at Deal Damage the crit is 1 ion token while the hit is damage', () => {
    const session = declared();
    const offer = offerOf(session, source);
    expect(offer).toMatchObject({ ship: 'luke', side: 'attacker' });
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref }).session;
    expect(shipOf(used, 'luke').upgrades[0]?.charges?.current).toBe(0);
    expect(oddsOf(used, 'luke', 'howl').faceupCard).toBe(0);
    const left = play(rollDefense(rollAttack(used, 'crit', 'hit').session).session, { type: 'neutralizeResults' }).session;
    expect(optionsOf(left).attack?.ion).toMatchObject({ hits: 1, ionTokens: 1, critsOnly: true });
    const dealt = play(left, { type: 'dealDamage', drawForMe: true });
    expect(shipOf(dealt.session, 'howl').tokens.ion).toBe(1);
    expect(shipOf(dealt.session, 'howl').damageCards).toHaveLength(1);
    expect(shipOf(dealt.session, 'howl').damageCards.filter((card) => card.faceup)).toHaveLength(0);
    expect(sentences(dealt.events).join(' ')).toMatch(/1 ion token instead of the crits’ damage/);
  });
  it('not used: the crit is a faceup card, no ion token', () => {
    const left = play(rollDefense(rollAttack(declared(), 'crit', 'hit').session).session, { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    expect(shipOf(left, 'howl').tokens.ion).toBe(0);
    expect(shipOf(left, 'howl').damageCards.filter((card) => card.faceup)).toHaveLength(1);
  });
  it('not offered with fewer than its 2 charges', () => {
    const session = engaged(gearLuke(key));
    const spent = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', amount: 1, upgrade: shipOf(session, 'luke').upgrades[0]?.id }).session;
    expect(shipOf(spent, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(offerOf(withWeapon(spent, null), source)).toBeUndefined();
  });
});

describe('Card · Joy Rekkoff · RRG · Charges: attacking, a charge of an equipped torpedo card for the defender to roll 1 fewer die', () => {
  const joy = (...upgrades: string[]) => withEffects('scum-and-villainy/fang-fighter', 'Joy Rekkoff', 'joy', '2.5', ...upgrades);
  const rolled = (...upgrades: string[]) => rollAttack(declare(toEngagement(startGame(rosters([joy(...upgrades)], [howlrunner()]))), 'joy', 'howl'), 'hit').session;
  it('offered once the attack dice are rolled; used, the torpedo card pays 1 charge and Howlrunner rolls 1 die fewer', () => {
    const session = rolled('protontorpedoes');
    const offer = offerOf(session, 'Joy Rekkoff');
    expect(offer).toMatchObject({ ship: 'joy', side: 'attacker' });
    const before = optionsOf(session).attack?.defenseDice.total ?? 0;
    const charges = shipOf(session, 'joy').upgrades[0]?.charges?.current ?? 0;
    const used = play(session, { type: 'useCardEffect', ship: 'joy', ref: offer?.ref }).session;
    expect(shipOf(used, 'joy').upgrades[0]?.charges?.current).toBe(charges - 1);
    expect(optionsOf(used).attack?.defenseDice.total).toBe(before - 1);
  });
  it('without a torpedo card it is not offered', () => {
    expect(offerOf(rolled(), 'Joy Rekkoff')).toBeUndefined();
  });
});

describe('Card · Guild Bounty Hunter (2.5) · RRG · Charges: at range 1–2, a non-recurring charge of an equipped illicit card turns 1 focus into a crit', () => {
  const hunter = (...upgrades: string[]) => withEffects('scum-and-villainy/st-70-assault-ship', 'Guild Bounty Hunter', 'gbh', '2.5', ...upgrades);
  const rolled = (range: number, ...upgrades: string[]) => rollAttack(declare(toEngagement(startGame(rosters([hunter(...upgrades)], [howlrunner()]))), 'gbh', 'howl', { range }), 'focus', 'hit').session;
  it('offered with Contraband Cybernetics; used, its charge goes and the focus is a crit', () => {
    const session = rolled(2, 'contrabandcybernetics');
    const offer = offerOf(session, 'Guild Bounty Hunter');
    expect(offer).toBeDefined();
    const used = play(session, { type: 'useCardEffect', ship: 'gbh', ref: offer?.ref }).session;
    expect(shipOf(used, 'gbh').upgrades[0]?.charges?.current).toBe(0);
    expect(attackOf(used).attackDice.filter((die) => die.face === 'crit')).toHaveLength(1);
    expect(attackOf(used).attackDice.filter((die) => die.face === 'focus')).toHaveLength(0);
  });
  it('not at range 3, nor without an illicit card with a charge', () => {
    expect(offerOf(rolled(3, 'contrabandcybernetics'), 'Guild Bounty Hunter')).toBeUndefined();
    expect(offerOf(rolled(2), 'Guild Bounty Hunter')).toBeUndefined();
  });
});

describe('Card · Saturation Salvo · RRG · Reroll: a torpedo attack spends that card’s charge for the defender to reroll 2 defense dice', () => {
  const salvo = () => play(engaged(gearLuke('saturationsalvo', 'protontorpedoes')), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
  it('offered once the defense dice are rolled; used, Proton Torpedoes pays 1 more charge and 2 evades are rerolled', () => {
    let session = rollAttack(withWeapon(salvo(), 'Proton Torpedoes'), 'hit', 'hit').session;
    session = rollDefense(session, 'evade', 'evade').session;
    const offer = offerOf(session, 'Saturation Salvo');
    expect(offer).toMatchObject({ ship: 'luke', side: 'attacker' });
    const charges = shipOf(session, 'luke').upgrades[1]?.charges?.current ?? 0;
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, dice: [0, 1], faces: ['blank', 'focus'] }).session;
    expect(shipOf(used, 'luke').upgrades[1]?.charges?.current).toBe(charges - 1);
    expect(attackOf(used).defenseDice.slice(0, 2).map((die) => [die.face, die.rerolled])).toEqual([['blank', true], ['focus', true]]);
  });
  it('not on a primary attack', () => {
    const session = rollDefense(rollAttack(withWeapon(salvo(), null), 'hit').session, 'evade').session;
    expect(offerOf(session, 'Saturation Salvo')).toBeUndefined();
  });
});
