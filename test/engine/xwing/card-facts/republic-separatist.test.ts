import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { upgradeCard } from '../helpers/armament';
import { factsOfCard, rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { readShipFile } from '../helpers/xwing-roster';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, startGame } from '../helpers/xwing-game';

// DESIGN §10 · the Galactic Republic and Separatist Alliance pilots played from our facts
// (effects/facts/pilots-republic-separatist.ts), through the real engine, with the pilots of
// xwing-data2 2.5 read at run time. Rules: RRG 2.5 (Modify Dice, Abilities, Locks, Actions).

const ARC_170 = 'galactic-republic/arc-170-starfighter';
const DELTA_7 = 'galactic-republic/delta-7-aethersprite';
const V_19 = 'galactic-republic/v-19-torrent-starfighter';
const NABOO = 'galactic-republic/naboo-royal-n-1-starfighter';
const V_WING = 'galactic-republic/nimbus-class-v-wing';
const BELBULLAB = 'separatist-alliance/belbullab-22-starfighter';
const TRI_FIGHTER = 'separatist-alliance/droid-tri-fighter';
const HMP = 'separatist-alliance/hmp-droid-gunship';
const SITH = 'separatist-alliance/sith-infiltrator';
const ROGUE = 'separatist-alliance/rogue-class-starfighter';
const VULTURE = 'separatist-alliance/vulture-class-droid-fighter';

