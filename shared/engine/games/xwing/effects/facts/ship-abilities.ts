import type { EffectCondition } from '../card-effect';
import { eachNamed, type CardFactEntry, type Fact, type FactTable } from './fact-entry';

// DESIGN §10 · our facts for ship abilities (the shape: fact-entry.ts), keyed by the ability's name: one
// entry counts for every pilot of its ship. Where the same name carries other words on other ships of an
// edition (Autothrusters in 2.5), only the edition whose ships all share one text is keyed, so no ship is
// given facts its card does not have; or each wording is keyed by its words ("Name#its text": Sensor Blindspot).

/** A stressed ship performs no action (RRG · Stress): a card's action is not offered to it. */
const unstressed: EffectCondition = { kind: 'token', who: 'self', token: 'stress', none: true };

const fireConvergence = 'Is the attack made from other than a single turret arc, with the defender in its single turret arc?';
/** "You can rotate your turret only to your front or rear arc": the rotate rule offers those two only. */
const frontOrRear = (name: string): Fact => ({ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'turretFacings', allowed: ['front', 'rear'] }], optional: false, summary: `${name}: its turret faces only front or rear` });

/** "While you perform a primary, [Torpedo] or [Missile] attack with the defender in your bullseye": one fact per weapon. */
const concentrated = (weapon: 'primary' | 'torpedo' | 'missile'): Fact => ({
  moment: 'rollAttackDice',
  role: 'attacker',
  conditions: [{ kind: 'weapon', weapon }, { kind: 'arc', arc: 'bullseye' }],
  costs: [],
  effects: [{ kind: 'dice', pool: 'attack', count: 1 }],
  optional: false,
  summary: `Concentrated Batteries: +1 attack die (${weapon === 'primary' ? 'primary' : weapon}, defender in its bullseye)`,
});

/** Networked Aim: rerolls as many attack dice as friendly locks on the defender (the table counts its own lock only). */
const networkedAim = (locks: 1 | 2 | 3 | 4, question: string): Fact => ({
  moment: 'modifyAttackDice',
  role: 'attacker',
  conditions: [{ kind: 'ask', question }],
  costs: [],
  effects: [{ kind: 'reroll', pool: 'attack', count: locks }],
  optional: true,
  summary: `Networked Aim: reroll up to ${locks} attack ${locks === 1 ? 'die' : 'dice'} (${locks} friendly lock${locks === 1 ? '' : 's'} on the defender)`,
});

/** Pinpoint Tractor Array: a tractor token taken for a rotate action after a maneuver. */
const pinpointRotate: Fact = { moment: 'afterManeuver', conditions: [unstressed], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'tractor', amount: 1 }, { kind: 'performAction', action: 'rotateArc', difficulty: 'white' }], optional: true, summary: 'Pinpoint Tractor Array: gain 1 tractor token to rotate its turret' };
const pinpointNoRear: Fact = { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'turretFacings', allowed: ['front', 'left', 'right'] }], optional: false, summary: 'Pinpoint Tractor Array: its turret never faces the rear' };

/** Chiss Engineering: a shield spent for the range 1 bonus (+1 attack die) where the weapon takes a range bonus. */
const chissBonus = (weapon: 'primary' | 'cannon'): Fact => ({
  moment: 'rollAttackDice',
  role: 'attacker',
  conditions: [{ kind: 'weapon', weapon }, { kind: 'range', min: 2, max: 3 }, { kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'shielded', who: 'self' }],
  costs: [],
  effects: [{ kind: 'lose', who: 'self', what: 'shield', amount: 1 }, { kind: 'dice', pool: 'attack', count: 1 }],
  optional: true,
  summary: `Chiss Engineering: spend 1 shield for the range 1 bonus (+1 attack die, ${weapon === 'primary' ? 'primary' : 'cannon'})`,
});

