import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { factsOfCard, rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { cardEffectSchema } from '../../../../shared/engine/games/xwing/effects/card-effect';
import { cardFacts } from '../../../../shared/engine/games/xwing/effects/facts';
import { scumPilotFactsSharingAnUpgradeKey, upgradeFactsSharingAScumPilotKey } from '../../../../shared/engine/games/xwing/effects/facts/pilots-scum';
import { withEffects } from '../helpers/card-effects';
import { pilotEntry, readShipFile, xwingDataDir } from '../helpers/xwing-roster';
import { attackFaces, attackOf, decimator, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, TIE_FIGHTER, toEngagement, wedge } from '../helpers/xwing-game';

// Issue 34 · our facts for Scum pilots, ship abilities and conditions (effects/facts/pilots-scum.ts,
// ship-abilities.ts, conditions.ts), played through the engine. Cards from xwing-data2 2.5 (read at run
// time); rules from the Rules Reference 2.5 (RRG · Modify Dice, Actions, Abilities) as published by
// Atomic Mass Games.

const SCUM = 'scum-and-villainy';
const academy = (id = 'academy') => pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id, actionBar: true, dial: true });
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
/** A pilot with its card facts and its ship's dial (for the maneuvers it executes). */
const flying = (file: string, pilot: string, id: string): XwingPilotRosterEntry => ({ ...withEffects(file, pilot, id, '2.5'), dial: readShipFile(file).dial });
/** The attack runs to its end: dice rolled as given, results neutralized, damage dealt if any. */
const attackToItsEnd = (session: Session, attacker: string, defender: string, attack: string[], defense: string[]) => {
  const rolled = play(session, { type: 'declareAttack', attacker, defender, arc: 'front', range: 2 }, attackFaces(...attack), defenseFaces(...defense), { type: 'neutralizeResults' }).session;
  return rolled;
};

describe('Card · Ahhav (2.5): +1 die against a larger ship, attacking or defending (no choice)', () => {
  const ahhav = () => withEffects(`${SCUM}/modified-tie-ln-fighter`, 'Ahhav', 'ahhav', '2.5');
  it('defending against a large ship, its defense dice count one more, named after the card', () => {
    const session = play(toEngagement(startGame(rosters([decimator()], [ahhav()]))), { type: 'declareAttack', attacker: 'decimator', defender: 'ahhav', arc: 'double-turret', range: 2 }, attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(session).attack?.defenseDice.adjustments).toEqual([{ reason: 'Ahhav', amount: 1 }]);
  });
  it('attacking a small ship, its attack dice count nothing more', () => {
    const session = play(toEngagement(startGame(rosters([ahhav()], [academy()]))), { type: 'declareAttack', attacker: 'ahhav', defender: 'academy', arc: 'front', range: 2 }).session;
    expect(optionsOf(session).attack?.attackDice.adjustments).toEqual([]);
  });
});

describe('Card · Lando Calrissian (escape craft, 2.5): unstressed, 1 stress to reroll every blank', () => {
  const lando = () => withEffects(`${SCUM}/escape-craft`, 'Lando Calrissian', 'lando', '2.5');
  const rolled = (session: Session) => play(session, { type: 'declareAttack', attacker: 'lando', defender: 'academy', arc: 'front', range: 2 }, attackFaces('blank', 'blank')).session;
  it('offered on the blanks; one tap rerolls them both and gives it the stress token', () => {
    const session = rolled(toEngagement(startGame(rosters([lando()], [academy()]))));
    const offer = effectsNow(session).find((effect) => effect.source === 'Lando Calrissian' && effect.side === 'attacker');
    expect(offer).toMatchObject({ ship: 'lando', summary: 'Lando Calrissian: 1 stress to reroll every blank attack die', dice: [0, 1], questions: [] });
    const used = play(session, { type: 'useCardEffect', ship: 'lando', ref: offer?.ref, faces: ['crit', 'focus'] }).session;
    expect(attackOf(used).attackDice).toEqual([{ face: 'crit', rerolled: true }, { face: 'focus', rerolled: true }]);
    expect(shipOf(used, 'lando').tokens.stress).toBe(1);
  });
  it('not offered while it is stressed', () => {
    const stressed = play(toEngagement(startGame(rosters([lando()], [academy()]))), { type: 'gainToken', ship: 'lando', token: 'stress' }).session;
    expect(effectsNow(rolled(stressed)).map((effect) => effect.source)).not.toContain('Lando Calrissian');
  });
});

