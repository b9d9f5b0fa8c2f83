import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepSession } from '../../../shared/engine';
import { checkScenario, type Scenario } from '../../../shared/engine/games/defense';
import { defenderById, eventOf, expectMessage, optionsOf, play, refusal, sentences, spaceById, startScenario, stateOf } from './helpers/defense-game';
import { assault, defender, testScenario } from './helpers/test-building';

// Issue 15: the turn around the defense phase (rules file 002 covers the defense phase itself).

/** A turn of four phases as a title might list them; the defense phase is the third. */
function turnScenario(): Scenario {
  const base = testScenario({
    defenders: [defender('ana', 'front-room'), defender('ben', 'front-room')],
    enemies: [{ space: 'lane', counters: [assault('x'), assault('y')] }, { space: 'garden', counters: [assault('z')] }],
  });
  return {
    ...base,
    building: {
      ...base.building,
      outside: (base.building.outside ?? []).map((space) => (space.id === 'lane' ? { ...space, advancesTo: 'street' } : space.id === 'street' ? { ...space, advancesTo: 'hall' } : space)),
    },
    tracks: [
      { id: 'supply', name: 'Supply', start: 3, min: 0, max: 5 },
      { id: 'morale', name: 'Morale', start: 4, min: 0, max: 6 },
      { id: 'vp', name: 'Victory points', start: 0, min: 0, max: 30 },
    ],
    turn: {
      phases: [
        { name: 'Supply phase', steps: ['Draw a supply card', 'Spend supply'], tracks: ['supply'] },
        { name: 'Enemy phase', steps: ['Roll for enemy moves'], enemiesAdvance: true },
        { name: 'Defense phase', defense: true },
        { name: 'Morale phase', steps: ['Check morale'], tracks: ['morale', 'vp'] },
      ],
    },
  };
}

