// Rules 3 (issue 23): every ship plays its part. Turns go in initiative order, a ship that does not
// engage passes in the history, one action per activation and its linked one at the link's
// difficulty, maneuvers from the dial with their difficulty, the second edition's evade and jam.
import { describe, expect, it } from 'vitest';
import { emptySession, stepSession, type Session } from '../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import { pilotEntry } from './helpers/xwing-roster';
import { withEffects } from './helpers/card-effects';
import { expectMessage, optionsOf, play, refusal, rosters, sentences, shipOf, stateOf, X_WING, TIE_FIGHTER, attackFaces, defenseFaces } from './helpers/xwing-game';

const X1 = 'galactic-empire/tie-advanced-x1';

function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[], edition: '2.0' | '2.5' = '2.0', rules: 2 | 3 = 3): Session {
  return play(emptySession('xwing'), { type: 'setup', seed: 'rules-3', players: rosters(rebels, empire), rules, edition }).session;
}
const next = (session: Session, times = 1): Session => play(session, ...Array.from({ length: times }, () => ({ type: 'nextPhase' }))).session;

const luke = pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true }); // initiative 5
const rookie = pilotEntry(X_WING, 'Blue Squadron Escort', { id: 'rookie', actionBar: true, dial: true }); // initiative 2
const vader = pilotEntry(X1, 'Darth Vader', { id: 'vader', actionBar: true, dial: true }); // initiative 6
const academy = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true }); // initiative 1

