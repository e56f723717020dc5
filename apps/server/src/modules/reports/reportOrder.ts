import { asc, type Column, desc, type SQL, sql } from 'drizzle-orm';
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
  stableKey: Column,
): SQL[] {
  const column = sort === null ? undefined : columns[sort.column];
  if (sort === null || column === undefined) {
    return [...fallback, desc(stableKey)];
  }
  const direction = sort.descending ? sql`DESC` : sql`ASC`;
  return [
    sql`${column} ${direction} NULLS LAST`,
    sort.descending ? desc(stableKey) : asc(stableKey),
  ];
}

/** LIMIT and OFFSET of a report's page. */
export const pageWindowOf = ({ page, perPage }: { page: number; perPage: number }) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});
