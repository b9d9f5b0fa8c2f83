import type { Scenario } from './scenario-schema';

// Two complete scenarios written for Sidetable: every name, number and sentence is our own, made
// up for the app; none comes from a published game. Each is played from its first round to a win
// or a loss: the enemy acts in its phase, arrivals and events come in theirs, and the end is judged.

/** The turn both scenarios use: events and arrivals, the enemy, then the defense phase (002); the counters shown in each. */
const threePhaseTurn = (eventsName: string, tracks: string[]): NonNullable<Scenario['turn']> => ({
  phases: [
    { name: eventsName, events: true, tracks },
    { name: 'Enemy phase', enemiesAdvance: true, enemyAttacks: true, tracks },
    { name: 'Defense phase', defense: true, tracks },
  ],
});

type EnemyAttack = NonNullable<NonNullable<Scenario['enemyTypes']>[number]['attack']>;

/** Raiders, in both scenarios: assault counters rolling two dice that hit on a 6; what a hit does is each scenario's. */
const raiders = (hit: EnemyAttack['hit'], track?: EnemyAttack['track']): NonNullable<Scenario['enemyTypes']>[number] => ({
  id: 'raiders',
  name: 'Raiders',
  kind: 'assault',
  attackSuccess: { dieAtLeast: 5, diceNeeded: 1 },
  attack: { dice: 2, hitOn: 6, reach: 'lineOfSight', hit, ...(track ? { track } : {}) },
});

export const millraceHouse: Scenario = {
  name: 'Millrace House',
  description:
    'A stone mill house on a slow river. Three defenders hold its kitchen, mill floor and loft for six rounds while raiders come up the lane and the towpath, ' +
    'and a mortar crew sets up on the far bank. Hold to the end, or clear every raider, to win; two casualties, two counters inside, or resolve gone, and the house falls. ' +
    'Written for Sidetable; not from any published game.',
  building: {
    floors: [
      { level: 'top', name: 'Loft', spaces: [{ id: 'loft', name: 'loft', colour: 'red', interior: true }] },
      {
        level: 'ground',
        name: 'Ground floor',
        spaces: [
          { id: 'kitchen', name: 'kitchen', colour: 'green' },
          { id: 'mill-floor', name: 'mill floor', colour: 'green', interior: true },
        ],
      },
    ],
    outside: [
      { id: 'lane', name: 'lane', counters: 'assault', advancesTo: 'kitchen' },
      { id: 'towpath', name: 'towpath', counters: 'assault', advancesTo: 'mill-floor' },
      { id: 'far-bank', name: 'far bank', counters: 'support' },
    ],
  },
  lineOfSight: [
    { from: 'kitchen', sees: ['kitchen', 'lane', 'mill-floor'] },
    { from: 'mill-floor', sees: ['mill-floor', 'towpath', 'kitchen'] },
    { from: 'loft', sees: ['loft', 'lane', 'towpath', 'far-bank'] },
  ],
  defenders: [
    { id: 'brann', name: 'Brann', combatValue: 2, space: 'kitchen' },
    { id: 'osk', name: 'Osk', combatValue: 2, space: 'mill-floor', command: true },
    { id: 'tilde', name: 'Tilde', combatValue: 2, space: 'loft', suppression: 1 },
  ],
  tokens: [
    { space: 'loft', weapons: [{ id: 'hunting-rifle', name: 'Hunting rifle', designations: ['R'] }, { id: 'loft-mg', name: 'Light machine gun', designations: ['R', 'S'] }], ammunition: 2 },
    { space: 'kitchen', weapons: [{ id: 'kitchen-grenades', name: 'Grenades', designations: ['G'] }] },
  ],
  enemies: [{ space: 'lane', counters: [{ id: 'raiders-1', type: 'raiders' }] }],
  attackSuccess: { dieAtLeast: 5, diceNeeded: 1 },
  enemyTypes: [
    raiders('disrupt'),
    {
      id: 'mortar',
      name: 'Mortar crew',
      kind: 'support',
      attackSuccess: { dieAtLeast: 6, diceNeeded: 1 },
      attack: { dice: 1, hitOn: 5, reach: 'lineOfSight', floors: ['top'], hit: 'casualty', track: { track: 'casualties', by: 1 } },
    },
  ],
  tracks: [
    { id: 'casualties', name: 'Casualties', start: 0, min: 0, max: 3 },
    { id: 'resolve', name: 'Resolve', start: 3, min: 0, max: 5 },
  ],
  turn: threePhaseTurn('Events phase', ['casualties', 'resolve']),
  events: {
    schedule: [
      { round: 3, name: 'Raiders on the towpath', text: 'Two raider squads come along the river.', effects: [{ kind: 'arrive', space: 'towpath', enemyType: 'raiders', count: 2 }] },
      { round: 4, name: 'Mortar on the far bank', text: 'A mortar crew digs in across the water.', effects: [{ kind: 'arrive', space: 'far-bank', enemyType: 'mortar' }] },
    ],
    deck: [
      { name: 'Still water', text: 'Nothing stirs on the river.', copies: 2 },
      { name: 'Rain squall', text: 'Rain sweeps the banks; every suppression token is cleared.', effects: [{ kind: 'clearSuppression' }] },
      { name: 'Letters from home', text: 'A runner brings the post. Resolve +1.', effects: [{ kind: 'moveTrack', track: 'resolve', by: 1 }] },
      { name: 'Smoke on the hill', text: 'The village behind is burning. Resolve −1.', effects: [{ kind: 'moveTrack', track: 'resolve', by: -1 }] },
    ],
  },
  end: {
    rounds: 6,
    conditions: [
      { kind: 'allDefendersOut', result: 'defeat' },
      { kind: 'trackAtLeast', track: 'casualties', value: 2, result: 'defeat' },
      { kind: 'enemyInBuilding', count: 2, result: 'defeat' },
      { kind: 'trackAtMost', track: 'resolve', value: 0, result: 'defeat' },
      { kind: 'noEnemyLeft', result: 'victory' },
      { kind: 'roundsHeld', result: 'victory' },
    ],
  },
};

