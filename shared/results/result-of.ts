import type { ArmadaState } from '../engine/games/armada/model/state';
import type { XwingState } from '../engine/games/xwing/model/state';
import { armadaResultOf } from './armada-result';
import { toArmadaResultJson } from './armada-result-json';
import type { GameResult } from './game-result';
import { toListFortress } from './list-fortress';
import { xwingResultOf, type XwsNames } from './xwing-result';

/** A game's result from its state: X-Wing or Armada (the solo game has no opponent to score). */
export function resultOf(state: XwingState | ArmadaState, names?: XwsNames): GameResult {
  return state.system === 'xwing' ? xwingResultOf(state, names) : armadaResultOf(state);
}

/** The file a result is written as: ListFortress's tournament JSON for X-Wing, our plain JSON for Armada. */
export function resultFileOf(result: GameResult): { text: string; suffix: string } {
  if (result.game === 'xwing') return { text: `${JSON.stringify(toListFortress(result), null, 2)}\n`, suffix: 'listfortress' };
  return { text: `${JSON.stringify(toArmadaResultJson(result), null, 2)}\n`, suffix: 'armada-result' };
}
