import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

/**
 * Statements compiled once per connection. A command runs several small queries before its reply;
 * compiling each of them again every time cost more than running them.
 */
const compiled = new WeakMap<Db, Map<string, Statement<unknown[], unknown>>>();

export function prepared<Params extends unknown[] = unknown[], Row = unknown>(db: Db, sql: string): Statement<Params, Row> {
  let statements = compiled.get(db);
  if (!statements) {
    statements = new Map();
    compiled.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare<unknown[], unknown>(sql);
    statements.set(sql, statement);
  }
  return statement as unknown as Statement<Params, Row>;
}
