import { z } from 'zod';
import type { EditionKey } from '../../../../shared/ipc/cards';
import { editionNames, slug, type CardRecord, type EditionImport } from './card-record';
import type { DataSet } from './data-set';
import { numberFromText, refuseIfMostlyUnreadable } from './card-reader';
import { CardImportError, NeedEdition } from './import-error';

// The xwing-data2 layout (github.com/xwingtmg/xwing-data2): data/manifest.json lists every file.
// Schemas check what Sidetable reads and let every other field through into `details`.

/** Whole numbers, also when the data writes them as text ("3"). */
const whole = z.preprocess(numberFromText, z.number().int());
const count = z.preprocess(numberFromText, z.number().int().min(0));
const stat = z.looseObject({ type: z.string(), value: whole, arc: z.string().optional(), recovers: whole.optional() });
const chargeStat = z.looseObject({ value: count, recovers: whole.optional() });

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
  initiative: z.preprocess(numberFromText, z.number().int().min(0).max(8)),
  // A missing limit means the card is not limited.
  limited: count.default(0),
  // A negative cost is a card that lowers its ship's cost (some configurations).
  cost: whole.optional(),
  loadout: whole.optional(),
  ability: z.string().optional(),
  text: z.string().optional(),
  shipAbility: z.looseObject({ name: z.string(), text: z.string() }).optional(),
  force: chargeStat.optional(),
  charges: chargeStat.optional(),
  slots: z.array(z.string()).optional(),
  keywords: z.array(z.string()).optional(),
  shipStats: z.array(stat).optional(),
});

/** A ship file's chassis; its pilots are checked one by one. */
const shipSchema = z.looseObject({
  name: z.string().min(1),
  xws: z.string().min(1),
  size: z.enum(['Small', 'Medium', 'Large', 'Huge']),
  stats: z.array(stat),
  pilots: z.array(z.unknown()),
});

const upgradeSideSchema = z.looseObject({
  title: z.string().min(1),
  type: z.string().min(1),
  ability: z.string().optional(),
  text: z.string().optional(),
  slots: z.array(z.string()).default([]),
  charges: chargeStat.optional(),
  force: chargeStat.optional(),
});

const upgradeCostSchema = z.preprocess(
  // A bare number is a fixed cost written short.
  (cost) => (typeof cost === 'number' || typeof cost === 'string' ? { value: cost } : cost),
  z.union([
    // "?" marks a cost the points document never set (Combat Boarding Tube in 2.5).
    z.object({ value: z.union([whole, z.literal('?')]) }),
    z.object({ variable: z.string().min(1), values: z.record(z.string(), whole) }),
  ]),
);

const upgradeSchema = z.looseObject({
  name: z.string().min(1),
  xws: z.string().min(1),
  limited: count.default(0),
  cost: upgradeCostSchema.optional(),
  restrictions: z.array(z.looseObject({ factions: z.array(z.string()).optional() })).optional(),
  sides: z.array(upgradeSideSchema).min(1),
});

const conditionSchema = z.looseObject({
  name: z.string().min(1),
  xws: z.string().min(1),
  limited: count.optional(),
  ability: z.string().optional(),
  text: z.string().optional(),
});

const damageDeckSchema = z.looseObject({
  cards: z.array(z.unknown()),
});
const damageCardSchema = z.looseObject({ title: z.string().min(1), amount: z.preprocess(numberFromText, z.number().int().min(1)), type: z.string(), text: z.string() });
const cardList = z.array(z.unknown());

type Stat = z.output<typeof stat>;

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

/** Booleans that are not format legality. */
const notFormats = new Set(['standardLoadoutOnly']);

/** Every format the card is marked legal in (standard, extended, epic, hyperspace, wildspace, ...), as the data names them. */
function formatsOf(card: Record<string, unknown>): string[] {
  return Object.entries(card)
    .filter(([key, value]) => value === true && !notFormats.has(key))
    .map(([key]) => key);
}

interface EditionSignals {
  version: string | undefined;
  hasFfgIds: boolean;
  loadouts: number;
  variableCosts: number;
  formatFlags: { hyperspace: number; standard: number };
  /** Pilots carrying FFG's squad-builder id (`ffg`): FFG's builder was 2.0's, gone before 2.5. */
  ffgPilots: number;
  /** Pilots' costs: 2.0 prices pilots in squad points (a median near 40), 2.5 in its own small scale (near 4). */
  pilotCosts: number[];
}

