// Issue 41 · the building plan follows the building's links: an outside space whose counters advance into
// the building is drawn beside the floor they enter, whichever floors see it.
import { describe, expect, it } from 'vitest';
import { millraceHouse, kellJunction } from '../../../shared/engine/games/defense/scenario/shipped-scenarios';
import type { Scenario } from '../../../shared/engine/games/defense';
import { buildingPlan, planRowOf } from '../../../renderer/src/table/defense/building/building-plan';
import { defender, testScenario } from './helpers/test-building';
import { startScenario, stateOf } from './helpers/defense-game';

const planOf = (scenario: Scenario) => buildingPlan(stateOf(startScenario(scenario)));

describe('the building plan (issue 41)', () => {
  it('002 · Enemy advance: a space whose counters advance into the ground floor is drawn beside it, not beside the loft that also sees it; a chain of outside spaces is followed', () => {
    const scenario = testScenario({ defenders: [defender('ana', 'front-room')] });
    const outside = scenario.building.outside ?? [];
    const garden = outside.find((space) => space.id === 'garden');
    const lane = outside.find((space) => space.id === 'lane');
    if (!garden || !lane) throw new Error('the test building changed');
    // The loft (top floor) sees the garden first in the list; its counters go into the back room (ground floor).
    garden.advancesTo = 'back-room';
    lane.advancesTo = 'garden';
    const plan = planOf(scenario);
    expect(planRowOf(plan, 'garden')).toBe('ground');
    expect(planRowOf(plan, 'lane')).toBe('ground');
    // A space that leads nowhere inside still goes beside a floor that sees it.
    expect(plan.some((row) => row.outside.some((space) => space.id === 'park'))).toBe(true);
  });

  it('the shipped scenarios: every outside space whose counters come in is drawn beside the floor they enter', () => {
    for (const scenario of [millraceHouse, kellJunction]) {
      const state = stateOf(startScenario(scenario));
      const plan = buildingPlan(state);
      const byId = new Map(state.spaces.map((space) => [space.id, space]));
      for (const space of state.spaces.filter((candidate) => candidate.floor === null)) {
        let at = space;
        const seen = new Set<string>();
        while (at.floor === null && at.advancesTo && !seen.has(at.id)) {
          seen.add(at.id);
          at = byId.get(at.advancesTo) ?? at;
        }
        if (at.floor !== null) expect({ scenario: scenario.name, space: space.name, row: planRowOf(plan, space.id) }).toEqual({ scenario: scenario.name, space: space.name, row: at.floor });
        expect(planRowOf(plan, space.id)).not.toBeNull();
      }
    }
  });
});
