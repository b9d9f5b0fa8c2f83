import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/engine';
import { xwingAttackOdds } from '../../../shared/odds/xwing-odds';
import { gameOdds } from '../../../shared/odds/odds-request';
import { attackFaces, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, shipOf, startGame, stateOf, toEngagement, wedge as pilotWedge, TIE_FIGHTER } from './helpers/xwing-game';
import { answer, carrying, fact, promptsOf } from './helpers/test-facts';
import { armed } from './helpers/armament';
import { pilotEntry } from './helpers/xwing-roster';
import { activationInitiative } from '../../../shared/engine/games/xwing/turn/initiative';

// r3-x-pilots · the words round 3 added for the pilots left over (Rules Reference 2.5, Atomic Mass
// Games): the order results are neutralized in, a reroll that does not count as one, a token taken
// from another ship, the results left after Neutralize Results changed, and what an attack remembers
// of itself (who modified its dice, what was spent in it). Test cards, played through the real engine.

const effectsNow = (session: Session) => optionsOf(session).attack?.cardEffects ?? [];
const declare = (session: Session, range = 2) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range }).session;

describe('RRG · Neutralize Results: evades cancel hits first, unless a card turns the order round', () => {
  const shot = (howl = howlrunner()) => play(declare(toEngagement(startGame(rosters([luke()], [howl])))), attackFaces('hit', 'crit', 'blank'), defenseFaces('evade', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
  it('as the rules say, 1 evade cancels the hit and the crit is left', () => {
    expect(stateOf(shot()).attack?.neutralized?.remaining).toEqual({ hits: 0, crits: 1 });
  });
  it('a defender whose card cancels crits first is left only the hit; no tap, nothing offered', () => {
    const zeb = carrying(howlrunner(), fact('always', [{ kind: 'neutralizeOrder', first: 'crit' }], { role: 'defender', optional: false }));
    const session = shot(zeb);
    expect(stateOf(session).attack?.neutralized?.remaining).toEqual({ hits: 1, crits: 0 });
    expect(effectsNow(session)).toEqual([]);
  });
  it('the odds read the same order: with crits first, no faceup card from 1 hit and 1 crit against 1 evade', () => {
    const input = { attackDice: 2, defenseDice: 1, attacker: { focus: 0, calculate: 0, lock: false, force: 0 }, defender: { focus: 0, calculate: 0, evade: 0, force: 0, shields: 0, hullLeft: 3 }, reinforce: 0, underway: { attackDice: [{ face: 'hit' as const, rerolled: false }, { face: 'crit' as const, rerolled: false }], attackFinal: true, defenseDice: [{ face: 'evade' as const, rerolled: false }], modifying: null } };
    const plain = xwingAttackOdds(input);
    const critsFirst = xwingAttackOdds({ ...input, critsFirst: true });
    expect(plain.faceupCard).toBeCloseTo(1);
    expect(critsFirst.faceupCard).toBeCloseTo(0);
    expect(critsFirst.damage[1]).toBeCloseTo(1);
  });
});

describe('RRG · Modify Dice, reroll: a die is rerolled at most once, unless the card says its reroll does not count', () => {
  const rolled = (effects: Parameters<typeof fact>[1]) => play(declare(toEngagement(startGame(rosters([carrying(luke(), fact('modifyAttackDice', effects, { role: 'attacker' }))], [howlrunner()])))), attackFaces('blank', 'focus', 'hit')).session;
  it('an uncounted reroll leaves the dice free to be rerolled again by another effect', () => {
    const session = rolled([{ kind: 'reroll', pool: 'attack', count: 'all' }, { kind: 'uncountedReroll' }]);
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: '0', dice: [0, 1], faces: ['blank', 'hit'] }).session;
    expect(stateOf(used).attack?.attackDice).toEqual([{ face: 'blank', rerolled: false }, { face: 'hit', rerolled: false }, { face: 'hit', rerolled: false }]);
    const again = play(used, { type: 'rerollDice', by: 'attacker', dice: [0], faces: ['crit'] }).session;
    expect(stateOf(again).attack?.attackDice[0]).toEqual({ face: 'crit', rerolled: true });
  });
  it('a plain reroll marks its dice: rerolling one again is refused', () => {
    const used = play(rolled([{ kind: 'reroll', pool: 'attack', count: 'all' }]), { type: 'useCardEffect', ship: 'luke', ref: '0', dice: [0], faces: ['blank'] }).session;
    expectMessage(refusal(used, { type: 'rerollDice', by: 'attacker', dice: [0], faces: ['crit'] }), /already rerolled/);
  });
});

