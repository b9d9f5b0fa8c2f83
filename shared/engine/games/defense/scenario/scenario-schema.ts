import { z } from 'zod';
import { defaultEndCheck, STACK_MOST, type EndCheck } from './placement';

export const idSchema = z.string().min(1).max(64);
const nameSchema = z.string().min(1).max(80);
const bonusSchema = z.int().min(0).max(9);
const tokenCount = z.int().min(0).max(99);

export const floorLevelSchema = z.enum(['basement', 'ground', 'top']);
export const counterSpaceKindSchema = z.enum(['assault', 'support']);
export const weaponDesignationSchema = z.enum(['R', 'G', 'S']);
export const defenderSideSchema = z.enum(['ready', 'exhausted']);

/**
 * The colours the editor offers. A scenario may name another colour (what matters to the Command
 * action is that two spaces share one), but a missing colour is answered with this list.
 */
export const spaceColours = ['red', 'blue', 'green', 'yellow', 'white', 'grey', 'orange', 'purple', 'brown', 'black'] as const;

/** Where an enemy counter in this space goes when it advances; leave out where counters stay. */
const advancesToSchema = idSchema.optional();

const buildingSpaceSchema = z
  .object({
    id: idSchema,
    name: nameSchema,
    colour: z.string().min(1).max(32),
    /** The floor's interior space (at most one per floor). */
    interior: z.boolean().default(false),
    advancesTo: advancesToSchema,
  })
  .strict();

const floorSchema = z
  .object({
    level: floorLevelSchema,
    name: nameSchema,
    spaces: z.array(buildingSpaceSchema).min(1).max(24),
  })
  .strict();

const outsideSpaceSchema = z
  .object({
    id: idSchema,
    name: nameSchema,
    /** The enemy counters this space outside the building takes. */
    counters: counterSpaceKindSchema,
    advancesTo: advancesToSchema,
  })
  .strict();

export const weaponTokenSchema = z
  .object({
    id: idSchema.optional(),
    name: nameSchema,
    designations: z.array(weaponDesignationSchema).min(1).max(3),
  })
  .strict();

/**
 * An enemy counter. With a type it takes the type's name and kind unless it gives its own, and
 * its attacks are judged by the type's success rule; without one it needs a name and a kind.
 */
export const enemyCounterSchema = z
  .object({
    id: idSchema.optional(),
    name: nameSchema.optional(),
    kind: counterSpaceKindSchema.optional(),
    type: idSchema.optional(),
  })
  .strict();

/** A defender as a scenario (or the player, placing one at the table) describes it. */
export const defenderEntrySchema = z
  .object({
    id: idSchema.optional(),
    name: nameSchema,
    combatValue: z.int().min(0).max(9),
    /** Inspire [I] and its bonus; leave out for a defender without it. */
    inspire: bonusSchema.optional(),
    /** Suppression and its bonus; leave out for a defender without it. */
    suppression: bonusSchema.optional(),
    /** Command [C] special action. */
    command: z.boolean().default(false),
    space: idSchema,
    side: defenderSideSchema.default('ready'),
    disrupted: z.int().min(0).max(9).default(0),
    moveToken: z.boolean().default(false),
    casualty: z.boolean().default(false),
  })
  .strict();

export const attackSuccessSchema = z
  .object({
    /** A die succeeds when it shows this number or more. */
    dieAtLeast: z.int().min(1).max(6),
    /** How many succeeding dice make the attack roll a success. */
    diceNeeded: z.int().min(1).max(30),
  })
  .strict();

/** What one hit of an enemy attack does to the defender it targets. */
export const enemyHitSchema = z.enum(['casualty', 'disrupt', 'exhaust']);

/**
 * How counters of a type attack in the enemy phase: dice, the number a die needs, how many such
 * dice make a hit, whom they reach (defenders in their own space, or also those whose space sees
 * theirs), on which floors, and what a hit does (to the defender, and a counter moved).
 */
export const enemyAttackSchema = z
  .object({
    dice: z.int().min(1).max(9),
    hitOn: z.int().min(1).max(6),
    hitsNeeded: z.int().min(1).max(9).default(1),
    reach: z.enum(['sameSpace', 'lineOfSight']).default('lineOfSight'),
    /** The floors whose defenders it may target; leave out for every floor. */
    floors: z.array(floorLevelSchema).min(1).max(3).optional(),
    hit: enemyHitSchema,
    /** A counter (track) a hit moves as well, e.g. casualties. */
    track: z.object({ track: idSchema, by: z.int().min(-9).max(9) }).strict().optional(),
  })
  .strict();

