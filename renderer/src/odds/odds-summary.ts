import type { OddsAnswer } from '../../../shared/ipc/odds';

/** What the odds line and chart show of one answer: a few words and the damage bars. */
export interface OddsSummary {
  /** "Expected damage 3.4", "61% a faceup card", "22% destroyed": joined with " · " in the line. */
  parts: string[];
  /** P(damage = n) for n from 0 to the highest total that can happen. */
  bars: { damage: number; p: number }[];
  /** X-Wing: the card effects the numbers count (for "What if…" to switch them). */
  effects?: { ref: string; side: 'attacker' | 'defender'; source: string }[];
}

/** "with Proton Torpedoes and Sensor Jammer": the cards whose dice effects the numbers count, each named once. */
export function withCards(sources: readonly string[]): string | null {
  const names = [...new Set(sources)];
  if (names.length === 0) return null;
  const last = names.pop() as string;
  return `with ${names.length > 0 ? `${names.join(', ')} and ${last}` : last}`;
}

/** A chance in whole percent; never "0%" for what can happen, nor "100%" for what may not. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.005) return '<1%';
  if (p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** The bars up to the last total with any chance (floating point leaves dust past it). */
function barsOf(damage: readonly number[]): OddsSummary['bars'] {
  let last = 0;
  damage.forEach((p, n) => {
    if (p > 1e-9) last = n;
  });
  return damage.slice(0, last + 1).map((p, n) => ({ damage: n, p }));
}

/**
 * Armada says "a faceup card" (only a ship attacking a ship can deal one); X-Wing says "a crit"
 * (a crit that reaches the hull is a faceup card). The words follow the games' own.
 */
export function summarize(answer: OddsAnswer, shipVsShip: boolean): OddsSummary | null {
  if (answer.system === 'armada') {
    const { odds } = answer;
    // The card effects counted, by name: the numbers assume them.
    const counted = (odds.effects ?? []).filter((effect) => effect.counted).map((effect) => effect.source);
    return {
      parts: [
        `Expected damage ${odds.expectedDamage.toFixed(1)}`,
        ...(shipVsShip ? [`${percent(odds.faceupCard)} chance of a faceup card`] : []),
        `${percent(odds.destroyed)} destroyed`,
        ...(counted.length > 0 ? [`with ${[...new Set(counted)].join(', ')}`] : []),
      ],
      bars: barsOf(odds.damage),
    };
  }
  if (answer.system === 'xwing') {
    const { odds } = answer;
    const effects = odds.effects.map(({ ref, side, source }) => ({ ref, side, source }));
    const cards = withCards(effects.map((effect) => effect.source));
    return {
      parts: [`Expected ${odds.expectedDamage.toFixed(1)} damage`, `${percent(odds.faceupCard)} chance of a crit`, `${percent(odds.destroyed)} destroyed`, ...(cards ? [cards] : [])],
      bars: barsOf(odds.damage),
      effects,
    };
  }
  return null;
}

/**
 * The solo game's line: an attack's chance to remove the top counter of the chosen stack (before a
 * stack is chosen, each stack's own); grenades' chance to clear the interior space and, from inside
 * it, the thrower's risk. No chart: one roll succeeds or fails.
 */
export function summarizeDefense(answer: OddsAnswer, space: string | null): OddsSummary | null {
  if (answer.system !== 'defense') return null;
  if (answer.grenades) {
    const { grenades } = answer;
    const counters = grenades.removed.length - 1;
    if (counters === 0) return { parts: ['No enemy counter to throw at'], bars: [] };
    const expected = grenades.removed.reduce((sum, p, n) => sum + p * n, 0);
    const removal = counters === 1 ? [`${percent(grenades.allRemoved)} the counter is removed`] : [`${percent(grenades.allRemoved)} all ${counters} removed`, `${expected.toFixed(1)} of ${counters} on average`];
    return { parts: [...removal, ...(grenades.casualty > 0 ? [`${percent(grenades.casualty)} the thrower a casualty`] : [])], bars: [] };
  }
  const chosen = answer.targets?.find((target) => target.space === space);
  if (chosen) return { parts: [`${percent(chosen.success)} to remove the ${chosen.counter}`], bars: [] };
  const targets = answer.targets ?? [];
  if (targets.length === 0) return { parts: [`${percent(answer.success)} an attack roll succeeds`], bars: [] };
  return { parts: targets.map((target) => `${target.name}: ${percent(target.success)}`), bars: [] };
}
