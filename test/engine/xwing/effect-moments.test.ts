import { describe, expect, it } from 'vitest';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import type { CardEffect } from '../../../shared/engine/games/xwing/effects/card-effect';
import { emptySession, type Session } from '../../../shared/engine';
import { withEffects } from './helpers/card-effects';
import { expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf, toEngagement, wedge } from './helpers/xwing-game';

// Issue 34 · the moments a card names outside the attack steps and the round's phases (RRG · Ability
// timing, Rules Reference 2.5): after a ship gains stress, is locked, spends a token, suffers damage, is
// destroyed, sees a friend destroyed or an enemy maneuver; before it activates; in the Planning Phase;
// a card's own "Action:". And the turn effects the cards' words need: a granted action, a repair, a loss.

import { answer, carrying, fact, promptsOf, toActivation } from './helpers/test-facts';

describe('RRG · Ability timing: after a ship gains a stress token', () => {
  it('Card · K-2SO (2.5 pilot): the stress it gains gives its calculate at once (no choice), said in the history, with no question left', () => {
    const k2 = withEffects('rebel-alliance/ut-60d-u-wing', 'K-2SO', 'k2', '2.5');
    expect(k2.yourCall ?? []).toEqual([]);
    const used = play(startGame(rosters([k2], [howlrunner()])), { type: 'gainToken', ship: 'k2', token: 'stress' });
    expect(promptsOf(used.session, 'k2')).toEqual([]);
    expect(shipOf(used.session, 'k2').tokens.calculate).toBe(1);
    expect(sentences(used.events).join(' ')).toMatch(/K-2SO.*calculate/);
  });
  it('no stress, no question: a focus token gained asks nothing', () => {
    const session = play(startGame(rosters([withEffects('rebel-alliance/ut-60d-u-wing', 'K-2SO', 'k2', '2.5')], [howlrunner()])), { type: 'gainToken', ship: 'k2', token: 'focus' }).session;
    expect(promptsOf(session, 'k2')).toEqual([]);
  });
});

