import type { IpcResult } from '../../../shared/ipc';
import type { OddsAnswer } from '../../../shared/ipc/odds';
import { summarize, type OddsSummary } from './odds-summary';

/**
 * The odds of one panel: a request goes out after the panel's state changes and the reply fills the
 * line when it comes. Nothing waits for it. A newer request supersedes an older one: a reply that
 * comes back after a newer request went out is dropped, so the line never shows an old state.
 */
export class OddsState {
  summary = $state.raw<OddsSummary | null>(null);
  /** The answer the summary was made of (an Armada answer lists the card effects it counted). */
  answer = $state.raw<OddsAnswer | null>(null);
  /** Why the host could not give odds, in its words (no dice at this range, no zone chosen...). */
  problem = $state<string | null>(null);
  pending = $state(false);
  /** The request the shown summary (or problem) answers. */
  #shownKey: string | null = null;
  #latest = 0;

  /** Asks for the odds of this state, unless they are the ones shown (or on their way). */
  ask(key: string, shipVsShip: boolean, send: () => Promise<IpcResult<OddsAnswer>>, words: (answer: OddsAnswer) => OddsSummary | null = (answer) => summarize(answer, shipVsShip)): void {
    if (key === this.#shownKey) return;
    this.#shownKey = key;
    const seq = ++this.#latest;
    this.pending = true;
    void send().then(
      (result) => {
        if (seq !== this.#latest) return;
        this.pending = false;
        this.summary = result.ok ? words(result.value) : null;
        this.answer = result.ok ? result.value : null;
        this.problem = result.ok ? null : result.error.message;
      },
      (error: unknown) => {
        if (seq !== this.#latest) return;
        this.pending = false;
        this.summary = null;
        this.answer = null;
        this.problem = error instanceof Error ? error.message : 'The odds could not be worked out.';
      },
    );
  }

  /** Nothing to show (no attack yet): the line empties and any reply on its way is dropped. */
  clear(): void {
    this.#latest++;
    this.#shownKey = null;
    this.summary = null;
    this.answer = null;
    this.problem = null;
    this.pending = false;
  }

  /** The card effects the last Armada answer listed (counted or not), in its order. */
  get armadaEffects(): NonNullable<Extract<OddsAnswer, { system: 'armada' }>['odds']['effects']> {
    return this.answer?.system === 'armada' ? (this.answer.odds.effects ?? []) : [];
  }
}
