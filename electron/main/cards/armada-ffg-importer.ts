import { z } from 'zod';
import type { ArmadaDice } from '../../../shared/ipc/cards';
import { armadaFaction, defenseToken, dice, hasDice, topSpeed } from './armada-terms';
import { editionNames, slug, type CardRecord, type EditionImport } from './card-record';
import type { DataSet } from './data-set';

// The FFG-era Armada layout (github.com/rkbodenner/star-wars-armada-data): one array of records
// per file, ships and squadrons in data/<kind>-card/<faction>/, upgrades per slot.

const points = z.number().int().min(0);
const text = z.union([z.string(), z.array(z.string())]).optional();
const zoneNames = { front: 'front', left: 'left', right: 'right', rear: 'rear', 'aux-left': 'leftAux', 'aux-right': 'rightAux' } as const;

const shipSchema = z.looseObject({
  name: z.string().min(1),
  size: z.enum(['small', 'medium', 'large', 'huge']),
  faction: armadaFaction,
  hull: z.number().int().min(1),
  command: z.number().int().min(0),
  squadron: z.number().int().min(0),
  engineering: z.number().int().min(0),
  'squadron-attack': dice,
  // Hull zones, plus special armaments such as the Onager's ignition dice.
  attack: z.record(z.string(), dice),
  shield: z.record(z.string(), z.number().int().min(0)),
  'defense-tokens': z.array(defenseToken),
  // Yaw per joint: "-" none, "|" one click, "||" two.
  'speed-chart': z.record(z.string().regex(/^[0-9]$/), z.array(z.enum(['-', '|', '||']))),
  slots: z.array(z.string()),
  points,
});

const squadronSchema = z.looseObject({
  name: z.string().min(1),
  subname: z.string().optional(),
  unique: z.boolean().optional(),
  faction: armadaFaction,
  speed: z.number().int().min(0),
  hull: z.number().int().min(1),
  'squadron-attack': dice,
  attack: dice,
  keywords: z.array(z.string()).optional(),
  'defense-tokens': z.array(defenseToken).optional(),
  text: z.string().optional(),
  points,
});

const upgradeSchema = z.looseObject({
  name: z.string().min(1),
  unique: z.boolean().optional(),
  faction: armadaFaction.optional(),
  slots: z.array(z.string()).min(1),
  points,
  ship: z.string().optional(),
  text: z.string().optional(),
});

const objectiveSchema = z.looseObject({
  title: z.string().min(1),
  category: z.enum(['Assault', 'Defense', 'Navigation']),
  setup: text,
  'special-rule': text,
  'end-of-round': text,
  'end-of-game': text,
  points: points.optional(),
});

const damageSchema = z.looseObject({ title: z.string().min(1), amount: z.number().int().min(1), type: z.string(), text: z.string() });

const yaw = { '-': 0, '|': 1, '||': 2 } as const;
const sections = (...parts: (string | string[] | undefined)[]) => parts.flat().filter((p): p is string => !!p?.trim()).join('\n') || null;

/** `aux-left` → `leftAux`; other names (front, ignition) stay as they are. */
function zones<T>(byFileName: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [name, value] of Object.entries(byFileName)) out[zoneNames[name as keyof typeof zoneNames] ?? name] = value;
  return out;
}

const cardFiles = (data: DataSet, folder: string) => data.list(folder).filter((file) => file.endsWith('.json'));

