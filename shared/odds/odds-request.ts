/**
 * Answers an odds request: from a game's current state (what the attack assistant knows plus what
 * the state holds: sizes, speed, tokens, shields, hull) or from a described situation. Pure: the
 * host only loads the state and hands it here.
 */
import { ok, refuse, type Result } from '../engine/core/result';
import { attackDiceFor } from '../engine/games/armada/attack/armament';
import { adjacentZones, hullZoneOf } from '../engine/games/armada/units/hull-zones';
import { rangeNames } from '../engine/games/armada/attack/attack-range';
import { whyNoConcentrateFire } from '../engine/games/armada/commands/command-dials';
import { hasKeyword } from '../engine/games/armada/squadrons/squadron-keywords';
import type { ArmadaState, Attack, Attacker, AttackRange, Defender as ArmadaDefender, DiceCounts, DieColor, Unit } from '../engine/games/armada/model/state';
import { activeArmadaDiceEffects } from '../engine/games/armada/effects/active-dice-effects';
import type { ActiveArmadaDiceEffect } from '../engine/games/armada/effects/card-effect';
import { attackTargets } from '../engine/games/defense/actions/attack';
import { grenadeTargets } from '../engine/games/defense/actions/grenades';
import { attackDice } from '../engine/games/defense/turn/attack-roll';
import { successRuleFor } from '../engine/games/defense/turn/attack-success-setting';
import type { DefenseState } from '../engine/games/defense/model/state';
import { attackArcNames } from '../engine/games/xwing/ships/arcs';
import { attackDiceCount, defenseDiceCount } from '../engine/games/xwing/attack/dice-count';
import { critsFirst, critsSpared } from '../engine/games/xwing/attack/neutralize-results';
import { critsAsIon } from '../engine/games/xwing/attack/ion';
import { whyForbidden } from '../engine/games/xwing/effects/available-effects';
import { activeDiceEffects } from '../engine/games/xwing/effects/active-dice-effects';
import type { ActiveDiceEffect } from '../engine/games/xwing/effects/card-effect';
import type { Attack as XwingAttack, XwingState } from '../engine/games/xwing/model/state';
import type { OddsAnswer, OddsAttackRequest, OddsWhatIfRequest } from '../ipc/odds';
import { armadaAttackOdds, armadaOddsProblem, type ArmadaAttackUnderway, type ArmadaOddsInput, type ArmadaOddsStep } from './armada-odds';
import { attackRollSuccess, defenseOddsProblem, grenadeOdds, grenadeRollsOdds } from './defense-odds';
import { xwingAttackOdds, xwingDiceCounts, xwingOddsProblem, type XwingAttackUnderway, type XwingOddsInput } from './xwing-odds';

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

/** The X-Wing card effects ready in an attack, as the odds count them. */
export type XwingEffectsOf = (state: XwingState, attack: XwingAttack) => ActiveDiceEffect[];

/**
 * The dice effects ready in this attack (the one under way, or the one asked about, before its
 * roll), as the engine's one interpreter lists them (DESIGN §10: the odds read the facts the
 * engine plays).
 */
export function xwingOddsEffects(state: XwingState, attack: XwingAttack): ActiveDiceEffect[] {
  return activeDiceEffects(state, attack);
}

export function gameOdds(state: AnyState | null, request: OddsAttackRequest, xwingEffectsOf: XwingEffectsOf = xwingOddsEffects): Result<OddsAnswer> {
  if (!state) return refuse('game_not_started', 'This game has not been set up yet: there is nothing to attack with.');
  if (state.system !== request.system) return refuse('wrong_system', `This game is ${systemNames[state.system]}, not ${systemNames[request.system]}.`);
  if (request.system === 'armada' && state.system === 'armada') return armadaGameOdds(state, request);
  if (request.system === 'xwing' && state.system === 'xwing') return xwingGameOdds(state, request, xwingEffectsOf);
  if (request.system === 'defense' && state.system === 'defense') return defenseGameOdds(state, request);
  return refuse('wrong_system', 'The request does not match this game.');
}

function armadaUnit(state: ArmadaState, id: string): Unit | undefined {
  return state.ships.find((ship) => ship.id === id) ?? state.squadrons.find((squadron) => squadron.id === id);
}

