// Turns the card data in ../shared/data/xwing-data2-2.5 into roster entries for a setup command.
import fs from 'node:fs';
import path from 'node:path';
import { abilityHooks, actionIdsByDataName, type AttackArc, type XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';

export const xwingDataDir = path.resolve(import.meta.dirname, '../../../../../shared/data/xwing-data2-2.5/data');

interface Stat {
  type: string;
  value: number;
  arc?: string;
  recovers?: number;
}

interface DataAction {
  type: string;
  difficulty: string;
  linked?: { type: string; difficulty: string };
}

interface PilotCard {
  name: string;
  ability?: string;
  text?: string;
  shipAbility?: { name: string; text: string };
  shipActions?: DataAction[];
  initiative: number;
  charges?: { value: number; recovers: number };
  force?: { value: number; recovers: number };
  shipStats?: Stat[];
}

interface ShipFile {
  name: string;
  size: string;
  actions?: DataAction[];
  dial?: string[];
  stats: Stat[];
  pilots: PilotCard[];
}

/** The data names arcs in words ("Single Turret Arc"); the engine uses ids. */
const arcIds: Record<string, AttackArc> = {
  'Front Arc': 'front',
  'Rear Arc': 'rear',
  'Full Front Arc': 'full-front',
  'Full Rear Arc': 'full-rear',
  'Bullseye Arc': 'bullseye',
  'Single Turret Arc': 'single-turret',
  'Double Turret Arc': 'double-turret',
  'Left Arc': 'left',
  'Right Arc': 'right',
};

export function readShipFile(file: string): ShipFile {
  return JSON.parse(fs.readFileSync(path.join(xwingDataDir, 'pilots', `${file}.json`), 'utf8')) as ShipFile;
}

/** A pilot's shipStats replace the chassis stat of the same type (and arc). */
function statsFor(ship: ShipFile, pilot: PilotCard): Stat[] {
  const same = (a: Stat, b: Stat) => a.type === b.type && (a.arc ?? '') === (b.arc ?? '');
  const overrides = pilot.shipStats ?? [];
  return [...ship.stats.filter((stat) => !overrides.some((override) => same(stat, override))), ...overrides];
}

const difficulty = (value: string) => value.toLowerCase() as 'white' | 'red' | 'purple';

/** The action bar as the data prints it: the pilot's own when it has one, else the ship's. */
export function actionBarFrom(ship: ShipFile, pilot: PilotCard): NonNullable<XwingPilotRosterEntry['actions']> {
  return (pilot.shipActions ?? ship.actions ?? []).map((entry) => {
    const action = actionIdsByDataName[entry.type];
    if (!action) throw new Error(`unknown action ${entry.type} on ${ship.name}`);
    const linked = entry.linked ? actionIdsByDataName[entry.linked.type] : undefined;
    return { action, difficulty: difficulty(entry.difficulty), ...(entry.linked && linked ? { linked: { action: linked, difficulty: difficulty(entry.linked.difficulty) } } : {}) };
  });
}

/** The pilot's ability and its ship's ability, as the card data prints them (test input only). */
export const pilotText = (pilot: PilotCard): string => [pilot.ability ?? pilot.text, pilot.shipAbility && `${pilot.shipAbility.name}: ${pilot.shipAbility.text}`].filter(Boolean).join('\n');

type Extra = { id?: string; actionBar?: boolean; abilities?: boolean; dial?: boolean };

export function pilotEntryFrom(ship: ShipFile, pilot: PilotCard, extra: Extra = {}): XwingPilotRosterEntry {
  const stats = statsFor(ship, pilot);
  const value = (type: string) => stats.find((stat) => stat.type === type)?.value ?? 0;
  const energy = stats.find((stat) => stat.type === 'energy');
  const shieldsRecover = stats.find((stat) => stat.type === 'shields')?.recovers ?? 0;
  const attacks = stats
    .filter((stat) => stat.type === 'attack')
    .map((stat) => {
      const arc = arcIds[stat.arc ?? ''];
      if (!arc) throw new Error(`unknown arc ${stat.arc ?? '(none)'} on ${ship.name}`);
      return { arc, value: stat.value };
    });
  return {
    ...(extra.id ? { id: extra.id } : {}),
    name: pilot.name,
    ship: ship.name,
    initiative: pilot.initiative,
    size: ship.size.toLowerCase() as XwingPilotRosterEntry['size'],
    hull: value('hull'),
    shields: value('shields'),
    agility: value('agility'),
    attacks,
    ...(pilot.charges ? { charges: { value: pilot.charges.value, recurs: pilot.charges.recovers } } : {}),
    ...(pilot.force ? { force: { value: pilot.force.value, recurs: pilot.force.recovers } } : {}),
    // A huge ship's card prints energy and recurring shields (Epic rules).
    ...(energy ? { energy: { value: energy.value, recurs: energy.recovers ?? 0 } } : {}),
    ...(shieldsRecover ? { shieldsRecover } : {}),
    ...(extra.actionBar ? { actions: actionBarFrom(ship, pilot) } : {}),
    // The pilot's ability and the ship's ability are separate cards' words: each hook names its own source.
    ...(extra.abilities ? { abilities: [...abilityHooks(pilot.name, pilot.ability ?? pilot.text), ...(pilot.shipAbility ? abilityHooks(pilot.shipAbility.name, pilot.shipAbility.text) : [])] } : {}),
    ...(extra.dial && ship.dial ? { dial: ship.dial } : {}),
  };
}

/** One pilot of a ship file, e.g. pilotEntry('rebel-alliance/t-65-x-wing', 'Luke Skywalker'). */
export function pilotEntry(file: string, pilotName: string, extra: Extra = {}): XwingPilotRosterEntry {
  const ship = readShipFile(file);
  const pilot = ship.pilots.find((candidate) => candidate.name === pilotName);
  if (!pilot) throw new Error(`${file} has no pilot ${pilotName}`);
  return pilotEntryFrom(ship, pilot, extra);
}

export function allShipFiles(): string[] {
  const root = path.join(xwingDataDir, 'pilots');
  return fs.readdirSync(root).flatMap((faction) => fs.readdirSync(path.join(root, faction)).map((file) => `${faction}/${file.replace(/\.json$/, '')}`));
}
