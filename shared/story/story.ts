/**
 * The story of a game in numbers, computed from its log every time (never stored beside it): each
 * attack's luck, each player's luck over the game and how unusual it is, damage dealt and taken per
 * unit and per round.
 */
import type { GameSystem } from '../engine/core/game-module';
import { refuse, ok, type Result } from '../engine/core/result';
import { gameAttacks, type AttackLuck, type DiceRoll, type GameAttacks, type StoryUnit } from './attacks';
import { luckOfSums, luckOver, luckSums, meanPercentileOf, type LuckFigure } from './luck';
import { attackLuckPhrase, playerLuckWords } from './words';

export interface StoryAttack extends AttackLuck {
  /** The luck of its dice in words: "a roll this good or better comes 1 time in 6". */
  phrase: string;
}

export interface StoryPlayer {
  id: string;
  name: string;
  luck: LuckFigure;
  /** The luck in one sentence. */
  luckWords: string;
  dealt: number;
  /** Every damage their units suffered, in attacks and outside them. */
  taken: number;
  /** Of that, what came outside attacks (bombs, obstacles, collisions, cards, taps on the table). */
  takenOutside: number;
}

export interface StoryUnitFigures extends StoryUnit {
  dealt: number;
  /** In attacks and outside them. */
  taken: number;
  /** Of that, outside attacks. */
  takenOutside: number;
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
  /** Mean percentile of each player's rolls in this round, attack and defense dice (null without any). */
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
export function attacksOfLog(system: GameSystem, commands: readonly unknown[], options: { odds?: boolean } = {}): Result<GameAttacks> {
  const found = gameAttacks(system, commands, options);
  if (found.ok || found.error.code === 'no_story' || found.error.code === 'game_not_started') return found;
  return refuse(found.error.code, `This game’s log could not be read: ${found.error.message}`);
}

/** The story told from the attacks a walk of the log found (`tails: false`: each player's luck without its exact tail, for sums kept across games). */
export function storyOfAttacks(found: GameAttacks, options: { tails?: boolean } = {}): GameStory {
  const { players, units, attacks, withoutOdds, system: played } = found;
  const rounds = Math.max(found.rounds, ...attacks.map((attack) => attack.round));
  const owner = new Map(units.map((unit) => [unit.id, unit.owner]));
  const unitFigures: StoryUnitFigures[] = units.map((unit) => ({ ...unit, dealt: 0, taken: 0, takenOutside: 0, dealtByRound: new Array<number>(rounds).fill(0), takenByRound: new Array<number>(rounds).fill(0), percentiles: [] }));
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
  for (const hurt of found.outside) {
    const unit = byId.get(hurt.unit);
    if (!unit) continue;
    unit.taken += hurt.damage;
    unit.takenOutside += hurt.damage;
    unit.takenByRound[hurt.round - 1] = (unit.takenByRound[hurt.round - 1] ?? 0) + hurt.damage;
  }
  // Each player's own dice: the attack dice of their attacks and (X-Wing) the defense dice of their defenses, by round.
  const byRound = new Map<number, DiceRoll[]>();
  for (const attack of attacks) {
    const list = byRound.get(attack.round) ?? [];
    if (attack.attack) list.push(attack.attack);
    if (attack.defense) list.push(attack.defense);
    byRound.set(attack.round, list);
  }
  const rollsOf = (player: string, round?: number): DiceRoll[] =>
    (round === undefined ? [...byRound.values()].flat() : (byRound.get(round) ?? [])).filter((roll) => roll.owner === player);
  for (const row of roundRows) {
    for (const player of players) row.luck[player.id] = meanPercentileOf(rollsOf(player.id, row.round));
  }
  const storyPlayers: StoryPlayer[] = players.map((player) => {
    const rolls = rollsOf(player.id);
    const luck = options.tails === false ? luckOfSums(luckSums(rolls)) : luckOver(rolls);
    const own = unitFigures.filter((unit) => unit.owner === player.id);
    return {
      ...player,
      luck,
      luckWords: playerLuckWords(luck),
      dealt: own.reduce((sum, unit) => sum + unit.dealt, 0),
      taken: own.reduce((sum, unit) => sum + unit.taken, 0),
      takenOutside: own.reduce((sum, unit) => sum + unit.takenOutside, 0),
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
