export { xwing } from './xwing-module';
export { xwingCommandSchema, xwingCommandTypes } from './commands';
export type { CommandOf, XwingCommand, XwingCommandType, XwingPilotRosterEntry, XwingPlayerRoster, XwingSetupCommand } from './commands';
export type { DicePool, DieChange, DieFace, ShipRef, TokenRef, XwingEvent, XwingEventType } from './events';
export type {
  ActionOption,
  AttackerOption,
  AttackOptions,
  ChargeOption,
  HeldTokenOption,
  ReinforceOptions,
  ShipOptions,
  XwingOptions,
} from './options';
export type * from './state';
export { tokenCatalogue, tokenTypes, type TokenColour, type TokenKind, type TokenRemoval, type TokenShape } from './token-catalogue';
export { markerCatalogue, shipMarkers, type MarkerKind, type MarkerType } from './markers';
export { attackDieFaces, defenseDieFaces, attackFaces, defenseFaces } from './dice';
export { damageDeckList, type DamageCardKind } from './damage-deck';
export { attackArcs, attackArcNames } from './arcs';
export { xwingPhases, phaseNames } from './phases';
export type { DamagePlan } from './damage';
export type { PromptOption } from './options';
export type { GameScore, PlayerScore, ShipScore } from './score';
export { shipStatuses, statusNames, tokensToTakeEffect, type ShipStatus } from './ship-status';
export { actionNames, shipActions, actionIdsByDataName } from './action-bar';
export { repairedByAction } from './damage-deck';
export { abilitySummary, abilityWords } from './ability-summary';
export { abilityHooks, abilityMoments, abilityMomentNames, type AbilityCost, type AbilityHook, type AbilityHookEntry, type AbilityMoment } from './ability-hooks';
export type { DiceEffect, DiceEffectOption } from './attack/dice-effects';
export type { NeutralizeOutcome } from './attack/neutralize-results';
export type { AttackDiceCount, DefenseDiceCount, DiceAdjustment } from './attack/dice-count';
export { describeXwingEvent } from './describe-event';