const pilot = (file: string, name: string, id: string) => withEffects(file, name, id, '2.5');
const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offerOf = (session: Session, source: string) => effectsNow(session).find((effect) => effect.source === source);
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);
/** To the Engagement Phase, every question of the phases on the way skipped (ship abilities of the System Phase). */
function engaged(friends: XwingPilotRosterEntry[], enemies: XwingPilotRosterEntry[] = [howlrunner()]): Session {
  let session = startGame(rosters(friends, enemies));
  for (let phase = 0; phase < 3; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
  return session;
}

/** Every question at a phase's start skipped, so the phase may end. */
function skipPrompts(session: Session): Session {
  for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
}

/** From the Planning Phase to the Activation Phase, then every ship before this one activates and ends; this one activates. */
function activating(session: Session, ship: string): Session {
  session = skipPrompts(play(session, { type: 'nextPhase' }).session);
  session = skipPrompts(play(session, { type: 'nextPhase' }).session);
  for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== ship; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
  return play(session, { type: 'activateShip', ship }).session;
}

/** An attack declared, rolled and carried to its end (no dice modified). */
function attackToItsEnd(session: Session, attacker: string, defender: string, attack: string[], defense: string[], range = 2): Session {
  session = play(session, { type: 'declareAttack', attacker, defender, arc: 'front', range }, attackFaces(...attack), defenseFaces(...defense), { type: 'neutralizeResults' }).session;
  if (optionsOf(session).commands.includes('dealDamage')) session = play(session, { type: 'dealDamage', drawForMe: true }).session;
  return session;
}

describe('Card · “Sinker” (2.5): a friend’s primary attack from its side arcs rerolls 1 attack die', () => {
  const game = () => engaged([pilot(ARC_170, '“Sinker”', 'sinker'), pilot(ARC_170, '104th Battalion Pilot', 'trooper')]);
  it('offered to the attacking friend with the question the table cannot know; used, the die it names is rerolled', () => {
    const session = play(game(), { type: 'declareAttack', attacker: 'trooper', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit', 'focus')).session;
    const offer = offerOf(session, '“Sinker”');
    expect(offer).toMatchObject({ ship: 'sinker', side: 'attacker', questions: ['Is the attacking friendly ship at range 1–2, in Sinker’s left or right arc?'] });
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'sinker', ref: offer?.ref, dice: [0], faces: ['hit'] }), /Answer first/);
    const used = play(session, { type: 'useCardEffect', ship: 'sinker', ref: offer?.ref, answer: 'yes', dice: [0], faces: ['hit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'hit', rerolled: true });
  });
  it('not offered while “Sinker” itself attacks: it helps a friend, not itself', () => {
    const session = play(game(), { type: 'declareAttack', attacker: 'sinker', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit', 'focus')).session;
    expect(offerOf(session, '“Sinker”')).toBeUndefined();
  });
});

describe('Card · “Jag” (2.5): after a friend in its side arcs defends, a lock on the attacker', () => {
  it('asked when the attack on the friend ends; done puts Jag’s lock on the attacker', () => {
    let session = engaged([pilot(ARC_170, '“Jag”', 'jag'), pilot(ARC_170, '104th Battalion Pilot', 'trooper')]);
    session = attackToItsEnd(session, 'howl', 'trooper', ['blank', 'blank'], ['blank']);
    const prompt = promptsOf(session, '“Jag”')[0];
    expect(prompt?.question).toMatch(/if there is a friendly defender at range 1–2, in Jag’s left or right arc, “Jag”: lock the attacker of a friend in its side arcs/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'howl').tokens.lock).toContain('jag');
  });
  it('not asked after Jag defends for itself', () => {
    let session = engaged([pilot(ARC_170, '“Jag”', 'jag'), pilot(ARC_170, '104th Battalion Pilot', 'trooper')]);
    session = attackToItsEnd(session, 'howl', 'jag', ['blank', 'blank'], ['blank']);
    expect(promptsOf(session, '“Jag”')).toEqual([]);
  });
});


describe('Card · “Odd Ball” (V-19, 2.5): after a red maneuver, a lock on the enemy in its bullseye arc', () => {
  const game = () => startGame(rosters([pilot(V_19, '“Odd Ball”', 'oddball')], [howlrunner()]));
  it('a red maneuver opens the question; done names the enemy ship and puts Odd Ball’s lock on it', () => {
    const moved = play(activating(game(), 'oddball'), { type: 'executeManeuver', ship: 'oddball', speed: 1, bearing: 'turnLeft', difficulty: 'red' }).session;
    const prompt = promptsOf(moved, '“Odd Ball”')[0];
    expect(prompt?.question).toMatch(/if there is an enemy ship in its bullseye arc, “Odd Ball”: lock the enemy ship in its bullseye arc \(after a red maneuver\)/);
    expectMessage(refusal(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }), /Name the enemy ship/);
    const done = play(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(done, 'howl').tokens.lock).toContain('oddball');
  });
  it('a white or blue maneuver asks nothing, nor its white barrel roll; the red evade linked to it does (rules 3)', () => {
    const rules3 = play(emptySession('xwing'), { type: 'setup', seed: 'odd-ball', players: rosters([pilot(V_19, '“Odd Ball”', 'oddball')], [howlrunner()]), rules: 3, edition: '2.5' }).session;
    let moved = play(activating(rules3, 'oddball'), { type: 'executeManeuver', ship: 'oddball', speed: 2, bearing: 'straight', difficulty: 'blue' }).session;
    expect(promptsOf(moved, '“Odd Ball”')).toEqual([]);
    moved = play(moved, { type: 'performAction', ship: 'oddball', action: 'barrelRoll' }).session;
    expect(promptsOf(moved, '“Odd Ball”')).toEqual([]);
    moved = play(moved, { type: 'performAction', ship: 'oddball', action: 'evade' }).session;
    expect(shipOf(moved, 'oddball').tokens.stress).toBe(1);
    expect(promptsOf(moved, '“Odd Ball”').map((prompt) => prompt.question)).toEqual([expect.stringMatching(/“Odd Ball”: lock the enemy ship in its bullseye arc \(after a red action\)/)]);
  });
});

describe('Card · Anakin Skywalker (Delta-7, 2.5): after a maneuver, 1 Force for 1 stress off with an enemy close ahead', () => {
  const game = () => startGame(rosters([pilot(DELTA_7, 'Anakin Skywalker', 'anakin')], [howlrunner()]));
  it('stressed after its maneuver: asked; done spends 1 Force and removes the stress', () => {
    let session = activating(game(), 'anakin');
    session = play(session, { type: 'gainToken', ship: 'anakin', token: 'stress', count: 2 }, { type: 'executeManeuver', ship: 'anakin', speed: 1, bearing: 'turnLeft', difficulty: 'white' }).session;
    const prompt = promptsOf(session, 'Anakin Skywalker')[0];
    expect(prompt?.question).toMatch(/if there is an enemy ship in its front arc at range 0–1, or in its bullseye arc, Anakin Skywalker: 1 Force, remove 1 stress/);
    const force = shipOf(session, 'anakin').force?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'anakin').tokens.stress).toBe(1);
    expect(shipOf(done, 'anakin').force?.current).toBe(force - 1);
  });
  it('not asked without a stress token to remove', () => {
    const session = play(activating(game(), 'anakin'), { type: 'executeManeuver', ship: 'anakin', speed: 1, bearing: 'turnLeft', difficulty: 'white' }).session;
    expect(promptsOf(session, 'Anakin Skywalker')).toEqual([]);
  });
});

describe('Card · Ric Olié (2.5): faster than the enemy, 1 more die (asked: the enemy’s dial is not the table’s)', () => {
  const game = () => engaged([pilot(NABOO, 'Ric Olié', 'ric')]);
  it('on a primary attack the extra attack die is offered with its question; answered yes, the roll takes one die more', () => {
    const session = play(game(), { type: 'declareAttack', attacker: 'ric', defender: 'howl', arc: 'front', range: 2 }).session;
    const offer = offerOf(session, 'Ric Olié');
    expect(offer).toMatchObject({ side: 'attacker', summary: 'Ric Olié: +1 attack die (faster than the defender, primary attack)', questions: ['Was the speed of its revealed maneuver higher than the defender’s?'] });
    const before = optionsOf(session).attack?.attackDice?.total ?? 0;
    const used = play(session, { type: 'useCardEffect', ship: 'ric', ref: offer?.ref, answer: 'yes' }).session;
    expect(optionsOf(used).attack?.attackDice?.total).toBe(before + 1);
    expect(optionsOf(used).attack?.attackDice?.adjustments).toContainEqual({ reason: 'Ric Olié', amount: 1 });
  });
  it('answered no, nothing changes', () => {
    const session = play(game(), { type: 'declareAttack', attacker: 'ric', defender: 'howl', arc: 'front', range: 2 }).session;
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'ric', ref: offerOf(session, 'Ric Olié')?.ref, answer: 'no' }), /does not apply now: nothing was changed/);
  });
});

