import { z } from 'zod';
import { fittedUpgradesSchema } from '../../core/fitted-upgrades';

const count = z.int().min(0).max(99);
const id = z.string().min(1).max(64);
const diceCounts = z.object({ red: count, blue: count, black: count }).strict();

export const dieColorSchema = z.enum(['red', 'blue', 'black']);
export const dieFaceSchema = z.enum(['blank', 'hit', 'crit', 'hit-hit', 'hit-crit', 'accuracy']);
export const hullZoneSchema = z.enum(['front', 'right', 'right-aux', 'rear', 'left-aux', 'left']);
export const defenseTokenTypeSchema = z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo']);
export const attackRangeSchema = z.enum(['close', 'medium', 'long', 'distance-1', 'beyond-long']);
const dieIndex = z.int().min(0).max(99);

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
  })
  .strict();

const playerRoster = z
  .object({
    name: z.string().min(1).max(80),
    ships: z.array(shipRosterEntry).max(30),
    squadrons: z.array(squadronRosterEntry).max(60).default([]),
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
    })
    .strict(),
  z.object({ type: z.literal('nextPhase') }).strict(),
  z.object({ type: z.literal('setSpeed'), ship: id, speed: z.int().min(0).max(9) }).strict(),
  z.object({ type: z.literal('activateShip'), ship: id }).strict(),
  z.object({ type: z.literal('activateSquadron'), squadron: id }).strict(),
  z.object({ type: z.literal('endActivation') }).strict(),
  z
    .object({
      type: z.literal('declareTarget'),
      attacker: attackerSchema,
      defender: defenderSchema,
      range: attackRangeSchema,
      special: z.enum(['counter', 'ignition']).optional(),
      /** Dice an effect lets the attacker gather beyond long range, where the ruler gives none. */
      extremeRangeDice: diceCounts.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('rollAttackDice'),
      dice: z.array(z.object({ color: dieColorSchema, face: dieFaceSchema }).strict()).max(40).optional(),
      rollForMe: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('addAttackDie'), color: dieColorSchema, ...enteredFace }).strict(),
  z.object({ type: z.literal('rerollAttackDie'), die: dieIndex, ...enteredFace }).strict(),
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
      /** Redirect: the adjacent hull zone. */
      zone: hullZoneSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('spendDefenseTokenAsCost'), token: id }).strict(),
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
]);

export type ArmadaCommand = z.output<typeof armadaCommandSchema>;
export type ArmadaCommandType = ArmadaCommand['type'];
export type CommandOf<T extends ArmadaCommandType> = Extract<ArmadaCommand, { type: T }>;
export type SetupCommand = CommandOf<'setup'>;
export type ShipRosterEntry = z.input<typeof shipRosterEntry>;
export type SquadronRosterEntry = z.input<typeof squadronRosterEntry>;
export type PlayerRoster = z.input<typeof playerRoster>;

export const armadaCommandTypes: readonly ArmadaCommandType[] = armadaCommandSchema.options.map((option) => option.shape.type.value);
