/**
 * Every attack of a game, read from its log: the exact distribution of the damage before the roll
 * (shared/odds, through odds-request.ts, from the state as it was at that moment: the defender's
 * tokens, shields and hull then), the damage the attack actually dealt, and the luck of each
 * player's own dice in it (dice-luck.ts): the attack dice for the attacker, and in X-Wing the
 * defense dice for the defender. Damage suffered outside attacks (bombs, obstacles, collisions,
 * cards, a tap on the table) is kept beside them, never as luck.
 */
import type { GameSystem } from '../engine/core/game-module';
import { walkLog, type GameState, type ModuleEvent } from '../engine/session';
import type { ArmadaEvent } from '../engine/games/armada/model/events';
import type { ArmadaState } from '../engine/games/armada/model/state';
import { unitName } from '../engine/games/armada/units/unit-name';
import { reinforceSideAgainst } from '../engine/games/xwing/attack/reinforce';
import type { XwingEvent } from '../engine/games/xwing/model/events';
import type { XwingState } from '../engine/games/xwing/model/state';
import { shipName } from '../engine/games/xwing/ships/ships';
import { ok, refuse, type Result } from '../engine/core/result';
import { armadaGameOddsInput, xwingGameOddsInput } from '../odds/odds-request';
import { armadaOddsProblem } from '../odds/armada-odds';
import { xwingOddsProblem, type XwingOddsInput } from '../odds/xwing-odds';
import { armadaAttackRoll, armadaOddsMemo, rollOf, xwingAttackRoll, xwingDefenseRoll, xwingOddsMemo, type DiceRoll, type OddsMemo } from './dice-luck';
import { percentileOf, rankVariance } from './luck';

export type { DiceRoll } from './dice-luck';

export interface StoryUnit {
  id: string;
  name: string;
  /** The player who owns it ('p1', 'p2'). */
  owner: string;
  kind: 'ship' | 'squadron';
}

/** One attack: where its damage fell among the damage its dice could have dealt. */
export interface AttackLuck {
  /** Position in the game's log (0 = setup) of the command that rolled the attack dice. */
  rolledAt: number;
  /** Position of the command that dealt its damage (or found it missed): the attack's history entry. */
  resolvedAt: number;
  round: number;
  attacker: string;
  defender: string;
  /** P(damage = i) before the roll, with the defender's tokens as they were (what the odds line showed); null when not asked for or not covered. */
  distribution: number[] | null;
  expected: number | null;
  /** Everything the defender suffered in the attack (its dice and its cards' damage). */
  damage: number;
  /** The attacker's dice: what they decided against what they could have (dice-luck.ts). */
  attack: DiceRoll | null;
  /** X-Wing: the defender's dice (the evades that counted); null in Armada or with nothing to cancel. */
  defense: DiceRoll | null;
  /** The attacker's roll's percentile (0–100: share below plus half the share equal; average = 50), 50 without a roll. */
  percentile: number;
  /** Variance of that rank under fair dice (0 when only one outcome could happen). */
  variance: number;
}

/** Damage a unit suffered outside any attack (a bomb, an obstacle, a collision, a card, a tap on the table). */
export interface OutsideDamage {
  unit: string;
  round: number;
  damage: number;
  at: number;
}

export interface GameAttacks {
  system: 'armada' | 'xwing';
  players: { id: string; name: string }[];
  units: StoryUnit[];
  rounds: number;
  attacks: AttackLuck[];
  /** Damage suffered outside attacks, in the order it came. */
  outside: OutsideDamage[];
  /** Attacks whose expected damage the odds could not give (outside what they cover): told all the same, luck included. */
  withoutOdds: number;
  /** The state the walk ends on: the game as it stands (for its result), not for the renderer. */
  final: GameState;
}

interface Pending {
  rolledAt: number;
  round: number;
  attacker: string;
  defender: string;
  distribution: number[] | null;
  expected: number;
  damage: number;
  /** X-Wing, reinforce not yet known at the roll: the odds' reading then (no reinforce) and the defender's reinforce tokens, to count once the side is known. */
  deferred?: { input: XwingOddsInput; reinforce: { fore: number; aft: number } };
  /** The attacker's roll: its distribution (capped), then its value once the dice are final. */
  attackRoll: { distribution: number[]; cap: number; value: number | null } | null;
  /** X-Wing: the defender's roll (its distribution against the hits it had to cancel), then its value. */
  defenseRoll: { distribution: number[]; cap: number; value: number | null } | null;
}

