import { clonePlain } from '../../core/plain-clone';
import { fitUpgrades, type FittedUpgrade } from '../../core/fitted-upgrades';
import type { AbilityHook } from './abilities/ability-hooks';
import { openAbilityPrompts } from './abilities/prompts';
import { seedRandom, shuffle } from '../../core/random';
import { ok, refuse, type Result } from '../../core/result';
import type { Transition } from '../../core/game-module';
import { attackArcNames } from './ships/arcs';
import { armamentOf } from './attack/weapons';
import type { XwingSetupCommand } from './model/commands';
import { unshuffledDamageDeck } from './damage/damage-deck';
import type { XwingEvent } from './model/events';
import { dialOf } from './maneuvers/dial';
import { defaultTurret, turretKindOf } from './ships/turret';
import { noTokens } from './tokens/ship-tokens';
import type { ActionBarEntry, Player, PlayerId, Ship, XwingState } from './model/state';
import { scenarioAtSetup } from './scoring/mission-points';

/** An upgrade's ability names the upgrade by its place in the ship's list: its charges pay for it. */
function shipHooks(entry: XwingSetupCommand['players'][number]['ships'][number], upgrades: readonly FittedUpgrade[]): Result<AbilityHook[]> {
  const hooks: AbilityHook[] = [];
  for (const hook of entry.abilities ?? []) {
    const upgrade = hook.upgrade === undefined ? null : upgrades[hook.upgrade];
    if (upgrade === undefined) return refuse('invalid_roster', `${entry.name}: the ability of ${hook.source} names an upgrade the ship does not have.`);
    hooks.push({ source: hook.source, moment: hook.moment, summary: hook.summary, cost: hook.cost ? { ...hook.cost } : null, upgrade: upgrade?.id ?? null, ...(hook.keeps ? { keeps: hook.keeps } : {}), ...(hook.only ? { only: [...hook.only] } : {}) });
  }
  return ok(hooks);
}

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

/** An action bar entry as the roster gives it, as the state keeps it. */
const barEntry = (bar: { action: ActionBarEntry['action']; difficulty: ActionBarEntry['difficulty']; linked?: { action: ActionBarEntry['action']; difficulty: ActionBarEntry['difficulty'] } | undefined }): ActionBarEntry => ({ action: bar.action, difficulty: bar.difficulty, linked: bar.linked ? { ...bar.linked } : null });