function armadaGameOdds(state: ArmadaState, request: Extract<OddsAttackRequest, { system: 'armada' }>): Result<OddsAnswer> {
  const input = armadaGameOddsInput(state, request);
  if (!input.ok) return input;
  const problem = armadaOddsProblem(input.value);
  return problem ? refuse('odds_input', problem) : ok({ system: 'armada', odds: armadaAttackOdds(input.value) });
}

/** The odds' reading of an Armada attack in a game (the state as it stands), before any number is computed: the story asks its own questions of it. */
export function armadaGameOddsInput(state: ArmadaState, request: Extract<OddsAttackRequest, { system: 'armada' }>): Result<ArmadaOddsInput> {
  const attacker = armadaUnit(state, request.attacker);
  const defender = armadaUnit(state, request.defender);
  if (!attacker) return refuse('unknown_unit', `There is no ship or squadron ${request.attacker} in this game to attack with.`);
  if (!defender) return refuse('unknown_unit', `There is no ship or squadron ${request.defender} in this game to attack.`);
  if (defender.destroyed) return refuse('destroyed', `${defender.name} is already destroyed.`);
  if (defender.kind === 'ship' && !request.defendingZone) return refuse('defending_zone_needed', `Choose which hull zone of ${defender.name} defends.`);
  const defendingZone = defender.kind === 'ship' && request.defendingZone ? hullZoneOf(defender, request.defendingZone) : undefined;
  if (defender.kind === 'ship' && !defendingZone) return refuse('unknown_zone', `${defender.name} has no ${request.defendingZone} hull zone.`);
  const underway = request.followAttack ? armadaAttackUnderway(state, attacker, defender) : null;
  const from: Attacker = attacker.kind === 'ship' ? { kind: 'ship', id: attacker.id, hullZone: request.attackingZone ?? null } : { kind: 'squadron', id: attacker.id };
  const against: ArmadaDefender = defender.kind === 'ship' ? { kind: 'ship', id: defender.id, hullZone: request.defendingZone ?? 'front' } : { kind: 'squadron', id: defender.id };
  const effects = armadaOddsEffects(state, { attacker: from, defender: against, range: request.range, underway: underway ? (state.attacks.at(-1) ?? null) : null });
  const concentrateFire = concentrateFireLeft(state, attacker);
  let dice = underway ? undefined : request.dice;
  if (!dice && !request.faces && !underway) {
    if (attacker.kind === 'ship' && !request.attackingZone) return refuse('attacking_zone_needed', `Choose which hull zone of ${attacker.name} attacks, or enter the dice.`);
    dice = attackDiceFor(state, from, against, request.range);
    if (dice.red + dice.blue + dice.black === 0) return refuse('no_dice', `${attacker.name} gathers no dice at ${rangeNames[request.range]}: the attack is canceled (004).`);
    if (concentrateFire.add) dice = withConcentrateFireDie(dice, dice);
  }
  if (underway && concentrateFire.add && !underway.settled?.effectsDone) {
    // The dial's die is still to come: before the roll it joins the pool; after, it is rolled on its own.
    const present = underway.dice ?? countColours(underway.faces ?? []);
    underway.dice = withConcentrateFireDie(underway.dice ?? { red: 0, blue: 0, black: 0 }, present);
  }
  const adjacent = defender.kind === 'ship' && request.defendingZone ? adjacentZones(defender, request.defendingZone).map((zone) => hullZoneOf(defender, zone)?.shields ?? 0) : [];
  const input: ArmadaOddsInput = {
    dice: underway?.dice ?? dice,
    faces: underway?.faces ?? request.faces,
    underway: underway?.settled,
    range: request.range,
    attacker: attacker.kind === 'ship' ? { kind: 'ship', size: attacker.size } : { kind: 'squadron', bomber: hasKeyword(attacker, 'Bomber') },
    defender: defender.kind === 'ship' ? { kind: 'ship', size: defender.size, speed: defender.speed } : { kind: 'squadron', speed: defender.speed },
    tokens: defender.defenseTokens.map((token) => ({ id: token.id, type: token.type, state: token.state })),
    concentrateFire: request.concentrateFire ?? (concentrateFire.reroll && !underway?.settled?.effectsDone),
    defendingShields: defendingZone?.shields ?? 0,
    adjacentShields: adjacent,
    hullLeft: defender.kind === 'ship' ? defender.hull - defender.damageCards.length : defender.hull - defender.damage,
    // The card effects ready in this attack (none: the answer is as it always was, with no list).
    ...(effects.length ? { effects, disabledEffects: request.disabledEffects, step: underway?.step } : {}),
  };
  return ok(input);
}

