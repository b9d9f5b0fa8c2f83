import type { PlayerId, Ship, XwingState } from '../model/state';

export interface ShipScore {
  ship: string;
  /** Points the opponent scores for it: all for a destroyed ship, half (rounded down) for a halved one where the format says so. */
  scored: number;
  state: 'destroyed' | 'halved' | 'intact';
}

export interface PlayerScore {
  player: PlayerId;
  name: string;
  /** Points scored against the opponent's ships. */
  points: number;
  shipsLeft: number;
  ships: ShipScore[];
}

export interface GameScore {
  players: [PlayerScore, PlayerScore];
  /** The winner: the player whose opponent has no ship left, else the higher score; null while tied. */
  winner: PlayerId | null;
  /** Whether the game is over: a side has no ship left, or it was ended (a concession, time called). */
  over: boolean;
  /** Issue 36 · how it was ended early, when it was (absent: it goes on, or a side has no ship left). */
  ended?: { reason: 'concession' | 'timeCalled'; round: number; conceded?: PlayerId };
  halfPoints: boolean;
  /** Damage each player's ships suffered per round (index 0 = round 1), for the summary's chart. */
  damageByRound: Record<PlayerId, number[]>;
  /** Points are known only when the game was set up from lists. */
  pointsKnown: boolean;
  /** Issue 36 · the scenario played (2.5), absent when none. */
  scenario?: { id: string; name: string };
}

/** 2.0 tournament scoring: a ship left with half its combined hull and shields or less counts half. */
function isHalved(ship: Ship): boolean {
  const left = Math.max(0, ship.hull - ship.damageCards.length) + ship.shields.current;
  return left * 2 <= ship.hull + ship.shields.max;
}

function shipScore(state: XwingState, ship: Ship): ShipScore {
  const points = ship.points ?? 0;
  // Tournament rules · Concession: the conceding player's ships all count as destroyed.
  if (ship.destroyed || state.gameOver?.conceded === ship.owner) return { ship: ship.id, scored: points, state: 'destroyed' };
  if (state.halfPoints && isHalved(ship)) return { ship: ship.id, scored: Math.floor(points / 2), state: 'halved' };
  return { ship: ship.id, scored: 0, state: 'intact' };
}

/** RRG / tournament rules: each player scores the points of the enemy ships destroyed (and halved in 2.0). */
export function gameScore(state: XwingState): GameScore {
  const scores = state.players.map((player): PlayerScore => {
    const enemies = state.ships.filter((ship) => ship.owner !== player.id);
    const ships = enemies.map((ship) => shipScore(state, ship));
    return {
      player: player.id,
      name: player.name,
      points: ships.reduce((sum, score) => sum + score.scored, 0),
      // Conceded: its ships count as destroyed (Tournament rules · Concession).
      shipsLeft: state.gameOver?.conceded === player.id ? 0 : state.ships.filter((ship) => ship.owner === player.id && !ship.destroyed).length,
      ships,
    };
  }) as [PlayerScore, PlayerScore];
  const [first, second] = scores;
  const ended = state.gameOver ?? undefined;
  const over = ended !== undefined || first.shipsLeft === 0 || second.shipsLeft === 0;
  let winner: PlayerId | null = null;
  if (ended?.conceded) winner = ended.conceded === first.player ? second.player : first.player;
  else if (first.shipsLeft === 0 && second.shipsLeft > 0) winner = second.player;
  else if (second.shipsLeft === 0 && first.shipsLeft > 0) winner = first.player;
  else if (first.points !== second.points) winner = first.points > second.points ? first.player : second.player;
  return {
    players: scores,
    winner,
    over,
    ...(ended ? { ended: { ...ended } } : {}),
    halfPoints: state.halfPoints,
    damageByRound: { p1: [...state.damageByRound.p1], p2: [...state.damageByRound.p2] },
    pointsKnown: state.ships.every((ship) => ship.points !== null),
  };
}
