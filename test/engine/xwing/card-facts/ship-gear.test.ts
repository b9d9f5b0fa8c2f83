import { describe, expect, it } from 'vitest';
import { withEffects } from '../helpers/card-effects';
import { attackOf, attackFaces, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf, toEngagement, wedge, X_WING, TIE_FIGHTER } from '../helpers/xwing-game';
import type { Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { armed, upgradeCard, type Edition } from '../helpers/armament';
import { pilotEntry } from '../helpers/xwing-roster';

// Issue 34 · our facts for ship gear (shared/engine/games/xwing/effects/facts/upgrades-ship-gear.ts),
// played through the real engine. Cards from xwing-data2 (read at run time); rules from the Rules
// Reference (RRG · Attack, Modify Dice, Range Bonus, Obstructed Attacks, Abilities) by Atomic Mass Games.

const VULTURE = 'separatist-alliance/vulture-class-droid-fighter';
const gearLuke = (...upgrades: string[]) => withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', ...upgrades);
const gearHowl = (...upgrades: string[]) => withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5', ...upgrades);
const engaged = (attacker = gearLuke(), defender = howlrunner()) => toEngagement(startGame(rosters([attacker, wedge()], [defender])));
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offerOf = (session: Session, source: string) => effectsNow(session).find((effect) => effect.source === source);
const weaponId = (session: Session, name: string) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === name)?.weaponId;
const primaryAttack = (session: Session, range = 2, extra: Record<string, unknown> = {}) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range, ...extra }).session;
const weaponAttack = (session: Session, name: string, range = 2, arc = 'front') => primaryAttack(session, range, { weaponId: weaponId(session, name), arc });
const withToken = (session: Session, ship: string, token: string, extra: Record<string, unknown> = {}) => play(session, { type: 'gainToken', ship, token, ...extra }).session;
const promptOf = (session: Session, source: string) => optionsOf(session).prompts.find((candidate) => candidate.source === source);
const blanks = (count: number) => Array.from({ length: count }, () => 'blank');

/** The pilot with one two-sided upgrade whose card is named by its front side's title ("xws|Side title", as the facts key it). */
function withFrontSide(file: string, pilotName: string, id: string, edition: Edition, key: string): XwingPilotRosterEntry {
  const entry = armed(pilotEntry(file, pilotName, { id, actionBar: true }), edition, key);
  const side = upgradeCard(edition, key).sides[0] ?? {};
  const facts = rosterFacts([{ key, name: String(side.title), text: (side.ability as string | undefined) ?? null, upgrade: 0, edition }]);
  return { ...entry, effects: facts.effects, yourCall: facts.yourCall };
}

describe('Card · Synced Laser Cannons (2.5): calculating, the defender has no range bonus (RRG · Range Bonus)', () => {
  it('at range 3 with a calculate token the defense dice count 1 fewer, named after the card; the range bonus is still shown', () => {
    let session = withToken(engaged(gearLuke('syncedlasercannons')), 'luke', 'calculate');
    session = play(weaponAttack(session, 'Synced Laser Cannons', 3), attackFaces('hit', 'hit', 'blank')).session;
    const count = optionsOf(session).attack?.defenseDice;
    expect(count?.rangeBonus).toBe(1);
    expect(count?.adjustments).toEqual([{ reason: 'Synced Laser Cannons', amount: -1 }]);
    expect(count?.total).toBe(shipOf(session, 'howl').agility);
  });
  it('without the calculate token, or at range 2, the defender rolls as usual', () => {
    const noCalculate = play(weaponAttack(engaged(gearLuke('syncedlasercannons')), 'Synced Laser Cannons', 3), attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(noCalculate).attack?.defenseDice.adjustments).toEqual([]);
    const rangeTwo = play(weaponAttack(withToken(engaged(gearLuke('syncedlasercannons')), 'luke', 'calculate'), 'Synced Laser Cannons', 2), attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(rangeTwo).attack?.defenseDice.adjustments).toEqual([]);
  });
  it('a primary attack at range 3 keeps the range bonus, calculate or not', () => {
    const session = play(primaryAttack(withToken(engaged(gearLuke('syncedlasercannons')), 'luke', 'calculate'), 3), attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(session).attack?.defenseDice.adjustments).toEqual([]);
  });
});