/** A kind of enemy counter with its own rule for a successful attack roll against it. */
export const enemyTypeSchema = z
  .object({
    id: idSchema,
    name: nameSchema,
    kind: counterSpaceKindSchema,
    attackSuccess: attackSuccessSchema,
    /** How it attacks in the enemy phase; leave out for a counter that never attacks. */
    attack: enemyAttackSchema.optional(),
  })
  .strict();

/** What an event or an arrival does: counters arrive, or a counter (track) moves. */
export const eventEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('arrive'), space: idSchema, enemyType: idSchema, count: z.int().min(1).max(9).default(1) }).strict(),
  z.object({ kind: z.literal('moveTrack'), track: idSchema, by: z.int().min(-9).max(9) }).strict(),
  z.object({ kind: z.literal('clearSuppression') }).strict(),
]);

const eventTextSchema = z.string().min(1).max(300);

/** A card of the event deck: one is drawn each round in the events phase. */
export const eventCardSchema = z
  .object({ name: nameSchema, text: eventTextSchema, effects: z.array(eventEffectSchema).max(8).default([]), copies: z.int().min(1).max(9).default(1) })
  .strict();

/** Something that happens in a given round (reinforcements), applied in the events phase. */
export const scheduledEventSchema = z
  .object({ round: z.int().min(1).max(99), name: nameSchema, text: eventTextSchema.default(''), effects: z.array(eventEffectSchema).min(1).max(8) })
  .strict();

/** When a condition is judged: after every change, as a round ends, or when the last round ends. */
export const endCheckSchema = z.enum(['anyTime', 'endOfRound', 'endOfGame'] satisfies EndCheck[]);

export const endConditionSchema = z.discriminatedUnion('kind', [
  /** The defenders hold until the last round ends. */
  z.object({ kind: z.literal('roundsHeld'), result: z.enum(['victory', 'defeat']) }).strict(),
  z.object({ kind: z.literal('noEnemyInBuilding'), result: z.enum(['victory', 'defeat']), at: endCheckSchema.default(defaultEndCheck('noEnemyInBuilding')) }).strict(),
  z.object({ kind: z.literal('enemyInBuilding'), result: z.enum(['victory', 'defeat']), count: z.int().min(1).max(99).default(1), at: endCheckSchema.default(defaultEndCheck('enemyInBuilding')) }).strict(),
  z.object({ kind: z.literal('trackAtLeast'), result: z.enum(['victory', 'defeat']), track: idSchema, value: z.int().min(-99).max(999), at: endCheckSchema.default(defaultEndCheck('trackAtLeast')) }).strict(),
  z.object({ kind: z.literal('trackAtMost'), result: z.enum(['victory', 'defeat']), track: idSchema, value: z.int().min(-99).max(999), at: endCheckSchema.default(defaultEndCheck('trackAtMost')) }).strict(),
  z.object({ kind: z.literal('allDefendersOut'), result: z.enum(['victory', 'defeat']), at: endCheckSchema.default(defaultEndCheck('allDefendersOut')) }).strict(),
  /** Every enemy counter removed and no arrival still to come. */
  z.object({ kind: z.literal('noEnemyLeft'), result: z.enum(['victory', 'defeat']), at: endCheckSchema.default(defaultEndCheck('noEnemyLeft')) }).strict(),
]);

/** A counter the player moves on the turn track: casualties, supply, morale, victory points… */
export const trackSchema = z
  .object({
    id: idSchema,
    name: nameSchema,
    start: z.int().min(-99).max(999).default(0),
    min: z.int().min(-99).max(999).default(0),
    max: z.int().min(-99).max(999).default(99),
  })
  .strict();

/**
 * A counter the phase moves by itself every turn (supply spent, a casualty to the siege): a forced
 * step, done by the app as the phase begins, and undone with one tap when this turn differs.
 */
export const phaseMoveSchema = z
  .object({
    track: idSchema,
    by: z.int().min(-9).max(9).refine((by) => by !== 0, { error: 'must move the counter' }),
  })
  .strict();

