import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, PlayerId } from '../model/state';
import { keepsRules3 } from '../model/rules-level';
import { firstPlayerMayBeChosen, opponentOf } from '../turn/turn-order';
import { objectiveFactsFor } from './objective-facts';

// RRG 1.5.0 · Setup, Choose Objective: the first player looks at the second player's three objectives
// and chooses one (rules 3, issue 35). Games set up before kept the app's earlier order (the second
// player chose among the first player's), so their logs fold as played. Victory tokens are counted as
// the objective awards them (the table says when).

/** Who chooses the objective, and whose three objectives are offered. */
export function objectiveChoice(state: ArmadaState): { chooser: PlayerId; from: PlayerId } | null {
  if (!state.firstPlayer) return null;
  const second = opponentOf(state.firstPlayer);
  return keepsRules3(state) ? { chooser: state.firstPlayer, from: second } : { chooser: second, from: state.firstPlayer };
}

/** RRG · Initiative: the players tell the app who is first player, before anything has activated; the game is then played in full. */
export function chooseFirstPlayer(draft: ArmadaState, command: CommandOf<'chooseFirstPlayer'>): Result<ArmadaEvent[]> {
  if (draft.firstPlayer) return refuse('first_player_chosen', `The first player is already ${draft.players.find((player) => player.id === draft.firstPlayer)?.name ?? draft.firstPlayer}.`);
  if (!firstPlayerMayBeChosen(draft)) return refuse('game_started', 'The first player is chosen before the first round’s ship phase begins.');
  draft.firstPlayer = command.player;
  const name = draft.players.find((player) => player.id === command.player)?.name ?? command.player;
  return ok([{ type: 'firstPlayerChosen', player: name }]);
}

export function chooseObjective(draft: ArmadaState, command: CommandOf<'chooseObjective'>): Result<ArmadaEvent[]> {
  const objectives = draft.objectives;
  if (!draft.firstPlayer || !objectives) return refuse('no_objectives', 'This game was set up without a first player: there is no objective to choose.');
  if (objectives.chosen) return refuse('objective_chosen', `The objective is already chosen: ${objectives.chosen}.`);
  const choice = objectiveChoice(draft);
  const offered = choice ? objectives[choice.from] : [];
  if (offered.length > 0 && !offered.includes(command.objective)) {
    return refuse(
      'unknown_objective',
      keepsRules3(draft)
        ? `The first player chooses one of the second player’s objectives: ${offered.join(', ')}.`
        : `The second player chooses one of the first player’s objectives: ${offered.join(', ')}.`,
    );
  }
  objectives.chosen = command.objective;
  // With the deployment step, a victory token is worth what the objective's facts say unless the players say otherwise.
  draft.victoryTokenValue = command.victoryTokenValue ?? (draft.deployment ? (objectiveFactsFor(command.objective)?.victoryTokenValue ?? 0) : 0);
  const chooser = draft.players.find((player) => player.id === choice?.chooser)?.name ?? 'The second player';
  return ok([{ type: 'objectiveChosen', objective: command.objective, by: chooser }]);
}

export function adjustVictoryTokens(draft: ArmadaState, command: CommandOf<'adjustVictoryTokens'>): Result<ArmadaEvent[]> {
  const tokens = (draft.victoryTokens ??= { p1: 0, p2: 0 });
  const now = tokens[command.player] + command.amount;
  const name = draft.players.find((player) => player.id === command.player)?.name ?? command.player;
  if (now < 0) return refuse('victory_tokens_below_zero', `${name} has only ${tokens[command.player]} victory token${tokens[command.player] === 1 ? '' : 's'}.`);
  if (command.amount === 0) return refuse('no_change', 'Add or remove at least one victory token.');
  tokens[command.player] = now;
  return ok([{ type: 'victoryTokensChanged', player: name, amount: command.amount, total: now }]);
}
