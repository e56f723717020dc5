import type { SearchQuery, SearchType } from '@hearth/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { marketplaceSearchQueries, marketplaceVisitors } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'insert'>;

// Creates the visitor's row on its first write and marks it used on every later one.
function touchVisitor(executor: Executor, idHash: string, currentSearchType?: SearchType) {
  const set =
    currentSearchType === undefined
      ? { updatedAt: sql`now()` }
      : { updatedAt: sql`now()`, currentSearchType };
  return executor
    .insert(marketplaceVisitors)
    .values({ idHash, currentSearchType })
    .onConflictDoUpdate({ target: marketplaceVisitors.idHash, set });
}

export function createSearchStateRepo(db: Database) {
  return {
    async findQuery(idHash: string, searchType: SearchType): Promise<SearchQuery | null> {
      const [row] = await db
        .select({ query: marketplaceSearchQueries.query })
        .from(marketplaceSearchQueries)
        .where(
          and(
            eq(marketplaceSearchQueries.visitorIdHash, idHash),
            eq(marketplaceSearchQueries.searchType, searchType),
          ),
        );
      return row?.query ?? null;
    },

    async saveQuery(idHash: string, searchType: SearchType, query: SearchQuery): Promise<void> {
      await db.transaction(async (tx) => {
        await touchVisitor(tx, idHash);
        await tx
          .insert(marketplaceSearchQueries)
          .values({ visitorIdHash: idHash, searchType, query })
          .onConflictDoUpdate({
            target: [marketplaceSearchQueries.visitorIdHash, marketplaceSearchQueries.searchType],
            set: { query, updatedAt: sql`now()` },
          });
      });
    },

    async findCurrentSearchType(idHash: string): Promise<SearchType | null> {
      const [row] = await db
        .select({ searchType: marketplaceVisitors.currentSearchType })
        .from(marketplaceVisitors)
        .where(eq(marketplaceVisitors.idHash, idHash));
      return row?.searchType ?? null;
    },

    async saveCurrentSearchType(idHash: string, searchType: SearchType): Promise<void> {
      await touchVisitor(db, idHash, searchType);
    },

    /** Deletes visitors (and, by cascade, their queries) last written before `cutoff`. */
    async deleteVisitorsIdleSince(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(marketplaceVisitors)
        .where(lt(marketplaceVisitors.updatedAt, cutoff))
        .returning({ idHash: marketplaceVisitors.idHash });
      return deleted.length;
    },
  };
}

export type SearchStateRepo = ReturnType<typeof createSearchStateRepo>;