describe('Card · “Contrail” (2.5): same bearing as the enemy, 1 of its focus results → blank', () => {
  it('attacking, at Modify Defense Dice: the defender’s focus turns blank', () => {
    let session = engaged([pilot(V_WING, '“Contrail”', 'contrail')]);
    session = play(session, { type: 'declareAttack', attacker: 'contrail', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('focus', 'evade', 'blank')).session;
    const offer = offerOf(session, '“Contrail”');
    expect(offer).toMatchObject({ side: 'attacker', dice: [0], questions: ['Did it reveal a maneuver of the same bearing as the defender?'] });
    const used = play(session, { type: 'useCardEffect', ship: 'contrail', ref: offer?.ref, answer: 'yes' }).session;
    expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['blank', 'evade', 'blank']);
  });
  it('not offered when the defender shows no focus', () => {
    let session = engaged([pilot(V_WING, '“Contrail”', 'contrail')]);
    session = play(session, { type: 'declareAttack', attacker: 'contrail', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('evade', 'blank', 'blank')).session;
    expect(offerOf(session, '“Contrail”')).toBeUndefined();
  });
});

describe('Card · Luminara Unduli (2.5): a friend defends outside the bullseye; 1 Force, 1 attack crit → hit', () => {
  it('offered to the defending friend’s side at Modify Attack Dice; used, the crit becomes a hit and Luminara spends 1 Force', () => {
    let session = engaged([pilot(DELTA_7, 'Luminara Unduli', 'luminara'), pilot(DELTA_7, 'Jedi Knight', 'knight')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'knight', arc: 'front', range: 2 }, attackFaces('crit', 'hit')).session;
    const offers = effectsNow(session).filter((effect) => effect.source === 'Luminara Unduli');
    expect(offers.map((offer) => [offer.side, offer.summary])).toEqual([
      ['defender', 'Luminara Unduli: 1 Force, 1 attack crit → hit for a friend (outside the bullseye; one of two)'],
      ['defender', 'Luminara Unduli: 1 Force, 1 attack hit → focus for a friend (outside the bullseye; one of two)'],
    ]);
    const force = shipOf(session, 'luminara').force?.current ?? 0;
    const used = play(session, { type: 'useCardEffect', ship: 'luminara', ref: offers[0]?.ref, answer: 'yes' }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'hit']);
    expect(shipOf(used, 'luminara').force?.current).toBe(force - 1);
  });
  it('not offered while a friend attacks', () => {
    let session = engaged([pilot(DELTA_7, 'Luminara Unduli', 'luminara'), pilot(DELTA_7, 'Jedi Knight', 'knight')]);
    session = play(session, { type: 'declareAttack', attacker: 'knight', defender: 'howl', arc: 'front', range: 2 }, attackFaces('crit', 'hit')).session;
    expect(offerOf(session, 'Luminara Unduli')).toBeUndefined();
  });
});