/**
 * The positions in the log of the commands in effect, oldest first, setup left out: undo and redo
 * folded the way the session folds them (the history panel's timeline does the same).
 */
export function commandsInEffect(commands: readonly unknown[]): number[] {
  const done: number[] = [];
  let undone: number[] = [];
  let setUp = false;
  commands.forEach((command, index) => {
    const type = typeof command === 'object' && command !== null ? (command as { type?: unknown }).type : undefined;
    if (type === 'undo') {
      const last = done.pop();
      if (last !== undefined) undone.push(last);
    } else if (type === 'redo') {
      const next = undone.pop();
      if (next !== undefined) done.push(next);
    } else if (!setUp && type === 'setup') {
      setUp = true;
    } else {
      done.push(index);
      undone = [];
    }
  });
  return done;
}

/** The exact damage distribution of the attack under way, before its roll: odds-request.ts's own reading of the state (the same situation computed once per walk). */
function distributionOf(state: GameState, reinforceSide: 'fore' | 'aft' | null, memo: OddsMemo): { distribution: number[]; expected: number } | null {
  if (state.system === 'armada') {
    const attack = state.attacks.at(-1);
    if (!attack) return null;
    const input = armadaGameOddsInput(state, {
      system: 'armada',
      gameId: 'story',
      attacker: attack.attacker.id,
      defender: attack.defender.id,
      ...(attack.defender.kind === 'ship' ? { defendingZone: attack.defender.hullZone } : {}),
      range: attack.range,
      followAttack: true,
    });
    if (!input.ok || armadaOddsProblem(input.value)) return null;
    const odds = armadaOddsMemo(memo, input.value);
    return { distribution: odds.damage, expected: odds.expectedDamage };
  }
  if (state.system === 'xwing') {
    const attack = state.attack;
    if (!attack) return null;
    const read = xwingGameOddsInput(state, { system: 'xwing', gameId: 'story', attacker: attack.attacker, defender: attack.defender, range: attack.range, followAttack: true, reinforceSide });
    if (!read.ok || xwingOddsProblem(read.value.input)) return null;
    const odds = xwingOddsMemo(memo, read.value.input);
    return { distribution: odds.damage, expected: odds.expectedDamage };
  }
  return null;
}

/** The damage an Armada command's events made the defender suffer: shields, squadron hull, cards. */
function armadaDamage(events: readonly ArmadaEvent[], defender: string): number {
  let damage = 0;
  for (const event of events) {
    if ((event.type === 'shieldsLost' && event.ship.id === defender) || (event.type === 'squadronDamaged' && event.squadron.id === defender)) damage += event.amount;
    if (event.type === 'damageCardDealt' && event.ship.id === defender) damage += 1;
  }
  return damage;
}

/** The damage each unit suffered in an Armada command's events (outside an attack). */
function armadaDamageByUnit(events: readonly ArmadaEvent[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const event of events) {
    const add = (id: string, amount: number) => out.set(id, (out.get(id) ?? 0) + amount);
    if (event.type === 'shieldsLost') add(event.ship.id, event.amount);
    if (event.type === 'squadronDamaged') add(event.squadron.id, event.amount);
    if (event.type === 'damageCardDealt') add(event.ship.id, 1);
  }
  return out;
}

/** The damage each ship suffered in an X-Wing command's events (outside an attack: a bomb, an obstacle, a card). */
function xwingDamageByUnit(events: readonly XwingEvent[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'shieldsLost') out.set(event.ship.id, (out.get(event.ship.id) ?? 0) + event.amount);
    if (event.type === 'damageCardDealt') out.set(event.ship.id, (out.get(event.ship.id) ?? 0) + 1);
  }
  return out;
}

/** The damage an X-Wing command's events made the defender suffer: shields lost and cards dealt. */
function xwingDamage(events: readonly XwingEvent[], defender: string): number {
  let damage = 0;
  for (const event of events) {
    if (event.type === 'shieldsLost' && event.ship.id === defender) damage += event.amount;
    if (event.type === 'damageCardDealt' && event.ship.id === defender) damage += 1;
  }
  return damage;
}