/** The attack the odds are asked about: declared or only considered (`underway` null), or the one in progress. */
export interface ArmadaOddsAttack {
  attacker: Attacker;
  defender: ArmadaDefender;
  range: AttackRange;
  underway: Attack | null;
}

/**
 * The card effects the odds count for this attack, each with its uses left, in the order the
 * interpreter lists them (DESIGN §10: the odds read the same facts the engine plays): the effects
 * ready in the attack under way, or, for an attack only considered, in that attack as it would be
 * declared now. The odds list each one and count those still ahead that the player has not
 * switched off ("What if…").
 */
export function armadaOddsEffects(state: ArmadaState, attack: ArmadaOddsAttack): ActiveArmadaDiceEffect[] {
  if (attack.underway) return activeArmadaDiceEffects(state, attack.underway);
  const considered: Attack = {
    kind: 'standard',
    attacker: attack.attacker,
    defender: attack.defender,
    range: attack.range,
    step: 'rollAttackDice',
    gathered: { red: 0, blue: 0, black: 0 },
    pool: [],
    tokensChosenByAccuracy: [],
    spentTokens: [],
    redirectZone: null,
    targetedSquadrons: [],
  };
  return activeArmadaDiceEffects(state, considered);
}

/**
 * RRG · Concentrate Fire still to use in the attacker's activation: the dial adds a die of a colour
 * already in the pool, the token rerolls one; each once per activation (the engine's own checks).
 */
function concentrateFireLeft(state: ArmadaState, attacker: Unit): { add: boolean; reroll: boolean } {
  if (attacker.kind !== 'ship' || state.activation.ship?.id !== attacker.id) return { add: false, reroll: false };
  return { add: whyNoConcentrateFire(state, attacker, 'add') === null, reroll: whyNoConcentrateFire(state, attacker, 'reroll') === null };
}

const countColours = (faces: readonly { color: DieColor }[]): DiceCounts => ({
  red: faces.filter((die) => die.color === 'red').length,
  blue: faces.filter((die) => die.color === 'blue').length,
  black: faces.filter((die) => die.color === 'black').length,
});

/**
 * The written policy for the dial's added die: black when the pool has black (1 damage a die on
 * average between ships, red and blue 0.75), else red (its double hit), else blue.
 */
function withConcentrateFireDie(dice: DiceCounts, present: DiceCounts): DiceCounts {
  const colour = (['black', 'red', 'blue'] as const).find((candidate) => present[candidate] > 0);
  return colour ? { ...dice, [colour]: dice[colour] + 1 } : dice;
}

/**
 * The attack in progress between these two units, as the odds module takes it: before the roll
 * its dice, after it the faces in the pool (a spent accuracy marked), and what 004 steps 3–4 have
 * settled so far. Null when no such attack is under way.
 */
function armadaAttackUnderway(
  state: ArmadaState,
  attacker: Unit,
  defender: Unit,
): { dice?: DiceCounts; faces?: ArmadaOddsInput['faces']; settled?: ArmadaAttackUnderway; step: ArmadaOddsStep } | null {
  const attack = state.attacks.at(-1);
  if (!attack || attack.attacker.id !== attacker.id || attack.defender.id !== defender.id) return null;
  if (attack.step === 'rollAttackDice') return { dice: attack.gathered, step: 'rollAttackDice' };
  const redirectZone = attack.redirectZone && defender.kind === 'ship' ? hullZoneOf(defender, attack.redirectZone) : undefined;
  const past = attack.step === 'spendDefenseTokens' || attack.step === 'resolveDamage' || attack.step === 'declareAdditionalSquadronTarget';
  return {
    // The card effects of the steps before this one are past (after Resolve Damage, all of them).
    step: attack.step === 'declareAdditionalSquadronTarget' ? 'resolveDamage' : attack.step,
    faces: attack.pool.map((die) => ({ color: die.color, face: die.face, accuracySpent: die.accuracySpent })),
    settled: {
      locked: attack.tokensChosenByAccuracy,
      spent: attack.spentTokens.map((spent) => ({ id: spent.token, type: spent.type, asCost: spent.asCost })),
      redirectShields: redirectZone?.shields ?? 0,
      effectsDone: past,
      tokensDone: attack.step !== 'resolveAttackEffects' && attack.step !== 'spendDefenseTokens',
    },
  };
}