describe('Card · Captain Sear (2.5): a primary attack from the bullseye; its calculate cancels 1 evade', () => {
  const game = () => play(engaged([pilot(BELBULLAB, 'Captain Sear', 'sear')]), { type: 'gainToken', ship: 'sear', token: 'calculate' }).session;
  const rolled = (session: Session) => play(session, { type: 'declareAttack', attacker: 'sear', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), defenseFaces('evade', 'evade', 'blank')).session;
  it('once the defense dice are rolled it is offered, asking whether the defender is in its bullseye arc; used, 1 evade is cancelled and the calculate spent', () => {
    const session = rolled(game());
    const offer = offerOf(session, 'Captain Sear');
    expect(offer).toMatchObject({ side: 'attacker', questions: ['Is the defender in its bullseye arc?'], summary: 'Captain Sear: its calculate cancels 1 evade (primary attack, bullseye arc)' });
    const used = play(session, { type: 'useCardEffect', ship: 'sear', ref: offer?.ref, answer: 'yes', dice: [0] }).session;
    expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['evade', 'blank']);
    expect(shipOf(used, 'sear').tokens.calculate).toBe(0);
  });
  it('not offered without a calculate token to spend', () => {
    const session = rolled(engaged([pilot(BELBULLAB, 'Captain Sear', 'sear')]));
    expect(offerOf(session, 'Captain Sear')).toBeUndefined();
  });
});

describe('Card · DGS-286 (2.5): before it engages, a friend at range 0–1 hands it a calculate token', () => {
  const game = () => engaged([pilot(HMP, 'DGS-286', 'dgs'), pilot(HMP, 'Baktoid Drone', 'drone')], [howlrunner()]);
  const engaging = (session: Session) => {
    session = skipPrompts(session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined && next !== 'dgs'; next = optionsOf(session).upNext[0]) session = play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session;
    return play(session, { type: 'activateShip', ship: 'dgs' }).session;
  };
  it('asked as it engages while a friend holds a calculate; done, naming the friend, moves the token over', () => {
    const session = engaging(play(game(), { type: 'gainToken', ship: 'drone', token: 'calculate' }).session);
    const prompt = promptsOf(session, 'DGS-286')[0];
    expect(prompt?.question).toMatch(/if there is a friendly ship at range 0–1 to give its calculate token, DGS-286: a friend at range 0–1 transfers it 1 calculate token/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'drone' }).session;
    expect(shipOf(done, 'drone').tokens.calculate).toBe(0);
    expect(shipOf(done, 'dgs').tokens.calculate).toBe(1);
  });
  it('not asked while no friend has a calculate token (its own does not count)', () => {
    const session = engaging(play(game(), { type: 'gainToken', ship: 'dgs', token: 'calculate' }).session);
    expect(promptsOf(session, 'DGS-286')).toEqual([]);
  });
});

describe('Card · Obi-Wan Kenobi (Delta-7, 2.5): a friend spends a focus token; 1 Force gives it another', () => {
  it('asked as the friend spends its focus; done, naming the friend, spends 1 Force and gives the friend a focus token', () => {
    let session = engaged([pilot(DELTA_7, 'Obi-Wan Kenobi', 'obi'), pilot(DELTA_7, 'Jedi Knight', 'knight')]);
    session = skipPrompts(play(session, { type: 'gainToken', ship: 'knight', token: 'focus' }).session);
    session = play(session, { type: 'spendToken', ship: 'knight', token: 'focus' }).session;
    const prompt = promptsOf(session, 'Obi-Wan Kenobi').find((candidate) => /friend who spent/.test(candidate.question));
    expect(prompt?.question).toMatch(/if it is a focus token that the friendly ship at range 0–2 spent, Obi-Wan Kenobi: 1 Force, the friend who spent a focus token gains 1 focus/);
    const force = shipOf(session, 'obi').force?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'knight' }).session;
    expect(shipOf(done, 'knight').tokens.focus).toBe(1);
    expect(shipOf(done, 'obi').force?.current).toBe(force - 1);
  });
  it('with no Force left, nothing is asked', () => {
    let session = engaged([pilot(DELTA_7, 'Obi-Wan Kenobi', 'obi'), pilot(DELTA_7, 'Jedi Knight', 'knight')]);
    const force = shipOf(session, 'obi').force?.current ?? 0;
    session = skipPrompts(play(session, { type: 'spendCharge', ship: 'obi', charge: 'force', amount: force }, { type: 'gainToken', ship: 'knight', token: 'focus' }).session);
    session = play(session, { type: 'spendToken', ship: 'knight', token: 'focus' }).session;
    expect(promptsOf(session, 'Obi-Wan Kenobi')).toEqual([]);
  });
});

