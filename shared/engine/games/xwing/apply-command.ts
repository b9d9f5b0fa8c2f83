import { clonePlain } from '../../core/plain-clone';
import { ok, refuse, type Result } from '../../core/result';
import type { Transition } from '../../core/game-module';
import { performAction } from './actions/actions';
import { locateAttacker } from './attack/attacker-location';
import { dealDamage } from './attack/deal-damage';
import { declareAttack } from './attack/declare-attack';
import { spendForDice } from './attack/dice-effects';
import { addResult, cancelResult, changeDieFace, rerollDice } from './attack/modify-dice';
import { neutralizeResults } from './attack/neutralize-results';
import { noteAttackEvents } from './attack/attack-record';
import { useCardEffect } from './effects/use-card-effect';
import { rollAttackDice, rollDefenseDice } from './attack/roll-dice';
import { recoverCharge, recoverShield, reloadAction, spendCharge } from './ships/charges';
import { answerDevicePrompt, detonateDevice, dropDevice, removeDevice, whyDevicesHoldThePhase } from './devices/devices';
import type { XwingCommand } from './model/commands';
import { assignCondition, removeCondition } from './damage/conditions';
import { flipDamageCard, repairDamageCard, sufferDamageCommand } from './damage/damage';
import type { XwingEvent } from './model/events';
import { advancePhase } from './turn/phases';
import { activateShip, chooseFirstPlayer, endActivation } from './turn/initiative';
import { passShip } from './turn/initiative';
import { executeManeuver, revealDial } from './maneuvers/execute-maneuver';
import { setTurret } from './ships/turret';
import { deployShip, dockShip } from './maneuvers/dock-deploy';
import { flipUpgradeCommand } from './effects/flip-upgrade';
import { answerNoChoicePrompts, answerPrompt } from './abilities/prompt-answers';
import { afterActionEffectPrompts } from './abilities/prompts';
import { offerEffectsAfterEvents } from './abilities/effect-moments';
import type { XwingState } from './model/state';
import { shipName } from './ships/ships';
import { gainToken, removeToken, spendToken, transferToken } from './tokens/token-commands';
import { endGameNow } from './scoring/game-end';
import { applyClockCommand, CLOCK_FORMATS, type ClockCommand } from '../../core/game-clock';
import { adjustMissionPoints, releaseCache, scenarioAfterCommand, scoreObjective, towCache } from './scoring/mission-points';

const gameOverWords: Record<NonNullable<XwingState['gameOver']>['reason'], string> = {
  concession: 'a player conceded',
  timeCalled: 'time was called',
  missionPoints: 'a player reached 20 mission points',
  lastRound: 'the last round was played',
};
import { chooseObstacles, hitObstacle } from './obstacles/obstacles';

