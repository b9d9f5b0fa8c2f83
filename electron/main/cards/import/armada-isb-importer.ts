import { z } from 'zod';
import type { ArmadaDice } from '../../../../shared/ipc/cards';
import { defenseTokenKinds, dice, hasDice, slotName, topSpeed } from './armada-terms';
import { editionNames, MAIN_PART, type CardRecord, type EditionImport, type SourcePart } from './card-record';
import { numberFromText } from './card-reader';
import type { DataSet } from './data-set';

// The ISB API layout (github.com/Polkadoty/the-isb-api, public/converted-json): one object per
// file keyed by card id. Each category folder also holds `<folder>/<folder>.json`, a combined
// copy of its per-card files: it is skipped so no card is counted twice. `ships/sandbox` holds the
// fleet builder's dummy test ships, which are not cards.
//
// Beside the current pool (ships/, squadrons/, upgrades/, objectives/) the layout keeps community
// and older content in folders named `<prefix>-<category>` (amg-ships, old-upgrades, legacy-ships,
// nexus-squadrons, ...) and in archive/<category>/. Each prefix is read as a part of its own, and
// so is every faction outside the official four: each becomes its own clearly named source, left
// out of pickers until the player includes it.

const count = z.preprocess(numberFromText, z.number().int().min(0));
// A negative cost is a card that lowers its ship's cost.
const points = z.preprocess(numberFromText, z.number().int());
const isbFactions = ['empire', 'rebel', 'republic', 'separatist'] as const;
const isOfficial = (faction: string) => (isbFactions as readonly string[]).includes(faction);
/** Campaign stations are filed under "sandbox": they belong to no faction. */
const NO_FACTION = 'sandbox';
const faction = z.string().trim().toLowerCase().min(1);
/** Empty strings are the layout's way of saying "none" in its lists. */
const list = z.array(z.string()).transform((items) => items.filter((item) => item.trim() !== ''));

const tokenCounts = z.record(z.string().regex(/^def_[a-z]+$/), count);

const modelSchema = z.looseObject({
  name: z.string().min(1),
  faction,
  unique: z.boolean(),
  traits: list,
  points,
  tokens: tokenCounts,
  values: z.looseObject({ command: count, squadron: count, engineer: count }),
  upgrades: z.array(z.string()),
  armament: z.record(z.string(), dice),
});

const chassisSchema = z.looseObject({
  chassis_name: z.string().min(1),
  size: z.enum(['small', 'medium', 'large', 'huge']),
  hull: z.preprocess(numberFromText, z.number().int().min(1)),
  speed: z.record(z.string().regex(/^[0-9]$/), z.array(count)),
  shields: z.looseObject({ front: count, rear: count, left: count, right: count, left_aux: count.optional(), right_aux: count.optional() }),
  // Each model is checked on its own.
  models: z.record(z.string(), z.unknown()),
});

const squadronSchema = z.looseObject({
  name: z.string().min(1),
  'ace-name': z.string(),
  faction,
  squadron_type: z.string(),
  unique: z.boolean(),
  hull: z.preprocess(numberFromText, z.number().int().min(1)),
  speed: count,
  tokens: tokenCounts,
  armament: z.looseObject({ 'anti-squadron': dice, 'anti-ship': dice }),
  abilities: z.record(z.string(), z.union([z.boolean(), count])),
  ability: z.string(),
  points,
});

const upgradeSchema = z.looseObject({
  name: z.string().min(1),
  type: z.string().min(1),
  faction: z.union([list, z.string().transform((one) => [one])]).transform((names) => names.map((name) => name.trim().toLowerCase())),
  unique: z.boolean(),
  points,
  ability: z.string(),
  bound_shiptype: z.string(),
});

const objectiveSchema = z.looseObject({
  name: z.string().min(1),
  type: z.enum(['assault', 'defense', 'navigation', 'campaign']),
  setup: z.string(),
  special_rule: z.string(),
  end_of_round: z.string(),
  end_of_game: z.string(),
});

const damageSchema = z.looseObject({ name: z.string().min(1), ability: z.string() });

/** A file of this layout: `{ "<category>": { "<card id>": card } }`; each card is checked on its own. */
const fileOf = <K extends string>(top: K) =>
  z.looseObject({ [top]: z.record(z.string(), z.unknown()).default({}) } as Record<K, z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodUnknown>>>);

