// Issue 36 item 5 · a finished game's result, in neutral words: both players' lists, the scenario,
// the score, the winner and the margin. Each game has its reader of the state (xwing-result.ts,
// armada-result.ts) and each file its writer and reader (list-fortress.ts, armada-result-json.ts);
// read-result-file.ts tells which a file is.

export type ResultGame = 'xwing' | 'armada';

/** How the game ended: a side had nothing left, the last round was played, a concession, time called. */
export type ResultEnd = 'destroyed' | 'lastRound' | 'concession' | 'timeCalled' | 'missionPoints';

export interface ResultList {
  /** The name the player gave the list, when the game came from one. */
  name?: string;
  faction?: string;
  /** The points fielded (ships with their upgrades), when the list priced them. */
  points?: number;
  /** X-Wing: the squad as XWS 2.0.0 (a JSON object). */
  xws?: Record<string, unknown>;
  /** Armada: the fleet as plain text, one unit a line with its upgrades. */
  text?: string;
}

export interface ResultPlayer {
  /** Unique in the file ('p1', 'p2' in ours). */
  id: string;
  name: string;
  /** Points scored in the game (X-Wing: mission points; Armada: the score with objective and victory tokens). */
  score: number;
  /** The tournament's points for this game (X-Wing: event points, a win is 1; Armada: the 10–1 table by margin). */
  eventPoints: number;
  list: ResultList;
}

export interface GameResult {
  game: ResultGame;
  /** The edition played: 'xwing-2.0', 'xwing-2.5', 'armada'. */
  edition: string;
  /** The scenario (X-Wing 2.5) or the objective chosen (Armada); null when none was played. */
  scenario: string | null;
  /** The round the game ended in; null when the file does not say (a tournament site's own file). */
  round: number | null;
  /** How it ended; null when the file does not say. */
  ended: ResultEnd | null;
  /** The player who conceded, when one did. */
  conceded?: string;
  players: [ResultPlayer, ResultPlayer];
  /** The winner's id; null for a draw. */
  winner: string | null;
  /** The winner's score less the loser's (Armada: capped at 400 as its tournament rules count it); 0 for a draw. */
  margin: number;
  /** What could not be named or known, in words (a card set up without its data id, points not priced). */
  notes: string[];
}

/** A player's result file, read: what was understood, and what could not be read, item by item. */
export interface ReadResult {
  result: GameResult | null;
  problems: string[];
}

export const gameWords: Record<ResultGame, string> = { xwing: 'Star Wars: X-Wing', armada: 'Star Wars: Armada' };

export const endWords: Record<ResultEnd, string> = {
  destroyed: 'a side had no ship left',
  lastRound: 'the last round was played',
  concession: 'a player conceded',
  timeCalled: 'time was called',
  missionPoints: 'a player reached 20 mission points',
};
