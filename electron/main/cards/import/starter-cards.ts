import type { ArmadaDice } from '../../../../shared/ipc/cards';
import type { Db } from '../../db/open';
import { editionNames, type CardRecord, type EditionImport } from './card-record';
import { writeEdition } from './card-writer';

// What a fresh install can play with before any import: the two core sets' ships, pilots and
// squadrons. Names, stats and points are game facts; the descriptions are our own words, never
// card text. Keys are the ones the xwing-data2 and FFG-era Armada importers give the same cards,
// so importing a full data set later updates these rows in place (and collections keep pointing at them).

/** Bump when the starter cards change: an install still on the starter set then gets the new one. */
export const STARTER_DATA_VERSION = 'starter-3';

const t65: Omit<CardRecord, 'kind' | 'key' | 'name'> = { factions: ['rebelalliance'], size: 'small', attack: 3, agility: 2, hull: 4, shields: 2 };
const tieLn: Omit<CardRecord, 'kind' | 'key' | 'name'> = { factions: ['galacticempire'], size: 'small', attack: 2, agility: 3, hull: 3, shields: null };
/**
 * The chassis' stats, dial and action bar in the xwing-data2 shape, so a game starts from a starter
 * card as from an imported one: the tile offers the ship's own maneuvers and actions. A dial is a
 * speed, a bearing letter (T turn left, B bank left, F straight, N bank right, Y turn right, K
 * Koiogran turn, E / R Tallon roll left / right) and its colour (W white, B blue, R red).
 */
const chassis = (attack: number, agility: number, hull: number, shields: number, dial: string, actions: string[]) => ({
  stats: [
    { type: 'attack', arc: 'Front Arc', value: attack },
    { type: 'agility', value: agility },
    { type: 'hull', value: hull },
    ...(shields > 0 ? [{ type: 'shields', value: shields }] : []),
  ],
  dial: dial.split(' '),
  actions: actions.map((type) => ({ type, difficulty: 'White' })),
});

function xwingPilot(ship: 'rebelalliance.t65xwing' | 'galacticempire.tielnfighter', pilot: Omit<CardRecord, 'kind'> & { initiative: number; cost: number }): CardRecord {
  const { cost, ...rest } = pilot;
  return { kind: 'pilot', shipKey: ship, ...(ship === 'rebelalliance.t65xwing' ? t65 : tieLn), costMin: cost, costMax: cost, ...rest };
}

