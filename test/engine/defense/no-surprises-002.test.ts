import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import { millraceHouse, type Scenario } from '../../../shared/engine/games/defense';
import { expectMessage, optionsOf, play, refusal, stateOf } from './helpers/defense-game';

// Issue 41 items 1 and 4: one rule for what is still to arrive (the end check and the turn track
// agree, whatever order the editor gives the turn), and a roll the app made kept until used or undone.

type Phase = NonNullable<Scenario['turn']>['phases'][number];

/** Every order of the turn's phases: the editor's ↑ Earlier / ↓ Later reach each one. */
function orders(phases: readonly Phase[]): Phase[][] {
  if (phases.length <= 1) return [[...phases]];
  return phases.flatMap((phase, i) => orders([...phases.slice(0, i), ...phases.slice(i + 1)]).map((rest) => [phase, ...rest]));
}

/** Millrace House with a raider squad due in round 1 (the mortar on the far bank from the start), won by clearing the board. */
function withRoundOneArrival(phases: Phase[]): Scenario {
  return {
    ...millraceHouse,
    turn: { phases },
    enemies: [...millraceHouse.enemies ?? [], { space: 'far-bank', counters: [{ id: 'mortar-1', type: 'mortar' }] }],
    events: {
      schedule: [
        { round: 1, name: 'Raiders on the towpath', text: 'A raider squad comes along the river.', effects: [{ kind: 'arrive', space: 'towpath', enemyType: 'raiders', count: 1 }] },
      ],
      deck: [{ name: 'Still water', text: 'Nothing stirs on the river.', copies: 2 }],
    },
    end: { rounds: 3, conditions: [{ kind: 'noEnemyLeft', result: 'victory' }, { kind: 'roundsHeld', result: 'victory' }] },
  };
}

const setUp = (scenario: Scenario, noSurprises = true): Session =>
  play(emptySession('defense'), { type: 'setup', seed: 'issue-41', scenario, rules: 2, ...(noSurprises ? { noSurprises: true } : {}) }).session;

function clearBoard(session: Session): Session {
  let current = session;
  for (const space of stateOf(current).spaces) {
    for (let i = 0; i < space.enemies.length && !stateOf(current).outcome; i++) current = play(current, { type: 'removeEnemyCounter', space: space.id }).session;
  }
  return current;
}

const phaseNames = (phases: readonly Phase[]) => phases.map((phase) => phase.name).join(' → ');

describe('002 · Events — what is still to arrive: one rule for the end check and the turn track', () => {
  const all = orders(millraceHouse.turn?.phases ?? []);

  it('the editor allows six orders of Millrace House’s three phases, and each is tested below', () => {
    expect(all).toHaveLength(6);
  });

  for (const order of all) {
    it(`002 · Events, Millrace House played ${phaseNames(order)}: the board cleared before this round’s arrival is no victory; the arrival cleared is`, () => {
      let session = setUp(withRoundOneArrival(order));
      let phasesSeen = 0;
      while (!stateOf(session).outcome && phasesSeen < order.length) {
        session = clearBoard(session);
        const upcoming = optionsOf(session).turn.events?.upcoming ?? [];
        const outcome = stateOf(session).outcome ?? null;
        if (upcoming.length > 0) {
          // The track still shows the raiders to come: the end check sees them too.
          expect(upcoming.map((entry) => entry.round)).toEqual([1]);
          expect(outcome).toBeNull();
          session = play(session, { type: 'nextPhase' }).session;
          phasesSeen++;
        } else {
          expect(outcome?.result).toBe('victory');
        }
      }
      const outcome = stateOf(session).outcome;
      expect(outcome?.result).toBe('victory');
      expect(outcome?.round).toBe(1);
      expect(outcome?.reason).toBe('Victory: every enemy counter is removed and none is still to arrive.');
    });
  }

  it('002 · Events, arrivals moved last: a game set up before issue 41 keeps its old judgement (its log folds as it did)', () => {
    const last = [...(millraceHouse.turn?.phases ?? [])];
    const arrivalsLast = [...last.slice(1), last[0] as Phase];
    const old = clearBoard(setUp(withRoundOneArrival(arrivalsLast), false));
    expect(stateOf(old).outcome?.result).toBe('victory');
    const now = clearBoard(setUp(withRoundOneArrival(arrivalsLast)));
    expect(stateOf(now).outcome ?? null).toBeNull();
    expect(optionsOf(now).turn.events?.upcoming.map((entry) => entry.name)).toEqual(['Raiders on the towpath']);
  });
});

