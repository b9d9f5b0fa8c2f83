import { describe, expect, it } from 'vitest';
import { emptySession, viewSession } from '../../../shared/engine';
import { sampleScenario, type DefenseSetupCommand, type Scenario } from '../../../shared/engine/games/defense';
import { actionsOf, expectMessage, optionsOf, play, refusal, startScenario, stateOf } from './helpers/defense-game';
import { assault, defender, grenade, testScenario } from './helpers/test-building';

const setup = (scenario: unknown) => ({ type: 'setup', seed: 1, scenario });

/** The test building with one change made to its plain data. */
function edited(change: (scenario: Scenario) => void): Scenario {
  const scenario = structuredClone(testScenario({ defenders: [defender('ana', 'front-room')] }));
  change(scenario);
  return scenario;
}

describe('scenarios are data', () => {
  it('the sample scenario says plainly that it is a sample made up for Sidetable', () => {
    expect(sampleScenario.name).toMatch(/sample/i);
    expect(sampleScenario.name).toMatch(/made up for Sidetable/);
    expect(sampleScenario.description).toMatch(/invented for Sidetable/);
    expect(sampleScenario.description).toMatch(/not a published scenario/);
  });

  it('the sample scenario sets up: three floors with coloured and interior spaces, counter spaces outside, line of sight, varied defenders', () => {
    const session = startScenario(sampleScenario);
    const state = stateOf(session);
    expect(state.floors.map((floor) => floor.level).sort()).toEqual(['basement', 'ground', 'top']);
    for (const floor of state.floors) expect(state.spaces.filter((space) => space.floor === floor.level && space.interior)).toHaveLength(1);
    expect(new Set(state.spaces.filter((space) => space.floor !== null).map((space) => space.colour)).size).toBeGreaterThan(2);
    expect(state.spaces.some((space) => space.counterSpace === 'assault')).toBe(true);
    expect(state.spaces.some((space) => space.counterSpace === 'support')).toBe(true);
    expect(state.spaces.some((space) => space.sees.length > 0)).toBe(true);
    expect(state.defenders.length).toBeGreaterThanOrEqual(4);
    expect(state.defenders.length).toBeLessThanOrEqual(6);
    expect(state.defenders.some((entry) => entry.command)).toBe(true);
    expect(state.defenders.some((entry) => entry.inspire !== null)).toBe(true);
    expect(state.spaces.some((space) => space.weapons.length > 0 && space.ammunition > 0)).toBe(true);
    expect(state.spaces.reduce((sum, space) => sum + space.enemies.length, 0)).toBeGreaterThan(0);
    expect(new Set(state.spaces.flatMap((space) => space.weapons.flatMap((token) => token.designations)))).toEqual(new Set(['R', 'G', 'S']));
    expect(viewSession(session).round).toBe(1);
    expect(optionsOf(session)).toMatchObject({ round: 1, step: 'beforeDefense', commands: expect.arrayContaining(['startDefensePhase']) });
  });

  it('in the sample scenario, each of the five actions is open to some defender in the first defense phase', () => {
    const session = play(startScenario(sampleScenario), { type: 'startDefensePhase' }).session;
    for (const action of ['attack', 'grenades', 'suppress', 'recover'] as const) {
      expect(optionsOf(session).defenders.some((entry) => entry[action].allowed)).toBe(true);
    }
    // The commander needs someone to recover: after the rifleman beside him acts, he does.
    const acted = play(session, { type: 'attack', defender: 'marek', space: 'street', faces: [1, 1] }).session;
    expect(actionsOf(acted, 'varga').command).toMatchObject({ allowed: true, parameters: { recipients: [{ defender: 'marek' }] } });
  });

  it('setup validates the scenario with its schema, naming the field', () => {
    const bad = edited((scenario) => {
      const first = scenario.defenders[0];
      if (first) first.combatValue = 12;
    });
    expect(refusal(emptySession('defense'), setup(bad))).toEqual({ code: 'invalid_command', message: 'Setup, scenario, defender 1, combat value: must be at most 9.' });
    const noFloors = edited((scenario) => void (scenario.building.floors = []));
    expect(refusal(emptySession('defense'), setup(noFloors)).message).toBe('Setup, scenario, building, floors: needs at least 1 entries.');
    expect(refusal(emptySession('defense'), setup({ ...testScenario(), attackSuccess: { dieAtLeast: 7, diceNeeded: 1 } })).message).toBe('Setup, scenario, attack success, die at least: must be at most 6.');
    expect(refusal(emptySession('defense'), setup({ ...testScenario(), extra: true })).message).toBe('Setup, scenario: has unknown field extra.');
  });

  const cases: [string, (scenario: Scenario) => void, string][] = [
    [
      "a space's line of sight listed twice",
      (scenario) => void scenario.lineOfSight?.push({ from: 'loft', sees: ['garden'] }),
      'The line of sight from the loft: loft already has its line of sight listed: list everything a space sees in one entry.',
    ],
    [
      'a line of sight from a space that does not exist',
      (scenario) => void scenario.lineOfSight?.push({ from: 'roof', sees: ['street'] }),
      'Line of sight 8: there is no space roof in the building.',
    ],
    [
      'a line of sight to a space that does not exist',
      (scenario) => void scenario.lineOfSight?.push({ from: 'vault', sees: ['street', 'attic-window'] }),
      'The line of sight from the vault, seen space 2: there is no space attic-window in the building.',
    ],
    [
      'a defender placed in an unknown space',
      (scenario) => void scenario.defenders.push(defender('ben', 'roof')),
      'Defender 2 (Pvt. Ben): there is no space roof in the building.',
    ],
    [
      'a defender placed outside the building',
      (scenario) => void scenario.defenders.push(defender('ben', 'street')),
      'Defender 2 (Pvt. Ben): street is a counter space outside the building: defenders stand inside.',
    ],
    [
      'a duplicate defender id',
      (scenario) => void scenario.defenders.push(defender('ana', 'hall')),
      'Defender 2 (Pvt. Ana): two pieces are named ana: every defender, weapon token and enemy counter needs its own id.',
    ],
    [
      'a weapon token with the id of a defender',
      (scenario) => void (scenario.tokens = [{ space: 'hall', weapons: [grenade('ana')] }]),
      'The tokens in the hall, weapon token 1 (Grenades): two pieces are named ana: every defender, weapon token and enemy counter needs its own id.',
    ],
    [
      'a duplicate enemy counter id',
      (scenario) => void (scenario.enemies = [{ space: 'street', counters: [assault('x')] }, { space: 'lane', counters: [assault('x')] }]),
      'The enemy counters in the lane, counter 1 from the top (Assault x): two pieces are named x: every defender, weapon token and enemy counter needs its own id.',
    ],
    [
      'a duplicate space id',
      (scenario) => void scenario.building.outside?.push({ id: 'hall', name: 'hall door', counters: 'assault' }),
      'Outside space 5 (hall door): two spaces are named hall.',
    ],
    [
      'a floor listed twice',
      (scenario) => {
        const basement = scenario.building.floors[2];
        if (basement) basement.level = 'top';
      },
      'Floor 3 (Basement): the top floor is listed twice.',
    ],
    [
      'two interior spaces on one floor',
      (scenario) => void scenario.building.floors[1]?.spaces.push({ id: 'inner-hall', name: 'inner hall', colour: 'blue', interior: true }),
      'Floor 2, space E (inner hall): the ground floor already has its interior space (hall).',
    ],
    [
      'tokens in an unknown space',
      (scenario) => void (scenario.tokens = [{ space: 'roof', ammunition: 1 }]),
      'Tokens 1: there is no space roof in the building.',
    ],
    [
      'weapon tokens outside the building',
      (scenario) => void (scenario.tokens = [{ space: 'street', weapons: [grenade()] }]),
      'The tokens in the street: street is outside the building: weapon and ammunition tokens are kept inside.',
    ],
    [
      'suppression tokens outside an assault counter space',
      (scenario) => void (scenario.tokens = [{ space: 'park', suppression: 2 }]),
      'The tokens in the park: suppression tokens are placed in assault counter spaces, and park is not one.',
    ],
    [
      'enemy counters in an unknown space',
      (scenario) => void (scenario.enemies = [{ space: 'roof', counters: [assault('x')] }]),
      'Enemy stack 1: there is no space roof in the building.',
    ],
    [
      'two stacks in one space',
      (scenario) => void (scenario.enemies = [{ space: 'street', counters: [assault('x')] }, { space: 'street', counters: [assault('y')] }]),
      'The enemy counters in the street: street has two stacks: list a space\'s counters in one entry, top first.',
    ],
  ];
  for (const [name, change, message] of cases) {
    it(`a bad scenario is refused naming its place as the editor shows it, never a field path: ${name}`, () => {
      const error = refusal(emptySession('defense'), setup(edited(change)));
      expect(error).toEqual({ code: 'invalid_scenario', message });
      expectMessage(error, /\.$/);
      expect(error.message).not.toMatch(/setup\.|\[\d+\]|scenario\./);
      // The same building without the mistake sets up.
      expect(() => startScenario(edited(() => {}))).not.toThrow();
    });
  }

  it('missing ids are made up, never clashing with the ids the scenario gives', () => {
    const state = stateOf(
      startScenario(
        testScenario({
          defenders: [{ name: 'Pvt. Anon', combatValue: 1, space: 'hall' }, defender('defender-1', 'hall')],
          tokens: [{ space: 'hall', weapons: [{ name: 'Grenades', designations: ['G'] }] }],
          enemies: [{ space: 'street', counters: [{ name: 'Squad', kind: 'assault' }, assault('enemy-1')] }],
        }),
      ),
    );
    expect(state.defenders.map((entry) => entry.id)).toEqual(['defender-2', 'defender-1']);
    expect(state.spaces.find((space) => space.id === 'hall')?.weapons.map((token) => token.id)).toEqual(['weapon-1']);
    expect(state.spaces.find((space) => space.id === 'street')?.enemies.map((counter) => counter.id)).toEqual(['enemy-2', 'enemy-1']);
  });

  it('setup is the first command only, and the seed is required', () => {
    const command: DefenseSetupCommand = { type: 'setup', seed: 'typed', scenario: sampleScenario };
    const session = play(emptySession('defense'), command).session;
    expectMessage(refusal(session, setup(sampleScenario)), /already set up/);
    expect(refusal(emptySession('defense'), { type: 'startDefensePhase' }).code).toBe('not_set_up');
    expect(refusal(emptySession('defense'), { type: 'setup', scenario: sampleScenario }).message).toMatch(/^Setup, seed: /);
  });
});
