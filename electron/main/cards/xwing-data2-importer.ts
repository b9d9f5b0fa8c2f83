import { z } from 'zod';
import type { EditionKey } from '../../../shared/ipc/cards';
import { editionNames, slug, type CardRecord, type EditionImport } from './card-record';
import type { DataSet } from './data-set';
import { CardImportError } from './import-error';

// The xwing-data2 layout (github.com/xwingtmg/xwing-data2): data/manifest.json lists every file.
// Schemas check what Sidetable reads and let every other field through into `details`.

const count = z.number().int().min(0);
const stat = z.looseObject({ type: z.string(), value: z.number().int(), arc: z.string().optional(), recovers: z.number().int().optional() });
const chargeStat = z.looseObject({ value: count, recovers: z.number().int().optional() });
const formatFlags = {
  standard: z.boolean().optional(),
  extended: z.boolean().optional(),
  epic: z.boolean().optional(),
  hyperspace: z.boolean().optional(),
};

const manifestSchema = z.looseObject({
  version: z.string().optional(),
  damagedecks: z.array(z.string()),
  pilots: z.array(z.looseObject({ faction: z.string().min(1), ships: z.array(z.string()) })).min(1),
  upgrades: z.array(z.string()),
  conditions: z.union([z.string(), z.array(z.string())]).optional(),
});

const pilotSchema = z.looseObject({
  name: z.string().min(1),
  xws: z.string().min(1),
  caption: z.string().optional(),
  initiative: z.number().int().min(0).max(8),
  limited: count,
  cost: count.optional(),
  loadout: count.optional(),
  ability: z.string().optional(),
  text: z.string().optional(),
  shipAbility: z.looseObject({ name: z.string(), text: z.string() }).optional(),
  force: chargeStat.optional(),
  charges: chargeStat.optional(),
  slots: z.array(z.string()).optional(),
  keywords: z.array(z.string()).optional(),
  shipStats: z.array(stat).optional(),
  ...formatFlags,
});

const shipSchema = z.looseObject({
  name: z.string().min(1),
  xws: z.string().min(1),
  size: z.enum(['Small', 'Medium', 'Large', 'Huge']),
  stats: z.array(stat),
  pilots: z.array(pilotSchema),
});

const upgradeSideSchema = z.looseObject({
  title: z.string().min(1),
  type: z.string().min(1),
  ability: z.string().optional(),
  text: z.string().optional(),
  slots: z.array(z.string()),
  charges: chargeStat.optional(),
  force: chargeStat.optional(),
});

const upgradeCostSchema = z.union([
  // "?" marks a cost the points document never set (Combat Boarding Tube in 2.5).
  z.object({ value: z.union([count, z.literal('?')]) }),
  z.object({ variable: z.string().min(1), values: z.record(z.string(), count) }),
]);

const upgradeSchema = z.looseObject({
  name: z.string().min(1),
  xws: z.string().min(1),
  limited: count,
  cost: upgradeCostSchema.optional(),
  restrictions: z.array(z.looseObject({ factions: z.array(z.string()).optional() })).optional(),
  sides: z.array(upgradeSideSchema).min(1),
  ...formatFlags,
});

const conditionSchema = z.looseObject({
  name: z.string().min(1),
  xws: z.string().min(1),
  limited: count.optional(),
  ability: z.string().optional(),
  text: z.string().optional(),
});

const damageDeckSchema = z.looseObject({
  cards: z.array(z.looseObject({ title: z.string().min(1), amount: z.number().int().min(1), type: z.string(), text: z.string() })),
});

type Stat = z.output<typeof stat>;
type Pilot = z.output<typeof pilotSchema>;

/** `Rebel Alliance` → `rebelalliance`: the data set's own faction keys. */
const factionKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Stats as typed columns: the primary attack is the highest of the ship's arcs. */
function statColumns(stats: readonly Stat[]) {
  const value = (type: string) => stats.find((s) => s.type === type)?.value ?? null;
  const attacks = stats.filter((s) => s.type === 'attack');
  return {
    attack: attacks.length ? Math.max(...attacks.map((s) => s.value)) : null,
    agility: value('agility'),
    hull: value('hull'),
    shields: value('shields'),
    energy: value('energy'),
  };
}

/** A pilot's `shipStats` replace the chassis' stat of the same type (and arc). */
function withPilotStats(ship: readonly Stat[], pilot: readonly Stat[] | undefined): Stat[] {
  if (!pilot?.length) return [...ship];
  const same = (a: Stat, b: Stat) => a.type === b.type && (a.arc ?? '') === (b.arc ?? '');
  return [...ship.filter((s) => !pilot.some((p) => same(s, p))), ...pilot];
}

const joinText = (...parts: (string | undefined | null)[]) => parts.filter((p): p is string => !!p).join('\n') || null;
const withoutText = <T extends { ability?: string; text?: string }>({ ability: _a, text: _t, ...rest }: T) => rest;

/**
 * The game edition is not in the manifest (its version is the package's): X-Wing 2.5 cards carry
 * standard/extended/epic legality and loadout values, 2.0 cards a hyperspace flag.
 */
function editionOf(pilots: readonly Pilot[], manifestName: string): EditionKey {
  if (pilots.some((p) => p.standard !== undefined || p.extended !== undefined || p.epic !== undefined || p.loadout !== undefined)) return 'xwing-2.5';
  if (pilots.some((p) => p.hyperspace !== undefined)) return 'xwing-2.0';
  throw new CardImportError(manifestName, null, 'no pilot carries format flags (standard/extended/epic or hyperspace), so the X-Wing edition cannot be told.');
}