describe('002 · Attack — a roll the app made is kept until it is used or undone (issue 41 item 4)', () => {
  /** Millrace House in its first defense phase (the raider's attack rolled at the table, no hit). */
  const defensePhase = (noSurprises = true) => play(setUp(millraceHouse, noSurprises), { type: 'nextPhase' }, { type: 'resolveEnemyAttacks', faces: [[1, 1]] }, { type: 'nextPhase' }).session;

  it('a second “Roll them for me” for the same attack is refused in words while the first roll waits', () => {
    const rolled = play(defensePhase(), { type: 'rollDice', purpose: 'attack', dice: [2] }).session;
    const faces = optionsOf(rolled).roll?.faces ?? [];
    expectMessage(refusal(rolled, { type: 'rollDice', purpose: 'attack', dice: [2] }), /rolled for this attack already .*use that roll, or undo it to roll again\.$/);
    expect(optionsOf(rolled).roll?.faces).toEqual(faces);
  });

  it('a fresh roll by the app for the attack it rolled is refused; its own faces are the attack (the table’s faces may still be tapped instead)', () => {
    const rolled = play(defensePhase(), { type: 'rollDice', purpose: 'attack', dice: [2] }).session;
    const faces = optionsOf(rolled).roll?.faces[0] ?? [];
    expectMessage(refusal(rolled, { type: 'attack', defender: 'brann', space: 'lane', rollForMe: true }), /^The app rolled .* for this attack: those are the dice that count\. Use them, or undo the roll to roll again\.$/);
    const attacked = play(rolled, { type: 'attack', defender: 'brann', space: 'lane', faces });
    expect(optionsOf(attacked.session).roll).toBeNull();
  });

  it('undoing the roll lets the player roll again (at the table or by the app)', () => {
    const rolled = play(defensePhase(), { type: 'rollDice', purpose: 'attack', dice: [2] }).session;
    const undone = play(rolled, { type: 'undo' }).session;
    expect(optionsOf(undone).roll ?? null).toBeNull();
    expect(optionsOf(play(undone, { type: 'rollDice', purpose: 'attack', dice: [2] }).session).roll?.faces[0]).toHaveLength(2);
  });

  it('a game set up before issue 41 may roll again, as its log did', () => {
    const rolled = play(defensePhase(false), { type: 'rollDice', purpose: 'attack', dice: [2] }).session;
    expect(optionsOf(play(rolled, { type: 'rollDice', purpose: 'attack', dice: [2] }).session).roll?.faces[0]).toHaveLength(2);
  });
});

describe('002 · End of the game — a step that ends it says so before the tap (issue 41 item 2)', () => {
  /** On to the next phase; the enemy's attacks, where any wait, rolled at the table with no hit. */
  function onward(session: Session): Session {
    const turn = optionsOf(session).turn;
    const waiting = turn.enemyAttacks && turn.enemyAttacks.length > 0 && !turn.attacksResolved;
    const resolved = waiting ? play(session, { type: 'resolveEnemyAttacks', faces: (turn.enemyAttacks ?? []).map((attack) => Array.from({ length: attack.dice }, () => 1)) }).session : session;
    return play(resolved, { type: 'nextPhase' }).session;
  }

  it('Millrace House, round 3: two raiders arrive on the towpath and “Advance every counter” would put both inside — the table says it is a defeat first; the tap is still one', () => {
    let session = play(setUp(millraceHouse), { type: 'removeEnemyCounter', space: 'lane' }).session;
    while (!(optionsOf(session).round === 3 && optionsOf(session).turn.advancing !== null)) {
      expect(optionsOf(session).turn.ending.advance).toBeNull();
      session = onward(session);
    }
    const warning = optionsOf(session).turn.ending.advance;
    expect(warning).toBe('Advancing every counter ends the game in a defeat: 2 enemy counters are inside the building.');
    expect(stateOf(session).outcome ?? null).toBeNull();
    const advanced = play(session, { type: 'advanceEnemyCounters' }).session;
    expect(stateOf(advanced).outcome?.result).toBe('defeat');
    expect(stateOf(advanced).outcome?.reason).toBe('Defeat: 2 enemy counters are inside the building.');
  });

  it('a single counter’s own advance says so where the others may be held back: with one counter inside a defeat, each raider’s line warns, and holding all but one still ends it', () => {
    const conditions = (millraceHouse.end?.conditions ?? []).map((condition) => (condition.kind === 'enemyInBuilding' ? { ...condition, count: 1 } : condition));
    let session = play(setUp({ ...millraceHouse, end: { ...millraceHouse.end, conditions } }), { type: 'removeEnemyCounter', space: 'lane' }).session;
    while (!(optionsOf(session).round === 3 && optionsOf(session).turn.advancing !== null)) session = onward(session);
    const advancing = optionsOf(session).turn.advancing ?? [];
    const inside = advancing.filter((entry) => stateOf(session).spaces.find((space) => space.id === entry.to.space)?.floor !== null);
    expect(advancing.length).toBeGreaterThan(1);
    expect(inside.length).toBeGreaterThan(0);
    for (const entry of advancing) {
      const goesIn = inside.includes(entry);
      expect({ counter: entry.counter.name, ending: entry.ending }).toEqual({ counter: entry.counter.name, ending: goesIn ? `Advancing ${entry.counter.name} alone ends the game in a defeat: an enemy counter is inside the building.` : null });
    }
    const one = inside[0]!;
    const alone = play(session, { type: 'advanceEnemyCounters', hold: advancing.filter((entry) => entry !== one).map((entry) => entry.counter.id) }).session;
    expect(stateOf(alone).outcome?.result).toBe('defeat');
  });

  it('the end of the last round says what it comes to before “Next” is tapped', () => {
    let session = setUp({ ...withRoundOneArrival([...(millraceHouse.turn?.phases ?? [])]), end: { rounds: 1, conditions: [{ kind: 'roundsHeld', result: 'victory' }] } });
    expect(optionsOf(session).turn.ending.next).toBeNull();
    session = onward(onward(session));
    expect(optionsOf(session).turn.ending.next).toBe('Ending round 1 ends the game in a victory: the defenders hold until the end of round 1.');
    expect(stateOf(onward(session)).outcome?.result).toBe('victory');
  });
});
