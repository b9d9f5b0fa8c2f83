/**
 * Answers an odds request: from a game's current state (what the attack assistant knows plus what
 * the state holds: sizes, speed, tokens, shields, hull) or from a described situation. Pure: the
 * host only loads the state and hands it here.
 */
import { ok, refuse, type Result } from '../engine/core/result';
import { attackDiceFor } from '../engine/games/armada/attack/armament';
import { adjacentZones, hullZoneOf } from '../engine/games/armada/hull-zones';
import { rangeNames } from '../engine/games/armada/attack-range';
import type { ArmadaState, Attacker, Defender as ArmadaDefender, Unit } from '../engine/games/armada/state';
import { attackDice } from '../engine/games/defense/attack-roll';
import type { DefenseState } from '../engine/games/defense/state';
import { attackArcNames } from '../engine/games/xwing/arcs';
import type { XwingState } from '../engine/games/xwing/state';
import type { OddsAnswer, OddsAttackRequest, OddsWhatIfRequest } from '../ipc/odds';
import { armadaAttackOdds, armadaOddsProblem, type ArmadaOddsInput } from './armada-odds';
import { attackRollSuccess, defenseOddsProblem, grenadeOdds } from './defense-odds';
import { xwingAttackOdds, xwingDiceCounts, xwingOddsProblem, type XwingOddsInput } from './xwing-odds';

type AnyState = ArmadaState | XwingState | DefenseState;

export function whatIfOdds(request: OddsWhatIfRequest): Result<OddsAnswer> {
  if (request.system === 'armada') {
    const input: ArmadaOddsInput = { ...request, concentrateFire: request.concentrateFire ?? false };
    const problem = armadaOddsProblem(input);
    return problem ? refuse('odds_input', problem) : ok({ system: 'armada', odds: armadaAttackOdds(input) });
  }
  if (request.system === 'xwing') {
    const dice = xwingDiceCounts(request);
    const input: XwingOddsInput = { attackDice: dice.attackDice, defenseDice: dice.defenseDice, attacker: request.attacker, defender: request.defender, reinforce: request.reinforce };
    const problem = xwingOddsProblem(input);
    return problem ? refuse('odds_input', problem) : ok({ system: 'xwing', dice: { attack: dice.attackDice, defense: dice.defenseDice }, odds: xwingAttackOdds(input) });
  }
  const problem = defenseOddsProblem(request.dice, request.setting);
  if (problem) return refuse('odds_input', problem);
  const grenades = request.action === 'grenades' ? grenadeOdds(request.dice, request.counters ?? 1, request.fromInterior ?? false, request.setting) : null;
  return ok({ system: 'defense', dice: request.dice, success: attackRollSuccess(request.dice, request.setting), grenades });
}

const systemNames = { armada: 'Star Wars: Armada', xwing: 'X-Wing', defense: 'the building-defense game' } as const;

export function gameOdds(state: AnyState | null, request: OddsAttackRequest): Result<OddsAnswer> {
  if (!state) return refuse('game_not_started', 'This game has not been set up yet: there is nothing to attack with.');
  if (state.system !== request.system) return refuse('wrong_system', `This game is ${systemNames[state.system]}, not ${systemNames[request.system]}.`);
  if (request.system === 'armada' && state.system === 'armada') return armadaGameOdds(state, request);
  if (request.system === 'xwing' && state.system === 'xwing') return xwingGameOdds(state, request);
  if (request.system === 'defense' && state.system === 'defense') return defenseGameOdds(state, request);
  return refuse('wrong_system', 'The request does not match this game.');
}

function armadaUnit(state: ArmadaState, id: string): Unit | undefined {
  return state.ships.find((ship) => ship.id === id) ?? state.squadrons.find((squadron) => squadron.id === id);
}

