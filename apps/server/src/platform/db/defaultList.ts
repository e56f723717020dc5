import type { Locale } from '@hearth/domain';
import { type Column, inArray, type SQL, sql } from 'drizzle-orm';
import { listPlaceholders, listPlaceholderValues, preparedByName } from './prepared.ts';

/** Whose records a directory list shows, in the shapes its default list is prepared for. */
export type AgencyListScope = { kind: 'all' } | { kind: 'agencies'; agencyIds: readonly number[] };

type Prepared<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/** The two statements of a list page: its rows, and how many match in all. */
export type ListStatements<Row> = {
  rows: Prepared<Row>;
  total: Prepared<{ total: number }>;
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
export function preparedDefaultLists<Row>(
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

/** A page's rows and total from its two statements, sent at once on two connections. */
export async function runListStatements<Row>(
  statements: ListStatements<Row>,
  values: Record<string, unknown>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    statements.rows.execute(values),
    statements.total.execute(values),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The page placeholders a prepared default list is built with. */
export const pagePlaceholders = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
