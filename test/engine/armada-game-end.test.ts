import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { gameSummary, summaryText } from '../../shared/engine/games/armada/scoring/game-summary';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { CR90, expectMessage, optionsOf, play, refusal, rosters, shipEntry, squadronEntry, stateOf, TIE_FIGHTER, VICTORY, X_WING } from './helpers/armada-game';

// Issue 35 · The game's end. Sources, where they disagree:
// - Rules Reference · Winning and Losing: when every ship of a fleet is destroyed, the game ends at once.
// - Tournament Regulations · One Player Defeated: at the end of a round, a fleet with no ships left is
//   defeated (the round is played out, squadrons included). The game's setting (`fleetDefeated`); a
//   `rules: 3` game always has one, the tournament timing by default.
// - Tournament Regulations · Concession: a player may concede; it scores as if the conceding fleet were
//   destroyed. Time called: the game is scored as it stands.

function game(extra: Record<string, unknown>): Session {
  const players = rosters(
    { ships: [{ ...shipEntry(VICTORY, { id: 'v' }), points: 73 }], squadrons: [{ ...squadronEntry(TIE_FIGHTER, { id: 't' }), points: 8 }] },
    { ships: [{ ...shipEntry(CR90, { id: 'c' }), points: 44 }], squadrons: [{ ...squadronEntry(X_WING, { id: 'x' }), points: 13 }] },
  );
  return play(emptySession('armada'), { type: 'setup', seed: 'the end', players, firstPlayer: 'p1', rules: 3, ...extra }, { type: 'nextPhase' }).session;
}

/** The CR90 (hull 4) loses its last hull point: the Rebel fleet has no ship left. */
function destroyTheCorvette(session: Session): Session {
  let current = session;
  for (let n = 0; n < 4; n++) current = play(current, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }).session;
  return current;
}

const gameEnded = (events: unknown[]) => events.find((event) => (event as ArmadaEvent).type === 'gameEnded') as Extract<ArmadaEvent, { type: 'gameEnded' }> | undefined;

describe('The game’s end when a fleet has no ships left', () => {
  it('RRG · Winning and Losing: with the rule “at once”, the last ship destroyed ends the game there', () => {
    let session = game({ fleetDefeated: 'immediately' });
    for (let n = 0; n < 3; n++) session = play(session, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }).session;
    const last = play(session, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true });
    expect(gameEnded(last.events)).toMatchObject({ reason: 'noShips', round: 1, winner: 'Empire' });
    expect(stateOf(last.session).phase).toBe('ship');
    expectMessage(refusal(last.session, { type: 'nextPhase', confirm: true }), /The game is over/);
  });

  it('TR · One Player Defeated: a rules 3 game plays the round out (squadrons too) and ends after its status phase', () => {
    const session = destroyTheCorvette(game({}));
    expect(stateOf(session).fleetDefeated).toBe('endOfRound');
    expect(stateOf(session).gameOver ?? null).toBeNull();
    // The ship phase ends: the squadron phase is played, not skipped.
    const squadrons = play(session, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(squadrons).phase).toBe('squadron');
    expect(stateOf(squadrons).gameOver ?? null).toBeNull();
    const status = play(squadrons, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(status).phase).toBe('status');
    const ended = play(status, { type: 'nextPhase' });
    expect(gameEnded(ended.events)).toMatchObject({ reason: 'noShips', round: 1, winner: 'Empire' });
  });

  it('older logs replay as played: without a rule the end came at the next phase change', () => {
    const session = destroyTheCorvette(game({ rules: 2 }));
    const ended = play(session, { type: 'nextPhase', confirm: true });
    expect(gameEnded(ended.events)).toMatchObject({ reason: 'noShips' });
  });

  it('a rules 3 game set up without deployment still chooses the rule before the first ship phase', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const before = play(emptySession('armada'), { type: 'setup', seed: 1, players, firstPlayer: 'p1', rules: 3 }).session;
    expect(optionsOf(before).commands).toContain('setFleetDefeatedRule');
    expect(optionsOf(play(before, { type: 'nextPhase' }).session).commands).not.toContain('setFleetDefeatedRule');
    expect(stateOf(play(before, { type: 'setFleetDefeatedRule', rule: 'immediately' }).session).fleetDefeated).toBe('immediately');
    expectMessage(refusal(play(before, { type: 'nextPhase' }).session, { type: 'setFleetDefeatedRule', rule: 'immediately' }), /chosen before the first ship phase/);
  });
});

