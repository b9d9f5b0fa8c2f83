import { z } from 'zod';
import type { ArmadaDice } from '../../../shared/ipc/cards';
import { defenseTokenKinds, dice, hasDice, slotName, topSpeed } from './armada-terms';
import { editionNames, type CardRecord, type EditionImport } from './card-record';
import type { DataSet } from './data-set';
import { CardImportError } from './import-error';

// The ISB API layout (github.com/Polkadoty/the-isb-api, public/converted-json): one object per
// file keyed by card id. Each category folder also holds `<category>/<category>.json`, a combined
// copy of its per-card files: it is skipped so no card is counted twice. `ships/sandbox` holds the
// fleet builder's dummy test ships, which are not cards.

const count = z.number().int().min(0);
const points = z.number().int().min(0);
const isbFactions = ['empire', 'rebel', 'republic', 'separatist'] as const;
/** Campaign stations are filed under "sandbox": they belong to no faction. */
const squadronFaction = z.enum([...isbFactions, 'sandbox']);
/** Empty strings are the layout's way of saying "none" in its lists. */
const list = z.array(z.string()).transform((items) => items.filter((item) => item.trim() !== ''));

const tokenCounts = z.record(z.string().regex(/^def_[a-z]+$/), count);

const modelSchema = z.looseObject({
  name: z.string().min(1),
  faction: z.enum(isbFactions),
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
  hull: z.number().int().min(1),
  speed: z.record(z.string().regex(/^[0-9]$/), z.array(count)),
  shields: z.looseObject({ front: count, rear: count, left: count, right: count, left_aux: count.optional(), right_aux: count.optional() }),
  models: z.record(z.string(), modelSchema),
});

const squadronSchema = z.looseObject({
  name: z.string().min(1),
  'ace-name': z.string(),
  faction: squadronFaction,
  squadron_type: z.string(),
  unique: z.boolean(),
  hull: z.number().int().min(1),
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
  faction: list,
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

/** A file of this layout: `{ "<category>": { "<card id>": card } }`. */
const fileOf = <K extends string, S extends z.ZodType>(top: K, record: S) =>
  z.looseObject({ [top]: z.record(z.string(), record) } as Record<K, z.ZodRecord<z.ZodString, S>>);

/** `{def_brace: 2, def_redirect: 1}` → `['redirect', 'brace', 'brace']`, in one fixed order. */
function tokensOf(counts: Record<string, number>, file: string, field: string): string[] {
  const tokens: string[] = [];
  for (const [name, n] of Object.entries(counts)) {
    const kind = name.slice('def_'.length);
    if (!(defenseTokenKinds as readonly string[]).includes(kind)) throw new CardImportError(file, `${field}.${name}`, `is not a defense token (${defenseTokenKinds.join(', ')}).`);
  }
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

/** Per-card files of a category, without the combined `<category>.json` copy. */
function perCardFiles(data: DataSet, category: string, skipFolders: readonly string[] = []): string[] {
  return data
    .list(category)
    .filter((file) => file.endsWith('.json') && file !== `${category}/${category}.json`)
    .filter((file) => !skipFolders.some((folder) => file.startsWith(`${category}/${folder}/`)));
}

export function importArmadaIsb(data: DataSet): EditionImport {
  const shipFiles = perCardFiles(data, 'ships', ['sandbox']);
  const squadronFiles = perCardFiles(data, 'squadrons');
  const upgradeFiles = perCardFiles(data, 'upgrades');
  const objectiveFiles = perCardFiles(data, 'objectives').filter((file) => file !== 'objectives/damage-cards.json');
  const damageFile = data.has('objectives/damage-cards.json') ? ['objectives/damage-cards.json'] : [];
  data.plan(shipFiles.length + squadronFiles.length + upgradeFiles.length + objectiveFiles.length + damageFile.length);

  const cards: CardRecord[] = [];
  for (const file of shipFiles) {
    for (const [chassisKey, chassis] of Object.entries(data.readJson(file, fileOf('ships', chassisSchema)).ships)) {
      // An unused speed is listed with no joints.
      const speedChart = Object.fromEntries(Object.entries(chassis.speed).filter(([, joints]) => joints.length > 0));
      const { front, rear, left, right, left_aux: leftAux = 0, right_aux: rightAux = 0 } = chassis.shields;
      const shieldZones = { front, left, right, rear, ...(leftAux || rightAux ? { leftAux, rightAux } : {}) };
      const { models, ...chassisRest } = chassis;
      for (const [modelKey, model] of Object.entries(models)) {
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
          defenseTokens: tokensOf(model.tokens, data.nameOf(file), `ships.${chassisKey}.models.${modelKey}.tokens`),
          keywords: model.traits,
          slots: model.upgrades.flatMap(slotName),
          details: { ...model, chassis: chassisRest },
          sourceFile: file,
        });
      }
    }
  }

  for (const file of squadronFiles) {
    for (const [key, squadron] of Object.entries(data.readJson(file, fileOf('squadrons', squadronSchema)).squadrons)) {
      const ace = squadron['ace-name'].trim();
      cards.push({
        kind: 'squadron',
        key,
        name: ace || squadron.name,
        title: ace ? squadron.name : null,
        factions: squadron.faction === 'sandbox' ? [] : [squadron.faction],
        uniqueCount: squadron.unique ? 1 : 0,
        costMin: squadron.points,
        costMax: squadron.points,
        hull: squadron.hull,
        speed: squadron.speed,
        armament: { antiSquadron: squadron.armament['anti-squadron'], antiShip: squadron.armament['anti-ship'] },
        defenseTokens: tokensOf(squadron.tokens, data.nameOf(file), `squadrons.${key}.tokens`),
        keywords: keywordsOf(squadron.abilities),
        text: squadron.ability.trim() || null,
        details: { ...squadron, ability: undefined },
        sourceFile: file,
      });
    }
  }

  for (const file of upgradeFiles) {
    for (const [key, upgrade] of Object.entries(data.readJson(file, fileOf('upgrades', upgradeSchema)).upgrades)) {
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
      });
    }
  }

  for (const file of objectiveFiles) {
    for (const [key, objective] of Object.entries(data.readJson(file, fileOf('objectives', objectiveSchema)).objectives)) {
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
      });
    }
  }

  for (const file of damageFile) {
    for (const [key, card] of Object.entries(data.readJson(file, fileOf('damage-cards', damageSchema))['damage-cards'])) {
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
    cards,
    products: [],
  };
}
