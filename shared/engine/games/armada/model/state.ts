import type { GameClock } from '../../../core/game-clock';
import type { FittedUpgrade } from '../../../core/fitted-upgrades';
import type { RandomState } from '../../../core/random';
import type { TokenState } from '../../../core/token-state';
import type { DamageCard as CoreDamageCard } from '../../../core/damage-cards';
import type { ArmadaCardEffect, ArmadaYourCall } from '../effects/card-effect';

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
  /** RRG 1.5.0 · Ignition: the special battery armament and its Ignition ranges; null when no upgrade gives the keyword. */
  ignition?: IgnitionArmament | null;
  /** From the ship card, when the setup carried them (commands). */
  squadronValue?: number | null;
  engineering?: number | null;
  /** Command tokens beside the ship: at most its command value, one of each type. */
  commandTokens?: CommandName[];
  /** RRG 1.5.0 · Raid Tokens: at most one of each type; while it has one, the ship cannot resolve the matching command. */
  raidTokens?: CommandName[];
  /** Crew Panic: the dial was discarded, so none is revealed this round. */
  dialDiscarded?: boolean;
  /** the commands a card set on the ship's command dials (Cham Syndulla), the next one it reveals first. */
  dialsSetByCard?: { card: string; commands: CommandName[] };
  /** RRG · Flotilla: from the card's trait or the flotilla hulls (units/flotillas.ts); absent when not one. */
  flotilla?: boolean;
  /** Issue 35: its cards' effects as facts (effects/), and the cards the players decide; absent in older logs. */
  cardEffects?: UnitCardEffect[];
  yourCalls?: ArmadaYourCall[];
}

/** A card effect on a unit, with its id in this game (`<unit id>-effect-<n>`). */
export type UnitCardEffect = ArmadaCardEffect & { ref: string };

export type CommandName = 'navigate' | 'squadron' | 'repair' | 'concentrateFire';

export interface IgnitionArmament {
  battery: DiceCounts;
  /** The ranges the Ignition keywords name (where the targeting token may be placed). */
  ranges: ('close' | 'medium' | 'long')[];
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
  /** Keywords from the card data; absent when the setup did not carry them (then none is checked). */
  keywords?: SquadronKeyword[];
  /** Issue 35: its ability's effects as facts, and what the players decide; absent in older logs. */
  cardEffects?: UnitCardEffect[];
  yourCalls?: ArmadaYourCall[];
  /** keywords a card gave it until the end of its activation (or its counter attack), read with the printed ones (squadron-keywords.ts keywordOf). */
  grantedKeywords?: { name: string; value: number | null; source: string; toggleAfterCounter?: boolean }[];
}

/** A squadron's keyword as the card data prints it (read in squadrons/squadron-keywords.ts). */
export interface SquadronKeyword {
  /** As printed; an unknown keyword keeps its printed name and is shown, not applied. */
  name: string;
  value: number | null;
}

export type Unit = Ship | Squadron;

