// Issue 41 · one rule for where enemy counters may be (scenario/placement.ts): what the editor offers is what the
// scenario check takes, space by space and kind by kind.
import { describe, expect, it } from 'vitest';
import { checkScenario, counterMayAdvance, counterMayStand, type Scenario } from '../../../shared/engine/games/defense';
import { defender, testScenario } from './helpers/test-building';

const base = (): Scenario => ({
  ...testScenario({ defenders: [defender('ana', 'front-room')] }),
  enemyTypes: [
    { id: 'raiders', name: 'Raiders', kind: 'assault', attackSuccess: { dieAtLeast: 5, diceNeeded: 1 } },
    { id: 'mortar', name: 'Mortar', kind: 'support', attackSuccess: { dieAtLeast: 5, diceNeeded: 1 } },
  ],
});

describe('where counters may be: the editor’s offers and the check agree', () => {
  const scenario = base();
  const spaces = [
    ...scenario.building.floors.flatMap((floor) => floor.spaces.map((space) => ({ id: space.id, takes: null }))),
    ...(scenario.building.outside ?? []).map((space) => ({ id: space.id, takes: space.counters })),
  ];

  it('a counter of each kind in each space: accepted exactly where counterMayStand says', () => {
    for (const space of spaces) {
      for (const [type, kind] of [['raiders', 'assault'], ['mortar', 'support']] as const) {
        const placed = { ...base(), enemies: [{ space: space.id, counters: [{ id: 'e1', type }] }] };
        expect({ space: space.id, kind, accepted: checkScenario(placed).ok }).toEqual({ space: space.id, kind, accepted: counterMayStand(kind, space.takes) });
      }
    }
  });

  it('an outside space advancing into each other space: accepted exactly where counterMayAdvance says', () => {
    for (const from of spaces.filter((space) => space.takes !== null)) {
      for (const to of spaces.filter((space) => space.id !== from.id)) {
        const linked = base();
        for (const space of linked.building.outside ?? []) if (space.id === from.id) space.advancesTo = to.id;
        const checked = checkScenario(linked);
        const refusedForAdvance = !checked.ok && checked.problems.some((problem) => problem.includes('would advance into'));
        expect({ from: from.id, to: to.id, allowed: !refusedForAdvance }).toEqual({ from: from.id, to: to.id, allowed: counterMayAdvance(from.takes, to.takes) });
      }
    }
  });
});
