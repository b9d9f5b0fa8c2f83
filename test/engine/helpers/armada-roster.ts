// Turns the card data in ../shared/data/armada-ffg into roster entries for a setup command.
import fs from 'node:fs';
import path from 'node:path';
import type { ShipRosterEntry, SquadronRosterEntry } from '../../../shared/engine/games/armada';

export const armadaDataDir = path.resolve(import.meta.dirname, '../../../../shared/data/armada-ffg/data');

type Dice = [number, number, number];

interface ShipCard {
  name: string;
  size: 'small' | 'medium' | 'large' | 'huge';
  hull: number;
  command: number;
  'squadron-attack': Dice;
  attack: Record<string, Dice>;
  shield: Record<string, number>;
  'defense-tokens': string[];
  'speed-chart': Record<string, string[]>;
}

interface SquadronCard {
  name: string;
  unique?: boolean;
  speed: number;
  hull: number;
  'squadron-attack': Dice;
  attack: Dice;
  'defense-tokens'?: string[];
}

export function readCard<T>(relative: string): T {
  const records = JSON.parse(fs.readFileSync(path.join(armadaDataDir, relative), 'utf8')) as T[];
  const first = records[0];
  if (!first) throw new Error(`${relative} holds no card`);
  return first;
}

const dice = ([red, blue, black]: Dice) => ({ red, blue, black });
const tokenType = (name: string) => name.toLowerCase() as ShipRosterEntry['defenseTokens'][number];
/** The data spells aux zones "aux-right"; the engine says "right-aux". */
const zoneId = (key: string) => (key.startsWith('aux-') ? `${key.slice(4)}-aux` : key) as ShipRosterEntry['hullZones'][number]['zone'];

export function shipEntry(file: string, extra: { id?: string; speed?: number } = {}): ShipRosterEntry {
  const card = readCard<ShipCard>(`ship-card/${file}.json`);
  const maxSpeed = Math.max(...Object.keys(card['speed-chart']).map(Number));
  return {
    ...(extra.id ? { id: extra.id } : {}),
    name: card.name,
    size: card.size,
    hull: card.hull,
    command: card.command,
    speed: extra.speed ?? Math.min(2, maxSpeed),
    maxSpeed,
    // The Onager's "ignition" entry is a special armament, not a hull zone.
    hullZones: Object.entries(card.attack).filter(([key]) => key !== 'ignition').map(([key, battery]) => ({ zone: zoneId(key), battery: dice(battery), shields: card.shield[key] ?? 0 })),
    antiSquadron: dice(card['squadron-attack']),
    defenseTokens: card['defense-tokens'].map(tokenType),
  };
}

export function squadronEntry(file: string, extra: { id?: string } = {}): SquadronRosterEntry {
  const card = readCard<SquadronCard>(`squadron-card/${file}.json`);
  return {
    ...(extra.id ? { id: extra.id } : {}),
    name: card.name,
    unique: card.unique ?? false,
    hull: card.hull,
    speed: card.speed,
    antiSquadron: dice(card['squadron-attack']),
    battery: dice(card.attack),
    defenseTokens: (card['defense-tokens'] ?? []).map(tokenType),
  };
}

export function allShipFiles(): string[] {
  return ['galactic-empire', 'rebel-alliance'].flatMap((faction) =>
    fs.readdirSync(path.join(armadaDataDir, 'ship-card', faction)).map((file) => `${faction}/${file.replace(/\.json$/, '')}`),
  );
}

export function allSquadronFiles(): string[] {
  return ['galactic-empire', 'rebel-alliance'].flatMap((faction) =>
    fs.readdirSync(path.join(armadaDataDir, 'squadron-card', faction)).map((file) => `${faction}/${file.replace(/\.json$/, '')}`),
  );
}