describe('Card · Kanan Jarrus (HWK-290, 2.5): 1 Force, the attacker rolls 1 attack die fewer', () => {
  const kanan = () => withEffects(`${SCUM}/hwk-290-light-freighter`, 'Kanan Jarrus', 'kanan', '2.5');
  it('offered to the defender before the attack dice are rolled; used, the count drops by one and the Force is spent', () => {
    const session = play(toEngagement(startGame(rosters([wedge()], [kanan()]))), { type: 'declareAttack', attacker: 'wedge', defender: 'kanan', arc: 'front', range: 2 }).session;
    const before = optionsOf(session).attack?.attackDice.total ?? 0;
    const offer = effectsNow(session).find((effect) => effect.source === 'Kanan Jarrus');
    expect(offer).toMatchObject({ ship: 'kanan', side: 'defender', summary: 'Kanan Jarrus: 1 Force, the attacker rolls 1 attack die fewer' });
    const used = play(session, { type: 'useCardEffect', ship: 'kanan', ref: offer?.ref }).session;
    expect(optionsOf(used).attack?.attackDice.adjustments).toEqual([{ reason: 'Kanan Jarrus', amount: -1 }]);
    expect(optionsOf(used).attack?.attackDice.total).toBe(before - 1);
    expect(shipOf(used, 'kanan').force?.current).toBe(0);
  });
  it('with no Force left it is not offered', () => {
    let session = toEngagement(startGame(rosters([wedge()], [kanan()])));
    session = play(session, { type: 'spendCharge', ship: 'kanan', charge: 'force', amount: 1 }, { type: 'declareAttack', attacker: 'wedge', defender: 'kanan', arc: 'front', range: 2 }).session;
    expect(effectsNow(session).map((effect) => effect.source)).not.toContain('Kanan Jarrus');
  });
});

describe('Card · Captain Seevor (2.5): before the attack dice are rolled, a charge for a jam token on the enemy', () => {
  const seevor = () => withEffects(`${SCUM}/modified-tie-ln-fighter`, 'Captain Seevor', 'seevor', '2.5');
  it('asks whether it is outside the defender’s bullseye; a yes spends the charge and jams the defender', () => {
    const session = play(toEngagement(startGame(rosters([seevor()], [academy()]))), { type: 'declareAttack', attacker: 'seevor', defender: 'academy', arc: 'front', range: 2 }).session;
    const offer = effectsNow(session).find((effect) => effect.source === 'Captain Seevor');
    expect(offer).toMatchObject({ side: 'attacker', questions: ['Is it outside the defender’s bullseye arc?'] });
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'seevor', ref: offer?.ref }), /Answer first: Is it outside the defender’s bullseye arc\?/);
    const used = play(session, { type: 'useCardEffect', ship: 'seevor', ref: offer?.ref, answer: 'yes' }).session;
    expect(shipOf(used, 'academy').tokens.jam).toBe(1);
    expect(shipOf(used, 'seevor').charges?.current).toBe(0);
  });
});

describe('Card · Viktor Hel (Kihraxz, 2.5): after defending, the attacker gains a stress token', () => {
  const viktor = () => withEffects(`${SCUM}/kihraxz-fighter`, 'Viktor Hel', 'viktor', '2.5');
  it('asked after the attack ends (no choice: said so); done stresses the attacker, skip leaves it', () => {
    const session = attackToItsEnd(toEngagement(startGame(rosters([luke()], [viktor()]))), 'luke', 'viktor', ['blank', 'blank', 'blank'], ['blank', 'blank']);
    const [prompt] = promptsOf(session, 'Viktor Hel');
    expect(prompt?.question).toBe('After it defends, Viktor Hel (Viktor Hel) may act: if it did roll other than exactly 2 defense dice, Viktor Hel: the attacker gains 1 stress unless it rolled exactly 2 defense dice (no choice).');
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' });
    expect(shipOf(done.session, 'luke').tokens.stress).toBe(1);
    expect(sentences(done.events).join(' ')).toMatch(/Used · Viktor Hel/);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session, 'luke').tokens.stress).toBe(0);
  });
});

