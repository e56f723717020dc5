import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column as `"table"."column"`, whatever the query. Drizzle leaves columns unqualified in a
 * query over one table, and inside a correlated subquery an unqualified `"id"` means the
 * subquery's own table: `hub_members.hub_id = "id"` would compare a membership with itself.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
