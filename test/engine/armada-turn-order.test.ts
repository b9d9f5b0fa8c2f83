import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { gameSummary, summaryText } from '../../shared/engine/games/armada';
import { marginOfVictory, tournamentPoints } from '../../shared/engine/games/armada/scoring/scoring';
import { CR90, dice, expectMessage, NEBULON, optionsOf, play, refusal, rosters, shipEntry, squadronEntry, stateOf, TIE_FIGHTER, VICTORY, X_WING } from './helpers/armada-game';

// RRG 1.5.0 · Initiative, Ship Phase, Squadron Phase, Winning the Game, in a game played in full.

/** Empire (first player): two Victories and three TIEs. Rebels: a CR90 and a Nebulon-B, one X-wing. */
function fullGame(firstPlayer: 'p1' | 'p2' = 'p1', roundLimit?: number): Session {
  const players = rosters(
    {
      ships: [{ ...shipEntry(VICTORY, { id: 'v1' }), points: 73 }, { ...shipEntry(VICTORY, { id: 'v2' }), points: 73 }],
      squadrons: ['t1', 't2', 't3'].map((id) => ({ ...squadronEntry(TIE_FIGHTER, { id }), points: 8 })),
    },
    { ships: [{ ...shipEntry(CR90, { id: 'cr90' }), points: 44 }, { ...shipEntry(NEBULON, { id: 'neb' }), points: 57 }], squadrons: [{ ...squadronEntry(X_WING, { id: 'x' }), points: 13 }] },
  );
  return play(emptySession('armada'), { type: 'setup', seed: 'turns', players, firstPlayer, ...(roundLimit ? { roundLimit } : {}) }).session;
}
const activate = (ship: string) => [{ type: 'activateShip', ship }, { type: 'endActivation' }];
const squadron = (id: string) => [{ type: 'activateSquadron', squadron: id }, { type: 'endActivation' }];