describe('Card · IG-88A (2.5): at the start of the Engagement Phase, a calculate token passed to a friend', () => {
  const ig = (name: string, id: string) => withEffects(`${SCUM}/aggressor-assault-fighter`, name, id, '2.5');
  const engagement = (calculate: boolean) => {
    let session = play(startGame(rosters([luke()], [ig('IG-88A', 'iga'), ig('IG-88B', 'igb')])), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    if (calculate) session = play(session, { type: 'gainToken', ship: 'iga', token: 'calculate' }).session;
    return play(session, { type: 'nextPhase' }).session;
  };
  it('with a calculate token it is asked; done on IG-88B moves the token there', () => {
    const session = engagement(true);
    const [prompt] = promptsOf(session, 'IG-88A');
    expect(prompt?.question).toMatch(/^At the start of the Engagement Phase, IG-88A \(IG-88A\) may act: if there is a friendly ship at range 1–3 with calculate on its action bar, IG-88A: transfers 1 calculate token/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'igb' }).session;
    expect([shipOf(done, 'iga').tokens.calculate, shipOf(done, 'igb').tokens.calculate]).toEqual([0, 1]);
  });
  it('without a calculate token it is not asked', () => {
    expect(promptsOf(engagement(false), 'IG-88A')).toEqual([]);
  });
});

describe('Ship ability · Refined Gyrostabilizers (RZ-2 A-wing, 2.5): after an action, a red boost or a red rotate', () => {
  const rz2 = () => withEffects('resistance/rz-2-a-wing', 'Green Squadron Expert', 'rz2', '2.5');
  const activated = () => {
    let session = play(startGame(rosters([rz2()], [academy()])), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    return play(session, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'rz2' }).session;
  };
  it('asked after its focus action; the granted red boost is performed, gives its stress and answers that question', () => {
    const focused = play(activated(), { type: 'performAction', ship: 'rz2', action: 'focus' }).session;
    const [prompt] = promptsOf(focused, 'Refined Gyrostabilizers');
    expect(prompt?.question).toBe('After it performs an action, Refined Gyrostabilizers (Green Squadron Expert) may act: Refined Gyrostabilizers: after an action, a red boost or a red rotate.');
    const granted = optionsOf(focused).ships.find((ship) => ship.ship === 'rz2')?.grantedActions.map((option) => [option.source, option.action, option.difficulty]);
    expect(granted).toEqual([['Refined Gyrostabilizers', 'boost', 'red'], ['Refined Gyrostabilizers', 'rotateArc', 'red']]);
    const boosted = play(focused, { type: 'performAction', ship: 'rz2', action: 'boost', grantedBy: { source: 'Refined Gyrostabilizers', difficulty: 'red' } }).session;
    expect(shipOf(boosted, 'rz2').tokens.stress).toBe(1);
    // The boost is an action too, but a red one: stressed, the ship performs no other, so the card is not asked again.
    expect(promptsOf(boosted, 'Refined Gyrostabilizers')).toEqual([]);
  });
});