export function setupGame(command: XwingSetupCommand): Result<Transition<XwingState, XwingEvent>> {
  // Issue 36 · scenarios are 2.5 standard play; a 2.0 game keeps 2.0 scoring (half points, no mission points).
  if (command.scenario && (command.edition !== '2.5' || command.rules !== 3)) return refuse('scenario_edition', 'Scenarios and mission points are X-Wing 2.5 standard play: a 2.0 game is scored the 2.0 way, by the points of the ships destroyed.');
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
      const upgrades = fitUpgrades(id, entry.upgrades);
      const hooks = shipHooks(entry, upgrades);
      if (!hooks.ok) return hooks;
      const misplaced = [...(entry.effects ?? []), ...(entry.yourCall ?? [])].find((effect) => effect.upgrade !== undefined && upgrades[effect.upgrade] === undefined);
      if (misplaced) return refuse('invalid_roster', `${entry.name}: the effect of ${misplaced.source} names an upgrade the ship does not have.`);
      const armament = armamentOf(id, entry, upgrades);
      const turret = command.rules === 3 ? turretKindOf(entry.attacks, armament.weapons ?? []) : null;
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
        shields: { current: entry.shields, max: entry.shields, ...(entry.shieldsRecover ? { recurs: entry.shieldsRecover } : {}) },
        agility: entry.agility,
        attacks: entry.attacks.map((attack) => ({ arc: attack.arc, value: attack.value })),
        charges: entry.charges ? { current: entry.charges.value, max: entry.charges.value, recurs: entry.charges.recurs } : null,
        force: entry.force ? { current: entry.force.value, max: entry.force.value, recurs: entry.force.recurs } : null,
        ...(entry.energy ? { energy: { current: entry.energy.value, max: entry.energy.value, recurs: entry.energy.recurs } } : {}),
        tokens: noTokens(),
        ...(entry.carries ? { carries: entry.carries } : {}),
        damageCards: [],
        conditions: [],
        actionsThisRound: [],
        actionBar: entry.actions ? entry.actions.map(barEntry) : null,
        ...(entry.actionsBySide ? { barBySide: { upgrade: entry.actionsBySide.upgrade, bars: [entry.actionsBySide.sides[0].map(barEntry), entry.actionsBySide.sides[1].map(barEntry)] as [ActionBarEntry[], ActionBarEntry[]] } } : {}),
        linkable: null,
        ability: entry.ability ?? null,
        abilities: hooks.value,
        activated: false,
        attacksThisPhase: 0,
        destroyed: false,
        destroyedInRound: null,
        removalPending: false,
        upgrades,
        points: entry.points ?? null,
        ...armament,
        ...(entry.dial && command.rules === 3 ? { dial: dialOf(entry.dial) } : {}),
        ...(entry.shipAbility ? { shipAbility: entry.shipAbility } : {}),
        ...(turret ? { turret: defaultTurret(turret) } : {}),
        ...(entry.effects ? { effects: entry.effects.map((effect) => clonePlain(effect)), effectUses: [] } : {}),
        ...(entry.yourCall ? { yourCall: entry.yourCall.map((call) => ({ ...call })) } : {}),
      });
    }
  }
  numberIdenticalShips(ships);
  const armed = ships.some((ship) => ship.weapons !== undefined);
  // Each player's deck is shuffled once, here: later draws are fixed by the seed, so undo and redo draw alike.
  let random = seedRandom(command.seed);
  const players: Player[] = [];
  for (const [index, roster] of command.players.entries()) {
    const [drawPile, next] = shuffle(random, unshuffledDamageDeck());
    random = next;
    players.push({ id: index === 0 ? 'p1' : 'p2', name: roster.name, ...(roster.list ? { list: roster.list } : {}), damageDeck: { drawPile, discardPile: [] }, ...(roster.obstacles ? { obstacles: roster.obstacles.map((obstacle) => ({ ...obstacle })) } : {}) });
  }
  const state: XwingState = {
    system: 'xwing',
    round: 1,
    phase: 'planning',
    initiativeForEveryAction: command.rules === 2 || command.rules === 3,
    // Older logs keep the state they were played with: these appear only in a game set up with rules 3.
    ...(command.rules === 3 ? { rules: 3, edition: command.edition ?? '2.0' } : {}),
    firstPlayer: command.firstPlayer ?? 'p1',
    activation: null,
    prompts: [],
    nextPromptNumber: 1,
    afterPrompts: null,
    damageByRound: { p1: [], p2: [] },
    halfPoints: command.edition === '2.0',
    random,
    players,
    ships,
    attack: null,
    nextDamageCardNumber: 1,
    nextConditionNumber: 1,
    ...(command.conditions && command.conditions.length > 0 ? { conditionCards: command.conditions.map((card) => ({ name: card.name, effects: card.effects.map((effect) => ({ ...effect })) })) } : {}),
    ...(armed ? { devicesOnTable: [], nextDeviceNumber: 1 } : {}),
    ...(command.scenario ? { scenario: scenarioAtSetup(command.scenario, ships) } : {}),
  };
  const events: XwingEvent[] = [{ type: 'gameSetUp', players: command.players.map((roster) => roster.name), ships: ships.length }];
  // "Setup:" abilities are asked about now, before the first Planning Phase.
  openAbilityPrompts(state, state.ships, 'setup', events);
  return ok({ state, events });
}
