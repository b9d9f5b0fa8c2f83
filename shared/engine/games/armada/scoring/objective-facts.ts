// RRG · Objectives: every objective card's facts, in our own short words, keyed by the card data's id
// (the ISB data's key) and found by the card's name. The card text itself stays in the imported card
// data (read on the table from there); here are only the facts one rule reads: its kind, what its
// setup places, the moments it acts at (a reminder then), what a victory token is worth, and the
// scoring it changes. The game is played on the physical table: the app reminds, asks, and counts.

export type ObjectiveKind = 'assault' | 'defense' | 'navigation' | 'campaign';

/** The moments of a round an objective acts at, in play order. */
export type ObjectiveMoment =
  | 'setup'
  | 'afterDeployment'
  | 'startOfRound'
  | 'endOfCommandPhase'
  | 'shipPhase'
  | 'revealDial'
  | 'attack'
  | 'afterManeuver'
  | 'squadronPhase'
  | 'endOfRound'
  | 'shipDestroyed'
  | 'endOfGame';

export const objectiveMoments: readonly ObjectiveMoment[] = [
  'setup', 'afterDeployment', 'startOfRound', 'endOfCommandPhase', 'shipPhase', 'revealDial', 'attack', 'afterManeuver', 'squadronPhase', 'endOfRound', 'shipDestroyed', 'endOfGame',
];

/** What a moment is called on the table. */
export const objectiveMomentNames: Record<ObjectiveMoment, string> = {
  setup: 'Setup',
  afterDeployment: 'After deployment',
  startOfRound: 'Start of the round',
  endOfCommandPhase: 'End of the command phase',
  shipPhase: 'Ship phase',
  revealDial: 'When a ship reveals its dial',
  attack: 'While attacking',
  afterManeuver: 'After a maneuver',
  squadronPhase: 'Squadron phase',
  endOfRound: 'End of the round',
  shipDestroyed: 'When a ship is destroyed',
  endOfGame: 'End of the game',
};

/** Scoring the app applies at the end (the rest of an objective's scoring is its victory tokens). */
export type ObjectiveScoring =
  /** A destroyed objective ship scores its ship cost twice (its upgrades once). */
  | 'objectiveShipsDoubled'
  /** Each enemy ship still in play with a damage card scores half its cost, rounded up. */
  | 'damagedShipsHalf'
  /** The player with more victory tokens scores 75 more. */
  | 'mostVictoryTokens75';

/** A special rule during an attack the engine applies itself (the rest of an attack's objective rules are reminders). */
export type ObjectiveAttackRule =
  /** A ship attacking an objective ship may add 1 die of a colour already in its pool (once per attack). */
  | { rule: 'addDieAgainstObjectiveShip' }
  /** An objective ship may attack from a hull zone it already attacked from; the first player's not at a target that zone already had this round. */
  | { rule: 'objectiveShipRepeatsZone'; firstPlayerNewTarget: boolean };

/** A campaign objective's own award to the campaign (resource points), as its card prints it. */
export interface CampaignAwards {
  /** Resource points the first player's team gains for each victory token the first player gained. */
  perFirstPlayerToken: number;
  /** Resource points the winner's team gains. */
  winner: number;
}

export interface ObjectiveFacts {
  /** The card data's id (the ISB key). */
  key: string;
  /** The card's name, as both data sets print it. */
  name: string;
  kind: ObjectiveKind;
  /** Points one victory token is worth (0: the objective gives none). */
  victoryTokenValue: number;
  /** What the setup places, in order: one line a step, ticked off as the players place it. */
  setup: string[];
  /** Objective ships the players choose (who chooses, in our words), or null. */
  objectiveShips: string | null;
  /** Objective tokens the setup places (a count), one per ship, or none. */
  objectiveTokens: number | 'perShip' | 0;
  /** The special rule and scoring at their moments, as a short reminder each. */
  moments: Partial<Record<ObjectiveMoment, string>>;
  /** Moments at which victory tokens may change hands: the table asks then. */
  awards: ObjectiveMoment[];
  scoring: ObjectiveScoring | null;
  /** Rules during an attack the engine applies (attack/objective-attack.ts). */
  attackRules: ObjectiveAttackRule[];
  /** Campaign objectives: the resource points the card awards (null: none of its own). */
  campaignAwards: CampaignAwards | null;
  /** Issue 35: the attacks its attack rule speaks of, so its reminder shows in those alone (never in a counter). */
  attackConcerns: ObjectiveAttackConcern;
}