describe('Card · Stealth Device (2.5): +1 defense die while its charge is active', () => {
  it('with its charge the defender rolls 1 more die (no choice); with the charge spent, none', () => {
    const charged = play(primaryAttack(engaged(gearLuke(), gearHowl('stealthdevice'))), attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(charged).attack?.defenseDice.adjustments).toEqual([{ reason: 'Stealth Device', amount: 1 }]);
    let spent = engaged(gearLuke(), gearHowl('stealthdevice'));
    spent = play(spent, { type: 'spendCharge', ship: 'howl', charge: 'standard', upgrade: shipOf(spent, 'howl').upgrades[0]?.id }).session;
    spent = play(primaryAttack(spent), attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(spent).attack?.defenseDice.adjustments).toEqual([]);
  });
});

describe('Card · Tantive IV (2.5): +1 defense die against an attacker in its rear arc, asked', () => {
  it('offered to the defender once the attack dice are rolled, with its question; answered yes, the defense dice count one more', () => {
    const session = play(primaryAttack(engaged(gearLuke(), gearHowl('tantiveiv'))), attackFaces('hit', 'hit', 'blank')).session;
    const offer = offerOf(session, 'Tantive IV');
    expect(offer).toMatchObject({ ship: 'howl', side: 'defender', questions: ['Is the attacker in its rear arc?'] });
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'howl', ref: offer?.ref }), /Answer first: Is the attacker in its rear arc\?/);
    const used = play(session, { type: 'useCardEffect', ship: 'howl', ref: offer?.ref, answer: 'yes' }).session;
    expect(optionsOf(used).attack?.defenseDice.adjustments).toEqual([{ reason: 'Tantive IV', amount: 1 }]);
  });
});

describe('Card · Bright Hope (2.5): reinforced, +1 defense die', () => {
  it('not offered without a reinforce token; offered with one', () => {
    const bare = play(primaryAttack(engaged(gearLuke(), gearHowl('brighthope'))), attackFaces('hit', 'hit', 'blank')).session;
    expect(offerOf(bare, 'Bright Hope')).toBeUndefined();
    const reinforced = play(primaryAttack(withToken(engaged(gearLuke(), gearHowl('brighthope')), 'howl', 'reinforce', { side: 'fore' })), attackFaces('hit', 'hit', 'blank')).session;
    expect(offerOf(reinforced, 'Bright Hope')).toMatchObject({ side: 'defender', questions: ['Is the attacker in its full front arc?'] });
  });
});

describe('Card · Servomotor S-foils (Closed) (2.5): a primary attack rolls 1 fewer die', () => {
  const closed = () => withFrontSide(X_WING, 'Luke Skywalker', 'luke', '2.5', 'servomotorsfoils');
  it('its primary attack counts 1 fewer attack die (no choice), named after the side', () => {
    const session = primaryAttack(engaged(closed()));
    expect(optionsOf(session).attack?.attackDice.adjustments).toEqual([{ reason: 'Servomotor S-foils (Closed)', amount: -1 }]);
  });
  it('an attack with a special weapon keeps its dice', () => {
    const session = weaponAttack(engaged(armed(closed(), '2.5', 'servomotorsfoils', 'syncedlasercannons')), 'Synced Laser Cannons', 2);
    expect(optionsOf(session).attack?.attackDice.adjustments).toEqual([]);
  });
  it('before it activates it is asked whether the card flips: both its facts are played', () => {
    expect(closed().effects?.map((effect) => effect.moment)).toEqual(['rollAttackDice', 'beforeActivating']);
    expect(closed().yourCall ?? []).toEqual([]);
  });
});

