/**
 * One finished (or unfinished) game boiled down to what the across-games view adds up: who played
 * which list, who won and by how much, each unit's damage dealt and taken, and each player's luck
 * as sums that add across games. Computed from the log (the story and the final state); the host may
 * keep it as a cache keyed by the log's length and the engine, never as a truth of its own.
 */
import type { GameSystem } from '../engine/core/game-module';
import { refuse, ok, type Result } from '../engine/core/result';
import type { ArmadaState } from '../engine/games/armada/model/state';
import { gameSummary } from '../engine/games/armada/scoring/game-summary';
import type { XwingState } from '../engine/games/xwing/model/state';
import { gameScore } from '../engine/games/xwing/scoring/score';
import { luckSums, type LuckSums, type RankedRoll } from './luck';
import { attacksOfLog, storyOfAttacks } from './story';

/** Bump when what a digest holds, or how it is computed, changes: older cached digests are then recomputed. */
// 2: X-Wing luck in games set up with rules 3 counts the evade token as the engine applies it (a blank or focus changed, not an evade added).
// 3: issue 38: luck is each player's own dice (attack dice, X-Wing defense dice) against the same capped quantity; damage outside attacks counted as taken.
export const GAME_DIGEST_VERSION = 3;

/** A list as played: its key is what it fielded (units and upgrades, in any order), so the same list in two games has one key. */
export interface PlayedList {
  key: string;
  /** In the player's words: the name they gave the list, else the first units by name, then how many more. */
  label: string;
  /** The label is the name the player gave it (it wins over a label made of units). */
  named?: true;
}

export interface DigestUnit {
  /** The card's name, without the ID number (the same unit across games). */
  name: string;
  kind: 'ship' | 'squadron';
  dealt: number;
  taken: number;
}

export interface DigestSide {
  player: 'p1' | 'p2';
  name: string;
  list: PlayedList;
  score: number;
  units: DigestUnit[];
  luck: LuckSums;
  /** Issue 38 · the player's own rolls in the game (distribution and value), so luck across games is counted exactly; absent in digests made by hand. */
  rolls?: RankedRoll[];
}

export interface GameDigest {
  version: number;
  system: 'armada' | 'xwing';
  over: boolean;
  rounds: number;
  /** Null while the game is unfinished, or on a tie nobody wins. */
  winner: 'p1' | 'p2' | null;
  /** The winner's score less the loser's (0 without a winner). */
  margin: number;
  sides: [DigestSide, DigestSide];
}

interface RosterUnit {
  name: string;
  upgrades?: readonly { name: string }[] | undefined;
}

/**
 * The list a roster fielded: the same units and upgrades give the same key, whatever their order or the player's name;
 * its label is the name the player gave the list (issue 38), else its first units.
 */
export function playedList(system: 'armada' | 'xwing', units: readonly RosterUnit[], named?: string): PlayedList {
  const entries = units.map((unit) => [unit.name, ...(unit.upgrades ?? []).map((upgrade) => upgrade.name).sort()].join(' + ')).sort();
  const names = units.map((unit) => unit.name);
  const distinct = [...new Set(names)];
  const shown = distinct.slice(0, 3).map((name) => {
    const count = names.filter((other) => other === name).length;
    return count > 1 ? `${count} × ${name}` : name;
  });
  const more = names.length - distinct.slice(0, 3).reduce((sum, name) => sum + names.filter((other) => other === name).length, 0);
  const contents = more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
  const name = named?.trim();
  return name ? { key: `${system}:${entries.join(' | ')}`, label: name, named: true } : { key: `${system}:${entries.join(' | ')}`, label: contents };
}

interface Ended {
  over: boolean;
  winner: 'p1' | 'p2' | null;
  margin: number;
  scores: Record<'p1' | 'p2', number>;
  rounds: number;
  rosters: Record<'p1' | 'p2', RosterUnit[]>;
  /** Unit id → card name without the ID number. */
  names: Map<string, { name: string; kind: 'ship' | 'squadron' }>;
}