describe('Ship ability · Chiss Engineering (TIE/D Defender, 2.5): a lock action after a speed 3-5 maneuver', () => {
  const yorr = () => flying('galactic-empire/tie-d-defender', 'Captain Yorr', 'yorr');
  const maneuvered = (speed: number) => {
    const start = play(emptySession('xwing'), { type: 'setup', seed: 'chiss', players: rosters([academy()], [yorr()]), rules: 3, edition: '2.5' }).session;
    return play(start, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'yorr' }, { type: 'executeManeuver', ship: 'yorr', speed, bearing: 'straight' }).session;
  };
  it('after a speed 4 straight it is asked, and the lock it grants is listed', () => {
    const session = maneuvered(4);
    expect(promptsOf(session, 'Chiss Engineering').map((prompt) => prompt.question)).toEqual(['After it executes its maneuver, Chiss Engineering (Captain Yorr) may act: Chiss Engineering: a lock action after a speed 3-5 maneuver.']);
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'yorr')?.grantedActions.map((option) => [option.source, option.action])).toEqual([['Chiss Engineering', 'lock']]);
  });
  it('after a speed 2 straight it is not asked', () => {
    expect(promptsOf(maneuvered(2), 'Chiss Engineering')).toEqual([]);
  });
});

describe('Ship ability · Stygium Array (TIE Phantom, 2.5): at the start of the End Phase, an evade token becomes a cloak token', () => {
  const phantom = () => withEffects('galactic-empire/tie-ph-phantom', 'Sigma Squadron Ace', 'sigma', '2.5');
  const endPhase = (evade: boolean) => {
    let session = toEngagement(startGame(rosters([luke()], [phantom()])));
    if (evade) session = play(session, { type: 'gainToken', ship: 'sigma', token: 'evade' }).session;
    return play(session, { type: 'nextPhase' }).session;
  };
  it('with an evade token it is asked; done spends the evade for a cloak token, kept through the End Phase', () => {
    const session = endPhase(true);
    const [prompt] = promptsOf(session, 'Stygium Array');
    expect(prompt?.question).toBe('At the start of the End Phase, Stygium Array (Sigma Squadron Ace) may act: Stygium Array: spend 1 evade for 1 cloak token.');
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect([shipOf(done, 'sigma').tokens.evade, shipOf(done, 'sigma').tokens.cloak]).toEqual([0, 1]);
  });
  it('without an evade token it is not asked', () => {
    expect(promptsOf(endPhase(false), 'Stygium Array')).toEqual([]);
  });
});

describe('Ship ability · Born for This (ARC-170, 2.5): a friendly defender spends this ship’s focus token, and this ship gains a strain', () => {
  const ARC = 'galactic-republic/arc-170-starfighter';
  // The ship file holds a “Jag” without the ability first; this is the pilot card that carries it.
  const jag = () => ({ ...pilotEntry(ARC, '“Jag”', { id: 'jag' }), effects: rosterFacts([{ key: null, name: 'Born for This', text: readShipFile(ARC).pilots.find((pilot) => pilot.shipAbility?.name === 'Born for This')?.shipAbility?.text, edition: '2.5' }]).effects });
  const defending = (session: Session) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), defenseFaces('focus', 'focus', 'blank')).session;
  it('offered to the friend with its question; used, the defender’s focus results become evades and the strain is this ship’s', () => {
    let session = toEngagement(startGame(rosters([luke()], [howlrunner(), jag()])));
    session = defending(play(session, { type: 'gainToken', ship: 'jag', token: 'focus' }).session);
    const offer = effectsNow(session).find((effect) => effect.source === 'Born for This' && effect.summary.includes('focus'));
    expect(offer).toMatchObject({ ship: 'jag', side: 'defender', questions: ['Is the defender at range 0–2 of it?'] });
    const used = play(session, { type: 'useCardEffect', ship: 'jag', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['evade', 'evade', 'blank']);
    expect([shipOf(used, 'jag').tokens.focus, shipOf(used, 'jag').tokens.strain]).toEqual([0, 1]);
  });
  it('its evade token, spent by the defender as a second-edition evade: 1 blank or focus result becomes an evade', () => {
    let session = toEngagement(startGame(rosters([luke()], [howlrunner(), jag()])));
    session = defending(play(session, { type: 'gainToken', ship: 'jag', token: 'evade' }).session);
    const offer = effectsNow(session).find((effect) => effect.source === 'Born for This' && effect.summary.includes('evade'));
    const used = play(session, { type: 'useCardEffect', ship: 'jag', ref: offer?.ref, answer: 'yes', die: 2 }).session;
    expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['focus', 'focus', 'evade']);
    expect([shipOf(used, 'jag').tokens.evade, shipOf(used, 'jag').tokens.strain]).toEqual([0, 1]);
  });
  it('not offered while this ship is strained', () => {
    let session = toEngagement(startGame(rosters([luke()], [howlrunner(), jag()])));
    session = defending(play(session, { type: 'gainToken', ship: 'jag', token: 'focus' }, { type: 'gainToken', ship: 'jag', token: 'strain' }).session);
    expect(effectsNow(session).map((effect) => effect.source)).not.toContain('Born for This');
  });
});