describe('Card · Autoblasters (2.5): +1 attack die with the defender in its bullseye arc', () => {
  it('a front-arc attack asks about the bullseye and counts no extra die until answered; answered yes, the attack dice count one more; its Neutralize rule is played too (weapons.test.ts), no your call', () => {
    const session = weaponAttack(engaged(gearLuke('autoblasters')), 'Autoblasters', 2);
    const offer = offerOf(session, 'Autoblasters');
    expect(offer).toMatchObject({ ship: 'luke', side: 'attacker', questions: ['Is the defender in its bullseye arc?'] });
    expect(optionsOf(session).attack?.attackDice.adjustments).toEqual([]);
    const before = optionsOf(session).attack?.attackDice.total ?? 0;
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(optionsOf(used).attack?.attackDice.adjustments).toEqual([{ reason: 'Autoblasters', amount: 1 }]);
    expect(optionsOf(used).attack?.attackDice.total).toBe(before + 1);
    expect(optionsOf(used).attack?.yourCall).not.toContainEqual(expect.objectContaining({ ship: 'luke', source: 'Autoblasters' }));
  });
  it('not offered on a primary attack', () => {
    expect(offerOf(primaryAttack(engaged(gearLuke('autoblasters'))), 'Autoblasters')).toBeUndefined();
  });
});

describe('Card · Drill Beak (2.5): at range 0 every hit becomes a crit', () => {
  it('at range 0 its hits turn to crits as the dice are rolled (no choice), said in the history', () => {
    const session = weaponAttack(engaged(gearLuke('drillbeak')), 'Drill Beak', 0, 'rear');
    const rolled = play(session, attackFaces('hit', 'focus', 'hit'));
    expect(attackOf(rolled.session).attackDice.map((die) => die.face)).toEqual(['crit', 'focus', 'crit']);
    expect(sentences(rolled.events).join(' ')).toMatch(/Drill Beak: at range 0 every hit → crit/);
  });
  it('at range 1 the hits stay', () => {
    const rolled = play(weaponAttack(engaged(gearLuke('drillbeak')), 'Drill Beak', 1, 'rear'), attackFaces('hit', 'focus', 'hit')).session;
    expect(attackOf(rolled).attackDice.map((die) => die.face)).toEqual(['hit', 'focus', 'hit']);
  });
});

describe('Card · Slave I (2.5): from the defender’s full rear arc, 1 hit → crit', () => {
  it('offered on a front-arc attack with a hit, with its question; one tap turns a hit into a crit', () => {
    const session = play(primaryAttack(engaged(gearLuke('slavei-swz82'))), attackFaces('blank', 'hit', 'focus')).session;
    const offer = offerOf(session, 'Slave I');
    expect(offer).toMatchObject({ side: 'attacker', questions: ['Is it in the defender’s full rear arc?'], dice: [1] });
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['blank', 'crit', 'focus']);
  });
  it('not offered with no hit to change', () => {
    const session = play(primaryAttack(engaged(gearLuke('slavei-swz82'))), attackFaces('blank', 'focus', 'focus')).session;
    expect(offerOf(session, 'Slave I')).toBeUndefined();
  });
});

describe('Card · Seeker Missiles (2.5): up to 2 more charges, each for 1 focus → hit', () => {
  const locked = (session: Session) => withToken(session, 'howl', 'lock', { lockedBy: 'luke' });
  it('twice in one attack, each time 1 focus → hit for 1 charge; then no more', () => {
    let session = weaponAttack(locked(engaged(gearLuke('seekermissiles-swz103'))), 'Seeker Missiles', 2);
    const afterHeader = shipOf(session, 'luke').upgrades[0]?.charges?.current ?? 0;
    session = play(session, attackFaces('focus', 'focus', 'focus')).session;
    const offers = effectsNow(session).filter((effect) => effect.source === 'Seeker Missiles');
    expect(offers).toHaveLength(2);
    for (const offer of offers) session = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer.ref }).session;
    expect(attackOf(session).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'focus']);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(afterHeader - 2);
    expect(effectsNow(session).filter((effect) => effect.source === 'Seeker Missiles')).toEqual([]);
  });
});

