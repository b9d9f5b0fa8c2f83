import type { Database } from 'better-sqlite3';
import type { CardImportSummary, CardKind, ImportReport } from '../../../../shared/ipc/cards';
import { MAIN_PART, type CardRecord, type EditionImport } from './card-record';
import { CardImportError } from './import-error';

export type WriteProgress = (done: number, total: number) => void;

const json = (value: unknown) => JSON.stringify(value);

function cardRow(editionId: number, sourceId: number, card: CardRecord) {
  const zones = card.shieldZones ?? null;
  return {
    editionId,
    sourceId,
    kind: card.kind,
    key: card.key,
    name: card.name,
    title: card.title ?? null,
    uniqueCount: card.uniqueCount ?? 0,
    costMin: card.costMin ?? null,
    costMax: card.costMax ?? null,
    shipKey: card.shipKey ?? null,
    upgradeTypes: json(card.upgradeTypes ?? []),
    size: card.size ?? null,
    hull: card.hull ?? null,
    shields: card.shields ?? null,
    shieldFront: zones?.front ?? null,
    shieldLeft: zones?.left ?? null,
    shieldRight: zones?.right ?? null,
    shieldRear: zones?.rear ?? null,
    shieldLeftAux: zones?.leftAux ?? null,
    shieldRightAux: zones?.rightAux ?? null,
    armament: card.armament ? json(card.armament) : null,
    attack: card.attack ?? null,
    agility: card.agility ?? null,
    initiative: card.initiative ?? null,
    energy: card.energy ?? null,
    charges: card.charges ?? null,
    force: card.force ?? null,
    speed: card.speed ?? null,
    speedChart: card.speedChart ? json(card.speedChart) : null,
    command: card.command ?? null,
    squadronValue: card.squadronValue ?? null,
    engineering: card.engineering ?? null,
    defenseTokens: json(card.defenseTokens ?? []),
    keywords: json(card.keywords ?? []),
    slots: json(card.slots ?? []),
    formats: json(card.formats ?? []),
    amount: card.amount ?? null,
    text: card.text ?? null,
    details: json(card.details ?? {}),
    sourceFile: card.sourceFile ?? null,
  };
}

const cardColumns = [
  ['edition_id', 'editionId'],
  ['source_id', 'sourceId'],
  ['kind', 'kind'],
  ['key', 'key'],
  ['name', 'name'],
  ['title', 'title'],
  ['unique_count', 'uniqueCount'],
  ['cost_min', 'costMin'],
  ['cost_max', 'costMax'],
  ['ship_key', 'shipKey'],
  ['upgrade_types', 'upgradeTypes'],
  ['size', 'size'],
  ['hull', 'hull'],
  ['shields', 'shields'],
  ['shield_front', 'shieldFront'],
  ['shield_left', 'shieldLeft'],
  ['shield_right', 'shieldRight'],
  ['shield_rear', 'shieldRear'],
  ['shield_left_aux', 'shieldLeftAux'],
  ['shield_right_aux', 'shieldRightAux'],
  ['armament', 'armament'],
  ['attack', 'attack'],
  ['agility', 'agility'],
  ['initiative', 'initiative'],
  ['energy', 'energy'],
  ['charges', 'charges'],
  ['force', 'force'],
  ['speed', 'speed'],
  ['speed_chart', 'speedChart'],
  ['command', 'command'],
  ['squadron_value', 'squadronValue'],
  ['engineering', 'engineering'],
  ['defense_tokens', 'defenseTokens'],
  ['keywords', 'keywords'],
  ['slots', 'slots'],
  ['formats', 'formats'],
  ['amount', 'amount'],
  ['text', 'text'],
  ['details', 'details'],
  ['source_file', 'sourceFile'],
] as const satisfies readonly (readonly [string, keyof ReturnType<typeof cardRow>])[];

const upsertCardSql = `
  INSERT INTO cards (${cardColumns.map(([column]) => column).join(', ')})
  VALUES (${cardColumns.map(([, param]) => `@${param}`).join(', ')})
  ON CONFLICT (source_id, kind, key) DO UPDATE SET
    ${cardColumns
      .filter(([column]) => !['edition_id', 'source_id', 'kind', 'key'].includes(column))
      .map(([column]) => `${column} = excluded.${column}`)
      .join(', ')},
    retired = 0
  RETURNING id`;

export interface WriteOptions {
  /** Update this source in place (a newer copy of the same data set) rather than add one beside it. */
  replaces?: number;
  /** The folder or .zip the player picked. */
  origin?: string | null;
  onProgress?: WriteProgress;
}

const emptyReport = (): ImportReport => ({ skipped: [], parts: [], leftOut: [] });

type SourceRow = { id: number };

/**
 * Which source an import writes: the one it replaces when the player says so, the same data
 * imported before (same content hash), or the built-in starter set of the edition, which the first
 * full import takes over in place so its core-set products keep resolving. Otherwise a new source,
 * and every other source's cards stay exactly as they were.
 */
