import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

type Orderable = AnyColumn | SQLWrapper;

import type { ReportSort } from './reportDefinition.ts';

/**
 * The ORDER BY of a report's page: the sorted column (or the report's default order), then its
 * stable key, so equal values never swap places between pages.
 */
export function reportOrderBy(
  sort: ReportSort | null,
  columns: Readonly<Record<string, Orderable>>,
  defaultOrder: readonly SQL[],
  stableKey: Orderable,
): SQL[] {
  const column = sort === null ? undefined : columns[sort.column];
  const chosen =
    sort === null || column === undefined
      ? defaultOrder
      : [sort.descending ? desc(column) : asc(column)];
  return [...chosen, asc(stableKey)];
}

/** The rows a page skips. */
export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;