/** Fewer priced pilots than this say nothing reliable about the points scale. */
const SCALE_MIN_PILOTS = 20;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The X-Wing edition, from what only one edition's data has: xwing-data2's own version (the
 * package moved to 3.x with 2.5; 1.x and 2.x carry 2.0 cards), data/ffg-xws.json (FFG's ids, 2.0
 * only), pilots' loadout values (2.5 only) and variable upgrade costs (2.0 only). Format flags are
 * NOT a signal: 2.0 data written later carries standard / epic flags too. When the signals are
 * missing or disagree the player is asked, with a guess.
 */
function editionOf(signals: EditionSignals): { edition: EditionKey | null; guess: EditionKey; reason: string } {
  /** `cards`: what the cards themselves say; the rest is the package around them. */
  const votes: { edition: EditionKey; why: string; cards?: true }[] = [];
  const major = /^(\d+)\.\d+/.exec(signals.version ?? '')?.[1];
  if (major !== undefined && Number(major) >= 3) votes.push({ edition: 'xwing-2.5', why: `its data version ${signals.version} is 3 or later` });
  if (major !== undefined && (major === '1' || major === '2')) votes.push({ edition: 'xwing-2.0', why: `its data version ${signals.version} is before 3` });
  if (signals.hasFfgIds) votes.push({ edition: 'xwing-2.0', why: 'it has data/ffg-xws.json' });
  if (signals.loadouts > 0) votes.push({ edition: 'xwing-2.5', why: `${signals.loadouts} pilots have loadout values`, cards: true });
  if (signals.variableCosts > 0) votes.push({ edition: 'xwing-2.0', why: `${signals.variableCosts} upgrades have variable costs`, cards: true });
  if (signals.ffgPilots > 0) votes.push({ edition: 'xwing-2.0', why: `${signals.ffgPilots} pilots carry FFG squad-builder ids`, cards: true });
  // Hyperspace was a format of 2.0 only.
  if (signals.formatFlags.hyperspace > 0) {
    votes.push({ edition: 'xwing-2.0', why: `${signals.formatFlags.hyperspace} cards say whether they are legal in Hyperspace, a format of 2.0 only`, cards: true });
  }
  if (signals.pilotCosts.length >= SCALE_MIN_PILOTS) {
    const middle = median(signals.pilotCosts);
    if (middle >= 15) votes.push({ edition: 'xwing-2.0', why: `its pilots cost squad points (half cost ${middle} or more), the 2.0 scale`, cards: true });
    else if (middle <= 10) votes.push({ edition: 'xwing-2.5', why: `its pilots cost ${middle} or less for half of them, the 2.5 scale`, cards: true });
  }
  const editions = new Set(votes.map((v) => v.edition));
  if (editions.size === 1) return { edition: votes[0]!.edition, guess: votes[0]!.edition, reason: votes.map((v) => v.why).join(', ') };
  // The suggestion follows what the cards say first; a package version is the weakest word.
  const count = (edition: EditionKey, from: readonly { edition: EditionKey }[]) => from.filter((v) => v.edition === edition).length;
  const majority = (from: readonly { edition: EditionKey }[]): EditionKey | null =>
    count('xwing-2.0', from) > count('xwing-2.5', from) ? 'xwing-2.0' : count('xwing-2.5', from) > count('xwing-2.0', from) ? 'xwing-2.5' : null;
  const flagGuess: EditionKey = signals.formatFlags.hyperspace > signals.formatFlags.standard ? 'xwing-2.0' : 'xwing-2.5';
  const guess: EditionKey = majority(votes.filter((v) => v.cards)) ?? majority(votes) ?? flagGuess;
  const reason = votes.length
    ? `The data disagrees about its X-Wing edition: ${votes.map((v) => `${editionNames[v.edition]} because ${v.why}`).join('; ')}.`
    : `The data does not say its X-Wing edition (no data version of 1.x to 3.x, no FFG ids, no loadout values, no variable costs).`;
  return { edition: null, guess, reason };
}