export interface Player {
  id: PlayerId;
  name: string;
  /** The name the player gave the list the fleet came from, when it came from one. */
  list?: string;
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
export type AttackKind = 'standard' | 'counter' | 'ignition' | 'salvo' | 'snipe';

export type AttackStep = 'rollAttackDice' | 'resolveAttackEffects' | 'spendDefenseTokens' | 'resolveDamage' | 'declareAdditionalSquadronTarget';

export interface SpentDefenseToken {
  token: string;
  type: DefenseTokenType;
  /** Spent to pay for an upgrade effect: the token changes state but has no normal effect. */
  asCost: boolean;
  /** Issue 35 · it was exhausted when spent (a card may limit those: Avenger). */
  fromExhausted?: boolean;
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
  /** a friendly squadron whose defense tokens the defending squadron may spend this attack (Jan Ors). */
  tokensLentBy?: string;
  /** the anti-squadron armament a card gave this attack (Ordnance Pods), gathered again for an additional squadron target. */
  armamentByCard?: { card: string; antiSquadron: DiceCounts };
  /** Every squadron this attack has targeted (step 6 may target each enemy squadron once). */
  targetedSquadrons: string[];
  /** A faceup damage card makes the attacker remove one die of its choice before rolling. */
  removeBeforeRoll?: string | null;
  /** Dice rerolled or added by a squadron keyword during this attack (Adept, Swarm, Dodge, AI). */
  keywordUses?: Partial<Record<'Adept' | 'Swarm' | 'Dodge' | 'AI', number>>;
  /** Disengaged Fire Control on the defender: whether its salvo attack back would be obstructed (said with the salvo token). */
  salvoObstructed?: boolean;
  /** The chosen objective's die (Most Wanted) was added to this attack. */
  objectiveDieAdded?: boolean;
  /** Issue 35 · card effects used in this attack (their refs), damage they added to the total, tokens they let or stop the defender spend. */
  cardEffectsUsed?: string[];
  cardDamage?: number;
  tokensAllowedByCard?: { token: DefenseTokenType | 'any'; forbiddenBy: 'accuracy' | 'exhausted' | 'either'; card: string }[];
  tokensForbiddenByCard?: { token: DefenseTokenType | 'any'; card: string }[];
  /** Issue 35 · the card whose critical effect this attack resolved (the attack's one critical effect; no defense token is spent after it). */
  criticalByCard?: string;
  /** Issue 35 · the first damage cards this attack deals faceup by a card's critical effect (XX-9 Turbolasers), and damage a card adds for each crit icon. */
  faceupCardsByCard?: number;
  damagePerCrit?: number;
  /** Issue 35 · damage a card adds for each unspent blue accuracy (SW-7 Ion Batteries); a card treats the defender as having no shields (Luke Skywalker). */
  damagePerBlueAccuracy?: number;
  shieldsIgnoredByCard?: boolean;
  /** Issue 35 · the defender's token a card chose (Intel Officer): discarded if spent this attack. */
  tokenDiscardedIfSpent?: string;
  /** Issue 35 · a card allows a second critical effect (Fire-Control Team), and the card that resolved it. */
  extraCritical?: boolean;
  secondCriticalByCard?: string;
  /** Issue 35 · the damage total Resolve Damage counted (a card "after attacking, if the defender was damaged" reads it). */
  damageTotal?: number;
  /** Issue 35 · a card's limit on the exhausted defense tokens the defender spends this attack. */
  exhaustedTokenLimit?: { max: number; card: string };
  /** Issue 35 · a card the defender used prevents every critical effect this attack (Damage Control Officer). */
  criticalsPreventedByCard?: string;
  /** Issue 35 · a card resolved the salvo defense effect (Munitions Resupply). */
  salvoByCard?: string;
  /** a card resolved the evade defense effect with another defense token (Sa Nalaor). */
  evadeByCard?: string;
  /** damage a card had the defender suffer on the shields of other hull zones before Resolve Damage (Advanced Projectors, Adi Gallia): taken off what the rest of the attack deals. */
  zoneDamageByCard?: Partial<Record<HullZoneId, number>>;
}

/** Issue 35 · the attack that just ended, for the cards that act after attacking or defending (until another attack or activation). */
export interface EndedAttack {
  attack: Attack;
  round: number;
  activation: string | null;
}

export interface DamageDeck {
  /** Card names, top first; shuffled once at setup by the seeded source, so draws are fixed at the shuffle. */
  drawPile: string[];
  discardPile: string[];
}

/** A command in use this activation: from the revealed dial, a spent token, or both (they combine). */
export interface CommandInUse {
  command: CommandName;
  dial: boolean;
  token: boolean;
}

export interface Activation {
  ship: {
    id: string;
    attackedZones: HullZoneId[];
    /** RRG · Commands: the revealed dial (or the token it became) and tokens spent this activation. */
    commands?: CommandInUse[];
    dialRevealed?: boolean;
    /** Issue 35 · the command the revealed dial showed (a card gains a matching token). */
    revealedCommand?: CommandName;
    /** Issue 35 · a card changed the dial not yet revealed to this command (Defense Liaison). */
    dialChangedTo?: { command: CommandName; card: string };
    /** Issue 35 · a card made the dial count as its token too: no other command this round (Leia Organa). */
    noMoreCommands?: string;
    /** Issue 35 · a card lets the next attack this activation come from a zone that already attacked (Gunnery Team). */
    repeatZoneByCard?: string;
    squadronsActivated?: number;
    /** Issue 35 · squadrons a card lets this activation's squadron command activate beyond its own count (Liberty…). */
    extraSquadrons?: number;
    engineeringSpent?: number;
    /** engineering points a card added to this activation's repair command (Wat Tambor), read by the repair rule; the card that did, once per activation. */
    extraEngineering?: number;
    engineeringByCard?: string;
    concentrateFire?: { added: boolean; rerolled: boolean };
    /** RRG · Navigate: the speed before this activation's navigate change (the change is counted from it). */
    navigateFrom?: number;
    /** Rules 3: the ship has begun its Execute Maneuver step (a Navigate speed change): its attacks are over. */
    maneuvering?: boolean;
    /** the extra maneuvers cards gave this activation (Engine Techs, Quantum Storm), in order. */
    extraManeuvers?: { card: string; speed: number; straight: boolean }[];
    /** an overlap a card dealt (its maneuver: 0 the dial's, n the nth extra one): one per maneuver. */
    overlapResolved?: { card: string; maneuver: number; other: string };
    /** a card's one more attack against a squadron this activation, with its own anti-squadron armament (Ordnance Pods); `used` once declared. */
    bonusAttack?: { card: string; antiSquadron: DiceCounts; used?: boolean };
    /** Advanced Gunnery: what each hull zone targeted this activation (kept only for an objective ship under it). */
    zoneTargets?: { zone: HullZoneId; target: string }[];
    /** a card changed the speed instead of a navigate command: the ship resolves none this activation (Clone Captain Silver). */
    navigateBlockedBy?: string;
    /** an attack declared after the maneuver began, as a card allows (Demolisher). */
    attackAfterManeuver?: boolean;
    /** engineering points a card takes off repairing a facedown damage card this activation (Battle Droid Reserves). */
    facedownRepairDiscount?: number;
    /** speed a card took from the ship for this maneuver only (G-8 Experimental Projector): given back as the activation ends. */
    speedGivenBack?: { by: number; card: string };
  } | null;
  squadron: { id: string; attacked: boolean; byCommand?: boolean; /** Issue 35 · a card lets it ignore engagement this activation. */ ignoresEngagement?: string; /** a card gave this activation's attack to another friendly squadron (Colonel Jendon): its id. */ attackBy?: string;
    /** its speed this activation, as a card changed it (Vector, Ketsu Onyo…): printed speed otherwise. */
    speed?: { to: number; card: string };
    /** a card changed its speed on the condition it does not attack this activation (Independence). */
    noAttackBy?: string;
    /** a card lets it attack enemy ships at close range this activation (Major Rhymer). */
    closeRangeShipsBy?: string;
    /** a card activated it outside its player's turn: ending it passes no turn (IG-88B). */
    outOfTurn?: string;
    /** a card lets it attack each enemy squadron once this activation (IG-88B): the ones it has targeted. */
    eachSquadronOnce?: { card: string; targeted: string[]; obstructed: boolean };
    /** a card has a friendly squadron (`by`) attack an enemy squadron in this activation with these dice (Ahsoka Tano); `used` once declared. */
    friendAttack?: { card: string; by: string; antiSquadron: DiceCounts; used?: boolean } } | null;
}

/**
 * A faceup damage card whose effect waits on a player's one-tap answer (the app cannot see the table,
 * or the card gives a choice). Answered by `answerEffect`; the phase cannot end while one waits.
 */
export type PendingEffect = PendingEffectKind & {
  id: string;
  ship: string;
  /** The damage card's id on the ship. */
  card: string;
  /** What the player is asked, in words. */
  question: string;
};

export type PendingEffectKind =
  /** Projector Misaligned with zones tied for most shields: the ship's owner picks one. */
  | { kind: 'projectorMisaligned'; zones: HullZoneId[] }
  /** Shield Failure: the opponent picks up to two hull zones. */
  | { kind: 'shieldFailure' }
  /** Injured Crew: the owner discards one defense token. */
  | { kind: 'injuredCrew' }
  /** Comm Noise: the opponent lowers the speed by 1 or sets a new command on the top dial. */
  | { kind: 'commNoise' }
  /** Crew Panic, before the dial is revealed: suffer 1 damage or discard the dial. */
  | { kind: 'crewPanic' }
  /** Damaged Controls, after the maneuver: did the ship overlap a ship or obstacle? */
  | { kind: 'damagedControls' }
  /** A card says “suffer N damage” without a zone: the owner picks the hull zone (RRG · Damage). */
  | { kind: 'sufferDamage'; amount: number }
  /** RRG · Damage Cards: a faceup card was dealt; before it resolves a card of the ship may discard it or turn it facedown (Medical Team, Lira Wessex), or the owner lets it act. */
  | { kind: 'faceupWindow'; trait: string };

/** One declared attack, kept for per-round limits (Coolant Discharge) and the game summary. */
export interface AttackRecord {
  round: number;
  kind: AttackKind;
  attacker: string;
  defender: string;
  defenderKind: 'ship' | 'squadron';
  dice: number;
  /** Damage the defender suffered (shields, cards or hull), once Resolve Damage is done. */
  damage: number;
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
  /** Damage-card effects waiting on an answer (absent in games saved before they existed). */
  pendingEffects?: PendingEffect[];
  nextEffectNumber?: number;
  attackLog?: AttackRecord[];
  /** Engagements the players declared: pairs of enemy squadron ids. */
  engagements?: [string, string][];
  /** RRG · Counter: the squadron that may counter now, and the squadron that attacked it. */
  counterWindow?: { squadron: string; against: string } | null;
  /** Issue 35 · the attack that just ended (cards after attacking or defending). */
  endedAttack?: EndedAttack | null;
  /** a card's round-long raise of the speed of the squadrons a player's ships activate (All Fighters, Follow Me!). */
  fleetSquadronSpeed?: { owner: PlayerId; by: number; max: number; card: string; round: number; /** the card's ship (named in the history) */ ship?: string }[];
  /** squadrons a card set aside next to its ship (Rapid Launch Bays, Invisible Hand): out of play until that card places them. */
  setAside?: { squadron: string; card: string; ship: string }[];
  /**
   * RRG · Initiative: the first player. When the setup names one, the game is played in full: ship
   * activations alternate, squadrons go two at a time, commands are checked, six rounds and a score.
   */
  firstPlayer?: PlayerId | null;
  /** Whose turn it is to activate in the ship or squadron phase, and how many squadrons are left in this turn. */
  turn?: { player: PlayerId; squadronsLeft: number; /** a card made this turn's squadrons count as activated by a squadron command for AI (Hyperwave Signal Boost). */ asByCommand?: string } | null;
  victoryTokens?: Record<PlayerId, number>;
  /** Points each victory token is worth (the chosen objective prints it). */
  victoryTokenValue?: number;
  /** The objective each player brought (their three), and the one the second player chose. */
  objectives?: { p1: string[]; p2: string[]; chosen: string | null };
  /** The round limit (six rounds); the game ends after its status phase or when a side has no ships. */
  roundLimit?: number;
  gameOver?: { reason: GameEndReason; round: number; /** TR · Concession: the player who conceded (scored as if their fleet were destroyed). */ conceded?: PlayerId } | null;
  /** Issue 36 · time was called in this round, to be finished first (the tournament rules): the game ends after its status phase. */
  timeCalledInRound?: number;
  // ——— Objectives as played, deployment and the game's end (issue 24); absent in games set up before ———
  /** RRG · Setup, Deploy fleets: the ships whose speed was set at deployment; `done` once the ship phase began. Present when the setup asked for the deployment step. */
  deployment?: { deployed: string[]; done: boolean };
  /** When a fleet with no ships left ends the game: at the end of the round (tournament rules) or at once (rules reference). */
  fleetDefeated?: FleetDefeatedRule;
  /** Ships the objective names (objective ships), as the players chose them. */
  objectiveShips?: string[];
  /** The chosen objective's setup steps the players have done (their indexes). */
  objectiveSetupDone?: number[];
  /** Ships destroyed this round (the objective's “when a ship is destroyed” asks about them). */
  destroyedThisRound?: string[];
  /** The setup's rules (see the setup command): 2 limits every attack and every spend alike; absent in older logs. */
  rules?: 2 | 3;
  /** Rules 3 · RRG Setup, Determine Initiative: who chooses the first player (the lower fleet total; a tie by lot) and the totals compared. */
  initiative?: { chooser: PlayerId; points: Record<PlayerId, number>; byLot: boolean } | null;
  /** Issue 35: upgrade cards exhausted (readied in the Status Phase) and discarded, by upgrade id (or effect ref), and once-per-round uses. */
  cardStates?: CardStates;
  /** Issue 36 · the tournament clock (core/game-clock.ts); absent until started, and in older games. */
  clock?: GameClock;
}

export interface CardStates {
  /** When each card was exhausted: it is readied at the start of the next Status Phase (told from the round and phase, units/card-states.ts). */
  exhausted: { card: string; round: number; phase: Phase }[];
  discarded: string[];
  /** Each use: the round and the unit activated then (once per round / per activation). */
  /** `squadron`: the squadron activated then, inside a ship's activation (a card used once per squadron it activates). */
  used: { ref: string; round: number; activation: string | null; squadron?: string }[];
  /** a die kept on a card, by upgrade id (Gunnery Chief Varnillian): its colour and face. */
  dice?: Record<string, { color: DieColor; face: DieFace }>;
  /** a hull zone a card marked, by upgrade id (Swivel-Mount Batteries' focus token), read while the card is exhausted. */
  zones?: Record<string, HullZoneId>;
}

/** How the game ended: the last round played, a fleet without ships, a concession, or time called (issue 35). */
export type GameEndReason = 'roundLimit' | 'noShips' | 'concession' | 'timeCalled';

export type FleetDefeatedRule = 'endOfRound' | 'immediately';