describe('Card effects · a token taken from a ship the player names', () => {
  const taker = () => carrying(luke(), fact('engagementStart', [{ kind: 'takeToken', from: 'any', token: 'focus', amount: 1 }]));
  const atEngagement = (...setup: Record<string, unknown>[]) => toEngagement(play(startGame(rosters([taker()], [howlrunner()])), ...setup).session);
  it('the focus token leaves the named ship and goes to the card’s ship', () => {
    const session = atEngagement({ type: 'gainToken', ship: 'howl', token: 'focus' });
    expect(optionsOf(session).prompts.find((prompt) => prompt.ship === 'luke')?.ability?.chooses).toEqual(['howl']);
    const done = answer(session, 'luke', { ship: 'howl' }).session;
    expect(shipOf(done, 'howl').tokens.focus).toBe(0);
    expect(shipOf(done, 'luke').tokens.focus).toBe(1);
  });
  it('a reinforce token taken goes on the side the card’s ship names', () => {
    const reinforcer = carrying(luke(), fact('engagementStart', [{ kind: 'takeToken', from: 'any', token: 'reinforce', amount: 1 }]));
    const session = toEngagement(play(startGame(rosters([reinforcer], [howlrunner()])), { type: 'gainToken', ship: 'howl', token: 'reinforce', side: 'fore' }).session);
    const done = answer(session, 'luke', { ship: 'howl', side: 'aft' }).session;
    expect(shipOf(done, 'howl').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
    expect(shipOf(done, 'luke').tokens.reinforce).toEqual({ fore: 0, aft: 1 });
  });
  it('a ship holding none gives nothing; the card’s own ship cannot be named', () => {
    const session = atEngagement();
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: promptsOf(session, 'luke')[0]?.id, answer: 'done', ship: 'luke' }), /another ship/);
    const done = answer(session, 'luke', { ship: 'howl' }).session;
    expect(shipOf(done, 'luke').tokens.focus).toBe(0);
  });
});

