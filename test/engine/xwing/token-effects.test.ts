import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/engine';
import { attackFaces, decimator, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, toEngagement, wedge } from './helpers/xwing-game';

// What the tokens do (RRG, glossary entries named in each test), beyond being held.
const game = () => startGame(rosters([luke(), wedge()], [howlrunner(), decimator()]));
const withTokens = (...tokens: { ship: string; token: string; count?: number }[]): Session =>
  play(game(), ...tokens.map((token) => ({ type: 'gainToken', ...token }))).session;
const statusesOf = (session: Session, ship: string) => optionsOf(session).ships.find((options) => options.ship === ship)?.statuses;

describe('token effects', () => {
  it('RRG · deplete: a depleted attacker rolls 1 fewer die, then removes one deplete token ("3, −1 deplete")', () => {
    const session = toEngagement(withTokens({ ship: 'wedge', token: 'deplete', count: 2 }));
    const declared = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(optionsOf(declared).attack?.attackDice).toEqual({ attackValue: 3, rangeBonus: 0, adjustments: [{ reason: 'deplete', amount: -1 }], total: 2 });
    expect(refusal(declared, attackFaces('hit', 'hit', 'hit')).code).toBe('wrong_dice_count');
    const rolled = play(declared, attackFaces('hit', 'blank'));
    expect(shipOf(rolled.session, 'wedge').tokens.deplete).toBe(1);
    expect(sentences(rolled.events)[1]).toBe('Wedge Antilles removes a deplete token (its deplete token took a die).');
  });

  it('RRG · strain: a strained defender rolls 1 fewer die, then removes one strain token', () => {
    const session = toEngagement(withTokens({ ship: 'howl', token: 'strain' }));
    const rolled = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank')).session;
    expect(optionsOf(rolled).attack?.defenseDice).toMatchObject({ agility: 3, adjustments: [{ reason: 'strain', amount: -1 }], total: 2 });
    expect(shipOf(play(rolled, defenseFaces('evade', 'blank')).session, 'howl').tokens.strain).toBe(0);
  });

  it('RRG · tractor: a tractored ship (1 token small, 3 large) has 1 less agility', () => {
    const session = toEngagement(withTokens({ ship: 'howl', token: 'tractor' }));
    expect(statusesOf(session, 'howl')).toEqual(['tractored']);
    const declared = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(optionsOf(declared).attack?.defenseDice).toMatchObject({ adjustments: [{ reason: 'tractored', amount: -1 }], total: 2 });
    expect(statusesOf(withTokens({ ship: 'decimator', token: 'tractor', count: 2 }), 'decimator')).toEqual([]);
    expect(statusesOf(withTokens({ ship: 'decimator', token: 'tractor', count: 3 }), 'decimator')).toEqual(['tractored']);
  });

  it('RRG · cloak: a cloaked ship has 2 more agility and cannot attack', () => {
    const session = toEngagement(withTokens({ ship: 'howl', token: 'cloak' }));
    expect(statusesOf(session, 'howl')).toEqual(['cloaked']);
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }), /“Howlrunner” is cloaked: a cloaked ship cannot attack\./);
    expect(optionsOf(session).attackers.map((attacker) => attacker.ship)).not.toContain('howl');
    const declared = play(session, { type: 'declareAttack', attacker: 'wedge', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(optionsOf(declared).attack?.defenseDice).toMatchObject({ adjustments: [{ reason: 'cloaked', amount: 2 }], total: 5 });
  });

  it('RRG · disarm: a disarmed ship cannot attack', () => {
    const session = toEngagement(withTokens({ ship: 'luke', token: 'disarm' }));
    expect(statusesOf(session, 'luke')).toEqual(['disarmed']);
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }), /Luke Skywalker is disarmed: a disarmed ship cannot attack\./);
  });

  it('RRG · jam: a ship that becomes jammed loses a green token (or its lock) with the jam token; with several, the player chooses', () => {
    const single = play(withTokens({ ship: 'howl', token: 'focus' }), { type: 'performAction', ship: 'luke', action: 'jam', target: 'howl' });
    expect(shipOf(single.session, 'howl').tokens).toMatchObject({ focus: 0, jam: 0 });
    expect(sentences(single.events)).toContain('“Howlrunner” removes a focus token (jammed).');
    const several = play(withTokens({ ship: 'howl', token: 'focus' }, { ship: 'howl', token: 'evade' }), { type: 'gainToken', ship: 'howl', token: 'jam' }).session;
    const prompt = optionsOf(several).prompts[0];
    expect(prompt).toMatchObject({ kind: 'jammed', answer: 'token', ship: 'howl' });
    expect(prompt?.tokens.map((token) => token.token)).toEqual(['evade', 'focus']);
    const chosen = play(several, { type: 'answerPrompt', prompt: prompt?.id ?? '', token: 'evade' }).session;
    expect(shipOf(chosen, 'howl').tokens).toMatchObject({ focus: 1, evade: 0, jam: 0 });
    // With no green token and no lock, the jam token stays.
    expect(shipOf(withTokens({ ship: 'howl', token: 'jam' }), 'howl').tokens.jam).toBe(1);
  });

  it('RRG · stress, ion, statuses: the ship shows what its tokens do to it', () => {
    const session = withTokens({ ship: 'luke', token: 'stress' }, { ship: 'luke', token: 'ion' }, { ship: 'luke', token: 'deplete' });
    expect(statusesOf(session, 'luke')).toEqual(['stressed', 'ionized', 'depleted']);
  });

  it('focus, evade, calculate and lock: their dice effects stay as before, offered only with the token', () => {
    const session = toEngagement(withTokens({ ship: 'luke', token: 'calculate' }));
    const rolled = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'blank')).session;
    const effects = optionsOf(rolled).attack?.diceEffects ?? [];
    expect(effects.find((effect) => effect.spend === 'calculate')?.unavailable).toBeNull();
    expect(effects.find((effect) => effect.spend === 'focus')?.unavailable).toMatch(/no focus token/);
    expect(effects.find((effect) => effect.spend === 'lock')?.unavailable).toMatch(/no lock/);
  });
});