export const kellJunction: Scenario = {
  name: 'Kell Junction signal box',
  description:
    'A two-storey signal box beside a rail cutting. A sergeant and two signalmen must keep the levers for four rounds while raiders pour in from the cutting and the platform ' +
    'and a field gun shells the lever room. Hold four rounds to win; three losses, three raiders inside, or nobody left standing, and the junction is lost. ' +
    'Written for Sidetable; not from any published game.',
  building: {
    floors: [
      { level: 'top', name: 'Lever room', spaces: [{ id: 'lever-room', name: 'lever room', colour: 'blue', interior: true }] },
      {
        level: 'ground',
        name: 'Ground floor',
        spaces: [
          { id: 'stair-foot', name: 'stair foot', colour: 'blue', interior: true },
          { id: 'lamp-store', name: 'lamp store', colour: 'yellow' },
        ],
      },
    ],
    outside: [
      { id: 'cutting', name: 'cutting', counters: 'assault', advancesTo: 'stair-foot' },
      { id: 'platform', name: 'platform', counters: 'assault', advancesTo: 'lamp-store' },
      { id: 'embankment', name: 'embankment', counters: 'support' },
    ],
  },
  lineOfSight: [
    { from: 'lever-room', sees: ['lever-room', 'cutting', 'platform', 'embankment'] },
    { from: 'stair-foot', sees: ['stair-foot', 'cutting', 'lamp-store'] },
    { from: 'lamp-store', sees: ['lamp-store', 'platform', 'stair-foot'] },
  ],
  defenders: [
    { id: 'aune', name: 'Sgt. Aune', combatValue: 3, space: 'lever-room', command: true },
    { id: 'pike', name: 'Pike', combatValue: 2, space: 'stair-foot' },
    { id: 'rusk', name: 'Rusk', combatValue: 1, space: 'lamp-store', inspire: 1 },
  ],
  tokens: [
    { space: 'lever-room', weapons: [{ id: 'signal-rifle', name: 'Signal rifle', designations: ['R'] }] },
    { space: 'stair-foot', weapons: [{ id: 'stair-grenades', name: 'Grenades', designations: ['G'] }] },
  ],
  enemies: [
    { space: 'cutting', counters: [{ id: 'raiders-a', type: 'raiders' }] },
    { space: 'platform', counters: [{ id: 'raiders-b', type: 'raiders' }] },
    { space: 'embankment', counters: [{ id: 'field-gun', type: 'field-gun' }] },
  ],
  attackSuccess: { dieAtLeast: 5, diceNeeded: 1 },
  enemyTypes: [
    raiders('casualty', { track: 'losses', by: 1 }),
    {
      id: 'field-gun',
      name: 'Field gun',
      kind: 'support',
      attackSuccess: { dieAtLeast: 6, diceNeeded: 1 },
      attack: { dice: 1, hitOn: 4, reach: 'lineOfSight', floors: ['top'], hit: 'disrupt' },
    },
  ],
  tracks: [{ id: 'losses', name: 'Losses', start: 0, min: 0, max: 3 }],
  turn: threePhaseTurn('Arrivals', ['losses']),
  events: {
    schedule: [
      { round: 2, name: 'More raiders in the cutting', text: 'Two squads climb down from the bridge.', effects: [{ kind: 'arrive', space: 'cutting', enemyType: 'raiders', count: 2 }] },
      { round: 3, name: 'Raiders on the platform', text: 'Two squads jump from a goods wagon.', effects: [{ kind: 'arrive', space: 'platform', enemyType: 'raiders', count: 2 }] },
    ],
  },
  end: {
    rounds: 4,
    conditions: [
      { kind: 'allDefendersOut', result: 'defeat' },
      { kind: 'trackAtLeast', track: 'losses', value: 3, result: 'defeat' },
      { kind: 'enemyInBuilding', count: 3, result: 'defeat' },
      { kind: 'roundsHeld', result: 'victory' },
    ],
  },
};

/** The scenarios the app comes with, offered when a defense game starts. */
export const shippedScenarios: readonly Scenario[] = [millraceHouse, kellJunction];
