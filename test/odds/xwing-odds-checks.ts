import { expect } from 'vitest';
import type { XwingOdds } from '../../shared/odds/xwing-odds';

// What the X-Wing odds tests compare against their references: distributions cell by cell, and the
// chance each token is spent, keyed as the references key them.

export function expectClose(values: readonly number[], expected: readonly number[], digits = 12): void {
  for (let i = 0; i < Math.max(values.length, expected.length); i++) expect(values[i] ?? 0, `[${i}]`).toBeCloseTo(expected[i] ?? 0, digits);
}

export const spentOf = (odds: XwingOdds): Record<string, number> => ({
  'a.focus': odds.spent.attacker.focus,
  'a.calculate': odds.spent.attacker.calculate,
  'a.lock': odds.spent.attacker.lock,
  'a.force': odds.spent.attacker.force,
  'd.focus': odds.spent.defender.focus,
  'd.calculate': odds.spent.defender.calculate,
  'd.evade': odds.spent.defender.evade,
  'd.force': odds.spent.defender.force,
});
