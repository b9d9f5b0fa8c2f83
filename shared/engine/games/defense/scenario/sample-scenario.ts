import type { Scenario } from './scenario-schema';

/**
 * A sample made up for Sidetable so the defense phase can be tried at once. Every name and number
 * here is invented; it is not a published scenario and copies no published game's text.
 */
export const sampleScenario: Scenario = {
  name: 'Sample: the corner bakery (made up for Sidetable)',
  description:
    'A sample scenario invented for Sidetable to try the defense phase: a small three-floor corner building held by six defenders. ' +
    'It is not a published scenario; its building, names and numbers are made up. ' +
    'The attack success setting is a placeholder too: set it to what your edition says.',
  building: {
    floors: [
      {
        level: 'top',
        name: 'Top floor',
        spaces: [
          { id: 'top-front', name: 'front attic', colour: 'red' },
          { id: 'top-landing', name: 'upper landing', colour: 'blue', interior: true },
          { id: 'top-back', name: 'back attic', colour: 'red' },
        ],
      },
      {
        level: 'ground',
        name: 'Ground floor',
        spaces: [
          { id: 'shop', name: 'shop front', colour: 'green' },
          { id: 'stairwell', name: 'stairwell', colour: 'blue', interior: true },
          { id: 'bakehouse', name: 'bakehouse', colour: 'green' },
        ],
      },
      {
        level: 'basement',
        name: 'Basement',
        spaces: [
          { id: 'flour-store', name: 'flour store', colour: 'yellow' },
          { id: 'cellar', name: 'cellar passage', colour: 'yellow', interior: true },
        ],
      },
    ],
    outside: [
      { id: 'street', name: 'street', counters: 'assault' },
      { id: 'alley', name: 'alley', counters: 'assault' },
      { id: 'yard', name: 'yard', counters: 'assault' },
      { id: 'square', name: 'square', counters: 'support' },
      { id: 'rubble', name: 'rubble field', counters: 'support' },
    ],
  },
  lineOfSight: [
    { from: 'top-front', sees: ['street', 'alley', 'square'] },
    { from: 'top-back', sees: ['yard', 'rubble'] },
    { from: 'shop', sees: ['street', 'alley', 'square', 'stairwell'] },
    { from: 'bakehouse', sees: ['yard', 'alley', 'rubble', 'stairwell'] },
    { from: 'flour-store', sees: ['street'] },
  ],
  defenders: [
    { id: 'varga', name: 'Sgt. Varga', combatValue: 3, command: true, space: 'shop' },
    { id: 'ilves', name: 'Cpl. Ilves', combatValue: 3, inspire: 1, space: 'bakehouse' },
    { id: 'marek', name: 'Pvt. Marek', combatValue: 2, space: 'shop' },
    { id: 'dunai', name: 'Pvt. Dunai', combatValue: 2, suppression: 1, space: 'top-front' },
    { id: 'sokol', name: 'Pvt. Sokol', combatValue: 1, space: 'top-back', side: 'exhausted' },
    { id: 'lenz', name: 'Pvt. Lenz', combatValue: 2, space: 'flour-store', disrupted: 1 },
  ],
  tokens: [
    { space: 'top-front', weapons: [{ id: 'mg', name: 'Machine gun', designations: ['R', 'S'] }], ammunition: 2 },
    { space: 'shop', weapons: [{ id: 'grenades-1', name: 'Grenades', designations: ['G'] }, { id: 'grenades-2', name: 'Grenades', designations: ['G'] }] },
    { space: 'bakehouse', weapons: [{ id: 'rifle', name: 'Scoped rifle', designations: ['R'] }] },
    { space: 'cellar', weapons: [{ id: 'grenades-3', name: 'Grenades', designations: ['G'] }], ammunition: 1 },
  ],
  enemies: [
    {
      space: 'street',
      counters: [
        { id: 'assault-a', name: 'Assault squad A', kind: 'assault' },
        { id: 'assault-b', name: 'Assault squad B', kind: 'assault' },
      ],
    },
    { space: 'stairwell', counters: [{ id: 'breachers', name: 'Breaching squad', kind: 'assault' }] },
    { space: 'square', counters: [{ id: 'mortar', name: 'Mortar team', kind: 'support' }] },
    { space: 'rubble', counters: [{ id: 'mg-team', name: 'Machine-gun team', kind: 'support' }] },
  ],
  attackSuccess: { dieAtLeast: 5, diceNeeded: 1 },
};