describe('Ship ability · Sensor Blindspot (YT-2400): its words differ by edition, and so do its facts', () => {
  const YT = 'rebel-alliance/yt-2400-light-freighter';
  const attack = (edition: '2.0' | '2.5', range: number) => play(toEngagement(startGame(rosters([withEffects(YT, 'Dash Rendar', 'dash', edition)], [academy()]))), { type: 'declareAttack', attacker: 'dash', defender: 'academy', arc: 'double-turret', range }).session;
  it('2.0: a primary attack at range 1 loses its range bonus and 1 die more (no choice); at range 2 nothing changes', () => {
    const close = optionsOf(attack('2.0', 1)).attack?.attackDice;
    expect(close?.adjustments).toEqual([{ reason: 'Sensor Blindspot', amount: -2 }]);
    expect(close?.total).toBe((close?.attackValue ?? 0) + (close?.rangeBonus ?? 0) - 2);
    expect(optionsOf(attack('2.0', 2)).attack?.attackDice.adjustments).toEqual([]);
  });
  it('2.5: the YT-2400 prints the "no range bonus" words, which other 2.5 ships word otherwise under the same name: its facts are keyed by its words (2 dice fewer at range 1)', () => {
    const session = attack('2.5', 1);
    expect(optionsOf(session).attack?.attackDice.adjustments).toEqual([{ reason: 'Sensor Blindspot', amount: -2 }]);
    expect(optionsOf(session).attack?.yourCall).not.toContainEqual(expect.objectContaining({ ship: 'dash', source: 'Sensor Blindspot' }));
  });
  it('2.5, the later cards\' words ("you roll 1 fewer die … 1 fewer defense die"): 1 attack die fewer at range 1, the range bonus kept; 1 defense die fewer while it defends at range 1, not at range 2', () => {
    const scum = () => withEffects('scum-and-villainy/yt-2400-light-freighter', 'Dash Rendar', 'dash', '2.5');
    const close = optionsOf(play(toEngagement(startGame(rosters([scum()], [academy()]))), { type: 'declareAttack', attacker: 'dash', defender: 'academy', arc: 'double-turret', range: 1 }).session).attack?.attackDice;
    expect(close?.adjustments).toEqual([{ reason: 'Sensor Blindspot', amount: -1 }]);
    expect(close?.rangeBonus).toBe(1);
    const defends = (range: number) => play(toEngagement(startGame(rosters([scum()], [academy()]))), { type: 'declareAttack', attacker: 'academy', defender: 'dash', arc: 'front', range }, attackFaces(...(range === 1 ? (['hit', 'hit', 'hit'] as const) : (['hit', 'hit'] as const)))).session;
    expect(optionsOf(defends(1)).attack?.defenseDice.adjustments).toContainEqual({ reason: 'Sensor Blindspot', amount: -1 });
    expect(optionsOf(defends(2)).attack?.defenseDice.adjustments).not.toContainEqual(expect.objectContaining({ reason: 'Sensor Blindspot' }));
  });
});

