import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

const dialect = new PgDialect();

/**
 * A raw statement sent as a named prepared statement: each pooled connection parses and plans it
 * once, then only binds values. For the hot reads whose SQL never changes; every value in
 * `statement` is a `sql.placeholder(name)`, filled from the record the returned function takes.
 * (Drizzle's query builders have `.prepare(name)` for the same; this is its form for `db.execute`.)
 */
export function preparedStatement<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  statement: SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] } } & PreparedTypes>(
    dialect.sqlToQuery(statement),
    undefined,
    name,
    false,
  );
  return async (values) => (await prepared.execute(values)).rows;
}

type PreparedTypes = { all: unknown; values: unknown };
