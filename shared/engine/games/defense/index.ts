export { defense } from './defense-module';
export { defenseCommandSchema, defenseCommandTypes } from './commands';
export type { DefenseCommand, DefenseCommandOf, DefenseCommandType, DefenseSetupCommand } from './commands';
export type { CounterRef, DefenseEvent, DefenseEventType, JudgedRoll, Ref } from './events';
export type {
  ActionChoice,
  AttackParameters,
  CommandParameters,
  DefenderActions,
  DefenseOptions,
  EnemyAdvance,
  TurnOptions,
  GrenadesParameters,
  RecoverParameters,
  SpaceChoice,
  SuppressParameters,
} from './options';
export type { CheckedScenarioShape, DefenderEntry, EnemyTypeEntry, Scenario, TrackEntry, TurnPhaseEntry } from './scenario-schema';
export { scenarioSchema, spaceColours } from './scenario-schema';
export { checkScenario } from './scenario-check';
export type * from './state';
export { sampleScenario } from './sample-scenario';
export { describeDefenseEvent } from './describe-event';
export { describeAttackSuccess } from './attack-success-setting';
export { ACTIONS_PER_DEFENSE_PHASE } from './action-restrictions';
