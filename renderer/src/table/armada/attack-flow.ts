import type { GameSession } from '../../game/game-session.svelte';
import type { EnteredDie } from '../../attack/dice-faces';
import { armadaView } from './armada-view';

type Command = { type: string } & Record<string, unknown>;

/**
 * After the dice are in: Resolve Attack Effects is skipped when the attacker has nothing it must
 * decide there (no accuracy the defender's tokens could be locked with) and did not ask to change
 * dice. The defender's step then starts at once: the attacker's step is closed by the attacker.
 */
async function closeEffectsUnlessNeeded(session: GameSession, thenModify: boolean): Promise<boolean> {
  if (thenModify) return true;
  const attack = armadaView(session.view)?.options.attack;
  if (!attack || attack.step !== 'resolveAttackEffects') return true;
  if (attack.accuracyDice.length > 0 && attack.accuracyTokens.length > 0) return true;
  return session.command('end-effects', { type: 'endAttackEffects' });
}

/** Roll Attack Dice with the faces entered (or rolled by the app), then on to the defender when nothing is left to the attacker. */
export async function rollDice(session: GameSession, dice: EnteredDie[] | 'app', thenModify: boolean): Promise<boolean> {
  const roll: Command = dice === 'app' ? { type: 'rollAttackDice', rollForMe: true } : { type: 'rollAttackDice', dice };
  if (!(await session.command('roll', roll))) return false;
  return closeEffectsUnlessNeeded(session, thenModify);
}

/**
 * Declare Target and Roll Attack Dice in one tap: the range is the one the entered dice say (the
 * colours a range gathers), or the one the player picked when several ranges gather the same dice.
 * Each is its own command in the log, as the rules order them.
 */
export async function declareAndRoll(session: GameSession, declare: Command, dice: EnteredDie[] | 'app', thenModify: boolean): Promise<boolean> {
  if (!(await session.command('declare', declare))) return false;
  // An attack with no dice at this range is canceled by the engine: nothing to roll.
  const attack = armadaView(session.view)?.options.attack;
  if (!attack || attack.step !== 'rollAttackDice') return true;
  return rollDice(session, dice, thenModify);
}
