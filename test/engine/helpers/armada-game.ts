// Drives an Armada session in tests: a refusal where a test expects success fails loudly with the engine's reason.
import { emptySession, viewSession, type Session } from '../../../shared/engine';
import type { ArmadaOptions, ArmadaState, PlayerRoster } from '../../../shared/engine/games/armada';
import { shipEntry, squadronEntry } from './armada-roster';
import { expectMessage, play, refusal, type Game } from './session-driver';

export { expectMessage, play, refusal, type Game };

export const VICTORY = 'galactic-empire/victory-i-class-star-destroyer';
export const ISD = 'galactic-empire/imperial-i-class-star-destroyer';
export const GLADIATOR = 'galactic-empire/gladiator-i-class-star-destroyer';
export const EXECUTOR = 'galactic-empire/executor-i-class-star-dreadnought';
export const CR90 = 'rebel-alliance/cr90-corvette-a';
export const NEBULON = 'rebel-alliance/nebulon-b-escort-frigate';
export const MC80 = 'rebel-alliance/mc80-assault-cruiser';
export const STARHAWK = 'rebel-alliance/starhawk-class-battleship-mark-i';
export const TIE_FIGHTER = 'galactic-empire/tie-fighter-squadron';
export const X_WING = 'rebel-alliance/x-wing-squadron';
export const A_WING = 'rebel-alliance/a-wing-squadron';
export const CORRAN_HORN = 'rebel-alliance/corran-horn';

export function rosters(p1: Partial<PlayerRoster>, p2: Partial<PlayerRoster>): [PlayerRoster, PlayerRoster] {
  return [
    { name: 'Empire', ships: [], squadrons: [], ...p1 },
    { name: 'Rebels', ships: [], squadrons: [], ...p2 },
  ];
}

export function setupCommand(players: [PlayerRoster, PlayerRoster], seed: string | number = 'test-seed') {
  return { type: 'setup', seed, players };
}

export function stateOf(session: Session): ArmadaState {
  const state = viewSession(session).state;
  if (state?.system !== 'armada') throw new Error('the game is not an Armada game that is set up');
  return state;
}

export function optionsOf(session: Session): ArmadaOptions {
  const options = viewSession(session).options;
  if (!options || !('activatableShips' in options)) throw new Error('the game is not an Armada game that is set up');
  return options;
}

export function startGame(players: [PlayerRoster, PlayerRoster], seed?: string | number): Session {
  return play(emptySession('armada'), setupCommand(players, seed)).session;
}

export function shipById(session: Session, id: string) {
  const ship = stateOf(session).ships.find((candidate) => candidate.id === id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

export function squadronById(session: Session, id: string) {
  const squadron = stateOf(session).squadrons.find((candidate) => candidate.id === id);
  if (!squadron) throw new Error(`no squadron ${id}`);
  return squadron;
}

export function tokenState(session: Session, tokenId: string) {
  const state = stateOf(session);
  const token = [...state.ships, ...state.squadrons].flatMap((unit) => unit.defenseTokens).find((candidate) => candidate.id === tokenId);
  if (!token) throw new Error(`no token ${tokenId}`);
  return token.state;
}

export function currentAttackOf(session: Session) {
  const attack = stateOf(session).attacks.at(-1);
  if (!attack) throw new Error('no attack in progress');
  return attack;
}

/** Command phase → ship phase, then the ship activates. */
export function toShipActivation(session: Session, shipId: string): Session {
  return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: shipId }).session;
}

export interface ShipDuel {
  attacker: string;
  defender: string;
  attackerSpeed?: number;
  defenderSpeed?: number;
  hullZone?: string;
  defendingZone?: string;
  range?: string;
  seed?: string | number;
}

/** p1's ship attacks p2's ship; returns the session at Roll Attack Dice (or canceled). */
export function shipDuel(duel: ShipDuel): Session {
  const session = startGame(
    rosters(
      { ships: [shipEntry(duel.attacker, { id: 'attacker', ...(duel.attackerSpeed !== undefined ? { speed: duel.attackerSpeed } : {}) })] },
      { ships: [shipEntry(duel.defender, { id: 'defender', ...(duel.defenderSpeed !== undefined ? { speed: duel.defenderSpeed } : {}) })] },
    ),
    duel.seed,
  );
  return play(toShipActivation(session, 'attacker'), {
    type: 'declareTarget',
    attacker: { ship: 'attacker', hullZone: duel.hullZone ?? 'front' },
    defender: { ship: 'defender', hullZone: duel.defendingZone ?? 'front' },
    range: duel.range ?? 'close',
  }).session;
}

/** Enters every gathered die of the attack at Roll Attack Dice showing `face` (the first ones `first`). */
export function rollAll(session: Session, face: string, ...first: string[]): Session {
  const { gathered } = currentAttackOf(session);
  const colours = (['red', 'blue', 'black'] as const).flatMap((colour) => Array.from({ length: gathered[colour] }, () => colour));
  return play(session, { type: 'rollAttackDice', dice: colours.map((color, index) => ({ color, face: first[index] ?? face })) }).session;
}

export const dice = (...faces: [string, string][]) => ({ type: 'rollAttackDice', dice: faces.map(([color, face]) => ({ color, face })) });

export { squadronEntry, shipEntry };
