import type { ClockEvent } from '../../../core/game-clock';
import type { TokenState } from '../../../core/token-state';
import type {
  AttackDie,
  AttackKind,
  AttackRange,
  CommandName,
  DamageTrait,
  DefenseTokenType,
  DiceCounts,
  DieColor,
  DieFace,
  HullZoneId,
  GameEndReason,
  Phase,
} from './state';

/** Events carry display names so the history reads well without the state at hand. */
export interface UnitRef {
  id: string;
  /** The card's name; with idNumber, unitName() gives the name players read ("TIE Fighter Squadron 2"). */
  name: string;
  idNumber?: number;
}

export type ArmadaEvent =
  | { type: 'gameSetUp'; players: string[]; ships: number; squadrons: number }
  | { type: 'phaseChanged'; round: number; from: Phase; to: Phase; readiedDefenseTokens: number; newRound: boolean }
  | { type: 'shipActivated'; ship: UnitRef }
  | { type: 'squadronActivated'; squadron: UnitRef }
  | { type: 'activationEnded'; unit: UnitRef }
  /** `card`: rules 3, the card whose effect changed the speed outside a Navigate command. */
  | { type: 'speedChanged'; ship: UnitRef; from: number; to: number; card?: string }
  | {
      type: 'targetDeclared';
      kind: AttackKind;
      attacker: UnitRef;
      attackingZone: HullZoneId | null;
      defender: UnitRef;
      defendingZone: HullZoneId | null;
      range: AttackRange;
      dice: DiceCounts;
    }
  | { type: 'attackCanceled'; reason: 'noDice'; salvo: boolean; explanation?: string }
  | { type: 'gatheredDieRemoved'; color: DieColor; card: string }
  | { type: 'attackDiceRolled'; dice: AttackDie[]; rolledByApp: boolean }
  | { type: 'attackDieAdded'; color: DieColor; face: DieFace; rolledByApp: boolean }
  | { type: 'attackDieRerolled'; die: number; color: DieColor; from: DieFace; to: DieFace; rolledByApp: boolean; byToken: DefenseTokenType | null }
  | { type: 'attackDieFaceSet'; die: number; color: DieColor; from: DieFace; to: DieFace }
  | { type: 'attackDieRemoved'; die: number; color: DieColor; face: DieFace; canceledBy: DefenseTokenType | null }
  | { type: 'accuracySpent'; die: number; token: string; tokenType: DefenseTokenType }
  | { type: 'attackEffectsEnded' }
  | {
      type: 'defenseTokenSpent';
      unit: UnitRef;
      token: string;
      tokenType: DefenseTokenType;
      from: TokenState;
      to: TokenState;
      asCost: boolean;
      /** What the token did, for tokens whose effect is immediate (e.g. redirect's zone). */
      zone: HullZoneId | null;
    }
  | { type: 'braceApplied'; before: number; after: number }
  | { type: 'damageTotaled'; hits: number; crits: number; total: number; critical: 'standard' | 'none' | 'card'; criticalCard: string | null }
  | { type: 'shieldsLost'; ship: UnitRef; zone: HullZoneId; amount: number; remaining: number }
  | { type: 'shieldsRecovered'; ship: UnitRef; zone: HullZoneId; amount: number; remaining: number }
  | { type: 'damageCardDealt'; ship: UnitRef; card: string; cardId: string; trait: DamageTrait; faceup: boolean; drawnByApp: boolean }
  | { type: 'damageDeckReshuffled'; cards: number }
  | { type: 'squadronDamaged'; squadron: UnitRef; amount: number; damage: number; hull: number }
  | { type: 'unitDestroyed'; unit: UnitRef }
  | { type: 'damageCardFlipped'; ship: UnitRef; card: string; cardId: string; faceup: boolean }
  | { type: 'damageCardRepaired'; ship: UnitRef; card: string; cardId: string }
  | {
      type: 'damageCardEffect';
      ship: UnitRef;
      card: string;
      cardId: string;
      /** What happened, in our words ("the front zone loses all 3 shields"). */
      effect: string;
      shieldsLost: { zone: HullZoneId; amount: number; remaining: number }[];
      /** Cards the effect dealt (facedown unless said): not damage from an attack. */
      dealt: { card: string; cardId: string }[];
      flippedFacedown: boolean;
    }
  | { type: 'commandRevealed'; ship: UnitRef; command: CommandName; as: 'dial' | 'token' }
  | { type: 'commandTokenSpent'; ship: UnitRef; command: CommandName }
  | { type: 'commandTokenDiscarded'; ship: UnitRef; command: CommandName }
  | { type: 'raidTokenGained'; ship: UnitRef; command: CommandName; by: string }
  | { type: 'raidTokensDiscarded'; ship: UnitRef; commands: CommandName[]; by: 'dial' | 'token'; command: CommandName }
  | { type: 'repaired'; ship: UnitRef; what: string }
  | { type: 'objectiveChosen'; objective: string; by: string }
  | { type: 'firstPlayerChosen'; player: string }
  | { type: 'victoryTokensChanged'; player: string; amount: number; total: number }
  | { type: 'gameEnded'; reason: GameEndReason; round: number; scores: { player: string; total: number }[]; winner: string | null; conceded?: string }
  /** Issue 36 · time is called: the round is finished, then the game ends. */
  | { type: 'timeCalled'; round: number }
  /** Rules 3 · RRG Setup: the lower fleet total chooses the first player; a tie is decided by lot (the game's seeded source). */
  | { type: 'initiativeChooser'; chooser: string; points: { player: string; total: number }[]; byLot: boolean }
  /** RRG · Counter: the squadron attacked chose not to counter. */
  | { type: 'counterDeclined'; squadron: UnitRef }
  | { type: 'engagementDeclared'; squadron: UnitRef; engagedWith: UnitRef[] }
  | { type: 'effectPending'; effect: string; ship: UnitRef; card: string; question: string }
  | { type: 'salvoAttackBegins'; attacker: UnitRef; defender: UnitRef }
  | { type: 'attackEnded'; attacker: UnitRef; defender: UnitRef; salvo: boolean }
  // Objectives as played, deployment and the game's end (issue 24).
  | { type: 'shipDeployed'; ship: UnitRef; speed: number }
  | { type: 'navigated'; ship: UnitRef; from: number; to: number }
  | { type: 'objectiveShipMarked'; ship: UnitRef; objectiveShip: boolean }
  | { type: 'objectiveSetupStep'; step: number; words: string; done: boolean }
  | { type: 'fleetDefeatedRuleSet'; rule: 'endOfRound' | 'immediately' }
  /** Rules 2: a damage card of the salvoing ship forbids its salvo attack (Depowered Armament, Coolant Discharge, Disengaged Fire Control). */
  | { type: 'salvoForbidden'; attacker: UnitRef; explanation: string }
  /** Issue 35: a card's effect used: what was paid and what it did, in our words. */
  | { type: 'cardEffectUsed'; unit: UnitRef; source: string; upgrade: string | null; summary: string; paid: string[]; did: string[] }
  /** Issue 36 · the tournament clock changed (core/game-clock.ts). */
  | ClockEvent;

export type ArmadaEventType = ArmadaEvent['type'];
