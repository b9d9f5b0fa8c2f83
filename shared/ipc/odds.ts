import { z } from 'zod';
import type { ArmadaOdds } from '../odds/armada-odds';
import type { GrenadeOdds } from '../odds/defense-odds';
import type { XwingOdds } from '../odds/xwing-odds';
import { gameIdSchema } from './games';
import { method } from './method';

// The odds methods of the one contract: exact attack odds (shared/odds), read from a game in play
// or from a situation the player describes ("what if").

// The router names the field before these words ("Red dice cannot be negative").
const whole = (most: number) =>
  z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'cannot be negative' }).max(most, { error: `can be at most ${most}` });
const unitId = z.string({ error: 'must name a unit' }).min(1, { error: 'must name a unit' }).max(200);

const armadaColor = z.enum(['red', 'blue', 'black'], { error: 'must be a die colour: red, blue or black' });
const armadaFace = z.enum(['blank', 'hit', 'crit', 'hit-hit', 'hit-crit', 'accuracy'], { error: 'must be a die face' });
const armadaDice = z.object({ red: whole(30), blue: whole(30), black: whole(30) }).strict();
const armadaFaces = z.array(z.object({ color: armadaColor, face: armadaFace }).strict()).max(40, { error: 'can hold at most 40 dice' });
const armadaRange = z.enum(['close', 'medium', 'long', 'distance-1', 'beyond-long'], { error: 'must be an attack range: close, medium, long, distance 1 or beyond long' });
const hullZone = z.enum(['front', 'right', 'right-aux', 'rear', 'left-aux', 'left'], { error: 'must be a hull zone' });
const sizeClass = z.enum(['small', 'medium', 'large', 'huge'], { error: 'must be a size class' });
const tokenType = z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo'], { error: 'must be a defense token' });
const tokenState = z.enum(['readied', 'exhausted', 'discarded'], { error: 'must be readied, exhausted or discarded' });
const xwingRange = whole(5);
const successSetting = z
  .object({ dieAtLeast: z.number().int().min(1, { error: 'must be a face from 1 to 6' }).max(6, { error: 'must be a face from 1 to 6' }), diceNeeded: whole(50).min(1, { error: 'must be at least 1' }) })
  .strict();

/** A game in play: the host reads units, tokens, shields and hull from the game's state. */
export const oddsAttackRequestSchema = z.discriminatedUnion(
  'system',
  [
    z
      .object({
        system: z.literal('armada'),
        gameId: gameIdSchema,
        attacker: unitId,
        /** The attacking hull zone; its battery is the pool when no dice are given. */
        attackingZone: hullZone.optional(),
        defender: unitId,
        defendingZone: hullZone.optional(),
        range: armadaRange,
        /** Dice still to roll; by default the attacker's armament at this range. */
        dice: armadaDice.optional(),
        faces: armadaFaces.optional(),
        concentrateFire: z.boolean().optional(),
        /** The attack in progress between these two: the host reads its faces, locked and spent tokens from the state. */
        followAttack: z.boolean().optional(),
        /** Refs of the card effects switched off in "What if…": listed in the answer, not counted. */
        disabledEffects: z.array(z.string({ error: 'must name a card effect' }).min(1, { error: 'must name a card effect' }).max(200)).max(64, { error: 'can be at most 64 effects' }).optional(),
      })
      .strict(),
    z
      .object({
        system: z.literal('xwing'),
        gameId: gameIdSchema,
        /** The attack in progress between these two: the host reads its rolled faces and the step from the state. */
        followAttack: z.boolean().optional(),
        attacker: unitId,
        defender: unitId,
        range: xwingRange,
        /** The primary attack's arc; by default the attacker's strongest primary attack. */
        arc: z.enum(['front', 'rear', 'full-front', 'full-rear', 'bullseye', 'single-turret', 'double-turret', 'left', 'right'], { error: 'must be an attack arc' }).optional(),
        obstructed: z.boolean().optional(),
        /** Dice of a weapon other than the primary (ordnance gets no range bonus). */
        weapon: z.object({ attackValue: whole(20), ordnance: z.boolean() }).strict().optional(),
        /** Which of the defender's reinforce sides applies against this attacker (001), if any. */
        reinforceSide: z.enum(['fore', 'aft'], { error: 'must be fore or aft' }).nullable().optional(),
        /** Card effects switched off in "What if…" (their refs, as the answer lists them): left out of the odds. */
        disabledEffects: z.array(z.string({ error: 'must name a card effect' }).min(1, { error: 'must name a card effect' }).max(200), { error: 'must be a list of card effects' }).max(64, { error: 'can hold at most 64 card effects' }).optional(),
      })
      .strict(),
    z
      .object({
        system: z.literal('defense'),
        gameId: gameIdSchema,
        defender: unitId,
        action: z.enum(['attack', 'grenades'], { error: 'must be attack or grenades' }),
        /** The stack attacked, if chosen: its top counter's rule decides. */
        space: z.string().max(200).optional(),
        /** Grenades in a game are read from the state; these two are kept for older callers and ignored. */
        counters: whole(20).optional(),
        fromInterior: z.boolean().optional(),
      })
      .strict(),
  ],
  { error: 'must be armada, xwing or defense' },
);

