import type { EffectCondition } from '../card-effect';
import { eachAfterOnePaid, type Fact, type FactTable } from './fact-entry';

// DESIGN §10 · our facts for upgrades pilot skills (the shape: fact-entry.ts): astromechs, gunners,
// talents, Force powers, tech and sensors. An upgrade's facts act for the ship that carries it; a
// 'charge' cost draws on the card's own charges. What the table cannot know is one question.

const ask = (question: string): EffectCondition => ({ kind: 'ask', question });
const has = (token: Extract<EffectCondition, { kind: 'token' }>['token'], who: 'self' | 'other' = 'self'): EffectCondition => ({ kind: 'token', who, token });
const lacks = (token: Extract<EffectCondition, { kind: 'token' }>['token'], who: 'self' | 'other' = 'self'): EffectCondition => ({ kind: 'token', who, token, none: true });

/** "Reroll up to 1 die for each …": one fact per die, the n-th asked only when there are n of them (each reroll picks dice not yet rerolled). */
function perCount(count: number, fact: (n: number) => Fact): Fact[] {
  return Array.from({ length: count }, (_, index) => fact(index + 1));
}



/** C1-10P: in the End Phase, with no active charge left, the card turns to its Erratic side (RRG · Charges). */
const c110pFlip: Fact = { moment: 'endPhaseStart', conditions: [{ kind: 'chargeInactive' }], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: 'C1-10P: flips to Erratic, no active charge left' };