describe('Card · Darth Maul (2.5): after his attack, 2 Force for a bonus primary attack', () => {
  it('asked after his attack; done spends 2 Force, and the bonus attack may be declared', () => {
    let session = engaged([pilot(SITH, 'Darth Maul', 'maul')], [howlrunner(), howlrunner('howl2')]);
    session = attackToItsEnd(session, 'maul', 'howl', ['blank', 'blank', 'blank'], ['blank', 'blank', 'blank']);
    const prompt = promptsOf(session, 'Darth Maul')[0];
    expect(prompt?.question).toMatch(/Darth Maul: 2 Force, a bonus primary attack \(another target, or the same one if it missed\)/);
    const force = shipOf(session, 'maul').force?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'maul').force?.current).toBe(force - 2);
    const bonus = play(done, { type: 'declareAttack', attacker: 'maul', defender: 'howl2', arc: 'front', range: 2, bonusAttack: true }).session;
    expect(attackOf(bonus).defender).toBe('howl2');
  });
});

describe('Card · IG-101 (2.5): at the start of the System Phase, 1 faceup damage card repaired', () => {
  const game = () => startGame(rosters([pilot(ROGUE, 'IG-101', 'ig')], [howlrunner()]));
  /** Its shields gone, then one damage card dealt (faceup for a crit). */
  const damaged = (session: Session, crit: boolean) => {
    const shields = shipOf(session, 'ig').shields.current;
    return play(session, { type: 'sufferDamage', ship: 'ig', hits: crit ? shields : shields + 1, crits: crit ? 1 : 0, cards: ['Console Fire'] }).session;
  };
  it('with a faceup damage card it is asked; done turns that card facedown', () => {
    let session = damaged(game(), true);
    session = play(session, { type: 'nextPhase' }).session;
    const prompt = promptsOf(session, 'IG-101')[0];
    expect(prompt?.question).toMatch(/IG-101: repair 1 faceup damage card/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'ig').damageCards.filter((card) => card.faceup)).toEqual([]);
  });
  it('with only facedown damage, nothing is asked', () => {
    let session = damaged(game(), false);
    session = play(session, { type: 'nextPhase' }).session;
    expect(promptsOf(session, 'IG-101')).toEqual([]);
  });
});

describe('Card · Haor Chall Prototype (2.5): an enemy attacks another friendly ship; a calculate or lock action', () => {
  it('offered as the enemy’s attack on a friend is declared, on the friend’s side, with its question', () => {
    let session = engaged([pilot(VULTURE, 'Haor Chall Prototype', 'haor'), pilot(VULTURE, 'Trade Federation Drone', 'drone')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'drone', arc: 'front', range: 2 }).session;
    const offers = effectsNow(session).filter((effect) => effect.source === 'Haor Chall Prototype');
    expect(offers.map((offer) => [offer.side, offer.summary, offer.questions])).toEqual([
      ['defender', 'Haor Chall Prototype: a calculate action (an enemy in its bullseye arc attacks a friend)', ['Is the attacker in its bullseye arc at range 0–2?']],
      ['defender', 'Haor Chall Prototype: a lock action (an enemy in its bullseye arc attacks a friend)', ['Is the attacker in its bullseye arc at range 0–2?']],
    ]);
  });
  it('not offered when the enemy attacks Haor Chall itself', () => {
    let session = engaged([pilot(VULTURE, 'Haor Chall Prototype', 'haor'), pilot(VULTURE, 'Trade Federation Drone', 'drone')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'haor', arc: 'front', range: 2 }).session;
    expect(offerOf(session, 'Haor Chall Prototype')).toBeUndefined();
  });
});

describe('Card · Volan Das (2.5): after a red maneuver, an enemy at range 1 gains a strain and he sheds a stress', () => {
  it('a red maneuver asks; done names the enemy: it gains 1 strain, and the stress of the red maneuver goes', () => {
    const moved = play(activating(startGame(rosters([pilot(TRI_FIGHTER, 'Volan Das', 'volan')], [howlrunner()])), 'volan'), { type: 'executeManeuver', ship: 'volan', speed: 1, bearing: 'tallonLeft', difficulty: 'red' }).session;
    expect(shipOf(moved, 'volan').tokens.stress).toBe(1);
    const prompt = promptsOf(moved, 'Volan Das')[0];
    const done = play(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }).session;
    expect(shipOf(done, 'howl').tokens.strain).toBe(1);
    expect(shipOf(done, 'volan').tokens.stress).toBe(0);
    expectMessage(refusal(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'volan' }), /acts on an enemy ship/);
  });
});