function mainSourceOf(db: Database, editionId: number, data: EditionImport, options: WriteOptions): { id: number; same: boolean } | null {
  if (options.replaces !== undefined) {
    const row = db
      .prepare<[number, number], SourceRow>(`SELECT id FROM card_sources WHERE id = ? AND edition_id = ? AND part = '${MAIN_PART}'`)
      .get(options.replaces, editionId);
    if (!row) {
      throw new CardImportError(
        options.origin ?? data.edition.name,
        null,
        `is ${data.edition.name} data, but the source it was to update (number ${options.replaces}) is not a ${data.edition.name} data set any more. Import it without replacing, or pick the right source.`,
      );
    }
    return { id: row.id, same: false };
  }
  if (data.contentHash) {
    const same = db
      .prepare<[number, string], SourceRow>(`SELECT id FROM card_sources WHERE edition_id = ? AND part = '${MAIN_PART}' AND content_hash = ?`)
      .get(editionId, data.contentHash);
    if (same) return { id: same.id, same: true };
  }
  const starter = db.prepare<[number], SourceRow>("SELECT id FROM card_sources WHERE edition_id = ? AND layout = 'starter' ORDER BY id LIMIT 1").get(editionId);
  return starter ? { id: starter.id, same: false } : null;
}

/**
 * Writes one data set as its own source (and a source per community part) in one transaction,
 * updating cards in place by their data key so row ids (and everything that points at them) survive
 * importing the same source again. A card that source no longer has is deleted, unless a collection
 * or product counts it: then it is kept, marked retired.
 */