function unitsOf(state: GameState): StoryUnit[] {
  if (state.system === 'armada') {
    return [
      ...state.ships.map((ship) => ({ id: ship.id, name: unitName(ship), owner: ship.owner, kind: 'ship' as const })),
      ...state.squadrons.map((squadron) => ({ id: squadron.id, name: unitName(squadron), owner: squadron.owner, kind: 'squadron' as const })),
    ];
  }
  if (state.system === 'xwing') return state.ships.map((ship) => ({ id: ship.id, name: shipName(ship), owner: ship.owner, kind: 'ship' as const }));
  return [];
}

/**
 * Every attack in the game's past as it stands (what was undone left out), with its luck, from the
 * game's log (the setup and every command after it, undo and redo included).
 */
export function gameAttacks(system: GameSystem, commands: readonly unknown[], options: { odds?: boolean } = {}): Result<GameAttacks> {
  // The expected damage of each attack (the odds line's) is for the story told; the across-games digest needs only the dice.
  const withOdds = options.odds !== false;
  if (system !== 'armada' && system !== 'xwing') return refuse('no_story', 'The story in numbers is told for Armada and X-Wing games: the solo game has no opponent to be luckier than.');
  const positions = commandsInEffect(commands);
  const setupAt = commands.findIndex((command) => typeof command === 'object' && command !== null && (command as { type?: unknown }).type === 'setup');
  if (setupAt < 0) return refuse('game_not_started', 'This game has not been set up yet: it has no story to tell.');
  const attacks: AttackLuck[] = [];
  const outside: OutsideDamage[] = [];
  const memo: OddsMemo = new Map();
  let withoutOdds = 0;
  const stack: Pending[] = [];
  let step = -1;
  let at = -1;
  let round = 1;
  let rounds = 1;
  let units: StoryUnit[] = [];
  let players: { id: string; name: string }[] = [];
  const finish = (pending: Pending, resolvedAt: number) => {
    if (!pending.distribution && pending.deferred) settleReinforce(pending, null);
    if (withOdds && !pending.distribution) withoutOdds++;
    const owner = (id: string) => units.find((unit) => unit.id === id)?.owner ?? '';
    const attack = pending.attackRoll && pending.attackRoll.value !== null ? rollOf('attacker', pending.attacker, owner(pending.attacker), pending.attackRoll.distribution, pending.attackRoll.value, pending.attackRoll.cap) : null;
    const defense = pending.defenseRoll && pending.defenseRoll.value !== null ? rollOf('defender', pending.defender, owner(pending.defender), pending.defenseRoll.distribution, pending.defenseRoll.value, pending.defenseRoll.cap) : null;
    attacks.push({
      rolledAt: pending.rolledAt,
      resolvedAt,
      round: pending.round,
      attacker: pending.attacker,
      defender: pending.defender,
      distribution: pending.distribution,
      expected: pending.distribution ? pending.expected : null,
      damage: pending.damage,
      attack,
      defense,
      percentile: attack ? percentileOf(attack.distribution, attack.value) : 50,
      variance: attack ? rankVariance(attack.distribution) : 0,
    });
  };
  /** Before each command: where it sits in the log, the round, and at a roll the odds of that moment. */
  const before = (state: GameState, command: { type: string }, inRound: number) => {
    at = positions[++step] ?? -1;
    round = inRound;
    rounds = Math.max(rounds, inRound);
    if (units.length === 0) {
      units = unitsOf(state);
      players = (state as ArmadaState | XwingState).players.map((player) => ({ id: player.id, name: player.name }));
    }
    if (command.type !== 'rollAttackDice') return;
    if (state.system === 'armada') {
      const attack = state.attacks.at(-1);
      if (!attack || attack.step !== 'rollAttackDice') return;
      const odds = withOdds ? distributionOf(state, null, memo) : null;
      stack.push({
        rolledAt: at,
        round,
        attacker: attack.attacker.id,
        defender: attack.defender.id,
        distribution: odds?.distribution ?? null,
        expected: odds?.expected ?? 0,
        damage: 0,
        attackRoll: null,
        defenseRoll: null,
      });
    } else if (state.system === 'xwing') {
      const attack = state.attack;
      if (!attack || attack.step !== 'rollAttackDice') return;
      const defender = state.ships.find((ship) => ship.id === attack.defender);
      const side = reinforceSideAgainst(attack);
      const reinforce = defender ? defender.tokens.reinforce.fore + defender.tokens.reinforce.aft : 0;
      const pending: Pending = { rolledAt: at, round, attacker: attack.attacker, defender: attack.defender, distribution: null, expected: 0, damage: 0, attackRoll: null, defenseRoll: null };
      // Reinforce counts only from the side the attacker turns out to be on: counted once it is known.
      const read = withOdds && reinforce > 0 && !side.known && defender ? xwingGameOddsInput(state, { system: 'xwing', gameId: 'story', attacker: attack.attacker, defender: attack.defender, range: attack.range, followAttack: true, reinforceSide: null }) : null;
      if (read?.ok && defender) pending.deferred = { input: read.value.input, reinforce: { ...defender.tokens.reinforce } };
      else if (withOdds && !read) {
        const odds = distributionOf(state, side.known ? side.side : null, memo);
        if (odds) {
          pending.distribution = odds.distribution;
          pending.expected = odds.expected;
        }
      }
      stack.length = 0;
      stack.push(pending);
    }
  };
  /** The attack's distribution once the side its reinforce faces is known (null: none counts). */
  const settleReinforce = (pending: Pending, side: 'fore' | 'aft' | null) => {
    if (!pending.deferred) return;
    const input = { ...pending.deferred.input, reinforce: side ? pending.deferred.reinforce[side] : 0 };
    delete pending.deferred;
    if (xwingOddsProblem(input)) return;
    const odds = xwingOddsMemo(memo, input);
    pending.distribution = odds.damage;
    pending.expected = odds.expectedDamage;
  };
  /** After each command: the damage it dealt to the defender of the attack under way, and the attack's end. */
  const after = (state: GameState, command: { type: string }, events: readonly ModuleEvent[]) => {
    if (state.system === 'armada') {
      const armadaEvents = events as readonly ArmadaEvent[];
      const top = stack.at(-1);
      if (!top) {
        for (const [unit, damage] of armadaDamageByUnit(armadaEvents)) outside.push({ unit, round, damage, at });
        return;
      }
      // The attacker's dice as they fell (what the pool becomes after is the players' choices).
      if (command.type === 'rollAttackDice' && !top.attackRoll) top.attackRoll = armadaAttackRoll(state);
      if (!armadaEvents.some((event) => event.type === 'damageTotaled')) return;
      const pending = stack.pop();
      if (!pending) return;
      pending.damage = armadaDamage(armadaEvents, pending.defender);
      finish(pending, at);
      return;
    }
    const pending = stack[0];
    if (state.system !== 'xwing') return;
    const xwingEvents = events as readonly XwingEvent[];
    if (!pending) {
      for (const [unit, damage] of xwingDamageByUnit(xwingEvents)) outside.push({ unit, round, damage, at });
      return;
    }
    pending.damage += xwingDamage(xwingEvents, pending.defender);
    // Each side's dice as they fell: the attack dice at their roll, the defense dice at theirs (the attack dice then final).
    for (const event of xwingEvents) {
      if (event.type === 'attackDiceRolled' && !pending.attackRoll) pending.attackRoll = xwingAttackRoll(state, event.faces);
      if (event.type === 'defenseDiceRolled' && !pending.defenseRoll) pending.defenseRoll = xwingDefenseRoll(state, event.faces);
    }
    // The attacker's side for reinforce is known once it is located.
    if (pending.deferred && state.attack) {
      const side = reinforceSideAgainst(state.attack);
      if (side.known) settleReinforce(pending, side.side);
    }
    if (!xwingEvents.some((event) => event.type === 'attackEnded')) return;
    stack.length = 0;
    finish(pending, at);
  };
  const walked = walkLog(system, [commands[setupAt], ...positions.map((index) => commands[index])], { before, after });
  if (!walked.ok) return walked;
  if (walked.value === null) return refuse('game_not_started', 'This game has not been set up yet: it has no story to tell.');
  if (units.length === 0) {
    units = unitsOf(walked.value);
    players = (walked.value as ArmadaState | XwingState).players.map((player) => ({ id: player.id, name: player.name }));
  }
  return ok({ system, players, units, rounds, attacks, outside, withoutOdds, final: walked.value });
}