/**
 * The attacks an objective's attack rule is about: any; one against a ship; a ship's against a ship;
 * a ship's (any defender); a squadron's against a ship; an objective ship's; one against an objective ship.
 */
export type ObjectiveAttackConcern = 'any' | 'onShip' | 'shipOnShip' | 'byShip' | 'squadronOnShip' | 'byObjectiveShip' | 'onObjectiveShip';

type Facts = Omit<ObjectiveFacts, 'key' | 'name' | 'kind' | 'victoryTokenValue' | 'objectiveShips' | 'objectiveTokens' | 'awards' | 'scoring' | 'attackRules' | 'campaignAwards' | 'attackConcerns'> &
  Partial<Pick<ObjectiveFacts, 'objectiveShips' | 'objectiveTokens' | 'awards' | 'scoring' | 'attackRules' | 'campaignAwards' | 'attackConcerns'>>;

function facts(key: string, name: string, kind: ObjectiveKind, victoryTokenValue: number, rest: Facts): ObjectiveFacts {
  return { key, name, kind, victoryTokenValue, objectiveShips: null, objectiveTokens: 0, awards: [], scoring: null, attackRules: [], campaignAwards: null, attackConcerns: 'any', ...rest };
}

const obstaclesAsNormal = 'Obstacles: placed as usual, alternating.';
const shipDoubled = 'A destroyed objective ship scores its ship cost twice (upgrades once).';