describe('Card · Anakin Skywalker (N-1, 2.5): before his dial is revealed, 1 Force for a barrel roll that is not an action', () => {
  it('asked as he activates; done spends 1 Force and leaves his action count untouched', () => {
    const session = activating(startGame(rosters([pilot(NABOO, 'Anakin Skywalker', 'anakin')], [howlrunner()])), 'anakin');
    const prompt = promptsOf(session, 'Anakin Skywalker')[0];
    expect(prompt?.question).toMatch(/Anakin Skywalker: 1 Force, barrel roll before revealing its dial \(not an action\)/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'anakin').force?.current).toBe(0);
    expect(shipOf(done, 'anakin').actionsThisRound).toEqual([]);
  });
});

describe('Card · “Axe” (2.5): after it attacks, a green token to a friend in its side arcs', () => {
  it('asked for the green tokens it holds only; done, naming the friend, moves its focus token over', () => {
    let session = engaged([pilot(V_19, '“Axe”', 'axe'), pilot(V_19, 'Gold Squadron Trooper', 'gold')]);
    session = play(session, { type: 'gainToken', ship: 'axe', token: 'focus' }).session;
    session = attackToItsEnd(session, 'axe', 'howl', ['blank', 'blank'], ['blank', 'blank', 'blank']);
    const prompts = promptsOf(session, '“Axe”');
    expect(prompts.map((prompt) => prompt.question)).toEqual([expect.stringMatching(/if there is a friendly ship at range 1–2, in Axe’s left or right arc, to receive it, “Axe”: give 1 focus token to a friend in its side arcs/)]);
    const done = play(session, { type: 'answerPrompt', prompt: prompts[0]?.id, answer: 'done', ship: 'gold' }).session;
    expect([shipOf(done, 'axe').tokens.focus, shipOf(done, 'gold').tokens.focus]).toEqual([0, 1]);
  });
});

describe('Card · “Tucker” (2.5): after a friend attacks an enemy in its front arc, a focus action', () => {
  it('asked after the friend’s attack; the focus action it grants is performed out of turn and answers the question', () => {
    let session = engaged([pilot(V_19, '“Tucker”', 'tucker'), pilot(V_19, 'Gold Squadron Trooper', 'gold')]);
    session = attackToItsEnd(session, 'gold', 'howl', ['blank', 'blank'], ['blank', 'blank', 'blank']);
    expect(promptsOf(session, '“Tucker”')).toHaveLength(1);
    const focused = play(session, { type: 'performAction', ship: 'tucker', action: 'focus', grantedBy: { source: '“Tucker”', difficulty: 'white' } }).session;
    expect(shipOf(focused, 'tucker').tokens.focus).toBe(1);
    expect(promptsOf(focused, '“Tucker”')).toEqual([]);
  });
  it('not asked after Tucker’s own attack', () => {
    const session = attackToItsEnd(engaged([pilot(V_19, '“Tucker”', 'tucker'), pilot(V_19, 'Gold Squadron Trooper', 'gold')]), 'tucker', 'howl', ['blank', 'blank'], ['blank', 'blank', 'blank']);
    expect(promptsOf(session, '“Tucker”')).toEqual([]);
  });
});

describe('Card · Zam Wesell (2.5): she loses 2 charges at setup (no choice)', () => {
  it('asked at setup; done takes 2 of her 4 charges', () => {
    const session = startGame(rosters([pilot('separatist-alliance/firespray-class-patrol-craft', 'Zam Wesell', 'zam')], [howlrunner()]));
    const prompt = promptsOf(session, 'Zam Wesell')[0];
    expect(prompt?.question).toMatch(/Zam Wesell: loses 2 charges at setup \(no choice\)/);
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'zam').charges?.current).toBe(2);
  });
});

