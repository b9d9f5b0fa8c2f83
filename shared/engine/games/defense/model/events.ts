import type {
  AttackSuccessSetting,
  CounterSpaceKind,
  DefenderSide,
  DefenseActionName,
  Recovery,
  RollResult,
  WeaponDesignation,
} from './state';

/** Events carry display names so the history reads well without the state at hand. */
export interface Ref {
  id: string;
  name: string;
}

export interface CounterRef extends Ref {
  kind: CounterSpaceKind;
}

/** One attack roll as judged by the scenario's setting, and the result used after any overrule. */
export interface JudgedRoll {
  faces: number[];
  /** Dice showing the setting's number or more. */
  successes: number;
  judged: RollResult;
  result: RollResult;
  overruled: boolean;
}

export type DefenseEvent =
  | { type: 'scenarioSetUp'; scenario: string; defenders: number; spaces: number; enemyCounters: number; attackSuccess: AttackSuccessSetting }
  | { type: 'defensePhaseStarted'; round: number; actionTokensCleared: number }
  | { type: 'defensePhaseEnded'; round: number; actions: number; reason: 'player' | 'fourActions' }
  | {
      type: 'attacked';
      defender: Ref;
      space: Ref;
      counter: CounterRef;
      dice: number;
      roll: JudgedRoll;
      rolledByApp: boolean;
      setting: AttackSuccessSetting;
      counterRemoved: boolean;
    }
  | {
      type: 'grenadesThrown';
      defender: Ref;
      /** The interior space the grenades land in; null when the floor has none. */
      space: Ref | null;
      fromInterior: boolean;
      dicePerRoll: number;
      /** Each roll judged by its counter's rule (`setting`, absent in logs made before enemy types). */
      rolls: (JudgedRoll & { counter: CounterRef; counterRemoved: boolean; setting?: AttackSuccessSetting })[];
      rolledByApp: boolean;
      /** The rule for counters of no type when thrown. */
      setting: AttackSuccessSetting;
      grenadeToken: Ref;
    }
  | { type: 'casualtyDieRolled'; defender: Ref; die: number; rolledByApp: boolean; casualty: boolean }
  | { type: 'suppressed'; defender: Ref; space: Ref; tokens: number; ammunitionLeft: number }
  | { type: 'recovered'; defender: Ref; recovery: Recovery; commander: Ref | null }
  | { type: 'commandGiven'; defender: Ref; recovers: number }
  | { type: 'actionTaken'; defender: Ref; action: DefenseActionName; exhausted: boolean; actionNumber: number }
  | { type: 'defenderPlaced'; defender: Ref; space: Ref }
  | { type: 'defenderMoved'; defender: Ref; from: Ref; to: Ref }
  | { type: 'defenderRemoved'; defender: Ref }
  | { type: 'disruptedSet'; defender: Ref; from: number; to: number }
  | { type: 'moveTokenSet'; defender: Ref; moveToken: boolean }
  | { type: 'defenderSideSet'; defender: Ref; side: DefenderSide }
  | { type: 'casualtyMarked'; defender: Ref; casualty: boolean }
  | { type: 'weaponTokenAdded'; space: Ref; token: Ref; designations: WeaponDesignation[] }
  | { type: 'weaponTokenRemoved'; space: Ref; token: Ref }
  | { type: 'ammunitionChanged'; space: Ref; from: number; to: number }
  | { type: 'suppressionChanged'; space: Ref; from: number; to: number }
  | { type: 'enemyCounterPlaced'; space: Ref; counter: CounterRef; stack: number }
  | { type: 'enemyCounterRemoved'; space: Ref; counter: CounterRef; stack: number }
  | { type: 'enemyCounterAdvanced'; from: Ref; to: Ref; counter: CounterRef; stack: number }
  /** `enemyType` null: the rule for counters of no type. */
  | { type: 'attackSuccessSet'; from: AttackSuccessSetting; to: AttackSuccessSetting; enemyType?: Ref | null }
  | { type: 'phaseBegun'; round: number; phase: string; newRound: boolean }
  | { type: 'stepTicked'; phase: string; step: string; done: boolean }
  /** `forced`: the phase moved it by itself as it began (a forced step). */
  | { type: 'trackMoved'; track: Ref; from: number; to: number; forced?: boolean }
  /** A forced step that could not be done: the counter is at its end. */
  | { type: 'forcedMoveBlocked'; track: Ref; value: number; by: number }
  /** Every enemy counter with somewhere to go advanced one space at once; `held` stayed. */
  | { type: 'enemyCountersAdvanced'; moved: { counter: CounterRef; from: Ref; to: Ref }[]; held: CounterRef[] }
  /** The app rolled dice on request; they count only when a command uses them. */
  | { type: 'diceRolled'; purpose: 'attack' | 'grenades' | 'enemyAttacks'; faces: number[][] }
  | { type: 'enemyAttacked'; counter: CounterRef; space: Ref; target: Ref; faces: number[]; hitOn: number; hits: number; hit: boolean; effect: string | null }
  | { type: 'enemyPinned'; counter: CounterRef; space: Ref; suppressionLeft: number }
  /** An arrival or an event card in the events phase, with what it did. */
  | { type: 'eventHappened'; round: number; source: 'schedule' | 'deck'; name: string; text: string; effects: string[] }
  | { type: 'gameEnded'; result: 'victory' | 'defeat' | 'ended'; reason: string; round: number };

export type DefenseEventType = DefenseEvent['type'];
