import type { RandomState } from '../../../core/random';
import type { EndCondition, EnemyAttackEntry, EventCard, ScheduledEvent } from '../scenario/scenario-schema';

/** The building's floors, bottom to top; 002 names the top floor and "the ground floor or basement". */
export type FloorLevel = 'basement' | 'ground' | 'top';

/** Outside the building, enemy counters stand in assault counter spaces or support counter spaces. */
export type CounterSpaceKind = 'assault' | 'support';

/** A weapon token's designations: Ranged [R], Grenade [G], Suppress [S]. */
export type WeaponDesignation = 'R' | 'G' | 'S';

export type DefenderSide = 'ready' | 'exhausted';

/** The five actions of the defense phase (002). */
export type DefenseActionName = 'attack' | 'grenades' | 'suppress' | 'recover' | 'command';

/** What one Recover does: flip an exhausted counter back over, or remove one Disrupted token. */
export type Recovery = 'flipToReady' | 'removeDisrupted';

/** Whether an attack roll succeeded. */
export type RollResult = 'success' | 'failure';

export interface Floor {
  level: FloorLevel;
  name: string;
}

export interface WeaponToken {
  id: string;
  name: string;
  designations: WeaponDesignation[];
}

export interface EnemyCounter {
  id: string;
  name: string;
  kind: CounterSpaceKind;
  /** The enemy type whose success rule judges attacks on it; null for the scenario's default rule. */
  type: string | null;
}

/** A kind of enemy counter and what a successful attack roll against it needs. */
export interface EnemyType {
  id: string;
  name: string;
  kind: CounterSpaceKind;
  attackSuccess: AttackSuccessSetting;
  /** How counters of this type attack in the enemy phase (absent: they never attack). */
  attack?: EnemyAttackEntry;
}

/** A counter the player moves on the turn track (casualties, supply, morale, victory points…). */
export interface Track {
  id: string;
  name: string;
  value: number;
  min: number;
  max: number;
}

export interface TurnPhase {
  name: string;
  defense: boolean;
  steps: string[];
  tracks: string[];
  enemiesAdvance: boolean;
  /** Counters moved by themselves each time the phase begins (forced steps). */
  moves: { track: string; by: number }[];
  /** The enemy phase: enemy counters attack (absent in games set up before it existed). */
  enemyAttacks?: boolean;
  /** Arrivals applied and an event card drawn as this phase begins. */
  events?: boolean;
}

/** Where the turn stands: the scenario's phases, the one under way and the steps ticked in it. */
export interface TurnTrack {
  phases: TurnPhase[];
  /** Index of the phase under way. */
  phase: number;
  /** Indices of the current phase's steps the player has ticked. */
  done: number[];
  /** Every enemy counter has advanced in this phase already (rules 2). */
  advanced?: boolean;
  /** The enemy's attacks of this phase are resolved. */
  attacksResolved?: boolean;
}

/** Dice the app rolled on the player's request, shown before any command uses them. */
export interface PendingRoll {
  purpose: 'attack' | 'grenades' | 'enemyAttacks';
  faces: number[][];
}

/** The event deck and the arrivals schedule, as play goes. */
export interface EventsState {
  schedule: ScheduledEvent[];
  drawPile: EventCard[];
  discard: EventCard[];
  /** What the events phase brought this round, for the turn track. */
  current: { round: number; lines: string[] } | null;
}

export type OutcomeResult = 'victory' | 'defeat' | 'ended';

/** How the game ended, once it has. */
export interface Outcome {
  result: OutcomeResult;
  reason: string;
  round: number;
}

/**
 * A space of the building, or an assault or support counter space outside it. Layout (floor,
 * colour, interior, line of sight) comes from the scenario; the tokens and counters change in play.
 */
export interface Space {
  id: string;
  name: string;
  /** Null for the counter spaces outside the building. */
  floor: FloorLevel | null;
  /** The Command action reaches defenders in spaces of its commander's colour; null outside. */
  colour: string | null;
  /** The floor's interior space, where grenades land. */
  interior: boolean;
  /** Outside the building: which enemy counters this space holds. Null inside. */
  counterSpace: CounterSpaceKind | null;
  /** The spaces a defender standing here can see, as the scenario lists them. */
  sees: string[];
  /** Where an enemy counter here goes when it advances; null where counters stay. */
  advancesTo: string | null;
  weapons: WeaponToken[];
  ammunition: number;
  suppression: number;
  /** The stack of enemy counters here, top first. */
  enemies: EnemyCounter[];
}

export interface Defender {
  id: string;
  name: string;
  combatValue: number;
  /** The Inspire [I] bonus, or null without that attribute. */
  inspire: number | null;
  /** The Suppression bonus, or null without that attribute. */
  suppression: number | null;
  /** The Command [C] special action. */
  command: boolean;
  side: DefenderSide;
  disrupted: number;
  moveToken: boolean;
  actionToken: boolean;
  casualty: boolean;
  /** The space the defender stands in (where it fell, for a casualty). */
  space: string;
}

/**
 * The scenario's rule for an attack roll, because 002 does not say what a successful roll is:
 * a die succeeds when it shows `dieAtLeast` or more, and the roll needs `diceNeeded` such dice.
 */
export interface AttackSuccessSetting {
  dieAtLeast: number;
  diceNeeded: number;
}

export interface TakenAction {
  defender: string;
  action: DefenseActionName;
}

/**
 * Where the round stands: before its defense phase, in it, or after it. Starting the next defense
 * phase after one has ended begins the next round; the rest of a turn is played at the table.
 */
export type RoundStep = 'beforeDefense' | 'defense' | 'afterDefense';

export interface DefenseState {
  system: 'defense';
  scenario: { name: string; description: string };
  round: number;
  step: RoundStep;
  /** The actions of this round's defense phase, in order. */
  actions: TakenAction[];
  /** The success rule for counters of no type. */
  attackSuccess: AttackSuccessSetting;
  enemyTypes: EnemyType[];
  turn: TurnTrack;
  tracks: Track[];
  random: RandomState;
  floors: Floor[];
  spaces: Space[];
  defenders: Defender[];
  /** 2: games set up with the enemy phase, events and the end (a second advance refused, own-space sight). */
  rules?: 2;
  roll?: PendingRoll | null;
  events?: EventsState;
  end?: { rounds: number | null; conditions: EndCondition[] };
  outcome?: Outcome | null;
  /** Enemy counters at the start and arrived since, for the summary. */
  tally?: { initial: number; arrived: number };
  /**
   * Issue 41, set up since: this round's arrivals count as still to come until its events phase
   * (the end check as the turn track), and a roll the app made is kept until used or undone (a
   * second roll, or other faces, refused). Absent in older games, whose logs fold as they did.
   */
  noSurprises?: true;
}
