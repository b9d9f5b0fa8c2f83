import { z } from 'zod';
import type { ArmadaDice } from '../../../../shared/ipc/cards';
import { defenseTokenKinds, dice, hasDice, slotName, topSpeed } from './armada-terms';
import { editionNames, MAIN_PART, type CardRecord, type EditionImport, type SourcePart } from './card-record';
import { numberFromText } from './card-reader';
import type { DataSet } from './data-set';

// The ISB API layout (github.com/Polkadoty/the-isb-api, public/converted-json): one object per
// file keyed by card id, under its category (`{"ships": {...}}`). Folders also hold files that
// gather their cards (`ships/ships.json`, `legacy-ships/legacy-ships.json`, a release's
// `arc-0-1-objectives.json`, another part's `legends-ships.json` left in nexus-ships): each card is
// read once, from the file that is its own; a gathered card found nowhere else is kept, never lost.
// `ships/sandbox` holds the fleet builder's dummy test ships, which are not cards.
//
// Beside the current pool (ships/, squadrons/, upgrades/, objectives/) the layout keeps community
// and older content in folders named `<prefix>-<category>` (amg-ships, old-upgrades, legacy-ships,
// nexus-squadrons, ...), in archive/<category>/ and in folders of their own (old-arc/arc-objectives).
// Each is read as a part named by its folder (the outermost folder that names a part), and so is
// every faction outside the official four: each becomes its own clearly named source, left out of
// pickers until the player includes it.

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

