// Issue 36 · X-Wing 2.5 standard play is played to a scenario (AMG "Star Wars: X-Wing Scenarios", effective
// 2022-08-01, the four standard scenarios X-Wing Alliance keeps). What every one of them shares — the rules
// the table applies (mission-points.ts), stored here as data in our own words:
// - at the start of the game each player earns mission points equal to the opponent's deficit (20 minus the
//   squad points the opponent fielded);
// - a ship destroyed or removed from the game earns its opponent its squad points (Chance Engagement: half of
//   them, rounded down, when its health first drops to half or less, the rest when it is destroyed);
// - at the end of the End Phase a player with 20 mission points or more, and more than the opponent, wins;
//   a player with the only ships left wins; after round 12 the most mission points win (equal: a draw).
// Each scenario adds its objectives on the table and the mission points they give from round 2, at the start
// of the End Phase. What only the table can see (who is in range of what) is asked, one tap an objective.

/** The scenarios Sidetable knows (no zod here: the new-game form reads this list in the first paint). */
export const scenarioIds = ['satelliteArray', 'chanceEngagement', 'salvageMission', 'scrambleTransmissions'] as const;
export type ScenarioId = (typeof scenarioIds)[number];

/** How an objective's mission points are decided at the scoring moment. */
export type ObjectiveControl =
  /** Asked: the player who controls it (or nobody) earns `points`. */
  | { kind: 'askControl'; rule: string }
  /** Asked: whose ships are in range of it (either, both, nobody); each earns `points`, a player alone there `bonus` more. */
  | { kind: 'askPresence'; rule: string; bonus: number }
  /** Kept by the table: the player whose ship tows it earns `points` (no question). */
  | { kind: 'towed' };

export interface ScenarioObjective {
  /** Its name on the table ("Satellite 3"). */
  name: string;
  kind: 'satellite' | 'supplyCache' | 'networkTerminal';
  control: ObjectiveControl;
  points: number;
}

export interface ScenarioRules {
  id: ScenarioId;
  name: string;
  /** One line of what the scenario is about. */
  aim: string;
  /** The setup the scenario changes, in the order it happens, in our words. */
  setup: string[];
  objectives: ScenarioObjective[];
  /** The round from which the objectives score, at the start of each End Phase. */
  scoresFromRound: number;
  /** Chance Engagement: half the squad points (rounded down) when a ship's health first drops to half or less. */
  halfPoints: boolean;
  /** Salvage Mission: the scenario action and what a ship cannot do while it tows. */
  tow?: { range: string; forbids: ('barrelRoll' | 'boost' | 'cloak')[] };
}

/** Standard play: what every scenario shares. */
export const STANDARD_PLAY = {
  /** Mission points that win at the end of an End Phase (with more than the opponent). */
  winningPoints: 20,
  /** The last round: after its End Phase the most mission points win. */
  lastRound: 12,
  /** A squad's full points in 2.5 standard play: the opponent earns what is left unspent. */
  squadPoints: 20,
} as const;

const obstaclesAfter = 'Then the players place obstacles as the Rules Reference says (6 in all); no obstacle may overlap an objective.';

function numbered(count: number, name: string, kind: ScenarioObjective['kind'], control: ObjectiveControl, points = 1): ScenarioObjective[] {
  return Array.from({ length: count }, (_, index) => ({ name: `${name} ${index + 1}`, kind, control, points }));
}

const satelliteControl: ObjectiveControl = {
  kind: 'askControl',
  rule: 'The player with more ships at range 0–1 of it controls it; a medium or large ship counts as two.',
};

export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioRules>> = {
  satelliteArray: {
    id: 'satelliteArray',
    name: 'Assault at the Satellite Array',
    aim: 'Hold the satellites of the array.',
    setup: [
      'At the start of placing obstacles, one satellite goes in the centre (range 4.5 from every edge).',
      'Starting with the first player, the players take turns placing the other four at range 3 of the centre one and beyond range 2 of each other: each player’s first at range 2–4 of their own edge, their second at range 2–4 of the opponent’s.',
      obstaclesAfter,
    ],
    objectives: numbered(5, 'Satellite', 'satellite', satelliteControl),
    scoresFromRound: 2,
    halfPoints: false,
  },
  chanceEngagement: {
    id: 'chanceEngagement',
    name: 'Chance Engagement',
    aim: 'Meet the enemy at the centre and wear their ships down.',
    setup: ['At the start of placing obstacles, one satellite goes in the centre of the play area.', obstaclesAfter],
    objectives: [
      {
        name: 'Centre satellite',
        kind: 'satellite',
        control: { kind: 'askPresence', rule: 'Each player with a ship at range 0–2 of it earns 1 point; a player with the only ships there earns 1 more.', bonus: 1 },
        points: 1,
      },
    ],
    scoresFromRound: 2,
    halfPoints: true,
  },
  salvageMission: {
    id: 'salvageMission',
    name: 'Salvage Mission',
    aim: 'Tow away the supply caches.',
    setup: ['At the start of placing obstacles, the players place five supply caches as the scenario shows, first player first.', obstaclesAfter],
    objectives: numbered(5, 'Supply cache', 'supplyCache', { kind: 'towed' }),
    scoresFromRound: 2,
    halfPoints: false,
    tow: { range: 'range 0–1', forbids: ['barrelRoll', 'boost', 'cloak'] },
  },
  scrambleTransmissions: {
    id: 'scrambleTransmissions',
    name: 'Scramble the Transmissions',
    aim: 'Take the network terminals.',
    setup: ['At the start of placing obstacles, the players place the network terminals as the scenario shows, first player first.', obstaclesAfter],
    objectives: numbered(5, 'Network terminal', 'networkTerminal', {
      kind: 'askControl',
      rule: 'The player the scenario gives the terminal to (by the scenario action at range 0–1) controls it.',
    }),
    scoresFromRound: 2,
    halfPoints: false,
  },
};

/** The scenarios in the order a player picks from. */
export const scenarioList: readonly ScenarioRules[] = Object.values(SCENARIOS);

function normalName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(the|at|a)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A scenario named as a player or a file names it ("Assault at the Satellite Array", "salvage mission", "scramble_the_transmissions"); null when unknown. */
export function scenarioNamed(name: string): ScenarioRules | null {
  const wanted = normalName(name);
  if (wanted === '') return null;
  return scenarioList.find((scenario) => normalName(scenario.name) === wanted || normalName(scenario.id.replace(/([A-Z])/g, ' $1')) === wanted) ?? null;
}