describe('Card · Jan Dodonna (2.5): a friendly ship spends his focus token', () => {
  it('while Wedge attacks, Luke (not in the attack) offers his focus: all Wedge’s focus results become hits, and Luke’s token is spent', () => {
    let session = withToken(engaged(gearLuke('jandodonna')), 'luke', 'focus');
    session = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'focus')).session;
    const offer = offerOf(session, 'Jan Dodonna');
    expect(offer).toMatchObject({ ship: 'luke', side: 'attacker', questions: ['Is the attacking friendly ship at range 0–3?'] });
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'blank', 'hit']);
    expect(shipOf(used, 'luke').tokens.focus).toBe(0);
  });
  it('not offered while Luke has no focus token', () => {
    const session = play(engaged(gearLuke('jandodonna')), { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'focus')).session;
    expect(offerOf(session, 'Jan Dodonna')).toBeUndefined();
  });
});

describe('Card · Outrider (2.0): an obstructed attack, 1 fewer defense die (RRG · Obstructed Attacks)', () => {
  const outrider = () => withEffects(X_WING, 'Luke Skywalker', 'luke', '2.0', 'outrider');
  it('obstructed, the defender counts 1 fewer die (no choice) beside the obstruction die; not obstructed, nothing', () => {
    const obstructed = play(primaryAttack(engaged(outrider()), 2, { obstructed: true }), attackFaces('hit', 'hit', 'blank')).session;
    const count = optionsOf(obstructed).attack?.defenseDice;
    expect(count?.obstruction).toBe(1);
    expect(count?.adjustments).toEqual([{ reason: 'Outrider', amount: -1 }]);
    const clear = play(primaryAttack(engaged(outrider())), attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(clear).attack?.defenseDice.adjustments).toEqual([]);
  });
});

describe('Card · Shadow Caster (2.5): after an attack that hits, the defender gains a tractor token', () => {
  const attackToEnd = (session: Session, faces: string[]) => {
    let s = play(primaryAttack(session), attackFaces(...faces)).session;
    s = play(s, defenseFaces(...blanks(shipOf(s, 'howl').agility)), { type: 'neutralizeResults' }).session;
    return attackOf(s).step === 'dealDamage' ? play(s, { type: 'dealDamage', drawForMe: true }).session : s;
  };
  it('asked after the hit, with its question; done gives the defender 1 tractor token', () => {
    const session = attackToEnd(engaged(gearLuke('shadowcaster')), ['hit', 'blank', 'blank']);
    const prompt = promptOf(session, 'Shadow Caster');
    expect(prompt?.question).toMatch(/After it attacks, Shadow Caster \(Luke Skywalker\) may act: if it did attack a defender in both its turret arc and its front arc, Shadow Caster: the defender gains 1 tractor \(no choice\)\./);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'howl').tokens.tractor).toBe(1);
  });
  it('not asked after a miss', () => {
    let session = play(primaryAttack(engaged(gearLuke('shadowcaster'))), attackFaces('blank', 'blank', 'focus')).session;
    session = play(session, defenseFaces(...blanks(shipOf(session, 'howl').agility)), { type: 'neutralizeResults' }).session;
    expect(promptOf(session, 'Shadow Caster')).toBeUndefined();
  });
});

describe('Card · Target-Assist Algorithm (2.5): before it engages, with no green token, a calculate token', () => {
  it('asked as it engages, with its question; done gives a calculate token', () => {
    const session = play(engaged(gearLuke('targetassistalgorithm-battleoverendor')), { type: 'activateShip', ship: 'luke' }).session;
    const prompt = promptOf(session, 'Target-Assist Algorithm');
    expect(prompt?.question).toMatch(/Before it engages, .*if there is an enemy object in its front arc, Target-Assist Algorithm: 1 calculate before it engages \(no choice\)\./);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'luke').tokens.calculate).toBe(1);
  });
  it('not asked while it holds a focus token (a green token)', () => {
    const session = play(withToken(engaged(gearLuke('targetassistalgorithm-battleoverendor')), 'luke', 'focus'), { type: 'activateShip', ship: 'luke' }).session;
    expect(promptOf(session, 'Target-Assist Algorithm')).toBeUndefined();
  });
});

