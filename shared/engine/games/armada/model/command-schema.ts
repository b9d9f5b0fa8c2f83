import { clockCommandSchema } from '../../../core/game-clock-command';
import { z } from 'zod';
import { fittedUpgradesSchema } from '../../../core/fitted-upgrades';
import { armadaCardEffectSchema, armadaYourCallSchema } from '../effects/card-effect';

/** Issue 35: a unit's card effects as facts (its upgrades', its ability's, a commander's fleet-wide ones) and the cards the players decide. */
const cardEffects = { effects: z.array(armadaCardEffectSchema).max(40).optional(), yourCalls: z.array(armadaYourCallSchema).max(24).optional() };

const count = z.int().min(0).max(99);
const id = z.string().min(1).max(64);
const diceCounts = z.object({ red: count, blue: count, black: count }).strict();

export const dieColorSchema = z.enum(['red', 'blue', 'black']);
export const dieFaceSchema = z.enum(['blank', 'hit', 'crit', 'hit-hit', 'hit-crit', 'accuracy']);
export const hullZoneSchema = z.enum(['front', 'right', 'right-aux', 'rear', 'left-aux', 'left']);
export const defenseTokenTypeSchema = z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo']);
export const attackRangeSchema = z.enum(['close', 'medium', 'long', 'distance-1', 'beyond-long']);
const dieIndex = z.int().min(0).max(99);
export const commandNameSchema = z.enum(['navigate', 'squadron', 'repair', 'concentrateFire']);

const shipRosterEntry = z
  .object({
    id: id.optional(),
    name: z.string().min(1).max(120),
    /** The physical ID token's number, when the player has several of this ship. */
    idNumber: z.int().min(1).max(99).optional(),
    size: z.enum(['small', 'medium', 'large', 'huge']),
    hull: z.int().min(1).max(99),
    command: z.int().min(1).max(9),
    speed: z.int().min(0).max(9),
    maxSpeed: z.int().min(0).max(9),
    hullZones: z.array(z.object({ zone: hullZoneSchema, shields: count, battery: diceCounts }).strict()).min(4).max(6),
    antiSquadron: diceCounts,
    defenseTokens: z.array(defenseTokenTypeSchema).max(12),
    /** Upgrades the fleet list fitted (commander, officers, title...): shown on the ship, not automated. */
    upgrades: fittedUpgradesSchema.optional(),
    /** Fleet points with upgrades, as the list priced them (what destroying the ship scores). */
    points: z.int().min(0).max(999).optional(),
    /** RRG 1.5.0 · Ignition: the special battery armament, present only when an upgrade gives the ship an Ignition keyword. */
    ignition: z.object({ battery: diceCounts, ranges: z.array(z.enum(['close', 'medium', 'long'])).max(3) }).strict().optional(),
    /** Squadron and engineering values from the ship card (commands). */
    squadronValue: z.int().min(0).max(9).optional(),
    engineering: z.int().min(0).max(99).optional(),
    /** RRG · Flotilla: the card's trait; when absent, the ship's name is looked up among the flotilla hulls. */
    flotilla: z.boolean().optional(),
    ...cardEffects,
  })
  .strict();

const squadronRosterEntry = z
  .object({
    id: id.optional(),
    name: z.string().min(1).max(120),
    /** The physical ID token's number, when the player has several of this squadron. */
    idNumber: z.int().min(1).max(99).optional(),
    unique: z.boolean().default(false),
    hull: z.int().min(1).max(99),
    speed: z.int().min(0).max(9),
    antiSquadron: diceCounts,
    battery: diceCounts,
    defenseTokens: z.array(defenseTokenTypeSchema).max(12).default([]),
    /** Fleet points of one squadron, as the list priced it. */
    points: z.int().min(0).max(999).optional(),
    /** Keywords as the card prints them, with their values ("Bomber", "Counter 2"). */
    keywords: z.array(z.string().min(1).max(40)).max(20).optional(),
    ...cardEffects,
  })
  .strict();

const playerRoster = z
  .object({
    name: z.string().min(1).max(80),
    /** Issue 38 · the name the player gave the list it came from (the Record names the list by it). */
    list: z.string().min(1).max(120).optional(),
    ships: z.array(shipRosterEntry).max(30),
    squadrons: z.array(squadronRosterEntry).max(60).default([]),
    /** The three objectives the fleet brought (names), for the second player to choose from. */
    objectives: z.array(z.string().min(1).max(120)).max(3).optional(),
  })
  .strict();

const attackerSchema = z.union([
  z.object({ ship: id, hullZone: hullZoneSchema }).strict(),
  z.object({ squadron: id }).strict(),
]);
const defenderSchema = attackerSchema;

