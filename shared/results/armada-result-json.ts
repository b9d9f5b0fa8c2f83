import type { GameResult, ReadResult, ResultPlayer } from './game-result';
import { isRecord, readEnd, readNotes, readNumber, readText, type Problems } from './read-parts';

// Armada's result as plain JSON (no tournament site takes one shape for Armada), versioned:
//   { format: 'sidetable-armada-result', version: 1, game: 'armada', edition, objective (the one
//     chosen, or null), round, ended, conceded?, winner (a player's id, or null), margin (of victory,
//     0–400), players: [{ id, name, score, tournamentPoints, fleet: { name?, faction?, points?, text } }],
//     notes }

export const ARMADA_RESULT_FORMAT = 'sidetable-armada-result';

export interface ArmadaResultFile {
  format: typeof ARMADA_RESULT_FORMAT;
  version: 1;
  game: 'armada';
  edition: string;
  objective: string | null;
  round: number | null;
  ended: GameResult['ended'];
  conceded?: string;
  winner: string | null;
  margin: number;
  players: { id: string; name: string; score: number; tournamentPoints: number; fleet: { name?: string; faction?: string; points?: number; text: string } }[];
  notes: string[];
}

export function toArmadaResultJson(result: GameResult): ArmadaResultFile {
  return {
    format: ARMADA_RESULT_FORMAT,
    version: 1,
    game: 'armada',
    edition: result.edition,
    objective: result.scenario,
    round: result.round,
    ended: result.ended,
    ...(result.conceded ? { conceded: result.conceded } : {}),
    winner: result.winner,
    margin: result.margin,
    players: result.players.map((player) => ({
      id: player.id,
      name: player.name,
      score: player.score,
      tournamentPoints: player.eventPoints,
      fleet: {
        ...(player.list.name ? { name: player.list.name } : {}),
        ...(player.list.faction ? { faction: player.list.faction } : {}),
        ...(player.list.points !== undefined ? { points: player.list.points } : {}),
        text: player.list.text ?? '',
      },
    })),
    notes: [...result.notes],
  };
}

const ordinal = (n: number) => ['first', 'second'][n] ?? `number ${n + 1}`;

export function fromArmadaResultJson(file: Record<string, unknown>): ReadResult {
  const problems: Problems = [];
  if (file.version !== 1) {
    const newer = typeof file.version === 'number' && file.version > 1;
    return { result: null, problems: [newer ? `This Armada result file is of a newer version (${file.version}) than this app reads: update the app to open it.` : 'This Armada result file has no version this app knows (it should be 1).'] };
  }
  const rawPlayers = Array.isArray(file.players) ? file.players : [];
  if (rawPlayers.length !== 2) problems.push(`The file has ${rawPlayers.length} player${rawPlayers.length === 1 ? '' : 's'}: a result has the game’s two players.`);
  const players: ResultPlayer[] = [];
  for (const [index, raw] of rawPlayers.slice(0, 2).entries()) {
    const who = `The ${ordinal(index)} player`;
    if (!isRecord(raw)) {
      problems.push(`${who} is not a player (a JSON object with a name, an id and a fleet).`);
      continue;
    }
    const name = readText(raw.name, `${who}’s name`, problems);
    const id = readText(raw.id, `${who}’s id`, problems);
    if (!name) problems.push(`${who} has no name: give each player a name.`);
    if (!id) problems.push(`${who}${name ? ` (${name})` : ''} has no id: give each player an id of their own.`);
    if (!name || !id) continue;
    if (players.some((player) => player.id === id)) {
      problems.push(`${who} (${name}) has the id “${id}” of another player: each player needs an id of their own.`);
      continue;
    }
    const score = readNumber(raw.score, `${name}’s score`, problems);
    if (score === undefined && raw.score === undefined) problems.push(`${name} has no score: the result needs each player’s points.`);
    const tournamentPoints = readNumber(raw.tournamentPoints, `${name}’s tournament points`, problems);
    const fleet = isRecord(raw.fleet) ? raw.fleet : {};
    if (!isRecord(raw.fleet)) problems.push(`${name} has no fleet in the file: the fleet was left out.`);
    const listName = readText(fleet.name, `${name}’s fleet name`, problems);
    const faction = readText(fleet.faction, `${name}’s faction`, problems);
    const points = readNumber(fleet.points, `${name}’s fleet points`, problems);
    const text = typeof fleet.text === 'string' ? fleet.text.slice(0, 20_000) : '';
    players.push({ id, name, score: score ?? 0, eventPoints: tournamentPoints ?? 0, list: { ...(listName ? { name: listName } : {}), ...(faction ? { faction } : {}), ...(points !== undefined ? { points } : {}), text } });
  }
  let winner: string | null = null;
  const winnerId = readText(file.winner, 'The winner', problems);
  if (winnerId !== undefined) {
    if (players.some((player) => player.id === winnerId)) winner = winnerId;
    else problems.push(`The winner’s id “${winnerId}” is no player of the file: the winner was left out.`);
  }
  if (players.length < 2) return { result: null, problems };
  const margin = readNumber(file.margin, 'The margin of victory', problems);
  const round = readNumber(file.round, 'The round the game ended in', problems);
  const conceded = readText(file.conceded, 'Who conceded', problems);
  const objective = readText(file.objective, 'The objective', problems);
  return {
    result: {
      game: 'armada',
      edition: readText(file.edition, 'The edition', problems) ?? 'armada',
      scenario: objective ?? null,
      round: round ?? null,
      ended: readEnd(file.ended, problems),
      ...(conceded && players.some((player) => player.id === conceded) ? { conceded } : {}),
      players: players as [ResultPlayer, ResultPlayer],
      winner,
      margin: margin ?? 0,
      notes: readNotes(file.notes, problems),
    },
    problems,
  };
}
