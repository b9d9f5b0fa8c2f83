import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { XwingState } from '../model/state';
import { gameScore } from './score';

// Issue 36 · Ending a game before a side is destroyed, as the tournament rules count it (X-Wing
// Tournament Regulations, AMG 2.5 and the 2.0 FFG regulations alike):
// - Concession: the conceding player's ships all count as destroyed for the score (scoring/score.ts),
//   and the opponent wins.
// - Time called: the players finish the round at the table (the regulations' default), then tap; the
//   game is scored as it stands, the higher score winning (equal scores: a draw).
// The game stays in the log: undo in the history plays on from before the end.

export function endGameNow(draft: XwingState, command: CommandOf<'endGame'>): Result<XwingEvent[]> {
  if (command.reason === 'concession' && !command.player) return refuse('who_concedes', 'Say which player concedes.');
  if (command.reason === 'timeCalled' && command.player) return refuse('nobody_concedes', 'When time is called nobody concedes: the game is scored as it stands.');
  if (gameScore(draft).over) return refuse('game_over', 'The game is already over: a side has no ship left.');
  draft.gameOver = { reason: command.reason, round: draft.round, ...(command.reason === 'concession' && command.player ? { conceded: command.player } : {}) };
  // Nothing waits once the game is over: an attack or a card's question under way is left as it is (undo brings it back).
  const score = gameScore(draft);
  const nameOf = (player: string) => draft.players.find((candidate) => candidate.id === player)?.name ?? player;
  return ok([
    {
      type: 'gameEnded',
      reason: command.reason,
      round: draft.round,
      scores: score.players.map((entry) => ({ player: entry.name, points: entry.points })),
      winner: score.winner ? nameOf(score.winner) : null,
      ...(draft.gameOver.conceded ? { conceded: nameOf(draft.gameOver.conceded) } : {}),
    },
  ]);
}
