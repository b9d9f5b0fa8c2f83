import { describe, expect, it } from 'vitest';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import type { CardEffect } from '../../../shared/engine/games/xwing/effects/card-effect';
import { emptySession, type Session } from '../../../shared/engine';
import { armed } from './helpers/armament';
import { pilotEntry } from './helpers/xwing-roster';
import { readCardEffects } from '../../../shared/engine/games/xwing/effects/read-effects';
import { attackFaces, defenseFaces, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, shipOf, startGame, stateOf, toEngagement, wedge, TIE_FIGHTER } from './helpers/xwing-game';

// Issue 34 · the words the cards use that the first vocabulary lacked (Rules Reference 2.5): actions
// even while stressed, red or orange tokens, a turret's limit, a friend's or an enemy's dial, maneuver
// and action, the maneuver revealed, the attack just made, results neutralized, locks and reinforce
// tokens removed.

import { answer, carrying, fact, promptsOf, toActivation } from './helpers/test-facts';
const barred = (entry: XwingPilotRosterEntry) => ({ ...entry, actions: [{ action: 'focus' as const, difficulty: 'white' as const }, { action: 'boost' as const, difficulty: 'white' as const }, { action: 'barrelRoll' as const, difficulty: 'white' as const }] });

describe('RRG · Stress, lifted by a card: actions even while stressed', () => {
  const primed = () => carrying(barred(luke()), fact('always', [{ kind: 'evenWhileStressed', actions: ['boost', 'barrelRoll'] }], { optional: false, conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }] }));
  const stressed = (count: number) => play(toActivation(startGame(rosters([primed()], [howlrunner()]))), { type: 'gainToken', ship: 'luke', token: 'stress', count }, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
  it('with 2 stress tokens it may boost (its own action) but not focus; with 3 it may not', () => {
    const two = stressed(2);
    const actions = optionsOf(two).ships.find((ship) => ship.ship === 'luke')?.actions ?? [];
    expect(actions.find((option) => option.action === 'boost')?.unavailable).toBeNull();
    expect(actions.find((option) => option.action === 'focus')?.unavailable).toMatch(/stressed/);
    expect(shipOf(play(two, { type: 'performAction', ship: 'luke', action: 'boost' }).session, 'luke').actionsThisRound).toContain('boost');
    expectMessage(refusal(stressed(3), { type: 'performAction', ship: 'luke', action: 'boost' }), /stressed/);
  });
  it('a granted action marked even while stressed is performed by a stressed ship; an unmarked one is refused', () => {
    const granter = carrying(barred(luke()), fact('afterGainStress', [{ kind: 'performAction', action: 'focus', difficulty: 'red' }, { kind: 'evenWhileStressed' }]));
    const session = play(startGame(rosters([granter], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    const done = play(session, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Test card', difficulty: 'red' } }).session;
    expect(shipOf(done, 'luke').tokens.focus).toBe(1);
    expect(shipOf(done, 'luke').tokens.stress).toBe(2);
    const plain = carrying(barred(luke()), fact('afterGainStress', [{ kind: 'performAction', action: 'focus', difficulty: 'red' }]));
    const refused = play(startGame(rosters([plain], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    expectMessage(refusal(refused, { type: 'performAction', ship: 'luke', action: 'focus', grantedBy: { source: 'Test card', difficulty: 'red' } }), /stressed/);
  });
});

describe('RRG · Tokens by colour: a red or orange token', () => {
  it('asked only while it holds a red or orange token; done removes the kind the player names', () => {
    const shedder = carrying(luke(), fact('endPhaseStart', [{ kind: 'removeTokenOf', who: 'self', colours: ['red', 'orange'], amount: 1 }], { conditions: [{ kind: 'tokenColour', who: 'self', colours: ['red', 'orange'] }] }));
    const toEnd = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(promptsOf(toEnd(startGame(rosters([shedder], [howlrunner()]))), 'luke')).toEqual([]);
    const held = toEnd(play(startGame(rosters([shedder], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'gainToken', ship: 'luke', token: 'strain' }).session);
    const used = answer(held, 'luke', { token: 'strain' }).session;
    expect(shipOf(used, 'luke').tokens.strain).toBe(0);
    expect(shipOf(used, 'luke').tokens.stress).toBe(1);
  });
});

describe('RRG · Turret Arc Indicators, limited by a ship ability', () => {
  it('a turret that faces front or rear only refuses the left arc, in the card’s name', () => {
    const hwk = carrying(armed(pilotEntry('rebel-alliance/hwk-290-light-freighter', 'Rebel Scout', { id: 'hwk', actionBar: true, dial: true }), '2.5', 'ioncannonturret'), fact('always', [{ kind: 'turretFacings', allowed: ['front', 'rear'] }], { optional: false }));
    const session = play(emptySession('xwing'), { type: 'setup', seed: 'turrets', players: rosters([hwk], [pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' })]), rules: 3, edition: '2.5' }).session;
    expectMessage(refusal(session, { type: 'setTurret', ship: 'hwk', facing: 'left' }), /Test card: .*faces only the front .*or the rear/);
    expect(shipOf(play(session, { type: 'setTurret', ship: 'hwk', facing: 'rear' }).session, 'hwk').turret?.facing).toBe('rear');
  });
});

describe('RRG · Ability timing: after another ship reveals its dial, executes a maneuver, performs an action', () => {
  it('a friend’s maneuver asks its friend; an enemy’s revealed dial asks the enemy side, with the maneuver it revealed', () => {
    const wing = carrying(luke(), fact('friendlyManeuver', [{ kind: 'gainToken', who: 'other', token: 'focus', amount: 1 }], { conditions: [{ kind: 'maneuver', bearings: ['bank'] }] }));
    const reader = carrying(howlrunner(), fact('enemyRevealDial', [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], { conditions: [{ kind: 'maneuver', minSpeed: 2 }, { kind: 'maneuver', bearings: ['bank'] }] }));
    // Initiative order (2.5): Luke (5, the first player's), Howlrunner (5), Wedge (6).
    let session = toActivation(startGame(rosters([wing, wedge()], [reader])));
    session = play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    expect(promptsOf(session, 'howl')).toEqual([]);
    session = play(session, { type: 'endActivation' }, { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }, { type: 'endActivation' }).session;
    session = play(session, { type: 'activateShip', ship: 'wedge' }, { type: 'executeManeuver', ship: 'wedge', speed: 2, bearing: 'bankLeft' }).session;
    expect(promptsOf(session, 'luke')).toHaveLength(1);
    expect(promptsOf(session, 'howl')).toHaveLength(1);
    expect(shipOf(answer(session, 'luke').session, 'wedge').tokens.focus).toBe(1);
  });
  it('an enemy’s action asks, with the action it performed', () => {
    const watcher = carrying(howlrunner(), fact('enemyAction', [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], { conditions: [{ kind: 'action', actions: ['barrelRoll'] }] }));
    let session = toActivation(startGame(rosters([barred(luke())], [watcher])));
    session = play(session, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
    expect(promptsOf(play(session, { type: 'performAction', ship: 'luke', action: 'focus' }).session, 'howl')).toEqual([]);
    expect(promptsOf(play(session, { type: 'performAction', ship: 'luke', action: 'barrelRoll' }).session, 'howl')).toHaveLength(1);
  });
  it('after its own dial is revealed, the maneuver it revealed is known (a speed condition holds)', () => {
    const fast = carrying(luke(), fact('afterRevealDial', [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], { conditions: [{ kind: 'maneuver', minSpeed: 4 }] }));
    const at = (speed: number) => play(toActivation(startGame(rosters([fast], [howlrunner()]))), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed, bearing: 'straight' }).session;
    expect(promptsOf(at(4), 'luke')).toHaveLength(1);
    expect(promptsOf(at(2), 'luke')).toEqual([]);
  });
});

describe('RRG · Attack: after the attack, its weapon, range and arc are known', () => {
  it('an “after a primary attack at range 1” effect is asked after such an attack, not after one at range 2', () => {
    const after = carrying(luke(), fact('afterAttack', [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], { role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'range', min: 1, max: 1 }] }));
    const attackAt = (range: number) => {
      const session = toEngagement(startGame(rosters([after], [howlrunner()])));
      const faces = range === 1 ? ['blank', 'blank', 'blank', 'blank'] : ['blank', 'blank', 'blank'];
      return play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range }, attackFaces(...faces), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    };
    expect(promptsOf(attackAt(1), 'luke')).toHaveLength(1);
    expect(promptsOf(attackAt(2), 'luke')).toEqual([]);
  });
});

describe('RRG · Neutralize Results: a card that cancels a result as they are neutralized', () => {
  it('the defender’s card cancels 1 hit once the defense dice are modified, even after the attacker modified last; one tap', () => {
    const shield = carrying(howlrunner(), fact('neutralizeResults', [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit'] }], { role: 'defender' }));
    let session = toEngagement(startGame(rosters([luke()], [shield])));
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'blank'), defenseFaces('blank', 'blank', 'blank')).session;
    const offered = optionsOf(session).attack?.cardEffects.find((effect) => effect.source === 'Test card');
    expect(offered).toMatchObject({ ship: 'howl', side: 'defender', dice: [0, 1] });
    const used = play(session, { type: 'useCardEffect', ship: 'howl', ref: offered?.ref }).session;
    expect(stateOf(used).attack?.attackDice.map((die) => die.face)).toEqual(['hit', 'blank']);
  });
});

describe('Card effects · a lock or a reinforce token removed', () => {
  it('removing a lock takes the lock on that ship back to the supply; removing reinforce takes the token', () => {
    const breaker = carrying(luke(), fact('afterGainStress', [{ kind: 'removeToken', who: 'self', token: 'lock', amount: 1 }, { kind: 'removeToken', who: 'self', token: 'reinforce', amount: 1 }]));
    let session = play(startGame(rosters([breaker], [howlrunner()])), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'howl' }, { type: 'gainToken', ship: 'luke', token: 'reinforce', side: 'fore' }, { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    session = answer(session, 'luke').session;
    expect(shipOf(session, 'luke').tokens.lock).toEqual([]);
    expect(shipOf(session, 'luke').tokens.reinforce).toEqual({ fore: 0, aft: 0 });
  });
});

describe('RRG · Dual Cards: a side’s facts act only while it is faceup; flipping turns the card', () => {
  it('the closed side’s −1 attack die holds until the card flips before activating; then it is gone', () => {
    const fitted = armed(luke(), '2.5', 'servomotorsfoils');
    const withSides: XwingPilotRosterEntry = {
      ...fitted,
      effects: [
        { source: 'Closed side', upgrade: 0, moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'side', side: 0 }, { kind: 'weapon', weapon: 'primary' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: false, summary: 'Closed side: −1 attack die' },
        { source: 'Closed side', upgrade: 0, moment: 'beforeActivating', conditions: [{ kind: 'side', side: 0 }], costs: [], effects: [{ kind: 'flipCard' }], optional: true, summary: 'Closed side: flip the card' },
      ],
    };
    const attackNow = (session: Session) => play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).session;
    const closed = attackNow(toEngagement(startGame(rosters([withSides], [howlrunner()]))));
    expect(optionsOf(closed).attack?.attackDice.adjustments).toEqual([{ reason: 'Closed side', amount: -1 }]);
    let session = play(toActivation(startGame(rosters([withSides], [howlrunner()]))), { type: 'activateShip', ship: 'luke' }).session;
    const flipped = answer(session, 'luke');
    expect(shipOf(flipped.session, 'luke').sides).toEqual({ 0: 1 });
    session = play(flipped.session, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'howl' }, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }, { type: 'endActivation' }, { type: 'nextPhase' }).session;
    expect(optionsOf(attackNow(session)).attack?.attackDice.adjustments).toEqual([]);
  });
});

describe('Reader · the maneuver a card names is checked, never asked (the table knows the maneuver executed)', () => {
  it('Card · Full Throttle (2.5): "after a speed 3-5 maneuver" reads as a speed condition; offered after a 4 straight, not after a 2 straight', () => {
    const read = readCardEffects('Full Throttle', 'After you fully execute a speed 3-5 maneuver, you may perform an [Evade] action.', 0);
    expect(read.yourCall).toEqual([]);
    expect(read.effects[0]?.conditions).toEqual([{ kind: 'maneuver', minSpeed: 3, maxSpeed: 5 }]);
    const pilot = { ...barred(luke()), effects: read.effects.map(({ upgrade: _place, ...rest }) => rest) };
    const after = (speed: number) => play(toActivation(startGame(rosters([pilot], [howlrunner()]))), { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed, bearing: 'straight' }).session;
    const offered = (session: Session) => optionsOf(session).ships.find((ship) => ship.ship === 'luke')?.grantedActions.filter((option) => option.source === 'Full Throttle') ?? [];
    expect(promptsOf(after(2), 'luke')).toEqual([]);
    expect(offered(after(2))).toEqual([]);
    expect(promptsOf(after(4), 'luke')).toHaveLength(1);
    expect(offered(after(4)).map((option) => option.action)).toEqual(['evade']);
  });
});

describe('Card effects · nothing is offered that would change nothing', () => {
  it('a shield recovery is not offered at full shields (its charge is not spent for nothing); offered once a shield is lost', () => {
    const r2 = { ...carrying(luke(), fact('endPhaseStart', [{ kind: 'recover', what: 'shield', amount: 1 }], { costs: [{ kind: 'charge', amount: 1 }] })), charges: { value: 2, recurs: 0 } };
    const toEnd = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(promptsOf(toEnd(startGame(rosters([r2], [howlrunner()]))), 'luke')).toEqual([]);
    expect(promptsOf(toEnd(play(startGame(rosters([r2], [howlrunner()])), { type: 'sufferDamage', ship: 'luke', hits: 1, crits: 0 }).session), 'luke')).toHaveLength(1);
  });
  it('an extra die with no choice is counted in the roll, with no button of its own', () => {
    const computer = carrying(luke(), fact('rollAttackDice', [{ kind: 'dice', pool: 'attack', count: 1 }], { role: 'attacker', optional: false }));
    const session = play(toEngagement(startGame(rosters([computer], [howlrunner()]))), { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).session;
    expect(optionsOf(session).attack?.attackDice.adjustments).toEqual([{ reason: 'Test card', amount: 1 }]);
    expect(optionsOf(session).attack?.cardEffects.filter((effect) => effect.source === 'Test card')).toEqual([]);
  });
});

describe('RRG · Dual Cards: the faceup side’s actions are the ship’s', () => {
  it('a flip to the side that adds no boost takes the boost off the bar; flipping back brings it', () => {
    const closedBar = [{ action: 'focus' as const, difficulty: 'white' as const }, { action: 'boost' as const, difficulty: 'white' as const }];
    const openBar = [{ action: 'focus' as const, difficulty: 'white' as const }];
    const entry: XwingPilotRosterEntry = {
      ...armed(luke(), '2.5', 'servomotorsfoils'),
      actions: closedBar,
      actionsBySide: { upgrade: 0, sides: [closedBar, openBar] },
      effects: [{ source: 'Foils', upgrade: 0, moment: 'afterGainStress', conditions: [], costs: [], effects: [{ kind: 'flipCard' }], optional: true, summary: 'Foils: flip' }],
    };
    let session = startGame(rosters([entry], [howlrunner()]));
    expect(shipOf(session, 'luke').actionBar?.map((bar) => bar.action)).toEqual(['focus', 'boost']);
    session = answer(play(session, { type: 'gainToken', ship: 'luke', token: 'stress' }).session, 'luke').session;
    expect(shipOf(session, 'luke').actionBar?.map((bar) => bar.action)).toEqual(['focus']);
    session = answer(play(session, { type: 'gainToken', ship: 'luke', token: 'stress' }).session, 'luke').session;
    expect(shipOf(session, 'luke').actionBar?.map((bar) => bar.action)).toEqual(['focus', 'boost']);
  });
});
