import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { GameEndReason, PlayerId, XwingState } from '../model/state';
import { gameScore } from './score';

// Issue 36 · Ending a game before a side is destroyed, as the tournament rules count it (X-Wing
// Tournament Regulations, AMG 2.5 and the 2.0 FFG regulations alike):
// - Concession: the conceding player's ships all count as destroyed for the score (scoring/score.ts),
//   and the opponent wins.
// - Time called: the players finish the round (the regulations' default: `finishRound`, the game then ends
//   with the round's End Phase), or stop at once when the event says so; the game is scored as it stands,
//   the higher score winning (equal scores: a draw).
// - A 2.5 scenario: at the end of an End Phase, 20 mission points and more than the opponent, or the last
//   round played (scoring/mission-points.ts).
// The game stays in the log: undo in the history plays on from before the end.

export function endGameNow(draft: XwingState, command: CommandOf<'endGame'>): Result<XwingEvent[]> {
  if (command.reason === 'concession' && !command.player) return refuse('who_concedes', 'Say which player concedes.');
  if (command.reason === 'timeCalled' && command.player) return refuse('nobody_concedes', 'When time is called nobody concedes: the game is scored as it stands.');
  if (command.reason === 'concession' && command.finishRound) return refuse('concede_now', 'A concession ends the game at once.');
  if (gameScore(draft).over) return refuse('game_over', 'The game is already over: a side has no ship left.');
  if (command.reason === 'timeCalled' && command.finishRound) {
    if (draft.timeCalledInRound !== undefined) return refuse('time_called', `Time was called in round ${draft.timeCalledInRound} already: the game ends with this round’s End Phase.`);
    draft.timeCalledInRound = draft.round;
    return ok([{ type: 'timeCalled', round: draft.round }]);
  }
  return ok([endTheGame(draft, command.reason, command.reason === 'concession' ? command.player : undefined)]);
}

/** The game ends now, for this reason: the state says so and the event tells the score. */
export function endTheGame(draft: XwingState, reason: GameEndReason, conceded?: PlayerId): XwingEvent {
  draft.gameOver = { reason, round: draft.round, ...(conceded ? { conceded } : {}) };
  // Nothing waits once the game is over: an attack or a card's question under way is left as it is (undo brings it back).
  const score = gameScore(draft);
  const nameOf = (player: string) => draft.players.find((candidate) => candidate.id === player)?.name ?? player;
  return {
    type: 'gameEnded',
    reason,
    round: draft.round,
    scores: score.players.map((entry) => ({ player: entry.name, points: entry.points })),
    winner: score.winner ? nameOf(score.winner) : null,
    ...(conceded ? { conceded: nameOf(conceded) } : {}),
    ...(draft.scenario ? { missionPoints: true as const } : {}),
  };
}