describe('RRG · Lock: after an enemy ship acquires a lock on the card’s ship', () => {
  const painted = () => carrying(luke(), fact('afterLocked', [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }], { optional: false }));
  it('an enemy’s lock gives that enemy (the other ship) a stress token at once: the card has no choice', () => {
    const session = play(startGame(rosters([painted(), wedge()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'howl' }).session;
    expect(promptsOf(session, 'luke')).toEqual([]);
    expect(shipOf(session, 'howl').tokens.stress).toBe(1);
  });
  it('a friendly ship’s lock asks nothing', () => {
    const session = play(startGame(rosters([painted(), wedge()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'wedge' }).session;
    expect(promptsOf(session, 'luke')).toEqual([]);
  });
});

describe('RRG · Maneuvers: after an enemy ship executes a maneuver', () => {
  const watcher = () => carrying(luke(), fact('enemyManeuver', [{ kind: 'acquireLock', on: 'other' }], { conditions: [{ kind: 'maneuver', minSpeed: 3 }, { kind: 'ask', question: 'Is that ship in its front arc?' }] }));
  it('a fast enemy maneuver (speed 3) asks it, with its question; done locks that enemy', () => {
    let session = toActivation(startGame(rosters([watcher()], [howlrunner()])));
    session = play(session, { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 3, bearing: 'straight' }).session;
    expect(promptsOf(session, 'luke')).toHaveLength(1);
    expect(stateOf(session).prompts.find((prompt) => prompt.ship === 'luke')?.ability?.summary).toMatch(/^if yes to “Is that ship in its front arc\?”, Test card/);
    expect(shipOf(answer(session, 'luke').session, 'howl').tokens.lock).toEqual(['luke']);
  });
  it('a slow one (speed 2) asks nothing, nor does its own maneuver', () => {
    let session = toActivation(startGame(rosters([watcher()], [howlrunner()])));
    session = play(session, { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }).session;
    expect(promptsOf(session, 'luke')).toEqual([]);
  });
});

describe('RRG · Destroyed ships: as a ship is destroyed, and after a friendly ship is', () => {
  it('its friend is asked (a focus token), and the destroyed ship’s own “as it is destroyed” effect is asked too', () => {
    const mourner = carrying(luke(), fact('friendlyDestroyed', [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }]));
    const last = carrying(wedge(), fact('afterDestroyed', [{ kind: 'damage', who: 'other', hits: 1, crits: 0 }], { conditions: [{ kind: 'ask', question: 'Is an enemy ship at range 0–1?' }] }));
    let session = startGame(rosters([mourner, last], [howlrunner()]));
    session = play(session, { type: 'sufferDamage', ship: 'wedge', hits: 9, crits: 0, drawForMe: true }).session;
    expect(shipOf(session, 'wedge').destroyed).toBe(true);
    expect(promptsOf(session, 'luke')).toHaveLength(1);
    expect(promptsOf(session, 'wedge')).toHaveLength(1);
    expect(shipOf(answer(session, 'luke').session, 'luke').tokens.focus).toBe(1);
  });
});

describe('RRG · Planning Phase and Activation: before dials, before it activates', () => {
  it('a Planning Phase effect is asked as round 2 begins; a “before you activate” one as the ship activates', () => {
    const early = carrying(luke(), fact('planningPhase', [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }]), fact('beforeActivating', [{ kind: 'performAction', action: 'focus', difficulty: 'white' }], { conditions: [{ kind: 'token', who: 'self', token: 'focus', none: true }] }));
    let session = toActivation(startGame(rosters([early], [howlrunner()])));
    session = play(session, { type: 'activateShip', ship: 'luke' }).session;
    expect(promptsOf(session, 'luke').map((prompt) => prompt.ability?.moment)).toEqual(['beforeActivating']);
  });
});

describe('RRG · Actions: a card’s own action (“Action: …”) at the Perform Action step', () => {
  const repairer = () => carrying(luke(), fact('action', [{ kind: 'recover', what: 'shield', amount: 1 }], { costs: [{ kind: 'charge', amount: 1 }] }));
  it('offered after its maneuver; done recovers the shield and is its action in this activation', () => {
    let session = toActivation(startGame(rosters([{ ...repairer(), charges: { value: 2, recurs: 0 } }], [howlrunner()])));
    session = play(session, { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0 }).session;
    session = play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    expect(promptsOf(session, 'luke').map((prompt) => prompt.ability?.moment)).toEqual(['action']);
    const used = answer(session, 'luke').session;
    expect(shipOf(used, 'luke').shields.current).toBe(shipOf(used, 'luke').shields.max);
    expect(stateOf(used).activation?.actions).toBe(1);
  });
  it('a stressed ship is not offered its card action', () => {
    let session = toActivation(startGame(rosters([repairer()], [howlrunner()])));
    session = play(session, { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    expect(promptsOf(session, 'luke').filter((prompt) => prompt.ability?.moment === 'action')).toEqual([]);
  });
});

describe('RRG · Spending tokens: after the card’s ship spends one of its tokens', () => {
  it('spending a focus token asks an effect for green tokens; spending a stress-free lock of another kind does not', () => {
    const green = carrying(luke(), fact('afterSpendToken', [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], { conditions: [{ kind: 'spent', tokens: ['green'] }] }));
    let session = play(startGame(rosters([green], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session;
    expect(promptsOf(play(session, { type: 'spendToken', ship: 'howl', token: 'lock', lockedBy: 'luke' }).session, 'luke')).toEqual([]);
    session = play(session, { type: 'spendToken', ship: 'luke', token: 'focus' }).session;
    expect(promptsOf(session, 'luke')).toHaveLength(1);
  });
});

describe('Card effects · a granted action, waiting on the ship for the round', () => {
  const granting = () => carrying(luke(), fact('afterDamaged', [{ kind: 'performAnyAction', difficulty: 'red' }]), fact('afterGainStress', [{ kind: 'grantAction', who: 'friendly', action: 'focus', difficulty: 'white' }]));
  it('“perform a red action”: after it suffers damage, done lists every action of its bar, red, named after the card; performing one uses the grant up', () => {
    let session = startGame(rosters([granting(), wedge()], [howlrunner()]));
    session = play(session, { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0 }).session;
    const used = answer(session, 'luke');
    expect(sentences(used.events).join(' ')).toMatch(/Test card lets Luke Skywalker perform a red action this round\./);
    const granted = optionsOf(used.session).ships.find((ship) => ship.ship === 'luke')?.grantedActions.filter((option) => option.source === 'Test card') ?? [];
    expect(granted.map((option) => option.action)).toEqual(expect.arrayContaining(['focus', 'lock']));
    expect(granted.every((option) => option.difficulty === 'red')).toBe(true);
    const done = play(used.session, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Test card', difficulty: 'red' } }).session;
    expect(shipOf(done, 'luke').tokens.stress).toBe(1);
    expect(shipOf(done, 'luke').grants).toEqual([]);
    expectMessage(refusal(used.session, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Test card', difficulty: 'white' } }), /grants a red focus action, not a white one/);
  });
  it('“a friendly ship may perform a focus action”: the named friend gets the grant; an enemy cannot be named', () => {
    let session = startGame(rosters([granting(), wedge()], [howlrunner()]));
    session = play(session, { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    const prompt = promptsOf(session, 'luke')[0];
    expectMessage(refusal(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'howl' }), /acts on a friendly ship/);
    const used = answer(session, 'luke', { ship: 'wedge' }).session;
    expect(optionsOf(used).ships.find((ship) => ship.ship === 'wedge')?.grantedActions).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'focus', source: 'Test card', difficulty: 'white', unavailable: null })]));
  });
});

describe('Card effects · repair, loss, a friend’s recovery, a maneuver off the dial', () => {
  const toEndPhase = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
  it('RRG · Damage Cards: repairing a faceup card turns it facedown; RRG · Check Difficulty: a red maneuver off the dial gives a stress token', () => {
    const mender = carrying(luke(), fact('endPhaseStart', [{ kind: 'repairDamage', which: 'faceup' }, { kind: 'move', difficulty: 'red' }]));
    let session = startGame(rosters([mender], [howlrunner()]));
    session = play(session, { type: 'sufferDamage', ship: 'luke', hits: 2, crits: 1, cards: ['Loose Stabilizer'] }).session;
    expect(shipOf(session, 'luke').damageCards.some((card) => card.faceup)).toBe(true);
    const used = answer(toEndPhase(session), 'luke').session;
    expect(shipOf(used, 'luke').damageCards.map((card) => card.faceup)).toEqual([false]);
    expect(shipOf(used, 'luke').tokens.stress).toBe(1);
  });
  it('a shield lost by the card’s own words, and a friend’s shield recovered (the player names the friend)', () => {
    const giver = carrying(luke(), fact('endPhaseStart', [{ kind: 'lose', who: 'self', what: 'shield', amount: 1 }, { kind: 'recoverOther', who: 'friendly', what: 'shield', amount: 1 }]));
    let session = startGame(rosters([giver, wedge()], [howlrunner()]));
    session = play(session, { type: 'sufferDamage', ship: 'wedge', hits: 1, crits: 0 }).session;
    const before = { luke: shipOf(session, 'luke').shields.current, wedge: shipOf(session, 'wedge').shields.current };
    const used = answer(toEndPhase(session), 'luke', { ship: 'wedge' }).session;
    expect(shipOf(used, 'luke').shields.current).toBe(before.luke - 1);
    expect(shipOf(used, 'wedge').shields.current).toBe(before.wedge + 1);
  });
});

describe('Card effects · after a red action (the difficulty condition)', () => {
  it('a red action asks it, a white one does not', () => {
    const risky = carrying({ ...luke(), actions: [{ action: 'focus', difficulty: 'white' }, { action: 'barrelRoll', difficulty: 'red' }] }, fact('afterAction', [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], { conditions: [{ kind: 'difficulty', of: 'action', difficulties: ['red'] }] }));
    let session = toActivation(startGame(rosters([risky], [howlrunner()])));
    session = play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    expect(promptsOf(play(session, { type: 'performAction', ship: 'luke', action: 'focus' }).session, 'luke')).toEqual([]);
    expect(promptsOf(play(session, { type: 'performAction', ship: 'luke', action: 'barrelRoll' }).session, 'luke')).toHaveLength(1);
  });
});

void emptySession;

describe('RRG · Modify Dice: a card that changes the attack’s rules (forbid), read by the rules themselves', () => {
  const jammer = () => carrying(luke(), fact('modifyAttackDice', [{ kind: 'forbid', what: 'defenderTokens' }], { role: 'attacker', optional: false, conditions: [{ kind: 'range', min: 1, max: 1 }] }));
  const toDefense = (range: number) => {
    let session = play(startGame(rosters([jammer()], [howlrunner()])), { type: 'gainToken', ship: 'howl', token: 'focus' }).session;
    session = toEngagement(session);
    return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range }, { type: 'rollAttackDice', faces: ['hit', 'hit', 'blank', 'blank'].slice(0, range === 1 ? 4 : 3) }, { type: 'rollDefenseDice', faces: ['focus', 'blank', 'blank'] }).session;
  };
  it('at range 1 the defender cannot spend its focus token (said why, named after the card); the attack goes on', () => {
    const session = toDefense(1);
    const focus = optionsOf(session).attack?.diceEffects.find((option) => option.spend === 'focus');
    expect(focus?.unavailable).toMatch(/Test card: modifyAttackDice: the defender cannot spend tokens in this attack\./);
    expectMessage(refusal(session, { type: 'spendForDice', spend: 'focus' }), /cannot spend tokens/);
  });
  it('at range 2 its condition fails: the focus token is spent as usual', () => {
    const session = toDefense(2);
    expect(optionsOf(session).attack?.diceEffects.find((option) => option.spend === 'focus')?.unavailable).toBeNull();
  });
});

describe('Card effects · the ship a prompt names is one the effect may act on', () => {
  it('a grant to a friendly ship offers the friendly ships to choose, never an enemy', () => {
    const giver = carrying(luke(), fact('afterGainStress', [{ kind: 'grantAction', who: 'friendly', action: 'evade', difficulty: 'white' }]));
    const session = play(startGame(rosters([giver, wedge()], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    const prompt = optionsOf(session).prompts.find((candidate) => candidate.ship === 'luke');
    expect(prompt?.ability?.chooses).toEqual(['luke', 'wedge']);
  });
});

describe('Card effects · an action a card grants at a moment, listed then and paid once', () => {
  const booster = () => ({ ...carrying(luke(), fact('afterManeuver', [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], { costs: [{ kind: 'charge', amount: 1 }] })), charges: { value: 2, recurs: 0 } });
  const grantedBoost = (session: Session) => optionsOf(session).ships.find((ship) => ship.ship === 'luke')?.grantedActions.filter((option) => option.source === 'Test card' && option.action === 'boost') ?? [];
  const afterManeuver = () => play(toActivation(startGame(rosters([booster()], [howlrunner()]))), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
  it('not listed before its moment; listed once the maneuver is executed; performing it pays 1 charge and closes the question', () => {
    expect(grantedBoost(toActivation(startGame(rosters([booster()], [howlrunner()]))))).toEqual([]);
    const session = afterManeuver();
    expect(grantedBoost(session)).toHaveLength(1);
    const done = play(session, { type: 'performAction', ship: 'luke', action: 'boost', grantedBy: { source: 'Test card', difficulty: 'white' } }).session;
    expect(shipOf(done, 'luke').charges?.current).toBe(1);
    expect(promptsOf(done, 'luke')).toEqual([]);
  });
  it('“done” on its question pays then, and the boost it leaves on the ship is performed with no second payment', () => {
    const answered = answer(afterManeuver(), 'luke').session;
    expect(shipOf(answered, 'luke').charges?.current).toBe(1);
    expect(grantedBoost(answered)).toHaveLength(1);
    const done = play(answered, { type: 'performAction', ship: 'luke', action: 'boost', grantedBy: { source: 'Test card', difficulty: 'white' } }).session;
    expect(shipOf(done, 'luke').charges?.current).toBe(1);
    expect(grantedBoost(done)).toEqual([]);
  });
});
