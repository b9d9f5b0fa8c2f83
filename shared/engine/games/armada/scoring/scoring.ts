import { keepsFleetInGame } from '../units/flotillas';
import type { ArmadaState, PlayerId, Unit } from '../model/state';
import { allUnits } from '../units/units';
import { objectiveBonus } from './objective-play';

// RRG 1.5.0 · Winning the Game: each player scores the fleet points (upgrades included) of the enemy
// ships and squadrons destroyed, plus their victory tokens' value; the higher score wins, and the
// margin of victory gives tournament points when the players want them.

export interface PlayerScore {
  player: PlayerId;
  name: string;
  /** Points of the enemy units destroyed. */
  destroyed: number;
  victoryTokens: number;
  /** Points per victory token, from the chosen objective (0 when none chose). */
  victoryTokenValue: number;
  /** Points the chosen objective's scoring adds (doubled objective ships, damaged ships, most tokens). */
  objective: number;
  total: number;
  /** The units this player lost. */
  lost: { id: string; name: string; points: number }[];
}

export function unitPoints(unit: Unit): number {
  return unit.points ?? 0;
}

/** TR · Concession: the conceding fleet scores as destroyed, every ship and squadron of it. */
const countsAsDestroyed = (state: ArmadaState, unit: Unit): boolean => unit.destroyed || state.gameOver?.conceded === unit.owner;

export function scores(state: ArmadaState, victoryTokenValue = state.victoryTokenValue ?? 0): PlayerScore[] {
  return state.players.map((player) => {
    const destroyedEnemies = allUnits(state).filter((unit) => unit.owner !== player.id && countsAsDestroyed(state, unit));
    const destroyed = destroyedEnemies.reduce((sum, unit) => sum + unitPoints(unit), 0);
    const tokens = state.victoryTokens?.[player.id] ?? 0;
    const lost = allUnits(state)
      .filter((unit) => unit.owner === player.id && countsAsDestroyed(state, unit))
      .map((unit) => ({ id: unit.id, name: unit.name, points: unitPoints(unit) }));
    const objective = objectiveBonus(state, player.id);
    return { player: player.id, name: player.name, destroyed, victoryTokens: tokens, victoryTokenValue, objective, total: destroyed + tokens * victoryTokenValue + objective, lost };
  });
}

/**
 * Tournament points [winner, loser] for the winner's margin of victory (the FFG-era table: 6–5 under
 * 60, 7–4 from 60, 8–3 from 140, 9–2 from 220, 10–1 from 300); there is always a winner, so a margin
 * of 0 (a tie won as second player, or a fleet that outlasted a higher score) is 6–5.
 */
export function tournamentPoints(margin: number): [number, number] {
  const steps = [
    [0, 6, 5], [60, 7, 4], [140, 8, 3], [220, 9, 2], [300, 10, 1],
  ] as const;
  let points: [number, number] = [6, 5];
  for (const [from, win, lose] of steps) if (marginOfVictory(margin) >= from) points = [win, lose];
  return points;
}

/** The winner's score less the loser's, never below 0 nor above 400 (the tournament rules' margin of victory). */
export function marginOfVictory(difference: number): number {
  return Math.min(400, Math.max(0, difference));
}

/** A fleet is still in the game while it has a ship that keeps it there (under the tournament timing, not a flotilla alone). */
const hasShips = (state: ArmadaState, player: PlayerId) => state.ships.some((ship) => ship.owner === player && keepsFleetInGame(state, ship));

export function sideHasNoShips(state: ArmadaState): boolean {
  return state.players.some((player) => !hasShips(state, player.id));
}

/** How the winner won: the higher score, a tie (the second player wins it), or the last ships on the table without the higher score. */
export type WonBy = 'score' | 'tie' | 'lastShips' | 'concession';

/**
 * RRG · Winning: a player whose fleet has ships when the other's has none wins, whatever the score;
 * otherwise (both fleets with ships, or both without) the higher score wins and the second player wins a
 * tie. Null on a tie without a first player.
 */
export function winnerOf(state: ArmadaState): PlayerId | null {
  return result(state)?.winner ?? null;
}

export function result(state: ArmadaState): { winner: PlayerId; by: WonBy } | null {
  const [a, b] = scores(state, objectiveTokenValue(state));
  if (!a || !b) return null;
  // TR · Concession: the opponent of the player who conceded wins.
  const conceded = state.gameOver?.conceded;
  if (conceded) return { winner: conceded === 'p1' ? 'p2' : 'p1', by: 'concession' };
  const aShips = hasShips(state, a.player);
  const bShips = hasShips(state, b.player);
  if (aShips !== bShips) {
    const [won, lost] = aShips ? [a, b] : [b, a];
    return { winner: won.player, by: won.total > lost.total ? 'score' : 'lastShips' };
  }
  if (a.total !== b.total) return { winner: a.total > b.total ? a.player : b.player, by: 'score' };
  return state.firstPlayer ? { winner: state.firstPlayer === 'p1' ? 'p2' : 'p1', by: 'tie' } : null;
}

/** Victory tokens are worth what the chosen objective prints; the players enter it when choosing (0 until then). */
export function objectiveTokenValue(state: ArmadaState): number {
  return state.victoryTokenValue ?? 0;
}