describe('RRG · Initiative, Engagement Phase: every ship engages in order, or passes in the history', () => {
  it('RRG · Engagement Phase: only the highest initiative is offered Attack; a lower one is refused with the ship whose turn it is', () => {
    const engagement = next(start([luke, rookie], [academy]), 3);
    expect(optionsOf(engagement).attackers.map((option) => option.ship)).toEqual(['luke']);
    expect(optionsOf(engagement).canPass).toEqual(['luke']);
    const early = refusal(engagement, { type: 'declareAttack', attacker: 'academy', defender: 'luke', arc: 'front', range: 2 });
    expectMessage(early, /It is Luke Skywalker’s turn \(initiative 5\).*Luke Skywalker engages or passes before Academy Pilot \(initiative 1\)/);
    expect(shipOf(engagement, 'luke').activated).toBe(false);
  });

  it('RRG · Engagement Phase: a ship that does not engage passes with one tap, in the history, and undo brings its turn back', () => {
    const engagement = next(start([luke, rookie], [academy]), 3);
    const passed = play(engagement, { type: 'passShip', ship: 'luke' });
    expect(sentences(passed.events)).toEqual(['Luke Skywalker passes: it does not engage this round.']);
    expect(optionsOf(passed.session).attackers.map((option) => option.ship)).toEqual(['rookie']);
    const undone = stepSession(passed.session, { type: 'undo' });
    if (!undone.ok) throw new Error(undone.error.message);
    expect(optionsOf(undone.value.session).attackers.map((option) => option.ship)).toEqual(['luke']);
    // After its attack it ends its engagement rather than passing.
    const attacked = play(engagement, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' });
    expectMessage(refusal(attacked.session, { type: 'passShip', ship: 'luke' }), /has attacked: tap End/);
    expect(optionsOf(attacked.session).attackers.filter((option) => !option.bonusAttack).map((option) => option.ship)).toEqual(['rookie']);
  });

  it('RRG · Engagement Phase: ending the phase before a ship has engaged says it passed; no ship loses its turn silently', () => {
    const engagement = next(start([luke, rookie], [academy]), 3);
    expect(optionsOf(engagement).notYetGone).toEqual(['luke', 'rookie', 'academy']);
    const ended = play(engagement, { type: 'passShip', ship: 'luke' }, { type: 'nextPhase' });
    expect(sentences(ended.events).slice(0, 2)).toEqual([
      'Blue Squadron Escort did not engage before the phase ended: it passes this round.',
      'Academy Pilot did not engage before the phase ended: it passes this round.',
    ]);
  });

  it('RRG · Initiative: ties go to the first player; RRG · Activation Phase: the lowest initiative activates first and a ship passed over is refused, not skipped', () => {
    const rookie2 = pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy2', actionBar: true, dial: true });
    const escort = { ...rookie, initiative: 1 };
    const activation = next(start([escort], [academy, rookie2]), 2);
    // Initiative 1 on both sides: the first player's (Rebels) ship goes first.
    expect(optionsOf(activation).upNext).toEqual(['rookie']);
    expectMessage(refusal(activation, { type: 'activateShip', ship: 'academy' }), /It is Blue Squadron Escort’s turn \(initiative 1\): ships activate from the lowest initiative up, the first player’s first on a tie/);
    const second = play(activation, { type: 'activateShip', ship: 'rookie' }).session;
    expect(optionsOf(second).upNext).toEqual(['academy', 'academy2']);
    const firstPlayerEmpire = play(next(start([escort], [academy]), 0), { type: 'chooseFirstPlayer', player: 'p2' }).session;
    expect(optionsOf(next(firstPlayerEmpire, 2)).upNext).toEqual(['academy']);
  });

  it('rules 2 logs replay as played: a lower initiative may still attack first there', () => {
    const engagement = next(start([luke], [academy], '2.0', 2), 3);
    expect(optionsOf(engagement).attackers.map((option) => option.ship).sort()).toEqual(['academy', 'luke']);
  });
});

describe('RRG · Perform Action, Linked Actions: one action per activation, then its linked action', () => {
  const activating = () => play(next(start([luke], [vader]), 2), { type: 'activateShip', ship: 'luke' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'vader' }).session;

  it('RRG · Linked Actions: after focus, Darth Vader’s barrel roll is the linked red one (a stress token), though his bar has a white barrel roll', () => {
    const focused = play(activating(), { type: 'performAction', ship: 'vader', action: 'focus' }).session;
    const roll = optionsOf(focused).ships.find((ship) => ship.ship === 'vader')?.actions.find((action) => action.action === 'barrelRoll');
    expect(roll).toMatchObject({ unavailable: null, difficulty: 'red', linked: true });
    const rolled = play(focused, { type: 'performAction', ship: 'vader', action: 'barrelRoll' });
    expect(sentences(rolled.events)).toContain('Darth Vader gains a stress token.');
    expect(shipOf(rolled.session, 'vader').tokens.stress).toBe(1);
  });

  it('RRG · Perform Action: a second action of its own is refused; an effect may grant one, white unless it says otherwise', () => {
    const locked = play(activating(), { type: 'performAction', ship: 'vader', action: 'lock', target: 'luke' }).session;
    expectMessage(refusal(locked, { type: 'performAction', ship: 'vader', action: 'barrelRoll' }), /has performed its action in this activation: one action, then the action linked to it.*Another needs an effect that grants it/);
    const granted = play(locked, { type: 'performAction', ship: 'vader', action: 'boost', byEffect: true, difficulty: 'red' });
    expect(shipOf(granted.session, 'vader').tokens.stress).toBe(1);
    expectMessage(refusal(locked, { type: 'performAction', ship: 'vader', action: 'focus', difficulty: 'red' }), /Only an action an effect grants names its difficulty/);
  });

  it('RRG · Perform Action: in the Engagement Phase a ship performs an action only when an effect grants it', () => {
    const engagement = next(start([luke], [vader]), 3);
    expectMessage(refusal(engagement, { type: 'performAction', ship: 'luke', action: 'focus' }), /in the Engagement Phase a ship performs an action only when an effect grants it/);
    expect(play(engagement, { type: 'performAction', ship: 'luke', action: 'focus', byEffect: true }).events.length).toBeGreaterThan(0);
  });
});

describe('RRG · Maneuvers: the revealed maneuver, its difficulty and the stress it gives or takes', () => {
  const activation = (edition: '2.0' | '2.5' = '2.0', rebels = [luke]) => next(start(rebels, [academy], edition), 2);

  it('RRG · Check Difficulty: a red maneuver gives a stress token, so the ship performs no action after it', () => {
    const tallon = play(activation(), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'executeManeuver', ship: 'luke', speed: 3, bearing: 'tallonLeft' });
    expect(sentences(tallon.events)).toEqual([
      'Luke Skywalker activates.',
      'Luke Skywalker reveals its dial: red 3 left Tallon roll.',
      'Luke Skywalker executes red 3 left Tallon roll.',
      'Luke Skywalker gains a stress token.',
    ]);
    expectMessage(refusal(tallon.session, { type: 'performAction', ship: 'luke', action: 'focus' }), /stressed: a stressed ship performs no actions/);
  });

  it('RRG · Check Difficulty: a blue maneuver removes a stress token (2.5: and a strain token); the dial decides the difficulty', () => {
    const stressed = play(activation('2.5'), { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'gainToken', ship: 'luke', token: 'strain' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }).session;
    const blue = play(stressed, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', difficulty: 'red' });
    expect(sentences(blue.events)).toContain('Luke Skywalker executes blue 2 straight.');
    expect(shipOf(blue.session, 'luke').tokens).toMatchObject({ stress: 0, strain: 0 });
    expectMessage(refusal(stressed, { type: 'executeManeuver', ship: 'luke', speed: 5, bearing: 'straight' }), /dial has no 5 straight: choose a maneuver on its dial/);
  });

  it('RRG · Stress: a stressed ship that reveals a red maneuver executes a white 2 straight instead', () => {
    const stressed = play(activation(), { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }).session;
    const kturn = play(stressed, { type: 'executeManeuver', ship: 'luke', speed: 4, bearing: 'kTurn' });
    expect(sentences(kturn.events)).toContain('Luke Skywalker executes white 2 straight instead (a stressed ship executes no red maneuver).');
    expect(shipOf(kturn.session, 'luke').tokens.stress).toBe(1);
  });

  it('RRG · Ion: 2.0, an ionized ship executes the blue 1 straight only; 2.5, it reveals its dial and the blue 1 keeps its side', () => {
    const ionized = (edition: '2.0' | '2.5') => play(activation(edition), { type: 'gainToken', ship: 'luke', token: 'ion' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }).session;
    expectMessage(refusal(ionized('2.0'), { type: 'executeManeuver', ship: 'luke', speed: 3, bearing: 'turnLeft' }), /ionized: it executes the ion maneuver, a blue 1 straight/);
    expect(optionsOf(ionized('2.0')).maneuvers.find((option) => option.ship === 'luke')).toMatchObject({ ion: true, dial: [{ speed: 1, bearing: 'straight', difficulty: 'blue' }] });
    const bank = play(ionized('2.5'), { type: 'executeManeuver', ship: 'luke', speed: 3, bearing: 'turnLeft' });
    expect(sentences(bank.events).slice(1)).toEqual([
      'Luke Skywalker reveals its dial: white 3 left turn.',
      'Luke Skywalker executes blue 1 left bank (the ion maneuver: it is ionized).',
    ]);
  });

  it('RRG · Activation Phase: one maneuver, before the action; a ship that overlapped one skips its action', () => {
    const ready = play(activation(), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }).session;
    const focused = play(ready, { type: 'performAction', ship: 'luke', action: 'focus' }).session;
    expectMessage(refusal(focused, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }), /the maneuver comes before it in an activation/);
    const bumped = play(ready, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', partial: true }).session;
    expectMessage(refusal(bumped, { type: 'performAction', ship: 'luke', action: 'focus' }), /partially executed its maneuver.*skips its Perform Action step/);
    expectMessage(refusal(bumped, { type: 'executeManeuver', ship: 'luke', speed: 1, bearing: 'straight' }), /has executed its maneuver \(blue 2 straight\)/);
  });

  it('abilities “after you reveal your dial” and “after you fully execute a maneuver” are asked then, not before', () => {
    const dial = { source: 'Test Pilot', moment: 'afterRevealDial' as const, summary: 'a maneuver' };
    const executed = { source: 'Test Astromech', moment: 'afterManeuver' as const, summary: 'an action' };
    const withHooks = { ...luke, abilities: [dial, executed] };
    const ready = play(next(start([withHooks], [academy]), 2), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'luke' }).session;
    expect(optionsOf(ready).prompts).toEqual([]);
    const moved = play(ready, { type: 'executeManeuver', ship: 'luke', speed: 1, bearing: 'straight' });
    expect(optionsOf(moved.session).prompts.map((prompt) => prompt.ability?.moment)).toEqual(['afterRevealDial', 'afterManeuver']);
  });
});

