import { gameSummary } from '../engine/games/armada/scoring/game-summary';
import { chosenObjectiveFacts } from '../engine/games/armada/scoring/objective-play';
import type { ArmadaState, PlayerId, Ship, Squadron } from '../engine/games/armada/model/state';
import type { GameResult, ResultEnd, ResultPlayer } from './game-result';

// Armada's result: the score, the winner, the margin of victory and the tournament points exactly as
// the game summary counts them (RRG · Winning the Game; Tournament Regulations · Margin of Victory:
// the winner's score less the loser's, at most 400, giving 6–5 up to 10–1 tournament points), each
// fleet as plain text: one unit a line, its points and its upgrades.

const line = (unit: Ship | Squadron): string => {
  const upgrades = unit.kind === 'ship' ? unit.upgrades : [];
  const points = unit.points !== null ? ` (${unit.points})` : '';
  return [`${unit.name}${points}`, ...upgrades.map((upgrade) => `• ${upgrade.name} (${upgrade.points})`)].join('\n');
};

function fleetOf(state: ArmadaState, player: PlayerId, notes: string[]): ResultPlayer['list'] {
  const units: (Ship | Squadron)[] = [...state.ships, ...state.squadrons].filter((unit) => unit.owner === player);
  const who = state.players.find((candidate) => candidate.id === player);
  const points = units.every((unit) => unit.points !== null) ? units.reduce((sum, unit) => sum + (unit.points ?? 0), 0) : undefined;
  if (points === undefined) notes.push(`${who?.name ?? player}: the fleet was set up card by card, without points.`);
  const objectives = state.objectives?.[player];
  const text = [...(who?.list ? [who.list] : []), ...units.map(line), ...(objectives && objectives.length > 0 ? [`Objectives: ${objectives.join(', ')}`] : []), ...(points !== undefined ? [`Total: ${points}`] : [])].join('\n');
  return { ...(who?.list ? { name: who.list } : {}), ...(points !== undefined ? { points } : {}), text };
}

const endOf: Record<string, ResultEnd> = { roundLimit: 'lastRound', noShips: 'destroyed', concession: 'concession', timeCalled: 'timeCalled' };

/** The result of an Armada game, as its summary counts it (the host exports it only once the game is over). */
export function armadaResultOf(state: ArmadaState): GameResult {
  const summary = gameSummary(state);
  const notes: string[] = [];
  const players = state.players.map((player, index): ResultPlayer => ({
    id: player.id,
    name: player.name,
    score: summary.scores.find((score) => score.player === player.id)?.total ?? 0,
    eventPoints: summary.winner === null ? 0 : summary.tournamentPoints[index] ?? 0,
    list: fleetOf(state, player.id, notes),
  })) as [ResultPlayer, ResultPlayer];
  return {
    game: 'armada',
    edition: 'armada',
    scenario: chosenObjectiveFacts(state)?.name ?? state.objectives?.chosen ?? null,
    round: summary.round,
    ended: endOf[summary.reason ?? ''] ?? 'lastRound',
    ...(summary.conceded ? { conceded: summary.conceded } : {}),
    players,
    winner: summary.winner,
    margin: summary.margin,
    notes,
  };
}
