import type { Database } from 'better-sqlite3';
import type { CardImportSummary, CardKind } from '../../../shared/ipc/cards';
import type { CardRecord, EditionImport } from './card-record';

export type WriteProgress = (done: number, total: number) => void;

const json = (value: unknown) => JSON.stringify(value);

function cardRow(editionId: number, card: CardRecord) {
  const zones = card.shieldZones ?? null;
  return {
    editionId,
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
  ON CONFLICT (edition_id, kind, key) DO UPDATE SET
    ${cardColumns
      .filter(([column]) => !['edition_id', 'kind', 'key'].includes(column))
      .map(([column]) => `${column} = excluded.${column}`)
      .join(', ')},
    retired = 0
  RETURNING id`;

/**
 * Writes an edition's whole card pool in one transaction, updating cards in place by their data
 * key so row ids (and everything that points at them) survive a re-import. A card the new data no
 * longer has is deleted, unless a collection or product counts it: then it is kept, marked retired.
 */
export function writeEdition(db: Database, data: EditionImport, onProgress: WriteProgress = () => {}): CardImportSummary {
  return db.transaction((): CardImportSummary => {
    const { edition } = data;
    const editionId = db
      .prepare<[string, string, string, string, string | null], { id: number }>(
        `INSERT INTO card_editions (key, system, name, layout, data_version) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET system = excluded.system, name = excluded.name, layout = excluded.layout, data_version = excluded.data_version
         RETURNING id`,
      )
      .get(edition.key, edition.system, edition.name, edition.layout, edition.dataVersion)!.id;

    const before = new Map(
      db
        .prepare<[number], { id: number; kind: string; key: string }>('SELECT id, kind, key FROM cards WHERE edition_id = ?')
        .all(editionId)
        .map((row) => [`${row.kind} ${row.key}`, row.id]),
    );
    const upsertCard = db.prepare<[ReturnType<typeof cardRow>], { id: number }>(upsertCardSql);
    const clearFactions = db.prepare<[number]>('DELETE FROM card_factions WHERE card_id = ?');
    const addFaction = db.prepare<[number, string]>('INSERT OR IGNORE INTO card_factions (card_id, faction) VALUES (?, ?)');

    const counts: Partial<Record<CardKind, number>> = {};
    const idByKey = new Map<string, number>();
    let added = 0;
    data.cards.forEach((card, index) => {
      const id = upsertCard.get(cardRow(editionId, card))!.id;
      const cardKey = `${card.kind} ${card.key}`;
      if (before.delete(cardKey)) {
        clearFactions.run(id);
      } else {
        added++;
      }
      idByKey.set(cardKey, id);
      for (const faction of card.factions ?? []) addFaction.run(id, faction);
      counts[card.kind] = (counts[card.kind] ?? 0) + 1;
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

    onProgress(data.cards.length, data.cards.length);
    return { edition: edition.key, layout: edition.layout, counts, added, updated: data.cards.length - added, removed, retired };
  })();
}