const xwingCards: CardRecord[] = [
  { kind: 'ship', key: 'rebelalliance.t65xwing', name: 'T-65 X-wing', ...t65, details: chassis(3, 2, 4, 2, '1BB 1FB 1NB 2TW 2BB 2FB 2NB 2YW 3ER 3TW 3BW 3FW 3NW 3YW 3RR 4FW 4KR', ['Focus', 'Lock', 'Barrel Roll']), text: 'The Rebellion’s all-round starfighter: solid guns, shields and an astromech socket.' },
  { kind: 'ship', key: 'galacticempire.tielnfighter', name: 'TIE/ln Fighter', ...tieLn, details: chassis(2, 3, 3, 0, '1TW 1YW 2TW 2BB 2FB 2NB 2YW 3TW 3BW 3FB 3NW 3YW 3KR 4FW 4KR 5FW', ['Focus', 'Evade', 'Barrel Roll']), text: 'The Empire’s mass-produced fighter: fast and agile, with no shields.' },
  xwingPilot('rebelalliance.t65xwing', {
    key: 'lukeskywalker', name: 'Luke Skywalker', title: 'Red Five', uniqueCount: 1, initiative: 5, cost: 60, force: 2,
    details: { force: { value: 2, recovers: 1 } },
    slots: ['Torpedo', 'Astromech', 'Modification', 'Force Power', 'Configuration'],
    text: 'A Force-sensitive ace who regains Force while under attack.',
  }),
  xwingPilot('rebelalliance.t65xwing', {
    key: 'jekporkins', name: 'Jek Porkins', title: 'Red Six', uniqueCount: 1, initiative: 4, cost: 44,
    slots: ['Talent', 'Torpedo', 'Astromech', 'Modification', 'Configuration'],
    text: 'Can take stress to shrug off a faceup damage card.',
  }),
  xwingPilot('rebelalliance.t65xwing', {
    key: 'redsquadronveteran', name: 'Red Squadron Veteran', initiative: 3, cost: 40,
    slots: ['Talent', 'Torpedo', 'Astromech', 'Modification', 'Configuration'],
    text: 'A seasoned generic X-wing pilot.',
  }),
  xwingPilot('rebelalliance.t65xwing', {
    key: 'bluesquadronescort', name: 'Blue Squadron Escort', initiative: 2, cost: 38,
    slots: ['Torpedo', 'Astromech', 'Modification', 'Configuration'],
    text: 'A green generic X-wing pilot.',
  }),
  xwingPilot('galacticempire.tielnfighter', {
    key: 'idenversio', name: 'Iden Versio', title: 'Inferno Leader', uniqueCount: 1, initiative: 4, cost: 40, charges: 1,
    details: { charges: { value: 1, recovers: 0 } },
    slots: ['Talent', 'Modification'],
    text: 'Spends a charge to shield a nearby TIE from damage.',
  }),
  xwingPilot('galacticempire.tielnfighter', {
    key: 'valenrudor', name: 'Valen Rudor', title: 'Braggadocious Baron', uniqueCount: 1, initiative: 3, cost: 24,
    slots: ['Talent', 'Modification'],
    text: 'Takes a free action when a nearby friend is hit.',
  }),
  xwingPilot('galacticempire.tielnfighter', {
    key: 'nightbeast', name: '"Night Beast"', title: 'Obsidian Two', uniqueCount: 1, initiative: 2, cost: 23,
    slots: ['Modification'],
    text: 'Gets a free focus after an easy manoeuvre.',
  }),
  xwingPilot('galacticempire.tielnfighter', {
    key: 'blacksquadronace', name: 'Black Squadron Ace', initiative: 3, cost: 25, slots: ['Talent', 'Modification'],
    text: 'A veteran generic TIE pilot.',
  }),
  xwingPilot('galacticempire.tielnfighter', {
    key: 'obsidiansquadronpilot', name: 'Obsidian Squadron Pilot', initiative: 2, cost: 23, slots: ['Modification'],
    text: 'A regular generic TIE pilot.',
  }),
  xwingPilot('galacticempire.tielnfighter', {
    key: 'academypilot', name: 'Academy Pilot', initiative: 1, cost: 22, slots: ['Modification'],
    text: 'A cadet: the cheapest TIE in the core set.',
  }),
];

const d = (red: number, blue: number, black: number): ArmadaDice => [red, blue, black];

const armadaCards: CardRecord[] = [
  {
    kind: 'ship', key: 'victory-ii-class-star-destroyer', name: 'Victory II-class Star Destroyer', factions: ['empire'],
    costMin: 85, costMax: 85, size: 'medium', hull: 8, command: 3, squadronValue: 3, engineering: 4,
    shields: 10, shieldZones: { front: 3, left: 3, right: 3, rear: 1 },
    armament: { front: d(3, 3, 0), left: d(2, 1, 0), right: d(2, 1, 0), rear: d(2, 0, 0), antiSquadron: d(0, 1, 0) },
    defenseTokens: ['brace', 'redirect', 'redirect'], speed: 2, speedChart: { '1': [1], '2': [0, 1] },
    slots: ['Officer', 'Weapons Team', 'Offensive Retrofit', 'Ion Cannons', 'Turbolasers'],
    text: 'A slow, heavily armed wedge that trades long-range black dice for blue ion batteries.',
  },
  {
    kind: 'ship', key: 'cr90-corvette-a', name: 'CR90 Corvette A', factions: ['rebel'],
    costMin: 44, costMax: 44, size: 'small', hull: 4, command: 1, squadronValue: 1, engineering: 2,
    shields: 7, shieldZones: { front: 2, left: 2, right: 2, rear: 1 },
    armament: { front: d(2, 1, 0), left: d(1, 1, 0), right: d(1, 1, 0), rear: d(1, 0, 0), antiSquadron: d(0, 1, 0) },
    defenseTokens: ['evade', 'evade', 'redirect'], speed: 4, speedChart: { '1': [2], '2': [1, 2], '3': [0, 1, 2], '4': [0, 1, 1, 2] },
    slots: ['Officer', 'Support Team', 'Defensive Retrofit', 'Ion Cannons'],
    text: 'A fast, nimble blockade runner that relies on speed and evasion.',
  },
  {
    kind: 'ship', key: 'nebulon-b-escort-frigate', name: 'Nebulon-B Escort Frigate', factions: ['rebel'],
    costMin: 57, costMax: 57, size: 'small', hull: 5, command: 2, squadronValue: 2, engineering: 3,
    shields: 7, shieldZones: { front: 3, left: 1, right: 1, rear: 2 },
    armament: { front: d(3, 0, 0), left: d(1, 1, 0), right: d(1, 1, 0), rear: d(2, 0, 0), antiSquadron: d(0, 2, 0) },
    defenseTokens: ['evade', 'brace', 'brace'], speed: 3, speedChart: { '1': [1], '2': [1, 1], '3': [0, 1, 2] },
    slots: ['Officer', 'Support Team', 'Turbolasers'],
    text: 'A sturdy escort frigate that guards fighters and fires well from its sides.',
  },
  {
    kind: 'squadron', key: 'tie-fighter-squadron', name: 'TIE Fighter Squadron', factions: ['empire'],
    costMin: 8, costMax: 8, hull: 3, speed: 4, armament: { antiSquadron: d(0, 3, 0), antiShip: d(0, 1, 0) }, keywords: ['Swarm'],
    text: 'Cheap, fast fighters that hunt best in packs.',
  },
  {
    kind: 'squadron', key: 'x-wing-squadron', name: 'X-wing Squadron', factions: ['rebel'],
    costMin: 13, costMax: 13, hull: 5, speed: 3, armament: { antiSquadron: d(0, 4, 0), antiShip: d(1, 0, 0) }, keywords: ['Bomber', 'Escort'],
    text: 'Tough all-rounders that protect other squadrons and can hurt ships.',
  },
];

