import { z } from 'zod';
import type { ChargeKind } from '../model/charge-kind';

// The moments a pilot's or upgrade's ability acts at, read from the timing words of its text (Setup,
// the start or end of a phase, while or after the ship attacks or defends), so the table is asked
// at that moment, with one tap, whether the ability was used. Built by the host from the card data
// when a game is set up; only our own words travel in the setup command, never the card's text.

export const abilityMoments = [
  'setup',
  'systemPhase',
  'activationStart',
  'activationEnd',
  'engagementStart',
  'engagementEnd',
  'beforeEngaging',
  'endPhaseStart',
  'endPhaseEnd',
  'whileAttacking',
  'afterAttacking',
  'whileDefending',
  'afterDefending',
  'afterRevealDial',
  'afterManeuver',
  'friendlySpendsToken',
] as const;
export type AbilityMoment = (typeof abilityMoments)[number];

/** The moment in the players' words, as the prompt opens with it. */
export const abilityMomentNames: Record<AbilityMoment, string> = {
  setup: 'At setup',
  systemPhase: 'In the System Phase',
  activationStart: 'At the start of the Activation Phase',
  activationEnd: 'At the end of the Activation Phase',
  engagementStart: 'At the start of the Engagement Phase',
  engagementEnd: 'At the end of the Engagement Phase',
  beforeEngaging: 'Before it engages',
  endPhaseStart: 'At the start of the End Phase',
  endPhaseEnd: 'At the end of the End Phase',
  whileAttacking: 'While it attacks',
  afterAttacking: 'After it attacks',
  whileDefending: 'While it defends',
  afterDefending: 'After it defends',
  afterRevealDial: 'After it reveals its dial',
  afterManeuver: 'After it executes its maneuver',
  friendlySpendsToken: 'As a friendly ship spends a token',
};

/** Issue 34: the moments a prompt may come at: the hooks' own, and those only card effects use. */
export const effectOnlyMoments = ['afterAction', 'planningPhase', 'beforeActivating', 'afterGainStress', 'afterGainToken', 'friendlyGainsToken', 'enemyGainsToken', 'friendlyBeforeEngaging', 'friendlyDealtDamage', 'enemyDealtDamage', 'afterAcquireLock', 'afterDeploy', 'deployedFromYou', 'friendlyBeforeActivating', 'friendlySpendsForce', 'afterEngaging', 'enemyDestroyed', 'afterDestroyed', 'friendlyDestroyed', 'enemyManeuver', 'afterLocked', 'friendlyLocked', 'afterSpendToken', 'afterDamaged', 'action', 'friendlyManeuver', 'friendlyRevealDial', 'friendlyAction', 'enemyRevealDial', 'enemyAction', 'afterDropDevice', 'afterPartialManeuver', 'beforeSufferDamage', 'friendlyBeforeSufferDamage', 'beforeDealtCard', 'friendlyBeforeDealtCard', 'enemyBeforeDealtCard', 'afterLoseShield', 'afterDealtCard', 'enemyBeforeEngaging', 'atInitiative', 'afterDecloak', 'afterRepair', 'afterActivating', 'deviceDetonates', 'enemyAfterDefend', 'enemyBeforeActivating'] as const;
export type PromptMoment = AbilityMoment | (typeof effectOnlyMoments)[number];
export const promptMomentNames: Record<PromptMoment, string> = {
  ...abilityMomentNames,
  afterAction: 'After it performs an action',
  planningPhase: 'In the Planning Phase',
  beforeActivating: 'Before it activates',
  afterGainStress: 'After it gains a stress token',
  afterGainToken: 'After it gains a token',
  friendlyGainsToken: 'After a friendly ship gains a token',
  enemyGainsToken: 'After an enemy ship gains a token',
  friendlyBeforeEngaging: 'Before a friendly ship engages',
  friendlyDealtDamage: 'After a friendly ship is dealt a damage card',
  enemyDealtDamage: 'After an enemy ship is dealt a damage card',
  afterAcquireLock: 'After it acquires a lock',
  afterDeploy: 'After it deploys',
  deployedFromYou: 'After a ship deploys from it',
  friendlyBeforeActivating: 'Before a friendly ship activates',
  friendlySpendsForce: 'After a friendly ship spends Force',
  afterEngaging: 'After it engages',
  atInitiative: 'At its initiative step',
  afterDecloak: 'After it decloaks',
  afterRepair: 'After it repairs a damage card',
  afterActivating: 'After it activates',
  deviceDetonates: 'After a device detonates',
  enemyAfterDefend: 'After an enemy ship defends',
  enemyBeforeActivating: 'Before an enemy ship activates',
  enemyDestroyed: 'After an enemy ship is destroyed',
  afterDestroyed: 'As it is destroyed',
  friendlyDestroyed: 'After a friendly ship is destroyed',
  enemyManeuver: 'After an enemy ship executes a maneuver',
  afterLocked: 'After an enemy ship locks it',
  friendlyLocked: 'After an enemy ship locks a friend',
  afterSpendToken: 'After it spends a token',
  afterDamaged: 'After it suffers damage',
  action: 'As its action',
  friendlyManeuver: 'After a friendly ship executes a maneuver',
  friendlyRevealDial: 'After a friendly ship reveals its dial',
  friendlyAction: 'After a friendly ship performs an action',
  enemyRevealDial: 'After an enemy ship reveals its dial',
  enemyAction: 'After an enemy ship performs an action',
  afterDropDevice: 'After it drops or launches a device',
  afterPartialManeuver: 'After it partially executes its maneuver',
  beforeSufferDamage: 'Before it suffers damage',
  friendlyBeforeSufferDamage: 'Before a friendly ship suffers damage',
  beforeDealtCard: 'Before it is dealt a damage card',
  friendlyBeforeDealtCard: 'Before a friendly ship is dealt a damage card',
  enemyBeforeDealtCard: 'Before an enemy ship is dealt a damage card',
  afterLoseShield: 'After it loses a shield',
  afterDealtCard: 'After it is dealt a damage card',
  enemyBeforeEngaging: 'Before an enemy ship engages',
};

