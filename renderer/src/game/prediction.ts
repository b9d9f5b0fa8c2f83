import type { GameSystem } from '../../../shared/ipc/game-systems';
import type { GameView } from '../../../shared/ipc/game-view';
import type { Prediction } from '../../../shared/engine/predict';

/**
 * One command applied to a view's state by the game's own rules (the host's step, see
 * predictCommand), or null where only the host can say: a refusal, setup, undo and redo.
 */
export type Predictor = (state: unknown, command: unknown) => Prediction<unknown, unknown> | null;

/**
 * Each game's rules, loaded when its table is first shown and after it is on screen: the first
 * paint does not wait for them (issue 27), and a tap before they arrive simply waits for the host.
 */
const rules: Record<GameSystem, () => Promise<unknown>> = {
  armada: async () => (await import('../../../shared/engine/games/armada/armada-module')).armada,
  xwing: async () => (await import('../../../shared/engine/games/xwing/xwing-module')).xwing,
  defense: async () => (await import('../../../shared/engine/games/defense/defense-module')).defense,
};

export async function loadPredictor(system: GameSystem): Promise<Predictor> {
  const [{ predictCommand }, game] = await Promise.all([import('../../../shared/engine/predict'), rules[system]()]);
  return (state, command) => {
    const predicted = predictCommand(game as Parameters<typeof predictCommand>[0], state, command);
    return predicted.ok ? predicted.value : null;
  };
}

/**
 * What the player sees: the host's newest view with this view's own commands that are still on
 * their way applied on top, in the order they were sent. `ahead` holds those commands (null for a
 * call only the host can play); the chain stops at the first one the rules here cannot play, so a
 * later command is never shown on a state it was not sent after. The seq, history entry and
 * draft stay the host's: only the host's answer moves them.
 */
export function viewAhead(confirmed: GameView, ahead: readonly (unknown | null)[], predict: Predictor | null): GameView {
  if (!predict || confirmed.state == null) return confirmed;
  let shown = confirmed;
  for (const command of ahead) {
    if (command === null) break;
    const next = predict(shown.state, command);
    if (!next) break;
    // A new command clears what could be redone; undo can take it back.
    shown = { ...shown, state: next.state, options: next.options, canUndo: true, canRedo: false };
  }
  return shown;
}