function formatsOf(card: { standard?: boolean; extended?: boolean; epic?: boolean; hyperspace?: boolean }): string[] {
  return (['standard', 'extended', 'epic', 'hyperspace'] as const).filter((format) => card[format] === true);
}

export function importXwingData2(data: DataSet): EditionImport {
  const manifestFile = 'data/manifest.json';
  data.plan(1);
  const manifest = data.readJson(manifestFile, manifestSchema);
  const conditionFiles = manifest.conditions === undefined ? [] : typeof manifest.conditions === 'string' ? [manifest.conditions] : manifest.conditions;

  const listed: [string, string][] = [
    ...manifest.pilots.flatMap((group, g) => group.ships.map((file, s): [string, string] => [`pilots[${g}].ships[${s}]`, file])),
    ...manifest.upgrades.map((file, u): [string, string] => [`upgrades[${u}]`, file]),
    ...conditionFiles.map((file, c): [string, string] => [typeof manifest.conditions === 'string' ? 'conditions' : `conditions[${c}]`, file]),
    ...manifest.damagedecks.map((file, d): [string, string] => [`damagedecks[${d}]`, file]),
  ];
  for (const [field, file] of listed) {
    if (!data.has(file)) throw new CardImportError(data.nameOf(manifestFile), field, `names ${file}, which is not in the data set.`);
  }
  data.plan(1 + listed.length);

  const cards: CardRecord[] = [];
  const allPilots: Pilot[] = [];
  for (const group of manifest.pilots) {
    const faction = group.faction;
    for (const file of group.ships) {
      const { pilots, ...ship } = data.readJson(file, shipSchema);
      const shipKey = `${faction}.${ship.xws}`;
      const size = ship.size.toLowerCase();
      cards.push({
        kind: 'ship',
        key: shipKey,
        name: ship.name,
        factions: [faction],
        size,
        ...statColumns(ship.stats),
        details: ship,
        sourceFile: file,
      });
      for (const pilot of pilots) {
        allPilots.push(pilot);
        cards.push({
          kind: 'pilot',
          key: pilot.xws,
          name: pilot.name,
          title: pilot.caption ?? null,
          factions: [faction],
          uniqueCount: pilot.limited,
          costMin: pilot.cost ?? null,
          costMax: pilot.cost ?? null,
          shipKey,
          size,
          ...statColumns(withPilotStats(ship.stats, pilot.shipStats)),
          initiative: pilot.initiative,
          charges: pilot.charges?.value ?? null,
          force: pilot.force?.value ?? null,
          keywords: pilot.keywords ?? [],
          slots: pilot.slots ?? [],
          formats: formatsOf(pilot),
          text: joinText(pilot.ability ?? pilot.text, pilot.shipAbility && `${pilot.shipAbility.name}: ${pilot.shipAbility.text}`),
          details: withoutText(pilot),
          sourceFile: file,
        });
      }
    }
  }
  const edition = editionOf(allPilots, data.nameOf(manifestFile));

  for (const file of manifest.upgrades) {
    for (const upgrade of data.readJson(file, z.array(upgradeSchema))) {
      const costs = upgrade.cost === undefined ? [] : 'value' in upgrade.cost ? [upgrade.cost.value].filter((v) => v !== '?') : Object.values(upgrade.cost.values);
      const titles = upgrade.sides.map((side) => side.title).filter((title) => title !== upgrade.name);
      cards.push({
        kind: 'upgrade',
        key: upgrade.xws,
        name: upgrade.name,
        title: titles.length ? titles.join(' / ') : null,
        factions: [...new Set(upgrade.restrictions?.flatMap((r) => r.factions ?? []).map(factionKey) ?? [])],
        uniqueCount: upgrade.limited,
        costMin: costs.length ? Math.min(...costs) : null,
        costMax: costs.length ? Math.max(...costs) : null,
        upgradeTypes: [...new Set(upgrade.sides.flatMap((side) => side.slots))],
        charges: upgrade.sides.find((side) => side.charges)?.charges?.value ?? null,
        force: upgrade.sides.find((side) => side.force)?.force?.value ?? null,
        formats: formatsOf(upgrade),
        text: joinText(...upgrade.sides.map((side) => side.ability ?? side.text)),
        details: { ...upgrade, sides: upgrade.sides.map(withoutText) },
        sourceFile: file,
      });
    }
  }

  for (const file of conditionFiles) {
    for (const condition of data.readJson(file, z.array(conditionSchema))) {
      cards.push({
        kind: 'condition',
        key: condition.xws,
        name: condition.name,
        uniqueCount: condition.limited ?? 0,
        text: joinText(condition.ability ?? condition.text),
        details: withoutText(condition),
        sourceFile: file,
      });
    }
  }

  for (const file of manifest.damagedecks) {
    const deck = slug(file.split('/').at(-1)?.replace(/\.json$/, '') ?? file);
    for (const card of data.readJson(file, damageDeckSchema).cards) {
      cards.push({
        kind: 'damage',
        key: `${deck}.${slug(card.title)}`,
        name: card.title,
        amount: card.amount,
        keywords: [card.type],
        text: card.text,
        details: { deck, type: card.type },
        sourceFile: file,
      });
    }
  }

  return {
    edition: { key: edition, system: 'xwing', name: editionNames[edition], layout: 'xwing-data2', dataVersion: manifest.version ?? null },
    cards,
    products: [],
  };
}
