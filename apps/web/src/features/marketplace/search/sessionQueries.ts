import {
  SEARCH_QUERIES_STORAGE_KEY,
  type SearchQuery,
  SearchType,
  searchQuerySchema,
} from '@hearth/domain';

/** What session storage holds under `searchQueries`: one query per search type. */
type StoredQueries = Partial<Record<SearchType, SearchQuery>>;

// Storage throws where the browser forbids it (some private modes); the search then simply is
// not remembered across reloads, and the server's copy still is.
function readAll(): StoredQueries {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(SEARCH_QUERIES_STORAGE_KEY);
  } catch {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return {};
  }
  // Another tab or an older client may have written something else: keep only valid queries.
  const stored: StoredQueries = {};
  for (const [key, value] of Object.entries(parsed)) {
    const query = searchQuerySchema.safeParse(value);
    if (SearchType.isCode(key) && query.success) {
      stored[key] = query.data;
    }
  }
  return stored;
}

/** The query this browser session last used for a search type, if any. */
export function readSessionQuery(searchType: SearchType): SearchQuery | undefined {
  return readAll()[searchType];
}

/** Remembers a search type's query for this session, beside the other types' queries. */
export function writeSessionQuery(searchType: SearchType, query: SearchQuery): void {
  try {
    window.sessionStorage.setItem(
      SEARCH_QUERIES_STORAGE_KEY,
      JSON.stringify({ ...readAll(), [searchType]: query }),
    );
  } catch {
    // Not remembered in this tab; the server keeps its copy.
  }
}
