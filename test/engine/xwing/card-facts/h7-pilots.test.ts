import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { pilotEntryFrom, readShipFile } from '../helpers/xwing-roster';
import { attackFaces, attackOf, defenseFaces, howlrunner, optionsOf, play, rosters, shipOf, startGame } from '../helpers/xwing-game';

// h7-xpilots · pilots and ship abilities played from our facts, through the real engine, with the
// pilots of xwing-data2 2.5 read at run time (test input). Rules: RRG 2.5 (Modify Dice, Tokens, Locks, Actions, Destroyed).

/** The 2.5 pilot of this xws id (several cards share a name), with the facts of its pilot card and its ship ability. */
function pilotByXws(file: string, xws: string, id: string): XwingPilotRosterEntry {
  const ship = readShipFile(file);
  const card = ship.pilots.find((candidate) => (candidate as { xws?: string }).xws === xws);
  if (!card) throw new Error(`${file} has no pilot ${xws}`);
  const facts = rosterFacts([
    { key: xws, name: card.name, text: card.ability ?? null, edition: '2.5' },
    ...(card.shipAbility ? [{ key: null, name: card.shipAbility.name, text: card.shipAbility.text, edition: '2.5' as const }] : []),
  ]);
  return { ...pilotEntryFrom(ship, card, { id, actionBar: true }), effects: facts.effects, yourCall: facts.yourCall };
}

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const offersOf = (session: Session, source: string) => effectsNow(session).filter((effect) => effect.source === source);
const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);

/** Every question at a phase's start skipped, so the phase may end. */
function skipPrompts(session: Session): Session {
  for (const prompt of optionsOf(session).prompts) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
  return session;
}

/** To the Engagement Phase, every question of the phases on the way skipped. */
function engaged(friends: XwingPilotRosterEntry[], enemies: XwingPilotRosterEntry[] = [howlrunner()]): Session {
  let session = startGame(rosters(friends, enemies));
  for (let phase = 0; phase < 3; phase++) session = skipPrompts(play(session, { type: 'nextPhase' }).session);
  return session;
}

const TRI_FIGHTER = 'separatist-alliance/droid-tri-fighter';
const Z95 = 'galactic-republic/clone-z-95-headhunter';

describe('Card · DIS-T81 (Siege of Coruscant, 2.5): any number of dice rerolled, a token for each', () => {
  it('attacking: 3 attack dice rerolled in one use for 3 deplete tokens, and no second use in that attack', () => {
    let session = engaged([pilotByXws(TRI_FIGHTER, 'dist81-siegeofcoruscant', 'tri')]);
    session = play(session, { type: 'declareAttack', attacker: 'tri', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'focus')).session;
    const three = offersOf(session, 'DIS-T81').find((offer) => offer.summary.includes('reroll 3 attack dice'));
    expect(three).toBeDefined();
    const used = play(session, { type: 'useCardEffect', ship: 'tri', ref: three?.ref, dice: [0, 1, 2], faces: ['hit', 'hit', 'crit'] }).session;
    expect(attackOf(used).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'crit']);
    expect(shipOf(used, 'tri').tokens.deplete).toBe(3);
    expect(offersOf(used, 'DIS-T81').filter((offer) => offer.summary.includes('attack'))).toHaveLength(0);
  });
  it('defending: 2 defense dice rerolled for 2 strain tokens', () => {
    let session = engaged([pilotByXws(TRI_FIGHTER, 'dist81-siegeofcoruscant', 'tri')]);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'tri', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('blank', 'blank', 'blank')).session;
    const two = offersOf(session, 'DIS-T81').find((offer) => offer.summary.includes('reroll 2 defense dice'));
    const used = play(session, { type: 'useCardEffect', ship: 'tri', ref: two?.ref, dice: [0, 1], faces: ['evade', 'evade'] }).session;
    expect(attackOf(used).defenseDice.map((die) => die.face)).toEqual(['evade', 'evade', 'blank']);
    expect(shipOf(used, 'tri').tokens.strain).toBe(2);
  });
});

describe('Card · “Drift” (2.5): with exactly 1 non-lock red or exactly 1 orange token, a friend at range 0–1 rerolls 1 attack die', () => {
  const game = () => engaged([pilotByXws(Z95, 'drift', 'drift'), pilotByXws(Z95, '7thskycorpspilot', 'wing')]);
  it('with 1 stress token on Drift, the attacking friend is offered the reroll (asked its range); used, its die is rerolled', () => {
    let session = play(game(), { type: 'gainToken', ship: 'drift', token: 'stress' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'wing', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    const offer = offersOf(session, '“Drift”').find((candidate) => candidate.ship === 'drift');
    expect(offer?.questions).toEqual(['Is the attacking friendly ship at range 0–1 of “Drift”?']);
    const used = play(session, { type: 'useCardEffect', ship: 'drift', ref: offer?.ref, answer: 'yes', dice: [0], faces: ['crit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'crit', rerolled: true });
  });
  it('with 2 stress tokens (not exactly 1) or none, it is not offered', () => {
    const none = play(game(), { type: 'declareAttack', attacker: 'wing', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    expect(offersOf(none, '“Drift”')).toHaveLength(0);
    let two = play(game(), { type: 'gainToken', ship: 'drift', token: 'stress', count: 2 }).session;
    two = play(two, { type: 'declareAttack', attacker: 'wing', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    expect(offersOf(two, '“Drift”')).toHaveLength(0);
  });
  it('with 1 jam token (orange) and 1 stress, either count holds: one use in the attack', () => {
    let session = play(game(), { type: 'gainToken', ship: 'drift', token: 'jam' }, { type: 'gainToken', ship: 'drift', token: 'stress' }).session;
    session = play(session, { type: 'declareAttack', attacker: 'drift', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'hit')).session;
    const offers = offersOf(session, '“Drift”');
    expect(offers.length).toBeGreaterThan(0);
    const used = play(session, { type: 'useCardEffect', ship: 'drift', ref: offers[0]?.ref, dice: [0], faces: ['hit'] }).session;
    expect(attackOf(used).attackDice[0]).toEqual({ face: 'hit', rerolled: true });
    expect(offersOf(used, '“Drift”')).toHaveLength(0);
  });
});