export function importArmadaFfg(data: DataSet): EditionImport {
  const shipFiles = cardFiles(data, 'data/ship-card');
  const squadronFiles = cardFiles(data, 'data/squadron-card');
  const upgradeFiles = cardFiles(data, 'data/upgrade-card');
  const singleFiles = ['data/objective-card.json', 'data/damage-card-core.json'].filter((file) => data.has(file));
  data.plan(shipFiles.length + squadronFiles.length + upgradeFiles.length + singleFiles.length);

  const cards: CardRecord[] = [];
  for (const file of shipFiles) {
    for (const ship of data.readJson(file, z.array(shipSchema))) {
      const speedChart = Object.fromEntries(Object.entries(ship['speed-chart']).map(([speed, joints]) => [speed, joints.map((j) => yaw[j])]));
      const shieldZones = zones(ship.shield);
      const armament: Record<string, ArmadaDice> = zones(ship.attack);
      if (hasDice(ship['squadron-attack'])) armament.antiSquadron = ship['squadron-attack'];
      cards.push({
        kind: 'ship',
        key: slug(ship.name),
        name: ship.name,
        factions: [ship.faction],
        costMin: ship.points,
        costMax: ship.points,
        size: ship.size,
        hull: ship.hull,
        shields: Object.values(shieldZones).reduce((a, b) => a + b, 0),
        shieldZones,
        armament,
        command: ship.command,
        squadronValue: ship.squadron,
        engineering: ship.engineering,
        speedChart,
        speed: topSpeed(speedChart),
        defenseTokens: ship['defense-tokens'],
        slots: ship.slots,
        details: ship,
        sourceFile: file,
      });
    }
  }

  for (const file of squadronFiles) {
    for (const squadron of data.readJson(file, z.array(squadronSchema))) {
      cards.push({
        kind: 'squadron',
        key: slug(squadron.name),
        name: squadron.name,
        title: squadron.subname || null,
        factions: [squadron.faction],
        uniqueCount: squadron.unique ? 1 : 0,
        costMin: squadron.points,
        costMax: squadron.points,
        hull: squadron.hull,
        speed: squadron.speed,
        armament: { antiSquadron: squadron['squadron-attack'], antiShip: squadron.attack },
        defenseTokens: squadron['defense-tokens'] ?? [],
        keywords: squadron.keywords ?? [],
        text: squadron.text ?? null,
        details: squadron,
        sourceFile: file,
      });
    }
  }

  for (const file of upgradeFiles) {
    for (const upgrade of data.readJson(file, z.array(upgradeSchema))) {
      const { text: cardText, ...rest } = upgrade;
      cards.push({
        kind: 'upgrade',
        // The same officer can be printed for several slots (Darth Vader: commander, officer, weapons team).
        key: slug(`${upgrade.name} ${upgrade.slots.join(' ')}`),
        name: upgrade.name,
        factions: upgrade.faction ? [upgrade.faction] : [],
        uniqueCount: upgrade.unique ? 1 : 0,
        costMin: upgrade.points,
        costMax: upgrade.points,
        upgradeTypes: upgrade.slots,
        shipKey: upgrade.ship ? slug(upgrade.ship) : null,
        text: cardText ?? null,
        details: rest,
        sourceFile: file,
      });
    }
  }

  if (data.has('data/objective-card.json')) {
    for (const objective of data.readJson('data/objective-card.json', z.array(objectiveSchema))) {
      const { setup, 'special-rule': specialRule, 'end-of-round': endOfRound, 'end-of-game': endOfGame, ...rest } = objective;
      cards.push({
        kind: 'objective',
        key: slug(objective.title),
        name: objective.title,
        title: objective.category,
        keywords: [objective.category],
        costMin: objective.points ?? null,
        costMax: objective.points ?? null,
        text: sections(setup, specialRule, endOfRound, endOfGame),
        details: rest,
        sourceFile: 'data/objective-card.json',
      });
    }
  }

  if (data.has('data/damage-card-core.json')) {
    for (const card of data.readJson('data/damage-card-core.json', z.array(damageSchema))) {
      cards.push({
        kind: 'damage',
        key: slug(card.title),
        name: card.title,
        amount: card.amount,
        keywords: [card.type],
        text: card.text,
        details: { type: card.type },
        sourceFile: 'data/damage-card-core.json',
      });
    }
  }

  return {
    edition: { key: 'armada-ffg', system: 'armada', name: editionNames['armada-ffg'], layout: 'armada-ffg', dataVersion: null },
    cards,
    products: [],
  };
}
