import { applyClockCommand, CLOCK_FORMATS, type ClockCommand } from '../../core/game-clock';
import { clonePlain } from '../../core/plain-clone';
import { ok, refuse, type Result } from '../../core/result';
import type { Transition } from '../../core/game-module';
import { activateShip, activateSquadron, endActivation } from './turn/activation';
import { declareTarget } from './attack/declare-target';
import { declareAdditionalSquadronTarget, endAttackCommand } from './attack/end-of-attack';
import { addAttackDie, endAttackEffects, removeAttackDie, rerollAttackDie, setAttackDieFace } from './attack/modify-dice';
import { resolveDamage } from './attack/resolve-damage';
import { rollAttackDice } from './attack/roll-attack-dice';
import { spendAccuracy } from './attack/spend-accuracy';
import { spendDefenseToken, spendDefenseTokenAsCost } from './attack/spend-defense-token';
import type { ArmadaCommand } from './model/command-schema';
import { useCardEffect } from './effects/use-card-effect';
import { answerEffect } from './damage/damage-card-effects';
import { declareEngagement } from './squadrons/engagement';
import { discardCommandToken, discardRaidTokens, repair, revealCommand, spendCommandToken } from './commands/command-dials';
import { adjustVictoryTokens, chooseFirstPlayer, chooseObjective } from './scoring/objectives';
import { dealDamageCard, flipDamageCard, repairDamageCard } from './damage/damage-cards';
import type { ArmadaEvent } from './model/events';
import { advancePhase } from './turn/phases';
import { loseShields, recoverShields } from './units/shields';
import { setSpeed } from './commands/speed';
import type { ArmadaState } from './model/state';
import { deployShip } from './turn/deployment';
import { navigate } from './commands/navigate';
import { destroyedShipIds, markObjectiveShip, objectiveSetupStep, rememberDestroyedShips } from './scoring/objective-play';
import { endGameIfFleetDefeatedNow, endGameNow, setFleetDefeatedRule } from './turn/game-end';
import { declineCounter } from './squadrons/counter';
import { keepsRules3 } from './model/rules-level';
import { dropEffectsOfDestroyed } from './damage/damage-card-effects';

/** Every rule works on a private copy; a refusal simply drops the copy, so nothing half-applied escapes. */
function rule(draft: ArmadaState, command: Exclude<ArmadaCommand, ClockCommand>): Result<ArmadaEvent[]> {
  switch (command.type) {
    case 'setup':
      return refuse('already_set_up', 'The game is already set up: setup is only the first command of a game.');
    case 'nextPhase':
      return advancePhase(draft, command.confirm === true);
    case 'setSpeed':
      return setSpeed(draft, command);
    case 'activateShip':
      return activateShip(draft, command);
    case 'activateSquadron':
      return activateSquadron(draft, command);
    case 'endActivation':
      return endActivation(draft);
    case 'declareTarget':
      return declareTarget(draft, command);
    case 'rollAttackDice':
      return rollAttackDice(draft, command);
    case 'addAttackDie':
      return addAttackDie(draft, command);
    case 'rerollAttackDie':
      return rerollAttackDie(draft, command);
    case 'setAttackDieFace':
      return setAttackDieFace(draft, command);
    case 'removeAttackDie':
      return removeAttackDie(draft, command);
    case 'spendAccuracy':
      return spendAccuracy(draft, command);
    case 'endAttackEffects':
      return endAttackEffects(draft);
    case 'spendDefenseToken':
      return spendDefenseToken(draft, command);
    case 'spendDefenseTokenAsCost':
      return spendDefenseTokenAsCost(draft, command);
    case 'useCardEffect':
      return useCardEffect(draft, command);
    case 'resolveDamage':
      return resolveDamage(draft, command);
    case 'declareAdditionalSquadronTarget':
      return declareAdditionalSquadronTarget(draft, command);
    case 'endAttack':
      return endAttackCommand(draft);
    case 'dealDamageCard':
      return dealDamageCard(draft, command);
    case 'flipDamageCard':
      return flipDamageCard(draft, command);
    case 'repairDamageCard':
      return repairDamageCard(draft, command);
    case 'recoverShields':
      return recoverShields(draft, command);
    case 'loseShields':
      return loseShields(draft, command);
    case 'answerEffect':
      return answerEffect(draft, command);
    case 'declareEngagement':
      return declareEngagement(draft, command);
    case 'revealCommand':
      return revealCommand(draft, command);
    case 'spendCommandToken':
      return spendCommandToken(draft, command);
    case 'discardCommandToken':
      return discardCommandToken(draft, command);
    case 'discardRaidTokens':
      return discardRaidTokens(draft, command);
    case 'repair':
      return repair(draft, command);
    case 'chooseFirstPlayer':
      return chooseFirstPlayer(draft, command);
    case 'chooseObjective':
      return chooseObjective(draft, command);
    case 'adjustVictoryTokens':
      return adjustVictoryTokens(draft, command);
    case 'deployShip':
      return deployShip(draft, command);
    case 'navigate':
      return navigate(draft, command);
    case 'markObjectiveShip':
      return markObjectiveShip(draft, command);
    case 'objectiveSetupStep':
      return objectiveSetupStep(draft, command);
    case 'setFleetDefeatedRule':
      return setFleetDefeatedRule(draft, command);
    case 'endGame':
      return endGameNow(draft, command);
    case 'declineCounter':
      return declineCounter(draft);
  }
}

export function applyCommand(state: ArmadaState, command: ArmadaCommand): Result<Transition<ArmadaState, ArmadaEvent>> {
  return applyCommandTo(clonePlain(state), command);
}

/** The same on a state the caller owns: it is changed in place, even when the command is refused (a log's fold, between its checkpoints). */
export function applyCommandTo(draft: ArmadaState, command: ArmadaCommand): Result<Transition<ArmadaState, ArmadaEvent>> {
  // Issue 36 · the tournament clock: its own rule, whatever the game waits for (a game over may still pause it).
  if (command.type === 'clock') return clockCommand(draft, command);
  // Games set up with the deployment step accept nothing once over (older logs may still hold a victory-token change).
  if (draft.gameOver && (command.type !== 'adjustVictoryTokens' || draft.deployment)) {
    return refuse('game_over', 'The game is over: see the summary. Undo to play on from before the end.');
  }
  // Issue 24 (games with the deployment step): ships destroyed this round, and the “at once” end of a defeated fleet.
  const destroyedBefore = draft.deployment ? destroyedShipIds(draft) : null;
  const events = rule(draft, command);
  if (!events.ok) return events;
  if (destroyedBefore) rememberDestroyedShips(destroyedBefore, draft);
  // Rules 3: nothing waits on a destroyed ship's card, whatever destroyed it.
  if (keepsRules3(draft)) dropEffectsOfDestroyed(draft);
  endGameIfFleetDefeatedNow(draft, events.value);
  return ok({ state: draft, events: events.value });
}

/** Issue 36 · the clock's one rule (core/game-clock.ts), with Armada's tournament format. */
function clockCommand(draft: ArmadaState, command: ClockCommand): Result<Transition<ArmadaState, ArmadaEvent>> {
  const applied = applyClockCommand(draft.clock, command, { players: draft.players, format: CLOCK_FORMATS.armada });
  if (!applied.ok) return applied;
  draft.clock = applied.value.clock;
  return ok({ state: draft, events: [applied.value.event] });
}
