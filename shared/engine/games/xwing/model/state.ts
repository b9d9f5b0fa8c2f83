import type { ScenarioId } from '../scoring/scenarios';
import type { GameClock } from '../../../core/game-clock';
import type { RandomState } from '../../../core/random';
import type { DamageCard as CoreDamageCard } from '../../../core/damage-cards';
import type { FittedUpgrade } from '../../../core/fitted-upgrades';
import type { AbilityHook } from '../abilities/ability-hooks';
import type { ChargeKind } from './charge-kind';
import type { CardEffect, YourCall } from '../effects/card-effect';
import type { ObstacleKind, PlayerObstacle } from '../obstacles/catalogue';

export type PlayerId = 'p1' | 'p2';
export type BaseSize = 'small' | 'medium' | 'large' | 'huge';
export type Phase = 'planning' | 'system' | 'activation' | 'engagement' | 'end';
export type AttackArc = 'front' | 'rear' | 'full-front' | 'full-rear' | 'bullseye' | 'single-turret' | 'double-turret' | 'left' | 'right';
/**
 * RRG · Turret Arc Indicators, Rotate: the standard arc a single turret arc indicator selects, or the
 * two opposite arcs a double one selects.
 */
export type TurretFacing = 'front' | 'left' | 'right' | 'rear' | 'front-rear' | 'left-right';
export type TurretKind = 'single' | 'double';
export type TokenType =
  | 'calculate'
  | 'evade'
  | 'focus'
  | 'reinforce'
  | 'disarm'
  | 'jam'
  | 'tractor'
  | 'deplete'
  | 'ion'
  | 'lock'
  | 'strain'
  | 'stress'
  | 'cloak';
/** Tokens known by their count alone: a reinforce token also has a side, a lock token names the ship holding the lock. */
export type PlainTokenType = Exclude<TokenType, 'reinforce' | 'lock'>;
export type ReinforceSide = 'fore' | 'aft';
/** The actions whose result is a token (on the ship itself, or on the ship it locks or jams). */
export type TokenAction = 'focus' | 'evade' | 'calculate' | 'reinforce' | 'lock' | 'cloak' | 'jam';
/** Every action an action bar or a card names: the token actions, the moves the players make on the table, and a damage card's repair. */
export type ShipAction = TokenAction | 'boost' | 'barrelRoll' | 'coordinate' | 'reload' | 'slam' | 'rotateArc' | 'repair';
/** White, red (the ship gains a stress token after it) or purple (it spends 1 Force to perform it). */
export type ActionDifficulty = 'white' | 'red' | 'purple';

/** One action on a ship's action bar, with the action it links to, as the ship's card prints it. */
export interface ActionBarEntry {
  action: ShipAction;
  difficulty: ActionDifficulty;
  linked: { action: ShipAction; difficulty: ActionDifficulty } | null;
  /** RRG · Docking: on a carrier's bar while this docked ship's card gives it (Comms Shuttle). */
  fromDocked?: string;
}
export type AttackFace = 'hit' | 'crit' | 'focus' | 'blank';
export type DefenseFace = 'evade' | 'focus' | 'blank';
export type DamageTrait = 'Pilot' | 'Ship';
export type Party = 'attacker' | 'defender';
export type { ChargeKind };

export type ShipTokens = Record<PlainTokenType, number> & {
  reinforce: Record<ReinforceSide, number>;
  /** One entry per lock token assigned to this ship: the id of the ship that has the lock. */
  lock: string[];
};

/** Standard charges or Force charges: tracked with markers; each End Phase adds `recurs` (a negative value drains them). */
export interface RecurringCharges {
  current: number;
  max: number;
  recurs: number;
}

export type DamageCard = CoreDamageCard<DamageTrait>;

export interface Condition {
  id: string;
  name: string;
  /** A condition assigned facedown (its own text says so) that one of its facts has turned faceup. */
  revealed?: true;
}

export interface PrimaryAttack {
  arc: AttackArc;
  value: number;
}