/** The timing words of the Rules Reference and where an ability using them acts. */
const timingWords: readonly [RegExp, AbilityMoment][] = [
  [/\bsetup:/gi, 'setup'],
  [/during the system phase/gi, 'systemPhase'],
  [/at the start of the activation phase/gi, 'activationStart'],
  [/at the end of the activation phase/gi, 'activationEnd'],
  [/at the start of the engagement phase/gi, 'engagementStart'],
  [/at the end of the engagement phase/gi, 'engagementEnd'],
  [/before you engage/gi, 'beforeEngaging'],
  [/at the start of the end phase|during the end phase/gi, 'endPhaseStart'],
  [/at the end of the end phase/gi, 'endPhaseEnd'],
  [/while you perform an? [^.,]{0,40}?attack/gi, 'whileAttacking'],
  [/after you (?:defend or )?perform an? [^.,]{0,40}?attack/gi, 'afterAttacking'],
  [/while you defend|after you become the defender/gi, 'whileDefending'],
  [/after you defend/gi, 'afterDefending'],
  [/after you reveal (?:your dial|an? [^.,]{0,30}?maneuver)/gi, 'afterRevealDial'],
  [/after you (?:fully |partially )?execute an? [^.,]{0,40}?maneuver/gi, 'afterManeuver'],
  [/(?:after|while) (?:a|another) friendly ship [^.,]{0,40}?spends? an? [^.,]{0,30}?token/gi, 'friendlySpendsToken'],
];

/**
 * The situation its part of the text names, besides the moment: only an attack that hits, only an
 * attack from the front or rear arc, only once the dice are rolled (it rerolls or changes them).
 */
export type AbilityCondition = 'hit' | 'frontArc' | 'rearArc' | 'afterRoll';
const hitWords = /attack that hits|if (?:the|that|this) attack hit|if it hit/i;
/** The kind of attack its own words name ("a [Front Arc] attack"); a [Front Arc] elsewhere speaks of where a ship is. */
const attackArcWords = /perform an? (?:primary |bonus )*\[(front|rear) arc\] (?:primary )?attack/gi;
/** The moments at which an ability that rerolls or changes dice waits for the roll. */
const rolledMoments = new Set<AbilityMoment>(['whileAttacking', 'whileDefending']);

/** What the ability does, in our words; every term its part of the text uses, in this order. */
const doings: readonly [RegExp, string][] = [
  [/not remove|are not removed|does not remove/i, 'keeps tokens'],
  [/repair/i, 'repairs damage'],
  [/transfer/i, 'transfers a token'],
  [/reroll/i, 'rerolls dice'],
  [/change .{0,40}result/i, 'changes results'],
  [/cancel/i, 'cancels results'],
  [/\badditional (attack|defense) di|\broll 1 additional/i, 'an extra die'],
  [/\bfewer (attack |defense )?di/i, 'fewer dice'],
  [/bonus .{0,12}attack/i, 'a bonus attack'],
  [/acquire a lock|\[lock\]/i, 'a lock'],
  [/perform an? .{0,30}action/i, 'an action'],
  [/focus token/i, 'focus'],
  [/evade token/i, 'evade'],
  [/calculate token/i, 'calculate'],
  [/stress/i, 'stress'],
  [/strain/i, 'strain'],
  [/deplete/i, 'deplete'],
  [/\bion token/i, 'ion'],
  [/tractor/i, 'tractor'],
  [/\bjam/i, 'jam'],
  [/recover/i, 'recovers'],
  [/suffer .{0,12}damage|\[(critical )?hit\] damage/i, 'damage'],
  [/\b(drop|launch)/i, 'a device'],
  [/maneuver/i, 'a maneuver'],
  [/initiative/i, 'initiative'],
  [/\b(equip|flip)/i, 'flips the card'],
];

/** The charges or Force the ability spends when used; amount null: as many as the player chooses. */
export interface AbilityCost {
  charge: ChargeKind;
  amount: number | null;
}

