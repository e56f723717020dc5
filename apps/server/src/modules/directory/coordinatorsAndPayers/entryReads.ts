import type { Locale } from '@hearth/domain';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { careCoordinators, payers } from '../../../db/schema/index.ts';
import type { Reader } from '../../../platform/db/writer.ts';

/** The tables of retirable directory entries. */
export type EntryTable = typeof careCoordinators | typeof payers;

export type EntryReadsDefinition<Query extends PgSelect, Filter, Sort extends string> = {
  table: EntryTable;
  /** The entries as their pages show them in `locale` (with their province), ready to be filtered. */
  select: (locale: Locale) => Query;
  filterCondition: (filter: Filter, locale: Locale) => SQL | undefined;
  orderingsIn: (locale: Locale) => Record<Sort, SQL[]>;
};

/**
 * How every retirable entry is read, in the asked locale: a filtered, sorted page with its total,
 * or one by id.
 */
export function entryReads<Query extends PgSelect, Filter, Sort extends string>(
  db: Reader,
  { table, select, filterCondition, orderingsIn }: EntryReadsDefinition<Query, Filter, Sort>,
) {
  return {
    async list(
      filter: Filter,
      sort: Sort,
      page: { limit: number; offset: number },
      locale: Locale,
    ): Promise<{ rows: Awaited<Query>; total: number }> {
      const where = filterCondition(filter, locale);
      const [rows, [total]] = await Promise.all([
        select(locale)
          .where(where)
          .orderBy(...orderingsIn(locale)[sort], asc(table.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number, locale: Locale): Promise<Awaited<Query>[number] | undefined> {
      const rows: Awaited<Query> = await select(locale).where(eq(table.id, id));
      return rows[0];
    },
  };
}