/** A die face the player read off the table, or `rollForMe` to let the app roll with the seeded source. */
const enteredFace = { face: dieFaceSchema.optional(), rollForMe: z.literal(true).optional() };

export const armadaCommandSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('setup'),
      seed: z.union([z.string().min(1).max(128), z.int()]),
      players: z.tuple([playerRoster, playerRoster]),
      /** RRG · Initiative: naming the first player plays the game in full (turn order, commands, six rounds, the score). */
      firstPlayer: z.enum(['p1', 'p2']).optional(),
      roundLimit: z.int().min(1).max(99).optional(),
      /** Issue 24: a deployment step sets each ship's speed before round 1, and the objective is played from its facts. */
      deployment: z.literal(true).optional(),
      /** When a fleet with no ships left ends the game (see turn/game-end.ts); absent: as games set up before. */
      fleetDefeated: z.enum(['endOfRound', 'immediately']).optional(),
      /**
       * The rules the game keeps. 2 (issue 24): damage cards limit every attack, salvo included, and a
       * unit's spending restrictions hold for every spend, a cost too. 3 (issue 35): setup, activation and
       * the game's end in the rules' order (model/rules-level.ts). Absent in older logs: they replay as played.
       */
      rules: z.union([z.literal(2), z.literal(3)]).optional(),
    })
    .strict(),
  /** `confirm`: end the phase although units have not activated (the table asked first). */
  z.object({ type: z.literal('nextPhase'), confirm: z.literal(true).optional() }).strict(),
  /** Rules 3: speed changes outside Navigate only by a card's effect, named in `card` (a fitted upgrade or a faceup damage card). */
  z.object({ type: z.literal('setSpeed'), ship: id, speed: z.int().min(0).max(9), card: z.string().min(1).max(120).optional() }).strict(),
  z.object({ type: z.literal('activateShip'), ship: id }).strict(),
  z.object({ type: z.literal('activateSquadron'), squadron: id }).strict(),
  z.object({ type: z.literal('endActivation') }).strict(),
  z
    .object({
      type: z.literal('declareTarget'),
      attacker: attackerSchema,
      defender: defenderSchema,
      range: attackRangeSchema,
      special: z.enum(['counter', 'ignition', 'snipe']).optional(),
      /** Dice an effect lets the attacker gather beyond long range, where the ruler gives none. */
      extremeRangeDice: diceCounts.optional(),
      /** Whether the attack is obstructed (the app cannot see the table; Disengaged Fire Control asks). */
      obstructed: z.boolean().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('rollAttackDice'),
      dice: z.array(z.object({ color: dieColorSchema, face: dieFaceSchema }).strict()).max(40).optional(),
      rollForMe: z.literal(true).optional(),
      /** Damaged Munitions / Point-Defense Failure: the die removed before rolling (inferred from entered dice). */
      remove: dieColorSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('addAttackDie'), color: dieColorSchema, ...enteredFace, by: z.enum(['AI', 'concentrateFire', 'objective']).optional() }).strict(),
  z.object({ type: z.literal('rerollAttackDie'), die: dieIndex, ...enteredFace, by: z.enum(['Adept', 'Swarm', 'Dodge', 'concentrateFire']).optional() }).strict(),
  z.object({ type: z.literal('revealCommand'), ship: id, command: commandNameSchema, as: z.enum(['dial', 'token']) }).strict(),
  z.object({ type: z.literal('spendCommandToken'), ship: id, command: commandNameSchema }).strict(),
  z.object({ type: z.literal('discardCommandToken'), ship: id, command: commandNameSchema }).strict(),
  /** RRG 1.5.0 · Raid Tokens: revealing its dial, the ship discards it to discard every raid token (`dial`), or discards a command token to discard the matching raid token (`token`). */
  z.object({ type: z.literal('discardRaidTokens'), ship: id, by: z.enum(['dial', 'token']), command: commandNameSchema }).strict(),
  z
    .object({
      type: z.literal('repair'),
      ship: id,
      action: z.enum(['moveShield', 'recoverShield', 'repairCard']),
      zone: hullZoneSchema.optional(),
      from: hullZoneSchema.optional(),
      card: id.optional(),
    })
    .strict(),
  /** RRG · Initiative, told at the table before the first activation: from then on the game is played in full. */
  z.object({ type: z.literal('chooseFirstPlayer'), player: z.enum(['p1', 'p2']) }).strict(),
  z.object({ type: z.literal('chooseObjective'), objective: z.string().min(1).max(120), victoryTokenValue: z.int().min(0).max(999).optional() }).strict(),
  z.object({ type: z.literal('adjustVictoryTokens'), player: z.enum(['p1', 'p2']), amount: z.int().min(-99).max(99) }).strict(),
  /** The enemy squadrons this squadron is engaged with, as the players see it on the table (replaces its earlier list). */
  z.object({ type: z.literal('declareEngagement'), squadron: id, engagedWith: z.array(id).max(20) }).strict(),
  z.object({ type: z.literal('setAttackDieFace'), die: dieIndex, face: dieFaceSchema }).strict(),
  z.object({ type: z.literal('removeAttackDie'), die: dieIndex }).strict(),
  z.object({ type: z.literal('spendAccuracy'), die: dieIndex, token: id }).strict(),
  z.object({ type: z.literal('endAttackEffects') }).strict(),
  z
    .object({
      type: z.literal('spendDefenseToken'),
      token: id,
      /** Evade: the dice to cancel or reroll. */
      dice: z.array(dieIndex).max(3).optional(),
      /** Evade at close/medium range: the new faces of the rerolled dice, in the same order. */
      faces: z.array(dieFaceSchema).max(3).optional(),
      rollForMe: z.literal(true).optional(),
      /** Issue 35 · evade: cancel instead of rerolling, where a card allows it (Mon Mothma, Iden Versio). */
      cancel: z.literal(true).optional(),
      /** Redirect: the adjacent hull zone. */
      zone: hullZoneSchema.optional(),
      /** Salvo under Disengaged Fire Control: whether the salvo attack would be obstructed (the app cannot see the table). */
      obstructed: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('spendDefenseTokenAsCost'), token: id }).strict(),
  /**
   * Issue 35: a card effect used (see effects/use-card-effect.ts): its cost paid, its effect applied.
   * `dice`: the pool's dice it picks; `faces`: the faces they (or added dice) show, or rollForMe;
   * `token`: a defense token (paid as the cost, readied, or the one a forbidden spend may use);
   * `command`, `zone`: what a gained token or recovered shield is; `yes`: the answer to its question.
   */
  z
    .object({
      type: z.literal('useCardEffect'),
      unit: id,
      ref: id,
      dice: z.array(dieIndex).max(9).optional(),
      faces: z.array(dieFaceSchema).max(9).optional(),
      rollForMe: z.literal(true).optional(),
      color: dieColorSchema.optional(),
      token: id.optional(),
      command: commandNameSchema.optional(),
      zone: hullZoneSchema.optional(),
      yes: z.literal(true).optional(),
      /** Issue 35 · a damage card the effect deals: the one drawn at the table, or drawn by the app. */
      damageCard: z.string().min(1).max(120).optional(),
      drawForMe: z.literal(true).optional(),
      /** Issue 35 · one of the defender's upgrade cards a critical effect exhausts or discards ("p2-ship-1-upgrade-2"). */
      upgrade: id.optional(),
      /** Issue 35 · the units the effect names (a squadron that suffers damage, a ship whose speed changes, the ship that gains a token). */
      targets: z.array(id).min(1).max(8).optional(),
      /** Issue 35 · the speed change the player picks for an effect that goes either way. */
      speedChange: z.int().min(-3).max(3).optional(),
      /** Issue 35 · the command token a cost spends (any of the ship's), and whether a dial-or-token cost is paid with the dial or the token. */
      paidCommand: commandNameSchema.optional(),
      payWith: z.enum(['dial', 'token']).optional(),
      /** Issue 35 · defense tokens (of the units named, or friendly ships) and damage cards the effect works on. */
      tokens: z.array(id).min(1).max(12).optional(),
      /** Issue 35 · a gathered die's colour a card replaces (with `color`). */
      fromColor: dieColorSchema.optional(),
      cards: z.array(id).min(1).max(12).optional(),
      /** Issue 35 · the colours of the gathered dice a card removes, one per die. */
      dieColors: z.array(dieColorSchema).min(1).max(12).optional(),
      /** Issue 35 · the command tokens friendly ships gain, ship by ship. */
      gains: z.array(z.object({ ship: id, command: commandNameSchema, /** the token the ship discards for it, when the card swaps one for another */ gives: commandNameSchema.optional() }).strict()).min(1).max(40).optional(),
      /** The raid tokens' types an effect gives a ship, one each (Jyn Erso: two of the player's choice). */
      raids: z.array(commandNameSchema).min(1).max(4).optional(),
      /** shields a card moves: how many, and the hull zone they go to (`zone` is the one they leave). */
      amount: z.int().min(1).max(6).optional(),
      toZone: hullZoneSchema.optional(),
      /** shields a card moves between its ship's own zones: from each zone, to each zone, how many. */
      shieldMoves: z.array(z.object({ from: hullZoneSchema, to: hullZoneSchema, amount: z.int().min(1).max(6) }).strict()).min(1).max(6).optional(),
      /** the hull zone each damage a card's critical effect deals is suffered on, one per damage, in order. */
      damageZones: z.array(hullZoneSchema).min(1).max(12).optional(),
      /** the hull zone each ship named suffers a card's damage on (its owner's choice). */
      shipZones: z.array(z.object({ ship: id, zone: hullZoneSchema }).strict()).min(1).max(8).optional(),
      /** the hull zones a card takes shields from, one entry per shield (Wat Tambor). */
      zones: z.array(hullZoneSchema).min(1).max(4).optional(),
      /** the commands a card sets on a ship's command dials, in order from the top (Cham Syndulla). */
      dials: z.array(commandNameSchema).min(1).max(6).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('resolveDamage'),
      critical: z.union([z.enum(['standard', 'none']), z.object({ card: z.string().min(1).max(120) }).strict()]).optional(),
      redirect: count.optional(),
      damageCards: z.array(z.string().min(1).max(120)).max(99).optional(),
      drawForMe: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('declareAdditionalSquadronTarget'), squadron: id, range: attackRangeSchema }).strict(),
  z.object({ type: z.literal('endAttack') }).strict(),
  z
    .object({
      type: z.literal('dealDamageCard'),
      ship: id,
      faceup: z.boolean(),
      card: z.string().min(1).max(120).optional(),
      drawForMe: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('flipDamageCard'), ship: id, card: id, faceup: z.boolean() }).strict(),
  z.object({ type: z.literal('repairDamageCard'), ship: id, card: id }).strict(),
  z.object({ type: z.literal('recoverShields'), ship: id, zone: hullZoneSchema, amount: z.int().min(1).max(99) }).strict(),
  z.object({ type: z.literal('loseShields'), ship: id, zone: hullZoneSchema, amount: z.int().min(1).max(99) }).strict(),
  // Objectives as played, deployment and the game's end (issue 24).
  z.object({ type: z.literal('deployShip'), ship: id, speed: z.int().min(0).max(9) }).strict(),
  z.object({ type: z.literal('navigate'), ship: id, speed: z.int().min(0).max(9) }).strict(),
  z.object({ type: z.literal('markObjectiveShip'), ship: id, objectiveShip: z.boolean() }).strict(),
  z.object({ type: z.literal('objectiveSetupStep'), step: z.int().min(0).max(19), done: z.boolean() }).strict(),
  z.object({ type: z.literal('setFleetDefeatedRule'), rule: z.enum(['endOfRound', 'immediately']) }).strict(),
  /** Issue 35: the players end the game now: a player concedes (TR · Concession), or time is called. */
  z.object({ type: z.literal('endGame'), reason: z.enum(['concession', 'timeCalled']), player: z.enum(['p1', 'p2']).optional(), /** Issue 36 · time called: the round is finished first, then the game ends after its status phase (absent: at once, as games logged before). */ finishRound: z.boolean().optional() }).strict(),
  /** RRG · Counter: the squadron that may counter does not (one tap). */
  z.object({ type: z.literal('declineCounter') }).strict(),
  /** The one-tap answer to a damage card waiting on a player (see damage-card-effects.ts). */
  z
    .object({
      type: z.literal('answerEffect'),
      effect: id,
      zone: hullZoneSchema.optional(),
      zones: z.array(hullZoneSchema).max(2).optional(),
      token: id.optional(),
      choice: z.enum(['reduceSpeed', 'newCommand', 'discardDial', 'sufferDamage', 'overlapped', 'clear', 'resolve']).optional(),
    })
    .strict(),
  /** Issue 36 · the tournament clock (shared/engine/core/game-clock.ts), its instant stamped by the host. */
  clockCommandSchema,
]);

export type ArmadaCommand = z.output<typeof armadaCommandSchema>;
export type ArmadaCommandType = ArmadaCommand['type'];
export type CommandOf<T extends ArmadaCommandType> = Extract<ArmadaCommand, { type: T }>;
export type SetupCommand = CommandOf<'setup'>;
export type ShipRosterEntry = z.input<typeof shipRosterEntry>;
export type SquadronRosterEntry = z.input<typeof squadronRosterEntry>;
export type PlayerRoster = z.input<typeof playerRoster>;

export const armadaCommandTypes: readonly ArmadaCommandType[] = armadaCommandSchema.options.map((option) => option.shape.type.value);
