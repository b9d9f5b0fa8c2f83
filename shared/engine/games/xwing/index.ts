export { xwing } from './xwing-module';
export { xwingCommandSchema, xwingCommandTypes } from './model/commands';
export type { CommandOf, XwingCommand, XwingCommandType, XwingPilotRosterEntry, XwingPlayerRoster, XwingSetupCommand } from './model/commands';
export type { DicePool, DieChange, DieFace, ShipRef, TokenRef, XwingEvent, XwingEventType } from './model/events';
export type {
  ActionOption,
  GrantedActionOption,
  AttackerOption,
  AttackOptions,
  ChargeOption,
  HeldTokenOption,
  ReinforceOptions,
  ShipOptions,
  XwingOptions,
} from './view/options';
export type * from './model/state';
export { tokenCatalogue, tokenTypes, type TokenColour, type TokenKind, type TokenRemoval, type TokenShape } from './tokens/token-catalogue';
export { markerCatalogue, shipMarkers, type MarkerKind, type MarkerType } from './tokens/markers';
export { attackDieFaces, defenseDieFaces, attackFaces, defenseFaces } from './attack/dice';
export { damageDeckList, type DamageCardKind } from './damage/damage-deck';
export { attackArcs, attackArcNames } from './ships/arcs';
export { turretFacings, turretFacingNames, turretArcWords } from './ships/turret';
export { xwingPhases, phaseNames } from './turn/phases';
export type { DamagePlan } from './damage/damage';
export { ionOutcome, ionDamageOf, type IonOutcome } from './attack/ion';
export type { PromptOption } from './view/options';
export type { GameScore, PlayerScore, ShipScore } from './scoring/score';
export { shipStatuses, statusNames, tokensToTakeEffect, type ShipStatus } from './ships/ship-status';
export { actionNames, shipActions, actionIdsByDataName } from './ships/action-bar';
export { repairedByAction } from './damage/damage-deck';
export { abilitySummary, abilityWords } from './abilities/ability-summary';
export { abilityHooks, abilityMoments, abilityMomentNames, type AbilityCost, type AbilityHook, type AbilityHookEntry, type AbilityMoment } from './abilities/ability-hooks';
export type { DiceEffect, DiceEffectOption } from './attack/dice-effects';
export type { NeutralizeOutcome } from './attack/neutralize-results';
export type { AttackDiceCount, DefenseDiceCount, DiceAdjustment } from './attack/dice-count';
export { describeXwingEvent } from './view/describe-event';
export { rosterFacts, factsOfCard, type CardOnShip, type FactsOfCard } from './effects/card-facts';
export { dockingPlacesIn } from './ships/docking';
export type { CardEffect, YourCall, ActiveDiceEffect } from './effects/card-effect';
export type { CardEffectOption } from './view/options';
