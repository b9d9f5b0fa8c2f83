import type { Db } from '../../electron/main/db/open';

/** Every row of every table, in a stable order: two equal snapshots mean nothing was written. */
export function snapshotRows(db: Db): string {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((row) => row.name);
  return JSON.stringify(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).raw().all()]), (_key, value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
  );
}