export const objectiveFacts: readonly ObjectiveFacts[] = [
  // Assault
  facts('advanced-gunnery', 'Advanced Gunnery', 'assault', 0, {
    attackConcerns: 'byObjectiveShip',
    setup: [obstaclesAsNormal, 'After deployment, each player picks one own ship as objective ship (first player first).'],
    objectiveShips: 'Each player picks one of their own ships, first player first.',
    moments: { attack: 'An objective ship may attack again from a hull zone it already attacked from (the second player’s even at the same target).', endOfGame: shipDoubled },
    scoring: 'objectiveShipsDoubled',
    attackRules: [{ rule: 'objectiveShipRepeatsZone', firstPlayerNewTarget: true }],
  }),
  facts('most-wanted', 'Most Wanted', 'assault', 0, {
    attackConcerns: 'onObjectiveShip',
    setup: [obstaclesAsNormal, 'After deployment, the second player picks one ship of each fleet as objective ships.'],
    objectiveShips: 'The second player picks one own ship and one of the first player’s.',
    moments: { attack: 'A ship attacking an objective ship: add 1 die of a colour already in the pool.', endOfGame: shipDoubled },
    scoring: 'objectiveShipsDoubled',
    attackRules: [{ rule: 'addDieAgainstObjectiveShip' }],
  }),
  facts('opening-salvo', 'Opening Salvo', 'assault', 0, {
    attackConcerns: 'shipOnShip',
    setup: [obstaclesAsNormal, 'After deployment, every ship gets 1 objective token.'],
    objectiveTokens: 'perShip',
    moments: { attack: 'A ship’s first attack on a ship spends its token: 2 red dice more (the second player: 2 dice of any colours).', endOfGame: 'Each enemy ship still in play with a damage card scores half its cost, rounded up.' },
    scoring: 'damagedShipsHalf',
  }),
  facts('precision-strike', 'Precision Strike', 'assault', 15, {
    attackConcerns: 'onShip',
    setup: [obstaclesAsNormal, 'After deployment, each of the second player’s ships gets a Concentrate Fire token.'],
    moments: { attack: 'A ship or Bomber may spend a hit die to flip a random facedown card on the defender faceup; 1 victory token per card dealt or flipped faceup.' },
    awards: ['attack'],
  }),
  facts('blockade-run', 'Blockade Run', 'assault', 20, {
    setup: ['The short (3′) edges are the player edges; deployment zones within 2 range rulers of them.', 'The second player places every obstacle, away from the edges and each other.', 'The second player gives each own ship an objective token.'],
    objectiveTokens: 'perShip',
    moments: { shipDestroyed: 'A ship with an objective token destroyed: the first player gains 1 victory token.', endOfGame: 'The second player gains 1 victory token per token-carrying ship in the first player’s deployment zone.' },
    awards: ['shipDestroyed', 'endOfGame'],
  }),
  facts('close-range-intel-scan', 'Close-Range Intel Scan', 'assault', 10, {
    attackConcerns: 'onShip',
    setup: ['Obstacles: as usual, with the 2 dust fields added.'],
    moments: { attack: 'Attacking a ship, spend accuracy dice for a victory token (the second player 1 die, the first player 2).' },
    awards: ['attack'],
  }),
  facts('station-assault', 'Station Assault', 'assault', 40, {
    setup: ['Obstacles: as usual without the station.', 'The second player places 2 unarmed stations, away from obstacles and both edges.'],
    moments: { shipPhase: 'The first player’s units get no repair from the stations.', endOfGame: 'Each station standing: 1 victory token to the second player; each destroyed: 1 to the first player.' },
    awards: ['endOfGame'],
  }),
  facts('targeting-beacons', 'Targeting Beacons', 'assault', 0, {
    attackConcerns: 'shipOnShip',
    setup: [obstaclesAsNormal, 'The players alternate placing 4 objective tokens, second player first.'],
    objectiveTokens: 4,
    moments: { attack: 'The second player’s ship attacking a ship near a token (distance 1–2) may reroll up to 2 dice.' },
  }),
  facts('ion-storm', 'Ion Storm', 'assault', 15, {
    attackConcerns: 'onShip',
    setup: ['The second player places every obstacle except the station, away from both edges.'],
    moments: { afterManeuver: 'A ship ending its move away from obstacles gets an objective token (first player’s: beyond distance 1, second’s: beyond 2).', attack: 'A crit on a ship with a token: 1 victory token, and it loses a command token.' },
    awards: ['attack'],
  }),
  facts('marked-for-destruction', 'Marked for Destruction', 'assault', 15, {
    attackConcerns: 'byShip',
    setup: ['Obstacles: dust fields added, station and asteroid fields left out.', 'The second player places the 2 purrgil away from obstacles and edges.'],
    objectiveShips: 'A ship carrying an objective token (a close–medium crit moves it to the defender).',
    moments: { attack: 'Crit at close–medium range: the defender takes the objective token.', afterManeuver: 'A purrgil near a marked ship: it may take 1 facedown damage and the other side 1 victory token.', endOfGame: shipDoubled },
    awards: ['afterManeuver'],
    scoring: 'objectiveShipsDoubled',
  }),
  facts('rift-assault', 'Rift Assault', 'assault', 10, {
    setup: ['Obstacles: as usual with the gravity rift, without the station.'],
    moments: { attack: 'A defender away from obstacles without a token may be given one (spend a die); attacking a marked ship may earn victory tokens.', endOfRound: 'Ships near the gravity rift at speed 1 or less take 1 facedown damage card.' },
    awards: ['attack'],
  }),
  facts('surprise-attack', 'Surprise Attack', 'assault', 0, {
    setup: ['The second player places the station near the first player’s edge, then the other obstacles.', 'The first player deploys the flagship first, on the station; their ships start at most at half top speed.', 'After deployment, the second player stacks 3 command dials on the card.'],
    moments: { shipPhase: 'Rounds 1–3: the second player reveals the next dial; each first-player ship gets a matching raid token.' },
  }),
  // Defense
  facts('contested-outpost', 'Contested Outpost', 'defense', 20, {
    setup: ['Obstacles: as usual without the station.', 'The second player places the station away from obstacles and both edges.'],
    moments: { shipPhase: 'The station blocks no attack and repairs nothing.', endOfRound: 'Most command value of ships at distance 1 of the station: 1 victory token.' },
    awards: ['endOfRound'],
  }),
  facts('fire-lanes', 'Fire Lanes', 'defense', 15, {
    setup: [obstaclesAsNormal, 'The second player places 3 objective tokens away from both edges; the first player may shift each a little.'],
    objectiveTokens: 3,
    moments: { endOfRound: '1 victory token per objective token a player controls (measured like a battery attack).' },
    awards: ['endOfRound'],
  }),
  facts('fleet-ambush', 'Fleet Ambush', 'defense', 0, {
    setup: [obstaclesAsNormal, 'Mark the ambush zone’s corners with 4 objective tokens.', 'Ships deploy before squadrons; the first player’s odd deployments go in the ambush zone.', 'After setup, remove the corner tokens.'],
    objectiveTokens: 4,
    moments: {},
  }),
  facts('hyperspace-assault', 'Hyperspace Assault', 'defense', 0, {
    setup: [obstaclesAsNormal, 'The second player sets aside 1 small or medium ship and up to 3 squadrons.', 'The second player places 3 objective tokens away from both edges.'],
    objectiveTokens: 3,
    moments: { startOfRound: 'From round 2: the second player may bring the set-aside units in at a token (then remove the tokens), or shift the tokens.' },
  }),
  facts('fighter-ambush', 'Fighter Ambush', 'defense', 15, {
    attackConcerns: 'squadronOnShip',
    setup: [obstaclesAsNormal, 'The second player sets aside every squadron and deploys them after the fleets, away from the first player’s edge.'],
    moments: { attack: 'A squadron that deals a ship a damage card: 1 victory token.' },
    awards: ['attack'],
  }),
  facts('capture-the-vip', 'Capture the VIP', 'defense', 50, {
    setup: [obstaclesAsNormal, 'The second player places 1 objective token next to an obstacle, away from every edge.'],
    objectiveTokens: 1,
    moments: { revealDial: 'A ship at distance 1 of the token may take it onto its card.', shipDestroyed: 'The carrier destroyed: the other player puts the token back beside it.', endOfGame: 'The player whose ship holds the token: 1 victory token.' },
    awards: ['endOfGame'],
  }),
  facts('jamming-barrier', 'Jamming Barrier', 'defense', 0, {
    setup: ['Obstacles: as usual, dust fields instead of debris, no station.', 'After deployment, the second player places 2 objective tokens near each other.'],
    objectiveTokens: 2,
    moments: { attack: 'Line of sight across the tokens’ line: remove half the dice (rounded down) before rolling.' },
  }),
  facts('planetary-ion-cannon', 'Planetary Ion Cannon', 'defense', 0, {
    setup: [obstaclesAsNormal, 'The second player places 3 objective tokens away from both edges.'],
    objectiveTokens: 3,
    moments: { endOfCommandPhase: 'The second player may spend a token to attack an enemy ship near it with 4 blue dice.' },
  }),
  facts('abandoned-mining-facility', 'Abandoned Mining Facility', 'defense', 10, {
    setup: ['Station in the centre (second player); the rest alternate around it, with 2 purrgil and 2 dust fields, no asteroid fields.', 'After deployment, each of the second player’s ships gets a Repair token.'],
    moments: { revealDial: 'Repair: engineering points may buy victory tokens at a station (3 each) or dust field (2 each).' },
    awards: ['revealDial'],
  }),
  facts('asteroid-tactics', 'Asteroid Tactics', 'defense', 0, {
    setup: ['The second player places every obstacle except the station.'],
    moments: { afterManeuver: 'A ship or unique squadron on an asteroid field may recover a defense token, exhausted (the second player’s also ignore it).', endOfRound: 'The second player places the 2 exogorths, each touching another obstacle.' },
  }),
  facts('fleet-in-being', 'Fleet in Being', 'defense', 15, {
    attackConcerns: 'onShip',
    setup: [obstaclesAsNormal, 'After deployment: 1 objective token on each first-player ship; the second player’s ships get their command value in tokens.'],
    objectiveTokens: 'perShip',
    moments: { attack: 'A ship targeted may discard a token to ready an exhausted defense token.', endOfRound: 'Ships near an edge lose 1 objective token.', endOfGame: '1 victory token for each enemy ship left in play without a token.' },
    awards: ['endOfGame'],
  }),
  facts('rift-ambush', 'Rift Ambush', 'defense', 0, {
    setup: ['The second player places every obstacle, with the gravity rift and 2 dust fields, no station.', 'After deployment, the second player may make 1 enemy ship move speed 1 straight.'],
    moments: { afterManeuver: 'A ship near the gravity rift moves speed 1 again.' },
  }),
  // Navigation
  facts('dangerous-territory', 'Dangerous Territory', 'navigation', 15, {
    setup: ['Obstacles away from both edges.', 'An objective token on every obstacle.'],
    objectiveTokens: 6,
    moments: { afterManeuver: 'A ship on an obstacle may take its token: 1 victory token (the second player ignores asteroid and debris fields).' },
    awards: ['afterManeuver'],
  }),
  facts('intel-sweep', 'Intel Sweep', 'navigation', 0, {
    setup: [obstaclesAsNormal, 'Each player picks objective ships; the players alternate placing 5 objective tokens, second player first.'],
    objectiveShips: 'Each player’s objective ship collects tokens.',
    objectiveTokens: 5,
    moments: { revealDial: 'An objective ship at distance 1 of a token may take it: 1 victory token.', endOfGame: 'More victory tokens than the opponent: 75 points more.' },
    awards: ['revealDial'],
    scoring: 'mostVictoryTokens75',
  }),
  facts('minefields', 'Minefields', 'navigation', 0, {
    setup: ['The second player places every obstacle, anywhere, far apart.', 'Then 6 objective tokens (mines) near obstacles.'],
    objectiveTokens: 6,
    moments: { afterManeuver: 'A ship ending at distance 1 of a mine: remove it, roll 2 blue dice, 1 facedown card per hit or crit.' },
  }),
  facts('superior-positions', 'Superior Positions', 'navigation', 15, {
    attackConcerns: 'onShip',
    setup: [obstaclesAsNormal, 'The first player deploys every ship and squadron before the second player.'],
    moments: { attack: 'Damage on a ship’s rear hull zone: the attacker gains 1 victory token.' },
    awards: ['attack'],
  }),
  facts('navigational-hazards', 'Navigational Hazards', 'navigation', 15, {
    setup: ['Obstacles: as usual without the station.', 'The second player places the station away from obstacles and both edges.'],
    moments: { afterManeuver: 'A ship damaged by an obstacle it overlaps: the other side gains 1 victory token.', endOfRound: 'Alternating, each player moves an unmarked asteroid or debris field a little and marks it with a token.' },
    awards: ['afterManeuver'],
  }),
  facts('salvage-run', 'Salvage Run', 'navigation', 20, {
    setup: ['Station in the centre (second player); the rest alternate near it, 2 dust fields added.', 'The second player places 4 objective tokens.'],
    objectiveTokens: 4,
    moments: { revealDial: 'A ship at distance 1 of a token may take it: 1 victory token.' },
    awards: ['revealDial'],
  }),
  facts('sensor-net', 'Sensor Net', 'navigation', 15, {
    setup: [obstaclesAsNormal, 'The players alternate placing 4 objective tokens, first player first, far from edges and each other.'],
    objectiveTokens: 4,
    moments: { revealDial: 'A ship at distance 1 of a token: 1 victory token; the opponent then moves that token.' },
    awards: ['revealDial'],
  }),
  facts('solar-corona', 'Solar Corona', 'navigation', 0, {
    attackConcerns: 'byShip',
    setup: [obstaclesAsNormal, 'The first player deploys first; then the second player names a short edge the corona.'],
    moments: { attack: 'The corona in the attacking arc: discard 1 accuracy die first, if any.' },
  }),
  facts('doomed-station', 'Doomed Station', 'navigation', 20, {
    setup: ['Gravity rift in the centre (second player); the rest alternate, no station.', 'The second player places the station away from obstacles and both edges.'],
    moments: { endOfRound: 'Alternating, each player pulls an unmarked obstacle toward the rift and marks it; obstacles touching the rift may score.' },
    awards: ['endOfRound'],
  }),
  facts('hyperspace-migration', 'Hyperspace Migration', 'navigation', 20, {
    setup: ['Obstacles: as usual without the station.', 'The second player places an objective token near each short edge.'],
    objectiveTokens: 2,
    moments: { shipPhase: 'Rounds 1 and 3: the second player brings in a purrgil at one token; purrgil move toward the other.', endOfRound: 'A ship with a token: remove it for 1 victory token; a ship near a purrgil without one gets one.' },
    awards: ['endOfRound'],
  }),
  facts('infested-fields', 'Infested Fields', 'navigation', 15, {
    setup: ['Obstacles: as usual without the station, an objective token on each.', 'The second player places 2 exogorths, each touching another obstacle.'],
    objectiveTokens: 5,
    moments: { afterManeuver: 'A ship or squadron on an obstacle may take its token: 1 victory token.', squadronPhase: 'After the exogorths attack, they leave; the second player moves the obstacles they touched.', endOfRound: 'The second player puts each missing exogorth back, touching an obstacle.' },
    awards: ['afterManeuver'],
  }),
  facts('volatile-deposits', 'Volatile Deposits', 'navigation', 15, {
    setup: ['Obstacles: as usual, 2 dust fields added, no station.'],
    moments: { attack: 'Blue crit: an obstacle near the defender hurts everything near it.', endOfRound: 'For each asteroid field, the most command value of ships near it: 1 victory token.' },
    awards: ['endOfRound'],
  }),
  // Campaign (Corellian Conflict)
  facts('hyperlane-raid', 'Hyperlane Raid', 'campaign', 15, {
    setup: ['The short edges are the player edges; the second player places every obstacle.', 'The second player puts 4 objective tokens on own ships (then squadrons).'],
    objectiveTokens: 4,
    moments: { shipDestroyed: 'A unit with a token destroyed: the first player gains 1 victory token.', endOfGame: 'The second player: 1 victory token per token-carrying ship near the first player’s edge.' },
    awards: ['shipDestroyed', 'endOfGame'],
    campaignAwards: { perFirstPlayerToken: 20, winner: 40 },
  }),
  facts('show-of-force', 'Show of Force', 'campaign', 20, {
    setup: ['Obstacles: as usual without the station.', 'The second player places 2 unarmed stations.'],
    moments: { endOfGame: 'Each station standing: 1 victory token to the second player; each destroyed: 1 to the first player.' },
    awards: ['endOfGame'],
    // Each destroyed station gives the first player its one victory token and 40 resource points.
    campaignAwards: { perFirstPlayerToken: 40, winner: 40 },
  }),
  facts('base-defense-armed-station-cc', 'Base Defense - Armed Station', 'campaign', 0, {
    setup: ['Obstacles: as usual without the station.', 'The second player places the armed station away from the first player’s edge.'],
    moments: { shipPhase: 'Once a round, instead of a ship activating, the second player may attack with the station.' },
  }),
  facts('base-defense-fighter-wing-cc', 'Base Defense - Fighter Wing', 'campaign', 0, {
    setup: ['Before deployment, the second player may add up to 40 points of non-unique squadrons (other-coloured ID tokens).'],
    moments: { endOfGame: 'The extra squadrons score as usual when destroyed, then leave the fleet.' },
  }),
  facts('base-defense-ion-cannon-cc', 'Base Defense - Ion Cannon', 'campaign', 0, {
    setup: ['The second player deploys everything first.', 'After deployment, the second player places 3 objective tokens.'],
    objectiveTokens: 3,
    moments: { endOfCommandPhase: 'The second player may attack an enemy ship near a token with 4 blue dice.' },
  }),
  facts('asteroids', 'Asteroids', 'campaign', 0, {
    setup: ['Obstacles: 3 more asteroid fields instead of the station (at most 2 of each).'],
    moments: { afterManeuver: 'The second player’s ships ignore asteroid fields.' },
  }),
  facts('independent-station', 'Independent Station', 'campaign', 0, {
    setup: ['Obstacles: dust fields instead of debris, no station.', 'The second player places the armed station far from both edges.'],
    moments: { endOfCommandPhase: 'The station attacks the first player’s closest ship.' },
  }),
  facts('nebula-outskirts', 'Nebula Outskirts', 'campaign', 0, {
    setup: ['Obstacles: 2 dust fields instead of the asteroid fields.'],
    moments: { startOfRound: 'Command phase: the first player’s ships take 1 dial more, the second player’s 1 fewer (at least 1).' },
  }),
  // Campaign (Rebellion in the Rim)
  facts('base-defense-armed-station-ritr', 'Base Defense - Armed Station', 'campaign', 15, {
    setup: ['Obstacles: as usual without the station.', 'The defending team places the armed station away from the assaulting team’s edge.'],
    moments: { shipPhase: 'Once a round, instead of a ship activating, the defending team may attack with the station.' },
  }),
  facts('base-defense-fighter-wing-ritr', 'Base Defense - Fighter Wing', 'campaign', 15, {
    setup: ['Before deployment, the defending team may add up to 40 points of non-unique squadrons to one player’s fleet.'],
    moments: {},
  }),
  facts('base-defense-ion-cannon-ritr', 'Base Defense - Ion Cannon', 'campaign', 15, {
    setup: ['After obstacles, the defending team places 3 objective tokens.', 'The defending team deploys everything first.'],
    objectiveTokens: 3,
    moments: { endOfCommandPhase: 'The defending team may discard a command token to attack an enemy ship near a token with 4 blue dice.' },
  }),
  facts('double-agent', 'Double Agent', 'campaign', 20, {
    setup: ['Obstacles: as usual without the station.', 'After deployment, the second player picks one own ship as objective ship.'],
    objectiveShips: 'The second player picks one own ship.',
    moments: { revealDial: 'The objective ship may also gain the matching command token.', shipDestroyed: 'The objective ship destroyed: the other side gains 1 victory token and places the objective token by it.' },
    awards: ['shipDestroyed'],
  }),
  facts('hired-scum', 'Hired Scum', 'campaign', 20, {
    setup: ['The second player places every obstacle except the station, and a token on 3 of them.', 'The second player sets aside up to 40 points of non-unique irregular squadrons (the scum).'],
    objectiveTokens: 3,
    moments: { startOfRound: 'From round 2: the second player may bring in up to 2 scum squadrons at a marked obstacle.' },
  }),
  facts('holonet-override', 'Holonet Override', 'campaign', 20, {
    setup: ['The second player places every obstacle; the station far from both edges.'],
    moments: { revealDial: 'Repair near the station: 2 engineering points place or remove a token on the card.', endOfGame: 'The first player: 1 victory token per token on the card.' },
    awards: ['endOfGame'],
  }),
  facts('pilot-defection', 'Pilot Defection', 'campaign', 25, {
    setup: ['Before deployment, the first player adds 3 non-unique enemy-faction squadrons (up to 40 points) to the second player’s fleet.'],
    moments: { squadronPhase: 'Once a game, the first player may turn one of them (the defector).', shipDestroyed: 'The defector destroyed: the second player gains 1 victory token.', endOfGame: 'The defector safe beside a first-player ship: 1 victory token to the first player.' },
    awards: ['shipDestroyed', 'endOfGame'],
  }),
  facts('prototype-recovery', 'Prototype Recovery', 'campaign', 30, {
    setup: ['Before deployment, the second player sets aside 1 non-unique squadron of 8–20 points (the prototype).', 'An objective token goes in the centre (first player).'],
    objectiveTokens: 1,
    moments: { revealDial: 'Squadron command near the token: roll a blue die to win the prototype.', endOfGame: 'The prototype in play: 1 victory token to its player.' },
    awards: ['endOfGame'],
  }),
  facts('recruit-allies', 'Recruit Allies', 'campaign', 0, {
    setup: ['Obstacles: as usual without the station.', 'The first player sets aside 30–50 points of allies; the second player places an objective token far from both edges.'],
    objectiveTokens: 1,
    moments: { endOfRound: 'End of round 3: most command value near the token wins the allies.', endOfGame: 'The allies still in play score for their player.' },
  }),
  facts('steal-supplies', 'Steal Supplies', 'campaign', 15, {
    setup: ['Obstacles: as usual without the station.', 'The second player places the station far from edges, and 6 objective tokens on the card.'],
    objectiveTokens: 6,
    moments: { revealDial: 'A first-player ship near the station may take a token from the card.', endOfGame: 'Tokens carried away from enemies: victory tokens to the first player; tokens left on the card: to the second.' },
    awards: ['endOfGame'],
  }),
  facts('volatile-cargo', 'Volatile Cargo', 'campaign', 15, {
    setup: ['Obstacles: as usual without the station.', 'The second player marks 3 units (at least 1 ship) with objective tokens.'],
    objectiveShips: 'The second player marks 3 own units, at least one a ship.',
    objectiveTokens: 3,
    moments: { attack: 'A marked unit defending may take the damage differently (see the card).', endOfGame: 'The second player: 2 victory tokens per marked unit near the first player’s edge.' },
    awards: ['endOfGame'],
  }),
];

const byKey = new Map(objectiveFacts.map((entry) => [entry.key, entry]));

function normalName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The facts for an objective named as a list or card names it (case and punctuation aside), or by its data id. */
export function objectiveFactsFor(nameOrKey: string): ObjectiveFacts | null {
  const direct = byKey.get(nameOrKey);
  if (direct) return direct;
  const wanted = normalName(nameOrKey);
  return objectiveFacts.find((entry) => normalName(entry.name) === wanted || entry.key === wanted.replace(/ /g, '-')) ?? null;
}
