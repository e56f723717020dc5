import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { compiledRowMapper } from './rowMapper.ts';

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

/** A prepared statement's run: its values by placeholder name, its rows. */
export type PreparedRows<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/** A drizzle select as `preparedSelect` takes it: its SQL and the fields it selects. */
export type PreparableSelect<Row> = PromiseLike<Row[]> & {
  getSQL(): SQL;
  _: { selectedFields: Record<string, unknown> };
};

/**
 * A select as a named prepared statement (as its `.prepare(name)` makes it), its rows mapped by
 * a mapper compiled once for its fields (`compiledRowMapper`): for the hot lists.
 */
export function preparedSelect<Row>(
  db: Database,
  select: PreparableSelect<Row>,
  name: string,
): PreparedRows<Row> {
  const prepared = db._.session.prepareQuery<{ execute: Row[] } & PreparedTypes>(
    dialect.sqlToQuery(select.getSQL()),
    undefined,
    name,
    true,
    compiledRowMapper<Row>(select._.selectedFields),
  );
  return { execute: (values) => prepared.execute(values) };
}

/**
 * One placeholder per value of a list whose length is part of the statement's shape, so that
 * `inArray(column, listPlaceholders('agency', 1))` is `IN ($1)`, which PostgreSQL plans as
 * `= $1` exactly as for a literal (an `= ANY($1)` array would let a generic plan lose an index's
 * order). Fill them with `listPlaceholderValues` under the same name.
 */
export function listPlaceholders(name: string, length: number): Placeholder[] {
  return Array.from({ length }, (_, index) => sql.placeholder(`${name}${index}`));
}

/** The values of `listPlaceholders(name, values.length)`, for a prepared statement's run. */
export function listPlaceholderValues(
  name: string,
  values: readonly unknown[],
): Record<string, unknown> {
  return Object.fromEntries(values.map((value, index) => [`${name}${index}`, value]));
}

/**
 * A cache of prepared statements by name: `prepare` runs the first time a name is asked for.
 * The names of one cache must each stand for one SQL text (PostgreSQL keeps a name per
 * connection), and be few: one per shape, never per value.
 */
export function preparedByName<T>(): (name: string, prepare: () => T) => T {
  const prepared = new Map<string, T>();
  return (name, prepare) => {
    let statement = prepared.get(name);
    if (statement === undefined) {
      statement = prepare();
      prepared.set(name, statement);
    }
    return statement;
  };
}