function xwingGameOdds(state: XwingState, request: Extract<OddsAttackRequest, { system: 'xwing' }>, effectsOf: XwingEffectsOf): Result<OddsAnswer> {
  const read = xwingGameOddsInput(state, request, effectsOf);
  if (!read.ok) return read;
  const problem = xwingOddsProblem(read.value.input);
  return problem ? refuse('odds_input', problem) : ok({ system: 'xwing', dice: read.value.dice, odds: xwingAttackOdds(read.value.input) });
}

/** The odds' reading of an X-Wing attack in a game (the state as it stands), before any number is computed: the story asks its own questions of it. */
export function xwingGameOddsInput(state: XwingState, request: Extract<OddsAttackRequest, { system: 'xwing' }>, effectsOf: XwingEffectsOf = xwingOddsEffects): Result<{ input: XwingOddsInput; dice: { attack: number; defense: number } }> {
  const attacker = state.ships.find((ship) => ship.id === request.attacker);
  const defender = state.ships.find((ship) => ship.id === request.defender);
  if (!attacker) return refuse('unknown_unit', `There is no ship ${request.attacker} in this game to attack with.`);
  if (!defender) return refuse('unknown_unit', `There is no ship ${request.defender} in this game to attack.`);
  if (defender.destroyed) return refuse('destroyed', `${defender.name} is already destroyed.`);
  const primary = request.arc ? attacker.attacks.find((candidate) => candidate.arc === request.arc) : undefined;
  if (request.arc && !primary && !request.weapon) return refuse('no_such_attack', `${attacker.name} has no primary attack in its ${attackArcNames[request.arc]}.`);
  // The dice are the engine's own count (dice-count.ts): the attack under way as declared, or the one asked about.
  const declared = state.attack && state.attack.attacker === attacker.id && state.attack.defender === defender.id ? state.attack : null;
  const asked = {
    attacker: attacker.id,
    defender: defender.id,
    arc: request.arc ?? primary?.arc ?? attacker.attacks[0]?.arc ?? 'front',
    weapon: request.weapon ? { name: 'weapon', attackValue: request.weapon.attackValue, ordnance: request.weapon.ordnance } : primary ? null : { name: 'primary', attackValue: Math.max(0, ...attacker.attacks.map((candidate) => candidate.value)), ordnance: false },
    range: request.range,
    obstructed: request.obstructed ?? false,
  };
  const counted = declared ?? asked;
  const dice = { attackDice: attackDiceCount(state, counted).total, defenseDice: defenseDiceCount(state, counted).total };
  const underway = request.followAttack ? xwingAttackUnderway(state, attacker.id, defender.id) : undefined;
  // The effects of the attack under way (when followed), else of the attack asked about, before its roll; those switched off in "What if…" left out.
  const attack: XwingAttack = (request.followAttack ? declared : null) ?? {
    ...asked,
    weapon: asked.weapon ?? declared?.weapon ?? null,
    step: 'rollAttackDice',
    modifying: null,
    attackDice: [],
    defenseDice: [],
    attackerLocation: null,
    neutralized: null,
  };
  const disabled = new Set(request.disabledEffects ?? []);
  const effects = effectsOf(state, attack).filter((effect) => !disabled.has(effect.ref));
  // None held: nothing to forbid (the rules of the attack are read only for what a party holds).
  const spendable = (by: 'attacker' | 'defender', token: 'focus' | 'calculate' | 'evade' | 'lock' | 'force', held: number): number =>
    held <= 0 ? 0 : whyForbidden(state, attack, by, token === 'force' ? 'modify' : 'tokens', { pool: by === 'attacker' ? 'attack' : 'defense', token }) ? 0 : held;
  const input: XwingOddsInput = {
    attackDice: underway ? underway.attackDice.length : dice.attackDice,
    defenseDice: underway?.defenseDice?.length ?? dice.defenseDice,
    underway,
    // r3-x-pilots: what a rule of the attack forbids a party to spend (a card's forbid) is not counted as spendable.
    attacker: { focus: spendable('attacker', 'focus', attacker.tokens.focus), calculate: spendable('attacker', 'calculate', attacker.tokens.calculate), lock: spendable('attacker', 'lock', defender.tokens.lock.includes(attacker.id) ? 1 : 0) > 0, force: spendable('attacker', 'force', attacker.force?.current ?? 0) },
    defender: { focus: spendable('defender', 'focus', defender.tokens.focus), calculate: spendable('defender', 'calculate', defender.tokens.calculate), evade: spendable('defender', 'evade', defender.tokens.evade), force: spendable('defender', 'force', defender.force?.current ?? 0), shields: defender.shields.current, hullLeft: defender.hull - defender.damageCards.length },
    reinforce: request.reinforceSide ? defender.tokens.reinforce[request.reinforceSide] : 0,
    rules: state.rules,
    effects,
    ...(attack.ion ? { ion: attack.ion.damage, ...(attack.ion.crit ? { ionCrit: true } : {}) } : {}),
    ...(critsFirst(state, attack) ? { critsFirst: true } : {}),
    ...(critsSpared(state, attack) ? { critsSpared: true } : {}),
    ...(critsAsIon(state, attack) ? { critsAsIon: true } : {}),
  };
  return ok({ input, dice: { attack: dice.attackDice, defense: dice.defenseDice } });
}