function armadaGameOdds(state: ArmadaState, request: Extract<OddsAttackRequest, { system: 'armada' }>): Result<OddsAnswer> {
  const attacker = armadaUnit(state, request.attacker);
  const defender = armadaUnit(state, request.defender);
  if (!attacker) return refuse('unknown_unit', `There is no ship or squadron ${request.attacker} in this game to attack with.`);
  if (!defender) return refuse('unknown_unit', `There is no ship or squadron ${request.defender} in this game to attack.`);
  if (defender.destroyed) return refuse('destroyed', `${defender.name} is already destroyed.`);
  if (defender.kind === 'ship' && !request.defendingZone) return refuse('defending_zone_needed', `Choose which hull zone of ${defender.name} defends.`);
  const defendingZone = defender.kind === 'ship' && request.defendingZone ? hullZoneOf(defender, request.defendingZone) : undefined;
  if (defender.kind === 'ship' && !defendingZone) return refuse('unknown_zone', `${defender.name} has no ${request.defendingZone} hull zone.`);
  let dice = request.dice;
  if (!dice && !request.faces) {
    if (attacker.kind === 'ship' && !request.attackingZone) return refuse('attacking_zone_needed', `Choose which hull zone of ${attacker.name} attacks, or enter the dice.`);
    const from: Attacker = attacker.kind === 'ship' ? { kind: 'ship', id: attacker.id, hullZone: request.attackingZone ?? null } : { kind: 'squadron', id: attacker.id };
    const against: ArmadaDefender = defender.kind === 'ship' ? { kind: 'ship', id: defender.id, hullZone: request.defendingZone ?? 'front' } : { kind: 'squadron', id: defender.id };
    dice = attackDiceFor(state, from, against, request.range);
    if (dice.red + dice.blue + dice.black === 0) return refuse('no_dice', `${attacker.name} gathers no dice at ${rangeNames[request.range]}: the attack is canceled (004).`);
  }
  const adjacent = defender.kind === 'ship' && request.defendingZone ? adjacentZones(defender, request.defendingZone).map((zone) => hullZoneOf(defender, zone)?.shields ?? 0) : [];
  const input: ArmadaOddsInput = {
    dice,
    faces: request.faces,
    range: request.range,
    attacker: attacker.kind === 'ship' ? { kind: 'ship', size: attacker.size } : { kind: 'squadron' },
    defender: defender.kind === 'ship' ? { kind: 'ship', size: defender.size, speed: defender.speed } : { kind: 'squadron', speed: defender.speed },
    tokens: defender.defenseTokens.map((token) => ({ id: token.id, type: token.type, state: token.state })),
    concentrateFire: request.concentrateFire ?? false,
    defendingShields: defendingZone?.shields ?? 0,
    adjacentShields: adjacent,
    hullLeft: defender.kind === 'ship' ? defender.hull - defender.damageCards.length : defender.hull - defender.damage,
  };
  const problem = armadaOddsProblem(input);
  return problem ? refuse('odds_input', problem) : ok({ system: 'armada', odds: armadaAttackOdds(input) });
}

function xwingGameOdds(state: XwingState, request: Extract<OddsAttackRequest, { system: 'xwing' }>): Result<OddsAnswer> {
  const attacker = state.ships.find((ship) => ship.id === request.attacker);
  const defender = state.ships.find((ship) => ship.id === request.defender);
  if (!attacker) return refuse('unknown_unit', `There is no ship ${request.attacker} in this game to attack with.`);
  if (!defender) return refuse('unknown_unit', `There is no ship ${request.defender} in this game to attack.`);
  if (defender.destroyed) return refuse('destroyed', `${defender.name} is already destroyed.`);
  const primary = request.arc ? attacker.attacks.find((candidate) => candidate.arc === request.arc) : undefined;
  if (request.arc && !primary && !request.weapon) return refuse('no_such_attack', `${attacker.name} has no primary attack in its ${attackArcNames[request.arc]}.`);
  const attackValue = request.weapon?.attackValue ?? primary?.value ?? Math.max(0, ...attacker.attacks.map((candidate) => candidate.value));
  const dice = xwingDiceCounts({ attackValue, agility: defender.agility, range: request.range, obstructed: request.obstructed ?? false, ordnance: request.weapon?.ordnance ?? false });
  const input: XwingOddsInput = {
    attackDice: dice.attackDice,
    defenseDice: dice.defenseDice,
    attacker: { focus: attacker.tokens.focus, calculate: attacker.tokens.calculate, lock: defender.tokens.lock.includes(attacker.id), force: attacker.force?.current ?? 0 },
    defender: { focus: defender.tokens.focus, calculate: defender.tokens.calculate, evade: defender.tokens.evade, force: defender.force?.current ?? 0, shields: defender.shields.current, hullLeft: defender.hull - defender.damageCards.length },
    reinforce: request.reinforceSide ? defender.tokens.reinforce[request.reinforceSide] : 0,
  };
  const problem = xwingOddsProblem(input);
  return problem ? refuse('odds_input', problem) : ok({ system: 'xwing', dice: { attack: dice.attackDice, defense: dice.defenseDice }, odds: xwingAttackOdds(input) });
}

function defenseGameOdds(state: DefenseState, request: Extract<OddsAttackRequest, { system: 'defense' }>): Result<OddsAnswer> {
  const defender = state.defenders.find((candidate) => candidate.id === request.defender);
  if (!defender) return refuse('unknown_unit', `There is no defender ${request.defender} in this game.`);
  const dice = attackDice(defender);
  const problem = defenseOddsProblem(dice, state.attackSuccess);
  if (problem) return refuse('odds_input', problem);
  const grenades = request.action === 'grenades' ? grenadeOdds(dice, request.counters ?? 1, request.fromInterior ?? false, state.attackSuccess) : null;
  return ok({ system: 'defense', dice, success: attackRollSuccess(dice, state.attackSuccess), grenades });
}