function armadaEnd(state: ArmadaState): Ended {
  const summary = gameSummary(state);
  const score = (player: 'p1' | 'p2') => summary.scores.find((row) => row.player === player)?.total ?? 0;
  const names = new Map<string, { name: string; kind: 'ship' | 'squadron' }>();
  for (const ship of state.ships) names.set(ship.id, { name: ship.name, kind: 'ship' });
  for (const squadron of state.squadrons) names.set(squadron.id, { name: squadron.name, kind: 'squadron' });
  const roster = (player: 'p1' | 'p2') => [...state.ships, ...state.squadrons].filter((unit) => unit.owner === player).map((unit) => ({ name: unit.name, upgrades: 'upgrades' in unit ? unit.upgrades : undefined }));
  return {
    over: summary.over,
    winner: summary.over ? summary.winner : null,
    margin: summary.over && summary.winner ? summary.margin : 0,
    scores: { p1: score('p1'), p2: score('p2') },
    rounds: summary.round,
    rosters: { p1: roster('p1'), p2: roster('p2') },
    names,
  };
}

function xwingEnd(state: XwingState): Ended {
  const score = gameScore(state);
  const points = (player: 'p1' | 'p2') => score.players.find((row) => row.player === player)?.points ?? 0;
  const names = new Map<string, { name: string; kind: 'ship' | 'squadron' }>();
  for (const ship of state.ships) names.set(ship.id, { name: ship.name, kind: 'ship' });
  const roster = (player: 'p1' | 'p2') => state.ships.filter((ship) => ship.owner === player).map((ship) => ({ name: ship.name, upgrades: ship.upgrades }));
  const winner = score.over ? score.winner : null;
  return {
    over: score.over,
    winner,
    margin: winner ? Math.abs(points('p1') - points('p2')) : 0,
    scores: { p1: points('p1'), p2: points('p2') },
    rounds: state.round,
    rosters: { p1: roster('p1'), p2: roster('p2') },
    names,
  };
}

/** The digest of a game from its log (the setup and every command after it, undo and redo included). */
export function gameDigest(system: GameSystem, commands: readonly unknown[]): Result<GameDigest> {
  if (system !== 'armada' && system !== 'xwing') return refuse('no_story', 'Only Armada and X-Wing games are counted across games: the solo game has no opponent.');
  // One walk of the log gives both the attacks and the state the game stands at.
  const found = attacksOfLog(system, commands, { odds: false });
  if (!found.ok) return found;
  const state = found.value.final;
  if (state.system !== 'armada' && state.system !== 'xwing') return refuse('game_not_started', 'This game has not been set up yet.');
  const story = storyOfAttacks(found.value, { tails: false });
  const end = state.system === 'armada' ? armadaEnd(state) : xwingEnd(state);
  const side = (player: 'p1' | 'p2'): DigestSide => {
    const units = new Map<string, DigestUnit>();
    for (const figures of story.units) {
      if (figures.owner !== player) continue;
      const known = end.names.get(figures.id) ?? { name: figures.name, kind: figures.kind };
      const unit = units.get(known.name) ?? { name: known.name, kind: known.kind, dealt: 0, taken: 0 };
      unit.dealt += figures.dealt;
      unit.taken += figures.taken;
      units.set(known.name, unit);
    }
    const own = story.attacks.flatMap((attack) => [attack.attack, attack.defense]).filter((roll): roll is NonNullable<typeof roll> => roll !== null && roll.owner === player);
    const luck = luckSums(own);
    return {
      player,
      name: state.players.find((candidate) => candidate.id === player)?.name ?? player,
      list: playedList(state.system, end.rosters[player], state.players.find((candidate) => candidate.id === player)?.list),
      score: end.scores[player],
      units: [...units.values()],
      luck,
      rolls: own.map((roll) => ({ distribution: roll.distribution, value: roll.value })),
    };
  };
  return ok({ version: GAME_DIGEST_VERSION, system: state.system, over: end.over, rounds: end.rounds, winner: end.winner, margin: end.margin, sides: [side('p1'), side('p2')] });
}
