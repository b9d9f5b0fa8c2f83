import type { GameResult, ReadResult, ResultList, ResultPlayer } from './game-result';
import { isRecord, readEnd, readNotes, readNumber, readText, type Problems } from './read-parts';

// ListFortress's tournament JSON (the import its maintainer describes in AlexRaubach/ListFortress
// issue #63, inherited from ListJuggler and TTT): a one-game tournament of one swiss round.
//
// Written (strict, every key spelled as the importer reads it):
//   players[]: name, id (unique in the file: 'p1', 'p2'), mov (mission points scored), score (event
//     points: 1 for the win), sos (0: one game has no schedule), rank: { swiss } (the winner 1),
//     dropped (false), list (the squad as XWS 2.0.0, a JSON object)
//   rounds[]: 'round-type' ('swiss'), 'round-number' (1), scenario (when one was played), matches[]:
//     player1, 'player1-id', player2, 'player2-id', player1points, player2points, 'winner-id' (absent
//     for a draw), winner (the winner's name, as the older importer matched by name), result ('win' | 'draw')
//   sidetable: what the site does not keep but our reader gives back: { format:
//     'sidetable-xwing-result', version: 1, edition, round, ended, conceded?, margin, notes }
// Read (tolerant): the same, the points as player1points or player1Points, numbers written as text,
// the list as an XWS object or as its JSON text, players matched by id or else by name.

export const LIST_FORTRESS_FORMAT = 'sidetable-xwing-result';

export interface ListFortressFile {
  players: {
    name: string;
    id: string;
    mov: number;
    score: number;
    sos: number;
    rank: { swiss: number };
    dropped: boolean;
    list: Record<string, unknown>;
  }[];
  rounds: {
    'round-type': 'swiss';
    'round-number': number;
    scenario?: string;
    matches: {
      player1: string;
      'player1-id': string;
      player2: string;
      'player2-id': string;
      player1points: number;
      player2points: number;
      'winner-id'?: string;
      winner?: string;
      result: 'win' | 'draw';
    }[];
  }[];
  sidetable: { format: typeof LIST_FORTRESS_FORMAT; version: 1; edition: string; round: number | null; ended: GameResult['ended']; conceded?: string; margin: number; notes: string[] };
}

/** An X-Wing game's result as ListFortress's tournament JSON (serialise with JSON.stringify). */
export function toListFortress(result: GameResult): ListFortressFile {
  const [p1, p2] = result.players;
  const winner = result.players.find((player) => player.id === result.winner);
  return {
    players: result.players.map((player) => ({
      name: player.name,
      id: player.id,
      mov: player.score,
      score: player.eventPoints,
      sos: 0,
      rank: { swiss: winner && winner.id !== player.id ? 2 : 1 },
      dropped: false,
      list: player.list.xws ?? { version: '2.0.0', faction: player.list.faction ?? 'unknown', pilots: [] },
    })),
    rounds: [
      {
        'round-type': 'swiss',
        'round-number': 1,
        ...(result.scenario ? { scenario: result.scenario } : {}),
        matches: [
          {
            player1: p1.name,
            'player1-id': p1.id,
            player2: p2.name,
            'player2-id': p2.id,
            player1points: p1.score,
            player2points: p2.score,
            ...(winner ? { 'winner-id': winner.id, winner: winner.name } : {}),
            result: winner ? 'win' : 'draw',
          },
        ],
      },
    ],
    sidetable: {
      format: LIST_FORTRESS_FORMAT,
      version: 1,
      edition: result.edition,
      round: result.round,
      ended: result.ended,
      ...(result.conceded ? { conceded: result.conceded } : {}),
      margin: result.margin,
      notes: [...result.notes],
    },
  };
}

/** The squad a player's `list` holds: an XWS object, or its JSON text. */
function readList(value: unknown, who: string, problems: Problems): ResultList {
  let xws: unknown = value;
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      xws = JSON.parse(value);
    } catch {
      problems.push(`${who}: the list is not an XWS squad (it is text that is not JSON): it was left out.`);
      return {};
    }
  }
  if (!isRecord(xws)) {
    problems.push(`${who}: the list is not an XWS squad (a JSON object with a faction and its pilots): it was left out.`);
    return {};
  }
  const name = readText(xws.name, `${who}: the list’s name`, problems);
  const faction = typeof xws.faction === 'string' && xws.faction !== 'unknown' ? xws.faction : undefined;
  const points = readNumber(xws.points, `${who}: the list’s points`, problems);
  if (!Array.isArray(xws.pilots)) problems.push(`${who}: the list names no pilots (an XWS squad lists them under “pilots”).`);
  return { ...(name ? { name } : {}), ...(faction ? { faction } : {}), ...(points !== undefined ? { points } : {}), xws: xws as Record<string, unknown> };
}

const ordinal = (n: number) => ['first', 'second', 'third'][n] ?? `number ${n + 1}`;