/** `{def_brace: 2, def_redirect: 1}` → `['redirect', 'brace', 'brace']`, in one fixed order; a name that is no token is returned as it is. */
function tokensOf(counts: Record<string, number>): string[] | string {
  for (const name of Object.keys(counts)) {
    if (!(defenseTokenKinds as readonly string[]).includes(name.slice('def_'.length))) return name;
  }
  const tokens: string[] = [];
  for (const kind of defenseTokenKinds) for (let i = 0; i < (counts[`def_${kind}`] ?? 0); i++) tokens.push(kind);
  return tokens;
}

const keywordNames: Record<string, string> = { 'ai-battery': 'AI: Battery', 'ai-antisquadron': 'AI: Anti-Squadron' };
/** `{bomber: true, counter: 2, swarm: false}` → `['Bomber', 'Counter 2']`, as the card prints them. */
function keywordsOf(abilities: Record<string, boolean | number>): string[] {
  return Object.entries(abilities)
    .filter(([, value]) => value !== false && value !== 0)
    .map(([key, value]) => {
      const name = keywordNames[key] ?? key.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
      return value === true ? name : `${name} ${value}`;
    });
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const sections = (...parts: string[]) => parts.filter((p) => p.trim()).join('\n') || null;

const categories = ['ships', 'squadrons', 'upgrades', 'objectives'] as const;
type Category = (typeof categories)[number];

/** The community and older parts the layout keeps, by folder prefix, as the player should read them. */
const knownParts: Record<string, { name: string; label: string }> = {
  amg: { name: 'AMG errata printings', label: 'AMG errata' },
  old: { name: 'Older printings (before errata)', label: 'older printing' },
  legacy: { name: 'Armada Legacy (fan expansion)', label: 'Legacy' },
  'legacy-beta': { name: 'Armada Legacy beta (fan expansion)', label: 'Legacy beta' },
  'old-legacy': { name: 'Armada Legacy, older printings (fan expansion)', label: 'old Legacy' },
  legends: { name: 'Armada Legends (fan expansion)', label: 'Legends' },
  'old-legends': { name: 'Armada Legends, older printings (fan expansion)', label: 'old Legends' },
  nexus: { name: 'Armada Nexus (fan expansion)', label: 'Nexus' },
  arc: { name: 'ARC (fan expansion)', label: 'ARC' },
  'old-arc': { name: 'ARC, older printings (fan expansion)', label: 'old ARC' },
  custom: { name: 'Custom cards (community)', label: 'custom' },
  archive: { name: 'Archived cards (community)', label: 'archive' },
};

const factionNames: Record<string, string> = { scum: 'Scum and Villainy', mandalorian: 'Mandalorians' };

function partOf(prefix: string): SourcePart {
  const known = knownParts[prefix];
  return { part: prefix, name: `Armada (ISB data) · ${known?.name ?? `${prefix} (community)`}`, label: `ISB ${known?.label ?? prefix}` };
}

function factionPart(factionKey: string): SourcePart {
  const name = factionNames[factionKey] ?? capitalized(factionKey);
  return { part: `faction-${factionKey}`, name: `Armada (ISB data) · ${name} (community faction)`, label: `ISB ${name}` };
}

interface CardFolder {
  /** `ships`, `amg-ships`, `archive/ships`: where the files are. */
  folder: string;
  category: Category;
  /** The part the folder belongs to: `main`, or its prefix. */
  part: string;
}

const CARD_FOLDER = /^(?:(.+)-)?(ships|squadrons|upgrades|objectives)$/;

/**
 * Every folder of cards the data set has, at any depth: the current pool (`ships`), each
 * `<prefix>-<category>` folder (`amg-ships`, or `fan/legacy-ships` where a player keeps the fan
 * expansions together), and a category under another folder (`archive/ships`: part `archive`).
 * The first folder along a path that names a category is the card folder; its subfolders are its
 * own (factions, slots). Folders of JSON that reach no card folder are reported.
 */
function cardFolders(data: DataSet): { folders: CardFolder[]; unknown: string[] } {
  const found = new Map<string, CardFolder>();
  const unknown = new Set<string>();
  for (const file of data.list('')) {
    if (!file.endsWith('.json') || !file.includes('/')) continue;
    const folders = file.split('/').slice(0, -1);
    const at = folders.findIndex((name) => CARD_FOLDER.test(name.toLowerCase()));
    if (at < 0) {
      unknown.add(folders.join('/'));
      continue;
    }
    const folder = folders.slice(0, at + 1).join('/');
    if (found.has(folder)) continue;
    const [, prefix, category] = CARD_FOLDER.exec(folders[at]!.toLowerCase())!;
    // A plain category at the top is the current pool; under another folder, that folder names the part.
    const part = prefix ?? (at === 0 ? MAIN_PART : folders[at - 1]!.toLowerCase());
    found.set(folder, { folder, category: category as Category, part });
  }
  return { folders: [...found.values()].sort((a, b) => a.folder.localeCompare(b.folder)), unknown: [...unknown].sort() };
}

/** Per-card files of a folder, without its combined `<folder>.json` copy. */
function perCardFiles(data: DataSet, folder: string, skipFolders: readonly string[] = []): string[] {
  const combined = `${folder}/${folder.split('/').at(-1)}.json`;
  return data
    .list(folder)
    .filter((file) => file.endsWith('.json') && file !== combined)
    .filter((file) => !skipFolders.some((skip) => file.startsWith(`${folder}/${skip}/`)));
}

export function importArmadaIsb(data: DataSet): EditionImport {
  const { folders, unknown } = cardFolders(data);
  for (const folder of unknown) data.report.leftOut.push(`${data.nameOf(folder)}/: not in a card folder of this layout (ships, squadrons, upgrades, objectives or <prefix>-<category>, at any depth); left out`);
  const sandbox = data.list('ships/sandbox').filter((file) => file.endsWith('.json'));
  if (sandbox.length) data.report.leftOut.push(`${data.nameOf('ships/sandbox')}/: the fleet builder's test ships, not cards; left out`);
  const filesOf = (category: Category) =>
    folders
      .filter((f) => f.category === category)
      .flatMap(({ folder, part }) => perCardFiles(data, folder, folder === 'ships' ? ['sandbox'] : []).map((file) => ({ file, part })));
  const shipFiles = filesOf('ships');
  const squadronFiles = filesOf('squadrons');
  const upgradeFiles = filesOf('upgrades');
  const objectiveFiles = filesOf('objectives').filter(({ file }) => !file.endsWith('/damage-cards.json'));
  const damageFile = data.has('objectives/damage-cards.json') ? ['objectives/damage-cards.json'] : [];
  const parts = new Map<string, SourcePart>();
  data.plan(shipFiles.length + squadronFiles.length + upgradeFiles.length + objectiveFiles.length + damageFile.length);

  /** A folder's part; a card of a faction outside the official four is its own part when it is in the main pool. */
  const placeOf = (folderPart: string, factions: readonly string[]): string => {
    const others = factions.filter((f) => f !== NO_FACTION && !isOfficial(f));
    if (folderPart !== MAIN_PART) {
      if (!parts.has(folderPart)) parts.set(folderPart, partOf(folderPart));
      return folderPart;
    }
    if (others.length && !factions.some(isOfficial)) {
      const part = factionPart(others[0]!);
      if (!parts.has(part.part)) parts.set(part.part, part);
      return part.part;
    }
    return MAIN_PART;
  };

  const cards: CardRecord[] = [];
  for (const { file, part: folderPart } of shipFiles) {
    for (const [chassisKey, rawChassis] of Object.entries(data.readJson(file, fileOf('ships')).ships)) {
      const chassis = data.card(file, chassisKey, rawChassis, chassisSchema);
      if (!chassis) continue;
      // An unused speed is listed with no joints.
      const speedChart = Object.fromEntries(Object.entries(chassis.speed).filter(([, joints]) => joints.length > 0));
      const { front, rear, left, right, left_aux: leftAux = 0, right_aux: rightAux = 0 } = chassis.shields;
      const shieldZones = { front, left, right, rear, ...(leftAux || rightAux ? { leftAux, rightAux } : {}) };
      const { models, ...chassisRest } = chassis;
      for (const [modelKey, rawModel] of Object.entries(models)) {
        const model = data.card(file, modelKey, rawModel, modelSchema);
        if (!model) continue;
        const tokens = tokensOf(model.tokens);
        if (typeof tokens === 'string') {
          data.report.skip({ file: data.nameOf(file), card: model.name, field: `tokens › ${tokens}`, value: 'a count', expected: `one of ${defenseTokenKinds.map((k) => `def_${k}`).join(', ')}` });
          continue;
        }
        const armament: Record<string, ArmadaDice> = {};
        for (const [zone, zoneDice] of Object.entries(model.armament)) {
          const name = { asa: 'antiSquadron', left_aux: 'leftAux', right_aux: 'rightAux' }[zone] ?? zone;
          if (hasDice(zoneDice) || ['front', 'left', 'right', 'rear'].includes(zone)) armament[name] = zoneDice;
        }
        cards.push({
          kind: 'ship',
          key: modelKey,
          name: model.name,
          factions: [model.faction],
          uniqueCount: model.unique ? 1 : 0,
          costMin: model.points,
          costMax: model.points,
          size: chassis.size,
          hull: chassis.hull,
          shields: Object.values(shieldZones).reduce((a, b) => a + b, 0),
          shieldZones,
          armament,
          command: model.values.command,
          squadronValue: model.values.squadron,
          engineering: model.values.engineer,
          speedChart,
          speed: topSpeed(speedChart),
          defenseTokens: tokens,
          keywords: model.traits,
          slots: model.upgrades.flatMap(slotName),
          details: { ...model, chassis: chassisRest },
          sourceFile: file,
          part: placeOf(folderPart, [model.faction]),
        });
      }
    }
  }

  for (const { file, part: folderPart } of squadronFiles) {
    for (const [key, raw] of Object.entries(data.readJson(file, fileOf('squadrons')).squadrons)) {
      const squadron = data.card(file, key, raw, squadronSchema);
      if (!squadron) continue;
      const tokens = tokensOf(squadron.tokens);
      if (typeof tokens === 'string') {
        data.report.skip({ file: data.nameOf(file), card: squadron.name, field: `tokens › ${tokens}`, value: 'a count', expected: `one of ${defenseTokenKinds.map((k) => `def_${k}`).join(', ')}` });
        continue;
      }
      const ace = squadron['ace-name'].trim();
      cards.push({
        kind: 'squadron',
        key,
        name: ace || squadron.name,
        title: ace ? squadron.name : null,
        factions: squadron.faction === NO_FACTION ? [] : [squadron.faction],
        uniqueCount: squadron.unique ? 1 : 0,
        costMin: squadron.points,
        costMax: squadron.points,
        hull: squadron.hull,
        speed: squadron.speed,
        armament: { antiSquadron: squadron.armament['anti-squadron'], antiShip: squadron.armament['anti-ship'] },
        defenseTokens: tokens,
        keywords: keywordsOf(squadron.abilities),
        text: squadron.ability.trim() || null,
        details: { ...squadron, ability: undefined },
        sourceFile: file,
        part: placeOf(folderPart, [squadron.faction]),
      });
    }
  }

  for (const { file, part: folderPart } of upgradeFiles) {
    for (const [key, raw] of Object.entries(data.readJson(file, fileOf('upgrades')).upgrades)) {
      const upgrade = data.card(file, key, raw, upgradeSchema);
      if (!upgrade) continue;
      cards.push({
        kind: 'upgrade',
        key,
        name: upgrade.name,
        factions: upgrade.faction,
        uniqueCount: upgrade.unique ? 1 : 0,
        costMin: upgrade.points,
        costMax: upgrade.points,
        upgradeTypes: slotName(upgrade.type),
        shipKey: upgrade.bound_shiptype.trim() || null,
        text: upgrade.ability.trim() || null,
        details: { ...upgrade, ability: undefined },
        sourceFile: file,
        part: placeOf(folderPart, upgrade.faction),
      });
    }
  }

  for (const { file, part: folderPart } of objectiveFiles) {
    for (const [key, raw] of Object.entries(data.readJson(file, fileOf('objectives')).objectives)) {
      const objective = data.card(file, key, raw, objectiveSchema);
      if (!objective) continue;
      const { setup, special_rule: specialRule, end_of_round: endOfRound, end_of_game: endOfGame, ...rest } = objective;
      cards.push({
        kind: 'objective',
        key,
        name: objective.name,
        title: capitalized(objective.type),
        keywords: [capitalized(objective.type)],
        text: sections(setup, specialRule, endOfRound, endOfGame),
        details: rest,
        sourceFile: file,
        part: placeOf(folderPart, []),
      });
    }
  }

  for (const file of damageFile) {
    for (const [key, raw] of Object.entries(data.readJson(file, fileOf('damage-cards'))['damage-cards'])) {
      const card = data.card(file, key, raw, damageSchema);
      if (!card) continue;
      cards.push({
        kind: 'damage',
        key,
        name: card.name,
        // The ISB data does not say how many copies the deck holds.
        amount: null,
        text: card.ability,
        details: { ...card, ability: undefined },
        sourceFile: file,
      });
    }
  }

  return {
    edition: { key: 'armada-isb', system: 'armada', name: editionNames['armada-isb'], layout: 'armada-isb', dataVersion: null },
    source: { name: editionNames['armada-isb'], label: 'ISB' },
    parts: [...parts.values()],
    cards,
    products: [],
  };
}