export const pilotSkillUpgradeFacts: FactTable = {
  // --- Astromechs ---
  /** Two locks, each on a different object; after a lock action, a lock. */
  r3astromech: {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'maintainLocks', most: 2, differentObjects: true }], optional: false, summary: 'R3 Astromech: maintains 2 locks, on different objects' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['lock'] }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'R3 Astromech: a second lock · after a lock action' },
    ],
  },
  r5astromech: {
    facts: [
      { moment: 'action', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'repairDamage', which: 'facedown' }], optional: true, summary: 'R5 Astromech: repair a facedown damage card (1 charge) · action' },
      { moment: 'action', conditions: [{ kind: 'critical', who: 'self' }, ask('Is it repairing a faceup Ship card (not a Pilot one)?')], costs: [], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'R5 Astromech: repair a faceup Ship damage card · action' },
    ],
  },
  r5d8: {
    facts: [
      { moment: 'action', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'repairDamage', which: 'facedown' }], optional: true, summary: 'R5-D8: repair a facedown damage card (1 charge) · action' },
      { moment: 'action', conditions: [{ kind: 'critical', who: 'self' }, ask('Is it repairing a faceup Ship card (not a Pilot one)?')], costs: [], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'R5-D8: repair a faceup Ship damage card · action' },
    ],
  },
  'r5d8-battleofyavin': {
    facts: [
      { moment: 'action', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'repairDamage', which: 'facedown' }], optional: true, summary: 'R5-D8: repair a facedown damage card (1 charge) · action' },
      { moment: 'action', conditions: [{ kind: 'critical', who: 'self' }, ask('Is it repairing a faceup Ship card (not a Pilot one)?')], costs: [], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'R5-D8: repair a faceup Ship damage card · action' },
    ],
  },
  'r5k6-battleofyavin': {
    facts: [
      { moment: 'action', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'repairDamage', which: 'facedown' }], optional: true, summary: 'R5-K6: repair a facedown damage card (1 charge) · action' },
      { moment: 'action', conditions: [{ kind: 'critical', who: 'self' }, ask('Is it repairing a faceup Ship card (not a Pilot one)?')], costs: [], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'R5-K6: repair a faceup Ship damage card · action' },
    ],
  },
  r5p8: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'front' }, { kind: 'once', per: 'attack', among: 'r5p8' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'R5-P8: reroll 1 attack die in its front arc (1 charge)' },
      // Its reroll used in this attack: a crit on the die rerolled costs the ship 1 crit damage.
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'usedInAttack', among: 'r5p8' }, { kind: 'once', per: 'attack', among: 'r5p8-crit' }, { kind: 'ask', question: 'Did the die R5-P8 rerolled come up a crit?' }], costs: [], effects: [{ kind: 'damage', who: 'self', hits: 0, crits: 1 }], optional: false, summary: 'R5-P8: its rerolled crit deals the ship 1 crit damage' },
    ],
  },
  r5x3: { yourCall: 'Ignoring obstacles is movement and line of sight the players judge: spend its charge yourself.' },
  m9g8: {
    facts: [
      { moment: 'modifyAttackDice', role: 'defender', conditions: [{ kind: 'lock', who: 'self' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'M9-G8: the attacker it locks rerolls 1 attack die it picks' },
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'lock', who: 'self' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'M9-G8: the attacker it locks rerolls 1 attack die it picks (a friend defends)' },
      // r5-friends: a friendly ship it locks attacks: that friend rerolls the die it picks.
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'lockHeld', by: 'self', on: 'friend' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'M9-G8: the friendly attacker it locks rerolls 1 attack die it picks' },
    ],
  },
  /** h-moves · RRG · Difficulty: before a basic (straight, bank, turn) white or red maneuver, 1 charge executes it one difficulty easier. */
  r4pastromech: {
    facts: [
      { moment: 'afterRevealDial', conditions: [{ kind: 'maneuver', bearings: ['straight', 'bank', 'turn'] }, { kind: 'difficulty', of: 'maneuver', difficulties: ['white', 'red'] }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'reduceDifficulty', who: 'self' }], optional: true, summary: 'R4-P Astromech: 1 charge, its basic maneuver one difficulty easier' },
    ],
  },
  /** h-moves: before a red maneuver, 1 charge executes it one difficulty easier (white). */
  'modifiedr4punit-battleoverendor': {
    facts: [
      { moment: 'afterRevealDial', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'reduceDifficulty', who: 'self' }], optional: true, summary: 'Modified R4-P Unit: 1 charge, its red maneuver one difficulty easier' },
    ],
  },
  r4p17: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'R4-P17: an action even while stressed (1 charge) · after a red maneuver' },
    ],
  },
  /** After a maneuver fully executed, 1 charge: a red evade even while stressed; in the End Phase with no active charge it flips to Erratic. */
  'c110p|C1-10P': {
    facts: [
      { moment: 'afterManeuver', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'evade', difficulty: 'red' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'C1-10P: red evade action even while stressed (1 charge) · after a maneuver' },
      c110pFlip,
    ],
  },
  /** 2.0: after any maneuver executed, a partial one too. */
  'c110p|C1-10P@2.0': {
    facts: [
      { moment: 'afterManeuver', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'evade', difficulty: 'red' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'C1-10P: red evade action even while stressed (1 charge) · after a maneuver' },
      { moment: 'afterPartialManeuver', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'evade', difficulty: 'red' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'C1-10P: red evade action even while stressed (1 charge) · after a maneuver cut short' },
      c110pFlip,
    ],
  },
  'c110p|C1-10P (Erratic)': {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Is there a ship at range 0–1 of it?')], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: false, summary: 'C1-10P (Erratic): a ship at range 0–1 it names gains 1 jam · after a maneuver' },
    ],
  },
  'c110p|C1-10P (Erratic)@2.0': {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Is there a ship at range 0–1 of it?')], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: false, summary: 'C1-10P (Erratic): a ship at range 0–1 it names gains 1 jam · after a maneuver' },
      { moment: 'afterPartialManeuver', conditions: [ask('Is there a ship at range 0–1 of it?')], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: false, summary: 'C1-10P (Erratic): a ship at range 0–1 it names gains 1 jam · after a maneuver cut short' },
    ],
  },
  /** After it activates, 1 charge and 1 deplete: repair a damage card, recover a shield, or remove a device at range 0–1 (named; one of the three). */
  'r2d2-republic': {
    facts: [
      { moment: 'afterActivating', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }, { kind: 'once', per: 'trigger', among: 'r2d2' }], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'repairDamage', which: 'any' }], optional: true, summary: 'R2-D2: repair 1 damage card (1 charge, +1 deplete) · after activating' },
      { moment: 'afterActivating', conditions: [{ kind: 'damaged', who: 'self', what: 'shields' }, { kind: 'once', per: 'trigger', among: 'r2d2' }], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'R2-D2: recover 1 shield (1 charge, +1 deplete) · after activating' },
      { moment: 'afterActivating', conditions: [{ kind: 'ask', question: 'Is there a device at range 0–1 of it (name it)?' }, { kind: 'once', per: 'trigger', among: 'r2d2' }], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'removeDeviceNamed' }], optional: true, summary: 'R2-D2: remove 1 device at range 0–1 (1 charge, +1 deplete) · after activating' },
    ],
  },
  'r2d2-resistance': {
    facts: [
      { moment: 'endPhaseStart', conditions: [{ kind: 'shielded', who: 'self' }, { kind: 'tokenColour', who: 'self', colours: ['red'] }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'lose', who: 'self', what: 'shield', amount: 1 }, { kind: 'removeTokenOf', who: 'self', colours: ['red'], amount: 1 }], optional: true, summary: 'R2-D2: spend 1 shield to remove 1 red token (1 charge) · End Phase' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'shielded', who: 'self', none: true }], costs: [{ kind: 'charge', amount: 2 }, { kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'R2-D2: recover 1 shield (2 charges, +1 deplete) · End Phase' },
    ],
  },
  r6d8: {
    facts: perCount(3, (n) => ({
      moment: 'modifyAttackDice',
      role: 'attacker',
      conditions: [ask(`Do ${n} or more friendly ships at range 0–3 have the defender in their bullseye arc?`)],
      costs: [],
      effects: [{ kind: 'reroll', pool: 'attack', count: 1 }],
      optional: true,
      summary: `R6-D8: reroll 1 attack die (friend ${n} with the defender in its bullseye)`,
    })),
  },
  r4b11: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'attacker', conditions: [{ kind: 'tokenColour', who: 'other', colours: ['orange', 'red'] }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'other', colours: ['orange', 'red'], amount: 1 }, { kind: 'reroll', pool: 'defense', count: 'all' }], optional: true, summary: "R4-B11: remove a red or orange token of the defender to reroll any defense dice" },
    ],
  },
  watchfulastromech: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['reload', 'rotateArc'] }, ask('Is it in an enemy ship’s firing arc?')], costs: [], effects: [{ kind: 'performAction', action: 'calculate', difficulty: 'red' }], optional: true, summary: 'Watchful Astromech: red calculate action · after reload or rotate' },
    ],
  },
  bbastromech: {
    facts: [
      { moment: 'afterRevealDial', conditions: [ask('Is it revealing a blue maneuver?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }], optional: true, summary: 'BB Astromech: barrel roll action before a blue maneuver (1 charge)' },
    ],
  },
  /** 2.5: not defending, before a damage card is dealt to it: 1 charge and 1 strain discard that card instead. */
  'r4p17-siegeofcoruscant': {
    facts: [{ moment: 'beforeDealtCard', conditions: [{ kind: 'defending', none: true }], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'discardDealtCard' }], optional: true, summary: 'Targeting Astromech: not defending, 1 charge and 1 strain discard the card instead' }],
  },
  'r2a3-battleoverendor': {
    facts: [{ moment: 'afterAction', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'R2-A3: a lock (1 charge) · after an action' }],
  },
  'stabilizingastromech-battleoverendor': {
    facts: [{ moment: 'afterManeuver', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'white' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Stabilizing Astromech: a white action even while stressed (1 charge) · after a maneuver' }],
  },

  'upgrade:finn': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'arc', arc: 'front' }], costs: [], effects: [{ kind: 'add', pool: 'attack', face: 'blank', count: 1 }], optional: true, summary: 'Finn: add 1 blank result to a primary attack from its front arc' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'arc', arc: 'front' }], costs: [], effects: [{ kind: 'add', pool: 'defense', face: 'blank', count: 1 }], optional: true, summary: 'Finn: add 1 blank result while defending (the attacker in its front arc)' },
    ],
  },

  // --- Force powers ---
  /** As the Engagement Phase starts, 1 Force: the ship engages at initiative 7 this phase (the initiative order reads it). */
  heightenedperception: {
    facts: [{ moment: 'engagementStart', conditions: [], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'engageAt', initiative: 7 }], optional: true, summary: 'Heightened Perception: engage at initiative 7 this phase (1 Force)' }],
  },
  instinctiveaim: {
    facts: [
      { moment: 'declareTarget', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'special' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'liftRequirement', requirement: 'focus' }, { kind: 'liftRequirement', requirement: 'lock' }], optional: true, summary: 'Instinctive Aim: no focus or lock needed for a special attack (1 Force)' },
    ],
  },
  sense: { yourCall: 'Looking at a dial is the players’ own: spend its Force yourself for range 0–3.' },
  /** Before it activates, 1 Force: a barrel roll or boost action; one not on its bar costs 1 hit damage after it. */
  supernaturalreflexes: {
    facts: (['barrelRoll', 'boost'] as const).flatMap((action): Fact[] => {
      const words = action === 'barrelRoll' ? 'barrel roll' : 'boost';
      const base: Pick<Fact, 'moment' | 'costs' | 'optional'> = { moment: 'beforeActivating', costs: [{ kind: 'force', amount: 1 }], optional: true };
      return [
        { ...base, conditions: [{ kind: 'onBar', action }], effects: [{ kind: 'performAction', action, difficulty: 'white' }], summary: `Supernatural Reflexes: ${words} action before it activates (1 Force)` },
        { ...base, conditions: [{ kind: 'onBar', action, none: true }], effects: [{ kind: 'performAction', action, difficulty: 'white' }, { kind: 'damage', who: 'self', hits: 1, crits: 0 }], summary: `Supernatural Reflexes: ${words} action (not on its bar: 1 hit damage) before it activates (1 Force)` },
      ];
    }),
  },
  hate: {
    facts: perCount(3, (n) => ({
      moment: 'afterDamaged',
      conditions: [ask(`Did it just suffer ${n} or more damage?`)],
      costs: [],
      effects: [{ kind: 'recover', what: 'force', amount: 1 }],
      optional: false,
      summary: `Hate: recover 1 Force (for damage ${n} just suffered)`,
    })),
  },
  /** After declaring, the defender in its bullseye arc, 1 Force: the defender rolls no more defense dice than the attack's hits and crits (the dice count reads it). */
  predictiveshot: {
    facts: [{ moment: 'declareTarget', role: 'attacker', conditions: [{ kind: 'arc', arc: 'bullseye' }, { kind: 'once', per: 'attack' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'capDefenseAtHits' }], optional: true, summary: 'Predictive Shot: the defender rolls no more defense dice than its hits and crits (1 Force)' }],
  },
  battlemeditation: { yourCall: 'Who may be coordinated, and a second ship: the players hold to the coordinate rule.' },
  foresight: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'this' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'Foresight: 1 focus → hit' },
      // The weapons rule offers its bonus attack; no other change of its dice (Modify Dice reads it).
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'this' }], costs: [], effects: [{ kind: 'modifyOnlyWith', dice: 'attack', tokens: [] }], optional: false, summary: 'Foresight: its dice change only by its own focus → hit' },
    ],
  },
  /** After its dial, 1 Force: a barrel roll or a boost; one its bar lacks gives it a strain and is its only action this activation. */
  precognitivereflexes: {
    facts: (['barrelRoll', 'boost'] as const).flatMap((action): Fact[] => {
      const words = action === 'barrelRoll' ? 'barrel roll' : 'boost';
      const base = { moment: 'afterRevealDial' as const, costs: [{ kind: 'force' as const, amount: 1 }], optional: true };
      return [
        { ...base, conditions: [{ kind: 'onBar', action }, { kind: 'once', per: 'trigger', among: 'precog' }], effects: [{ kind: 'performAction', action, difficulty: 'white' }], summary: `Precognitive Reflexes: ${words} action after its dial (1 Force)` },
        { ...base, conditions: [{ kind: 'onBar', action, none: true }, { kind: 'once', per: 'trigger', among: 'precog' }], effects: [{ kind: 'performAction', action, difficulty: 'white' }, { kind: 'gainToken', who: 'self', token: 'strain', amount: 1 }, { kind: 'noOtherAction' }], summary: `Precognitive Reflexes: ${words} action after its dial (1 Force), not on its bar: 1 strain, its only action` },
      ];
    }),
  },
  extrememaneuvers: { yourCall: 'A template chosen during the boost: the players move it and spend the Force.' },
  /** Before another friend at range 0–2 is dealt a faceup Pilot or Crew card: 1 Force discards it, this ship is dealt 1 facedown card instead; then with 2 or more damage cards it recovers 2 Force. */
  compassion: {
    facts: [
      {
        moment: 'friendlyBeforeDealtCard',
        conditions: [{ kind: 'dealtCard', faceup: true, traits: ['Pilot', 'Crew'] }, ask('Is the friend dealt the card at range 0–2 of this ship?')],
        costs: [{ kind: 'force', amount: 1 }],
        effects: [{ kind: 'discardDealtCard' }, { kind: 'dealFacedownCard', who: 'self' }, { kind: 'recoverIfDamaged', what: 'force', amount: 2, cards: 2 }],
        optional: true,
        summary: 'Compassion: 1 Force, the friend’s card is discarded and this ship is dealt 1 facedown card (2 Force back at 2+ cards)',
      },
    ],
  },
  malice: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus', 'hit'], to: 'crit' }], optional: true, summary: 'Malice: 1 focus/hit → crit (1 Force)' },
      { moment: 'afterAttack', role: 'attacker', conditions: [ask('Did it use Malice in that attack, and was the defender dealt a faceup Pilot or Crew damage card?')], costs: [], effects: [{ kind: 'recover', what: 'force', amount: 2 }], optional: false, summary: 'Malice: recover 2 Force · after attacking' },
    ],
  },
  shatteringshot: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Is the attack obstructed by an obstacle, or the defender at range 0 of one?')], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'add', pool: 'attack', face: 'focus', count: 1 }], optional: true, summary: 'Shattering Shot: add 1 focus result (1 Force)' },
    ],
  },
  'roilinganger-siegeofcoruscant': {
    facts: [
      { moment: 'engagementStart', conditions: [ask('Is it in an enemy ship’s front arc?')], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'recover', what: 'force', amount: 1 }], optional: true, summary: 'Roiling Anger: recover 1 Force (+1 strain) · Engagement starts' },
    ],
  },

  // --- Gunners ---
  bt1: {
    facts: perCount(4, (n) => ({
      moment: 'modifyAttackDice',
      role: 'attacker',
      conditions: [{ kind: 'tokenCount', who: 'other', token: 'stress', atLeast: n }],
      costs: [],
      effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }],
      optional: true,
      summary: `BT-1: 1 hit → crit (for the defender's stress token ${n})`,
    })),
  },
  bistan: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [has('focus'), ask('Did it make a primary attack, with a ship it has not attacked this round in its turret arc?')], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Bistan: a bonus turret arc attack · after attacking' },
    ],
  },
  greedo: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], optional: true, summary: 'Greedo: 1 hit → crit (1 charge)' },
      // Defending with its charge active, the attacker may use it (the attacker's choice, tapped on Greedo's card).
      { moment: 'modifyAttackDice', role: 'defender', conditions: [{ kind: 'hasCharge', what: 'charge', atLeast: 1 }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], optional: true, summary: 'Greedo (charge active): the attacker may change 1 hit → crit' },
    ],
  },
  hotshotgunner: {
    facts: [
      // The defender removes one of them: with both, both are asked and the one used closes the other.
      ...(['focus', 'calculate'] as const).map((token): Fact => ({ moment: 'afterAttack', role: 'attacker', conditions: [has(token, 'other'), ask('Did it attack from its single turret arc?'), { kind: 'once', per: 'trigger', among: 'hotshot' }], costs: [], effects: [{ kind: 'removeToken', who: 'other', token, amount: 1 }], optional: false, summary: `Hotshot Gunner: the defender loses 1 ${token} · after a turret attack` })),
    ],
  },
  specialforcesgunner: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'arc', arc: 'front' }, ask('Is its single turret arc indicator in its front arc?')], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Special Forces Gunner: +1 attack die' },
      { moment: 'afterAttack', role: 'attacker', conditions: [ask('Did it make a primary front arc attack, with its single turret arc indicator in its rear arc?')], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: 'Special Forces Gunner: a bonus primary turret arc attack · after attacking' },
    ],
  },
  veteranturretgunner: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [ask('Did it make a primary attack, with a turret arc it has not attacked from this round?')], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Veteran Turret Gunner: a bonus turret arc attack · after attacking' },
    ],
  },
  seventhfleetgunner: {
    facts: [
      { moment: 'rollAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, ask('Is the defender in its firing arc, and does the attacker roll fewer than 4 dice?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Seventh Fleet Gunner: a friend attacking rolls +1 attack die (1 charge)' },
      { moment: 'systemPhase', conditions: [], costs: [{ kind: 'gainToken', token: 'disarm', amount: 1 }], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: true, summary: 'Seventh Fleet Gunner: recover 1 charge (+1 disarm) · System Phase' },
    ],
  },
  clonecommandercody: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: false }, ask('Did it have 1 or more hit or crit results cancelled by evades?')], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }], optional: false, summary: 'Clone Commander Cody: the defender gains 1 strain · after a missed attack' },
    ],
  },
  /**
   * Gunner Paige Tico (a pilot shares the id): after a primary attack, 1 bomb placed now; destroyed, 1 bomb too.
   * Turning the turret instead needs nothing of the table: its indicator is set on the ship.
   */
  'upgrade:paigetico': {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }], costs: [], effects: [{ kind: 'dropDeviceNow', kinds: ['bomb'] }], optional: true, summary: 'Paige Tico: after a primary attack, drop 1 bomb (or turn the turret instead)' },
      { moment: 'afterDestroyed', conditions: [], costs: [], effects: [{ kind: 'dropDeviceNow', kinds: ['bomb'] }], optional: true, summary: 'Paige Tico: destroyed, drop 1 bomb' },
    ],
  },
  /** Attacking, 1 focus result spent: each friendly ship with the defender in its bullseye (named one by one) may take 1 strain to perform a focus action. */
  clonecaptainrex: {
    facts: ['a', 'a second', 'a third', 'a fourth', 'a fifth'].map((nth, n): Fact => ({
      moment: 'modifyAttackDice',
      role: 'attacker',
      conditions: [...(n === 0 ? [] : [{ kind: 'usedInAttack' as const, among: `rex-${n}` }]), { kind: 'once', per: 'attack', among: `rex-${n + 1}` }, ask(`Is there ${nth} friendly ship with the defender in its bullseye arc, taking 1 strain to focus (name it)?`)],
      costs: [],
      effects: [...(n === 0 ? [{ kind: 'cancel' as const, pool: 'attack' as const, count: 1, faces: ['focus' as const] }] : []), { kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }, { kind: 'grantAction', who: 'friendly', action: 'focus', difficulty: 'white' }],
      optional: true,
      summary: `Clone Captain Rex: ${n === 0 ? '1 focus result spent, ' : ''}that friend takes 1 strain to perform a focus action (${['1st', '2nd', '3rd', '4th', '5th'][n]} ship)`,
    })),
  },
  suppressivegunner: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Does the defender take the deplete token (rather than 1 hit)?')], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['focus'] }, { kind: 'gainToken', who: 'other', token: 'deplete', amount: 1 }], optional: true, summary: 'Suppressive Gunner: spend 1 focus result, the defender gains 1 deplete' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Does the defender choose to suffer 1 hit rather than take a deplete token?')], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['focus'] }, { kind: 'damage', who: 'other', hits: 1, crits: 0 }], optional: true, summary: 'Suppressive Gunner: spend 1 focus result, the defender suffers 1 hit' },
    ],
  },
  'bobafett-gunner': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Are there no other ships in the attack arc?')], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'Boba Fett: 1 focus → hit (the defender alone in the arc)' },
    ],
  },
  weaponssystemsofficer: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [ask('Did it attack with a special weapon needing a lock?')], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Weapons Systems Officer: lock the defender · after a lock-weapon attack' },
    ],
  },
  /** After its special attack: as many friends at range 0–3 of the defender as damage cards dealt in it (named one by one) each shed a stress or a strain. */
  'sabinewren-gunner': {
    facts: ['1st', '2nd', '3rd', '4th'].flatMap((nth, n) =>
      (['stress', 'strain'] as const).map((token): Fact => ({
        moment: 'afterAttack',
        role: 'attacker',
        conditions: [{ kind: 'weapon', weapon: 'special' }, { kind: 'once', per: 'trigger', among: `sabine-${n + 1}` }, ask(`Was a ${nth} damage card dealt to the defender in it, for a friend at range 0–3 of the defender shedding a ${token} (name it)?`)],
        costs: [],
        effects: [{ kind: 'removeToken', who: 'friendly', token, amount: 1 }],
        optional: true,
        summary: `Sabine Wren: that friend removes 1 ${token} (${nth} damage card)`,
      })),
    ),
  },
  'garsaxon-gunner': {
    facts: (['front', 'rear'] as const).map(
      (arc): Fact => ({ moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'arc', arc }, { kind: 'tokenColour', who: 'other', colours: ['orange', 'red'] }, ask('Does it roll fewer than 4 attack dice?')], costs: [], effects: [{ kind: 'removeTokenOf', who: 'other', colours: ['orange', 'red'], amount: 1 }, { kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: `Gar Saxon: 1 more attack die for a red or orange token off the defender (${arc} arc)` }),
    ),
    partly: 'Its lock action only on an object in its front or rear arc, and a lock as the token taken: the players hold to those.',
  },
  tibersaxon: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, { kind: 'critical', who: 'other', none: true }, ask('Did it attack at range 1–2?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }], optional: true, summary: 'Tiber Saxon: the defender gains 1 strain (1 charge) · after a hit' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, { kind: 'critical', who: 'other', none: true }, ask('Did it attack at range 1–2?')], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 2 }], optional: true, summary: 'Tiber Saxon: the defender gains 2 strain (2 charges) · after a hit' },
    ],
  },
  'ursawren-gunner': {
    facts: [
      { moment: 'afterAcquireLock', conditions: [ask('Is the locked enemy beyond range 2, with no friendly ship at range 0–1 of it?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Ursa Wren: 1 calculate · after acquiring a lock' },
    ],
  },
  migsmayfeld: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [ask('Did it attack from its front arc, with another target holding a red or orange token in its rear or turret arc?')], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Migs Mayfeld: a bonus rear or turret arc attack · after attacking' },
    ],
  },
  'airencracken-battleoverendor': {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'hit', hit: true }], costs: [{ kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: 'Airen Cracken: a bonus primary attack at the attacker (+1 deplete) · after defending' },
    ],
  },

  // --- Sensors ---
  advancedsensors: {
    facts: [{ moment: 'afterRevealDial', conditions: [], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'noOtherAction' }], optional: true, summary: 'Advanced Sensors: an action after its dial, its only one this activation' }],
  },
  collisiondetector: { yourCall: 'Moving through obstacles and ignoring their effects is the players’ to judge: spend its charge yourself.' },
  passivesensors: { yourCall: 'It turns on an inactive charge, which the table cannot ask about yet: the players apply it.' },
  'blanksignature-battleoverendor': {
    facts: [
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [ask('Is it not locked by the attacker?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'evade' }], optional: true, summary: 'Blank Signature: 1 focus → evade (1 charge)' },
    ],
  },
  'longrangescanners-alphaclassstarwing': { yourCall: 'The players judge lock range: spend its charge yourself for a lock beyond range 3.' },
  /** After a friend at range 0–2 performs a lock action: a lock on the same ship; after an attack that hits, its lock on the defender spent for a friend at range 0–1 to lock it. */
  'relaysystem-tiephphantom': {
    facts: [
      { moment: 'friendlyAction', conditions: [{ kind: 'action', actions: ['lock'] }, { kind: 'ask', question: 'Is that friendly ship at range 0–2?' }], costs: [], effects: [{ kind: 'lockLockedShip', from: 'other', by: 'self' }], optional: true, summary: 'Relay System: lock the ship that friend just locked' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, { kind: 'lock', who: 'self' }, { kind: 'ask', question: 'Is there another friendly ship at range 0–1 of it (name it)?' }], costs: [{ kind: 'spendToken', token: 'lock', amount: 1 }], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: 'Relay System: its lock on the defender spent, a friend at range 0–1 locks the defender' },
    ],
  },

  // --- Talents ---
  composure: { yourCall: 'It follows a failed action, a moment the table does not stop at.' },
  daredevil: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['boost'] }, ask('Did it make that white boost red to use a 1-turn template?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Daredevil: 1 stress for the boost made red · after a boost' },
    ],
  },
  debrisgambit: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['evade'] }, has('stress'), ask('Did it perform a red evade with an obstacle at range 0–1?')], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Debris Gambit: the red evade was white: its stress goes · after an evade' },
    ],
  },
  heroic: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Are all its 2 or more attack results blank?')], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 'all', faces: ['blank'] }], optional: true, summary: 'Heroic: reroll any blank attack dice (all blank)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [ask('Are all its 2 or more defense results blank?')], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 'all', faces: ['blank'] }], optional: true, summary: 'Heroic: reroll any blank defense dice (all blank)' },
    ],
  },
  intimidation: {
    facts: [
      { moment: 'rollDefenseDice', role: 'attacker', conditions: [{ kind: 'range', min: 0, max: 0 }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Intimidation: −1 defense die at range 0' },
      { moment: 'rollDefenseDice', conditions: [{ kind: 'friendly', role: 'attacker' }, ask('Is the defender at range 0 of it?')], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Intimidation: −1 defense die (the defender at range 0 of it)' },
    ],
  },
  /** Attacking: a friend at range 0–1 of the defender suffers 1 hit damage, and 1 of its results becomes a hit. */
  ruthless: {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Is the friendly ship it names at range 0–1 of the defender?')], costs: [], effects: [{ kind: 'damage', who: 'friendly', hits: 1, crits: 0 }, { kind: 'change', pool: 'attack', count: 1, from: ['blank', 'focus', 'crit'], to: 'hit' }], optional: true, summary: 'Ruthless: a friend near the defender suffers 1 hit, 1 result → hit' }],
  },
  /** A torpedo or missile attack: that weapon's charge for the defender to reroll 2 defense dice the attacker picks. */
  saturationsalvo: {
    facts: [{ moment: 'modifyDefenseDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'torpedo', or: 'missile' }], costs: [{ kind: 'upgradeCharge', of: 'weapon', amount: 1 }], effects: [{ kind: 'reroll', pool: 'defense', count: 2 }], optional: true, summary: 'Saturation Salvo: the weapon’s charge, the defender rerolls 2 dice it picks' }],
  },
  selfless: {
    facts: [
      { moment: 'neutralizeResults', conditions: [{ kind: 'friendly', role: 'defender' }, ask('Is it at range 0–1 of that friend, and in the attack arc?')], costs: [{ kind: 'damage', hits: 0, crits: 1 }], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['crit'] }], optional: true, summary: 'Selfless: suffers 1 crit to cancel 1 crit result against a friend' },
    ],
  },
  squadleader: { yourCall: 'It limits the actions a coordinated ship may take: the players hold to that.' },
  treacherous: {
    facts: [
      { moment: 'modifyAttackDice', role: 'defender', conditions: [ask('Does a friendly ship obstruct the attack?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit', 'crit'] }, { kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }], optional: true, summary: 'Treacherous: cancel 1 hit/crit, the friendly ship obstructing gains 1 strain (1 charge)' },
      { moment: 'modifyAttackDice', role: 'defender', conditions: [ask('Does an enemy ship obstruct the attack?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit', 'crit'] }, { kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }], optional: true, summary: 'Treacherous: cancel 1 hit/crit, the enemy ship obstructing gains 1 strain (1 charge)' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of the destroyed ship?')], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: false, summary: 'Treacherous: recover 1 charge · a friend destroyed at range 0–3' },
      { moment: 'enemyDestroyed', conditions: [ask('Is it at range 0–3 of the destroyed ship?')], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: false, summary: 'Treacherous: recover 1 charge · an enemy destroyed at range 0–3' },
    ],
  },
  dedicated: {
    facts: [
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, lacks('strain'), ask('Is that friend in its left or right arc at range 0–2, and limited or with Dedicated?')], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'reroll', pool: 'defense', count: 1, faces: ['blank'] }], optional: true, summary: 'Dedicated: the friend defending rerolls 1 blank result (+1 strain)' },
    ],
  },
  ensnare: {
    facts: [
      { moment: 'activationEnd', conditions: [has('tractor'), ask('Is there a ship in its turret arc at range 0–1?')], costs: [], effects: [{ kind: 'transferToken', to: 'other', token: 'tractor', amount: 1 }], optional: true, summary: 'Ensnare: pass 1 tractor to a ship it names · Activation ends' },
    ],
  },
  /** Its bonus attack after an enemy maneuver is the weapons rule's; in it, its attack dice cannot be modified by either ship. */
  snapshot: {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'this' }], costs: [], effects: [{ kind: 'forbidPool', dice: 'attack' }], optional: false, summary: 'Snapshot: its attack dice cannot be modified' }],
  },
  graviticdeflection: {
    facts: perCount(3, (n) => ({
      moment: 'modifyDefenseDice',
      role: 'defender',
      conditions: [ask(`Are there ${n} or more tractored ships in the attack arc?`)],
      costs: [],
      effects: [{ kind: 'reroll', pool: 'defense', count: 1 }],
      optional: true,
      summary: `Gravitic Deflection: reroll 1 defense die (tractored ship ${n} in the arc)`,
    })),
  },
  /** Focus even while stressed (2 stress or fewer); after it attacks while stressed, the defender may spend 1 focus or suffer 1 crit to flip it (its player's choice, asked). */
  'proudtradition|Proud Tradition': {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'evenWhileStressed', actions: ['focus'] }], optional: false, summary: 'Proud Tradition: focus actions even while stressed (2 stress or fewer)' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'token', who: 'self', token: 'stress' }, { kind: 'token', who: 'other', token: 'focus' }, { kind: 'once', per: 'trigger', among: 'proud' }, ask('Does the defender spend 1 focus token to flip Proud Tradition?')], costs: [], effects: [{ kind: 'removeToken', who: 'other', token: 'focus', amount: 1 }, { kind: 'flipCard' }], optional: true, summary: 'Proud Tradition: the defender spends 1 focus, the card flips to False Tradition' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'token', who: 'self', token: 'stress' }, { kind: 'once', per: 'trigger', among: 'proud' }, ask('Does the defender suffer 1 crit damage to flip Proud Tradition?')], costs: [], effects: [{ kind: 'damage', who: 'other', hits: 0, crits: 1 }, { kind: 'flipCard' }], optional: true, summary: 'Proud Tradition: the defender suffers 1 crit, the card flips to False Tradition' },
    ],
  },
  'proudtradition|False Tradition': {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['focus'] }, ask('Did it perform that focus action as white?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'False Tradition: its focus action is red: 1 stress · after a focus' },
    ],
  },
  deadeyeshot: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'arc', arc: 'bullseye' }], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit'] }, { kind: 'exposeDamage', who: 'other' }], optional: true, summary: 'Deadeye Shot: spend 1 hit result, the defender exposes a damage card' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'arc', arc: 'bullseye' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['crit'], to: 'hit' }, { kind: 'exposeDamage', who: 'other' }], optional: true, summary: 'Deadeye Shot: 1 crit → hit, the defender exposes a damage card' },
    ],
  },
  backwardstailslide: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['boost', 'barrelRoll'] }, ask('Did it pass through an obstacle with its configuration closed, ending off it (not at range 0)?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: false, summary: 'Backwards Tailslide: 1 evade · after a boost or barrel roll through an obstacle' },
    ],
  },
  ionlimiteroverride: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }], costs: [], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Ion Limiter Override: barrel roll even while stressed · after a red maneuver' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll'] }, ask('Was that barrel roll Ion Limiter Override’s, with a hit on its attack die?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'strain', amount: 1 }], optional: false, summary: 'Ion Limiter Override: 1 strain for a hit on its die · after its barrel roll' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll'] }, ask('Was that barrel roll Ion Limiter Override’s, with a crit on its attack die?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'ion', amount: 1 }], optional: false, summary: 'Ion Limiter Override: 1 ion for a crit on its die · after its barrel roll' },
    ],
  },
  margsablclosure: {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Did it move through an obstacle, structure or huge ship (or deploy), with an enemy in its front arc at range 1–2?')], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }], optional: true, summary: 'Marg Sabl Closure: an enemy in its front arc gains 1 strain · after a maneuver' },
    ],
  },
  starbirdslash: {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Did it move through an enemy ship, and is it outside that ship’s firing arc?')], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }], optional: true, summary: 'Starbird Slash: the enemy it moved through gains 1 strain · after a maneuver' },
      { moment: 'afterManeuver', conditions: [ask('Did it move through an enemy ship that has it in its firing arc?')], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }, { kind: 'gainToken', who: 'self', token: 'strain', amount: 1 }], optional: true, summary: 'Starbird Slash: the enemy it moved through and itself gain 1 strain · after a maneuver' },
    ],
  },
  cutthroat: {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [{ kind: 'tokenColour', who: 'self', colours: ['orange', 'red'] }, ask('Is it at range 0–3 of that friend, and was the friend limited or with Cutthroat?')], costs: [], effects: [{ kind: 'removeTokenOf', who: 'self', colours: ['orange', 'red'], amount: 1 }], optional: true, summary: 'Cutthroat: remove 1 red or orange token · a friend destroyed' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, was the friend limited or with Cutthroat, and is there a lock on it?')], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'lock', amount: 1 }], optional: true, summary: 'Cutthroat: remove a lock on it · a friend destroyed' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, and was the friend limited or with Cutthroat?')], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: true, summary: 'Cutthroat: 1 charge back on its ship card · a friend destroyed' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, and was the friend limited or with Cutthroat?')], costs: [], effects: [{ kind: 'recoverUpgradeCharge', amount: 1 }], optional: true, summary: 'Cutthroat: 1 charge back on one of its upgrades · a friend destroyed' },
    ],
    partly: 'Only one of these, and only a non-recurring charge: the players hold to that.',
  },
  disciplined: {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, and was the friend limited or with Disciplined?')], costs: [], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'white' }], optional: true, summary: 'Disciplined: lock action · a friend destroyed' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, and was the friend limited or with Disciplined?')], costs: [], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }], optional: true, summary: 'Disciplined: barrel roll action · a friend destroyed' },
    ],
  },
  hopeful: {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, and was the friend limited or with Hopeful?')], costs: [], effects: [{ kind: 'performAction', action: 'focus', difficulty: 'white' }], optional: true, summary: 'Hopeful: focus action · a friend destroyed' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, and was the friend limited or with Hopeful?')], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Hopeful: boost action · a friend destroyed' },
    ],
  },
  /** Its dial revealed, before a speed 1–2 turn or Koiogran turn near an asteroid, a structure or a huge ship: it may gain a tractor token. */
  interloperturn: {
    facts: [{ moment: 'afterRevealDial', conditions: [ask('Is it about to execute a speed 1–2 turn or Koiogran turn at range 0–1 of an asteroid, a structure or a huge ship?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'tractor', amount: 1 }], optional: true, summary: 'Interloper Turn: 1 tractor token before its tight turn' }],
  },
  /** Defending at range 0 of an obstacle: no attack die is rerolled in that attack, by either ship (its special attacks near asteroids are the players' to allow). */
  tierfonbellyrun: {
    facts: [{ moment: 'modifyAttackDice', role: 'defender', conditions: [ask('Is it at range 0 of an obstacle?')], costs: [], effects: [{ kind: 'rerollLimit', by: 'attacker', dice: 'attack', most: 0 }, { kind: 'rerollLimit', by: 'defender', dice: 'attack', most: 0 }], optional: false, summary: 'Tierfon Belly Run: at range 0 of an obstacle, no attack die is rerolled' }],
  },
  feedbackping: {
    facts: [
      { moment: 'enemyManeuver', conditions: [ask('Is there a friendly device at range 0–1 of that ship?')], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Feedback Ping: lock the ship that moved, at any range · after its maneuver' },
      { moment: 'friendlyManeuver', conditions: [ask('Is there a friendly device at range 0–1 of that ship?')], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Feedback Ping: lock the ship that moved, at any range · after its maneuver' },
    ],
  },
  clantraining: {
    facts: [
      { moment: 'beforeEngaging', conditions: [lacks('focus'), ask('Is there an enemy ship in its front arc at range 1?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'focus', difficulty: 'red' }], optional: true, summary: 'Clan Training: red focus action (1 charge) · before engaging' },
      { moment: 'afterAttack', role: 'attacker', conditions: [ask('Did it destroy the defender?')], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: false, summary: 'Clan Training: recover 1 charge · after destroying the defender' },
    ],
  },
  'clantraining@2.0': { yourCall: 'The 2.0 card data gives it no charge of its own: the players keep its charge.' },
  notorious: {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [ask('Is it with the attacker in its firing arc?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }], optional: true, summary: 'Notorious: the attacker gains 1 strain (1 charge) · after defending' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [has('strain', 'other')], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1, faces: ['blank'] }], optional: true, summary: 'Notorious: reroll 1 blank result (the defender strained)' },
    ],
  },
  enduring: {
    facts: [
      // Defending out of the attacker's bullseye arc: crits are neutralized before hits (asked once, as results are neutralized).
      { moment: 'neutralizeResults', role: 'defender', conditions: [ask('Is it outside the attacker’s bullseye arc?')], costs: [], effects: [{ kind: 'neutralizeOrder', first: 'crit' }], optional: false, summary: 'Enduring: crits neutralized before hits (outside the attacker’s bullseye arc)' },
      ...(['calculate', 'focus'] as const).map(
        (action): Fact => ({ moment: 'afterDamaged', conditions: [ask(`Did it just suffer crit damage, with ${action} on its action bar?`)], costs: [], effects: [{ kind: 'performAction', action, difficulty: 'red' }, { kind: 'evenWhileStressed' }], optional: true, summary: `Enduring: red ${action} action even while stressed · after crit damage` }),
      ),
    ],
  },
  'attackspeed-battleofyavin': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'maneuver', bearings: ['straight'], minSpeed: 3, maxSpeed: 4 }], costs: [], effects: [{ kind: 'move', difficulty: 'white' }], optional: true, summary: 'Attack Speed: a 1-straight boost (not an action) · after a 3 or 4 straight' },
    ],
  },
  'vengeful-battleofyavin': {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [{ kind: 'tokenColour', who: 'self', colours: ['red'] }, ask('Is it at range 0–3 of that friend, and was the friend limited?')], costs: [], effects: [{ kind: 'removeTokenOf', who: 'self', colours: ['red'], amount: 1 }], optional: true, summary: 'Vengeful: remove 1 red token · a friend destroyed' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, was the friend limited, and is there a lock on it?')], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'lock', amount: 1 }], optional: true, summary: 'Vengeful: remove a lock on it · a friend destroyed' },
      { moment: 'friendlyDestroyed', conditions: [ask('Is it at range 0–3 of that friend, was the friend limited, and is its ship card’s charge recurring?')], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: true, summary: 'Vengeful: recover 1 charge on its ship card · a friend destroyed' },
    ],
  },
  /** After another friend at range 0–2 is destroyed: 1 of its green tokens comes to this ship (the player picks which, when it has several kinds). */
  'mercenary-swz103': {
    facts: (['focus', 'evade', 'calculate', 'reinforce'] as const).map((token): Fact => ({
      moment: 'friendlyDestroyed',
      conditions: [{ kind: 'token', who: 'other', token }, { kind: 'ask', question: 'Was it at range 0–2?' }, { kind: 'once', per: 'trigger', among: 'mercenary' }],
      costs: [],
      effects: [{ kind: 'takeToken', from: 'other', token, amount: 1 }],
      optional: false,
      summary: `Mercenary: takes 1 ${token} token from the destroyed friend`,
    })),
  },
  /** System Phase, after it drops or launches a device: a white barrel roll or boost, even while stressed (one of them). */
  'swiftapproach-swz98': {
    facts: (['barrelRoll', 'boost'] as const).map((action): Fact => ({ moment: 'afterDropDevice', conditions: [ask('Is it the System Phase?'), { kind: 'once', per: 'trigger', among: 'swift' }], costs: [], effects: [{ kind: 'performAction', action, difficulty: 'white' }, { kind: 'evenWhileStressed' }], optional: true, summary: `Swift Approach: a white ${action === 'boost' ? 'boost' : 'barrel roll'} after the device, even stressed` })),
  },
  'truegrit-swz98': {
    facts: (['stress', 'deplete', 'ion', 'disarm', 'jam', 'tractor'] as const).map(
      (token): Fact => ({ moment: 'activationEnd', conditions: [lacks('strain'), has(token)], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token, amount: 1 }], optional: true, summary: `True Grit: remove 1 ${token} (+1 strain) · Activation ends` }),
    ),
  },
  'noescape-battleoverendor': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, ask('Are there more friendly ships than other enemy ships at range 0–1 of the defender?')], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1, faces: ['blank'] }], optional: true, summary: 'No Escape: reroll 1 blank result' },
    ],
  },
  'pushthelimit-battleoverendor': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, lacks('strain'), has('stress')], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Push The Limit: remove 1 stress (+1 strain) · after a red maneuver' },
      { moment: 'afterAction', conditions: [lacks('strain'), has('stress'), ask('Did it perform that action as red?')], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Push The Limit: remove 1 stress (+1 strain) · after a red action' },
    ],
  },
  'reckless-battleoverendor': {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['boost', 'barrelRoll'] }, ask('Did it use a 1-turn template for that red action, and roll a hit or crit on its attack die?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Reckless: 1 stress for a hit on its die · after a red boost or barrel roll' },
    ],
  },
  'itsatrap-battleoverendor': {
    facts: [
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [ask('Are there more other friendly ships than enemy ships at range 0–1?')], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1, faces: ['blank'] }], optional: true, summary: 'It’s a Trap!: reroll 1 blank result' },
    ],
  },
  'partinggift-battleoverendor': { yourCall: 'A device’s charge for a bomb dropped as it is destroyed: the players drop it through the device.' },
  'heroicsacrifice-battleoverendor': {
    facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'evenWhileStressed', actions: ['slam'] }], optional: false, summary: 'Heroic Sacrifice: SLAM even while stressed' }],
    partly: 'After its SLAM, its roll damages every large and huge ship at range 0, then destroys it: the players apply it.',
  },
  'withoutatrace-tiephphantom': {
    facts: [
      { moment: 'afterGainToken', conditions: [{ kind: 'gained', tokens: ['cloak'] }, { kind: 'tokenColour', who: 'self', colours: ['red'] }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'self', colours: ['red'], amount: 1 }], optional: true, summary: 'Without a Trace: remove 1 red token · after gaining a cloak token' },
      // While cloaked, no lock on it (the lock rule reads it; a friendly lock on it is kept off too, which the card does not ask).
      { moment: 'always', conditions: [{ kind: 'token', who: 'self', token: 'cloak' }], costs: [], effects: [{ kind: 'cannotBeLocked' }], optional: false, summary: 'Without a Trace: no lock on it while it is cloaked' },
    ],
  },
  /** After it decloaks: a lock on an enemy ship in its bullseye arc (named). */
  'silenthunter-tiephphantom': {
    facts: [{ moment: 'afterDecloak', conditions: [{ kind: 'ask', question: 'Is there an enemy ship in its bullseye arc (name the one it locks)?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'Silent Hunter: a lock on an enemy in its bullseye arc · after decloaking' }],
  },
  'stealthgambit-tiephphantom': {
    facts: [
      { moment: 'afterAttack', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'hit', hit: true }, has('cloak'), ask('Is it with the defender in its front arc?')], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'cloak', amount: 1 }, { kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: 'Silent Hunter: decloak for a bonus primary attack on the defender (+1 strain)' },
      { moment: 'engagementEnd', conditions: [has('strain')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: false, summary: 'Silent Hunter: 1 evade while strained · Engagement ends' },
    ],
  },

  // --- Tech ---
  'ferrospherepaint@2.0': {
    facts: [{ moment: 'afterLocked', conditions: [ask('Is it outside the locking ship’s bullseye arc?')], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }], optional: false, summary: 'Ferrosphere Paint: the ship locking it gains 1 stress' }],
  },
  ferrospherepaint: {
    facts: [
      { moment: 'afterLocked', conditions: [ask('Is it outside the locking ship’s bullseye arc, and does that ship keep its lock?')], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }], optional: false, summary: 'Ferrosphere Paint: the ship locking it gains 1 stress (or breaks its lock)' },
      { moment: 'afterLocked', conditions: [ask('Is it outside the locking ship’s bullseye arc, and does that ship break its lock rather than take a stress?')], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'lock', amount: 1 }], optional: false, summary: 'Ferrosphere Paint: the ship locking it breaks its lock (instead of 1 stress)' },
    ],
  },
  /** After Setup, each friendly ship at range 0–2 (its own too) is assigned a focus or an evade token, named one by one; the initiative it places at is the players'. */
  hyperspacetrackingdata: {
    facts: eachAfterOnePaid('hyperspace', 8, [], [
      { question: (nth: string) => `Is there ${nth} friendly ship at range 0–2 to take a focus token (name it)?`, effects: [{ kind: 'gainToken', who: 'friendly', token: 'focus', amount: 1 }], summary: () => 'Hyperspace Tracking Data: that friend gains a focus token' },
      { question: (nth: string) => `Is there ${nth} friendly ship at range 0–2 to take an evade token (name it)?`, effects: [{ kind: 'gainToken', who: 'friendly', token: 'evade', amount: 1 }], summary: () => 'Hyperspace Tracking Data: that friend gains an evade token' },
    ], 'setup'),
  },
  primedthrusters: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'evenWhileStressed', actions: ['barrelRoll', 'boost'] }], optional: false, summary: 'Primed Thrusters: boost and barrel roll even while stressed (2 stress or fewer)' },
    ],
  },
  /** A friend at range 1–2 attacking a ship this one has locked fires without the lock its weapon needs (read at Declare Target). */
  targetingsynchronizer: {
    facts: [{ moment: 'always', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'lockHeld', by: 'self', on: 'other' }, { kind: 'ask', question: 'Is the attacker at range 1–2 of the ship with Targeting Synchronizer?' }], costs: [], effects: [{ kind: 'liftRequirement', requirement: 'lock' }], optional: false, summary: 'Targeting Synchronizer: a friend at range 1–2 attacking a ship it has locked needs no lock of its own' }],
  },
  /**
   * Its action comes inside the red maneuver, before Check Difficulty gives its stress; the table gives that stress
   * at once, so the action is offered after the maneuver as if unstressed — only when that stress is its only one.
   */
  patternanalyzer: {
    facts: [{ moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'fullyExecuted' }, { kind: 'tokenCount', who: 'self', token: 'stress', atMost: 1 }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Pattern Analyzer: 1 action before the red maneuver’s stress counts' }],
  },
  biohexacryptcodes: { yourCall: 'Coordinate and jam range are the players’ to judge: spend the lock yourself.' },
  deuteriumpowercells: {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'damaged', who: 'self', what: 'shields' }], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'disarm', amount: 1 }], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'Deuterium Power Cells: recover 1 shield (1 charge, +1 disarm) · System Phase' },
      // Not stressed, it gains a token other than a lock: 1 charge, a stress token instead (the harmful kinds).
      ...(['deplete', 'ion', 'strain', 'disarm', 'jam', 'tractor'] as const).map((token): Fact => ({ moment: 'afterGainToken', conditions: [{ kind: 'gained', tokens: [token] }, { kind: 'token', who: 'self', token: 'stress', none: true }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token, amount: 1 }, { kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: `Deuterium Power Cells: 1 charge, a stress token instead of the ${token}` })),
    ],
  },
  automatedtargetpriority: { yourCall: 'Its calculate tokens sit on the card: the table keeps tokens on ships only.' },
  /** A cloak at setup; no locks on it while cloaked; cloaked in the End Phase with an enemy at range 0–3, it decloaks (the players place it) and its cloak token goes, the decloak failed or not. */
  sensorscramblers: {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'cloak', amount: 1 }], optional: false, summary: 'Sensor Scramblers: 1 cloak · setup' },
      { moment: 'always', conditions: [has('cloak')], costs: [], effects: [{ kind: 'cannotBeLocked' }], optional: false, summary: 'Sensor Scramblers: no other ship can lock it while it is cloaked' },
      { moment: 'endPhaseStart', conditions: [has('cloak'), ask('Is there an enemy ship at range 0–3 (it must decloak)?')], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'cloak', amount: 1 }], optional: false, summary: 'Sensor Scramblers: it decloaks (the players place it); the cloak token goes even if that fails' },
    ],
  },
};

