import { z } from 'zod';

// DESIGN §10 · the X-Wing vocabulary of card effects. What a pilot, ship ability, upgrade side,
// condition or damage card does, as facts in our own words: the moment it acts at, the conditions
// that must hold, what it costs and what it does. The facts travel in the setup command (so a log
// replays without the card database); one interpreter (effects/) applies them at their moment and
// the odds (shared/odds/xwing-odds.ts) read the same dice effects. A card is data, never a branch.
//
// This file is the contract between the facts (who writes them), the engine (who applies them) and
// the odds (who count them): add kinds, never change the shape of an existing one.

/** Whose dice an effect changes. */
export const dicePoolSchema = z.enum(['attack', 'defense']);
export type EffectDicePool = z.output<typeof dicePoolSchema>;
export const effectFaceSchema = z.enum(['hit', 'crit', 'focus', 'blank', 'evade']);
export type EffectFace = z.output<typeof effectFaceSchema>;

/**
 * The dice part: what the odds count. `count` is how many dice at most ('all': every die that fits);
 * `faces` the faces it may pick (absent: any face).
 */
export const diceEffectSchema = z.discriminatedUnion('kind', [
  /** Roll this many more (or fewer: negative) dice in the Roll Attack / Roll Defense Dice step. */
  z.object({ kind: z.literal('dice'), pool: dicePoolSchema, count: z.int().min(-3).max(3) }).strict(),
  /** Reroll up to `count` dice showing one of `faces`. */
  z.object({ kind: z.literal('reroll'), pool: dicePoolSchema, count: z.union([z.int().min(1).max(9), z.literal('all')]), faces: z.array(effectFaceSchema).max(5).optional() }).strict(),
  /** Change up to `count` results showing one of `from` to `to`. */
  z.object({ kind: z.literal('change'), pool: dicePoolSchema, count: z.union([z.int().min(1).max(9), z.literal('all')]), from: z.array(effectFaceSchema).min(1).max(5), to: effectFaceSchema }).strict(),
  /** Add `count` results showing `face`. */
  z.object({ kind: z.literal('add'), pool: dicePoolSchema, face: effectFaceSchema, count: z.int().min(1).max(3) }).strict(),
  /** Cancel up to `count` results showing one of `faces`. */
  z.object({ kind: z.literal('cancel'), pool: dicePoolSchema, count: z.union([z.int().min(1).max(9), z.literal('all')]), faces: z.array(effectFaceSchema).min(1).max(5) }).strict(),
]);
export type DiceEffectFact = z.output<typeof diceEffectSchema>;

/** The moments an effect acts at. Attack steps come first; the others are the turn's. */
export const effectMoments = [
  // An attack (RRG · Attack): the steps it waits at, and after it.
  'declareTarget',
  'rollAttackDice',
  'modifyAttackDice',
  /** h-weapons: as Modify Attack Dice ends, before the defense roll: the attacker's changes with no choice (Heavy Laser Cannon), applied by Roll Defense Dice. */
  'afterModifyAttackDice',
  'rollDefenseDice',
  'modifyDefenseDice',
  'neutralizeResults',
  'dealDamage',
  'afterAttack',
  'afterDefend',
  // The round.
  'setup',
  'planningPhase',
  'systemPhase',
  'activationStart',
  'activationEnd',
  'engagementStart',
  'engagementEnd',
  'endPhaseStart',
  'endPhaseEnd',
  // The ship's own turn and what happens around it.
  'beforeActivating',
  'beforeEngaging',
  'afterRevealDial',
  'afterManeuver',
  'afterAction',
  'afterGainStress',
  /** After the card's ship gains a token (which: the `gained` condition). */
  'afterGainToken',
  /** After another friendly / an enemy ship gains a token (that ship is "the other"). */
  'friendlyGainsToken',
  'enemyGainsToken',
  /** Before another friendly ship engages (that ship is "the other"). */
  'friendlyBeforeEngaging',
  /** After another friendly / an enemy ship is dealt a damage card (that ship is "the other"). */
  'friendlyDealtDamage',
  'enemyDealtDamage',
  /** RRG · Docking: after the card's ship deploys (its carrier is "the other"); after a ship deploys from the card's ship (that ship is "the other"); before another friendly ship activates. */
  'afterDeploy',
  'deployedFromYou',
  'friendlyBeforeActivating',
  /** After another friendly ship spends Force (that ship is "the other"). */
  'friendlySpendsForce',
  /** After the card's ship engages (its engagement ends: the next ship engages, or the phase ends). */
  'afterEngaging',
  /** After the card's ship acquires a lock, however (its lock action or a card): the locked ship is "the other". */
  'afterAcquireLock',
  'afterDestroyed',
  'friendlySpendsToken',
  'enemyManeuver',
  /** Another friendly ship is destroyed (the card's ship sees it go). */
  'friendlyDestroyed',
  /** An enemy ship is destroyed (that ship is "the other"). */
  'enemyDestroyed',
  /** An enemy ship acquires a lock on the card's ship. */
  'afterLocked',
  /** An enemy ship acquires a lock on another friendly ship (that ship is "the other"). */
  'friendlyLocked',
  /** After the card's ship spends a token of its own (focus, evade, calculate…). */
  'afterSpendToken',
  /** After the card's ship suffers damage or is dealt a damage card. */
  'afterDamaged',
  /** After another friendly ship executes a maneuver / reveals its dial / performs an action (that ship is "the other"). */
  'friendlyManeuver',
  'friendlyRevealDial',
  'friendlyAction',
  /** After an enemy ship reveals its dial / performs an action (that ship is "the other"). */
  'enemyRevealDial',
  'enemyAction',
  /** r3-lead: after the card's ship drops or launches a device (the device command's own event). */
  'afterDropDevice',
  /** r3-lead: after the card's ship partially executes its maneuver (it overlapped a ship or an obstacle). */
  'afterPartialManeuver',
  /** h-dmg · RRG · Damage: before the card's ship (or another friendly ship: "the other") suffers damage, the shields and cards not touched yet. */
  'beforeSufferDamage',
  'friendlyBeforeSufferDamage',
  /** h-dmg · RRG · Damage Cards: before a damage card drawn is dealt to the card's ship, another friendly ship or an enemy ship ("the other"); its facing and trait known (the `dealtCard` condition). */
  'beforeDealtCard',
  'friendlyBeforeDealtCard',
  'enemyBeforeDealtCard',
  /** h-dmg · RRG · Shields: after the card's ship loses a shield (once per shield lost). */
  'afterLoseShield',
  /** Always on: a lifted requirement, a changed rule. */
  'always',
  /** As an action ("Action: …"). */
  'action',
  /** After the card's ship is dealt a damage card (faceup or facedown): once for each card dealt. */
  'afterDealtCard',
  /** Before an enemy ship engages (that ship is "the other"). */
  'enemyBeforeEngaging',
  /** h-xupg · RRG · Initiative: in the Engagement Phase, as the engagement reaches an initiative (the `initiativeStep` condition names it), before that initiative's ships engage; 0: after every ship has engaged. */
  'atInitiative',
  /** h-xupg · RRG · Cloak: after the card's ship decloaks (its cloak token removed). */
  'afterDecloak',
  /** h-xupg: after the card's ship repairs a damage card (faceup turned facedown, or discarded). */
  'afterRepair',
  /** h-xupg: after the card's ship activates (its activation in the Activation Phase ends). */
  'afterActivating',
  /** h-xupg · RRG · Devices: after a bomb or mine detonates (any ship's cards; "at range 0–1" is the fact's question). */
  'deviceDetonates',
  /** h-xupg: after an enemy ship defends (that ship is "the other"; the card's ship may be its attacker). */
  'enemyAfterDefend',
  /** h-xupg: before an enemy ship activates (that ship is "the other"), before it reveals its dial. */
  'enemyBeforeActivating',
] as const;
export const effectMomentSchema = z.enum(effectMoments);
export type EffectMoment = z.output<typeof effectMomentSchema>;