describe('Ship ability · Fire Convergence (LAAT/i, 2.5): a charge, and the friendly attacker rerolls up to 2 attack dice', () => {
  const hawk = () => withEffects('galactic-republic/laat-i-gunship', '“Hawk”', 'hawk', '2.5');
  it('offered to the LAAT/i while a friend attacks, with its question; used, 2 dice rerolled and 1 charge spent', () => {
    const session = play(toEngagement(startGame(rosters([luke(), hawk()], [academy()]))), { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2 }, attackFaces('blank', 'focus', 'hit')).session;
    const offer = effectsNow(session).find((effect) => effect.source === 'Fire Convergence');
    expect(offer).toMatchObject({ ship: 'hawk', side: 'attacker', questions: ['Is the attack made from other than a single turret arc, with the defender in its single turret arc?'] });
    const used = play(session, { type: 'useCardEffect', ship: 'hawk', ref: offer?.ref, answer: 'yes', dice: [0, 1], faces: ['hit', 'crit'] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'crit', 'hit']);
    expect(shipOf(used, 'hawk').charges?.current).toBe(1);
  });
});

describe('Card · Sunny Bounder (2.5): every die alike, one more of that result', () => {
  const sunny = () => withEffects(`${SCUM}/m3-a-interceptor`, 'Sunny Bounder', 'sunny', '2.5');
  it('two hits rolled: the hit fact is offered with its question, and a yes adds a hit', () => {
    const session = play(toEngagement(startGame(rosters([sunny()], [academy()]))), { type: 'declareAttack', attacker: 'sunny', defender: 'academy', arc: 'front', range: 2 }, attackFaces('hit', 'hit')).session;
    const offers = effectsNow(session).filter((effect) => effect.source === 'Sunny Bounder');
    expect(offers.map((offer) => offer.questions[0])).toEqual(['Does every one of its attack dice show a hit?', 'Does every one of its attack dice show a crit?', 'Does every one of its attack dice show a focus?']);
    const used = play(session, { type: 'useCardEffect', ship: 'sunny', ref: offers[0]?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'hit']);
  });
});

describe('Card · Old Teroch (2.5): at the start of the Engagement Phase, an enemy at range 1 sheds its green tokens', () => {
  const teroch = () => withEffects(`${SCUM}/fang-fighter`, 'Old Teroch', 'teroch', '2.5');
  it('done on the enemy ship named removes its focus and evade tokens; naming a friend is refused in words', () => {
    let session = play(startGame(rosters([teroch(), wedge()], [academy()])), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'gainToken', ship: 'academy', token: 'focus' }, { type: 'gainToken', ship: 'academy', token: 'evade' }).session;
    session = play(session, { type: 'nextPhase' }).session;
    const [prompt] = promptsOf(session, 'Old Teroch');
    expect(prompt?.question).toMatch(/if there is an enemy ship at range 1 with it in that ship’s front arc, Old Teroch: an enemy ship at range 1 removes all its green tokens\.$/);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'wedge' }), /acts on an enemy ship: Wedge Antilles is not one\./);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'academy' }).session;
    expect([shipOf(done, 'academy').tokens.focus, shipOf(done, 'academy').tokens.evade]).toEqual([0, 0]);
  });
});

describe('Card · Arliz Hadrassian (2.5): damaged, a defense focus result must turn blank before the defense dice are modified', () => {
  const arliz = () => withEffects(`${SCUM}/btl-a4-y-wing`, 'Arliz Hadrassian', 'arliz', '2.5');
  const defended = (session: Session) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'arliz', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), defenseFaces('focus')).session;
  it('with a shield lost, the focus turns blank as the defense dice are rolled, said in the history (no choice)', () => {
    const session = play(toEngagement(startGame(rosters([luke()], [arliz()]))), { type: 'sufferDamage', ship: 'arliz', hits: 1, crits: 0 }).session;
    const rolled = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'arliz', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), defenseFaces('focus'));
    expect(attackOf(rolled.session).defenseDice.map((die) => die.face)).toEqual(['blank']);
    expect(sentences(rolled.events).join(' ')).toMatch(/Arliz Hadrassian: 1 focus → blank on its defense dice \(damaged\)/);
  });
  it('undamaged, its focus result stays', () => {
    const session = defended(toEngagement(startGame(rosters([luke()], [arliz()]))));
    expect(attackOf(session).defenseDice.map((die) => die.face)).toEqual(['focus']);
  });
});

