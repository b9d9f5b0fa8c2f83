import type { ClockEvent } from '../../../core/game-clock';
import type { ObstacleKind } from '../obstacles/catalogue';
import type { GameEndReason, ActionDifficulty, AttackArc, AttackFace, ChargeKind, DeviceKind, DamageTrait, DefenseFace, DialManeuver, Party, Phase, PlayerId, PromptKind, ReinforceSide, ResultCount, ShipAction, TokenType, TurretFacing } from './state';

/** Events carry display names so the history reads well without the state at hand. */
/** An upgrade card on a ship, by id and name. */
export interface UpgradeRef {
  id: string;
  name: string;
}

export interface ShipRef {
  id: string;
  name: string;
  /** Set when another ship of its player has the same name; events logged before ID numbers existed have none. */
  idNumber?: number;
}

/** A token as events name it: a reinforce token with its side, a lock token with the ship that has the lock. */
export interface TokenRef {
  token: TokenType;
  side: ReinforceSide | null;
  lockedBy: ShipRef | null;
}

export type DicePool = 'attack' | 'defense';
export type DieFace = AttackFace | DefenseFace;

export interface DieChange {
  die: number;
  from: DieFace;
  to: DieFace;
}

export type XwingEvent =
  | { type: 'gameSetUp'; players: string[]; ships: number }
  | { type: 'phaseChanged'; round: number; from: Phase; to: Phase; newRound: boolean }
  | { type: 'endPhaseTokensRemoved'; ships: { ship: ShipRef; tokens: TokenType[] }[]; count: number }
  | { type: 'chargesRecovered'; ship: ShipRef; charge: ChargeKind; amount: number; current: number; source: 'endPhase' | 'effect'; upgrade?: UpgradeRef }
  | { type: 'chargesSpent'; ship: ShipRef; charge: ChargeKind; amount: number; current: number; upgrade?: UpgradeRef }
  | { type: 'chargesDrained'; ship: ShipRef; charge: ChargeKind; amount: number; current: number; upgrade?: UpgradeRef }
  | { type: 'actionPerformed'; ship: ShipRef; action: ShipAction; target: ShipRef | null; difficulty?: ActionDifficulty; linked?: boolean; card?: string; facing?: TurretFacing; grantedBy?: string }
  | { type: 'turretSet'; ship: ShipRef; facing: TurretFacing }
  | { type: 'tokenGained'; ship: ShipRef; token: TokenRef; count: number; byAction: boolean }
  | { type: 'tokenSpent'; ship: ShipRef; token: TokenRef; reason: string | null }
  | { type: 'tokenRemoved'; ship: ShipRef; token: TokenRef; count: number; reason: string | null }
  | { type: 'tokenTransferred'; from: ShipRef; to: ShipRef; token: TokenRef }
  | { type: 'shieldsRecovered'; ship: ShipRef; amount: number; current: number; source?: 'endPhase' }
  /** Issue 34 · RRG · Dual Cards: an upgrade card turned to its other side (0: the side it started on). */
  | { type: 'upgradeFlipped'; ship: ShipRef; upgrade: string; side: number }
  /** Issue 34: a card effect granted the ship an action (any of its bar's, or one) it may perform this round. */
  | { type: 'actionGranted'; ship: ShipRef; source: string; action: ShipAction | 'any'; difficulty: 'white' | 'red' | 'purple' | 'asPrinted' }
  | { type: 'conditionAssigned'; ship: ShipRef; condition: string; conditionId: string }
  | { type: 'conditionRemoved'; ship: ShipRef; condition: string; conditionId: string }
  /** A condition card assigned facedown is turned faceup by its own facts. */
  | { type: 'conditionRevealed'; ship: ShipRef; condition: string; conditionId: string }
  | { type: 'damageSuffered'; ship: ShipRef; hits: number; crits: number }
  /** RRG · Ion: an ion weapon's hit deals `damage` and gives `ionTokens` ion tokens instead of the rest. */
  | { type: 'ionResults'; ship: ShipRef; weapon: string; damage: number; ionTokens: number; token?: 'jam' | 'tractor'; critsOnly?: true }
  | { type: 'shieldsLost'; ship: ShipRef; amount: number; remaining: number }
  | { type: 'damageCardDealt'; ship: ShipRef; card: string; cardId: string; trait: DamageTrait; faceup: boolean; drawnByApp: boolean }
  /** RRG · Damage Cards: a card drawn for the ship went to the discard pile instead of being dealt (a card's effect). */
  | { type: 'damageCardDiscarded'; ship: ShipRef; card: string; faceup: boolean }
  /** RRG · Damage: a card prevented this damage before the ship suffered it. */
  | { type: 'damagePrevented'; ship: ShipRef; hits: number; crits: number; source: string }
  | { type: 'damageDeckReshuffled'; player: PlayerId; playerName: string; cards: number }
  | { type: 'damageCardFlipped'; ship: ShipRef; card: string; cardId: string; faceup: boolean }
  /** A repaired faceup card turns facedown; a repaired facedown card is discarded (logs before this rule have no `to`). */
  | { type: 'damageCardRepaired'; ship: ShipRef; card: string; cardId: string; to?: 'facedown' | 'discarded' }
  | { type: 'damageCardTriggered'; ship: ShipRef; card: string; effect: DamageCardEffect }
  | { type: 'shipDestroyed'; ship: ShipRef }
  /** RRG · Docking: a ship docks with its carrier (before play, or in the System Phase). */
  | { type: 'shipDocked'; ship: ShipRef; carrier: ShipRef; beforePlay: boolean }
  /** RRG · Docking: a docked ship deploys with a maneuver of its dial, or in an emergency as its carrier is destroyed (maneuver placed by the players). */
  | { type: 'shipDeployed'; ship: ShipRef; carrier: ShipRef; maneuver: DialManeuver | null; emergency: boolean }
  | { type: 'removalDeferred'; ship: ShipRef; initiative: number }
  | { type: 'promptOpened'; ship: ShipRef; prompt: string; kind: PromptKind; source: string }
  | { type: 'promptAnswered'; ship: ShipRef; prompt: string; kind: PromptKind; source: string; answer: string }
  | { type: 'circularTokensKept'; ship: ShipRef; source: string }
  | { type: 'firstPlayerChosen'; player: PlayerId; playerName: string }
  | { type: 'shipActivated'; ship: ShipRef; phase: 'activation' | 'engagement'; ionManeuver: boolean }
  | { type: 'activationEnded'; ship: ShipRef; phase: 'activation' | 'engagement' }
  | {
      type: 'attackDeclared';
      attacker: ShipRef;
      defender: ShipRef;
      arc: AttackArc;
      weapon: string | null;
      range: number;
      obstructed: boolean;
      attackDice: number;
      bonusAttack?: boolean;
      turret?: TurretFacing;
    }
  /** Issue 34: a card lets the attacker ignore its weapon's requirement, at this cost (paid by the events after it). */
  | { type: 'requirementLifted'; ship: ShipRef; weapon: string; source: string; requirement: 'lock' | 'focus' | 'calculate'; cost: string }
  | { type: 'attackerLocated'; inFullFrontArc: boolean; inFullRearArc: boolean; bearing: number | null }
  | { type: 'attackDiceRolled'; faces: AttackFace[]; rolledByApp: boolean }
  | { type: 'defenseDiceRolled'; faces: DefenseFace[]; rolledByApp: boolean }
  | { type: 'diceEffectUsed'; by: Party; ship: ShipRef; spent: 'focus' | 'calculate' | 'lock' | 'evade' | 'force'; pool: DicePool; changes: DieChange[]; added: DieFace[]; rolledByApp: boolean }
  | { type: 'diceRerolled'; by: Party; pool: DicePool; changes: DieChange[]; rolledByApp: boolean }
  | { type: 'dieFaceChanged'; by: Party; pool: DicePool; change: DieChange }
  | { type: 'resultAdded'; by: Party; pool: DicePool; face: DieFace }
  | { type: 'resultCanceled'; by: Party; pool: DicePool; die: number; face: DieFace }
  | { type: 'resultsNeutralized'; hits: number; crits: number; evades: number; remaining: ResultCount }
  | { type: 'reinforceApplied'; ship: ShipRef; side: ReinforceSide; before: ResultCount; after: ResultCount }
  | { type: 'attackHit'; attacker: ShipRef; defender: ShipRef; remaining: ResultCount }
  | { type: 'attackMissed'; attacker: ShipRef; defender: ShipRef }
  | { type: 'attackEnded'; attacker: ShipRef; defender: ShipRef }
  /** Issue 36 · the game ended early (a concession, time called), with the score as it counts then. */
  | { type: 'gameEnded'; reason: GameEndReason; round: number; scores: { player: string; points: number }[]; winner: string | null; conceded?: string; /** Issue 36 · the scores are mission points (a scenario game). */ missionPoints?: true }
  /** Issue 36 · time is called: the round is finished, then the game ends. */
  | { type: 'timeCalled'; round: number }
  /** Issue 36 · a scenario's mission points: earned (or set by hand, negative to take away), with the player's new total. */
  | { type: 'missionPointsEarned'; player: string; points: number; source: string; total: number }
  | { type: 'objectivesAsked'; scenario: string; objectives: string[] }
  | { type: 'objectiveUnscored'; objective: string }
  | { type: 'cacheTowed'; ship: ShipRef; cache: string }
  | { type: 'cacheReleased'; ship: ShipRef; cache: string; destroyed: boolean }
  // --- Devices (issue 23) ---
  | { type: 'deviceDropped'; ship: ShipRef; device: string; deviceId: string; kind: DeviceKind; launched: boolean }
  | { type: 'deviceDetonated'; device: string; deviceId: string; ships: ShipRef[]; rolls: { ship: ShipRef; faces: AttackFace[]; rolledByApp: boolean }[]; byHand: boolean }
  | { type: 'deviceRemoved'; device: string; deviceId: string }
  /** Rules 3: a ship does not engage (or the phase ended before it did): it passes, in the history. */
  | { type: 'shipPassed'; ship: ShipRef; phase: 'activation' | 'engagement'; byPhaseEnd: boolean }
  | { type: 'dialRevealed'; ship: ShipRef; maneuver: DialManeuver }
  /** h-moves: a card changed the maneuver the ship revealed: its dial set to another (`dial`), or its speed changed. */
  | { type: 'maneuverChanged'; ship: ShipRef; from: DialManeuver; to: DialManeuver; source: string; dial: boolean }
  /** h-moves · RRG · Difficulty: a card makes the ship's revealed maneuver one difficulty easier, or (`phase`) its player's ships' maneuvers of these difficulties for the rest of the phase. */
  | { type: 'maneuverEased'; ship: ShipRef; source: string; phase: boolean; difficulties: ('white' | 'red')[] | null }
  /** h-moves: the players turned the ship in place, as a card let them (the table does not move models). */
  | { type: 'shipRotated'; ship: ShipRef; degrees: 90 | 180; source: string }
  /** `instead`: what it executed in place of the revealed maneuver (a stressed ship's red one, an ionized ship's ion maneuver). */
  /** Issue 34: a card effect used (its cost and changes follow as their own events); automatic: it had no choice. */
  | { type: 'cardEffectUsed'; ship: ShipRef; ref: string; source: string; summary: string; automatic: boolean }
  | { type: 'maneuverExecuted'; ship: ShipRef; maneuver: DialManeuver; instead: 'stressed' | 'ion' | null; partial: boolean }
  /** r3-x-pilots: a card effect rolled one die (read off the table or rolled by the app) and what it showed. */
  /** r3-x-pilots: a card kept these tokens of a ship through the End Phase's cleanup. */
  | { type: 'tokensKept'; ship: ShipRef; source: string; token: TokenType; count: number }
  | { type: 'effectDieRolled'; ship: ShipRef; source: string; pool: DicePool; face: DieFace; rolledByApp: boolean }
  /** Issue 36 · the tournament clock changed (core/game-clock.ts). */
  | ClockEvent
  /** Issue 36 item 2: a player chose their obstacles at setup. */
  | { type: 'obstaclesChosen'; player: PlayerId; playerName: string; obstacles: string[] }
  /** Issue 36 item 2 · RRG · Obstacles: a ship moved through or overlaps an obstacle: the die, and what it did (the damage and tokens follow as their own events). */
  | {
      type: 'obstacleHit';
      ship: ShipRef;
      obstacle: string;
      kind: ObstacleKind;
      ended: 'overlapping' | 'through';
      maneuver: boolean;
      face: AttackFace;
      rolledByApp: boolean;
      hits: number;
      crits: number;
      tokens: { token: 'stress' | 'strain' | 'ion'; count: number }[];
      locksBroken: boolean;
      skipsAction: boolean;
      noAttack: boolean;
    };

/** What a faceup damage card did at its moment, in our words. */
export type DamageCardEffect = 'extraHit' | 'twoStress' | 'hitsBecomeCrits' | 'ionBeforeEngaging' | 'oneFewerAttackDie' | 'oneFewerDefenseDie';

export type XwingEventType = XwingEvent['type'];