/**
 * Upgrades whose xws id is also a pilot's (the gunners Luke Skywalker, Han Solo, Ezra Bridger and
 * DT-798, the astromech BB-8): the table is keyed by xws id alone, so an entry there would play the
 * pilot's card too. Kept apart, not in the table (each card keeps what the reader gives it), until
 * the table tells an upgrade from a pilot that shares its id.
 */
export const upgradeFactsSharingAPilotId: FactTable = {
  /** h-moves · the crew card: after the ship it coordinated barrel rolls or boosts, that ship may gain a stress to be turned 90° in place. */
  cienaree: {
    facts: [
      { moment: 'friendlyAction', conditions: [{ kind: 'action', actions: ['barrelRoll', 'boost'] }, { kind: 'ask', question: 'Is it the ship Ciena Ree’s ship just coordinated, performing that coordinated action?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }, { kind: 'rotateShip', who: 'other', degrees: [90] }], optional: true, summary: 'Ciena Ree: the coordinated ship gains 1 stress to rotate 90°' },
    ],
  },
  /** h-moves · the Rebel crew card: at the start of the Activation Phase, 3 charges make every friendly ship's red maneuvers one difficulty easier for the phase. */
  leiaorgana: {
    facts: [
      { moment: 'activationStart', conditions: [], costs: [{ kind: 'charge', amount: 3 }], effects: [{ kind: 'reduceDifficulty', who: 'friendlyShips', difficulties: ['red'] }], optional: true, summary: 'Leia Organa: 3 charges, every friendly ship’s red maneuvers one difficulty easier this phase' },
    ],
  },
  bb8: {
    facts: [
      { moment: 'afterRevealDial', conditions: [ask('Is it revealing a blue maneuver?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }], optional: true, summary: 'BB-8: barrel roll action before a blue maneuver (1 charge)' },
      { moment: 'afterRevealDial', conditions: [ask('Is it revealing a blue maneuver?')], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'BB-8: boost action before a blue maneuver (1 charge)' },
    ],
  },
  dt798: {
    facts: [
      { moment: 'engagementStart', conditions: [ask('Is there a friendly ship in its firing arc (the one named)?')], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }], optional: true, summary: 'DT-798: a friendly ship in its arc gains 1 strain · Engagement starts' },
      ...perCount(3, (n): Fact => ({
        moment: 'modifyAttackDice',
        role: 'attacker',
        conditions: [ask(`Are there ${n} or more ships in the attack arc with a non-lock red or orange token?`)],
        costs: [],
        effects: [{ kind: 'reroll', pool: 'attack', count: 1 }],
        optional: true,
        summary: `DT-798: reroll 1 attack die (ship ${n} in the arc with a red or orange token)`,
      })),
    ],
  },
  ezrabridger: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [ask('Did it make a primary attack, with a turret arc it has not attacked from this round?')], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Ezra Bridger: a bonus turret arc attack (1 Force) · after attacking' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [has('stress'), ask('Is this the bonus attack Ezra Bridger gave?')], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Ezra Bridger: reroll 1 attack die (stressed, in his bonus attack)' },
    ],
  },
  /** At initiative 7 of the Engagement Phase: a turret arc attack outside its turn (the table stops there); that turret arc is then closed for the round. */
  hansolo: {
    facts: [{ moment: 'atInitiative', conditions: [{ kind: 'initiativeStep', initiative: 7 }], costs: [], effects: [{ kind: 'bonusAttackOf', weapons: ['turret'], onceFromArc: true }], optional: true, summary: 'Han Solo: a turret arc attack at initiative 7 (not from that arc again this round)' }],
  },
  lukeskywalker: { yourCall: 'Turning the turret indicator is the players’ (set it on the ship); spend the Force yourself.' },
};