describe('Card · Overtuned Modulators (2.5): in the System Phase, 1 charge for 3 calculate tokens', () => {
  const toSystem = (stressed: boolean) => {
    let session = startGame(rosters([gearLuke('overtunedmodulators'), wedge()], [howlrunner()]));
    if (stressed) session = withToken(session, 'luke', 'stress');
    return play(session, { type: 'nextPhase' }).session;
  };
  it('asked in the System Phase; done spends the card’s charge and gives 3 calculate tokens', () => {
    const session = toSystem(false);
    const prompt = promptOf(session, 'Overtuned Modulators');
    expect(prompt?.question).toMatch(/In the System Phase, Overtuned Modulators \(Luke Skywalker\) may act: Overtuned Modulators: 3 calculate for 1 charge\./);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'luke').tokens.calculate).toBe(3);
    expect(shipOf(done, 'luke').upgrades[0]?.charges?.current).toBe(0);
  });
  it('not asked while stressed', () => {
    expect(promptOf(toSystem(true), 'Overtuned Modulators')).toBeUndefined();
  });
});

describe('Card · Corvus (2.5): after a calculate action, 1 more calculate token', () => {
  const drone = () => withEffects(VULTURE, 'Trade Federation Drone', 'drone', '2.5', 'corvus');
  const activated = () => {
    let session = play(startGame(rosters([wedge()], [drone()])), { type: 'nextPhase' }).session;
    for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'drone' }).session;
  };
  it('right after its calculate action (no choice) the second calculate token comes at once', () => {
    const session = play(activated(), { type: 'performAction', ship: 'drone', action: 'calculate' }).session;
    expect(promptOf(session, 'Corvus')).toBeUndefined();
    expect(shipOf(session, 'drone').tokens.calculate).toBe(2);
  });
  it('not asked after a lock action', () => {
    const session = play(activated(), { type: 'performAction', ship: 'drone', action: 'lock', target: 'wedge' }).session;
    expect(promptOf(session, 'Corvus')).toBeUndefined();
  });
});

describe('Card · Tactical Scrambler (2.5): an enemy attack it obstructs, the friendly defender rolls 1 more die', () => {
  it('Luke, not in the attack, is asked while Howlrunner attacks Wedge; answered yes, Wedge counts 1 more defense die', () => {
    let session = engaged(gearLuke('tacticalscrambler'));
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'wedge', arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
    const offer = offerOf(session, 'Tactical Scrambler');
    expect(offer).toMatchObject({ ship: 'luke', side: 'defender', questions: ['Does this ship obstruct the enemy’s attack?'] });
    expect(optionsOf(session).attack?.defenseDice.adjustments).toEqual([]);
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(optionsOf(used).attack?.defenseDice.adjustments).toEqual([{ reason: 'Tactical Scrambler', amount: 1 }]);
  });
  it('not offered while Luke himself defends', () => {
    const session = play(engaged(gearLuke('tacticalscrambler'), howlrunner()), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
    expect(offerOf(session, 'Tactical Scrambler')).toBeUndefined();
  });
});

describe('Card · Multi-Missile Pods (2.5): a charge for an extra die in its front arc, a second in its bullseye arc', () => {
  it('both asked before the roll; used, the attack dice count 2 more and the card spends 2 more charges', () => {
    let session = withToken(engaged(gearLuke('multimissilepods')), 'luke', 'calculate');
    session = primaryAttack(session, 2, { weaponId: weaponId(session, 'Multi-Missile Pods'), arc: 'full-front' });
    const charges = shipOf(session, 'luke').upgrades[0]?.charges?.current ?? 0;
    const offers = effectsNow(session).filter((effect) => effect.source === 'Multi-Missile Pods');
    expect(offers.map((offer) => offer.questions)).toEqual([['Is the defender in its front arc?'], ['Is the defender in its bullseye arc?']]);
    for (const offer of offers) session = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer.ref, answer: 'yes' }).session;
    expect(optionsOf(session).attack?.attackDice.adjustments).toEqual([
      { reason: 'Multi-Missile Pods', amount: 1 },
      { reason: 'Multi-Missile Pods', amount: 1 },
    ]);
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(charges - 2);
  });
});

