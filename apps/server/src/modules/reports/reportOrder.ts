import { type Assume, asc, type Column, desc, type SQL, sql } from 'drizzle-orm';
import type { QueryResultRow } from 'pg';
import type { Database } from '../../db/client.ts';
import type { ReportSort } from './reportDefinition.ts';

type Sortable = SQL | SQL.Aliased | Column;

/**
 * The ORDER BY of a report's page: the sort asked for (empty cells last either way), or the
 * report's default, then the stable key so pages never repeat or skip a row.
 */
export function reportOrderOf(
  sort: ReportSort | null,
  columns: Readonly<Record<string, Sortable>>,
  fallback: readonly SQL[],
  stableKey: SQL | Column,
): SQL[] {
  const column = sort === null ? undefined : columns[sort.column];
  if (sort === null || column === undefined) {
    return [...fallback, desc(stableKey)];
  }
  const direction = sort.descending ? sql`DESC` : sql`ASC`;
  // Equal cells keep the order their records were made in, whichever way the column runs.
  return [sql`${column} ${direction} NULLS LAST`, asc(stableKey)];
}

/** LIMIT and OFFSET of a report's page. */
export const pageWindowOf = ({ page, perPage }: { page: number; perPage: number }) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

type DerivedPage = {
  /** The WITH clause the derived table reads, when it needs one. */
  ctes?: SQL;
  /** The derived table, aliased `r`, with any condition on its rows. */
  from: SQL;
  order: readonly SQL[];
  page: number;
  perPage: number;
};

/** One page of a report built in raw SQL, and how many rows the whole report has. */
export async function derivedPageOf<Row extends QueryResultRow>(
  db: Database,
  { ctes = sql``, from, order, page, perPage }: DerivedPage,
): Promise<{ rows: Assume<Row, QueryResultRow>[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.execute<Row>(
      sql`${ctes} SELECT * FROM ${from} ORDER BY ${sql.join([...order], sql`, `)}
        LIMIT ${perPage} OFFSET ${pageWindowOf({ page, perPage }).offset}`,
    ),
    db.execute<{ total: number }>(sql`${ctes} SELECT count(*)::int AS total FROM ${from}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.total ?? 0 };
}