/** Every rule works on a private copy; a refusal simply drops the copy, so nothing half-applied escapes. */
function rule(draft: XwingState, command: XwingCommand): Result<XwingEvent[]> {
  // Issue 36 · the tournament clock: its own rule, whatever the game waits for (a game over may still pause it).
  if (command.type === 'clock') return clockCommand(draft, command);
  // Issue 36 · a game ended early takes no more commands: undo in the history plays on from before its end.
  if (draft.gameOver) return refuse('game_over', `The game is over (${gameOverWords[draft.gameOver.reason]}): undo its end in the history to play on.`);
  if (command.type === 'endGame') return endGameNow(draft, command);
  // RRG · Damage: damage waits at a card's moment: only the window's questions are answered until it goes on.
  const waiting = whyDamageWaits(draft, command);
  if (waiting) return refuse('damage_waits', waiting);
  switch (command.type) {
    case 'setup':
      return refuse('already_set_up', 'The game is already set up: setup is only the first command of a game.');
    case 'nextPhase': {
      // RRG · Bomb: bombs detonate at the end of the Activation Phase, before the Engagement Phase begins.
      const waiting = whyDevicesHoldThePhase(draft);
      if (waiting) return refuse('device_detonates', waiting);
      return advancePhase(draft);
    }
    case 'chooseFirstPlayer':
      return chooseFirstPlayer(draft, command);
    case 'activateShip':
      return activateShip(draft, command);
    case 'endActivation':
      return endActivation(draft);
    case 'answerPrompt':
      // Issue 23: "done" on a device card's question drops the device (games with device data only).
      return answerDevicePrompt(draft, command) ?? answerPrompt(draft, command);
    case 'performAction': {
      // RRG · Reload: the action recovers a charge and disarms the ship (issue 23, games with weapon data).
      const performed = command.action === 'reload' ? reloadAction(draft, command, performAction) : performAction(draft, command);
      // Issue 34: the ship's card effects that act after this action are asked about.
      const ship = draft.ships.find((candidate) => candidate.id === command.ship);
      if (performed.ok && ship) afterActionEffectPrompts(draft, ship, command.action, performed.value);
      return performed;
    }
    case 'gainToken':
      return gainToken(draft, command);
    case 'spendToken':
      return spendToken(draft, command);
    case 'removeToken':
      return removeToken(draft, command);
    case 'transferToken':
      return transferToken(draft, command);
    case 'spendCharge':
      return spendCharge(draft, command);
    case 'recoverCharge':
      return recoverCharge(draft, command);
    case 'recoverShield':
      return recoverShield(draft, command);
    case 'assignCondition':
      return assignCondition(draft, command);
    case 'removeCondition':
      return removeCondition(draft, command);
    case 'sufferDamage':
      return sufferDamageCommand(draft, command);
    case 'flipDamageCard':
      return flipDamageCard(draft, command);
    case 'repairDamageCard':
      return repairDamageCard(draft, command);
    case 'declareAttack':
      return declareAttack(draft, command);
    case 'locateAttacker':
      return locateAttacker(draft, command);
    case 'rollAttackDice':
      return rollAttackDice(draft, command);
    case 'spendForDice':
      return spendForDice(draft, command);
    case 'rerollDice':
      return rerollDice(draft, command);
    case 'changeDieFace':
      return changeDieFace(draft, command);
    case 'addResult':
      return addResult(draft, command);
    case 'cancelResult':
      return cancelResult(draft, command);
    case 'rollDefenseDice':
      return rollDefenseDice(draft, command);
    case 'neutralizeResults':
      return neutralizeResults(draft);
    case 'useCardEffect':
      return useCardEffect(draft, command);
    case 'dealDamage':
      return dealDamage(draft, command);
    // --- Devices (issue 23) ---
    case 'dropDevice':
      return dropDevice(draft, command);
    case 'detonateDevice':
      return detonateDevice(draft, command);
    case 'removeDevice':
      return removeDevice(draft, command);
    case 'passShip':
      return passShip(draft, command);
    case 'flipUpgrade':
      return flipUpgradeCommand(draft, command);
    case 'dockShip':
      return dockShip(draft, command);
    case 'deployShip':
      return deployShip(draft, command);
    case 'executeManeuver':
      return executeManeuver(draft, command);
    case 'revealDial':
      return revealDial(draft, command);
    case 'setTurret':
      return setTurret(draft, command);
    // --- Issue 36 · the scenario's objectives and mission points ---
    case 'scoreObjective':
      return scoreObjective(draft, command);
    case 'towCache':
      return towCache(draft, command);
    case 'releaseCache':
      return releaseCache(draft, command);
    case 'adjustMissionPoints':
      return adjustMissionPoints(draft, command);
    case 'chooseObstacles':
      return chooseObstacles(draft, command);
    case 'hitObstacle':
      return hitObstacle(draft, command);
  }
}

/** Why this command must wait for the damage window's answers, or null. */
function whyDamageWaits(draft: XwingState, command: XwingCommand): string | null {
  if (!draft.damageWindow) return null;
  const questions = draft.prompts.filter((prompt) => prompt.window);
  if (command.type === 'answerPrompt' && questions.some((prompt) => prompt.id === command.prompt)) return null;
  const damaged = draft.ships.find((ship) => ship.id === draft.damageWindow?.ship);
  return `${damaged ? `${shipName(damaged)}’s damage` : 'The damage'} waits for ${questions.map((prompt) => prompt.source).join(', ') || 'a card'}: use it or skip it first.`;
}

export function applyCommand(state: XwingState, command: XwingCommand): Result<Transition<XwingState, XwingEvent>> {
  return applyCommandTo(clonePlain(state), command);
}

/** The same on a state the caller owns: it is changed in place, even when the command is refused (a log's fold, between its checkpoints). */
export function applyCommandTo(draft: XwingState, command: XwingCommand): Result<Transition<XwingState, XwingEvent>> {
  const events = rule(draft, command);
  if (!events.ok) return events;
  // The clock's change is no moment of the game: no card is asked about it.
  if (command.type === 'clock') return ok({ state: draft, events: events.value });
  // r3-x-pilots: the attack under way remembers who modified its dice and what was spent in it.
  noteAttackEvents(draft, events.value);
  // Issue 36 · Chance Engagement's half points and a destroyed ship's supply cache, after whatever changed them.
  scenarioAfterCommand(draft, events.value);
  // Issue 34: card effects at the moments these events are (a stress gained, a ship destroyed, an enemy's maneuver…).
  offerEffectsAfterEvents(draft, events.value);
  answerNoChoicePrompts(draft, events.value, (more) => offerEffectsAfterEvents(draft, more));
  return ok({ state: draft, events: events.value });
}

/** Issue 36 · the clock's one rule (core/game-clock.ts), with the edition's tournament format. */
function clockCommand(draft: XwingState, command: ClockCommand): Result<XwingEvent[]> {
  const format = draft.edition === '2.5' ? CLOCK_FORMATS['xwing-2.5'] : CLOCK_FORMATS['xwing-2.0'];
  const applied = applyClockCommand(draft.clock, command, { players: draft.players, format });
  if (!applied.ok) return applied;
  draft.clock = applied.value.clock;
  return ok([applied.value.event]);
}