export interface Ship {
  id: string;
  owner: PlayerId;
  /** The number on the ship's ID markers (and on the lock tokens it assigns). */
  idMarker: number;
  /** The pilot. */
  name: string;
  /**
   * The ID number that tells apart ships of one player with the same pilot name, as the physical ID
   * tokens do ("Academy Pilot 2"); null when the name is unique on its side.
   */
  idNumber: number | null;
  /** The chassis. */
  ship: string;
  initiative: number;
  size: BaseSize;
  hull: number;
  /** `recurs`: the shields a huge ship recovers each End Phase (Epic rules); absent on every other ship. */
  shields: { current: number; max: number; recurs?: number };
  agility: number;
  attacks: PrimaryAttack[];
  charges: RecurringCharges | null;
  force: RecurringCharges | null;
  /** A huge ship's energy (Epic rules): a charge on the ship card; absent on every other ship and in older games. */
  energy?: RecurringCharges;
  tokens: ShipTokens;
  damageCards: DamageCard[];
  conditions: Condition[];
  /** A ship cannot perform the same action twice in a round; cleared when a new round begins. */
  actionsThisRound: ShipAction[];
  /**
   * The ship's action bar; null for a roster that did not bring one (every token action counts as
   * white then, as before action bars were carried).
   */
  actionBar: ActionBarEntry[] | null;
  /** The action just performed, while its linked action may still follow; cleared by anything else the ship does. */
  linkable: ShipAction | null;
  /** Pilot and ship ability in our own short words, when the roster brought one. */
  ability: string | null;
  /** Its pilot's and upgrades' abilities that act at a moment of the round: the table is asked then. */
  abilities: AbilityHook[];
  /** Activation Phase: it has activated; Engagement Phase: it has engaged. Cleared when either phase begins. */
  activated: boolean;
  /** Attacks it has declared this Engagement Phase (the second needs an effect that grants it). */
  attacksThisPhase: number;
  destroyed: boolean;
  /** Round in which it was destroyed, for the score's summary. */
  destroyedInRound: number | null;
  /**
   * RRG · Engagement (simultaneous fire): destroyed by a ship of its own initiative before it
   * engaged, it stays in the play area, tokens and all, until every ship of that initiative has engaged.
   */
  removalPending: boolean;
  /**
   * The green tokens it had as it was removed (a destroyed friend's: an ability acting "before it is
   * removed" takes one of these; each taken leaves the count). Absent until it is destroyed.
   */
  leftWith?: Partial<Record<'focus' | 'evade' | 'calculate' | 'reinforce', number>>;
  /** h7-xpilots · RRG · Destroyed ships: the ships it had locked as it was removed (an ability acting before its removal hands those locks on); absent until it is destroyed. */
  leftLocks?: string[];
  /** Upgrades the list fitted (empty for a roster picked card by card). */
  upgrades: FittedUpgrade[];
  /** Squad points with upgrades, when the game was set up from a list. */
  points: number | null;
  // --- Special weapons and devices (issue 23). Absent in games set up before the roster carried them. ---
  /** The special weapons its upgrades carry, offered at Declare Target beside the primary arcs. */
  weapons?: ShipWeapon[];
  /** The devices its upgrades drop or launch. */
  devices?: ShipDevice[];
  /** RRG · Devices: when it last dropped or launched a device (one per round in 2.0, one per System Phase in 2.5). */
  devicePlaced?: { round: number; phase: Phase } | null;
  /** A card lets it place one device of these kinds now (this round and phase), outside its card's timing and the one-device limit, destroyed or not; the drop uses it. */
  deviceGrant?: { source: string; round: number; phase: Phase; kinds: DeviceKind[] } | null;
  /** The maneuvers on the ship's dial, from the card data; absent when the roster brought none (any maneuver is entered then). */
  dial?: DialManeuver[] | null;
  /** The ship's (chassis') ability in our own short words, apart from the pilot's. */
  shipAbility?: string | null;
  /** Rules 3: its turret arc indicator and the arc(s) it selects; absent for a ship without one and in older games. */
  turret?: { kind: TurretKind; facing: TurretFacing };
  // --- Card effects as data (issue 34). Absent in games set up before the roster carried them. ---
  /** Its pilot's, ship's and upgrades' effects (an upgrade's named by its index in `upgrades`). */
  effects?: CardEffect[];
  /** The cards the facts cannot play, with the reason: the players decide. */
  yourCall?: YourCall[];
  /** When each effect was used (its ref), for "once per round / game" limits. */
  effectUses?: { ref: string; round: number; phase: Phase }[];
  /** RRG · Dual Cards: the action bar with each side of this upgrade faceup (a flip puts the other on the ship). */
  barBySide?: { upgrade: number; bars: [ActionBarEntry[], ActionBarEntry[]] };
  /** Issue 34: the side each dual upgrade card shows, by its place among the upgrades (absent: the side it starts on, 0). */
  sides?: Record<number, number>;
  /** RRG · Docking: how many ships may dock with it (a carrier); the carrier it is docked with; the rounds it docked / deployed in a System Phase. */
  carries?: number;
  dockedTo?: string;
  dockedInRound?: number;
  deployedInRound?: number;
  /** Huge ships (Epic rules): each "Bonus Attack:" header once per round — the weapons it fired that way, with the round. */
  bonusHeadersUsed?: { weapon: string; round: number }[];
  /** Issue 34: actions a card effect granted it and it has not performed yet (any action of its bar, or one), for this round. */
  grants?: { source: string; action: ShipAction | 'any'; difficulty: 'white' | 'red' | 'purple' | 'asPrinted'; round: number; evenStressed?: true; /** Only an action its bar prints white (whiteActionAsRed). */ printedWhite?: true; /** h7-xpilots: only one of these actions (the granting ship's bar: Hondo Ohnaka). */ fromBar?: ShipAction[] }[];
  /** h7-xpilots · RRG · Coordinate: the coordinate that chose it (this round) lets it perform only these actions (Lieutenant Galek's bar). */
  coordinatedWithin?: { round: number; source: string; actions?: ShipAction[]; /** AP-5: it may act though it has exactly 1 stress token. */ evenStressed?: true };
  /** r3-x-pilots: a card chose the initiative it activates at in this round's Activation Phase (Lando Calrissian, Battle over Endor). */
  activatesAt?: { round: number; initiative: number };
  /**
   * The initiative a card has it engage at this round: h-xupg, a chosen one (Heightened Perception); h7-xpilots, `late`:
   * destroyed before it engaged, it engages at the current initiative after the ship engaging then (Nash Windrider), and
   * stays, removal pending, until that initiative has engaged.
   */
  engagesAt?: { round: number; initiative: number; late?: true };
  /** h-xupg · RRG · Bonus Attacks: bonus attacks its cards granted and it has not declared yet (this phase), with the weapons they allow. */
  bonusGrants?: { source: string; round: number; phase: Phase; weapons: ('primary' | 'turret' | 'hardpoint' | 'cannon' | 'missile' | 'torpedo' | 'this')[]; onceFromArc?: true; /** 'this': the card's upgrade. */ upgrade?: string; noRequirement?: true; noCost?: true; /** Not at this ship (the defender it has just attacked). */ notAt?: string }[];
  /** h-xupg: the arcs it attacks from no more this round (Han Solo, gunner: the turret arc of its bonus attack). */
  closedArcs?: { round: number; arc: AttackArc }[];
  /** Marks another card put on it for a while (markShip): the card's ship, the card, its label, and the round (and phase) it lasts. */
  marks?: { by: string; source: string; among: string; round: number; phase?: Phase }[];
  /** Issue 36 item 2: it ended a move overlapping this obstacle (at range 0 of it) until its next maneuver or move action. */
  onObstacle?: { name: string; kind: ObstacleKind };
}

