import { untrack } from 'svelte';

/** A card effect the odds counted, as the answer names it. */
export interface CountedEffect {
  ref: string;
  side: 'attacker' | 'defender';
  source: string;
}

/**
 * The card effects the odds counted for one attack (`key`: who attacks whom), each with a switch.
 * An effect switched off is left out of the next answer, so every one seen for the attack is kept
 * here to be switched back on; another attack starts afresh.
 */
export class EffectSwitches {
  #seen = $state<{ key: string; effects: CountedEffect[] }>({ key: '', effects: [] });
  #off = $state<{ key: string; refs: string[] }>({ key: '', refs: [] });

  effects(key: string): CountedEffect[] {
    return this.#seen.key === key ? this.#seen.effects : [];
  }

  disabled(key: string): string[] {
    return this.#off.key === key ? this.#off.refs : [];
  }

  /** The effects an answer for this attack counted: any new one joins the list. */
  heard(key: string, counted: readonly CountedEffect[]): void {
    untrack(() => {
      const known = this.effects(key);
      const added = counted.filter((effect) => !known.some((candidate) => candidate.ref === effect.ref));
      if (added.length > 0 || this.#seen.key !== key) this.#seen = { key, effects: [...known, ...added] };
    });
  }

  toggle(key: string, ref: string, on: boolean): void {
    const refs = this.disabled(key).filter((candidate) => candidate !== ref);
    this.#off = { key, refs: on ? refs : [...refs, ref] };
  }
}
