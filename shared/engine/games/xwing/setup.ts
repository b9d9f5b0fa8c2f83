import { fitUpgrades } from '../../core/fitted-upgrades';
import { seedRandom, shuffle } from '../../core/random';
import { ok, refuse, type Result } from '../../core/result';
import type { Transition } from '../../core/game-module';
import { attackArcNames } from './arcs';
import type { XwingSetupCommand } from './commands';
import { unshuffledDamageDeck } from './damage-deck';
import type { XwingEvent } from './events';
import { noTokens } from './ship-tokens';
import type { Player, PlayerId, Ship, XwingState } from './state';

/** Ships of one player that share a pilot name get ID numbers 1, 2, … in roster order, as their ID tokens. */
function numberIdenticalShips(ships: Ship[]): void {
  const key = (ship: Ship) => `${ship.owner}\u0000${ship.name}`;
  const total = new Map<string, number>();
  for (const ship of ships) total.set(key(ship), (total.get(key(ship)) ?? 0) + 1);
  const given = new Map<string, number>();
  for (const ship of ships) {
    if ((total.get(key(ship)) ?? 0) < 2) continue;
    const next = (given.get(key(ship)) ?? 0) + 1;
    given.set(key(ship), next);
    ship.idNumber = next;
  }
}

export function setupGame(command: XwingSetupCommand): Result<Transition<XwingState, XwingEvent>> {
  const ships: Ship[] = [];
  const usedIds = new Set<string>();
  for (const [index, roster] of command.players.entries()) {
    const owner: PlayerId = index === 0 ? 'p1' : 'p2';
    for (const [n, entry] of roster.ships.entries()) {
      const id = entry.id ?? `${owner}-ship-${n + 1}`;
      if (usedIds.has(id)) return refuse('duplicate_ship', `Two ships are named ${id}: every ship needs its own id.`);
      usedIds.add(id);
      const arcs = entry.attacks.map((attack) => attack.arc);
      const repeated = arcs.find((arc, i) => arcs.indexOf(arc) !== i);
      if (repeated) return refuse('invalid_roster', `${entry.name} lists a primary attack in its ${attackArcNames[repeated]} twice.`);
      ships.push({
        id,
        owner,
        idMarker: ships.length + 1,
        name: entry.name,
        idNumber: null,
        ship: entry.ship,
        initiative: entry.initiative,
        size: entry.size,
        hull: entry.hull,
        shields: { current: entry.shields, max: entry.shields },
        agility: entry.agility,
        attacks: entry.attacks.map((attack) => ({ arc: attack.arc, value: attack.value })),
        charges: entry.charges ? { current: entry.charges.value, max: entry.charges.value, recurs: entry.charges.recurs } : null,
        force: entry.force ? { current: entry.force.value, max: entry.force.value, recurs: entry.force.recurs } : null,
        tokens: noTokens(),
        damageCards: [],
        conditions: [],
        actionsThisRound: [],
        actionBar: entry.actions ? entry.actions.map((bar) => ({ action: bar.action, difficulty: bar.difficulty, linked: bar.linked ? { ...bar.linked } : null })) : null,
        linkable: null,
        ability: entry.ability ?? null,
        activated: false,
        attacksThisPhase: 0,
        destroyed: false,
        destroyedInRound: null,
        removalPending: false,
        upgrades: fitUpgrades(id, entry.upgrades),
        points: entry.points ?? null,
      });
    }
  }
  numberIdenticalShips(ships);
  // Each player's deck is shuffled once, here: later draws are fixed by the seed, so undo and redo draw alike.
  let random = seedRandom(command.seed);
  const players: Player[] = [];
  for (const [index, roster] of command.players.entries()) {
    const [drawPile, next] = shuffle(random, unshuffledDamageDeck());
    random = next;
    players.push({ id: index === 0 ? 'p1' : 'p2', name: roster.name, damageDeck: { drawPile, discardPile: [] } });
  }
  const state: XwingState = {
    system: 'xwing',
    round: 1,
    phase: 'planning',
    firstPlayer: command.firstPlayer ?? 'p1',
    activation: null,
    prompts: [],
    nextPromptNumber: 1,
    damageByRound: { p1: [], p2: [] },
    halfPoints: command.edition === '2.0',
    random,
    players,
    ships,
    attack: null,
    nextDamageCardNumber: 1,
    nextConditionNumber: 1,
  };
  return ok({ state, events: [{ type: 'gameSetUp', players: command.players.map((roster) => roster.name), ships: ships.length }] });
}
