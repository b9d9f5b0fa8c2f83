import type { ArmadaState, PlayerId, Unit } from '../model/state';
import { allUnits } from '../units/units';

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
  total: number;
  /** The units this player lost. */
  lost: { id: string; name: string; points: number }[];
}

export function unitPoints(unit: Unit): number {
  return unit.points ?? 0;
}

export function scores(state: ArmadaState, victoryTokenValue = state.victoryTokenValue ?? 0): PlayerScore[] {
  return state.players.map((player) => {
    const destroyedEnemies = allUnits(state).filter((unit) => unit.owner !== player.id && unit.destroyed);
    const destroyed = destroyedEnemies.reduce((sum, unit) => sum + unitPoints(unit), 0);
    const tokens = state.victoryTokens?.[player.id] ?? 0;
    const lost = allUnits(state)
      .filter((unit) => unit.owner === player.id && unit.destroyed)
      .map((unit) => ({ id: unit.id, name: unit.name, points: unitPoints(unit) }));
    return { player: player.id, name: player.name, destroyed, victoryTokens: tokens, victoryTokenValue, total: destroyed + tokens * victoryTokenValue, lost };
  });
}

/** Tournament points [winner, loser] by margin of victory (FFG-era table: 6–5 under 60 up to 10–1 from 300); there is always a winner. */
export function tournamentPoints(margin: number): [number, number] {
  const steps = [
    [0, 6, 5], [60, 7, 4], [140, 8, 3], [220, 9, 2], [300, 10, 1],
  ] as const;
  let points: [number, number] = [6, 5];
  for (const [from, win, lose] of steps) if (Math.abs(margin) >= from) points = [win, lose];
  return points;
}

export function sideHasNoShips(state: ArmadaState): boolean {
  return state.players.some((player) => state.ships.filter((ship) => ship.owner === player.id).every((ship) => ship.destroyed));
}

/** RRG · Winning: the higher score wins; on a tie the second player wins. Null without a first player and a tie. */
export function winnerOf(state: ArmadaState): PlayerId | null {
  const [a, b] = scores(state, objectiveTokenValue(state));
  if (!a || !b) return null;
  if (a.total !== b.total) return a.total > b.total ? a.player : b.player;
  return state.firstPlayer ? (state.firstPlayer === 'p1' ? 'p2' : 'p1') : null;
}

/** Victory tokens are worth what the chosen objective prints; the players enter it when choosing (0 until then). */
export function objectiveTokenValue(state: ArmadaState): number {
  return state.victoryTokenValue ?? 0;
}
