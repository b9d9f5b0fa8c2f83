import { z } from 'zod';
import { clockCommandSchema } from '../../../core/game-clock-command';
import { fittedUpgradesSchema } from '../../../core/fitted-upgrades';
import { abilityHookSchema } from '../abilities/ability-hooks';
import { cardEffectSchema, yourCallSchema } from '../effects/card-effect';
import { scenarioIds } from '../scoring/scenarios';

const id = z.string().min(1).max(64);
const count = z.int().min(0).max(99);
const dieIndex = z.int().min(0).max(99);
const reason = z.string().min(1).max(120);

export const baseSizeSchema = z.enum(['small', 'medium', 'large', 'huge']);
export const turretFacingSchema = z.enum(['front', 'left', 'right', 'rear', 'front-rear', 'left-right']);
export const attackArcSchema = z.enum(['front', 'rear', 'full-front', 'full-rear', 'bullseye', 'single-turret', 'double-turret', 'left', 'right']);
export const tokenTypeSchema = z.enum(['calculate', 'evade', 'focus', 'reinforce', 'disarm', 'jam', 'tractor', 'deplete', 'ion', 'lock', 'strain', 'stress', 'cloak']);
export const reinforceSideSchema = z.enum(['fore', 'aft']);
export const tokenActionSchema = z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam']);
export const shipActionSchema = z.enum(['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc', 'repair']);
const actionDifficultySchema = z.enum(['white', 'red', 'purple']);
/** An action bar entry as the card data prints it: the action, white / red / purple, and the action linked to it. */
const actionBarEntrySchema = z
  .object({
    action: shipActionSchema,
    difficulty: actionDifficultySchema,
    linked: z.object({ action: shipActionSchema, difficulty: actionDifficultySchema }).strict().optional(),
  })
  .strict();
const playerIdSchema = z.enum(['p1', 'p2']);
/** Issue 36 · a scenario Sidetable knows, by id. */
export const scenarioChoiceSchema = z.enum(scenarioIds);
export const partySchema = z.enum(['attacker', 'defender']);
export const chargeKindSchema = z.enum(['standard', 'force', 'energy']);
/** Attack and defense faces together; each command checks the faces belong to the dice it is about. */
export const dieFaceSchema = z.enum(['hit', 'crit', 'focus', 'blank', 'evade']);

/** One maneuver of a dial in xwing-data2's code: speed 0–5, a bearing letter, a difficulty letter (W, B, R, P). */
export const dialCodeSchema = z.string().regex(/^[0-5][TBFNYKLPEROSAD][WBRP]$/, 'a dial maneuver is written like 1TW or 2FB');
export const maneuverBearingSchema = z.enum(['turnLeft', 'bankLeft', 'straight', 'bankRight', 'turnRight', 'kTurn', 'segnorLeft', 'segnorRight', 'tallonLeft', 'tallonRight', 'stop', 'reverseBankLeft', 'reverseStraight', 'reverseBankRight']);
export const maneuverDifficultySchema = z.enum(['blue', 'white', 'red', 'purple']);

/** `recurs` below zero: the card loses that many charges in each End Phase instead. */
const recurring = z.object({ value: z.int().min(0).max(20), recurs: z.int().min(-20).max(20) }).strict();

// --- Special weapons and devices (issue 23) ---
/** A special weapon as the roster carries it from the upgrade card's facts; what the data leaves out is asked at the table. */
const rosterWeapon = z
  .object({
    /** Index into `upgrades` of the card that carries it. */
    upgrade: z.int().min(0).max(15).optional(),
    name: z.string().min(1).max(120),
    slot: z.string().min(1).max(60).optional(),
    arc: attackArcSchema.optional(),
    value: z.int().min(0).max(9).optional(),
    minRange: z.int().min(0).max(5).optional(),
    maxRange: z.int().min(0).max(5).optional(),
    ordnance: z.boolean().optional(),
    requires: z.array(z.enum(['lock', 'focus', 'calculate'])).max(3).optional(),
    cost: z.object({ kind: z.enum(['charge', 'force', 'energy']), amount: z.int().min(1).max(9) }).strict().optional(),
    bonusAttack: z.boolean().optional(),
    /** RRG · Ion: the damage it deals if it hits (1); every other hit and crit gives the defender an ion token. */
    ion: z.int().min(0).max(2).optional(),
    /** Its bonus attack may be declared outside the Engagement Phase, at this moment. */
    bonusMoment: z.enum(['enemyManeuver']).optional(),
    /** Epic rules · Bonus Attacks: the card prints this many identical "Bonus Attack:" headers, each usable once per round. */
    headers: z.int().min(2).max(6).optional(),
  })
  .strict();
