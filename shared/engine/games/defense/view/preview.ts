import { applyCommand } from '../apply-command';
import type { DefenseCommand } from '../model/commands';
import type { DefenseState } from '../model/state';

/**
 * Issue 41 · 002: what a step that can end the game would do, in words, before the player taps it.
 * The step is folded on a copy by the one rule (never a second judgement); null when it would not
 * end the game, or would be refused.
 */
export function endingPreview(state: DefenseState, command: DefenseCommand, what: string): string | null {
  if (!state.end || state.outcome) return null;
  const stepped = applyCommand(state, command);
  const outcome = stepped.ok ? stepped.value.state.outcome : null;
  if (!outcome) return null;
  if (outcome.result === 'ended') return `${what} ends the game: ${outcome.reason}`;
  const why = outcome.reason.replace(/^(Victory|Defeat): /, '');
  return `${what} ends the game in a ${outcome.result}: ${why}`;
}