export function importXwingData2(data: DataSet, chosen?: EditionKey): EditionImport {
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

  const signals: EditionSignals = {
    version: manifest.version,
    hasFfgIds: data.has('data/ffg-xws.json'),
    loadouts: 0,
    variableCosts: 0,
    formatFlags: { hyperspace: 0, standard: 0 },
    pilotCosts: [],
    ffgPilots: 0,
  };
  const countFlags = (card: Record<string, unknown>) => {
    if (card.hyperspace !== undefined) signals.formatFlags.hyperspace++;
    if (card.standard !== undefined) signals.formatFlags.standard++;
  };

  const cards: CardRecord[] = [];
  for (const group of manifest.pilots) {
    const faction = group.faction;
    for (const file of group.ships) {
      const raw = data.readJson(file, z.unknown());
      const ship = data.card(file, 'the ship', raw, shipSchema);
      if (!ship) continue;
      const { pilots, ...chassis } = ship;
      const shipKey = `${faction}.${ship.xws}`;
      const size = ship.size.toLowerCase();
      cards.push({
        kind: 'ship',
        key: shipKey,
        name: ship.name,
        factions: [faction],
        size,
        ...statColumns(ship.stats),
        details: chassis,
        sourceFile: file,
      });
      pilots.forEach((rawPilot, p) => {
        const pilot = data.card(file, `pilot ${p + 1} of ${ship.name}`, rawPilot, pilotSchema);
        if (!pilot) return;
        if (pilot.loadout !== undefined) signals.loadouts++;
        if (typeof pilot.cost === 'number') signals.pilotCosts.push(pilot.cost);
        if (typeof (pilot as { ffg?: unknown }).ffg === 'number') signals.ffgPilots++;
        countFlags(pilot);
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
      });
    }
  }

  for (const file of manifest.upgrades) {
    data.readJson(file, cardList).forEach((raw, u) => {
      const upgrade = data.card(file, `upgrade ${u + 1}`, raw, upgradeSchema);
      if (!upgrade) return;
      countFlags(upgrade);
      if (upgrade.cost && 'variable' in upgrade.cost) signals.variableCosts++;
      const costs: number[] =
        upgrade.cost === undefined ? [] : 'values' in upgrade.cost ? Object.values(upgrade.cost.values) : typeof upgrade.cost.value === 'number' ? [upgrade.cost.value] : [];
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
    });
  }

  for (const file of conditionFiles) {
    data.readJson(file, cardList).forEach((raw, c) => {
      const condition = data.card(file, `condition ${c + 1}`, raw, conditionSchema);
      if (!condition) return;
      cards.push({
        kind: 'condition',
        key: condition.xws,
        name: condition.name,
        uniqueCount: condition.limited ?? 0,
        text: joinText(condition.ability ?? condition.text),
        details: withoutText(condition),
        sourceFile: file,
      });
    });
  }

  for (const file of manifest.damagedecks) {
    const deck = slug(file.split('/').at(-1)?.replace(/\.json$/, '') ?? file);
    data.readJson(file, damageDeckSchema).cards.forEach((raw, d) => {
      const card = data.card(file, `damage card ${d + 1}`, raw, damageCardSchema);
      if (!card) return;
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
    });
  }

  // A set too broken to read is refused before the player is asked anything about it.
  refuseIfMostlyUnreadable(data.report, data.label);
  const told = editionOf(signals);
  const edition = chosen ?? told.edition;
  if (!edition) {
    throw new NeedEdition({ status: 'needEdition', guess: told.guess, choices: ['xwing-2.0', 'xwing-2.5'], reason: told.reason });
  }
  const version = manifest.version ?? null;
  const editionShort = editionNames[edition].replace(/^X-Wing /, '');
  return {
    edition: { key: edition, system: 'xwing', name: editionNames[edition], layout: 'xwing-data2', dataVersion: version },
    // Issue 40 · the data set's own version is said as one ("data version 2.5.3"), never beside the
    // edition as if it were one: a 2.0 set at version 2.5.3 read like 2.5.
    source: {
      name: `${editionNames[edition]} · xwing-data2${version ? `, data version ${version}` : ''}`,
      label: `${editionShort}${version ? ` · data v${version}` : ''}`,
    },
    cards,
    products: [],
  };
}
