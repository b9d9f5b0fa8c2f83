import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { CR90, expectMessage, NEBULON, optionsOf, play, refusal, rosters, shipEntry, stateOf, VICTORY } from './helpers/armada-game';

// Issue 35 · RRG 1.5.0 · Setup (source: the Rules Reference's Setup steps, as the Armada wiki's Setup
// page gives them): 1. Determine Initiative: the player whose fleet costs fewer points chooses who is
// first player; a tie is decided at random (a coin). 2. Choose Objective: the first player looks at the
// second player's three objectives and chooses one. Kept by games set up with `rules: 3`; older logs
// keep the order they were played in (the second player chose among the first player's).

const EMPIRE_OBJECTIVES = ['Most Wanted', 'Contested Outpost', 'Dangerous Territory'];
const REBEL_OBJECTIVES = ['Opening Salvo', 'Fire Lanes', 'Intel Sweep'];

function setUp(p1Points: number, p2Points: number, extra: Record<string, unknown> = { rules: 3 }, seed: string | number = 'setup order'): { session: Session; events: ArmadaEvent[] } {
  const players = rosters(
    { ships: [{ ...shipEntry(VICTORY, { id: 'v' }), points: p1Points }], objectives: EMPIRE_OBJECTIVES },
    { ships: [{ ...shipEntry(CR90, { id: 'c' }), points: p2Points - 20 }, { ...shipEntry(NEBULON, { id: 'n' }), points: 20 }], objectives: REBEL_OBJECTIVES },
  );
  const game = play(emptySession('armada'), { type: 'setup', seed, players, deployment: true, ...extra });
  return { session: game.session, events: game.events as ArmadaEvent[] };
}

describe('RRG · Setup, Determine Initiative', () => {
  it('RRG · Setup: the player whose fleet costs fewer points chooses the first player, and the history says so', () => {
    const { session, events } = setUp(180, 150);
    expect(optionsOf(session).initiative).toEqual({ chooser: 'p2', points: { p1: 180, p2: 150 }, byLot: false });
    const said = events.find((event) => event.type === 'initiativeChooser');
    expect(said).toEqual({ type: 'initiativeChooser', chooser: 'Rebels', points: [{ player: 'Empire', total: 180 }, { player: 'Rebels', total: 150 }], byLot: false });
    expect(describeArmadaEvent(said as ArmadaEvent)).toMatch(/Rebels, with the lower total, chooses who is first player/);
    // The Rebels choose the Empire to go first; the question is gone once answered.
    const chosen = play(session, { type: 'chooseFirstPlayer', player: 'p1' }).session;
    expect(stateOf(chosen).firstPlayer).toBe('p1');
    expect(optionsOf(chosen).initiative).toBeNull();
  });

  it('RRG · Setup: tied fleet totals are decided by lot, from the game’s seeded source (the same seed, the same chooser)', () => {
    const choosers = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const first = optionsOf(setUp(150, 150, { rules: 3 }, seed).session).initiative;
      const again = optionsOf(setUp(150, 150, { rules: 3 }, seed).session).initiative;
      expect(first).toEqual(again);
      expect(first?.byLot).toBe(true);
      if (first) choosers.add(first.chooser);
    }
    // A fair lot: over a dozen seeds each side is drawn at least once.
    expect([...choosers].sort()).toEqual(['p1', 'p2']);
    const { events } = setUp(150, 150);
    expect(describeArmadaEvent(events.find((event) => event.type === 'initiativeChooser') as ArmadaEvent)).toMatch(/a tie, so the lot decides/);
  });

  it('a setup that names the first player, or an older one, asks nobody to choose by points', () => {
    expect(optionsOf(setUp(180, 150, { rules: 3, firstPlayer: 'p1' }).session).initiative).toBeNull();
    expect(optionsOf(setUp(180, 150, { rules: 2 }).session).initiative).toBeNull();
    expect(stateOf(setUp(180, 150, { rules: 2 }).session).initiative).toBeUndefined();
  });
});

describe('RRG · Setup, Choose Objective', () => {
  it('RRG · Setup: the first player chooses one of the SECOND player’s three objectives', () => {
    const session = play(setUp(180, 150).session, { type: 'chooseFirstPlayer', player: 'p1' }).session;
    expect(optionsOf(session).objectiveChoice).toEqual({ chooser: 'p1', from: 'p2', objectives: REBEL_OBJECTIVES });
    expectMessage(refusal(session, { type: 'chooseObjective', objective: 'Most Wanted' }), /first player chooses one of the second player’s objectives: Opening Salvo, Fire Lanes, Intel Sweep/);
    const chosen = play(session, { type: 'chooseObjective', objective: 'Fire Lanes' });
    expect(chosen.events).toContainEqual({ type: 'objectiveChosen', objective: 'Fire Lanes', by: 'Empire' });
    expect(stateOf(chosen.session).objectives?.chosen).toBe('Fire Lanes');
    expect(optionsOf(chosen.session).objectiveChoice).toBeNull();
  });

  it('older logs replay as played: a rules 2 game’s second player chose among the first player’s objectives', () => {
    const session = play(setUp(180, 150, { rules: 2 }).session, { type: 'chooseFirstPlayer', player: 'p1' }).session;
    expect(optionsOf(session).objectiveChoice).toEqual({ chooser: 'p2', from: 'p1', objectives: EMPIRE_OBJECTIVES });
    const chosen = play(session, { type: 'chooseObjective', objective: 'Most Wanted' });
    expect(chosen.events).toContainEqual({ type: 'objectiveChosen', objective: 'Most Wanted', by: 'Rebels' });
  });

  it('RRG · Setup, Deploy fleets: deployment speeds are set as before in a rules 3 game', () => {
    let session = play(setUp(180, 150).session, { type: 'chooseFirstPlayer', player: 'p1' }, { type: 'chooseObjective', objective: 'Fire Lanes' }).session;
    session = play(session, { type: 'deployShip', ship: 'v', speed: 1 }, { type: 'deployShip', ship: 'c', speed: 4 }, { type: 'deployShip', ship: 'n', speed: 3 }).session;
    expect(stateOf(session).ships.map((ship) => ship.speed)).toEqual([1, 4, 3]);
  });
});
