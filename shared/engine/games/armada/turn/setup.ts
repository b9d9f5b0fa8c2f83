import { isFlotillaHull } from '../units/flotillas';
import { fitUpgrades } from '../../../core/fitted-upgrades';
import { randomInt, shuffle, seedRandom, type RandomState } from '../../../core/random';
import { ok, refuse, type Result } from '../../../core/result';
import type { Transition } from '../../../core/game-module';
import type { SetupCommand } from '../model/command-schema';
import { unshuffledDamageDeck } from '../damage/damage-deck';
import type { ArmadaEvent } from '../model/events';
import { hullZoneNames, sortHullZones } from '../units/hull-zones';
import { numberIdenticalUnits } from '../units/unit-name';
import { parseKeyword } from '../squadrons/squadron-keywords';
import type { ArmadaState, DefenseToken, DefenseTokenType, HullZoneId, PlayerId, Ship, Squadron } from '../model/state';
import { cardEffectsFor } from '../units/card-states';

const requiredZones: readonly HullZoneId[] = ['front', 'right', 'rear', 'left'];

/** Token ids name their unit and type ("p1-ship-1-brace-2") so a log reads on its own. */
function defenseTokensFor(unitId: string, types: readonly DefenseTokenType[]): DefenseToken[] {
  const seen: Partial<Record<DefenseTokenType, number>> = {};
  return types.map((type) => {
    const n = (seen[type] ?? 0) + 1;
    seen[type] = n;
    return { id: `${unitId}-${type}-${n}`, type, state: 'readied' };
  });
}

