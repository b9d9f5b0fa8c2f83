import type { RandomState } from '../../core/random';
import type { DamageCard as CoreDamageCard } from '../../core/damage-cards';
import type { FittedUpgrade } from '../../core/fitted-upgrades';

export type PlayerId = 'p1' | 'p2';
export type BaseSize = 'small' | 'medium' | 'large' | 'huge';
export type Phase = 'planning' | 'system' | 'activation' | 'engagement' | 'end';
export type AttackArc = 'front' | 'rear' | 'full-front' | 'full-rear' | 'bullseye' | 'single-turret' | 'double-turret' | 'left' | 'right';
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
export type AttackFace = 'hit' | 'crit' | 'focus' | 'blank';
export type DefenseFace = 'evade' | 'focus' | 'blank';
export type DamageTrait = 'Pilot' | 'Ship';
export type Party = 'attacker' | 'defender';
export type ChargeKind = 'standard' | 'force';

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
  shields: { current: number; max: number };
  agility: number;
  attacks: PrimaryAttack[];
  charges: RecurringCharges | null;
  force: RecurringCharges | null;
  tokens: ShipTokens;
  damageCards: DamageCard[];
  conditions: Condition[];
  /** A ship cannot perform the same action twice in a round; cleared when a new round begins. */
  actionsThisRound: TokenAction[];
  destroyed: boolean;
  /** Upgrades the list fitted (empty for a roster picked card by card). */
  upgrades: FittedUpgrade[];
  /** Squad points with upgrades, when the game was set up from a list. */
  points: number | null;
}

export interface DamageDeck {
  /** Card names, top first: shuffled once at setup by the seeded source, so every draw is fixed at the shuffle. */
  drawPile: string[];
  discardPile: string[];
}

export interface Player {
  id: PlayerId;
  name: string;
  /** Each player deals their own ships' damage from their own deck. */
  damageDeck: DamageDeck;
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
}

export interface XwingState {
  system: 'xwing';
  round: number;
  phase: Phase;
  random: RandomState;
  players: Player[];
  ships: Ship[];
  attack: Attack | null;
  nextDamageCardNumber: number;
  nextConditionNumber: number;
}