/** A situation with no game: every number the odds need. */
export const oddsWhatIfRequestSchema = z.discriminatedUnion(
  'system',
  [
    z
      .object({
        system: z.literal('armada'),
        dice: armadaDice.optional(),
        faces: armadaFaces.optional(),
        range: armadaRange,
        attacker: z.discriminatedUnion('kind', [z.object({ kind: z.literal('ship'), size: sizeClass }).strict(), z.object({ kind: z.literal('squadron'), bomber: z.boolean().optional() }).strict()]),
        defender: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('ship'), size: sizeClass, speed: whole(4) }).strict(),
          z.object({ kind: z.literal('squadron'), speed: whole(5) }).strict(),
        ]),
        tokens: z.array(z.object({ id: z.string().max(200).optional(), type: tokenType, state: tokenState }).strict()).max(20, { error: 'can be at most 20 defense tokens' }),
        concentrateFire: z.boolean().optional(),
        defendingShields: whole(20),
        adjacentShields: z.array(whole(20)).max(5),
        hullLeft: whole(40).min(1, { error: 'must be at least 1: the defender is not destroyed yet' }),
      })
      .strict(),
    z
      .object({
        system: z.literal('xwing'),
        attackValue: whole(20),
        agility: whole(20),
        range: xwingRange,
        obstructed: z.boolean(),
        ordnance: z.boolean(),
        attacker: z.object({ focus: whole(9), calculate: whole(9), lock: z.boolean(), force: whole(9) }).strict(),
        defender: z
          .object({ focus: whole(9), calculate: whole(9), evade: whole(9), force: whole(9), shields: whole(20), hullLeft: whole(40).min(1, { error: 'must be at least 1: the defender is not destroyed yet' }) })
          .strict(),
        reinforce: whole(9),
      })
      .strict(),
    z
      .object({
        system: z.literal('defense'),
        dice: whole(50),
        setting: successSetting,
        action: z.enum(['attack', 'grenades'], { error: 'must be attack or grenades' }),
        counters: whole(20).optional(),
        fromInterior: z.boolean().optional(),
      })
      .strict(),
  ],
  { error: 'must be armada, xwing or defense' },
);

export type OddsAttackRequest = z.infer<typeof oddsAttackRequestSchema>;
export type OddsWhatIfRequest = z.infer<typeof oddsWhatIfRequestSchema>;

/** The answer: the exact distribution summary of the attack. */
export type OddsAnswer =
  | { system: 'armada'; odds: ArmadaOdds }
  | { system: 'xwing'; dice: { attack: number; defense: number }; odds: XwingOdds }
  | {
      system: 'defense';
      dice: number;
      /** The chosen stack's top counter's rule (else the scenario's rule). */
      success: number;
      grenades: GrenadeOdds | null;
      /** In a game, an attack: each stack in line of sight, judged by its top counter's own rule. */
      targets?: { space: string; name: string; counter: string; success: number }[];
    };

export const oddsMethods = {
  /** Exact odds of an attack in a game in play, read from its current state. */
  'odds.attack': method<OddsAnswer>()(oddsAttackRequestSchema),
  /** Exact odds of a described situation, with no game ("what if"). */
  'odds.whatIf': method<OddsAnswer>()(oddsWhatIfRequestSchema),
};