/** A token the header of a special weapon asks for ("Attack ([Lock])"): any one of them will do. */
export type WeaponRequirement = 'lock' | 'focus' | 'calculate';

/** A special weapon on a ship, from its upgrade card's facts; null where the data does not say (the players are asked). */
export interface ShipWeapon {
  /** `<ship id>-weapon-<n>`. */
  id: string;
  /** The fitted upgrade that carries it (its charges pay the cost), or null. */
  upgrade: string | null;
  name: string;
  slot: string;
  arc: AttackArc | null;
  value: number | null;
  minRange: number | null;
  maxRange: number | null;
  ordnance: boolean;
  requires: WeaponRequirement[];
  /** What declaring it costs: charges of its own card, Force of the ship, or energy (kept by hand). */
  cost: { kind: 'charge' | 'force' | 'energy'; amount: number } | null;
  /** A bonus attack at the card's own moment (Snapshot, hardpoints), not the ship's one attack. */
  bonusAttack: boolean;
  /** RRG · Ion: an ion weapon deals this much damage (1) if it hits; its other hits and crits give ion tokens. Absent: not an ion weapon. */
  ion?: number;
  /** A bonus attack it may make outside the Engagement Phase, at this moment (after an enemy ship executes a maneuver). */
  bonusMoment?: WeaponBonusMoment;
  /** Epic rules: its card prints this many identical "Bonus Attack:" headers (each once per round); absent: one. */
  headers?: number;
}

