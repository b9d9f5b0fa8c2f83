import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, GameEndReason, PlayerId } from '../model/state';
import { keepsRules3 } from '../model/rules-level';
import { scores, sideHasNoShips, winnerOf } from '../scoring/scoring';

// When a fleet has no ships left, the two official texts disagree:
// - Tournament Regulations (FFG 2016 onward, kept by AMG): “One Player Defeated”: at the end of a game
//   round, all of one player's ships are destroyed; the round is played out (squadrons, objectives,
//   Rieekan's ships) and the game ends after its status phase. The newest official text: the default.
//   Its ships “that are not flotillas” count: a fleet of flotillas alone is defeated (units/flotillas.ts).
// - Rules Reference (Winning and Losing): the game ends immediately. A game setting.
// Games set up before this rule existed keep their own timing (the end came at the next phase change);
// games set up with `rules: 3` always have one (the tournament timing unless the setup chose the other).
//
// Issue 35 · Ending early: the players may end the game at any moment with `endGame`:
// - Tournament Regulations · Concession: a player may concede; the game is scored as if every ship and
//   squadron of the conceding fleet were destroyed, and the opponent wins (scoring/scoring.ts).
// - Time called: the game ends as it stands and is scored as it stands (the players finish the round at
//   the table first, as the tournament rules ask, then tap).

export const fleetDefeatedRuleNames = {
  endOfRound: 'at the end of the round (tournament rules; flotillas alone do not keep it in)',
  immediately: 'at once (rules reference)',
} as const;

/** The game's end with its score and winner, as one event. */
export function endGame(draft: ArmadaState, reason: GameEndReason, conceded?: PlayerId): ArmadaEvent {
  draft.gameOver = { reason, round: draft.round, ...(conceded ? { conceded } : {}) };
  // FAQ · Set aside: a squadron still set aside on a ship's card when the game ends is destroyed (Rapid Launch Bays, Invisible Hand).
  for (const entry of draft.setAside ?? []) {
    const squadron = draft.squadrons.find((candidate) => candidate.id === entry.squadron);
    if (squadron) squadron.destroyed = true;
  }
  const winner = winnerOf(draft);
  const nameOf = (player: PlayerId) => draft.players.find((candidate) => candidate.id === player)?.name ?? player;
  return {
    type: 'gameEnded',
    reason,
    round: draft.round,
    scores: scores(draft).map((score) => ({ player: score.name, total: score.total })),
    winner: winner ? nameOf(winner) : null,
    ...(conceded ? { conceded: nameOf(conceded) } : {}),
  };
}

/** Issue 35: the game ends now, by a player's concession or because time is called. */
export function endGameNow(draft: ArmadaState, command: CommandOf<'endGame'>): Result<ArmadaEvent[]> {
  if (!draft.firstPlayer) return refuse('not_played_in_full', 'This game has no first player, so there is no score to end on: choose the first player first.');
  if (command.reason === 'concession' && !command.player) return refuse('who_concedes', 'Say which player concedes.');
  if (command.reason === 'timeCalled' && command.player) return refuse('nobody_concedes', 'When time is called nobody concedes: the game is scored as it stands.');
  if (command.reason === 'concession' && command.finishRound) return refuse('concede_now', 'A concession ends the game at once.');
  // Issue 36 · Tournament Regulations · Time: the round under way is finished, the game ends after its status phase.
  if (command.reason === 'timeCalled' && command.finishRound) {
    if (draft.timeCalledInRound !== undefined) return refuse('time_called', `Time was called in round ${draft.timeCalledInRound} already: the game ends after this round’s status phase.`);
    draft.timeCalledInRound = draft.round;
    return ok([{ type: 'timeCalled', round: draft.round }]);
  }
  // Nothing waits once the game is over: an attack or a card's question under way is left as it is (undo brings it back).
  return ok([endGame(draft, command.reason, command.reason === 'concession' ? command.player : undefined)]);
}

/** Does a fleet without ships end the game at this phase change? */
export function fleetDefeatedEndsAtPhaseChange(state: ArmadaState, newRound: boolean): boolean {
  if (!sideHasNoShips(state)) return false;
  // Older games: at whichever phase change came next.
  return state.fleetDefeated === undefined || newRound || state.fleetDefeated === 'immediately';
}

/** After any command, with the “at once” rule: the last ship of a fleet destroyed ends the game there. */
export function endGameIfFleetDefeatedNow(draft: ArmadaState, events: ArmadaEvent[]): void {
  if (draft.fleetDefeated !== 'immediately' || draft.gameOver || !draft.firstPlayer || !sideHasNoShips(draft)) return;
  // Only once play is under way and a ship has been lost (a fleet set up without ships is not defeated at deployment).
  if (draft.deployment?.done === false || !draft.ships.some((ship) => ship.destroyed)) return;
  events.push(endGame(draft, 'noShips'));
}

/** The players choose the rule before the first round's ship phase. */
export function setFleetDefeatedRule(draft: ArmadaState, command: CommandOf<'setFleetDefeatedRule'>): Result<ArmadaEvent[]> {
  if (!draft.deployment && !keepsRules3(draft)) return refuse('no_setting', 'This game was set up before this setting: it ends as it always did.');
  if (draft.deployment?.done || (!draft.deployment && whyRuleIsSet(draft))) return refuse('game_started', 'The rule for a defeated fleet is chosen before the first ship phase.');
  if (draft.fleetDefeated === command.rule) return refuse('no_change', `The game already ends ${fleetDefeatedRuleNames[command.rule]} when a fleet has no ships left.`);
  draft.fleetDefeated = command.rule;
  return ok([{ type: 'fleetDefeatedRuleSet', rule: command.rule }]);
}

/** Without a deployment step (rules 3), the rule may change until the first round's ship phase. */
function whyRuleIsSet(state: ArmadaState): boolean {
  return state.round > 1 || state.phase !== 'command';
}
