import { describe, expect, it } from 'vitest';
import { attackDieFaces, defenseDieFaces } from '../../../shared/engine/games/xwing';
import {
  attackFaces,
  attackOf,
  decimator,
  defenseFaces,
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

const game = (seed?: string) => startGame(rosters([luke(), wedge()], [howlrunner(), decimator()]), seed);
const engaged = (seed?: string) => toEngagement(game(seed));
const declare = (extra: Record<string, unknown> = {}) => ({ type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2, ...extra });

describe('declare target', () => {
  it('attacks are at range 1–3; range 0 and range 4–5 only where an effect allows it', () => {
    const session = engaged();
    for (const range of [1, 2, 3]) expect(attackOf(play(session, declare({ range })).session).range).toBe(range);
    for (const range of [0, 4, 5]) {
      const error = refusal(session, declare({ range }));
      expect(error.code).toBe('invalid_range');
      expectMessage(error, range === 0 ? /cannot attack at range 0 unless an effect allows it/ : new RegExp(`range ${range} needs an effect`));
      expect(attackOf(play(session, declare({ range, rangeAllowedByEffect: true })).session).range).toBe(range);
    }
  });

  it('ships attack in the Engagement Phase, enemy ships only, with a primary weapon in the arc they name', () => {
    expectMessage(refusal(game(), declare()), /Ships attack in the Engagement Phase; it is the planning phase\./);
    const session = engaged();
    expect(refusal(session, declare({ defender: 'wedge' })).code).toBe('friendly_target');
    expect(refusal(session, declare({ defender: 'luke' })).code).toBe('invalid_target');
    const noArc = refusal(session, declare({ arc: 'rear' }));
    expect(noArc.code).toBe('no_primary_weapon');
    expectMessage(noArc, /no primary weapon in its rear arc: it attacks from its front arc\./);
    // A special weapon brings its own attack value, in any arc.
    const torpedo = play(session, declare({ arc: 'bullseye', weapon: { name: 'Proton Torpedoes', attackValue: 4, ordnance: true } }));
    expect(sentences(torpedo.events)).toEqual(['Luke Skywalker attacks “Howlrunner” at range 2 with Proton Torpedoes: 4 attack dice.']);
    const busy = play(session, declare()).session;
    expect(refusal(busy, declare({ attacker: 'wedge' })).code).toBe('cannot_attack');
    expect(refusal(busy, { type: 'nextPhase' }).code).toBe('phase_busy');
    expect(optionsOf(session).attackers.map((attacker) => attacker.ship)).toEqual(['luke', 'wedge', 'howl', 'decimator']);
    expect(optionsOf(session).attackers[0]).toEqual({ ship: 'luke', bonusAttack: false, arcs: ['front'], targets: ['howl', 'decimator'] });
  });

  it('the attacker rolls its attack value, one more die at range 0–1 (range bonus); a weapon with the ordnance icon gets no bonus', () => {
    const session = engaged();
    expect(optionsOf(play(session, declare({ range: 1 })).session).attack?.attackDice).toEqual({ attackValue: 3, rangeBonus: 1, adjustments: [], total: 4 });
    expect(optionsOf(play(session, declare({ range: 0, rangeAllowedByEffect: true })).session).attack?.attackDice.total).toBe(4);
    expect(optionsOf(play(session, declare({ range: 2 })).session).attack?.attackDice.total).toBe(3);
    expect(optionsOf(play(session, declare({ range: 1, weapon: { name: 'Proton Torpedoes', attackValue: 4, ordnance: true } })).session).attack?.attackDice.total).toBe(4);
    expect(optionsOf(play(session, declare({ range: 1, weapon: { name: 'Ion Cannon', attackValue: 3 } })).session).attack?.attackDice.total).toBe(4);
  });

  it('the defender rolls its agility, one more die at range 3 (range bonus) and one more when the attack is obstructed', () => {
    const session = engaged();
    expect(optionsOf(play(session, declare({ range: 2 })).session).attack?.defenseDice).toEqual({ agility: 3, rangeBonus: 0, obstruction: 0, adjustments: [], total: 3 });
    expect(optionsOf(play(session, declare({ range: 3 })).session).attack?.defenseDice.total).toBe(4);
    expect(optionsOf(play(session, declare({ range: 3, obstructed: true })).session).attack?.defenseDice).toEqual({ agility: 3, rangeBonus: 1, obstruction: 1, adjustments: [], total: 5 });
    expect(optionsOf(play(session, declare({ range: 3, weapon: { name: 'Concussion Missiles', attackValue: 3, ordnance: true } })).session).attack?.defenseDice.total).toBe(3);
    // Range bonuses are for range 0–1 and range 3 only: an attack an effect allows at range 4–5 gets none.
    for (const range of [4, 5]) {
      const far = optionsOf(play(session, declare({ range, rangeAllowedByEffect: true })).session).attack;
      expect([far?.attackDice.rangeBonus, far?.defenseDice.rangeBonus]).toEqual([0, 0]);
    }
  });
});

describe('rolling dice', () => {
  it('the players enter the faces they rolled, one per die; effects that roll more or fewer dice adjust the count', () => {
    const declared = play(engaged(), declare()).session;
    const wrongCount = refusal(declared, attackFaces('hit', 'hit'));
    expect(wrongCount.code).toBe('wrong_dice_count');
    expectMessage(wrongCount, /Enter 3 attack die faces, one per die rolled \(you entered 2\)\./);
    expect(refusal(declared, attackFaces('hit', 'evade', 'hit')).code).toBe('invalid_face');
    expect(refusal(declared, { type: 'rollAttackDice', faces: ['hit', 'hit', 'hit'], rollForMe: true }).code).toBe('face_or_roll');
    expect(attackOf(play(declared, { type: 'rollAttackDice', faces: ['hit', 'blank'], adjustment: -1 }).session).attackDice).toHaveLength(2);
    const rolled = play(declared, attackFaces('hit', 'crit', 'focus')).session;
    expect(attackOf(rolled).attackDice.map((die) => die.face)).toEqual(['hit', 'crit', 'focus']);
    expect(refusal(rolled, defenseFaces('evade', 'hit', 'blank')).code).toBe('invalid_face');
    expect(attackOf(play(rolled, defenseFaces('evade', 'focus', 'blank')).session).defenseDice.map((die) => die.face)).toEqual(['evade', 'focus', 'blank']);
  });

  it('the app rolls from the seeded source when asked: the same seed gives the same dice, from the printed faces', () => {
    const roll = (seed: string) => play(play(engaged(seed), declare({ range: 1 })).session, { type: 'rollAttackDice', rollForMe: true }, { type: 'rollDefenseDice', rollForMe: true }).session;
    const a = attackOf(roll('one'));
    expect(a).toEqual(attackOf(roll('one')));
    expect(a.attackDice).toHaveLength(4);
    expect(a.defenseDice).toHaveLength(3);
    for (const die of a.attackDice) expect(attackDieFaces).toContain(die.face);
    for (const die of a.defenseDice) expect(defenseDieFaces).toContain(die.face);
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => JSON.stringify(attackOf(roll(seed)).attackDice));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});

describe('modify attack dice', () => {
  const rolled = (...faces: string[]) => play(engaged(), { type: 'gainToken', ship: 'luke', token: 'focus' }, declare(), attackFaces(...faces)).session;

  it('the defender modifies the attack dice first, then the attacker', () => {
    const session = rolled('crit', 'focus', 'blank');
    expect(optionsOf(session).attack).toMatchObject({ step: 'modifyAttackDice', modifying: 'defender', mayModify: ['defender', 'attacker'] });
    const defenderFirst = play(session, { type: 'changeDieFace', by: 'defender', die: 0, face: 'hit' }).session;
    const attacker = play(defenderFirst, { type: 'spendForDice', spend: 'focus' }).session;
    expect(optionsOf(attacker).attack).toMatchObject({ modifying: 'attacker', mayModify: ['attacker'] });
    const late = refusal(attacker, { type: 'changeDieFace', by: 'defender', die: 0, face: 'blank' });
    expect(late.code).toBe('not_your_turn_to_modify');
    expectMessage(late, /The attacker has already modified the attack dice: the defender modifies them first/);
    expect(attackOf(attacker).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'blank']);
  });

  it('spending focus turns every focus result into a hit; calculate and Force turn one', () => {
    const session = play(rolled('focus', 'focus', 'blank'), { type: 'gainToken', ship: 'luke', token: 'calculate' }).session;
    const focus = play(session, { type: 'spendForDice', spend: 'focus' });
    expect(attackOf(focus.session).attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'blank']);
    expect(shipOf(focus.session, 'luke').tokens.focus).toBe(0);
    expect(sentences(focus.events)).toEqual(['Luke Skywalker spends a focus token: die 1 focus → hit, die 2 focus → hit.']);
    const calculate = play(session, { type: 'spendForDice', spend: 'calculate', die: 1 }).session;
    expect(attackOf(calculate).attackDice.map((die) => die.face)).toEqual(['focus', 'hit', 'blank']);
    expect(shipOf(calculate, 'luke').tokens.calculate).toBe(0);
    const force = play(session, { type: 'spendForDice', spend: 'force' }).session;
    expect(attackOf(force).attackDice.map((die) => die.face)).toEqual(['hit', 'focus', 'blank']);
    expect(shipOf(force, 'luke').force).toEqual({ current: 1, max: 2, recurs: 1 });
    expect(refusal(session, { type: 'spendForDice', spend: 'calculate', die: 2 }).code).toBe('not_focus');
    expect(refusal(session, { type: 'spendForDice', spend: 'evade' }).code).toBe('effect_unavailable');
  });

  it('a lock the attacker has on the defender rerolls any number of attack dice and is spent', () => {
    const noLock = rolled('blank', 'blank', 'hit');
    const missing = refusal(noLock, { type: 'spendForDice', spend: 'lock', dice: [0] });
    expectMessage(missing, /Luke Skywalker has no lock on “Howlrunner”\./);
    // Another ship's lock on the defender is not the attacker's to spend.
    const wedgesLock = play(engaged(), { type: 'performAction', ship: 'wedge', action: 'lock', target: 'howl', byEffect: true }, declare(), attackFaces('blank', 'blank', 'hit')).session;
    expect(refusal(wedgesLock, { type: 'spendForDice', spend: 'lock', dice: [0] }).code).toBe('effect_unavailable');
    const session = play(engaged(), { type: 'performAction', ship: 'luke', action: 'lock', target: 'howl', byEffect: true }, declare(), attackFaces('blank', 'blank', 'hit')).session;
    expect(optionsOf(session).attack?.diceEffects.find((effect) => effect.spend === 'lock')).toEqual({ spend: 'lock', by: 'attacker', ship: 'luke', unavailable: null, dice: [0, 1, 2] });
    const { session: after, events } = play(session, { type: 'spendForDice', spend: 'lock', dice: [0, 1], faces: ['crit', 'focus'] });
    expect(attackOf(after).attackDice).toEqual([
      { face: 'crit', rerolled: true },
      { face: 'focus', rerolled: true },
      { face: 'hit', rerolled: false },
    ]);
    expect(shipOf(after, 'howl').tokens.lock).toEqual([]);
    expect(sentences(events)).toEqual(['Luke Skywalker spends its lock: die 1 blank → crit, die 2 blank → focus.']);
  });

  it('a die is rerolled at most once per attack', () => {
    const session = play(rolled('blank', 'blank', 'hit'), { type: 'rerollDice', by: 'attacker', dice: [0], faces: ['blank'] }).session;
    const error = refusal(session, { type: 'rerollDice', by: 'attacker', dice: [0, 1], rollForMe: true });
    expect(error.code).toBe('already_rerolled');
    expectMessage(error, /Attack die 1 was already rerolled: a die is rerolled at most once\./);
    expect(optionsOf(session).attack?.rerollableDice).toEqual([1, 2]);
    expect(attackOf(play(session, { type: 'rerollDice', by: 'attacker', dice: [1], rollForMe: true }).session).attackDice[1]?.rerolled).toBe(true);
  });

  it('abilities add and cancel results; options say which tokens can be spent now, and why not', () => {
    const session = rolled('blank', 'focus', 'hit');
    const options = optionsOf(session).attack;
    expect(options?.diceEffects.map((effect) => [effect.spend, effect.unavailable])).toEqual([
      ['focus', null],
      ['calculate', 'Luke Skywalker has no calculate token.'],
      ['lock', 'Luke Skywalker has no lock on “Howlrunner”.'],
      ['evade', 'An evade token adds an evade result to the defense dice: it is spent while the defense dice are modified.'],
      ['force', null],
    ]);
    expect(optionsOf(session).commands).toEqual(expect.arrayContaining(['spendForDice', 'rerollDice', 'changeDieFace', 'addResult', 'cancelResult', 'rollDefenseDice']));
    const added = play(session, { type: 'addResult', by: 'attacker', face: 'crit' }, { type: 'cancelResult', by: 'attacker', die: 0 }).session;
    expect(attackOf(added).attackDice.map((die) => die.face)).toEqual(['focus', 'hit', 'crit']);
    expect(refusal(added, { type: 'addResult', by: 'attacker', face: 'evade' }).code).toBe('invalid_face');
  });
});