/** The moments outside the Engagement Phase at which a weapon's own bonus attack may be declared. */
export type WeaponBonusMoment = 'enemyManeuver';

export type DeviceKind = 'bomb' | 'mine' | 'remote' | 'obstacle' | 'other';

/** A device a ship's upgrade drops or launches, named by the card data's id for its effect. */
export interface ShipDevice {
  /** The card data's id (xws) of the upgrade: the key of its effect in devices/device-effects.ts. */
  key: string;
  /** The fitted upgrade whose charges it spends. */
  upgrade: string | null;
  /** The device's own name (Proton Bomb). */
  name: string;
  kind: DeviceKind;
}

/** A device in the play area, until it detonates or is removed. */
export interface TableDevice {
  id: string;
  key: string;
  name: string;
  kind: DeviceKind;
  owner: PlayerId;
  /** The ship that placed it. */
  ship: string;
  round: number;
  /** h7-xpilots: launched (not dropped) by its ship. */
  launched?: boolean;
  /** h7-xpilots: dropped with its template at the ship's side hashmark, not its rear guides (Gyro-Cockpit). */
  fromSide?: boolean;
}

/** Maneuvers (RRG · Maneuvers): speed, bearing and difficulty, as a ship's dial prints them. */
export type ManeuverBearing =
  | 'turnLeft'
  | 'bankLeft'
  | 'straight'
  | 'bankRight'
  | 'turnRight'
  | 'kTurn'
  | 'segnorLeft'
  | 'segnorRight'
  | 'tallonLeft'
  | 'tallonRight'
  | 'stop'
  | 'reverseBankLeft'
  | 'reverseStraight'
  | 'reverseBankRight';
/** Blue (removes a stress token), white, red (gives one), purple (2.5: costs 1 Force). */
export type ManeuverDifficulty = 'blue' | 'white' | 'red' | 'purple';
export interface DialManeuver {
  speed: number;
  bearing: ManeuverBearing;
  difficulty: ManeuverDifficulty;
}

export interface DamageDeck {
  /** Card names, top first: shuffled once at setup by the seeded source, so every draw is fixed at the shuffle. */
  drawPile: string[];
  discardPile: string[];
}

export interface Player {
  id: PlayerId;
  name: string;
  /** The name the player gave the list the squad came from, when it came from one. */
  list?: string;
  /** Each player deals their own ships' damage from their own deck. */
  damageDeck: DamageDeck;
  /** Issue 36 item 2 · the obstacles the player brought (up to three; one without a kind is not in the catalogue and its kind is asked); absent in older games. */
  obstacles?: PlayerObstacle[];
}

/**
 * The attack steps at which the game waits for the players. Rolling defense dice ends Modify Attack
 * Dice and Neutralize Results ends Modify Defense Dice: each is a single command, not a wait.
 */