describe('RRG · Coordinate, Lock, Ion: whom an action chooses', () => {
  const SHEATHIPEDE = 'rebel-alliance/sheathipede-class-shuttle';

  it('RRG · Coordinate: the ship chooses another friendly ship, which may then perform an action the coordinate grants', () => {
    const hwk = pilotEntry(SHEATHIPEDE, 'Ezra Bridger', { id: 'hwk', actionBar: true });
    const ready = play(next(start([hwk, { ...rookie, initiative: 1 }], [academy]), 2), { type: 'activateShip', ship: 'rookie' }, { type: 'activateShip', ship: 'academy' }, { type: 'activateShip', ship: 'hwk' }).session;
    expect(optionsOf(ready).ships.find((ship) => ship.ship === 'hwk')?.actions.find((action) => action.action === 'coordinate')?.targets).toEqual(['rookie']);
    expectMessage(refusal(ready, { type: 'performAction', ship: 'hwk', action: 'coordinate', target: 'academy' }), /Academy Pilot is an enemy ship: the coordinate action chooses a friendly ship/);
    expectMessage(refusal(ready, { type: 'performAction', ship: 'hwk', action: 'coordinate' }), /Choose the friendly ship Ezra Bridger coordinates/);
    const coordinated = play(ready, { type: 'performAction', ship: 'hwk', action: 'coordinate', target: 'rookie' });
    expect(sentences(coordinated.events)[0]).toMatch(/^Ezra Bridger performs the coordinate action on Blue Squadron Escort/);
    expect(play(coordinated.session, { type: 'performAction', ship: 'rookie', action: 'focus', byEffect: true }).events.length).toBeGreaterThan(0);
  });

  it('RRG · Lock: a ship cannot lock itself; 2.5 · Ion: a ship that becomes ionized loses the lock it maintains, in 2.0 it keeps it', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      const planning = start([luke], [academy], edition);
      expectMessage(refusal(planning, { type: 'performAction', ship: 'luke', action: 'lock', target: 'luke' }), /cannot acquire a lock on itself/);
      const ionized = play(planning, { type: 'performAction', ship: 'luke', action: 'lock', target: 'academy' }, { type: 'gainToken', ship: 'luke', token: 'ion' }).session;
      expect(shipOf(ionized, 'academy').tokens.lock).toEqual(edition === '2.5' ? [] : ['luke']);
    }
  });
});

