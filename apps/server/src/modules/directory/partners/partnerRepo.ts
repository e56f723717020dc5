import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { partners } from '../../../db/schema/index.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';

export type PartnerFilter = { onlyId: number | undefined; q: string | undefined };
export type Window = { limit: number; offset: number };

export function createPartnerRepo(db: Database) {
  return {
    /** Partners by name, in name order. */
    async list(filter: PartnerFilter, window: Window) {
      const where = and(
        filter.onlyId === undefined ? undefined : eq(partners.id, filter.onlyId),
        everyWordInAny([partners.name], filter.q),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: partners.id, name: partners.name })
          .from(partners)
          .where(where)
          .orderBy(asc(partners.name), asc(partners.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(partners).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type PartnerRepo = ReturnType<typeof createPartnerRepo>;