export const shipAbilityFacts: FactTable = {
  /** RZ-2 A-wing: after any action, a red boost or a red rotate; its turret faces front or rear only. */
  'Refined Gyrostabilizers': {
    facts: [
      { moment: 'afterAction', conditions: [unstressed], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'red' }, { kind: 'performAction', action: 'rotateArc', difficulty: 'red' }], optional: true, summary: 'Refined Gyrostabilizers: after an action, a red boost or a red rotate' },
      frontOrRear('Refined Gyrostabilizers'),
    ],
  },
  /** BTA-NR2 Y-wing: after an action an upgrade (talent, illicit, modification) put on its bar, a calculate action. */
  'Intuitive Interface': {
    facts: [
      { moment: 'afterAction', conditions: [unstressed, { kind: 'ask', question: 'Is it an action a talent, illicit or modification upgrade put on its bar?' }], costs: [], effects: [{ kind: 'performAction', action: 'calculate', difficulty: 'white' }], optional: true, summary: 'Intuitive Interface: a calculate action after an action its upgrades gave it' },
    ],
  },
  /** TIE Reaper 2.0: unstressed, a white 1 bank or 1 straight before its dial is revealed (no choice). */
  'Adaptive Ailerons@2.0': {
    facts: [
      { moment: 'beforeActivating', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [], effects: [{ kind: 'move', difficulty: 'white' }], optional: false, summary: 'Adaptive Ailerons: a white 1 bank or 1 straight before its dial is revealed' },
    ],
  },
  /** TIE Reaper 2.5: unstressed, it boosts before its dial is revealed (no choice; a boost, not an action). */
  'Adaptive Ailerons@2.5': {
    facts: [
      { moment: 'beforeActivating', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [], effects: [{ kind: 'move', difficulty: 'white' }], optional: false, summary: 'Adaptive Ailerons: boosts before its dial is revealed (not an action)' },
    ],
  },
  /** TIE Reaper 2.5 (other pilots): the same boost, by choice. */
  'Controlled Ailerons': {
    facts: [
      { moment: 'beforeActivating', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [], effects: [{ kind: 'move', difficulty: 'white' }], optional: true, summary: 'Controlled Ailerons: may boost before its dial is revealed (not an action)' },
    ],
  },
  /** M12-L Kimogila: the defender in its bullseye cannot spend green tokens on its dice. */
  'Dead to Rights': {
    facts: [
      { moment: 'modifyDefenseDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'bullseye' }], costs: [], effects: [{ kind: 'forbid', what: 'defenderTokens' }], optional: false, summary: 'Dead to Rights: a defender in its bullseye spends no green token on its dice' },
    ],
  },
  /** HMP Droid Gunship: rerolls as many attack dice as friendly locks on the defender; its own locks reroll nothing. */
  'Networked Aim': {
    facts: [
      networkedAim(1, 'Do friendly ships hold exactly 1 lock on the defender?'),
      networkedAim(2, 'Do friendly ships hold exactly 2 locks on the defender?'),
      networkedAim(3, 'Do friendly ships hold exactly 3 locks on the defender?'),
      networkedAim(4, 'Do friendly ships hold 4 or more locks on the defender?'),
      // A rule of its attacks: its own locks pay for no reroll (read by Modify Dice as forbidTokens is).
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [], effects: [{ kind: 'forbidTokens', by: 'attacker', tokens: ['lock'] }], optional: false, summary: 'Networked Aim: its own locks cannot be spent to reroll attack dice' },
    ],
  },
  /** Nantex: after a maneuver, a tractor token for a rotate action; its turret never faces the rear (2.0: "after you execute a maneuver" — a partial one too). */
  'Pinpoint Tractor Array@2.0': {
    facts: [pinpointRotate, { ...pinpointRotate, moment: 'afterPartialManeuver', summary: 'Pinpoint Tractor Array: gain 1 tractor token to rotate its turret (after a partial maneuver)' }, pinpointNoRear],
  },
  /** Nantex 2.5: the same, after a fully executed maneuver only. */
  'Pinpoint Tractor Array@2.5': { facts: [pinpointRotate, pinpointNoRear] },
  /** TIE Phantom: an evade action when it decloaks (System Phase); an evade turned into a cloak at the End Phase. */
  'Stygium Array': {
    facts: [
      { moment: 'systemPhase', conditions: [unstressed, { kind: 'token', who: 'self', token: 'cloak' }, { kind: 'ask', question: 'Is it decloaking now?' }], costs: [], effects: [{ kind: 'performAction', action: 'evade', difficulty: 'white' }], optional: true, summary: 'Stygium Array: an evade action after it decloaks' },
      { moment: 'endPhaseStart', conditions: [], costs: [{ kind: 'spendToken', token: 'evade', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'cloak', amount: 1 }], optional: true, summary: 'Stygium Array: spend 1 evade for 1 cloak token' },
    ],
  },
  // RRG · Docking (ships/docking.ts): what a carrier and the ships docked with it do for each other.
  /** VCX-100: with a ship docked, a rear primary arc as strong as the docked ship's front arc (read by the attack rules). */
  'Tail Gun': {
    facts: [{ moment: 'always', conditions: [{ kind: 'carrying' }], costs: [], effects: [{ kind: 'dockedShipArc', arc: 'rear', from: 'front' }], optional: false, summary: 'Tail Gun: a rear primary arc as strong as the docked ship’s front arc' }],
  },
  /** Attack Shuttle: docked, after its carrier's primary front-arc or turret attack, the carrier may make a bonus primary rear-arc attack. */
  'Locked and Loaded': {
    facts: [{ moment: 'afterAttack', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'docked', with: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Was it a front arc or turret attack?' }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: 'Locked and Loaded: its carrier may make a bonus primary rear-arc attack' }],
  },
  /** Sheathipede: docked, before its carrier activates, the carrier may perform a coordinate action. */
  'Comms Shuttle': {
    facts: [
      { moment: 'friendlyBeforeActivating', conditions: [{ kind: 'docked', with: 'other' }], costs: [], effects: [{ kind: 'grantAction', who: 'other', action: 'coordinate', difficulty: 'white' }], optional: true, summary: 'Comms Shuttle: its carrier may coordinate before it activates' },
      { moment: 'always', conditions: [{ kind: 'docked' }], costs: [], effects: [{ kind: 'carrierAction', action: 'coordinate' }], optional: false, summary: 'Comms Shuttle: while it is docked its carrier has coordinate on its bar' },
    ],
  },
  /** Gozanti: up to 4 small ships dock with it (the docking rule counts the places). */
  'Docking Clamps': { engine: 'the docking rule (ships/docking.ts), which counts the places its card gives' },
  /** Clone Z-95: a blue maneuver revealed puts a white boost on its bar (the torpedo or missile slot is list building). */
  'Versatile Frame': {
    facts: [
      { moment: 'action', conditions: [unstressed, { kind: 'difficulty', of: 'maneuver', difficulties: ['blue'] }], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Versatile Frame: a white boost on its bar after a blue maneuver' },
    ],
  },
  /** LAAT/i: a charge for 2 rerolls of a friendly attack (its own too) not made from a single turret arc, the defender in its single turret arc. */
  'Fire Convergence': {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: fireConvergence }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'reroll', pool: 'attack', count: 2 }], optional: true, summary: 'Fire Convergence: 1 charge, the friendly attacker rerolls up to 2 attack dice' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: fireConvergence }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'reroll', pool: 'attack', count: 2 }], optional: true, summary: 'Fire Convergence: 1 charge, reroll up to 2 of its own attack dice' },
    ],
  },
  /** BTL-A4 Y-wing 2.5: a friendly ship at range 0-3 destroyed, a focus or boost action. */
  Hope: {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [unstressed, { kind: 'ask', question: 'Is it at range 0–3 of the destroyed ship?' }], costs: [], effects: [{ kind: 'performAction', action: 'focus', difficulty: 'white' }, { kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Hope: a focus or boost action after a friend at range 0-3 is destroyed' },
    ],
  },
  /** TIE/ba: after a full maneuver, neither depleted nor strained, a token for a lock or barrel roll action. */
  'Fine-Tuned Thrusters': {
    facts: [
      { moment: 'afterManeuver', conditions: [unstressed, { kind: 'token', who: 'self', token: 'deplete', none: true }, { kind: 'token', who: 'self', token: 'strain', none: true }], costs: [{ kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'white' }, { kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }], optional: true, summary: 'Fine-Tuned Thrusters: gain 1 deplete for a lock or barrel roll action' },
      { moment: 'afterManeuver', conditions: [unstressed, { kind: 'token', who: 'self', token: 'deplete', none: true }, { kind: 'token', who: 'self', token: 'strain', none: true }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'white' }, { kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }], optional: true, summary: 'Fine-Tuned Thrusters: gain 1 strain for a lock or barrel roll action' },
    ],
  },
  /** Fireball: a facedown damage card at setup; after a SLAM, a damage card exposed to shed the disarm token. */
  'Explosion with Wings': {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'dealFacedownCard', who: 'self' }], optional: false, summary: 'Explosion with Wings: dealt 1 facedown damage card at setup' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }, { kind: 'token', who: 'self', token: 'disarm' }, { kind: 'damaged', who: 'self', what: 'card' }, { kind: 'ask', question: 'Is there a facedown damage card on it to expose?' }], costs: [], effects: [{ kind: 'exposeDamage', who: 'self' }, { kind: 'removeToken', who: 'self', token: 'disarm', amount: 1 }], optional: true, summary: 'Explosion with Wings: expose 1 damage card to remove 1 disarm after a SLAM' },
    ],
  },
  /** Quadjumper: as an action, tractor tokens on a ship in its front arc at range 1 (2 in its bullseye). */
  'Spacetug Tractor Array': {
    facts: [
      { moment: 'action', conditions: [{ kind: 'ask', question: 'Is the chosen ship in its bullseye arc at range 1?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 2 }], optional: true, summary: 'Spacetug Tractor Array: 2 tractor tokens on a ship in its bullseye at range 1' },
      { moment: 'action', conditions: [{ kind: 'ask', question: 'Is the chosen ship in its front arc at range 1, outside its bullseye?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: true, summary: 'Spacetug Tractor Array: 1 tractor token on a ship in its front arc at range 1' },
    ],
  },
  /** ARC-170 2.5: a friend at range 0-2 defending spends this ship's focus or evade; this ship then gains a strain. */
  'Born for This': {
    facts: [
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–2 of it?' }, { kind: 'token', who: 'self', token: 'strain', none: true }], costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }, { kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 'all', from: ['focus'], to: 'evade' }], optional: true, summary: 'Born for This: the friendly defender spends its focus (it gains 1 strain)' },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–2 of it?' }, { kind: 'token', who: 'self', token: 'strain', none: true }], costs: [{ kind: 'spendToken', token: 'evade', amount: 1 }, { kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank', 'focus'], to: 'evade' }], optional: true, summary: 'Born for This: the friendly defender spends its evade (it gains 1 strain)' },
    ],
  },
  /** YT-2400 2.0 (every ship of 2.0 prints these words; in 2.5 some ships print newer ones, which the reader reads). */
  'Sensor Blindspot@2.0': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'range', min: 0, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -2 }], optional: false, summary: 'Sensor Blindspot: no range bonus and 1 attack die fewer at range 0-1 (primary)' },
    ],
  },
  /** 2.5, the ships printing "do not apply the range 0-1 bonus": 2 fewer dice for a primary attack at range 0-1 (no bonus, 1 fewer). */
  'Sensor Blindspot#while you perform a primary attack at attack range 0-1, do not apply the range 0-1 bonus and roll 1 fewer attack die.': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'range', min: 0, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -2 }], optional: false, summary: 'Sensor Blindspot: no range bonus and 1 attack die fewer at range 0-1 (primary)' },
    ],
  },
  /** 2.5, the later YT-2400 cards (three wordings of one rule): 1 fewer die for a primary attack at range 0-1 (the range bonus kept), 1 fewer defense die at range 1. */
  ...Object.fromEntries(
    ['you roll 1 fewer die', 'you roll 1 fewer attack die', 'you roll 1 less attack die'].map((attackWords) => [
      `Sensor Blindspot#while you perform a primary attack at attack range 0-1, ${attackWords}. while you defend at range 1, you roll 1 ${attackWords.includes('less') ? 'less' : 'fewer'} defense die.`,
      {
        facts: [
          { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'range', min: 0, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: false, summary: 'Sensor Blindspot: 1 attack die fewer at range 0-1 (primary)' },
          { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'range', min: 1, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Sensor Blindspot: 1 defense die fewer at range 1' },
        ],
      } satisfies CardFactEntry,
    ]),
  ),
  /** Raider: +1 die for a primary, torpedo or missile attack at a defender in its bullseye. */
  'Concentrated Batteries': { facts: [concentrated('primary'), concentrated('torpedo'), concentrated('missile')] },
  /** GR-75: after a friend at range 0–1 acts, 1 energy: it sheds 1 red or orange token, or recovers 1 shield. */
  'Resupply Craft': {
    facts: [
      { moment: 'friendlyAction', conditions: [{ kind: 'tokenColour', who: 'other', colours: ['red', 'orange'] }, { kind: 'ask', question: 'Is that friendly ship at range 0–1?' }, { kind: 'once', per: 'trigger', among: 'resupply' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'removeTokenOf', who: 'other', colours: ['red', 'orange'], amount: 1 }], optional: true, summary: 'Resupply Craft: 1 energy, the friend that acted removes 1 red or orange token' },
      { moment: 'friendlyAction', conditions: [{ kind: 'ask', question: 'Is that friendly ship at range 0–1?' }, { kind: 'once', per: 'trigger', among: 'resupply' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'recoverOther', who: 'other', what: 'shield', amount: 1 }], optional: true, summary: 'Resupply Craft: 1 energy, the friend that acted recovers 1 shield' },
    ],
  },
  /** Trident: a Tractor Tentacles attack that hits gives the defender a tractor token. */
  'Tractor Grasp': {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, { kind: 'ask', question: 'Is it just out of a Tractor Tentacles attack?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: false, summary: 'Tractor Grasp: the defender gains 1 tractor token after a Tractor Tentacles hit' },
    ],
  },
  /** TIE/ln 2.5: at the end of the End Phase, near another TIE/ln, 1 stress off. */
  'Formed Up': {
    facts: [
      { moment: 'endPhaseEnd', conditions: [{ kind: 'token', who: 'self', token: 'stress' }, { kind: 'ask', question: 'Is there another friendly TIE/ln Fighter at range 0–1?' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Formed Up: remove 1 stress next to another TIE/ln' },
    ],
  },
  /** h7-xpilots · TIE/in Interceptor (2.5, its own words): at the start of the Engagement Phase a friend named (range 0–3, lower initiative: asked) gains 1 evade and sheds 1 red token that is not stress (one fact per kind; evade alone when it holds none). */
  'Autothrusters#at the start of the engagement phase, choose a friendly ship at range 0-3 with a lower initiative than yours. the chosen ship gains 1 evade token and removes 1 non-stress red token.': {
    facts: ([null, 'strain', 'deplete', 'ion', 'lock'] as const).map((token): Fact => ({
      moment: 'engagementStart',
      conditions: [{ kind: 'ask', question: token === null ? 'Is there a friendly ship at range 0–3 with a lower initiative, holding no red token but stress?' : `Is there a friendly ship at range 0–3 with a lower initiative, holding a ${token} token?` }, { kind: 'once', per: 'trigger', among: 'autothrusters' }],
      costs: [],
      effects: [{ kind: 'gainToken', who: 'friendly', token: 'evade', amount: 1 }, ...(token === null ? [] : [{ kind: 'removeToken' as const, who: 'friendly' as const, token, amount: 1 }])],
      optional: true,
      summary: token === null ? 'Autothrusters: a friend with a lower initiative gains 1 evade' : `Autothrusters: a friend with a lower initiative gains 1 evade and removes 1 ${token} token`,
    })),
  },
  /** B-wing 2.5: 2 charges for an evade after a stress token; 1 charge to set a dropped device at its side (the players place it, the device records it). */
  'Gyro-Cockpit': {
    facts: [
      { moment: 'afterGainStress', conditions: [], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: true, summary: 'Gyro-Cockpit: 2 charges for 1 evade after it gains a stress' },
      { moment: 'afterDropDevice', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dropFromSide' }], optional: true, summary: 'Gyro-Cockpit: 1 charge, the device it drops is set at its left or right side hashmark (the players place it)' },
    ],
  },
  /** RZ-1 A-wing 2.5: a red boost or red rotate in the System Phase; its turret faces front or rear only. */
  'Vectored Cannons': {
    facts: [
      { moment: 'systemPhase', conditions: [unstressed], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'red' }, { kind: 'performAction', action: 'rotateArc', difficulty: 'red' }], optional: true, summary: 'Vectored Cannons: a red boost or a red rotate in the System Phase' },
      frontOrRear('Vectored Cannons'),
    ],
  },
  /** Escape craft: a charge lost each System Phase while undocked; destroyed with none left, its blast is the players'. */
  'Rigged Energy Cells': {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'docked', none: true }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: 'Rigged Energy Cells: loses 1 charge while undocked' },
      /** h7-xpilots: with no charge left as the Activation Phase ends it is destroyed; before its removal each ship at range 0–1 (named, one question each) suffers 1 crit (no charge left: only this way can it be destroyed so). */
      { moment: 'activationEnd', conditions: [{ kind: 'chargeInactive' }], costs: [], effects: [{ kind: 'destroySelf' }], optional: false, summary: 'Rigged Energy Cells: no charge left, it is destroyed' },
      ...eachNamed(4, (nth) => `Is there ${nth} ship at range 0–1 of it (name it)?`, { moment: 'afterDestroyed', conditions: [{ kind: 'chargeInactive' }], costs: [], effects: [{ kind: 'damage', who: 'any', hits: 0, crits: 1 }], optional: false, summary: 'Rigged Energy Cells: a ship at range 0–1 suffers 1 crit as it blows' }),
    ],
  },
  /** After it deploys: a lock on a ship its carrier (the Hound's Tooth) has locked. */
  'Pursuit Craft': {
    facts: [{ moment: 'afterDeploy', conditions: [{ kind: 'ask', question: 'Is the ship it names one the friendly Hound’s Tooth has locked?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'Pursuit Craft: a lock on a ship the Hound’s Tooth has locked' }],
  },
  /** TIE/D 2.5: a lock action after a speed 3-5 maneuver; a shield for the range 1 bonus, unstressed. */
  'Chiss Engineering': {
    facts: [
      { moment: 'afterManeuver', conditions: [unstressed, { kind: 'maneuver', minSpeed: 3, maxSpeed: 5 }], costs: [], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'white' }], optional: true, summary: 'Chiss Engineering: a lock action after a speed 3-5 maneuver' },
      chissBonus('primary'),
      chissBonus('cannon'),
    ],
  },
  /** YT-1300 (Han, 2.5): after a red action, an attack die rolled; a hit or crit removes 1 stress. */
  'High Stakes': {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'difficulty', of: 'action', difficulties: ['red'] }, { kind: 'token', who: 'self', token: 'stress' }, { kind: 'ask', question: 'Is it a hit or a crit on the attack die it rolls?' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'High Stakes: after a red action, roll 1 attack die: a hit or crit removes 1 stress' },
    ],
  },
};