/** In an attack: the card's ship is the attacker or the defender (absent: either, or not in an attack). */
export const effectRoleSchema = z.enum(['attacker', 'defender']);

/** What must hold for the effect to be offered; every condition of a fact holds, or it is not offered. */
const weaponKindSchema = z.enum(['primary', 'special', 'torpedo', 'missile', 'cannon', 'turret', 'hardpoint', 'this']);

export const effectConditionSchema = z.discriminatedUnion('kind', [
  /** The attack's weapon: primary, any special weapon, one slot's weapons (torpedo, missile, cannon, turret, hardpoint…), or the card's own weapon; `or`: either of two ("a primary or hardpoint attack"). */
  z.object({ kind: z.literal('weapon'), weapon: weaponKindSchema, or: weaponKindSchema.optional() }).strict(),
  /** The attack is made from (or the other ship is in) this arc of the card's ship. */
  z.object({ kind: z.literal('arc'), arc: z.enum(['front', 'rear', 'bullseye', 'turret', 'fullFront', 'fullRear', 'side']) }).strict(),
  /** The attack range (or the range to the other ship) is within these bounds. */
  z.object({ kind: z.literal('range'), min: z.int().min(0).max(5), max: z.int().min(0).max(5) }).strict(),
  /** A ship holds (or, with none: true, holds no) token of this kind. `who`: the card's ship or the other ship in the attack. */
  z.object({ kind: z.literal('token'), who: z.enum(['self', 'other']), token: z.enum(['calculate', 'evade', 'focus', 'reinforce', 'disarm', 'jam', 'tractor', 'deplete', 'ion', 'strain', 'stress', 'cloak']), none: z.boolean().optional() }).strict(),
  /** The card's ship has a lock on the other ship (or, with `who: 'other'`, the other ship has one on it). */
  z.object({ kind: z.literal('lock'), who: z.enum(['self', 'other']), none: z.boolean().optional() }).strict(),
  /** The attack hit (after it), or did not. */
  z.object({ kind: z.literal('hit'), hit: z.boolean() }).strict(),
  /** The card's ship (or the other) is damaged: holds a damage card / has lost a shield. */
  z.object({ kind: z.literal('damaged'), who: z.enum(['self', 'other']), what: z.enum(['card', 'shields', 'any']) }).strict(),
  /** The other ship's initiative compared with the card's ship's. */
  z.object({ kind: z.literal('initiative'), compare: z.enum(['lower', 'higher', 'equalOrLower', 'equalOrHigher']) }).strict(),
  /** The other ship's size. */
  z.object({ kind: z.literal('size'), who: z.enum(['self', 'other']), sizes: z.array(z.enum(['small', 'medium', 'large', 'huge'])).min(1).max(4) }).strict(),
  /**
   * Once per round (or game, phase, attack; 'trigger': each time its moment comes) the card's effect is
   * used at most. `among`: a limit the card's facts with the same label share — one of them, once
   * ("spend up to 2…": one fact per amount; "… gains a focus or recovers a Force": one fact per choice).
   */
  z.object({ kind: z.literal('once'), per: z.enum(['round', 'game', 'phase', 'attack', 'trigger']), among: z.string().min(1).max(40).optional() }).strict(),
  /** After a maneuver (its own or another ship's): it was fully executed, not partially (it overlapped nothing that stopped it). */
  z.object({ kind: z.literal('fullyExecuted'), none: z.boolean().optional() }).strict(),
  /** What the table cannot know (where ships stand, obstacles): one yes / no question, in our words. */
  z.object({ kind: z.literal('ask'), question: z.string().min(1).max(160) }).strict(),
  /** The card's ship is not in the attack: a friendly ship is its attacker (or defender). */
  z.object({ kind: z.literal('friendly'), role: effectRoleSchema }).strict(),
  /** A ship is critically damaged (holds a faceup damage card), or with none: true, is not. */
  z.object({ kind: z.literal('critical'), who: z.enum(['self', 'other']), none: z.boolean().optional() }).strict(),
  /** The attack is obstructed (or, with obstructed: false, not). */
  z.object({ kind: z.literal('obstructed'), obstructed: z.boolean() }).strict(),
  /** A ship has at least 1 active shield (RRG · Shields: "shielded"), or with none: true, has none. */
  z.object({ kind: z.literal('shielded'), who: z.enum(['self', 'other']), none: z.boolean().optional() }).strict(),
  /** After an action: the action just performed is one of these. */
  z.object({ kind: z.literal('action'), actions: z.array(z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc'])).min(1).max(4) }).strict(),
  /** After an action or a maneuver: its difficulty was one of these ("after you perform a red action"). */
  z.object({ kind: z.literal('difficulty'), of: z.enum(['action', 'maneuver']), difficulties: z.array(z.enum(['blue', 'white', 'red', 'purple'])).min(1).max(3) }).strict(),
  /** After a maneuver (or at a moment after the ship revealed its dial): the maneuver's bearing and speed. */
  z.object({ kind: z.literal('maneuver'), bearings: z.array(z.enum(['straight', 'bank', 'turn', 'koiogran', 'segnor', 'tallon', 'stop', 'reverse'])).min(1).max(8).optional(), minSpeed: z.int().min(0).max(5).optional(), maxSpeed: z.int().min(0).max(5).optional() }).strict(),
  /** A ship holds at most / at least this many tokens of a kind ("while you have 2 or fewer stress tokens"). */
  z.object({ kind: z.literal('tokenCount'), who: z.enum(['self', 'other']), token: z.enum(['calculate', 'evade', 'focus', 'disarm', 'jam', 'tractor', 'deplete', 'ion', 'strain', 'stress']), atMost: z.int().min(0).max(9).optional(), atLeast: z.int().min(0).max(9).optional() }).strict(),
  /** The card's ship has at least this many charges (its card's own, else the ship's) or Force, without spending them. */
  z.object({ kind: z.literal('hasCharge'), what: z.enum(['charge', 'force', 'energy']), atLeast: z.int().min(0).max(9) }).strict(),
  /** A ship holds (or, with none: true, holds no) token of these colours (RRG · Tokens: green, red, orange, blue). */
  z.object({ kind: z.literal('tokenColour'), who: z.enum(['self', 'other']), colours: z.array(z.enum(['green', 'red', 'orange', 'blue'])).min(1).max(4), none: z.boolean().optional() }).strict(),
  /** A dual card (s-foils, configurations): the card's upgrade shows this side (0: the side it starts on, 1: the other). */
  z.object({ kind: z.literal('side'), side: z.int().min(0).max(1) }).strict(),
  /** After a ship gains a token: it was one of these kinds, or of one of these colours (RRG · Tokens). */
  z.object({ kind: z.literal('gained'), tokens: z.array(z.enum(['calculate', 'evade', 'focus', 'reinforce', 'disarm', 'jam', 'tractor', 'deplete', 'ion', 'lock', 'strain', 'stress', 'cloak'])).max(13).optional(), colours: z.array(z.enum(['green', 'red', 'orange', 'blue'])).max(4).optional() }).strict(),
  /** RRG · Docking: the card's ship is docked (with the other ship, or with the attacker of the attack), or, with none: true, is not. */
  z.object({ kind: z.literal('docked'), with: z.enum(['other', 'attacker']).optional(), none: z.boolean().optional() }).strict(),
  /** RRG · Docking: a ship is docked with the card's ship (or, with none: true, none is). */
  z.object({ kind: z.literal('carrying'), none: z.boolean().optional() }).strict(),
  /** After it spends a token: the token was one of these ('green': focus, evade, calculate, reinforce). */
  z.object({ kind: z.literal('spent'), tokens: z.array(z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'green'])).min(1).max(5) }).strict(),
  /** r3-x-pilots: in this attack, a ship of it (the card's own, or the other) modified dice of this pool ('any': either pool). */
  z.object({ kind: z.literal('modifiedDice'), who: z.enum(['self', 'other']), pool: z.enum(['attack', 'defense', 'any']) }).strict(),
  /** r3-x-pilots: in this attack, the card's ship spent a token of this kind (for dice or for a card's cost). */
  z.object({ kind: z.literal('spentInAttack'), token: z.enum(['focus', 'evade', 'calculate', 'lock', 'force']) }).strict(),
  /** A ship holds at least this many tokens of these colours, every kind counted together (a lock on it is not counted). */
  z.object({ kind: z.literal('colourCount'), who: z.enum(['self', 'other']), colours: z.array(z.enum(['green', 'red', 'orange', 'blue'])).min(1).max(4), atLeast: z.int().min(1).max(9) }).strict(),
  /** The other ship's initiative is higher than the number of damage cards the card's ship has (Kazuda Xiono). */
  z.object({ kind: z.literal('initiativeOverDamage') }).strict(),
  /** After Neutralize Results: at least this many hit and crit results are left. */
  z.object({ kind: z.literal('resultsLeft'), atLeast: z.int().min(1).max(9) }).strict(),
  /** r3-x-pilots: after Neutralize Results: more hits and crits are left than the card's ship has active shields. */
  z.object({ kind: z.literal('resultsOverShields') }).strict(),
  /** r3-x-pilots: the attack is (or, with bonus: false, is not) a bonus attack. */
  z.object({ kind: z.literal('bonusAttack'), bonus: z.boolean() }).strict(),
  /** h-dmg: at a 'before dealt' moment, the damage card about to be dealt is faceup (or facedown), and of one of these traits (absent: any). */
  z.object({ kind: z.literal('dealtCard'), faceup: z.boolean().optional(), traits: z.array(z.enum(['Pilot', 'Ship', 'Crew'])).min(1).max(3).optional() }).strict(),
  /** h-dmg: the card's ship is (or, with none: true, is not) the defender of an attack under way. */
  z.object({ kind: z.literal('defending'), none: z.boolean().optional() }).strict(),
  /** h-dmg: a ship's chassis is one of these (a word of its ship's name: 'TIE' is any TIE, 'TIE/ln Fighter' that one). */
  z.object({ kind: z.literal('chassis'), who: z.enum(['self', 'other']), names: z.array(z.string().min(1).max(40)).min(1).max(4) }).strict(),
  /** r3-lead: a ship (the card's own, or the other) has (or, with none: true, has not) this condition card (by its name). */
  z.object({ kind: z.literal('hasCondition'), who: z.enum(['self', 'other']), condition: z.string().min(1).max(80), none: z.boolean().optional() }).strict(),
  /** The other ship (the defender after an attack, the ship whose moment it is) is destroyed, or, with none: true, is not. */
  z.object({ kind: z.literal('destroyed'), who: z.literal('other'), none: z.boolean().optional() }).strict(),
  /** The card's ship has this action on its action bar (as printed, a linked one too), or, with none: true, has not. */
  z.object({ kind: z.literal('onBar'), action: z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc']), none: z.boolean().optional() }).strict(),
  /** "If you do, until the end of the round": a fact of the same card with this `once` label was used this round (its cost paid). */
  z.object({ kind: z.literal('usedThisRound'), among: z.string().min(1).max(40) }).strict(),
  /** r5-friends: a lock held by the card's ship ('self') or by any friendly ship, itself included ('friendly'), on the other ship of the attack ('other') or on the friendly ship in it the card's ship is a friend of ('friend'). */
  z.object({ kind: z.literal('lockHeld'), by: z.enum(['self', 'friendly']), on: z.enum(['other', 'friend']) }).strict(),
  /** lead: "if the rerolled result is …": a fact of the same card with this `once` label was used in the attack under way. */
  z.object({ kind: z.literal('usedInAttack'), among: z.string().min(1).max(40) }).strict(),
  /** RRG · Charges: the card's own charges (else the ship's) are all inactive, none left to spend. */
  z.object({ kind: z.literal('chargeInactive') }).strict(),
  /** The other ship's pilot is one of these, by its card's name ("a friendly Obi-Wan Kenobi ship"). */
  z.object({ kind: z.literal('pilotNamed'), names: z.array(z.string().min(1).max(80)).min(1).max(4) }).strict(),
  /** A ship (the card's own, or the other) has a lock on it, whoever holds it, or, with none: true, has none. */
  z.object({ kind: z.literal('lockOn'), who: z.enum(['self', 'other']), none: z.boolean().optional() }).strict(),
  /** The ship (the card's own, the other, or the friend in the attack the card's ship is a friend of) carries this card's mark of this label, still lasting (markShip). */
  z.object({ kind: z.literal('marked'), on: z.enum(['self', 'other', 'friend']), among: z.string().min(1).max(40) }).strict(),
  /** A condition card assigned facedown (the fact's own card, on the card's ship) has been turned faceup, or, with none: true, is still facedown. */
  z.object({ kind: z.literal('conditionRevealed'), none: z.boolean().optional() }).strict(),
  /** h7-xpilots: a ship holds exactly this many tokens of these colours, every kind counted together (a lock on it is not counted), as colourCount counts them. */
  /** h7-xpilots · RRG · Devices: the card's ship has dropped or launched a device this round (or, with none: true, has not). */
  z.object({ kind: z.literal('placedDevice'), none: z.boolean().optional() }).strict(),
  /** h7-xpilots · RRG · Force: the card's ship has no active Force (it has a Force value, every one spent). */
  z.object({ kind: z.literal('forceInactive') }).strict(),
  /** h7-xpilots · RRG · Lock: the card's ship holds a lock on another ship (or, with none: true, holds none). */
  z.object({ kind: z.literal('holdsLock'), none: z.boolean().optional() }).strict(),
  /** h7-xpilots: the game is in one of these phases. */
  z.object({ kind: z.literal('phase'), phases: z.array(z.enum(['planning', 'system', 'activation', 'engagement', 'end'])).min(1).max(4) }).strict(),
  /** h7-xpilots: a ship (the card's own, or the other) has activated — in the Engagement Phase, engaged — this phase (or, with none: true, has not). */
  z.object({ kind: z.literal('activated'), who: z.enum(['self', 'other']), none: z.boolean().optional() }).strict(),
  /** h7-xpilots · RRG · Destroyed ships: at a 'before dealt' moment of the card's own ship, the card about to be dealt brings its damage to its hull: it would be destroyed. */
  z.object({ kind: z.literal('wouldBeDestroyed') }).strict(),
  z.object({ kind: z.literal('colourExactly'), who: z.enum(['self', 'other']), colours: z.array(z.enum(['green', 'red', 'orange', 'blue'])).min(1).max(4), count: z.int().min(0).max(9) }).strict(),
  /** h-xupg: at 'atInitiative': the engagement has reached this initiative ("at initiative 4"). */
  z.object({ kind: z.literal('initiativeStep'), initiative: z.int().min(0).max(7) }).strict(),
  /** h-xupg: "if you do, … next round": a fact of the same card with this `once` label was used in the round before this one. */
  z.object({ kind: z.literal('usedLastRound'), among: z.string().min(1).max(40) }).strict(),
  /** h-xupg: the card's ship has at least this many active shields ("spend 2 shields"). */
  z.object({ kind: z.literal('shieldsAtLeast'), atLeast: z.int().min(1).max(9) }).strict(),
]);
export type EffectCondition = z.output<typeof effectConditionSchema>;

/** What using it costs, paid when it is used. */
export const effectCostSchema = z.discriminatedUnion('kind', [
  /** Charges of the card itself (an upgrade) or of the ship (a pilot's). */
  z.object({ kind: z.literal('charge'), amount: z.int().min(1).max(9) }).strict(),
  z.object({ kind: z.literal('force'), amount: z.int().min(1).max(9) }).strict(),
  /** Energy of the huge ship's card (Epic rules: a kind of charge). */
  z.object({ kind: z.literal('energy'), amount: z.int().min(1).max(9) }).strict(),
  /** Spend a token of the card's ship (a lock: its lock on the other ship). */
  z.object({ kind: z.literal('spendToken'), token: z.enum(['calculate', 'evade', 'focus', 'reinforce', 'lock', 'stress']), amount: z.int().min(1).max(3) }).strict(),
  /** Gain a token (a stress, a strain, a deplete…). */
  z.object({ kind: z.literal('gainToken'), token: z.enum(['stress', 'strain', 'deplete', 'ion', 'disarm', 'jam']), amount: z.int().min(1).max(3) }).strict(),
  /** Suffer damage. */
  z.object({ kind: z.literal('damage'), hits: z.int().min(0).max(3), crits: z.int().min(0).max(3) }).strict(),
  /** A friendly ship (the player names it among those that have one) spends its token for this effect. */
  z.object({ kind: z.literal('friendToken'), token: z.enum(['calculate', 'focus', 'evade']), amount: z.int().min(1).max(3) }).strict(),
  /** h-weapons: charges of another equipped upgrade of the card's ship: one of these slots ('slot'), or the attack's own weapon card ('weapon'); `nonRecurring`: only a card whose charges do not recur. The player names the card when several could pay. */
  z.object({ kind: z.literal('upgradeCharge'), of: z.enum(['slot', 'weapon']), slots: z.array(z.string().min(1).max(30)).max(6).optional(), amount: z.int().min(1).max(3), nonRecurring: z.boolean().optional() }).strict(),
  /** Flip the card (a dual card) or discard it / turn it facedown (a damage card repaired by its own action). */
  z.object({ kind: z.literal('card'), does: z.enum(['flip', 'discard']) }).strict(),
  /** r5-friends: another friendly ship (the player names it among those that have one) spends its lock on the other ship of the attack for this effect. */
  z.object({ kind: z.literal('friendLock') }).strict(),
]);
export type EffectCost = z.output<typeof effectCostSchema>;

/** What it does besides the dice. */
export const turnEffectSchema = z.discriminatedUnion('kind', [
  /** Gain / remove tokens on the card's ship, the other ship in the attack, or a friendly ship the player names. */
  z.object({ kind: z.literal('gainToken'), who: z.enum(['self', 'other', 'friendly', 'enemy', 'any']), token: z.enum(['calculate', 'evade', 'focus', 'reinforce', 'disarm', 'jam', 'tractor', 'deplete', 'ion', 'strain', 'stress', 'cloak']), amount: z.int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('removeToken'), who: z.enum(['self', 'other', 'friendly', 'enemy']), token: z.enum(['calculate', 'evade', 'focus', 'reinforce', 'disarm', 'jam', 'tractor', 'deplete', 'ion', 'strain', 'stress', 'cloak', 'lock']), amount: z.int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('transferToken'), to: z.enum(['other', 'friendly', 'enemy']), token: z.enum(['calculate', 'evade', 'focus', 'stress', 'strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm']), amount: z.int().min(1).max(3) }).strict(),
  /** Acquire a lock on the other ship (or one the player names). */
  /** `by: 'friendly'`: a friendly ship the player names acquires it (on the other ship), not the card's own. */
  z.object({ kind: z.literal('acquireLock'), on: z.enum(['other', 'named']), by: z.enum(['friendly', 'other']).optional() }).strict(),
  z.object({ kind: z.literal('recover'), what: z.enum(['charge', 'force', 'shield', 'energy']), amount: z.int().min(1).max(3) }).strict(),
  /** Perform an action, with its difficulty (it is not the ship's own action step). */
  z.object({ kind: z.literal('performAction'), action: z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc']), difficulty: z.enum(['white', 'red', 'purple']) }).strict(),
  /** The ship (self) or the other suffers damage. */
  z.object({ kind: z.literal('damage'), who: z.enum(['self', 'other', 'friendly', 'any']), hits: z.int().min(0).max(3), crits: z.int().min(0).max(3) }).strict(),
  /** RRG · Ion: the attack deals 1 damage (`damage`), then every other hit and crit becomes an ion token. */
  z.object({ kind: z.literal('ion'), damage: z.int().min(0).max(2) }).strict(),
  /** A requirement of an attack lifted: a weapon's lock (or focus / calculate) need, paid by the cost instead. */
  z.object({ kind: z.literal('liftRequirement'), requirement: z.enum(['lock', 'focus', 'calculate']) }).strict(),
  /** A bonus attack (with the card's own weapon, or the primary), at this moment, outside the usual one. */
  z.object({ kind: z.literal('bonusAttack'), weapon: z.enum(['primary', 'this', 'any']) }).strict(),
  /** The defender cannot spend this kind of token, or the attacker cannot modify: a rule of the attack changed. */
  z.object({ kind: z.literal('forbid'), what: z.enum(['defenderTokens', 'attackerModifies', 'defenderModifies', 'attack']) }).strict(),
  /** The card turns to its other side (a dual card: s-foils, configurations), nothing else. */
  z.object({ kind: z.literal('flipCard') }).strict(),
  /** Used in an attack: the card's ship cannot spend its lock for the rest of that attack. */
  z.object({ kind: z.literal('keepLock') }).strict(),
  /** Perform any action of its action bar (the player picks it), at this difficulty ('asPrinted': as its bar shows it). */
  z.object({ kind: z.literal('performAnyAction'), difficulty: z.enum(['white', 'red', 'asPrinted']) }).strict(),
  /** Another ship (a friendly one the player names, or the other ship of the attack) may perform this action. */
  z.object({ kind: z.literal('grantAction'), who: z.enum(['friendly', 'other']), action: z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc']), difficulty: z.enum(['white', 'red', 'purple']) }).strict(),
  /** Repair a damage card of the ship: a faceup one is flipped facedown ('faceup'), a facedown one discarded ('facedown'), or the player picks ('any'). */
  z.object({ kind: z.literal('repairDamage'), which: z.enum(['faceup', 'facedown', 'any']) }).strict(),
  /** The ship (or the other ship, or a friendly one named) loses charges, Force or shields (not a cost: the card says so). */
  z.object({ kind: z.literal('lose'), who: z.enum(['self', 'other', 'friendly', 'enemy']), what: z.enum(['charge', 'force', 'shield']), amount: z.int().min(1).max(3) }).strict(),
  /** A friendly ship the player names (or the other ship of the attack) recovers charges, Force or shields. */
  z.object({ kind: z.literal('recoverOther'), who: z.enum(['friendly', 'other']), what: z.enum(['charge', 'force', 'shield']), amount: z.int().min(1).max(3) }).strict(),
  /** The ship performs a maneuver off the dial (the players move it); a red one gives it a stress as the rules say. */
  z.object({ kind: z.literal('move'), difficulty: z.enum(['blue', 'white', 'red']) }).strict(),
  /** The actions it grants (or, at 'always', these actions of its own bar) may be performed even while it is stressed. */
  z.object({ kind: z.literal('evenWhileStressed'), actions: z.array(z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc'])).max(13).optional() }).strict(),
  /** Remove tokens of these colours from a ship (the player picks which kind; the first it holds otherwise). */
  z.object({ kind: z.literal('removeTokenOf'), who: z.enum(['self', 'other', 'friendly', 'enemy']), colours: z.array(z.enum(['green', 'red', 'orange', 'blue'])).min(1).max(4), amount: z.int().min(1).max(3) }).strict(),
  /** The ship's turret arc indicator may face only these ways (a ship ability's limit), read by the rotate rule. */
  z.object({ kind: z.literal('turretFacings'), allowed: z.array(z.enum(['front', 'left', 'right', 'rear', 'front-rear', 'left-right'])).min(1).max(6) }).strict(),
  /** Expose a facedown damage card of a ship (the other, or self): it turns faceup. */
  /** `any`: a ship the player names, of either side (each ship near a card's ship, one question each). */
  z.object({ kind: z.literal('exposeDamage'), who: z.enum(['self', 'other', 'any']) }).strict(),
  /** r3-x-pilots: at 'always', while the card's ship defends, Neutralize Results cancels crits before hits. h-weapons: at 'always' with role 'attacker' (its weapon's own order), or at 'neutralizeResults' with a question (used: for this attack). */
  z.object({ kind: z.literal('neutralizeOrder'), first: z.literal('crit') }).strict(),
  /** r3-x-pilots: in a fact that rerolls, its reroll does not count as one: those dice may still be rerolled by other effects. */
  z.object({ kind: z.literal('uncountedReroll') }).strict(),
  /** r3-x-pilots: take tokens of this kind from a ship (the other, or one the player names): only what it holds moves to the card's ship. */
  z.object({ kind: z.literal('takeToken'), from: z.enum(['other', 'friendly', 'enemy', 'any']), token: z.enum(['calculate', 'evade', 'focus', 'reinforce', 'stress', 'strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm']), amount: z.int().min(1).max(3) }).strict(),
  /** r3-x-pilots: after Neutralize Results (at 'dealDamage'): the hits and crits left to deal change by these amounts (a crit spent for 2 hits: -1 crit, +2 hits). */
  z.object({ kind: z.literal('changeRemaining'), hits: z.int().min(-3).max(3), crits: z.int().min(-3).max(3) }).strict(),
  /** r3-x-pilots: a rule of the attack: this party cannot spend these tokens (or Force) on dice. With no choice it holds while its conditions do; with a question or a cost, once used, for the rest of the attack. */
  z.object({ kind: z.literal('forbidTokens'), by: effectRoleSchema, tokens: z.array(z.enum(['focus', 'calculate', 'evade', 'lock', 'force'])).min(1).max(5) }).strict(),
  /** r3-x-pilots: a rule of the attack: the dice of this pool cannot be modified, by either ship (held as forbidTokens is). */
  z.object({ kind: z.literal('forbidPool'), dice: dicePoolSchema }).strict(),
  /** r3-x-pilots: a rule of the attack: this party rerolls at most `most` dice of these in the attack (held as forbidTokens is). */
  z.object({ kind: z.literal('rerollLimit'), by: effectRoleSchema, dice: dicePoolSchema, most: z.int().min(0).max(3) }).strict(),
  /** r3-x-pilots: at the start of the End Phase: the ship (self, or a friendly one named) keeps this many tokens of these kinds through its cleanup. */
  z.object({ kind: z.literal('keepTokens'), who: z.enum(['self', 'friendly']), tokens: z.array(z.enum(['focus', 'evade', 'calculate'])).min(1).max(3), amount: z.int().min(1).max(3) }).strict(),
  /** r3-x-pilots: at 'always': while disarmed, the ship may still attack with this slot's weapons, rolling at most `maxDice` dice. */
  z.object({ kind: z.literal('attackWhileDisarmed'), weapon: z.literal('missile'), maxDice: z.int().min(1).max(9) }).strict(),
  /** r3-x-pilots: the ship activates at the initiative its player names (from `min` to `max`) in this round's Activation Phase. */
  z.object({ kind: z.literal('activateAt'), min: z.int().min(0).max(6), max: z.int().min(0).max(6) }).strict(),
  /** r3-x-pilots: roll 1 die of this kind, attack or defense (its face entered, or rolled by the app); on one of `faces` the card's ship suffers this damage. */
  z.object({ kind: z.literal('rollForDamage'), die: dicePoolSchema, faces: z.array(effectFaceSchema).min(1).max(5), hits: z.int().min(0).max(3), crits: z.int().min(0).max(3) }).strict(),
  /** r3-lead: the weapon's hits and crits left after Neutralize Results become tokens of this kind instead of damage (Tractor Beam, Jamming Beam), read by Deal Damage as RRG · Ion reads ion weapons. */
  z.object({ kind: z.literal('resultsAsTokens'), token: z.enum(['jam', 'tractor']) }).strict(),
  /** r3-lead: a ship (the card's own, or the other of the attack) is dealt 1 facedown damage card: dealt, not suffered, so past its shields (RRG · Damage Cards). */
  z.object({ kind: z.literal('dealFacedownCard'), who: z.enum(['self', 'other']) }).strict(),
  /** r3-lead: another ship (a friendly one the player names, or the other of the attack) may perform an action of its choice from its bar, at this difficulty ('asPrinted': as its bar shows it). */
  z.object({ kind: z.literal('grantAnyAction'), who: z.enum(['friendly', 'other']), difficulty: z.enum(['white', 'red', 'asPrinted']) }).strict(),
  /** r3-lead: at 'always' (with its conditions): a red maneuver of these kinds is executed even while stressed (RRG · Stress would fly a white 2 straight instead). */
  z.object({ kind: z.literal('redManeuverWhileStressed'), maneuvers: z.enum(['basic', 'advanced', 'any']) }).strict(),
  /** r3-lead: at 'always' (with its conditions): a revealed maneuver of these bearings and this difficulty is treated as the other difficulty (Check Difficulty reads it). */
  z.object({ kind: z.literal('treatManeuverAs'), bearings: z.array(z.enum(['straight', 'bank', 'turn', 'koiogran', 'segnor', 'tallon', 'stop', 'reverse'])).min(1).max(8), from: z.enum(['blue', 'white', 'red']), to: z.enum(['blue', 'white', 'red']) }).strict(),
  /** r3-lead: a condition card (by its name) is assigned to a ship: the card's own, the other of the attack, or a friendly or enemy one the player names. */
  z.object({ kind: z.literal('assignCondition'), who: z.enum(['self', 'other', 'friendly', 'enemy']), condition: z.string().min(1).max(80) }).strict(),
  /** r3-lead: at 'always': the ship does not skip its Perform Action step after a partial maneuver (read by the action rule). */
  z.object({ kind: z.literal('actAfterPartialManeuver') }).strict(),
  /** At 'always', with a ship docked with it: a primary weapon in this arc whose value is the docked ship's primary attack in `from` (Tail Gun). */
  z.object({ kind: z.literal('dockedShipArc'), arc: z.enum(['rear', 'front']), from: z.enum(['front', 'rear']) }).strict(),
  /** At 'always', while docked: its carrier's action bar has this white action too (Comms Shuttle). */
  z.object({ kind: z.literal('carrierAction'), action: z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'jam', 'coordinate']) }).strict(),
  /** In a friend's attack: the lock the card's ship has on the enemy of the attack becomes the friend's (Hera Syndulla). */
  z.object({ kind: z.literal('passLock') }).strict(),
  /** RRG · Devices: the ship may drop or launch one more device now (its once-per-round limit set aside once). */
  z.object({ kind: z.literal('anotherDevice') }).strict(),
  /** One of its own equipped upgrades of these slots (any slot: none named) recovers a charge; the player names the card when several could. */
  z.object({ kind: z.literal('recoverUpgradeCharge'), slots: z.array(z.string().min(1).max(30)).max(6).optional(), amount: z.int().min(1).max(3) }).strict(),
  /** RRG · Lock, raised by a card: at 'always', the ship maintains up to `most` locks (each on a different object, or not), read by the lock rule. */
  z.object({ kind: z.literal('maintainLocks'), most: z.int().min(2).max(3), differentObjects: z.boolean() }).strict(),
  /** The card's ship's tokens of these kinds become as many as the other ship has (its own removed first). */
  z.object({ kind: z.literal('copyTokens'), tokens: z.array(z.enum(['focus', 'evade', 'calculate'])).min(1).max(3) }).strict(),
  /** In the End Phase: the ship (the card's own, or one the player names) does not remove its tokens of this kind in this End Phase's cleanup. */
  z.object({ kind: z.literal('keepEveryToken'), who: z.enum(['self', 'friendly', 'enemy', 'any']), token: z.enum(['jam', 'tractor', 'disarm', 'focus', 'evade', 'calculate']) }).strict(),
  /** Another ship (a friendly one the player names, or the other of the moment) repairs a damage card: faceup turned facedown, facedown discarded; `trait`: only a card of that trait. */
  z.object({ kind: z.literal('repairDamageOf'), who: z.enum(['friendly', 'other']), which: z.enum(['faceup', 'facedown', 'any']), trait: z.enum(['Ship', 'Pilot']).optional() }).strict(),
  /** At 'always': the ship spends Force only while it attacks (its dice and its cards' costs alike), read where Force is spent. */
  z.object({ kind: z.literal('forceOnlyWhileAttacking') }).strict(),
  /** At 'always': its reload action recovers this many more charges on the card it reloads (RRG · Reload), read by the reload rule. */
  z.object({ kind: z.literal('reloadExtra'), amount: z.int().min(1).max(2) }).strict(),
  /** Another ship's locks move to the card's ship: every enemy lock on the ship named (or the other) becomes a lock on the card's ship, by the same holders. */
  z.object({ kind: z.literal('takeEnemyLocks'), from: z.enum(['friendly', 'other']) }).strict(),
  /** A two-sided upgrade of this slot turns over (a configuration), not the card itself: the card's ship's own, or (`who: 'friendly'`) a friendly ship's the player names. */
  z.object({ kind: z.literal('flipEquipped'), slot: z.string().min(1).max(30), who: z.literal('friendly').optional() }).strict(),
  /** A friendly ship the player names recovers charges on one of its upgrades of these slots (the player names the card when several could). */
  z.object({ kind: z.literal('friendRecoversUpgradeCharge'), slots: z.array(z.string().min(1).max(30)).min(1).max(6), amount: z.int().min(1).max(3) }).strict(),
  /** "If you do, until the end of the round …": paid and recorded, this starts what the card's facts with `usedThisRound` hold this round (nothing else happens now). */
  z.object({ kind: z.literal('forTheRound') }).strict(),
  /** h-moves · RRG · Reveal Dial: the revealed dial (its own, or the other ship's that revealed it) is set to another maneuver of that ship's dial with the same speed and difficulty; the player picks it, Execute Maneuver reads it. */
  z.object({ kind: z.literal('setDial'), who: z.enum(['self', 'other']) }).strict(),
  /** h-moves · RRG · Difficulty: the revealed maneuver (its own, or the other's) is executed one difficulty easier (red → white → blue; purple never changes); 'friendlyShips': every friendly ship's maneuvers of `difficulties` for the rest of this phase. Read by Check Difficulty. */
  z.object({ kind: z.literal('reduceDifficulty'), who: z.enum(['self', 'other', 'friendlyShips']), difficulties: z.array(z.enum(['white', 'red'])).min(1).max(2).optional() }).strict(),
  /** h-moves: the revealed maneuver (its own, or the other's) is executed 1 speed faster or slower, same bearing and difficulty, on its dial or not (the player picks; a template must exist for it). */
  z.object({ kind: z.literal('changeSpeed'), who: z.enum(['self', 'other']) }).strict(),
  /** h-moves: the card's ship executes a white 0 stop instead of the maneuver it revealed (read by Execute Maneuver). */
  z.object({ kind: z.literal('stopInstead') }).strict(),
  /** h-moves: the players turn the ship (its own, or the other) in place by one of these angles; the table records it, the cost is the fact's. */
  z.object({ kind: z.literal('rotateShip'), who: z.enum(['self', 'other']), degrees: z.array(z.union([z.literal(90), z.literal(180)])).min(1).max(2) }).strict(),
  /** r5-friends: RRG · Range Bonus: this party of the attack does not apply its range bonus in it (once used, for the rest of the attack), read by the dice count. */
  z.object({ kind: z.literal('noRangeBonus'), party: effectRoleSchema }).strict(),
  /** r5-friends: at 'always' (its conditions: the range question): another friendly ship may spend these tokens of the card's ship to pay its own cards' costs (read by the cost rule). */
  z.object({ kind: z.literal('lendTokens'), tokens: z.array(z.enum(['focus', 'evade'])).min(1).max(2) }).strict(),
  /** h-weapons: used at 'neutralizeResults' (after its question): in this attack the defender's evades cancel the attacker's hits only, never its crits; read by Neutralize Results. */
  z.object({ kind: z.literal('evadesSpareCrits') }).strict(),
  /** h-weapons · RRG · Ion: used in an attack (before its roll, for its cost): the crits left at Deal Damage give the defender ion tokens instead of damage; the hits deal damage as usual. Read by Deal Damage and the odds (attack/ion.ts). */
  z.object({ kind: z.literal('critsAsIon') }).strict(),
  /** h-dmg · at a 'before dealt' moment: the damage card about to be dealt is dealt faceup (or facedown) instead. */
  z.object({ kind: z.literal('turnDealtCard'), faceup: z.boolean() }).strict(),
  /** h-dmg · at a 'before dealt' moment: the damage card about to be dealt goes to its deck's discard pile instead. */
  z.object({ kind: z.literal('discardDealtCard') }).strict(),
  /** h-dmg · at a 'before suffers damage' moment: that damage is prevented, all of it or `amount` points of this face ('any': hits first). */
  z.object({ kind: z.literal('preventDamage'), amount: z.union([z.int().min(1).max(3), z.literal('all')]), face: z.enum(['hit', 'crit', 'any']) }).strict(),
  /** h-dmg: the card's ship recovers charges or Force if it then has at least `cards` damage cards (Compassion). */
  z.object({ kind: z.literal('recoverIfDamaged'), what: z.enum(['charge', 'force']), amount: z.int().min(1).max(3), cards: z.int().min(1).max(9) }).strict(),
  /** lead: the ship card's charges and each of its equipped upgrades with charges recover `amount` each (Bounty). */
  z.object({ kind: z.literal('recoverEveryCharge'), amount: z.int().min(1).max(3) }).strict(),
  /** lead: in its activation, the action this card gives is the ship's only one (its own step and every other grant are refused); read by Perform Action. */
  z.object({ kind: z.literal('noOtherAction') }).strict(),
  /** A lock on a ship another has locked: the card's ship, a friendly ship named or the other of the moment (`by`) locks a ship that `from` (the card's ship, or the other) holds a lock on. */
  z.object({ kind: z.literal('lockLockedShip'), from: z.enum(['self', 'other']), by: z.enum(['self', 'friendly', 'other']) }).strict(),
  /** Roll 1 die of this kind (its face entered, or rolled by the app); on one of `faces` another ship (the other of the moment) suffers this damage. */
  z.object({ kind: z.literal('rollForDamageOf'), who: z.literal('other'), die: dicePoolSchema, faces: z.array(effectFaceSchema).min(1).max(5), hits: z.int().min(0).max(3), crits: z.int().min(0).max(3) }).strict(),
  /** RRG · Reinforce: 1 reinforce token of the card's ship moves to another ship (a friendly one named), onto the side its player names at a prompt, else the side it was on. */
  z.object({ kind: z.literal('passReinforce'), to: z.literal('friendly') }).strict(),
  /** At 'always': primary attacks at range 0 are allowed: the card's ship's own ('self'), or enemy ships' against it ('enemies'); read by Declare Target. */
  z.object({ kind: z.literal('attackAtRangeZero'), by: z.enum(['self', 'enemies']) }).strict(),
  /** At 'always', while its conditions hold (tokens of its own ship only: "while you are cloaked"): no other ship acquires a lock on it; read by the lock rule. */
  z.object({ kind: z.literal('cannotBeLocked') }).strict(),
  /** At 'always' (while its conditions hold): the ship cannot perform this action at all, from its bar or granted; read by the action rule. */
  z.object({ kind: z.literal('cannotPerform'), action: z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc']) }).strict(),
  /** After Neutralize Results (at 'dealDamage'): every hit and crit left is cancelled, so Deal Damage deals none (the attack still hit). */
  z.object({ kind: z.literal('cancelRemaining') }).strict(),
  /** At 'always': the ship reinforces only this side (fore: its full front arc), read by the reinforce action. */
  z.object({ kind: z.literal('reinforceOnly'), side: z.enum(['fore', 'aft']) }).strict(),
  /** At 'always' (while its conditions hold): while disarmed, the ship may still attack with these slots' weapons, at most `maxDice` dice, and (lockedOnly) only at a ship it has locked; read by the disarm rule as attackWhileDisarmed is. */
  z.object({ kind: z.literal('attackWhileDisarmedWith'), weapons: z.array(z.enum(['missile', 'torpedo', 'cannon'])).min(1).max(3), maxDice: z.int().min(1).max(9).optional(), lockedOnly: z.boolean().optional() }).strict(),
  /** "That ship … until the end of the round / this phase": the ship (its own, a friendly one named, or the other) carries the card's mark of this label that long; the card's facts with `marked` act on it. */
  z.object({ kind: z.literal('markShip'), who: z.enum(['self', 'friendly', 'other']), among: z.string().min(1).max(40), lasts: z.enum(['round', 'phase']) }).strict(),
  /** RRG · Devices: the ship may place 1 device of these kinds now (this phase), whatever its card's timing and the one-device limit, even as it is destroyed; read by the device rule. */
  z.object({ kind: z.literal('dropDeviceNow'), kinds: z.array(z.enum(['bomb', 'mine', 'remote'])).min(1).max(3) }).strict(),
  /** The condition card whose fact it is turns faceup on the card's ship (it was assigned facedown). */
  z.object({ kind: z.literal('revealCondition') }).strict(),
  /** The condition card whose fact it is leaves the card's ship (its facts stop with it). */
  z.object({ kind: z.literal('discardCondition') }).strict(),
  /** Before the attack dice are rolled: the defender suffers this damage instead, the Attack and Defense Dice steps are skipped and the attack counts as hitting (Deal Damage has nothing left to deal). */
  z.object({ kind: z.literal('skipDiceAsHit'), hits: z.int().min(0).max(3), crits: z.int().min(0).max(3) }).strict(),
  /** The ship may perform 1 action its bar prints white, treated as red (a stress after it); read by the action rule as a grant. */
  z.object({ kind: z.literal('whiteActionAsRed') }).strict(),
  /** h7-xpilots · at 'afterDropDevice': the device the ship just dropped (not launched) was set with its template at the ship's left or right side hashmark instead of its rear guides; the players place it, the table records it on the device. */
  z.object({ kind: z.literal('dropFromSide') }).strict(),
  /** h7-xpilots · RRG · Lock: a lock a friendly ship holds on the card's ship (the holder named when several) moves onto the other ship, held by the same friend (Corran Horn). */
  z.object({ kind: z.literal('moveFriendLock'), to: z.literal('other') }).strict(),
  /** h7-xpilots · RRG · Lock: every lock the card's ship holds becomes held by another ship (a friendly one named), on the same objects (Kelrodo-Ai Holdout, destroyed). */
  z.object({ kind: z.literal('handLocks'), to: z.literal('friendly') }).strict(),
  /** h7-xpilots · RRG · Reinforce: in this End Phase's cleanup 1 reinforce token of the card's ship is not removed but turned to its other full arc (read by the cleanup). */
  z.object({ kind: z.literal('keepReinforceFlipped') }).strict(),
  /** h7-xpilots · RRG · Lock: a lock on the card's ship (its holder named when several) is transferred to another ship (a friendly one named), held by the same ship ("Holo"). */
  z.object({ kind: z.literal('passLockOn'), to: z.literal('friendly') }).strict(),
  /** h7-xpilots · at 'always': the ship's special weapons of these slots (any special: none named) printed with the `from` arc may fire from the `to` arc, at this range band when one is given; read by Declare Target. */
  /** h7-xpilots · at 'always': the ship's attacks at attack range 0 are allowed and made as attacks at range 1 (its range bonus, its range conditions); read by Declare Target. */
  /** h7-xpilots · RRG · Difficulty: the card's ship's revealed maneuver is executed one difficulty harder (blue → white → red; purple never changes), read by Check Difficulty. */
  z.object({ kind: z.literal('increaseDifficulty') }).strict(),
  z.object({ kind: z.literal('rangeZeroAsOne') }).strict(),
  /** h7-xpilots · at 'always': the range requirement of the ship's special weapons of these slots may be `by` lower or higher, within range 0–3; read by Declare Target. */
  z.object({ kind: z.literal('weaponRangeStretch'), slots: z.array(z.string().min(1).max(30)).min(1).max(4), by: z.int().min(1).max(2) }).strict(),
  /** h7-xpilots · at 'always': while the card's ship coordinates, the ship it chooses may perform only an action that is on the card's ship's bar too; read by the coordinate rule. */
  z.object({ kind: z.literal('coordinateOwnBarOnly') }).strict(),
  /** h7-xpilots · at 'always': while the card's ship coordinates, a chosen ship with exactly this many stress tokens may perform its action even while stressed; read by the coordinate rule. */
  z.object({ kind: z.literal('coordinateStressed'), stress: z.int().min(1).max(3) }).strict(),
  /** h7-xpilots · RRG · Destroyed ships, Engagement: the other ship, destroyed before it engaged this phase, engages at the current initiative (it stays until that initiative has engaged). */
  z.object({ kind: z.literal('engageNow'), who: z.literal('other') }).strict(),
  /** h7-xpilots · at a 'before dealt' moment: instead of the card about to be dealt, 3 are drawn, the player keeps 1 (dealt faceup), the others are discarded. */
  z.object({ kind: z.literal('keepOneOfThree') }).strict(),
  /** h7-xpilots · at 'always' (while its conditions hold): an enemy in the ship's front arc at attack range 0–`maxRange` counts as in its bullseye arc; read by the arc condition of its cards. */
  z.object({ kind: z.literal('frontAsBullseye'), maxRange: z.int().min(0).max(3) }).strict(),
  /** h7-xpilots · RRG · Destroyed ships: the card's ship is destroyed (its card says so): it leaves as a destroyed ship does, its 'afterDestroyed' facts asked before it is removed. */
  z.object({ kind: z.literal('destroySelf') }).strict(),
  /** h7-xpilots · at a 'before dealt' moment: every damage card of the ship, the one about to be dealt too, is revealed; those of these traits or names are discarded, the others repaired (faceup turned facedown). */
  /** h7-xpilots · RRG · Lock: the ship carrying the card's mark of this label (markShip, a friend it chose) acquires a lock on an enemy ship the player names. */
  z.object({ kind: z.literal('markedLocks'), among: z.string().min(1).max(40) }).strict(),
  /** h7-xpilots · a rule of the attack: this party modifies at most `most` focus results in it (its other results as usual), held as rerollLimit is; read by the dice rules (tokens, card effects). */
  /** h7-xpilots: another ship (a friendly or an enemy one the player names) may perform an action that is on the card's ship's action bar (as its own bar prints it, white if it lacks it). */
  /** h7-xpilots · RRG · Lock: the card's ship acquires a lock on a ship the player names that another friendly ship has locked (refused on one no friend has locked). */
  z.object({ kind: z.literal('lockFriendLocked') }).strict(),
  z.object({ kind: z.literal('grantBarAction'), who: z.enum(['friendly', 'enemy']) }).strict(),
  z.object({ kind: z.literal('focusResultLimit'), by: effectRoleSchema, most: z.int().min(0).max(3) }).strict(),
  z.object({ kind: z.literal('revealDiscardRepair'), traits: z.array(z.enum(['Pilot', 'Ship'])).max(2), names: z.array(z.string().min(1).max(60)).max(3) }).strict(),
  z.object({ kind: z.literal('weaponFromArcToo'), from: z.enum(['front']), to: z.enum(['rear']), slots: z.array(z.string().min(1).max(30)).min(1).max(4).optional(), minRange: z.int().min(0).max(5).optional(), maxRange: z.int().min(0).max(5).optional() }).strict(),
  /**
   * h-xupg · RRG · Bonus Attacks: the card's ship may make 1 bonus attack now, with a weapon of these kinds ('turret': from a turret arc, its
   * primary or a turret weapon; 'this': the card's own weapon); `onceFromArc`: it attacks from that (single turret) arc no more this round;
   * `noRequirement`: its weapon's requirement (a lock) is ignored; `noCost`: its weapon's cost is not paid; `otherTarget`: not at the other
   * ship of the moment (the defender just attacked). Kept on the ship until it is declared (or the phase ends): offered as its bonus attack,
   * and read by Declare Target.
   */
  z.object({ kind: z.literal('bonusAttackOf'), weapons: z.array(z.enum(['primary', 'turret', 'hardpoint', 'cannon', 'missile', 'torpedo', 'this'])).min(1).max(4), onceFromArc: z.boolean().optional(), noRequirement: z.boolean().optional(), noCost: z.boolean().optional(), otherTarget: z.boolean().optional() }).strict(),
  /** h-xupg · RRG · Initiative: the card's ship engages at this initiative in this round's Engagement Phase, read by the initiative order. */
  z.object({ kind: z.literal('engageAt'), initiative: z.int().min(0).max(7) }).strict(),
  /** h-xupg: a rule of the attack (held as forbidTokens is): the dice of this pool are modified only by spending these tokens for their default effect, or by the card's own facts ("your dice can be modified only by …"). */
  z.object({ kind: z.literal('modifyOnlyWith'), dice: dicePoolSchema, tokens: z.array(z.enum(['focus', 'calculate', 'evade', 'lock', 'force'])).max(5) }).strict(),
  /** h-xupg · RRG · Ion, by its weapon's card (Ion Cannon Battery): if the attack hits, the defender suffers 1 crit damage and every hit and crit result gives it an ion token; read by Deal Damage as `ion` is. */
  z.object({ kind: z.literal('ionWithCrit') }).strict(),
  /** h-xupg: used in an attack (before the defense roll): the defender rolls at most as many defense dice as the attack has hit and crit results (read by the dice count). */
  z.object({ kind: z.literal('capDefenseAtHits') }).strict(),
  /** h-xupg: one of the ship's equipped upgrades whose charges do not recur (the player names it when several could) recovers this many. */
  z.object({ kind: z.literal('recoverNonRecurringCharge'), amount: z.int().min(1).max(3) }).strict(),
  /** h-xupg · RRG · Devices: a device in the play area the player names (its id, as the card choice) is removed. */
  z.object({ kind: z.literal('removeDeviceNamed') }).strict(),
  /** h-xupg · RRG · Jam, widened by a card: at 'always', the ship's jam action may choose the ship itself (read by the action rule). */
  z.object({ kind: z.literal('jamItself') }).strict(),
  /** h-xupg · RRG · Attack, widened by a card: at 'always', the ship may attack friendly ships (read by Declare Target). */
  z.object({ kind: z.literal('attackFriendlyShips') }).strict(),
  /** h-xupg: at 'always' (its side faceup): the ship's special weapons of these slots treat their `from` arc requirement as `to` (read by Declare Target). */
  z.object({ kind: z.literal('weaponArcAs'), slots: z.array(z.string().min(1).max(30)).min(1).max(4), from: z.literal('front'), to: z.enum(['full-front', 'bullseye']) }).strict(),
  /** h-xupg: at 'always' (its side faceup): the ship's special weapons of these slots fire only as bonus attacks (read by Declare Target). */
  z.object({ kind: z.literal('onlyBonusAttacks'), slots: z.array(z.string().min(1).max(30)).min(1).max(4) }).strict(),
  /** h-xupg: at 'always' (with its conditions): a red maneuver of these bearings is executed even while stressed (as redManeuverWhileStressed, for some bearings only). */
  /** h-xupg: the ship's Force (or its ship card's charges) lose their recurring value: none come back in the End Phase any more. */
  /** h-xupg: roll this many defense dice (faces entered, or rolled by the app): each focus gives a focus token, each evade an evade token; all blank, 1 token of the kind the opposing player names (the choice's token; focus when none). */
  z.object({ kind: z.literal('rollDefenseForTokens'), dice: z.int().min(1).max(3) }).strict(),
  /** h-xupg · RRG · Lock: every lock assigned to the card's ship is broken (its lock tokens go, whoever holds them). */
  z.object({ kind: z.literal('breakLocksOnSelf') }).strict(),
  /** h-xupg: the other ship, activating now, executes its maneuver this activation 1 speed slower, to a minimum of 1 (read by Execute Maneuver). */
  z.object({ kind: z.literal('slowManeuver') }).strict(),
  /** h-xupg: the card's ship's revealed maneuver is executed as this bearing at its speed and this difficulty instead (read by Execute Maneuver: "execute that maneuver as a red Koiogran turn"). */
  z.object({ kind: z.literal('executeAs'), bearing: z.enum(['kTurn', 'straight', 'stop']), difficulty: z.enum(['blue', 'white', 'red']) }).strict(),
  z.object({ kind: z.literal('stopRecurring'), what: z.enum(['force', 'charge']) }).strict(),
  z.object({ kind: z.literal('redBearingWhileStressed'), bearings: z.array(z.enum(['straight', 'bank', 'turn', 'koiogran', 'segnor', 'tallon', 'stop', 'reverse'])).min(1).max(8) }).strict(),
]);
export type TurnEffect = z.output<typeof turnEffectSchema>;

/** One effect of a card: when, if what, at what cost, doing what. */
export const cardEffectSchema = z
  .object({
    /** The card, as players name it. */
    source: z.string().min(1).max(120),
    /** On an upgrade: its place in the ship's upgrades (its own charges pay). */
    upgrade: z.int().min(0).max(15).optional(),
    moment: effectMomentSchema,
    role: effectRoleSchema.optional(),
    conditions: z.array(effectConditionSchema).max(6),
    costs: z.array(effectCostSchema).max(3),
    /** Every effect applies, in order; a dice effect is counted by the odds. */
    effects: z.array(z.union([diceEffectSchema, turnEffectSchema])).min(1).max(4),
    /** "may": offered with a tap; false: applied and said (no choice). */
    optional: z.boolean(),
    /** Our own few words for it, as the table shows it. */
    summary: z.string().min(1).max(160),
  })
  .strict();
export type CardEffect = z.output<typeof cardEffectSchema>;

/** A card the facts cannot play: its text is shown and the players decide, for this reason. */
export const yourCallSchema = z
  .object({ source: z.string().min(1).max(120), upgrade: z.int().min(0).max(15).optional(), reason: z.string().min(1).max(160) })
  .strict();
export type YourCall = z.output<typeof yourCallSchema>;

export const isDiceEffect = (effect: DiceEffectFact | TurnEffect): effect is DiceEffectFact =>
  effect.kind === 'dice' || effect.kind === 'reroll' || effect.kind === 'change' || effect.kind === 'add' || effect.kind === 'cancel';

/**
 * A dice effect ready now, as the interpreter found it for an attack under way: whose it is, the
 * fact, and how many times it may still be used (charges, once per round). The odds count these.
 */
export interface ActiveDiceEffect {
  /** The attacker's or the defender's card. */
  side: 'attacker' | 'defender';
  /** The fact: its ship and its index in that ship's effects ("luke:0"), to switch it in "What if…". */
  ref: string;
  source: string;
  moment: EffectMoment;
  dice: DiceEffectFact[];
  uses: number;
  optional: boolean;
  /** r5-friends: the `once` label it shares with other facts of its card (one of them is used per attack: a wingmate's hit or crit). */
  shares?: string;
  /** Issue 34 · an effect that settles what is dealt instead of the dice (see ResultsEffect). */
  results?: ResultsEffect;
}

/**
 * Issue 34 · what the defender suffers decided by a card, not by the dice: 'onHit' — once the attack
 * hits, every result left is cancelled and the defender suffers this instead (Mag-Pulse Warheads,
 * XX-23 S-Thread Tracers: nothing); 'skipDice' — the dice steps skipped, the attack hits and the
 * defender suffers this (Homing Missiles, the defender's choice).
 */
export interface ResultsEffect {
  kind: 'onHit' | 'skipDice';
  hits: number;
  crits: number;
}
