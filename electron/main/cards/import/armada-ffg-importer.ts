import { z } from 'zod';
import type { ArmadaDice } from '../../../../shared/ipc/cards';
import { armadaFaction, defenseToken, dice, hasDice, isOfficialFaction, topSpeed } from './armada-terms';
import { numberFromText } from './card-reader';
import { editionNames, MAIN_PART, slug, type CardRecord, type EditionImport, type SourcePart } from './card-record';
import type { DataSet } from './data-set';

// The FFG-era Armada layout (github.com/rkbodenner/star-wars-armada-data): one array of records
// per file, ships and squadrons in data/<kind>-card/<faction>/, upgrades per slot.

// A negative cost is a card that lowers its ship's cost.
const points = z.preprocess(numberFromText, z.number().int());
const whole = (min: number) => z.preprocess(numberFromText, z.number().int().min(min));
const text = z.union([z.string(), z.array(z.string())]).optional();
const zoneNames = { front: 'front', left: 'left', right: 'right', rear: 'rear', 'aux-left': 'leftAux', 'aux-right': 'rightAux' } as const;

const shipSchema = z.looseObject({
  name: z.string().min(1),
  size: z.enum(['small', 'medium', 'large', 'huge']),
  faction: armadaFaction,
  hull: whole(1),
  command: whole(0),
  squadron: whole(0),
  engineering: whole(0),
  'squadron-attack': dice,
  // Hull zones, plus special armaments such as the Onager's ignition dice.
  attack: z.record(z.string(), dice),
  shield: z.record(z.string(), whole(0)),
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
  speed: whole(0),
  hull: whole(1),
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

const damageSchema = z.looseObject({ title: z.string().min(1), amount: whole(1), type: z.string(), text: z.string() });
const cardList = z.array(z.unknown());

const yaw = { '-': 0, '|': 1, '||': 2 } as const;
const sections = (...parts: (string | string[] | undefined)[]) => parts.flat().filter((p): p is string => !!p?.trim()).join('\n') || null;

/** `aux-left` → `leftAux`; other names (front, ignition) stay as they are. */
function zones<T>(byFileName: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [name, value] of Object.entries(byFileName)) out[zoneNames[name as keyof typeof zoneNames] ?? name] = value;
  return out;
}

const cardFiles = (data: DataSet, folder: string) => data.list(folder).filter((file) => file.endsWith('.json'));

/** The files this layout reads; any other JSON under data/ is reported as left out. */
const readFolders = ['data/ship-card/', 'data/squadron-card/', 'data/upgrade-card/'];
const readFiles = ['data/objective-card.json', 'data/damage-card-core.json'];

export function importArmadaFfg(data: DataSet): EditionImport {
  // Cards of a faction outside the official four are their own source, named after the faction.
  const parts = new Map<string, SourcePart>();
  const partOf = (faction: string): string => {
    if (isOfficialFaction(faction)) return MAIN_PART;
    const part = `faction-${faction}`;
    const name = faction.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
    if (!parts.has(part)) parts.set(part, { part, name: `Armada (FFG data) · ${name} (community faction)`, label: `FFG ${name}` });
    return part;
  };
  for (const file of data.list('data')) {
    if (!file.endsWith('.json') || readFiles.includes(file) || readFolders.some((folder) => file.startsWith(folder))) continue;
    const what = file === 'data/reference-card.json' ? 'reference cards, not a card kind Sidetable keeps' : 'not a card file of this layout';
    data.report.leftOut.push(`${data.nameOf(file)}: ${what}; left out`);
  }

  const shipFiles = cardFiles(data, 'data/ship-card');
  const squadronFiles = cardFiles(data, 'data/squadron-card');
  const upgradeFiles = cardFiles(data, 'data/upgrade-card');
  const singleFiles = ['data/objective-card.json', 'data/damage-card-core.json'].filter((file) => data.has(file));
  data.plan(shipFiles.length + squadronFiles.length + upgradeFiles.length + singleFiles.length);

  const cards: CardRecord[] = [];
  for (const file of shipFiles) {
    for (const [i, raw] of data.readJson(file, cardList).entries()) {
      const ship = data.card(file, `ship ${i + 1}`, raw, shipSchema);
      if (!ship) continue;
      const speedChart = Object.fromEntries(Object.entries(ship['speed-chart']).map(([speed, joints]) => [speed, joints.map((j) => yaw[j])]));
      const shieldZones = zones(ship.shield);
      const armament: Record<string, ArmadaDice> = zones(ship.attack);
      if (hasDice(ship['squadron-attack'])) armament.antiSquadron = ship['squadron-attack'];
      cards.push({
        kind: 'ship',
        key: slug(ship.name),
        name: ship.name,
        factions: [ship.faction],
        part: partOf(ship.faction),
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
    for (const [i, raw] of data.readJson(file, cardList).entries()) {
      const squadron = data.card(file, `squadron ${i + 1}`, raw, squadronSchema);
      if (!squadron) continue;
      cards.push({
        kind: 'squadron',
        key: slug(squadron.name),
        name: squadron.name,
        title: squadron.subname || null,
        factions: [squadron.faction],
        part: partOf(squadron.faction),
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
    for (const [i, raw] of data.readJson(file, cardList).entries()) {
      const upgrade = data.card(file, `upgrade ${i + 1}`, raw, upgradeSchema);
      if (!upgrade) continue;
      const { text: cardText, ...rest } = upgrade;
      cards.push({
        kind: 'upgrade',
        // The same officer can be printed for several slots (Darth Vader: commander, officer, weapons team).
        key: slug(`${upgrade.name} ${upgrade.slots.join(' ')}`),
        name: upgrade.name,
        factions: upgrade.faction ? [upgrade.faction] : [],
        part: upgrade.faction ? partOf(upgrade.faction) : MAIN_PART,
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
    for (const [i, raw] of data.readJson('data/objective-card.json', cardList).entries()) {
      const objective = data.card('data/objective-card.json', `objective ${i + 1}`, raw, objectiveSchema);
      if (!objective) continue;
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
    for (const [i, raw] of data.readJson('data/damage-card-core.json', cardList).entries()) {
      const card = data.card('data/damage-card-core.json', `damage card ${i + 1}`, raw, damageSchema);
      if (!card) continue;
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
    source: { name: editionNames['armada-ffg'], label: 'FFG' },
    parts: [...parts.values()],
    cards,
    products: [],
  };
}