export const starterEditions: readonly EditionImport[] = [
  {
    edition: { key: 'xwing-2.0', system: 'xwing', name: editionNames['xwing-2.0'], layout: 'starter', dataVersion: STARTER_DATA_VERSION },
    source: { name: `${editionNames['xwing-2.0']} · core set (built in)`, label: 'core set' },
    cards: xwingCards,
    products: [
      {
        key: 'swz01',
        name: 'X-Wing Second Edition Core Set',
        contents: [
          { kind: 'ship', key: 'rebelalliance.t65xwing', count: 1 },
          { kind: 'ship', key: 'galacticempire.tielnfighter', count: 2 },
          ...['lukeskywalker', 'jekporkins', 'redsquadronveteran', 'bluesquadronescort', 'idenversio', 'valenrudor', 'nightbeast'].map((key) => ({ kind: 'pilot' as const, key, count: 1 })),
          ...['blacksquadronace', 'obsidiansquadronpilot', 'academypilot'].map((key) => ({ kind: 'pilot' as const, key, count: 2 })),
        ],
      },
    ],
  },
  {
    edition: { key: 'armada-ffg', system: 'armada', name: editionNames['armada-ffg'], layout: 'starter', dataVersion: STARTER_DATA_VERSION },
    source: { name: `${editionNames['armada-ffg']} · core set (built in)`, label: 'core set' },
    cards: armadaCards,
    products: [
      {
        key: 'swm01',
        name: 'Star Wars: Armada Core Set',
        contents: [
          { kind: 'ship', key: 'victory-ii-class-star-destroyer', count: 1 },
          { kind: 'ship', key: 'cr90-corvette-a', count: 1 },
          { kind: 'ship', key: 'nebulon-b-escort-frigate', count: 1 },
          { kind: 'squadron', key: 'tie-fighter-squadron', count: 6 },
          { kind: 'squadron', key: 'x-wing-squadron', count: 4 },
        ],
      },
    ],
  },
];

/**
 * Makes a fresh install usable: writes the starter editions when they are missing, or when an
 * install still on an older starter set opens. An edition the player imported is never touched.
 */
export function ensureStarterCards(db: Db): void {
  const current = db.prepare<[string], { layout: string; dataVersion: string | null }>(
    'SELECT layout, data_version AS dataVersion FROM card_editions WHERE key = ?',
  );
  for (const starter of starterEditions) {
    const existing = current.get(starter.edition.key);
    if (!existing || (existing.layout === 'starter' && existing.dataVersion !== STARTER_DATA_VERSION)) writeEdition(db, starter);
  }
}