/** `{def_brace: 2, def_redirect: 1}` → `['redirect', 'brace', 'brace']`, in one fixed order (a kind listed at 0 is none, known or not). */
function tokensOf(counts: Record<string, number>): string[] {
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

interface CardFile {
  file: string;
  category: Category;
  /** The part the file belongs to: `main`, or the folder that names it. */
  part: string;
  /** A file that gathers the cards of others (see isGathering). */
  gathering: boolean;
  /** Gathering, and named as its own folder (`ships/ships.json`): the layout's own combined copy. */
  folderNamed: boolean;
}

const CARD_FOLDER = /^(?:(.+)-)?(ships|squadrons|upgrades|objectives)$/;
const GATHERING = /(^|-)(ships|squadrons|upgrades|objectives)$/;

/**
 * The part of a card folder at `folders[at]`: the outermost folder above it that names a part
 * (`old-arc/arc-objectives` is old ARC, not ARC), else its own prefix (`amg-ships`,
 * `fan-expansions/legacy-ships`), else the folder it is in (`archive/ships`), else the current pool.
 */
function partAlong(folders: readonly string[], at: number): string {
  const outer = folders.slice(0, at).find((name) => knownParts[name.toLowerCase()] !== undefined);
  if (outer) return outer.toLowerCase();
  const prefix = CARD_FOLDER.exec(folders[at]!.toLowerCase())?.[1];
  if (prefix) return prefix;
  return at > 0 ? folders[at - 1]!.toLowerCase() : MAIN_PART;
}

/** A file whose name says it gathers cards: named as its folder, or after a category (`legends-ships.json`). */
function gatheringName(file: string): { gathering: boolean; folderNamed: boolean } {
  const parts = file.toLowerCase().split('/');
  const base = parts.at(-1)!.replace(/\.json$/, '');
  const folderNamed = parts.length > 1 && base === parts.at(-2);
  return { gathering: folderNamed || GATHERING.test(base), folderNamed };
}

/** The category a file of this layout holds, from its one top-level key; null when it holds no cards. */
const CONTENT = z.looseObject({});
function categoryInside(data: DataSet, file: string): Category | null {
  try {
    const top = Object.keys(data.readJson(file, CONTENT));
    return categories.find((category) => top.includes(category)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Every file of cards the data set has, at any depth: those in the current pool (`ships/...`), in
 * each `<prefix>-<category>` folder, in a category under another folder (`archive/ships`), and a
 * file of cards outside any category folder (`archive/arquitens-titles.json`), known by what it
 * holds. The first folder along a path that names a category is the card folder; its subfolders
 * are its own (factions, slots). Folders that hold no cards are reported.
 */
function cardFiles(data: DataSet): { files: CardFile[]; sandbox: string[]; unknown: string[] } {
  const files: CardFile[] = [];
  const sandbox: string[] = [];
  const unknown = new Set<string>();
  for (const file of data.list('')) {
    if (!file.endsWith('.json') || !file.includes('/')) continue;
    const folders = file.split('/').slice(0, -1);
    const at = folders.findIndex((name) => CARD_FOLDER.test(name.toLowerCase()));
    if (at === 0 && folders[0] === 'ships' && folders[1]?.toLowerCase() === 'sandbox') {
      sandbox.push(file);
      continue;
    }
    // The damage deck is read on its own, from the current pool.
    if (file.endsWith('/damage-cards.json')) continue;
    if (at >= 0) {
      const category = CARD_FOLDER.exec(folders[at]!.toLowerCase())![2] as Category;
      files.push({ file, category, part: partAlong(folders, at), ...gatheringName(file) });
      continue;
    }
    const category = categoryInside(data, file);
    if (!category) {
      unknown.add(folders.join('/'));
      continue;
    }
    const outer = folders.find((name) => knownParts[name.toLowerCase()] !== undefined) ?? folders[0]!;
    files.push({ file, category, part: outer.toLowerCase(), ...gatheringName(file) });
  }
  // A folder with some cards found is not reported for the files in it that hold none.
  for (const { file } of files) unknown.delete(file.split('/').slice(0, -1).join('/'));
  return { files, sandbox, unknown: [...unknown].sort() };
}

/**
 * Each card once, from its own file. A gathering file's card that another file of its part also
 * holds is a copy; a file named after another part gathers that part's cards (nexus-ships once held
 * a copy of the Legends ships, legends-ships.json); a gathered card found nowhere else is kept. A file that is the only one of its folder and the folders in it is the
 * folder's own data (old-arc keeps its objectives in arc-objectives/arc-objectives.json). Files named after their category but
 * not their folder go first, so a release's file (`arc-0-1-objectives.json`) is read before its
 * folder's copy of it. A gathered copy of a card left out on purpose (a test ship, `leftOut`: `ship <key>`)
 * is left out with it. Returns the cards kept and, per gathering file not named as its folder, how
 * many of its cards were copies.
 */
function withoutGatheredCopies(cards: CardRecord[], files: readonly CardFile[], leftOut: ReadonlySet<string>): { cards: CardRecord[]; copies: Map<string, number>; dropped: number } {
  const byFile = new Map(files.map((f) => [f.file, f]));
  /** Files of cards in a folder and its subfolders. */
  const cardFilesIn = new Map<string, number>();
  for (const { file } of files) {
    const folders = file.split('/').slice(0, -1);
    for (let depth = 1; depth <= folders.length; depth++) {
      const folder = folders.slice(0, depth).join('/');
      cardFilesIn.set(folder, (cardFilesIn.get(folder) ?? 0) + 1);
    }
  }
  const held = (card: CardRecord, part = card.part ?? MAIN_PART) => `${part} ${card.kind} ${card.key}`;
  const isCopyCandidate = (file: string | null | undefined) => {
    const f = file ? byFile.get(file) : undefined;
    return f !== undefined && f.gathering && (cardFilesIn.get(f.file.split('/').slice(0, -1).join('/')) ?? 0) > 1;
  };
  const kept = new Set(cards.filter((card) => !isCopyCandidate(card.sourceFile)).map((card) => held(card)));
  const order = files.filter((f) => isCopyCandidate(f.file)).sort((a, b) => Number(a.folderNamed) - Number(b.folderNamed) || a.file.localeCompare(b.file));
  const cardsOf = new Map<string, CardRecord[]>();
  for (const card of cards) {
    if (!isCopyCandidate(card.sourceFile)) continue;
    const list = cardsOf.get(card.sourceFile!) ?? [];
    list.push(card);
    cardsOf.set(card.sourceFile!, list);
  }
  const dropped = new Set<CardRecord>();
  const copies = new Map<string, number>();
  for (const { file, folderNamed } of order) {
    const own = cardsOf.get(file) ?? [];
    // A file named after another part (nexus-ships/legends-ships.json) gathers that part's cards.
    const named = namedPart(file);
    const repeated = own.filter((card) => kept.has(held(card, named ?? card.part ?? MAIN_PART)) || leftOut.has(`${card.kind} ${card.key}`));
    for (const card of repeated) dropped.add(card);
    for (const card of own) kept.add(held(card));
    if (repeated.length > 0 && !folderNamed) copies.set(file, repeated.length);
  }
  return { cards: cards.filter((card) => !dropped.has(card)), copies, dropped: dropped.size };
}

/** The part a gathering file's name gives (`legends-ships.json` → legends), when it names one. */
function namedPart(file: string): string | null {
  const base = file.toLowerCase().split('/').at(-1)!.replace(/\.json$/, '');
  const prefix = CARD_FOLDER.exec(base)?.[1];
  return prefix !== undefined && knownParts[prefix] !== undefined ? prefix : null;
}

/** A defense token this app does not know, with how many the card has; none when every token with a count is known. */
function unknownToken(counts: Record<string, number>): string | null {
  const [name, n] = Object.entries(counts).find(([key, count]) => count > 0 && !(defenseTokenKinds as readonly string[]).includes(key.slice('def_'.length))) ?? [];
  return name === undefined ? null : `"${name.slice('def_'.length)}" (${String(n)})`;
}

const tokenWords = `defense tokens Sidetable plays (${defenseTokenKinds.join(', ')})`;

/** The fleet builder's test ships (faction "sandbox", or in ships/sandbox): not cards, left out and named, with where they were. */
interface TestShips {
  names: Set<string>;
  /** `ship <key>`: a gathered copy of one is left out with it. */
  keys: Set<string>;
  places: Set<string>;
}

function testShipsIn(data: DataSet, files: readonly string[], into: TestShips): void {
  for (const file of files) {
    into.places.add(`${data.nameOf('ships/sandbox')}/`);
    try {
      for (const chassis of Object.values(data.readJson(file, fileOf('ships')).ships)) {
        const models = (chassis as { models?: Record<string, { name?: unknown }> }).models ?? {};
        for (const [key, model] of Object.entries(models)) {
          into.keys.add(`ship ${key}`);
          if (typeof model.name === 'string' && model.name.trim()) into.names.add(model.name.trim());
        }
      }
    } catch {
      // A test ship file that does not read is left out all the same.
    }
  }
}

const isTestShip = (raw: unknown): raw is { name?: unknown } =>
  raw !== null && typeof raw === 'object' && String((raw as { faction?: unknown }).faction ?? '').trim().toLowerCase() === NO_FACTION;

export function importArmadaIsb(data: DataSet): EditionImport {
  const { files, sandbox, unknown } = cardFiles(data);
  for (const folder of unknown) data.report.leftOut.push(`${data.nameOf(folder)}/: holds no cards of this layout (a file of cards says ships, squadrons, upgrades or objectives at its top); left out`);
  const tests: TestShips = { names: new Set(), keys: new Set(), places: new Set() };
  testShipsIn(data, sandbox, tests);
  const filesOf = (category: Category) => files.filter((f) => f.category === category);
  const shipFiles = filesOf('ships');
  const squadronFiles = filesOf('squadrons');
  const upgradeFiles = filesOf('upgrades');
  const objectiveFiles = filesOf('objectives');
  const damageFile = data.has('objectives/damage-cards.json') ? ['objectives/damage-cards.json'] : [];
  const parts = new Map<string, SourcePart>();
  data.plan(files.length + damageFile.length);

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
        if (isTestShip(rawModel)) {
          tests.keys.add(`ship ${modelKey}`);
          tests.places.add(data.nameOf(file));
          if (typeof rawModel.name === 'string' && rawModel.name.trim()) tests.names.add(rawModel.name.trim());
          continue;
        }
        const model = data.card(file, modelKey, rawModel, modelSchema);
        if (!model) continue;
        const unknownKind = unknownToken(model.tokens);
        if (unknownKind) {
          data.report.skip({ file: data.nameOf(file), card: model.name, field: 'its defense tokens', value: unknownKind, expected: tokenWords });
          continue;
        }
        const tokens = tokensOf(model.tokens);
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
      const unknownKind = unknownToken(squadron.tokens);
      if (unknownKind) {
        data.report.skip({ file: data.nameOf(file), card: squadron.name, field: 'its defense tokens', value: unknownKind, expected: tokenWords });
        continue;
      }
      const tokens = tokensOf(squadron.tokens);
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

  if (tests.keys.size) {
    const names = tests.names.size ? [...tests.names].join(', ') : 'none named';
    const n = tests.keys.size;
    data.report.leftOut.push(`${[...tests.places].join(' and ')}: the fleet builder's ${n === 1 ? 'test ship' : `${n} test ships`} (${names}), not ${n === 1 ? 'a card' : 'cards'}; left out`);
  }
  const once = withoutGatheredCopies(cards, files, tests.keys);
  data.report.kept -= once.dropped;
  for (const [file, n] of once.copies) data.report.leftOut.push(`${data.nameOf(file)}: ${n === 1 ? 'a copy of a card' : `copies of ${n} cards`} also in ${n === 1 ? 'its own file' : 'their own files'}; each was read once, from its own file`);
  const partsWithCards = new Set(once.cards.map((card) => card.part));
  return {
    edition: { key: 'armada-isb', system: 'armada', name: editionNames['armada-isb'], layout: 'armada-isb', dataVersion: null },
    source: { name: editionNames['armada-isb'], label: 'ISB' },
    parts: [...parts.values()].filter((part) => partsWithCards.has(part.part)),
    cards: once.cards,
    products: [],
  };
}
