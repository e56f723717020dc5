import {
  type MarketplaceProduct,
  PRODUCT_SEARCH_TYPE,
  type SearchAddress,
  type SearchQuery,
  type SearchType,
} from '@hearth/domain';
import { hashSecret } from '../../platform/auth/secrets.ts';
import type { SearchStateRepo } from './stateRepo.ts';

/** Stored state not written for this long belongs to a visitor who is not coming back. */
export const STALE_AFTER_DAYS = 90;
const dayMs = 24 * 60 * 60 * 1000;

function addressOf(query: SearchQuery): SearchAddress {
  return {
    location: query.location ?? null,
    city1: query.city1 ?? null,
    state1: query.state1 ?? null,
    country1: query.country1 ?? null,
    latitude: query.latitude ?? null,
    longitude: query.longitude ?? null,
  };
}

/** A visitor's stored searches, by the id from its visitor cookie (only its hash is stored). */
export function createSearchStateService(repo: SearchStateRepo) {
  return {
    query: (visitorId: string, searchType: SearchType) =>
      repo.findQuery(hashSecret(visitorId), searchType),

    async saveQuery(
      visitorId: string,
      searchType: SearchType,
      query: SearchQuery,
    ): Promise<SearchQuery> {
      await repo.saveQuery(hashSecret(visitorId), searchType, query);
      return query;
    },

    currentSearchType: (visitorId: string) => repo.findCurrentSearchType(hashSecret(visitorId)),

    async saveCurrentSearchType(visitorId: string, searchType: SearchType): Promise<SearchType> {
      await repo.saveCurrentSearchType(hashSecret(visitorId), searchType);
      return searchType;
    },

    async address(visitorId: string, product: MarketplaceProduct): Promise<SearchAddress | null> {
      const query = await repo.findQuery(hashSecret(visitorId), PRODUCT_SEARCH_TYPE[product]);
      return query === null ? null : addressOf(query);
    },

    /** For a scheduled clean-up: deletes the state of visitors idle for STALE_AFTER_DAYS. */
    deleteStale: (now: Date = new Date()) =>
      repo.deleteVisitorsIdleSince(new Date(now.getTime() - STALE_AFTER_DAYS * dayMs)),
  };
}

export type SearchStateService = ReturnType<typeof createSearchStateService>;