describe('RRG · Deal Damage: a card changes the results left after Neutralize Results', () => {
  const spender = () => carrying(luke(), fact('dealDamage', [{ kind: 'changeRemaining', hits: 2, crits: -1 }], { role: 'attacker' }));
  const neutralized = (...faces: string[]) => play(declare(toEngagement(startGame(rosters([spender()], [howlrunner()])))), attackFaces(...faces), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
  it('offered once results are neutralized with a crit left: 1 crit becomes 2 hits, dealt as such', () => {
    const session = neutralized('crit', 'blank', 'blank');
    const offered = effectsNow(session).find((effect) => effect.source === 'Test card');
    expect(offered).toMatchObject({ ship: 'luke', side: 'attacker' });
    const used = play(session, { type: 'useCardEffect', ship: 'luke', ref: offered?.ref }).session;
    expect(stateOf(used).attack?.neutralized?.remaining).toEqual({ hits: 2, crits: 0 });
    const dealt = play(used, { type: 'dealDamage', drawForMe: true }).session;
    expect(shipOf(dealt, 'howl').damageCards.filter((card) => card.faceup)).toHaveLength(0);
    expect(shipOf(dealt, 'howl').damageCards).toHaveLength(2);
  });
  it('not offered with no crit left, nor before results are neutralized', () => {
    expect(effectsNow(neutralized('hit', 'hit', 'blank')).map((effect) => effect.source)).not.toContain('Test card');
    const before = play(declare(toEngagement(startGame(rosters([spender()], [howlrunner()])))), attackFaces('crit', 'blank', 'blank')).session;
    expect(effectsNow(before).map((effect) => effect.source)).not.toContain('Test card');
  });
  it('a defender’s change needs more results left than its active shields', () => {
    const durge = carrying(luke(), fact('dealDamage', [{ kind: 'changeRemaining', hits: -2, crits: 1 }], { role: 'defender', conditions: [{ kind: 'resultsOverShields' }] }));
    // Luke has 2 shields, 1 once he has suffered 1 hit: 2 hits are not more than 2 shields, and more than 1.
    const shot = (shields: 1 | 2) => play(toEngagement(play(startGame(rosters([durge], [howlrunner()])), ...(shields === 1 ? [{ type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0 }] : [])).session), { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }, attackFaces('hit', 'hit'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' }).session;
    expect(effectsNow(shot(2)).map((effect) => effect.source)).not.toContain('Test card');
    const used = play(shot(1), { type: 'useCardEffect', ship: 'luke', ref: '0' }).session;
    expect(stateOf(used).attack?.neutralized?.remaining).toEqual({ hits: 0, crits: 1 });
  });
});

describe('RRG · Attack: what an attack remembers of itself (dice modified, tokens spent)', () => {
  it('a defender’s card that needs the attacker to have modified its attack dice is offered only once it has', () => {
    const kallus = carrying(howlrunner(), fact('rollDefenseDice', [{ kind: 'dice', pool: 'defense', count: 1 }], { role: 'defender', conditions: [{ kind: 'modifiedDice', who: 'other', pool: 'attack' }] }));
    const rolled = play(toEngagement(startGame(rosters([luke()], [kallus]))), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'blank')).session;
    expect(effectsNow(rolled).map((effect) => effect.source)).not.toContain('Test card');
    const modified = play(rolled, { type: 'spendForDice', spend: 'focus' }).session;
    expect(stateOf(modified).attack?.modified).toEqual(['attacker:attack']);
    const offered = effectsNow(modified).find((effect) => effect.source === 'Test card');
    expect(offered).toMatchObject({ ship: 'howl', side: 'defender' });
  });
  it('after the attack, a card that needs a calculate spent in it acts (no choice); without one it does not', () => {
    const leebo = carrying(luke(), fact('afterAttack', [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], { role: 'attacker', optional: false, conditions: [{ kind: 'spentInAttack', token: 'calculate' }] }));
    const attack = (calculate: boolean) => {
      let session = play(toEngagement(startGame(rosters([leebo], [howlrunner()]))), { type: 'gainToken', ship: 'luke', token: 'calculate', count: 2 }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('focus', 'blank', 'blank')).session;
      if (calculate) session = play(session, { type: 'spendForDice', spend: 'calculate', die: 0 }).session;
      return play(session, defenseFaces('evade', 'evade', 'blank'), { type: 'neutralizeResults' }).session;
    };
    // Spent 1 of 2, given 1 back after the attack; none spent, none given.
    expect(shipOf(attack(true), 'luke').tokens.calculate).toBe(2);
    expect(stateOf(attack(true)).prompts).toEqual([]);
    expect(shipOf(attack(false), 'luke').tokens.calculate).toBe(2);
    expect(promptsOf(attack(false), 'luke')).toEqual([]);
  });
});

describe('Card effects · one die rolled for damage (a face entered, or rolled by the app)', () => {
  const roller = () => carrying(luke(), fact('afterGainStress', [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }, { kind: 'rollForDamage', die: 'attack', faces: ['hit'], hits: 1, crits: 0 }]));
  const stressed = () => play(startGame(rosters([roller()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
  it('a hit entered: the stress goes and 1 damage is suffered (a shield here), said in the history', () => {
    const done = answer(stressed(), 'luke', { faces: ['hit'] });
    expect(shipOf(done.session, 'luke').tokens.stress).toBe(0);
    expect(shipOf(done.session, 'luke').shields.current).toBe(shipOf(stressed(), 'luke').shields.current - 1);
    expect(done.events.some((event) => event.type === 'effectDieRolled' && event.face === 'hit' && !event.rolledByApp)).toBe(true);
  });
  it('a crit is no hit for it: the stress goes, no damage; a face the die does not have is refused', () => {
    const done = answer(stressed(), 'luke', { faces: ['crit'] }).session;
    expect(shipOf(done, 'luke').tokens.stress).toBe(0);
    expect(shipOf(done, 'luke').shields.current).toBe(shipOf(stressed(), 'luke').shields.current);
    expectMessage(refusal(stressed(), { type: 'answerPrompt', prompt: promptsOf(stressed(), 'luke')[0]?.id, answer: 'done', faces: ['evade'] }), /no evade face/);
  });
  it('no face entered: the app rolls it, in the log', () => {
    const done = answer(stressed(), 'luke');
    expect(done.events.some((event) => event.type === 'effectDieRolled' && event.rolledByApp)).toBe(true);
  });
});

describe('RRG · Spend Tokens, Modify Dice: a rule of the attack a card puts in force, asked once then held', () => {
  const asked = (effects: Parameters<typeof fact>[1], more: Parameters<typeof fact>[2] = {}) => carrying(luke(), fact('modifyAttackDice', effects, { role: 'attacker', optional: false, conditions: [{ kind: 'ask', question: 'Is a damaged friend of the defender at range 0–1 of it?' }], ...more }));
  const rolled = (entry: ReturnType<typeof asked>) => play(toEngagement(startGame(rosters([entry], [howlrunner()]))), { type: 'gainToken', ship: 'howl', token: 'focus' }, { type: 'gainToken', ship: 'howl', token: 'evade' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank')).session;
  it('the defender cannot spend focus once the question is answered yes; its evade token still may be spent', () => {
    const session = rolled(asked([{ kind: 'forbidTokens', by: 'defender', tokens: ['focus', 'calculate'] }]));
    const offer = effectsNow(session).find((effect) => effect.source === 'Test card');
    expect(offer?.questions).toEqual(['Is a damaged friend of the defender at range 0–1 of it?']);
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref }), /Answer first/);
    const held = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }, defenseFaces('focus', 'blank', 'blank')).session;
    expectMessage(refusal(held, { type: 'spendForDice', spend: 'focus' }), /cannot spend a focus token in this attack/);
    expect(shipOf(play(held, { type: 'spendForDice', spend: 'evade' }).session, 'howl').tokens.evade).toBe(0);
  });
  it('the odds count the defender’s focus once it may spend it, and not once it may not', () => {
    const session = rolled(asked([{ kind: 'forbidTokens', by: 'defender', tokens: ['focus', 'calculate'] }]));
    const odds = (state: Session) => {
      const answer = gameOdds(stateOf(state), { system: 'xwing', gameId: 'g', attacker: 'luke', defender: 'howl', range: 2, followAttack: true });
      if (!answer.ok || answer.value.system !== 'xwing') throw new Error('no odds');
      return answer.value.odds;
    };
    const held = play(session, { type: 'useCardEffect', ship: 'luke', ref: '0', answer: 'yes' }).session;
    expect(odds(session).spent.defender.focus).toBeGreaterThan(0);
    expect(odds(held).spent.defender.focus).toBe(0);
    expect(odds(held).expectedDamage).toBeGreaterThan(odds(session).expectedDamage);
  });
  it('unanswered, the defender spends its focus as usual', () => {
    const session = play(rolled(asked([{ kind: 'forbidTokens', by: 'defender', tokens: ['focus'] }])), defenseFaces('focus', 'blank', 'blank'), { type: 'spendForDice', spend: 'focus' }).session;
    expect(stateOf(session).attack?.defenseDice[0]?.face).toBe('evade');
  });
  it('a pool that cannot be modified refuses both ships’ changes to it, tokens and card effects alike', () => {
    const reroller = carrying(howlrunner(), fact('modifyDefenseDice', [{ kind: 'reroll', pool: 'defense', count: 1 }], { role: 'defender' }));
    const lukeAsks = asked([{ kind: 'forbidPool', dice: 'defense' }]);
    const session = play(toEngagement(startGame(rosters([lukeAsks], [reroller]))), { type: 'gainToken', ship: 'howl', token: 'evade' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank')).session;
    const held = play(session, { type: 'useCardEffect', ship: 'luke', ref: '0', answer: 'yes' }, defenseFaces('blank', 'blank', 'blank')).session;
    expectMessage(refusal(held, { type: 'spendForDice', spend: 'evade' }), /defense dice cannot be modified/);
    expect(effectsNow(held).map((effect) => effect.source)).not.toContain('Test card');
  });
});

describe('RRG · Reroll, limited by a card: the attacker rerolls at most 1 attack die', () => {
  const limiter = () => carrying(howlrunner(), fact('modifyAttackDice', [{ kind: 'rerollLimit', by: 'attacker', dice: 'attack', most: 1 }], { role: 'defender', optional: false }));
  const rerolls = (effects: Parameters<typeof fact>[1]) => carrying(luke(), fact('modifyAttackDice', effects, { role: 'attacker' }));
  const rolled = (attacker: ReturnType<typeof rerolls>, defender = limiter()) => play(toEngagement(startGame(rosters([attacker], [defender]))), { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'focus')).session;
  it('a card’s reroll of 2 dice is refused, of 1 done; then the lock may reroll no more', () => {
    const session = rolled(rerolls([{ kind: 'reroll', pool: 'attack', count: 2 }]));
    expectMessage(refusal(session, { type: 'useCardEffect', ship: 'luke', ref: '0', dice: [0, 1], faces: ['hit', 'hit'] }), /rerolls at most 1 attack die/);
    const one = play(session, { type: 'useCardEffect', ship: 'luke', ref: '0', dice: [0], faces: ['hit'] }).session;
    expectMessage(refusal(one, { type: 'spendForDice', spend: 'lock', dice: [1], faces: ['hit'] }), /rerolls at most 1 attack die in this attack \(1 already\)/);
  });
  it('without the card the lock rerolls 2 dice; a reroll that does not count as one is not limited', () => {
    const free = play(rolled(rerolls([{ kind: 'reroll', pool: 'attack', count: 2 }]), howlrunner()), { type: 'spendForDice', spend: 'lock', dice: [0, 1], faces: ['hit', 'hit'] }).session;
    expect(stateOf(free).attack?.attackDice.filter((die) => die.rerolled)).toHaveLength(2);
    const uncounted = play(rolled(rerolls([{ kind: 'reroll', pool: 'attack', count: 'all' }, { kind: 'uncountedReroll' }])), { type: 'useCardEffect', ship: 'luke', ref: '0', dice: [0, 1, 2], faces: ['hit', 'hit', 'hit'] }).session;
    expect(stateOf(uncounted).attack?.attackDice.map((die) => die.face)).toEqual(['hit', 'hit', 'hit']);
  });
});

describe('RRG · End Phase: a card keeps some of a ship’s tokens through the cleanup', () => {
  const keeper = () => carrying(luke(), fact('endPhaseStart', [{ kind: 'keepTokens', who: 'friendly', tokens: ['focus', 'evade'], amount: 1 }]));
  const toEnd = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
  const game = () => toEnd(play(startGame(rosters([keeper(), pilotWedge()], [howlrunner()])), { type: 'gainToken', ship: 'wedge', token: 'focus', count: 2 }, { type: 'gainToken', ship: 'wedge', token: 'evade' }).session);
  it('the friend named keeps 1 token of the kind named; its other tokens go', () => {
    // The last answer at the start of the End Phase lets its cleanup run.
    const done = answer(game(), 'luke', { ship: 'wedge', token: 'evade' });
    expect(shipOf(done.session, 'wedge').tokens.evade).toBe(1);
    expect(shipOf(done.session, 'wedge').tokens.focus).toBe(0);
    expect(done.events.some((event) => event.type === 'tokensKept' && event.token === 'evade' && event.count === 1)).toBe(true);
  });
  it('skipped, every circular token goes as usual', () => {
    const prompt = promptsOf(game(), 'luke')[0];
    const after = play(game(), { type: 'answerPrompt', prompt: prompt?.id, answer: 'skip' }).session;
    expect(shipOf(after, 'wedge').tokens).toMatchObject({ focus: 0, evade: 0 });
  });
});

describe('RRG · Disarm, lifted by a card: a disarmed ship still makes missile attacks, of at most 4 dice', () => {
  const rockets = (session: Session) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Rockets')?.weaponId;
  const game = (card: boolean) => {
    const entry = armed(luke(), '2.5', 'protonrockets');
    const tycho = card ? carrying(entry, fact('always', [{ kind: 'attackWhileDisarmed', weapon: 'missile', maxDice: 4 }], { optional: false })) : entry;
    return play(toEngagement(startGame(rosters([tycho], [howlrunner()]))), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'luke', token: 'disarm' }).session;
  };
  it('with the card: its primary weapon is refused, its 5-dice rockets roll 4', () => {
    const session = game(true);
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }), /disarmed: it may attack only with its missile weapons \(Test card\)/);
    const declared = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'bullseye', range: 2, weaponId: rockets(session) });
    expect(declared.events.find((event) => event.type === 'attackDeclared')).toMatchObject({ attackDice: 4 });
  });
  it('without it, a disarmed ship cannot attack at all', () => {
    const session = game(false);
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'bullseye', range: 2, weaponId: rockets(session) }), /disarmed: a disarmed ship cannot attack/);
  });
});

