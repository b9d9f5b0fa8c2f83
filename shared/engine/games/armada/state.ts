import type { FittedUpgrade } from '../../core/fitted-upgrades';
import type { RandomState } from '../../core/random';
import type { TokenState } from '../../core/token-state';
import type { DamageCard as CoreDamageCard } from '../../core/damage-cards';

export type PlayerId = 'p1' | 'p2';
export type SizeClass = 'small' | 'medium' | 'large' | 'huge';
/** Aux zones exist on some huge ships; see hull-zones.ts for how they sit around the ship. */
export type HullZoneId = 'front' | 'right' | 'right-aux' | 'rear' | 'left-aux' | 'left';
export type DieColor = 'red' | 'blue' | 'black';
export type DieFace = 'blank' | 'hit' | 'crit' | 'hit-hit' | 'hit-crit' | 'accuracy';
export type DefenseTokenType = 'brace' | 'redirect' | 'evade' | 'scatter' | 'contain' | 'salvo';
/** Attack range; distance-1 is a squadron's attack; beyond-long is extreme range (only effects attack there). */
export type AttackRange = 'close' | 'medium' | 'long' | 'distance-1' | 'beyond-long';
export type Phase = 'command' | 'ship' | 'squadron' | 'status';
export type DamageTrait = 'Ship' | 'Crew';

export interface DiceCounts {
  red: number;
  blue: number;
  black: number;
}

export interface DefenseToken {
  id: string;
  type: DefenseTokenType;
  state: TokenState;
}

export interface HullZone {
  zone: HullZoneId;
  shields: number;
  maxShields: number;
  battery: DiceCounts;
}

export type DamageCard = CoreDamageCard<DamageTrait>;

export interface Ship {
  kind: 'ship';
  id: string;
  owner: PlayerId;
  name: string;
  /** The number of its ID token when its player has another unit of this name, else null (see unit-name.ts). */
  idNumber: number | null;
  size: SizeClass;
  hull: number;
  command: number;
  speed: number;
  maxSpeed: number;
  /** In order around the ship, starting at the front; neighbours in this ring are adjacent. */
  hullZones: HullZone[];
  antiSquadron: DiceCounts;
  defenseTokens: DefenseToken[];
  damageCards: DamageCard[];
  activated: boolean;
  destroyed: boolean;
  /** Upgrades the fleet list fitted (empty for a roster picked card by card). */
  upgrades: FittedUpgrade[];
  /** Fleet points with upgrades, when the game was set up from a list. */
  points: number | null;
}

export interface Squadron {
  kind: 'squadron';
  id: string;
  owner: PlayerId;
  name: string;
  /** The number of its ID token when its player has another unit of this name, else null (see unit-name.ts). */
  idNumber: number | null;
  unique: boolean;
  hull: number;
  damage: number;
  speed: number;
  antiSquadron: DiceCounts;
  battery: DiceCounts;
  defenseTokens: DefenseToken[];
  activated: boolean;
  destroyed: boolean;
  /** Fleet points, when the game was set up from a list. */
  points: number | null;
}

export type Unit = Ship | Squadron;

export interface Player {
  id: PlayerId;
  name: string;
}

export interface AttackDie {
  color: DieColor;
  face: DieFace;
  /** An accuracy icon already spent to choose a defense token. */
  accuracySpent: boolean;
}

/** A ship attacks from a hull zone; a salvo against a squadron uses no zone (anti-squadron armament). */
export type Attacker = { kind: 'ship'; id: string; hullZone: HullZoneId | null } | { kind: 'squadron'; id: string };
export type Defender = { kind: 'ship'; id: string; hullZone: HullZoneId } | { kind: 'squadron'; id: string };
export type AttackParty = Attacker | Defender;

/** Salvo, counter and ignition attacks are special: a defender cannot answer them with salvo. */
export type AttackKind = 'standard' | 'counter' | 'ignition' | 'salvo';

export type AttackStep = 'rollAttackDice' | 'resolveAttackEffects' | 'spendDefenseTokens' | 'resolveDamage' | 'declareAdditionalSquadronTarget';

export interface SpentDefenseToken {
  token: string;
  type: DefenseTokenType;
  /** Spent to pay for an upgrade effect: the token changes state but has no normal effect. */
  asCost: boolean;
}

export interface Attack {
  kind: AttackKind;
  attacker: Attacker;
  defender: Defender;
  range: AttackRange;
  step: AttackStep;
  gathered: DiceCounts;
  pool: AttackDie[];
  tokensChosenByAccuracy: string[];
  spentTokens: SpentDefenseToken[];
  redirectZone: HullZoneId | null;
  /** Every squadron this attack has targeted (step 6 may target each enemy squadron once). */
  targetedSquadrons: string[];
}

export interface DamageDeck {
  /** Card names, top first; shuffled once at setup by the seeded source, so draws are fixed at the shuffle. */
  drawPile: string[];
  discardPile: string[];
}

export interface Activation {
  ship: { id: string; attackedZones: HullZoneId[] } | null;
  squadron: { id: string; attacked: boolean } | null;
}

export interface ArmadaState {
  system: 'armada';
  round: number;
  phase: Phase;
  random: RandomState;
  players: Player[];
  ships: Ship[];
  squadrons: Squadron[];
  damageDeck: DamageDeck;
  activation: Activation;
  /** The attack being resolved is the last; a salvo attack sits on top of the attack that caused it. */
  attacks: Attack[];
  nextDamageCardNumber: number;
}