/** A device an upgrade drops or launches: the card data's id (its effect's key), the device's name and kind. */
const rosterDevice = z
  .object({
    upgrade: z.int().min(0).max(15).optional(),
    key: z.string().min(1).max(120),
    name: z.string().min(1).max(120),
    kind: z.enum(['bomb', 'mine', 'remote', 'obstacle', 'other']),
  })
  .strict();
export const rosterArmament = { weapons: z.array(rosterWeapon).max(16).optional(), devices: z.array(rosterDevice).max(16).optional() };

/** A pilot as the roster carries it: inline stats until the card database provides them. */
const pilotRosterEntry = z
  .object({
    id: id.optional(),
    name: z.string().min(1).max(120),
    ship: z.string().min(1).max(120),
    initiative: z.int().min(0).max(8),
    size: baseSizeSchema,
    hull: z.int().min(1).max(99),
    shields: z.int().min(0).max(99),
    /** Epic rules: the shields a huge ship's card recovers each End Phase (its recurring symbols). */
    shieldsRecover: z.int().min(0).max(9).optional(),
    agility: z.int().min(0).max(9),
    attacks: z.array(z.object({ arc: attackArcSchema, value: z.int().min(0).max(9) }).strict()).max(8),
    charges: recurring.optional(),
    force: recurring.optional(),
    /** RRG · Docking: how many ships its cards let dock with it (a carrier). */
    carries: z.int().min(1).max(4).optional(),
    /** A huge ship's energy: its card's value (raised by upgrades) and what it recovers each End Phase. */
    energy: recurring.optional(),
    /** The upgrades a list fitted, with their charges; shown on the ship, not automated. */
    upgrades: fittedUpgradesSchema.optional(),
    /** The ship's squad points with its upgrades, as the list priced it (what destroying it scores). */
    points: z.int().min(0).max(999).optional(),
    /** The ship's action bar from the card data (the pilot's own when it has one); without it every token action is offered. */
    actions: z.array(actionBarEntrySchema).max(12).optional(),
    /** RRG · Dual Cards: a two-sided upgrade whose sides add different actions: the whole bar with each side faceup (actions is the first's). */
    actionsBySide: z.object({ upgrade: z.int().min(0).max(15), sides: z.tuple([z.array(actionBarEntrySchema).max(12), z.array(actionBarEntrySchema).max(12)]) }).strict().optional(),
    /** The pilot's or ship's ability in our own short words. */
    ability: z.string().min(1).max(200).optional(),
    /** The moments its pilot's and upgrades' abilities act at (from their timing words), asked about then. */
    abilities: z.array(abilityHookSchema).max(24).optional(),
    /** Special weapons and devices of its upgrades (issue 23). */
    ...rosterArmament,
    /** The ship's ability (its chassis'), in our own short words, apart from the pilot's. */
    shipAbility: z.string().min(1).max(200).optional(),
    /** The ship's dial as xwing-data2 prints it: speed, bearing letter, difficulty letter ("1TW", "2FB"). */
    dial: z.array(dialCodeSchema).max(40).optional(),
    /** Issue 34: its pilot's, ship's and upgrades' effects as facts (DESIGN §10), applied at their moment. */
    effects: z.array(cardEffectSchema).max(96).optional(),
    /** Issue 34: the cards (or parts) the facts cannot play, shown with their text: the players decide. */
    yourCall: z.array(yourCallSchema).max(24).optional(),
  })
  .strict();

/** Issue 36 item 2: an obstacle a player chose, with its kind (an id the catalogue does not know is kept as written). */
export const obstacleKindSchema = z.enum(['asteroid', 'debris', 'gasCloud']);
/** `kind` absent: an obstacle of the list the catalogue does not know, kept as written; its kind is asked before it acts. */
const obstacleChoiceSchema = z.object({ id: z.string().min(1).max(60), name: z.string().min(1).max(80), kind: obstacleKindSchema.optional() }).strict();

