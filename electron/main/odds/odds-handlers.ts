import { fail, ok, type IpcResult } from '../../../shared/ipc';
import type { GameView } from '../../../shared/ipc';
import { gameOdds, whatIfOdds } from '../../../shared/odds/odds-request';
import type { Handlers } from '../core/router';

type GameState = Parameters<typeof gameOdds>[0];

/**
 * The odds methods. The exact computation takes about a millisecond for the largest realistic
 * pool (npm run bench), so it runs on the request path; no worker is needed.
 */
export function oddsHandlers(view: (gameId: string) => IpcResult<GameView> | Promise<IpcResult<GameView>>): Pick<Handlers, 'odds.attack' | 'odds.whatIf'> {
  return {
    'odds.attack': async (request) => {
      const seen = await view(request.gameId);
      if (!seen.ok) return seen;
      // The view's state is the engine's state of this game's system (typed unknown on the wire).
      const answer = gameOdds(seen.value.state as GameState, request);
      return answer.ok ? ok(answer.value) : fail(answer.error.code, answer.error.message);
    },
    'odds.whatIf': (request) => {
      const answer = whatIfOdds(request);
      return answer.ok ? ok(answer.value) : fail(answer.error.code, answer.error.message);
    },
  };
}
