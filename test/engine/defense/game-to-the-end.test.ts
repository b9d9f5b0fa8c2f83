import { describe, expect, it } from 'vitest';
import { emptySession, replay, sessionLog, viewSession, type Session } from '../../../shared/engine';
import { checkScenario, kellJunction, millraceHouse, shippedScenarios, type Scenario } from '../../../shared/engine/games/defense';
import { defenderById, eventOf, expectMessage, optionsOf, play, refusal, sentences, spaceById, stateOf } from './helpers/defense-game';

// Issue 26: the solo game played to its end: the enemy acts in its phase, arrivals and events come
// in theirs, and the game is won or lost as the scenario says. Games set up with `rules: 2`.

const setUp = (scenario: Scenario, seed: string | number = 'issue-26'): Session => play(emptySession('defense'), { type: 'setup', seed, scenario, rules: 2 }).session;
const next = (session: Session): Session => play(session, { type: 'nextPhase' }).session;

describe('shipped scenarios', () => {
  it.each(shippedScenarios.map((scenario) => [scenario.name, scenario] as const))('%s passes every editor check', (_name, scenario) => {
    const checked = checkScenario(scenario);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
  });

  it('Millrace House is played from round 1 to a victory: the enemy attacks, arrivals come by round, the last raider falls', () => {
    let session = setUp(millraceHouse);
    expect(optionsOf(session).turn.name).toBe('Events phase');
    expect(optionsOf(session).turn.events?.current).toHaveLength(1); // round 1's card drawn as the game starts
    session = next(session);
    // Enemy phase: the raiders in the lane attack Brann, who sees the lane from the kitchen.
    const planned = optionsOf(session).turn.enemyAttacks ?? [];
    expect(planned.map((attack) => [attack.counter.name, attack.target?.name, attack.dice])).toEqual([['Raiders', 'Brann', 2]]);
    expect(planned[0]?.effect).toBe('the target gets a Disrupted token');
    expectMessage(refusal(session, { type: 'nextPhase' }), /^The enemy has an attack to resolve in the Enemy phase: roll or enter the dice, then apply them\.$/);
    // Dice the app rolls are shown before they count: nothing changes until they are applied.
    const rolled = play(session, { type: 'rollDice', purpose: 'enemyAttacks', dice: [2] });
    expect(optionsOf(rolled.session).roll?.faces[0]).toHaveLength(2);
    expect(defenderById(rolled.session, 'brann').disrupted).toBe(0);
    expect(sentences(rolled.events)[0]).toMatch(/^The app rolls \[\d, \d\] for the enemy's attacks; they count when applied\.$/);
    session = play(session, { type: 'resolveEnemyAttacks', faces: [[1, 1]] }).session;
    expect(optionsOf(session).turn.enemyAttacks).toEqual([]);
    session = next(session);
    expect(stateOf(session).step).toBe('defense');
    session = play(session, { type: 'attack', defender: 'brann', space: 'lane', faces: [6, 6] }).session;
    expect(spaceById(session, 'lane').enemies).toEqual([]);
    session = next(session); // round 2: nothing arrives
    expect(stateOf(session).round).toBe(2);
    expect(stateOf(session).outcome).toBeNull();
    session = next(next(next(session))); // a quiet round: three taps
    expect(stateOf(session).round).toBe(3);
    expect(spaceById(session, 'towpath').enemies.map((counter) => counter.name)).toEqual(['Raiders', 'Raiders']);
    session = next(session);
    expect((optionsOf(session).turn.enemyAttacks ?? []).map((attack) => attack.target?.name)).toEqual(['Osk', 'Osk']);
    session = play(session, { type: 'resolveEnemyAttacks', faces: [[1, 1], [6, 2]] }).session;
    expect(defenderById(session, 'osk').disrupted).toBe(1);
    session = next(session);
    session = play(session, { type: 'recover', defender: 'osk' }, { type: 'attack', defender: 'tilde', space: 'towpath', faces: [6, 6] }, { type: 'recover', defender: 'brann' }).session;
    expect(spaceById(session, 'towpath').enemies).toHaveLength(1);
    session = next(session); // round 4: the mortar arrives on the far bank
    expect(spaceById(session, 'far-bank').enemies.map((counter) => counter.name)).toEqual(['Mortar crew']);
    session = next(session);
    // The raider left advances into the mill floor; the mortar shoots at the loft only.
    session = play(session, { type: 'advanceEnemyCounters' }).session;
    expect(optionsOf(session).turn.advancing).toEqual([]);
    expectMessage(refusal(session, { type: 'advanceEnemyCounters' }), /have advanced in this Enemy phase already/);
    const round4 = optionsOf(session).turn.enemyAttacks ?? [];
    expect(round4.map((attack) => `${attack.counter.name} → ${attack.target?.name}`)).toEqual(['Raiders → Osk', 'Mortar crew → Tilde']);
    session = play(session, { type: 'resolveEnemyAttacks', faces: [[1, 1], [1]] }).session;
    session = next(session);
    // Osk fights the raider in his own space: line of sight to one's own space.
    session = play(session, { type: 'attack', defender: 'osk', space: 'mill-floor', faces: [5, 1] }, { type: 'recover', defender: 'tilde' }).session;
    session = next(session);
    session = next(session);
    session = play(session, { type: 'resolveEnemyAttacks', faces: [[2]] }).session;
    session = next(session);
    const won = play(session, { type: 'attack', defender: 'tilde', space: 'far-bank', faces: [6, 3] });
    expect(eventOf(won.events, 'gameEnded')).toMatchObject({ result: 'victory', round: 5 });
    const end = optionsOf(won.session).outcome;
    expect(end?.reason).toBe('Victory: every enemy counter is removed and none is still to arrive.');
    expect(end?.summary).toMatchObject({ rounds: 5, enemiesRemoved: 4, enemiesOnBoard: 0 });
    expect(optionsOf(won.session).commands).toEqual([]);
    expectMessage(refusal(won.session, { type: 'nextPhase' }), /^The game is over \(Victory: .*\) Undo the last change to play on\.$/);
    // A game is its log: replayed, it ends the same.
    const replayed = replay('defense', sessionLog(won.session));
    expect(replayed.ok && viewSession(replayed.value).state).toEqual(viewSession(won.session).state);
  });

  it('Kell Junction is played from round 1 to a defeat: the raiders hit, the losses track moves, nobody is left', () => {
    let session = next(setUp(kellJunction));
    const planned = optionsOf(session).turn.enemyAttacks ?? [];
    expect(planned.map((attack) => `${attack.counter.name} → ${attack.target?.name}`)).toEqual(['Raiders → Sgt. Aune', 'Raiders → Sgt. Aune', 'Field gun → Sgt. Aune']);
    const hit = play(session, { type: 'resolveEnemyAttacks', faces: [[6, 6], [6, 6], [6]] });
    session = hit.session;
    // The second raider's target fell to the first: it attacks the next defender in reach.
    expect(sentences(hit.events)).toEqual([
      'Raiders in the cutting attacks Sgt. Aune: [6, 6], 2 hits on 6+: Sgt. Aune becomes a casualty; Losses 0 → 1.',
      'Raiders in the platform attacks Rusk: [6, 6], 2 hits on 6+: Rusk becomes a casualty; Losses 1 → 2.',
      'Field gun in the embankment attacks Sgt. Aune: [6], 1 hit on 4+: Sgt. Aune is already a casualty.',
    ]);
    session = next(session);
    session = play(session, { type: 'attack', defender: 'pike', space: 'cutting', faces: [1, 1] }).session;
    session = next(session); // round 2: two more raiders in the cutting
    expect(spaceById(session, 'cutting').enemies).toHaveLength(3);
    session = next(session);
    const lost = play(session, { type: 'resolveEnemyAttacks', faces: [[6, 6], [1, 1], [1, 1]] });
    expect(eventOf(lost.events, 'gameEnded')).toMatchObject({ result: 'defeat', round: 2 });
    expect(optionsOf(lost.session).outcome?.reason).toBe('Defeat: every defender is a casualty.');
    expect(optionsOf(lost.session).outcome?.summary.defenders.every((defender) => defender.casualty)).toBe(true);
  });

  it('Kell Junction held to the end of round 4 is a victory (the game length)', () => {
    let session = setUp(kellJunction);
    for (let round = 1; round <= 4; round++) {
      session = next(session);
      const rolls = (optionsOf(session).turn.enemyAttacks ?? []).filter((attack) => !attack.suppressed).map((attack) => Array.from({ length: attack.dice }, () => 1));
      if (rolls.length > 0) session = play(session, { type: 'resolveEnemyAttacks', faces: rolls }).session;
      session = next(session);
      if (round < 4) session = next(session);
    }
    // Counters in the building count: none advanced, so leaving round 4 ends the game.
    const ended = play(session, { type: 'nextPhase' });
    expect(eventOf(ended.events, 'gameEnded')).toMatchObject({ result: 'victory', round: 4, reason: 'Victory: the defenders hold until the end of round 4.' });
    expect(stateOf(ended.session).round).toBe(4);
  });
});

describe('the enemy phase', () => {
  it('one tap when nothing happens: no enemy in reach, the phase is left with next phase', () => {
    let session = setUp(millraceHouse);
    session = play(session, { type: 'nextPhase' }, { type: 'resolveEnemyAttacks', faces: [[1, 1]] }, { type: 'nextPhase' }, { type: 'attack', defender: 'brann', space: 'lane', faces: [6, 6] }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(optionsOf(session).turn.enemyAttacks).toEqual([]);
    expectMessage(refusal(session, { type: 'resolveEnemyAttacks', faces: [] }), /^No enemy counter has a defender in reach/);
    expect(stateOf(next(session)).step).toBe('defense');
  });

  it('suppression tokens in its space pin an enemy counter: no roll, one token removed', () => {
    let session = next(setUp(millraceHouse));
    session = play(session, { type: 'addSuppression', space: 'lane', count: 1 }).session;
    const planned = optionsOf(session).turn.enemyAttacks ?? [];
    expect(planned[0]?.suppressed).toBe(true);
    expectMessage(refusal(session, { type: 'resolveEnemyAttacks', faces: [[6, 6]] }), /makes 0 attack rolls this phase/);
    const pinned = play(session, { type: 'resolveEnemyAttacks', faces: [] });
    expect(sentences(pinned.events)).toEqual(['Raiders in the lane is pinned by suppression and does not attack (0 suppression tokens left).']);
    expect(spaceById(pinned.session, 'lane').suppression).toBe(0);
  });

  it('entered dice must match the attack: each attack its own number of dice', () => {
    const session = next(setUp(millraceHouse));
    expectMessage(refusal(session, { type: 'resolveEnemyAttacks', faces: [[6]] }), /^Raiders in the lane rolls 2 dice: enter 2, not 1\.$/);
  });
});

describe('events and arrivals', () => {
  it('the deck is shuffled by the seed and drawn once a round in its phase; the same seed draws the same cards', () => {
    const draws = (seed: string) => {
      let session = setUp(millraceHouse, seed);
      const lines = [...(optionsOf(session).turn.events?.current ?? [])];
      for (let i = 0; i < 3; i++) {
        session = next(session);
        const rolls = (optionsOf(session).turn.enemyAttacks ?? []).map((attack) => Array.from({ length: attack.dice }, () => 1));
        if (rolls.length > 0) session = play(session, { type: 'resolveEnemyAttacks', faces: rolls }).session;
        session = next(next(session));
        lines.push(...(optionsOf(session).turn.events?.current ?? []));
      }
      return lines;
    };
    expect(draws('a')).toEqual(draws('a'));
    expect(draws('a').length).toBeGreaterThanOrEqual(4);
  });

  it('arrivals still to come are listed on the turn track, and leave it once they came', () => {
    const session = setUp(millraceHouse);
    expect(optionsOf(session).turn.events?.upcoming.map((entry) => entry.round)).toEqual([3, 4]);
  });
});

describe('the editor checks what it accepts', () => {
  const withChange = (change: (scenario: Scenario) => Scenario) => {
    const checked = checkScenario(change(structuredClone(millraceHouse)));
    return checked.ok ? [] : checked.problems;
  };

  it('a support counter on an assault counter space is refused, naming the counter and the space', () => {
    expect(withChange((scenario) => ({ ...scenario, enemies: [{ space: 'lane', counters: [{ type: 'mortar' }] }] }))).toEqual([
      'The enemy counters in the lane, counter 1 from the top (Mortar crew): a support counter cannot stand in the lane, which takes assault counters only: move it to a support counter space.',
    ]);
  });

  it('a counter (track) nothing moves is refused', () => {
    expect(withChange((scenario) => ({ ...scenario, tracks: [...(scenario.tracks ?? []), { id: 'supply', name: 'Supply' }] }))).toEqual([
      'Counter 3 (Supply): nothing ever moves it: show it in a phase (you move it), give a phase a move every turn, or let an enemy hit or an event move it.',
    ]);
  });

  it('an outside space no enemy can ever reach is refused', () => {
    expect(withChange((scenario) => ({ ...scenario, building: { ...scenario.building, outside: [...(scenario.building.outside ?? []), { id: 'ford', name: 'ford', counters: 'assault' }] } }))).toEqual([
      'Outside space 4 (ford): no enemy counter can ever reach it: none starts or arrives there and none advances into it.',
    ]);
  });

  it('a game that can never end is refused, and so is a condition on a track value it never reaches', () => {
    expect(withChange((scenario) => ({ ...scenario, end: { conditions: [] }, events: { ...scenario.events, schedule: [] } }))).toEqual([
      'The end of the game: the game can never end: set the number of rounds or a condition that ends it.',
    ]);
    expect(withChange((scenario) => ({ ...scenario, end: { rounds: 6, conditions: [{ kind: 'trackAtLeast', track: 'casualties', value: 7, result: 'defeat' }] } }))).toEqual([
      'End condition 1: Casualties goes from 0 to 3, so it never reaches 7.',
    ]);
  });

  it('a space may see itself: a defender attacks an enemy counter in its own space', () => {
    expect(withChange((scenario) => scenario)).toEqual([]);
  });

  it('games logged before these checks still set up as they were (no rules 2: nothing refused)', () => {
    const scenario = { ...millraceHouse, enemies: [{ space: 'lane', counters: [{ type: 'mortar' }] }] };
    const session = play(emptySession('defense'), { type: 'setup', seed: 1, scenario }).session;
    expect(stateOf(session).rules).toBeUndefined();
    expect(stateOf(session).events).toBeUndefined();
  });
});

describe('every roll the app makes is shown before it counts', () => {
  it('rollDice only shows dice; the attack that uses exactly them is logged as rolled by the app, and the roll is then forgotten', () => {
    let session = next(setUp(millraceHouse));
    session = play(session, { type: 'resolveEnemyAttacks', faces: [[1, 1]] }, { type: 'nextPhase' }).session;
    const rolled = play(session, { type: 'rollDice', purpose: 'attack', dice: [2] });
    const faces = optionsOf(rolled.session).roll?.faces[0] ?? [];
    expect(faces).toHaveLength(2);
    expect(spaceById(rolled.session, 'lane').enemies).toHaveLength(1);
    expect(optionsOf(rolled.session).actionsTaken).toBe(0);
    const attacked = play(rolled.session, { type: 'attack', defender: 'brann', space: 'lane', faces });
    expect(eventOf(attacked.events, 'attacked').rolledByApp).toBe(true);
    expect(optionsOf(attacked.session).roll).toBeNull();
  });

  it('once the game is over nothing is offered, and every action says why', () => {
    let session = next(setUp(kellJunction));
    session = play(session, { type: 'resolveEnemyAttacks', faces: [[6, 6], [6, 6], [6]] }, { type: 'nextPhase' }, { type: 'attack', defender: 'pike', space: 'cutting', faces: [1, 1] }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    session = play(session, { type: 'resolveEnemyAttacks', faces: [[6, 6], [1, 1], [1, 1]] }).session;
    const options = optionsOf(session);
    expect(options.commands).toEqual([]);
    expect(options.turn.advancing).toBeNull();
    const pike = options.defenders.find((entry) => entry.defender === 'pike');
    expect(pike?.recover).toEqual({ allowed: false, reason: 'The game is over: Defeat: every defender is a casualty.' });
  });
});

describe('rules 2 and games logged before it', () => {
  const withSupportOnTheLane = (scenario: Scenario): Scenario => ({
    ...scenario,
    building: { ...scenario.building, outside: (scenario.building.outside ?? []).map((space) => (space.id === 'far-bank' ? { ...space, advancesTo: 'lane' } : space)) },
  });

  it('a support counter never advances into an assault counter space or the building (rules 2), and the advance is offered once a phase', () => {
    let session = setUp(millraceHouse);
    session = play(session, { type: 'placeEnemyCounter', space: 'far-bank', enemyType: 'mortar' }).session;
    // The far bank advances nowhere in the scenario; drawn by hand to the lane, a support counter still stays.
    const drawn = play(emptySession('defense'), { type: 'setup', seed: 1, scenario: withSupportOnTheLane(millraceHouse) });
    expect(drawn.session).toBeDefined();
    const checked = checkScenario(withSupportOnTheLane(millraceHouse));
    expect(checked.ok ? [] : checked.problems).toEqual([
      'Outside space 3 (far bank): its support counters would advance into the lane, where support counters cannot stand: advance to a support counter space or nowhere.',
    ]);
    session = next(session);
    expect((optionsOf(session).turn.advancing ?? []).map((entry) => entry.counter.name)).toEqual(['Raiders']);
  });

  it('a game set up without rules 2 keeps the old meaning: no enemy phase, the advance may be tapped again, nothing ends it', () => {
    const scenario = withSupportOnTheLane(millraceHouse);
    let session = play(emptySession('defense'), { type: 'setup', seed: 1, scenario }).session;
    session = play(session, { type: 'placeEnemyCounter', space: 'far-bank', enemyType: 'mortar' }, { type: 'nextPhase' }).session;
    expect(optionsOf(session).turn.enemyAttacks).toBeNull();
    session = play(session, { type: 'advanceEnemyCounters' }, { type: 'advanceEnemyCounters' }).session;
    expect(spaceById(session, 'mill-floor').enemies.map((counter) => counter.name)).toEqual([]);
    expect(spaceById(session, 'kitchen').enemies.map((counter) => counter.name)).toEqual(['Mortar crew', 'Raiders']);
    expect(stateOf(session).outcome).toBeUndefined();
  });
});

describe('Issue 36 · End the game: the solo player may end it at any time, as a defeat', () => {
  it('the defenders withdraw: a defeat in words, nothing more is offered, undo plays on', () => {
    const session = next(setUp(millraceHouse));
    expect(optionsOf(session).commands).toContain('endGame');
    const ended = play(session, { type: 'endGame', reason: 'concession' });
    expect(sentences(ended.events)).toEqual([expect.stringMatching(/Defeat: the defenders withdrew in round 1\./)]);
    expect(optionsOf(ended.session).outcome).toMatchObject({ result: 'defeat', round: 1 });
    expect(optionsOf(ended.session).commands).toEqual([]);
    expectMessage(refusal(ended.session, { type: 'endGame', reason: 'concession' }), /game is over/);
    expect(stateOf(play(ended.session, { type: 'undo' }).session).outcome ?? null).toBeNull();
  });
});
