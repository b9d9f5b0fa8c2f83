/**
 * Across games: each list's record (wins, losses, margin), each unit's damage dealt and taken over
 * the games it played, and each player's luck game by game and over all of them; filtered by game,
 * list and opponent. Pure arithmetic over game digests (game-digest.ts), which come from the logs.
 */
import { luckOfSums, luckOver, type LuckFigure, type LuckSums, type RankedRoll } from './luck';
import { playerLuckWords } from './words';
import type { DigestSide, GameDigest } from './game-digest';

export interface DigestedGame {
  id: string;
  name: string;
  /** When the game was last played (ms since the epoch): the order of "over time". */
  at: number;
  digest: GameDigest;
}

export interface AcrossGamesFilter {
  system?: 'armada' | 'xwing' | undefined;
  /** A list's key: only games where a side played it, seen from that side. */
  list?: string | undefined;
  /** An opponent's name (any case): only games against them, seen from the other side. */
  opponent?: string | undefined;
}

export interface ListRecord {
  key: string;
  label: string;
  system: 'armada' | 'xwing';
  /** The names of the players who played it. */
  players: string[];
  games: number;
  wins: number;
  losses: number;
  /** Games not finished, or tied with no winner. */
  undecided: number;
  /** Margins won less margins lost, over its decided games. */
  margin: number;
}

export interface UnitRecord {
  listKey: string;
  name: string;
  kind: 'ship' | 'squadron';
  games: number;
  dealt: number;
  taken: number;
}

export interface LuckPoint {
  gameId: string;
  gameName: string;
  at: number;
  /** Mean percentile of the player's rolls in that game (null: no roll with more than one outcome). */
  meanPercentile: number | null;
  attacks: number;
}

export interface PlayerLuck {
  player: string;
  games: LuckPoint[];
  overall: LuckFigure;
  /** The overall luck in one sentence. */
  words: string;
}

export interface AcrossGames {
  /** Games counted after the filter. */
  games: number;
  lists: ListRecord[];
  units: UnitRecord[];
  luck: PlayerLuck[];
  /** What the filters can be set to, from every game (not only the filtered ones). */
  choices: { lists: { key: string; label: string; system: 'armada' | 'xwing' }[]; opponents: string[] };
}

const folded = (name: string) => name.trim().toLocaleLowerCase();

/** The sides of a game the filter looks from (both when it names no list and no opponent). */
function sidesSeen(digest: GameDigest, filter: AcrossGamesFilter): DigestSide[] {
  let sides: DigestSide[] = [...digest.sides];
  if (filter.list !== undefined) sides = sides.filter((side) => side.list.key === filter.list);
  if (filter.opponent !== undefined && filter.opponent.trim() !== '') {
    const opponent = folded(filter.opponent);
    sides = sides.filter((side) => {
      const other = digest.sides.find((candidate) => candidate.player !== side.player);
      return other !== undefined && folded(other.name) === opponent;
    });
  }
  return sides;
}

export function acrossGames(games: readonly DigestedGame[], filter: AcrossGamesFilter = {}): AcrossGames {
  const lists = new Map<string, ListRecord>();
  const units = new Map<string, UnitRecord>();
  const luck = new Map<string, { player: string; games: LuckPoint[]; sums: LuckSums; rolls: RankedRoll[] | null }>();
  const choiceLists = new Map<string, { key: string; label: string; system: 'armada' | 'xwing' }>();
  const opponents = new Map<string, string>();
  let counted = 0;
  const ordered = [...games].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  for (const game of ordered) {
    const { digest } = game;
    for (const side of digest.sides) {
      // A list is named as its player named it last (games in the order played), else by what it fielded.
      if (!choiceLists.has(side.list.key) || side.list.named) choiceLists.set(side.list.key, { key: side.list.key, label: side.list.label, system: digest.system });
      if (!opponents.has(folded(side.name))) opponents.set(folded(side.name), side.name);
    }
    if (filter.system !== undefined && digest.system !== filter.system) continue;
    const sides = sidesSeen(digest, filter);
    if (sides.length === 0) continue;
    counted++;
    for (const side of sides) {
      const record = lists.get(side.list.key) ?? { key: side.list.key, label: side.list.label, system: digest.system, players: [], games: 0, wins: 0, losses: 0, undecided: 0, margin: 0 };
      if (side.list.named) record.label = side.list.label;
      record.games++;
      if (!record.players.includes(side.name)) record.players.push(side.name);
      if (digest.winner === null) record.undecided++;
      else if (digest.winner === side.player) {
        record.wins++;
        record.margin += digest.margin;
      } else {
        record.losses++;
        record.margin -= digest.margin;
      }
      lists.set(side.list.key, record);
      for (const unit of side.units) {
        const key = `${side.list.key}\u0000${unit.name}`;
        const row = units.get(key) ?? { listKey: side.list.key, name: unit.name, kind: unit.kind, games: 0, dealt: 0, taken: 0 };
        row.games++;
        row.dealt += unit.dealt;
        row.taken += unit.taken;
        units.set(key, row);
      }
      const player = luck.get(folded(side.name)) ?? { player: side.name, games: [], sums: { attacks: 0, deviation: 0, variance: 0 }, rolls: [] };
      // Every digest with its rolls: counted exactly; one without (made by hand), the sums' approximation.
      player.rolls = side.rolls && player.rolls ? [...player.rolls, ...side.rolls] : null;
      const figure = luckOfSums(side.luck);
      player.games.push({ gameId: game.id, gameName: game.name, at: game.at, meanPercentile: figure.meanPercentile, attacks: side.luck.attacks });
      player.sums.attacks += side.luck.attacks;
      player.sums.deviation += side.luck.deviation;
      player.sums.variance += side.luck.variance;
      luck.set(folded(side.name), player);
    }
  }
  return {
    games: counted,
    lists: [...lists.values()].sort((a, b) => b.games - a.games || b.wins - a.wins || a.label.localeCompare(b.label)),
    units: [...units.values()].sort((a, b) => b.dealt - a.dealt || a.name.localeCompare(b.name)),
    luck: [...luck.values()]
      .map((player) => {
        const overall = player.rolls ? luckOver(player.rolls) : luckOfSums(player.sums);
        return { player: player.player, games: player.games, overall, words: playerLuckWords(overall) };
      })
      .sort((a, b) => b.games.length - a.games.length || a.player.localeCompare(b.player)),
    choices: {
      lists: [...choiceLists.values()].sort((a, b) => a.label.localeCompare(b.label)),
      opponents: [...opponents.values()].sort((a, b) => a.localeCompare(b)),
    },
  };
}