export function writeEdition(db: Database, data: EditionImport, options: WriteOptions = {}): CardImportSummary {
  const onProgress = options.onProgress ?? (() => {});
  return db.transaction((): CardImportSummary => {
    const { edition } = data;
    const editionId = db
      .prepare<[string, string, string, string, string | null], { id: number }>(
        `INSERT INTO card_editions (key, system, name, layout, data_version) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET system = excluded.system, name = excluded.name, layout = excluded.layout, data_version = excluded.data_version
         RETURNING id`,
      )
      .get(edition.key, edition.system, edition.name, edition.layout, edition.dataVersion)!.id;

    const report = data.report ?? emptyReport();
    const now = new Date().toISOString();
    const sourceName = data.source?.name ?? edition.name;
    const main = mainSourceOf(db, editionId, data, options);
    const found = main?.id ?? null;
    const sourceFields = [sourceName, data.source?.label ?? edition.name, edition.layout, edition.dataVersion, data.contentHash ?? null, now, options.origin ?? null] as const;
    const mainId =
      found === null
        ? db
            .prepare<[number, ...typeof sourceFields], SourceRow>(
              `INSERT INTO card_sources (edition_id, name, label, layout, data_version, content_hash, imported_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
            )
            .get(editionId, ...sourceFields)!.id
        : (db
            .prepare<[...typeof sourceFields, number]>(
              'UPDATE card_sources SET name = ?, label = ?, layout = ?, data_version = ?, content_hash = ?, imported_at = ?, origin = ? WHERE id = ?',
            )
            .run(...sourceFields, found),
          found);

    // Two releases with one version string share a label: the content hash tells them apart.
    const label = sourceFields[1];
    const clash = db
      .prepare<[number, string, number], { n: number }>('SELECT count(*) AS n FROM card_sources WHERE edition_id = ? AND label = ? AND id != ?')
      .get(editionId, label, mainId)!.n;
    if (clash && data.contentHash) db.prepare<[string, number]>('UPDATE card_sources SET label = ? WHERE id = ?').run(`${label} #${data.contentHash.slice(0, 6)}`, mainId);

    // Each community part is a source of its own under the main one; new ones start left out.
    const partIds = new Map<string, number>([[MAIN_PART, mainId]]);
    const findPart = db.prepare<[number, string], SourceRow>('SELECT id FROM card_sources WHERE parent_id = ? AND part = ?');
    const addPart = db.prepare<[number, string, string, string, string | null, string | null, string, string | null, string, number], SourceRow>(
      `INSERT INTO card_sources (edition_id, name, label, layout, data_version, content_hash, imported_at, origin, part, parent_id, included)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0) RETURNING id`,
    );
    const updatePart = db.prepare<[string, string, string | null, string | null, string, number]>(
      'UPDATE card_sources SET name = ?, label = ?, data_version = ?, content_hash = ?, imported_at = ? WHERE id = ?',
    );
    for (const part of data.parts ?? []) {
      const existing = findPart.get(mainId, part.part);
      if (existing) updatePart.run(part.name, part.label, edition.dataVersion, data.contentHash ?? null, now, existing.id);
      const id =
        existing?.id ??
        addPart.get(editionId, part.name, part.label, edition.layout, edition.dataVersion, data.contentHash ?? null, now, options.origin ?? null, part.part, mainId)!.id;
      partIds.set(part.part, id);
    }

    const before = new Map(
      db
        .prepare<[number, number], { id: number; sourceId: number; kind: string; key: string }>(
          'SELECT id, source_id AS sourceId, kind, key FROM cards WHERE source_id = ? OR source_id IN (SELECT id FROM card_sources WHERE parent_id = ?)',
        )
        .all(mainId, mainId)
        .map((row) => [`${row.sourceId} ${row.kind} ${row.key}`, row.id]),
    );
    const upsertCard = db.prepare<[ReturnType<typeof cardRow>], { id: number }>(upsertCardSql);
    const clearFactions = db.prepare<[number]>('DELETE FROM card_factions WHERE card_id = ?');
    const addFaction = db.prepare<[number, string]>('INSERT OR IGNORE INTO card_factions (card_id, faction) VALUES (?, ?)');

    const counts: Partial<Record<CardKind, number>> = {};
    const partCounts = new Map<string, number>();
    const idByKey = new Map<string, number>();
    let added = 0;
    data.cards.forEach((card, index) => {
      const part = card.part ?? MAIN_PART;
      const sourceId = partIds.get(part);
      if (sourceId === undefined) throw new Error(`The importer put ${card.name} in the part "${part}", which it did not declare.`);
      const id = upsertCard.get(cardRow(editionId, sourceId, card))!.id;
      const cardKey = `${sourceId} ${card.kind} ${card.key}`;
      if (before.delete(cardKey)) {
        clearFactions.run(id);
      } else {
        added++;
      }
      for (const faction of card.factions ?? []) addFaction.run(id, faction);
      if (part === MAIN_PART) {
        idByKey.set(`${card.kind} ${card.key}`, id);
        counts[card.kind] = (counts[card.kind] ?? 0) + 1;
      } else {
        partCounts.set(part, (partCounts.get(part) ?? 0) + 1);
      }
      if (index % 250 === 0) onProgress(index, data.cards.length);
    });

    const isCounted = db.prepare<[number, number], { one: number }>(
      'SELECT 1 AS one FROM product_contents WHERE card_id = ? UNION ALL SELECT 1 FROM collection_cards WHERE card_id = ? LIMIT 1',
    );
    const retire = db.prepare<[number]>('UPDATE cards SET retired = 1 WHERE id = ?');
    const remove = db.prepare<[number]>('DELETE FROM cards WHERE id = ?');
    let removed = 0;
    let retired = 0;
    for (const id of before.values()) {
      if (isCounted.get(id, id)) {
        retire.run(id);
        retired++;
      } else {
        remove.run(id);
        removed++;
      }
    }
    // A part this import no longer has, with nothing left in it, goes.
    db.prepare<[number]>('DELETE FROM card_sources WHERE parent_id = ? AND NOT EXISTS (SELECT 1 FROM cards WHERE source_id = card_sources.id)').run(mainId);

    const upsertProduct = db.prepare<[number, string, string], { id: number }>(
      `INSERT INTO products (edition_id, key, name) VALUES (?, ?, ?)
       ON CONFLICT (edition_id, key) DO UPDATE SET name = excluded.name RETURNING id`,
    );
    const clearContents = db.prepare<[number]>('DELETE FROM product_contents WHERE product_id = ?');
    const addContent = db.prepare<[number, number, number]>('INSERT INTO product_contents (product_id, card_id, count) VALUES (?, ?, ?)');
    for (const product of data.products) {
      const productId = upsertProduct.get(editionId, product.key, product.name)!.id;
      clearContents.run(productId);
      for (const item of product.contents) {
        const cardId = idByKey.get(`${item.kind} ${item.key}`);
        if (cardId === undefined) throw new Error(`Product ${product.key} lists the ${item.kind} ${item.key}, which this edition does not have.`);
        addContent.run(productId, cardId, item.count);
      }
    }

    const included = db.prepare<[number], { included: number }>('SELECT included FROM card_sources WHERE id = ?');
    const fullReport: ImportReport = {
      ...report,
      parts: [...(data.parts ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((part) => ({
        part: part.part,
        name: part.name,
        cards: partCounts.get(part.part) ?? 0,
        included: included.get(partIds.get(part.part) ?? 0)?.included === 1,
      })),
    };
    db.prepare<[string, number]>('UPDATE card_sources SET report = ? WHERE id = ?').run(json(fullReport), mainId);

    onProgress(data.cards.length, data.cards.length);
    return {
      status: 'imported',
      sourceId: mainId,
      sourceName,
      edition: edition.key,
      layout: edition.layout,
      report: fullReport,
      counts,
      added,
      updated: data.cards.length - added,
      removed,
      retired,
      ...(main?.same ? { sameData: true } : {}),
    };
  })();
}