describe('Card · Gamut Key (HWK-290, 2.5): played by the End Phase prompt that keeps a ship’s circular tokens', () => {
  it('the facts name the engine rule; at the start of the End Phase its prompt spends 2 charges and the ship named keeps its focus token', () => {
    expect(factsOfCard('gamutkey', 'Gamut Key', 'x', undefined, '2.5').engine).toMatch(/keeps its circular tokens/);
    const gamut = pilotEntry(`${SCUM}/hwk-290-light-freighter`, 'Gamut Key', { id: 'gamut', abilities: true });
    let session = toEngagement(startGame(rosters([luke()], [gamut])));
    session = play(session, { type: 'gainToken', ship: 'gamut', token: 'focus' }, { type: 'nextPhase' }).session;
    const [prompt] = promptsOf(session, 'Gamut Key');
    expect(prompt?.ability?.keepsTokensOf).toContain('gamut');
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'gamut' }).session;
    expect(shipOf(done, 'gamut').tokens.focus).toBe(1);
    // 2 charges spent, then 1 recovered as the End Phase ends (it recurs).
    expect(shipOf(done, 'gamut').charges?.current).toBe(1);
  });
});

describe('Rule · one key, one card: a pilot whose xws id a crew or gunner card shares gets no entry that would reach the upgrade', () => {
  it('the crew Lando Calrissian (same id as the Scum pilot) is not given the pilot’s rerolls, and the waiting facts are not in the table', () => {
    const crew = factsOfCard('landocalrissian', 'Lando Calrissian', 'Action: Roll 2 defense dice. For each [Focus] result, gain 1 focus token.', 0, '2.5');
    expect(crew.effects.map((effect) => effect.summary)).not.toContain('Lando Calrissian: 1 stress to reroll every blank attack die');
    for (const key of Object.keys(scumPilotFactsSharingAnUpgradeKey)) expect(cardFacts[key], key).toBeUndefined();
    for (const key of Object.keys(upgradeFactsSharingAScumPilotKey)) expect(cardFacts[key], key).toBeUndefined();
  });
  it('the waiting facts are valid facts all the same', () => {
    for (const table of [scumPilotFactsSharingAnUpgradeKey, upgradeFactsSharingAScumPilotKey]) {
      for (const [key, entry] of Object.entries(table)) {
        for (const fact of 'facts' in entry ? entry.facts : []) expect(cardEffectSchema.safeParse({ ...fact, source: key }).success, `${key}: ${fact.summary}`).toBe(true);
      }
    }
  });
});

describe('Condition · Optimized Prototype (2.5): a result spent for the defender’s shield, with its question', () => {
  // An assigned condition carries only its name today; here its facts ride on the roster as the host would put them.
  const conditionText = (xws: string) => (JSON.parse(readFileSync(path.join(xwingDataDir, 'conditions', 'conditions.json'), 'utf8')) as { xws: string; ability: string }[]).find((card) => card.xws === xws)?.ability;
  const prototyped = () => ({ ...luke(), effects: rosterFacts([{ key: 'optimizedprototype', name: 'Optimized Prototype', text: conditionText('optimizedprototype'), edition: '2.5' }]).effects });
  const rolled = (session: Session) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'decimator', arc: 'front', range: 2 }, attackFaces('hit', 'focus', 'blank')).session;
  it('against a shielded defender only the shield fact is offered (no damage card to expose); a yes spends the focus result and the shield', () => {
    const session = rolled(toEngagement(startGame(rosters([prototyped()], [decimator()]))));
    const offers = effectsNow(session).filter((effect) => effect.source === 'Optimized Prototype');
    expect(offers.map((offer) => [offer.summary, offer.questions])).toEqual([['Optimized Prototype: spend 1 hit, crit or focus result, the defender loses 1 shield', ['Is the defender locked by a friendly ship with the Director Krennic upgrade?']]]);
    const shields = shipOf(session, 'decimator').shields.current;
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offers[0]?.ref, answer: 'yes', die: 1 }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
    expect(shipOf(used, 'decimator').shields.current).toBe(shields - 1);
  });
});