describe('Card · Aayla Secura (Eta-2 pilot and crew card, 2.5): an enemy close in her arc attacks a friend; the defender turns 1 blank into a focus', () => {
  const ETA_2 = 'galactic-republic/eta-2-actis';
  it('offered on the defending friend’s side, with the one question that names both cards; used, the blank becomes a focus', () => {
    let session = engaged([pilot(ETA_2, 'Aayla Secura', 'aayla'), pilot(DELTA_7, 'Jedi Knight', 'knight')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'knight', arc: 'front', range: 1 }, attackFaces('hit', 'hit', 'hit'), defenseFaces('blank', 'evade', 'blank')).session;
    const offer = offerOf(session, 'Aayla Secura');
    expect(offer).toMatchObject({ ship: 'aayla', side: 'defender', dice: [0, 2] });
    const used = play(session, { type: 'useCardEffect', ship: 'aayla', ref: offer?.ref, answer: 'yes', die: 2 }).session;
    expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['blank', 'evade', 'focus']);
  });
  it('the crew card of the same id and title reads the same facts (its only difference, where the attacker stands, is in the question)', () => {
    const crew = upgradeCard('2.5', 'aaylasecura');
    const facts = factsOfCard('aaylasecura', crew.name, String(crew.sides[0]?.ability ?? ''), 0, '2.5');
    expect(facts.yourCall).toEqual([]);
    expect(facts.effects.map((effect) => [effect.moment, effect.upgrade, effect.effects])).toEqual([
      ['modifyDefenseDice', 0, [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }]],
      ['modifyDefenseDice', 0, [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }]],
    ]);
  });
});

describe('Card · Plo Koon (Delta-7B, 2.5): at the start of the Engagement Phase, 1 Force moves a green token out or an orange token in', () => {
  const DELTA_7B = 'galactic-republic/delta-7b-aethersprite';
  const game = () => {
    let session = startGame(rosters([pilot(DELTA_7B, 'Plo Koon', 'plo'), pilot(DELTA_7, 'Jedi Knight', 'knight')], [howlrunner()]));
    for (let phase = 0; phase < 2; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
    return session;
  };
  it('holding a focus token: asked to give it; done, naming the friend, the focus moves and 1 Force is spent', () => {
    let session = play(game(), { type: 'gainToken', ship: 'plo', token: 'focus' }).session;
    session = play(session, { type: 'nextPhase' }).session;
    const give = promptsOf(session, 'Plo Koon').find((prompt) => /give 1 focus token/.test(prompt.question));
    expect(give).toBeDefined();
    const force = shipOf(session, 'plo').force?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: give?.id, answer: 'done', ship: 'knight' }).session;
    expect([shipOf(done, 'plo').tokens.focus, shipOf(done, 'knight').tokens.focus, shipOf(done, 'plo').force?.current]).toEqual([0, 1, force - 1]);
  });
  it('without a green token nothing is offered to give; taking a friend’s tractor token moves it to Plo Koon', () => {
    let session = play(game(), { type: 'gainToken', ship: 'knight', token: 'tractor' }).session;
    session = play(session, { type: 'nextPhase' }).session;
    expect(promptsOf(session, 'Plo Koon').filter((prompt) => /give 1/.test(prompt.question))).toEqual([]);
    const take = promptsOf(session, 'Plo Koon').find((prompt) => /take 1 tractor token/.test(prompt.question));
    const done = play(session, { type: 'answerPrompt', prompt: take?.id, answer: 'done', ship: 'knight' }).session;
    expect([shipOf(done, 'knight').tokens.tractor, shipOf(done, 'plo').tokens.tractor]).toEqual([0, 1]);
  });
});

