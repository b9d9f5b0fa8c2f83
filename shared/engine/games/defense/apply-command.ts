import { concede } from './turn/game-end';
import type { Transition } from '../../core/game-module';
import { clonePlain } from '../../core/plain-clone';
import { ok, refuse, type Result } from '../../core/result';
import { attack } from './actions/attack';
import { command as commandAction } from './actions/command';
import { grenades } from './actions/grenades';
import { recover } from './actions/recover';
import { suppress } from './actions/suppress';
import { setAttackSuccess } from './turn/attack-success-setting';
import type { DefenseCommand } from './model/commands';
import { markCasualty, moveDefender, placeDefender, removeDefender, setDefenderSide, setDisrupted, setMoveToken } from './building/defender-edits';
import { endDefensePhase, startDefensePhase } from './turn/defense-phase';
import { advanceEnemyCounter, advanceEnemyCounters, placeEnemyCounter, removeEnemyCounter } from './building/enemy-counters';
import type { DefenseEvent } from './model/events';
import { addAmmunition, addSuppression, addWeaponToken, removeAmmunition, removeSuppression, removeWeaponToken } from './building/space-tokens';
import type { DefenseState, PendingRoll } from './model/state';
import { moveTrack, nextPhase, tickStep } from './turn/turn-track';
import { resolveEnemyAttacks } from './turn/enemy-phase';
import { judgeEnd } from './turn/game-end';
import { rollDice as rollSixes } from './turn/attack-roll';

/** Every rule works on a private copy; a refusal simply drops the copy, so nothing half-applied escapes. */
function rule(draft: DefenseState, command: DefenseCommand): Result<DefenseEvent[]> {
  switch (command.type) {
    case 'setup':
      return refuse('already_set_up', 'The game is already set up: setup is only the first command of a game.');
    case 'startDefensePhase':
      return startDefensePhase(draft);
    case 'endDefensePhase':
      return endDefensePhase(draft);
    case 'attack':
      return attack(draft, command);
    case 'grenades':
      return grenades(draft, command);
    case 'suppress':
      return suppress(draft, command);
    case 'recover':
      return recover(draft, command);
    case 'command':
      return commandAction(draft, command);
    case 'placeDefender':
      return placeDefender(draft, command);
    case 'moveDefender':
      return moveDefender(draft, command);
    case 'removeDefender':
      return removeDefender(draft, command);
    case 'setDisrupted':
      return setDisrupted(draft, command);
    case 'setMoveToken':
      return setMoveToken(draft, command);
    case 'setDefenderSide':
      return setDefenderSide(draft, command);
    case 'markCasualty':
      return markCasualty(draft, command);
    case 'addWeaponToken':
      return addWeaponToken(draft, command);
    case 'removeWeaponToken':
      return removeWeaponToken(draft, command);
    case 'addAmmunition':
      return addAmmunition(draft, command);
    case 'removeAmmunition':
      return removeAmmunition(draft, command);
    case 'addSuppression':
      return addSuppression(draft, command);
    case 'removeSuppression':
      return removeSuppression(draft, command);
    case 'placeEnemyCounter':
      return placeEnemyCounter(draft, command);
    case 'removeEnemyCounter':
      return removeEnemyCounter(draft, command);
    case 'setAttackSuccess':
      return setAttackSuccess(draft, command);
    case 'advanceEnemyCounter':
      return advanceEnemyCounter(draft, command);
    case 'advanceEnemyCounters':
      return advanceEnemyCounters(draft, command);
    case 'nextPhase':
      return nextPhase(draft);
    case 'endGame':
      return concede(draft);
    case 'tickStep':
      return tickStep(draft, command);
    case 'moveTrack':
      return moveTrack(draft, command);
    case 'rollDice': {
      const kept = keptRollRefusal(draft, command.purpose);
      if (kept) return kept;
      const faces = command.dice.map((count) => rollSixes(draft, count));
      draft.roll = { purpose: command.purpose, faces };
      return ok([{ type: 'diceRolled', purpose: command.purpose, faces }]);
    }
    case 'resolveEnemyAttacks':
      return resolveEnemyAttacks(draft, command.faces);
  }
}

const rollWords = { attack: 'this attack', grenades: 'these grenades', enemyAttacks: "the enemy's attacks" } as const;
const facesWords = (faces: readonly (readonly number[])[]) => faces.map((row) => row.join(', ')).join('; ');

/** Issue 41 · 002: a roll the app made is kept until it is used or undone: a second roll for the same is refused. */
function keptRollRefusal(state: DefenseState, purpose: PendingRoll['purpose']): Result<never> | null {
  if (!state.noSurprises || !state.roll || state.roll.purpose !== purpose) return null;
  return refuse('roll_kept', `The app has rolled for ${rollWords[purpose]} already (${facesWords(state.roll.faces)}): use that roll, or undo it to roll again.`);
}

/**
 * Issue 41 · an action that would have the app roll again while its roll waits is refused (the faces
 * of the dice on the table may still be tapped instead: physical first, the log says who rolled).
 */
function rollMismatch(state: DefenseState, command: DefenseCommand): Result<never> | null {
  const roll = state.roll;
  if (!state.noSurprises || !roll) return null;
  const rollsAgain = (command.type === 'attack' && roll.purpose === 'attack') || (command.type === 'grenades' && roll.purpose === 'grenades') ? command.rollForMe === true : false;
  if (!rollsAgain) return null;
  return refuse('roll_kept', `The app rolled ${facesWords(roll.faces)} for ${rollWords[roll.purpose]}: those are the dice that count. Use them, or undo the roll to roll again.`);
}

/** Once the game is won or lost, the table stands as it ended: undo to play on. */
function gameOver(state: DefenseState): Result<never> | null {
  if (!state.outcome) return null;
  return refuse('game_over', `The game is over (${state.outcome.reason}) Undo the last change to play on.`);
}

export function applyCommand(state: DefenseState, command: DefenseCommand): Result<Transition<DefenseState, DefenseEvent>> {
  return applyCommandTo(clonePlain(state), command);
}

/** The same on a state the caller owns: it is changed in place, even when the command is refused (a log's fold, between its checkpoints). */
export function applyCommandTo(draft: DefenseState, command: DefenseCommand): Result<Transition<DefenseState, DefenseEvent>> {
  const over = gameOver(draft);
  if (over) return over;
  const mismatch = rollMismatch(draft, command);
  if (mismatch) return mismatch;
  const events = rule(draft, command);
  if (!events.ok) return events;
  // Dice the app rolled count only for the command right after them.
  if (command.type !== 'rollDice' && draft.roll) draft.roll = null;
  // Conditions judged at any time are judged after every change.
  const ended = judgeEnd(draft, 'anyTime');
  return ok({ state: draft, events: [...events.value, ...ended] });
}
