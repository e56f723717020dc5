import type { Locale } from '@hearth/domain';
import { type Column, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  listPlaceholders,
  listPlaceholderValues,
  type PreparableSelect,
  type PreparedRows,
  preparedByName,
  preparedSelect,
} from './prepared.ts';

/** Whose records a directory list shows, in the shapes its default list is prepared for. */
export type AgencyListScope = { kind: 'all' } | { kind: 'agencies'; agencyIds: readonly number[] };

/** A list row that carries how many records match in all (the same figure on every row). */
export type CountedRow = { total: number };

/**
 * The statements of a list page: its rows, each with the total beside it, and the count alone,
 * sent only for a page past the end (which has no row to carry it).
 */
export type ListStatements<Row extends CountedRow> = {
  rows: PreparedRows<Row>;
  total: PreparedRows<{ total: number }>;
};

/**
 * The list as most people open it: everyone's or some agencies' records, no filter, the default
 * order. The one shape worth a prepared statement.
 */
export function isDefaultList<Scope extends { kind: string }>(
  scope: Scope,
  filter: Record<string, unknown>,
  isDefaultOrder: boolean,
): scope is Extract<Scope, AgencyListScope> {
  return (
    (scope.kind === 'all' || scope.kind === 'agencies') &&
    isDefaultOrder &&
    Object.values(filter).every((value) => value === undefined)
  );
}

/**
 * A directory's default lists as prepared statements, one pair per scope kind, number of agencies
 * and locale (each agency id its own placeholder, so PostgreSQL plans `agency_id = $1` for one
 * agency exactly as it would a literal). `prepare` builds a pair for a condition on
 * `agencyColumn` (none for everyone's) and names its statements after `name`; its page is
 * `limit` and `offset` placeholders.
 */
export function preparedDefaultLists<Row extends CountedRow>(
  prefix: string,
  agencyColumn: Column,
  prepare: (where: SQL | undefined, name: string, locale: Locale) => ListStatements<Row>,
) {
  const statements = preparedByName<ListStatements<Row>>();
  return (scope: AgencyListScope, locale: Locale) => {
    const agencyIds = scope.kind === 'all' ? null : scope.agencyIds;
    const name = `${prefix}_${agencyIds === null ? 'all' : `agencies${agencyIds.length}`}_${locale}`;
    const prepared = statements(name, () =>
      prepare(
        agencyIds === null
          ? undefined
          : inArray(agencyColumn, listPlaceholders('agency', agencyIds.length)),
        name,
        locale,
      ),
    );
    return { ...prepared, values: listPlaceholderValues('agency', agencyIds ?? []) };
  };
}

/**
 * How many rows of `table` match `where`, as a column of a page's statement: PostgreSQL counts
 * once per statement (an InitPlan), and the page and its total take one round trip, not two.
 */
export function totalColumn(db: Database, table: PgTable, where: SQL | undefined): SQL<number> {
  return sql`(${db.select({ total: count() }).from(table).where(where)})`.mapWith(Number);
}

/**
 * The total of a list from its page's rows: the figure their statement carries, none on a first
 * page without rows, and otherwise (a page past the end) what `countAlone` answers.
 */
export async function totalOfPage(
  rows: readonly CountedRow[],
  offset: number,
  countAlone: () => PromiseLike<{ total: number }[]>,
): Promise<number> {
  const first = rows[0];
  if (first !== undefined) {
    return first.total;
  }
  if (offset === 0) {
    return 0;
  }
  const [counted] = await countAlone();
  return counted?.total ?? 0;
}

/** A list's page and count as built for a request: run now, or prepared as its default list. */
export type ListQueries<Row extends CountedRow> = {
  rows: PreparableSelect<Row>;
  total: PreparableSelect<{ total: number }>;
};

/** `queries` prepared as the statements of a default list named `name`. */
export function prepareListStatements<Row extends CountedRow>(
  db: Database,
  queries: ListQueries<Row>,
  name: string,
): ListStatements<Row> {
  return {
    rows: preparedSelect(db, queries.rows, `${name}_rows`),
    total: preparedSelect(db, queries.total, `${name}_total`),
  };
}

/** A page's rows and the list's total from queries built for this request alone. */
export async function runListQueries<Row extends CountedRow>(
  queries: ListQueries<Row>,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await queries.rows;
  return { rows, total: await totalOfPage(rows, offset, () => queries.total) };
}

/** A page's rows and the list's total, in one statement unless the page is past the end. */
export async function runListStatements<Row extends CountedRow>(
  statements: ListStatements<Row>,
  values: Record<string, unknown> & { offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const rows = await statements.rows.execute(values);
  return {
    rows,
    total: await totalOfPage(rows, values.offset, () => statements.total.execute(values)),
  };
}

/** The page placeholders a prepared default list is built with. */
export const pagePlaceholders = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