const playerRoster = z
  .object({
    name: z.string().min(1).max(80),
    /** Issue 36 item 2 · the obstacles the player brings (up to three); absent in older games. */
    obstacles: z.array(obstacleChoiceSchema).max(3).optional(),
    /** Issue 38 · the name the player gave the list it came from (the Record names the list by it). */
    list: z.string().min(1).max(120).optional(),
    ships: z.array(pilotRosterEntry).max(30),
  })
  .strict();

/** Which token: a reinforce token also names its side, a lock token the ship that has the lock. */
const tokenChoice = { token: tokenTypeSchema, side: reinforceSideSchema.optional(), lockedBy: id.optional() };

/** Die faces the players read off the table, or `rollForMe` to let the app roll with the seeded source. */
const enteredFaces = { faces: z.array(dieFaceSchema).max(20).optional(), rollForMe: z.literal(true).optional() };

/** A prompt's die (a damage roll), or its dice (h-xupg: a card that rolls 2 dice for tokens, Lando Calrissian). */
const enteredFacesPrompt = { faces: z.array(dieFaceSchema).max(3).optional(), rollForMe: z.literal(true).optional() };

const attackerLocation = {
  inFullFrontArc: z.boolean().optional(),
  inFullRearArc: z.boolean().optional(),
  /** Degrees clockwise from the defender's front to the attacker. */
  bearing: z.number().min(0).max(360).optional(),
};