export type AttackStep = 'rollAttackDice' | 'modifyAttackDice' | 'modifyDefenseDice' | 'dealDamage';

export interface Die<Face extends string> {
  face: Face;
  /** A die is rerolled at most once per attack. */
  rerolled: boolean;
}

/** Where the attacker is seen from the defender: the answers to "in your front full arc? in your rear full arc?". */
export interface AttackerLocation {
  inFullFrontArc: boolean;
  inFullRearArc: boolean;
  /** Degrees clockwise from the defender's front, when the player gave a bearing rather than answers. */
  bearing: number | null;
}

export interface ResultCount {
  hits: number;
  crits: number;
}

export interface NeutralizedResults {
  /** Evade results among the defense dice. */
  evades: number;
  /** Evades added by reinforce tokens. */
  reinforceEvades: number;
  reinforceSide: ReinforceSide | null;
  /** What is left to deal as damage. */
  remaining: ResultCount;
}

export interface SpecialWeapon {
  name: string;
  attackValue: number;
  /** Weapons with the ordnance icon get no range bonus. */
  ordnance: boolean;
  /** The ship's weapon it is (ShipWeapon id), when declared from the ship's own weapons. */
  id?: string;
}

export interface Attack {
  attacker: string;
  defender: string;
  arc: AttackArc;
  /** Null for the ship's primary weapon. */
  weapon: SpecialWeapon | null;
  range: number;
  obstructed: boolean;
  step: AttackStep;
  /** Who modifies dice now: the defender first on attack dice, the attacker first on defense dice. */
  modifying: Party | null;
  attackDice: Die<AttackFace>[];
  defenseDice: Die<DefenseFace>[];
  attackerLocation: AttackerLocation | null;
  neutralized: NeutralizedResults | null;
  /** Rules 3, a turret attack: the arc(s) of the turret arc indicator it was declared in. */
  turret?: TurretFacing;
  /** RRG · Ion: an ion weapon's attack; Deal Damage deals `damage` and turns the other results into ion tokens. */
  ion?: { damage: number; token?: 'jam' | 'tractor'; /** h-xupg: its 1 damage is a crit and every result gives an ion token (Ion Cannon Battery). */ crit?: true };
  /** Issue 34: card effects used in this attack (`<ship id>:<ref>`): each at most once per attack. */
  effectsUsed?: string[];
  /** h7-xpilots: the focus results each party has modified in this attack (read by a card's focusResultLimit: Padmé Amidala). */
  focusModified?: { attacker?: number; defender?: number };
  /** r3-x-pilots: who modified which pool in this attack (`attacker:attack`, `defender:defense`…), read by the modifiedDice condition. */
  modified?: string[];
  /** r3-x-pilots: a bonus attack (declared as one), read by the bonusAttack condition. */
  bonus?: boolean;
  /** r3-x-pilots: the tokens spent in this attack (`<ship id>:<token>`), read by the spentInAttack condition. */
  spent?: string[];
}

/** A question the table answers with one tap: a damage card's roll, a choice the rules leave to the player. */
export type PromptKind = 'consoleFire' | 'woundedPilot' | 'stunnedPilot' | 'looseStabilizer' | 'jammed' | 'extraDamage' | 'ability';

export interface Prompt {
  id: string;
  kind: PromptKind;
  ship: string;
  /** The damage card or token it comes from, as players name it. */
  source: string;
  /** The damage card it comes from, when it does (to repair it). */
  card: string | null;
  /** Extra damage: the hits and crits still to suffer, once the card for each is named or drawn. */
  hits: number;
  crits: number;
  /** A pilot's or upgrade's ability at its moment: answered done (its cost is spent) or skip. */
  ability?: AbilityHook;
  /** Issue 34: a card effect of the ship at its moment (its ref): "done" applies it. */
  effect?: string;
  /** Issue 34: the other ship of the attack just made, which the effect may act on. */
  other?: string;
  /** Issue 34: a card effect with no choice (no "may", no cost, no question, no ship to name): applied and said at once. */
  automatic?: true;
  /** RRG · Damage: a question of the damage window (the damage waits for it). */
  window?: true;
  /** Its moment came this many times in one command (a shield lost each): done applies the effect that many times. */
  times?: number;
}

