import { describe, expect, it } from 'vitest';
import { checkScenario, sampleScenario, type Scenario } from '../../../shared/engine/games/defense';
import { defender, testScenario } from './helpers/test-building';

// Issue 15: a scenario from the editor or from a file is refused with its place named in the
// player's words ("Floor 2, space B: the colour is missing — pick one of red, blue, …"), never a path.

const problemsOf = (input: unknown): string[] => {
  const checked = checkScenario(input);
  return checked.ok ? [] : checked.problems;
};

const withDefender = (): Scenario => testScenario({ defenders: [defender('ana', 'front-room')] });

describe('scenario mistakes in the player’s words', () => {
  it('the sample and the test building are whole', () => {
    expect(problemsOf(sampleScenario)).toEqual([]);
    expect(problemsOf(withDefender())).toEqual([]);
  });

  it('a missing colour names the floor and the space by its letter, and lists the colours to pick from', () => {
    const scenario = structuredClone(withDefender()) as unknown as { building: { floors: { spaces: Record<string, unknown>[] }[] } };
    delete scenario.building.floors[1]?.spaces[1]?.colour;
    expect(problemsOf(scenario)).toEqual(['Floor 2, space B (hall): the colour is missing — pick one of red, blue, green, yellow, white, grey, orange, purple, brown, black.']);
  });

  const cases: [string, (scenario: Record<string, unknown> & Scenario) => void, string][] = [
    ['a combat value too high', (s) => void ((s.defenders[0] as { combatValue: number }).combatValue = 12), 'Defender 1 (Pvt. Ana): the combat value must be at most 9.'],
    ['an empty scenario name', (s) => void (s.name = ''), 'The scenario: the name is missing.'],
    ['a die that no die shows', (s) => void (s.attackSuccess = { dieAtLeast: 7, diceNeeded: 1 }), 'The success rule for counters of no type: the number a die must show must be at most 6.'],
    ['a field Sidetable does not know', (s) => void (s.extra = true), 'The scenario: has a field Sidetable does not know: extra.'],
    ['no floors', (s) => void (s.building.floors = []), 'The building: the floors are empty: add at least one.'],
    ['a counter space of an unknown kind', (s) => void ((s.building.outside?.[3] as { counters: string }).counters = 'artillery'), 'Outside space 4 (park): which enemy counters it takes is not one Sidetable knows — pick assault or support.'],
    ['a combat value as text', (s) => void ((s.defenders[0] as unknown as { combatValue: string }).combatValue = 'two'), 'Defender 1 (Pvt. Ana): the combat value must be a number.'],
  ];
  for (const [name, change, message] of cases) {
    it(`a scenario is refused naming its place: ${name}`, () => {
      const scenario = structuredClone(withDefender()) as Record<string, unknown> & Scenario;
      change(scenario);
      const problems = problemsOf(scenario);
      expect(problems).toEqual([message]);
      for (const problem of problems) expect(problem).not.toMatch(/\[\d+\]|\.\w+\.|floors\b.*spaces\b/);
    });
  }

  it('issue 41 · a place is named by what the editor shows, never by its hidden id: a stack by its space\'s name, a counter by its type\'s, too many counters in words, "an assault counter"', () => {
    const scenario = structuredClone(withDefender()) as Scenario;
    // Ids as the editor makes them: never shown.
    const outside = scenario.building.outside ?? [];
    const park = outside.find((space) => space.id === 'park');
    const street = outside.find((space) => space.id === 'street');
    if (!park || !street) throw new Error('the test building changed');
    park.id = 'space-12';
    street.id = 'space-9';
    street.name = 'Mill lane';
    scenario.lineOfSight = (scenario.lineOfSight ?? []).map((entry) => ({ ...entry, sees: entry.sees.map((seen) => (seen === 'park' ? 'space-12' : seen === 'street' ? 'space-9' : seen)) }));
    scenario.enemyTypes = [{ id: 'type-1', name: 'Raiders', kind: 'assault', attackSuccess: { dieAtLeast: 5, diceNeeded: 1 } }];
    scenario.enemies = [{ space: 'space-9', counters: Array.from({ length: 21 }, (_, i) => ({ id: `enemy-${i + 1}`, type: 'type-1' })) }];
    expect(problemsOf(scenario)).toEqual(['The enemy counters in the Mill lane: the counters are more than 20: keep 20 or fewer.']);
    scenario.enemies = [{ space: 'space-12', counters: [{ id: 'enemy-1', type: 'type-1' }] }];
    const [problem] = problemsOf(scenario);
    expect(problem).toBe('The enemy counters in the park, counter 1 from the top (Raiders): an assault counter cannot stand in the park, which takes support counters only: move it to an assault counter space.');
    expect(problem).not.toMatch(/space-\d|type-\d|enemy-\d/);
  });

  it('every problem is listed, not only the first', () => {
    const scenario = structuredClone(withDefender()) as unknown as Record<string, unknown> & Scenario;
    scenario.name = '';
    (scenario.defenders[0] as { combatValue: number }).combatValue = -1;
    expect(problemsOf(scenario)).toEqual(['The scenario: the name is missing.', 'Defender 1 (Pvt. Ana): the combat value must be at least 0.']);
  });

  it('a file that is not a scenario at all says so', () => {
    expect(problemsOf('hello')).toEqual(['The scenario: must be a group of fields.']);
  });
});