describe('Card · Electronic Baffle (2.5): in the End Phase, 1 hit damage to remove a red token', () => {
  const toEnd = (session: Session) => play(session, { type: 'nextPhase' }).session;
  it('asked for the stress it holds, and for no token it lacks; done removes the stress and it suffers 1 damage', () => {
    const session = toEnd(withToken(engaged(gearLuke('electronicbaffle')), 'luke', 'stress'));
    const prompts = optionsOf(session).prompts.filter((candidate) => candidate.source === 'Electronic Baffle');
    expect(prompts.map((prompt) => prompt.question)).toEqual(['At the start of the End Phase, Electronic Baffle (Luke Skywalker) may act: Electronic Baffle: suffer 1 hit to remove 1 stress.']);
    const shields = shipOf(session, 'luke').shields.current;
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'luke').tokens.stress).toBe(0);
    expect(shipOf(done, 'luke').shields.current).toBe(shields - 1);
  });
  it('not asked with no red token', () => {
    expect(promptOf(toEnd(engaged(gearLuke('electronicbaffle'))), 'Electronic Baffle')).toBeUndefined();
  });
});

describe('Card · Mandalorian Optics (2.5): a lock in the System Phase, and its locked primary attacks see past obstacles', () => {
  it('asked in the System Phase; done on an enemy ship spends the card’s charge and gives the lock', () => {
    const session = play(startGame(rosters([gearLuke('mandalorianoptics'), wedge()], [howlrunner()])), { type: 'nextPhase' }).session;
    const prompt = promptOf(session, 'Mandalorian Optics');
    expect(prompt?.question).toBe('In the System Phase, Mandalorian Optics (Luke Skywalker) may act: if it is locking a ship in its front arc at range 0–3, Mandalorian Optics: a lock on a ship in its front arc (1 charge).');
    const charges = shipOf(session, 'luke').upgrades[0]?.charges?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(done, 'howl').tokens.lock).toContain('luke');
    expect(shipOf(done, 'luke').upgrades[0]?.charges?.current).toBe(charges - 1);
  });
  it('an obstructed primary attack at a ship it locks: asked, and answered yes the obstruction die is taken back; without the lock, not offered', () => {
    const engaged = (...setup: ((session: Session) => Session)[]) => {
      let session = play(startGame(rosters([gearLuke('mandalorianoptics'), wedge()], [howlrunner()])), { type: 'nextPhase' }).session;
      for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
      session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
      return setup.reduce((state, step) => step(state), session);
    };
    const attack = (session: Session) => play(primaryAttack(session, 2, { obstructed: true }), attackFaces('hit', 'hit', 'blank')).session;
    const locked = attack(engaged((session) => withToken(session, 'howl', 'lock', { lockedBy: 'luke' })));
    const offer = offerOf(locked, 'Mandalorian Optics');
    expect(offer).toMatchObject({ side: 'attacker', questions: ['Is no obstacle obstructing the attack at range 0 of it?'] });
    const used = play(locked, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(optionsOf(used).attack?.defenseDice).toMatchObject({ obstruction: 1, adjustments: [{ reason: 'Mandalorian Optics', amount: -1 }] });
    expect(offerOf(attack(engaged()), 'Mandalorian Optics')).toBeUndefined();
  });
});

// Round 2 · the new words: red or orange tokens, results spent at Neutralize Results, the attack's own weapon after it, the revealed maneuver, a friend's card.

describe('Card · Instigator (2.5): the defender holds a red or orange token, reroll up to 2 attack dice (RRG · Tokens)', () => {
  it('offered while Howlrunner holds a stress token; not offered while it holds none', () => {
    const stressed = play(primaryAttack(withToken(engaged(gearLuke('instigator')), 'howl', 'stress')), attackFaces('blank', 'blank', 'focus')).session;
    expect(offerOf(stressed, 'Instigator')).toMatchObject({ ship: 'luke', side: 'attacker', questions: [] });
    const clear = play(primaryAttack(engaged(gearLuke('instigator'))), attackFaces('blank', 'blank', 'focus')).session;
    expect(offerOf(clear, 'Instigator')).toBeUndefined();
  });
});