/** One point of damage still to suffer: a hit or a crit, where it comes from; `pastShields`: a card dealt, not suffered (RRG · Damage Cards). */
export interface DamagePoint {
  point: 'hit' | 'crit';
  source: string;
  pastShields?: true;
}

/**
 * RRG · Damage, Damage Cards: damage paused at a card's moment ("before it would suffer damage",
 * "before it is dealt a faceup damage card"): the rest of it, and the card drawn and waiting, dealt
 * once the window's questions are answered.
 */
export interface DamageWindow {
  /** The ship suffering the damage. */
  ship: string;
  moment: 'suffer' | 'dealt';
  /** The points still to suffer after the one waiting (before suffering: all of them). */
  queue: DamagePoint[];
  /** The damage cards the player named and not used yet (null: the app draws). */
  named: string[] | null;
  /** The card drawn and about to be dealt: its facing as it stands now, or discarded by a card. */
  card?: { name: string; faceup: boolean; trait: DamageTrait; drawnByApp: boolean; discarded?: true };
  /** The faceup Fuel Leaks that act after this point (their ids). */
  leaks?: string[];
  /** The card effects already asked in this window (`<ship id>:<ref>`), used or not. */
  asked: string[];
  /** What follows once the damage is done: the attack's Deal Damage ends (with the ion tokens it gives). */
  then?: { kind: 'endAttack'; ionTokens: number; token: 'ion' | 'jam' | 'tractor' };
}

/** Issue 36 · how a game ended early: a concession, time called, a scenario won on mission points or its last round played. */
export type GameEndReason = 'concession' | 'timeCalled' | 'missionPoints' | 'lastRound';

/** Issue 36 · the scenario on the table (scoring/scenarios.ts holds each one's rules, mission-points.ts the one rule that scores them). */
export interface ScenarioState {
  /** A scenario Sidetable knows, or one it knows by name only ('other': its objectives' points are added by hand). */
  id: ScenarioId | 'other';
  name: string;
  /** The mission points each player earned at the start from the opponent's deficit (20 minus the points fielded). */
  deficit: Record<PlayerId, number>;
  /** Whether every ship's squad points were known at setup (a roster picked card by card may not carry them). */
  pointsKnown: boolean;
  /** The objectives on the table, by number, and the ship towing each (Salvage Mission). */
  objectives: { name: string; towedBy: string | null }[];
  /** Mission points earned from objectives and set by hand, in order. */
  awards: { round: number; player: PlayerId; points: number; source: string }[];
  /** Chance Engagement: the ships whose half points were earned (their health dropped to half or less). */
  halved: string[];
  /** The objectives still to be answered in this End Phase (numbers), or null. */
  asking: number[] | null;
}