describe('RRG · Initiative: a card names the initiative a ship activates at this round', () => {
  const lando = () => carrying(luke(), fact('activationStart', [{ kind: 'activateAt', min: 1, max: 6 }]));
  const atActivation = () => play(startGame(rosters([lando()], [pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' })])), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
  it('named 6, Luke (initiative 5) activates after the Academy Pilot (1) as ever; named 1 on a tie he goes as the first player would', () => {
    const session = atActivation();
    expect(stateOf(session).phase).toBe('activation');
    expect(optionsOf(session).prompts.find((prompt) => prompt.ship === 'luke')?.ability?.initiatives).toEqual([1, 2, 3, 4, 5, 6]);
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: promptsOf(session, 'luke')[0]?.id, answer: 'done' }), /Name the initiative/);
    expect(optionsOf(answer(session, 'luke', { amount: 6 }).session).order).toEqual(['academy', 'luke']);
    const first = stateOf(session).firstPlayer === stateOf(session).ships.find((ship) => ship.id === 'luke')?.owner;
    expect(optionsOf(answer(session, 'luke', { amount: 1 }).session).order).toEqual(first ? ['luke', 'academy'] : ['academy', 'luke']);
  });
  it('the initiative named holds for this round only: in the next he activates at his own', () => {
    const named = answer(atActivation(), 'luke', { amount: 1 }).session;
    expect(activationInitiative(stateOf(named), shipOf(named, 'luke'))).toBe(1);
    expect(activationInitiative({ ...stateOf(named), round: 2 }, shipOf(named, 'luke'))).toBe(shipOf(named, 'luke').initiative);
  });
});
