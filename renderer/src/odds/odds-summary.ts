import type { OddsAnswer } from '../../../shared/ipc/odds';

/** What the odds line and chart show of one answer: a few words and the damage bars. */
export interface OddsSummary {
  /** "Expected damage 3.4", "61% a faceup card", "22% destroyed": joined with " · " in the line. */
  parts: string[];
  /** P(damage = n) for n from 0 to the highest total that can happen. */
  bars: { damage: number; p: number }[];
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
    return {
      parts: [`Expected damage ${odds.expectedDamage.toFixed(1)}`, ...(shipVsShip ? [`${percent(odds.faceupCard)} a faceup card`] : []), `${percent(odds.destroyed)} destroyed`],
      bars: barsOf(odds.damage),
    };
  }
  if (answer.system === 'xwing') {
    const { odds } = answer;
    return { parts: [`Expected ${odds.expectedDamage.toFixed(1)} damage`, `${percent(odds.faceupCard)} a crit`, `${percent(odds.destroyed)} destroyed`], bars: barsOf(odds.damage) };
  }
  return null;
}
