import fc from 'fast-check';
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

/** Both parties' tokens for a small property test: each token 0 to `most`, the defender's shields 0 to `shields`, hull 1 to 3. */
export const partiesArbitrary = (most: number, shields: number) => {
  const few = fc.integer({ min: 0, max: most });
  return {
    attacker: fc.record({ focus: few, calculate: few, lock: fc.boolean(), force: few }),
    defender: fc.record({ focus: few, calculate: few, evade: few, force: few, shields: fc.integer({ min: 0, max: shields }), hullLeft: fc.integer({ min: 1, max: 3 }) }),
    reinforce: few,
  };
};