/** Reads a ListFortress tournament JSON back as the result of its first match (ours, or a site's). */
export function fromListFortress(file: Record<string, unknown>): ReadResult {
  const problems: Problems = [];
  const rawPlayers = Array.isArray(file.players) ? file.players : [];
  if (rawPlayers.length < 2) problems.push(`The file has ${rawPlayers.length === 0 ? 'no players' : 'one player only'}: a result needs both players of the game.`);
  const players: ResultPlayer[] = [];
  // A site's file holds the whole tournament: every player is read, the first match says which two played.
  for (const [index, raw] of rawPlayers.slice(0, 500).entries()) {
    const who = `The ${ordinal(index)} player`;
    if (!isRecord(raw)) {
      problems.push(`${who} is not a player (a JSON object with a name and an id).`);
      continue;
    }
    const name = readText(raw.name, `${who}’s name`, problems);
    const id = readText(raw.id, `${who}’s id`, problems) ?? name;
    if (!name) problems.push(`${who} has no name: give each player a name.`);
    if (!name || !id) continue;
    if (players.some((player) => player.id === id)) {
      problems.push(`${who} (${name}) has the id “${id}” of another player: each player needs an id of their own.`);
      continue;
    }
    const score = readNumber(raw.mov, `${name}’s mission points`, problems);
    const eventPoints = readNumber(raw.score, `${name}’s event points`, problems);
    players.push({ id, name, score: score ?? 0, eventPoints: eventPoints ?? 0, list: readList(raw.list, name, problems) });
  }
  const round = Array.isArray(file.rounds) && isRecord(file.rounds[0]) ? file.rounds[0] : undefined;
  const match = round && Array.isArray(round.matches) && isRecord(round.matches[0]) ? round.matches[0] : undefined;
  if (!match) problems.push('The file has no match in its first round: the score and the winner come from it.');
  const scenario = round ? readText(round.scenario, 'The scenario', problems) : undefined;
  let winner: string | null = null;
  let played: [ResultPlayer, ResultPlayer] | null = players.length === 2 ? [players[0]!, players[1]!] : null;
  if (match && players.length >= 2) {
    const byIdOrName = (idKey: string, nameKey: string) => {
      const id = readText(match[idKey], `The match’s ${idKey}`, problems);
      const name = readText(match[nameKey], `The match’s ${nameKey}`, problems);
      return players.find((player) => (id !== undefined ? player.id === id : player.name === name));
    };
    const first = byIdOrName('player1-id', 'player1');
    const second = byIdOrName('player2-id', 'player2');
    if (!first || !second || first === second) problems.push('The match does not name both players of the file (player1 and player2, by id or by name).');
    else played = [first, second];
    const points1 = readNumber(match.player1points ?? match.player1Points, `${first?.name ?? 'Player 1'}’s points in the match`, problems);
    const points2 = readNumber(match.player2points ?? match.player2Points, `${second?.name ?? 'Player 2'}’s points in the match`, problems);
    if (first && points1 !== undefined) first.score = points1;
    if (second && points2 !== undefined) second.score = points2;
    const winnerId = readText(match['winner-id'], 'The winner’s id', problems);
    const winnerName = readText(match.winner, 'The winner’s name', problems);
    if (winnerId !== undefined) {
      const found = played?.find((player) => player.id === winnerId);
      if (found) winner = found.id;
      else problems.push(`The winner’s id “${winnerId}” is no player of the match: the winner was left out.`);
    } else if (winnerName !== undefined) {
      const found = played?.find((player) => player.name === winnerName);
      if (found) winner = found.id;
      else problems.push(`The winner “${winnerName}” is no player of the file: the winner was left out.`);
    } else if (first && second && first.score !== second.score) winner = first.score > second.score ? first.id : second.id;
  }
  const extra = isRecord(file.sidetable) ? file.sidetable : {};
  if (!played || !match) return { result: null, problems };
  const [p1, p2] = played;
  const margin = readNumber(extra.margin, 'The margin', problems) ?? (winner ? Math.abs(p1.score - p2.score) : 0);
  const roundPlayed = readNumber(extra.round, 'The round the game ended in', problems);
  const conceded = readText(extra.conceded, 'Who conceded', problems);
  const edition = readText(extra.edition, 'The edition', problems) ?? ([p1, p2].map((player) => (player.list.xws?.vendor as { sidetable?: { edition?: unknown } } | undefined)?.sidetable?.edition).find((value) => typeof value === 'string') as string | undefined) ?? 'xwing';
  return {
    result: {
      game: 'xwing',
      edition,
      scenario: scenario ?? null,
      round: roundPlayed ?? null,
      ended: readEnd(extra.ended, problems),
      ...(conceded && played.some((player) => player.id === conceded) ? { conceded } : {}),
      players: [p1, p2],
      winner,
      margin,
      notes: readNotes(extra.notes, problems),
    },
    problems,
  };
}