describe('Card · Targeting Matrix (2.5): a focus result spent as results are neutralized, the defender gains a strain token (RRG · Neutralize Results)', () => {
  const toDefenseModified = (faces: string[]) => {
    const session = play(primaryAttack(engaged(gearLuke('targetingmatrix-battleoverendor'))), attackFaces(...faces)).session;
    return play(session, defenseFaces(...blanks(shipOf(session, 'howl').agility))).session;
  };
  it('offered once the defense dice are in, with a focus result; one tap spends the focus and strains Howlrunner', () => {
    const session = toDefenseModified(['hit', 'focus', 'blank']);
    const offer = offerOf(session, 'Targeting Matrix');
    expect(offer).toMatchObject({ ship: 'luke', side: 'attacker', dice: [1] });
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    expect(shipOf(used, 'howl').tokens.strain).toBe(1);
  });
  it('not offered with no focus result', () => {
    expect(offerOf(toDefenseModified(['hit', 'blank', 'blank']), 'Targeting Matrix')).toBeUndefined();
  });
});

describe('Card · Chaff Particles (2.5): defending, a focus result spent to remove a red or orange token', () => {
  const defended = (token: string | null) => {
    let session = engaged(gearLuke(), gearHowl('chaffparticles-battleoverendor'));
    if (token) session = withToken(session, 'howl', token);
    session = play(primaryAttack(session), attackFaces('hit', 'blank', 'blank')).session;
    return play(session, defenseFaces('focus', ...blanks(shipOf(session, 'howl').agility - 1))).session;
  };
  it('holding a jam token: offered, and one tap spends the focus result and removes the jam', () => {
    const session = defended('jam');
    const offer = offerOf(session, 'Chaff Particles');
    expect(offer).toMatchObject({ ship: 'howl', side: 'defender', dice: [0] });
    const used = play(session, { type: 'useCardEffect', ship: 'howl', ref: offer?.ref }).session;
    expect(shipOf(used, 'howl').tokens.jam).toBe(0);
    expect(attackOf(used).defenseDice.map((die) => die.face)).not.toContain('focus');
  });
  it('holding no red or orange token: not offered', () => {
    expect(offerOf(defended(null), 'Chaff Particles')).toBeUndefined();
  });
});

describe('Card · Adaptive Shields (2.5): a smaller friend defends, 1 shield cancels 1 hit or crit', () => {
  it('Luke, not in the attack, is offered while Howlrunner attacks Wedge; answered yes, a hit goes and Luke loses a shield', () => {
    let session = toEngagement(startGame(rosters([gearLuke('adaptiveshields'), wedge()], [howlrunner()])));
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'wedge', arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
    session = play(session, defenseFaces(...blanks(shipOf(session, 'wedge').agility))).session;
    const offer = offerOf(session, 'Adaptive Shields');
    expect(offer).toMatchObject({ ship: 'luke', side: 'defender', questions: ['Is the defending friend at range 0–1 and smaller than this ship?'] });
    const shields = shipOf(session, 'luke').shields.current;
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice.filter((die) => die.face === 'hit')).toHaveLength(1);
    expect(shipOf(used, 'luke').shields.current).toBe(shields - 1);
  });
});

