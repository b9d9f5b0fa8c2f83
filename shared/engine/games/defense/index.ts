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
  GrenadesParameters,
  RecoverParameters,
  SpaceChoice,
  SuppressParameters,
} from './options';
export type { DefenderEntry, Scenario } from './scenario-schema';
export type * from './state';
export { sampleScenario } from './sample-scenario';
export { describeDefenseEvent } from './describe-event';
export { describeAttackSuccess } from './attack-success-setting';
export { ACTIONS_PER_DEFENSE_PHASE } from './action-restrictions';