describe('RRG · turn order and the end of the game', () => {
  it('RRG · Ship Phase: starting with the first player, ship activations alternate', () => {
    const session = play(fullGame(), { type: 'nextPhase' }).session;
    expect(optionsOf(session).turn?.player).toBe('p1');
    expect(optionsOf(session).activatableShips).toEqual(['v1', 'v2']);
    expectMessage(refusal(session, { type: 'activateShip', ship: 'cr90' }), /It is Empire’s turn to activate a ship: players alternate/);
    const afterOne = play(session, ...activate('v1')).session;
    expect(optionsOf(afterOne).activatableShips).toEqual(['cr90', 'neb']);
    expectMessage(refusal(afterOne, { type: 'activateShip', ship: 'v2' }), /It is Rebels’s turn/);
  });

  it('RRG · Ship Phase: when one side has no ship left to activate, the other activates the rest', () => {
    const session = play(fullGame('p2'), { type: 'nextPhase' }, ...activate('cr90'), ...activate('v1'), ...activate('neb')).session;
    // The Rebels are out of ships: the Empire activates its last.
    expect(optionsOf(session).turn?.player).toBe('p1');
    play(session, ...activate('v2'));
  });

  it('RRG · Squadron Phase: each player activates two squadrons in turn (one if only one is left)', () => {
    let session = play(fullGame(), { type: 'nextPhase' }, ...activate('v1'), ...activate('cr90'), ...activate('v2'), ...activate('neb'), { type: 'nextPhase' }).session;
    expect(optionsOf(session).turn).toEqual({ player: 'p1', squadronsLeft: 2 });
    session = play(session, ...squadron('t1')).session;
    expectMessage(refusal(session, { type: 'activateSquadron', squadron: 'x' }), /It is Empire’s turn: each player activates two squadrons/);
    session = play(session, ...squadron('t2')).session;
    expect(optionsOf(session).turn).toEqual({ player: 'p2', squadronsLeft: 1 });
    session = play(session, ...squadron('x'), ...squadron('t3')).session;
    expect(optionsOf(session).unitsWaiting).toEqual([]);
  });

  it('“Next phase” with units not yet activated asks first; confirming ends the phase', () => {
    const session = play(fullGame(), { type: 'nextPhase' }, ...activate('v1')).session;
    // Issue 24: the names players read, with the ID token's number when a player has two of a kind.
    expect(optionsOf(session).unitsWaiting).toEqual(['Victory I-class Star Destroyer 2', 'CR90 Corvette A', 'Nebulon-B Escort Frigate']);
    const asked = refusal(session, { type: 'nextPhase' });
    expect(asked.code).toBe('units_waiting');
    expectMessage(asked, /3 units have not activated this phase .* End the phase anyway\?/);
    expect(stateOf(play(session, { type: 'nextPhase', confirm: true }).session).phase).toBe('squadron');
  });

  it('RRG · Winning: after six rounds the game ends; each side scores the enemy units it destroyed, the second player wins a tie', () => {
    let session = fullGame('p1', 6);
    for (let round = 1; round <= 6; round++) {
      session = play(session, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }).session;
      const end = play(session, { type: 'nextPhase' });
      session = end.session;
      if (round < 6) expect(stateOf(session).round).toBe(round + 1);
      else expect(end.events[0]).toMatchObject({ type: 'gameEnded', reason: 'roundLimit', round: 6, winner: 'Rebels' });
    }
    expect(optionsOf(session).gameOver).toEqual({ reason: 'roundLimit', round: 6 });
    expectMessage(refusal(session, { type: 'nextPhase' }), /The game is over/);
  });

  it('RRG · Winning: a fleet with no ships left ends the game at the next phase; destroyed units score their fleet points', () => {
    let session = play(fullGame(), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v1' }).session;
    for (const [ship, hull] of [['cr90', 4], ['neb', 5]] as const) {
      for (let n = 0; n < hull; n++) session = play(session, { type: 'dealDamageCard', ship, faceup: false, drawForMe: true }).session;
    }
    session = play(session, { type: 'endActivation' }).session;
    const summaryBefore = gameSummary(stateOf(session));
    expect(summaryBefore.scores.map((score) => [score.name, score.total])).toEqual([['Empire', 101], ['Rebels', 0]]);
    const ended = play(session, { type: 'nextPhase', confirm: true });
    expect(ended.events[0]).toMatchObject({ type: 'gameEnded', reason: 'noShips', winner: 'Empire' });
    const summary = gameSummary(stateOf(ended.session));
    expect(summary).toMatchObject({ over: true, winner: 'p1', margin: 101, tournamentPoints: [7, 4] });
    expect(summary.scores[1]?.lost.map((unit) => unit.name)).toEqual(['CR90 Corvette A', 'Nebulon-B Escort Frigate']);
    expect(summaryText(stateOf(ended.session))).toMatch(/Winner: Empire by 101/);
  });

  it('RRG · Winning: the fleet with ships left wins even on a lower score; its margin of victory is then 0, a 6–5', () => {
    const players = rosters(
      { ships: [{ ...shipEntry(VICTORY, { id: 'v' }), points: 73 }], objectives: ['Opening Salvo'] },
      { ships: [{ ...shipEntry(CR90, { id: 'c' }), points: 44 }] },
    );
    let session = play(emptySession('armada'), { type: 'setup', seed: 5, players, firstPlayer: 'p1' }, { type: 'chooseObjective', objective: 'Opening Salvo', victoryTokenValue: 30 }, { type: 'adjustVictoryTokens', player: 'p2', amount: 3 }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
    for (let n = 0; n < 4; n++) session = play(session, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }).session;
    session = play(session, { type: 'endActivation' }).session;
    // The Rebels' 90 in victory tokens beat the Empire's 44 destroyed, but the Rebels have no ship left.
    expect(gameSummary(stateOf(session)).scores.map((score) => score.total)).toEqual([44, 90]);
    const ended = play(session, { type: 'nextPhase', confirm: true });
    expect(ended.events[0]).toMatchObject({ type: 'gameEnded', reason: 'noShips', winner: 'Empire' });
    const summary = gameSummary(stateOf(ended.session));
    expect(summary).toMatchObject({ winner: 'p1', wonBy: 'lastShips', margin: 0, tournamentPoints: [6, 5] });
    expect(summaryText(stateOf(ended.session))).toMatch(/Winner: Empire with the last ships on the table \(by 0\) \(tournament points: Empire 6, Rebels 5\)/);
  });

  it('the summary charts damage dealt per round by each side and names the biggest attack', () => {
    let session = play(fullGame(), { type: 'nextPhase' }, { type: 'activateShip', ship: 'v1' }, {
      type: 'declareTarget', attacker: { ship: 'v1', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close',
    }, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'blank'])).session;
    session = play(session, { type: 'resolveDamage', critical: 'none', drawForMe: true }).session;
    const summary = gameSummary(stateOf(session));
    expect(summary.damageByRound).toEqual([{ round: 1, p1: 5, p2: 0 }]);
    expect(summary.longestAttack).toEqual({ round: 1, attacker: 'Victory I-class Star Destroyer 1', defender: 'CR90 Corvette A', damage: 5, dice: 6 });
  });

  it('objectives: the second player chooses one of the first player’s three; victory tokens count at its value', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })], objectives: ['Most Wanted', 'Advanced Gunnery', 'Opening Salvo'] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 1, players, firstPlayer: 'p1' }).session;
    expectMessage(refusal(session, { type: 'chooseObjective', objective: 'Fire Lanes' }), /one of the first player’s objectives: Most Wanted, Advanced Gunnery, Opening Salvo/);
    const chosen = play(session, { type: 'chooseObjective', objective: 'Opening Salvo', victoryTokenValue: 15 }, { type: 'adjustVictoryTokens', player: 'p2', amount: 2 }).session;
    expect(gameSummary(stateOf(chosen)).scores.map((score) => score.total)).toEqual([0, 30]);
    expectMessage(refusal(chosen, { type: 'adjustVictoryTokens', player: 'p1', amount: -1 }), /Empire has only 0 victory tokens/);
  });

  it('RRG · Initiative: the first player may be told at the table before anything activates; the game is then played in full', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const free = play(emptySession('armada'), { type: 'setup', seed: 2, players }).session;
    expect(optionsOf(free).commands).toContain('chooseFirstPlayer');
    const told = play(free, { type: 'chooseFirstPlayer', player: 'p2' }, { type: 'nextPhase' }).session;
    expect(optionsOf(told).turn?.player).toBe('p2');
    expectMessage(refusal(told, { type: 'activateShip', ship: 'v' }), /It is Rebels’s turn/);
    const late = play(free, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
    expect(optionsOf(late).commands).not.toContain('chooseFirstPlayer');
    expectMessage(refusal(late, { type: 'chooseFirstPlayer', player: 'p1' }), /chosen before the first round’s ship phase begins/);
  });

  it('RRG · Initiative: the ship phase waits for the first player; the question stays until answered, and undo brings it back', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const asked = play(emptySession('armada'), { type: 'setup', seed: 3, players }).session;
    expect(optionsOf(asked).commands).toContain('chooseFirstPlayer');
    expect(optionsOf(asked).commands).not.toContain('nextPhase');
    expect(optionsOf(asked).phaseBlockedBy).toMatch(/The ship phase waits for the first player/);
    const told = play(asked, { type: 'chooseFirstPlayer', player: 'p1' }).session;
    expect(optionsOf(told).commands).toContain('nextPhase');
    expect(optionsOf(told).commands).not.toContain('chooseFirstPlayer');
    expect(optionsOf(told).phaseBlockedBy).toBeNull();
    const shipPhase = play(told, { type: 'nextPhase' }).session;
    expect(optionsOf(shipPhase).turn?.player).toBe('p1');
    expect(optionsOf(shipPhase).activatableShips).toEqual(['v']);
    // Undo the phase and the answer: the question is back and the ship phase waits again.
    const undone = play(shipPhase, { type: 'undo' }, { type: 'undo' }).session;
    expect(stateOf(undone).firstPlayer).toBeNull();
    expect(optionsOf(undone).commands).toContain('chooseFirstPlayer');
    expect(optionsOf(undone).commands).not.toContain('nextPhase');
    // A game set up with its first player never asks.
    const named = play(emptySession('armada'), { type: 'setup', seed: 3, players, firstPlayer: 'p2' }).session;
    expect(optionsOf(named).commands).not.toContain('chooseFirstPlayer');
    expect(optionsOf(named).commands).toContain('nextPhase');
  });

  it('tournament points by the winner’s margin of victory (FFG-era table), a tie won by the second player at 6–5', () => {
    expect(tournamentPoints(0)).toEqual([6, 5]);
    expect(tournamentPoints(59)).toEqual([6, 5]);
    expect(tournamentPoints(60)).toEqual([7, 4]);
    expect(tournamentPoints(139)).toEqual([7, 4]);
    expect(tournamentPoints(140)).toEqual([8, 3]);
    expect(tournamentPoints(220)).toEqual([9, 2]);
    expect(tournamentPoints(299)).toEqual([9, 2]);
    expect(tournamentPoints(300)).toEqual([10, 1]);
    // The margin is the winner's score less the loser's, within 0 and 400.
    expect(marginOfVictory(-20)).toBe(0);
    expect(marginOfVictory(450)).toBe(400);
    // A tie after six rounds: the second player wins it, 6–5.
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const tied = gameSummary(stateOf(play(emptySession('armada'), { type: 'setup', seed: 6, players, firstPlayer: 'p2' }).session));
    expect(tied).toMatchObject({ winner: 'p1', wonBy: 'tie', margin: 0, tournamentPoints: [6, 5] });
  });
});