/** One phase of the turn as the player's title lists it. */
export const turnPhaseSchema = z
  .object({
    name: nameSchema,
    /** This is the defense phase (002): entering it starts it, leaving it ends it. */
    defense: z.boolean().default(false),
    /** What the player does in this phase, in their title's words, ticked off one by one. */
    steps: z.array(z.string().min(1).max(200)).max(20).default([]),
    /** The counters (track ids) this phase moves, shown beside its checklist. */
    tracks: z.array(idSchema).max(12).default([]),
    /** Enemy counters advance in this phase: all at once with one tap, any held back. */
    enemiesAdvance: z.boolean().default(false),
    /** Counters this phase moves by itself every turn. */
    moves: z.array(phaseMoveSchema).max(12).default([]),
    /** The enemy phase: every enemy counter whose type attacks does so, resolved by the app. */
    enemyAttacks: z.boolean().default(false),
    /** Scheduled arrivals of this round are applied and an event card drawn as this phase begins. */
    events: z.boolean().default(false),
  })
  .strict();

/** A scenario that lists no phases has one: the defense phase. */
export const defaultTurn = { phases: [{ name: 'Defense phase', defense: true, steps: [], tracks: [], enemiesAdvance: false, moves: [], enemyAttacks: false, events: false }] };

/**
 * A scenario is data: the building, who sees what, the starting defenders, tokens and enemy
 * counters, and what counts as a successful attack roll. Cross-references (a line of sight to a
 * space that does not exist, a duplicate id) are checked by checkScenario at setup.
 */
export const scenarioSchema = z
  .object({
    name: z.string().min(1).max(120),
    description: z.string().max(2000).default(''),
    building: z
      .object({
        floors: z.array(floorSchema).min(1).max(3),
        outside: z.array(outsideSpaceSchema).max(40).default([]),
      })
      .strict(),
    /** Which spaces each space sees; a space not listed sees nothing. */
    lineOfSight: z.array(z.object({ from: idSchema, sees: z.array(idSchema).min(1).max(80) }).strict()).max(120).default([]),
    defenders: z.array(defenderEntrySchema).max(30),
    tokens: z
      .array(
        z
          .object({
            space: idSchema,
            weapons: z.array(weaponTokenSchema).max(20).default([]),
            ammunition: tokenCount.default(0),
            suppression: tokenCount.default(0),
          })
          .strict(),
      )
      .max(80)
      .default([]),
    /** Stacks of enemy counters, top first. */
    enemies: z.array(z.object({ space: idSchema, counters: z.array(enemyCounterSchema).min(1).max(STACK_MOST) }).strict()).max(80).default([]),
    /** The success rule for counters of no type. */
    attackSuccess: attackSuccessSchema,
    enemyTypes: z.array(enemyTypeSchema).max(20).default([]),
    tracks: z.array(trackSchema).max(12).default([]),
    turn: z.object({ phases: z.array(turnPhaseSchema).min(1).max(12) }).strict().default(defaultTurn),
    /** Reinforcements by round and the event deck, applied in the phase marked `events`. */
    events: z
      .object({ schedule: z.array(scheduledEventSchema).max(60).default([]), deck: z.array(eventCardSchema).max(40).default([]) })
      .strict()
      .optional(),
    /** How long the game lasts and how it is won or lost, judged in the listed order. */
    end: z.object({ rounds: z.int().min(1).max(99).optional(), conditions: z.array(endConditionSchema).max(12).default([]) }).strict().optional(),
  })
  .strict();

/** A scenario as written (defaults may be left out). */
export type Scenario = z.input<typeof scenarioSchema>;
/** A scenario after validation, defaults filled in. */
export type CheckedScenarioShape = z.output<typeof scenarioSchema>;
export type DefenderEntry = z.input<typeof defenderEntrySchema>;
/** A defender entry after validation, defaults filled in. */
export type DefenderEntryShape = z.output<typeof defenderEntrySchema>;
export type EnemyTypeEntry = z.input<typeof enemyTypeSchema>;
export type TrackEntry = z.input<typeof trackSchema>;
export type TurnPhaseEntry = z.input<typeof turnPhaseSchema>;
export type EnemyAttackEntry = z.output<typeof enemyAttackSchema>;
export type EventEffect = z.output<typeof eventEffectSchema>;
export type EventCard = z.output<typeof eventCardSchema>;
export type ScheduledEvent = z.output<typeof scheduledEventSchema>;
export type EndCondition = z.output<typeof endConditionSchema>;
