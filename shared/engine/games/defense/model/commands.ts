import { z } from 'zod';
import {
  attackSuccessSchema,
  counterSpaceKindSchema,
  defenderEntrySchema,
  defenderSideSchema,
  idSchema,
  scenarioSchema,
  weaponDesignationSchema,
} from '../scenario/scenario-schema';

/** A die face the player read off the table. */
const dieFace = z.int().min(1).max(6);
const rollResult = z.enum(['success', 'failure']);
const recovery = z.enum(['flipToReady', 'removeDisrupted']);
const tokenCount = z.int().min(1).max(99);

export const defenseCommandSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('setup'),
      seed: z.union([z.string().min(1).max(128), z.int()]),
      scenario: scenarioSchema,
      /** 2: the enemy phase, events and the end are played; a second advance in a phase is refused. */
      rules: z.literal(2).optional(),
      /** Issue 41 (with rules 2): this round's arrivals still count until they came; a roll is kept until used or undone. */
      noSurprises: z.literal(true).optional(),
    })
    .strict(),

  // The defense phase.
  z.object({ type: z.literal('startDefensePhase') }).strict(),
  z.object({ type: z.literal('endDefensePhase') }).strict(),
  z
    .object({
      type: z.literal('attack'),
      defender: idSchema,
      /** The space whose enemy counter (the top of its stack) is attacked. */
      space: idSchema,
      /** The faces rolled at the table, one per die; or rollForMe. */
      faces: z.array(dieFace).max(30).optional(),
      rollForMe: z.literal(true).optional(),
      /** The player's edition says otherwise: the result to use instead of the engine's judgement. */
      overrule: rollResult.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('grenades'),
      defender: idSchema,
      /** One list of faces per enemy counter in the interior space, in stack order (top first). */
      rolls: z.array(z.array(dieFace).max(30)).max(20).optional(),
      rollForMe: z.literal(true).optional(),
      /** The one die rolled for the thrower when a roll failed in the interior space. */
      casualtyDie: dieFace.optional(),
      overrule: z.array(z.object({ roll: z.int().min(0).max(19), result: rollResult }).strict()).max(20).optional(),
    })
    .strict(),
  z.object({ type: z.literal('suppress'), defender: idSchema, space: idSchema }).strict(),
  z.object({ type: z.literal('recover'), defender: idSchema, recovery: recovery.optional() }).strict(),
  z
    .object({
      type: z.literal('command'),
      defender: idSchema,
      recovers: z.array(z.object({ defender: idSchema, recovery: recovery.optional() }).strict()).min(1).max(3),
    })
    .strict(),

  /** The app rolls dice for the player and shows them; the command that uses them comes after. */
  z.object({ type: z.literal('rollDice'), purpose: z.enum(['attack', 'grenades', 'enemyAttacks']), dice: z.array(z.int().min(0).max(30)).min(1).max(20) }).strict(),
  /** The enemy phase's attacks, one list of faces per attack that rolls, in the order listed. */
  z.object({ type: z.literal('resolveEnemyAttacks'), faces: z.array(z.array(dieFace).max(9)).max(99) }).strict(),

  // Editing the table: what the cardboard shows, set by the player.
  z.object({ type: z.literal('placeDefender'), defender: defenderEntrySchema }).strict(),
  z.object({ type: z.literal('moveDefender'), defender: idSchema, space: idSchema }).strict(),
  z.object({ type: z.literal('removeDefender'), defender: idSchema }).strict(),
  z.object({ type: z.literal('setDisrupted'), defender: idSchema, disrupted: z.int().min(0).max(9) }).strict(),
  z.object({ type: z.literal('setMoveToken'), defender: idSchema, moveToken: z.boolean() }).strict(),
  z.object({ type: z.literal('setDefenderSide'), defender: idSchema, side: defenderSideSchema }).strict(),
  z.object({ type: z.literal('markCasualty'), defender: idSchema, casualty: z.boolean().default(true) }).strict(),
  z
    .object({
      type: z.literal('addWeaponToken'),
      space: idSchema,
      id: idSchema.optional(),
      name: z.string().min(1).max(80),
      designations: z.array(weaponDesignationSchema).min(1).max(3),
    })
    .strict(),
  z.object({ type: z.literal('removeWeaponToken'), token: idSchema }).strict(),
  z.object({ type: z.literal('addAmmunition'), space: idSchema, count: tokenCount.default(1) }).strict(),
  z.object({ type: z.literal('removeAmmunition'), space: idSchema, count: tokenCount.default(1) }).strict(),
  z.object({ type: z.literal('addSuppression'), space: idSchema, count: tokenCount.default(1) }).strict(),
  z.object({ type: z.literal('removeSuppression'), space: idSchema, count: tokenCount.default(1) }).strict(),
  z
    .object({
      type: z.literal('placeEnemyCounter'),
      space: idSchema,
      id: idSchema.optional(),
      /** With an enemy type, the name and kind may be left out: the type's are used. */
      name: z.string().min(1).max(80).optional(),
      kind: counterSpaceKindSchema.optional(),
      enemyType: idSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('removeEnemyCounter'), space: idSchema }).strict(),
  /** Without an enemy type, the rule for counters of no type. */
  z.object({ type: z.literal('setAttackSuccess'), ...attackSuccessSchema.shape, enemyType: idSchema.optional() }).strict(),

  // The turn around the defense phase.
  z.object({ type: z.literal('nextPhase') }).strict(),
  /** Issue 36 · the player ends the game now: the defenders withdraw, a defeat (undo plays on). */
  z.object({ type: z.literal('endGame'), reason: z.literal('concession') }).strict(),
  z.object({ type: z.literal('tickStep'), step: z.int().min(0).max(19), done: z.boolean() }).strict(),
  z.object({ type: z.literal('moveTrack'), track: idSchema, by: z.int().min(-99).max(99).refine((by) => by !== 0, { error: 'must move the counter' }) }).strict(),
  /** The top counter of the space's stack moves on to the space the scenario says it advances to. */
  z.object({ type: z.literal('advanceEnemyCounter'), space: idSchema }).strict(),
  /** Every enemy counter with somewhere to go advances one space at once, except those held back (by counter id). */
  z.object({ type: z.literal('advanceEnemyCounters'), hold: z.array(idSchema).max(99).optional() }).strict(),
]);

export type DefenseCommand = z.output<typeof defenseCommandSchema>;
export type DefenseCommandType = DefenseCommand['type'];
export type DefenseCommandOf<T extends DefenseCommandType> = Extract<DefenseCommand, { type: T }>;
/** The setup command as written: `{type: 'setup', seed, scenario}`. */
export type DefenseSetupCommand = z.input<(typeof defenseCommandSchema.options)[0]>;

export const defenseCommandTypes: readonly DefenseCommandType[] = defenseCommandSchema.options.map((option) => option.shape.type.value);
