/**
 * The story of a game in numbers, computed from its log every time (never stored beside it): each
 * attack's luck, each player's luck over the game and how unusual it is, damage dealt and taken per
 * unit and per round.
 */
import type { GameSystem } from '../engine/core/game-module';
import { refuse, ok, type Result } from '../engine/core/result';
import { gameAttacks, type AttackLuck, type GameAttacks, type StoryUnit } from './attacks';
import { luckOver, type LuckFigure } from './luck';
import { attackLuckPhrase, playerLuckWords } from './words';

export interface StoryAttack extends AttackLuck {
  /** "luckier than 83 % of rolls". */
  phrase: string;
}

export interface StoryPlayer {
  id: string;
  name: string;
  luck: LuckFigure;
  /** The luck in one sentence. */
  luckWords: string;
  dealt: number;
  taken: number;
}

export interface StoryUnitFigures extends StoryUnit {
  dealt: number;
  taken: number;
  /** Index 0 = round 1. */
  dealtByRound: number[];
  takenByRound: number[];
  /** Percentile of each of its attacks, in order. */
  percentiles: number[];
}

export interface StoryRound {
  round: number;
  /** Damage dealt by each player's units in this round, by player id. */
  dealt: Record<string, number>;
  /** Mean percentile of each player's attacks in this round (null without any). */
  luck: Record<string, number | null>;
}

export interface GameStory {
  system: 'armada' | 'xwing';
  players: StoryPlayer[];
  units: StoryUnitFigures[];
  rounds: StoryRound[];
  attacks: StoryAttack[];
  withoutOdds: number;
}

/** The story from a game's log (the setup and every command after it, undo and redo included). */
export function storyOfLog(system: GameSystem, commands: readonly unknown[]): Result<GameStory> {
  const found = attacksOfLog(system, commands);
  return found.ok ? ok(storyOfAttacks(found.value)) : found;
}

/** Every attack of a game's log with its luck, a log that cannot be read refused in words. */
export function attacksOfLog(system: GameSystem, commands: readonly unknown[]): Result<GameAttacks> {
  const found = gameAttacks(system, commands);
  if (found.ok || found.error.code === 'no_story' || found.error.code === 'game_not_started') return found;
  return refuse(found.error.code, `This game’s log could not be read: ${found.error.message}`);
}

/** The story told from the attacks a walk of the log found. */
export function storyOfAttacks(found: GameAttacks): GameStory {
  const { players, units, attacks, withoutOdds, system: played } = found;
  const rounds = Math.max(found.rounds, ...attacks.map((attack) => attack.round));
  const owner = new Map(units.map((unit) => [unit.id, unit.owner]));
  const unitFigures: StoryUnitFigures[] = units.map((unit) => ({ ...unit, dealt: 0, taken: 0, dealtByRound: new Array<number>(rounds).fill(0), takenByRound: new Array<number>(rounds).fill(0), percentiles: [] }));
  const byId = new Map(unitFigures.map((unit) => [unit.id, unit]));
  const roundRows: StoryRound[] = Array.from({ length: rounds }, (_, i) => ({ round: i + 1, dealt: Object.fromEntries(players.map((player) => [player.id, 0])), luck: {} }));
  for (const attack of attacks) {
    const attacker = byId.get(attack.attacker);
    const defender = byId.get(attack.defender);
    if (attacker) {
      attacker.dealt += attack.damage;
      attacker.dealtByRound[attack.round - 1] = (attacker.dealtByRound[attack.round - 1] ?? 0) + attack.damage;
      if (attack.variance > 1e-12) attacker.percentiles.push(attack.percentile);
    }
    if (defender) {
      defender.taken += attack.damage;
      defender.takenByRound[attack.round - 1] = (defender.takenByRound[attack.round - 1] ?? 0) + attack.damage;
    }
    const row = roundRows[attack.round - 1];
    const player = owner.get(attack.attacker);
    if (row && player) row.dealt[player] = (row.dealt[player] ?? 0) + attack.damage;
  }
  for (const row of roundRows) {
    for (const player of players) {
      const inRound = attacks.filter((attack) => attack.round === row.round && owner.get(attack.attacker) === player.id);
      row.luck[player.id] = luckOver(inRound).meanPercentile;
    }
  }
  const storyPlayers: StoryPlayer[] = players.map((player) => {
    const luck = luckOver(attacks.filter((attack) => owner.get(attack.attacker) === player.id));
    const own = unitFigures.filter((unit) => unit.owner === player.id);
    return {
      ...player,
      luck,
      luckWords: playerLuckWords(luck),
      dealt: own.reduce((sum, unit) => sum + unit.dealt, 0),
      taken: own.reduce((sum, unit) => sum + unit.taken, 0),
    };
  });
  return {
    system: played,
    players: storyPlayers,
    units: unitFigures,
    rounds: roundRows,
    attacks: attacks.map((attack) => ({ ...attack, phrase: attackLuckPhrase(attack) })),
    withoutOdds,
  };
}