describe('modify defense dice and neutralize results', () => {
  const defended = (attack: string[], defense: string[]) =>
    play(engaged(), { type: 'gainToken', ship: 'howl', token: 'focus' }, { type: 'gainToken', ship: 'howl', token: 'evade' }, declare(), attackFaces(...attack), defenseFaces(...defense)).session;

  it('the attacker modifies the defense dice first, then the defender: focus turns focus results to evades, an evade token adds an evade', () => {
    const session = defended(['hit', 'hit', 'crit'], ['focus', 'blank', 'focus']);
    expect(optionsOf(session).attack).toMatchObject({ step: 'modifyDefenseDice', modifying: 'attacker', mayModify: ['attacker', 'defender'] });
    const attackerFirst = play(session, { type: 'rerollDice', by: 'attacker', dice: [1], faces: ['blank'] }).session;
    const focus = play(attackerFirst, { type: 'spendForDice', spend: 'focus' }).session;
    expect(attackOf(focus).defenseDice.map((die) => die.face)).toEqual(['evade', 'blank', 'evade']);
    expect(refusal(focus, { type: 'rerollDice', by: 'attacker', dice: [0], faces: ['blank'] }).code).toBe('not_your_turn_to_modify');
    const evade = play(focus, { type: 'spendForDice', spend: 'evade' });
    expect(attackOf(evade.session).defenseDice.map((die) => die.face)).toEqual(['evade', 'blank', 'evade', 'evade']);
    expect(shipOf(evade.session, 'howl').tokens).toMatchObject({ focus: 0, evade: 0 });
    expect(sentences(evade.events)).toEqual(['“Howlrunner” spends an evade token: adds an evade result.']);
    expect(refusal(evade.session, { type: 'spendForDice', spend: 'lock', dice: [0] }).code).toBe('effect_unavailable');
  });

  it('evades cancel hits first, then crits', () => {
    const session = defended(['hit', 'crit', 'crit'], ['evade', 'evade', 'blank']);
    expect(optionsOf(session).attack?.neutralize).toMatchObject({ afterEvades: { hits: 0, crits: 1 }, hits: true });
    const { session: after, events } = play(session, { type: 'neutralizeResults' });
    expect(attackOf(after)).toMatchObject({ step: 'dealDamage', neutralized: { evades: 2, reinforceEvades: 0, remaining: { hits: 0, crits: 1 } } });
    expect(sentences(events)).toEqual(['Neutralize Results: 1 hit and 2 crits against 2 evades → 1 crit.', 'The attack hits: 1 crit to deal.']);
  });

  it('an attack with no hit or crit left misses and ends', () => {
    const { session, events } = play(defended(['hit', 'focus', 'blank'], ['evade', 'blank', 'blank']), { type: 'neutralizeResults' });
    expect(stateOf(session).attack).toBeNull();
    expect(sentences(events)).toEqual(['Neutralize Results: 1 hit against 1 evade → nothing.', 'The attack by Luke Skywalker misses “Howlrunner”.', 'The attack by Luke Skywalker on “Howlrunner” ends.']);
    expect(optionsOf(session).commands).toContain('nextPhase');
  });

  it('each step accepts only its own commands, and says where the attack is', () => {
    const declared = play(engaged(), declare()).session;
    expect(optionsOf(declared).attack?.step).toBe('rollAttackDice');
    const early = refusal(declared, { type: 'neutralizeResults' });
    expect(early.code).toBe('wrong_attack_step');
    expectMessage(early, /You cannot neutralize results now: the attack is at the Roll Attack Dice step\./);
    expect(refusal(declared, { type: 'spendForDice', spend: 'focus' }).code).toBe('wrong_attack_step');
    expect(refusal(engaged(), { type: 'rollAttackDice', rollForMe: true }).code).toBe('no_attack');
  });
});