export function setupGame(command: SetupCommand): Result<Transition<ArmadaState, ArmadaEvent>> {
  const ships: Ship[] = [];
  const squadrons: Squadron[] = [];
  const usedIds = new Set<string>();
  const givenNumbers = new Map<Ship | Squadron, number>();
  for (const [index, roster] of command.players.entries()) {
    const owner: PlayerId = index === 0 ? 'p1' : 'p2';
    for (const [n, entry] of roster.ships.entries()) {
      const id = entry.id ?? `${owner}-ship-${n + 1}`;
      if (usedIds.has(id)) return refuse('duplicate_unit', `Two units are named ${id}: every ship and squadron needs its own id.`);
      usedIds.add(id);
      const zones = entry.hullZones.map((zone) => zone.zone);
      const missing = requiredZones.filter((zone) => !zones.includes(zone));
      if (missing.length > 0) {
        return refuse('invalid_roster', `${entry.name} has no ${missing.map((zone) => hullZoneNames[zone]).join(', ')} hull zone: every ship has front, right, rear and left.`);
      }
      const repeated = zones.find((zone, i) => zones.indexOf(zone) !== i);
      if (repeated) return refuse('invalid_roster', `${entry.name} lists its ${hullZoneNames[repeated]} hull zone twice.`);
      if (entry.speed > entry.maxSpeed) return refuse('invalid_roster', `${entry.name} cannot start at speed ${entry.speed}: its top speed is ${entry.maxSpeed}.`);
      const ship: Ship = {
        kind: 'ship',
        id,
        owner,
        name: entry.name,
        idNumber: null,
        size: entry.size,
        hull: entry.hull,
        command: entry.command,
        speed: entry.speed,
        maxSpeed: entry.maxSpeed,
        hullZones: sortHullZones(entry.hullZones).map((zone) => ({ zone: zone.zone, shields: zone.shields, maxShields: zone.shields, battery: { ...zone.battery } })),
        antiSquadron: { ...entry.antiSquadron },
        defenseTokens: defenseTokensFor(id, entry.defenseTokens),
        damageCards: [],
        activated: false,
        destroyed: false,
        upgrades: fitUpgrades(id, entry.upgrades),
        points: entry.points ?? null,
        squadronValue: entry.squadronValue ?? null,
        engineering: entry.engineering ?? null,
        commandTokens: [],
        ignition: entry.ignition ? { battery: { ...entry.ignition.battery }, ranges: [...entry.ignition.ranges] } : null,
        ...((entry.flotilla ?? isFlotillaHull(entry.name)) ? { flotilla: true } : {}),
        ...cardEffectsFor(id, entry),
      };
      ships.push(ship);
      if (entry.idNumber !== undefined) givenNumbers.set(ship, entry.idNumber);
    }
    for (const [n, entry] of roster.squadrons.entries()) {
      const id = entry.id ?? `${owner}-squadron-${n + 1}`;
      if (usedIds.has(id)) return refuse('duplicate_unit', `Two units are named ${id}: every ship and squadron needs its own id.`);
      usedIds.add(id);
      const squadron: Squadron = {
        kind: 'squadron',
        id,
        owner,
        name: entry.name,
        idNumber: null,
        unique: entry.unique,
        hull: entry.hull,
        damage: 0,
        speed: entry.speed,
        antiSquadron: { ...entry.antiSquadron },
        battery: { ...entry.battery },
        defenseTokens: defenseTokensFor(id, entry.defenseTokens),
        activated: false,
        destroyed: false,
        points: entry.points ?? null,
        ...(entry.keywords ? { keywords: entry.keywords.map(parseKeyword) } : {}),
        ...cardEffectsFor(id, entry),
      };
      squadrons.push(squadron);
      if (entry.idNumber !== undefined) givenNumbers.set(squadron, entry.idNumber);
    }
  }
  const twice = numberIdenticalUnits([...ships, ...squadrons], givenNumbers);
  if (twice) return refuse('invalid_roster', `Two of one player’s ${twice} units have the same ID number: give each its own ID token’s number.`);
  // The deck is shuffled once, here: every later draw is fixed by the seed, so undo and redo draw alike.
  const [drawPile, shuffled] = shuffle(seedRandom(command.seed), unshuffledDamageDeck());
  const rules3 = command.rules === 3;
  const [initiative, random] = rules3 && !command.firstPlayer ? initiativeChooser(ships, squadrons, shuffled) : [null, shuffled];
  const state: ArmadaState = {
    system: 'armada',
    round: 1,
    phase: 'command',
    random,
    players: command.players.map((roster, index) => ({ id: index === 0 ? 'p1' : 'p2', name: roster.name, ...(roster.list ? { list: roster.list } : {}) })),
    ships,
    squadrons,
    damageDeck: { drawPile, discardPile: [] },
    activation: { ship: null, squadron: null },
    attacks: [],
    nextDamageCardNumber: 1,
    pendingEffects: [],
    nextEffectNumber: 1,
    attackLog: [],
    engagements: [],
    counterWindow: null,
    firstPlayer: command.firstPlayer ?? null,
    turn: null,
    victoryTokens: { p1: 0, p2: 0 },
    objectives: { p1: command.players[0].objectives ?? [], p2: command.players[1].objectives ?? [], chosen: null },
    roundLimit: command.roundLimit ?? 6,
    gameOver: null,
    // Issue 24: the deployment step and the defeated-fleet rule, only when the setup asks (older logs fold as they did).
    ...(command.deployment ? { deployment: { deployed: [], done: false }, fleetDefeated: command.fleetDefeated ?? 'endOfRound', objectiveShips: [], objectiveSetupDone: [], destroyedThisRound: [] } : {}),
    ...(!command.deployment && command.fleetDefeated ? { fleetDefeated: command.fleetDefeated } : {}),
    // Rules 3: every game has a rule for a defeated fleet (the tournament timing unless the setup says otherwise).
    ...(rules3 && !command.deployment && !command.fleetDefeated ? { fleetDefeated: 'endOfRound' as const } : {}),
    ...(command.rules ? { rules: command.rules } : {}),
    ...(initiative ? { initiative } : {}),
  };
  const nameOf = (player: PlayerId) => state.players.find((candidate) => candidate.id === player)?.name ?? player;
  const chooserEvent: ArmadaEvent[] = initiative
    ? [{ type: 'initiativeChooser', chooser: nameOf(initiative.chooser), points: state.players.map((player) => ({ player: player.name, total: initiative.points[player.id] })), byLot: initiative.byLot }]
    : [];
  return ok({
    state,
    events: [{ type: 'gameSetUp', players: command.players.map((roster) => roster.name), ships: ships.length, squadrons: squadrons.length }, ...chooserEvent],
  });
}

/**
 * Rules 3 · RRG Setup, Determine Initiative: the player whose fleet costs fewer points chooses who is
 * first player; on a tie the game's seeded source decides (one draw after the deck's shuffle, so the
 * same seed gives the same chooser on every replay).
 */
function initiativeChooser(ships: readonly Ship[], squadrons: readonly Squadron[], random: RandomState): [NonNullable<ArmadaState['initiative']>, RandomState] {
  const total = (player: PlayerId) => [...ships, ...squadrons].filter((unit) => unit.owner === player).reduce((sum, unit) => sum + (unit.points ?? 0), 0);
  const points = { p1: total('p1'), p2: total('p2') };
  if (points.p1 !== points.p2) return [{ chooser: points.p1 < points.p2 ? 'p1' : 'p2', points, byLot: false }, random];
  const [draw, next] = randomInt(random, 2);
  return [{ chooser: draw === 0 ? 'p1' : 'p2', points, byLot: true }, next];
}
