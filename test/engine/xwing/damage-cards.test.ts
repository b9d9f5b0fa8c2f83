import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/engine';
import { damageDeckList } from '../../../shared/engine/games/xwing';
import {
  attackFaces,
  decimator,
  expectMessage,
  howlrunner,
  luke,
  optionsOf,
  play,
  refusal,
  rosters,
  sentences,
  shipOf,
  startGame,
  stateOf,
  toEngagement,
  wedge,
} from './helpers/xwing-game';

// One test per card of the core damage deck (xwing-data2 damage-decks/core.json), each named after
// it; effects are ours, applied at the card's moment or asked as a one-tap prompt.

const game = () => startGame(rosters([luke(), wedge()], [howlrunner(), decimator()]));

/** Howlrunner (no shields) is dealt `card` faceup. */
function faceup(card: string, session: Session = game()): Session {
  return play(session, { type: 'sufferDamage', ship: 'howl', hits: 0, crits: 1, cards: [card] }).session;
}

const cardsOf = (session: Session, ship: string) => shipOf(session, ship).damageCards.map((card) => [card.name, card.faceup]);
const onlyPrompt = (session: Session) => {
  const prompt = optionsOf(session).prompts[0];
  if (!prompt) throw new Error('no prompt');
  return prompt;
};

describe('the core damage deck, card by card', () => {
  it('covers every card of the deck in this file', () => {
    expect(damageDeckList.map((kind) => kind.name).sort()).toEqual(
      [
        'Blinded Pilot',
        'Console Fire',
        'Damaged Engine',
        'Damaged Sensor Array',
        'Direct Hit!',
        'Disabled Power Regulator',
        'Fuel Leak',
        'Hull Breach',
        'Loose Stabilizer',
        'Panicked Pilot',
        'Stunned Pilot',
        'Structural Damage',
        'Weapons Failure',
        'Wounded Pilot',
      ].sort(),
    );
  });

  it('Direct Hit!: 1 more hit damage at once, then the card is repaired (turned facedown)', () => {
    const { session, events } = play(game(), { type: 'sufferDamage', ship: 'howl', hits: 0, crits: 1, cards: ['Direct Hit!', 'Damaged Engine'] });
    expect(cardsOf(session, 'howl')).toEqual([
      ['Direct Hit!', false],
      ['Damaged Engine', false],
    ]);
    expect(sentences(events)).toContain('Direct Hit! (“Howlrunner”): 1 more hit damage.');
    expect(sentences(events)).toContain('“Howlrunner” repairs Direct Hit!: it is turned facedown.');
    // Drawn by the app, the extra card follows at once.
    const drawn = play(game(), { type: 'sufferDamage', ship: 'luke', hits: 2, crits: 1, drawForMe: true }).session;
    expect(shipOf(drawn, 'luke').damageCards.length).toBeGreaterThanOrEqual(1);
  });

  it('Direct Hit!: when the player named too few cards, the extra damage waits as a one-tap prompt', () => {
    const session = faceup('Direct Hit!');
    const prompt = onlyPrompt(session);
    expect(prompt).toMatchObject({ kind: 'extraDamage', ship: 'howl', answer: 'damage' });
    expectMessage(refusal(session, { type: 'nextPhase' }), /Direct Hit! on “Howlrunner” waits for an answer/);
    const answered = play(session, { type: 'answerPrompt', prompt: prompt.id, cards: ['Console Fire'] }).session;
    expect(cardsOf(answered, 'howl')).toEqual([
      ['Direct Hit!', false],
      ['Console Fire', false],
    ]);
    expect(optionsOf(answered).prompts).toEqual([]);
  });

  it('Panicked Pilot: 2 stress tokens at once, then the card is repaired', () => {
    const { session, events } = play(game(), { type: 'sufferDamage', ship: 'howl', hits: 0, crits: 1, cards: ['Panicked Pilot'] });
    expect(shipOf(session, 'howl').tokens.stress).toBe(2);
    expect(cardsOf(session, 'howl')).toEqual([['Panicked Pilot', false]]);
    expect(sentences(events)).toContain('“Howlrunner” gains 2 stress tokens.');
  });

  it('Hull Breach: hit damage is suffered as crit damage, so cards come faceup; repairing it by an action turns it facedown', () => {
    const session = faceup('Hull Breach');
    const plan = play(session, { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, cards: ['Damaged Engine'] });
    expect(cardsOf(plan.session, 'howl')).toEqual([
      ['Hull Breach', true],
      ['Damaged Engine', true],
    ]);
    expect(sentences(plan.events)).toContain('Hull Breach (“Howlrunner”): the hit damage is suffered as crit damage.');
    const repaired = play(session, { type: 'performAction', ship: 'howl', action: 'repair' }).session;
    expect(cardsOf(repaired, 'howl')).toEqual([['Hull Breach', false]]);
  });

  it('Fuel Leak: after the ship suffers crit damage, 1 more hit damage and the card is repaired', () => {
    const session = faceup('Fuel Leak');
    const { session: after, events } = play(session, { type: 'sufferDamage', ship: 'howl', hits: 0, crits: 1, cards: ['Damaged Engine', 'Console Fire'] });
    expect(cardsOf(after, 'howl')).toEqual([
      ['Fuel Leak', false],
      ['Damaged Engine', true],
      ['Console Fire', false],
    ]);
    expect(sentences(events)).toContain('Fuel Leak (“Howlrunner”): 1 more hit damage.');
    // A hit does not set it off.
    expect(cardsOf(play(session, { type: 'sufferDamage', ship: 'howl', hits: 1, crits: 0, cards: ['Console Fire'] }).session, 'howl')[0]).toEqual(['Fuel Leak', true]);
  });

  it('Weapons Failure: the ship attacks with 1 die fewer ("−1 Weapons Failure")', () => {
    const session = toEngagement(faceup('Weapons Failure'));
    const attack = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session;
    expect(optionsOf(attack).attack?.attackDice).toEqual({ attackValue: 2, rangeBonus: 0, adjustments: [{ reason: 'Weapons Failure', amount: -1 }], total: 1 });
  });

  it('Structural Damage: the ship defends with 1 die fewer', () => {
    const session = toEngagement(faceup('Structural Damage'));
    const attack = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(optionsOf(attack).attack?.defenseDice).toMatchObject({ agility: 3, adjustments: [{ reason: 'Structural Damage', amount: -1 }], total: 2 });
  });

  it('Blinded Pilot: attacking, the ship changes its dice only by spending Force', () => {
    const session = play(game(), { type: 'sufferDamage', ship: 'luke', hits: 2, crits: 1, cards: ['Blinded Pilot'] }, { type: 'gainToken', ship: 'luke', token: 'focus' }).session;
    const rolled = play(toEngagement(session), { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'focus', 'blank')).session;
    const effects = optionsOf(rolled).attack?.diceEffects ?? [];
    expect(effects.find((effect) => effect.spend === 'focus')?.unavailable).toMatch(/Blinded Pilot/);
    expect(effects.find((effect) => effect.spend === 'force')?.unavailable).toBeNull();
    expect(refusal(rolled, { type: 'rerollDice', by: 'attacker', dice: [2], faces: ['hit'] }).code).toBe('blinded');
    expect(attackOfDice(play(rolled, { type: 'spendForDice', spend: 'force' }).session)).toEqual(['hit', 'focus', 'blank']);
  });

  it('Damaged Sensor Array: only the focus action and damage-card actions', () => {
    const session = faceup('Damaged Sensor Array');
    const actions = optionsOf(session).ships.find((ship) => ship.ship === 'howl')?.actions ?? [];
    expect(actions.find((action) => action.action === 'evade')?.unavailable).toMatch(/Damaged Sensor Array/);
    expect(actions.find((action) => action.action === 'focus')?.unavailable).toBeNull();
    expect(actions.find((action) => action.action === 'repair')).toMatchObject({ unavailable: null, cards: ['damage-1'] });
    const repaired = play(session, { type: 'performAction', ship: 'howl', action: 'repair', card: 'damage-1' });
    expect(sentences(repaired.events)[0]).toBe('“Howlrunner” performs the repair action on Damaged Sensor Array.');
    expect(cardsOf(repaired.session, 'howl')).toEqual([['Damaged Sensor Array', false]]);
  });

  it('Wounded Pilot: after each action, 1 attack die; a hit or crit gives a stress token', () => {
    const session = play(faceup('Wounded Pilot'), { type: 'performAction', ship: 'howl', action: 'focus' }).session;
    const prompt = onlyPrompt(session);
    expect(prompt).toMatchObject({ kind: 'woundedPilot', answer: 'die' });
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt.id, faces: ['crit'] }).session, 'howl').tokens.stress).toBe(1);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt.id, faces: ['focus'] }).session, 'howl').tokens.stress).toBe(0);
  });

  it('Console Fire: before the ship engages, 1 attack die; a hit costs 1 damage; it must engage before it attacks', () => {
    const session = toEngagement(faceup('Console Fire'));
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }), /Console Fire acts before “Howlrunner” engages/);
    const engaged = play(session, { type: 'activateShip', ship: 'howl' }).session;
    const prompt = onlyPrompt(engaged);
    expect(prompt).toMatchObject({ kind: 'consoleFire', answer: 'die' });
    const hit = play(engaged, { type: 'answerPrompt', prompt: prompt.id, faces: ['hit'], cards: ['Damaged Engine'] }).session;
    expect(cardsOf(hit, 'howl')).toEqual([
      ['Console Fire', true],
      ['Damaged Engine', false],
    ]);
    // Only a hit: a crit does nothing.
    expect(cardsOf(play(engaged, { type: 'answerPrompt', prompt: prompt.id, faces: ['crit'] }).session, 'howl')).toHaveLength(1);
    expect(play(hit, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session).toBeTruthy();
  });

  it('Stunned Pilot: after its maneuver, moving through or onto an obstacle costs 1 damage', () => {
    const session = play(faceup('Stunned Pilot'), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'howl' }).session;
    const prompt = onlyPrompt(session);
    expect(prompt).toMatchObject({ kind: 'stunnedPilot', answer: 'yesNo' });
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'yes', drawForMe: true }).session, 'howl').damageCards).toHaveLength(2);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'no' }).session, 'howl').damageCards).toHaveLength(1);
  });

  it('Loose Stabilizer: after a maneuver that is not straight, 1 damage and the card is repaired', () => {
    const session = play(faceup('Loose Stabilizer'), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'howl' }).session;
    const prompt = onlyPrompt(session);
    const yes = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'yes', cards: ['Damaged Engine'] }).session;
    expect(cardsOf(yes, 'howl')).toEqual([
      ['Loose Stabilizer', false],
      ['Damaged Engine', false],
    ]);
    expect(cardsOf(play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'no' }).session, 'howl')).toEqual([['Loose Stabilizer', true]]);
  });

  it('Disabled Power Regulator: an ion token before it engages; repaired after its ion maneuver', () => {
    const engaged = play(toEngagement(faceup('Disabled Power Regulator')), { type: 'activateShip', ship: 'howl' });
    expect(shipOf(engaged.session, 'howl').tokens.ion).toBe(1);
    expect(sentences(engaged.events)).toContain('Disabled Power Regulator (“Howlrunner”): an ion token before it engages.');
    // Next round it is ionized (a small ship needs 1 ion token): its activation is the ion maneuver.
    const nextRound = play(engaged.session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(stateOf(nextRound).phase).toBe('activation');
    const activated = play(nextRound, { type: 'activateShip', ship: 'howl' });
    expect(sentences(activated.events)[0]).toMatch(/executes the ion maneuver/);
    const ended = play(activated.session, { type: 'endActivation' });
    expect(shipOf(ended.session, 'howl').tokens.ion).toBe(0);
    expect(cardsOf(ended.session, 'howl')).toEqual([['Disabled Power Regulator', false]]);
  });

  it('Damaged Engine: a reminder only (the app does not plan maneuvers); it stays faceup and does nothing else', () => {
    const session = faceup('Damaged Engine');
    expect(cardsOf(session, 'howl')).toEqual([['Damaged Engine', true]]);
    expect(optionsOf(session).prompts).toEqual([]);
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'howl')?.actions.some((action) => action.action === 'repair')).toBe(false);
  });
});

function attackOfDice(session: Session): string[] {
  return stateOf(session).attack?.attackDice.map((die) => die.face) ?? [];
}