export const abilityHookSchema = z
  .object({
    /** The card it is on, as players name it. */
    source: z.string().min(1).max(120),
    moment: z.enum(abilityMoments),
    /** Our own short words for what it does. */
    summary: z.string().min(1).max(160),
    cost: z.object({ charge: z.enum(['standard', 'force', 'energy']), amount: z.int().min(1).max(9).nullable() }).strict().optional(),
    /** On an upgrade: its place in the ship's upgrades (its charges are that card's). */
    upgrade: z.int().min(0).max(15).optional(),
    /** At the start of the End Phase: the ship it chooses keeps its circular tokens through that End Phase. */
    keeps: z.literal('circularTokens').optional(),
    /** Asked only in that situation: an attack that hits, from the front or rear arc, once the dice are rolled. */
    only: z.array(z.enum(['hit', 'frontArc', 'rearArc', 'afterRoll'])).max(4).optional(),
  })
  .strict();
export type AbilityHookEntry = z.output<typeof abilityHookSchema>;

/** One hook on a ship in play: the upgrade named by its id, so its own charges pay. */
export interface AbilityHook {
  source: string;
  moment: PromptMoment;
  summary: string;
  cost: AbilityCost | null;
  upgrade: string | null;
  /** The ship it chooses keeps its circular tokens through this End Phase (when used at its start). */
  keeps?: 'circularTokens' | null;
  /** Asked only in these situations (an attack that hits, from that arc, once the dice are rolled). */
  only?: AbilityCondition[];
}

const costPattern = /spend (\d+|any number of|a) \[(charge|force)\]/i;

function costIn(part: string): AbilityCost | null {
  const found = costPattern.exec(part);
  if (!found) return null;
  const [, count = '', kind = ''] = found;
  const amount = count.toLowerCase() === 'any number of' ? null : count.toLowerCase() === 'a' ? 1 : Number(count);
  return { charge: kind.toLowerCase() === 'force' ? 'force' : 'standard', amount };
}

const costWords = (cost: AbilityCost) => {
  const name = cost.charge === 'force' ? 'Force' : cost.amount === 1 ? 'charge' : 'charges';
  return `spend ${cost.amount ?? 'any'} ${name}`;
};

/**
 * The hooks a card's text gives: one per moment it names (the text from that timing word to the
 * next is that moment's part), with the cost it spends and our words for what it does.
 */
export function abilityHooks(source: string, text: string | null | undefined, upgrade?: number): AbilityHookEntry[] {
  if (!text) return [];
  const found: { at: number; moment: AbilityMoment }[] = [];
  for (const [pattern, moment] of timingWords) {
    for (const match of text.matchAll(pattern)) found.push({ at: match.index, moment });
  }
  found.sort((a, b) => a.at - b.at);
  const byMoment = new Map<AbilityMoment, string>();
  for (const hit of found) {
    // Its part runs to the next timing word further on ("after you defend or perform an attack" is both moments').
    const part = text.slice(hit.at, found.find((later) => later.at > hit.at)?.at ?? text.length);
    byMoment.set(hit.moment, `${byMoment.get(hit.moment) ?? ''} ${part}`);
  }
  return [...byMoment.entries()].map(([moment, part]) => {
    const cost = costIn(part);
    const does = doings.filter(([pattern]) => pattern.test(part)).map(([, words]) => words).slice(0, 4);
    const what = does.length > 0 ? does.join(', ') : /\b(attack|defense) dic?e\b/i.test(part) ? 'the dice' : 'its ability';
    return {
      source: source.slice(0, 120),
      moment,
      summary: (cost ? `${costWords(cost)} → ${what}` : what).slice(0, 160),
      ...(cost ? { cost } : {}),
      ...(upgrade !== undefined ? { upgrade } : {}),
      ...(moment === 'endPhaseStart' && /circular tokens are not removed/i.test(part) ? { keeps: 'circularTokens' as const } : {}),
      ...conditionsOf(moment, part, does),
    };
  });
}

/** The situations the part names; an ability that rerolls or changes dice while attacking or defending waits for the roll. */
function conditionsOf(moment: AbilityMoment, part: string, does: readonly string[]): { only?: AbilityCondition[] } {
  const kept: AbilityCondition[] = [];
  if ((moment === 'afterAttacking' || moment === 'afterDefending') && hitWords.test(part)) kept.push('hit');
  // The attack it names first is the one it acts on ("after a [Front Arc] attack, … a bonus [Rear Arc] attack"); two "while" parts naming both arcs restrict nothing.
  const arcs = moment === 'whileAttacking' || moment === 'afterAttacking' ? [...part.matchAll(attackArcWords)].map((match) => match[1]?.toLowerCase()) : [];
  const whileBoth = moment === 'whileAttacking' && new Set(arcs).size > 1;
  if (arcs[0] && !whileBoth) kept.push(arcs[0] === 'rear' ? 'rearArc' : 'frontArc');
  if (rolledMoments.has(moment) && (does.includes('rerolls dice') || does.includes('changes results'))) kept.push('afterRoll');
  return kept.length > 0 ? { only: kept } : {};
}