describe('RRG · tokens, second edition', () => {
  it('RRG · Evade: an evade token changes one blank or focus result to an evade result, it adds none', () => {
    const engagement = next(start([luke], [academy]), 3);
    const rolled = play(engagement, { type: 'gainToken', ship: 'academy', token: 'evade' }, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'hit'), defenseFaces('blank', 'focus', 'evade')).session;
    const spent = play(rolled, { type: 'spendForDice', spend: 'evade' });
    expect(stateOf(spent.session).attack?.defenseDice.map((die) => die.face)).toEqual(['evade', 'focus', 'evade']);
    const allEvades = play(engagement, { type: 'gainToken', ship: 'academy', token: 'evade' }, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'hit'), defenseFaces('evade', 'evade', 'evade')).session;
    expectMessage(refusal(allEvades, { type: 'spendForDice', spend: 'evade' }), /no blank or focus result among the defense dice/);
  });

  it('RRG · Jam: a jammed ship with nothing to remove keeps its jam token until it gains a green token or a lock; then both go', () => {
    const jammed = play(start([luke], [academy]), { type: 'gainToken', ship: 'luke', token: 'jam' }).session;
    expect(shipOf(jammed, 'luke').tokens.jam).toBe(1);
    const focused = play(jammed, { type: 'gainToken', ship: 'luke', token: 'focus' });
    expect(shipOf(focused.session, 'luke').tokens).toMatchObject({ jam: 0, focus: 0 });
    const locked = play(jammed, { type: 'gainToken', ship: 'academy', token: 'lock', lockedBy: 'luke' });
    expect(shipOf(locked.session, 'academy').tokens.lock).toEqual([]);
    expect(shipOf(locked.session, 'luke').tokens.jam).toBe(0);
  });
});

describe('RRG · Stress, lifted by a card · Card · Pammich Nerro Goode: with 2 or fewer stress tokens he executes red maneuvers even while stressed', () => {
  const TRANSPORT = 'resistance/resistance-transport';
  const pammich = () => {
    const withFacts = withEffects(TRANSPORT, 'Pammich Nerro Goode', 'pammich', '2.5');
    return { ...pilotEntry(TRANSPORT, 'Pammich Nerro Goode', { id: 'pammich', actionBar: true, dial: true }), effects: withFacts.effects, yourCall: withFacts.yourCall };
  };
  const ready = (stress: number) => {
    let session = next(start([pammich()], [academy], '2.5'), 2);
    for (let n = 0; n < stress; n++) session = play(session, { type: 'gainToken', ship: 'pammich', token: 'stress' }).session;
    return session;
  };
  it('stressed once, his red 1 turn is executed as revealed, and its stress is added', () => {
    const turned = play(ready(1), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'pammich' }, { type: 'executeManeuver', ship: 'pammich', speed: 1, bearing: 'turnLeft' });
    expect(sentences(turned.events)).toContain('Pammich Nerro Goode executes red 1 left turn.');
    expect(shipOf(turned.session, 'pammich').tokens.stress).toBe(2);
  });
  it('with 3 stress tokens the rule holds again: a white 2 straight instead', () => {
    const turned = play(ready(3), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'pammich' }, { type: 'executeManeuver', ship: 'pammich', speed: 1, bearing: 'turnLeft' });
    expect(sentences(turned.events).some((sentence) => /executes white 2 straight instead/.test(sentence))).toBe(true);
  });
});