describe('Card · Plasma Torpedoes (2.5): after its attack hits, the defender loses 1 shield (its own weapon known after the attack)', () => {
  const enemy = () => withEffects(X_WING, 'Wedge Antilles', 'red', '2.5');
  const torpedoAttack = (weapon: 'Plasma Torpedoes' | null, faces: string[]) => {
    let session = withToken(toEngagement(startGame(rosters([gearLuke('plasmatorpedoes'), wedge()], [enemy()]))), 'red', 'lock', { lockedBy: 'luke' });
    const id = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((candidate) => candidate.name === weapon)?.weaponId;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'red', arc: 'front', range: 2, ...(id ? { weaponId: id } : {}) }, attackFaces(...faces)).session;
    session = play(session, defenseFaces(...blanks(shipOf(session, 'red').agility)), { type: 'neutralizeResults' }).session;
    return stateOf(session).attack?.step === 'dealDamage' ? play(session, { type: 'dealDamage', drawForMe: true }).session : session;
  };
  it('after a torpedo attack that hits (no choice) the defender loses 1 more shield at once', () => {
    const torpedo = torpedoAttack('Plasma Torpedoes', ['hit', 'blank', 'blank']);
    const primary = torpedoAttack(null, ['hit', 'blank', 'blank']);
    expect(promptOf(torpedo, 'Plasma Torpedoes')).toBeUndefined();
    expect(shipOf(torpedo, 'red').shields.current).toBe(shipOf(primary, 'red').shields.current - 1);
  });
  it('not after a torpedo attack that misses: its shields stay', () => {
    const missed = torpedoAttack('Plasma Torpedoes', ['blank', 'blank', 'blank']);
    expect(shipOf(missed, 'red').shields.current).toBe(shipOf(missed, 'red').shields.max);
  });
});

describe('Card · Nightbrother (2.5): stressed, after revealing a non-blue maneuver, 2 charges for a focus or an evade token', () => {
  const revealed = (stressed: boolean, speed: number) => {
    let session = play(startGame(rosters([gearLuke('nightbrother'), wedge()], [howlrunner()])), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    if (stressed) session = withToken(session, 'luke', 'stress');
    return play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed, bearing: 'straight' }).session;
  };
  it('stressed after a white 4 straight: asked focus or evade; done on the focus spends both charges', () => {
    const session = revealed(true, 4);
    const prompts = optionsOf(session).prompts.filter((candidate) => candidate.source === 'Nightbrother');
    expect(prompts).toHaveLength(2);
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done' }).session;
    expect(shipOf(done, 'luke').tokens.focus).toBe(1);
    expect(shipOf(done, 'luke').upgrades[0]?.charges?.current).toBe(0);
  });
  it('not asked without stress', () => {
    expect(promptOf(revealed(false, 4), 'Nightbrother')).toBeUndefined();
  });
});

describe('Card · Independent Calculations (2.5): a white calculate made red for 1 more calculate token', () => {
  const drone = () => withEffects(VULTURE, 'Trade Federation Drone', 'drone', '2.5', 'independentcalculations');
  const activated = () => {
    const session = play(startGame(rosters([wedge()], [drone()])), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    return play(session, { type: 'activateShip', ship: 'drone' }).session;
  };
  it('asked after its white calculate; done gives it a stress token and a second calculate token', () => {
    const session = play(activated(), { type: 'performAction', ship: 'drone', action: 'calculate' }).session;
    const prompt = promptOf(session, 'Independent Calculations');
    expect(prompt).toBeDefined();
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'drone').tokens.calculate).toBe(2);
    expect(shipOf(done, 'drone').tokens.stress).toBe(1);
  });
  it('not asked after a lock action', () => {
    expect(promptOf(play(activated(), { type: 'performAction', ship: 'drone', action: 'lock', target: 'wedge' }).session, 'Independent Calculations')).toBeUndefined();
  });
});

describe('Card · Ion Maneuvering Jet (2.5): after a full Koiogran turn, 1 charge for an action even while stressed', () => {
  const flown = (speed: number, bearing: string) => {
    const session = play(startGame(rosters([gearLuke('ionmaneuveringjet-battleoverendor'), wedge()], [howlrunner()])), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    return play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed, bearing }).session;
  };
  it('asked after its Koiogran turn; done spends the card’s charge', () => {
    const session = flown(4, 'kTurn');
    const prompt = promptOf(session, 'Ion Maneuvering Jet');
    expect(prompt).toBeDefined();
    const charges = shipOf(session, 'luke').upgrades[0]?.charges?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'luke').upgrades[0]?.charges?.current).toBe(charges - 1);
  });
  it('not asked after a straight', () => {
    expect(promptOf(flown(2, 'straight'), 'Ion Maneuvering Jet')).toBeUndefined();
  });
});
