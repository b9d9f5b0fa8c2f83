export { defense } from './defense-module';
export { defenseCommandSchema, defenseCommandTypes } from './model/commands';
export type { DefenseCommand, DefenseCommandOf, DefenseCommandType, DefenseSetupCommand } from './model/commands';
export type { CounterRef, DefenseEvent, DefenseEventType, JudgedRoll, Ref } from './model/events';
export type {
  ActionChoice,
  AttackParameters,
  CommandParameters,
  DefenderActions,
  DefenseOptions,
  EnemyAdvance,
  TurnOptions,
  AdvancingCounter,
  GrenadesParameters,
  RecoverParameters,
  SpaceChoice,
  SuppressParameters,
} from './view/options';
export type { CheckedScenarioShape, DefenderEntry, EnemyTypeEntry, Scenario, TrackEntry, TurnPhaseEntry } from './scenario/scenario-schema';
export { scenarioSchema, spaceColours } from './scenario/scenario-schema';
export { counterMayAdvance, counterMayStand, defaultEndCheck, STACK_MOST, type CounterKind, type EndCheck } from './scenario/placement';
export { checkScenario } from './scenario/scenario-check';
export type * from './model/state';
export { sampleScenario } from './scenario/sample-scenario';
export { shippedScenarios, millraceHouse, kellJunction } from './scenario/shipped-scenarios';
export { describeDefenseEvent } from './view/describe-event';
export { describeAttackSuccess } from './turn/attack-success-setting';
export { ACTIONS_PER_DEFENSE_PHASE } from './turn/action-restrictions';
export type { PlannedEnemyAttack } from './turn/enemy-phase';
export type { GameSummary } from './turn/game-end';
