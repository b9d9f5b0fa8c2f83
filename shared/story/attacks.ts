/**
 * Every attack of a game, read from its log: the exact distribution of the damage before the roll
 * (shared/odds, through odds-request.ts, from the state as it was at that moment: the defender's
 * tokens, shields and hull then) and the damage the attack actually dealt.
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
import { clonePlain } from '../engine/core/plain-clone';
import { ok, refuse, type Result } from '../engine/core/result';
import { gameOdds } from '../odds/odds-request';
import { percentileOf, rankVariance } from './luck';

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
  /** P(damage = i) before the roll, with the defender's tokens as they were. */
  distribution: number[];
  expected: number;
  damage: number;
  /** 0–100: share of outcomes below the damage dealt plus half the share equal to it (average = 50). */
  percentile: number;
  /** Variance of the rank under fair dice (0 when only one outcome could happen). */
  variance: number;
}

export interface GameAttacks {
  system: 'armada' | 'xwing';
  players: { id: string; name: string }[];
  units: StoryUnit[];
  rounds: number;
  attacks: AttackLuck[];
  /** Attacks rolled whose odds could not be computed (outside what the odds cover). */
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
  /** X-Wing, reinforce not yet known at the roll: the state then, to ask again once it is. */
  deferred?: XwingState;
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

/** The exact damage distribution of the attack under way, before its roll: odds-request.ts's own reading of the state. */
function distributionOf(state: GameState, reinforceSide: 'fore' | 'aft' | null): { distribution: number[]; expected: number } | null {
  if (state.system === 'armada') {
    const attack = state.attacks.at(-1);
    if (!attack) return null;
    const answer = gameOdds(state, {
      system: 'armada',
      gameId: 'story',
      attacker: attack.attacker.id,
      defender: attack.defender.id,
      ...(attack.defender.kind === 'ship' ? { defendingZone: attack.defender.hullZone } : {}),
      range: attack.range,
      followAttack: true,
    });
    return answer.ok && answer.value.system === 'armada' ? { distribution: answer.value.odds.damage, expected: answer.value.odds.expectedDamage } : null;
  }
  if (state.system === 'xwing') {
    const attack = state.attack;
    if (!attack) return null;
    const answer = gameOdds(state, { system: 'xwing', gameId: 'story', attacker: attack.attacker, defender: attack.defender, range: attack.range, followAttack: true, reinforceSide });
    return answer.ok && answer.value.system === 'xwing' ? { distribution: answer.value.odds.damage, expected: answer.value.odds.expectedDamage } : null;
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
export function gameAttacks(system: GameSystem, commands: readonly unknown[]): Result<GameAttacks> {
  if (system !== 'armada' && system !== 'xwing') return refuse('no_story', 'The story in numbers is told for Armada and X-Wing games: the solo game has no opponent to be luckier than.');
  const positions = commandsInEffect(commands);
  const setupAt = commands.findIndex((command) => typeof command === 'object' && command !== null && (command as { type?: unknown }).type === 'setup');
  if (setupAt < 0) return refuse('game_not_started', 'This game has not been set up yet: it has no story to tell.');
  const attacks: AttackLuck[] = [];
  let withoutOdds = 0;
  const stack: Pending[] = [];
  let step = -1;
  let at = -1;
  let round = 1;
  let rounds = 1;
  let units: StoryUnit[] = [];
  let players: { id: string; name: string }[] = [];
  const finish = (pending: Pending, resolvedAt: number, state: GameState) => {
    let known = pending.distribution ? { distribution: pending.distribution, expected: pending.expected } : null;
    if (!known && pending.deferred) {
      const side = state.system === 'xwing' && state.attack ? reinforceSideAgainst(state.attack) : { known: false as const };
      known = distributionOf(pending.deferred, side.known ? side.side : null);
    }
    if (!known) {
      withoutOdds++;
      return;
    }
    attacks.push({
      rolledAt: pending.rolledAt,
      resolvedAt,
      round: pending.round,
      attacker: pending.attacker,
      defender: pending.defender,
      distribution: known.distribution,
      expected: known.expected,
      damage: pending.damage,
      percentile: percentileOf(known.distribution, pending.damage),
      variance: rankVariance(known.distribution),
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
      const odds = distributionOf(state, null);
      if (!odds) withoutOdds++;
      stack.push({ rolledAt: at, round, attacker: attack.attacker.id, defender: attack.defender.id, distribution: odds?.distribution ?? null, expected: odds?.expected ?? 0, damage: 0 });
    } else if (state.system === 'xwing') {
      const attack = state.attack;
      if (!attack || attack.step !== 'rollAttackDice') return;
      const defender = state.ships.find((ship) => ship.id === attack.defender);
      const side = reinforceSideAgainst(attack);
      const reinforce = defender ? defender.tokens.reinforce.fore + defender.tokens.reinforce.aft : 0;
      const pending: Pending = { rolledAt: at, round, attacker: attack.attacker, defender: attack.defender, distribution: null, expected: 0, damage: 0 };
      // Reinforce counts only from the side the attacker turns out to be on: asked again once it is known.
      if (reinforce > 0 && !side.known) pending.deferred = clonePlain(state);
      else {
        const odds = distributionOf(state, side.known ? side.side : null);
        if (odds) {
          pending.distribution = odds.distribution;
          pending.expected = odds.expected;
        } else withoutOdds++;
      }
      stack.length = 0;
      stack.push(pending);
    }
  };
  let last: GameState | null = null;
  /** After each command: the damage it dealt to the defender of the attack under way, and the attack's end. */
  const after = (state: GameState, _command: { type: string }, events: readonly ModuleEvent[]) => {
    if (state.system === 'armada') {
      const armadaEvents = events as readonly ArmadaEvent[];
      if (!armadaEvents.some((event) => event.type === 'damageTotaled')) return;
      const pending = stack.pop();
      if (!pending?.distribution) return;
      pending.damage = armadaDamage(armadaEvents, pending.defender);
      finish(pending, at, state);
      return;
    }
    const pending = stack[0];
    if (state.system !== 'xwing' || !pending) return;
    const xwingEvents = events as readonly XwingEvent[];
    pending.damage += xwingDamage(xwingEvents, pending.defender);
    if (!xwingEvents.some((event) => event.type === 'attackEnded')) {
      // The attacker's side for reinforce is known once it is located: keep where the attack stands.
      if (pending.deferred && state.attack) last = clonePlain(state);
      return;
    }
    stack.length = 0;
    if (pending.distribution || pending.deferred) finish(pending, at, last ?? state);
    last = null;
  };
  const walked = walkLog(system, [commands[setupAt], ...positions.map((index) => commands[index])], { before, after });
  if (!walked.ok) return walked;
  if (walked.value === null) return refuse('game_not_started', 'This game has not been set up yet: it has no story to tell.');
  if (units.length === 0) {
    units = unitsOf(walked.value);
    players = (walked.value as ArmadaState | XwingState).players.map((player) => ({ id: player.id, name: player.name }));
  }
  return ok({ system, players, units, rounds, attacks, withoutOdds, final: walked.value });
}