describe('Ending the game early', () => {
  it('TR · Concession: one tap ends the game, scored as if the conceding fleet were destroyed; the opponent wins', () => {
    const session = game({});
    expect(optionsOf(session).commands).toContain('endGame');
    const conceded = play(session, { type: 'endGame', reason: 'concession', player: 'p1' });
    const event = gameEnded(conceded.events);
    expect(event).toMatchObject({ reason: 'concession', round: 1, winner: 'Rebels', conceded: 'Empire', scores: [{ player: 'Empire', total: 0 }, { player: 'Rebels', total: 81 }] });
    expect(describeArmadaEvent(event as ArmadaEvent)).toMatch(/Empire concedes, scored as if that fleet were destroyed.*Rebels wins/);
    const summary = gameSummary(stateOf(conceded.session));
    expect(summary).toMatchObject({ over: true, reason: 'concession', conceded: 'p1', winner: 'p2', wonBy: 'concession', margin: 81 });
    expect(summary.scores.find((score) => score.player === 'p1')?.lost.map((unit) => unit.id)).toEqual(['v', 't']);
    expect(summaryText(stateOf(conceded.session))).toMatch(/game over in round 1: Empire conceded[\s\S]*Winner: Rebels by concession/);
    expect(optionsOf(conceded.session).commands).toEqual([]);
  });

  it('TR · Concession is undoable: undo plays on from before it', () => {
    const conceded = play(game({}), { type: 'endGame', reason: 'concession', player: 'p2' }).session;
    const undone = play(conceded, { type: 'undo' }).session;
    expect(stateOf(undone).gameOver ?? null).toBeNull();
    expect(optionsOf(undone).commands).toContain('activateShip');
  });

  it('TR · Time called: the game ends now and is scored as it stands', () => {
    const session = destroyTheCorvette(game({}));
    const called = play(session, { type: 'endGame', reason: 'timeCalled' });
    expect(gameEnded(called.events)).toMatchObject({ reason: 'timeCalled', winner: 'Empire', scores: [{ player: 'Empire', total: 44 }, { player: 'Rebels', total: 0 }] });
    expect(gameSummary(stateOf(called.session)).reason).toBe('timeCalled');
  });

  it('Issue 36 · TR · Time called, finishing the round (the default the table offers): the round is played out and the game ends after its status phase', () => {
    const session = game({});
    const called = play(session, { type: 'endGame', reason: 'timeCalled', finishRound: true });
    expect(called.events.map((event) => describeArmadaEvent(event as ArmadaEvent))).toEqual(['Time is called in round 1: the round is finished, and the game ends after its status phase.']);
    expect(stateOf(called.session).gameOver ?? null).toBeNull();
    expectMessage(refusal(called.session, { type: 'endGame', reason: 'timeCalled', finishRound: true }), /already: the game ends after this round’s status phase/);
    // On through the round (units that did not activate are confirmed past): the status phase ends the game.
    let current = called.session;
    while (!stateOf(current).gameOver) current = play(current, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(current).gameOver).toMatchObject({ reason: 'timeCalled', round: 1 });
    expect(stateOf(current).phase).toBe('status');
  });

  it('ending the game needs a first player, and a concession names who concedes', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const casual = play(emptySession('armada'), { type: 'setup', seed: 1, players }).session;
    expect(optionsOf(casual).commands).not.toContain('endGame');
    expectMessage(refusal(casual, { type: 'endGame', reason: 'timeCalled' }), /no first player/);
    expectMessage(refusal(game({}), { type: 'endGame', reason: 'concession' }), /Say which player concedes/);
  });
});