export interface XwingState {
  system: 'xwing';
  round: number;
  phase: Phase;
  /** Issue 36 · the game was ended early: a player conceded, or time was called (absent: it goes on, or ended with a side destroyed). */
  gameOver?: { reason: GameEndReason; round: number; conceded?: PlayerId };
  /** Issue 36 · time was called in this round, to be finished first (the tournament rules' default): the game ends with its End Phase. */
  timeCalledInRound?: number;
  /** Issue 36 · the 2.5 scenario played and its mission points (scoring/mission-points.ts); absent: no scenario, the 2.0 way. */
  scenario?: ScenarioState;
  /** Ties in initiative are resolved by this player first, in the Activation and Engagement Phases. */
  firstPlayer: PlayerId;
  /**
   * The ship activating or engaging now, and whether it is executing the ion maneuver (it was ionized
   * when it activated); silent when it engaged by declaring its attack, so no line announces it.
   */
  activation: {
    ship: string;
    ionManeuver: boolean;
    /** h-xupg: a card slows its maneuver this activation by 1 speed, to a minimum of 1 (Tractor Technicians). */
    slowedBy?: string;
    silent: boolean;
    /** Rules 3: the maneuver it executed in this activation (entered by the players). */
    maneuver?: DialManeuver | null;
    /** Rules 3: actions of its own performed in this activation (RRG · Perform Action: one, and its linked action). */
    actions?: number;
    /** A card's action is its only one this activation (Advanced Sensors): the card, and whether that action is done. */
    onlyActionOf?: { source: string; done: boolean };
    /** Rules 3: it partially executed its maneuver (overlapped a ship): it skips its Perform Action step. */
    bumped?: boolean;
    /** h-moves · RRG · Reveal Dial: the dial it revealed before executing it (revealDial), as a card may have set it since; absent when it revealed and executed in one command. */
    revealed?: DialManeuver | null;
    /** h-moves · RRG · Difficulty: by how many steps cards made the revealed maneuver easier. */
    easier?: number;
    /** Issue 36 item 2: the obstacle whose move costs it its Perform Action step this activation. */
    skipsAction?: string;
  } | null;
  prompts: Prompt[];
  nextPromptNumber: number;
  /**
   * What waits for the abilities' questions to be answered: the phase change the players asked for
   * (abilities at the end of a phase come first), or the End Phase's cleanup (abilities at its
   * start come before circular tokens go).
   */
  afterPrompts?: 'advance' | 'endPhaseCleanup' | null;
  /** h-xupg · RRG · Initiative: the lowest initiative this round's Engagement Phase has reached (its "at initiative N" cards asked about down to it). */
  engagementStep?: { round: number; initiative: number };
  /** Ships an ability chose to keep their circular tokens through this End Phase's cleanup. */
  keepCircularTokens?: string[];
  /** r3-x-pilots: tokens a card lets a ship keep through this End Phase's cleanup (of these kinds, this many; the kind the player named first). */
  keepTokens?: { ship: string; source: string; tokens: ('focus' | 'evade' | 'calculate' | 'jam' | 'tractor' | 'disarm')[]; amount: number; token?: string }[];
  /** h7-xpilots: ships whose 1 reinforce token this End Phase's cleanup turns to the other full arc instead of removing it (Morna Kee). */
  keepReinforceFlipped?: { ship: string; source: string }[];
  /** Damage (shields lost and cards dealt) each player's ships suffered, per round, index 0 = round 1. */
  damageByRound: Record<PlayerId, number[]>;
  /** 2.0 tournament scoring: a ship at half its hull and shields or less gives half its points. */
  halfPoints: boolean;
  /** Actions and attacks keep the initiative order (a game set up with rules 2); false in older logs. */
  initiativeForEveryAction?: boolean;
  /**
   * The rules the setup asked for: 3 keeps turns strictly in initiative order (a ship passes rather
   * than losing its turn), one action per activation with its linked action, maneuvers, the second
   * edition's evade token and jam. Absent in older logs, which replay as they were played.
   */
  rules?: number;
  /** The edition played, where 2.0 and 2.5 rules differ (absent: 2.0). */
  edition?: '2.0' | '2.5';
  random: RandomState;
  players: Player[];
  ships: Ship[];
  attack: Attack | null;
  /** RRG · Damage: damage waiting at a card's moment; absent when none is (and in older games). */
  damageWindow?: DamageWindow | null;
  nextDamageCardNumber: number;
  nextConditionNumber: number;
  /** The condition cards this game's cards may assign, with their facts (from the setup): a ship assigned one takes them on. */
  conditionCards?: { name: string; effects: CardEffect[] }[];
  /** h-moves · RRG · Difficulty: a card made this player's ships' maneuvers of these difficulties one easier for the rest of this phase (Leia Organa). */
  easierManeuvers?: { owner: PlayerId; source: string; difficulties: ('white' | 'red')[]; round: number; phase: Phase }[];
  /** Devices in the play area (issue 23); absent in older games. */
  devicesOnTable?: TableDevice[];
  nextDeviceNumber?: number;
  /** Issue 36 · the tournament clock (core/game-clock.ts); absent until started, and in older games. */
  clock?: GameClock;
}
