import { and, asc, count, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { partners } from '../../../db/schema/index.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';

export type Window = { limit: number; offset: number };

export function createPartnerRepo(db: Database) {
  return {
    /** The partners in the reader's scope (undefined: all) with every word of `q`, by name. */
    async list(scope: SQL | undefined, q: string | undefined, window: Window) {
      const where = and(scope, everyWordInAny([partners.name], q));
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