describe('Card · DBS-404 (Siege of Coruscant, 2.5): one more die at range 1, and a crit to itself after that attack hits', () => {
  const HYENA = 'separatist-alliance/hyena-class-droid-bomber';
  /** The data holds two DBS-404 cards; this one is the Siege of Coruscant pilot (its own id), read from its card. */
  const dbs = () => {
    const card = readShipFile(HYENA).pilots.find((candidate) => (candidate as { xws?: string }).xws === 'dbs404-siegeofcoruscant');
    const facts = rosterFacts([{ key: 'dbs404-siegeofcoruscant', name: card?.name ?? '', text: card?.ability ?? null, edition: '2.5' }]);
    return { ...withEffects(HYENA, 'DBS-404', 'dbs', '2.5'), effects: facts.effects, yourCall: facts.yourCall };
  };
  it('at range 1 the extra die is rolled with no choice; after the hit it is asked (the range of a finished attack), and done deals it 1 crit', () => {
    let session = engaged([dbs()]);
    session = play(session, { type: 'declareAttack', attacker: 'dbs', defender: 'howl', arc: 'front', range: 1 }).session;
    expect(optionsOf(session).attack?.attackDice?.adjustments).toContainEqual({ reason: 'DBS-404', amount: 1 });
    const dice = optionsOf(session).attack?.attackDice?.total ?? 0;
    session = play(session, attackFaces(...Array.from({ length: dice }, () => 'hit')), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const prompt = promptsOf(session, 'DBS-404')[0];
    expect(prompt?.question).toMatch(/if it is a range 1 attack that it just made, DBS-404: suffers 1 crit after its range 1 attack hits \(no choice\)/);
    const before = shipOf(session, 'dbs');
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    const after = shipOf(done, 'dbs');
    expect(before.shields.current - after.shields.current + after.damageCards.length - before.damageCards.length).toBe(1);
  });
  it('at range 2 no extra die is rolled', () => {
    const session = play(engaged([dbs()]), { type: 'declareAttack', attacker: 'dbs', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(optionsOf(session).attack?.attackDice?.adjustments).not.toContainEqual({ reason: 'DBS-404', amount: 1 });
  });
});

describe('Card · “Slider” (2.5): a revealed 2 bank, for 2 charges, is executed as a sideslip', () => {
  it('asked as its dial is revealed (the table asks which maneuver it was); done spends both charges', () => {
    const session = activating(startGame(rosters([pilot('galactic-republic/clone-z-95-headhunter', '“Slider”', 'slider')], [howlrunner()])), 'slider');
    const moved = play(session, { type: 'executeManeuver', ship: 'slider', speed: 2, bearing: 'bankLeft', difficulty: 'white' }).session;
    const prompt = promptsOf(moved, '“Slider”')[0];
    expect(prompt?.question).toMatch(/if it is a 2 bank maneuver that it revealed, “Slider”: 2 charges, its 2 bank is executed as a sideslip/);
    const done = play(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'slider').charges?.current).toBe(0);
  });
});

// ---- Round 2: facts at the moments of another friendly ship (friendlyManeuver) ----

describe('Card · “Swoop”: a small or medium friend near him, after a speed 3–4 maneuver, may boost as a red action', () => {
  const game = () => startGame(rosters([pilot(V_19, '“Swoop”', 'swoop'), pilot(DELTA_7, 'Jedi Knight', 'knight')], [howlrunner()]));
  it('asked after the friend’s speed 3 maneuver; done grants that friend a red boost', () => {
    const moved = play(activating(game(), 'knight'), { type: 'executeManeuver', ship: 'knight', speed: 3, bearing: 'straight', difficulty: 'white' }).session;
    const prompt = promptsOf(moved, '“Swoop”').find((one) => /small or medium friend/.test(one.question ?? ''));
    expect(prompt?.question).toMatch(/range 0–1/);
    const done = play(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'knight').grants).toEqual([expect.objectContaining({ source: '“Swoop”', action: 'boost', difficulty: 'red' })]);
  });
  it('not asked after the friend’s speed 2 maneuver', () => {
    const moved = play(activating(game(), 'knight'), { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expect(promptsOf(moved, '“Swoop”').filter((one) => /small or medium friend/.test(one.question ?? ''))).toEqual([]);
  });
});

describe('Card · Yoda (2.5): after a friend’s purple maneuver nearby, he spends 1 Force so that friend recovers 1', () => {
  const ETA_2 = 'galactic-republic/eta-2-actis';
  const game = () => startGame(rosters([pilot(ETA_2, 'Yoda', 'yoda'), pilot(DELTA_7, 'Jedi Knight', 'knight')], [howlrunner()]));
  it('asked after the friend’s purple maneuver; done moves 1 Force from Yoda to the friend', () => {
    const moved = play(activating(game(), 'knight'), { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'straight', difficulty: 'purple' }).session;
    const prompt = promptsOf(moved, 'Yoda')[0];
    expect(prompt?.question).toMatch(/purple maneuver/);
    const yodaForce = shipOf(moved, 'yoda').force?.current ?? 0;
    const knightForce = shipOf(moved, 'knight').force?.current ?? 0;
    const done = play(moved, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'yoda').force?.current).toBe(yodaForce - 1);
    expect(shipOf(done, 'knight').force?.current).toBe(knightForce + 1);
  });
  it('not asked after a white maneuver', () => {
    const moved = play(activating(game(), 'knight'), { type: 'executeManeuver', ship: 'knight', speed: 2, bearing: 'straight', difficulty: 'white' }).session;
    expect(promptsOf(moved, 'Yoda')).toEqual([]);
  });
});