describe('RRG · Stress, lifted by a card · Card · Jarek Yeager: damaged, his red basic maneuvers; critically damaged, his red advanced ones', () => {
  const JAREK_SHIP = 'resistance/fireball';
  it('the rule reads basic and advanced as the Rules Reference names them (a turn is basic, a Tallon roll advanced, a stop neither)', async () => {
    const { redManeuverStressWaiver } = await import('../../../shared/engine/games/xwing/effects/available-effects');
    const withFacts = withEffects(JAREK_SHIP, 'Jarek Yeager', 'jarek', '2.5');
    let session = start([{ ...pilotEntry(JAREK_SHIP, 'Jarek Yeager', { id: 'jarek', actionBar: true, dial: true }), effects: withFacts.effects }], [academy], '2.5');
    session = play(session, { type: 'gainToken', ship: 'jarek', token: 'stress' }, { type: 'sufferDamage', ship: 'jarek', hits: 1, crits: 0, drawForMe: true }).session;
    const state = stateOf(session);
    const jarek = state.ships.find((ship) => ship.id === 'jarek');
    if (!jarek) throw new Error('no Jarek');
    expect(jarek.damageCards.length).toBeGreaterThan(0);
    expect(redManeuverStressWaiver(state, jarek, 'turnLeft')).not.toBeNull();
    expect(redManeuverStressWaiver(state, jarek, 'tallonLeft')).toBeNull();
    expect(redManeuverStressWaiver(state, jarek, 'stop')).toBeNull();
  });
});

describe('RRG · Check Difficulty · Card · Ello Asty: with 2 or fewer stress, a red Tallon roll he reveals is treated as white', () => {
  const T70 = 'resistance/t-70-x-wing';
  const ello = () => ({ ...pilotEntry(T70, 'Ello Asty', { id: 'ello', actionBar: true, dial: true }), effects: withEffects(T70, 'Ello Asty', 'ello', '2.5').effects });
  it('stressed once, his red Tallon roll is executed as white: no stress added, no white 2 straight instead', () => {
    let session = next(start([ello()], [academy], '2.5'), 2);
    session = play(session, { type: 'gainToken', ship: 'ello', token: 'stress' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }).session;
    const rolled = play(session, { type: 'activateShip', ship: 'ello' }, { type: 'executeManeuver', ship: 'ello', speed: 3, bearing: 'tallonLeft' });
    expect(sentences(rolled.events)).toContain('Ello Asty executes white 3 left Tallon roll.');
    expect(shipOf(rolled.session, 'ello').tokens.stress).toBe(1);
  });
});

describe('RRG · Perform Action after a partial maneuver, changed by cards · Card · Zari Bangel, Unkar Plutt (crew)', () => {
  const RZ2 = 'resistance/rz-2-a-wing';
  it('Card · Zari Bangel: after a partial maneuver she still performs her action', () => {
    const zari = { ...pilotEntry(RZ2, 'Zari Bangel', { id: 'zari', actionBar: true, dial: true }), effects: withEffects(RZ2, 'Zari Bangel', 'zari', '2.5').effects };
    const ready = play(next(start([zari], [academy], '2.5'), 2), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'zari' }).session;
    const bumped = play(ready, { type: 'executeManeuver', ship: 'zari', speed: 2, bearing: 'straight', partial: true }).session;
    expect(shipOf(play(bumped, { type: 'performAction', ship: 'zari', action: 'focus' }).session, 'zari').tokens.focus).toBe(1);
  });
  it('Card · Unkar Plutt (crew): after a partial maneuver, asked; 1 hit damage for a white action', () => {
    const withCrew = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'unkarplutt');
    const unkar = { ...luke, upgrades: withCrew.upgrades, effects: withCrew.effects };
    const ready = play(next(start([unkar], [academy], '2.5'), 2), { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'luke' }).session;
    const bumped = play(ready, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', partial: true }).session;
    const prompt = optionsOf(bumped).prompts.find((open) => open.source === 'Unkar Plutt');
    expect(prompt?.question).toMatch(/partially executes/);
    const shields = shipOf(bumped, 'luke').shields.current;
    const done = play(bumped, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(done, 'luke').shields.current).toBe(shields - 1);
    expect(shipOf(done, 'luke').grants?.map((grant) => grant.action)).toEqual(['any']);
  });
});