describe('the turn track', () => {
  it('a scenario that lists no phases has one: the defense phase, and each tap of next phase plays the next round', () => {
    const session = startScenario(testScenario({ defenders: [defender('ana', 'front-room')] }));
    expect(optionsOf(session).turn).toMatchObject({ phases: [{ name: 'Defense phase', defense: true }], phase: 0, steps: [], tracks: [], advances: null });
    const first = play(session, { type: 'startDefensePhase' }).session;
    const second = play(first, { type: 'nextPhase' });
    expect(second.events.map((event) => event.type)).toEqual(['defensePhaseEnded', 'phaseBegun', 'defensePhaseStarted']);
    expect(stateOf(second.session)).toMatchObject({ round: 2, step: 'defense' });
  });

  it('the turn follows the phases the scenario lists; entering the defense phase starts it and leaving it ends it; after the last phase the next round begins', () => {
    const session = startScenario(turnScenario());
    expect(optionsOf(session).turn).toMatchObject({ phase: 0, name: 'Supply phase', next: { name: 'Enemy phase', newRound: false } });
    const enemy = play(session, { type: 'nextPhase' });
    expect(enemy.events).toEqual([{ type: 'phaseBegun', round: 1, phase: 'Enemy phase', newRound: false }]);
    const defense = play(enemy.session, { type: 'nextPhase' });
    expect(defense.events.map((event) => event.type)).toEqual(['phaseBegun', 'defensePhaseStarted']);
    expect(stateOf(defense.session).step).toBe('defense');
    const acted = play(defense.session, { type: 'attack', defender: 'ana', space: 'lane', faces: [1, 1] }).session;
    const morale = play(acted, { type: 'nextPhase' });
    expect(eventOf(morale.events, 'defensePhaseEnded')).toMatchObject({ round: 1, actions: 1, reason: 'player' });
    expect(optionsOf(morale.session).turn).toMatchObject({ name: 'Morale phase', next: { name: 'Supply phase', newRound: true } });
    const round2 = play(morale.session, { type: 'nextPhase' });
    expect(round2.events).toEqual([{ type: 'phaseBegun', round: 2, phase: 'Supply phase', newRound: true }]);
    expect(stateOf(round2.session)).toMatchObject({ round: 2, step: 'beforeDefense' });
    // The action token of round 1 is cleared when round 2's defense phase begins.
    const defense2 = play(round2.session, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(defenderById(defense2, 'ana').actionToken).toBe(false);
    expect(optionsOf(defense2)).toMatchObject({ round: 2, step: 'defense', actionsLeft: 4 });
  });

  it('each phase is a checklist the player ticks; the ticks start afresh in the next phase', () => {
    const session = startScenario(turnScenario());
    expect(optionsOf(session).turn.steps).toEqual([
      { text: 'Draw a supply card', done: false },
      { text: 'Spend supply', done: false },
    ]);
    const ticked = play(session, { type: 'tickStep', step: 1, done: true });
    expect(ticked.events).toEqual([{ type: 'stepTicked', phase: 'Supply phase', step: 'Spend supply', done: true }]);
    expect(optionsOf(ticked.session).turn.steps.map((step) => step.done)).toEqual([false, true]);
    expectMessage(refusal(ticked.session, { type: 'tickStep', step: 1, done: true }), /“Spend supply” is already ticked/);
    expectMessage(refusal(session, { type: 'tickStep', step: 2, done: true }), /The Supply phase has 2 steps to tick: there is no step 3/);
    const untick = play(ticked.session, { type: 'tickStep', step: 1, done: false }).session;
    expect(optionsOf(untick).turn.steps.every((step) => !step.done)).toBe(true);
    const next = play(ticked.session, { type: 'nextPhase' }).session;
    expect(optionsOf(next).turn.steps).toEqual([{ text: 'Roll for enemy moves', done: false }]);
  });

  it('the counters a phase moves (supply, morale, victory points) go up and down with a tap, within the scenario’s range', () => {
    const session = startScenario(turnScenario());
    expect(optionsOf(session).turn.tracks).toEqual([{ id: 'supply', name: 'Supply', value: 3, canRaise: true, canLower: true }]);
    const spent = play(session, { type: 'moveTrack', track: 'supply', by: -1 });
    expect(spent.events).toEqual([{ type: 'trackMoved', track: { id: 'supply', name: 'Supply' }, from: 3, to: 2 }]);
    const full = play(session, { type: 'moveTrack', track: 'supply', by: 1 }, { type: 'moveTrack', track: 'supply', by: 1 }).session;
    expect(optionsOf(full).turn.tracks[0]).toMatchObject({ value: 5, canRaise: false });
    expectMessage(refusal(full, { type: 'moveTrack', track: 'supply', by: 1 }), /Supply is at 5 and goes no higher than 5/);
    expectMessage(refusal(session, { type: 'moveTrack', track: 'supply', by: -4 }), /Supply is at 3 and goes no lower than 0/);
    expectMessage(refusal(session, { type: 'moveTrack', track: 'ammo', by: 1 }), /This scenario has no counter ammo/);
    // The morale phase shows morale and victory points, kept from phase to phase.
    const morale = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'moveTrack', track: 'vp', by: 2 }).session;
    expect(optionsOf(morale).turn.tracks.map((track) => [track.name, track.value])).toEqual([
      ['Morale', 4],
      ['Victory points', 2],
    ]);
  });

  it('enemy counters advance one tap per counter, top of the stack first, along the paths the scenario draws', () => {
    const enemy = play(startScenario(turnScenario()), { type: 'nextPhase' }).session;
    expect(optionsOf(enemy).turn.advances).toEqual([{ space: 'lane', name: 'lane', counter: { id: 'x', name: 'Assault x', kind: 'assault' }, to: { space: 'street', name: 'street' } }]);
    const one = play(enemy, { type: 'advanceEnemyCounter', space: 'lane' });
    expect(one.events).toEqual([
      { type: 'enemyCounterAdvanced', from: { id: 'lane', name: 'lane' }, to: { id: 'street', name: 'street' }, counter: { id: 'x', name: 'Assault x', kind: 'assault' }, stack: 1 },
    ]);
    expect(spaceById(one.session, 'lane').enemies.map((counter) => counter.id)).toEqual(['y']);
    // The street's counters advance into the hall.
    const two = play(one.session, { type: 'advanceEnemyCounter', space: 'street' }, { type: 'advanceEnemyCounter', space: 'lane' }).session;
    expect(spaceById(two, 'hall').enemies.map((counter) => counter.id)).toEqual(['x']);
    expect(spaceById(two, 'street').enemies.map((counter) => counter.id)).toEqual(['y']);
    expectMessage(refusal(two, { type: 'advanceEnemyCounter', space: 'garden' }), /Enemy counters in the garden do not advance: the scenario gives them nowhere to go/);
    expectMessage(refusal(two, { type: 'advanceEnemyCounter', space: 'lane' }), /There is no enemy counter in the lane to advance/);
    // Outside the enemy phase the advance buttons are not offered (the command still works for corrections).
    expect(optionsOf(startScenario(turnScenario())).turn.advances).toBeNull();
  });

  it('“advance every counter” moves every enemy counter one space in one tap, all at once; a counter moves once, and an arriving stack goes on top', () => {
    const enemy = play(startScenario(turnScenario()), { type: 'nextPhase' }).session;
    // Lane (x on y) advances to the street, the street to the hall; the garden goes nowhere.
    expect(optionsOf(enemy).turn.advancing?.map((entry) => `${entry.counter.id}:${entry.from.space}>${entry.to.space}`)).toEqual(['x:lane>street', 'y:lane>street']);
    const all = play(enemy, { type: 'advanceEnemyCounters' });
    expect(spaceById(all.session, 'lane').enemies).toEqual([]);
    expect(spaceById(all.session, 'street').enemies.map((counter) => counter.id)).toEqual(['x', 'y']);
    expect(spaceById(all.session, 'garden').enemies.map((counter) => counter.id)).toEqual(['z']);
    expect(sentences(all.events)).toEqual(['2 enemy counters advance: Assault x lane → street; Assault y lane → street.']);
    // Next turn, those in the street go on into the hall and do not run on further in the same tap.
    const again = play(all.session, { type: 'advanceEnemyCounters' }).session;
    expect(spaceById(again, 'hall').enemies.map((counter) => counter.id)).toEqual(['x', 'y']);
    expect(spaceById(again, 'street').enemies).toEqual([]);
  });

  it('property: however many taps and holds, advancing every counter loses none and moves each counter not held exactly one space along its path', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }), (holdsPerTap) => {
        let session = play(startScenario(turnScenario()), { type: 'nextPhase' }).session;
        for (const holds of holdsPerTap) {
          const before = stateOf(session);
          const where = new Map(before.spaces.flatMap((space) => space.enemies.map((counter) => [counter.id, space.id] as const)));
          const movable = optionsOf(session).turn.advancing ?? [];
          const hold = movable.filter((_, i) => holds[i]).map((entry) => entry.counter.id);
          const stepped = stepSession(session, { type: 'advanceEnemyCounters', hold });
          if (movable.length === hold.length) {
            expect(stepped.ok).toBe(false);
            continue;
          }
          if (!stepped.ok) throw new Error(stepped.error.message);
          session = stepped.value.session;
          const after = stateOf(session);
          const now = new Map(after.spaces.flatMap((space) => space.enemies.map((counter) => [counter.id, space.id] as const)));
          expect([...now.keys()].sort()).toEqual([...where.keys()].sort());
          for (const [id, from] of where) {
            const path = before.spaces.find((space) => space.id === from)?.advancesTo ?? null;
            expect(now.get(id)).toBe(path === null || hold.includes(id) ? from : path);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('per-counter override: a counter held back stays, the others advance, and arrivals go on top of it', () => {
    const enemy = play(startScenario(turnScenario()), { type: 'nextPhase' }, { type: 'advanceEnemyCounter', space: 'lane' }).session;
    // x in the street, y in the lane: hold x back, y arrives on top of it.
    const held = play(enemy, { type: 'advanceEnemyCounters', hold: ['x'] });
    expect(spaceById(held.session, 'street').enemies.map((counter) => counter.id)).toEqual(['y', 'x']);
    expect(sentences(held.events)).toEqual(['1 enemy counter advances: Assault y lane → street. Held back: Assault x.']);
    expectMessage(refusal(enemy, { type: 'advanceEnemyCounters', hold: ['x', 'y'] }), /Every enemy counter with somewhere to go is held back: nothing advances\./);
    expectMessage(refusal(enemy, { type: 'advanceEnemyCounters', hold: ['ghost'] }), /There is no enemy counter ghost on the board to hold back\./);
  });

  it('a forced step: the counter a phase moves every turn moves by itself as the phase begins, and one tap undoes it', () => {
    const base = turnScenario();
    const scenario: Scenario = { ...base, turn: { phases: (base.turn?.phases ?? []).map((phase) => (phase.name === 'Morale phase' ? { ...phase, moves: [{ track: 'supply', by: -1 }] } : phase)) } };
    const morale = play(startScenario(scenario), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' });
    expect(sentences(morale.events).slice(-1)).toEqual(['Supply: 2 (was 3), as every turn.']);
    // It is shown with the phase's counters, so the player sees it and can put it back with one tap.
    expect(optionsOf(morale.session).turn.moves).toEqual([{ track: 'supply', name: 'Supply', by: -1 }]);
    expect(optionsOf(morale.session).turn.tracks.map((track) => track.id)).toEqual(['morale', 'vp', 'supply']);
    expect(play(morale.session, { type: 'moveTrack', track: 'supply', by: 1 }).session).toBeDefined();
    // At its end, a counter stays and the log says so.
    const empty: Scenario = { ...scenario, tracks: (scenario.tracks ?? []).map((track) => (track.id === 'supply' ? { ...track, start: 0 } : track)) };
    const blocked = play(startScenario(empty), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' });
    expect(sentences(blocked.events).slice(-1)).toEqual(['Supply stays at 0: it cannot move down 1 this turn.']);
    const wrong = checkScenario({ ...scenario, turn: { phases: [{ name: 'Defense phase', defense: true, moves: [{ track: 'fuel', by: -1 }] }] } });
    expect(wrong.ok ? [] : wrong.problems).toEqual(['Phase 1 (Defense phase), move every turn 1: there is no counter fuel: add it to the counters or pick one listed.']);
  });

  it('starting the defense phase by hand moves the turn track to it', () => {
    const started = play(startScenario(turnScenario()), { type: 'startDefensePhase' }).session;
    expect(optionsOf(started).turn).toMatchObject({ phase: 2, name: 'Defense phase', defense: true });
  });

  it('the turn is checked at setup: exactly one defense phase, and counters that exist', () => {
    const problems = (scenario: Scenario) => {
      const checked = checkScenario(scenario);
      return checked.ok ? [] : checked.problems;
    };
    expect(problems(turnScenario())).toEqual([]);
    expect(problems({ ...turnScenario(), turn: { phases: [{ name: 'Supply phase' }] } })).toEqual(['The scenario: mark exactly one phase as the defense phase (none is).']);
    expect(problems({ ...turnScenario(), turn: { phases: [{ name: 'A', defense: true }, { name: 'B', defense: true }] } })).toEqual([
      'The scenario: mark exactly one phase as the defense phase (2 are).',
    ]);
    expect(problems({ ...turnScenario(), turn: { phases: [{ name: 'Defense phase', defense: true, tracks: ['fuel'] }] } })).toEqual([
      'Phase 1 (Defense phase), counter 1: there is no counter fuel: add it to the counters or pick one listed.',
    ]);
    expect(problems({ ...turnScenario(), tracks: [{ id: 'supply', name: 'Supply', start: 9, min: 0, max: 5 }] })).toEqual(['Counter 1 (Supply): it starts at 9, outside 0 to 5.']);
    const base = turnScenario();
    const nowhere = { ...base, building: { ...base.building, outside: (base.building.outside ?? []).map((space) => (space.id === 'street' ? { ...space, advancesTo: 'moon' } : space)) } };
    expect(problems(nowhere)).toEqual(['Outside space 1 (street): its enemy counters advance to moon, and there is no space moon in the building.']);
  });
});
