import type { ShipRosterEntry } from '../../../shared/engine/games/armada';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import type { ListCard } from '../../../shared/lists/list';
import { xwingArcs } from '../cards/roster-from-cards';
import { upgradeStatGrants } from './upgrade-summary';

// Upgrades that change a printed stat change it in the setup command, so the table starts with the
// numbers the player's cards show side by side. X-Wing data states these as `grants`; Armada data
// states none, so its few such cards are listed here by name with the change they make (facts,
// not card text). Effects that depend on a choice at the table (move shields at deployment, pick a
// defense token) are left to the player.

type DieColor = 'red' | 'blue' | 'black';
type ArmadaZone = ShipRosterEntry['hullZones'][number]['zone'];
type DefenseToken = ShipRosterEntry['defenseTokens'][number];

interface ArmadaChange {
  dice?: { zones: readonly ArmadaZone[]; color: DieColor; count: number };
  defenseToken?: DefenseToken;
  /** Issue 35: the ship card's squadron value changed by this much. */
  squadronValue?: number;
  /** Issue 35: a zone's printed battery replaced, then more dice changed (never below 0). */
  battery?: { zones: readonly ArmadaZone[]; set: Record<DieColor, number> };
  moreDice?: readonly { zones: readonly ArmadaZone[]; color: DieColor; count: number }[];
  /** the ship card's command value set to this (a title that raises it). */
  commandValue?: number;
}

const armadaChanges: Record<string, ArmadaChange> = {
  'enhanced armament': { dice: { zones: ['left', 'right'], color: 'red', count: 1 } },
  'spinal armament': { dice: { zones: ['front', 'rear'], color: 'red', count: 1 } },
  'high-capacity ion turbines': { dice: { zones: ['left', 'right'], color: 'blue', count: 1 } },
  'expanded launchers': { dice: { zones: ['front'], color: 'black', count: 2 } },
  'rapid reload': { dice: { zones: ['left', 'right'], color: 'black', count: 1 } },
  amity: { defenseToken: 'evade' },
  concord: { defenseToken: 'salvo' },
  unity: { defenseToken: 'redirect' },
  endeavor: { defenseToken: 'contain' },
  // Issue 35 · card facts: an additional evade after deployment; one more squadron activated by a squadron command.
  'tb-73': { defenseToken: 'evade' },
  'expanded hangar bay': { squadronValue: 1 },
  // Issue 35 · the rear battery printed as 3 red dice; the side batteries 1 black die more and 1 blue die less.
  'lucid voice': {
    battery: { zones: ['rear'], set: { red: 3, blue: 0, black: 0 } },
    moreDice: [
      { zones: ['left', 'right'], color: 'black', count: 1 },
      { zones: ['left', 'right'], color: 'blue', count: -1 },
    ],
  },
  // the command value raised to 4 (its other effects are card facts).
  'nova defiant': { commandValue: 4 },
  // the squadron value 2 lower (its Ignition and special armament are read from its text, roster-from-cards.ts; its targeting token is a card fact).
  'spha-t': { squadronValue: -2 },
};

const diceWords = (dice: Record<DieColor, number>) =>
  (['red', 'blue', 'black'] as const)
    .filter((color) => dice[color] > 0)
    .map((color) => `${dice[color]} ${color}`)
    .join(', ');

const nameKey = (name: string) => name.toLowerCase().replace(/[’'"“”]/g, '').trim();

/** What an Armada upgrade changes on the ship card, in words for the setup's note; null when nothing. */
export function applyArmadaUpgrade(ship: ShipRosterEntry, upgrade: ListCard): string | null {
  const change = armadaChanges[nameKey(upgrade.name)];
  if (!change) return null;
  const said: string[] = [];
  if (change.dice) {
    const { zones, color, count } = change.dice;
    for (const zone of ship.hullZones) {
      if (zones.includes(zone.zone)) zone.battery = { ...zone.battery, [color]: zone.battery[color] + count };
    }
    said.push(`+${count} ${color} ${count === 1 ? 'die' : 'dice'} ${zones.join(' and ')}`);
  }
  if (change.battery) {
    const { zones, set } = change.battery;
    for (const zone of ship.hullZones) if (zones.includes(zone.zone)) zone.battery = { ...set };
    said.push(`${zones.join(' and ')} battery ${diceWords(set)}`);
  }
  for (const { zones, color, count } of change.moreDice ?? []) {
    for (const zone of ship.hullZones) if (zones.includes(zone.zone)) zone.battery = { ...zone.battery, [color]: Math.max(0, zone.battery[color] + count) };
    said.push(`${count > 0 ? '+' : '−'}${Math.abs(count)} ${color} ${Math.abs(count) === 1 ? 'die' : 'dice'} ${zones.join(' and ')}`);
  }
  if (change.squadronValue !== undefined && ship.squadronValue !== undefined) {
    ship.squadronValue = Math.max(0, ship.squadronValue + change.squadronValue);
    said.push(`squadron value ${change.squadronValue > 0 ? '+' : ''}${change.squadronValue}`);
  }
  if (change.commandValue !== undefined) {
    ship.command = change.commandValue;
    said.push(`command value ${change.commandValue}`);
  }
  if (change.defenseToken) {
    ship.defenseTokens = [...ship.defenseTokens, change.defenseToken];
    said.push(`+1 ${change.defenseToken} token`);
  }
  return said.join(', ');
}


/** Applies an X-Wing upgrade's stat grants (hull, shields, agility, an arc's attack, Force, a huge ship's energy) to the pilot entry. */
export function applyXwingUpgrade(pilot: XwingPilotRosterEntry, upgrade: ListCard): string | null {
  const said: string[] = [];
  for (const grant of upgradeStatGrants(upgrade)) {
    const signed = `${grant.amount > 0 ? '+' : '−'}${Math.abs(grant.amount)}`;
    if (grant.stat === 'hull') pilot.hull = Math.max(1, pilot.hull + grant.amount);
    else if (grant.stat === 'shields') pilot.shields = Math.max(0, pilot.shields + grant.amount);
    else if (grant.stat === 'agility') pilot.agility = Math.max(0, pilot.agility + grant.amount);
    else if (grant.stat === 'attack') {
      const arc = xwingArcs[(grant.arc ?? 'Front Arc').toLowerCase()] ?? 'front';
      const existing = pilot.attacks.find((attack) => attack.arc === arc);
      if (existing) existing.value = Math.max(0, existing.value + grant.amount);
      else if (grant.amount > 0) pilot.attacks = [...pilot.attacks, { arc, value: grant.amount }];
    } else if (grant.stat === 'force') {
      pilot.force = { value: (pilot.force?.value ?? 0) + grant.amount, recurs: Math.max(1, pilot.force?.recurs ?? 1) };
    } else if (grant.stat === 'energy') {
      // Epic rules: an upgrade's energy raises the ship's maximum; it recovers by the ship card's value only.
      if (!pilot.energy) continue;
      pilot.energy = { value: Math.max(0, Math.min(20, pilot.energy.value + grant.amount)), recurs: pilot.energy.recurs };
    } else continue;
    said.push(`${signed} ${grant.stat}`);
  }
  return said.length ? said.join(', ') : null;
}
