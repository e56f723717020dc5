import { DEFAULT_LOCALE, type Locale } from '@hearth/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A reference entry's label in `locale`, or in the default locale when it is missing or empty. */
export function labelIn(labels: PgColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce(nullif(${labels} ->> ${locale}, ''), ${labels} ->> ${DEFAULT_LOCALE})`;
}