export const xwingCommandSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('setup'),
      seed: z.union([z.string().min(1).max(128), z.int()]),
      players: z.tuple([playerRoster, playerRoster]),
      /** The player who resolves ties in initiative first; the first player when omitted. */
      firstPlayer: playerIdSchema.optional(),
      /** Scoring: 2.0 tournaments count half points for a ship at half its hull and shields or less. */
      edition: z.enum(['2.0', '2.5']).optional(),
      /**
       * The rules the game keeps. 2: every action and attack keeps the initiative order (RRG ·
       * Initiative). 3: also turns strictly in order with a pass, one action per activation and its
       * linked one, maneuvers, the second edition's evade and jam. Absent in games logged before
       * those rules were kept, which replay as they were played.
       */
      rules: z.union([z.literal(2), z.literal(3)]).optional(),
      /**
       * The condition cards this game's cards may assign, with their effects as facts (the log replays
       * without the card database): a ship assigned one plays its facts while it has it. Absent in
       * games logged before conditions carried their facts.
       */
      conditions: z.array(z.object({ name: z.string().min(1).max(80), effects: z.array(cardEffectSchema).max(24) }).strict()).max(24).optional(),
      /** Issue 36 · the 2.5 scenario played (one Sidetable knows, or one named only); absent: none, the 2.0 way. */
      scenario: z.union([scenarioChoiceSchema, z.object({ name: z.string().trim().min(1).max(80) }).strict()]).optional(),
    })
    .strict(),
  z.object({ type: z.literal('nextPhase') }).strict(),
  z.object({ type: z.literal('chooseFirstPlayer'), player: playerIdSchema }).strict(),
  /** Issue 36 · the game ends now: a player concedes, or time is called (scoring/game-end.ts). */
  z.object({ type: z.literal('endGame'), reason: z.enum(['concession', 'timeCalled']), player: playerIdSchema.optional(), /** Time called: the round is finished first, the tournament rules' default (absent: the game ends at once, as games logged before it). */ finishRound: z.boolean().optional() }).strict(),
  /** Issue 36 · the End Phase's question about one objective: who controls it (or whose ships are at it). */
  z.object({ type: z.literal('scoreObjective'), objective: z.int().min(0).max(9), answer: z.enum(['p1', 'p2', 'both', 'nobody']) }).strict(),
  /** Issue 36 · Salvage Mission's scenario action: a ship tows a supply cache at range 0–1; and lets it go. */
  z.object({ type: z.literal('towCache'), ship: id, objective: z.int().min(0).max(9) }).strict(),
  z.object({ type: z.literal('releaseCache'), ship: id }).strict(),
  /** Issue 36 · mission points set by hand (a scenario known by name only, or a correction the players agree on). */
  z.object({ type: z.literal('adjustMissionPoints'), player: playerIdSchema, points: z.int().min(-20).max(20), reason: z.string().trim().min(1).max(80).optional() }).strict(),
  z.object({ type: z.literal('activateShip'), ship: id }).strict(),
  z.object({ type: z.literal('endActivation') }).strict(),
  z
    .object({
      type: z.literal('answerPrompt'),
      prompt: id,
      /** yes / no for a question; done / skip for an ability at its moment. */
      answer: z.enum(['yes', 'no', 'done', 'skip']).optional(),
      /** An ability that spends as many charges or Force as the player chooses: how many. */
      amount: z.int().min(1).max(20).optional(),
      /** An ability that chooses a ship (one that keeps its circular tokens): which. */
      ship: id.optional(),
      /** A die the prompt rolls: the face read off the table, or rollForMe. */
      ...enteredFacesPrompt,
      /** Jammed: the token the ship removes (a lock: on the ship named by `ship` when it maintains several). */
      token: tokenTypeSchema.optional(),
      side: reinforceSideSchema.optional(),
      lockedBy: id.optional(),
      /** Damage the answer deals: the cards drawn, or drawForMe (the app draws when neither is given). */
      cards: z.array(z.string().min(1).max(120)).max(20).optional(),
      drawForMe: z.literal(true).optional(),
      /** h-moves: a card that sets a revealed dial or changes its speed: the maneuver the player picks. */
      maneuver: z.object({ speed: z.int().min(0).max(5), bearing: maneuverBearingSchema }).strict().optional(),
      /** h-moves: a card that turns the ship in place by one of several angles: the one the players turned it. */
      degrees: z.union([z.literal(90), z.literal(180)]).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('performAction'),
      ship: id,
      action: shipActionSchema,
      side: reinforceSideSchema.optional(),
      target: id.optional(),
      /** The repair action: the damage card it repairs. */
      card: id.optional(),
      /** An effect grants this action (coordinate, a pilot's ability): it is not the ship's own turn to act. */
      byEffect: z.literal(true).optional(),
      /** The reload action: the torpedo, missile or device upgrade that recovers a charge. */
      upgrade: id.optional(),
      /** Rules 3, an action an effect grants: its difficulty as the effect says (white when omitted). */
      difficulty: actionDifficultySchema.optional(),
      /** The rotate arc action: the arc(s) the turret arc indicator turns to (a double one, when omitted, turns to the other two). */
      facing: turretFacingSchema.optional(),
      /**
       * Issue 34: a card grants this action (a pilot's "spend 1 Force to perform a boost", an upgrade's
       * red rotate arc), at this difficulty: allowed off the action bar and out of turn, under the rules that hold.
       */
      grantedBy: z.object({ source: z.string().min(1).max(120), difficulty: actionDifficultySchema }).strict().optional(),
    })
    .strict(),
  /** Rules 3: the turret arc indicator placed at setup, or turned by an ability (not the rotate arc action). */
  z.object({ type: z.literal('setTurret'), ship: id, facing: turretFacingSchema }).strict(),
  /** RRG · Engagement Phase: the ship whose turn it is does not engage; it passes, and the next ship goes. */
  z.object({ type: z.literal('passShip'), ship: id }).strict(),
  /** RRG · Dual Cards: the players turn a two-sided upgrade card over as a card the table does not play says (a huge ship's damage card takes a hardpoint offline). */
  z.object({ type: z.literal('flipUpgrade'), ship: id, upgrade: id }).strict(),
  /** RRG · Docking: the ship docks with a friendly carrier (System Phase, or before the first round). */
  z.object({ type: z.literal('dockShip'), ship: id, carrier: id }).strict(),
  /** RRG · Docking: a docked ship deploys in the System Phase with a maneuver of its dial (the players place it). */
  z.object({ type: z.literal('deployShip'), ship: id, speed: z.int().min(1).max(5), bearing: maneuverBearingSchema, difficulty: maneuverDifficultySchema.optional() }).strict(),
  /**
   * h-moves · RRG · Reveal Dial: the ship reveals this maneuver of its dial without executing it yet, so
   * the cards that act after a dial is revealed (its own, its friends', its enemies') come first; its
   * executeManeuver then executes the revealed maneuver (as a card may have set it).
   */
  z.object({ type: z.literal('revealDial'), ship: id, speed: z.int().min(0).max(5), bearing: maneuverBearingSchema, difficulty: maneuverDifficultySchema.optional() }).strict(),
  /**
   * RRG · Activation Phase: the ship reveals its dial and executes this maneuver; its difficulty
   * comes from the ship's dial (or is entered when the roster brought none). `partial`: it
   * overlapped another ship, so it skips its Perform Action step.
   */
  z
    .object({
      type: z.literal('executeManeuver'),
      ship: id,
      speed: z.int().min(0).max(5),
      bearing: maneuverBearingSchema,
      difficulty: maneuverDifficultySchema.optional(),
      partial: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('gainToken'), ship: id, ...tokenChoice, count: z.int().min(1).max(9).optional() }).strict(),
  z.object({ type: z.literal('spendToken'), ship: id, ...tokenChoice, reason: reason.optional() }).strict(),
  z.object({ type: z.literal('removeToken'), ship: id, ...tokenChoice, count: z.int().min(1).max(9).optional(), reason: reason.optional() }).strict(),
  z.object({ type: z.literal('transferToken'), from: id, to: id, ...tokenChoice }).strict(),
  /** With `upgrade`, the markers come from that upgrade card's charges instead of the pilot's. */
  z.object({ type: z.literal('spendCharge'), ship: id, charge: chargeKindSchema, amount: z.int().min(1).max(20).optional(), upgrade: id.optional() }).strict(),
  z.object({ type: z.literal('recoverCharge'), ship: id, charge: chargeKindSchema, amount: z.int().min(1).max(20).optional(), upgrade: id.optional() }).strict(),
  z.object({ type: z.literal('recoverShield'), ship: id, amount: z.int().min(1).max(99).optional() }).strict(),
  z.object({ type: z.literal('assignCondition'), ship: id, condition: z.string().min(1).max(120) }).strict(),
  z.object({ type: z.literal('removeCondition'), ship: id, condition: id }).strict(),
  z
    .object({
      type: z.literal('sufferDamage'),
      ship: id,
      hits: count,
      crits: count,
      cards: z.array(z.string().min(1).max(120)).max(99).optional(),
      drawForMe: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('flipDamageCard'), ship: id, card: id, faceup: z.boolean() }).strict(),
  z.object({ type: z.literal('repairDamageCard'), ship: id, card: id }).strict(),
  z
    .object({
      type: z.literal('declareAttack'),
      attacker: id,
      defender: id,
      arc: attackArcSchema,
      range: z.int().min(0).max(5),
      /** A weapon other than the primary one; omitted for a primary attack. */
      weapon: z.object({ name: z.string().min(1).max(120), attackValue: z.int().min(0).max(9), ordnance: z.boolean().optional() }).strict().optional(),
      /** One of the ship's own special weapons (its id in the ship's weapons): the engine reads its dice, range, header and cost. */
      weaponId: id.optional(),
      /** An effect lets this attack be made at range 0 or 4–5. */
      rangeAllowedByEffect: z.literal(true).optional(),
      obstructed: z.boolean().optional(),
      /** An effect grants this ship another attack this Engagement Phase. */
      bonusAttack: z.literal(true).optional(),
      /** Rules 3, a turret attack: the arc the indicator covers as the players see it (one of a double turret's two, or both). */
      turret: turretFacingSchema.optional(),
      ...attackerLocation,
    })
    .strict(),
  z.object({ type: z.literal('locateAttacker'), ...attackerLocation }).strict(),
  z.object({ type: z.literal('rollAttackDice'), ...enteredFaces, adjustment: z.int().min(-9).max(9).optional() }).strict(),
  z
    .object({
      type: z.literal('spendForDice'),
      spend: z.enum(['focus', 'calculate', 'lock', 'evade', 'force']),
      /** Calculate or Force: the focus result to change (the first one when omitted). */
      die: dieIndex.optional(),
      /** Lock: the dice to reroll. */
      dice: z.array(dieIndex).max(20).optional(),
      ...enteredFaces,
    })
    .strict(),
  z.object({ type: z.literal('rerollDice'), by: partySchema, dice: z.array(dieIndex).min(1).max(20), ...enteredFaces }).strict(),
  z.object({ type: z.literal('changeDieFace'), by: partySchema, die: dieIndex, face: dieFaceSchema }).strict(),
  z.object({ type: z.literal('addResult'), by: partySchema, face: dieFaceSchema }).strict(),
  z.object({ type: z.literal('cancelResult'), by: partySchema, die: dieIndex }).strict(),
  z.object({ type: z.literal('rollDefenseDice'), ...enteredFaces, adjustment: z.int().min(-9).max(9).optional() }).strict(),
  z.object({ type: z.literal('neutralizeResults') }).strict(),
  /**
   * Issue 34: a card effect of the ship (its `ref` in the ship's effects) used now: its cost paid and its
   * effect applied. `dice`: the dice it rerolls (or changes, several); `die`: the one it changes or
   * cancels; `answer`: yes to the question the table cannot know; faces or rollForMe for a reroll.
   */
  z
    .object({
      type: z.literal('useCardEffect'),
      ship: id,
      ref: z.string().min(1).max(8),
      dice: z.array(dieIndex).max(20).optional(),
      die: dieIndex.optional(),
      answer: z.enum(['yes', 'no']).optional(),
      /** The ship it names: the friend that pays with its token, the ship it acts on. */
      target: id.optional(),
      ...enteredFaces,
    })
    .strict(),
  z
    .object({
      type: z.literal('dealDamage'),
      cards: z.array(z.string().min(1).max(120)).max(99).optional(),
      drawForMe: z.literal(true).optional(),
    })
    .strict(),
  // --- Devices (issue 23) ---
  /** Drop (or launch) one of the ship's devices: it spends the card's charge and lies in the play area. */
  z.object({ type: z.literal('dropDevice'), ship: id, device: z.string().min(1).max(120), launch: z.literal(true).optional(), count: z.int().min(1).max(2).optional(), byEffect: z.literal(true).optional() }).strict(),
  /**
   * A device in the play area detonates (a bomb at the end of the Activation Phase, a mine when a ship
   * overlaps it): the ships the players name as in its range suffer its effect; dice as read or rolled.
   */
  z
    .object({
      type: z.literal('detonateDevice'),
      device: id,
      ships: z.array(id).max(30),
      /** One roll per named ship, in order, when the effect rolls dice; or rollForMe. */
      faces: z.array(z.array(dieFaceSchema).max(6)).max(30).optional(),
      rollForMe: z.literal(true).optional(),
    })
    .strict(),
  /** A device leaves the play area without detonating (a remote destroyed, loose cargo gone). */
  z.object({ type: z.literal('removeDevice'), device: id }).strict(),
  /** Issue 36 · the tournament clock (shared/engine/core/game-clock.ts), its instant stamped by the host. */
  clockCommandSchema,
  /** Issue 36 item 2 · before round 1, a player picks or changes their obstacles (a catalogue id or name; a kind for one it does not know). */
  z.object({ type: z.literal('chooseObstacles'), player: playerIdSchema, obstacles: z.array(z.object({ obstacle: z.string().min(1).max(60), kind: obstacleKindSchema.optional() }).strict()).max(3) }).strict(),
  /**
   * Issue 36 item 2 · RRG · Obstacles: the ship moved through an obstacle (`through`) or ends overlapping
   * it; `obstacle` is one of the game's, a catalogue id or name, or a kind; `kind` for one the catalogue
   * does not know; `move`: its maneuver or another move (read from its activation when omitted); the die
   * as read off the table, or rollForMe.
   */
  z
    .object({
      type: z.literal('hitObstacle'),
      ship: id,
      obstacle: z.string().min(1).max(60),
      kind: obstacleKindSchema.optional(),
      ended: z.enum(['overlapping', 'through']),
      move: z.enum(['maneuver', 'other']).optional(),
      ...enteredFacesPrompt,
    })
    .strict(),
]);

export type XwingCommand = z.output<typeof xwingCommandSchema>;
export type XwingCommandType = XwingCommand['type'];
export type CommandOf<T extends XwingCommandType> = Extract<XwingCommand, { type: T }>;
export type XwingSetupCommand = CommandOf<'setup'>;
export type XwingPilotRosterEntry = z.input<typeof pilotRosterEntry>;
export type XwingPlayerRoster = z.input<typeof playerRoster>;

export const xwingCommandTypes: readonly XwingCommandType[] = xwingCommandSchema.options.map((option) => option.shape.type.value);
