import type { SearchQuery, SearchType } from '@hearth/domain';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A marketplace visitor (signed in or not), known by the hash of the id in its visitor cookie, so
 * a leaked table hands out no cookies. Touched on every write; stale rows may be deleted.
 */
export const marketplaceVisitors = pgTable(
  'marketplace_visitors',
  {
    idHash: text('id_hash').primaryKey(),
    currentSearchType: text('current_search_type').$type<SearchType>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('marketplace_visitors_updated_at_idx').on(table.updatedAt)],
);

/** A visitor's stored search query, one per search type. */
export const marketplaceSearchQueries = pgTable(
  'marketplace_search_queries',
  {
    visitorIdHash: text('visitor_id_hash')
      .notNull()
      .references(() => marketplaceVisitors.idHash, { onDelete: 'cascade' }),
    searchType: text('search_type').$type<SearchType>().notNull(),
    query: jsonb('query').$type<SearchQuery>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.visitorIdHash, table.searchType] })],
);
