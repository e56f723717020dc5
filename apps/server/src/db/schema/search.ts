import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The text a directory search reads: the columns lower-cased and joined by spaces, a null as
 * empty. Tables index this one expression with a trigram index and searches compare the very same
 * expression, so one index serves a search over all the columns. A searched word holds no space,
 * so it still matches within one column only, as a test per column would.
 */
export function searchText(...columns: AnyPgColumn[]): SQL<string> {
  const parts = columns.map((column) => sql`coalesce(${column}, '')`);
  return sql<string>`lower(${sql.join(parts, sql` || ' ' || `)})`;
}

/** A GIN trigram index's expression, which serves LIKE and ILIKE '%word%' on `text`. */
export const trigramsOf = (text: SQL) => sql`${text} gin_trgm_ops`;