/** The X-Wing attack in progress between these two ships, once its attack dice are rolled. */
function xwingAttackUnderway(state: XwingState, attacker: string, defender: string): XwingAttackUnderway | undefined {
  const attack = state.attack;
  if (!attack || attack.attacker !== attacker || attack.defender !== defender || attack.step === 'rollAttackDice') return undefined;
  if (attack.step === 'dealDamage' && attack.neutralized) return { attackDice: [], attackFinal: true, remaining: attack.neutralized.remaining };
  if (attack.step === 'modifyDefenseDice') return { attackDice: attack.attackDice, attackFinal: true, defenseDice: attack.defenseDice, modifying: attack.modifying };
  return { attackDice: attack.attackDice, attackFinal: false, modifying: attack.modifying };
}

/**
 * The solo game's odds as the engine will judge the roll: an attack against each stack in line of
 * sight by its top counter's own rule, grenades against every counter in the interior space with
 * the dice the engine counts (two more from inside).
 */
function defenseGameOdds(state: DefenseState, request: Extract<OddsAttackRequest, { system: 'defense' }>): Result<OddsAnswer> {
  const defender = state.defenders.find((candidate) => candidate.id === request.defender);
  if (!defender) return refuse('unknown_unit', `There is no defender ${request.defender} in this game.`);
  const dice = attackDice(defender);
  const problem = defenseOddsProblem(dice, state.attackSuccess);
  if (problem) return refuse('odds_input', problem);
  if (request.action === 'grenades') {
    const thrown = grenadeTargets(state, defender);
    const rules = thrown.counters.map((counter) => successRuleFor(state, counter));
    const grenades = grenadeRollsOdds(thrown.dicePerRoll, rules, thrown.fromInterior);
    return ok({ system: 'defense', dice: thrown.dicePerRoll, success: grenades.perRoll, grenades });
  }
  const targets = attackTargets(state, defender).targets.flatMap((space) => {
    const top = space.enemies[0];
    return top ? [{ space: space.id, name: space.name, counter: top.name, success: attackRollSuccess(dice, successRuleFor(state, top)) }] : [];
  });
  if (request.space !== undefined && !targets.some((target) => target.space === request.space)) {
    return refuse('not_a_target', `${defender.name} cannot attack that space: it is not a stack in line of sight.`);
  }
  const chosen = targets.find((target) => target.space === request.space);
  return ok({ system: 'defense', dice, success: chosen?.success ?? attackRollSuccess(dice, state.attackSuccess), grenades: null, targets });
}
