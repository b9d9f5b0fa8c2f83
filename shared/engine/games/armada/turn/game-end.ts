import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState } from '../model/state';
import { scores, sideHasNoShips, winnerOf } from '../scoring/scoring';

// When a fleet has no ships left, the two official texts disagree:
// - Tournament Regulations (FFG 2016 onward, kept by AMG): “One Player Defeated”: at the end of a game
//   round, all of one player's ships are destroyed; the round is played out (squadrons, objectives,
//   Rieekan's ships) and the game ends after its status phase. The newest official text: the default.
//   Its ships “that are not flotillas” count: a fleet of flotillas alone is defeated (units/flotillas.ts).
// - Rules Reference (Winning and Losing): the game ends immediately. A game setting.
// Games set up before this rule existed keep their own timing (the end came at the next phase change).

export const fleetDefeatedRuleNames = {
  endOfRound: 'at the end of the round (tournament rules; flotillas alone do not keep it in)',
  immediately: 'at once (rules reference)',
} as const;

/** The game's end with its score and winner, as one event. */
export function endGame(draft: ArmadaState, reason: 'roundLimit' | 'noShips'): ArmadaEvent {
  draft.gameOver = { reason, round: draft.round };
  const winner = winnerOf(draft);
  return {
    type: 'gameEnded',
    reason,
    round: draft.round,
    scores: scores(draft).map((score) => ({ player: score.name, total: score.total })),
    winner: winner ? (draft.players.find((player) => player.id === winner)?.name ?? null) : null,
  };
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
  if (!draft.deployment) return refuse('no_setting', 'This game was set up before this setting: it ends as it always did.');
  if (draft.deployment.done) return refuse('game_started', 'The rule for a defeated fleet is chosen before the first ship phase.');
  if (draft.fleetDefeated === command.rule) return refuse('no_change', `The game already ends ${fleetDefeatedRuleNames[command.rule]} when a fleet has no ships left.`);
  draft.fleetDefeated = command.rule;
  return ok([{ type: 'fleetDefeatedRuleSet', rule: command.rule }]);
}
